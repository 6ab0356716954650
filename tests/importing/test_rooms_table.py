"""The one table of rooms: ``phh.rooms.ROOMS`` names every room, and the importer joins each
with its reader and profiles (``importing.TABLE``), refusing a room half added."""

from __future__ import annotations

import pytest

from studpoker import importing
from studpoker.importing.room_profiles import ROOM_PROFILES
from studpoker.importing.rooms import table
from studpoker.phh.rooms import ROOMS


def test_every_room_of_the_table_has_its_reader_profiles_and_reading() -> None:
    assert tuple(importing.TABLE) == tuple(ROOMS) == importing.ROOMS
    for name, entry in importing.TABLE.items():
        assert entry.room is ROOMS[name]
        assert entry.reader().room == name
        assert entry.profiles is ROOM_PROFILES[name]
        assert entry.title != name  # its own title (PokerStars, Winning Poker Network)


def test_a_room_without_a_reader_or_a_reader_of_no_room_is_refused() -> None:
    readers = dict(importing.READERS)
    del readers["winamax"]
    with pytest.raises(LookupError, match="winamax"):
        table(readers)
    readers = dict(importing.READERS) | {"nowhere": importing.READERS["winamax"]}
    with pytest.raises(LookupError, match="nowhere"):
        table(readers)
