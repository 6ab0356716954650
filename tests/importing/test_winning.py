"""The Winning Poker Network's two text formats: the older one (``Game started at:``, often
UTF-16, a card a line, chips added per action, the summary's Bets and Collects) and the current
one (``Hand #… - 7Stud(Fixed Limit)``, tournaments by level, play money), each hand replayed to
the room's result; other games refused, garbled text refused hand by hand."""

from __future__ import annotations

import io
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings

from studpoker import importing
from studpoker.phh.document import HandHistory
from tests.importing.room_checks import mutated, read_without_surprise, replays_exactly
from tests.support import IMPORT_SAMPLES, ROOM_HISTORIES
from tests.support.room_results import check_imported
from tests.support.sweeps import sweep_size

OLDER = IMPORT_SAMPLES / "winning" / "older.txt"
CURRENT = IMPORT_SAMPLES / "winning" / "current.txt"


def _read(source: object) -> importing.Imported:
    return importing.read(source, room="winning")  # type: ignore[arg-type]


def _by_hand(source: object) -> dict[str, HandHistory]:
    return {h.extra["hand"]: h for h in _read(source).hands}


def _actions(history: HandHistory) -> list[str]:
    return [action.text for action in history.actions]


def _replace(path: Path, old: str, new: str) -> str:
    text = path.read_text()
    assert old in text
    return text.replace(old, new, 1)


# ------------------------------------------------------------------------------ older format
def test_the_older_hands_replay_to_the_room_s_result() -> None:
    imported = _read(OLDER)
    assert not imported.refused
    assert [h.extra["hand"] for h in imported.hands] == ["700000001", "700000002"]
    for history in imported.hands:
        replays_exactly(history)


def test_the_older_header_gives_stakes_fields_and_the_button() -> None:
    first = _by_hand(OLDER)["700000001"]
    assert (first.small_bet, first.big_bet, first.bring_in, first.antes[0]) == (100, 200, 40, 15)
    assert first.extra["time"] == "2016-09-14T21:03:07"
    assert first.extra["table"] == "(PRR) Sunset"
    # the button at seat 3: the players count from seat 6; Dora sits out
    assert first.extra["seats"] == [6, 1, 3]
    assert first.rake == 60  # the rake and the jackpot fee


def test_older_amounts_are_the_chips_each_action_adds() -> None:
    actions = _actions(_by_hand(OLDER)["700000001"])
    # "raises (1)" completes to 1, "calls (0.60)" adds 0.60; "raises (4)" to 4 over a bet of 2
    assert actions[3:7] == ["p2 pb", "p3 cbr 100", "p1 cc", "p2 cc"]
    assert "p1 cbr 400" in actions
    assert "p3 cbr 85" in actions  # "allin (0.85)" opens sixth street


def test_an_older_hi_lo_split_and_the_summary_s_cards() -> None:
    split = _by_hand(OLDER)["700000002"]
    assert split.variant == "F7S/8"
    assert split.finishing_stacks == (2420, 3185)
    # both show from the summary; Anna's hole cards, unseen in play, fill her deals
    assert {a.player for a in split.actions if a.verb == "sm" and a.cards} == {0, 1}
    assert _actions(split)[0] == "d dh p1 5d6hAc"


def test_the_older_format_in_utf_16_with_blank_lines_reads_the_same() -> None:
    text = OLDER.read_text()
    wide = io.BytesIO("\r\n\r\n".join(text.splitlines()).encode("utf-16"))
    again = _read(wide)
    assert [h.finishing_stacks for h in again.hands] == [
        h.finishing_stacks for h in _read(OLDER).hands
    ]


def test_older_bets_that_the_actions_do_not_give_are_refused() -> None:
    text = _replace(OLDER, "Bets: 8. Collects: 16.55", "Bets: 7. Collects: 16.55")
    refused = {r.hand: r.reason for r in _read(text).refused}
    assert "'Ben' bets 700 by the summary, 800 by its actions" in refused["700000001"]


def test_an_older_rake_the_pots_do_not_keep_is_refused() -> None:
    text = _replace(OLDER, "Rake 0.51. JP fee 0.09", "Rake 0.51. JP fee 0.10")
    assert "the rake is 61" in {r.hand: r.reason for r in _read(text).refused}["700000001"]


