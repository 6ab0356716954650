"""Seats (rules §10.5-9.7), one test per reading: the opening draw, balancing by position as the
TDA moves players in stud-only events (the seat that opened last at the short table is filled by
the player in the same seat number at a table with the most players), the table moved from, a
short table that waits for a table in mid-hand, and breaking the highest-numbered table with a
two-step draw of its players' seats."""

from __future__ import annotations

import random

import pytest

from studpoker import (
    FIVE_CARD_STUD_HOME,
    IllegalActionError,
    Level,
    Payouts,
    Structure,
    Tournament,
)
from studpoker.tournament.saving import tournament_state
from studpoker.tournament.seats import (
    balance_move,
    draw_open_seat,
    first_seats,
    mover_seat,
    seat_to_fill,
    table_to_break,
)
from tests.support.tournaments import winning_deck


# ------------------------------------------------------------------ the pure rules
def test_the_opening_draw_seats_everyone_once_within_one_of_each_other() -> None:
    rng = random.Random(4)
    for entrants, tables, seats in [(9, 2, 5), (17, 3, 6), (8, 4, 2), (20, 3, 8)]:
        layout = first_seats(entrants, tables, seats, rng.randrange)
        seated = [held for table in layout for held in table if held is not None]
        assert sorted(seated) == list(range(entrants))
        sizes = [sum(held is not None for held in table) for table in layout]
        assert max(sizes) - min(sizes) <= 1


def test_the_seat_filled_is_the_last_to_open() -> None:
    seats = [3, None, 7, None, None]
    assert seat_to_fill(seats, [0, 5, 0, 9, 2]) == 3
    # seats empty from the start opened before any other, in seat order: the highest is last
    assert seat_to_fill([None, 1, None], [-3, 0, -1]) == 2


def test_the_player_moved_sits_in_the_same_seat_number() -> None:
    assert mover_seat([1, 2, 3, 4], 2) == 2
    # that seat empty: the first player clockwise from it
    assert mover_seat([1, 2, None, 4], 2) == 3
    assert mover_seat([1, None, None, None], 2) == 0


def test_the_table_moved_from_is_the_lowest_numbered_of_the_largest_between_hands() -> None:
    assert balance_move({0: 5, 1: 5, 2: 3}, lambda t: True) == (0, 2)
    assert balance_move({0: 5, 1: 5, 2: 3}, lambda t: t != 0) == (1, 2)
    assert balance_move({0: 5, 1: 4, 2: 4}, lambda t: True) is None, "within one: no move"
    assert balance_move({0: 5, 1: 3}, lambda t: t != 0) is None, "the donor is in mid-hand"
    assert balance_move({0: 4, 1: 2, 2: 2}, lambda t: True) == (0, 1)


def test_a_table_breaks_once_the_others_can_seat_its_players() -> None:
    assert table_to_break({0: 3, 1: 3, 2: 3}, 4, lambda t: True) is None  # 9 > 2 x 4
    assert table_to_break({0: 2, 1: 3, 2: 3}, 4, lambda t: True) == 2
    assert table_to_break({0: 2, 1: 3, 2: 3}, 4, lambda t: t != 2) == 1
    assert table_to_break({0: 5}, 4, lambda t: True) is None


def test_a_seat_is_drawn_at_a_table_with_the_fewest_players() -> None:
    layout: dict[int, list[int | None]] = {0: [1, None, 2], 1: [None, None, 3], 2: [4, 5, None]}
    for pick in range(3):

        def draw(bound: int, pick: int = pick) -> int:
            return min(pick, bound - 1)

        drawn = draw_open_seat(layout, draw)
        assert drawn is not None
        table, seat = drawn
        assert table == 1
        assert layout[1][seat] is None
    assert draw_open_seat({0: [1, 2]}, lambda bound: 0) is None


# ------------------------------------------------------------------ in a tournament
NAMES = [f"n{k}" for k in range(9)]


def all_in_tournament(starting: int, tables: int, seats: int, seed: int) -> Tournament:
    """Antes of 10, so with 10 chips everyone is all-in at the ante: each hand is over when
    dealt, and the deck alone decides it."""
    structure = Structure((Level(10, 10, 20, 40, hands=1000),))
    return Tournament(
        FIVE_CARD_STUD_HOME,
        NAMES,
        starting,
        structure,
        Payouts((1,), 1),
        tables=tables,
        seed=seed,
        seats=seats,
    )


