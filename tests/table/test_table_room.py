"""The table as an online room runs it (seed [002]): buy-ins, seats that join, leave and sit out,
the ante setting, timeouts, an uncontested winner's show, and hand histories on request."""

from __future__ import annotations

import random

import pytest

from studpoker import phh
from studpoker.bots import RandomBot
from studpoker.errors import IllegalActionError, InvalidSetupError
from studpoker.games.profiles import FIVE_CARD_STUD_CASINO, FIVE_CARD_STUD_HOME, PROFILES, Profile
from studpoker.hand import Hand
from studpoker.hand.records import (
    BringInPosted,
    CardsMucked,
    CardsShown,
    Checked,
    Folded,
    WinnerShowed,
)
from studpoker.table import Table
from tests.support.stud import play, stacked_deck

CALLS = ("post_bring_in", "check", "call")
DECK = stacked_deck("Kh Qc", "9c Qh", "4d Js", "Ks 7d", "2h 3c")


def finish(hand: Hand, seed: int = 0) -> None:
    bot = RandomBot(seed)
    while not hand.is_over:
        hand.act(bot.choose(hand))


def snapshot(table: Table) -> tuple[object, ...]:
    return (
        table.stacks,
        table.sitting_out,
        table.waiting_for,
        table.dealer,
        table.hands_played,
        tuple(table.ledger),
    )


# ----------------------------------------------------------------- 1. seats and chips
def test_buy_in_bounds_join_and_add_chips() -> None:
    table = Table(FIVE_CARD_STUD_HOME, seats=4, buy_in=(20, 100), seed=1)
    assert table.stacks == (None, None, None, None)
    with pytest.raises(IllegalActionError, match="below the buy-in minimum 20"):
        table.join(0, 19)
    with pytest.raises(IllegalActionError, match="above the buy-in maximum 100"):
        table.join(0, 101)
    table.join(0, 20)
    table.join(2, 100)
    with pytest.raises(IllegalActionError, match="seat is taken"):
        table.join(2, 50)
    with pytest.raises(IllegalActionError, match="above the buy-in maximum"):
        table.add_chips(2, 1)
    table.add_chips(0, 30)
    assert table.stacks == (50, None, 100, None)  # type: ignore[comparison-overlap]
    with pytest.raises(IllegalActionError, match="seat is empty"):
        table.add_chips(1, 10)
    assert [(e.event, e.seat, e.chips) for e in table.ledger] == [
        ("join", 0, 20),
        ("join", 2, 100),
        ("add", 0, 30),
    ]


@pytest.mark.parametrize(
    ("call", "error"),
    [
        (lambda t: t.join(7, 20), InvalidSetupError),
        (lambda t: t.join(True, 20), InvalidSetupError),
        (lambda t: t.join(1, 20.0), InvalidSetupError),
        (lambda t: t.join(1, -5), InvalidSetupError),
        (lambda t: t.add_chips(0, 0), InvalidSetupError),
        (lambda t: t.leave(1), IllegalActionError),
        (lambda t: t.sit_out(3), IllegalActionError),
        (lambda t: t.set_auto_ante(0, "no"), InvalidSetupError),
        (lambda t: t.post_ante(0), IllegalActionError),
        (lambda t: t.history(1, 0), InvalidSetupError),
    ],
)
def test_refused_calls_change_nothing(call: object, error: type[Exception]) -> None:
    table = Table(FIVE_CARD_STUD_HOME, [30, None, 30, None], seed=2, buy_in=(10, 60))
    before = snapshot(table)
    with pytest.raises(error):
        call(table)  # type: ignore[operator]
    assert snapshot(table) == before


@pytest.mark.parametrize("buy_in", [(0, 10), (10, 5), (1.0, 5), {1, 5}, (1, 2, 3), "15"])
def test_bad_buy_in_is_refused(buy_in: object) -> None:
    with pytest.raises(InvalidSetupError, match="buy_in"):
        Table(FIVE_CARD_STUD_HOME, [10, 10], buy_in=buy_in)  # type: ignore[arg-type]


def test_leave_returns_the_chips_and_frees_the_seat() -> None:
    table = Table(FIVE_CARD_STUD_HOME, [30, 40, 50], seed=3)
    assert table.leave(1) == 40
    assert table.stacks == (30, None, 50)
    table.join(1, 25)
    hand = table.deal()
    assert table.hand_seats == (0, 1, 2)
    assert hand.starting_stacks == (30, 25, 50)


