"""The one table of the online rooms whose hand histories we import: a frozen ``Room`` each.

A history names its room in the extension field ``_room`` (``pokerstars``, ``full_tilt``,
``ipoker``, ``everleaf``, ``ongame``, ``partypoker``, ``winamax``, ``bovada``,
``merge``, ``kingsclub``, ``winning``); ``reading_of(history)`` gives that room's ``Room``
(``DEFAULT_READING`` when the field is absent). A room is its name, its title, and how its
stated rake was taken from the pots (rules §9.10): what a replay needs and the history does not
carry; each room reads the default until its imported hands say otherwise. The rest of a room
travels with each history (its game's profile, ``_profile`` and ``_rules``) or lives above this
layer keyed by this table (``importing.rooms``: its reader and its profiles by game).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from studpoker.errors import HandHistoryError, InvalidRuleError
from studpoker.games.rake import RAKE_ORDERS, RAKE_SPLITS, Rake, RakeOrder, RakeSplit
from studpoker.limits import shown
from studpoker.phh.document import HandHistory

__all__ = ["DEFAULT_READING", "ROOMS", "ROOM_FIELD", "Room", "RoomReading", "reading_of"]

ROOM_FIELD = "_room"
"""The extension field naming the room a history was imported from."""


@dataclass(frozen=True, slots=True)
class Room:
    """One room: its name (``_room``), its title, and how its hand histories are read where the
    history itself is silent."""

    name: str
    rake_order: RakeOrder = "main_first"
    """Which pots the hand's stated rake was taken from first (``Rake.order``)."""
    rake_split: RakeSplit = "off_the_top"
    """How a split pot shared its rake (``Rake.split``)."""
    title: str = ""
    """The room's name as people write it (``PokerStars``); the name when empty."""

    def __post_init__(self) -> None:
        if self.rake_order not in RAKE_ORDERS:
            raise InvalidRuleError(f"room {self.name}: rake_order {shown(self.rake_order)}")
        if self.rake_split not in RAKE_SPLITS:
            raise InvalidRuleError(f"room {self.name}: rake_split {shown(self.rake_split)}")

    def exact_rake(self, amount: int) -> Rake:
        """The ``Rake`` of a hand whose history says the room took ``amount`` chips."""
        return Rake.exact(amount, order=self.rake_order, split=self.rake_split)


RoomReading = Room
"""The former name of ``Room``."""


DEFAULT_READING = Room("default", title="the card room")
"""The card-room reading: the rake taken from the main pot first, off the top before a split."""

_TITLES = {
    "pokerstars": "PokerStars",
    "full_tilt": "Full Tilt",
    "ipoker": "iPoker",
    "everleaf": "Everleaf",
    "ongame": "OnGame",
    "partypoker": "PartyPoker",
    "winamax": "Winamax",
    "bovada": "Bovada",
    "merge": "Merge",
    "kingsclub": "KingsClub",
    "winning": "Winning Poker Network",
}

ROOMS: Mapping[str, Room] = MappingProxyType(
    {name: Room(name, title=title) for name, title in _TITLES.items()}
    | {
        # PokerStars shares a hand's rake among its pots in proportion to their chips: its
        # summary's "Total pot $1.08 Main pot $0.42. Side pot $0.61. | Rake $0.05" took 2 cents
        # from the main pot of 44 and 3 from the side pot of 64 (docs/importing.md)
        "pokerstars": Room("pokerstars", rake_order="proportional", title="PokerStars"),
    }
)
"""Every room by its ``_room`` name; each reads the default until its imported hands confirm it."""


def reading_of(history: HandHistory) -> Room:
    """The reading of the room the history names in ``_room`` (the default without one)."""
    if ROOM_FIELD not in history.extra:
        return DEFAULT_READING
    name = history.extra[ROOM_FIELD]
    reading = ROOMS.get(name) if isinstance(name, str) else None
    if reading is None:
        raise HandHistoryError(
            f"line {history.line_of(ROOM_FIELD)}: {ROOM_FIELD} {shown(name)}: not a room we read; "
            f"one of {', '.join(ROOMS)}"
        )
    return reading
