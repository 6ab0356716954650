"""A scripted sit-and-go with a result worked out by hand (rules §10), replayed from its saved
JSON; save and restore at any moment (mid-hand included) continuing identically, with or without
a seed; tampered documents refused naming the field."""

from __future__ import annotations

import json
from typing import Any

import pytest

from studpoker import (
    FIVE_CARD_STUD_HOME,
    SEVEN_CARD_STUD,
    TRIPLE_STUD,
    Level,
    Payouts,
    SavedStateError,
    Structure,
    Tournament,
)
from studpoker.hand import Hand
from studpoker.hand.records import AntePosted, BringInPosted
from studpoker.tournament.saving import tournament_from_json, tournament_to_json
from tests.support.stud import stacked_deck
from tests.support.tournaments import check_conservation, check_results, play_hand

# Level 1 plays one hand in chips of 1; level 2 retires them (chips of 5 and 25).
STRUCTURE = Structure(
    (
        Level(1, 1, 2, 4, hands=1, denominations=(1, 5, 25)),
        Level(5, 5, 10, 20, hands=10, denominations=(5, 25)),
    )
)
# 4 entries of 11 make a pool of 44: 50% is 22, 30% 13.2 -> 13, 20% 8.8 -> 8; the unit left over
# goes to first place: 23, 13, 8.
PAYOUTS = Payouts((50, 30, 20), 11)
NAMES = ["Ann", "Bob", "Cy", "Dee"]


def act(tournament: Tournament, hand: Hand, name: str, action: str) -> None:
    record = tournament.hands[-1]
    assert hand.actor is not None
    assert record.entrants[hand.actor] == name, f"{name} is to act"
    hand.act(action)


class Script:
    """The sit-and-go, step by step. The seats and the first button are drawn by the seed; the
    roles follow from them: W sits left of the first dealer, then Y, Z and X clockwise."""

    def __init__(self) -> None:
        self.tournament = Tournament(
            FIVE_CARD_STUD_HOME, NAMES, 12, STRUCTURE, PAYOUTS, seed=2024, clock=lambda: 0.0
        )
        seating = self.tournament.seating(0)
        occupied = [seat for seat, name in enumerate(seating) if name is not None]
        first = occupied.index(self.tournament.button(0))
        order = [seating[occupied[(first + k) % 4]] for k in range(1, 5)]
        assert None not in order
        self.W, self.Y, self.Z, self.X = (name or "" for name in order)

    def hand_1(self) -> Hand:
        """Level 1, dealt from W's seat on: W's 2c is the lowest door, so W brings in. Y and Z
        call the bring-in, X completes, W calls and Y and Z fold. X's K-Q shows best and bets,
        W raises, X calls; both check the next round; X bets the last and W folds."""
        t, W, Y, Z, X = self.tournament, self.W, self.Y, self.Z, self.X
        #                holes (W Y Z X)  doors         4th    5th    6th: W and X only
        deck = stacked_deck("7d 4s 6c As", "2c 5h 5d Kh", "3d Qs", "8h Js", "9s Ts")
        hand = t.deal(0, deck=deck)
        assert t.hands[-1].entrants[hand.dealer] == X, "X deals: W is left of the dealer"
        for name, action in [(W, "pb"), (Y, "cc"), (Z, "cc"), (X, "cbr 2"), (W, "cc")]:
            act(t, hand, name, action)
        for name, action in [(Y, "f"), (Z, "f"), (X, "cbr 2"), (W, "cbr 4"), (X, "cc")]:
            act(t, hand, name, action)
        for name, action in [(X, "cc"), (W, "cc"), (X, "cbr 4"), (W, "f")]:
            act(t, hand, name, action)
        assert hand.is_over
        return hand

    def hand_2_dealt(self) -> Hand:
        """Level 2 (ante 5, bring-in 5): first the race of the chips of 1. The button moves to W,
        so Y is dealt first, then Z, X and W. W is all-in with its ante; Y's 2d is the lowest
        door and its last 5 chips are the bring-in; Z calls all-in."""
        t, W, Y, Z = self.tournament, self.W, self.Y, self.Z
        #                holes (Y Z X W)  doors          4th            5th            6th
        deck = stacked_deck(
            "3c 3h Ac 3s", "2d 6d Ah 7s", "4h 8s Ad 5c", "9c Th Kc 9h", "Jd Qd Kd Js"
        )
        hand = t.deal(0, deck=deck)
        assert t.hands[-1].entrants[hand.dealer] == W
        act(t, hand, Y, "pb")
        act(t, hand, Z, "cc")
        return hand

    def hand_2_end(self, hand: Hand) -> None:
        """X calls; nobody else can act, so the cards run out: X's aces full take every pot."""
        act(self.tournament, hand, self.X, "cc")
        assert hand.is_over


