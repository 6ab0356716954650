"""Profiles are frozen data: every rule choice a field, every bad value named."""

from __future__ import annotations

import dataclasses

import pytest

from studpoker.errors import InvalidRuleError
from studpoker.hand import Hand
from studpoker.profiles import (
    FIVE_CARD_STUD_CASINO,
    FIVE_CARD_STUD_HOME,
    FIVE_CARD_STUD_NO_LIMIT,
    FIVE_CARD_STUD_POT_LIMIT,
    MISSISSIPPI_STUD,
    PROFILES,
    RAZZ,
    SEVEN_CARD_STUD,
    SEVEN_CARD_STUD_HI_LO,
    SEVEN_CARD_STUD_NO_BRING_IN,
    Profile,
    Street,
)

FIVE = (("down", "up"), ("up",), ("up",), ("up",))


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
        ({"checked_showdown": "last_actor"}, r"'checked_showdown'"),
        ({"showdown": "lowball"}, r"'showdown'"),
        ({"max_players": 1}, r"'min_players'"),
        ({"streets": ()}, r"'streets'"),
        ({"showdown_muck": "yes"}, r"'showdown_muck': 'yes' must be True or False"),
        ({"ante_trimming": 0}, r"'ante_trimming': 0 must be True or False"),
        ({"raise_rule": "casino"}, r"'raise_rule': 'casino' is not one of"),
        ({"short_bring_in": "half"}, r"'short_bring_in': 'half' is not one of"),
        ({"merge_pots": 1}, r"'merge_pots': 1 must be True or False"),
        ({"community_card_opens": None}, r"'community_card_opens': None must be True or False"),
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
    with pytest.raises(InvalidRuleError, match="'reuse_burns'"):
        Hand(FIVE_CARD_STUD_HOME.replace(reuse_burns="shuffled"), [5, 5])


SEVEN = (("down", "down", "up"), ("up",), ("up",), ("up",), ("down",))


@pytest.mark.parametrize(
    ("profile", "players", "cards", "burns", "open_pair", "max_raises", "tie", "muck", "showdown"),
    [
        (FIVE_CARD_STUD_CASINO, (2, 10), FIVE, 3, (2, 20), 3, "position", True, "high"),
        (FIVE_CARD_STUD_POT_LIMIT, (2, 10), FIVE, 3, (None, None), None, "suit", True, "high"),
        (FIVE_CARD_STUD_NO_LIMIT, (2, 10), FIVE, 3, (None, None), None, "suit", True, "high"),
        (SEVEN_CARD_STUD, (2, 9), SEVEN, 4, (2, 20), 4, "position", True, "high"),
        (SEVEN_CARD_STUD_NO_BRING_IN, (2, 9), SEVEN, 4, (2, 20), 4, "position", True, "high"),
        (SEVEN_CARD_STUD_HI_LO, (2, 9), SEVEN, 4, (2, 20), 4, "position", True, "high_low_8"),
        (RAZZ, (2, 9), SEVEN, 4, (None, None), 4, "position", True, "low_a5"),
        (
            MISSISSIPPI_STUD,
            (2, 8),
            (("down", "down", "up"), ("up",), ("up",), ("up",), ("up",)),
            3,
            (None, None),
            4,
            "position",
            True,
            "high",
        ),
    ],
    ids=lambda value: value.name if isinstance(value, Profile) else None,
)
def test_profiles_hold_the_rules_table(
    profile: Profile,
    players: tuple[int, int],
    cards: tuple[tuple[str, ...], ...],
    burns: int,
    open_pair: tuple[int | None, int | None],
    max_raises: int | None,
    tie: str,
    muck: bool,
    showdown: str,
) -> None:
    """rules §6, row by row (the stakes are the documented defaults: ante 2, bring-in 5,
    steps 10 small and 20 big)."""
    assert (profile.min_players, profile.max_players) == players
    assert tuple(street.cards for street in profile.streets) == cards
    assert sum(street.burn for street in profile.streets) == burns
    assert not profile.streets[0].burn
    assert (profile.open_pair_round, profile.open_pair_step) == open_pair
    assert profile.max_raises == max_raises
    assert profile.showing_tie == tie
    assert profile.showdown_muck is muck
    assert profile.showdown == showdown
    assert profile.ante == 2
    assert profile in PROFILES.values()


