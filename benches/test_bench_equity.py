"""Stud equity: heads-up seven-card stud from 3rd street with two dead cards, beside the peers.

studpoker counts it exactly (every one of the 1.24e10 pairs of completions, by inclusion-
exclusion over shared cards); poker-equity refuses the exact walk there (``exact_from_text``
gives ``None``) and samples; pokerkit samples in pure Python. The module prints the medians, the
standard errors and the ratios at the end (run with ``-s``, as ``make bench`` does). The smoke run
of CI samples a few deals only and times nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bench_support import median, sized
from studpoker import RAZZ, SEVEN_CARD_STUD, SEVEN_CARD_STUD_HI_LO, parse_cards
from studpoker.equity import equity

PLAYERS = ["As Ks 7d", "Qh Qd 2c"]
DEAD = "9c 4h"
PEER_SAMPLES = sized(1_000_000, 2_000)
POKERKIT_SAMPLES = sized(2_000, 10)

# label -> (median seconds, stderr of player 0's equity, player 0's equity)
figures: dict[str, tuple[float, float, float]] = {}


@pytest.fixture(scope="module", autouse=True)
def report() -> Iterator[None]:
    yield
    if not figures:
        return
    print("\n\nheads-up seven-card stud, 3rd street, 2 dead cards: median time per call")
    for label, (seconds, stderr, share) in figures.items():
        print(f"  {label:<44} {seconds * 1e3:10.1f} ms   equity {share:.5f} +/- {stderr:.5f}")
    ours = figures.get("studpoker exact, stud")
    for label, (seconds, _, _) in figures.items():
        if ours and not label.startswith("studpoker"):
            print(f"  studpoker exact vs {label}: {seconds / ours[0]:,.1f}x faster")


def slow(benchmark: Any, function: Any) -> Any:
    return benchmark.pedantic(function, rounds=5, iterations=1, warmup_rounds=1)


def keep(label: str, benchmark: Any, stderr: float, share: float) -> None:
    """Files a timed figure (nothing when benchmarking is disabled)."""
    seconds = median(benchmark)
    if seconds is not None:
        figures[label] = (seconds, stderr, share)


@pytest.mark.parametrize(
    ("name", "game"), [("stud", SEVEN_CARD_STUD), ("razz", RAZZ), ("hi-lo", SEVEN_CARD_STUD_HI_LO)]
)
def test_studpoker_exact(benchmark: Any, name: str, game: Any) -> None:
    result = slow(benchmark, lambda: equity(PLAYERS, game, DEAD))
    assert result.exact
    keep(f"studpoker exact, {name}", benchmark, 0.0, result.equity[0])


def test_studpoker_exact_one_thread(benchmark: Any) -> None:
    result = slow(benchmark, lambda: equity(PLAYERS, SEVEN_CARD_STUD, DEAD, threads=1))
    keep("studpoker exact, stud, 1 thread", benchmark, 0.0, result.equity[0])


def test_studpoker_monte_carlo(benchmark: Any) -> None:
    run = lambda: equity(PLAYERS, SEVEN_CARD_STUD, DEAD, samples=PEER_SAMPLES, seed=1)  # noqa: E731
    result = slow(benchmark, run)
    keep(f"studpoker Monte Carlo {PEER_SAMPLES:,}", benchmark, result.stderr[0], result.equity[0])


def test_poker_equity(benchmark: Any) -> None:
    pe = pytest.importorskip("poker_equity")
    hands = [text.replace(" ", "") for text in PLAYERS]
    assert pe.exact_from_text("stud", hands, "", DEAD) is None  # it does not walk this spot
    run = lambda: pe.chunk_from_text("stud", hands, "", DEAD, samples=PEER_SAMPLES, seed=1)  # noqa: E731
    result = slow(benchmark, run)
    seat = result["players"][0]
    keep(f"poker-equity Monte Carlo {PEER_SAMPLES:,}", benchmark, seat["std_error"], seat["equity"])


def test_pokerkit(benchmark: Any) -> None:
    pokerkit = pytest.importorskip("pokerkit")
    dead = set(pokerkit.Card.parse(DEAD.replace(" ", "")))
    deck = [card for card in pokerkit.Deck.STANDARD if card not in dead]
    holes = [[list(pokerkit.Card.parse(text.replace(" ", "")))] for text in PLAYERS]

    def run() -> Any:
        return pokerkit.calculate_equities(
            holes, (), 7, 0, deck, (pokerkit.StandardHighHand,), sample_count=POKERKIT_SAMPLES
        )

    shares = slow(benchmark, run)
    stderr = (shares[0] * (1 - shares[0]) / POKERKIT_SAMPLES) ** 0.5
    keep(f"pokerkit Monte Carlo {POKERKIT_SAMPLES:,}", benchmark, stderr, shares[0])


def test_the_spot_is_what_the_docs_say() -> None:
    assert len(parse_cards(DEAD)) == 2
    assert equity(PLAYERS, SEVEN_CARD_STUD, DEAD).outcomes == 135_751 * 91_390
