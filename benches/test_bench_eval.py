"""Single-call evaluation from Python: ours beside phevaluator and treys, in the same run.

Every benchmark is one loop of single calls over a fixed list of random hands (10,000; fewer
for the slow peers), so the figures include the same Python loop overhead; `bare max` is that
overhead alone. Run with `make bench` (it installs the peers); a peer that is not installed is
skipped. The summary at the end gives ns per hand and the ratio to phevaluator's raw C call.

pokerkit, the pure-Python engine, is timed on a few hundred hands only (~0.3 ms per hand).

Card encodings: ours is `4 * rank + suit`, rank 0..12 = 2..A, suit 0..3 = c d h s. phevaluator
uses the very same ids (so the conversion is the identity); treys uses its own bit-packed ints,
converted once from the card text before timing; pokerkit gets its own `Card` objects, parsed
from the text before timing too.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import studpoker
from bench_support import HANDS, random_hands, sized

HANDS_7 = random_hands(7)
HANDS_5 = random_hands(5)
SLOW_PEER_HANDS = sized(1_000, 50)
SLOWEST_PEER_HANDS = sized(200, 20)


def loop(function: Callable[[Any], object], hands: list[Any]) -> Callable[[], None]:
    def run() -> None:
        for hand in hands:
            function(hand)

    return run


def loop_unpacked(function: Callable[..., object], hands: list[Any]) -> Callable[[], None]:
    def run() -> None:
        for hand in hands:
            function(*hand)

    return run


# --- ours ---


@pytest.mark.parametrize(("size", "hands"), [(7, HANDS_7), (5, HANDS_5)])
def test_rank_high(benchmark: Any, record: Any, size: int, hands: list[list[int]]) -> None:
    benchmark(loop(studpoker.rank_high, hands))
    record(f"high-{size}", "studpoker rank_high", HANDS)


@pytest.mark.parametrize(("size", "hands"), [(7, HANDS_7), (5, HANDS_5)])
def test_evaluate_high(benchmark: Any, record: Any, size: int, hands: list[list[int]]) -> None:
    benchmark(loop(studpoker.evaluate_high, hands))
    record(f"high-{size}", "studpoker evaluate_high", HANDS)


@pytest.mark.parametrize(("size", "hands"), [(7, HANDS_7), (5, HANDS_5)])
def test_bare_max(benchmark: Any, record: Any, size: int, hands: list[list[int]]) -> None:
    benchmark(loop_unpacked(max, hands))
    record(f"high-{size}", "bare max(*cards) loop", HANDS)


def test_rank_low_a5(benchmark: Any, record: Any) -> None:
    benchmark(loop(studpoker.rank_low_a5, HANDS_7))
    record("low-7", "studpoker rank_low_a5", HANDS)


def test_rank_low_8(benchmark: Any, record: Any) -> None:
    benchmark(loop(studpoker.rank_low_8, HANDS_7))
    record("low-7", "studpoker rank_low_8", HANDS)


def test_evaluate_low_a5(benchmark: Any, record: Any) -> None:
    benchmark(loop(studpoker.evaluate_low_a5, HANDS_7))
    record("low-7", "studpoker evaluate_low_a5", HANDS)


# --- peers ---


@pytest.mark.parametrize(("size", "hands"), [(7, HANDS_7), (5, HANDS_5)])
def test_phevaluator_raw(benchmark: Any, record: Any, size: int, hands: list[list[int]]) -> None:
    pheval = pytest.importorskip("phevaluator._pheval")
    raw = pheval.evaluate_7cards if size == 7 else pheval.evaluate_5cards
    ids = [list(hand) for hand in hands]  # phevaluator's ids are ours
    benchmark(loop_unpacked(raw, ids))
    record(f"high-{size}", "phevaluator raw", HANDS)


@pytest.mark.parametrize(("size", "hands"), [(7, HANDS_7), (5, HANDS_5)])
def test_phevaluator_public(benchmark: Any, record: Any, size: int, hands: list[list[int]]) -> None:
    phevaluator = pytest.importorskip("phevaluator")
    benchmark(loop_unpacked(phevaluator.evaluate_cards, hands))
    record(f"high-{size}", "phevaluator evaluate_cards", HANDS)


@pytest.mark.parametrize(("size", "hands"), [(7, HANDS_7), (5, HANDS_5)])
def test_treys(benchmark: Any, record: Any, size: int, hands: list[list[int]]) -> None:
    treys = pytest.importorskip("treys")
    evaluator = treys.Evaluator()
    few = [
        [treys.Card.new(text) for text in studpoker.format_cards(hand).split()]
        for hand in hands[:SLOW_PEER_HANDS]
    ]
    split = [(hand[:2], hand[2:]) for hand in few]
    benchmark(loop_unpacked(lambda hole, board: evaluator.evaluate(board, hole), split))
    record(f"high-{size}", "treys", SLOW_PEER_HANDS)


def pokerkit_hands(hands: list[list[int]]) -> list[list[Any]]:
    pokerkit = pytest.importorskip("pokerkit")
    return [
        list(pokerkit.Card.parse(studpoker.format_cards(hand).replace(" ", "")))
        for hand in hands[:SLOWEST_PEER_HANDS]
    ]


def test_pokerkit_high(benchmark: Any, record: Any) -> None:
    pokerkit = pytest.importorskip("pokerkit")
    hands = pokerkit_hands(HANDS_7)
    benchmark(loop(lambda cards: pokerkit.StandardHighHand.from_game(cards, ()), hands))
    record("high-7", "pokerkit StandardHighHand", SLOWEST_PEER_HANDS)


def test_pokerkit_low_a5(benchmark: Any, record: Any) -> None:
    pokerkit = pytest.importorskip("pokerkit")
    hands = pokerkit_hands(HANDS_7)
    benchmark(loop(lambda cards: pokerkit.RegularLowHand.from_game(cards, ()), hands))
    record("low-7", "pokerkit RegularLowHand", SLOWEST_PEER_HANDS)


def test_pokerkit_low_8(benchmark: Any, record: Any) -> None:
    pokerkit = pytest.importorskip("pokerkit")
    hands = pokerkit_hands(HANDS_7)

    def low_8(cards: list[Any]) -> object:
        try:
            return pokerkit.EightOrBetterLowHand.from_game(cards, ())
        except ValueError:  # pokerkit's way of saying "no low"
            return None

    benchmark(loop(low_8, hands))
    record("low-7", "pokerkit EightOrBetterLowHand", SLOWEST_PEER_HANDS)


# The pure-Python reference's figures are in test_bench_reference.py, in the same groups.
