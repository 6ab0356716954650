"""The PHH document layer: reading, writing and rejecting hand-history text."""

from __future__ import annotations

from pathlib import Path

import pytest

from studpoker import HandHistoryError, parse_card
from studpoker.phh import dumps, load, load_all, load_file
from studpoker.phh.document import format_action, parse_action
from tests.support import PHH_DATA

DATA = PHH_DATA
REAL_HANDS = sorted(DATA.glob("*.phh"))

MINIMAL = """\
variant = "F7S"
antes = [1, 1]
bring_in = 1
small_bet = 2
big_bet = 4
starting_stacks = [50, 60]
actions = [
  "d dh p1 AsKd2c",
  "d dh p2 ??????",
  "p1 pb",
]
"""


def test_there_are_25_real_hands() -> None:
    assert len(REAL_HANDS) == 25


@pytest.mark.parametrize("path", REAL_HANDS, ids=lambda p: p.stem)
def test_every_real_hand_loads_and_round_trips(path: Path) -> None:
    history = load_file(path)
    assert history.variant in {"F7S", "F7S/8", "FR"}
    assert history.finishing_stacks is not None
    assert sum(history.finishing_stacks) == sum(history.starting_stacks)
    assert load(dumps(history)) == history


def test_fields_and_actions_are_parsed() -> None:
    history = load(MINIMAL)
    assert history.starting_stacks == (50, 60)
    assert history.bring_in == 1
    assert history.ante_trimming_status is False  # the standard's default
    deal, unknown, bring_in = history.actions
    assert deal.target == 0
    assert deal.cards == (parse_card("As"), parse_card("Kd"), parse_card("2c"))
    assert unknown.cards == (None, None, None)
    assert (bring_in.player, bring_in.verb) == (0, "pb")
    assert [a.line for a in history.actions] == [8, 9, 10]


def test_user_fields_are_kept() -> None:
    history = load(MINIMAL + '_note = "kept"\nplayers = ["A", "B"]\n')
    assert history.extra == {"_note": "kept", "players": ["A", "B"]}
    assert load(dumps(history)).extra == history.extra


@pytest.mark.parametrize(
    "text",
    ["p1 cbr 300", "p2 cc", "p1 f", "p3 pb", "p1 sm AsKd", "p2 sm", "d dh p1 As??", "d db 7h"],
)
def test_actions_format_back_to_their_text(text: str) -> None:
    assert format_action(parse_action(text, 1)) == text


def test_a_trailing_comment_is_ignored() -> None:
    assert parse_action("p1 cc # calls", 1) == parse_action("p1 cc", 1)


@pytest.mark.parametrize(
    ("action", "reason"),
    [
        ("p1", "expected an actor and a verb"),
        ("p1 xx", "unknown verb 'xx'"),
        ("p1 cbr", "needs one whole amount"),
        ("p1 cbr 2.5", "needs one whole amount"),
        ("p1 sd", "draw games"),
        ("p3 cc", "players p1..p2"),
        ("q1 cc", "is not a player"),
        ("d dh p1 AsK", "two characters"),
        ("d dh p1 AsKx", "invalid card"),
        ("d xx p1 As", "unknown dealer verb"),
        ("p1 f now", "takes nothing after it"),
    ],
)
def test_a_bad_action_names_its_line(action: str, reason: str) -> None:
    text = MINIMAL.replace('"p1 pb",', f'"p1 pb",\n  "{action}",')
    with pytest.raises(HandHistoryError, match=f"line 11: action .*{reason}"):
        load(text)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("antes = [1, 1]", "antes = [1]"), "line 2: field 'antes': 1 antes for 2 players"),
        (("[50, 60]", "[50, 0]"), "line 6: field 'starting_stacks': every stack must be positive"),
        (("[50, 60]", "[50, -1]"), "line 6: field 'starting_stacks': -1 is negative"),
        (("bring_in = 1", "bring_in = 1.5"), "line 3: field 'bring_in': 1.5 is not a whole"),
        (('variant = "F7S"\n', ""), "line 1: the required field 'variant' is missing"),
        (("[50, 60]", "[50]"), "at least two players"),
        (("actions = [", "actions = [[1],"), "not valid TOML|expected a list of strings"),
    ],
)
def test_a_bad_field_names_its_line(change: tuple[str, str], message: str) -> None:
    with pytest.raises(HandHistoryError, match=message):
        load(MINIMAL.replace(*change))


def test_broken_toml_names_the_line() -> None:
    with pytest.raises(HandHistoryError, match="line 3"):
        load('variant = "F7S"\nantes = [1, 1]\nbring_in = = 1\n')


def test_several_hands_in_one_text() -> None:
    text = "[1]\n" + MINIMAL + "\n[2]\n" + MINIMAL.replace("[50, 60]", "[70, 80]")
    first, second = load_all(text)
    assert first.starting_stacks == (50, 60)
    assert second.starting_stacks == (70, 80)
    assert second.actions[0].line == 22
    with pytest.raises(HandHistoryError, match="several hands"):
        load(text)
    assert load_all(MINIMAL) == [load(MINIMAL)]


def test_a_missing_file_is_a_history_error(tmp_path: Path) -> None:
    with pytest.raises(HandHistoryError, match="cannot read"):
        load_file(tmp_path / "absent.phh")
