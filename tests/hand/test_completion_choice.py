"""Profile.completion (rules §3.4, a room's reading): with ``half_bet`` the bring-in stands as a
full level and a completion adding less than half a step to it is no full bet, so the next raise
goes to the bring-in plus one step; with ``full`` (the default) every completion is the bet."""

from __future__ import annotations

import pytest

from studpoker.errors import InvalidRuleError
from studpoker.hand import Hand
from studpoker.profiles import FIVE_CARD_STUD_HOME
from tests.support.stud import options, play, stacked_deck

# Three players, seat 2 deals; seat 1's 2c brings in, seat 2 acts next, then seat 0.
DECK = stacked_deck("3d 4d 5d", "Ah 2c 9s", "Kh 7c 8s", "Qh 6c Ts", "Jc 5c 3s")


def _hand(bring_in: int, completion: str, stacks: tuple[int, int, int] = (90, 90, 90)) -> Hand:
    profile = FIVE_CARD_STUD_HOME.with_stakes(ante=1, bring_in=bring_in, small=4, big=8)
    return Hand(profile.replace(completion=completion), list(stacks), dealer=2, deck=DECK)


def test_a_completion_short_of_half_a_step_over_the_bring_in_is_no_full_bet() -> None:
    hand = _hand(3, "half_bet")
    play(hand, "pb", "cbr 4")  # 3 -> 4 adds 1 of 4: not half a step
    assert "cbr 7" in options(hand)  # the bring-in plus one step
    assert "cbr 8" not in options(hand)
    play(hand, "cbr 7")
    assert "cbr 11" in options(hand)  # a full raise: one more step from there


def test_the_same_completion_is_the_bet_by_default() -> None:
    hand = _hand(3, "full")
    play(hand, "pb", "cbr 4")
    assert "cbr 8" in options(hand)
    assert "cbr 7" not in options(hand)


def test_a_completion_of_half_a_step_or_more_is_the_bet_under_either_reading() -> None:
    for completion in ("full", "half_bet"):
        hand = _hand(1, completion)
        play(hand, "pb", "cbr 4")  # 1 -> 4 adds 3 of 4
        assert "cbr 8" in options(hand), completion


def test_a_short_all_in_over_the_bring_in_leaves_a_raise_from_the_bring_in() -> None:
    hand = _hand(1, "half_bet", stacks=(90, 90, 3))  # seat 2 has 2 left after its ante
    play(hand, "pb", "cbr 2")  # all in: 1 -> 2, short
    assert "cbr 5" in options(hand)  # seat 0: the bring-in plus one step
    hand = _hand(1, "full", stacks=(90, 90, 3))
    play(hand, "pb", "cbr 2")
    assert "cbr 4" in options(hand)  # the card room: the completion is still to be made


def test_an_unknown_reading_is_refused() -> None:
    with pytest.raises(InvalidRuleError, match="completion"):
        FIVE_CARD_STUD_HOME.replace(completion="sometimes")
