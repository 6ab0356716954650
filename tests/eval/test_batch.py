"""The batch evaluators: equal to the single calls row by row, and every refusal named.

Random batches cover every width and kind on one and several threads; hypothesis draws small
batches (``STUDPOKER_HYPOTHESIS_EXAMPLES`` examples, 500 unless set). The reference for a row is
``rank_high`` / ``rank_low_a5`` / ``rank_low_8`` of that row (themselves held against the
pure-Python reference in test_eval_differential.py).
"""

from __future__ import annotations

import array
import threading
from typing import Any

import numpy as np
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import studpoker
from studpoker import (
    NO_LOW,
    InvalidCardError,
    StudPokerError,
    rank_hi_lo_8_many,
    rank_high,
    rank_high_many,
    rank_low_8,
    rank_low_8_many,
    rank_low_a5,
    rank_low_a5_many,
)
from tests.support.sweeps import sweep_size

EXAMPLES = sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 500, 5_000)
# Enough rows that the core splits them over threads (it keeps 32,768 rows per thread or more).
ROWS = 70_001


def random_rows(rows: int, width: int, seed: int) -> np.ndarray[Any, np.dtype[np.uint8]]:
    """`rows` hands of `width` distinct cards each."""
    rng = np.random.default_rng(seed)
    keys = rng.random((rows, 52), dtype=np.float32)
    return np.ascontiguousarray(np.argsort(keys, axis=1)[:, :width].astype(np.uint8))


def expected_low_8(row: list[int]) -> int:
    low = rank_low_8(row)
    return NO_LOW if low is None else low


@pytest.mark.parametrize("width", [5, 6, 7, 8, 9])
@pytest.mark.parametrize("threads", [1, 3, None])
def test_every_kind_equals_the_single_calls_row_by_row(width: int, threads: int | None) -> None:
    cards = random_rows(ROWS, width, seed=width)
    high = rank_high_many(cards, threads=threads)
    low_a5 = rank_low_a5_many(cards, threads=threads)
    low_8 = rank_low_8_many(cards, threads=threads)
    hi_lo = rank_hi_lo_8_many(cards, threads=threads)
    for result in (high, low_a5, low_8, *hi_lo):
        assert result.dtype == np.uint16
        assert result.shape == (ROWS,)
    np.testing.assert_array_equal(hi_lo[0], high)
    np.testing.assert_array_equal(hi_lo[1], low_8)
    # Every row of a sample spread over every thread's part, plus the last rows.
    for i in [*range(0, ROWS, 97), ROWS - 2, ROWS - 1]:
        row = cards[i].tolist()
        assert high[i] == rank_high(row), row
        assert low_a5[i] == rank_low_a5(row), row
        assert low_8[i] == expected_low_8(row), row


@settings(max_examples=EXAMPLES, deadline=None)
@given(
    st.integers(5, 9).flatmap(
        lambda width: st.lists(
            st.lists(st.integers(0, 51), min_size=width, max_size=width, unique=True),
            min_size=1,
            max_size=20,
        )
    )
)
def test_hypothesis_rows_equal_the_single_calls(rows: list[list[int]]) -> None:
    cards = np.array(rows, dtype=np.uint8)
    high, low_8 = rank_hi_lo_8_many(cards)
    assert high.tolist() == [rank_high(row) for row in rows]
    assert low_8.tolist() == [expected_low_8(row) for row in rows]
    assert rank_low_a5_many(cards).tolist() == [rank_low_a5(row) for row in rows]


def test_an_empty_batch_gives_an_empty_array() -> None:
    result = rank_high_many(np.zeros((0, 7), dtype=np.uint8))
    assert result.dtype == np.uint16
    assert result.shape == (0,)


def test_any_buffer_works_and_the_result_is_a_new_array() -> None:
    rows = [[51, 47, 43, 39, 35], [0, 4, 9, 13, 18]]
    raw = bytes(card for row in rows for card in row)
    cards = memoryview(bytearray(raw)).cast("B", (2, 5))
    assert rank_high_many(cards).tolist() == [rank_high(row) for row in rows]
    first = rank_high_many(np.array(rows, dtype=np.uint8))
    second = rank_high_many(np.array(rows, dtype=np.uint8))
    first[0] = 0
    assert second[0] == 7461


