"""iPoker's XML written from random engine hands of every game and kind reads back to the same
hands (docs/importing.md, "Round trip through each room's writer")."""

from __future__ import annotations

import functools
import random
from collections import Counter

import pytest

from studpoker.hand import Hand
from studpoker.importing.room_profiles import Game
from studpoker.phh.dump import Omniscient
from tests.importing.writer_trips import EDGES, GAMES, features, primer, random_hand, round_trip
from tests.support.room_writers import ipoker
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_ROUND_TRIP_HANDS", 40, 2_000)
SEEN: Counter[str] = Counter()  # the edges the sweep met, over every combination
KINDS: tuple[ipoker.Kind, ...] = ("cash", "tournament", "play")


def _write(
    hands: list[Hand],
    viewer: int | Omniscient | None,
    *,
    kind: ipoker.Kind,
    currency: str,
    number: int,
    sitting_out: bool,
    older_client: bool,
) -> str:
    return ipoker.write(
        hands,
        viewer,
        kind=kind,
        currency=currency,
        number=number,
        sitting_out=sitting_out,
        older_client=older_client,
    )


@pytest.mark.parametrize("kind", KINDS)
@pytest.mark.parametrize("game", GAMES)
def test_random_hands_round_trip(game: Game, kind: ipoker.Kind) -> None:
    rng = random.Random(f"ipoker {game} {kind}")
    seen: Counter[str] = Counter()
    for k in range(HANDS):
        hero = rng.randrange(2) if k % 2 else None
        hand = random_hand("ipoker", game, rng, hero=hero)
        SEEN.update(features(hand))
        currency = rng.choice(("USD", "EUR", "GBP"))

        write = functools.partial(
            _write,
            kind=kind,
            currency=currency,
            number=k + 1,
            sitting_out=k % 4 == 3,
            older_client=k % 3 == 1,
        )

        # a tournament's level is told by its games' bets: an earlier game shows it
        before = [primer(hand)] if kind == "tournament" else []
        seen[round_trip(hand, hero, "ipoker", write, before=before)] += 1
    assert seen["read"] >= HANDS // 2, seen  # the rest: a bring-in the log cannot say


def test_the_sweep_meets_every_edge() -> None:
    """Run after the sweep (pytest keeps the file's order): it met each edge."""
    if not SEEN:
        pytest.skip("the sweep did not run")
    assert set(SEEN) >= EDGES, f"the sweep missed {EDGES - set(SEEN)}"
