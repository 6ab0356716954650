"""Bad input is refused with a message naming what is legal, and changes nothing."""

from __future__ import annotations

import pytest

from studpoker.errors import IllegalActionError, InvalidCardError, InvalidSetupError
from studpoker.games.profiles import FIVE_CARD_STUD_HOME
from studpoker.hand import Hand
from studpoker.hand.actions import Action
from tests.support.stud import play, snapshot, stacked_deck

HOME = FIVE_CARD_STUD_HOME
THREE = stacked_deck("3d 4d 5d", "Ah 2c 9s", "Kh 7c 8s", "Qh 6c Ts", "Jc 5c 3s")


def fresh() -> Hand:
    hand = Hand(HOME, [50, 50, 50], dealer=2, deck=THREE)
    play(hand, "pb", "cc", "cc", "cbr 2")  # round 2: seat 0 bet 2, seat 1 to act
    return hand


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ("p1 cc", r"seat 0 is not to act; seat 1 is"),  # out of turn
        ("cbr 3", r"cbr 3 is not legal for seat 1; legal: f \(fold\), cc \(call 2\), cbr 4"),
        ("cbr 8", r"legal: .*cbr 4 \(raise to 4\)"),
        ("pb", r"pb is not legal"),
        ("sm", r"sm is not legal"),
        ("x", r"malformed action 'x'"),
        ("cbr", r"'cbr' takes one amount"),
        ("cbr four", r"'cbr' takes one amount"),
        ("f now", r"'f' takes no argument"),
        ("", r"malformed action ''"),
        (Action("cbr", None), r"not legal"),
    ],
)
def test_illegal_action_raises_and_changes_nothing(action: object, message: str) -> None:
    hand = fresh()
    before = snapshot(hand)
    with pytest.raises(IllegalActionError, match=message):
        hand.act(action)  # type: ignore[arg-type]
    assert not hand.can_act(action)  # type: ignore[arg-type]
    assert snapshot(hand) == before


def test_check_facing_a_bet_is_refused() -> None:
    hand = fresh()
    assert hand.can_act("cc")  # cc is the call here, never a check
    assert hand.legal_actions()[1].kind == "call"


def test_raise_beyond_the_cap_is_refused() -> None:
    hand = fresh()
    play(hand, "cbr 4", "cbr 6", "cbr 8")
    before = snapshot(hand)
    with pytest.raises(IllegalActionError, match=r"legal: f \(fold\), cc \(call 4\)$"):
        hand.act("cbr 10")
    assert snapshot(hand) == before


def test_acting_after_the_end_is_refused() -> None:
    hand = Hand(HOME, [1, 1], dealer=0, seed=3)
    assert hand.is_over
    with pytest.raises(IllegalActionError, match="nobody is to act"):
        hand.act("cc")


@pytest.mark.parametrize(
    ("stacks", "message"),
    [
        ([10], r"1 seats: five_card_stud_home seats 2..8"),
        ([10] * 9, r"9 seats"),
        ([10, 0], r"seat 1 stack 0: every stack must be a positive integer"),
        ([10, -5], r"seat 1 stack -5"),
        ([10, 2.5], r"seat 1 stack 2.5"),
        ([10, True], r"seat 1 stack True"),
        ([10, "7"], r"seat 1 stack '7'"),
        (10, r"give a list"),
    ],
)
def test_bad_stacks_are_refused(stacks: object, message: str) -> None:
    with pytest.raises(InvalidSetupError, match=message):
        Hand(HOME, stacks, dealer=0)  # type: ignore[arg-type]


@pytest.mark.parametrize("dealer", [-1, 3, 1.0, None])
def test_dealer_out_of_range_is_refused(dealer: object) -> None:
    with pytest.raises(InvalidSetupError, match=r"must be a seat 0..2"):
        Hand(HOME, [5, 5, 5], dealer=dealer)  # type: ignore[arg-type]


def test_deck_with_a_duplicate_card_is_refused() -> None:
    deck = list(range(52))
    deck[51] = 0
    with pytest.raises(InvalidCardError, match="duplicate card 2c"):
        Hand(HOME, [5, 5], deck=deck)


def test_deck_with_missing_cards_is_refused() -> None:
    with pytest.raises(InvalidCardError, match=r"needs all 52 cards, got 51; missing As"):
        Hand(HOME, [5, 5], deck=list(range(51)))


def test_deck_with_a_bad_card_is_refused() -> None:
    with pytest.raises(InvalidCardError, match="Zz"):
        Hand(HOME, [5, 5], deck=["Zz", *list(range(51))])


def test_deck_and_seed_together_are_refused() -> None:
    with pytest.raises(InvalidSetupError, match="at most one of deck, seed and source"):
        Hand(HOME, [5, 5], deck=list(range(52)), seed=1)


def test_check_facing_a_bet_raises_naming_the_call() -> None:
    hand = fresh()
    before = snapshot(hand)
    with pytest.raises(
        IllegalActionError, match=r"check is not legal for seat 1; legal: .*cc \(call 2\)"
    ):
        hand.check()
    assert snapshot(hand) == before
    hand.call()
    assert hand.committed[1] == 4


def test_call_with_nothing_to_call_raises_naming_the_check() -> None:
    hand = Hand(HOME, [50, 50, 50], dealer=2, deck=THREE)
    play(hand, "pb", "cc", "cc")
    with pytest.raises(IllegalActionError, match=r"call is not legal.*cc \(check\)"):
        hand.call()
    assert hand.can_check_or_call()
    assert not hand.can_fold()
    assert hand.can_complete_bet_or_raise_to(2)
    assert not hand.can_complete_bet_or_raise_to(3)
    assert not hand.can_post_bring_in()
    assert not hand.can_show_or_muck()
