"""The tournament a backend drives (rules §10): set-up refusals naming the problem, refused calls
changing nothing, levels changing exactly at their boundary and never in a hand, late
registration and re-entry, results at any moment, each hand's history, bots to the end."""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

import pytest

from studpoker import (
    FIVE_CARD_STUD_HOME,
    RAZZ,
    SEVEN_CARD_STUD,
    TURBO_SIT_AND_GO,
    IllegalActionError,
    InvalidCardError,
    InvalidSetupError,
    Level,
    Payouts,
    Structure,
    Tournament,
    phh,
    play_tournament,
)
from studpoker.bots import make_bot
from studpoker.tournament.saving import tournament_state
from tests.support.tournaments import (
    check_conservation,
    check_results,
    dealt_deck,
    winning_deck,
)

PAYOUTS = Payouts((65, 35), 10)
ALL_IN = Structure((Level(10, 10, 20, 40, hands=1000),))
"""With 10 starting chips everyone is all-in at the ante: the deck alone decides a hand."""


class Clock:
    def __init__(self, now: float = 0.0) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def unchanged(tournament: Tournament) -> tuple[Any, ...]:
    return tournament_state(tournament), tournament.log, tournament.races


def finish(hand: Any) -> None:
    while not hand.is_over:
        hand.act_default()


@pytest.mark.parametrize(
    ("call", "message"),
    [
        (lambda: Tournament("razz", 4, 100, TURBO_SIT_AND_GO, PAYOUTS), "a Profile or a Rotation"),  # type: ignore[arg-type]
        (lambda: Tournament(RAZZ, 1, 100, TURBO_SIT_AND_GO, PAYOUTS), "2..100000"),
        (lambda: Tournament(RAZZ, ["a", "a"], 100, TURBO_SIT_AND_GO, PAYOUTS), r"\['a'\] given"),
        (lambda: Tournament(RAZZ, ["a", ""], 100, TURBO_SIT_AND_GO, PAYOUTS), "printable name"),
        (lambda: Tournament(RAZZ, "abc", 100, TURBO_SIT_AND_GO, PAYOUTS), "a number, or a list"),
        (lambda: Tournament(RAZZ, 4, 102, TURBO_SIT_AND_GO, PAYOUTS), "a multiple of 5"),
        (lambda: Tournament(RAZZ, 4, 0, TURBO_SIT_AND_GO, PAYOUTS), "positive integer"),
        (lambda: Tournament(RAZZ, 9, 100, TURBO_SIT_AND_GO, PAYOUTS), "1 table"),
        (lambda: Tournament(RAZZ, 5, 100, TURBO_SIT_AND_GO, PAYOUTS, tables=3), "need 6"),
        (lambda: Tournament(RAZZ, 4, 100, TURBO_SIT_AND_GO, PAYOUTS, seats=10), "seats 10"),
        (lambda: Tournament(RAZZ, 4, 100, TURBO_SIT_AND_GO, (65, 35)), "a Payouts"),  # type: ignore[arg-type]
        (lambda: Tournament(RAZZ, 4, 100, [Level(1, 1, 2, 4, hands=1)], PAYOUTS), "a Structure"),  # type: ignore[arg-type]
        (lambda: Tournament(RAZZ, 4, 100, TURBO_SIT_AND_GO, PAYOUTS, late_registration=0), "level"),
        (lambda: Tournament(RAZZ, 4, 100, TURBO_SIT_AND_GO, PAYOUTS, max_reentries=-1), ">= 0"),
        (lambda: Tournament(RAZZ, 4, 100, TURBO_SIT_AND_GO, PAYOUTS, clock=5), "callable"),  # type: ignore[arg-type]
        (lambda: Tournament(RAZZ, 4, 100, TURBO_SIT_AND_GO, PAYOUTS, tables=0), "tables 0"),
        (lambda: Tournament(RAZZ, 4, 100, TURBO_SIT_AND_GO, PAYOUTS, seed=1.5), "seed"),  # type: ignore[arg-type]
        (lambda: Tournament(RAZZ, 4, 100, TURBO_SIT_AND_GO, PAYOUTS, name="x" * 65), "name"),
        # late registration until level 5, where the smallest chip is 25: entries of 110 chips
        # could not be paid in the chips in play
        (
            lambda: Tournament(RAZZ, 4, 110, TURBO_SIT_AND_GO, PAYOUTS, late_registration=5),
            "a multiple of 25",
        ),
    ],
)
def test_a_bad_set_up_is_refused_naming_the_problem(call: Callable[[], Any], message: str) -> None:
    with pytest.raises(InvalidSetupError, match=message):
        call()