def test_an_older_hand_cut_short_is_refused_alone() -> None:
    text = OLDER.read_text()
    cut = text[: text.index("------ Summary ------")] + text[text.index("\n\n\nGame started") :]
    imported = _read(cut)
    assert "cut short" in {r.hand: r.reason for r in imported.refused}["700000001"]
    assert [h.extra["hand"] for h in imported.hands] == ["700000002"]


# ----------------------------------------------------------------------------- current format
def test_the_current_hands_replay_and_hold_em_is_refused() -> None:
    imported = _read(CURRENT)
    assert [h.extra["hand"] for h in imported.hands] == [
        "90000001",
        "90000002",
        "90000003",
        "90000005",
        "90000006",
    ]
    for history in imported.hands:
        replays_exactly(history)
    assert "'Holdem' is not a stud game" in {r.hand: r.reason for r in imported.refused}["90000004"]


def test_the_current_header_gives_stakes_fields_and_the_button() -> None:
    first = _by_hand(CURRENT)["90000001"]
    assert (first.small_bet, first.big_bet, first.bring_in) == (10, 20, 5)
    assert first.extra["currency"] == "USD"
    assert first.extra["time_zone"] == "UTC"
    assert first.extra["max_seats"] == 8
    assert first.extra["seats"] == [1, 3, 5]  # Hal sits out; the button is at seat 7
    assert first.rake == 3


def test_current_raises_name_the_round_s_total() -> None:
    actions = _actions(_by_hand(CURRENT)["90000001"])
    assert actions[3:8] == ["p2 pb", "p3 cbr 10", "p1 cbr 20", "p2 f", "p3 cc"]


def test_a_tournament_hand_all_in_on_the_ante() -> None:
    tournament = _by_hand(CURRENT)["90000002"]
    assert tournament.extra["tournament"] == "5550001"
    assert tournament.extra["level"] == "4"
    assert (tournament.small_bet, tournament.big_bet) == (200, 400)  # whole chips
    assert tournament.extra["_bring_in_logged"] is False  # nobody could bet
    assert tournament.finishing_stacks == (2000, 0)


def test_a_play_money_razz_hand() -> None:
    razz = _by_hand(CURRENT)["90000003"]
    assert razz.variant == "FR"
    assert razz.extra["currency"] == "play"
    assert razz.finishing_stacks == (98, 102)  # whole play chips


def test_a_current_hi_lo_split_names_each_half_a_seat_won() -> None:
    split = _by_hand(CURRENT)["90000005"]
    assert split.variant == "F7S/8"
    # "lost with HI: …, and won ($0.41) with LO: …" and "won $0.41 with HI: …"
    assert split.finishing_stacks == (499, 311)
    assert split.rake == 2


def test_five_card_stud_opens_on_second_street() -> None:
    history = _by_hand(CURRENT)["90000006"]
    assert history.extra["_profile"].startswith("five_card_stud")
    assert history.finishing_stacks == (506, 304)


def test_a_current_split_s_odd_chip_is_read_from_the_half_that_took_it() -> None:
    odd = _replace(CURRENT, "Total pot $0.82 | Rake $0.02", "Total pot $0.83 | Rake $0.01")
    # paid to the low half: the hand says so in its rules (odd_chip_half = "low") and replays
    low = _by_hand(odd.replace("and won ($0.41) with LO", "and won ($0.42) with LO", 1))
    assert low["90000005"].extra["_rules"]["odd_chip_half"] == "low"
    replays_exactly(low["90000005"])
    # paid to the high half: the room's reading, named by no field of the hand
    high = _by_hand(odd.replace("and won $0.41 with HI: three", "and won $0.42 with HI: three", 1))
    assert "odd_chip_half" not in high["90000005"].extra.get("_rules", {})
    replays_exactly(high["90000005"])
    # an even split reads as the room's reading too
    assert "odd_chip_half" not in _by_hand(CURRENT)["90000005"].extra.get("_rules", {})


