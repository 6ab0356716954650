"""The card room's fixed-limit rules and pokerkit's reading, each shown by a hand written in PHH.

Stakes throughout: ante 1, bring-in 1, small bet 4, big bet 8 (unless a test says otherwise).
Third street: p1 shows 7c, p2 2c (the low card: p2 brings in), p3 8c.
"""

from __future__ import annotations

import re
from typing import Any

import pytest

from studpoker import HandHistoryError, format_card, parse_cards
from studpoker.hand import Hand
from studpoker.hand.records import (
    BringInPosted,
    Called,
    ChipsReturned,
    CompletedBetRaised,
    RoundStarted,
)
from studpoker.phh import dump, replay

THIRD = ["d dh p1 AsKd7c", "d dh p2 QsQd2c", "d dh p3 9s9d8c"]
FOURTH = ["d dh p1 Ah", "d dh p2 3h", "d dh p3 4h"]  # p1's A-7 shows best: p1 opens


def phh(
    actions: list[str],
    stacks: tuple[int, ...],
    *,
    bring_in: int = 1,
    small: int = 4,
    big: int = 8,
    variant: str = "F7S",
) -> str:
    listed = "".join(f'  "{a}",\n' for a in actions)
    return (
        f'variant = "{variant}"\n'
        f"antes = [{', '.join('1' for _ in stacks)}]\n"
        f"bring_in = {bring_in}\nsmall_bet = {small}\nbig_bet = {big}\n"
        f"starting_stacks = [{', '.join(map(str, stacks))}]\n"
        f"actions = [\n{listed}]\n"
    )


def options(hand: Hand) -> list[str]:
    return [o.notation for o in hand.legal_actions()]


def last(hand: Hand, kind: type) -> object:
    return next(r for r in reversed(hand.history) if isinstance(r, kind))


# --- the half-bet rule (rules §3.4), third street included ---------------------------------------


@pytest.mark.parametrize(
    ("p3_all_in_to", "full", "p1_options"),
    [
        (3, True, ["f", "cc", "cbr 9"]),  # half the completion of 6: it is the completion
        (2, False, ["f", "cc", "cbr 6"]),  # less than half: p1 may call or complete to 6
    ],
)
def test_half_bet_rule_on_third_street(
    p3_all_in_to: int, full: bool, p1_options: list[str]
) -> None:
    actions = [*THIRD, "p2 pb", f"p3 cbr {p3_all_in_to}"]
    hand = replay(phh(actions, (60, 60, 1 + p3_all_in_to), small=6, big=12))
    record = last(hand, CompletedBetRaised)
    assert isinstance(record, CompletedBetRaised)
    assert (record.to, record.all_in, record.full) == (p3_all_in_to, True, full)
    assert options(hand) == p1_options


# 3rd street: p2 brings in, everyone calls; 4th street: p1 bets 4, p2 goes all-in.
def fourth_street(p2_all_in_to: int) -> tuple[list[str], tuple[int, ...]]:
    actions = [*THIRD, "p2 pb", "p3 cc", "p1 cc", *FOURTH, "p1 cbr 4", f"p2 cbr {p2_all_in_to}"]
    return actions, (60, 2 + p2_all_in_to, 60)


def test_half_bet_rule_an_all_in_of_half_a_step_reopens_the_betting() -> None:
    actions, stacks = fourth_street(6)  # 4 -> 6: half a step over the last full level
    hand = replay(phh(actions, stacks))
    assert options(hand) == ["f", "cc", "cbr 10"]  # p3: the next raise is a step above 6
    hand = replay(phh([*actions, "p3 cc"], stacks))
    assert options(hand) == ["f", "cc", "cbr 10"]  # p1, who bet, may raise again


def test_half_bet_rule_an_all_in_of_less_than_half_a_step_is_incomplete() -> None:
    actions, stacks = fourth_street(5)  # 4 -> 5: a quarter of a step
    hand = replay(phh(actions, stacks))
    assert options(hand) == ["f", "cc", "cbr 8"]  # p3: call, or raise to last full level + 4
    hand = replay(phh([*actions, "p3 cc"], stacks))
    assert options(hand) == ["f", "cc"]  # p1 already acted: the betting is not re-opened