def test_refused_deals_change_nothing() -> None:
    clock = Clock()
    tournament = Tournament(
        SEVEN_CARD_STUD, 6, 1000, TURBO_SIT_AND_GO, PAYOUTS, seed=1, clock=clock
    )
    before = unchanged(tournament)
    with pytest.raises(InvalidSetupError, match=r"tables 0\.\.0"):
        tournament.deal(1)
    with pytest.raises(InvalidCardError):
        tournament.deal(0, deck="As Ks")
    clock.now = math.nan
    with pytest.raises(InvalidSetupError, match="the clock read nan"):
        tournament.deal(0)
    clock.now = 0.0
    assert unchanged(tournament) == before
    hand = tournament.deal(0)
    during = unchanged(tournament)
    with pytest.raises(IllegalActionError, match="play it to the end first"):
        tournament.deal(0)
    assert unchanged(tournament) == during
    finish(hand)
    assert tournament.can_deal(0)


def test_levels_in_minutes_change_at_their_boundary_and_never_in_a_hand() -> None:
    structure = Structure(
        (
            Level(5, 10, 20, 40, minutes=10),
            Level(10, 15, 30, 60, minutes=10),
            Level(15, 25, 50, 100, minutes=10),
            Level(25, 50, 100, 200, minutes=10),
            Level(50, 75, 200, 400, minutes=10),
        )
    )
    clock = Clock(1_000.0)
    tournament = Tournament(SEVEN_CARD_STUD, 4, 5000, structure, PAYOUTS, seed=2, clock=clock)
    clock.now = 1_000.0 + 599.999  # a hair before level 1's ten minutes are up
    hand = tournament.deal(0)
    assert tournament.level == 1
    assert hand.profile.ante == 5
    clock.now = 1_000.0 + 700  # the time is up while the hand is played
    assert tournament.level == 1, "the level changes between hands, never during one"
    assert tournament.level_remaining() == 0.0
    finish(hand)
    assert hand.profile.ante == 5
    hand = tournament.deal(0)
    assert tournament.level == 2
    assert (hand.profile.ante, hand.profile.bring_in) == (10, 15)
    assert tournament.level_remaining() == pytest.approx(500.0)
    finish(hand)
    clock.now = 1_000.0 + 1_200  # exactly at level 3's start
    finish(tournament.deal(0))
    assert tournament.level == 3
    # an hour later: each level started when the one before was due to end, so the hand is dealt
    # at the last level
    clock.now += 3_600
    hand = tournament.deal(0)
    assert tournament.level == 5
    assert tournament.hands[-1].level == 5
    assert tournament.levels_to_come() == ()


def test_levels_in_hands_end_when_a_table_has_dealt_them() -> None:
    structure = Structure((Level(5, 10, 20, 40, hands=2), Level(10, 20, 40, 80, hands=3)))
    tournament = Tournament(RAZZ, 6, 1000, structure, PAYOUTS, tables=2, seats=3, seed=3)
    dealt = []
    for table in (0, 0, 1, 0, 1, 1):
        finish(tournament.deal(table))
        dealt.append(tournament.hands[-1].level)
    # table 0 dealt level 1's two hands first: the third deal, at table 1, is at level 2
    assert dealt == [1, 1, 2, 2, 2, 2]
    # table 1 has dealt hands 3, 5 and 6: all three of level 2's (the last level goes on)
    assert tournament.level_remaining() == 0
    assert [n for n, _ in tournament.levels_to_come(5)] == []
    assert tournament.current_level == structure.levels[1]


