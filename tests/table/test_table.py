"""Table sessions: seeded lot for the first dealer, dealer moves, empty seats sit out."""

from __future__ import annotations

import pytest

from studpoker.bots import CallingStation, RandomBot
from studpoker.errors import IllegalActionError, InvalidSetupError
from studpoker.games.profiles import FIVE_CARD_STUD_HOME
from studpoker.hand import Hand
from studpoker.table import Table


def finish(hand: Hand, seed: int = 0) -> None:
    bot = RandomBot(seed)
    while not hand.is_over:
        hand.act(bot.choose(hand))


def test_2_1_first_dealer_is_a_seeded_lot() -> None:
    dealers = {Table(FIVE_CARD_STUD_HOME, [10] * 6, seed=s).dealer for s in range(40)}
    assert len(dealers) > 1
    assert (
        Table(FIVE_CARD_STUD_HOME, [10] * 6, seed=5).dealer
        == Table(FIVE_CARD_STUD_HOME, [10] * 6, seed=5).dealer
    )


def test_2_1_dealer_moves_clockwise_and_stacks_carry_over() -> None:
    table = Table(FIVE_CARD_STUD_HOME, [20, 20, 20], seed=1)
    first = table.dealer
    hand = table.play_hand()
    finish(hand)
    after = list(hand.stacks)
    second = table.play_hand()
    assert table.dealer == (first + 1) % 3
    assert list(second.starting_stacks) == [s for s in after if s > 0]
    assert sum(second.stacks) + second.pot_total == 60


def test_2_1_zero_chip_seat_is_not_dealt_in_and_the_dealer_skips_it() -> None:
    table = Table(FIVE_CARD_STUD_HOME, [20, 0, 20, 20], seed=2)
    table.dealer = 0
    hand = table.play_hand()
    assert table.hand_seats == (0, 2, 3)
    assert hand.n == 3
    finish(hand)
    table.play_hand()
    assert table.dealer == 2  # seat 1 has no chips: the button skips it


def test_previous_hand_must_be_over() -> None:
    table = Table(FIVE_CARD_STUD_HOME, [20, 20], seed=3)
    table.play_hand()
    with pytest.raises(IllegalActionError, match="not over"):
        table.play_hand()


def test_session_ends_when_one_seat_has_chips() -> None:
    table = Table(FIVE_CARD_STUD_HOME, [3, 3], seed=4)
    bot = CallingStation()
    for _ in range(100):
        hand = table.play_hand()
        while not hand.is_over:
            hand.act(bot.choose(hand))
        if min(hand.stacks) == 0:
            break
    with pytest.raises(InvalidSetupError, match="only 1 seat"):
        table.play_hand()


@pytest.mark.parametrize(("stacks", "message"), [([5], "1 seats"), ([5, -1], "seat 1 stack -1")])
def test_bad_table_setup(stacks: list[int], message: str) -> None:
    with pytest.raises(InvalidSetupError, match=message):
        Table(FIVE_CARD_STUD_HOME, stacks)
