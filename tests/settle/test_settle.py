"""Named settlement cases: rules §5.3 clause by clause, the worked hands of §7, refused input.

Every test runs against the Rust core and the pure-Python reference alike.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import studpoker
from studpoker import InvalidCardError, InvalidRuleError, SettlementError
from studpoker.reference import settle as reference_settle
from tests.support.refusals import quoted

Settle = Callable[..., Any]


# --- rules §7: the worked hands -----------------------------------------------------------


def test_worked_hand_one_kings_beat_queens(settle: Settle) -> None:
    # A (seat 0) is dealt first, B (seat 1) deals. Ante 1, round 1 to 2, round 3 bet 4: 7 each.
    s = settle([7, 7], ["Kh 9c 4d Ks 2h", "Qc Qh Js 7d 3c"], 1)
    assert s.net == (7, -7)
    assert s.payouts == (14, 0)
    assert len(s.pots) == 1
    assert s.pots[0].high_winners == (0,)
    assert s.returned == (0, 0)


CRAIG = 25 + 300 + 500 + 500 + 1000  # ante, 3rd street completion, 5th, 6th, 7th


@pytest.mark.parametrize("jimmy", ["9h 5d 9c Kh Kc 3s 5s", None], ids=["shows", "mucks"])
def test_worked_hand_two_the_straight_wins_4800(settle: Settle, jimmy: str | None) -> None:
    # Jimmy deals (seat 0); Larry 1 folds after the ante, Craig 2, Katherine 3 folds after the
    # 100 bring-in. Jimmy matches Craig; he may show or muck.
    s = settle([CRAIG, 25, CRAIG, 125], [jimmy, None, "Qs 2h Kd Jc Th Td Ad", None], 0)
    assert sum(pot.amount for pot in s.pots) == 4800
    assert s.payouts == (0, 0, 4800, 0)
    assert s.net == (-2325, -25, 2475, -125)


# --- rules §5.3: pots and splits ----------------------------------------------------------


def test_each_pot_goes_to_the_best_hand_among_its_own_seats(settle: Settle) -> None:
    # Three all-ins at different levels; the short stack (seat 0) holds the best hand and wins
    # the main pot only; seat 1 wins the first side pot; seat 3 beats seat 2 for the last.
    s = settle(
        [50, 100, 300, 300],
        ["As Ah Ad Kc Kd", "Qs Qh Qd 2c 3d", "Js Jh 4c 5d 7h", "Ts Th Tc 8s 9c"],
        3,
    )
    assert [pot.amount for pot in s.pots] == [200, 150, 400]
    assert [pot.eligible for pot in s.pots] == [(0, 1, 2, 3), (1, 2, 3), (2, 3)]
    assert [pot.winners for pot in s.pots] == [(0,), (1,), (3,)]
    assert s.payouts == (200, 150, 0, 400)


def test_a_tie_in_the_side_pot_only(settle: Settle) -> None:
    s = settle([20, 101, 101], ["Ac Ad Ah As 2c", "9c Td Jh Qs Kc", "9d Th Js Qc Kd"], 0)
    assert s.pots[0].amount == 60
    assert s.pots[0].winners == (0,)
    assert s.pots[1].high_winners == (1, 2)
    assert s.pots[1].shares == (0, 81, 81)
    assert s.payouts == (60, 81, 81)


TIED = ["9c Td Jh Qs Kc", "2c 3d 4h 7s 8c", "9d Th Js Qc Kd"]  # seats 0 and 2 tie


@pytest.mark.parametrize(
    ("dealer", "odd_chip", "payouts"),
    [
        (0, "left_of_dealer", (3, 0, 4)),  # seat 1 is first to the left but did not win
        (1, "left_of_dealer", (3, 0, 4)),
        (2, "left_of_dealer", (4, 0, 3)),
        (2, "lowest_seat", (4, 0, 3)),
        (0, "lowest_seat", (4, 0, 3)),
        (2, "high_card_by_suit", (3, 0, 4)),  # seat 2 shows Kd, seat 0 only Kc
        (0, "high_card_by_suit", (3, 0, 4)),
    ],
)
def test_exact_ties_split_and_the_odd_chip_follows_the_policy(
    settle: Settle, dealer: int, odd_chip: str, payouts: tuple[int, ...]
) -> None:
    s = settle([3, 1, 3], TIED, dealer, odd_chip=odd_chip)  # 7 chips between two winners
    assert s.pots[0].high_winners == (0, 2)
    assert s.payouts == payouts


def test_odd_chips_go_one_at_a_time_clockwise(settle: Settle) -> None:
    # A four-way tie for 10 chips (seat 4 folded): 2 each and 2 odd chips, to the first two
    # winners left of the dealer (seat 2): seat 3, then seat 0 (seat 4 won nothing).
    hands = ["9c Td Jh Qs Kc", "9d Th Js Qc Kd", "9h Tc Jd Qd Kh", "9s Ts Jc Qh Ks", None]
    s = settle([2, 2, 2, 2, 2], hands, 2)
    assert s.pots[0].high_winners == (0, 1, 2, 3)
    assert s.payouts == (3, 2, 2, 3, 0)


def test_an_uncalled_bet_is_returned(settle: Settle) -> None:
    s = settle([10, 60], ["As Ah Ad Kc Kd", "2c 3d 4h 7s 8c"], 0)
    assert s.returned == (0, 50)
    assert [pot.amount for pot in s.pots] == [20]
    assert s.payouts == (20, 50)
    assert s.net == (10, -10)


def test_everyone_folds_the_winner_need_not_show(settle: Settle) -> None:
    # Two antes of 1, a bring-in of 2 and seat 2's bet of 5 nobody called.
    s = settle([1, 2, 5], [None, None, []], 0)
    assert s.returned == (0, 0, 3)
    assert [(pot.amount, pot.eligible, pot.high_winners) for pot in s.pots] == [(5, (2,), (2,))]
    assert s.net == (-1, -2, 3)


def test_a_mucked_caller_wins_nothing(settle: Settle) -> None:
    # Seat 1 called 80 and mucked: it reached the top, so nothing is returned to seat 0.
    s = settle([80, 80, 20], ["2c 3d 4h 7s 8c", None, "As Ah Ad Kc Kd"], 0)
    assert s.returned == (0, 0, 0)
    assert [(pot.amount, pot.eligible) for pot in s.pots] == [(60, (0, 2)), (120, (0,))]
    assert s.payouts == (120, 0, 60)


def test_a_folded_seat_level_does_not_cut_a_pot(settle: Settle) -> None:
    s = settle([100, 40, 100], ["2c 3d 4h 7s 8c", None, "As Ah Ad Kc Kd"], 0)
    assert [(pot.amount, pot.eligible) for pot in s.pots] == [(240, (0, 2))]


def test_razz_the_best_low_takes_the_pot(settle: Settle) -> None:
    s = settle([20, 20], ["Ks Kh 2d 3c 4d 5h 7s", "Ac 2c 3d 4h 6s Qd Qh"], 0, showdown="low_a5")
    assert s.pots[0].high_winners == ()
    assert s.pots[0].low_winners == (1,)
    assert s.payouts == (0, 40)


HI_LO = "high_low_8"


def test_hi_lo_halves_with_the_odd_chip_to_the_high_half(settle: Settle) -> None:
    hands = ["Ks Kh Kd 9c Tc Jd 2s", "Ac 2c 3d 4h 6s Qd Qh", None]
    s = settle([3, 3, 1], hands, 2, showdown=HI_LO)
    assert (s.pots[0].high_winners, s.pots[0].low_winners) == ((0,), (1,))
    assert s.payouts == (4, 3, 0)
    assert settle([3, 3, 1], hands, 2, showdown=HI_LO, odd_chip_half="high") == s


@pytest.mark.parametrize(
    ("contributions", "half", "payouts"),
    [
        ([3, 3, 1], "low", (3, 4, 0)),  # 7 halved 3 / 4: the room's reading of the odd chip
        ([3, 3, 2], "low", (4, 4, 0)),  # 8 halves evenly: nothing to move
        ([3, 3, 2], "high", (4, 4, 0)),
    ],
)
def test_hi_lo_the_odd_chip_of_the_halving_goes_to_the_half_named(
    settle: Settle, contributions: list[int], half: str, payouts: tuple[int, ...]
) -> None:
    hands = ["Ks Kh Kd 9c Tc Jd 2s", "Ac 2c 3d 4h 6s Qd Qh", None]
    s = settle(contributions, hands, 2, showdown=HI_LO, odd_chip_half=half)
    assert (s.pots[0].high_winners, s.pots[0].low_winners) == ((0,), (1,))
    assert s.payouts == payouts


def test_the_odd_chip_half_leaves_a_scooped_pot_and_the_low_ties_alone(settle: Settle) -> None:
    # No low qualifies: the high (seat 1's straight) takes all 7 under either reading.
    hands = ["As Ah Kd Kc 9s 9d Qc", "2c 3d 9h Th Js Qh Kh", None]
    for half in ("high", "low"):
        assert settle([3, 3, 1], hands, 0, showdown=HI_LO, odd_chip_half=half).payouts == (0, 7, 0)
    # 27 chips quartered: the low half is 14 under "low", split 7 / 7 between the tied lows.
    s = settle([9, 9, 9], QUARTERED, 0, showdown=HI_LO, odd_chip_half="low")
    assert s.payouts == (13, 7, 7)


def test_chicago_the_odd_chip_half_low_is_the_spade_half(settle: Settle) -> None:
    # 31 chips (a folded seat's 1 among them): the best high is seat 0, the lowest spade seat 1.
    hands, holes = [*CHICAGO_HANDS, None], [*CHICAGO_HOLES, None]
    for half, payouts in (("high", (16, 15, 0, 0)), ("low", (15, 16, 0, 0))):
        s = settle(
            [10, 10, 10, 1],
            hands,
            0,
            showdown="high_chicago_low",
            hole_cards=holes,
            odd_chip_half=half,
        )
        assert s.payouts == payouts


def test_hi_lo_without_a_qualifying_low_the_high_scoops(settle: Settle) -> None:
    hands = ["As Ah Kd Kc 9s 9d Qc", "2c 3d 9h Th Js Qh Kh"]
    s = settle([10, 10], hands, 0, showdown=HI_LO)
    assert s.pots[0].low_winners == ()
    assert s.payouts == (0, 20)


def test_hi_lo_one_seat_can_win_both_halves(settle: Settle) -> None:
    hands = ["As 2s 3s 4s 5s Kd Qc", "Kh Kc 7d 7h 9c Jd Qh"]
    s = settle([10, 10], hands, 0, showdown=HI_LO)
    assert (s.pots[0].high_winners, s.pots[0].low_winners) == ((0,), (0,))
    assert s.payouts == (20, 0)


def test_hi_lo_the_low_is_judged_among_each_pot_own_seats(settle: Settle) -> None:
    # Seat 0, all-in for 10, holds the only low; the side pot of seats 1 and 2 has none.
    hands = ["Ac 2c 3d 4h 6s Qd Qc", "Kh Kc Kd 7h 9c Jd Qh", "5h 5c 9d 9h Tc Jc Js"]
    s = settle([10, 30, 30], hands, 0, showdown=HI_LO)
    assert (s.pots[0].high_winners, s.pots[0].low_winners) == ((1,), (0,))
    assert s.pots[1].low_winners == ()
    assert s.pots[1].shares == (0, 40, 0)
    assert s.payouts == (15, 55, 0)


QUARTERED = ["Ks Kh Kd 9c Tc Jd Qs", "Ac 2c 3d 4h 6s Qd Qh", "Ad 2d 3h 4c 6c Jh Jc"]


@pytest.mark.parametrize(
    ("dealer", "odd_chip", "payouts"),
    [
        (0, "left_of_dealer", (14, 7, 6)),
        (1, "left_of_dealer", (14, 6, 7)),
        (1, "lowest_seat", (14, 7, 6)),
        (2, "left_of_dealer", (14, 7, 6)),
        (2, "high_card_by_suit", (14, 6, 7)),  # seat 2 shows Ad, seat 1 only Ac
    ],
)
def test_quartered_low_splits_the_low_half_odd_chip_by_policy(
    settle: Settle, dealer: int, odd_chip: str, payouts: tuple[int, ...]
) -> None:
    # 27 chips: the high half 14 to seat 0, the low half 13 between the two 6-4 lows.
    s = settle([9, 9, 9], QUARTERED, dealer, showdown=HI_LO, odd_chip=odd_chip)
    assert s.pots[0].low_winners == (1, 2)
    assert s.payouts == payouts


CHICAGO_HANDS = ["Ks Kh Kd 9c Tc Jd 3s", "Ac 2s 3d 4h 6s Qd Qh", "Ad As 5h 5c 6c Jh Jc"]
CHICAGO_HOLES = ["Ks 3s 9c", "2s 6s Qh", "As 5c Jc"]


@pytest.mark.parametrize(
    ("showdown", "spade_seat", "payouts"),
    [("high_chicago_low", 1, (15, 15, 0)), ("high_chicago_high", 2, (15, 0, 15))],
)
def test_chicago_the_spade_in_the_hole_takes_half(
    settle: Settle, showdown: str, spade_seat: int, payouts: tuple[int, ...]
) -> None:
    s = settle([10, 10, 10], CHICAGO_HANDS, 0, showdown=showdown, hole_cards=CHICAGO_HOLES)
    assert s.pots[0].high_winners == (0,)
    assert s.pots[0].low_winners == (spade_seat,)
    assert s.payouts == payouts


def test_chicago_a_spade_shown_face_up_does_not_count(settle: Settle) -> None:
    # Seat 0's 3s is an up card here: seat 1's 6s is the lowest spade in the hole.
    holes = ["Ks 9c Tc", "6s Ac Qh", "As 5c Jc"]
    s = settle([10, 10, 10], CHICAGO_HANDS, 0, showdown="high_chicago_low", hole_cards=holes)
    assert s.pots[0].low_winners == (1,)


def test_chicago_the_spade_is_judged_among_each_pot_own_seats(settle: Settle) -> None:
    # Seat 1 (all-in for 5) holds the 2s in the hole: it takes half the main pot only. In the
    # side pot of seats 0 and 2 the lowest hole spade is seat 0's 3s.
    s = settle([20, 5, 20], CHICAGO_HANDS, 0, showdown="high_chicago_low", hole_cards=CHICAGO_HOLES)
    assert [(pot.amount, pot.low_winners) for pot in s.pots] == [(15, (1,)), (30, (0,))]
    assert s.payouts == (8 + 30, 7, 0)


def test_chicago_without_a_spade_in_the_hole_the_high_scoops(settle: Settle) -> None:
    holes = ["Kh 9c Tc", "Ac 3d Qh"]
    s = settle([10, 10], CHICAGO_HANDS[:2], 0, showdown="high_chicago_low", hole_cards=holes)
    assert s.pots[0].low_winners == ()
    assert s.payouts == (20, 0)


def test_cards_may_be_text_or_numbers(settle: Settle) -> None:
    as_text = settle([7, 7], ["Kh 9c 4d Ks 2h", "Qc Qh Js 7d 3c"], 1)
    as_numbers = settle(
        [7, 7], [studpoker.parse_cards("Kh 9c 4d Ks 2h"), ("Qc", "Qh", "Js", "7d", 5)], 1
    )
    assert repr(as_text) == repr(as_numbers)


# --- refused input ------------------------------------------------------------------------

TWO = ["As Ah Ad Kc Kd", "2c 3d 4h 7s 8c"]

REFUSED: list[tuple[str, dict[str, Any], type[Exception], str]] = [
    ("lengths differ", {"contributions": [5, 5, 5]}, SettlementError, "3 contributions, 2 hands"),
    (
        "hole_cards length",
        {"hole_cards": [None]},
        SettlementError,
        "2 contributions, 2 hands, 1 hole_cards",
    ),
    ("one seat", {"contributions": [5], "hands": TWO[:1]}, SettlementError, "at least 2 seats"),
    ("dealer too high", {"dealer": 2}, SettlementError, "dealer seat 2 is not a seat"),
    ("dealer negative", {"dealer": -1}, SettlementError, "dealer seat -1"),
    ("negative", {"contributions": [5, -5]}, SettlementError, "seat 1: contribution -5"),
    ("overflow", {"contributions": [2**62, 2**62]}, SettlementError, "seat 1: the contributions"),
    ("no claimant", {"hands": [None, None]}, SettlementError, "no seat holds a claim"),
    (
        "top without claim",
        {"contributions": [5, 9], "hands": [TWO[0], None]},
        SettlementError,
        "seat 1 put in the most (9)",
    ),
    ("claim without cards", {"hands": [TWO[0], []]}, SettlementError, "seat 1: shows no cards"),
    (
        "card in two hands",
        {"hands": [TWO[0], "As 3d 4h 7s 8c"]},
        SettlementError,
        "card As is in the hands of seat 0 and seat 1",
    ),
    (
        "hole card not shown",
        {"hole_cards": ["As", "Kd"]},
        SettlementError,
        "seat 1: hole card Kd is not among",
    ),
    (
        "chicago without hole cards",
        {"showdown": "high_chicago_low"},
        SettlementError,
        "needs hole_cards",
    ),
    (
        "chicago seat without hole cards",
        {"showdown": "high_chicago_high", "hole_cards": ["As", None]},
        SettlementError,
        "seat 1: a Chicago showdown needs the hole cards",
    ),
    ("bad card", {"hands": [TWO[0], "2c 3d 4h 7s 8x"]}, InvalidCardError, "seat 1: invalid card"),
    ("duplicate", {"hands": ["As Ah Ad Kc As", TWO[1]]}, InvalidCardError, "seat 0: duplicate"),
    ("too few cards", {"hands": [TWO[0], "2c 3d 4h 7s"]}, InvalidCardError, "seat 1: expected 5"),
    ("card number", {"hands": [TWO[0], [0, 1, 2, 3, 52]]}, InvalidCardError, "seat 1: invalid"),
    ("bad hole card", {"hole_cards": [None, "Zz"]}, InvalidCardError, "seat 1: invalid card"),
    (
        "unknown showdown",
        {"showdown": "lowball"},
        InvalidRuleError,
        f"unknown showdown {quoted('lowball')}",
    ),
    ("unknown odd chip", {"odd_chip": "dealer"}, InvalidRuleError, "lowest_seat"),
    ("unknown odd-chip half", {"odd_chip_half": "middle"}, InvalidRuleError, "high, low"),
]


@pytest.mark.parametrize(
    ("change", "error", "message"),
    [case[1:] for case in REFUSED],
    ids=[case[0] for case in REFUSED],
)
def test_refused_input_raises_the_right_class_naming_the_seat(
    settle: Settle, change: dict[str, Any], error: type[Exception], message: str
) -> None:
    arguments: dict[str, Any] = {"contributions": [5, 5], "hands": TWO, "dealer": 0, **change}
    with pytest.raises(error, match=message.replace("(", r"\(").replace(")", r"\)")):
        settle(**arguments)


@pytest.mark.parametrize(
    "arguments",
    [
        {"contributions": "55", "hands": TWO, "dealer": 0},
        {"contributions": [5, 5], "hands": "As Ah", "dealer": 0},
        {"contributions": [5, 5.0], "hands": TWO, "dealer": 0},
        {"contributions": [5, 5], "hands": TWO, "dealer": "0"},
        {"contributions": [5, 5], "hands": [TWO[0], [1.5, 2, 3, 4, 5]], "dealer": 0},
    ],
)
def test_wrong_types_are_type_errors(settle: Settle, arguments: dict[str, Any]) -> None:
    with pytest.raises(TypeError):
        settle(**arguments)


def test_every_settlement_error_is_a_value_error() -> None:
    assert issubclass(SettlementError, ValueError)


# --- the result types ---------------------------------------------------------------------


def test_results_are_frozen_and_compare_by_value() -> None:
    s = studpoker.settle([7, 7], ["Kh 9c 4d Ks 2h", "Qc Qh Js 7d 3c"], 1)
    again = studpoker.settle([7, 7], ["Kh 9c 4d Ks 2h", "Qc Qh Js 7d 3c"], 1)
    assert s == again
    assert hash(s) == hash(again)
    assert s.pots[0] == again.pots[0]
    with pytest.raises(AttributeError):
        s.net = (0, 0)  # type: ignore[misc]
    with pytest.raises(AttributeError):
        s.pots[0].amount = 0  # type: ignore[misc]


def test_reprs_match_the_reference() -> None:
    arguments: dict[str, Any] = {
        "contributions": [3, 3, 1],
        "hands": ["Ks Kh Kd 9c Tc Jd 2s", "Ac 2c 3d 4h 6s Qd Qh", None],
        "dealer": 2,
        "showdown": HI_LO,
    }
    core = studpoker.settle(**arguments)
    assert repr(core) == repr(reference_settle(**arguments))
    assert repr(core.pots[0]) == (
        "Pot(amount=7, eligible=(0, 1), high_winners=(0,), low_winners=(1,), "
        "shares=(4, 3, 0), winners=(0, 1))"
    )


# --- dead chips: a pot of their own that every claimant may win ----------------------------


def test_a_seat_all_in_for_part_of_the_ante_wins_the_whole_dead_pot(settle: Settle) -> None:
    # Antes of 2 left dead: seat 0 had 1 and is all in; seats 1 and 2 bet 10 beyond theirs.
    s = settle([0, 10, 10], ["As Ah Ad Kc Kd", "2c 3d 5h 8s 9c", "2d 3h 6s 8c Tc"], 2, dead=5)
    assert (s.pots[0].amount, s.pots[0].eligible, s.pots[0].winners) == (5, (0, 1, 2), (0,))
    assert s.payouts == (5, 0, 20)
    assert s.net == (5, -10, 10)


def test_dead_chips_merge_into_the_main_pot_when_everybody_is_eligible(settle: Settle) -> None:
    s = settle([10, 10], ["As Ah Ad Kc Kd", "2c 3d 5h 8s 9c"], 1, dead=4)
    assert [(pot.amount, pot.eligible) for pot in s.pots] == [(24, (0, 1))]
    assert s.payouts == (24, 0)


def test_a_single_claimant_takes_the_dead_chips_too(settle: Settle) -> None:
    s = settle([0, 3, 3], [None, [], None], 0, dead=6)
    assert s.payouts == (0, 12, 0)
    assert s.net == (0, 9, -3)


@pytest.mark.parametrize(
    ("dead", "error", "message"),
    [
        (-1, SettlementError, "dead chips -1 are negative"),
        (2**63 - 10, SettlementError, "the contributions and the dead chips add up to more"),
        (2**200, SettlementError, "the contributions and the dead chips add up to more"),
        ("2", TypeError, "dead: "),
    ],
)
def test_bad_dead_chips_are_refused(
    settle: Settle, dead: object, error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        settle([5, 5], TWO, 0, dead=dead)


def test_a_negative_contribution_is_reported_before_negative_dead_chips(settle: Settle) -> None:
    with pytest.raises(SettlementError, match="seat 1: contribution -5"):
        settle([5, -5], TWO, 0, dead=-1)
