"""Random tournaments over every game and rotation, bots playing, every invariant checked at
every deal (rules §10): chips conserved (the races counted), tables within one player of each
other, each hand at the level its boundary gives and at that level's stakes, the rotation's
game, places and prizes consistent; at the end one player holds every chip and the prizes add up
to the pool. Now and then the tournament is saved and play goes on from the restored copy.

``STUDPOKER_TOURNAMENTS`` tournaments per game (2 by default, 25 under
``STUDPOKER_EXHAUSTIVE=full``)."""

from __future__ import annotations

import random

import pytest

from studpoker.errors import IllegalActionError
from studpoker.games.profiles import FLIP_STUD, PROFILES, Profile
from studpoker.games.rotation import TRIPLE_STUD, Rotation
from studpoker.tournament import Tournament
from studpoker.tournament.saving import tournament_from_json, tournament_state, tournament_to_json
from tests.support.sweeps import sweep_size
from tests.support.tournaments import (
    check_balance,
    check_conservation,
    check_results,
    payouts_for,
    play_hand,
    random_structure,
)

TOURNAMENTS = sweep_size("STUDPOKER_TOURNAMENTS", 2, 25)
MIXED = Rotation(tuple(PROFILES.values()), hands=2, name="every_game")
GAMES: dict[str, Profile | Rotation] = {
    **PROFILES,
    FLIP_STUD.name: FLIP_STUD,
    TRIPLE_STUD.name: TRIPLE_STUD,
    MIXED.name: MIXED,
    "razz_stud_every_3": Rotation(
        (PROFILES["razz"], PROFILES["seven_card_stud"]), hands=3, name="razz_stud"
    ),
}


class Clock:
    def __init__(self) -> None:
        self.now = 1_000.0

    def __call__(self) -> float:
        return self.now


def set_up(game: Profile | Rotation, rng: random.Random, clock: Clock) -> Tournament:
    most = min(8, game.max_players)
    while True:
        entrants = rng.randint(2, 16)
        tables = rng.randint(1, max(1, min(3, entrants // 2)))
        seats = rng.randint(max(2, game.min_players), most)
        if entrants <= tables * seats and entrants >= 2 * tables:
            break
    chips = rng.choice((100, 200, 300))
    structure = random_structure(rng, chips, minutes=rng.random() < 0.35)
    open_until = rng.choice((None, 1, 2))
    return Tournament(
        game,
        entrants,
        chips,
        structure,
        payouts_for(rng),
        tables=tables,
        seed=rng.getrandbits(64),
        seats=seats,
        late_registration=open_until,
        reentry=rng.choice((None, open_until)),
        max_reentries=rng.choice((None, 1)),
        clock=clock,
    )


def expected_level_by_time(tournament: Tournament, start: float, now: float) -> int:
    """rules §10.1: a level in minutes ends at its boundary, each starting when the last ends."""
    levels = tournament.structure.levels
    boundary, level = start, 1
    while level < len(levels):
        minutes = levels[level - 1].minutes
        assert minutes is not None
        boundary += minutes * 60
        if now < boundary:
            break
        level += 1
    return level


def run(name: str, index: int) -> int:
    game = GAMES[name]
    rng = random.Random(f"{name}/{index}")
    clock = Clock()
    start = clock.now
    tournament = set_up(game, rng, clock)
    structure = tournament.structure
    by_hands = structure.levels[0].hands is not None
    expected = 1
    counts: dict[int, int] = {}  # the level by hands: hands each table dealt at it
    games_dealt: dict[int, int] = {}
    late = restores = 0
    while not tournament.is_over:
        if rng.random() < 0.15:  # a late registration or a re-entry, refused when closed
            before = tournament_state(tournament), tournament.log
            out = [s.entrant for s in tournament.results() if s.places is not None]
            try:
                if out and rng.random() < 0.5:
                    tournament.reenter(rng.choice(out))
                else:
                    late += 1
                    tournament.register(f"late{late}")
            except IllegalActionError:
                after = tournament_state(tournament), tournament.log
                assert after == before, "a refused entry changes nothing"
        table = tournament.next_table()
        assert table is not None
        playing_before = tournament.tables
        clock.now += rng.uniform(0, 45)
        hand = tournament.deal(table)
        record = tournament.hands[-1]
        # the level: at its boundary, never inside a hand
        if by_hands:
            busiest = max((counts.get(t, 0) for t in playing_before), default=0)
            limit = structure.level(expected).hands
            assert limit is not None
            if expected < len(structure.levels) and busiest >= limit:
                expected, counts = expected + 1, {}
            counts[table] = counts.get(table, 0) + 1
        else:
            expected = expected_level_by_time(tournament, start, clock.now)
        assert record.level == tournament.level == expected
        level = structure.level(expected)
        assert hand.profile.ante == level.ante
        assert min(hand.profile.steps) == level.small_bet
        assert max(hand.profile.steps) == level.big_bet
        if hand.profile.bring_in is not None:
            assert hand.profile.bring_in == level.bring_in
        if isinstance(game, Rotation) and game.hands is not None:
            dealt = games_dealt.get(table, 0)
            assert record.game == game.profiles[dealt // game.hands % len(game.profiles)].name
            games_dealt[table] = dealt + 1
        check_balance(tournament)
        check_conservation(tournament)
        play_hand(tournament, hand, index)
        check_conservation(tournament)
        check_results(tournament)
        if restores < 3 and rng.random() < 0.04:  # save, restore, and play on from the copy
            restores += 1
            saved = tournament_to_json(tournament)
            tournament = tournament_from_json(saved, clock)
            assert tournament_to_json(tournament) == saved
    check_results(tournament)
    check_conservation(tournament)
    assert sum(1 for s in tournament.results() if s.chips) == 1
    last = tournament.hands[-1]
    history = tournament.history(last.number)
    assert f"level = {last.level}" in history
    assert f'_game = "{last.game}"' in history
    return len(tournament.hands)


@pytest.mark.exhaustive
@pytest.mark.parametrize("name", list(GAMES))
def test_random_tournaments(name: str) -> None:
    hands = [run(name, index) for index in range(TOURNAMENTS)]
    assert all(count >= 1 for count in hands)


def test_the_sweep_covers_every_game() -> None:
    assert set(PROFILES) <= set(GAMES)
    assert FLIP_STUD.name in GAMES
    assert any(isinstance(g, Rotation) and g.rounds for g in GAMES.values())
