"""Hand histories per second: reading PHH text, and reading plus replaying it on the engine.

The 25 real hands of tests/data/phh, and pokerkit's own reader on the same texts where it is
installed. Figures are printed with ratios; medians of several rounds; no timing assertion.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bench_support import median
from studpoker.phh import load, replay

pytest.importorskip("pytest_benchmark")

TEXTS = [
    path.read_text()
    for path in sorted((Path(__file__).parents[1] / "tests" / "data" / "phh").glob("*.phh"))
]
RATES: dict[str, float] = {}


def keep_rate(benchmark: Any, label: str) -> None:
    seconds = median(benchmark)
    if seconds is not None:
        RATES[label] = len(TEXTS) / seconds


def test_studpoker_load(benchmark: Any) -> None:
    benchmark(lambda: [load(text) for text in TEXTS])
    keep_rate(benchmark, "studpoker load")


def test_studpoker_load_and_replay(benchmark: Any) -> None:
    benchmark(lambda: [replay(text) for text in TEXTS])
    keep_rate(benchmark, "studpoker load + replay")


def test_pokerkit_load_and_replay(benchmark: Any) -> None:
    pokerkit = pytest.importorskip("pokerkit")

    def replay_all() -> None:
        for text in TEXTS:
            history = pokerkit.HandHistory.loads(text)
            for _ in history:  # iterating plays every action on pokerkit's state
                pass

    benchmark(replay_all)
    keep_rate(benchmark, "pokerkit load + replay")


@pytest.fixture(scope="module", autouse=True)
def print_rates() -> Iterator[None]:
    yield
    if not RATES:
        return
    base = RATES.get("pokerkit load + replay")
    print("\nhand histories per second (25 real stud hands, median of rounds):")
    for label, rate in sorted(RATES.items(), key=lambda item: -item[1]):
        ratio = f"  {rate / base:7.1f}x pokerkit" if base else ""
        print(f"  {label:28s} {rate:12,.0f} hands/s{ratio}")
