"""The pure-Python reference beside the Rust core: single calls, same hands, same run.

Each figure lands in the summary groups of ``test_bench_eval.py`` (``high-5``, ``high-7``,
``low-5``, ``low-7``), so the reference's cost per call reads directly against the core's and
the peers'. The reference is timed on the first 1,000 hands, like the slow peers.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import studpoker
from bench_support import random_hands, sized
from studpoker import reference

REFERENCE_HANDS = sized(1_000, 50)
HANDS_BY_SIZE = {5: random_hands(5), 7: random_hands(7)}


def loop(function: Callable[[Any], object], hands: list[list[int]]) -> Callable[[], None]:
    def run() -> None:
        for hand in hands:
            function(hand)

    return run


@pytest.mark.parametrize("size", [5, 7])
@pytest.mark.parametrize("name", ["rank_high", "evaluate_high", "rank_low_a5", "evaluate_low_a5"])
def test_reference(benchmark: Any, record: Any, size: int, name: str) -> None:
    hands = HANDS_BY_SIZE[size][:REFERENCE_HANDS]
    benchmark(loop(getattr(reference, name), hands))
    group = f"{'high' if name.endswith('high') else 'low'}-{size}"
    record(group, f"reference {name}", REFERENCE_HANDS)


@pytest.mark.parametrize("name", ["rank_low_a5", "evaluate_low_a5"])
def test_core_five_card_low(benchmark: Any, record: Any, name: str) -> None:
    # The core's seven-card lows are in test_bench_eval.py; the five-card ones sit here.
    hands = HANDS_BY_SIZE[5]
    benchmark(loop(getattr(studpoker, name), hands))
    record("low-5", f"studpoker {name}", len(hands))