@pytest.mark.parametrize("limit", ["Pot Limit", "No Limit"])
def test_pot_and_no_limit_stud_are_refused(limit: str) -> None:
    text = _replace(CURRENT, "7Stud(Fixed Limit) - $0.10", f"7Stud({limit}) - $0.10")
    assert "only fixed-limit stud" in {r.hand: r.reason for r in _read(text).refused}["90000001"]


def test_a_current_rake_the_pots_do_not_keep_is_refused() -> None:
    text = _replace(CURRENT, "Total pot $0.74 | Rake $0.03", "Total pot $0.74 | Rake $0.02")
    assert "the rake is 2" in {r.hand: r.reason for r in _read(text).refused}["90000001"]


# ------------------------------------------------------------------------------ real files
REAL_FILES = {
    "cash/Winning/7-Stud-8max-USD-1.00-2.00-201608.HH00000000 G0.txt": 4,
    "cash/Winning/7-Stud-HL-8max-USD-1.00-2.00-201608.HH00000000 G0.txt": 2,
    "cash/Winning/7Stud-8max-USD-0.04-0.08-201907.CASHID-TN-Gorham GAMETYPE.txt": 1,
}
ODD_CHIP_TO_LOW = "693975843"
"""The one real hi-lo split whose odd chip the room paid to the low half, read as such
(docs/importing.md)."""


@pytest.mark.skipif(not ROOM_HISTORIES.is_dir(), reason="the rooms' real hands are absent")
def test_the_real_files_are_all_counted() -> None:
    folder = ROOM_HISTORIES / "cash" / "Winning"
    found = {str(p.relative_to(ROOM_HISTORIES)) for p in folder.iterdir() if p.is_file()}
    assert {name for name in found if "Stud" in name} == set(REAL_FILES)


@pytest.mark.skipif(not ROOM_HISTORIES.is_dir(), reason="the rooms' real hands are absent")
@pytest.mark.parametrize(("name", "count"), REAL_FILES.items(), ids=list(REAL_FILES))
def test_every_real_stud_hand_replays_to_the_rooms_result(name: str, count: int) -> None:
    imported = _read(ROOM_HISTORIES / name)
    check_imported(imported, count, "Winning")
    for history in imported.hands:
        replays_exactly(history)


@pytest.mark.skipif(not ROOM_HISTORIES.is_dir(), reason="the rooms' real hands are absent")
def test_the_real_split_whose_odd_chip_went_low_replays_with_the_low_reading() -> None:
    name = "cash/Winning/7-Stud-HL-8max-USD-1.00-2.00-201608.HH00000000 G0.txt"
    split = _by_hand(ROOM_HISTORIES / name)[ODD_CHIP_TO_LOW]
    assert split.extra["_rules"]["odd_chip_half"] == "low"
    assert split.finishing_stacks == (1805, 998, 2641)  # 3.53 to the low, 3.52 to the high
    replays_exactly(split)


def test_a_split_s_odd_chip_is_read_from_the_half_that_took_it() -> None:
    # one chip more in the sample's even split: paid to the high half, the room's reading
    odd = _replace(OLDER, "Pot: 8. Rake 0.20.", "Pot: 8.01. Rake 0.19.")
    cleo = "[Kc Kh 9d 3s 9c Ks 2h]. Bets: 4.15. Collects: 4"
    high = _by_hand(odd.replace(f"{cleo}. Loses: 0.15.", f"{cleo}.01. Loses: 0.14."))
    assert "odd_chip_half" not in high["700000002"].extra.get("_rules", {})
    replays_exactly(high["700000002"])
    # paid to the low half (Anna's low hand): the hand carries the low reading and replays
    anna = "(A A 2 4 5 6 ).Bets: 4.15. Collects: 4"
    low = _by_hand(odd.replace(f"{anna}. Loses: 0.15.", f"{anna}.01. Loses: 0.14."))
    assert low["700000002"].extra["_rules"]["odd_chip_half"] == "low"
    replays_exactly(low["700000002"])


# ------------------------------------------------------------------------------ fuzzed text
EXAMPLES = sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 100, 2_000)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(OLDER.read_text() + "\n" + CURRENT.read_text(), edits=6))
def test_mutated_text_gives_only_histories_and_refusals(text: str) -> None:
    read_without_surprise(text, "winning")
