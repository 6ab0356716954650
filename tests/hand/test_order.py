"""Showing order (rules §4, docs/core-api.md): one named test per clause, run against both the
Rust core and the reference, and a differential test between the two on random tables."""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Protocol

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import studpoker
from studpoker import reference
from studpoker.errors import InvalidCardError, InvalidRuleError, InvalidSetupError
from tests.support.refusals import quoted, refusal
from tests.support.sweeps import sweep_size

EXAMPLES = sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 500, 5_000)


class Order(Protocol):
    bring_in_seat: Callable[..., int]
    first_to_act: Callable[..., int]


# 4.1 The bring-in


def test_lowest_door_card_brings_in(impl: Order) -> None:
    assert impl.bring_in_seat(["9c", "3h", "Kd", "Ac"]) == 1


def test_bring_in_ace_is_high(impl: Order) -> None:
    assert impl.bring_in_seat(["Ac", "Kd"]) == 1


def test_bring_in_equal_ranks_lowest_suit_clubs_first(impl: Order) -> None:
    # rules §7.2: Larry 4♠, Craig K♦, Katherine 4♦, Jimmy 9♣: Katherine brings in.
    assert impl.bring_in_seat(["4s", "Kd", "4d", "9c"]) == 2
    assert impl.bring_in_seat(["2d", "2h", "2c", "2s"], "lowest") == 2


def test_razz_brings_in_the_highest_card_ace_low(impl: Order) -> None:
    assert impl.bring_in_seat(["Ac", "Qd", "Kh", "5s"], "highest_ace_low") == 2
    assert impl.bring_in_seat(["Ac", "2d"], rule="highest_ace_low") == 1


def test_razz_bring_in_equal_ranks_the_higher_suit(impl: Order) -> None:
    assert impl.bring_in_seat(["Kc", "Ks", "Kd"], "highest_ace_low") == 1


def test_bring_in_skips_seats_not_in_the_hand(impl: Order) -> None:
    assert impl.bring_in_seat([None, "Kd", None, "Qc"]) == 3
    assert impl.bring_in_seat([51, None, 0]) == 2  # card numbers work too


def test_bring_in_refuses_bad_input(impl: Order) -> None:
    with pytest.raises(InvalidRuleError, match="highest"):
        impl.bring_in_seat(["2c", "3c"], "high")
    with pytest.raises(InvalidSetupError):
        impl.bring_in_seat([None, None])
    with pytest.raises(InvalidSetupError):
        impl.bring_in_seat([])
    with pytest.raises(InvalidCardError, match="duplicate card As"):
        impl.bring_in_seat(["As", "as"])
    with pytest.raises(InvalidCardError, match=quoted("Zz")):
        impl.bring_in_seat(["As", "Zz"])
    with pytest.raises(InvalidCardError, match="52"):
        impl.bring_in_seat([0, 52])
    with pytest.raises(TypeError):
        impl.bring_in_seat("As Kd")


# 4.2 Later rounds: the best showing hand


def test_high_cards_in_order_decide(impl: Order) -> None:
    # rules §7.1: Q-J beats 9-4; then K-9-4 beats Q-J-7.
    assert impl.first_to_act(["Qh Js", "9c 4d"], 0) == 0
    assert impl.first_to_act(["Qh Js 7d", "9c 4d Ks"], 0) == 1


def test_a_pair_beats_high_cards(impl: Order) -> None:
    for cards in (["As Kd", "2c 2d"], ["As Kd Qh", "2c 2d 3h"], ["As Kd Qh Jh", "2c 2d 3h 4s"]):
        assert impl.first_to_act(cards, 0) == 1


def test_partial_straights_and_flushes_count_nothing(impl: Order) -> None:
    assert impl.first_to_act(["9h 8h 7h 6h", "Ts 4c 3d 2c"], 0) == 1
    assert impl.first_to_act(["9h 8h 7h 6h", "2s 2c 3d 4c"], 0) == 1


def test_two_pair_beats_a_pair(impl: Order) -> None:
    assert impl.first_to_act(["Ac Ad Ks Qs", "3c 3d 2s 2h"], 0) == 1


def test_trips_beat_two_pair(impl: Order) -> None:
    assert impl.first_to_act(["Ac Ad Ks Kh", "3c 3d 3s 2h"], 0) == 1


def test_quads_beat_trips(impl: Order) -> None:
    assert impl.first_to_act(["Ac Ad As Kh", "3c 3d 3s 3h"], 0) == 1


def test_group_ranks_first_then_the_rest(impl: Order) -> None:
    assert impl.first_to_act(["Kc Kd 2s", "Qs Qh Ac"], 0) == 0
    assert impl.first_to_act(["Kc Kd 2s 3c", "Ks Kh 2h 4c"], 0) == 1
    assert impl.first_to_act(["9c 9d 3s 3h", "9s 9h 4s 2h"], 0) == 0  # two pair
    assert impl.first_to_act(["9c 9d 4s 2h", "9s 9h 5c 2c"], 0) == 1


