"""Exhaustive counts: every hand of 5 to 7 cards from a deck (less any dead cards), by value.

One call sweeps all C(n, k) hands in the Rust core, over every core, carrying partial sums
down the nested loops; all 133,784,560 seven-card hands take a fraction of a second.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Literal

from studpoker import _core
from studpoker.reference.hand_value import CATEGORIES as ALL_CATEGORIES

__all__ = ["HandCounts", "count_hands"]

Kind = Literal["high", "low_a5", "low_8", "low_27"]

# The reference's categories less five of a kind, which needs wild cards (counting has none).
CATEGORIES = ALL_CATEGORIES[: ALL_CATEGORIES.index("five_of_a_kind")]
# The categories a kind can give (lows have pairing categories only; an 8-or-better low has
# five distinct ranks, so it is always "high_card", i.e. no pair).
_KIND_CATEGORIES: dict[str, tuple[str, ...]] = {
    "high": CATEGORIES,
    "low_a5": tuple(c for c in CATEGORIES if c not in ("straight", "flush", "straight_flush")),
    "low_8": ("high_card",),
    "low_27": CATEGORIES,  # 2-7: the high categories, each counting against
}


@dataclass(frozen=True)
class HandCounts:
    """How many hands of ``size`` cards have each value of ``kind``.

    ``classes[rank]`` counts the hands whose dense rank is ``rank`` (the ranks of
    ``rank_high`` / ``rank_low_a5`` / ``rank_low_8`` / ``rank_low_27``); ``categories`` the
    hands per category name, in category order; ``no_low`` the hands without an 8-or-better
    low (0 for the other kinds).
    """

    size: int
    kind: Kind
    dead: tuple[int, ...]
    classes: tuple[int, ...]
    categories: Mapping[str, int]
    no_low: int

    @property
    def total(self) -> int:
        """Every hand counted: C(52 - len(dead), size)."""
        return sum(self.classes) + self.no_low


def count_hands(
    size: int = 7,
    kind: Kind = "high",
    *,
    dead: str | Iterable[int | str] = (),
    threads: int | None = None,
) -> HandCounts:
    """Count every hand of ``size`` cards (5..7) from the deck less ``dead`` by its ``kind`` value.

    >>> counts = count_hands(5)
    >>> counts.total, counts.categories["straight_flush"], counts.categories["four_of_a_kind"]
    (2598960, 40, 624)

    A size outside 5..7 or a bad dead card raises ``InvalidCardError``, an unknown kind
    ``InvalidRuleError``.
    """
    dead_cards = tuple(_core.parse_cards(dead))
    classes, categories, no_value = _core.count_hands(size, kind, dead_cards, threads=threads)
    names = _KIND_CATEGORIES[kind]
    by_name = {name: categories[CATEGORIES.index(name)] for name in names}
    return HandCounts(
        size=size,
        kind=kind,
        dead=dead_cards,
        classes=tuple(classes),
        categories=MappingProxyType(by_name),
        no_low=no_value,
    )
