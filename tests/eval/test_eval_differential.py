"""The Rust core against the pure-Python reference: every field, every ordering, every refusal.

Hypothesis draws the hands (``STUDPOKER_HYPOTHESIS_EXAMPLES`` examples per test, 500 unless set);
the last test walks every five-card hand.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from itertools import combinations
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from studpoker import _core as rust
from studpoker import reference
from studpoker.errors import StudPokerError
from tests.support.refusals import refusal
from tests.support.sweeps import sweep_size

EXAMPLES = sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 500, 5_000)
EVALUATORS = ("evaluate_high", "evaluate_low_a5", "evaluate_low_8", "evaluate_low_27")
RANKERS = {
    "evaluate_high": "rank_high",
    "evaluate_low_a5": "rank_low_a5",
    "evaluate_low_8": "rank_low_8",
    "evaluate_low_27": "rank_low_27",
}

hands = st.lists(st.integers(0, 51), min_size=5, max_size=9, unique=True)

# Text drawn from the pieces of card notation plus separators and a few troublemakers, so that
# both valid and almost-valid spellings come up often.
CARD_ALPHABET = '23456789TJQKAtjqka10cdhsCDHS♣♦♥♠♧♢♡♤ ,\t\nxZ\x1c\xa0é\u0301"\\'


def outcome(function: Callable[[Any], Any], argument: object) -> tuple[str, object]:
    """What a call gives: its result, or the class and facts of what it raised."""
    try:
        return "value", function(argument)
    except (StudPokerError, TypeError) as error:
        return refusal(error)


def fields(value: Any) -> tuple[object, ...] | None:
    """Everything the contract says about a value, in comparable form."""
    if value is None:
        return None
    return (
        value.kind,
        value.rank,
        value.category,
        tuple(value.cards),
        value.describe(),
        repr(value),
    )


@settings(max_examples=EXAMPLES, deadline=None)
@given(cards=hands)
def test_every_field_matches(cards: list[int]) -> None:
    for name in EVALUATORS:
        expected = getattr(reference, name)(cards)
        assert fields(getattr(rust, name)(cards)) == fields(expected), name
        assert fields(getattr(rust, name)(reference.format_cards(cards))) == fields(expected)
        expected_rank = None if expected is None else expected.rank
        assert getattr(rust, RANKERS[name])(cards) == expected_rank, name
        assert getattr(rust, RANKERS[name])(tuple(cards)) == expected_rank, name


def comparisons(a: Any, b: Any) -> tuple[bool, ...]:
    return (a == b, a != b, a < b, a <= b, a > b, a >= b, hash(a) == hash(b))


@settings(max_examples=EXAMPLES, deadline=None)
@given(first=hands, second=hands)
def test_ordering_between_two_hands_matches(first: list[int], second: list[int]) -> None:
    for name in EVALUATORS:
        rust_pair = getattr(rust, name)(first), getattr(rust, name)(second)
        reference_pair = getattr(reference, name)(first), getattr(reference, name)(second)
        if None in rust_pair or None in reference_pair:
            assert [v is None for v in rust_pair] == [v is None for v in reference_pair]
            continue
        assert comparisons(*rust_pair) == comparisons(*reference_pair), name


@settings(max_examples=EXAMPLES, deadline=None)
@given(cards=hands)
def test_values_of_different_kinds_refuse_to_order(cards: list[int]) -> None:
    for module in (rust, reference):
        high, low = module.evaluate_high(cards), module.evaluate_low_a5(cards)
        assert high != low
        for compare in (operator.lt, operator.le, operator.gt, operator.ge):
            try:
                compare(high, low)
            except TypeError:
                continue
            raise AssertionError(f"{module.__name__}: values of different kinds ordered")


duplicated = hands.flatmap(lambda cards: st.permutations([*cards, cards[0]]))
wrong_count = st.one_of(
    st.lists(st.integers(0, 51), max_size=4, unique=True),
    st.lists(st.integers(0, 51), min_size=10, max_size=14, unique=True),
)
out_of_range = hands.flatmap(
    lambda cards: st.one_of(st.integers(max_value=-1), st.integers(min_value=52)).map(
        lambda bad: [*cards[:-1], bad]
    )
)
bad_text = st.text(alphabet=CARD_ALPHABET, max_size=30)
bad_hands = st.one_of(duplicated, wrong_count, out_of_range, bad_text)


@settings(max_examples=EXAMPLES, deadline=None)
@given(cards=bad_hands)
def test_bad_input_raises_the_same_exception_class(cards: object) -> None:
    for name in EVALUATORS:
        rust_outcome = outcome(getattr(rust, name), cards)
        reference_outcome = outcome(getattr(reference, name), cards)
        if rust_outcome[0] == "value":  # random text can spell a real hand
            assert fields(rust_outcome[1]) == fields(reference_outcome[1])
        else:
            assert rust_outcome[0] == reference_outcome[0], (name, rust_outcome)


@settings(max_examples=EXAMPLES, deadline=None)
@given(text=bad_text)
def test_card_text_parses_like_the_core(text: str) -> None:
    assert outcome(reference.parse_cards, text) == outcome(rust.parse_cards, text)
    assert outcome(reference.format_cards, text) == outcome(rust.format_cards, text)
    assert outcome(reference.parse_card, text) == outcome(rust.parse_card, text)


@settings(max_examples=EXAMPLES, deadline=None)
@given(
    items=st.lists(
        st.one_of(st.integers(-3, 55), st.integers(), st.text(CARD_ALPHABET, max_size=4))
    )
)
def test_card_sequences_parse_like_the_core(items: list[int | str]) -> None:
    assert outcome(reference.parse_cards, items) == outcome(rust.parse_cards, items)


def test_every_five_card_hand_agrees_with_the_reference() -> None:
    """All 2,598,960 five-card hands: the core and the reference give every hand the same class.

    The core ranks every hand, one call each. The reference's value of a five depends only on
    its ranks and, for the high and 2-7 kinds, on whether the five share one suit (suits never
    decide,
    rules §5.2), so it is computed once per bucket (ranks in card order, flush or not) from the
    bucket's first real hand, and every later hand of the bucket is held against it. Every hand
    is thus checked by construction; equal dense ranks mean equal classes and the same order.
    """
    rank_high, rank_low_a5, rank_low_8 = rust.rank_high, rust.rank_low_a5, rust.rank_low_8
    rank_low_27 = rust.rank_low_27
    high_of: dict[tuple[object, ...], int] = {}
    deuce_of: dict[tuple[object, ...], int] = {}
    lows_of: dict[tuple[int, ...], tuple[int, int | None]] = {}
    hands_seen = 0
    for five in combinations(range(52), 5):
        a, b, c, d, e = five
        ranks = (a >> 2, b >> 2, c >> 2, d >> 2, e >> 2)
        bucket = (*ranks, (a & 3) == (b & 3) == (c & 3) == (d & 3) == (e & 3))
        high = high_of.get(bucket)
        if high is None:
            high = high_of[bucket] = reference.rank_high(five)
            deuce_of[bucket] = reference.rank_low_27(five)
        lows = lows_of.get(ranks)
        if lows is None:
            lows = lows_of[ranks] = (reference.rank_low_a5(five), reference.rank_low_8(five))
        assert rank_high(five) == high, five
        assert rank_low_a5(five) == lows[0], five
        assert rank_low_8(five) == lows[1], five
        assert rank_low_27(five) == deuce_of[bucket], five
        hands_seen += 1
    assert hands_seen == 2_598_960
    assert sorted(set(high_of.values())) == list(range(7_462))
    assert sorted(set(deuce_of.values())) == list(range(7_462))