def test_chips_never_come_or_go_during_a_hand() -> None:
    table = Table(FIVE_CARD_STUD_HOME, [30, 30, None], seed=4)
    table.deal()
    with pytest.raises(IllegalActionError, match="chips never come or go during a hand"):
        table.add_chips(0, 10)
    # an empty seat may be taken during a hand: it is dealt in from the next hand
    table.join(2, 30)
    assert table.hand_seats == (0, 1)


def test_leave_and_sit_out_during_a_hand_take_effect_when_it_ends() -> None:
    table = Table(FIVE_CARD_STUD_HOME, [30, 30, 30], seed=5)
    hand = table.deal()
    assert table.leave(0) is None
    table.sit_out(1)
    assert table.stacks[0] is not None  # still playing this hand
    finish(hand)
    final = list(hand.stacks)
    assert table.stacks[0] is None
    assert table.ledger[-1].event == "leave"
    assert table.ledger[-1].chips == final[0]
    assert table.stacks[1] == final[1]
    assert 1 in table.sitting_out
    if final[2] > 0:
        with pytest.raises(InvalidSetupError, match="only 1 seat"):
            table.deal()
        table.sit_in(1)
        table.deal()
        assert table.hand_seats == (1, 2)


def test_sitting_out_keeps_chips_and_is_not_dealt_in() -> None:
    table = Table(FIVE_CARD_STUD_HOME, [30, 30, 30, 30], seed=6)
    table.sit_out(2)
    hand = table.deal()
    assert 2 not in table.hand_seats
    assert table.stacks[2] == 30
    table.add_chips(2, 5)  # not in the hand: allowed
    finish(hand)
    table.sit_in(2)
    table.deal()
    assert 2 in table.hand_seats
    assert table.stacks[2] == 35 - FIVE_CARD_STUD_HOME.ante


def test_the_button_passes_empty_and_sitting_out_seats() -> None:
    table = Table(FIVE_CARD_STUD_HOME, [30, None, 30, 30, 30], seed=7)
    table.dealer = 0
    finish(table.deal())
    table.sit_out(3)
    finish(table.deal())
    assert table.dealer == 2  # seat 1 is empty
    finish(table.deal())
    assert table.dealer == 4  # seat 3 sits out


# ----------------------------------------------------------------- 2. the ante setting
def test_auto_ante_off_makes_the_deal_wait_for_the_seat() -> None:
    table = Table(FIVE_CARD_STUD_HOME, [30, 30, 30], seed=8)
    assert table.auto_ante(1)
    table.set_auto_ante(1, False)
    assert table.waiting_for == (1,)
    with pytest.raises(IllegalActionError, match=r"waits for seat\(s\) \[1\]"):
        table.deal()
    table.post_ante(1)
    assert table.waiting_for == ()  # type: ignore[comparison-overlap]
    hand = table.deal()
    assert 1 in table.hand_seats
    finish(hand)
    assert table.waiting_for == (1,)  # asked again before every deal
    table.sit_out(1)
    assert table.waiting_for == ()  # type: ignore[comparison-overlap]
    table.deal()
    assert 1 not in table.hand_seats


def test_a_profile_without_ante_waits_for_nobody() -> None:
    game = FIVE_CARD_STUD_HOME.with_stakes(ante=0)
    table = Table(game, [30, 30], seed=9)
    table.set_auto_ante(0, False)
    assert table.waiting_for == ()
    table.deal()


# ----------------------------------------------------------------- 3. timeouts
def test_default_action_checks_when_it_can() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=DECK)
    play(hand, "pb", "cc")  # seat 1 calls the bring-in; round 2 opens
    record = hand.act_default()
    assert isinstance(record, Checked)
    assert record.by_default


def test_default_action_folds_facing_a_bet() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=DECK)
    play(hand, "pb", "cbr 2")
    record = hand.act_default()
    assert record == Folded(0, True)
    assert hand.is_over


def test_the_obliged_bring_in_posts_by_default() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=DECK)
    record = hand.act_default()
    assert isinstance(record, BringInPosted)
    assert record.by_default


