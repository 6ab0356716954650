"""``settle(..., wild=)``: the wild cards of the hand contests (rules §5.2, §6 notes), the core
against the reference on random settlements of hands of 5 to 11 cards, and named cases."""

from __future__ import annotations

import os
import random
from typing import Any

import pytest

import studpoker
from studpoker import InvalidCardError, parse_cards
from studpoker.games.wild_rules import STATIC_WILD, follow_the_queen
from studpoker.reference import settle as reference_settle

SETTLEMENTS = int(os.environ.get("STUDPOKER_WILD_SETTLEMENTS", "400"))
SHOWDOWNS = ("high", "low_a5", "high_low_8", "high_chicago_low", "high_chicago_high")


def same(core: Any, reference: Any) -> None:
    assert repr(core) == repr(reference)
    for ours, theirs in zip(core.pots, reference.pots, strict=True):
        assert (ours.high_winners, ours.low_winners, ours.shares) == (
            theirs.high_winners,
            theirs.low_winners,
            theirs.shares,
        )
    assert core.net == reference.net


def test_a_wild_card_wins_the_pot() -> None:
    hands = [parse_cards("Kc Kd Kh 3s 7d 8c 2h"), parse_cards("Ac Ad Ah As 9d 8h 4c")]
    plain = studpoker.settle([10, 10], hands, 0)
    assert plain.net == (-10, 10)  # four aces beat three kings
    for impl in (studpoker.settle, reference_settle):
        wild = impl([10, 10], hands, 0, wild="3 9")
        assert wild.net == (-10, 10)  # four kings lose to five aces (the 9d is wild too)
        five = impl([10, 10], hands, 0, wild="3 2")
        assert five.net == (10, -10)  # five kings (3s and 2h wild) beat four aces


def test_eleven_cards_are_taken_only_with_wild_cards() -> None:
    deck = parse_cards("Ac Ad Ah 2c 2d 2h 3c 3d 3h 4c 4d")
    other = parse_cards("5c 5d 5h 6c 6d 6h 7c 7d 7h 8c 8d")
    for impl in (studpoker.settle, reference_settle):
        result = impl([5, 5], [deck, other], 1, wild=STATIC_WILD["baseball"])
        assert result.net == (5, -5)  # five aces (the three 3s wild) beat sevens full
        with pytest.raises(InvalidCardError, match="seat 0"):
            impl([5, 5], [deck, other], 1)


def test_the_spade_in_the_hole_is_never_wild() -> None:
    # Queens wild: seat 0's Qs in the hole is still the queen of spades for the spade half.
    hands = [parse_cards("Qs 2c 3d 5h 8c 9d Jc"), parse_cards("Ks 2d 3h 5c 8d 9h Jd")]
    holes = [parse_cards("Qs 2c 3d"), parse_cards("Ks 2d 3h")]
    for impl in (studpoker.settle, reference_settle):
        low = impl([10, 10], hands, 0, showdown="high_chicago_low", hole_cards=holes, wild="Q")
        assert low.pots[0].low_winners == (0,)  # the queen of spades is lower than the king
        high = impl([10, 10], hands, 0, showdown="high_chicago_high", hole_cards=holes, wild="Q")
        assert high.pots[0].low_winners == (1,)


def test_an_empty_wild_set_is_the_plain_settlement() -> None:
    hands = [parse_cards("Kc Kd Kh 3s 7d"), parse_cards("Ac Ad Ah As 9d")]
    assert studpoker.settle([4, 4], hands, 0, wild=()) == studpoker.settle([4, 4], hands, 0)


def test_random_settlements_agree_with_the_reference() -> None:
    rng = random.Random(6)
    wild_sets = [*STATIC_WILD.values(), follow_the_queen(parse_cards("Qh 7c"))]
    for _ in range(SETTLEMENTS):
        seats = rng.randint(2, 4)
        size = rng.randint(5, 11)
        deck = rng.sample(range(52), seats * size)
        hands: list[list[int] | None] = [deck[i * size : (i + 1) * size] for i in range(seats)]
        if seats > 2 and rng.random() < 0.3:
            hands[rng.randrange(seats)] = None
        # a seat without a claim never put in the most (it folded to a bet)
        contributions = [rng.randint(1, 30) if h is not None else 1 for h in hands]
        showdown = rng.choice(SHOWDOWNS)
        holes = [None if h is None else h[:3] for h in hands]
        kwargs: dict[str, Any] = {
            "showdown": showdown,
            "odd_chip": rng.choice(["left_of_dealer", "lowest_seat", "high_card_by_suit"]),
            "wild": rng.choice(wild_sets),
        }
        if "chicago" in showdown:
            kwargs["hole_cards"] = holes
        dealer = rng.randrange(seats)
        same(
            studpoker.settle(contributions, hands, dealer, **kwargs),
            reference_settle(contributions, hands, dealer, **kwargs),
        )


def test_a_batch_item_takes_its_own_wild_set() -> None:
    hands = [parse_cards("Kc Kd Kh 3s 7d 8c 2h"), parse_cards("Ac Ad Ah As 9d 8h 4c")]
    items: list[Any] = [
        {"contributions": [10, 10], "hands": hands, "dealer": 0, "wild": "3 2"},
        ([10, 10], hands, 0, None, None, None, None, None, None, "3 2"),
        ([10, 10], hands, 0),  # no wild set: the plain settlement, not the item's before
        {"contributions": [10, 10], "hands": hands, "dealer": 0, "wild": None},
    ]
    for impl in (studpoker, studpoker.reference):
        results = impl.settle_many(items)
        assert [result.net for result in results] == [(10, -10), (10, -10), (-10, 10), (-10, 10)]
        for result, item in zip(results, items, strict=True):
            given = item if isinstance(item, dict) else {"wild": item[9] if len(item) > 9 else None}
            same(result, reference_settle([10, 10], hands, 0, wild=given["wild"]))
    with pytest.raises(InvalidCardError, match=r"settlements\[0\]"):
        studpoker.settle_many([{"contributions": [1, 1], "hands": hands, "dealer": 0, "wild": "Z"}])