def test_five_up_cards_count_every_category(impl: Order) -> None:
    assert impl.first_to_act(["5c 4d 3h 2s Ac", "Kc Kd Ks 9h 2d"], 0) == 0  # straight > trips
    assert impl.first_to_act(["Jh 8h 6h 4h 2h", "Ac Kd Qs Jc Tc"], 0) == 0  # flush > straight
    assert impl.first_to_act(["5c 4d 3h 2s Ac", "6c 5d 4h 3s 2c"], 0) == 1  # wheel is lowest


def test_different_card_counts_a_prefix_is_weaker(impl: Order) -> None:
    assert impl.first_to_act(["Kc Qd", "Ks Qh 2c"], 0) == 1
    assert impl.first_to_act(["Kc Qd 3c", "Ks Qh 2c"], 0) == 0
    assert impl.first_to_act(["7c 7d", "7s 7h 2c"], 0) == 1
    assert impl.first_to_act(["Kc Qd", "Ks Qh 2c"], 0, low=True) == 1


def test_seats_not_in_the_hand_are_skipped(impl: Order) -> None:
    assert impl.first_to_act([None, "2c 3d", None, "As 4h"], 0) == 3
    assert impl.first_to_act([None, [0, 5], None, ["As", 9]], 2) == 3


def test_razz_the_lowest_showing_hand_acts_first(impl: Order) -> None:
    assert impl.first_to_act(["Kc Qd", "7s 5h", "8c 2d"], 0, low=True) == 1
    assert impl.first_to_act(["Ac 2d", "Ad 3h"], 0, low=True) == 0  # ace is low


def test_razz_pairs_are_bad(impl: Order) -> None:
    assert impl.first_to_act(["2c 2d", "Ks Qh"], 0, low=True) == 1
    assert impl.first_to_act(["2c 2d 3c 3d", "Ks Kh Qh 4c"], 0, low=True) == 1


# Ties between equal showing hands


def test_suit_tie_the_rules_example_aces_decide(impl: Order) -> None:
    # 7♠7♦A♣ against 7♥7♣A♦: the highest-ranked cards are the aces, A♦ acts first.
    assert impl.first_to_act(["7s 7d Ac", "7h 7c Ad"], 0, tie="suit") == 1
    assert impl.first_to_act(["7h 7c Ad", "7s 7d Ac"], 0) == 0  # "suit" is the default


def test_suit_tie_uses_the_highest_suit_among_equal_ranks(impl: Order) -> None:
    assert impl.first_to_act(["Kc Ks", "Kd Kh"], 0) == 0
    assert impl.first_to_act(["Kc Kd", "Ks Kh"], 0) == 1


def test_suit_of_group_uses_the_main_group(impl: Order) -> None:
    assert impl.first_to_act(["7s 7d Ac", "7h 7c Ad"], 0, tie="suit_of_group") == 0
    assert impl.first_to_act(["Qs Jd", "Qh Js"], 1, tie="suit_of_group") == 0


def test_position_tie_the_seat_nearest_the_dealers_left(impl: Order) -> None:
    table = ["Kc 7d", "2s 3c", "Kd 7c", "Ks 7h"]
    assert impl.first_to_act(table, 0, tie="position") == 2
    assert impl.first_to_act(table, 2, tie="position") == 3
    assert impl.first_to_act(table, 3, tie="position") == 0


def test_no_bring_in_opener_highest_card_ties_by_position(impl: Order) -> None:
    doors = [["Ac"], ["Kd"], ["As"], None]
    assert impl.first_to_act(doors, 1, tie="position") == 2
    assert impl.first_to_act(doors, 3, tie="position") == 0


def test_razz_suit_tie_uses_the_highest_card_ace_low(impl: Order) -> None:
    # Tied lows A-K showing: the king is the highest card ace low; K♠ acts first.
    assert impl.first_to_act(["As Kc", "Ac Ks"], 0, low=True) == 1


def test_first_to_act_refuses_bad_input(impl: Order) -> None:
    with pytest.raises(InvalidRuleError, match="suit_of_group"):
        impl.first_to_act(["As", "Kd"], 0, tie="random")
    with pytest.raises(InvalidSetupError, match="dealer"):
        impl.first_to_act(["As", "Kd"], 2)
    with pytest.raises(InvalidSetupError, match="dealer"):
        impl.first_to_act(["As", "Kd"], -1)
    with pytest.raises(InvalidSetupError):
        impl.first_to_act([None, None], 0)
    # the count and the bound it missed, on both sides
    with pytest.raises(InvalidCardError, match=r"seat 1 shows 0 up cards; .* 1 to 9 cards"):
        impl.first_to_act(["As", []], 0)
    with pytest.raises(InvalidCardError, match=r"seat 0 shows 10 up cards; .* 1 to 9 cards"):
        impl.first_to_act([list(range(10)), "As"], 0)
    with pytest.raises(InvalidCardError, match="duplicate card Kd"):
        impl.first_to_act(["As Kd", "Kd"], 0)
    with pytest.raises(InvalidCardError, match=quoted("Kx")):
        impl.first_to_act(["As Kx", "Kd"], 0)
    with pytest.raises(TypeError):
        impl.first_to_act("As Kd", 0)