def test_without_numpy_the_result_is_an_array_array() -> None:
    """Run in a fresh interpreter where importing numpy fails."""
    import subprocess
    import sys

    code = (
        "import sys; sys.modules['numpy'] = None\n"
        "import array, studpoker\n"
        "rows = memoryview(bytearray(bytes(range(14)))).cast('B', (2, 7))\n"
        "result = studpoker.rank_high_many(rows)\n"
        "assert isinstance(result, array.array) and result.typecode == 'H', type(result)\n"
        "print(list(result))\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, check=True
    ).stdout
    expected = [rank_high(list(range(7))), rank_high(list(range(7, 14)))]
    assert out.strip() == str(expected)
    assert array.array("H", expected).tolist() == expected


@pytest.mark.parametrize(
    ("cards", "words"),
    [
        (np.zeros((3, 7), dtype=np.int64), "format"),
        (np.zeros((3, 7), dtype=np.int8), "format"),
        (np.zeros((3, 7), dtype=np.bool_), "format"),
        (np.zeros(7, dtype=np.uint8), "1 dimensions"),
        (np.zeros((2, 3, 7), dtype=np.uint8), "3 dimensions"),
        (random_rows(4, 4, 1), "rows of 4 cards"),
        (np.zeros((4, 10), dtype=np.uint8), "rows of 10 cards"),
        (random_rows(6, 7, 1)[::2], "strides"),
        (np.asfortranarray(random_rows(6, 7, 1)), "strides"),
        ([[0, 1, 2, 3, 4]], "got a list"),
        ("As Ks Qs Js Ts", "got a str"),
    ],
)
def test_wrong_dtype_shape_or_strides_are_refused(cards: object, words: str) -> None:
    for function in (rank_high_many, rank_low_a5_many, rank_low_8_many, rank_hi_lo_8_many):
        with pytest.raises(InvalidCardError, match=words):
            function(cards)


@pytest.mark.parametrize("threads", [1, 2])
def test_a_card_out_of_range_names_the_first_bad_row(threads: int) -> None:
    cards = random_rows(ROWS, 7, seed=3)
    cards[50_000, 2] = 52
    cards[60_000, 6] = 255
    with pytest.raises(InvalidCardError, match=r"^row 50000: invalid card 52"):
        rank_high_many(cards, threads=threads)
    cards[50_000, 2] = cards[50_000, 0]
    with pytest.raises(InvalidCardError, match=r"^row 50000: duplicate card"):
        rank_low_a5_many(cards, threads=threads)


def test_a_duplicate_is_named_with_its_card() -> None:
    cards = np.array([[51, 47, 43, 39, 35], [0, 4, 0, 13, 18]], dtype=np.uint8)
    with pytest.raises(InvalidCardError, match=r"^row 1: duplicate card 2c"):
        rank_hi_lo_8_many(cards)


def test_a_duplicate_before_a_card_out_of_range_in_the_same_block_is_the_first_bad_row() -> None:
    cards = np.array([[0, 1, 2, 3, 3], [4, 5, 6, 7, 8], [9, 10, 11, 12, 60]], dtype=np.uint8)
    with pytest.raises(InvalidCardError, match=r"^row 0: duplicate card"):
        rank_high_many(cards)


@pytest.mark.parametrize("threads", [0, -1])
def test_threads_below_one_are_refused(threads: int) -> None:
    with pytest.raises(StudPokerError, match="threads must be at least 1"):
        rank_high_many(random_rows(2, 7, 1), threads=threads)


def test_the_gil_is_released_so_threads_run_batches_at_once() -> None:
    cards = random_rows(200_000, 7, seed=9)
    expected = rank_high_many(cards, threads=1)
    results: list[Any] = [None] * 4

    def work(i: int) -> None:
        results[i] = rank_high_many(cards, threads=1)

    workers = [threading.Thread(target=work, args=(i,)) for i in range(4)]
    for worker in workers:
        worker.start()
    for worker in workers:
        worker.join()
    for result in results:
        np.testing.assert_array_equal(result, expected)


def test_the_batch_api_is_exported() -> None:
    for name in (
        "rank_high_many",
        "rank_low_a5_many",
        "rank_low_8_many",
        "rank_hi_lo_8_many",
        "NO_LOW",
    ):
        assert name in studpoker.__all__
    assert NO_LOW == 65535
