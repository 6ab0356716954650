"""studpoker: a stud poker engine with a Rust core.

Cards are integers ``4 * rank + suit`` (``2c == 0``, ``As == 51``); every function that takes cards
also accepts text such as ``"As Kd 7c"`` or a list of texts.
"""

from __future__ import annotations

from studpoker._core import (
    Pot,
    Settlement,
    bring_in_seat,
    first_to_act,
    format_card,
    format_cards,
    parse_card,
    parse_cards,
    settle,
    settle_many,
)
from studpoker.errors import (
    HandHistoryError,
    IllegalActionError,
    InvalidCardError,
    InvalidRuleError,
    InvalidSetupError,
    SettlementError,
    StudPokerError,
)

__all__ = [
    "HandHistoryError",
    "IllegalActionError",
    "InvalidCardError",
    "InvalidRuleError",
    "InvalidSetupError",
    "Pot",
    "Settlement",
    "SettlementError",
    "StudPokerError",
    "bring_in_seat",
    "first_to_act",
    "format_card",
    "format_cards",
    "parse_card",
    "parse_cards",
    "settle",
    "settle_many",
]
