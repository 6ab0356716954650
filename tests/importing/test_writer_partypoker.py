"""PartyPoker's text written from random engine hands of every game and kind reads back to the same
hands (docs/importing.md, "Round trip through each room's writer")."""

from __future__ import annotations

import functools
import random
from collections import Counter

import pytest

from studpoker.hand import Hand
from studpoker.importing.room_profiles import Game
from studpoker.phh.dump import Omniscient
from tests.importing.writer_trips import EDGES, GAMES, features, random_hand, round_trip
from tests.support.room_writers import partypoker
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_ROUND_TRIP_HANDS", 40, 2_000)
SEEN: Counter[str] = Counter()  # the edges the sweep met, over every combination


def _write(
    hands: list[Hand],
    viewer: int | Omniscient | None,
    *,
    kind: partypoker.Kind,
    currency: str,
    number: int,
    sitting_out: bool,
) -> str:
    return partypoker.write(
        hands, viewer, kind=kind, currency=currency, number=number, sitting_out=sitting_out
    )


COMBINATIONS = [(game, kind) for game in GAMES for kind in ("cash", "tournament", "play")]


@pytest.mark.parametrize(("game", "kind"), COMBINATIONS)
def test_random_hands_round_trip(game: Game, kind: partypoker.Kind) -> None:
    rng = random.Random(f"partypoker {game} {kind}")
    seen: Counter[str] = Counter()
    for k in range(HANDS):
        hero = rng.randrange(2) if k % 2 else None
        hand = random_hand("partypoker", game, rng, hero=hero)
        SEEN.update(features(hand))
        currency = rng.choice(("USD", "EUR", "GBP"))

        write = functools.partial(
            _write, kind=kind, currency=currency, number=k + 1, sitting_out=k % 4 == 3
        )

        seen[round_trip(hand, hero, "partypoker", write, hidden_ups=True)] += 1
    # an order of play no stand-ins keep is rare; most hands are read back
    assert seen["order"] <= HANDS // 10, seen
    assert seen["read"] >= HANDS // 2, seen


def test_the_sweep_meets_every_edge() -> None:
    """Run after the sweep (pytest keeps the file's order): it met each edge."""
    if not SEEN:
        pytest.skip("the sweep did not run")
    assert set(SEEN) >= EDGES, f"the sweep missed {EDGES - set(SEEN)}"
