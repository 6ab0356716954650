"""Showing order with wild up cards (rules §6 notes): the bring-in at the natural rank or at the
best, later streets at the best; one named test per clause on the Rust core and the reference,
and a differential test between the two on random tables and random wild sets."""

from __future__ import annotations

import os
import random
from collections.abc import Callable
from types import ModuleType
from typing import Protocol

import pytest

import studpoker
from studpoker import reference
from studpoker.errors import InvalidCardError
from studpoker.games.profiles import FOLLOW_THE_QUEEN, HOME_GAMES
from studpoker.games.wild_rules import STATIC_WILD, bring_in_wild, showing_wild, wild_in_force

TABLES = int(os.environ.get("STUDPOKER_WILD_ORDER_TABLES", "3000"))


class Order(Protocol):
    bring_in_seat: Callable[..., int]
    first_to_act: Callable[..., int]
    showing_hand: Callable[..., tuple[str, list[int]]]


@pytest.fixture(params=[studpoker, reference], ids=["rust", "reference"])
def impl(request: pytest.FixtureRequest) -> ModuleType:
    module: ModuleType = request.param
    return module


def cards(text: str) -> list[int]:
    return studpoker.parse_cards(text)


# The bring-in


def test_a_wild_door_card_brings_in_at_its_natural_rank(impl: Order) -> None:
    # Baseball: the 3 is the lowest door card; read naturally it brings in.
    assert impl.bring_in_seat(["3h", "5d", "9c"]) == 0
    assert impl.bring_in_seat(["3h", "5d", "9c"], wild=()) == 0


def test_a_wild_door_card_at_its_best_never_brings_in_beside_a_natural(impl: Order) -> None:
    assert impl.bring_in_seat(["3h", "5d", "9c"], wild="3 9") == 1
    # Every door card wild: by card, as naturals (3d below 3h).
    assert impl.bring_in_seat(["3h", "9c", "3d"], wild="3 9") == 2
    # Razz's rule: the wild plays the ace, the best low card, so the highest natural brings in.
    assert impl.bring_in_seat(["Kh", "Qd"], "highest_ace_low", wild=["Kh"]) == 1


# Later streets


def test_a_wild_up_card_joins_the_largest_group(impl: Order) -> None:
    # Queens wild: K-Q is a pair of kings and beats A-K; naturally A-K acts first.
    assert impl.first_to_act(["Kd Qh", "Ac Kc"], 0) == 1
    assert impl.first_to_act(["Kd Qh", "Ac Kc"], 0, wild="Q") == 0
    assert impl.showing_hand("Kd Qh", wild="Q") == ("pair", cards("Ks Kd"))


def test_wild_up_cards_alone_play_aces(impl: Order) -> None:
    assert impl.showing_hand("Qh", wild="Q") == ("high_card", cards("As"))
    assert impl.showing_hand("Qh Qs", wild="Q") == ("pair", cards("As Ah"))
    # Two wilds and a pair of nines showing: four nines beat three aces.
    assert impl.first_to_act(["9c 9d 3h 3s", "Ac Ad Ah 2c"], 0, wild="3 9") == 0


def test_a_low_takes_the_lowest_rank_it_lacks(impl: Order) -> None:
    assert impl.showing_hand("Kd 2c Qh", wild="Q", low=True) == ("high_card", cards("Kd 2c As"))
    # Razz reading: K-Q(wild) is K-A, lower than K-J.
    assert impl.first_to_act(["Kd Qh", "Kc Jc"], 0, low=True, wild="Q") == 0


def test_five_up_cards_with_a_wild_make_a_straight_flush(impl: Order) -> None:
    table = ["As Ks Qs Js 2h", "Ac Ad Ah Kc Kd"]
    assert impl.first_to_act(table, 0) == 1
    assert impl.first_to_act(table, 0, wild="2") == 0
    assert impl.showing_hand("As Ks Qs Js 2h", wild="2") == (
        "straight_flush",
        cards("As Ks Qs Js Ts"),
    )


