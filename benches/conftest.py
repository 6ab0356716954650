"""The per-hand summary of the benchmark suites.

Each benchmark times one loop of single calls over a fixed list of hands; `record` turns the
median of that loop into nanoseconds per hand, and the terminal summary prints every figure of
a group beside the group's yardstick (phevaluator's raw C call for high hands) as a ratio.
"""

from __future__ import annotations

from collections import defaultdict
from typing import Any

import pytest

from bench_support import median

# group -> [(label, ns per hand)]
_FIGURES: dict[str, list[tuple[str, float]]] = defaultdict(list)
# group -> (group, label) of the figure its ratios are taken against. Nobody else evaluates
# lows fast, so the lows are set against the seven-card high yardstick.
YARDSTICKS = {
    "high-7": ("high-7", "phevaluator raw"),
    "high-5": ("high-5", "phevaluator raw"),
    "low-7": ("high-7", "phevaluator raw"),
    "low-5": ("high-5", "phevaluator raw"),
    # Wild cards against the plain evaluation of the same hands.
    "wild-7": ("wild-7", "rank_high (plain)"),
    "wild-7-batch": ("wild-7-batch", "rank_high_many (plain), 1 thread"),
}


@pytest.fixture
def record(benchmark: Any) -> Any:
    """Call as `record(group, label, hands_per_loop)` after `benchmark(...)` has run."""

    def add(group: str, label: str, hands: int) -> None:
        seconds = median(benchmark)
        if seconds is not None:  # None: benchmarking disabled (the CI run of the suites)
            _FIGURES[group].append((label, seconds / hands * 1e9))

    return add


def pytest_terminal_summary(terminalreporter: Any) -> None:
    if not _FIGURES:
        return
    write = terminalreporter.write_line
    write("")
    write("single calls from Python: median ns per hand (ratio to the yardstick)")
    for group, figures in _FIGURES.items():
        base_group, base_label = YARDSTICKS.get(group, ("", ""))
        base = dict(_FIGURES.get(base_group, [])).get(base_label)
        write(f"  {group} (yardstick: {base_label} of {base_group}):")
        for label, ns in sorted(figures, key=lambda f: f[1]):
            ratio = f"{ns / base:6.2f}x" if base else "      "
            write(f"    {label:32s} {ns:10.1f} ns  {1e9 / ns / 1e6:8.2f} M hands/s  {ratio}")
