"""The readings of the online rooms whose hand histories we import, one frozen value per room.

A history names its room in the extension field ``_room`` (``pokerstars``, ``full_tilt``,
``ipoker``, ``everleaf``, ``ongame``, ``partypoker``, ``winamax``, ``bovada``,
``merge``, ``kingsclub``, ``winning``); ``reading_of(history)`` gives that room's
``RoomReading`` (``DEFAULT_READING`` when the field is absent). Today a reading says how the
room's stated rake was taken from the pots (rules §9.10); each room reads the default
until its imported hands say otherwise. Other readings of a room join the same value as fields.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from studpoker.errors import HandHistoryError, InvalidRuleError
from studpoker.phh.document import HandHistory
from studpoker.rake import RAKE_ORDERS, RAKE_SPLITS, Rake, RakeOrder, RakeSplit

__all__ = ["DEFAULT_READING", "ROOMS", "ROOM_FIELD", "RoomReading", "reading_of"]

ROOM_FIELD = "_room"
"""The extension field naming the room a history was imported from."""


@dataclass(frozen=True, slots=True)
class RoomReading:
    """How one room's hand histories are read where the history itself is silent."""

    name: str
    rake_order: RakeOrder = "main_first"
    """Which pots the hand's stated rake was taken from first (``Rake.order``)."""
    rake_split: RakeSplit = "off_the_top"
    """How a split pot shared its rake (``Rake.split``)."""

    def __post_init__(self) -> None:
        if self.rake_order not in RAKE_ORDERS:
            raise InvalidRuleError(f"room {self.name}: rake_order {self.rake_order!r}")
        if self.rake_split not in RAKE_SPLITS:
            raise InvalidRuleError(f"room {self.name}: rake_split {self.rake_split!r}")

    def exact_rake(self, amount: int) -> Rake:
        """The ``Rake`` of a hand whose history says the room took ``amount`` chips."""
        return Rake.exact(amount, order=self.rake_order, split=self.rake_split)


DEFAULT_READING = RoomReading("default")
"""The card-room reading: the rake taken from the main pot first, off the top before a split."""

ROOMS: Mapping[str, RoomReading] = MappingProxyType(
    {
        name: RoomReading(name)
        for name in (
            "pokerstars",
            "full_tilt",
            "ipoker",
            "everleaf",
            "ongame",
            "partypoker",
            "winamax",
            "bovada",
            "merge",
            "kingsclub",
            "winning",
        )
    }
    | {
        # PokerStars shares a hand's rake among its pots in proportion to their chips: its
        # summary's "Total pot $1.08 Main pot $0.42. Side pot $0.61. | Rake $0.05" took 2 cents
        # from the main pot of 44 and 3 from the side pot of 64 (docs/importing.md)
        "pokerstars": RoomReading("pokerstars", rake_order="proportional"),
    }
)
"""Every room by its ``_room`` name; each reads the default until its imported hands confirm it."""


def reading_of(history: HandHistory) -> RoomReading:
    """The reading of the room the history names in ``_room`` (the default without one)."""
    if ROOM_FIELD not in history.extra:
        return DEFAULT_READING
    name = history.extra[ROOM_FIELD]
    reading = ROOMS.get(name) if isinstance(name, str) else None
    if reading is None:
        raise HandHistoryError(
            f"line {history.line_of(ROOM_FIELD)}: {ROOM_FIELD} {name!r:.80}: not a room we read; "
            f"one of {', '.join(ROOMS)}"
        )
    return reading
