"""Fixed random hands shared by the benchmark suites."""

from __future__ import annotations

import random

HANDS = 10_000


def random_hands(size: int, count: int = HANDS, seed: int = 2026) -> list[list[int]]:
    """`count` random hands of `size` distinct cards (ints 0..51), the same every run."""
    rng = random.Random(seed * 100 + size)
    return [rng.sample(range(52), size) for _ in range(count)]
