"""Full Tilt Poker's text hands: samples written here in its format (cash seven-card stud, stud
hi-lo, razz in UTF-16 with a second time zone, a sit-and-go with an all-in bring-in, five-card
stud) and every stud hand of the real files, each replayed to the room's own result."""

from __future__ import annotations

import contextlib
import dataclasses
import io
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from studpoker import importing, phh
from studpoker.errors import HandHistoryError
from studpoker.importing import Refusal
from studpoker.importing.source import numbered_lines
from studpoker.phh.document import HandHistory
from tests.importing.room_checks import mutated
from tests.support import IMPORT_SAMPLES, ROOM_HISTORIES
from tests.support.room_results import check_imported, replay_to_room_result
from tests.support.sweeps import sweep_size

SAMPLES = IMPORT_SAMPLES / "full_tilt"
CASH = SAMPLES / "stud_cash.txt"


def _hands(path: Path) -> dict[str, HandHistory]:
    return {str(h.extra["hand"]): h for h in importing.read(path).hands}


def _actions(history: HandHistory) -> list[str]:
    return [action.text for action in history.actions]


# ------------------------------------------------------------------------------ cash stud


def test_a_cash_hand_names_its_stakes_seats_and_fields() -> None:
    history = _hands(CASH)["30000000101"]
    assert history.variant == "F7S"
    assert (history.bring_in, history.small_bet, history.big_bet) == (30, 100, 200)
    assert history.antes == (10, 10, 10, 10)
    # Birch sits out: no ante, no cards, not a player of the hand
    assert history.extra["seats"] == [1, 3, 4, 6]
    assert history.extra["players"] == ["Alder", "Cedar", "Dogwood", "Elm"]
    assert history.starting_stacks == (4000, 6000, 3320, 5000)
    assert history.extra["hand"] == "30000000101"
    assert history.extra["table"] == "Oakridge"
    assert history.extra["time"] == "2011-03-01T20:15:03"
    assert history.extra["time_zone"] == "ET"
    assert history.extra["currency"] == "USD"
    assert history.extra["_room"] == "full_tilt"
    assert history.rake is None


def test_the_short_lived_date_format_reads_too() -> None:
    first = CASH.read_text().split("\n\n\n\n")[0]
    text = first.replace("20:15:03 ET - 2011/03/01", "21:05 ET - Tuesday, March 1, 2011")
    (history,) = importing.read(text).hands
    assert history.extra["time"] == "2011-03-01T21:05"
    assert history.extra["time_zone"] == "ET"


def test_every_action_keeps_its_exact_amount() -> None:
    # completes it to / raises to name the level; bets and calls what the seat adds
    assert _actions(_hands(CASH)["30000000101"]) == [
        "d dh p1 ????7h",
        "d dh p2 ????Kc",
        "d dh p3 Jd4c9s",
        "d dh p4 ????2d",
        "p4 pb",
        "p1 f",
        "p2 cbr 100",
        "p3 cc",
        "p4 cc",
        "d dh p2 Kd",
        "d dh p3 3h",
        "d dh p4 8c",
        "p2 cbr 200",
        "p3 f",
        "p4 cbr 400",
        "p2 cc",
        "d dh p2 5s",
        "d dh p4 Th",
        "p2 cbr 200",
        "p4 f",
    ]


def test_the_uncalled_bet_comes_back_and_the_hand_replays_to_the_rooms_stacks() -> None:
    history = _hands(CASH)["30000000101"]
    assert history.finishing_stacks == (3990, 6630, 3210, 4490)
    hand = phh.replay(history)
    assert hand.is_over


def test_an_open_pair_on_fourth_street_allows_the_big_bet() -> None:
    # Cedar shows Kc Kd and bets $2 on fourth street: the room's reading allows it, the card
    # room's standard reading (no open-pair option) refuses it
    history = _hands(CASH)["30000000101"]
    assert history.extra["_rules"]["open_pair_round"] == 2
    assert phh.replay(history).is_over
    standard = {key: value for key, value in history.extra.items() if key != "_rules"}
    standard["_rules"] = {
        key: value
        for key, value in history.extra["_rules"].items()
        if not key.startswith("open_pair")
    }
    with pytest.raises(HandHistoryError, match="cbr 200"):
        phh.replay(dataclasses.replace(history, extra=standard))