def call_down(hand: Any) -> None:
    """Everyone posts, checks or calls (all-in if need be) to the showdown."""
    while not hand.is_over:
        hand.act(next(o for o in hand.legal_actions() if o.kind != "fold"))


def test_late_registration_and_re_entry_until_their_level() -> None:
    structure = Structure((Level(10, 10, 20, 40, hands=1), Level(20, 20, 40, 80, hands=100)))
    tournament = Tournament(
        FIVE_CARD_STUD_HOME,
        ["a", "b"],
        20,
        structure,
        PAYOUTS,
        seed=4,
        late_registration=1,
        reentry=2,
        max_reentries=1,
    )
    with pytest.raises(IllegalActionError, match="has entered already"):
        tournament.register("a")
    with pytest.raises(IllegalActionError, match="register instead"):
        tournament.reenter("z")
    with pytest.raises(IllegalActionError, match="still in the tournament"):
        tournament.reenter("a")
    tournament.register("c")
    assert tournament.entries == 3
    assert tournament.where("c") is not None
    assert tournament.payouts.pool(tournament.entries) == 30
    finish(tournament.deal(0))  # checks and folds: nobody is out
    before = unchanged(tournament)
    with pytest.raises(IllegalActionError, match="closed after level 1 \\(level 2 now\\)"):
        tournament.register("d")  # the first hand was level 1's last
    assert unchanged(tournament) == before
    reentered: set[str] = set()
    while not tournament.is_over:
        call_down(tournament.deal(0))
        for standing in tournament.results():
            name = standing.entrant
            out = standing.place is not None and tournament.where(name) is None
            if out and name not in reentered and not tournament.is_over:
                tournament.reenter(name)
                reentered.add(name)
    assert reentered, "someone went out and came back"
    twice = [s.entrant for s in tournament.results() if s.entry == 2 and s.place is not None]
    for name in twice:  # out again: one re-entry each is the most
        with pytest.raises(IllegalActionError, match="re-entered 1 time"):
            tournament.reenter(name)
    assert tournament.entries == 3 + len(reentered)
    check_results(tournament)


def test_a_busted_entrant_re_enters_and_the_places_count_every_entry() -> None:
    structure = Structure((Level(10, 10, 20, 40, hands=100),))
    tournament = Tournament(
        FIVE_CARD_STUD_HOME, ["a", "b", "c", "d"], 10, structure, PAYOUTS, seed=5, reentry=1
    )
    # all-in at the ante: "a" and "d" hold the same ace-high straight and split every chip
    straights = {"a": "As Kd Qh Jc Th", "d": "Ah Ks Qd Jh Tc"}
    hand = tournament.deal(0, deck=dealt_deck(tournament, 0, straights))
    assert hand.is_over
    # "b" and "c" went out together with 10 chips each: they tie for places 3 and 4 of 4
    assert {s.entrant: s.places for s in tournament.results()} == {
        "a": None,
        "d": None,
        "b": (3, 4),
        "c": (3, 4),
    }
    tournament.reenter("b")
    results = tournament.results()
    assert [(s.entrant, s.entry, s.place) for s in results] == [
        ("a", 1, None),
        ("d", 1, None),
        ("b", 2, None),
        ("b", 1, 4),
        ("c", 1, 4),
    ], "a fifth entry: the first two out now share places 4 and 5"
    assert sum(s.chips for s in results) == 50
    check_conservation(tournament)
    check_results(tournament)


def test_a_broken_table_opens_again_when_every_seat_is_taken() -> None:
    structure = Structure((Level(10, 10, 20, 40, hands=100),))
    tournament = Tournament(
        FIVE_CARD_STUD_HOME,
        4,
        20,
        structure,
        PAYOUTS,
        tables=2,
        seats=3,
        seed=6,
        late_registration=1,
    )
    winner = next(name for name in tournament.seating(0) if name is not None)
    call_down(tournament.deal(0, deck=winning_deck(tournament, 0, winner)))
    # three players fit one table of three: table 1 breaks; checks and folds bust nobody
    finish(tournament.deal(0))
    assert list(tournament.tables) == [0]
    assert sum(1 for s in tournament.results() if s.place is None) == 3
    tournament.register("late")
    assert list(tournament.tables) == [0, 1]
    assert tournament.seating(1).count("late") == 1
    tournament.deal(1)  # a player comes over from table 0 first
    sizes = sorted(sum(n is not None for n in tournament.seating(t)) for t in tournament.tables)
    assert sizes == [2, 2]


