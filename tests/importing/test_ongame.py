"""OnGame's text hands: the stakes and antes of the table line, small and big bring-ins, the
summary's pots, rake and final stacks (which the hand's own numbers must give), cards shown in
the summary; other games, hands cut short and garbled lines refused one hand at a time."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from studpoker import importing
from studpoker.cards import parse_cards
from studpoker.phh.document import HandHistory
from tests.importing.room_checks import (
    check_real_file,
    is_known_limit,
    mutated,
    read_without_surprise,
    replays_exactly,
)
from tests.support import IMPORT_SAMPLES, ROOM_HISTORIES
from tests.support.sweeps import sweep_size

SAMPLE = IMPORT_SAMPLES / "ongame" / "seven_card_stud.txt"
REAL = ROOM_HISTORIES / "cash" / "OnGame" / "Stud"
OPENING = b"***** History for hand "


def _read(source: str | Path) -> importing.Imported:
    return importing.read(source, room="ongame")


def _by_hand(source: str | Path) -> dict[str, HandHistory]:
    return {h.extra["hand"]: h for h in _read(source).hands}


def _actions(history: HandHistory) -> list[str]:
    return [action.text for action in history.actions]


def _replace(old: str, new: str) -> str:
    text = SAMPLE.read_text()
    assert old in text
    return text.replace(old, new, 1)


# ------------------------------------------------------------------------------- the sample
def test_every_stud_hand_replays_and_the_holdem_hand_is_refused_at_its_table_line() -> None:
    imported = _read(SAMPLE)
    assert [h.extra["hand"] for h in imported.hands] == ["R5-7001-1", "R5-7002-1"]
    [refusal] = imported.refused
    assert (refusal.hand, refusal.line) == ("R5-7003-1", 69)
    assert "'TEXAS_HOLDEM' is not a stud game" in refusal.reason
    for history in imported.hands:
        replays_exactly(history)


def test_the_table_line_gives_the_stakes_and_the_header_the_fields() -> None:
    first = _by_hand(SAMPLE)["R5-7001-1"]
    assert (first.small_bet, first.big_bet, first.bring_in, first.antes[0]) == (10, 20, 5, 2)
    assert first.extra["table"] == "Riverside"
    assert first.extra["currency"] == "USD"
    assert first.extra["time"] == "2012-03-03T20:41:09"
    assert first.extra["time_zone"] == "GMT+0100"
    assert first.rake == 10
    # the button at seat 9: the players count from seat 2
    assert first.extra["seats"] == [2, 4, 7, 9]


def test_a_zone_by_name_and_a_table_without_button_line() -> None:
    second = _by_hand(SAMPLE)["R5-7002-1"]
    assert second.extra["time"] == "2012-03-06T21:05:10"
    assert second.extra["time_zone"] == "CET"
    assert second.extra["seats"] == [1, 5]  # no button: from the lowest seat


def test_a_raise_gives_the_chips_put_in_then_the_hand_total() -> None:
    first = _by_hand(SAMPLE)["R5-7001-1"]
    fourth = _actions(first)[_actions(first).index("d dh p4 Js") + 1 :][:5]
    assert fourth == ["p4 cc", "p2 cbr 10", "p3 cbr 20", "p4 cc", "p2 cc"]


def test_a_raise_whose_hand_total_disagrees_is_refused_with_its_line() -> None:
    imported = _read(_replace("Pam raises $0.20 to $0.30", "Pam raises $0.20 to $0.35"))
    [refusal, _holdem] = imported.refused
    assert refusal.line == 34
    assert "raises to 35 in the hand; its actions give 30" in refusal.reason


def test_the_shown_hand_comes_from_the_summary_and_the_caller_mucks() -> None:
    first = _by_hand(SAMPLE)["R5-7001-1"]
    shows = [a for a in first.actions if a.verb == "sm"]
    assert [(a.text.split()[0], a.cards) for a in shows] == [
        ("p3", tuple(parse_cards("Ah 7s 3c 7d 4d 5s 6h"))),
        ("p4", ()),
    ]


def test_a_big_bring_in_is_the_low_card_completing_and_the_bring_in_is_half_the_small_bet() -> None:
    second = _by_hand(SAMPLE)["R5-7002-1"]
    assert _actions(second)[2:5] == ["p1 cbr 100", "p2 cbr 200", "p1 cc"]
    assert second.bring_in == 50
    assert second.extra["_bring_in_logged"] is False


def test_a_bet_nobody_called_came_back_apart_from_the_pot_won() -> None:
    second = _by_hand(SAMPLE)["R5-7002-1"]
    assert second.finishing_stacks == (3790, 2550 - 310 + 400 + 100)
    replays_exactly(second)


def test_a_bet_nobody_called_may_come_back_inside_the_pot_won() -> None:
    text = _replace("Main pot: $4.20 won by Sam ($4)", "Main pot: $5.20 won by Sam ($5)")
    second = _by_hand(text)["R5-7002-1"]
    assert second.finishing_stacks == (3790, 2740)
    replays_exactly(second)


def test_a_final_stack_the_hand_does_not_give_is_refused_naming_the_seat() -> None:
    imported = _read(_replace("Seat 4: Oz ($2.68)", "Seat 4: Oz ($2.58)"))
    refusal = imported.refused[0]
    assert refusal.line == 63
    assert "'Oz' ends on 258, the hand's numbers give 268" in refusal.reason


def test_a_hand_cut_short_is_refused_and_the_next_hand_is_read() -> None:
    imported = _read(_replace("***** End of hand R5-7001-1 *****\n", ""))
    assert [h.extra["hand"] for h in imported.hands] == ["R5-7002-1"]
    assert "no end line" in imported.refused[0].reason


def test_a_garbled_line_is_refused_with_its_line_and_the_next_hand_is_read() -> None:
    imported = _read(_replace("Oz bets $0.10\nPam calls", "Oz bots $0.10\nPam calls"))
    refusal = imported.refused[0]
    assert (refusal.hand, refusal.line) == ("R5-7001-1", 24)
    assert "an action not read here" in refusal.reason
    assert [h.extra["hand"] for h in imported.hands] == ["R5-7002-1"]


def test_an_amount_with_a_stray_character_is_refused() -> None:
    imported = _read(_replace("Oz bets $0.10\nPam calls", "Oz bets $0.1O\nPam calls"))
    assert "is not an amount" in imported.refused[0].reason


def test_text_after_the_end_line_is_refused_apart() -> None:
    imported = _read(
        _replace(
            "***** End of hand R5-7001-1 *****\n",
            "***** End of hand R5-7001-1 *****\nstray words\n",
        )
    )
    assert len(imported.hands) == 2
    assert any(r.reason == "text after the end of an OnGame hand" for r in imported.refused)


def test_the_small_bring_in_of_every_logged_hand_is_half_the_small_bet() -> None:
    # the reading that fills a bring-in a hand does not post (docs/importing.md), on the sample
    first = _by_hand(SAMPLE)["R5-7001-1"]
    assert first.small_bet is not None
    assert first.bring_in == first.small_bet // 2


# ------------------------------------------------------------------------------- fuzzing
FUZZ = settings(
    max_examples=sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 60, 2_000),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@FUZZ
@given(mutated(SAMPLE.read_text()))
def test_mutated_hands_give_histories_or_refusals_only(text: str) -> None:
    read_without_surprise(text, "ongame")


# ------------------------------------------------------------------------------- real files
REAL_FILES = sorted(REAL.glob("*")) if REAL.is_dir() else []


@pytest.mark.skipif(not REAL.is_dir(), reason="the rooms' real hands are not beside the repo")
@pytest.mark.parametrize("path", REAL_FILES, ids=lambda p: p.name)
def test_every_real_hand_replays_to_the_rooms_result_or_is_a_known_limit(path: Path) -> None:
    check_real_file(path, "ongame", OPENING)


@pytest.mark.skipif(not REAL.is_dir(), reason="the rooms' real hands are not beside the repo")
def test_every_real_small_bring_in_is_half_the_small_bet() -> None:
    posted = 0
    for path in REAL_FILES:
        for history in _read(path).hands:
            if "_bring_in_logged" not in history.extra:
                assert history.small_bet is not None
                assert history.bring_in == history.small_bet // 2
                posted += 1
    assert posted >= 5


def test_refusals_name_the_room() -> None:
    assert all(r.room == "ongame" for r in _read(SAMPLE).refused)
    assert not is_known_limit(_read(SAMPLE).refused[0])  # hold'em is no limit of the importer


@pytest.mark.parametrize(
    ("new", "says"),
    [("LIMIT RAZZ", "is not read for this room"), ("POT_LIMIT SEVEN_CARD_STUD", "only fixed")],
)
def test_a_stud_game_not_read_is_refused_as_a_known_limit(new: str, says: str) -> None:
    imported = _read(_replace("LIMIT SEVEN_CARD_STUD $0.10/$0.20", new + " $0.10/$0.20"))
    refusal = imported.refused[0]
    assert refusal.line == 3
    assert says in refusal.reason
    assert is_known_limit(refusal)


def test_a_utf16_file_with_windows_line_ends_reads_the_same(tmp_path: Path) -> None:
    path = tmp_path / "hands.txt"
    path.write_bytes(SAMPLE.read_text().replace("\n", "\r\n").encode("utf-16"))
    assert [_actions(h) for h in _read(path).hands] == [_actions(h) for h in _read(SAMPLE).hands]
