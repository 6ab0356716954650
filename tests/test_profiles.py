"""Profiles are frozen data: every rule choice a field, every bad value named."""

from __future__ import annotations

import dataclasses

import pytest

from studpoker.errors import InvalidRuleError
from studpoker.hand import Hand
from studpoker.profiles import FIVE_CARD_STUD_HOME, SEVEN_CARD_STUD, Profile, Street


def test_home_profile_holds_the_seed_000_values() -> None:
    p = FIVE_CARD_STUD_HOME
    assert [s.cards for s in p.streets] == [("down", "up"), ("up",), ("up",), ("up",)]
    assert not any(s.burn for s in p.streets)
    assert (p.ante, p.bring_in, p.steps) == (1, 1, (2, 2, 4, 4))
    assert (p.open_pair_round, p.open_pair_step, p.max_raises) == (2, 4, 3)
    assert (p.min_players, p.max_players) == (2, 8)
    assert p.cap_heads_up_exempt
    assert not p.cap_counts_completion
    assert p.short_all_in == "half_bet"
    assert p.short_all_in_from == "last_full_level"
    assert p.showing_tie == "suit"
    assert not p.showdown_muck
    assert p.showdown == "high"
    assert p.bring_in_rule == "lowest"
    assert p.bring_in_all_in == "pass_action"
    assert not p.fold_when_check_possible
    assert p.odd_chip == "left_of_dealer"


def test_profile_is_frozen_and_replace_derives() -> None:
    with pytest.raises(dataclasses.FrozenInstanceError):
        FIVE_CARD_STUD_HOME.ante = 2  # type: ignore[misc]
    casino = FIVE_CARD_STUD_HOME.replace(name="casino", showing_tie="position")
    assert casino.showing_tie == "position"
    assert FIVE_CARD_STUD_HOME.showing_tie == "suit"


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"ante": -1}, r"'ante': -1 must be an integer >= 0"),
        ({"steps": (2, 2, 4)}, r"'steps': needs one step per betting round \(4\)"),
        ({"steps": (2, 0, 4, 4)}, r"'steps': 0 must be a positive integer"),
        ({"bring_in": 3}, r"'bring_in': 3 exceeds the first-round step 2"),
        ({"open_pair_step": 2}, r"'open_pair_step': must be an integer above that round's step"),
        ({"open_pair_round": None}, r"'open_pair_step': set together"),
        ({"max_raises": -1}, r"'max_raises'"),
        ({"short_all_in": "quarter"}, r"'short_all_in': 'quarter' is not one of"),
        ({"showing_tie": "colour"}, r"'showing_tie'"),
        ({"showdown": "lowball"}, r"'showdown'"),
        ({"max_players": 1}, r"'min_players'"),
        ({"streets": ()}, r"'streets'"),
        ({"showdown_muck": "yes"}, r"'showdown_muck': 'yes' must be True or False"),
        ({"colour": "red"}, r"unknown profile field\(s\) colour"),
    ],
)
def test_bad_values_name_the_field(changes: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidRuleError, match=message):
        FIVE_CARD_STUD_HOME.replace(**changes)


def test_other_games_are_values_of_the_same_class() -> None:
    assert isinstance(SEVEN_CARD_STUD, Profile)
    assert SEVEN_CARD_STUD.streets[-1] == Street(("down",), burn=True)
    razz = SEVEN_CARD_STUD.replace(
        name="razz",
        bring_in_rule="highest_ace_low",
        showing_low=True,
        showdown="low_a5",
        open_pair_round=None,
        open_pair_step=None,
    )
    assert razz.showdown == "low_a5"


def test_hand_refuses_what_it_does_not_play_yet_naming_the_field() -> None:
    with pytest.raises(InvalidRuleError, match="'betting': 'no_limit'"):
        Hand(
            FIVE_CARD_STUD_HOME.replace(
                betting="no_limit", open_pair_round=None, open_pair_step=None
            ),
            [5, 5],
        )
