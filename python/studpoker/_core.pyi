"""Type stubs for the Rust extension ``studpoker._core``.

Cards are integers ``4 * rank + suit`` (rank 0..12 = 2..A, suit 0..3 = clubs, diamonds, hearts,
spades). Wherever cards are taken, a text like ``"As Kd 7c"`` or a sequence of texts and integers
is accepted too.
"""

from collections.abc import Iterable, Sequence

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

def bring_in_seat(door_cards: Sequence[_CardLike | None], rule: str = "lowest") -> int:
    """The seat that brings in on the opening deal (RULES §4.1).

    ``door_cards[seat]`` is the seat's up card, ``None`` for a seat not in the hand. ``rule``:
    ``"lowest"`` (ace high, ties by suit: clubs lowest) or ``"highest_ace_low"`` (razz: king
    highest, the higher suit brings in). Unknown rules raise ``InvalidRuleError``; no seat in the
    hand ``InvalidSetupError``; bad or duplicate cards ``InvalidCardError``.
    """

def first_to_act(
    up_cards: Sequence[_CardsLike | None],
    dealer: int,
    *,
    low: bool = False,
    tie: str = "suit",
) -> int:
    """The seat whose showing hand acts first in a later round (RULES §4.2).

    ``up_cards[seat]`` is the seat's up cards (1..9), ``None`` for a seat not in the hand. Up to
    four cards count pairings only, five or more every category (best five); ``low`` makes the
    lowest hand act first (ace low, pairs bad). ``tie``: ``"suit"``, ``"suit_of_group"`` or
    ``"position"``. A dealer outside the table or no seat in the hand raises
    ``InvalidSetupError``; bad cards ``InvalidCardError``; an unknown tie ``InvalidRuleError``.
    """
