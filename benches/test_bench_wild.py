"""Wild cards from Python: seven-card hands holding 0, 1 and 2 wild cards, single calls, beside
the plain evaluation of the same hands (the yardstick of the group) and phevaluator's raw call.

Each hand has its own wild set: its first ``k`` cards (0 wild cards: a card the hand does not
hold, so the wild path runs on a hand without wilds). No peer evaluates wild cards; the plain
figures beside them are the cost to compare with (the aim: about 2x at most).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import studpoker
from bench_support import HANDS, random_hands

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
