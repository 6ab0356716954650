"""Type stubs for the Rust extension ``studpoker._core``.

Cards are integers ``4 * rank + suit`` (rank 0..12 = 2..A, suit 0..3 = clubs, diamonds, hearts,
spades). Wherever cards are taken, a text like ``"As Kd 7c"`` or a sequence of texts and integers
is accepted too.
"""

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, final

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

@final
class Pot:
    """One pot of a settlement and how it was won (frozen; equal when every field is equal).

    Seats are listed ascending; ``shares`` has one entry per seat of the table.
    """

    @property
    def amount(self) -> int:
        """The chips in the pot."""

    @property
    def eligible(self) -> tuple[int, ...]:
        """The claimants who reached the top of the pot's layers."""

    @property
    def high_winners(self) -> tuple[int, ...]:
        """The best high hands among the eligible seats (empty in razz)."""

    @property
    def low_winners(self) -> tuple[int, ...]:
        """The razz winners, the hi-lo low half or the Chicago spade; empty where none."""

    @property
    def shares(self) -> tuple[int, ...]:
        """Chips from this pot, per seat."""

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with a share greater than zero."""

@final
class Settlement:
    """The outcome of a hand (frozen; equal when every field is equal)."""

    @property
    def pots(self) -> tuple[Pot, ...]:
        """The pots, main pot first."""

    @property
    def returned(self) -> tuple[int, ...]:
        """The uncalled excess handed back, per seat."""

    @property
    def payouts(self) -> tuple[int, ...]:
        """Pot shares plus returned chips, per seat; they add up to the contributions."""

    @property
    def net(self) -> tuple[int, ...]:
        """Payouts minus contributions, per seat."""

def settle(
    contributions: Sequence[int],
    hands: Sequence[_CardsLike | None],
    dealer: int,
    *,
    showdown: str = "high",
    odd_chip: str = "left_of_dealer",
    hole_cards: Sequence[_CardsLike | None] | None = None,
) -> Settlement:
    """Settle one hand: pots from the contributions, winners per pot, chips per seat.

    ``contributions[seat]`` is every chip the seat put in (antes included); ``hands[seat]`` the
    cards it shows, ``None`` without a claim (a sole claimant may show ``[]``). ``showdown``:
    ``"high"``, ``"low_a5"``, ``"high_low_8"``, ``"high_chicago_low"`` or
    ``"high_chicago_high"`` (these two need ``hole_cards``). ``odd_chip``: ``"left_of_dealer"``,
    ``"lowest_seat"`` or ``"high_card_by_suit"``. Input that cannot describe a hand raises
    ``SettlementError`` naming the seat; bad cards ``InvalidCardError``; unknown rule names
    ``InvalidRuleError``. See docs/core-api.md, "Settlement".
    """

def settle_many(
    settlements: Iterable[Mapping[str, Any] | Sequence[Any]],
    *,
    showdown: str = "high",
    odd_chip: str = "left_of_dealer",
) -> list[Settlement]:
    """Settle many hands in one call, the interpreter released once for all of them.

    Each item is a mapping of ``settle``'s arguments or a tuple of them in ``settle``'s order
    (``contributions, hands, dealer`` and optionally ``showdown, odd_chip, hole_cards``);
    ``showdown`` and ``odd_chip`` apply to items that do not give their own. The first item at
    fault raises its error class with ``settlements[i]: `` before the message.
    """
