"""Settlements per second: a 6-seat hi-lo showdown with a main pot and two side pots.

The Rust core one call at a time, the core through ``settle_many`` (one call for a batch, the
interpreter released once), and the pure-Python reference, side by side; the module prints the
medians as settlements/s and the ratios at the end (run with ``-s``, as ``make bench`` does).
No peer is listed: none of the packages installed for the evaluator benches settles side pots
from contributions.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

import studpoker
from bench_support import SMOKE, median, sized
from studpoker.reference import settle as reference_settle

# Seat 0 all-in for 60, seat 1 all-in for 150, seats 2 and 3 to 300; seats 4 and 5 folded after
# 20 and 60. Pots: 320 for seats 0-3 (6 x 20 + 5 x 40), 270 for seats 1-3, 300 for seats 2-3.
HAND: dict[str, Any] = {
    "contributions": [60, 150, 300, 300, 20, 60],
    "hands": [
        "Ac 2c 3d 4h 6s Qd Qc",  # the best low: a 6-4
        "Kh Kc Kd 7h 9c Jd Qh",  # trip kings, no low
        "5h 5c 9d 9h Tc Jc Js",  # two pair, no low
        "2d 3h 4c 5d 7c Th Ts",  # a 7-5 low and a pair of tens
        None,
        None,
    ],
    "dealer": 5,
    "showdown": "high_low_8",
}
BATCH = sized(1000, 10)

medians: dict[str, float] = {}


@pytest.fixture(scope="module", autouse=True)
def report() -> Iterator[None]:
    yield
    if not medians:
        return
    print("\n\nsettlements/s, 6-seat hi-lo, main pot and two side pots (median)")
    for name, seconds in medians.items():
        print(f"  {name:<28} {1 / seconds:>12,.0f}/s   {seconds * 1e6:>10.2f} us")
    reference = medians.get("reference settle")
    for name, seconds in medians.items():
        if reference and name != "reference settle":
            print(f"  {name} vs reference: {reference / seconds:,.0f}x")
    single, batch = medians.get("core settle"), medians.get("core settle_many (each)")
    if single and batch:
        print(f"  settle_many vs settle: {single / batch:.2f}x")
    single = medians.get("core settle loop, int cards (each)")
    batch = medians.get("core settle_many, int cards (each)")
    if single and batch:
        print(f"  settle_many vs a loop of settle, int cards: {single / batch:.2f}x")
    if cpu_times:
        loop, many = cpu_times["loop"], cpu_times["many"]
        print(
            f"  CPU time per item, int cards ({CPU_ROUNDS} alternating rounds, median): "
            f"loop of settle {loop * 1e6:.3f} us, settle_many {many * 1e6:.3f} us, "
            f"settle_many vs a loop of settle {loop / many:.2f}x"
        )


def keep(benchmark: Any, name: str, per_call: int = 1) -> None:
    seconds = median(benchmark)
    if seconds is not None:  # None: benchmarking disabled (the CI run of the suites)
        medians[name] = seconds / per_call


def test_the_scenario_has_two_side_pots() -> None:
    result = studpoker.settle(**HAND)
    assert [pot.amount for pot in result.pots] == [320, 270, 300]
    assert [pot.eligible for pot in result.pots] == [(0, 1, 2, 3), (1, 2, 3), (2, 3)]
    assert repr(result) == repr(reference_settle(**HAND))


def test_core_settle(benchmark: Any) -> None:
    result = benchmark(lambda: studpoker.settle(**HAND))
    assert sum(result.payouts) == 890
    keep(benchmark, "core settle")


def test_core_settle_many(benchmark: Any) -> None:
    batch = [HAND] * BATCH
    results = benchmark(studpoker.settle_many, batch)
    assert len(results) == BATCH
    keep(benchmark, "core settle_many (each)", BATCH)


# The same hand with int cards, as a program holding its cards as numbers passes them.
INT_HAND: dict[str, Any] = {
    **HAND,
    "hands": [None if hand is None else studpoker.parse_cards(hand) for hand in HAND["hands"]],
}


def test_core_settle_int_cards(benchmark: Any) -> None:
    batch = [INT_HAND] * BATCH
    settle = studpoker.settle

    def loop() -> list[Any]:
        return [settle(**hand) for hand in batch]

    results = benchmark(loop)
    assert len(results) == BATCH
    seconds = median(benchmark)
    if seconds is not None:
        medians["core settle loop, int cards (each)"] = seconds / BATCH


def test_core_settle_many_int_cards(benchmark: Any) -> None:
    batch = [INT_HAND] * BATCH
    results = benchmark(studpoker.settle_many, batch)
    assert len(results) == BATCH
    seconds = median(benchmark)
    if seconds is not None:
        medians["core settle_many, int cards (each)"] = seconds / BATCH


# The wall clock of a shared machine favours short calls (a 2 us `settle` fits between two
# preemptions, a 1 ms batch never does), so the batch and the loop are also compared in the
# process's CPU time, in alternating rounds.
CPU_ROUNDS = sized(60, 2)
cpu_times: dict[str, float] = {}


def cpu_seconds(run: Callable[[], list[Any]]) -> float:
    start = time.process_time()
    results = run()
    seconds = time.process_time() - start
    assert len(results) == BATCH
    return seconds


def test_settle_many_vs_a_loop_of_settle_in_cpu_time() -> None:
    batch = [INT_HAND] * BATCH
    settle, settle_many = studpoker.settle, studpoker.settle_many
    rounds: dict[str, list[float]] = {"loop": [], "many": []}
    for _ in range(CPU_ROUNDS):
        rounds["loop"].append(cpu_seconds(lambda: [settle(**hand) for hand in batch]))
        rounds["many"].append(cpu_seconds(lambda: settle_many(batch)))
    assert settle_many(batch) == [settle(**hand) for hand in batch]
    if not SMOKE:
        for name, seconds in rounds.items():
            cpu_times[name] = statistics.median(seconds) / BATCH


def test_reference_settle(benchmark: Any) -> None:
    result = benchmark(lambda: reference_settle(**HAND))
    assert sum(result.payouts) == 890
    keep(benchmark, "reference settle")
