"""iPoker's XML sessions: each game read on its own under its session's header, replayed to the
room's own bets and wins; games of other kinds, cut short or garbled refused one by one."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from studpoker import importing
from studpoker.cards import parse_cards
from studpoker.importing import Refusal
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

SAMPLES = IMPORT_SAMPLES / "ipoker"
STUD = SAMPLES / "seven_card_stud.xml"
HI_LO = SAMPLES / "seven_card_stud_hi_lo.xml"
FIVE = SAMPLES / "five_card_stud.xml"
REAL = ROOM_HISTORIES / "cash" / "iPoker" / "Stud"


def _read(source: str | Path) -> importing.Imported:
    return importing.read(source, room="ipoker")


def _by_hand(source: str | Path) -> dict[str, HandHistory]:
    return {h.extra["hand"]: h for h in _read(source).hands}


def _actions(history: HandHistory) -> list[str]:
    return [action.text for action in history.actions]


# ------------------------------------------------------------------------------- the samples
@pytest.mark.parametrize("sample", [STUD, HI_LO, FIVE], ids=lambda p: p.name)
def test_every_sample_game_replays_to_the_rooms_bets_and_wins(sample: Path) -> None:
    imported = _read(sample)
    assert not imported.refused
    assert len(imported.hands) == sample.read_bytes().count(b"<game gamecode=")
    for history in imported.hands:
        replays_exactly(history)


def test_a_session_header_names_every_game_its_table_and_currency() -> None:
    games = _by_hand(STUD)
    assert list(games) == ["2000001", "2000002", "2000003"]
    first = games["2000001"]
    assert first.variant == "F7S"
    assert (first.small_bet, first.big_bet, first.bring_in, first.antes[0]) == (10, 20, 5, 2)
    assert first.extra["table"] == "Harbour, 5550001"
    assert first.extra["currency"] == "USD"
    assert first.extra["time"] == "2012-03-04T20:15:07"
    assert "time_zone" not in first.extra  # iPoker names no zone


def test_players_count_from_the_dealers_left_leaving_out_empty_and_sitting_out_seats() -> None:
    first = _by_hand(STUD)["2000001"]
    # the dealer sits at seat 1; seat 2 is empty and Di (seat 5) posts nothing
    assert first.extra["seats"] == [3, 4, 6, 1]
    assert first.extra["players"] == ["Bo", "Cy", "Ed", "Ava"]
    assert first.starting_stacks == (300, 400, 600, 500)


def test_actions_follow_their_numbers_not_the_order_of_the_elements() -> None:
    first = _by_hand(STUD)["2000001"]
    third_street = _actions(first)[4:10]
    assert third_street == ["p1 pb", "p2 cc", "p3 cbr 10", "p4 f", "p1 f", "p2 cc"]


def test_the_rake_is_what_the_bets_hold_beyond_the_wins() -> None:
    first = _by_hand(STUD)["2000001"]
    assert first.rake == 153 - 146
    assert first.finishing_stacks == (293, 474, 528, 498)


def test_an_uncalled_bet_comes_back_inside_the_win() -> None:
    second = _by_hand(STUD)["2000002"]
    assert _actions(second)[-2:] == ["p4 cbr 20", "p2 f"]  # Bo bets, Ed folds
    bo = second.extra["players"].index("Bo")
    assert second.finishing_stacks is not None
    assert second.finishing_stacks[bo] == 293 - 52 + 90
    assert second.rake == 93 - 90
    replays_exactly(second)


def test_a_low_card_completing_at_once_takes_the_bring_in_an_earlier_game_posted() -> None:
    third = _by_hand(STUD)["2000003"]
    assert _actions(third)[2] == "p1 cbr 10"  # Ava (C2 up) completes, posting no bring-in
    assert third.bring_in == 5
    assert third.extra["_bring_in_logged"] is False


def test_without_a_bring_in_posted_at_these_stakes_before_the_game_is_refused() -> None:
    text = STUD.read_text()
    start, end = text.index('<game gamecode="2000001">'), text.index('<game gamecode="2000003">')
    imported = _read(text[:start] + text[end:])
    assert not imported.hands
    [refusal] = imported.refused
    assert "nobody posts the bring-in" in refusal.reason
    assert is_known_limit(refusal)


def test_the_euro_sign_written_in_windows_1252_under_a_utf8_declaration_reads() -> None:
    raw = HI_LO.read_bytes()
    assert b"\x80" in raw
    assert b'encoding="utf-8"' in raw
    first = _by_hand(HI_LO)["3000001"]
    assert first.extra["currency"] == "EUR"  # the table's currency, not the account's USD
    assert (first.small_bet, first.big_bet, first.bring_in) == (5, 10, 2)


def test_a_hi_lo_pot_is_split_and_an_all_in_call_is_a_call() -> None:
    first = _by_hand(HI_LO)["3000001"]
    assert first.variant == "F7S/8"
    assert _actions(first)[-7:-4] == ["p1 cbr 10", "p2 cbr 20", "p1 cc"]  # Gus all-in calls
    assert first.finishing_stacks == (49, 198, 99)
    replays_exactly(first)


def test_a_short_all_in_raise_is_a_raise_to_all_the_seat_has() -> None:
    second = _by_hand(HI_LO)["3000002"]
    assert "p1 cbr 11" in _actions(second)  # Fay raises all-in from 10 to 11
    hand = replays_exactly(second)
    assert hand.stacks[0] == 30


def test_a_showdown_shows_every_card_the_game_lists() -> None:
    first = _by_hand(STUD)["2000001"]
    shows = [a for a in first.actions if a.verb == "sm"]
    assert {a.cards for a in shows} == {
        tuple(parse_cards("Qc Qh 9d 9s 2h Jc Qd")),
        tuple(parse_cards("As 8s 4h 7c Ad 5d 2c")),
    }


def test_five_card_stud_reads_its_four_streets() -> None:
    [history] = _read(FIVE).hands
    assert history.variant == "F5S"
    assert history.extra["_profile"] == "five_card_stud_casino"
    assert (history.small_bet, history.big_bet, history.bring_in) == (10, 20, 5)
    assert sum(a.verb == "dh" for a in history.actions) == 3 + 3 + 2 + 2


# ------------------------------------------------------------------------------- refusals
def test_a_session_of_another_game_is_refused_game_by_game_naming_the_game() -> None:
    text = (SAMPLES / "holdem_session.xml").read_text()
    imported = _read(text + STUD.read_text())
    [refusal] = imported.refused
    assert refusal.line == 11
    assert "line 5: the game 'Holdem' is not a stud game read here" in refusal.reason
    assert len(imported.hands) == 3  # the next session is read


def test_a_whole_session_on_one_line_reads_the_same() -> None:
    lines = STUD.read_text().splitlines()
    one_line = _read("".join(line.strip() for line in lines))
    assert not one_line.refused
    assert [(_actions(h), h.finishing_stacks) for h in one_line.hands] == [
        (_actions(h), h.finishing_stacks) for h in _read(STUD).hands
    ]


def test_two_sessions_on_one_line_each_read_under_its_own_header() -> None:
    one_line = "".join(
        line.strip() for path in (STUD, FIVE) for line in path.read_text().splitlines()
    )
    hands = _read(one_line).hands
    assert [h.variant for h in hands] == ["F7S", "F7S", "F7S", "F5S"]
    assert hands[-1].extra["table"] == "Moorings, 5550003"


def test_a_game_cut_short_is_refused_and_the_next_game_is_read() -> None:
    lines = STUD.read_text().splitlines()
    second = next(k for k, line in enumerate(lines) if 'gamecode="2000002"' in line)
    cut = next(k for k in range(second, len(lines)) if '<round no="4">' in lines[k])
    end = next(k for k, line in enumerate(lines) if '<game gamecode="2000003">' in line)
    imported = _read("\n".join(lines[:cut] + lines[end - 1 :]))  # game 2 loses 5th street
    assert [h.extra["hand"] for h in imported.hands] == ["2000001", "2000003"]
    [refusal] = imported.refused
    assert refusal.hand == "2000002"
    assert "the game stops after street 2 of 5" in refusal.reason


def test_a_file_cut_inside_its_last_game_refuses_that_game_only() -> None:
    text = STUD.read_text()
    imported = _read(text[: text.index('<round no="3">', text.index('gamecode="2000003"'))])
    assert [h.extra["hand"] for h in imported.hands] == ["2000001", "2000002"]
    [refusal] = imported.refused
    assert refusal.hand == "2000003"


def test_a_garbled_amount_is_refused_with_its_line_and_the_next_game_is_read() -> None:
    lines = STUD.read_text().splitlines()
    k = next(k for k, line in enumerate(lines) if 'no="11" player="Cy" type="5"' in line)
    lines[k] = lines[k].replace(
        'no="11" player="Cy" type="5" sum="$0.10"', 'no="11" player="Cy" type="5" sum="$0.1O"'
    )
    imported = _read("\n".join(lines))
    [refusal] = imported.refused
    assert refusal.line == k + 1
    assert "not an amount" in refusal.reason
    assert len(imported.hands) == 2


def test_an_action_type_not_read_here_is_refused_naming_it() -> None:
    text = STUD.read_text().replace('no="18" player="Ed" type="4"', 'no="18" player="Ed" type="6"')
    imported = _read(text)
    [refusal] = imported.refused
    assert "action type '6': not among the action types read here" in refusal.reason
    assert is_known_limit(refusal)


def test_declarations_are_refused_and_entities_never_expanded() -> None:
    text = STUD.read_text()
    doctype = '<!DOCTYPE session [<!ENTITY big "Bo Bo Bo Bo">]>\n'
    declared = text.replace("<session", doctype + "<session", 1)
    imported = _read(declared)
    assert not imported.hands
    assert all("DOCTYPE or ENTITY" in r.reason for r in imported.refused)
    referenced = text.replace('name="Bo" chips="$3"', 'name="&big;" chips="$3"')
    refused = _read(referenced).refused
    assert [r.hand for r in refused] == ["2000001"]
    assert "not well-formed" in refused[0].reason


def test_a_game_before_any_session_header_is_refused() -> None:
    text = STUD.read_text()
    imported = _read(text[text.index('\t<game gamecode="2000001">') :])
    assert not imported.hands
    assert {r.reason for r in imported.refused} == {"a game outside any session header"}


# ------------------------------------------------------------------------------- fuzzing
FUZZ = settings(
    max_examples=sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 60, 2_000),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
SOURCES = [STUD.read_text(), HI_LO.read_bytes().decode("cp1252"), FIVE.read_text()]


@FUZZ
@given(mutated(SOURCES[0]) | mutated(SOURCES[1]) | mutated(SOURCES[2]))
def test_mutated_sessions_give_histories_or_refusals_only(text: str) -> None:
    read_without_surprise(text, "ipoker")


# ------------------------------------------------------------------------------- real files
@pytest.mark.skipif(not REAL.is_dir(), reason="the rooms' real hands are not beside the repo")
@pytest.mark.parametrize(
    "path", sorted(REAL.glob("*")) if REAL.is_dir() else [], ids=lambda p: p.name
)
def test_every_real_game_replays_to_the_rooms_result_or_is_a_known_limit(path: Path) -> None:
    check_real_file(path, "ipoker", b"<game gamecode=")


def test_refusals_carry_the_room_and_the_game() -> None:
    refusal = _read(STUD.read_text().replace('type="23" sum="$0.20"', 'type="23" sum="$9.20"'))
    assert refusal.refused
    assert all(isinstance(r, Refusal) and r.room == "ipoker" for r in refusal.refused)


@pytest.mark.parametrize(
    ("old", "new", "says"),
    [
        ("7 Card Stud L $0.10/$0.20", "Razz L $0.10/$0.20", "is not read for this room"),
        ("7 Card Stud L $0.10/$0.20", "7 Card Stud PL $0.10/$0.20", "only fixed-limit stud"),
        ("<nickname>", "<tournamentcode>77</tournamentcode><nickname>", "a tournament session"),
    ],
)
def test_a_stud_game_not_read_is_refused_as_a_known_limit(old: str, new: str, says: str) -> None:
    imported = _read(STUD.read_text().replace(old, new))
    assert not imported.hands
    assert len(imported.refused) == 3
    assert all(says in r.reason and is_known_limit(r) for r in imported.refused)


SHORT_BRING_IN = """<?xml version="1.0" encoding="utf-8"?><session sessioncode="9">
<general><gametype>7 Card Stud L $0.10/$0.20</gametype><tablename>Pier</tablename>
<currency>USD</currency></general>
<game gamecode="9001"><general><startdate>2012-03-04 21:00:00</startdate><players>
<player seat="2" name="Ava" chips="$0.03" dealer="1" win="$0.06" bet="$0.03" />
<player seat="5" name="Ed" chips="$4" dealer="0" win="$0.04" bet="$0.07" />
</players></general>
<round no="0"><action no="1" player="Ava" type="15" sum="$0.02" cards="[cards]"/>
<action no="2" player="Ed" type="15" sum="$0.02" cards="[cards]"/></round>
<round no="1"></round>
<round no="2"><cards type="Third Street" player="Ava">H3 D3 C2</cards>
<action no="3" player="Ava" type="16" sum="$0.01" cards=""/>
<cards type="Third Street" player="Ed">SK DK H9</cards>
<action no="4" player="Ed" type="3" sum="$0.05" cards=""/></round>
<round no="3"><cards type="Fourth Street" player="Ava">S3</cards>
<cards type="Fourth Street" player="Ed">C5</cards></round>
<round no="4"><cards type="Fifth Street" player="Ava">D7</cards>
<cards type="Fifth Street" player="Ed">S6</cards></round>
<round no="5"><cards type="Sixth Street" player="Ava">HJ</cards>
<cards type="Sixth Street" player="Ed">D4</cards></round>
<round no="6"><cards type="River" player="Ava">C9</cards>
<cards type="River" player="Ed">CJ</cards></round>
</game></session>
"""


def test_a_short_all_in_bring_in_takes_the_stakes_bring_in_and_the_caller_owes_it_all() -> None:
    # the sample's first game, at the same game and stakes, posted the full bring-in: $0.05
    games = {h.extra["hand"]: h for h in _read(STUD.read_text() + SHORT_BRING_IN).hands}
    short = games["9001"]
    assert short.bring_in == 5
    assert short.extra["_bring_in_logged"] is False
    assert _actions(short)[2:4] == ["p2 pb", "p1 cc"]  # Ava (p2) all-in for $0.01, Ed calls
    assert short.finishing_stacks == (400 - 7 + 4, 6)
    replays_exactly(short)


def test_a_short_all_in_bring_in_at_stakes_never_seen_is_refused() -> None:
    [refusal] = _read(SHORT_BRING_IN).refused
    assert "the bring-in is posted all-in and no earlier hand" in refusal.reason
    assert is_known_limit(refusal)


def test_a_showdown_hand_with_a_card_not_listed_is_mucked() -> None:
    text = STUD.read_text().replace('player="Ed">C2</cards>', 'player="Ed">X</cards>')
    first = _by_hand(text)["2000001"]
    assert "p3 sm" in _actions(first)  # Ed, p3, mucks
    replays_exactly(first)