# Rust against the reference on random tables


@st.composite
def tables(draw: st.DrawFn) -> tuple[list[list[int] | None], int]:
    """2..8 seats, each out of the hand or showing 1..5 distinct up cards, and a dealer."""
    seats = draw(st.integers(2, 8))
    deck = draw(st.permutations(range(52)))
    table: list[list[int] | None] = []
    for _ in range(seats):
        count = draw(st.integers(0, 5))  # 0: not in the hand
        table.append(deck[:count] if count else None)
        deck = deck[count:]
    if all(seat is None for seat in table):
        table[draw(st.integers(0, seats - 1))] = deck[:1]
    return table, draw(st.integers(0, seats - 1))


@settings(max_examples=EXAMPLES, deadline=None)
@given(
    table=tables(), low=st.booleans(), tie=st.sampled_from(["suit", "suit_of_group", "position"])
)
def test_first_to_act_rust_matches_the_reference(
    table: tuple[list[list[int] | None], int], low: bool, tie: str
) -> None:
    up_cards, dealer = table
    expected = reference.first_to_act(up_cards, dealer, low=low, tie=tie)
    assert studpoker.first_to_act(up_cards, dealer, low=low, tie=tie) == expected


@st.composite
def community_tables(draw: st.DrawFn) -> tuple[list[list[int] | None], int, list[int]]:
    """2..9 seats with 0..4 up cards of their own, and 1..2 community cards (rules §2.1)."""
    seats = draw(st.integers(2, 9))
    deck = draw(st.permutations(range(52)))
    community, deck = deck[: draw(st.integers(1, 2))], deck[2:]
    table: list[list[int] | None] = []
    for _ in range(seats):
        if draw(st.booleans()):
            count = draw(st.integers(0, 4))
            table.append(deck[:count])
            deck = deck[count:]
        else:
            table.append(None)
    if all(seat is None for seat in table):
        table[0] = []
    return table, draw(st.integers(0, seats - 1)), community


@settings(max_examples=EXAMPLES, deadline=None)
@given(
    table=community_tables(),
    low=st.booleans(),
    tie=st.sampled_from(["suit", "suit_of_group", "position"]),
)
def test_first_to_act_with_community_rust_matches_the_reference(
    table: tuple[list[list[int] | None], int, list[int]], low: bool, tie: str
) -> None:
    up_cards, dealer, community = table
    expected = reference.first_to_act(up_cards, dealer, low=low, tie=tie, community=community)
    assert (
        studpoker.first_to_act(up_cards, dealer, low=low, tie=tie, community=community) == expected
    )


def test_the_community_card_counts_in_every_showing_hand(impl: Order) -> None:
    # rules §2.1: the Kh in the middle pairs seat 1's king: K-K-2 beats A-K-J, A-J beats K-2
    assert impl.first_to_act(["Ac Jd", "Kc 2d"], 0, community="Kh") == 1
    assert impl.first_to_act(["Ac Jd", "Kc 2d"], 0) == 0
    # tied through the shared ace: its suit is the same for both, position decides
    assert impl.first_to_act(["7c 2d", "7d 2c"], 1, community="As") == 0
    assert impl.first_to_act(["7c 2d", "7d 2c"], 0, community="As") == 1


def test_a_community_card_held_by_a_seat_is_a_duplicate(impl: Order) -> None:
    with pytest.raises(InvalidCardError, match="duplicate"):
        impl.first_to_act(["As Kd", "2c"], 0, community="As")


@settings(max_examples=EXAMPLES, deadline=None)
@given(
    doors=st.lists(st.one_of(st.none(), st.integers(0, 51)), min_size=1, max_size=10),
    rule=st.sampled_from(["lowest", "highest_ace_low"]),
)
def test_bring_in_rust_matches_the_reference(doors: list[int | None], rule: str) -> None:
    outcomes: list[object] = []
    for module in (studpoker, reference):
        try:
            outcomes.append(module.bring_in_seat(doors, rule))
        except (InvalidCardError, InvalidSetupError) as error:
            outcomes.append(refusal(error))
    assert outcomes[0] == outcomes[1]


def test_many_ties_on_a_crowded_table(impl: Order) -> None:
    # Eight seats all showing one card of two ranks: the best rank's highest suit opens.
    rng = random.Random(7)
    cards: Sequence[int] = [4 * 12 + s for s in range(4)] + [4 * 11 + s for s in range(4)]
    for _ in range(20):
        table = [[card] for card in rng.sample(list(cards), len(cards))]
        opener = impl.first_to_act(table, 0)
        assert table[opener] == [51]
