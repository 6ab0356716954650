"""A seat's view beside an action: what ``Hand.view(seat)`` and ``Table.view(seat)`` cost
against one ``Hand.act``, in the same hands.

Seven-card stud between six seats who never fold (``RandomKindBot(fold=False)``: a random kind
of action, the smallest amount), so every hand runs its five streets to the showdown with a
history of about a hundred records. At each decision the seat to act reads its view, then acts;
each call is timed on its own, and a round's figure is the mean over every decision of its
hands. Table views are timed the same way over hands dealt by a ``Table``. The clock is the
thread's CPU time where it counts in nanoseconds (Linux, macOS: other processes' load does not
count, the clock's own cost is taken off), else ``perf_counter``. The printed figures are the
medians of three rounds; the ratio is view over act within the run. No timing assertion.
"""

from __future__ import annotations

import statistics
import time
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bench_support import sized
from studpoker.bots import RandomKindBot
from studpoker.games.profiles import SEVEN_CARD_STUD
from studpoker.hand import Hand
from studpoker.table import Table

pytest.importorskip("pytest_benchmark")

HANDS = sized(100, 3)
SEATS = 6
ROUNDS = 3
# label -> per round: (mean view seconds, mean act seconds)
RESULTS: dict[str, list[tuple[float, float]]] = {}


def _clock() -> tuple[Callable[[], float], float, str]:
    """The clock of the calls, its own cost between two readings, and its name."""
    if time.get_clock_info("thread_time").resolution <= 1e-6:
        clock, name = time.thread_time, "thread CPU time"
    else:
        clock, name = time.perf_counter, "perf_counter"
    gaps = []
    for _ in range(10_000):
        start = clock()
        gaps.append(clock() - start)
    return clock, statistics.median(gaps), name


CLOCK, CLOCK_COST, CLOCK_NAME = _clock()


def play_hand(
    hand: Hand, look: Callable[[int], object], bot: RandomKindBot
) -> tuple[float, float, int]:
    """Play ``hand`` out, the seat to act reading its view (``look(seat)``) before each action;
    the seconds spent viewing and acting, and the decisions made."""
    viewing = acting = 0.0
    decisions = 0
    clock = CLOCK
    while not hand.is_over:
        seat = hand.actor
        assert seat is not None  # seven-card stud: one seat acts at a time
        start = clock()
        look(seat)
        middle = clock()
        action = bot.pick(hand.legal_actions())
        before_act = clock()
        hand.act(action)
        end = clock()
        viewing += middle - start - CLOCK_COST
        acting += end - before_act - CLOCK_COST
        decisions += 1
    return viewing, acting, decisions


def hand_round(seed: int) -> tuple[float, float]:
    viewing = acting = 0.0
    decisions = 0
    bot = RandomKindBot(seed, fold=False)
    for number in range(HANDS):
        hand = Hand(SEVEN_CARD_STUD, [1000] * SEATS, number % SEATS, seed=seed * HANDS + number)
        v, a, d = play_hand(hand, hand.view, bot)
        viewing, acting, decisions = viewing + v, acting + a, decisions + d
    return viewing / decisions, acting / decisions


def table_round(seed: int) -> tuple[float, float]:
    viewing = acting = 0.0
    decisions = 0
    bot = RandomKindBot(seed, fold=False)
    table = Table(SEVEN_CARD_STUD, [1000] * SEATS, seed=seed)
    for _ in range(HANDS):
        if sum(1 for chips in table.stacks if chips) < 2:
            table = Table(SEVEN_CARD_STUD, [1000] * SEATS, seed=seed)
        hand = table.deal()
        v, a, d = play_hand(hand, table_looker(table), bot)
        viewing, acting, decisions = viewing + v, acting + a, decisions + d
    return viewing / decisions, acting / decisions


def table_looker(table: Table) -> Callable[[int], object]:
    """The view of the player at the table seat of hand seat ``seat``: ``Table.view``."""
    seats = table.hand_seats
    return lambda seat: table.view(seats[seat])


ROUNDS_OF: dict[str, Callable[[int], tuple[float, float]]] = {
    "Hand.view(seat)": hand_round,
    "Table.view(seat)": table_round,
}


@pytest.mark.parametrize("label", list(ROUNDS_OF))
def test_view_beside_act(benchmark: Any, label: str) -> None:
    play = ROUNDS_OF[label]
    rounds: list[tuple[float, float]] = []
    seeds = iter(range(1, 100))
    benchmark.pedantic(lambda: rounds.append(play(next(seeds))), rounds=ROUNDS)
    assert len(rounds) == (ROUNDS if getattr(benchmark, "stats", None) is not None else 1)
    assert all(view > 0 and act > 0 for view, act in rounds)
    if getattr(benchmark, "stats", None) is not None:  # None with benchmarking disabled
        RESULTS[label] = rounds


@pytest.fixture(scope="module", autouse=True)
def print_view_beside_act() -> Iterator[None]:
    """Printed after the module's benchmarks (``make bench`` runs with ``-s``)."""
    yield
    if not RESULTS:
        return
    print(
        f"\nseven-card stud, {SEATS} seats, nobody folds: mean us per decision ({CLOCK_NAME}), "
        "median of rounds"
    )
    for label, rounds in RESULTS.items():
        view = statistics.median(v for v, _ in rounds) * 1e6
        act = statistics.median(a for _, a in rounds) * 1e6
        ratio = statistics.median(v / a for v, a in rounds)
        print(
            f"  {label:18s} view {view:6.2f} us   Hand.act {act:6.2f} us   view/act {ratio:5.2f}x"
        )
