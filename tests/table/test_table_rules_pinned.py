"""Rules of the table that mutation testing (docs/mutation.md) found no test stating: every
refusal names the change and the seat, the buy-in and the table's chip bound are inclusive, a
seat keeps nothing of a player who has left, a hand dealt from a saved deck plays under the
table's rules and rake, and a table reads each hand with that hand's own seats."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

import pytest

import studpoker.reference
from studpoker import phh
from studpoker.cards import format_card
from studpoker.errors import IllegalActionError, InvalidSetupError, StudPokerError
from studpoker.games.dealers_choice import DealersChoice
from studpoker.games.profiles import FIVE_CARD_STUD_CASINO, RAZZ, SEVEN_CARD_STUD
from studpoker.games.rake import Rake
from studpoker.games.rotation import Rotation
from studpoker.limits import MAX_CHIPS
from studpoker.table import Table


def play_out(table: Table) -> None:
    """Everyone checks or calls to the showdown."""
    hand = table.hand
    assert hand is not None
    while not hand.is_over:
        legal = hand.legal_actions()
        hand.act(next((o for o in legal if o.kind in ("check", "call", "show")), legal[0]))


def two_and_an_empty_seat() -> Table:
    """Seats 0 and 2 hold 50 chips each; seat 1 is empty."""
    return Table(FIVE_CARD_STUD_CASINO, [50, None, 50], seed=1)


@pytest.mark.parametrize(
    ("arguments", "message"),
    [
        (
            {"profile": FIVE_CARD_STUD_CASINO, "stacks": [50, 50], "rake": Rake.exact([1])},
            "a table takes a rate .*; an exact amount is one imported hand's$",
        ),
        ({"profile": "razz", "stacks": [50, 50]}, "^profile must be a Profile or a Rotation"),
        ({"profile": FIVE_CARD_STUD_CASINO, "stacks": 50}, "^stacks 50: give a list of integers"),
        (
            {"profile": FIVE_CARD_STUD_CASINO, "stacks": [50] * 3, "seats": 2},
            "^3 stacks for a table of 2 seats$",
        ),
        (
            {"profile": FIVE_CARD_STUD_CASINO, "stacks": [None, 500], "buy_in": (10, 100)},
            r"^seat 1 stack 500: outside the buy-in 10\.\.100$",
        ),
        (
            {"profile": FIVE_CARD_STUD_CASINO, "stacks": [None, -1]},
            "^seat 1 stack -1: must be an integer >= 0$",
        ),
        (
            {"profile": FIVE_CARD_STUD_CASINO, "stacks": [MAX_CHIPS, 1]},
            rf"^stacks add up to {MAX_CHIPS + 1} chips; a table holds at most 2\*\*63 - 1$",
        ),
    ],
)
def test_a_refused_set_up_names_what_is_wrong(arguments: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidSetupError, match=message):
        Table(**arguments)


def test_set_ups_at_their_bounds_are_taken() -> None:
    assert Table(FIVE_CARD_STUD_CASINO, [MAX_CHIPS - 1, 1]).stacks == (MAX_CHIPS - 1, 1)
    for buy_in in ((1, 5), (5, 5), (1, MAX_CHIPS)):
        assert Table(FIVE_CARD_STUD_CASINO, [5, 5], buy_in=buy_in).buy_in == buy_in


def test_a_new_table_s_game_seats_and_log() -> None:
    """Before the first deal: the game is the first one given, no seat is in a hand, and the
    lot is logged before any hand or record."""
    assert Table(RAZZ, [50, 50]).profile is RAZZ
    rotation = Rotation((RAZZ, SEVEN_CARD_STUD), hands=1)
    table = Table(rotation, [50, 50], seed=1)
    assert table.profile is RAZZ
    assert table.hand_seats == ()
    assert table.log == [{"op": "draw_dealer", "dealer": table.dealer, "at": [0, 0]}]
    games = []
    for _ in range(4):
        table.deal()
        play_out(table)
        games.append(table.profile)
    assert games == [RAZZ, SEVEN_CARD_STUD, RAZZ, SEVEN_CARD_STUD]


def test_the_first_dealer_is_drawn_among_the_seats_to_be_dealt_in() -> None:
    dealers = {Table(FIVE_CARD_STUD_CASINO, [0, 50, 50], seed=seed).dealer for seed in range(30)}
    assert dealers == {1, 2}
    # with nobody to deal in, among the occupied seats; with nobody seated, seat 0
    dealers = {Table(FIVE_CARD_STUD_CASINO, [None, 0, 0], seed=s).dealer for s in range(30)}
    assert dealers == {1, 2}
    assert Table(FIVE_CARD_STUD_CASINO, [], seats=3).dealer == 0


def test_a_seeded_table_deals_as_it_always_has() -> None:
    """The table's seed stream is part of what a saved seed means: seed 11 deals these cards."""
    table = Table(FIVE_CARD_STUD_CASINO, [50, 50, 50], seed=11)
    hand = table.deal()
    assert table.dealer == 0
    assert (hand.down, hand.up) == ([[41], [6], [32]], [[25], [30], [17]])