# --- the cap: one bet and four raises, heads-up included (rules §3.3) ----------------------------

HEADS_UP = ["d dh p1 AsKd7c", "d dh p2 QsQd2c", "p2 pb", "p1 cc", "d dh p1 Ah", "d dh p2 3h"]
RAISES = ["p1 cbr 4", "p2 cbr 8", "p1 cbr 12", "p2 cbr 16"]


def test_cap_is_one_bet_and_four_raises_heads_up_included() -> None:
    hand = replay(phh([*HEADS_UP, *RAISES, "p1 cbr 20"], (100, 100)))
    assert options(hand) == ["f", "cc"]  # the bet and four raises: capped
    started = last(hand, RoundStarted)
    assert isinstance(started, RoundStarted)
    assert started.cap == 5


def test_pokerkit_reading_caps_four_completions_bets_and_raises_in_all() -> None:
    hand = replay(phh([*HEADS_UP, *RAISES], (100, 100)), rules="pokerkit")
    assert options(hand) == ["f", "cc"]


# --- the community card does not change who acts first (rules §2.1) ------------------------------


def test_a_community_card_plays_at_showdown_but_does_not_change_the_opener() -> None:
    """Eight players call to the end; seventh street is one community card (the record's
    'd db 5s'), which pairs p4's 5h showing. Seventh street opens as sixth street did (p7's ace),
    and at showdown the community card makes p4's four fives."""
    hands = [  # per player: two down, door, 4th, 5th, 6th
        "Ac3s2c", "Ad4d2d", "As4h2h", "5c5d5h", "4s6h3d", "9cTcJd", "6s7hAh", "7s8s4c",
    ]  # fmt: skip
    later = ["6c9dQc", "7cTdQd", "8c9hJs", "8d2sJh", "6dThQs", "QhKs3c", "3h8hTs", "7d9sJc"]
    deals = [f"d dh p{p} {cards}" for p, cards in enumerate(hands, 1)]
    for street in range(3):
        deals += [
            f"d dh p{p} {cards[2 * street : 2 * street + 2]}" for p, cards in enumerate(later, 1)
        ]
    deals.append("d db 5s")
    actions: list[str] = []
    while True:  # the engine says who acts: the bring-in, then everyone calls or checks
        hand = replay(phh(deals + actions, (100,) * 8), check_stacks=False)
        seat = hand.actor
        if seat is None:
            break
        verbs = {o.code for o in hand.legal_actions()}
        if "sm" in verbs:
            shown = hand.down[seat] + hand.up[seat] + hand.community
            actions.append(f"p{seat + 1} sm " + "".join(format_card(c) for c in shown))
        else:
            actions.append(f"p{seat + 1} " + ("pb" if "pb" in verbs else "cc"))
    assert hand.community == parse_cards("5s")
    rounds = [r for r in hand.history if isinstance(r, RoundStarted)]
    assert rounds[4].first == rounds[3].first == 6  # p7's ace leads on 6th and 7th street
    assert hand.settlement is not None
    assert [pot.high_winners for pot in hand.settlement.pots] == [(3,)]  # p4: four fives
    again = replay(dump(hand))  # written out in order, 'd db' on seventh street
    assert "d db 5s" in dump(hand)
    assert again.history == hand.history


# --- the short bring-in (rules §3.2) ---------------------------------------------------------


SHORT: dict[str, Any] = {"bring_in": 2, "small": 4, "big": 8}


def test_a_short_bring_in_is_still_the_bring_in_and_the_others_owe_all_of_it() -> None:
    # p2 has 1 chip after the ante: it posts it all-in; p3 owes the full bring-in of 2
    hand = replay(phh([*THIRD, "p2 pb", "p3 cc"], (60, 2, 60), **SHORT))
    posted = last(hand, BringInPosted)
    called = last(hand, Called)
    assert isinstance(posted, BringInPosted)
    assert isinstance(called, Called)
    assert (posted.amount, posted.all_in, called.amount) == (1, True, 2)
    assert options(hand) == ["f", "cc", "cbr 4"]  # p1 calls 2 or completes to 4