def test_default_at_show_or_muck_mucks_where_allowed() -> None:
    deck = stacked_deck("Kh Qc", "9c Qh", "4d Js", "Ks 7d", "2h 3c")
    hand = Hand(FIVE_CARD_STUD_CASINO.with_stakes(ante=0), [50, 50], dealer=1, deck=deck)
    while hand.round is not None:
        hand.act(
            next(o for o in hand.legal_actions() if o.kind in ("post_bring_in", "check", "call"))
        )
    first = hand.act_default()  # the first to show may not muck
    assert isinstance(first, CardsShown)
    assert first.by_default
    second = hand.act_default()
    assert second == CardsMucked(second.seat, True)  # type: ignore[union-attr]
    assert hand.is_over


def test_default_on_a_finished_hand_is_refused() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=DECK)
    play(hand, "pb", "f")
    with pytest.raises(IllegalActionError, match="nobody is to act"):
        hand.act_default()


def test_default_actions_round_trip_through_phh() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=DECK)
    play(hand, "pb", "cc")
    hand.act_default()  # seat 1 checks
    play(hand, "cbr 2")
    hand.act_default()  # seat 1 folds
    text = phh.dump(hand)
    assert "# by default" in text
    again = phh.replay(text)
    assert again.history == hand.history


# ----------------------------------------------------------------- 4. an uncontested winner's show
def won_by_fold() -> Hand:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=DECK)
    play(hand, "pb", "cbr 2", "f")
    return hand


def test_an_uncontested_winner_may_show_chosen_cards_and_every_view_sees_them() -> None:
    hand = won_by_fold()
    assert hand.view(0).to_dict()["hole_cards"][1] == [None]
    record = hand.show_after_win(1, "Qc")
    assert record == WinnerShowed(1, (hand.down[1][0],))
    for viewer in (0, None):
        assert hand.view(viewer).to_dict()["hole_cards"][1] == ["Qc"]
    assert any(
        r.get("card") == "Qc"
        for r in hand.view(0).to_dict()["history"]
        if r["event"] == "card_dealt"
    )


def test_the_uncontested_show_is_refused_for_others_twice_and_before_the_end() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=DECK)
    with pytest.raises(IllegalActionError, match="once it is over"):
        hand.show_after_win(1)
    play(hand, "pb", "cbr 2", "f")
    assert not hand.can_show_after_win(0)
    with pytest.raises(IllegalActionError, match="did not win"):
        hand.show_after_win(0)
    with pytest.raises(IllegalActionError, match="not a card of seat 1"):
        hand.show_after_win(1, "Kh")
    assert hand.can_show_after_win(1)
    hand.show_after_win(1)
    with pytest.raises(IllegalActionError, match="already shown"):
        hand.show_after_win(1)
    again = phh.replay(phh.dump(hand))
    assert again.history == hand.history


def test_no_uncontested_show_after_a_showdown() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=DECK)
    while not hand.is_over:
        hand.act(
            next(o for o in hand.legal_actions() if o.kind in ("post_bring_in", "check", "call"))
        )
    with pytest.raises(IllegalActionError, match="without a showdown"):
        hand.show_after_win(0)


# ----------------------------------------------------------------- 5. histories on request
def call_to_showdown(table: Table) -> Hand:
    """Deal a hand and call it down; at the showdown the first shows, the others muck."""
    hand = table.deal()
    while hand.round is not None:
        hand.act(next(o for o in hand.legal_actions() if o.kind in CALLS))
    while not hand.is_over:
        hand.act(hand.legal_actions()[-1])  # show, or muck where it may
    return hand


def seen_down_cards(text: str, seat: int) -> list[int | None]:
    """The down cards of ``seat`` that a history lets its reader know (None: unknown)."""
    again = phh.replay(text)
    return [None if c in again.undisclosed else c for c in again.down[seat]]


@pytest.mark.parametrize(
    ("profile", "revealed"),
    [(FIVE_CARD_STUD_CASINO, True), (FIVE_CARD_STUD_HOME.replace(showdown_muck=True), False)],
    ids=["room", "home"],
)
def test_history_on_request_reveals_called_hands_where_the_room_does(
    profile: Profile, revealed: bool
) -> None:
    table = Table(profile, [100, 100], seed=11)
    hand = call_to_showdown(table)
    mucker = next(r.seat for r in hand.history if isinstance(r, CardsMucked))
    asker = table.hand_seats[1 - mucker]
    text = table.history(1, asker)
    seen = seen_down_cards(text, mucker)
    if revealed:
        assert seen == hand.down[mucker]
    else:
        assert seen == [None] * len(hand.down[mucker])
    assert seen_down_cards(text, 1 - mucker) == hand.down[1 - mucker]  # its own, and shown


