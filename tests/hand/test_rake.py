"""The rake (rules §9): the ``Rake`` setting's arithmetic and validation, and hands
that pay it (records, chips conserved, the readings of each term)."""

from __future__ import annotations

import dataclasses
from fractions import Fraction
from typing import Any

import pytest

import studpoker
import studpoker.reference
from studpoker import (
    SEVEN_CARD_STUD,
    SEVEN_CARD_STUD_HI_LO,
    Hand,
    InvalidRuleError,
    InvalidSetupError,
    Rake,
    SettlementError,
)
from studpoker.hand.log import hand_log
from studpoker.hand.records import PotAwarded, PotRaked
from studpoker.saving import save
from tests.support.stud import call_down, play, snapshot, stud_deck

# --- the setting: chips per pot -------------------------------------------------------------


def test_a_capped_rake_takes_the_rate_up_to_the_cap() -> None:
    assert Rake(10, cap=5).take([30]) == (3,)
    assert Rake(10, cap=5).take([100]) == (5,)
    # the cap is per hand: pots computed on their own keep theirs in order until it is reached
    assert Rake(10, per_pot=True, cap=5).take([40, 30]) == (4, 1)
    assert Rake(10, per_pot=True, cap=5, order="side_first").take([40, 30]) == (2, 3)


def test_a_rake_with_granularity_counts_whole_increments_and_rounds_down() -> None:
    # 1 chip for each full 20 in the pot
    per_20 = Rake.increments(20, 1)
    assert per_20.percent == Fraction(5)
    assert [per_20.take([chips])[0] for chips in (19, 20, 39, 40, 59, 60)] == [0, 1, 1, 2, 2, 3]
    # 5 % of 199 is 9.95: down to 9 chips, or to 5 with a unit of 5
    assert Rake(5).take([199]) == (9,)
    assert Rake(5, unit=5).take([199]) == (5,)
    # the exact rate, never a float: 1/3 % of 300 is exactly 1
    assert Rake("1/3").take([300]) == (1,)
    assert Rake(Fraction(1, 3)).take([299]) == (0,)


def test_per_pot_and_whole_hand_differ_where_rounding_does() -> None:
    assert Rake(5, per_pot=True).take([39, 39]) == (1, 1)
    assert Rake(5).take([39, 39]) == (3, 0)  # 5 % of 78, the main pot first


def test_the_rake_of_the_whole_hand_is_taken_in_the_order_named() -> None:
    pots = [6, 40, 20]
    assert Rake(25).take(pots) == (6, 10, 0)  # 16 chips, the main pot first
    assert Rake(25, order="side_first").take(pots) == (0, 0, 16)
    # in proportion: 16 * 6/66, 16 * 40/66, 16 * 20/66 rounded down, the chip left to the
    # largest remainder
    assert Rake(25, order="proportional").take(pots) == (1, 10, 5)


def test_hands_won_by_folds_or_on_the_first_street_pay_as_the_setting_says() -> None:
    usual = Rake(10)
    assert usual.take([50], won_by_folds=True) == (5,)
    assert usual.take([50], ended_on_first_street=True) == (0,)  # no fourth street, no drop
    assert Rake(10, uncontested=False).take([50], won_by_folds=True) == (0,)
    assert Rake(10, first_street=True).take([50], ended_on_first_street=True) == (5,)


def test_an_exact_rake_takes_what_the_room_states() -> None:
    assert Rake.exact(7).take([5, 4]) == (5, 2)
    assert Rake.exact(7, order="side_first").take([5, 4]) == (3, 4)
    assert Rake.exact((1, 2)).take([5, 4]) == (1, 2)
    # the room's rake is taken whatever the hand: won by folds, on the first street
    assert Rake.exact(3).take([5], won_by_folds=True, ended_on_first_street=True) == (3,)
    with pytest.raises(SettlementError, match="rake of 10 chips is more than the 9 chips"):
        Rake.exact(10).take([5, 4])
    with pytest.raises(SettlementError, match=r"rake: 2 amount\(s\) for 1 pot\(s\)"):
        Rake.exact((1, 2)).take([5])