def test_pokerkit_reading_calls_a_short_bring_in_as_posted() -> None:
    hand = replay(phh([*THIRD, "p2 pb", "p3 cc"], (60, 2, 60), **SHORT), rules="pokerkit")
    called = last(hand, Called)
    assert isinstance(called, Called)
    assert called.amount == 1


# --- the notations the card room writes -------------------------------------------------------


def test_cbr_of_the_obliged_seats_whole_stack_at_or_below_the_bring_in_is_its_bring_in() -> None:
    text = phh([*THIRD, "p2 cbr 1", "p3 cc"], (60, 2, 60), **SHORT)
    hand = replay(text)
    posted = last(hand, BringInPosted)
    assert isinstance(posted, BringInPosted)
    assert (posted.seat, posted.amount, posted.all_in) == (1, 1, True)
    called = last(hand, Called)
    assert isinstance(called, Called)
    assert called.amount == 2
    # pokerkit reads the same line as a completion for less: p3 then calls 1
    theirs = replay(text, rules="pokerkit")
    assert isinstance(last(theirs, CompletedBetRaised), CompletedBetRaised)
    called = last(theirs, Called)
    assert isinstance(called, Called)
    assert called.amount == 1


def test_cbr_of_a_whole_stack_not_above_the_level_is_an_all_in_call() -> None:
    hand = replay(phh([*THIRD, "p2 pb", "p3 cbr 4", "p1 cbr 3"], (4, 60, 60)))
    called = last(hand, Called)
    assert isinstance(called, Called)
    assert (called.seat, called.amount, called.all_in) == (0, 3, True)


def test_a_raise_to_what_the_opponent_can_reach_is_the_full_raise_cut_to_the_call() -> None:
    # Heads-up; on fourth street p2's ace opens with a bet of 4 and has 2 behind: p1's raise "to
    # 6", the most p2 can reach, is the full raise to 8; p2 calls all-in; 2 go back uncalled.
    fourth = [*HEADS_UP[:4], "d dh p1 3h", "d dh p2 Ah", "p2 cbr 4", "p1 cbr 6"]
    hand = replay(phh(fourth, (100, 8)))  # p2: 8 - ante - bring-in = 6 behind
    raised = last(hand, CompletedBetRaised)
    assert isinstance(raised, CompletedBetRaised)
    assert (raised.seat, raised.to, raised.amount) == (0, 8, 8)
    hand = replay(phh([*fourth, "p2 cc"], (100, 8)), check_stacks=False)
    returned = [r for r in hand.history if isinstance(r, ChipsReturned)]
    assert [(r.seat, r.amount) for r in returned] == [(0, 2)]


# --- pokerkit's reading, and the card room's refusal naming its rule --------------------------


def test_pokerkit_reading_raises_from_the_level_over_a_short_all_in() -> None:
    actions, stacks = fourth_street(5)
    hand = replay(phh(actions, stacks), rules="pokerkit")
    assert options(hand) == ["f", "cc", "cbr 9"]  # 5 + 4, not 4 + 4


def test_the_card_room_refuses_pokerkits_raise_naming_the_line_and_the_rule() -> None:
    actions, stacks = fourth_street(5)
    text = phh([*actions, "p3 cbr 9"], stacks)
    replay(text, rules="pokerkit")
    line = text.splitlines().index('  "p3 cbr 9",') + 1
    with pytest.raises(HandHistoryError, match=rf"line {line}: action 'p3 cbr 9': half-bet rule"):
        replay(text)


