"""Stud equity: heads-up seven-card stud from 3rd street with two dead cards, beside the peers.

studpoker counts it exactly (every one of the 1.24e10 pairs of completions, by inclusion-
exclusion over shared cards); poker-equity refuses the exact walk there (``exact_from_text``
gives ``None``) and samples; pokerkit samples in pure Python. The module prints the medians, the
standard errors and the ratios at the end (run with ``-s``, as ``make bench`` does). The smoke run
of CI samples a few deals only and times nothing. The home games (wild cards, Chicago,
follow-the-queen, Baseball) follow with their own times; no peer counts them.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

from bench_support import median, sized
from studpoker import (
    BASEBALL,
    CHICAGO_LOW,
    FOLLOW_THE_QUEEN,
    RAZZ,
    SEVEN_CARD_STUD,
    SEVEN_CARD_STUD_HI_LO,
    SUICIDE_KING,
    parse_cards,
)
from studpoker.equity import equity

PLAYERS = ["As Ks 7d", "Qh Qd 2c"]
DEAD = "9c 4h"
PEER_SAMPLES = sized(1_000_000, 2_000)
POKERKIT_SAMPLES = sized(2_000, 10)

# label -> (median seconds, stderr of player 0's equity, player 0's equity)
figures: dict[str, tuple[float, float, float]] = {}
# The home games (no peer counts them): label -> (median seconds, outcomes or deals, exact)
home: dict[str, tuple[float, int, bool]] = {}
HOME_SAMPLES = sized(200_000, 2_000)
# 3rd street (the same spot as above) and 6th street dealt, up cards in dealing order.
THIRD_UP = "7d 2c"
SIXTH = ["As Ks 7d 5c 4c 9h", "Qh Qd 2c 3h 9d Th"]
SIXTH_UP = "7d 2c 5c 3h 4c 9d 9h Th"


@pytest.fixture(scope="module", autouse=True)
def report() -> Iterator[None]:
    yield
    if figures:
        print("\n\nheads-up seven-card stud, 3rd street, 2 dead cards: median time per call")
        for label, (seconds, stderr, share) in figures.items():
            print(f"  {label:<44} {seconds * 1e3:10.1f} ms   equity {share:.5f} +/- {stderr:.5f}")
        ours = figures.get("studpoker exact, stud")
        for label, (seconds, _, _) in figures.items():
            if ours and not label.startswith("studpoker"):
                print(f"  studpoker exact vs {label}: {seconds / ours[0]:,.1f}x faster")
    if home:
        print("\nheads-up home games, 2 dead cards: median time per call")
        for label, (seconds, outcomes, exact) in home.items():
            how = "exact over" if exact else "Monte Carlo,"
            print(f"  {label:<44} {seconds * 1e3:10.1f} ms   {how} {outcomes:,}")


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


@pytest.mark.parametrize(
    ("label", "players", "game", "up_cards", "samples"),
    [
        ("suicide king, 3rd street", PLAYERS, SUICIDE_KING, None, None),
        ("chicago low, 3rd street", PLAYERS, CHICAGO_LOW, THIRD_UP, HOME_SAMPLES),
        ("follow-the-queen, 3rd street", PLAYERS, FOLLOW_THE_QUEEN, THIRD_UP, HOME_SAMPLES),
        ("baseball, 3rd street", PLAYERS, BASEBALL, THIRD_UP, HOME_SAMPLES),
        ("chicago low, 6th street", SIXTH, CHICAGO_LOW, SIXTH_UP, None),
        ("follow-the-queen, 6th street", SIXTH, FOLLOW_THE_QUEEN, SIXTH_UP, None),
        ("baseball, 6th street", SIXTH, BASEBALL, SIXTH_UP, None),
    ],
)
def test_studpoker_home_games(
    benchmark: Any,
    label: str,
    players: list[str],
    game: Any,
    up_cards: str | None,
    samples: int | None,
) -> None:
    run = lambda: equity(players, game, DEAD, up_cards=up_cards, samples=samples, seed=1)  # noqa: E731
    result = slow(benchmark, run)
    assert result.exact == (samples is None)
    seconds = median(benchmark)
    if seconds is not None:
        home[label] = (seconds, result.outcomes, result.exact)


def test_the_spot_is_what_the_docs_say() -> None:
    assert len(parse_cards(DEAD)) == 2
    assert equity(PLAYERS, SEVEN_CARD_STUD, DEAD).outcomes == 135_751 * 91_390
