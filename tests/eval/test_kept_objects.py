"""Result objects hold no Python object, so the cycle collector does not track them: a program
that keeps millions of hand values or settlements pays no collection for them. They still
compare, hash, and free normally."""

from __future__ import annotations

import gc
import weakref

import pytest

from studpoker import (
    InvalidCardError,
    evaluate_high,
    evaluate_low_8,
    evaluate_low_a5,
    parse_cards,
    settle,
    settle_many,
)


def test_hand_values_are_not_tracked_and_behave_as_before() -> None:
    values = [evaluate_high("As Ks Qs Js Ts 2c"), evaluate_low_a5("5c 4d 3h 2s Ac")]
    low = evaluate_low_8("8c 7d 5h 3s Ac Kd")
    assert low is not None
    values.append(low)
    for value in values:
        assert not gc.is_tracked(value)
    assert values[0] == evaluate_high("As Ks Qs Js Ts")
    assert len({values[0], evaluate_high("As Ks Qs Js Ts")}) == 1
    assert values[0].describe() == "Royal flush"


def test_settlements_and_pots_are_not_tracked() -> None:
    result = settle([50, 50], [[51, 47, 43, 39, 35], [0, 4, 9, 13, 18]], 0)
    assert not gc.is_tracked(result)
    assert all(not gc.is_tracked(pot) for pot in result.pots)
    many = settle_many([([50, 50], [[51, 47, 43, 39, 35], [0, 4, 9, 13, 18]], 0)] * 3)
    assert all(not gc.is_tracked(item) for item in many)
    assert many[0] == result
    assert result.payouts == (100, 0)


def test_many_kept_values_survive_collections() -> None:
    kept = [evaluate_high([card, 51 - card, 20, 21, 30]) for card in range(10) for _ in range(500)]
    gc.collect()
    assert sum(value.rank for value in kept[:500]) == kept[0].rank * 500
    del kept
    gc.collect()


def test_results_take_no_weak_references() -> None:
    """Unchanged by untracking: the classes never supported them."""
    with pytest.raises(TypeError):
        weakref.ref(evaluate_high("As Ks Qs Js Ts"))


def test_int_cards_and_text_settle_alike() -> None:
    hands_text = ["As Ah Ad Kc Kd", "Qs Qh 2c 3d 9h", "Js Jh 4c 5d 7h"]
    hands_int = [parse_cards(hand) for hand in hands_text]
    hands_tuple = [tuple(hand) for hand in hands_int]
    expected = settle([50, 120, 100], hands_text, 0)
    assert settle([50, 120, 100], hands_int, 0) == expected
    assert settle([50, 120, 100], hands_tuple, 0) == expected


@pytest.mark.parametrize("bad", [[51, 51, 43, 39, 35], [51, 52, 43, 39, 35], [51, -1, 43, 39, 35]])
def test_bad_int_cards_still_name_the_seat(bad: list[int]) -> None:
    with pytest.raises(InvalidCardError, match=r"^seat 1: "):
        settle([50, 50], [[0, 4, 9, 13, 18], bad], 0)