def test_history_never_shows_a_folded_hand_or_a_burn() -> None:
    table = Table(FIVE_CARD_STUD_CASINO, [100, 100, 100], seed=12)
    hand = table.deal()
    finish(hand, seed=3)
    folded = {r.seat for r in hand.history if isinstance(r, Folded)}
    assert folded
    for viewer in (*range(3), None):
        text = table.history(1, viewer)
        for seat in folded - {viewer}:
            assert seen_down_cards(text, seat) == [None] * len(hand.down[seat])
        if viewer is not None:
            assert seen_down_cards(text, viewer) == hand.down[viewer]
        assert set(phh.load(text).extra.get("_burns", [])) <= {"??"}
        assert phh.replay(text).stacks == hand.stacks


def test_history_is_for_finished_hands_only() -> None:
    table = Table(FIVE_CARD_STUD_HOME, [30, 30], seed=13)
    table.deal()
    with pytest.raises(IllegalActionError, match="not over"):
        table.history(1, 0)
    with pytest.raises(InvalidSetupError, match=r"hands 1\.\.1"):
        table.history(2, 0)


# ----------------------------------------------------------------- 7. a random session
def random_seat_change(table: Table, rng: random.Random) -> None:
    seat = rng.randrange(table.seats)
    move = rng.choice(("join", "leave", "sit_out", "sit_in", "add", "ante_off", "ante_on"))
    try:
        if move == "join":
            table.join(seat, rng.randint(20, 80))
        elif move == "leave":
            table.leave(seat)
        elif move == "sit_out":
            table.sit_out(seat)
        elif move == "sit_in":
            table.sit_in(seat)
        elif move == "add":
            table.add_chips(seat, 10)
        else:
            table.set_auto_ante(seat, move == "ante_on")
    except (IllegalActionError, InvalidSetupError):
        pass  # refused (a taken seat, a seat in the hand...): it must change nothing


def chips_balance(table: Table, initial: int) -> tuple[int, int]:
    """(chips at the table + chips taken away, chips brought in), which must be equal."""
    at_table = sum(s for s in table.stacks if s is not None)
    if table.in_hand and table.hand is not None:
        at_table += table.hand.pot_total
    left = sum(e.chips for e in table.ledger if e.event == "leave")
    brought = sum(e.chips for e in table.ledger if e.event in ("join", "add"))
    return at_table + left, initial + brought


@pytest.mark.parametrize("profile", list(PROFILES.values()), ids=lambda p: p.name)
def test_random_session_conserves_chips_and_honours_seats(profile: Profile) -> None:
    rng = random.Random(2026)
    seats = min(6, profile.max_players)
    table = Table(profile, [rng.randint(20, 80) for _ in range(seats)], seed=14)
    initial = sum(s for s in table.stacks if s is not None)
    last_dealer: int | None = None
    for _ in range(40):
        for _ in range(rng.randint(0, 3)):
            random_seat_change(table, rng)
        for seat in table.waiting_for:
            if rng.random() < 0.7:
                table.post_ante(seat)
            else:
                table.sit_out(seat)
        try:
            hand = table.deal()
        except InvalidSetupError:
            for seat in range(table.seats):
                table.sit_in(seat) if table.stacks[seat] is not None else table.join(seat, 50)
            continue
        assert not set(table.hand_seats) & table.sitting_out
        if last_dealer is not None:  # the button passed only seats not dealt in
            n = table.seats
            passed = {(last_dealer + k) % n for k in range(1, (table.dealer - last_dealer) % n)}
            assert not passed & set(table.hand_seats)
        assert table.dealer in table.hand_seats
        last_dealer = table.dealer
        bot = RandomBot(rng.randrange(1000))
        while not hand.is_over:
            if rng.random() < 0.1:  # somebody acts on the table during the hand
                random_seat_change(table, rng)
            balance = chips_balance(table, initial)
            assert balance[0] == balance[1]
            hand.act(bot.choose(hand))
        balance = chips_balance(table, initial)
        assert balance[0] == balance[1]
    assert table.hands_played >= 20