def test_a_showdown_with_rake_and_a_hand_mucked_in_the_summary() -> None:
    history = _hands(CASH)["30000000102"]
    assert history.rake == 100
    assert history.finishing_stacks == (2980, 6590, 4170, 4480)
    actions = _actions(history)
    # Alder's mucked hand, listed in the summary, names its hidden cards; the muck stays one
    assert actions[0] == "d dh p1 Kh5cQs"
    assert "d dh p1 3s" in actions
    assert "p1 sm" in actions
    # Dogwood shows its hole cards in another order than dealt: the deal keeps its own
    assert actions[2] == "d dh p3 Ah6h6c"
    replay_to_room_result(history)


def test_a_hold_em_hand_in_the_file_is_refused_as_a_game_not_played() -> None:
    refused = {r.hand: r for r in importing.read(CASH).refused}
    assert refused["30000000103"].reason == 'the game "Hold\'em" is not a stud game read here'
    assert refused["30000000103"].line == 107
    assert refused["30000000103"].room == "full_tilt"


def test_a_cut_off_hand_is_refused_at_its_last_line_and_the_next_is_read() -> None:
    imported = importing.read(CASH)
    refused = {r.hand: r for r in imported.refused}
    assert refused["30000000104"].reason == "the hand ends before its summary"
    assert refused["30000000104"].line == 134
    assert {str(h.extra["hand"]) for h in imported.hands} == {
        "30000000101",
        "30000000102",
        "30000000106",
    }


def test_a_garbled_line_refuses_its_hand_naming_the_line() -> None:
    refused = {r.hand: r for r in importing.read(CASH).refused}
    assert refused["30000000105"].line == 148
    assert "Cedar foldz" in refused["30000000105"].reason


def test_a_hi_lo_pot_split_between_the_high_and_the_low_hand() -> None:
    history = _hands(CASH)["30000000106"]
    assert history.variant == "F7S/8"
    assert history.extra["table"] == "Pine_Crest"
    assert history.finishing_stacks == (1980, 2980)
    assert history.rake == 40
    replay_to_room_result(history)


def test_a_hand_of_another_room_is_refused_and_the_room_s_next_hand_read() -> None:
    other = (IMPORT_SAMPLES / "everleaf" / "old_format.txt").read_text()
    first = CASH.read_text().split("\n\n\n\n")[0]
    imported = importing.read(other + "\n\n" + first, room="full_tilt")
    (refusal,) = imported.refused
    assert (refusal.room, refusal.line) == (None, 1)
    assert "no hand of any room read here (full_tilt)" in refusal.reason
    assert [h.extra["hand"] for h in imported.hands] == ["30000000101"]


def test_a_pot_that_does_not_add_up_is_refused() -> None:
    text = CASH.read_text().replace("Total pot $11.40 | Rake $0", "Total pot $11.40 | Rake $1")
    refused = {r.hand: r for r in importing.read(text).refused}
    assert "the pot does not add up" in refused["30000000101"].reason


def test_a_partial_hand_and_a_pot_limit_stud_hand_are_refused() -> None:
    header = CASH.read_text().split("\n", 1)[0]
    partial = header + " (partial)\nSeat 1: Alder ($40)\n"
    pot_limit = header.replace("Limit Stud Hi", "Pot Limit Stud Hi") + "\nSeat 1: Alder ($40)\n"
    reasons = [r.reason for r in importing.read(partial + pot_limit).refused]
    assert reasons == [
        "the room logged only part of this hand",
        "Pot Limit Stud Hi is not read here: only limit stud is",
    ]


def test_a_bring_in_seat_that_completes_takes_the_bring_in_of_an_earlier_hand() -> None:
    # the second hand's low card completes at once: no bring-in amount is logged in it
    second = (
        CASH.read_text()
        .split("\n\n\n\n")[0]
        .replace("#30000000101", "#30000000199")
        .replace("Elm brings in for $0.30\n", "Elm completes it to $1\n")
        .replace("Cedar completes it to $1\n", "Cedar calls $1\n")
        .replace("Elm calls $0.70\n", "")
    )
    first = CASH.read_text().split("\n\n\n\n")[0]
    hands = importing.read(first + "\n\n\n" + second).hands
    assert [h.bring_in for h in hands] == [30, 30]
    assert "p4 pb" not in _actions(hands[1])
    assert phh.replay(hands[1]).is_over


# ------------------------------------------------------------------------------ razz, UTF-16


def test_a_utf16_razz_hand_with_two_times_and_a_listed_player_who_does_not_play() -> None:
    (history,) = importing.read(SAMPLES / "razz_cct.txt").hands
    assert history.variant == "FR"
    assert (history.bring_in, history.small_bet, history.big_bet) == (3, 10, 20)
    assert history.extra["time"] == "2010-12-07T17:10:10"
    assert history.extra["time_zone"] == "CCT"
    assert history.extra["players"] == ["Hero", "Ivy", "Kim"]  # Jay is listed, never dealt
    assert history.finishing_stacks == (428, 295, 525)
    replay_to_room_result(history)


