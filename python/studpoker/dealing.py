"""Where a hand's cards come from: the stub of a shuffled or explicitly ordered deck.

The hand only ever calls ``draw(to)``, ``burn()``, ``remaining()`` and ``put_under(cards)`` on its
source and reads its ``undisclosed`` cards, so a hand-history replayer can supply its own source
that hands out the recorded cards: ``to`` names the seat a card goes to, or ``BOARD``; ``burn()``
gives the card burned before a street, or ``None`` when there is none to burn.
``undisclosed`` holds the cards that stand in for cards the record does not show: the hand plays
them like any card, and views, logs and histories print them as unknown.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence, Set
from typing import Protocol

from studpoker._core import parse_cards
from studpoker.errors import InvalidCardError

__all__ = ["BOARD", "CardSource", "Deck", "deck_from_order"]

BOARD = -2
"""``draw(BOARD)``: a community card (rules §2.1)."""


class CardSource(Protocol):
    @property
    def undisclosed(self) -> Set[int]: ...

    def draw(self, to: int) -> int: ...

    def burn(self) -> int | None: ...

    def remaining(self) -> int: ...

    def put_under(self, cards: Sequence[int]) -> None: ...


class Deck:
    """The stub: ``cards[position:]`` are undealt, top first."""

    __slots__ = ("cards", "position")

    undisclosed: frozenset[int] = frozenset()

    def __init__(self, cards: list[int]) -> None:
        self.cards = cards
        self.position = 0

    def draw(self, to: int) -> int:
        card = self.cards[self.position]
        self.position += 1
        return card

    def burn(self) -> int | None:
        """The top card, or ``None`` when the stub is empty (rules §2.1: no card, no burn)."""
        return self.draw(BOARD) if self.position < len(self.cards) else None

    def remaining(self) -> int:
        return len(self.cards) - self.position

    def put_under(self, cards: Sequence[int]) -> None:
        self.cards.extend(cards)


def deck_from_order(
    order: Sequence[int | str] | str,
    parse: Callable[[Sequence[int | str] | str], list[int]] = parse_cards,
) -> Deck:
    """A deck dealt in exactly this order: all 52 cards, each once, the first dealt first.

    ``parse`` reads the cards (the core's ``parse_cards``, or the reference's)."""
    cards = parse(order)  # rejects unknown and duplicate cards
    if len(cards) != 52:
        missing = sorted(set(range(52)) - set(cards))
        from studpoker._core import format_cards

        raise InvalidCardError(
            f"a deck order needs all 52 cards, got {len(cards)}; missing {format_cards(missing)}"
        )
    return Deck(cards)
