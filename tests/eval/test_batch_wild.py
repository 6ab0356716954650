"""The batch evaluators' ``wild=``: each row equal to the single call with the same ``wild``, on
one thread and several, rows of 5 to 11 cards, and the refusals named."""

from __future__ import annotations

from typing import Any

import numpy as np
import pytest

from studpoker import (
    NO_LOW,
    InvalidCardError,
    rank_hi_lo_8_many,
    rank_high,
    rank_high_many,
    rank_low_8,
    rank_low_8_many,
    rank_low_a5,
    rank_low_a5_many,
)

# Enough rows for the core to split them over threads (32,768 rows per thread at least).
ROWS = 70_001
SAMPLE = 400  # rows checked against the single call (the wild single calls are the slow side)
WILDS = ["Q", "3 9", "Js Jh", "Kh", "A 2"]


def random_rows(rows: int, width: int, seed: int) -> np.ndarray[Any, np.dtype[np.uint8]]:
    rng = np.random.default_rng(seed)
    return np.argsort(rng.random((rows, 52)), axis=1)[:, :width].astype(np.uint8)


@pytest.mark.parametrize("width", [5, 7, 9, 11])
@pytest.mark.parametrize("wild", WILDS)
def test_every_kind_equals_the_single_calls_row_by_row(width: int, wild: str) -> None:
    cards = random_rows(SAMPLE, width, width)
    high = rank_high_many(cards, wild=wild)
    razz = rank_low_a5_many(cards, wild=wild)
    eight = rank_low_8_many(cards, wild=wild)
    both_high, both_low = rank_hi_lo_8_many(cards, wild=wild)
    for row, hand in enumerate(cards.tolist()):
        assert high[row] == rank_high(hand, wild=wild) == both_high[row]
        assert razz[row] == rank_low_a5(hand, wild=wild)
        low = rank_low_8(hand, wild=wild)
        assert eight[row] == both_low[row] == (NO_LOW if low is None else low)


@pytest.mark.parametrize("threads", [1, 2, None])
def test_threads_give_the_same_rows(threads: int | None) -> None:
    cards = random_rows(ROWS, 7, 3)
    one = rank_high_many(cards, wild="Q", threads=1)
    assert np.array_equal(rank_high_many(cards, wild="Q", threads=threads), one)
    for row in range(0, ROWS, ROWS // 50):
        assert one[row] == rank_high(cards[row].tolist(), wild="Q")


def test_an_empty_wild_set_is_the_plain_batch() -> None:
    cards = random_rows(1000, 7, 4)
    assert np.array_equal(rank_high_many(cards, wild=()), rank_high_many(cards))
    assert np.array_equal(rank_low_8_many(cards, wild=""), rank_low_8_many(cards))
    # The wild set is any form the single calls take: text, ranks, card numbers.
    assert np.array_equal(
        rank_high_many(cards, wild="Q"), rank_high_many(cards, wild=[40, 41, "Qh", "Qs"])
    )


def test_a_non_empty_wild_set_ranks_in_the_wild_high_space() -> None:
    cards = np.array([[51, 47, 43, 39, 35, 0, 1]], dtype=np.uint8)  # a royal flush, no wild in it
    assert rank_high_many(cards, wild="Kh")[0] == rank_high(cards[0].tolist(), wild="Kh")
    assert rank_high_many(cards, wild="Kh")[0] != rank_high_many(cards)[0]


def test_widths_and_bad_rows_are_refused_naming_them() -> None:
    with pytest.raises(InvalidCardError, match="rows of 12 cards: the wild evaluators take 5 to"):
        rank_high_many(random_rows(3, 12, 1), wild="Q")
    with pytest.raises(InvalidCardError, match="rows of 10 cards: the evaluators take 5 to 9"):
        rank_high_many(random_rows(3, 10, 1))
    cards = random_rows(5, 10, 2)
    cards[3, 4] = cards[3, 1]
    with pytest.raises(InvalidCardError, match="row 3: "):
        rank_high_many(cards, wild="3 9")
    cards[3, 4] = 60
    with pytest.raises(InvalidCardError, match="row 3: "):
        rank_low_a5_many(cards, wild="3 9")
    with pytest.raises(InvalidCardError):
        rank_high_many(random_rows(3, 7, 1), wild="Zz")
    with pytest.raises(TypeError):
        rank_high_many(random_rows(3, 7, 1), wild=7)  # type: ignore[arg-type]