def test_equal_showing_hands_break_by_the_cards_as_held(impl: Order) -> None:
    # A wild queen and a natural ace both show an ace: the suits as held decide (hearts over
    # diamonds), never the suit the wild plays.
    assert impl.first_to_act(["Qh", "Ad"], 0, wild="Q") == 0
    assert impl.first_to_act(["Qc", "Ad"], 0, wild="Q") == 1
    assert impl.first_to_act(["Qc", "Ad"], 1, tie="position", wild="Q") == 0


def test_without_wild_cards_in_the_set_nothing_changes(impl: Order) -> None:
    table = ["7s 7d Ac", "7h 7c Ad"]
    assert impl.first_to_act(table, 0, wild=()) == impl.first_to_act(table, 0) == 1


def test_bad_showing_hands_are_refused(impl: Order) -> None:
    with pytest.raises(InvalidCardError, match="got 0"):
        impl.showing_hand([], wild="Q")
    with pytest.raises(InvalidCardError):
        impl.showing_hand("Qh Qh", wild="Q")
    with pytest.raises(InvalidCardError):
        impl.showing_hand(list(range(12)), wild="Q")
    with pytest.raises(InvalidCardError):
        impl.first_to_act(["Qh", "Ad"], 0, wild="Zz")


# The readings as the profiles give them


def test_the_profiles_read_the_bring_in_naturally_and_later_streets_at_the_best() -> None:
    baseball = HOME_GAMES["baseball"]
    wild = wild_in_force(baseball)
    doors = ["3h", "5d", "9c"]
    assert studpoker.bring_in_seat(doors, wild=bring_in_wild(baseball, wild)) == 0
    best = baseball.replace(wild_bring_in="best")
    assert studpoker.bring_in_seat(doors, wild=bring_in_wild(best, wild)) == 1
    table = ["Kd 3h", "Ac Kc"]
    assert studpoker.first_to_act(table, 0, wild=showing_wild(baseball, wild)) == 0
    natural = baseball.replace(wild_showing="natural")
    assert studpoker.first_to_act(table, 0, wild=showing_wild(natural, wild)) == 1
    # Follow-the-queen: the set in force when the order is asked.
    ups = cards("Qh 5c Kd")
    assert (
        studpoker.first_to_act(["Kd 5d", "Ac 2c"], 0, wild=wild_in_force(FOLLOW_THE_QUEEN, ups))
        == 0
    )


# The core against the reference


def _random_wild(rng: random.Random) -> frozenset[int]:
    sets = [*STATIC_WILD.values(), frozenset(range(40, 44))]
    if rng.random() < 0.2:
        return frozenset(rng.sample(range(52), rng.randint(1, 8)))
    return rng.choice(sets)


def test_random_tables_agree_with_the_reference() -> None:
    rng = random.Random(10)
    for _ in range(TABLES):
        seats = rng.randint(2, 6)
        per_seat = rng.randint(1, 4) if rng.random() < 0.85 else 5
        deck = rng.sample(range(52), seats * per_seat + 1)
        ups: list[list[int] | None] = [
            deck[i * per_seat : (i + 1) * per_seat] for i in range(seats)
        ]
        if seats > 2:
            ups[rng.randrange(seats)] = None
        dealer = rng.randrange(seats)
        low = rng.random() < 0.25
        tie = rng.choice(["suit", "suit_of_group", "position"])
        wild = _random_wild(rng)
        rust = studpoker.first_to_act(ups, dealer, low=low, tie=tie, wild=wild)
        spec = reference.first_to_act(ups, dealer, low=low, tie=tie, wild=wild)
        assert rust == spec, (ups, dealer, low, tie, wild)
        doors = [None if u is None else u[0] for u in ups]
        rule = "highest_ace_low" if low else "lowest"
        assert studpoker.bring_in_seat(doors, rule, wild=wild) == reference.bring_in_seat(
            doors, rule, wild=wild
        ), (doors, rule, wild)
        hand = rng.sample(range(52), rng.randint(1, 11))
        assert studpoker.showing_hand(hand, wild=wild, low=low) == reference.showing_hand(
            hand, wild=wild, low=low
        ), (hand, wild, low)