# ------------------------------------------------------------------------------ sit-and-go


def test_a_sit_and_go_hand_counts_chips_and_names_its_tournament() -> None:
    (history,) = importing.read(SAMPLES / "razz_tournament.txt").hands
    assert history.extra["tournament"] == "220400000"
    assert history.extra["tournament_name"] == "$5 + $0.50 Sit & Go"
    assert "currency" not in history.extra
    assert history.starting_stacks == (1450, 25, 1025)
    assert (history.small_bet, history.big_bet, history.antes[0]) == (60, 120, 10)


def test_an_all_in_bring_in_replays_to_the_side_pot() -> None:
    (history,) = importing.read(SAMPLES / "razz_tournament.txt").hands
    # Moss is listed as sitting out but antes and brings in all-in for the 15 chips it has:
    # the only bring-in the file shows
    assert history.extra["players"][1] == "Moss"
    assert history.bring_in == 15
    assert _actions(history)[3:8] == ["p2 pb", "p3 cc", "p1 cbr 60", "p3 cc", "d dh p1 2d"]
    assert history.finishing_stacks == (1545, 0, 955)
    assert history.rake is None
    hand = phh.replay(history)
    assert hand.is_over


# ------------------------------------------------------------------------------ five-card stud


def test_five_card_stud_reads_its_four_streets_and_open_pair() -> None:
    (history,) = importing.read(SAMPLES / "five_card_stud.txt").hands
    assert history.extra["_profile"] == "five_card_stud_casino"
    assert (history.bring_in, history.small_bet, history.big_bet) == (15, 50, 100)
    actions = _actions(history)
    # Sage's hand, mucked at the showdown and listed in the summary, names its hole card
    assert actions[:3] == ["d dh p1 Kd7s", "d dh p2 ??3c", "d dh p3 TsQh"]
    # Sage's open pair of queens on third street: a $1 bet, the big step
    assert actions[actions.index("d dh p3 Qc") + 1] == "p3 cbr 100"
    assert history.finishing_stacks == (2460, 1445, 1385)
    replay_to_room_result(history)


# ------------------------------------------------------------------------------ tournaments

TOURNAMENTS = SAMPLES / "tournaments.txt"


def test_a_tournament_hand_reads_thousands_and_the_streets_pot_notes() -> None:
    """``2K/4K``: thousands; ``*** 2ND STREET *** (Total Pot: 2,000, 5 Players)``: the later
    street line, its note passed over; ``raises to 1,250, and is all in``: a short all-in."""
    history = _hands(TOURNAMENTS)["30000000701"]
    assert history.extra["tournament"] == "212000001"
    assert history.extra["tournament_name"] == "Sunday Stud Classic"
    assert (history.small_bet, history.big_bet, history.antes[0]) == (2000, 4000, 400)
    assert history.bring_in == 600
    assert "p5 cbr 1250" in _actions(history)  # Rook, seat 6: 25,400 chips for Wren, seat 1
    assert history.finishing_stacks == (25400 - 16400 + 35850, 32000 - 16400, 2900, 19700, 0)
    replay_to_room_result(history)


def test_a_heads_up_sit_and_go_hand_all_in_on_the_ante() -> None:
    history = _hands(TOURNAMENTS)["30000000702"]
    assert history.extra["tournament_name"] == "$10 + $0.50 Heads Up Sit & Go"
    assert history.starting_stacks == (1490, 8)
    hand = replay_to_room_result(history)
    assert hand.stacks == [1482, 16]


def test_an_ante_returned_comes_back_as_an_uncalled_bet_does() -> None:
    text = TOURNAMENTS.read_text().replace(
        "Uncalled bet of 2 returned to Wren", "Ante of 2 returned to Wren"
    )
    history = _hands_of_text(text)["30000000702"]
    assert history.finishing_stacks == (1482, 16)
    replay_to_room_result(history)


def _hands_of_text(text: str) -> dict[str, HandHistory]:
    return {str(h.extra["hand"]): h for h in importing.read(text).hands}


@pytest.mark.parametrize("noise", ["The button is in seat #1", "Wren has requested TIME"])
def test_table_notices_change_nothing(noise: str) -> None:
    text = TOURNAMENTS.read_text()
    marked = text.replace("Wren is high with [Kd]\n", f"Wren is high with [Kd]\n{noise}\n")
    assert marked != text
    before, after = _hands_of_text(text), _hands_of_text(marked)
    assert after["30000000702"].actions == before["30000000702"].actions


