"""``HandValue``: what an evaluator returns, with the core's equality, order, repr and words."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from studpoker.reference.cards import format_card, format_cards

__all__ = ["CATEGORIES", "KINDS", "LOW_BADNESS", "HandValue"]

# "high_wild": a high hand evaluated with a non-empty wild set (its own rank space).
KINDS = ("high", "low_a5", "low_8", "low_27", "high_wild")

# Weakest first for high hands; lows use the pairing names only ("high_card" = no pair).
CATEGORIES = (
    "high_card",
    "pair",
    "two_pair",
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "four_of_a_kind",
    "straight_flush",
    "five_of_a_kind",
)

# How bad a low's pairing is: no pair is best, five of a kind (wild cards only) worst.
LOW_BADNESS = {
    "high_card": 0,
    "pair": 1,
    "two_pair": 2,
    "three_of_a_kind": 3,
    "full_house": 4,
    "four_of_a_kind": 5,
    "five_of_a_kind": 6,
}


def category_of_groups(groups: Iterable[int]) -> str:
    """The category that groups of equal ranks of these sizes make (five: wild cards only)."""
    sizes = [*sorted(groups, reverse=True), 0]
    if sizes[0] == 5:
        return "five_of_a_kind"
    if sizes[0] == 4:
        return "four_of_a_kind"
    if sizes[0] == 3:
        return "full_house" if sizes[1] == 2 else "three_of_a_kind"
    if sizes[0] == 2:
        return "two_pair" if sizes[1] == 2 else "pair"
    return "high_card"


_ONE: tuple[str, ...] = ("two", "three", "four", "five", "six", "seven", "eight", "nine")
_ONE += ("ten", "jack", "queen", "king", "ace")
_MANY: tuple[str, ...] = ("twos", "threes", "fours", "fives", "sixes", "sevens", "eights")
_MANY += ("nines", "tens", "jacks", "queens", "kings", "aces")


def _one(card: int) -> str:
    return _ONE[card >> 2]


def _many(card: int) -> str:
    return _MANY[card >> 2]


@dataclass(frozen=True, eq=False, repr=False)
class HandValue:
    """A hand's value: ``rank`` is dense within ``kind`` and greater is better for every kind.

    ``cards`` are the chosen five, most significant first, as held; ``played`` the same five as
    they play, each wild card replaced by the card it stands for (``cards`` without wilds).
    Equality, hashing and order use ``(kind, rank)`` only; values of different kinds do not
    order.
    """

    kind: str
    rank: int
    category: str
    cards: tuple[int, ...]
    played: tuple[int, ...]

    def describe(self) -> str:
        """What a player would say: ``"Full house, kings over nines"``, ``"Eight-seven low"``,
        then what each wild became: ``"Five of a kind, aces (Js as As)"``."""
        c = self.played
        category = self.category
        if self.kind in ("low_a5", "low_8", "low_27") and category == "high_card":
            text = f"{_one(c[0])}-{_one(c[1])} low"
        elif category == "five_of_a_kind":
            text = f"five of a kind, {_many(c[0])}"
        elif category == "straight_flush":
            text = "royal flush" if c[0] >> 2 == 12 else f"straight flush, {_one(c[0])} high"
        elif category == "four_of_a_kind":
            text = f"four of a kind, {_many(c[0])}"
        elif category == "full_house":
            text = f"full house, {_many(c[0])} over {_many(c[3])}"
        elif category == "flush":
            text = f"flush, {_one(c[0])} high"
        elif category == "straight":
            text = f"straight, {_one(c[0])} high"
        elif category == "three_of_a_kind":
            text = f"three of a kind, {_many(c[0])}"
        elif category == "two_pair":
            text = f"two pair, {_many(c[0])} and {_many(c[2])}"
        elif category == "pair":
            text = f"pair of {_many(c[0])}"
        else:
            text = f"high card, {_one(c[0])}"
        became = [
            f"{format_card(held)} as {format_card(played)}"
            for held, played in zip(self.cards, self.played, strict=True)
            if held != played
        ]
        if became:
            text += f" ({', '.join(became)})"
        return text[0].upper() + text[1:]

    def __repr__(self) -> str:
        # Played cards may repeat (five of a kind), so they are joined one by one.
        played_text = " ".join(format_card(card) for card in self.played)
        played = "" if self.played == self.cards else f", played={played_text!r}"
        return (
            f"HandValue(kind={self.kind!r}, rank={self.rank}, category={self.category!r}, "
            f"cards={format_cards(self.cards)!r}{played})"
        )

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return (self.kind, self.rank) == (other.kind, other.rank)

    def __hash__(self) -> int:
        return hash((self.kind, self.rank))

    def _rank_against(self, other: HandValue) -> int:
        if self.kind != other.kind:
            raise TypeError(f"cannot order a {self.kind!r} value against a {other.kind!r} value")
        return other.rank

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.rank < self._rank_against(other)

    def __le__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.rank <= self._rank_against(other)

    def __gt__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.rank > self._rank_against(other)

    def __ge__(self, other: object) -> bool:
        if not isinstance(other, HandValue):
            return NotImplemented
        return self.rank >= self._rank_against(other)
