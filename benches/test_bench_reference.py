"""Single calls: the pure-Python reference beside the Rust core, same hands, same run.

``make bench`` runs this with the peers' suites; each group holds one evaluator and hand size,
so the reference's cost per call reads directly against the core's.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from studpoker import _core as rust
from studpoker import reference

# Fixed random hands (seeded) so every run and every implementation sees the same input.
_DECK = list(range(52))
HANDS = {size: random.Random(size).sample(_DECK, size) for size in (5, 7)}
IMPLEMENTATIONS = {"rust": rust, "reference": reference}


@pytest.mark.parametrize("implementation", IMPLEMENTATIONS)
@pytest.mark.parametrize("size", sorted(HANDS))
@pytest.mark.parametrize(
    "function", ["rank_high", "evaluate_high", "rank_low_a5", "evaluate_low_a5"]
)
def test_single_call(benchmark: Any, implementation: str, size: int, function: str) -> None:
    evaluate: Callable[[list[int]], object] = getattr(IMPLEMENTATIONS[implementation], function)
    benchmark.group = f"{function}, {size} cards"
    benchmark.extra_info["implementation"] = implementation
    result = benchmark(evaluate, HANDS[size])
    expected = getattr(reference, function)(HANDS[size])
    # Values of the two implementations are different classes: compare their ranks.
    assert getattr(result, "rank", result) == getattr(expected, "rank", expected)
