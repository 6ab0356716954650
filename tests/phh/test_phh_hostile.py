"""Hostile hand histories: every problem is a ``HandHistoryError`` naming its line, input is
bounded before the TOML parser, loading is linear, and no card is dealt twice."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from studpoker import FIVE_CARD_STUD_CASINO, Hand, HandHistoryError
from studpoker.limits import MAX_CHIPS, MAX_HISTORY_KEY_DEPTH, MAX_HISTORY_NESTING, MAX_HISTORY_TEXT
from studpoker.phh import document, dump, load, load_all, load_file, replay

F7S = """\
variant = "F7S"
antes = [1, 1]
bring_in = 1
small_bet = 2
big_bet = 4
starting_stacks = [50, 60]
actions = [
  "d dh p1 AsKd2c",
  "d dh p2 QsQd3c",
  "p1 pb",
  "p2 f",
]
"""


def _casino_dump() -> str:
    """Our own history of a casino hand (extension fields: seats, _profile, _burns)."""
    hand = Hand(FIVE_CARD_STUD_CASINO, [100, 100, 100], 0, seed=2)
    while not hand.is_over:
        options = hand.legal_actions()
        hand.act(options[1] if len(options) > 1 else options[0])
    return dump(hand)


def _with_field(text: str, line: str) -> str:
    key = line.split(" = ")[0]
    kept = [row for row in text.splitlines() if not row.startswith(f"{key} = ")]
    return "\n".join(kept) + "\n" + line + "\n"


# --- bounds before the parser ---------------------------------------------------------------


def test_deep_nesting_is_refused_before_the_parser_naming_the_line() -> None:
    deep = "[" * (MAX_HISTORY_NESTING + 1) + "]" * (MAX_HISTORY_NESTING + 1)
    with pytest.raises(HandHistoryError, match=r"^line 13: .*nested more than"):
        load(F7S + f"_deep = {deep}\n")
    very_deep = "[" * 5000 + "]" * 5000  # RecursionError inside the parser without the bound
    with pytest.raises(HandHistoryError, match="nested more than"):
        load(F7S + f"_deep = {very_deep}\n")
    fits = "[" * MAX_HISTORY_NESTING + "]" * MAX_HISTORY_NESTING
    assert load(F7S + f"_deep = {fits}\n").extra["_deep"]


@pytest.mark.parametrize(
    "key",
    [
        ".".join(["a"] * (MAX_HISTORY_KEY_DEPTH + 1)) + " = 1",
        ".".join(["1"] * (MAX_HISTORY_KEY_DEPTH + 1)) + " = 1",
        " . ".join(['"a"'] * (MAX_HISTORY_KEY_DEPTH + 1)) + " = 1",
        "[" + ".".join(["t"] * (MAX_HISTORY_KEY_DEPTH + 1)) + "]",
        "_x = {" + ".".join(["b"] * (MAX_HISTORY_KEY_DEPTH + 1)) + " = 1}",
    ],
)
def test_deep_dotted_keys_are_refused_before_the_parser(key: str) -> None:
    with pytest.raises(HandHistoryError, match=r"^line 13: a key of more than"):
        load(F7S + key + "\n")


def test_floats_and_dotted_keys_within_the_bound_are_read() -> None:
    key = ".".join(["a"] * MAX_HISTORY_KEY_DEPTH)
    history = load(F7S + f"_f = [1.5, 2.25, 1979-05-27T07:32:00.5]\n{key} = 1\n")
    assert history.extra["_f"][0] == 1.5


def test_text_beyond_the_size_bound_is_refused() -> None:
    with pytest.raises(HandHistoryError, match=r"^line 1: .*at most"):
        load(F7S + "#" * MAX_HISTORY_TEXT)


@pytest.mark.parametrize(
    ("text", "line"),
    [('variant = "F7S"\nantes = [1, 1]\nbring_in = = 1\n', 3), (F7S + "x = [1,\n", 13)],
)
def test_broken_toml_names_the_line(text: str, line: int) -> None:
    with pytest.raises(HandHistoryError, match=f"^line {line}: not valid TOML"):
        load(text)


def test_a_file_that_is_not_utf8_names_the_line(tmp_path: Path) -> None:
    path = tmp_path / "bad.phh"
    path.write_bytes(F7S.encode() + b'_note = "\xff"\n')
    with pytest.raises(HandHistoryError, match=r"^line 13: .*not UTF-8"):
        load_file(path)


# --- linear loading ---------------------------------------------------------------------------


class _CountingList(list[Any]):
    reads = 0

    def __getitem__(self, index: Any) -> Any:
        _CountingList.reads += 1
        return super().__getitem__(index)


def test_finding_the_lines_of_actions_on_one_line_is_one_pass(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The PHH data set writes every action on one line; each string is looked at once."""
    actions = ["d dh p1 AsKd2c", "d dh p2 QsQd3c", "p1 pb"] + [
        f"p{1 + k % 2} cbr {k}" for k in range(3, 2003)
    ]
    text = F7S.split("actions")[0] + "actions = [" + ", ".join(f'"{a}"' for a in actions) + "]\n"
    original = document._LineFinder._strings_from

    def counting(self: Any, first: int) -> list[tuple[str, int]]:
        return _CountingList(original(self, first))

    monkeypatch.setattr(document._LineFinder, "_strings_from", counting)
    _CountingList.reads = 0
    history = load(text)
    assert [a.line for a in history.actions] == [7] * len(actions)
    assert _CountingList.reads <= 2 * len(actions)  # a string and its line, once each