def test_an_answered_ante_is_asked_again_after_a_sit_out_or_a_new_player() -> None:
    table = Table(FIVE_CARD_STUD_CASINO, [50, 50, 50], seed=2)
    table.set_auto_ante(1, False)
    table.post_ante(1)
    table.sit_out(1)
    table.sit_in(1)
    assert table.waiting_for == (1,)
    table.post_ante(1)
    table.leave(1)
    table.join(1, 50)
    table.set_auto_ante(1, False)
    assert table.waiting_for == (1,)


def test_a_seeded_table_deals_under_its_rules() -> None:
    table = Table(SEVEN_CARD_STUD, [500] * 3, seed=7, rules=studpoker.reference)
    hand = table.deal()
    play_out(table)
    assert type(hand.settlement) is studpoker.reference.Settlement


def test_a_dealers_choice_dealt_from_a_saved_deck_starts_with_the_choice() -> None:
    table = Table(DealersChoice((RAZZ, SEVEN_CARD_STUD)), [500] * 3)
    deck = studpoker.reference.format_cards(list(range(52))).split()
    hand = table.replay_deal({"dealer": 1}, deck)
    assert hand.phase.name == "choose_game"


def test_a_deal_refused_leaves_the_button_where_it_was() -> None:
    table = Table(SEVEN_CARD_STUD, [500] * 3)
    dealer = table.dealer
    with pytest.raises(StudPokerError):
        table.replay_deal({"dealer": (dealer + 1) % 3}, ["As"] * 52)
    assert table.dealer == dealer
    assert table.hand is None

    class FailingRules:
        """The reference, until ``fail`` is set: then its bring-in fails and no hand starts."""

        fail = False

        def __getattr__(self, name: str) -> object:
            function = getattr(studpoker.reference, name)

            def checked(*args: object, **kwargs: object) -> object:
                if self.fail and name == "bring_in_seat":
                    raise RuntimeError("the rules failed")
                return function(*args, **kwargs)

            return checked

    rules = FailingRules()
    table = Table(SEVEN_CARD_STUD, [500] * 3, seed=3, rules=rules)  # type: ignore[arg-type]
    table.deal()
    play_out(table)
    dealer = table.dealer
    rules.fail = True
    with pytest.raises(RuntimeError, match="the rules failed"):
        table.deal()
    assert table.dealer == dealer
    assert table.hands_played == 1


@pytest.mark.parametrize(
    ("change", "error", "message"),
    [
        (lambda t: t.join(0, 50), IllegalActionError, "join seat 0: the seat is taken"),
        (lambda t: t.join(1, 0), InvalidSetupError, "join seat 1: chips 0 must be a positive"),
        (lambda t: t.add_chips(1, 5), IllegalActionError, "add chips to seat 1: the seat is empty"),
        (
            lambda t: t.add_chips(0, "5"),
            InvalidSetupError,
            "add chips to seat 0: chips '5' must be a positive integer",
        ),
        (lambda t: t.leave(1), IllegalActionError, "leave seat 1: the seat is empty"),
        (lambda t: t.sit_out(1), IllegalActionError, "sit out seat 1: the seat is empty"),
        (lambda t: t.sit_in(1), IllegalActionError, "sit in seat 1: the seat is empty"),
        (
            lambda t: t.set_auto_ante(1, False),
            IllegalActionError,
            "set the ante setting of seat 1: the seat is empty",
        ),
        (
            lambda t: t.set_auto_ante(0, 0),
            InvalidSetupError,
            "set_auto_ante: on must be True or False, got 0",
        ),
        (
            lambda t: t.post_ante(1),
            IllegalActionError,
            "post the ante for seat 1: the seat is empty",
        ),
        (
            lambda t: t.post_ante(0),
            IllegalActionError,
            r"post the ante for seat 0: the next deal is not waiting for it \(waiting for \[\]\)",
        ),
        (lambda t: t.view(), IllegalActionError, "view: no hand has been dealt at this table yet"),
        (
            lambda t: t.show_after_win(0),
            IllegalActionError,
            "show: no hand has been dealt at this table yet",
        ),
        (
            lambda t: t.history(1, format="text"),
            InvalidSetupError,
            "format 'text': one of 'phh', 'pokerstars'",
        ),
    ],
)
def test_a_refused_change_names_itself_and_its_seat(
    change: Callable[[Table], object], error: type[StudPokerError], message: str
) -> None:
    table = two_and_an_empty_seat()
    before = (table.stacks, table.sitting_out, table.log[:])
    with pytest.raises(error, match=f"^{message}"):
        change(table)
    assert (table.stacks, table.sitting_out, table.log) == before