def test_the_first_call_names_a_bring_in_nobody_posts() -> None:
    """Five-card stud: Ibis, the low card, is all in with its ante; the obligation passes to
    the action, and Kite's call of 20 names the bring-in."""
    history = _hands(TOURNAMENTS)["30000000704"]
    assert history.bring_in == 20
    assert history.finishing_stacks == (1460, 0, 940)
    replay_to_room_result(history)


def test_a_horse_hand_names_its_game_beside_the_mixed_game() -> None:
    history = _hands(TOURNAMENTS)["30000000703"]
    assert history.variant == "F7S/8"
    assert history.extra["players"] == ["Wren", "Ibis"]  # Lark sits out
    assert history.rake == 40
    replay_to_room_result(history)


@pytest.mark.parametrize(
    ("game", "says"),
    [
        ("No Limit Hold'em", "is not a stud game read here"),
        ("Pot Limit Stud Hi", "only limit stud"),
        ("Razz", "names no betting structure"),
    ],
)
def test_a_game_the_reader_does_not_play_is_refused_by_name(game: str, says: str) -> None:
    text = TOURNAMENTS.read_text().replace("Limit 5 Card Stud", game, 1)
    refused = {r.hand: r for r in importing.read(text).refused}
    assert says in refused["30000000701"].reason
    assert refused["30000000701"].line == 1


# ------------------------------------------------------------------------------ real files

REAL_FILES = {
    "cash/FTP/Stud/7-Stud-USD-3-6-20106.Steal.from.Button.Failure.txt": 1,
    "cash/FTP/Stud/7-Stud-USD-3-6-20106.Steal.from.CO.Success.txt": 1,
    "cash/FTP/Stud/7-Stud-USD-3-6-20106.Steal.from.HJ.Failure-3bet.by.button.txt": 1,
    "cash/FTP/Stud/7-Stud-USD-3-6-20106.Steal.from.HJ.Failure.txt": 1,
    "cash/FTP/Stud/7-Stud-USD-3-6-20106.Steal.from.HJ.Success.txt": 1,
    "cash/FTP/Stud/7-StudHL-USD-2-4-201006.Steal.examples.txt": 12,
    "cash/FTP/Stud/7-StudHL-USD-2-4-201103.Underscore.in.tablename.txt": 1,
    "cash/FTP/Stud/Razz-USD-0.10-0.20-201012.CCT.and.ET.timeformat.txt": 1,
    "cash/FTP/Stud/Razz-USD-0.10-0.20-201012.Player6.listed.but.doesnt.act.txt": 1,
    "tour/FTP/Stud/Razz-USD-HUSNG-2-201102.Villain.allin.on.bringing.txt": 1,
}
"""Each real file of the room and the hands it holds (a reader that drops one fails)."""


@pytest.mark.skipif(not ROOM_HISTORIES.is_dir(), reason="the rooms' real hands are absent")
def test_the_real_files_are_all_counted() -> None:
    names = {
        str(path.relative_to(ROOM_HISTORIES))
        for folder in ("cash/FTP/Stud", "tour/FTP/Stud")
        for path in (ROOM_HISTORIES / folder).iterdir()
    }
    assert names == set(REAL_FILES)


@pytest.mark.skipif(not ROOM_HISTORIES.is_dir(), reason="the rooms' real hands are absent")
@pytest.mark.parametrize(("name", "count"), REAL_FILES.items(), ids=list(REAL_FILES))
def test_every_real_stud_hand_replays_to_the_rooms_result(name: str, count: int) -> None:
    imported = importing.read(ROOM_HISTORIES / name, room="full_tilt")
    check_imported(imported, count, "Full Tilt")


# ------------------------------------------------------------------------------ fuzzed text

EXAMPLES = sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 100, 2_000)
SAMPLE_TEXT = "\n".join(
    line for path in sorted(SAMPLES.iterdir()) for _, line in numbered_lines(path)
)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(SAMPLE_TEXT, edits=6))
def test_mutated_text_gives_only_histories_and_refusals(text: str) -> None:
    for item in importing.iter_read(io.StringIO(text), room="full_tilt"):
        assert isinstance(item, Refusal | HandHistory)
        if isinstance(item, HandHistory):
            # a mutated hand may break the rules: the replay says so in its own words
            with contextlib.suppress(HandHistoryError):
                phh.replay(item, check_stacks=False)
