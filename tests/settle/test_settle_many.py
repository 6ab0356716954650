"""``settle_many``: the batch form gives what one call per hand gives, errors name the item."""

from __future__ import annotations

from collections import UserDict
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import studpoker
from studpoker import InvalidCardError, InvalidRuleError, SettlementError
from studpoker.reference import settle_many as reference_settle_many
from studpoker.reference.cards import to_cards
from tests.support.settle_strategies import (
    EXAMPLES,
    ODD_CHIP_POLICIES,
    SHOWDOWNS,
    faulty_args,
    settlement_args,
)

SettleMany = Callable[..., list[Any]]

HANDS = ["Kh 9c 4d Ks 2h", "Qc Qh Js 7d 3c"]
HI_LO_HANDS = ["Ks Kh Kd 9c Tc Jd 2s", "Ac 2c 3d 4h 6s Qd Qh"]


any_settlement = st.sampled_from(SHOWDOWNS).flatmap(
    lambda showdown: st.sampled_from(ODD_CHIP_POLICIES).flatmap(
        lambda odd_chip: settlement_args(showdown, odd_chip)
    )
)


@settings(
    max_examples=max(1, EXAMPLES // 4),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(batch=st.lists(any_settlement, max_size=6), as_tuples=st.booleans())
def test_a_batch_equals_one_call_per_hand(batch: list[dict[str, Any]], as_tuples: bool) -> None:
    order = (
        "contributions",
        "hands",
        "dealer",
        "showdown",
        "odd_chip",
        "hole_cards",
        "community",
        "dead",
    )
    items: list[Any] = batch
    if as_tuples:
        # a tuple has no place for the odd-chip half: its items settle by the default
        batch = [{k: v for k, v in args.items() if k != "odd_chip_half"} for args in batch]
        items = [tuple(args.get(name) for name in order) for args in batch]
    expected = [studpoker.settle(**args) for args in batch]
    assert studpoker.settle_many(items) == expected
    assert [repr(s) for s in reference_settle_many(items)] == [repr(s) for s in expected]


def with_int_cards(args: dict[str, Any]) -> dict[str, Any]:
    """The same hand as a program holding its cards as numbers passes it."""
    hands = [None if hand is None else to_cards(hand) for hand in args["hands"]]
    return {**args, "hands": hands}


def loop_of_settle(batch: list[dict[str, Any]]) -> tuple[list[Any], tuple[type, str] | None]:
    """What one `settle` call per item gives: the results up to the first item at fault, and
    that item's error class and message as `settle_many` words it."""
    results = []
    for index, args in enumerate(batch):
        try:
            results.append(studpoker.settle(**args))
        except Exception as err:  # every error class is compared
            return results, (type(err), f"settlements[{index}]: {err}")
    return results, None


@settings(
    max_examples=max(1, EXAMPLES // 4),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(
    hands=st.lists(any_settlement.map(with_int_cards), min_size=1, max_size=4),
    size=st.integers(0, 700),
    fault=st.none() | faulty_args(),
    data=st.data(),
)
def test_a_batch_of_int_cards_equals_a_loop_of_settle(
    hands: list[dict[str, Any]],
    size: int,
    fault: tuple[dict[str, Any], str] | None,
    data: st.DataObject,
) -> None:
    """Batches longer than the chunks the core reads them in, with a faulty row anywhere."""
    batch = [hands[index % len(hands)] for index in range(size)]
    if fault is not None:
        batch.insert(data.draw(st.integers(0, size), label="faulty row"), fault[0])
    expected, error = loop_of_settle(batch)
    if error is None:
        results = studpoker.settle_many(batch)
        assert results == expected
        assert [repr(r) for r in results] == [repr(r) for r in expected]
    else:
        with pytest.raises(error[0]) as raised:
            studpoker.settle_many(batch)
        assert str(raised.value) == error[1]


def test_batch_rules_apply_unless_an_item_names_its_own(settle_many: SettleMany) -> None:
    results = settle_many(
        [
            {"contributions": [3, 3], "hands": HI_LO_HANDS, "dealer": 0},
            ([3, 3], HI_LO_HANDS, 0, "high"),
        ],
        showdown="high_low_8",
    )
    assert results[0].pots[0].low_winners == (1,)
    assert results[0].payouts == (3, 3)
    assert results[1].pots[0].low_winners == ()
    assert results[1].payouts == (6, 0)


def test_tuples_follow_the_order_of_settle(settle_many: SettleMany) -> None:
    holes = ["Ks", "Ac"]
    item = ([3, 3], HI_LO_HANDS, 1, "high_chicago_low", "lowest_seat", holes)
    (result,) = settle_many([item])
    assert repr(result) == repr(
        studpoker.settle(
            [3, 3],
            HI_LO_HANDS,
            1,
            showdown="high_chicago_low",
            odd_chip="lowest_seat",
            hole_cards=holes,
        )
    )


def test_any_mapping_will_do(settle_many: SettleMany) -> None:
    item = UserDict({"contributions": [7, 7], "hands": HANDS, "dealer": 1})
    (result,) = settle_many([item])
    assert result.net == (7, -7)


def test_any_iterable_and_an_empty_batch(settle_many: SettleMany) -> None:
    assert settle_many([]) == []
    assert len(settle_many([[7, 7], HANDS, 1] for _ in range(3))) == 3


@pytest.mark.parametrize(
    ("items", "error", "message"),
    [
        ([([7, 7], HANDS, 1), ([7, -7], HANDS, 1)], SettlementError, r"settlements\[1\]: seat 1"),
        ([([7, 7], [HANDS[0], "Zz"], 1)], InvalidCardError, r"settlements\[0\]: seat 1: invalid"),
        ([([7, 7], HANDS, 1, "lowball")], InvalidRuleError, r"settlements\[0\]: unknown showdown"),
        ([{"contributions": [7, 7], "hands": HANDS}], TypeError, r"settlements\[0\]: missing"),
        ([{"contributions": [7], "hands": HANDS, "dealer": 0, "ante": 1}], TypeError, "'ante'"),
        ([([7, 7], HANDS)], TypeError, r"settlements\[0\]: a settlement tuple holds 3 to 10"),
        # The first item at fault wins, whether its fault is found reading it or settling it.
        ([([7, 7], HANDS, 5), ([7, 7], [HANDS[0], "Zz"], 1)], SettlementError, r"\[0\]: dealer"),
    ],
)
def test_the_first_item_at_fault_raises_its_class_with_its_index(
    settle_many: SettleMany, items: list[Any], error: type[Exception], message: str
) -> None:
    with pytest.raises(error, match=message):
        settle_many(items)


def test_an_unknown_batch_rule_is_refused_even_for_no_items(settle_many: SettleMany) -> None:
    with pytest.raises(InvalidRuleError, match="odd-chip policy"):
        settle_many([], odd_chip="dealer")


def test_threads_share_the_extension_safely() -> None:
    batch = [([7, 7], HANDS, 1), ([3, 3, 1], [*HI_LO_HANDS, None], 2, "high_low_8")] * 50
    expected = studpoker.settle_many(batch)
    with ThreadPoolExecutor(max_workers=4) as pool:
        results = list(pool.map(lambda _: studpoker.settle_many(batch), range(8)))
    assert all(result == expected for result in results)


@pytest.mark.parametrize(
    "settle_many", [studpoker.settle_many, reference_settle_many], ids=["core", "reference"]
)
def test_items_may_carry_community_cards(settle_many: Callable[..., Any]) -> None:
    # rules §2.1: the seventh item of a tuple, or the "community" key, as in settle()
    hands = ["7c Kd Ks 2h 9c Jd", "3c 4d 5h 6s Qc Qh"]
    as_tuple = ([10, 10], hands, 0, "high", "left_of_dealer", None, "7h")
    as_dict = {"contributions": [10, 10], "hands": hands, "dealer": 0, "community": ["7h"]}
    results = settle_many([as_tuple, as_dict])
    assert [r.pots[0].high_winners for r in results] == [(1,), (1,)]


def test_dead_chips_in_tuple_and_mapping_items(settle_many: SettleMany) -> None:
    single = studpoker.settle([3, 3], HANDS, 0, dead=4)
    results = settle_many(
        [
            ([3, 3], HANDS, 0, "high", "left_of_dealer", None, None, 4),
            {"contributions": [3, 3], "hands": HANDS, "dealer": 0, "dead": 4},
            ([3, 3], HANDS, 0),
        ]
    )
    assert [repr(result) for result in results[:2]] == [repr(single)] * 2
    assert sum(results[2].payouts) == 6


def test_bad_dead_chips_name_the_item(settle_many: SettleMany) -> None:
    with pytest.raises(SettlementError, match=r"settlements\[1\]: dead chips -2 are negative"):
        settle_many(
            [([3, 3], HANDS, 0), {"contributions": [3, 3], "hands": HANDS, "dealer": 0, "dead": -2}]
        )


def test_items_may_merge_pots_as_a_key_or_the_ninth_value(settle_many: SettleMany) -> None:
    """pokerkit's settlement per item: two odd pots over a losing all-in split once."""
    hands = ["2c 3d 4h 6s 8c", "Ac Kd Qh Js 9c", "Ad Kc Qs Jh 9d", None, None]
    contributions = [31, 52, 52, 11, 40]
    by_key = {"contributions": contributions, "hands": hands, "dealer": 0, "merge_pots": True}
    by_tuple = (contributions, hands, 0, "high", "left_of_dealer", None, None, None, True)
    plain = {"contributions": contributions, "hands": hands, "dealer": 0}
    results = settle_many([by_key, by_tuple, plain])
    assert [r.payouts for r in results] == [(0, 93, 93, 0, 0)] * 2 + [(0, 94, 92, 0, 0)]
