"""Hand histories as the online rooms wrote them, read into PHH histories.

``read(source)`` takes a path, a text or an open file of one or many hands of any room read here
(``ROOMS``: the one table of rooms, ``phh.rooms.ROOMS``; ``TABLE`` each with its reader and
profiles), finds each hand's room and the file's encoding, and returns an ``Imported``:
``hands``, one ``phh.HandHistory`` per hand taken, and ``refused``, one ``Refusal`` per hand (or
stretch of text) it could not take, naming the line and the reason. ``iter_read`` gives the same
one item at a time, in bounded memory. Every history replays with ``phh.replay`` under the
room's reading and carries the room's own result in ``finishing_stacks`` (docs/importing.md).
``to_pokerstars`` writes a finished hand (or a history) back as PokerStars text.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping

from studpoker.errors import HandHistoryError
from studpoker.importing import (
    bovada,
    everleaf,
    full_tilt,
    ipoker,
    kingsclub,
    merge,
    ongame,
    partypoker,
    pokerstars,
    winamax,
    winning,
)
from studpoker.importing.builder import RefusedHand
from studpoker.importing.pokerstars_text import to_pokerstars
from studpoker.importing.reading import Imported, ReaderFactory, Refusal, import_loop
from studpoker.importing.room_profiles import ROOMS
from studpoker.importing.rooms import ImportedRoom, table
from studpoker.importing.source import Source
from studpoker.phh.document import HandHistory

__all__ = ["ROOMS", "Imported", "Refusal", "RefusedHand", "iter_read", "read", "to_pokerstars"]

READERS: dict[str, ReaderFactory] = {
    module.Reader.room: module.Reader
    # Merge before iPoker: both write XML ``<game`` elements, and Merge's own are told by their
    # ``id`` (iPoker's by their ``gamecode``)
    for module in (
        pokerstars,
        full_tilt,
        merge,
        ipoker,
        everleaf,
        ongame,
        partypoker,
        winamax,
        bovada,
        kingsclub,
        winning,
    )
}
"""The reader of each room, by the room's name in ``ROOMS``."""

TABLE: Mapping[str, ImportedRoom] = table(READERS)
"""Each room of the one table of rooms (``phh.rooms.ROOMS``) with its reader and profiles."""


def iter_read(source: Source, room: str | None = None) -> Iterator[HandHistory | Refusal]:
    """Each hand of ``source`` as a ``HandHistory``, or a ``Refusal`` for one it cannot take;
    ``room`` forces one room's reader."""
    return import_loop(source, _readers(room))


def read(source: Source, room: str | None = None) -> Imported:
    """Every hand of ``source``: ``Imported(hands, refused)``."""
    imported = Imported()
    for item in iter_read(source, room):
        if isinstance(item, Refusal):
            imported.refused.append(item)
        else:
            imported.hands.append(item)
    return imported


def _readers(room: str | None) -> list[ReaderFactory]:
    if room is None:
        return list(READERS.values())
    if room not in READERS:
        known = ", ".join(repr(name) for name in READERS)
        raise HandHistoryError(f"room {room!r} is not read here; rooms: {known}")
    return [READERS[room]]
