"""The evaluation API of the extension against the contract of docs/core-api.md.

Exhaustive comparisons with the naive oracle run in cargo (every five- and seven-card hand);
here: the Python surface, hands built to have a known category, the best-five property, and the
published five-card counts through the fast single-call path.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterator
from itertools import combinations

import pytest

from studpoker import (
    HandValue,
    InvalidCardError,
    evaluate_high,
    evaluate_low_8,
    evaluate_low_a5,
    format_cards,
    parse_card,
    parse_cards,
    rank_high,
    rank_low_8,
    rank_low_a5,
)

HIGH_CATEGORIES = (
    "high_card",
    "pair",
    "two_pair",
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "four_of_a_kind",
    "straight_flush",
)
# Classes per high category, weakest first: dense ranks run through them in this order.
HIGH_CLASSES = (1277, 2860, 858, 858, 10, 1277, 156, 156, 10)


def high_category_of_rank(rank: int) -> str:
    for category, classes in zip(HIGH_CATEGORIES, HIGH_CLASSES, strict=True):
        if rank < classes:
            return category
        rank -= classes
    raise AssertionError("rank out of range")


def test_results_have_the_documented_types() -> None:
    value = evaluate_high("As Kd 7c 2h 3s 9d Td")
    assert isinstance(value, HandValue)
    assert value.kind == "high"
    assert isinstance(value.rank, int)
    assert value.category == "high_card"
    assert isinstance(value.cards, tuple)
    assert all(isinstance(card, int) for card in value.cards)
    assert len(value.cards) == 5
    assert isinstance(value.describe(), str)
    assert evaluate_low_a5("As Kd 7c 2h 3s").kind == "low_a5"
    low8 = evaluate_low_8("As 8d 7c 2h 3s")
    assert low8 is not None
    assert low8.kind == "low_8"
    assert isinstance(rank_high("As Kd 7c 2h 3s"), int)
    assert isinstance(rank_low_a5("As Kd 7c 2h 3s"), int)
    assert rank_low_8("As Kd 7c 2h 3s") is None
    assert rank_low_8("As 8d 7c 2h 3s") == low8.rank


def test_extremes_of_each_kind() -> None:
    assert rank_high("7c 5d 4h 3s 2c") == 0
    assert rank_high("As Ks Qs Js Ts") == 7461
    assert rank_low_a5("Kc Kd Kh Ks Qc") == 0
    assert rank_low_a5("5c 4d 3h 2s Ac") == 6174
    assert rank_low_8("8c 7d 6h 5s 4c") == 0
    assert rank_low_8("5c 4d 3h 2s Ac Kd") == 55
    assert evaluate_low_8("9c 4d 3h 2s Ac Kd") is None


def test_value_is_frozen() -> None:
    value = evaluate_high("As Ks Qs Js Ts")
    with pytest.raises(AttributeError):
        value.rank = 3  # type: ignore[misc]


# The descriptions are held for the core and the reference together in test_reference_eval.py.


def test_repr() -> None:
    value = evaluate_high("Kh Ks Kd 9c 9h")
    assert value.rank == 7279
    assert repr(value) == (
        "HandValue(kind='high', rank=7279, category='full_house', cards='Ks Kh Kd 9h 9c')"
    )
    assert repr(evaluate_low_a5("5c 4d 3h 2s Ac")) == (
        "HandValue(kind='low_a5', rank=6174, category='high_card', cards='5c 4d 3h 2s Ac')"
    )


def test_chosen_five_order_and_suits() -> None:
    assert format_cards(evaluate_high("Ac Ad Kc Kd Qc Qd Jc").cards) == "Ad Ac Kd Kc Qd"
    assert format_cards(evaluate_low_a5("Ac Ad 2c 3c 4c 5h 9s").cards) == "5h 4c 3c 2c Ad"
    assert format_cards(evaluate_high("5d 4d 3d 2d Ad Ah").cards) == "5d 4d 3d 2d Ad"
    assert format_cards(evaluate_high("2h 5h 7h 9h Jh Jc Jd Js 3c").cards) == "Js Jh Jd Jc 9h"


def test_equality_and_hash_use_kind_and_rank_only() -> None:
    royal_spades = evaluate_high("As Ks Qs Js Ts")
    royal_hearts = evaluate_high("Ah Kh Qh Jh Th 2c 3d")
    assert royal_spades == royal_hearts
    assert hash(royal_spades) == hash(royal_hearts)
    assert royal_spades.cards != royal_hearts.cards
    assert len({royal_spades, royal_hearts}) == 1
    wheel_high = evaluate_high("5c 4d 3h 2s Ac")
    wheel_low = evaluate_low_a5("5c 4d 3h 2s Ac")
    assert wheel_high != wheel_low
    assert royal_spades != 7461
    assert royal_spades != "royal"


def test_ordering_within_a_kind() -> None:
    hands = ["7c 5d 4h 3s 2c", "Kh 9c 4d Ks 2h", "5c 4d 3h 2s Ac", "Kh Ks Kd 9c 9h"]
    values = [evaluate_high(text) for text in hands]
    assert values == sorted(values)
    assert values[0] < values[1] <= values[2] < values[3]
    assert values[3] > values[2] >= values[1]
    assert max(values).describe() == "Full house, kings over nines"
    assert evaluate_low_a5("5c 4d 3h 2s Ac") > evaluate_low_a5("8c 7d 5h 3s Ac")
    assert evaluate_low_a5("8c 7d 5h 3s Ac") > evaluate_low_a5("8c 8d 5h 3s Ac")


@pytest.mark.parametrize(
    "compare",
    [
        lambda a, b: a < b,
        lambda a, b: a <= b,
        lambda a, b: a > b,
        lambda a, b: a >= b,
    ],
)
def test_ordering_across_kinds_raises(compare: Callable[[HandValue, HandValue], bool]) -> None:
    high = evaluate_high("5c 4d 3h 2s Ac")
    low = evaluate_low_a5("5c 4d 3h 2s Ac")
    with pytest.raises(TypeError):
        compare(high, low)


def test_ordering_against_other_types_raises() -> None:
    with pytest.raises(TypeError):
        assert evaluate_high("5c 4d 3h 2s Ac") < 3  # type: ignore[operator]


def test_every_spelling_of_the_cards_gives_the_same_value() -> None:
    text = "As Kd 7c 2h 3s"
    ints = parse_cards(text)
    expected = evaluate_high(text)
    spellings: list[Callable[[], object]] = [
        lambda: "AsKd7c2h3s",
        lambda: "As, Kd, 7c, 2h, 3s",
        lambda: ints,
        lambda: tuple(ints),
        lambda: iter(ints),
        lambda: ["As", "Kd", "7c", "2h", "3s"],
        lambda: ["As", parse_card("Kd"), "7c", parse_card("2h"), "3s"],
    ]
    for cards in spellings:
        assert evaluate_high(cards()) == expected  # type: ignore[arg-type]
        assert evaluate_high(cards()).cards == expected.cards  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("cards", "quoted"),
    [
        ("As Kx Qs Js Ts", '"Kx"'),
        (["As", "Ks", "Qs", "Js", "1s"], '"1s"'),
        ("", '""'),
        ([51, 50, 49, 48, 52], "52"),
        ([51, 50, 49, 48, -1], "-1"),
        ([51, 50, 49, 48, 2**70], str(2**70)),
        ("As Ks Qs Js", "'As Ks Qs Js'"),
        (list(range(10)), "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9]"),
        ("As Ks Qs Js Ts As", "As"),
        ([0, 1, 2, 3, 0], "2c"),
    ],
)
def test_bad_cards_raise_invalid_card_error_quoting_the_input(cards: object, quoted: str) -> None:
    for function in (
        evaluate_high,
        evaluate_low_a5,
        evaluate_low_8,
        rank_high,
        rank_low_a5,
        rank_low_8,
    ):
        with pytest.raises(InvalidCardError) as raised:
            function(cards)  # type: ignore[arg-type]
        assert quoted in str(raised.value)


@pytest.mark.parametrize("count", [0, 1, 4, 10, 11, 52])
def test_wrong_card_counts_are_refused(count: int) -> None:
    cards = list(range(count))
    for function in (evaluate_high, rank_high, rank_low_a5, rank_low_8):
        with pytest.raises(InvalidCardError, match=f"got {count}"):
            function(cards)
        with pytest.raises(InvalidCardError, match=f"got {count}"):
            function(tuple(cards))
        with pytest.raises(InvalidCardError, match=f"got {count}"):
            function(iter(cards))


def test_duplicates_are_refused_in_every_form() -> None:
    forms: tuple[list[int], tuple[int, ...], list[int | str], str] = (
        [51, 50, 49, 48, 51],
        (51, 50, 49, 48, 51),
        ["As", "Ks", "Qs", "Js", 51],
        "As Ks Qs Js as",
    )
    for cards in forms:
        with pytest.raises(InvalidCardError, match="duplicate"):
            rank_high(cards)


def test_non_cards_raise_type_error() -> None:
    with pytest.raises(TypeError):
        rank_high([51, 50, 49, 48, 1.5])  # type: ignore[list-item]
    with pytest.raises(TypeError):
        rank_high(12345)  # type: ignore[arg-type]


# Hands built to have a known category.


def deal(rng: random.Random, ranks: list[int], flush: bool) -> list[int]:
    """Cards of the given ranks, one suit if `flush`, else random suits with no five alike."""
    if flush:
        suit = rng.randrange(4)
        return [4 * rank + suit for rank in ranks]
    while True:
        counts = Counter(ranks)
        cards: list[int] = []
        for rank, count in counts.items():
            cards += [4 * rank + suit for suit in rng.sample(range(4), count)]
        if max(Counter(card % 4 for card in cards).values()) < 5:
            rng.shuffle(cards)
            return cards


def is_straight(ranks: set[int]) -> bool:
    ordered = sorted(ranks)
    return len(ordered) == 5 and (ordered[4] - ordered[0] == 4 or ordered == [0, 1, 2, 3, 12])


def distinct_ranks(rng: random.Random, count: int, avoid: tuple[int, ...] = ()) -> list[int]:
    return rng.sample([r for r in range(13) if r not in avoid], count)


def constructed_five(rng: random.Random, category: str) -> list[int]:
    if category in ("straight", "straight_flush"):
        top = rng.randrange(3, 13)
        ranks = [12 if r < 0 else r for r in range(top - 4, top + 1)]
        return deal(rng, ranks, category == "straight_flush")
    if category in ("high_card", "flush"):
        while True:
            ranks = distinct_ranks(rng, 5)
            if not is_straight(set(ranks)):
                return deal(rng, ranks, category == "flush")
    shapes = {
        "pair": (2, 1, 1, 1),
        "two_pair": (2, 2, 1),
        "three_of_a_kind": (3, 1, 1),
        "full_house": (3, 2),
        "four_of_a_kind": (4, 1),
    }
    shape = shapes[category]
    ranks = distinct_ranks(rng, len(shape))
    return deal(rng, [r for r, n in zip(ranks, shape, strict=True) for _ in range(n)], False)


@pytest.mark.parametrize("category", HIGH_CATEGORIES)
def test_hands_built_for_a_category_evaluate_to_it(category: str) -> None:
    rng = random.Random(category)
    for _ in range(400):
        cards = constructed_five(rng, category)
        value = evaluate_high(cards)
        assert value.category == category, format_cards(cards)
        assert high_category_of_rank(value.rank) == category
        assert sorted(value.cards) == sorted(cards)


def random_hands(seed: int, count: int, sizes: range = range(5, 10)) -> Iterator[list[int]]:
    rng = random.Random(seed)
    for _ in range(count):
        yield rng.sample(range(52), rng.choice(sizes))


def test_the_chosen_five_is_the_best_five() -> None:
    """The chosen five come from the hand, score the hand's rank alone, and no five beats them."""
    for cards in random_hands(1, 1500):
        for evaluate, rank in (
            (evaluate_high, rank_high),
            (evaluate_low_a5, rank_low_a5),
            (evaluate_low_8, rank_low_8),
        ):
            value = evaluate(cards)
            best = max(
                (r for five in combinations(cards, 5) if (r := rank(five)) is not None),
                default=None,
            )
            if value is None:
                assert best is None
                continue
            assert value.rank == rank(cards) == best
            assert set(value.cards) <= set(cards)
            assert len(set(value.cards)) == 5
            assert rank(value.cards) == value.rank
            assert evaluate(value.cards) == value


