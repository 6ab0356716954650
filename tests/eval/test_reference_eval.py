"""The pure-Python reference against the published truths and the contract; the
hand descriptions are held for the core and the reference together."""

from __future__ import annotations

from collections import Counter
from itertools import combinations
from typing import Any

import pytest

import studpoker
import studpoker.reference
from studpoker.errors import InvalidCardError
from studpoker.reference import (
    HandValue,
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
from studpoker.reference.evaluate import class_count
from tests.support.refusals import quoted

FIVE_CARD_CATEGORY_COUNTS = {
    "straight_flush": 40,
    "four_of_a_kind": 624,
    "full_house": 3_744,
    "flush": 5_108,
    "straight": 10_200,
    "three_of_a_kind": 54_912,
    "two_pair": 123_552,
    "pair": 1_098_240,
    "high_card": 1_302_540,
}


def test_every_five_card_hand_has_the_published_counts() -> None:
    """All 2,598,960 hands, each one looked at.

    A five's high value depends only on its ranks and on whether its suits are all equal (suits
    never decide, rules §5.2), its lows on its ranks alone, so the reference evaluates the first
    real hand of each such bucket and the rest reuse that value. This keeps the sweep to a few
    seconds while every hand is still counted.
    """
    high_cache: dict[tuple[object, ...], HandValue] = {}
    low_cache: dict[tuple[int, ...], tuple[HandValue, HandValue | None]] = {}
    categories: Counter[str] = Counter()
    a5_classes: set[int] = set()
    qualifying_8 = 0
    hands = 0
    for five in combinations(range(52), 5):
        a, b, c, d, e = five
        ranks = (a >> 2, b >> 2, c >> 2, d >> 2, e >> 2)
        flush = (a & 3) == (b & 3) == (c & 3) == (d & 3) == (e & 3)
        high = high_cache.get((*ranks, flush))
        if high is None:
            high = high_cache[(*ranks, flush)] = evaluate_high(five)
        lows = low_cache.get(ranks)
        if lows is None:
            lows = low_cache[ranks] = (evaluate_low_a5(five), evaluate_low_8(five))
        hands += 1
        categories[high.category] += 1
        a5_classes.add(lows[0].rank)
        qualifying_8 += lows[1] is not None
    assert hands == 2_598_960
    assert dict(categories) == FIVE_CARD_CATEGORY_COUNTS
    assert {value.rank for value in high_cache.values()} == set(range(7_462))
    assert a5_classes == set(range(6_175))
    assert qualifying_8 == 57_344


def test_class_counts() -> None:
    assert class_count("high") == 7_462
    assert class_count("low_a5") == 6_175
    assert class_count("low_8") == 56


IMPLEMENTATIONS = [
    pytest.param(studpoker, id="core"),
    pytest.param(studpoker.reference, id="reference"),
]


@pytest.mark.parametrize("impl", IMPLEMENTATIONS)
@pytest.mark.parametrize(
    ("cards", "said"),
    [
        ("As Ks Qs Js Ts", "Royal flush"),
        ("9h 8h 7h 6h 5h", "Straight flush, nine high"),
        ("9c 9d 9h 9s 2c", "Four of a kind, nines"),
        ("Kh Ks Kd 9c 9h", "Full house, kings over nines"),
        ("Ad 9d 7d 4d 2d", "Flush, ace high"),
        ("Ad Jd 8d 4d 2d", "Flush, ace high"),
        ("5d 4c 3d 2d Ad", "Straight, five high"),
        ("5c 4d 3h 2s Ac", "Straight, five high"),
        ("7c 7d 7s Kd 2h", "Three of a kind, sevens"),
        ("7c 7d 7h Kd 2s", "Three of a kind, sevens"),
        ("Ac Ad 8s 8h 3c", "Two pair, aces and eights"),
        ("Ac Ad 8h 8s 2c", "Two pair, aces and eights"),
        ("Kh 9c 4d Ks 2h", "Pair of kings"),
        ("Ac Jd 9h 5s 3c", "High card, ace"),
        ("Ac Jd 8h 4s 2c", "High card, ace"),
        ("Qs 2h Kd Jc Th Td Ad", "Straight, ace high"),
    ],
)
def test_high_descriptions(impl: Any, cards: str, said: str) -> None:
    assert impl.evaluate_high(cards).describe() == said


@pytest.mark.parametrize("impl", IMPLEMENTATIONS)
def test_low_descriptions(impl: Any) -> None:
    assert impl.evaluate_low_a5("8c 7d 5h 3s Ac").describe() == "Eight-seven low"
    assert impl.evaluate_low_a5("5c 4d 3h 2s Ac Kc").describe() == "Five-four low"
    assert impl.evaluate_low_a5("Kc Kd 5h 5s Ac 9c 9d").describe() == "Pair of fives"
    for seven in ("8c 7d 5h 3s Ac Kd Ks", "8c 7d 5h 3s Ac Kd Kh"):
        low = impl.evaluate_low_8(seven)
        assert low is not None
        assert low.describe() == "Eight-seven low"


@pytest.mark.parametrize(
    ("cards", "rank"),
    [
        ("7c 5d 4h 3s 2c", 0),  # the worst high hand
        ("Ac Kd Qh Js 9c", 1_276),  # the best of the 1,277 high-card classes
        ("2c 2d 5h 4s 3c", 1_277),  # the worst pair, right above them
        ("As Ks Qs Js Ts", 7_461),
        ("Ac Ad Ah As Kc", 7_451),  # four aces, king: the best hand below the straight flushes
        ("5h 4h 3h 2h Ah", 7_452),  # the steel wheel, the lowest straight flush
        ("Kh Ks Kd 9c 9h", 7_279),  # Cactus Kev's class 183, counted from the top
    ],
)
def test_known_high_ranks(cards: str, rank: int) -> None:
    assert rank_high(cards) == rank


def test_extremes_of_the_lows() -> None:
    assert rank_low_a5("Kc Kd Kh Ks Qc") == 0
    assert rank_low_a5("5c 4d 3h 2s Ac") == 6_174
    assert rank_low_a5("6c 4d 3h 2s Ac") == 6_173
    assert rank_low_a5("5c 5d 4h 3s 2c Ad Ah 3c 4c") == 6_174  # 9 cards, the wheel inside
    assert rank_low_8("8c 7d 6h 5s 4c") == 0
    assert rank_low_8("8c 7d 6h 5s 3c") == 1
    assert rank_low_8("5c 4d 3h 2s Ac Kd") == 55
    assert rank_low_8("9c 4d 3h 2s Ac Kd") is None  # four low ranks only
    assert rank_low_8("Ac Ad 2c 2d 3h 3s 4c 4d 9s") is None  # paired: no five distinct ranks
    assert evaluate_low_8("Kc Qd Jh Ts 9c") is None


def test_straights_and_flushes_do_not_hurt_a_low() -> None:
    assert rank_low_a5("5h 4h 3h 2h Ah") == 6_174
    assert rank_low_8("5h 4h 3h 2h Ah") == 55


def test_nine_cards_choose_the_best_five() -> None:
    value = evaluate_high("2c 3c 4c 5c 7d 8d Jh Qs 6c")
    assert value.category == "straight_flush"
    assert format_cards(value.cards) == "6c 5c 4c 3c 2c"
    value = evaluate_high("Ac Ad Ah As Kc Kd Kh Ks Qc")
    assert format_cards(value.cards) == "As Ah Ad Ac Ks"


def test_cards_are_most_significant_first_with_the_higher_suits() -> None:
    assert format_cards(evaluate_high("Ac Ad Kc Kd Qc Qd Jc").cards) == "Ad Ac Kd Kc Qd"
    assert format_cards(evaluate_high("Kh Ks Kd 9c 9h").cards) == "Ks Kh Kd 9h 9c"
    assert format_cards(evaluate_high("5d 4c 3d 2d Ad").cards) == "5d 4c 3d 2d Ad"
    assert format_cards(evaluate_low_a5("Ac Ad 2c 3c 4c 5h 9s").cards) == "5h 4c 3c 2c Ad"
    assert format_cards(evaluate_low_a5("Kc Kd 5h 5s Ac 9c 9d").cards) == "5s 5h Kd 9d Ac"


def test_hand_value_equality_hash_and_order() -> None:
    offsuit = evaluate_high("As Kd Qh Js 9c")
    same = evaluate_high("Ac Kh Qd Jc 9s")
    assert offsuit == same
    assert hash(offsuit) == hash(same)
    assert offsuit.cards != same.cards  # equality ignores the cards themselves
    assert len({offsuit, same}) == 1
    better = evaluate_high("2c 2d 5h 4s 3c")
    assert offsuit < better <= better
    assert better > offsuit >= same
    low = evaluate_low_a5("As Kd Qh Js 9c")
    assert low != offsuit
    with pytest.raises(TypeError):
        _ = low < offsuit
    with pytest.raises(TypeError):
        _ = offsuit >= low
    assert offsuit != (offsuit.kind, offsuit.rank)


def test_hand_value_is_frozen_and_reprs_like_the_core() -> None:
    value = evaluate_high("Kh Ks Kd 9c 9h")
    assert repr(value) == (
        "HandValue(kind='high', rank=7279, category='full_house', cards='Ks Kh Kd 9h 9c')"
    )
    with pytest.raises(AttributeError):
        value.rank = 0  # type: ignore[misc]


@pytest.mark.parametrize("evaluate", [evaluate_high, evaluate_low_a5, evaluate_low_8])
@pytest.mark.parametrize(
    ("cards", "message"),
    [
        ("As Ks Qs Js", "expected 5 to 9 cards, got 4"),
        ("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc", "expected 5 to 9 cards, got 10"),
        ("As Ks Qs Js as", "duplicate card As"),
        ([0, 1, 2, 3, 52], "invalid card 52"),
        ([0, 1, 2, 3, -1], "invalid card -1"),
        ("As Ks Qs Js Tx", quoted("Tx")),
        ("", quoted("")),
    ],
)
def test_bad_hands_raise_invalid_card_error(
    evaluate: object, cards: str | list[int], message: str
) -> None:
    assert callable(evaluate)
    with pytest.raises(InvalidCardError, match=message):
        evaluate(cards)


def test_card_text_like_the_core() -> None:
    assert parse_card("2c") == 0
    assert parse_card("As") == 51
    for spelling in ("As", "as", "AS", "A♠", "a♤", " As\t"):
        assert parse_card(spelling) == 51
    assert parse_card("10d") == parse_card("Td") == parse_card("td")
    assert parse_cards("As Kd 7c") == parse_cards("AsKd7c") == parse_cards("A♠, K♦, 7♣")
    assert parse_cards("10d10h") == parse_cards("Td Th")
    assert parse_cards(["As", "Kd", 20]) == [51, 45, 20]
    for bad, named in [("Zs", "Zs"), ("As Kx", "Kx"), ("", ""), ("1s", "1s"), ("AsKdx", "x")]:
        with pytest.raises(InvalidCardError, match=quoted(named)):
            parse_cards(bad)
    with pytest.raises(TypeError, match="float"):
        parse_cards([1.5])  # type: ignore[list-item]
