"""Fixed random hands shared by the benchmark suites, and the sizes of a smoke run.

CI runs every benchmark file as a plain test (``--benchmark-disable``, each function called
once) with ``STUDPOKER_BENCH_SMOKE=1``: small sizes, so that every assertion of the suites holds
without the timing; ``make bench`` times the full sizes.
"""

from __future__ import annotations

import os
import random
from typing import Any

SMOKE = os.environ.get("STUDPOKER_BENCH_SMOKE") == "1"
HANDS = 200 if SMOKE else 10_000


def sized(full: int, smoke: int) -> int:
    """``full`` for a timed run, ``smoke`` for the CI run of the suites as tests."""
    return smoke if SMOKE else full


def median(benchmark: Any) -> float | None:
    """The median seconds of a timed benchmark; ``None`` when benchmarking is disabled."""
    stats = getattr(benchmark, "stats", None)
    return None if stats is None else float(stats.stats.median)


def random_hands(size: int, count: int = HANDS, seed: int = 2026) -> list[list[int]]:
    """`count` random hands of `size` distinct cards (ints 0..51), the same every run."""
    rng = random.Random(seed * 100 + size)
    return [rng.sample(range(52), size) for _ in range(count)]