def test_changes_refused_during_a_hand_say_why() -> None:
    table = two_and_an_empty_seat()
    table.deal()
    with pytest.raises(
        IllegalActionError, match=r"^add chips to seat 2: it is in the hand being played"
    ):
        table.add_chips(2, 5)
    with pytest.raises(
        IllegalActionError, match=r"^post the ante for seat 0: a hand is being played; answer"
    ):
        table.post_ante(0)
    assert table.leave(2) is None  # leaves when the hand ends
    with pytest.raises(
        IllegalActionError, match=r"^sit in seat 2: the player is leaving after this hand"
    ):
        table.sit_in(2)


def test_the_buy_in_bounds_are_inclusive() -> None:
    Table(FIVE_CARD_STUD_CASINO, [10, 100], buy_in=(10, 100))
    for stacks in ([9, 100], [10, 101]):
        with pytest.raises(InvalidSetupError, match=r"outside the buy-in 10\.\.100$"):
            Table(FIVE_CARD_STUD_CASINO, stacks, buy_in=(10, 100))
    table = Table(FIVE_CARD_STUD_CASINO, [10, None, None], buy_in=(10, 100))
    table.join(1, 10)
    table.join(2, 100)
    table.add_chips(0, 90)
    assert table.stacks == (100, 10, 100)


def test_a_table_holds_up_to_max_chips_and_a_leaving_player_takes_every_chip() -> None:
    table = Table(FIVE_CARD_STUD_CASINO, [100, 50, None])
    too_many = MAX_CHIPS - 149
    with pytest.raises(
        InvalidSetupError, match=r"^join seat 2: a table holds at most 2\*\*63 - 1 chips$"
    ):
        table.join(2, too_many)
    assert table.leave(1) == 50
    table.join(2, MAX_CHIPS - 100)  # exactly full: the 50 chips went with their player
    assert table.stacks == (100, None, MAX_CHIPS - 100)
    with pytest.raises(InvalidSetupError, match=r"^add chips to seat 0: a table holds at most"):
        table.add_chips(0, 1)


def test_a_vacated_seat_keeps_nothing_of_its_player() -> None:
    """A seat's settings are its player's: the next player sits down dealt in, with the ante
    posted for it and nothing answered in advance."""
    table = Table(FIVE_CARD_STUD_CASINO, [50, 50, 50], seed=2)
    table.set_auto_ante(1, False)
    assert table.auto_ante(1) is False
    assert 1 in table.waiting_for
    table.post_ante(1)
    assert table.waiting_for == ()
    table.sit_out(1)
    table.leave(1)
    assert table.auto_ante(1) is True
    table.join(1, 40)
    assert table.sitting_out == frozenset()
    assert table.waiting_for == ()
    table.deal()
    assert table.hand_seats == (0, 1, 2)


def test_the_ante_setting_is_the_value_set() -> None:
    table = two_and_an_empty_seat()
    table.set_auto_ante(0, False)
    assert table.auto_ante(0) is False
    table.set_auto_ante(0, True)
    assert table.auto_ante(0) is True


