"""Winamax's text hands (cash in euros, play money, tournaments), on samples written here in its
format and on every stud hand of the real files, each replayed to the room's own result."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from studpoker import importing
from studpoker.importing import Refusal
from studpoker.phh.document import HandHistory
from tests.importing.room_checks import mutated, read_without_surprise, replays_exactly
from tests.support import IMPORT_SAMPLES, ROOM_HISTORIES
from tests.support.room_results import check_imported
from tests.support.sweeps import sweep_size

SAMPLES = IMPORT_SAMPLES / "winamax"
CASH = SAMPLES / "cash.txt"
TOURNAMENT = SAMPLES / "tournament.txt"


def _hands(text: object) -> dict[str, HandHistory]:
    imported = importing.read(text, room="winamax")  # type: ignore[arg-type]
    return {str(h.extra["hand"]): h for h in imported.hands}


def _actions(history: HandHistory) -> list[str]:
    return [action.text for action in history.actions]


@pytest.mark.parametrize("sample", [CASH, TOURNAMENT], ids=lambda p: p.name)
def test_every_sample_hand_replays_to_the_rooms_result(sample: object) -> None:
    imported = importing.read(sample)  # type: ignore[arg-type]
    assert not imported.refused
    assert len(imported.hands) == CASH.read_text().count("HandId: #") or sample != CASH
    for history in imported.hands:
        assert history.extra["_room"] == "winamax"
        replays_exactly(history)


def test_a_cash_hand_names_its_stakes_fields_and_leaves_out_a_seat_sitting_out() -> None:
    history = _hands(CASH)["1000001-1-1480000001"]
    assert history.variant == "F7S"
    assert (history.antes[0], history.bring_in, history.small_bet, history.big_bet) == (
        100,
        200,
        400,
        800,
    )
    # Charlie Brown never antes: not dealt in; the players count from the button's left
    assert history.extra["players"] == ["Bravo", "Alpha"]
    assert history.extra["seats"] == [3, 1]
    assert history.starting_stacks == (8000, 10000)
    assert history.extra["currency"] == "EUR"
    assert history.extra["table"] == "Lyon"
    assert history.extra["seat_count"] == 6
    assert history.extra["time"] == "2016-11-12T21:00:00"
    assert history.extra["time_zone"] == "UTC"


def test_collected_includes_the_bet_nobody_called_and_the_rake_is_the_summary_s() -> None:
    # Bravo's last 8 € is never called: it collects 25.50 €, the pot less 0.50 € of rake
    history = _hands(CASH)["1000001-1-1480000001"]
    assert history.rake == 50
    assert history.finishing_stacks == (8850, 9100)
    assert _actions(history)[-2:] == ["p1 cbr 800", "p2 f"]


def test_play_money_hi_lo_splits_the_pot_between_the_shown_hands() -> None:
    history = _hands(CASH)["1000002-2-1480000002"]
    assert history.variant == "F7S/8"
    assert "currency" not in history.extra
    assert history.extra["play_money"] is True
    assert history.finishing_stacks == (499, 499)
    assert history.rake == 2
    shows = [text for text in _actions(history) if " sm " in text]
    assert shows == ["p1 sm Ah2h3c4dKcKs8s", "p2 sm QdQs8cJdJh5s6h"]


def test_hi_lo_halves_collected_as_such_pay_the_same() -> None:
    text = CASH.read_text().replace(
        "Echo collected 0.22 from pot", "Echo collected 0.22 from pot(HI)"
    )
    text = text.replace("Delta collected 0.22 from pot", "Delta collected 0.22 from pot(LO)")
    history = _hands(text)["1000002-2-1480000002"]
    assert history.finishing_stacks == (499, 499)


def test_a_low_card_completing_at_once_takes_the_structure_s_bring_in() -> None:
    history = _hands(CASH)["9250793-500-1478991000"]
    assert history.bring_in == 1000  # 10 € at 25 €/50 €, as every hand that posts one
    assert history.extra["_bring_in_logged"] is False
    assert _actions(history)[2:] == ["p1 cbr 2500", "p2 f"]


def test_a_raise_by_a_negative_amount_is_the_short_all_in_it_adds() -> None:
    # "raises -1€ to 3€": the 3 € Alpha has left, over its bring-in of 2 €: a raise to 5 €
    history = _hands(CASH)["1000003-3-1480000003"]
    assert _actions(history)[2:6] == ["p1 pb", "p2 cbr 400", "p1 cbr 500", "p2 cc"]
    assert history.finishing_stacks == (1150, 7400)
    # its bring-in was posted in full before it went all-in: the stakes' bring-in, logged
    assert history.bring_in == 200
    assert "_bring_in_logged" not in history.extra


def test_a_negative_raise_that_is_not_all_in_is_refused() -> None:
    text = CASH.read_text().replace("Seat 1: Alpha (6€)", "Seat 1: Alpha (9€)")
    refused = [r for r in importing.read(text).refused if r.hand == "1000003-3-1480000003"]
    assert len(refused) == 1
    assert "negative amount, not all-in" in refused[0].reason


def test_a_tournament_hand_reads_chips_level_and_buy_in() -> None:
    history = _hands(TOURNAMENT)["2000001-2-1480000002"]
    assert history.variant == "FR"
    assert history.extra["tournament"] == "Razz Party"
    assert history.extra["level"] == 3
    assert history.extra["_buy_in"] == "4.50€ + 0.50€"
    assert history.extra["table"] == "Razz Party(123456789)#002"
    assert "currency" not in history.extra
    assert (history.bring_in, history.small_bet, history.big_bet) == (20, 40, 80)
    assert history.starting_stacks == (55, 1510)  # from the button's left: Golf, Foxtrot


def test_an_all_in_bring_in_takes_the_bring_in_an_earlier_hand_posted() -> None:
    history = _hands(TOURNAMENT)["2000001-3-1480000003"]
    assert history.bring_in == 20
    assert history.extra["_bring_in_logged"] is False
    assert history.extra["players"] == ["Hotel", "Foxtrot", "Golf"]
    assert history.finishing_stacks == (1200, 1490, 75)  # Golf's main pot, Hotel's side pot
    alone = TOURNAMENT.read_text().split("\n\n")[1]
    refused = importing.read(alone).refused
    assert [r.reason for r in refused] == [
        "the bring-in is posted all-in and no earlier hand of these stakes showed it"
    ]


@pytest.mark.parametrize(
    ("old", "new", "says"),
    [
        ("7-Card Stud fixed limit (1€", "Holdem no limit (1€", "'Holdem' is not a stud game"),
        ("7-Card Stud fixed limit (1€", "7-Card Stud pot limit (1€", "only fixed-limit stud"),
        ("Bravo bets 4€", "Bravo betz 4€", "an action not read here"),
        ("Total pot 25.50€", "Total pot 26.50€", "are not what was put in"),
    ],
)
def test_a_hand_that_cannot_be_taken_is_refused_at_its_line_and_the_next_read(
    old: str, new: str, says: str
) -> None:
    imported = importing.read(CASH.read_text().replace(old, new, 1))
    assert [r.hand for r in imported.refused] == ["1000001-1-1480000001"]
    assert says in imported.refused[0].reason
    assert len(imported.hands) == 3


# ------------------------------------------------------------------------------ real files

REAL_FILES = {
    "cash/Winamax/Stud/7-Stud-6max-EUR-25-50-201611._8games_.txt": 1,
    "cash/Winamax/Stud/7-Stud-6max-play-0.5-0.10-201606.export.txt": 1,
    "cash/Winamax/Stud/Razz-6max-EUR-25-50-201611._8games_.txt": 1,
}


@pytest.mark.skipif(not ROOM_HISTORIES.is_dir(), reason="the rooms' real hands are absent")
def test_the_real_files_are_all_counted() -> None:
    folder = ROOM_HISTORIES / "cash" / "Winamax" / "Stud"
    assert {str(p.relative_to(ROOM_HISTORIES)) for p in folder.iterdir()} == set(REAL_FILES)


@pytest.mark.skipif(not ROOM_HISTORIES.is_dir(), reason="the rooms' real hands are absent")
@pytest.mark.parametrize(("name", "count"), REAL_FILES.items(), ids=list(REAL_FILES))
def test_every_real_stud_hand_replays_to_the_rooms_result(name: str, count: int) -> None:
    imported = importing.read(ROOM_HISTORIES / name)
    assert all(h.extra["_room"] == "winamax" for h in imported.hands)
    check_imported(imported, count, "Winamax")
    assert not imported.refused


# ------------------------------------------------------------------------------ fuzzed text

EXAMPLES = sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 100, 2_000)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(CASH.read_text() + "\n\n" + TOURNAMENT.read_text(), edits=6))
def test_mutated_text_gives_only_histories_and_refusals(text: str) -> None:
    for item in read_without_surprise(text, "winamax"):
        assert isinstance(item, Refusal | HandHistory)
