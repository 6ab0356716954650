"""A seat's cards are its player's (rules §8.8): ``Table.view``, ``Table.seat_in_hand`` and
``Table.show_after_win`` answer in table seats for whoever sits there now; a newcomer in a
vacated seat reads the last hand as a spectator and may not show it. Refusals name the problem
with the package's own classes and change nothing."""

from __future__ import annotations

import pytest

from studpoker.cards import format_card
from studpoker.errors import IllegalActionError, InvalidCardError, InvalidSetupError
from studpoker.games.profiles import FIVE_CARD_STUD_HOME
from studpoker.hand import Hand
from studpoker.hand.records import WinnerShowed
from studpoker.saving import save
from studpoker.table import Table


def fold_out(hand: Hand) -> None:
    """Everyone folds when they can (the bring-in posts): the hand is won without a showdown."""
    while not hand.is_over:
        legal = hand.legal_actions()
        hand.act(next((o for o in legal if o.kind == "fold"), legal[0]))
    assert hand.uncontested_winner() is not None


def won_table() -> tuple[Table, int]:
    """Table seats 0, 2 and 3 (seat 1 empty, so table and hand seats differ) after a hand won
    without a showdown; the winner's table seat."""
    table = Table(FIVE_CARD_STUD_HOME, [50, None, 50, 50], seed=11)
    hand = table.deal()
    assert table.hand_seats == (0, 2, 3)
    fold_out(hand)
    winner = hand.uncontested_winner()
    assert winner is not None
    return table, table.hand_seats[winner]


def state(table: Table) -> tuple[object, ...]:
    hand = table.hand
    assert hand is not None
    return save(table), tuple(hand.history), table.stacks


def test_each_seat_reads_its_own_view_in_table_seats() -> None:
    table, _ = won_table()
    hand = table.hand
    assert hand is not None
    for seat, hand_seat in ((0, 0), (2, 1), (3, 2)):
        assert table.seat_in_hand(seat) == hand_seat
        assert table.view(seat) == hand.view(hand_seat)
    assert table.seat_in_hand(1) is None
    assert table.view(1) == table.view(None) == hand.view(None)


def test_the_winner_shows_through_the_table() -> None:
    table, seat = won_table()
    hand = table.hand
    assert hand is not None
    hand_seat = table.hand_seats.index(seat)
    assert table.can_show_after_win(seat)
    others = [s for s in (0, 2, 3) if s != seat]
    assert not any(table.can_show_after_win(s) for s in (1, *others))
    record = table.show_after_win(seat)
    assert record == WinnerShowed(hand_seat, (*hand.down[hand_seat], *hand.up[hand_seat]))
    assert table.view(None).hole_cards[hand_seat] == tuple(hand.down[hand_seat])
    assert not table.can_show_after_win(seat)
    with pytest.raises(IllegalActionError, match=rf"show at seat {seat} .*already shown"):
        table.show_after_win(seat)


def test_a_newcomer_in_a_vacated_seat_reads_a_spectator_s_view_and_cannot_show() -> None:
    table, seat = won_table()
    hand = table.hand
    assert hand is not None
    held = set(hand.down[table.hand_seats.index(seat)])
    table.leave(seat)
    table.join(seat, 40)
    assert table.seat_in_hand(seat) is None
    view = table.view(seat)
    assert view == table.view(None)
    assert view.seat is None
    assert not held & {c for cards in view.hole_cards for c in cards}
    assert not table.can_show_after_win(seat)
    before = state(table)
    with pytest.raises(IllegalActionError, match=rf"show at seat {seat}: .* has left"):
        table.show_after_win(seat)
    assert state(table) == before
    # the empty seat between the leave and the join read the same
    assert table.history(1, seat) == table.history(1, None)


def test_a_player_leaving_during_the_hand_keeps_its_view_until_the_hand_ends() -> None:
    table = Table(FIVE_CARD_STUD_HOME, [50, 50, 50], seed=12)
    hand = table.deal()
    table.leave(0)  # takes effect at the hand's end
    assert table.view(0) == hand.view(0)
    assert table.seat_in_hand(0) == 0
    while not hand.is_over:
        hand.act_default()
    assert table.stacks[0] is None  # gone with the hand's end
    assert table.seat_in_hand(0) is None
    assert table.view(0) == hand.view(None)
    table.join(0, 30)  # the next player
    assert table.view(0) == hand.view(None)
    assert table.view(1) == hand.view(1)


def test_a_seat_not_dealt_in_is_refused_the_show() -> None:
    table = Table(FIVE_CARD_STUD_HOME, [50, 50, 50], seed=13)
    table.sit_out(2)
    fold_out(table.deal())
    before = state(table)
    with pytest.raises(IllegalActionError, match="show at seat 2: the seat was not dealt hand 1"):
        table.show_after_win(2)
    assert table.view(2) == table.view(None)
    assert state(table) == before


def test_show_refusals_name_table_seats_and_change_nothing() -> None:
    table, seat = won_table()
    loser = next(s for s in (0, 2, 3) if s != seat)
    before = state(table)
    with pytest.raises(IllegalActionError, match=f"seat {seat} won hand 1, not seat {loser}"):
        table.show_after_win(loser)
    with pytest.raises(InvalidCardError, match=rf"show at seat {seat} \(seat \d of hand 1\)"):
        table.show_after_win(seat, "Zz")
    hand = table.hand
    assert hand is not None
    hand_seat = table.hand_seats.index(seat)
    stranger = next(c for c in range(52) if c not in hand.down[hand_seat] + hand.up[hand_seat])
    with pytest.raises(IllegalActionError, match="is not a card of seat"):
        table.show_after_win(seat, format_card(stranger))
    with pytest.raises(InvalidSetupError, match=r"seat 4: the table has seats 0\.\.3"):
        table.show_after_win(4)
    assert state(table) == before


def test_no_hand_yet_and_a_hand_in_play() -> None:
    table = Table(FIVE_CARD_STUD_HOME, [50, 50], seed=14)
    assert table.seat_in_hand(0) is None
    assert not table.can_show_after_win(0)
    for call in (lambda: table.view(0), lambda: table.show_after_win(0)):
        with pytest.raises(IllegalActionError, match="no hand has been dealt at this table yet"):
            call()
    table.deal()
    with pytest.raises(IllegalActionError, match="hand 1 is not over or went to a showdown"):
        table.show_after_win(0)


@pytest.mark.parametrize("seat", [-1, 2, "0", True, 1.0, None])
def test_a_bad_seat_is_named(seat: object) -> None:
    table = Table(FIVE_CARD_STUD_HOME, [50, 50], seed=15)
    table.deal()
    for call in (table.seat_in_hand, table.show_after_win, table.can_show_after_win):
        with pytest.raises(InvalidSetupError, match=r"seat .*: the table has seats 0..1"):
            call(seat)  # type: ignore[arg-type]
    if seat is not None:
        with pytest.raises(InvalidSetupError, match=r"the table has seats 0..1"):
            table.view(seat)  # type: ignore[arg-type]
