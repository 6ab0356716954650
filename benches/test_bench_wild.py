"""Wild cards from Python: seven-card hands holding 0, 1 and 2 wild cards, single calls and
batch calls, beside the plain evaluation of the same hands (the yardstick of each group) and
phevaluator's raw call.

Single calls: each hand has its own wild set, its first ``k`` cards (0 wild cards: a card the
hand does not hold, so the wild path runs on a hand without wilds). Batch calls take one wild set
for every row: the two one-eyed jacks, and rows built to hold ``k`` of them
(``STUDPOKER_BENCH_WILD_ROWS`` rows, 1,000,000 by default). No peer evaluates wild cards; the
plain figures beside them are the cost to compare with (the aim: about 2x at most).
"""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from typing import Any

import numpy as np
import pytest

import studpoker
from bench_support import HANDS, random_hands, sized

HANDS_7 = random_hands(7)


def with_wilds(count: int) -> list[tuple[list[int], list[int]]]:
    if count:
        return [(hand, hand[:count]) for hand in HANDS_7]
    return [(hand, [next(c for c in range(52) if c not in hand)]) for hand in HANDS_7]


def loop_wild(function: Callable[..., object], pairs: list[Any]) -> Callable[[], None]:
    def run() -> None:
        for hand, wild in pairs:
            function(hand, wild=wild)

    return run


def loop(function: Callable[[Any], object], hands: list[Any]) -> Callable[[], None]:
    def run() -> None:
        for hand in hands:
            function(hand)

    return run


def test_rank_high_plain(benchmark: Any, record: Any) -> None:
    benchmark(loop(studpoker.rank_high, HANDS_7))
    record("wild-7", "rank_high (plain)", HANDS)


def test_evaluate_high_plain(benchmark: Any, record: Any) -> None:
    benchmark(loop(studpoker.evaluate_high, HANDS_7))
    record("wild-7", "evaluate_high (plain)", HANDS)


@pytest.mark.parametrize("wilds", [0, 1, 2])
def test_rank_high_wild(benchmark: Any, record: Any, wilds: int) -> None:
    benchmark(loop_wild(studpoker.rank_high, with_wilds(wilds)))
    record("wild-7", f"rank_high wild, {wilds} wild cards", HANDS)


@pytest.mark.parametrize("wilds", [0, 1, 2])
def test_evaluate_high_wild(benchmark: Any, record: Any, wilds: int) -> None:
    benchmark(loop_wild(studpoker.evaluate_high, with_wilds(wilds)))
    record("wild-7", f"evaluate_high wild, {wilds} wild cards", HANDS)


def test_rank_high_deuces_wild_text(benchmark: Any, record: Any) -> None:
    """One wild set for every hand, given as a rank text (parsed on each call)."""
    benchmark(loop_wild(studpoker.rank_high, [(hand, "2") for hand in HANDS_7]))
    record("wild-7", "rank_high wild='2' (text)", HANDS)


def test_phevaluator_raw(benchmark: Any, record: Any) -> None:
    pheval = pytest.importorskip("phevaluator._pheval")
    benchmark(lambda: [pheval.evaluate_7cards(*hand) for hand in HANDS_7])
    record("wild-7", "phevaluator raw (no wilds)", HANDS)


# --- batch calls: one wild set (J♠ J♥) for every row, rows holding 0, 1 or 2 of its cards

ONE_EYED_JACKS = studpoker.parse_cards("Js Jh")
ROWS = sized(int(os.environ.get("STUDPOKER_BENCH_WILD_ROWS", "1000000")), 2_000)


def rows_with_wilds(count: int, rows: int = ROWS) -> np.ndarray[Any, np.dtype[np.uint8]]:
    """``rows`` seven-card rows, each holding the first ``count`` one-eyed jacks and six or
    fewer other cards (never the other jack)."""
    rng = random.Random(7 + count)
    others = [card for card in range(52) if card not in ONE_EYED_JACKS]
    wilds = ONE_EYED_JACKS[:count]
    return np.array([wilds + rng.sample(others, 7 - count) for _ in range(rows)], dtype=np.uint8)


BATCHES = {count: rows_with_wilds(count) for count in (0, 1, 2)}


@pytest.mark.parametrize("threads", [1, None], ids=["1 thread", "every core"])
def test_rank_high_many_plain(benchmark: Any, record: Any, threads: int | None) -> None:
    cards = BATCHES[0]
    ranks = benchmark(lambda: studpoker.rank_high_many(cards, threads=threads))
    assert ranks[0] == studpoker.rank_high(cards[0].tolist())
    label = "1 thread" if threads == 1 else "every core"
    record("wild-7-batch", f"rank_high_many (plain), {label}", len(cards))


@pytest.mark.parametrize("threads", [1, None], ids=["1 thread", "every core"])
@pytest.mark.parametrize("wilds", [0, 1, 2])
def test_rank_high_many_wild(benchmark: Any, record: Any, wilds: int, threads: int | None) -> None:
    cards = BATCHES[wilds]
    ranks = benchmark(lambda: studpoker.rank_high_many(cards, threads=threads, wild=ONE_EYED_JACKS))
    for row in range(0, len(cards), max(1, len(cards) // 100)):
        assert ranks[row] == studpoker.rank_high(cards[row].tolist(), wild=ONE_EYED_JACKS)
    label = "1 thread" if threads == 1 else "every core"
    record("wild-7-batch", f"rank_high_many wild, {wilds} wild cards, {label}", len(cards))
