"""2-7 razz's low (deuce-to-seven): the published order, the core against the reference on random
hands, showing orders and pots, the batch path, and the refusals of wild cards.

The five-card sweep of every hand is in ``test_eval_differential.py``.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studpoker import _core as rust
from studpoker import reference
from studpoker.errors import InvalidCardError, InvalidRuleError
from tests.support.sweeps import sweep_size

EXAMPLES = sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 300, 5_000)

# Best first, as the published 2-7 tables order them (deuce-to-seven lowball).
BEST_FIRST = (
    ("7c 5d 4h 3s 2c", "high_card"),  # "number one": the best hand
    ("7c 6d 4h 3s 2c", "high_card"),  # the second best
    ("7c 6d 5h 3s 2c", "high_card"),
    ("7c 6d 5h 4s 2c", "high_card"),  # the best 7-6-5-4 (7-6-5-4-3 is a straight)
    ("8c 5d 4h 3s 2c", "high_card"),  # the best eight
    ("8c 7d 6h 5s 3c", "high_card"),
    ("9c 5d 4h 3s 2c", "high_card"),
    ("Kc Qd Jh Ts 8c", "high_card"),  # the worst king high
    ("Ac 5d 4h 3s 2c", "high_card"),  # ace high (the ace is never low): below every king high
    ("Ac Kd Qh Js 9c", "high_card"),  # the worst hand without a pair
    ("2c 2d 5h 4s 3c", "pair"),  # a pair loses to any hand without one
    ("Ac Ad Kh Qs Jc", "pair"),
    ("2c 2d 3h 3s 4c", "two_pair"),
    ("2c 2d 2h 3s 4c", "three_of_a_kind"),
    ("6c 5d 4h 3s 2c", "straight"),  # a straight is worse than trips
    ("Ac Kd Qh Js Tc", "straight"),
    ("7c 5c 4c 3c 2c", "flush"),  # a flush is worse than a straight
    ("Ac 5c 4c 3c 2c", "flush"),  # no straight flush: the ace is high
    ("2c 2d 2h 3s 3c", "full_house"),
    ("2c 2d 2h 2s 3c", "four_of_a_kind"),
    ("6c 5c 4c 3c 2c", "straight_flush"),
    ("Ac Kc Qc Jc Tc", "straight_flush"),  # the royal flush: the worst hand of all
)


@pytest.mark.parametrize("module", [rust, reference], ids=["core", "reference"])
def test_the_published_order_best_first(module: Any) -> None:
    values = [module.evaluate_low_27(text) for text, _ in BEST_FIRST]
    assert [v.category for v in values] == [category for _, category in BEST_FIRST]
    assert values[0].rank == 7_461
    assert values[-1].rank == 0
    for index in range(len(values) - 1):
        better, worse = BEST_FIRST[index][0], BEST_FIRST[index + 1][0]
        assert values[index] > values[index + 1], f"{better} should beat {worse}"
    assert values[0].describe() == "Seven-five low"
    assert values[8].describe() == "Ace-five low"
    assert values[-1].describe() == "Royal flush"
    assert values[0].kind == "low_27"


@pytest.mark.parametrize("module", [rust, reference], ids=["core", "reference"])
def test_the_best_five_of_seven_has_the_lowest_high_value(module: Any) -> None:
    def best(text: str) -> str:
        return str(module.format_cards(module.evaluate_low_27(text).cards))

    assert best("7h 5h 4h 3h 2h 2c Kd") == "7h 5h 4h 3h 2c"  # the unsuited number one
    assert best("8h 7h 5h 4h 3h 2h Kc") == "Kc 5h 4h 3h 2h"  # king high beats any flush
    assert best("3c 4d 5h 6s 7c 8d 9h") == "8d 6s 5h 4d 3c"  # the eight breaks the straight
    assert best("6d 5d 4d 3d 2d 2c 3c") == "2d 2c 5d 4d 3d"  # a pair beats a straight


hands = st.lists(st.integers(0, 51), min_size=5, max_size=9, unique=True)
sevens = st.lists(st.integers(0, 51), min_size=7, max_size=7, unique=True)


def _fields(value: Any) -> tuple[object, ...]:
    return (value.kind, value.rank, value.category, tuple(value.cards), value.describe())


@settings(max_examples=EXAMPLES, deadline=None)
@given(cards=sevens, other=sevens)
def test_seven_card_hands_match_the_reference(cards: list[int], other: list[int]) -> None:
    mine, expected = rust.evaluate_low_27(cards), reference.evaluate_low_27(cards)
    assert _fields(mine) == _fields(expected)
    assert rust.rank_low_27(cards) == expected.rank
    theirs = reference.evaluate_low_27(other)
    assert (mine < rust.evaluate_low_27(other)) == (expected < theirs)


# Seven cards crowded into two suits and few ranks: flushes, straights and pairs together.
crowded = st.lists(
    st.builds(lambda rank, suit: 4 * rank + suit, st.integers(0, 6), st.integers(0, 1)),
    min_size=5,
    max_size=9,
    unique=True,
)


@settings(max_examples=EXAMPLES, deadline=None)
@given(cards=crowded)
def test_crowded_hands_match_the_reference(cards: list[int]) -> None:
    assert _fields(rust.evaluate_low_27(cards)) == _fields(reference.evaluate_low_27(cards))


def test_the_batch_path_gives_the_single_calls_ranks() -> None:
    numpy = pytest.importorskip("numpy")
    rng = numpy.random.default_rng(27)
    for width in range(5, 10):
        rows = numpy.array([rng.permutation(52)[:width] for _ in range(2_000)], dtype=numpy.uint8)
        ranks = rust.rank_low_27_many(rows, threads=2)
        assert [int(r) for r in ranks] == [rust.rank_low_27(row.tolist()) for row in rows]
    bad = numpy.array([[0, 0, 1, 2, 3]], dtype=numpy.uint8)
    with pytest.raises(Exception, match="row 0"):
        rust.rank_low_27_many(bad)


def test_counting_every_five_card_hand_gives_the_2_7_categories() -> None:
    counts = rust.count_hands(5, "low_27", [], threads=2)
    assert counts[1] == [1_303_560, 1_098_240, 123_552, 54_912, 9_180, 5_112, 3_744, 624, 36]
    assert sum(counts[0]) == 2_598_960
    assert all(count > 0 for count in counts[0])


doors = st.lists(st.integers(0, 51), min_size=2, max_size=8, unique=True)


@settings(max_examples=EXAMPLES, deadline=None)
@given(cards=doors)
def test_the_highest_door_card_ace_high_brings_in(cards: list[int]) -> None:
    seat = rust.bring_in_seat(cards, "highest")
    assert seat == reference.bring_in_seat(cards, "highest")
    assert cards[seat] == max(cards)  # 4 * rank + suit: the highest rank, then the higher suit


def test_an_ace_brings_in_where_razz_would_bring_in_the_king() -> None:
    table = rust.parse_cards("Kd Ah 3c")
    assert rust.bring_in_seat(table, "highest") == 1
    assert rust.bring_in_seat(table, "highest_ace_low") == 0


up_hands = st.lists(
    st.lists(st.integers(0, 51), min_size=1, max_size=5, unique=True), min_size=2, max_size=5
)


@settings(max_examples=EXAMPLES, deadline=None)
@given(hands=up_hands, tie=st.sampled_from(["suit", "suit_of_group", "position"]))
def test_the_2_7_showing_order_matches_the_reference(hands: list[list[int]], tie: str) -> None:
    seen = [card for hand in hands for card in hand]
    if len(set(seen)) != len(seen):
        return
    size = len(hands[0])
    table = [hand[:size] if len(hand) >= size else None for hand in hands]
    table[0] = hands[0]
    args: dict[str, Any] = {"low": True, "tie": tie, "aces": "high"}
    assert rust.first_to_act(table, 0, **args) == reference.first_to_act(table, 0, **args)
    for hand in hands:
        assert rust.showing_hand(hand, low=True, aces="high") == reference.showing_hand(
            hand, low=True, aces="high"
        )


def test_the_lowest_2_7_showing_hand_acts_first() -> None:
    def first(*texts: str) -> int:
        return int(
            rust.first_to_act([rust.parse_cards(t) for t in texts], 0, low=True, aces="high")
        )

    assert first("Ac 2d", "Kc 2h") == 1  # the ace is high
    assert first("3c 3d", "Ks Qh") == 1  # a pair is bad
    assert first("6c 5d 4h 3s 2c", "Kc Kd 9h 8s 2d") == 1  # five up cards: a straight is bad
    assert rust.first_to_act([[0, 4], [51, 1]], 0, low=True) == 1  # A-5 razz: the ace is low


@pytest.mark.parametrize("module", [rust, reference], ids=["core", "reference"])
def test_wild_cards_and_unknown_readings_are_refused(module: Any) -> None:
    with pytest.raises(InvalidRuleError):
        module.first_to_act([[0], [5]], 0, low=True, aces="high", wild="2")
    with pytest.raises(InvalidRuleError):
        module.showing_hand([0, 5], low=True, aces="high", wild="2")
    with pytest.raises(InvalidRuleError):
        module.first_to_act([[0], [5]], 0, low=True, aces="sideways")
    for cards in ([], [0, 0], list(range(10))):
        with pytest.raises(InvalidCardError):
            module.showing_hand(cards, low=True, aces="high")
    hands = [module.parse_cards("7c 5d 4h 3s 2c"), module.parse_cards("8c 5h 4d 3c 2d")]
    with pytest.raises(InvalidRuleError):
        module.settle([10, 10], hands, 0, showdown="low_27", wild="2")


def test_the_batch_path_takes_no_wild_cards() -> None:
    with pytest.raises(TypeError):
        rust.rank_low_27_many(b"\x00\x01\x02\x03\x04", wild="2")  # type: ignore[call-arg]


settle_hands = st.lists(st.integers(0, 51), min_size=21, max_size=21, unique=True)


@settings(max_examples=EXAMPLES, deadline=None)
@given(cards=settle_hands, bets=st.lists(st.integers(1, 50), min_size=3, max_size=3))
def test_pots_go_to_the_best_2_7_low_as_in_the_reference(cards: list[int], bets: list[int]) -> None:
    hands = [cards[0:7], cards[7:14], cards[14:21]]
    mine = rust.settle(bets, hands, 0, showdown="low_27")
    theirs = reference.settle(bets, hands, 0, showdown="low_27")
    assert list(mine.payouts) == list(theirs.payouts)
    # Equal bets make one pot: the best 2-7 lows share it.
    level = rust.settle([bets[0]] * 3, hands, 0, showdown="low_27")
    best = max(reference.rank_low_27(hand) for hand in hands)
    winners = {s for s, hand in enumerate(hands) if reference.rank_low_27(hand) == best}
    assert [set(pot.winners) for pot in level.pots] == [winners]


def test_ace_five_loses_to_the_worst_king_high() -> None:
    hands = [rust.parse_cards("Ac 5d 4h 3s 2c"), rust.parse_cards("Kc Qd Jh Ts 8c")]
    for module in (rust, reference):
        assert list(module.settle([10, 10], hands, 0, showdown="low_27").payouts) == [0, 20]
        assert list(module.settle([10, 10], hands, 0, showdown="low_a5").payouts) == [20, 0]
