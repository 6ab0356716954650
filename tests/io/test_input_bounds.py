"""Hostile input at the edges: each is refused with the package's own error, naming the problem,
before anything changes (issue 9's findings, one regression test each)."""

from __future__ import annotations

import pytest

from studpoker import (
    FIVE_CARD_STUD_HOME,
    SEVEN_CARD_STUD,
    Hand,
    Street,
    Table,
    bring_in_seat,
    first_to_act,
    format_card,
    parse_card,
    parse_cards,
    settle,
)
from studpoker.errors import (
    IllegalActionError,
    InvalidCardError,
    InvalidRuleError,
    InvalidSetupError,
    SettlementError,
)
from studpoker.hand.actions import Action, parse_action
from studpoker.limits import MAX_CHIPS, MAX_SEATS
from studpoker.reference import settle as reference_settle

# --- action text ---------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "cbr ²",
        "cbr ٢",
        "cbr ２",
        "cbr " + "9" * 5000,
        "cbr 1" + "0" * 19,
        "p١ cc",
        "cc" + " " * 100,
    ],
)
def test_action_text_takes_ascii_digits_of_bounded_length_only(text: str) -> None:
    with pytest.raises(IllegalActionError):
        parse_action(text)
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], seed=1)
    assert not hand.can_act(text)


def test_the_largest_amount_still_parses() -> None:
    assert parse_action(f"p1 cbr {MAX_CHIPS}") == (0, Action("cbr", MAX_CHIPS))


@pytest.mark.parametrize(
    "action",
    [
        Action("zz"),
        Action(["f"]),  # type: ignore[arg-type]
        Action(5),  # type: ignore[arg-type]
        Action("cbr", True),
        Action("cbr", 2.0),  # type: ignore[arg-type]
        Action("cc", 2),
        Action("sm", None, "yes"),  # type: ignore[arg-type]
    ],
)
def test_an_action_of_no_known_kind_is_refused(action: Action) -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], seed=1)
    history = list(hand.history)
    assert not hand.can_act(action)
    with pytest.raises(IllegalActionError):
        hand.act(action)
    with pytest.raises(IllegalActionError):
        hand.verify(action)
    assert hand.history == history


# --- chips ----------------------------------------------------------------------------------


def test_stacks_beyond_the_chip_bound_are_refused_at_the_hand_and_the_table() -> None:
    big = [2**62, 2**62]
    with pytest.raises(InvalidSetupError, match=r"2\*\*63 - 1"):
        Hand(FIVE_CARD_STUD_HOME, big, seed=1)
    with pytest.raises(InvalidSetupError, match=r"2\*\*63 - 1"):
        Table(FIVE_CARD_STUD_HOME, big, seed=1)
    hand = Hand(FIVE_CARD_STUD_HOME, [MAX_CHIPS - 10, 10], seed=1)  # the bound itself plays
    while not hand.is_over:
        hand.act(next(o for o in hand.legal_actions() if o.kind != "fold"))
    assert sum(hand.stacks) == MAX_CHIPS


# --- the core's edges -----------------------------------------------------------------------


def test_huge_card_numbers_and_dealers_are_refused_with_the_package_errors() -> None:
    with pytest.raises(InvalidCardError, match=r"0\.\.=51"):
        format_card(2**70)
    with pytest.raises(InvalidSetupError, match="not at the table"):
        first_to_act([[1], [2]], 2**70)
    with pytest.raises(InvalidSetupError, match="not at the table"):
        first_to_act([[1], [2]], -(2**70))


@pytest.mark.parametrize("text", ["\ud800s", "A\udfff", "As \ud800"])
def test_lone_surrogates_in_card_text_are_no_card(text: str) -> None:
    with pytest.raises(InvalidCardError, match="surrogate"):
        parse_cards(text)
    with pytest.raises(InvalidCardError):
        parse_card(text)


def test_bools_are_neither_cards_nor_chips_nor_seats_in_the_core() -> None:
    hands = ["As Ks Qs Js Ts", "2c 3d 4h 5s 7c"]
    with pytest.raises(InvalidCardError, match="bool"):
        format_card(True)
    with pytest.raises(InvalidCardError, match="bool"):
        parse_cards([True, 2, 3])
    with pytest.raises(SettlementError, match="bool"):
        settle([True, 1], hands, 0)
    with pytest.raises(SettlementError, match="bool"):
        settle([1, 1], hands, False)
    with pytest.raises(SettlementError, match="bool"):
        settle([1, 1], hands, 0, dead=True)
    with pytest.raises(InvalidSetupError, match="bool"):
        first_to_act([[1], [2]], True)


def test_a_seat_is_never_counted_from_the_end() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], seed=1)
    for seat in (-1, 2, 5, True, "0"):
        with pytest.raises(InvalidSetupError, match=r"seats are 0\.\.1"):
            hand.hole_cards(seat)  # type: ignore[arg-type]
        with pytest.raises(InvalidSetupError, match=r"seats are 0\.\.1"):
            hand.up_cards(seat)  # type: ignore[arg-type]
    assert len(hand.hole_cards(1)) == 1


@pytest.mark.parametrize(
    ("fields", "name"),
    [
        ({"cards": ("up",), "burn": "yes"}, "burn"),
        ({"cards": ("up",), "betting": 1}, "betting"),
        ({"cards": ("sideways",)}, "cards"),
        ({"cards": ()}, "cards"),
    ],
)
def test_a_street_checks_its_own_fields(fields: dict[str, object], name: str) -> None:
    with pytest.raises(InvalidRuleError, match=f"street field '{name}'"):
        Street(**fields)  # type: ignore[arg-type]


def test_the_seat_count_is_bounded_in_settle_and_in_profiles() -> None:
    contributions = [10, 10] + [0] * (MAX_SEATS - 1)
    hands: list[str | None] = ["As Ks Qs Js Ts", "2c 3d 4h 5s 7c"] + [None] * (MAX_SEATS - 1)
    for settle_with in (settle, reference_settle):
        with pytest.raises(SettlementError, match=f"at most {MAX_SEATS} seats"):
            settle_with(contributions, hands, 0)
        assert settle_with(contributions[:-1], hands[:-1], 0).payouts[0] == 20
    with pytest.raises(InvalidRuleError, match="max_players"):
        SEVEN_CARD_STUD.replace(max_players=MAX_SEATS + 1)


def test_a_table_of_something_else_than_a_profile_is_refused() -> None:
    with pytest.raises(InvalidSetupError, match="must be a Profile"):
        Table("five_card_stud_home", [5, 5])  # type: ignore[arg-type]


def test_a_rule_name_that_is_not_unicode_text_is_an_unknown_rule() -> None:
    hands = ["As Ks Qs Js Ts", "2c 3d 4h 5s 7c"]
    with pytest.raises(InvalidRuleError, match="unknown showdown"):
        settle([1, 1], hands, 0, showdown="\ud800")
    with pytest.raises(InvalidRuleError, match="unknown odd"):
        settle([1, 1], hands, 0, odd_chip="\udfff")
    with pytest.raises(InvalidRuleError, match="unknown showing tie"):
        first_to_act([[1], [2]], 0, tie="\ud800")
    with pytest.raises(InvalidRuleError, match="unknown bring-in"):
        bring_in_seat([1, 2], "\ud800")
