"""Sit-and-gos per second: six bots play a seven-card stud sit-and-go (``TURBO_SIT_AND_GO``, 1,000
chips each) to the end, beside a plain ``Table`` session of the same bots playing the same number
of hands (at level 1's stakes, stacks too deep to bust). The hands differ (a tournament's grow
short-handed and all-in), so the suite also times what the tournament adds between hands: the
``next_table`` and ``deal`` calls (results read, levels, races, moves, the snapshot that makes a
deal all-or-nothing, and the hand itself) against building the same ``Hand`` alone. Run with
``make bench``; the figures are printed at the end. Medians of several rounds; no timing
assertion.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from bench_support import median, sized
from studpoker import SEVEN_CARD_STUD, TURBO_SIT_AND_GO, Payouts, Table, Tournament
from studpoker.bots import Policy, make_bot, play_out
from studpoker.hand import Hand
from studpoker.saving import _deck_of
from studpoker.tournament.payouts import SIT_AND_GO

pytest.importorskip("pytest_benchmark")

SIT_AND_GOS = sized(10, 1)
ROUNDS = sized(5, 1)
BOTS = ("strength", "calling", "random", "steady", "strength", "random")
NAMES = [f"{k + 1}:{bot}" for k, bot in enumerate(BOTS)]
HANDS: dict[int, int] = {}
"""Hands each round's sit-and-gos played (by the round's first seed): the table plays as many."""
RESULTS: dict[str, float] = {}
BETWEEN: list[float] = []
"""Seconds per hand in next_table + deal, and in building the same Hand alone, per round."""
BARE: list[float] = []


def bots(seed: int) -> dict[str, Policy]:
    pairs = enumerate(zip(NAMES, BOTS, strict=True))
    return {name: make_bot(bot, seed * 10 + k) for k, (name, bot) in pairs}


def play_sit_and_gos(first_seed: int) -> int:
    hands = 0
    between = bare = 0.0
    for seed in range(first_seed, first_seed + SIT_AND_GOS):
        tournament = Tournament(
            SEVEN_CARD_STUD,
            NAMES,
            1000,
            TURBO_SIT_AND_GO,
            Payouts(SIT_AND_GO, 10),
            seed=seed,
            clock=lambda: 0.0,
        )
        policies = bots(seed)
        while not tournament.is_over:
            start = time.perf_counter()
            table = tournament.next_table() or 0
            hand = tournament.deal(table)
            between += time.perf_counter() - start
            start = time.perf_counter()
            Hand(hand.profile, list(hand.starting_stacks), hand.dealer, deck=_deck_of(hand))
            bare += time.perf_counter() - start
            record = tournament.hand_at(table)
            assert record is not None
            play_out(hand, [policies[name] for name in record.entrants])
        assert tournament.chips_in_play == 6000 + sum(r.result.change for r in tournament.races)
        hands += len(tournament.hands)
    HANDS[first_seed] = hands
    BETWEEN.append(between / hands)
    BARE.append(bare / hands)
    return hands


def play_table(first_seed: int, hands: int) -> None:
    """The same bots at level 1's stakes, stacks deep enough that nobody goes broke."""
    game = TURBO_SIT_AND_GO.levels[0].stakes(SEVEN_CARD_STUD)
    table = Table(game, [1_000_000] * 6, seed=first_seed)
    policies = bots(first_seed)
    for _ in range(hands):
        hand = table.deal()
        play_out(hand, [policies[NAMES[seat]] for seat in table.hand_seats])


def test_sit_and_gos(benchmark: Any) -> None:
    seeds = iter(range(0, 100_000, SIT_AND_GOS))
    benchmark.pedantic(lambda: play_sit_and_gos(next(seeds)), rounds=ROUNDS)
    seconds = median(benchmark)
    if seconds is not None:
        hands = sorted(HANDS.values())[len(HANDS) // 2]
        RESULTS["sit-and-gos per second"] = SIT_AND_GOS / seconds
        RESULTS["tournament hands per second"] = hands / seconds
        RESULTS["hands per sit-and-go"] = hands / SIT_AND_GOS
        RESULTS["next_table + deal, us a hand"] = sorted(BETWEEN)[len(BETWEEN) // 2] * 1e6
        RESULTS["the same Hand() alone, us"] = sorted(BARE)[len(BARE) // 2] * 1e6


def test_a_table_session_of_as_many_hands(benchmark: Any) -> None:
    if not HANDS:
        play_sit_and_gos(0)
    hands = sorted(HANDS.values())[len(HANDS) // 2]
    seeds = iter(range(1000))
    benchmark.pedantic(lambda: play_table(next(seeds), hands), rounds=ROUNDS)
    seconds = median(benchmark)
    if seconds is not None:
        RESULTS["table hands per second"] = hands / seconds


@pytest.fixture(scope="module", autouse=True)
def print_rates() -> Iterator[None]:
    """Printed after the module's benchmarks (``make bench`` runs with ``-s``)."""
    yield
    if not RESULTS:
        return
    print(f"\nsix-bot seven-card stud sit-and-gos ({SIT_AND_GOS} a round), median of rounds")
    for key, value in RESULTS.items():
        print(f"  {key:32s} {value:10.1f}")
    ours, plain = RESULTS.get("tournament hands per second"), RESULTS.get("table hands per second")
    if ours and plain:
        print(f"  a tournament hand costs {plain / ours:.2f}x a table hand")
