"""Type stubs for the Rust extension ``studpoker._core``.

Cards are integers ``4 * rank + suit`` (rank 0..12 = 2..A, suit 0..3 = clubs, diamonds, hearts,
spades). Wherever cards are taken, a text like ``"As Kd 7c"`` or a sequence of texts and integers
is accepted too.
"""

from collections.abc import Iterable

_CardLike = int | str
_CardsLike = str | Iterable[_CardLike]

def parse_card(text: str) -> int:
    """Parse one card (``"As"``, ``"10d"``, ``"q♥"``); raises ``InvalidCardError``."""

def parse_cards(cards: _CardsLike) -> list[int]:
    """Parse cards from text or a sequence; bad or duplicate cards raise ``InvalidCardError``."""

def format_card(card: int) -> str:
    """Format a card number as text (``51 -> "As"``)."""

def format_cards(cards: _CardsLike) -> str:
    """Format cards as space-separated text."""
