"""Showdowns as data (rules §5.2, §5.3): which contests a pot is divided between.

A profile names its showdown (``Profile.showdown``: the name the core's ``settle`` and
``equity`` take); :func:`showdown_named` turns the name into a frozen :class:`Showdown` of
contests, which the hand, its log and the hand histories ask instead of comparing names. A
showdown of two contests halves each pot between their winners; one whose second contest has no
winner among a pot's seats (no qualifying low, no spade in the hole) gives the first the whole pot.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

__all__ = ["SHOWDOWNS", "Contest", "ContestKind", "Showdown", "ShowdownName", "showdown_named"]

ShowdownName = Literal[
    "high", "low_a5", "low_27", "high_low_8", "high_chicago_low", "high_chicago_high"
]
"""The showdown names of the core's ``settle`` and of ``Profile.showdown``."""

ContestKind = Literal[
    "high", "low_a5", "low_27", "low_8", "lowest_spade_in_hole", "highest_spade_in_hole"
]
"""What one contest of a showdown compares: the best high hand, the best A-5 low, the best 2-7
low (deuce-to-seven: aces high, straights and flushes count against), the best
8-or-better low (only a qualifying low competes), or the lowest / highest spade in the hole."""


@dataclass(frozen=True)
class Contest:
    """One way of winning (part of) a pot."""

    kind: ContestKind
    wild: frozenset[int] = frozenset()
    """The card numbers that are wild in this contest (none in the games played so far)."""

    @property
    def is_low(self) -> bool:
        """A low hand wins it (A-5, 2-7 or 8-or-better)."""
        return self.kind in ("low_a5", "low_27", "low_8")

    @property
    def is_spade(self) -> bool:
        """A spade in the hole wins it (Chicago): it reads the seat's hole cards."""
        return self.kind in ("lowest_spade_in_hole", "highest_spade_in_hole")


@dataclass(frozen=True)
class Showdown:
    """A showdown: its name and the contests every pot is divided between, first one first."""

    name: ShowdownName
    contests: tuple[Contest, ...]

    def contest(self, kind: ContestKind) -> Contest | None:
        """The contest of ``kind`` in this showdown, else None."""
        return next((c for c in self.contests if c.kind == kind), None)

    @property
    def has_high(self) -> bool:
        """The best high hand wins (all or half of) each pot."""
        return self.contest("high") is not None

    @property
    def low(self) -> Contest | None:
        """The low contest (razz's A-5, 2-7 razz's 2-7, hi-lo's 8-or-better), else None."""
        return next((c for c in self.contests if c.is_low), None)

    @property
    def is_split(self) -> bool:
        """Each pot is halved between two contests (hi-lo, Chicago)."""
        return len(self.contests) > 1

    @property
    def reads_hole_cards(self) -> bool:
        """A contest is decided by the hole cards alone (Chicago's spade)."""
        return any(c.is_spade for c in self.contests)


def _showdown(name: ShowdownName, *kinds: ContestKind) -> Showdown:
    return Showdown(name, tuple(Contest(kind) for kind in kinds))


SHOWDOWNS: dict[ShowdownName, Showdown] = {
    s.name: s
    for s in (
        _showdown("high", "high"),
        _showdown("low_a5", "low_a5"),
        _showdown("low_27", "low_27"),
        _showdown("high_low_8", "high", "low_8"),
        _showdown("high_chicago_low", "high", "lowest_spade_in_hole"),
        _showdown("high_chicago_high", "high", "highest_spade_in_hole"),
    )
}
"""Every showdown by name, in the order of :data:`ShowdownName`."""


def showdown_named(name: ShowdownName) -> Showdown:
    """The showdown ``name`` names (a ``Profile`` has checked the name already)."""
    return SHOWDOWNS[name]
