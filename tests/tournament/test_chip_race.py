"""The chip race (rules §10.2), one test per reading: the TDA's (one card per odd chip, dealt from
the lowest seat, every card of a player before the next's; the highest cards win one chip each,
at most one a player; nobody is raced out) and ours (half a chip or more rounds up; odd chips
counted in the retired denominations; a table that missed levels races each rise in turn)."""

from __future__ import annotations

import itertools

import pytest

from studpoker import (
    FIVE_CARD_STUD_HOME,
    InvalidSetupError,
    Level,
    Payouts,
    Structure,
    Tournament,
    parse_cards,
)
from studpoker.tournament.chip_race import chips_awarded, max_cards, odd_chip_count, race


def deck(text: str) -> list[int]:
    """These cards on top, then the rest of the deck in card order."""
    top = parse_cards(text) if text else []
    return top + [card for card in range(52) if card not in top]


def test_one_card_per_odd_chip_from_the_lowest_seat_each_player_all_at_once() -> None:
    # chips of 1 give way to chips of 5: stacks 12, 20, 9 hold 2, 0 and 4 odd chips
    result = race([12, 20, 9], (1, 5, 25), (5, 25), deck("2c 3c 4c 5c 6c 7c"))
    assert result is not None
    assert result.odd == (2, 0, 4)
    assert result.cards == (tuple(parse_cards("2c 3c")), (), tuple(parse_cards("4c 5c 6c 7c")))


def test_the_highest_cards_win_one_chip_each_and_no_player_more_than_one() -> None:
    # odd 4 + 4 + 4 = 12 chips of 1: two chips of 5 (2.4 rounds down)
    result = race(
        [14, 24, 9],
        (1, 5),
        (5,),
        deck("Ah Ks Kh Kd 2c 3c 4c 5c Qs Qh Qd Qc"),
    )
    assert result is not None
    assert result.awarded == 10
    # seat 0 holds the ace (and three kings: still one chip); the queen of spades beats the 5c
    assert result.won == (True, False, True)
    assert result.after == (15, 20, 10)
    assert result.change == -2


def test_suits_break_equal_ranks_spades_highest() -> None:
    result = race([2, 3], (1, 5), (5,), deck("Jh Jd Js Jc 2c"))
    assert result is not None
    # 2 + 3 = 5: one chip; seat 1's Js beats seat 0's Jh
    assert result.won == (False, True)


def test_half_a_chip_or_more_rounds_up() -> None:
    assert chips_awarded(12, 5) == 2
    assert chips_awarded(13, 5) == 3
    assert chips_awarded(75, 100) == 1
    assert chips_awarded(49, 100) == 0
    assert chips_awarded(50, 100) == 1
    assert chips_awarded(0, 100) == 0
    # a lone racer with three chips of 1 takes a chip of 5 whatever its card
    result = race([23, 50], (1, 5), (5, 25), deck("2c 3c 4c"))
    assert result is not None
    assert result.after == (25, 50)


def test_nobody_is_raced_out() -> None:
    # seat 0 holds only two chips of 1: the race colors up nothing (2 < 2.5), and it keeps one
    result = race([2, 45], (1, 5), (5,), deck("2c 3c"))
    assert result is not None
    assert result.won == (False, False)
    assert result.kept_in == (True, False)
    assert result.after == (5, 45)
    # the same with a racer that beats it: 2 + 2 = 4 -> one chip to seat 1's ace
    result = race([2, 47], (1, 5), (5,), deck("2c 3c Ah 4c"))
    assert result is not None
    assert result.won == (False, True)
    assert result.after == (5, 50)


def test_no_race_when_no_chip_is_retired() -> None:
    assert race([7, 9], (1, 5), (1, 5, 25), deck("")) is None
    with pytest.raises(InvalidSetupError, match="before and after"):
        race([7], (), (5,), deck(""))


def test_odd_chips_are_counted_in_the_retired_denominations_largest_first() -> None:
    assert odd_chip_count(95, (25, 5)) == 3 + 4  # three 25s and four 5s
    assert odd_chip_count(24, (5,)) == 4 + 1  # four 5s and a unit below every chip
    assert odd_chip_count(0, (5,)) == 0
    result = race([195, 100], (5, 25, 100), (100, 500), deck("2c 3c 4c 5c 6c 7c 8c"))
    assert result is not None
    assert len(result.cards[0]) == 7
    assert result.retired == (25, 5)


def test_the_most_cards_a_player_can_be_dealt() -> None:
    for chip, retired in [(25, (5,)), (100, (25,)), (100, (5, 25)), (25, (1, 5)), (10, (3,))]:
        brute = max(odd_chip_count(odd, retired) for odd in range(chip))
        assert max_cards(chip, retired) == brute


def test_a_structure_whose_race_needs_more_than_a_deck_is_refused() -> None:
    # chips of 1 giving way to chips of 25: up to 24 cards a player
    structure = Structure(
        (
            Level(1, 1, 2, 4, hands=1, denominations=(1, 25)),
            Level(25, 25, 50, 100, hands=1, denominations=(25,)),
        )
    )
    with pytest.raises(InvalidSetupError, match="24 cards a player, 72 at a table of 3"):
        Tournament(FIVE_CARD_STUD_HOME, 3, 100, structure, Payouts((1,), 1), seats=3)
    Tournament(FIVE_CARD_STUD_HOME, 2, 100, structure, Payouts((1,), 1), seats=2)


def test_a_tournament_races_at_the_level_change_between_hands() -> None:
    """Level 1 plays in chips of 1, level 2 in chips of 5: before level 2's first hand the table
    races; the chips in play change by exactly what the race colored up less what it took."""
    structure = Structure(
        (
            Level(1, 1, 2, 4, hands=1, denominations=(1, 5)),
            Level(5, 5, 10, 20, hands=5, denominations=(5, 25)),
        )
    )
    tournament = Tournament(FIVE_CARD_STUD_HOME, 4, 50, structure, Payouts((1,), 1), seed=11)
    hand = tournament.deal(0)
    while not hand.is_over:  # everyone checks or calls to the end: a pot of 8
        hand.act(next(o for o in hand.legal_actions() if o.kind != "fold"))
    stacks = sorted(hand.stacks)
    assert sum(stacks) == 200
    assert not tournament.races
    tournament.deal(0)
    (raced,) = tournament.races
    assert raced.level == 2
    assert raced.table == 0
    result = raced.result
    assert sorted(result.before) == stacks
    assert all(chips % 5 == 0 for chips in result.after)
    assert sum(len(cards) for cards in result.cards) == sum(s % 5 for s in stacks)
    assert tournament.chips_in_play == 200 + result.change
    assert sum(tournament.hands[-1].hand.starting_stacks) == 200 + result.change
    # the cards are one deck's: distinct
    dealt = list(itertools.chain.from_iterable(result.cards))
    assert len(dealt) == len(set(dealt))
