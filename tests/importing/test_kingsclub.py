"""KingsClub's text hands: round totals, the first deal without a header, all-in shows before
the last streets, the summary's final stacks as the room's result, its completion reading, 2-7
razz, tournaments and play money; other games refused, garbled text refused hand by hand."""

from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from studpoker import importing, phh
from studpoker.phh.document import HandHistory
from studpoker.profiles import PROFILES
from tests.importing.room_checks import mutated, read_without_surprise, replays_exactly
from tests.support import IMPORT_SAMPLES, ROOM_HISTORIES
from tests.support.room_results import check_imported
from tests.support.sweeps import sweep_size

SAMPLE = IMPORT_SAMPLES / "kingsclub" / "kingsclub.txt"
DEUCE_TO_SEVEN = "deuce_to_seven_razz" in PROFILES
needs_27 = pytest.mark.skipif(not DEUCE_TO_SEVEN, reason="the package has no 2-7 razz yet")


def _read(source: object) -> importing.Imported:
    return importing.read(source, room="kingsclub")  # type: ignore[arg-type]


def _by_hand(source: object = SAMPLE) -> dict[str, HandHistory]:
    return {h.extra["hand"]: h for h in _read(source).hands}


def _actions(history: HandHistory) -> list[str]:
    return [action.text for action in history.actions]


def _replace(old: str, new: str) -> str:
    text = SAMPLE.read_text()
    assert old in text
    return text.replace(old, new, 1)


# ------------------------------------------------------------------------------- the sample
def test_every_stud_hand_of_the_sample_replays_to_the_room_s_result() -> None:
    imported = _read(SAMPLE)
    expected = ["1001", "1002", "1003", "1005"] + (["1004"] if DEUCE_TO_SEVEN else [])
    assert sorted(h.extra["hand"] for h in imported.hands) == sorted(expected)
    for history in imported.hands:
        replays_exactly(history)
    reasons = {r.hand: r.reason for r in imported.refused}
    assert "'Holdem' is not a stud game" in reasons["1006"]


def test_the_title_table_and_seats_give_the_stakes_and_fields() -> None:
    first = _by_hand()["1001"]
    assert (first.small_bet, first.big_bet, first.bring_in) == (4000, 8000, 3000)
    assert first.antes[0] == 3000
    assert first.extra["table"] == "Stud Night"
    assert first.extra["time"] == "2021-03-01T20:15:02"
    assert first.extra["currency"] == "USD"
    # Dave is seated but posts no ante and gets no cards: not dealt in
    assert first.extra["players"] == ["Alice", "Bob", "Carol"]
    assert first.starting_stacks == (100000, 80000, 120050)
    assert first.rake == 300


def test_round_totals_and_the_raise_from_the_bring_in() -> None:
    actions = _actions(_by_hand()["1001"])
    # bring-in 30, "bets 40" completes, "raises to 70": the bring-in plus a bet (the room's
    # completion reading), "calls 70" the round's total
    assert actions[3:8] == ["p1 pb", "p2 cbr 4000", "p3 cbr 7000", "p1 f", "p2 cc"]
    assert "p2 cbr 16000" in actions  # "raises to 160" on fifth street


def test_the_summary_s_final_stacks_are_the_result() -> None:
    first = _by_hand()["1001"]
    assert first.finishing_stacks == (94000, 123700, 82050)


def test_an_all_in_bring_in_short_of_the_ante_takes_the_room_s_bring_in() -> None:
    razz = _by_hand()["1002"]
    assert razz.bring_in == 1000  # the room's bring-in is its ante
    assert razz.extra["_bring_in_logged"] is False
    assert razz.extra["currency"] == "play"
    assert razz.extra["max_seats"] == 6
    assert razz.finishing_stacks == (95700, 0)


def test_a_hi_lo_split_pays_both_halves() -> None:
    split = _by_hand()["1003"]
    assert split.finishing_stacks == (96600, 50900, 80050)
    replays_exactly(split)


def test_a_tournament_table_names_the_tournament() -> None:
    tournament = _by_hand()["1005"]
    assert tournament.extra["tournament"] == "777"
    assert tournament.extra["table"] == "3"
    assert "currency" not in tournament.extra
    assert tournament.finishing_stacks == (505000, 295000)


@needs_27
def test_2_7_razz_is_read_as_its_own_game() -> None:
    history = _by_hand()["1004"]
    hand = replays_exactly(history)
    assert str(hand.profile.showdown) == "low_27"
    # the ace is the highest door card: it brings in
    assert _actions(history)[2] == "p1 pb"
    # on fourth street 4-3 shows lower than A-2 (the ace is high): Bob acts first
    fourth = _actions(history).index("d dh p2 4d")
    assert _actions(history)[fourth + 1] == "p2 cbr 4000"


def test_a_deal_that_repeats_the_cards_held_reads_the_new_ones() -> None:
    text = _replace("Dealt to Carol: [Qc]", "Dealt to Carol: [Ah 7s Qd] [Qc]")
    assert _actions(_by_hand(text)["1001"]) == _actions(_by_hand()["1001"])


