"""Each room as the importer knows it: the one table of rooms, ``phh.rooms.ROOMS`` (a room's
name, title and rake reading, which the replay needs below this layer), with what only the
importer needs beside it, keyed by the same names: the room's reader (``importing.READERS``)
and its profiles by game (``room_profiles.ROOM_PROFILES``). ``table`` joins them and refuses a room
missing from any of the three, so a room is added in one table and cannot be half added.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from studpoker.games.profiles import Profile
from studpoker.importing.reading import ReaderFactory
from studpoker.importing.room_profiles import ROOM_PROFILES
from studpoker.phh.rooms import ROOMS, Room

__all__ = ["ImportedRoom", "table"]


@dataclass(frozen=True, slots=True)
class ImportedRoom:
    """One room: its entry of the table of rooms, its reader and its profiles by game."""

    room: Room
    reader: ReaderFactory
    profiles: Mapping[str, Profile]

    @property
    def name(self) -> str:
        return self.room.name

    @property
    def title(self) -> str:
        return self.room.title or self.room.name


def table(readers: Mapping[str, ReaderFactory]) -> Mapping[str, ImportedRoom]:
    """Every room of ``phh.rooms.ROOMS`` with its reader and profiles, in the table's order.
    A room with no reader or no profiles, or a reader or profiles of no room, is an error of
    the package itself, named at import."""
    for what, names in (("reader", readers), ("profiles", ROOM_PROFILES)):
        if set(names) != set(ROOMS):
            odd = sorted(set(names) ^ set(ROOMS))
            raise LookupError(f"rooms without a {what}, or a {what} of no room: {odd}")
    return MappingProxyType(
        {
            name: ImportedRoom(room, readers[name], ROOM_PROFILES[name])
            for name, room in ROOMS.items()
        }
    )
