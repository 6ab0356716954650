"""Showdowns as data (rules §5.2, §5.3): every profile's showdown is a frozen set of contests
that the hand, its log and its history read, and the core takes each by name."""

from __future__ import annotations

import dataclasses
from typing import get_args

import pytest

from studpoker import (
    PROFILES,
    RAZZ,
    SEVEN_CARD_STUD,
    SEVEN_CARD_STUD_HI_LO,
    SHOWDOWNS,
    InvalidRuleError,
    ShowdownName,
    settle,
)
from studpoker.showdown import showdown_named


def test_every_name_has_one_showdown_in_the_named_order() -> None:
    assert tuple(SHOWDOWNS) == get_args(ShowdownName)
    for name, showdown in SHOWDOWNS.items():
        assert showdown.name == name
        assert showdown_named(name) is showdown


@pytest.mark.parametrize(
    ("name", "kinds"),
    [
        ("high", ("high",)),
        ("low_a5", ("low_a5",)),
        ("low_27", ("low_27",)),
        ("high_low_8", ("high", "low_8")),
        ("high_chicago_low", ("high", "lowest_spade_in_hole")),
        ("high_chicago_high", ("high", "highest_spade_in_hole")),
    ],
)
def test_each_showdown_is_its_contests(name: ShowdownName, kinds: tuple[str, ...]) -> None:
    showdown = SHOWDOWNS[name]
    assert tuple(c.kind for c in showdown.contests) == kinds
    assert showdown.is_split == (len(kinds) == 2)
    assert showdown.has_high == ("high" in kinds)
    assert showdown.reads_hole_cards == any("spade" in k for k in kinds)
    assert all(not c.wild for c in showdown.contests)


def test_the_descriptor_is_frozen() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        SHOWDOWNS["high"].name = "low_a5"  # type: ignore[misc]


def test_profiles_answer_with_their_descriptor() -> None:
    assert SEVEN_CARD_STUD.showdown_rule is SHOWDOWNS["high"]
    low = RAZZ.showdown_rule.low
    assert low is not None
    assert low.kind == "low_a5"
    assert not RAZZ.showdown_rule.has_high
    hi_lo = SEVEN_CARD_STUD_HI_LO.showdown_rule
    assert hi_lo.is_split
    assert hi_lo.contest("low_8") is not None
    for profile in PROFILES.values():
        assert profile.showdown_rule.name == profile.showdown


def test_the_core_takes_every_showdown_by_name() -> None:
    hands = [[0, 5, 10, 15, 20], [1, 6, 11, 16, 21]]
    for name in SHOWDOWNS:
        holes = hands if SHOWDOWNS[name].reads_hole_cards else None
        assert sum(settle([2, 2], hands, 0, showdown=name, hole_cards=holes).payouts) == 4


@pytest.mark.parametrize(
    ("field", "value"),
    [("showdown", "lowball"), ("odd_chip", "dealer"), ("wild", "deuces")],
)
def test_typed_choices_refuse_other_names(field: str, value: str) -> None:
    with pytest.raises(InvalidRuleError, match=f"'{field}': '{value}' is not one of"):
        SEVEN_CARD_STUD.replace(**{field: value})