def test_results_at_any_moment_count_the_chips_behind() -> None:
    tournament = Tournament(SEVEN_CARD_STUD, 5, 1000, TURBO_SIT_AND_GO, PAYOUTS, seed=7)
    hand = tournament.deal(0)
    results = tournament.results()
    assert all(s.place is None and s.prize == 0 for s in results)
    assert sum(s.chips for s in results) + hand.pot_total == 5000 == tournament.chips_in_play
    record = tournament.hands[-1]
    behind = dict(zip(record.entrants, hand.stacks, strict=True))
    assert {s.entrant: s.chips for s in results} == behind
    assert [s.chips for s in results] == sorted(behind.values(), reverse=True)


def test_each_hand_history_names_the_tournament_level_table_and_game() -> None:
    tournament = Tournament(RAZZ, ["ann", "bob", "cy"], 1000, TURBO_SIT_AND_GO, PAYOUTS, seed=8)
    hand = tournament.deal(0)
    with pytest.raises(IllegalActionError, match="not over yet"):
        tournament.history(1)
    finish(hand)
    text = tournament.history(1, viewer="bob")
    history = phh.document.load(text)
    assert history.extra["event"] == "tournament"
    assert history.extra["level"] == 1
    assert history.extra["table"] == 0
    assert history.extra["hand"] == 1
    assert history.extra["_game"] == "razz"
    record = tournament.hands[0]
    # p1 sits left of the dealer
    seats = [(hand.dealer + 1 + k) % 3 for k in range(3)]
    assert history.extra["players"] == [record.entrants[s] for s in seats]
    bob = record.entrants.index("bob")
    lines = [line for line in text.splitlines() if " dh " in line]
    mine = lines[seats.index(bob)]
    assert "??" not in mine, "bob sees his own down cards"
    assert all(
        "??" in line
        for k, line in enumerate(lines)
        if seats[k] != bob and hand.in_hand[seats[k]] is False
    )
    assert phh.replay(text).stacks == hand.stacks
    with pytest.raises(InvalidSetupError, match="not an entrant"):
        tournament.history(1, viewer="zed")


def test_bots_play_a_sit_and_go_to_the_end() -> None:
    tournament = Tournament(SEVEN_CARD_STUD, 6, 1000, TURBO_SIT_AND_GO, PAYOUTS, seed=9)
    kinds = ["strength", "calling", "random", "steady", "strength", "random"]
    bots = {name: make_bot(kinds[k], k) for k, name in enumerate(tournament.entrants)}
    play_tournament(tournament, bots)
    assert tournament.is_over
    assert tournament.next_table() is None
    check_results(tournament)
    check_conservation(tournament)
    with pytest.raises(IllegalActionError, match="over"):
        tournament.deal(0)


def test_a_late_entry_draws_a_seat_at_a_table_with_the_fewest_players() -> None:
    """rules §10.7 (TDA): late entries draw their seats like the first ones, among the shortest
    tables, so the tables stay within one player of each other."""
    for seed in range(6):
        tournament = Tournament(
            SEVEN_CARD_STUD,
            7,
            1000,
            TURBO_SIT_AND_GO,
            PAYOUTS,
            tables=2,
            seats=5,
            seed=seed,
            late_registration=1,
        )
        sizes = [sum(n is not None for n in tournament.seating(t)) for t in (0, 1)]
        assert sorted(sizes) == [3, 4]
        short = sizes.index(3)
        tournament.register("late")
        where = tournament.where("late")
        assert where is not None
        assert where[0] == short
        assert {s.entrant: s.chips for s in tournament.results()}["late"] == 1000
