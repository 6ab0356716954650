"""studpoker: a stud poker engine with a Rust core.

Cards are integers ``4 * rank + suit`` (``2c == 0``, ``As == 51``); every function that takes cards
also accepts text such as ``"As Kd 7c"`` or a list of texts.
"""

from __future__ import annotations

from studpoker import equity, limits, shuffle, simulation
from studpoker._core import (
    NO_LOW,
    HandValue,
    Pot,
    Settlement,
    bring_in_seat,
    evaluate_high,
    evaluate_low_8,
    evaluate_low_a5,
    first_to_act,
    format_card,
    format_cards,
    parse_card,
    parse_cards,
    pot_layout,
    rank_hi_lo_8_many,
    rank_high,
    rank_high_many,
    rank_low_8,
    rank_low_8_many,
    rank_low_a5,
    rank_low_a5_many,
    settle,
    settle_many,
)
from studpoker.actions import Action, ActionKind, LegalAction
from studpoker.bots import Policy, play_out
from studpoker.enumeration import HandCounts, count_hands
from studpoker.equity import EquityResult
from studpoker.errors import (
    HandHistoryError,
    IllegalActionError,
    InvalidCardError,
    InvalidRuleError,
    InvalidSetupError,
    SavedStateError,
    SettlementError,
    StudPokerError,
)
from studpoker.hand import Hand, LivePot
from studpoker.profiles import (
    FIVE_CARD_STUD_CASINO,
    FIVE_CARD_STUD_HOME,
    FIVE_CARD_STUD_NO_LIMIT,
    FIVE_CARD_STUD_POT_LIMIT,
    MISSISSIPPI_STUD,
    PROFILES,
    RAZZ,
    SEVEN_CARD_STUD,
    SEVEN_CARD_STUD_HI_LO,
    SEVEN_CARD_STUD_NO_BRING_IN,
    OddChip,
    Profile,
    Street,
    WildRule,
)
from studpoker.showdown import SHOWDOWNS, Contest, ContestKind, Showdown, ShowdownName
from studpoker.simulation import SimulationResult
from studpoker.table import Table
from studpoker.view import HandView

__all__ = [
    "FIVE_CARD_STUD_CASINO",
    "FIVE_CARD_STUD_HOME",
    "FIVE_CARD_STUD_NO_LIMIT",
    "FIVE_CARD_STUD_POT_LIMIT",
    "MISSISSIPPI_STUD",
    "NO_LOW",
    "PROFILES",
    "RAZZ",
    "SEVEN_CARD_STUD",
    "SEVEN_CARD_STUD_HI_LO",
    "SEVEN_CARD_STUD_NO_BRING_IN",
    "SHOWDOWNS",
    "Action",
    "ActionKind",
    "Contest",
    "ContestKind",
    "EquityResult",
    "Hand",
    "HandCounts",
    "HandHistoryError",
    "HandValue",
    "HandView",
    "IllegalActionError",
    "InvalidCardError",
    "InvalidRuleError",
    "InvalidSetupError",
    "LegalAction",
    "LivePot",
    "OddChip",
    "Policy",
    "Pot",
    "Profile",
    "SavedStateError",
    "Settlement",
    "SettlementError",
    "Showdown",
    "ShowdownName",
    "SimulationResult",
    "Street",
    "StudPokerError",
    "Table",
    "WildRule",
    "bring_in_seat",
    "count_hands",
    "equity",
    "evaluate_high",
    "evaluate_low_8",
    "evaluate_low_a5",
    "first_to_act",
    "format_card",
    "format_cards",
    "limits",
    "parse_card",
    "parse_cards",
    "play_out",
    "pot_layout",
    "rank_hi_lo_8_many",
    "rank_high",
    "rank_high_many",
    "rank_low_8",
    "rank_low_8_many",
    "rank_low_a5",
    "rank_low_a5_many",
    "settle",
    "settle_many",
    "shuffle",
    "simulation",
]
