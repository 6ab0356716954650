"""Prize money (rules §10.4, §10.10): the pool, each place's whole-unit prize, the units left over
to the best places, fewer entries than paid places, and tied places shared to the unit."""

from __future__ import annotations

import itertools
import random

import pytest

from studpoker import InvalidSetupError, Payouts
from studpoker.tournament.payouts import split_evenly


def test_the_prizes_add_up_to_the_pool_whatever_the_rounding() -> None:
    rng = random.Random(21)
    for _ in range(2_000):
        shares = tuple(
            sorted((rng.randint(1, 1000) for _ in range(rng.randint(1, 9))), reverse=True)
        )
        payouts = Payouts(shares, rng.randint(1, 10_000))
        entries = rng.randint(1, 40)
        prizes = payouts.prizes(entries)
        assert len(prizes) == entries
        assert sum(prizes) == payouts.pool(entries) == payouts.buy_in * entries
        assert list(prizes) == sorted(prizes, reverse=True), "a better place never earns less"
        paid = min(entries, len(shares))
        total = sum(shares[:paid])
        for place in range(paid):  # the share rounded down, or one unit more
            floor = payouts.pool(entries) * shares[place] // total
            assert floor <= prizes[place] <= floor + 1


def test_the_units_left_over_go_to_the_best_places_first() -> None:
    # three equal shares of 10: 3.33 each; the unit left goes to first place
    assert Payouts((1, 1, 1), 1).prizes(10)[:3] == (4, 3, 3)
    # 50/30/20 of 33: 16.5, 9.9, 6.6 -> 16, 9, 6 and two units left: first and second
    assert Payouts((50, 30, 20), 11).prizes(3) == (17, 10, 6)


def test_fewer_entries_than_paid_places_use_the_places_that_exist() -> None:
    # two entries of a three-place structure: 50 and 30 parts of 20
    assert Payouts((50, 30, 20), 10).prizes(2) == (13, 7)
    assert Payouts((1,), 5).prizes(4) == (20, 0, 0, 0), "winner takes all"


def test_a_tie_splits_evenly_the_larger_parts_first() -> None:
    assert split_evenly(13, 2) == (7, 6)
    assert split_evenly(21, 3) == (7, 7, 7)
    assert split_evenly(2, 3) == (1, 1, 0)
    for amount, ways in itertools.product(range(40), range(1, 6)):
        parts = split_evenly(amount, ways)
        assert sum(parts) == amount
        assert max(parts) - min(parts) <= 1


@pytest.mark.parametrize(
    ("shares", "buy_in", "message"),
    [
        ((), 10, "positive integers"),
        ((30, 50), 10, "may not be paid more than the one above"),
        ((50, 0), 10, "positive integers"),
        ({50, 30}, 10, "a list or a tuple"),
        ((50, 30), 0, "buy_in 0"),
        ((50, 30), 2.5, "buy_in 2.5"),
    ],
)
def test_bad_payouts_are_refused(shares: object, buy_in: object, message: str) -> None:
    with pytest.raises(InvalidSetupError, match=message):
        Payouts(shares, buy_in)  # type: ignore[arg-type]


def test_payouts_round_trip() -> None:
    payouts = Payouts((65, 35), 10)
    assert Payouts.from_dict(payouts.to_dict()) == payouts
    with pytest.raises(InvalidSetupError, match="shares"):
        Payouts.from_dict({"shares": [1]})