def test_a_seat_sitting_out_says_so_and_is_not_dealt_in() -> None:
    text = _replace("Alice: posts ante 30\n", "Dave sits out\nAlice: posts ante 30\n")
    assert _by_hand(text)["1001"].extra["players"] == ["Alice", "Bob", "Carol"]


def test_a_wrong_final_stack_is_refused_at_its_line() -> None:
    text = _replace("Seat 5: Carol (820.50) -380", "Seat 5: Carol (300) -380")
    refused = {r.hand: r for r in _read(text).refused}
    assert "'Carol' ends on 30000, its actions leave it 82050" in refused["1001"].reason
    assert refused["1001"].line == text.splitlines().index("Seat 5: Carol (300) -380") + 1
    # more than the actions leave is paid from the pots: a rake they do not keep
    text = _replace("Seat 5: Carol (820.50) -380", "Seat 5: Carol (900) -380")
    assert "the pots keep -7650" in {r.hand: r.reason for r in _read(text).refused}["1001"]


def test_a_rake_the_pots_do_not_keep_is_refused() -> None:
    text = _replace("Rake 3\n", "Rake 4\n")
    refused = {r.hand: r for r in _read(text).refused}
    assert "the pots keep 300, the summary's rake is 400" in refused["1001"].reason


def test_a_hand_without_its_summary_is_refused_and_the_next_one_read() -> None:
    text = SAMPLE.read_text()
    start, end = text.index("*** SUMMARY ***"), text.index("#1002:")
    imported = _read(text[:start] + text[end:])
    assert "cut short" in {r.hand: r.reason for r in imported.refused}["1001"]
    assert "1002" in {h.extra["hand"] for h in imported.hands}


def test_a_title_not_understood_refuses_its_hand_by_number() -> None:
    text = _replace("#1002: Limit Razz - 40/80", "#1002: Limit Razz - 40/80 or so")
    refused = {r.hand: r for r in _read(text).refused}
    assert refused["1002"].reason == "a KingsClub title line not understood"
    assert {"1001", "1003"} <= set(_by_hand(text))


def test_a_cancelled_hand_is_refused() -> None:
    text = _replace("Carol folds\n", "Carol folds\nHand cancelled\n")
    assert "cancelled" in {r.hand: r.reason for r in _read(text).refused}["1003"]


@pytest.mark.parametrize("limit", ["Pot Limit", "No Limit"])
def test_pot_and_no_limit_stud_are_refused(limit: str) -> None:
    text = _replace("#1001: Limit Seven Card Stud", f"#1001: {limit} Seven Card Stud")
    assert "only fixed-limit stud" in {r.hand: r.reason for r in _read(text).refused}["1001"]


# ------------------------------------------------------------------------------ real files

REAL_FILES = {
    "cash/KingsClub/Stud/7-Stud-USD-44-88-202010.txt": 1,
    "cash/KingsClub/Stud/Razz-USD-40-80-202101.txt": 1,
    "cash/KingsClub/Stud/2-7 Razz-USD-22-44-202101.txt": 1,
}


@pytest.mark.skipif(not ROOM_HISTORIES.is_dir(), reason="the rooms' real hands are absent")
def test_the_real_files_are_all_counted() -> None:
    folder = ROOM_HISTORIES / "cash" / "KingsClub" / "Stud"
    assert {str(p.relative_to(ROOM_HISTORIES)) for p in folder.iterdir()} == set(REAL_FILES)


@pytest.mark.skipif(not ROOM_HISTORIES.is_dir(), reason="the rooms' real hands are absent")
@pytest.mark.parametrize(("name", "count"), REAL_FILES.items(), ids=list(REAL_FILES))
def test_every_real_stud_hand_replays_to_the_rooms_result(name: str, count: int) -> None:
    if "2-7" in name and not DEUCE_TO_SEVEN:
        pytest.skip("the package has no 2-7 razz yet")
    imported = _read(ROOM_HISTORIES / name)
    check_imported(imported, count, "KingsClub")
    assert not imported.refused
    for history in imported.hands:
        replays_exactly(history)


@pytest.mark.skipif(not ROOM_HISTORIES.is_dir(), reason="the rooms' real hands are absent")
def test_the_real_completion_the_room_raised_from_the_bring_in() -> None:
    [history] = _read(ROOM_HISTORIES / "cash/KingsClub/Stud/7-Stud-USD-44-88-202010.txt").hands
    # brings in for 33.16, bets 44, raises to 77.16, raises to 121.16
    assert [a.amount for a in history.actions if a.verb == "cbr"][:3] == [4400, 7716, 12116]
    assert phh.replay(history).is_over


# ------------------------------------------------------------------------------ fuzzed text
EXAMPLES = sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 100, 2_000)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(SAMPLE.read_text(), edits=6))
def test_mutated_text_gives_only_histories_and_refusals(text: str) -> None:
    read_without_surprise(text, "kingsclub")