@pytest.mark.parametrize(
    ("terms", "message"),
    [
        ({"percent": 5.0}, "never a float"),
        ({"percent": True}, "never a float or a bool"),
        ({"percent": "five"}, "not a number"),
        ({}, "a rate is above 0 and at most 100"),
        ({"percent": 101}, "a rate is above 0 and at most 100"),
        ({"percent": 5, "cap": 0}, "cap 0: a positive whole number"),
        ({"percent": 5, "per": 2.0}, "per 2.0: a positive whole number"),
        ({"percent": 5, "unit": True}, "unit True: a positive whole number"),
        ({"percent": 5, "order": "largest_first"}, "one of main_first, side_first, proportional"),
        ({"percent": 5, "split": "winners"}, "split 'winners': one of off_the_top"),
        ({"percent": 5, "per_pot": 1}, "per_pot 1: True or False"),
        ({"amount": -1}, "amount -1: 0 up to"),
        ({"amount": []}, "the hand's rake in chips, or one amount per pot"),
        ({"amount": 5, "cap": 3}, "cap belong"),
        ({"amount": 5, "first_street": True}, "first_street belong"),
    ],
)
def test_a_bad_setting_is_refused_naming_the_term(terms: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidRuleError, match=message):
        Rake(**terms)


def test_a_setting_is_immutable_and_a_value() -> None:
    rake = Rake(5, cap=3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        rake.cap = 4  # type: ignore[misc]
    assert rake == Rake("5", cap=3) == Rake(Fraction(10, 2), cap=3)
    assert hash(rake) == hash(Rake("5", cap=3))
    assert Rake.from_json(rake.to_json()) == rake
    exact = Rake.exact((2, 1), order="proportional")
    assert Rake.from_json(exact.to_json()) == exact
    with pytest.raises(InvalidRuleError, match="unknown term"):
        Rake.from_json({**rake.to_json(), "rate": "5"})
    with pytest.raises(InvalidRuleError, match="written as text"):
        Rake.from_json({**rake.to_json(), "percent": 5.5})


# --- hands ----------------------------------------------------------------------------------

# Dealer 2: seat 0 is dealt first. Seat 0 makes three kings (the high), seat 1 an A-7 low (the
# low), seat 2 two pair and no low; seat 2's 3c door brings in. Everyone posts, calls and checks:
# antes 3 x 2 and the bring-in 3 x 5 make one pot of 21.
HI_LO_DECK = stud_deck(
    ["Ks Kh Kd 9c Tc Jd 3s", "Ac 2d 4h 5s 7c Qd Qh", "9h 9d 3c Td Jh 8s Ts"],
    dealer=2,
    burns="2c 2h 2s 3d",
)


CALL_DOWN = ("post_bring_in", "check", "call", "show")


def hi_lo_hand(rake: Rake | None) -> Hand:
    hand = Hand(SEVEN_CARD_STUD_HI_LO, [100, 100, 100], 2, deck=HI_LO_DECK, rake=rake)
    call_down(hand)
    return hand


def awards(hand: Hand) -> list[tuple[int, int, tuple[int, ...]]]:
    return [(r.pot, r.amount, r.shares) for r in hand.history if isinstance(r, PotAwarded)]


def rakes(hand: Hand) -> list[PotRaked]:
    return [r for r in hand.history if isinstance(r, PotRaked)]


def test_a_split_hi_lo_pot_is_raked_before_its_halves_and_the_odd_chip() -> None:
    unraked = hi_lo_hand(None)
    assert awards(unraked) == [(0, 21, (11, 10, 0))]  # the odd chip to the high half
    hand = hi_lo_hand(Rake(10))
    # 10 % of 21 is 2: 19 left, halved 10 (the odd chip, high) / 9 (low)
    assert rakes(hand) == [PotRaked(0, 2)]
    assert awards(hand) == [(0, 21, (10, 9, 0))]
    assert hand.history[-2:] == [PotRaked(0, 2), PotAwarded(0, 21, (0, 1, 2), (0, 1), (10, 9, 0))]
    assert (hand.raked, hand.raked_pots) == (2, (2,))
    assert hand.stacks == [103, 102, 93]
    assert sum(hand.stacks) + hand.raked == 300


@pytest.mark.parametrize(
    ("rake", "shares", "stacks"),
    [(None, (10, 11, 0), [103, 104, 93]), (Rake(10), (9, 10, 0), [102, 103, 93])],
)
def test_the_profile_s_odd_chip_half_pays_the_halving_chip_to_the_low(
    rake: Rake | None, shares: tuple[int, ...], stacks: list[int]
) -> None:
    """rules §5.3 (Choice ``odd_chip_half = "low"``): the same hand, the odd chip of the
    halving (of what the rake leaves) to the low half."""
    profile = SEVEN_CARD_STUD_HI_LO.replace(odd_chip_half="low")
    hand = Hand(profile, [100, 100, 100], 2, deck=HI_LO_DECK, rake=rake)
    call_down(hand)
    assert awards(hand) == [(0, 21, shares)]
    assert hand.stacks == stacks


def test_a_capped_and_a_granular_rake_in_a_hand() -> None:
    assert hi_lo_hand(Rake(10, cap=1)).raked_pots == (1,)
    assert awards(hi_lo_hand(Rake(10, cap=1)))[0][2] == (10, 10, 0)
    assert hi_lo_hand(Rake.increments(20, 1)).raked_pots == (1,)  # one full 20 in 21
    assert hi_lo_hand(Rake(50, unit=5)).raked_pots == (10,)  # 10.5, down to a multiple of 5


def test_an_exact_rake_in_a_hand() -> None:
    hand = hi_lo_hand(Rake.exact(4))
    assert awards(hand) == [(0, 21, (9, 8, 0))]  # 17 left: 9 high, 8 low
    assert hand.raked == 4


def test_a_rake_too_big_for_the_pots_refuses_the_last_action_and_changes_nothing() -> None:
    unraked = Hand(SEVEN_CARD_STUD_HI_LO, [100, 100, 100], 2, deck=HI_LO_DECK)
    decisions = []
    while not unraked.is_over:
        option = next(o for o in unraked.legal_actions() if o.kind in CALL_DOWN)
        decisions.append(option.notation)
        unraked.act(option)
    hand = Hand(SEVEN_CARD_STUD_HI_LO, [100, 100, 100], 2, deck=HI_LO_DECK, rake=Rake.exact(22))
    play(hand, *decisions[:-1])
    before, history = snapshot(hand), list(hand.history)
    with pytest.raises(SettlementError, match="rake of 22 chips is more than the 21 chips"):
        hand.act(decisions[-1])
    assert snapshot(hand) == before
    assert hand.history == history
    assert not hand.is_over


def side_pots_hand(rake: Rake | None) -> Hand:
    """Seat 0 is all in at its ante of 2 (a main pot of the three antes, 6, which it wins);
    seats 1 and 2 complete, bet and raise on every street and go all in: a side pot of the
    rest, which seat 2 wins."""
    hand = Hand(SEVEN_CARD_STUD, [2, 60, 60], 0, seed=0, rake=rake)
    first = ("complete", "raise", "bet", "post_bring_in", "call", "check", "show")
    while not hand.is_over:
        legal = hand.legal_actions()
        hand.act(next(o for kind in first for o in legal if o.kind == kind))
    return hand


def test_side_pots_pay_a_whole_hand_rake_main_pot_first() -> None:
    unraked = side_pots_hand(None)
    assert [(pot.amount, pot.eligible) for pot in unraked.pots] == [(6, (0, 1, 2)), (116, (1, 2))]
    assert unraked.stacks == [6, 0, 116]
    hand = side_pots_hand(Rake(10))
    # 10 % of 122 is 12: the whole main pot of 6, then 6 of the side pot
    assert hand.raked_pots == (6, 6)
    assert rakes(hand) == [PotRaked(0, 6), PotRaked(1, 6)]
    award = [r for r in hand.history if isinstance(r, PotAwarded)]
    assert (award[0].amount, award[0].shares, award[0].winners) == (6, (0, 0, 0), ())
    assert (award[1].amount, sum(award[1].shares)) == (116, 110)
    assert hand.stacks == [0, 0, 110]  # seat 0's main pot went to the rake
    assert sum(hand.stacks) + hand.raked == 122
    # taken the other way round, the main pot keeps its chips
    assert side_pots_hand(Rake(10, order="side_first")).raked_pots == (0, 12)
    # computed per pot: 10 % of 6 is 0, of 116 is 11
    assert side_pots_hand(Rake(10, per_pot=True)).raked_pots == (0, 11)


def folded_on(street: int, rake: Rake) -> Hand:
    """Everyone posts or calls until ``street``; there seat 0 completes or bets and the others
    fold to it (or check, before its bet)."""
    hand = Hand(SEVEN_CARD_STUD, [200, 200, 200], 0, seed=8, rake=rake)
    while hand.street < street:
        hand.act(
            next(o for o in hand.legal_actions() if o.kind in ("post_bring_in", "check", "call"))
        )
    while not hand.is_over:
        legal = {o.kind: o for o in hand.legal_actions()}
        kinds: tuple[str, ...] = ("fold", "check", "post_bring_in")
        if hand.actor == 0:
            kinds = ("complete", "bet", "call", "check", "post_bring_in")
        hand.act(next(legal[kind] for kind in kinds if kind in legal))
    return hand


def test_no_fourth_street_no_drop() -> None:
    hand = folded_on(0, Rake(10))
    assert (hand.uncontested_winner(), hand.street) == (0, 0)
    assert (hand.raked, rakes(hand)) == (0, [])
    # antes 6, the bring-in 5 and 5 of seat 0's completion called by nobody but the pot: 16
    taken = folded_on(0, Rake(10, first_street=True))
    assert awards(taken)[0][1] == 16
    assert rakes(taken) == [PotRaked(0, 1)]


def test_an_uncontested_pot_is_raked_unless_the_setting_spares_it() -> None:
    raked = folded_on(1, Rake(10))
    assert raked.street == 1
    assert raked.uncontested_winner() == 0
    pot = awards(raked)[0][1]
    assert raked.raked == pot // 10 > 0
    spared = folded_on(1, Rake(10, uncontested=False))
    assert (spared.raked, rakes(spared)) == (0, [])


def test_without_a_rake_nothing_changes() -> None:
    """No rake, and a rake that takes nothing, settle as a hand always has."""
    plain = Hand(SEVEN_CARD_STUD, [200, 200, 200], 0, seed=8)
    nothing = Hand(SEVEN_CARD_STUD, [200, 200, 200], 0, seed=8, rake=Rake(10, first_street=False))
    for hand in (plain, nothing):
        play(hand, "pb", "f", "f")  # won by folds on third street: no drop
    assert nothing.history == plain.history
    assert nothing.settlement == plain.settlement
    assert "raked" not in plain.view(0).to_dict()
    assert '"rake"' not in save(plain)
    assert plain.raked == 0


def test_the_log_and_the_view_show_the_rake() -> None:
    hand = hi_lo_hand(Rake(10))
    lines = hand_log(hand)
    assert "  rake 2 from the main pot" in lines
    assert "  main pot 19 to seat 0 and seat 1" in lines
    assert lines[-1] == "result: seat 0 +3, seat 1 +2, seat 2 -7; raked 2"
    data = hand.view(None).to_dict()
    assert data["raked"] == 2
    assert {"event": "pot_raked", "pot": 0, "amount": 2} in data["history"]


def test_a_hand_takes_a_rake_setting_or_none() -> None:
    with pytest.raises(InvalidSetupError, match=r"give a studpoker\.Rake"):
        Hand(SEVEN_CARD_STUD, [100, 100], 0, rake=5)  # type: ignore[arg-type]
    assert studpoker.Rake is Rake


def test_the_reference_takes_the_same_rake() -> None:
    hand = Hand(
        SEVEN_CARD_STUD_HI_LO,
        [100, 100, 100],
        2,
        deck=HI_LO_DECK,
        rake=Rake(10),
        rules=studpoker.reference,
    )
    call_down(hand)
    assert hand.history == hi_lo_hand(Rake(10)).history
    assert hand.raked_pots == (2,)
