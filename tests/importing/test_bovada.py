"""Bovada's text hands (as Bovada, Bodog and Ignition wrote them; cash and tournaments), on
samples written here in its format and on every stud hand of the real files, each replayed to
the room's own result."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from studpoker import importing
from studpoker.importing import Refusal
from studpoker.importing.builder import HandBuilder
from studpoker.importing.stakes_seen import StakesSeen
from studpoker.phh.document import HandHistory
from tests.importing.room_checks import mutated, read_without_surprise, replays_exactly
from tests.support import IMPORT_SAMPLES, ROOM_HISTORIES
from tests.support.room_results import check_imported
from tests.support.sweeps import sweep_size

SAMPLES = IMPORT_SAMPLES / "bovada"
CASH = SAMPLES / "cash.txt"
TOURNAMENT = SAMPLES / "tournament.txt"


def _hands(text: object) -> dict[str, HandHistory]:
    imported = importing.read(text, room="bovada")  # type: ignore[arg-type]
    return {str(h.extra["hand"]): h for h in imported.hands}


def _actions(history: HandHistory) -> list[str]:
    return [action.text for action in history.actions]


@pytest.mark.parametrize(("sample", "count"), [(CASH, 2), (TOURNAMENT, 1)], ids=["cash", "tour"])
def test_every_sample_hand_replays_to_the_rooms_result(sample: object, count: int) -> None:
    imported = importing.read(sample)  # type: ignore[arg-type]
    assert not imported.refused
    assert len(imported.hands) == count
    for history in imported.hands:
        assert history.extra["_room"] == "bovada"
        replays_exactly(history)


def test_an_ignition_hand_reads_its_stakes_from_the_play_and_leaves_out_a_seat_sitting_out() -> (
    None
):
    history = _hands(CASH)["3500000001"]
    assert history.variant == "F7S/8"
    # the header names no stakes: the completion to $0.50 is the small bet, twice it the big
    assert (history.antes[0], history.bring_in, history.small_bet, history.big_bet) == (
        10,
        25,
        50,
        100,
    )
    assert history.extra["players"] == ["Seat+2", "Seat+5"]
    assert history.extra["hero"] == "Seat+2"
    assert history.extra["table"] == "5000001"
    assert history.extra["currency"] == "USD"
    assert history.extra["time"] == "2016-03-01T12:00:00"


def test_a_hi_lo_split_and_the_summary_s_rake() -> None:
    history = _hands(CASH)["3500000001"]
    assert history.rake == 35
    assert history.finishing_stacks == (1000 - 360 + 342, 1250 - 360 + 343)
    # every card is logged, so a show names the seat's whole hand, not only its best five
    assert "p1 sm Ad2d3h4cKdKs7s" in _actions(history)


def test_a_summary_without_its_rake_leaves_the_rake_to_the_chips() -> None:
    text = CASH.read_text().replace("Total Pot($7.20) | Rake ($0.35)", "Total Pot($7.20)")
    assert _hands(text)["3500000001"].rake == 35


def test_streets_without_headings_start_where_their_cards_are_dealt() -> None:
    history = _hands(CASH)["2604300001"]
    deals = [text for text in _actions(history) if text.startswith("d dh p2")]
    assert deals == ["d dh p2 KhKs2c", "d dh p2 3c", "d dh p2 5d", "d dh p2 6h", "d dh p2 Kd"]
    assert history.extra["players"] == ["Seat+1", "Seat+3", "Seat+5"]


def test_a_double_bet_is_the_big_bet_of_an_open_pair_on_fourth_street() -> None:
    history = _hands(CASH)["2604300001"]
    assert (history.small_bet, history.big_bet) == (5, 10)  # not read from the double bet
    actions = _actions(history)
    fourth = actions.index("d dh p1 8d")
    assert actions[fourth + 3 : fourth + 6] == ["p1 cbr 10", "p2 cc", "p3 cc"]


def test_an_all_in_for_less_a_side_pot_and_an_uncalled_bet() -> None:
    history = _hands(CASH)["2604300001"]
    assert "p2 cc" in _actions(history)  # "All-in $0.09" calls for less
    assert history.rake == 4
    # Seat+3 wins the main pot less the rake, Seat+5 the side pot; Seat+5's last $0.10 back
    assert history.finishing_stacks == (100 - 36, 71, 200 - 36 + 22)


def test_a_tournament_hand_reads_chips_and_an_all_in_on_the_ante() -> None:
    history = _hands(TOURNAMENT)["3000000001"]
    assert history.extra["tournament"] == "12345"
    assert history.extra["table"] == "2"
    assert history.extra["level"] == 2
    assert "currency" not in history.extra
    assert (history.bring_in, history.small_bet, history.big_bet) == (15, 40, 80)
    assert history.starting_stacks == (1500, 5, 800)
    assert history.finishing_stacks == (1500 - 50 + 90, 15, 800 - 50)


def test_a_bring_in_nobody_posts_plays_no_part_and_is_marked() -> None:
    completes = CASH.read_text().replace(
        "Seat+2 [ME] : Bring_in chip $0.25\nSeat+5 : Raises $0.50\nSeat+2 [ME] : Calls $0.25",
        "Seat+2 [ME] : Bets $0.50\nSeat+5 : Calls $0.50",
        1,
    )
    history = _hands(completes)["3500000001"]
    assert history.bring_in == 25  # half the small bet: nothing in the hand depends on it
    assert history.extra["_bring_in_logged"] is False
    replays_exactly(history)


def test_a_timeout_mark_changes_nothing() -> None:
    text = CASH.read_text().replace("Bring_in chip $0.25", "Bring_in chip (timeout) $0.25", 1)
    text = text.replace("Seat+5 : Raises $0.50", "Seat+5 : Raises(timeout) $0.50", 1)
    assert _actions(_hands(text)["3500000001"]) == _actions(_hands(CASH)["3500000001"])


@pytest.mark.parametrize(
    ("old", "new", "says"),
    [
        ("7CARD HiLo Fixed Limit", "HOLDEM No Limit", "'HOLDEM' is not a stud game"),
        ("7CARD HiLo Fixed Limit", "7CARD HiLo Pot Limit", "only fixed-limit stud"),
        ("Seat+5 : Bets $0.50", "Seat+5 : Betz $0.50", "an action not read here"),
        ("Total Pot($7.20)", "Total Pot($7.30)", "is not what was put in"),
    ],
)
def test_a_hand_that_cannot_be_taken_is_refused_and_the_next_read(
    old: str, new: str, says: str
) -> None:
    imported = importing.read(CASH.read_text().replace(old, new, 1))
    assert [r.hand for r in imported.refused] == ["3500000001"]
    assert says in imported.refused[0].reason
    assert [h.extra["hand"] for h in imported.hands] == ["2604300001"]


def test_a_hand_that_never_shows_its_stakes_takes_its_table_s_or_is_refused() -> None:
    alone = (
        "Bodog Hand #1 TBL#9 7CARD Fixed Limit - 2012-05-07 04:00:00\n"
        "Seat+1: $1 in chips\nSeat+2: $1 in chips\n"
        "Seat+1 : Ante chip $0.01\nSeat+2 : Ante chip $0.01\n"
        "Seat+1 : Card dealt to a spot [2c 3c 4c]\nSeat+2 : Card dealt to a spot [Ac Kc Qc]\n"
        "Seat+1 : Bring_in chip $0.02\nSeat+2 : Folds\n"
        "Seat+1 : Return uncalled portion of bet $0.02\nSeat+1 : Hand result $0.02\n"
        "*** SUMMARY ***\nTotal Pot($0.02) | Rake ($0)\n"
    )
    refused = importing.read(alone).refused
    assert [r.reason for r in refused] == ["the hand never shows its stakes (no full bet)"]
    earlier = CASH.read_text().split("\n\n\n")[1].replace("TBL#1178621", "TBL#9")
    hands = _hands(earlier + "\n\n" + alone)
    assert (hands["1"].small_bet, hands["1"].big_bet, hands["1"].bring_in) == (5, 10, 2)
    replays_exactly(hands["1"])


@pytest.mark.parametrize(
    ("levels", "small", "big"),
    [
        ([(0, 5, True)], 5, 10),  # a completion: the small bet
        ([(2, 10, True)], 5, 10),  # a later street's bet: the big bet
        ([(1, 5, True), (3, 10, True)], 5, 10),
        ([(1, 10, False), (1, 5, True)], 5, 10),  # only a round's opening bet tells
    ],
)
def test_the_stakes_a_hand_s_play_shows(
    levels: list[tuple[int, int, bool]], small: int, big: int
) -> None:
    seen = StakesSeen({})
    for street, level, opens in levels:
        seen.level(street, level, opens=opens)
    builder = HandBuilder("bovada", line=1)
    seen.settle(builder, "table", None, 1)
    assert (builder.small_bet, builder.big_bet) == (small, big)


def test_a_double_bet_of_fourth_street_is_the_big_bet() -> None:
    seen = StakesSeen({})
    seen.level(1, 10, opens=True, big=True)
    builder = HandBuilder("bovada", line=1)
    seen.settle(builder, "table", None, 1)
    assert (builder.small_bet, builder.big_bet) == (5, 10)


def test_an_all_in_first_action_is_the_bring_in_posted_short() -> None:
    short = (
        "Bodog Hand #77 TBL#9 7CARD Fixed Limit - 2012-05-07 05:00:00\n"
        "Seat+1: $0.02 in chips\nSeat+2: $1 in chips\n"
        "Seat+1 : Ante chip $0.01\nSeat+2 : Ante chip $0.01\n*** HOLE CARDS ***\n"
        "Seat+1 : Card dealt to a spot [Ah Ad 2c]\nSeat+2 : Card dealt to a spot [Kh Ks 9d]\n"
        "Seat+1 : All-in $0.01\nSeat+2 : Calls $0.01\n"
        + "".join(
            f"Seat+1 : Card dealt to a spot [{a}]\nSeat+2 : Card dealt to a spot [{b}]\n"
            for a, b in (("3c", "4d"), ("5c", "6d"), ("7c", "8d"), ("Js", "Qs"))
        )
        + "Seat+1 : Showdown [Ah Ad Js 7c 5c] (One pair)\n"
        "Seat+2 : Showdown [Kh Ks Qs 9d 8d] (One pair)\nSeat+1 : Hand result $0.04\n"
        "*** SUMMARY ***\nTotal Pot($0.04) | Rake ($0)\n"
    )
    earlier = CASH.read_text().split("\n\n\n")[1].replace("TBL#1178621", "TBL#9")
    history = _hands(earlier + "\n\n" + short)["77"]
    assert _actions(history)[2:4] == ["p1 pb", "p2 cc"]
    assert history.bring_in == 2  # the stakes' bring-in, posted short
    assert history.extra["_bring_in_logged"] is False
    assert history.finishing_stacks == (4, 98)
    replays_exactly(history)


# ------------------------------------------------------------------------------ real files

REAL_FILES = {
    "cash/Bovada/Stud/7-Stud-USD-2.00-4.00-201205.txt": 4,
    "cash/Bovada/Stud/7-StudHL-USD-0.25-0.50-201209.txt": 1,
}


@pytest.mark.skipif(not ROOM_HISTORIES.is_dir(), reason="the rooms' real hands are absent")
def test_the_real_files_are_all_counted() -> None:
    folder = ROOM_HISTORIES / "cash" / "Bovada" / "Stud"
    assert {str(p.relative_to(ROOM_HISTORIES)) for p in folder.iterdir()} == set(REAL_FILES)


@pytest.mark.skipif(not ROOM_HISTORIES.is_dir(), reason="the rooms' real hands are absent")
@pytest.mark.parametrize(("name", "count"), REAL_FILES.items(), ids=list(REAL_FILES))
def test_every_real_stud_hand_replays_to_the_rooms_result(name: str, count: int) -> None:
    imported = importing.read(ROOM_HISTORIES / name)
    assert all(h.extra["_room"] == "bovada" for h in imported.hands)
    check_imported(imported, count, "Bovada")
    assert not imported.refused


# ------------------------------------------------------------------------------ fuzzed text

EXAMPLES = sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 100, 2_000)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(CASH.read_text() + "\n\n" + TOURNAMENT.read_text(), edits=6))
def test_mutated_text_gives_only_histories_and_refusals(text: str) -> None:
    for item in read_without_surprise(text, "bovada"):
        assert isinstance(item, Refusal | HandHistory)