def test_a_hand_dealt_from_a_saved_deck_plays_under_the_table_s_rules_and_rake() -> None:
    """``replay_deal`` on a table without a seed deals the given deck: the table's rules module
    settles it and the table's rake is taken, as in the seeded table it came from."""
    rake = Rake(5, cap=4)
    seeded = Table(SEVEN_CARD_STUD, [500] * 3, seed=7, rake=rake)
    seeded.deal()
    play_out(seeded)
    played = seeded.hand
    assert played is not None
    assert played.deck_order is not None
    deck = [studpoker.reference.format_card(card) for card in played.deck_order]
    table = Table(SEVEN_CARD_STUD, [500] * 3, rake=rake, rules=studpoker.reference)
    hand = table.replay_deal({"dealer": seeded.dealer}, deck)
    play_out(table)
    assert type(hand.settlement) is studpoker.reference.Settlement
    assert table.raked == seeded.raked > 0
    assert table.stacks == seeded.stacks


def after_a_seat_leaves() -> Table:
    """Hand 1 dealt to table seats 0, 1 and 3 (hand seats 0, 1, 2); seat 1 leaves; hand 2 dealt
    to table seats 0 and 3 (hand seats 0 and 1). Both hands played out."""
    table = Table(SEVEN_CARD_STUD, [500, 500, None, 500], seed=4)
    table.deal()
    play_out(table)
    table.leave(1)
    table.deal()
    play_out(table)
    assert table.hand_seats == (0, 3)
    return table


def test_a_table_reads_each_hand_with_that_hand_s_seats() -> None:
    table = after_a_seat_leaves()
    first, second = table.hands
    assert table.view(3) == second.view(1)
    assert table.view(0) == second.view(0)
    assert table.history(1, seat=3) == phh.dump(first, viewer=2, hand=1)
    assert table.history(2, seat=3) == phh.dump(second, viewer=1, hand=2)
    assert table.history(2) == phh.dump(second, viewer=None, hand=2)
    assert table.history(1) != table.history(2)


def test_a_table_writes_pokerstars_text_in_table_seats() -> None:
    table = after_a_seat_leaves()
    first = table.hands[0]
    text = table.history(1, seat=3, format="pokerstars")
    assert text.startswith("PokerStars Hand #1: ")
    # the players from the dealer's left, clockwise, each named by its table seat from 1
    dealt = (0, 1, 3)
    button = dealt[first.dealer]
    clockwise = sorted(dealt, key=lambda seat: (seat - button - 1) % 4)
    named = [f"{seat + 1}" for seat in clockwise]
    seats = re.findall(r"^Seat (\d): Player(\d) \(", text, flags=re.MULTILINE)
    assert seats == [(n, n) for n in named]
    # the viewer (table seat 3, hand seat 2) reads its own hole cards
    third_street = " ".join(format_card(c) for c in [*first.down[2][:2], first.up[2][0]])
    assert f"\nDealt to Player4 [{third_street}]\n" in text
    assert text != table.history(1, seat=3)
    assert table.history(2, format="pokerstars").startswith("PokerStars Hand #2: ")


def test_a_showdown_hand_cannot_be_shown_after_it() -> None:
    table = Table(SEVEN_CARD_STUD, [500, 500], seed=3)
    hand = table.deal()
    play_out(table)
    assert hand.uncontested_winner() is None
    with pytest.raises(
        IllegalActionError,
        match=r"^show at seat 0: hand 1 is not over or went to a showdown; only the winner of a "
        r"hand won without a showdown may show$",
    ):
        table.show_after_win(0)


def test_a_newcomer_is_told_why_the_last_hand_is_not_its_to_show() -> None:
    table = Table(FIVE_CARD_STUD_CASINO, [50, 50], seed=5)
    hand = table.deal()
    while not hand.is_over:
        legal = hand.legal_actions()
        hand.act(next((o for o in legal if o.kind == "fold"), legal[0]))
    winner = hand.uncontested_winner()
    assert winner is not None
    table.leave(winner)
    table.join(winner, 50)
    with pytest.raises(
        IllegalActionError,
        match=rf"^show at seat {winner}: the player who held the seat in hand 1 has left; its "
        r"cards are not the seat's new player's$",
    ):
        table.show_after_win(winner)


def test_a_rotation_by_rounds_deals_one_round_of_each_game_to_the_seats_dealt_in() -> None:
    """Rules §10.8: a round is one hand dealt by each player: three seats, three hands a game."""
    table = Table(Rotation((RAZZ, SEVEN_CARD_STUD), rounds=1), [50, 50, 50], seed=1)
    games = []
    for _ in range(7):
        hand = table.deal()
        while not hand.is_over:
            hand.act_default()
        games.append(table.profile)
    assert games == [RAZZ] * 3 + [SEVEN_CARD_STUD] * 3 + [RAZZ]
