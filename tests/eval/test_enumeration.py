"""Exhaustive counts against the published tables and brute force with dead cards.

All seven-card hands run by default (three sweeps of 133,784,560 hands, well under a few seconds
in all); the brute-force comparison with dead cards walks a small deck.
"""

from __future__ import annotations

from itertools import combinations

import pytest

from studpoker import (
    HandCounts,
    InvalidCardError,
    InvalidRuleError,
    count_hands,
    rank_high,
    rank_low_8,
    rank_low_a5,
)
from studpoker.enumeration import CATEGORIES

SEVEN_CARD_HIGH = {
    "high_card": 23_294_460,
    "pair": 58_627_800,
    "two_pair": 31_433_400,
    "three_of_a_kind": 6_461_620,
    "straight": 6_180_020,
    "flush": 4_047_644,
    "full_house": 3_473_184,
    "four_of_a_kind": 224_848,
    "straight_flush": 41_584,
}
FIVE_CARD_HIGH = {
    "high_card": 1_302_540,
    "pair": 1_098_240,
    "two_pair": 123_552,
    "three_of_a_kind": 54_912,
    "straight": 10_200,
    "flush": 5_108,
    "full_house": 3_744,
    "four_of_a_kind": 624,
    "straight_flush": 40,
}


def test_all_seven_card_hands_give_the_published_high_table() -> None:
    counts = count_hands(7, "high")
    assert counts.total == 133_784_560
    assert dict(counts.categories) == SEVEN_CARD_HIGH
    assert list(counts.categories) == list(CATEGORIES)
    assert sum(1 for n in counts.classes if n) == 4_824


def test_all_seven_card_hands_give_the_published_low_tables() -> None:
    low = count_hands(7, "low_a5")
    assert low.total == 133_784_560
    assert low.classes[6174] == 781_824  # wheels
    assert low.total - low.categories["high_card"] == 6_169_072  # paired lows
    eight = count_hands(7, "low_8", threads=1)
    assert eight.total - eight.no_low == 24_530_944
    assert eight.categories == {"high_card": 24_530_944}
    assert eight.classes[55] == 781_824


def test_all_five_card_hands() -> None:
    high = count_hands(5)
    assert dict(high.categories) == FIVE_CARD_HIGH
    assert len(high.classes) == 7_462
    assert all(high.classes)
    assert count_hands(5, "low_8").total - count_hands(5, "low_8").no_low == 57_344
    low = count_hands(5, "low_a5")
    assert len(low.classes) == 6_175
    assert all(low.classes)
    assert count_hands(6).total == 20_358_520


@pytest.mark.parametrize("size", [5, 6])
def test_dead_cards_match_brute_force(size: int) -> None:
    dead = "2c 2d 3h 5s 7c 8d 9h Tc Jd Qh Ks Ac Ad Ah As 4c 4d 6h 6s 9c 9d Th Ts Jc Jh Qs Kc"
    counts = {kind: count_hands(size, kind, dead=dead) for kind in ("high", "low_a5", "low_8")}
    live = [card for card in range(52) if card not in counts["high"].dead]
    expected_high = [0] * 7462
    expected_low = [0] * 6175
    expected_eight = [0] * 56
    no_low = 0
    for hand in combinations(live, size):
        expected_high[rank_high(hand)] += 1
        expected_low[rank_low_a5(hand)] += 1
        eight = rank_low_8(hand)
        if eight is None:
            no_low += 1
        else:
            expected_eight[eight] += 1
    assert list(counts["high"].classes) == expected_high
    assert list(counts["low_a5"].classes) == expected_low
    assert list(counts["low_8"].classes) == expected_eight
    assert counts["low_8"].no_low == no_low
    assert counts["high"].no_low == 0


def test_the_result_is_frozen() -> None:
    counts = count_hands(5, "low_8", dead=[0, 1])
    assert isinstance(counts, HandCounts)
    assert counts.dead == (0, 1)
    with pytest.raises(AttributeError):
        counts.size = 7  # type: ignore[misc]
    with pytest.raises(TypeError):
        counts.categories["pair"] = 1  # type: ignore[index]


@pytest.mark.parametrize("size", [4, 8, -1])
def test_sizes_outside_five_to_seven_are_refused(size: int) -> None:
    with pytest.raises(InvalidCardError, match="5 to 7"):
        count_hands(size)


def test_bad_dead_cards_and_kinds_are_refused() -> None:
    with pytest.raises(InvalidCardError, match="duplicate"):
        count_hands(5, dead=[3, 3])
    with pytest.raises(InvalidCardError):
        count_hands(5, dead="Zz")
    with pytest.raises(InvalidRuleError, match="low_a5"):
        count_hands(5, "razz")  # type: ignore[arg-type]
