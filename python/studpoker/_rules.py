"""The one seam through which the table flow calls the core's contract functions.

``bring_in_seat``, ``first_to_act`` (rules §4), ``pot_layout`` (rules §3.4: the hand's pots, its
uncalled and unreachable chips) and ``settle`` (rules §3.4, §5.3) come from the Rust core,
``studpoker._core``; docs/core-api.md is their contract. The state machine calls them (and
``parse_cards`` / ``format_cards`` for the cards it is given, ``format_card`` for the cards its
views and records write) through a ``Rules`` namespace only:
this module by default, or ``studpoker.reference``, which implements the same contract in plain
Python, so a hand can be played on either and the two compared record by record.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, Protocol

from studpoker._core import (
    Pot,
    Settlement,
    bring_in_seat,
    first_to_act,
    format_card,
    format_cards,
    parse_cards,
    pot_layout,
    settle,
    showing_hand,
)
from studpoker.errors import InvalidSetupError
from studpoker.limits import shown

if TYPE_CHECKING:
    from studpoker.reference.settle import Settlement as ReferenceSettlement

__all__ = [
    "RULES_FUNCTIONS",
    "Pot",
    "Rules",
    "Settlement",
    "bring_in_seat",
    "check_rules",
    "first_to_act",
    "format_card",
    "format_cards",
    "parse_cards",
    "pot_layout",
    "settle",
    "showing_hand",
]

RULES_FUNCTIONS = (
    "bring_in_seat",
    "first_to_act",
    "settle",
    "parse_cards",
    "format_cards",
    "format_card",
    "pot_layout",
)
"""What a ``Rules`` namespace must provide (``Hand(rules=...)`` checks each is callable)."""


class Rules(Protocol):
    """What the hand asks of a core; this module and ``studpoker.reference`` both provide it."""

    def bring_in_seat(
        self,
        door_cards: Sequence[int | None],
        rule: str = ...,
        *,
        wild: Iterable[int] | None = ...,
    ) -> int: ...

    def first_to_act(
        self,
        up_cards: Sequence[Sequence[int] | None],
        dealer: int,
        *,
        low: bool = ...,
        tie: str = ...,
        community: Sequence[int] | None = ...,
        wild: Iterable[int] | None = ...,
        aces: str = ...,
    ) -> int: ...

    def settle(
        self,
        contributions: Iterable[int],
        hands: Iterable[Sequence[int] | None],
        dealer: int,
        *,
        showdown: str = ...,
        odd_chip: str = ...,
        hole_cards: Iterable[Sequence[int] | None] | None = ...,
        community: Sequence[int] | None = ...,
        dead: int | None = ...,
        merge_pots: bool = ...,
        wild: Iterable[int] | None = ...,
        rake: Iterable[int] | None = ...,
        odd_chip_half: str = ...,
    ) -> Settlement | ReferenceSettlement: ...

    def parse_cards(self, cards: str | Sequence[int | str]) -> list[int]: ...

    def pot_layout(
        self,
        contributions: Iterable[int],
        in_hand: Iterable[bool],
        dead: int | None = ...,
        *,
        live: bool = ...,
    ) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], tuple[int, ...], tuple[int, ...]]: ...

    def format_cards(self, cards: Sequence[int]) -> str: ...

    def format_card(self, card: int) -> str: ...


def check_rules(rules: object) -> None:
    """Refuse a ``rules`` namespace that lacks one of the functions the hand calls."""
    missing = [name for name in RULES_FUNCTIONS if not callable(getattr(rules, name, None))]
    if missing:
        raise InvalidSetupError(
            f"rules {shown(rules)}: lacks {', '.join(missing)} (give studpoker.reference, or leave "
            "the default: the Rust core)"
        )