def test_a_scripted_sit_and_go_ends_as_worked_out_by_hand() -> None:
    script = Script()
    t, W, Y, Z, X = script.tournament, script.W, script.Y, script.Z, script.X
    hand = script.hand_1()
    # W put in 1 + 1 + 1 + 4 = 7 and has 5; Y and Z 2 each (10 left); X won the pot of 4 antes,
    # 6 of round one and 8 of round two: 12 - 7 + 18 = 23 (its last bet came back)
    stacks = dict(zip(t.hands[0].entrants, hand.stacks, strict=True))
    assert stacks == {W: 5, Y: 10, Z: 10, X: 23}
    assert [s.chips for s in t.results()] == [23, 10, 10, 5]
    hand = script.hand_2_dealt()
    # the race before hand 2: only X holds chips of 1 (three of them); 3 of 5 is half a chip or
    # more, so X takes a chip of 5 whatever its cards: 25, and two chips more in play
    (race,) = t.races
    assert race.level == 2
    assert dict(zip(race.entrants, race.result.after, strict=True)) == {W: 5, X: 25, Y: 10, Z: 10}
    assert race.result.change == 2
    assert t.level == 2
    starts = dict(zip(t.hands[-1].entrants, hand.starting_stacks, strict=True))
    assert starts == {W: 5, X: 25, Y: 10, Z: 10}
    assert t.chips_in_play == 50
    script.hand_2_end(hand)
    # W (5 at the start of the hand) is fourth; Y and Z (10 each) tie for second and third and
    # share 13 + 8 = 21: 11 and 10, the odd unit to Y, first left of the dealer; X wins
    assert t.is_over
    results = {s.entrant: (s.place, s.places, s.prize, s.chips) for s in t.results()}
    assert results == {
        X: (1, (1, 1), 23, 50),
        Y: (2, (2, 3), 11, 0),
        Z: (2, (2, 3), 10, 0),
        W: (4, (4, 4), 0, 0),
    }
    # and from its saved JSON, the same tournament
    again = tournament_from_json(tournament_to_json(t))
    assert again.results() == t.results()
    assert [r.hand.history for r in again.hands] == [r.hand.history for r in t.hands]
    assert again.races == t.races


def test_short_stacks_post_what_they_have() -> None:
    """rules §10.9: W's last 5 chips are its ante, all-in; Y's last 5 after its ante are the
    bring-in, all-in; neither is asked anything more."""
    script = Script()
    script.hand_1()
    hand = script.hand_2_dealt()
    names = script.tournament.hands[-1].entrants
    antes = {names[r.seat]: r for r in hand.history if isinstance(r, AntePosted)}
    assert (antes[script.W].amount, antes[script.W].all_in) == (5, True)
    (bring_in,) = [r for r in hand.history if isinstance(r, BringInPosted)]
    assert (names[bring_in.seat], bring_in.amount, bring_in.all_in) == (script.Y, 5, True)


def test_players_out_in_the_same_hand_are_placed_by_their_chips_at_its_start() -> None:
    """rules §10.3 (TDA): W, Y and Z go out in hand 2; W started it with 5 chips, Y and Z with 10,
    so W takes the lowest place."""
    script = Script()
    script.hand_1()
    script.hand_2_end(script.hand_2_dealt())
    places = {s.entrant: s.places for s in script.tournament.results()}
    assert places[script.W] == (4, 4)
    assert places[script.Y] == places[script.Z] == (2, 3)


def test_an_exact_tie_shares_the_places_and_their_prizes_to_the_unit() -> None:
    """rules §10.4: Y and Z, level at the start, share the prizes of places 2 and 3 (13 + 8);
    the odd unit goes to the first of them clockwise from the dealer's left: Y."""
    script = Script()
    script.hand_1()
    script.hand_2_end(script.hand_2_dealt())
    prizes = {s.entrant: s.prize for s in script.tournament.results()}
    assert (prizes[script.Y], prizes[script.Z]) == (11, 10)
    assert sum(prizes.values()) == PAYOUTS.pool(4)


def test_the_scripted_sit_and_go_resumes_from_json_saved_at_each_step() -> None:
    script = Script()
    script.hand_1()
    between = tournament_to_json(script.tournament)
    hand = script.hand_2_dealt()
    mid_hand = tournament_to_json(script.tournament)
    script.hand_2_end(hand)
    final = script.tournament.results()
    # resumed between the hands: hand 2 is dealt and played again
    resumed = Script()
    resumed.tournament = tournament_from_json(between)
    resumed.hand_2_end(resumed.hand_2_dealt())
    assert resumed.tournament.results() == final
    # resumed in mid-hand: X's call finishes it
    resumed = Script()
    resumed.tournament = tournament_from_json(mid_hand)
    running = resumed.tournament.hand_at(0)
    assert running is not None
    resumed.hand_2_end(running.hand)
    assert resumed.tournament.results() == final
    assert resumed.tournament.history(2, viewer=script.Y) == script.tournament.history(
        2, viewer=script.Y
    )


