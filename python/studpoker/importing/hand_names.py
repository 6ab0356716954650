"""How PokerStars names a shown hand: ``a pair of Tens``, ``a straight, Ten to Ace``, ``HI: a flush,
Queen high; LO: 7,6,5,4,3``, razz's ``Lo: 9,5,4,2,A``."""

from __future__ import annotations

from collections.abc import Sequence

from studpoker._core import HandValue, evaluate_high, evaluate_low_8, evaluate_low_a5

__all__ = ["hand_name", "has_low"]

_SINGULAR = (
    "Deuce", "Three", "Four", "Five", "Six", "Seven", "Eight", "Nine", "Ten", "Jack", "Queen",
    "King", "Ace",
)  # fmt: skip
_PLURAL = (
    "Deuces", "Threes", "Fours", "Fives", "Sixes", "Sevens", "Eights", "Nines", "Tens", "Jacks",
    "Queens", "Kings", "Aces",
)  # fmt: skip
_LOW_RANK = "23456789TJQKA"
_ACE = 12


def hand_name(cards: Sequence[int], showdown: str) -> str | None:
    """The words PokerStars writes after a shown hand of ``showdown`` (``high``,
    ``high_low_8``, ``low_a5``); ``None`` for fewer than five cards."""
    if len(cards) < 5:
        return None
    if showdown == "low_a5":
        return f"Lo: {_low(evaluate_low_a5(cards))}"
    high = _high(evaluate_high(cards))
    if showdown != "high_low_8":
        return high
    low = evaluate_low_8(cards)
    return f"HI: {high}" if low is None else f"HI: {high}; LO: {_low(low)}"


def has_low(cards: Sequence[int]) -> bool:
    """Whether ``cards`` hold an 8-or-better low."""
    return len(cards) >= 5 and evaluate_low_8(cards) is not None


def _rank(card: int) -> int:
    return card >> 2


def _high(value: HandValue) -> str:
    ranks = [_rank(card) for card in value.cards]
    top = ranks[0]
    category = value.category
    if category == "high_card":
        return f"high card {_SINGULAR[top]}"
    if category == "pair":
        return f"a pair of {_PLURAL[top]}"
    if category == "two_pair":
        return f"two pair, {_PLURAL[top]} and {_PLURAL[ranks[2]]}"
    if category == "three_of_a_kind":
        return f"three of a kind, {_PLURAL[top]}"
    if category == "full_house":
        return f"a full house, {_PLURAL[top]} full of {_PLURAL[ranks[3]]}"
    if category == "four_of_a_kind":
        return f"four of a kind, {_PLURAL[top]}"
    if category == "flush":
        return f"a flush, {_SINGULAR[top]} high"
    low_end = _SINGULAR[_ACE] if top == 3 else _SINGULAR[top - 4]  # the wheel starts at the ace
    if category == "straight":
        return f"a straight, {low_end} to {_SINGULAR[top]}"
    if top == _ACE:
        return "a Royal Flush"
    return f"a straight flush, {low_end} to {_SINGULAR[top]}"


def _low(value: HandValue) -> str:
    """A low's five ranks, highest first, the ace as ``A``."""
    ranks = sorted((_rank(card) for card in value.cards), key=lambda r: (r + 1) % 13, reverse=True)
    return ",".join(_LOW_RANK[r] for r in ranks)