def test_actions_split_over_lines_keep_their_own_lines() -> None:
    text = F7S.replace('  "p1 pb",\n  "p2 f",\n', '  "p1 pb", "p2 f",\n')
    assert [a.line for a in load(text).actions] == [8, 9, 10, 10]
    several = load_all("[1]\n" + F7S + "[2]\n" + F7S)
    assert [a.line for a in several[1].actions] == [22, 23, 24, 25]


# --- every problem names its line --------------------------------------------------------------


@pytest.mark.parametrize(
    ("field", "line_of", "message"),
    [
        ('seats = [1, "a", 2]', "seats", "expected seat numbers"),
        ("seats = [1.0, 2.0, 3.0]", "seats", "expected seat numbers"),
        ("seats = 5", "seats", "expected seat numbers"),
        ("_profile = [1]", "_profile", "is not a profile"),
        ("_profile = 5", "_profile", "is not a profile"),
        ("_rules = 5", "_rules", "must be a table"),
        ("_rules = {streets = 5}", "_rules", "must be a list of tables"),
        ("_rules = {streets = [{}]}", "_rules", "_rules.streets"),
        ('_rules = {streets = [{cards = ["up"], burn = "yes"}]}', "_rules", "burn"),
        ("_rules = {nope = 1}", "_rules", "unknown profile field"),
        ("_burns = [5]", "_burns", "_burns must be a list"),
        ('_burns = ["As Kd"]', "_burns", "one word"),
        ("finishing_stacks = [1, 2, 297]", "finishing_stacks", "the replay ends on stacks"),
        (f"starting_stacks = [{MAX_CHIPS}, 1, 1]", "starting_stacks", "2\\*\\*63 - 1"),
        (f"starting_stacks = [{MAX_CHIPS + 1}, 1, 1]", "starting_stacks", "2\\*\\*63 - 1"),
    ],
)
def test_every_problem_names_its_line(field: str, line_of: str, message: str) -> None:
    text = _with_field(_casino_dump(), field)
    line = 1 + next(n for n, row in enumerate(text.splitlines()) if row.startswith(line_of))
    with pytest.raises(HandHistoryError, match=f"^line {line}: .*{message}"):
        replay(text)


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (("antes = [1, 1]", "antes = [1, 2]"), "^line 2: .*same ante"),
        (("small_bet = 2\n", ""), "^line 1: .*needs the field"),
        (('"p2 f",', '"p2 f",\n  "d dh p1 5h",'), "^line 12: .*never reached"),
    ],
)
def test_standard_variant_problems_name_their_line(change: tuple[str, str], message: str) -> None:
    with pytest.raises(HandHistoryError, match=message):
        replay(F7S.replace(*change))


def test_a_history_needing_more_cards_than_a_deck_names_its_line() -> None:
    unknown = ", ".join(f'"d dh p{1 + k % 2} ??????"' for k in range(20))
    text = F7S.split("actions")[0] + f"actions = [{unknown}]\n"
    with pytest.raises(HandHistoryError, match=r"^line 7: .*more cards than a deck"):
        replay(text)


# --- duplicate cards --------------------------------------------------------------------------


def test_a_duplicate_card_is_refused_when_the_hand_ends_by_folds() -> None:
    text = F7S.replace("QsQd3c", "QsAs3c")  # As in both hands; p2 folds, nobody shows
    with pytest.raises(HandHistoryError, match=r"^line 9: card As is dealt while it is held"):
        replay(text)
    with pytest.raises(HandHistoryError, match=r"^line 8: card As"):
        replay(F7S.replace("AsKd2c", "AsAs2c"))  # twice to one player
    assert replay(F7S).is_over


@pytest.mark.parametrize("source", [b"variant = 'F7S'", 5, None, ["p1 cc"]])
def test_replay_of_something_else_than_a_history_is_a_history_error(source: object) -> None:
    with pytest.raises(HandHistoryError, match=r"^line 1: "):
        replay(source)  # type: ignore[arg-type]
    with pytest.raises(HandHistoryError, match=r"^line 1: "):
        load(source)  # type: ignore[arg-type]