def play_on(tournament: Tournament, clock: list[float], steps: int | None = None) -> None:
    """Deal and play (each hand with the stateless policy), the clock moving 40 s a deal."""
    while not tournament.is_over and (steps is None or steps > 0):
        table = tournament.next_table()
        assert table is not None
        clock[0] += 40
        play_hand(tournament, tournament.deal(table), 5)
        if steps is not None:
            steps -= 1


@pytest.mark.parametrize("seed", [77, None])
def test_a_multi_table_tournament_resumes_identically_from_any_moment(seed: int | None) -> None:
    structure = Structure(
        (
            Level(5, 10, 20, 40, minutes=2, denominations=(5, 25)),
            Level(10, 20, 50, 100, minutes=2),
            Level(25, 25, 100, 200, minutes=2, denominations=(25, 100)),
            Level(50, 50, 200, 400, minutes=2),
        )
    )
    clock = [0.0]

    def read() -> float:
        return clock[0]

    def build() -> Tournament:
        return Tournament(
            TRIPLE_STUD,
            13,
            500,
            structure,
            Payouts((5, 3, 2), 20),
            tables=3,
            seed=seed,
            seats=6,
            late_registration=2,
            reentry=2,
            clock=read,
        )

    original = build()
    play_on(original, clock, 2)
    original.register("late")
    play_on(original, clock, 8)
    running = original.deal(original.next_table() or 0)
    while len(running.history) < 12 and not running.is_over:  # stop in mid-hand
        running.act_default()
    saved = tournament_to_json(original)
    copy = tournament_from_json(saved, read)
    assert tournament_to_json(copy) == saved
    for tournament in (original, copy):
        record = tournament.hands[-1]
        play_hand(tournament, record.hand, 5)
    moment = clock[0]
    play_on(original, clock)
    clock[0] = moment
    play_on(copy, clock)
    if seed is not None:  # the same stream: the same future, hand for hand
        assert copy.results() == original.results()
        assert tournament_to_json(copy) == tournament_to_json(original)
    else:  # the operating system draws each future afresh; the past was rebuilt exactly
        assert json.loads(saved)["draws"], "a tournament without a seed saves its draws"
        assert copy.is_over
        check_conservation(copy)
        check_results(copy)


def tamper(document: str, change: Any) -> str:
    data = json.loads(document)
    change(data)
    return json.dumps(data)


@pytest.fixture(scope="module")
def finished() -> str:
    script = Script()
    script.hand_1()
    script.hand_2_end(script.hand_2_dealt())
    return tournament_to_json(script.tournament)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d["state"]["results"][0].__setitem__(5, 60), r"state\.results"),
        (lambda d: d["state"].__setitem__("level", 1), r"state\.level"),
        (lambda d: d["hands"][1]["deck"].reverse(), r"hands\[1\]\.deck"),
        (lambda d: d["log"][1].__setitem__("table", 3), r"log\[1\]: table 3"),
        (lambda d: d["log"][1].__setitem__("op", "shuffle"), "unknown operation"),
        (lambda d: d["hands"][0]["actions"].pop(), r"hands\[0\]"),
        (lambda d: d["setup"].__setitem__("starting_chips", 13), "state"),
        (lambda d: d["setup"]["structure"]["levels"].clear(), "at least one level"),
        (lambda d: d.__setitem__("version", 9), "version 9"),
        (lambda d: d.__setitem__("schema", "studpoker.table"), "expected 'studpoker.tournament'"),
        (lambda d: d["log"].pop(), "hands: 2 saved, the log deals 1"),
    ],
)
def test_a_tampered_document_is_refused_naming_the_field(
    finished: str, change: Any, message: str
) -> None:
    with pytest.raises(SavedStateError, match=message):
        tournament_from_json(tamper(finished, change))


def test_an_unseeded_document_must_hold_its_draws() -> None:
    tournament = Tournament(SEVEN_CARD_STUD, 4, 100, STRUCTURE, PAYOUTS, clock=lambda: 0.0)
    play_hand(tournament, tournament.deal(0), 1)
    saved = tournament_to_json(tournament)
    assert tournament_from_json(saved).results() == tournament.results()
    with pytest.raises(SavedStateError, match="draws"):
        tournament_from_json(tamper(saved, lambda d: d.__setitem__("draws", None)))
    with pytest.raises(SavedStateError, match="draws"):
        tournament_from_json(tamper(saved, lambda d: d["draws"].append(3)))
