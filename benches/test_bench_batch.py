"""Large-scale evaluation from Python: the batch API, the exhaustive count and kept objects.

Figures (issue 11's targets, 2 cores): the batch evaluators on 10 million random seven-card hands
(the call included: reading the array, the result array, the threads), the sweep of all
133,784,560 seven-card hands in one call, a kept ``HandValue`` against ``rank_high``, and
``settle_many`` against a loop of ``settle`` with int cards.

The peers have no batch call, so their figure is the best a Python user gets from them on the
same numpy rows: a loop of single calls (phevaluator's raw C call, eval7, treys; pokerkit on a
few hundred hands), converted once before timing. The summary at the end prints M hands/s and
the ratio of each figure to the fastest peer. ``STUDPOKER_BENCH_ROWS`` sets the batch size.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable, Iterator
from typing import Any

import numpy as np
import pytest

import studpoker
from bench_support import median, sized

ROWS = sized(int(os.environ.get("STUDPOKER_BENCH_ROWS", "10000000")), 20_000)
PEER_ROWS = sized(100_000, 2_000)
SLOW_PEER_ROWS = sized(2_000, 200)
SLOWEST_PEER_ROWS = sized(200, 20)

# label -> hands per second (median)
_RATES: dict[str, float] = {}
_SECONDS: dict[str, float] = {}
_OVERHEADS: dict[str, float] = {}


def random_rows(rows: int, width: int = 7, seed: int = 2026) -> np.ndarray[Any, Any]:
    """`rows` random hands of `width` distinct cards (uint8), drawn with rejection."""
    rng = np.random.default_rng(seed)
    cards = rng.integers(0, 52, size=(rows, width), dtype=np.uint8)
    while True:
        ordered = np.sort(cards, axis=1)
        bad = np.flatnonzero((np.diff(ordered, axis=1) == 0).any(axis=1))
        if bad.size == 0:
            return np.ascontiguousarray(cards)
        cards[bad] = rng.integers(0, 52, size=(bad.size, width), dtype=np.uint8)


CARDS = random_rows(ROWS)


def median_seconds(function: Callable[[], object], rounds: int = 7) -> float:
    times = []
    for _ in range(rounds):
        start = time.perf_counter()
        function()
        times.append(time.perf_counter() - start)
    return sorted(times)[len(times) // 2]


def record(label: str, hands: int, seconds: float | None) -> None:
    """Keep a timed figure (``None``: benchmarking disabled, nothing to keep)."""
    if seconds is None:
        return
    _RATES[label] = hands / seconds
    _SECONDS[label] = seconds


@pytest.fixture(scope="module", autouse=True)
def report() -> Iterator[None]:
    yield
    if not _RATES and not _OVERHEADS:
        return
    peers = [rate for label, rate in _RATES.items() if label.startswith("peer")]
    best_peer = max(peers, default=0.0)
    print("\n\nlarge-scale evaluation from Python: median over rounds, 2 cores")
    for label, rate in _RATES.items():
        ratio = f"{rate / best_peer:8.1f}x best peer loop" if best_peer else ""
        print(f"  {label:52s} {rate / 1e6:9.2f} M hands/s  {ratio}")
    for name, seconds in _OVERHEADS.items():
        print(f"  {name} call overhead (one row): {seconds * 1e6:.2f} us")
    for label, seconds in _SECONDS.items():
        if label.startswith("count_hands"):
            anchors = "quoted, not run here: OMPEval 0.118 s, b-inary 0.127 s, native, 1 thread"
            print(f"  {label:52s} {seconds:9.3f} s ({anchors})")


# --- ours: the batch API ---


@pytest.mark.parametrize(
    "name", ["rank_high_many", "rank_low_a5_many", "rank_low_8_many", "rank_hi_lo_8_many"]
)
@pytest.mark.parametrize("threads", [None, 1])
def test_batch(benchmark: Any, name: str, threads: int | None) -> None:
    function = getattr(studpoker, name)
    benchmark.pedantic(lambda: function(CARDS, threads=threads), rounds=5, iterations=1)
    label = f"studpoker {name} ({'all cores' if threads is None else '1 thread'})"
    record(label, ROWS, median(benchmark))


ONE_ROW = CARDS[:1].copy()


@pytest.mark.parametrize("name", ["rank_high_many", "rank_hi_lo_8_many"])
def test_call_overhead(benchmark: Any, name: str) -> None:
    """One row: what a call costs beside its hands (target: 2 us or less)."""
    function = getattr(studpoker, name)
    benchmark(function, ONE_ROW)
    seconds = median(benchmark)
    if seconds is not None:
        _OVERHEADS[name] = seconds


def test_count_all_seven_card_hands(benchmark: Any) -> None:
    counts = benchmark.pedantic(lambda: studpoker.count_hands(7), rounds=5, iterations=1)
    assert counts.total == 133_784_560
    record("count_hands(7) all seven-card hands, high", 133_784_560, median(benchmark))


# --- peers: loops of single calls over the same rows ---


def test_peer_phevaluator(benchmark: Any) -> None:
    pheval = pytest.importorskip("phevaluator._pheval")
    raw = pheval.evaluate_7cards
    rows = CARDS[:PEER_ROWS].tolist()  # phevaluator's card ids are ours

    def run() -> None:
        for row in rows:
            raw(*row)

    benchmark.pedantic(run, rounds=5, iterations=1)
    record("peer phevaluator raw call loop", PEER_ROWS, median(benchmark))


def test_peer_eval7(benchmark: Any) -> None:
    eval7 = pytest.importorskip("eval7")
    deck = [eval7.Card(text) for text in studpoker.format_cards(range(52)).split()]
    rows = [[deck[card] for card in row] for row in CARDS[:PEER_ROWS].tolist()]
    evaluate = eval7.evaluate

    def run() -> None:
        for row in rows:
            evaluate(row)

    benchmark.pedantic(run, rounds=5, iterations=1)
    record("peer eval7 loop", PEER_ROWS, median(benchmark))


def test_peer_treys(benchmark: Any) -> None:
    treys = pytest.importorskip("treys")
    evaluator = treys.Evaluator()
    deck = [treys.Card.new(text) for text in studpoker.format_cards(range(52)).split()]
    rows = [[deck[card] for card in row] for row in CARDS[:SLOW_PEER_ROWS].tolist()]

    def run() -> None:
        for row in rows:
            evaluator.evaluate(row[2:], row[:2])

    benchmark.pedantic(run, rounds=3, iterations=1)
    record("peer treys loop", SLOW_PEER_ROWS, median(benchmark))


def test_peer_pokerkit(benchmark: Any) -> None:
    pokerkit = pytest.importorskip("pokerkit")
    rows = [
        list(pokerkit.Card.parse(studpoker.format_cards(row).replace(" ", "")))
        for row in CARDS[:SLOWEST_PEER_ROWS].tolist()
    ]

    def run() -> None:
        for row in rows:
            pokerkit.StandardHighHand.from_game(row, ())

    benchmark.pedantic(run, rounds=3, iterations=1)
    record("peer pokerkit loop", SLOWEST_PEER_ROWS, median(benchmark))


# --- kept objects ---

KEPT_HANDS = CARDS[:10_000].tolist()


def test_kept_hand_values(benchmark: Any) -> None:
    evaluate = studpoker.evaluate_high
    benchmark(lambda: [evaluate(hand) for hand in KEPT_HANDS])
    record("kept evaluate_high HandValue (list of results)", 10_000, median(benchmark))


def test_kept_ranks(benchmark: Any) -> None:
    rank = studpoker.rank_high
    benchmark(lambda: [rank(hand) for hand in KEPT_HANDS])
    record("kept rank_high int (list of results)", 10_000, median(benchmark))


def test_peer_kept_phevaluator(benchmark: Any) -> None:
    pheval = pytest.importorskip("phevaluator._pheval")
    raw = pheval.evaluate_7cards
    benchmark(lambda: [raw(*hand) for hand in KEPT_HANDS])
    record("peer phevaluator raw call kept (list of results)", 10_000, median(benchmark))
