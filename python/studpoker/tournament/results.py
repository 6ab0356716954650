"""What a tournament reports: each entry's standing, each hand dealt, each chip race run."""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from studpoker.hand import Hand
from studpoker.tournament.chip_race import RaceResult

__all__ = ["Race", "Standing", "TournamentHand"]


class Standing(NamedTuple):
    """One entry's standing: its place once out (``None`` while it plays), its prize, its chips
    (behind, while in a hand) and where it sits."""

    entrant: str
    entry: int
    """1 for the entrant's first entry, 2 for its first re-entry, and so on."""
    place: int | None
    places: tuple[int, int] | None
    """The places shared by a tie, best first (``(5, 5)`` alone in fifth place)."""
    prize: int
    chips: int
    table: int | None
    seat: int | None


@dataclass(frozen=True, slots=True)
class TournamentHand:
    """A hand of the tournament: its number (from 1, over every table), the table, the level
    it was dealt at, and the entrant in each of its seats."""

    number: int
    table: int
    level: int
    entrants: tuple[str, ...]
    entries: tuple[int, ...]
    hand: Hand

    @property
    def game(self) -> str:
        """The name of the game played (a dealer's choice's once chosen: until then the game
        its timeout would play)."""
        return self.hand.profile.name


@dataclass(frozen=True, slots=True)
class Race:
    """A chip race (rules §10.2): at which level and table, the entrant in each racing seat (the
    table's occupied seats, lowest first) and the result."""

    level: int
    table: int
    entrants: tuple[str, ...]
    result: RaceResult
