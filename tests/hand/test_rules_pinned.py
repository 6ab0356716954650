"""Rules the mutation runs (docs/mutation.md) found unstated by any other test, each pinned here
by name: a change to the flow that breaks one of them fails its test."""

from __future__ import annotations

import pytest

from studpoker.errors import IllegalActionError, InvalidRuleError
from studpoker.games.profiles import SEVEN_CARD_STUD
from studpoker.games.wild_rules import (
    QUEENS,
    STATIC_WILD,
    follow_the_queen,
    wild_in_force,
    wild_text,
)
from studpoker.hand import Hand
from studpoker.hand.actions import COMPLETE_BET_RAISE, Action
from studpoker.hand.records import BringInPosted, Called, CompletedBetRaised
from tests.support.stud import stud_deck

# seat 1's door card, the 2 of clubs, is the lowest: it brings in
SHORT_SEAT_1 = ["As Ks Qs", "Ad Kd 2c", "Ah Kh Qh"]


def test_wild_cards_are_said_a_whole_rank_by_its_letter_and_single_cards_by_name() -> None:
    """Rules §6 notes: one-eyed jacks make J♥ and J♠ wild, suicide king K♥, acey-deucy every ace
    and deuce, follow-the-queen the queens and the rank after the latest up queen."""
    assert wild_text(STATIC_WILD["one_eyed_jacks"]) == "Jh Js"
    assert wild_text(STATIC_WILD["suicide_king"]) == "Kh"
    assert wild_text(STATIC_WILD["acey_deucy"]) == "A 2"
    assert wild_text(QUEENS) == "Q"
    queen_then_seven = [4 * 10, 4 * 5 + 1]  # Qc then 7d
    assert wild_text(follow_the_queen(queen_then_seven)) == "Q 7"
    assert wild_text(QUEENS | {4 * 9 + 3}) == "Q Js"


@pytest.mark.parametrize("stack", [4, 7])
def test_a_card_room_bet_of_a_whole_stack_up_to_the_bring_in_is_the_all_in_bring_in(
    stack: int,
) -> None:
    """Rules §3.2 and §3.4 as a card room writes them (``cbr`` of the whole stack): the obliged
    seat, short of the bring-in or holding exactly it after its ante, brings in all in."""
    hand = Hand(SEVEN_CARD_STUD, [500, stack, 500], 0, deck=stud_deck(SHORT_SEAT_1, 0))
    assert hand.actor == 1
    whole = hand.stacks[1]
    assert hand.act(Action(COMPLETE_BET_RAISE, whole)) == BringInPosted(1, whole, all_in=True)


def test_a_card_room_bet_of_a_whole_stack_below_the_bet_is_an_all_in_call() -> None:
    hand = Hand(SEVEN_CARD_STUD, [9, 500, 500], 0, deck=stud_deck(SHORT_SEAT_1, 0))
    hand.act("pb")
    hand.act("cbr 10")
    assert hand.act(Action(COMPLETE_BET_RAISE, 7)) == Called(0, 7, all_in=True)


def test_a_card_room_bet_of_a_whole_stack_equal_to_the_bet_is_an_all_in_call() -> None:
    hand = Hand(SEVEN_CARD_STUD, [12, 500, 500], 0, deck=stud_deck(SHORT_SEAT_1, 0))
    hand.act("pb")
    hand.act("cbr 10")
    assert hand.act(Action(COMPLETE_BET_RAISE, 10)) == Called(0, 10, all_in=True)


def test_a_card_room_raise_to_what_the_opponent_can_reach_is_the_full_raise() -> None:
    """A raise to the most the only opponent can call, below the full raise, is the full raise:
    the same chips go in, the excess comes back uncalled (the PHH readings)."""
    deck = stud_deck(["As Ad 2c", "Ah Kh Ks"], 1)  # seat 0's 2 of clubs brings in
    hand = Hand(SEVEN_CARD_STUD, [500, 17], 1, deck=deck)
    hand.act("pb")
    hand.act("cbr 10")
    assert hand.stacks[1] + 10 == 15
    record = hand.act(Action(COMPLETE_BET_RAISE, 15))
    assert record == CompletedBetRaised(0, 20, 15, "raise", all_in=False, full=True)


def test_a_short_all_in_raise_does_not_reopen_the_betting_for_seat_0() -> None:
    """Rules §3.4: seat 0 completes, a short all-in raise follows; when the action is back to
    seat 0 it may call or fold, not raise again. A seat naming itself out of turn is told who
    acts and what it may do."""
    deck = stud_deck(["As Ad Kc", "Ah Kh Ks", "Qh Qd 2c"], 2)  # seat 2's 2 of clubs brings in
    hand = Hand(SEVEN_CARD_STUD, [500, 16, 500], 2, deck=deck)
    hand.act("pb")
    hand.act("cbr 10")
    assert hand.act("cbr 14") == CompletedBetRaised(1, 14, 14, "raise", all_in=True, full=False)
    hand.act("cc")
    assert hand.actor == 0
    assert [option.kind for option in hand.legal_actions()] == ["fold", "call"]
    with pytest.raises(
        IllegalActionError,
        match=r"^cc: seat 1 is not to act; seat 0 is \(f \(fold\), cc \(call 4\)\)$",
    ):
        hand.act("cc", 1)


def test_a_forged_profile_s_unknown_wild_rule_is_named() -> None:
    forged = SEVEN_CARD_STUD.replace()
    object.__setattr__(forged, "wild", "bogus")
    with pytest.raises(
        InvalidRuleError, match=r"^profile field 'wild': 'bogus' is not a wild-card rule$"
    ):
        wild_in_force(forged)


def test_a_bring_in_of_the_full_bet_is_seat_0_s_action_when_a_short_raise_follows() -> None:
    """Rules §3.2 and §3.4: a bring-in of the full bet is the round's bet; after a short all-in
    raise, its poster (seat 0 here) may call or fold, not raise again."""
    profile = SEVEN_CARD_STUD.replace(bring_in=10)
    deck = stud_deck(["As Ad 2c", "Ah Kh Ks", "Qh Qd Kc"], 2)  # seat 0's 2 of clubs brings in
    hand = Hand(profile, [500, 16, 500], 2, deck=deck)
    hand.act("pb")
    hand.act("cbr 14")
    hand.act("cc")
    assert hand.actor == 0
    assert [option.kind for option in hand.legal_actions()] == ["fold", "call"]