def test_lows_by_construction() -> None:
    rng = random.Random(8)
    low_ranks = [12, 0, 1, 2, 3, 4, 5, 6]  # ace to eight
    for _ in range(2000):
        five = rng.sample(low_ranks, 5)
        extra = rng.sample(range(7, 12), rng.randrange(0, 5))
        cards = deal(rng, five + extra, False)
        low8 = evaluate_low_8(cards)
        assert low8 is not None
        assert low8.category == "high_card"
        assert evaluate_low_a5(cards).category == "high_card"
        # The five lowest ranks play, ace low, highest first.
        expected = sorted(five, key=lambda r: (r + 1) % 13, reverse=True)
        assert [card // 4 for card in low8.cards] == expected
        assert [card // 4 for card in evaluate_low_a5(cards).cards] == expected
    for _ in range(2000):
        ranks = rng.sample(range(7, 12), rng.randrange(1, 5)) + rng.sample(low_ranks, 4)
        assert rank_low_8(deal(rng, ranks, False)) is None


def test_five_card_counts_through_the_single_call_path() -> None:
    """Every five-card hand, one call each: the published category counts and 8-or-better count."""
    ranks = Counter(map(rank_high, combinations(range(52), 5)))
    assert len(ranks) == 7462
    counts = Counter[str]()
    for rank, n in ranks.items():
        counts[high_category_of_rank(rank)] += n
    assert [counts[c] for c in HIGH_CATEGORIES] == [
        1_302_540,
        1_098_240,
        123_552,
        54_912,
        10_200,
        5_108,
        3_744,
        624,
        40,
    ]
    qualifying = sum(r is not None for r in map(rank_low_8, combinations(range(52), 5)))
    assert qualifying == 57_344
