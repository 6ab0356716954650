"""The shared line loop of the text rooms (``importing.driver``), on a toy room of a few
patterns: its hands read end to end and replayed, a line no rule matches refused at its line with
the hands after it still read, and each rule kept to the sections it names."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from typing import ClassVar

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from studpoker.importing import driver
from studpoker.importing.driver import Match, Rule, TextHand, TextRoom, _lead
from studpoker.importing.reading import Imported, Refusal, import_loop
from studpoker.importing.text import Names, parse_cards
from tests.importing.room_checks import mutated, replays_exactly


class Toy(TextRoom):
    """A room of a dozen patterns (played as OnGame plays its games: a toy room has no profiles
    of its own)."""

    room = "ongame"
    marks = ("Toy hand #",)
    opening = re.compile(r"Toy hand #(?P<hand>\d+):")
    title = re.compile(r"Toy hand #(?P<hand>\d+): Razz (?P<small>\d+)/(?P<big>\d+)")
    streets: ClassVar[Mapping[str, int]] = {str(k + 1): k for k in range(5)}
    rules = (
        Rule(r"Seat (?P<seat>\d+): (?P<name>.+) \((?P<stack>\d+)\)", "seat", "header"),
        Rule(r"-- street (?P<street>\d) --", "street", then="play"),
        Rule(r"Total (?P<total>\d+)(?: rake (?P<rake>\d+))?", "total", "play"),
        Rule(r"antes (?P<amount>\d+)", "ante", "header", player=True),
        Rule(r"is dealt \[(?P<down>[^\]]*)\] \[(?P<up>[^\]]*)\]", "dealt", "play", player=True),
        Rule(r"brings in (?P<amount>\d+)", "bring_in", "play", player=True),
        Rule(r"completes to (?P<to>\d+)|raises to (?P<to2>\d+)", "raise_to", "play", player=True),
        Rule(r"calls (?P<amount>\d+)", "call", "play", player=True),
        Rule(r"checks", "check", "play", player=True),
        Rule(r"folds", "fold", "play", player=True),
        Rule(r"shows \[(?P<cards>[^\]]*)\]", "show", "play", player=True),
        Rule(r"collects (?P<amount>\d+)", "collect", "play", player=True),
    )

    def header(self, match: Match, hand: TextHand) -> None:
        hand.digits = 0  # whole chips
        hand.builder.game = "razz"
        hand.builder.small_bet = int(match.group("small"))
        hand.builder.big_bet = int(match.group("big"))

    def on_raise_to(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        to = int(match.group("to") or match.group("to2"))
        hand.builder.raise_to(name, to, line)

    def on_dealt(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        down, up = parse_cards(match.group("down"), line), parse_cards(match.group("up"), line)
        hand.builder.dealt(name, line, down=down, up=up)


FOLDED = """\
Toy hand #1: Razz 10/20
Seat 1: Ann (500)
Seat 2: Bob Two (400)
Ann antes 2
Bob Two antes 2
-- street 1 --
Ann is dealt [2c 3d] [4h]
Bob Two is dealt [] [Kc]
Bob Two brings in 5
Ann completes to 10
Bob Two folds
Ann collects 19
Total 19
"""

SHOWN = """\
Toy hand #3: Razz 10/20
Seat 1: Ann (500)
Seat 2: Bob Two (400)
Ann antes 2
Bob Two antes 2
-- street 1 --
Ann is dealt [2c 3d] [Kh]
Bob Two is dealt [As 5d] [4c]
Ann brings in 5
Bob Two calls 5
-- street 2 --
Ann is dealt [] [Qh]
Bob Two is dealt [] [6c]
Bob Two checks
Ann checks
-- street 3 --
Ann is dealt [] [Jh]
Bob Two is dealt [] [7c]
Bob Two checks
Ann checks
-- street 4 --
Ann is dealt [] [Th]
Bob Two is dealt [] [8c]
Bob Two checks
Ann checks
-- street 5 --
Ann is dealt [9h] []
Bob Two is dealt [9d] []
Bob Two checks
Ann checks
Bob Two shows [As 5d 4c 6c 7c 8c 9d]
Ann shows [2c 3d Kh Qh Jh Th 9h]
Bob Two collects 13
Total 13 rake 1
"""


def _read(text: str) -> Imported:
    imported = Imported()
    for item in import_loop(text, [Toy]):
        if isinstance(item, Refusal):
            imported.refused.append(item)
        else:
            imported.hands.append(item)
    return imported


def test_a_toy_room_of_patterns_reads_each_hand_to_the_rooms_result() -> None:
    imported = _read(FOLDED + "\n" + SHOWN)
    assert not imported.refused
    folded, shown = imported.hands
    assert [folded.extra["hand"], shown.extra["hand"]] == ["1", "3"]
    assert folded.starting_stacks == (500, 400)
    assert folded.finishing_stacks == (507, 393)
    assert [a.text for a in folded.actions[2:]] == ["p2 pb", "p1 cbr 10", "p2 f"]
    assert (shown.rake, shown.finishing_stacks) == (1, (493, 406))
    assert folded.bring_in == shown.bring_in == 5
    for history in imported.hands:
        replays_exactly(history)


def test_a_line_no_rule_matches_refuses_its_hand_at_that_line_and_the_next_is_read() -> None:
    broken = FOLDED.replace("Ann completes to 10\n", "Ann dances\n")
    imported = _read(broken + "\n" + SHOWN)
    [refusal] = imported.refused
    assert refusal.line == broken.splitlines().index("Ann dances") + 1
    assert refusal.hand == "1"
    assert refusal.reason == "an action not read here: 'Ann dances'"
    assert [h.extra["hand"] for h in imported.hands] == ["3"]


def test_a_line_of_no_seated_name_is_named_as_a_line_not_read() -> None:
    imported = _read(FOLDED.replace("Total 19", "Grand total 19"))
    assert [r.reason for r in imported.refused] == ["a line not read here: 'Grand total 19'"]
    assert imported.refused[0].line == 13


def test_a_rule_holds_only_in_its_sections() -> None:
    # an ante after the first street is dealt is no line of this room
    text = FOLDED.replace("Bob Two antes 2\n", "").replace(
        "Bob Two brings in 5\n", "Bob Two antes 2\nBob Two brings in 5\n"
    )
    [refusal] = _read(text).refused
    assert refusal.reason == "an action not read here: 'Bob Two antes 2'"


def test_a_title_the_room_does_not_write_is_refused_at_the_first_line() -> None:
    [refusal] = _read(FOLDED.replace("Razz 10/20", "Razz ten/20")).refused
    assert (refusal.line, refusal.hand) == (1, "1")
    assert "title line not understood" in refusal.reason


def test_the_room_total_is_checked() -> None:
    [refusal] = _read(FOLDED.replace("Total 19", "Total 20")).refused
    assert "are not what was put in (19) and collected (19)" in refusal.reason


def test_a_street_the_room_does_not_name_is_refused_never_a_crash() -> None:
    [refusal] = _read(FOLDED.replace("-- street 1 --", "-- street 9 --")).refused
    assert refusal.line == 6
    assert refusal.reason.startswith("a line not understood")


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.data())
def test_whatever_the_text_the_driver_gives_only_hands_and_refusals(data: st.DataObject) -> None:
    text = data.draw(mutated(FOLDED + "\n" + SHOWN))
    for item in import_loop(text, [Toy]):
        assert isinstance(item, Refusal) or item.extra["_room"] == "ongame"


@pytest.mark.parametrize(
    ("pattern", "lead"),
    [
        (r"\*\*\* SUMMARY \*\*\*.*", "*** SUMMARY ***"),
        (r"Checks?", "Check"),
        (r"calls (?P<amount>.+)", "calls "),
        (r"x+y", "x"),
        (r"Seat (?P<seat>\d+): ", "Seat "),
        (r"mucks(?: hand)?|doesn't show", ""),
        (r"a[|]b", "a"),
        (r"a[^]|]b|c", ""),
        (r"(?i:Total pot)", ""),
        (r"\ufeff?Winamax", ""),
    ],
)
def test_a_rule_is_asked_only_of_lines_starting_with_its_literal_text(
    pattern: str, lead: str
) -> None:
    assert _lead(pattern) == lead


def test_the_seated_names_are_made_once_per_change_not_per_seat_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    made: list[int] = []

    class Counted(Names):
        def __init__(self, names: Iterable[str]) -> None:
            names = list(names)
            made.append(len(names))
            super().__init__(names)

    monkeypatch.setattr(driver, "Names", Counted)
    seats = "".join(f"Seat {k}: P{k} (100)\n" for k in range(3, 2003))
    text = FOLDED.replace("Ann antes 2\n", seats + "Ann antes 2\n")
    imported = _read(text)
    assert [h.extra["hand"] for h in imported.hands] == ["1"]
    assert max(made) == 2002  # made once after the last seat, never once per seat
    assert len(made) <= 3