# Written by pokerkit: p2, short of the bring-in of 2, "completes" to 1; p3 raises to 1 + 4.
POKERKIT_SHORT_BRING_IN = """\
variant = 'F7S'
ante_trimming_status = false
antes = [1, 1, 1]
bring_in = 2
small_bet = 4
big_bet = 8
starting_stacks = [4, 2, 40]
actions = ['d dh p1 7cTh9d', 'd dh p2 5h8s6h', 'd dh p3 4sTs7s', 'p2 cbr 1', 'p3 cbr 5', 'p1 f',
  'p3 sm 4sTs7s', 'p2 sm 5h8s6h', 'd dh p2 2s', 'd dh p3 8c', 'd dh p2 6d', 'd dh p3 9c',
  'd dh p2 Qs', 'd dh p3 Jh', 'd dh p2 3h', 'd dh p3 Tc', 'p2 sm 5h8s6h2s6dQs3h',
  'p3 sm 4sTs7s8c9cJhTc']
finishing_stacks = [3, 0, 43]
"""


def test_the_card_room_refuses_a_short_bring_in_read_as_pokerkit_does_naming_the_rule() -> None:
    hand = replay(POKERKIT_SHORT_BRING_IN, rules="pokerkit")
    assert hand.stacks == [3, 0, 43]
    with pytest.raises(
        HandHistoryError, match=r"^line 8: action 'p2 cbr 1': short bring-in: .*rules='pokerkit'"
    ):
        replay(POKERKIT_SHORT_BRING_IN)


# Written by pokerkit (hi-lo): p3's all-in pot and the side pot end with the same claimants once
# the losers are out; pokerkit merges them and splits once, the card room splits each.
POKERKIT_MERGED_POTS = """\
variant = 'F7S/8'
ante_trimming_status = false
antes = [1, 1, 1, 1, 1]
bring_in = 2
small_bet = 4
big_bet = 8
starting_stacks = [4, 7, 4, 12, 40]
actions = ['d dh p1 As7d9c', 'd dh p2 4d3h6h', 'd dh p3 4cJdQh', 'd dh p4 8cTd2s', 'd dh p5 Ks3c8s',
  'p4 cbr 4', 'p5 cbr 8', 'p1 f', 'p2 cc', 'p3 cc', 'p4 cc', 'd dh p2 4h', 'd dh p3 2h',
  'd dh p4 Qd', 'd dh p5 6d', 'p4 cc', 'p5 cbr 4', 'p4 f', 'p5 sm Ks3c8s6d', 'p2 sm 4d3h6h4h',
  'p3 sm 4cJdQh2h', 'd dh p2 6c', 'd dh p3 3s', 'd dh p5 Th', 'd dh p2 Jc', 'd dh p3 8h',
  'd dh p5 2d', 'd dh p2 4s', 'd dh p3 2c', 'd dh p5 Ac', 'p2 sm 4d3h6h4h6cJc4s',
  'p3 sm 4cJdQh2h3s8h2c', 'p5 sm Ks3c8s6dTh2dAc']
finishing_stacks = [3, 13, 0, 3, 48]
"""


def test_pokerkit_reading_merges_pots_with_the_same_claimants_and_splits_once() -> None:
    hand = replay(POKERKIT_MERGED_POTS, rules="pokerkit")
    assert hand.profile.merge_pots
    assert hand.stacks == [3, 13, 0, 3, 48]
    ours = replay(POKERKIT_MERGED_POTS, rules="card_room", check_stacks=False)
    assert ours.stacks != hand.stacks
    assert sum(ours.stacks) == sum(hand.stacks)
    with pytest.raises(HandHistoryError, match=r"^line 13: action 'p5 sm [^']*': pot split: "):
        replay(POKERKIT_MERGED_POTS)


def test_an_unknown_reading_is_refused() -> None:
    with pytest.raises(HandHistoryError, match="rules 'casino'"):
        replay(phh(THIRD, (60, 60, 60)), rules="casino")


def test_a_pokerkit_read_hand_round_trips() -> None:
    actions, stacks = fourth_street(5)
    hand = replay(phh([*actions, "p3 cbr 9"], stacks), rules="pokerkit")
    again = replay(dump(hand))
    assert again.profile == hand.profile
    assert again.history == hand.history


def test_error_messages_name_a_rule_from_the_list() -> None:
    from studpoker.phh.divergence import RULE_NAMES

    assert RULE_NAMES == ("half-bet rule", "short bring-in", "pot split", "no-low pot")
    assert re.match(r"^[a-z -]+$", " ".join(RULE_NAMES))
