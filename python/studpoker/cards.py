"""Cards as integers ``4 * rank + suit`` (rank 0..12 is 2..A, suit 0..3 is c, d, h, s).

Parsing and formatting live in the Rust core; this module re-exports them with the constants a
caller needs to build cards by hand.
"""

from __future__ import annotations

from studpoker._core import format_card, format_cards, parse_card, parse_cards
from studpoker.errors import InvalidCardError

__all__ = [
    "RANKS",
    "SUITS",
    "card_rank",
    "card_suit",
    "format_card",
    "format_cards",
    "make_card",
    "parse_card",
    "parse_cards",
]

RANKS = "23456789TJQKA"
SUITS = "cdhs"


def make_card(rank: int, suit: int) -> int:
    """The card number of rank ``0..12`` (two to ace) and suit ``0..3`` (clubs to spades)."""
    if not (0 <= rank < 13 and 0 <= suit < 4):
        raise InvalidCardError(f"rank {rank} / suit {suit}: rank must be 0..12 and suit 0..3")
    return 4 * rank + suit


def card_rank(card: int) -> int:
    """Rank ``0..12`` (two to ace) of a card number."""
    return card >> 2


def card_suit(card: int) -> int:
    """Suit ``0..3`` (clubs, diamonds, hearts, spades) of a card number."""
    return card & 3