def test_balancing_moves_the_player_in_the_same_seat_number_into_the_seat_opened_last() -> None:
    tournament = all_in_tournament(10, 2, 5, seed=31)
    big, short = tournament.seating(0), tournament.seating(1)
    assert [sum(n is not None for n in t) for t in (big, short)] == [5, 4]
    survivor = next(name for name in short if name is not None)
    hand = tournament.deal(1, deck=winning_deck(tournament, 1, survivor))
    assert hand.is_over
    busted_seats = [seat for seat, name in enumerate(short) if name not in (None, survivor)]
    # table 0 deals next: table 1 is down to one player, four short, so two players come over.
    # The three seats emptied by one hand opened in seat order: the highest opened last.
    seats_filled = sorted(busted_seats, reverse=True)[:2]
    movers, remaining = [], list(big)
    for target in seats_filled:
        seat = mover_seat(remaining, target)
        movers.append((remaining[seat], target))
        remaining[seat] = None
    tournament.deal(0)
    after = tournament.seating(1)
    for name, target in movers:
        assert after[target] == name
    assert sorted(n for n in tournament.seating(0) if n) == sorted(n for n in remaining if n)
    assert [sum(n is not None for n in tournament.seating(t)) for t in (0, 1)] == [3, 3]


def test_a_short_table_waits_for_a_donor_in_mid_hand_and_nothing_changes() -> None:
    tournament = all_in_tournament(20, 2, 5, seed=32)  # 10 behind the ante: hands have decisions
    running = tournament.deal(0)
    assert not running.is_over
    short = tournament.seating(1)
    survivor = next(name for name in short if name is not None)
    hand = tournament.deal(1, deck=winning_deck(tournament, 1, survivor))
    while not hand.is_over:  # everyone calls all-in: the royal flush takes every chip
        hand.act(next(o for o in hand.legal_actions() if o.kind != "fold"))
    assert sum(1 for s in hand.stacks if s) == 1
    before = tournament_state(tournament), tournament.log
    with pytest.raises(IllegalActionError, match=r"waits for a player from table\(s\) \[0\]"):
        tournament.deal(1)
    assert (tournament_state(tournament), tournament.log) == before
    assert not tournament.can_deal(1)
    assert tournament.next_table() is None, "table 0 is in mid-hand, table 1 waits for it"
    while not running.is_over:  # table 0: the bring-in takes the antes, nobody busts
        running.act(next(o for o in running.legal_actions() if o.kind in ("fold", "post_bring_in")))
    assert tournament.next_table() == 0
    tournament.deal(0)
    assert [sum(n is not None for n in tournament.seating(t)) for t in (0, 1)] == [3, 3]
    tournament.deal(1)


def test_the_highest_numbered_table_breaks_and_its_players_draw_the_shortest_tables() -> None:
    tournament = all_in_tournament(10, 3, 4, seed=33)
    assert [sum(n is not None for n in tournament.seating(t)) for t in range(3)] == [3, 3, 3]
    winner = next(name for name in tournament.seating(0) if name is not None)
    tournament.deal(0, deck=winning_deck(tournament, 0, winner))
    broken = [n for n in tournament.seating(2) if n is not None]
    # seven players left fit two tables of four: table 2, the highest, breaks at the next deal
    tournament.deal(1)
    assert tournament.tables == (0, 1)
    sizes = [sum(n is not None for n in tournament.seating(t)) for t in (0, 1)]
    assert sorted(sizes) == [3, 4]
    # the first two drawn go to table 0 (one player, then two): the shortest table each time
    at_zero = [n for n in tournament.seating(0) if n is not None]
    assert set(broken[:2]) <= set(at_zero)
    assert winner in at_zero
    with pytest.raises(IllegalActionError, match="table 2 is broken"):
        tournament.deal(2)


def test_the_table_being_dealt_is_not_the_one_broken() -> None:
    tournament = all_in_tournament(10, 3, 4, seed=34)
    winner = next(name for name in tournament.seating(0) if name is not None)
    tournament.deal(0, deck=winning_deck(tournament, 0, winner))
    tournament.deal(2)  # table 2 is the highest, but it is being dealt: table 1 breaks instead
    assert tournament.tables == (0, 2)
