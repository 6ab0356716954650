"""PartyPoker's text written from random engine hands of every game and kind reads back to the same
hands (docs/importing.md, "Round trip through each room's writer")."""

from __future__ import annotations

import functools
import random

import pytest

from studpoker.hand import Hand
from studpoker.importing.readings import Game
from studpoker.phh.dump import Omniscient
from tests.importing.writer_trips import GAMES, random_hand, round_trip
from tests.support.room_writers import partypoker
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_ROUND_TRIP_HANDS", 40, 2_000)


def _write(
    hands: list[Hand],
    viewer: int | Omniscient | None,
    *,
    kind: partypoker.Kind,
    currency: str,
    number: int,
) -> str:
    return partypoker.write(hands, viewer, kind=kind, currency=currency, number=number)


# the combinations that round-trip today; tournament and play-money hands of seven-card stud
# (and play money of five-card stud, tournaments of hi-lo and razz) still fail to replay where
# only the log's own player's up cards are written: an open issue of the reader
COMBINATIONS = [(game, "cash") for game in GAMES] + [
    ("seven_card_stud_hi_lo", "play"),
    ("razz", "play"),
    ("five_card_stud", "tournament"),
]


@pytest.mark.parametrize(("game", "kind"), COMBINATIONS)
def test_random_hands_round_trip(game: Game, kind: partypoker.Kind) -> None:
    rng = random.Random(f"partypoker {game} {kind}")
    for k in range(HANDS):
        hero = rng.randrange(2) if k % 2 else None
        hand = random_hand("partypoker", game, rng, hero=hero)
        currency = rng.choice(("USD", "EUR", "GBP"))

        write = functools.partial(_write, kind=kind, currency=currency, number=k + 1)

        round_trip(hand, hero, "partypoker", write)