def test_profile_specific_choices() -> None:
    assert FIVE_CARD_STUD_POT_LIMIT.betting == "pot_limit"
    assert FIVE_CARD_STUD_NO_LIMIT.betting == "no_limit"
    assert SEVEN_CARD_STUD.steps == (10, 10, 20, 20, 20)
    assert SEVEN_CARD_STUD_NO_BRING_IN.bring_in is None
    assert SEVEN_CARD_STUD_NO_BRING_IN.no_bring_in_tie == "position"
    assert (RAZZ.bring_in_rule, RAZZ.showing_low) == ("highest_ace_low", True)
    # Mississippi: no betting between the 4th and 5th cards, four rounds, small then big steps
    assert [street.betting for street in MISSISSIPPI_STUD.streets] == [
        True,
        False,
        True,
        True,
        True,
    ]
    assert MISSISSIPPI_STUD.steps == (10, 20, 20, 20)
    assert list(PROFILES) == [
        "five_card_stud_home",
        "five_card_stud_casino",
        "five_card_stud_pot_limit",
        "five_card_stud_no_limit",
        "seven_card_stud",
        "seven_card_stud_no_bring_in",
        "seven_card_stud_hi_lo",
        "razz",
        "deuce_to_seven_razz",
        "mississippi_stud",
        "acey_deucy",
        "one_eyed_jacks",
        "suicide_king",
        "baseball",
        "follow_the_queen",
        "flip_stud",
        "chicago_low",
        "chicago_high",
    ]


def test_with_stakes_sets_ante_bring_in_and_steps() -> None:
    seed_003 = SEVEN_CARD_STUD.with_stakes(ante=25, bring_in=100, steps=(300, 300, 500, 500, 1000))
    assert (seed_003.ante, seed_003.bring_in, seed_003.steps) == (
        25,
        100,
        (300, 300, 500, 500, 1000),
    )
    assert seed_003.open_pair_step == 500  # follows the step of round 3 (rules §3.3)
    limits = SEVEN_CARD_STUD.with_stakes(ante=1, bring_in=1, small=2, big=4)
    assert limits.steps == (2, 2, 4, 4, 4)
    assert limits.open_pair_step == 4
    assert MISSISSIPPI_STUD.with_stakes(bring_in=1, small=1, big=3).steps == (1, 3, 3, 3)
    assert SEVEN_CARD_STUD.with_stakes(bring_in=None).bring_in is None
    assert SEVEN_CARD_STUD.with_stakes(ante=7).bring_in == 5  # only what is given changes
    with pytest.raises(InvalidRuleError, match="'bring_in': 30 exceeds"):
        SEVEN_CARD_STUD.with_stakes(bring_in=30)
    with pytest.raises(InvalidRuleError, match="either steps or small/big"):
        SEVEN_CARD_STUD.with_stakes(steps=(1, 1, 2, 2, 2), big=4)


def test_nine_seats_need_the_community_card_reading() -> None:
    # rules §6 "2-8 (9 with 2.1)": nine seats only where a community card may replace any card
    with pytest.raises(InvalidRuleError, match="'max_players'"):
        SEVEN_CARD_STUD.replace(community_card_streets="last")
    eight = SEVEN_CARD_STUD.replace(community_card_streets="last", max_players=8)
    assert eight.max_players == 8


def test_the_opening_deal_must_give_every_player_a_card_of_their_own() -> None:
    """rules §2.1: a community card stands in on later streets, never in the opening deal, whose
    door cards decide the bring-in and the first opener: with thirteen cards each, four seats
    take the whole deck and five do not fit, whatever the community card reading."""
    deep = (Street(("down",) * 12 + ("up",)), Street(("up",), burn=True))
    profile = SEVEN_CARD_STUD.replace(
        streets=deep, steps=(10, 20), open_pair_round=None, open_pair_step=None, max_players=4
    )
    assert profile.max_players == 4
    with pytest.raises(InvalidRuleError, match=r"'max_players': 5 players run out of cards in"):
        profile.replace(max_players=5)


def test_no_card_is_burned_before_the_opening_deal() -> None:
    """rules §2.5: a burn before each street except the opening deal."""
    streets = (Street(("down", "down", "up"), burn=True), *SEVEN_CARD_STUD.streets[1:])
    with pytest.raises(InvalidRuleError, match=r"'streets': no card is burned before the opening"):
        SEVEN_CARD_STUD.replace(streets=streets)
