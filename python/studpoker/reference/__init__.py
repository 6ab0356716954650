"""The plain pure-Python reference: the executable spec the Rust core is held against.

It implements the contract of ``docs/core-api.md`` with the standard library alone (and the
package's exception classes), written to be read rather than to be fast.
"""

from __future__ import annotations

from studpoker.reference.cards import format_card, format_cards, parse_card, parse_cards
from studpoker.reference.equity import ReferenceEquity, equity
from studpoker.reference.evaluate import (
    evaluate_high,
    evaluate_low_8,
    evaluate_low_27,
    evaluate_low_a5,
    rank_high,
    rank_low_8,
    rank_low_27,
    rank_low_a5,
)
from studpoker.reference.hand_value import HandValue
from studpoker.reference.order import bring_in_seat, first_to_act, showing_hand
from studpoker.reference.pots import pot_layout
from studpoker.reference.settle import Pot, Settlement, settle, settle_many
from studpoker.reference.shuffle import deck_from_bits

__all__ = [
    "HandValue",
    "Pot",
    "ReferenceEquity",
    "Settlement",
    "bring_in_seat",
    "deck_from_bits",
    "equity",
    "evaluate_high",
    "evaluate_low_8",
    "evaluate_low_27",
    "evaluate_low_a5",
    "first_to_act",
    "format_card",
    "format_cards",
    "parse_card",
    "parse_cards",
    "pot_layout",
    "rank_high",
    "rank_low_8",
    "rank_low_27",
    "rank_low_a5",
    "settle",
    "settle_many",
    "showing_hand",
]
