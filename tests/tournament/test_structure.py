"""Levels and structures (rules §10.1): validation naming the problem, loading from TOML and JSON,
the chips in play, the built-in ladders, and a level's stakes applied to every kind of game."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from studpoker import (
    FIVE_CARD_STUD_HOME,
    FIVE_CARD_STUD_NO_LIMIT,
    MISSISSIPPI_STUD,
    PROFILES,
    RAZZ,
    SEVEN_CARD_STUD,
    SEVEN_CARD_STUD_NO_BRING_IN,
    STRUCTURES,
    TURBO_SIT_AND_GO,
    WSOP_STUD_LADDER,
    InvalidSetupError,
    Level,
    Structure,
)

TOML = """
name = "club night"

[[levels]]
ante = 5
bring_in = 10
small_bet = 20
big_bet = 40
hands = 6
denominations = [5, 25]

[[levels]]
ante = 10
bring_in = 15
small_bet = 40
big_bet = 80
minutes = 20

[[levels]]
ante = 25
bring_in = 25
small_bet = 100
big_bet = 200
minutes = 20
denominations = [25, 100]
"""


def test_a_toml_file_loads_with_the_chips_carried_forward(tmp_path: Path) -> None:
    path = tmp_path / "club.toml"
    path.write_text(TOML, encoding="utf-8")
    structure = Structure.load(path)
    assert structure.name == "club night"
    assert [level.small_bet for level in structure.levels] == [20, 40, 100]
    assert structure.levels[0].hands == 6
    assert structure.levels[1].minutes == 20
    assert structure.chips(2) == (5, 25), "a level naming no chips keeps the level before's"
    assert structure.chips(3) == (25, 100)
    assert structure.smallest_chip(3) == 25


def test_json_round_trips(tmp_path: Path) -> None:
    path = tmp_path / "ladder.json"
    path.write_text(json.dumps(WSOP_STUD_LADDER.to_dict()), encoding="utf-8")
    assert Structure.load(path) == WSOP_STUD_LADDER
    assert Structure.from_json(json.dumps(TURBO_SIT_AND_GO.to_dict())) == TURBO_SIT_AND_GO


def test_the_last_level_lasts_to_the_end() -> None:
    last = TURBO_SIT_AND_GO.levels[-1]
    assert TURBO_SIT_AND_GO.level(len(TURBO_SIT_AND_GO.levels) + 40) == last
    with pytest.raises(InvalidSetupError, match="numbered from 1"):
        TURBO_SIT_AND_GO.level(0)


@pytest.mark.parametrize(
    ("fields", "message"),
    [
        ({"bring_in": 30}, "bring_in 30 exceeds the small bet 20"),
        ({"small_bet": 50}, "small_bet 50 exceeds the big bet 40"),
        ({"ante": -1}, "ante -1"),
        ({"hands": None}, "hands or of minutes: give one"),
        ({"minutes": 10}, "hands or of minutes: give one"),
        ({"hands": 0}, "hands 0"),
        ({"hands": True}, "hands True"),
        ({"denominations": (25, 5)}, "smallest first"),
        ({"denominations": (5, 12)}, "multiple of the smallest, 5"),
    ],
)
def test_a_bad_level_is_refused_naming_the_field(fields: dict[str, object], message: str) -> None:
    values: dict[str, object] = {"ante": 5, "bring_in": 10, "small_bet": 20, "big_bet": 40}
    values["hands"] = 3
    values.update(fields)
    with pytest.raises(InvalidSetupError, match=message):
        Level(**values)  # type: ignore[arg-type]


def test_minutes_must_be_a_positive_finite_number() -> None:
    for bad in (0, -5, float("inf"), float("nan"), "10"):
        with pytest.raises(InvalidSetupError, match="minutes"):
            Level(1, 1, 2, 4, minutes=bad)  # type: ignore[arg-type]


def test_stakes_must_be_made_of_the_chips_in_play() -> None:
    with pytest.raises(InvalidSetupError, match="level 2 bring_in 15: not made of its chips"):
        Structure(
            (
                Level(5, 10, 20, 40, hands=2, denominations=(5, 25)),
                Level(25, 15, 50, 100, hands=2, denominations=(25, 100)),
            )
        )


def test_chips_are_colored_up_never_broken() -> None:
    with pytest.raises(InvalidSetupError, match="smallest chip 5 must be a multiple"):
        Structure(
            (
                Level(25, 25, 100, 200, hands=2, denominations=(25, 100)),
                Level(25, 25, 100, 200, hands=2, denominations=(5, 25, 100)),
            )
        )
    with pytest.raises(InvalidSetupError, match="smallest chip 15 must be a multiple"):
        Structure(
            (
                Level(10, 10, 20, 40, hands=2, denominations=(10,)),
                Level(15, 15, 30, 60, hands=2, denominations=(15,)),
            )
        )
    with pytest.raises(InvalidSetupError, match="level 1 names no denominations"):
        Structure((Level(1, 1, 2, 4, hands=2), Level(5, 5, 10, 20, hands=2, denominations=(5,))))


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("levels = 3", "'levels' must be a list"),
        ("[[levels]]\nante = 1\nbring_in = 1\nsmall_bet = 2\nbig_bet = 4\nhands = 1\nx = 1", "x"),
        ("[[levels]]\nante = 1\nbring_in = 1\nsmall_bet = 2\nhands = 1", "level 1: "),
        ("colour = 'red'", "unknown field"),
        ("not toml [", "not TOML"),
        ("levels = []", "at least one level"),
    ],
)
def test_a_bad_file_is_refused_naming_the_place(text: str, message: str) -> None:
    with pytest.raises(InvalidSetupError, match=message):
        Structure.from_toml(text)


def test_only_toml_and_json_files_load(tmp_path: Path) -> None:
    path = tmp_path / "ladder.yaml"
    path.write_text("levels: []", encoding="utf-8")
    with pytest.raises(InvalidSetupError, match=r"\.toml or \.json"):
        Structure.load(path)
    with pytest.raises(InvalidSetupError, match="No such file"):
        Structure.load(tmp_path / "missing.toml")


def test_stakes_apply_to_each_kind_of_game() -> None:
    level = Level(25, 50, 150, 300, minutes=60)
    stud = level.stakes(SEVEN_CARD_STUD)
    assert (stud.ante, stud.bring_in, stud.steps) == (25, 50, (150, 150, 300, 300, 300))
    assert stud.open_pair_step == 300, "the open pair's big step follows the big bet"
    assert level.stakes(RAZZ).steps == (150, 150, 300, 300, 300)
    assert level.stakes(SEVEN_CARD_STUD_NO_BRING_IN).bring_in is None, "no bring-in stays none"
    assert level.stakes(MISSISSIPPI_STUD).steps == (150, 300, 300, 300)
    assert level.stakes(FIVE_CARD_STUD_HOME).steps == (150, 150, 300, 300)
    no_limit = level.stakes(FIVE_CARD_STUD_NO_LIMIT)
    assert no_limit.steps == (150, 150, 300, 300), "the minimum bets in no limit"
    for profile in PROFILES.values():
        assert level.stakes(profile).name == profile.name


def test_the_wsop_ladder_does_not_keep_the_bring_in_at_a_fixed_ratio() -> None:
    ratios = {level.bring_in / level.small_bet for level in WSOP_STUD_LADDER.levels}
    assert len(ratios) >= 4
    assert min(ratios) <= 0.25 < 0.4 <= max(ratios)
    assert all(level.minutes == 60 for level in WSOP_STUD_LADDER.levels)
    smallest = [WSOP_STUD_LADDER.smallest_chip(n) for n in range(1, 26)]
    assert smallest == sorted(smallest), "chips are only ever colored up"
    assert len(set(smallest)) == 4, "25s, 100s and 500s are raced off on the way"


def test_the_built_in_structures_are_named_and_shaped() -> None:
    assert set(STRUCTURES) == {"turbo_sit_and_go", "wsop_stud_ladder"}
    assert all(level.hands == 8 for level in TURBO_SIT_AND_GO.levels)
    bets = [level.small_bet for level in TURBO_SIT_AND_GO.levels]
    assert bets == sorted(bets)
    assert bets[-1] >= 1000, "the turbo outgrows 1,000 starting chips"
    assert TURBO_SIT_AND_GO.levels[0].describe() == "ante 5, bring-in 10, 20/40, 8 hands"
