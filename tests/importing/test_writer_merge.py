"""Merge's XML written from random engine hands of every game and kind reads back to the same
hands (docs/importing.md, "Round trip through each room's writer")."""

from __future__ import annotations

import functools
import random
from collections import Counter

import pytest

from studpoker.games.profiles import BettingStructure
from studpoker.hand import Hand
from studpoker.importing.room_profiles import Game
from studpoker.phh.dump import Omniscient
from tests.importing.writer_trips import EDGES, GAMES, features, primer, random_hand, round_trip
from tests.support.room_writers import merge
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_ROUND_TRIP_HANDS", 40, 2_000)
SEEN: Counter[str] = Counter()  # the edges the sweep met, over every combination


def _write(
    hands: list[Hand],
    viewer: int | Omniscient | None,
    *,
    kind: merge.Kind,
    currency: str,
    number: int,
    sitting_out: bool,
    mixed: bool,
) -> str:
    return merge.write(
        hands,
        viewer,
        kind=kind,
        currency=currency,
        number=number,
        sitting_out=sitting_out,
        mixed=mixed,
    )


# Merge deals no five-card stud (docs/importing.md, "Known limits"), and a pot- or no-limit
# tournament's description names no minimum bet: those are cash and play money only
COMBINATIONS = [
    (game, kind, betting)
    for game in GAMES
    if game != "five_card_stud"
    for kind in ("cash", "tournament", "play")
    for betting in ("fixed_limit", "pot_limit", "no_limit")
    if betting == "fixed_limit" or kind != "tournament"
]


@pytest.mark.parametrize(("game", "kind", "betting"), COMBINATIONS)
def test_random_hands_round_trip(game: Game, kind: merge.Kind, betting: BettingStructure) -> None:
    rng = random.Random(f"merge {game} {kind} {betting}")
    seen: Counter[str] = Counter()
    for k in range(HANDS):
        hero = rng.randrange(2) if k % 2 else None
        hand = random_hand("merge", game, rng, hero=hero, betting=betting)
        SEEN.update(features(hand))
        currency = rng.choice(("USD", "EUR", "GBP"))

        write = functools.partial(
            _write,
            kind=kind,
            currency=currency,
            number=k + 1,
            sitting_out=k % 4 == 3,
            mixed=k % 5 == 2 and betting == "fixed_limit",  # a hand of a HORSE table
        )

        # a tournament's stakes are told by its hands' bets: an earlier hand shows them
        before = [primer(hand)] if kind == "tournament" else []
        seen[round_trip(hand, hero, "merge", write, before=before)] += 1
    assert seen["read"] >= HANDS // 2, seen  # the rest: a bring-in the log cannot say


def test_the_sweep_meets_every_edge() -> None:
    """Run after the sweep (pytest keeps the file's order): it met each edge."""
    if not SEEN:
        pytest.skip("the sweep did not run")
    assert set(SEEN) >= EDGES, f"the sweep missed {EDGES - set(SEEN)}"
