"""The immutable records of ``Hand.history``: one per deal, forced bet, action, show and award.

Records are named tuples: cheap to build on the hot path and impossible to change afterwards.
A card is its number ``0..51``; ``-1`` stands for a card the dealer did not disclose (replays).
"""

from __future__ import annotations

from typing import NamedTuple

__all__ = [
    "AntePosted",
    "BringInPosted",
    "Called",
    "CardBurned",
    "CardDealt",
    "CardsMucked",
    "CardsShown",
    "Checked",
    "ChipsReturned",
    "CommunityCardDealt",
    "CompletedBetRaised",
    "Folded",
    "PotAwarded",
    "Record",
    "RoundStarted",
    "WinnerShowed",
]


class AntePosted(NamedTuple):
    seat: int
    amount: int
    all_in: bool


class CardDealt(NamedTuple):
    seat: int
    card: int
    up: bool
    street: int


class CardBurned(NamedTuple):
    card: int
    street: int


class CommunityCardDealt(NamedTuple):
    card: int
    street: int


class RoundStarted(NamedTuple):
    """A betting round opens: ``first`` acts first; ``cap`` is the most bets + raises (or None)."""

    round: int
    first: int
    cap: int | None
    bring_in_seat: int | None


class BringInPosted(NamedTuple):
    seat: int
    amount: int
    all_in: bool
    by_default: bool = False
    """Played by ``Hand.act_default`` when the seat's time ran out."""


class Folded(NamedTuple):
    seat: int
    by_default: bool = False
    """Played by ``Hand.act_default`` when the seat's time ran out."""


class Checked(NamedTuple):
    seat: int
    by_default: bool = False
    """Played by ``Hand.act_default`` when the seat's time ran out."""


class Called(NamedTuple):
    seat: int
    amount: int
    all_in: bool


class CompletedBetRaised(NamedTuple):
    """``kind``: complete / bet / raise; ``full`` False for a short all-in (re-opens nothing)."""

    seat: int
    to: int
    amount: int
    kind: str
    all_in: bool
    full: bool


class CardsShown(NamedTuple):
    seat: int
    cards: tuple[int, ...]
    by_default: bool = False
    """Played by ``Hand.act_default`` when the seat's time ran out."""


class CardsMucked(NamedTuple):
    seat: int
    by_default: bool = False
    """Played by ``Hand.act_default`` when the seat's time ran out."""


class WinnerShowed(NamedTuple):
    """After a hand won without a showdown, the winner chose to show ``cards`` (all its cards,
    or the down cards it picked): every view sees them from then on ([002])."""

    seat: int
    cards: tuple[int, ...]


class ChipsReturned(NamedTuple):
    """The uncalled part of the last bet (or bring-in) going back to its owner."""

    seat: int
    amount: int


class PotAwarded(NamedTuple):
    """Pot number ``pot`` (0 = main pot) and each seat's share of it."""

    pot: int
    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: tuple[int, ...]


Record = (
    AntePosted
    | CardDealt
    | CardBurned
    | CommunityCardDealt
    | RoundStarted
    | BringInPosted
    | Folded
    | Checked
    | Called
    | CompletedBetRaised
    | CardsShown
    | CardsMucked
    | ChipsReturned
    | PotAwarded
    | WinnerShowed
)
