"""The Merge Gaming Network's XML hands (cash, play money, tournaments, mixed games), on samples
written here in its format and on every stud hand of the real files, each replayed to the
room's own result; Merge's ``<game id=…>`` is told apart from iPoker's ``<game gamecode=…>``."""

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

SAMPLES = IMPORT_SAMPLES / "merge"
CASH = SAMPLES / "cash.xml"
TOURNAMENT = SAMPLES / "tournament.xml"


def _hands(text: object) -> dict[str, HandHistory]:
    imported = importing.read(text)  # type: ignore[arg-type]
    return {str(h.extra["hand"]): h for h in imported.hands}


def _actions(history: HandHistory) -> list[str]:
    return [action.text for action in history.actions]


@pytest.mark.parametrize(("sample", "count"), [(CASH, 3), (TOURNAMENT, 3)], ids=["cash", "tour"])
def test_every_sample_game_replays_to_the_rooms_result(sample: object, count: int) -> None:
    imported = importing.read(sample)  # type: ignore[arg-type]
    assert not imported.refused
    assert len(imported.hands) == count
    for history in imported.hands:
        assert history.extra["_room"] == "merge"
        replays_exactly(history)


def test_a_play_money_game_names_its_stakes_and_leaves_out_a_seat_not_dealt_in() -> None:
    history = _hands(CASH)["50000001-1"]
    assert history.variant == "F7S"
    assert (history.antes[0], history.small_bet, history.big_bet) == (2, 10, 20)
    assert history.extra["players"] == ["Mike", "Kilo"]  # from the dealer's left; Lima is out
    assert history.extra["seats"] == [4, 1]  # the room's seats count from 0
    assert "currency" not in history.extra
    assert history.extra["table"] == "Play Money (50000001)"
    assert history.extra["time"] == "2011-03-01T10:00:00"


def test_a_cash_balance_is_the_stack_and_a_tournament_s_the_stack_after_the_ante() -> None:
    assert _hands(CASH)["50000001-1"].starting_stacks == (400, 500)
    assert _hands(TOURNAMENT)["60000001-3"].starting_stacks == (1000, 500)  # 990 and 490


def test_an_uncalled_winner_is_a_bet_returned_and_a_completion_at_once_marks_the_bring_in() -> None:
    history = _hands(CASH)["50000001-1"]
    assert history.finishing_stacks == (400 - 32, 500 - 52 + 20 + 64)
    assert history.bring_in == 5
    assert history.extra["_bring_in_logged"] is False
    assert _actions(history)[2:5] == ["p1 cbr 10", "p2 cbr 20", "p1 cc"]


def test_a_later_description_reads_the_games_after_it_and_an_all_in_calls_for_less() -> None:
    history = _hands(CASH)["50000002-7"]
    assert history.variant == "FR"
    assert (history.bring_in, history.small_bet, history.big_bet) == (10, 50, 100)
    assert history.extra["currency"] == "USD"
    assert history.extra["players"] == ["Oscar", "November"]
    actions = _actions(history)
    assert actions[actions.index("p1 cbr 100") + 1] == "p2 cc"  # November's last 0.40
    assert history.rake == 10  # the pots paid 2.80 of 2.90
    # Oscar's raise above November's all-in came back: the uncalled winner's 0.10
    assert history.finishing_stacks == (2000 - 155 + 10, 280)


def test_a_no_limit_game_reads_its_minimum_bet_and_plays_no_limit() -> None:
    history = _hands(CASH)["50000003-2"]
    assert (history.antes[0], history.bring_in, history.small_bet, history.big_bet) == (
        5,
        10,
        50,
        50,
    )
    assert history.extra["_rules"]["betting"] == "no_limit"
    actions = _actions(history)
    assert actions[actions.index("p1 cbr 200") + 1 :][:2] == ["p2 cbr 445", "p1 cc"]
    assert history.finishing_stacks == (1400, 1150)
    assert history.rake == 50


def test_a_tournament_reads_chips_its_stakes_from_the_play_and_splits_hi_lo() -> None:
    history = _hands(TOURNAMENT)["60000001-3"]
    assert history.variant == "F7S/8"
    assert history.extra["tournament"] == "60000000-1"
    assert (history.bring_in, history.small_bet, history.big_bet) == (25, 100, 200)
    assert history.starting_stacks == (1000, 500)
    assert history.finishing_stacks == (1000, 500)
    assert history.rake is None


def test_a_tournament_level_s_blinds_in_the_description_leave_the_stakes_to_the_play() -> None:
    text = TOURNAMENT.read_text().replace(
        'stakes="Limit"/>', 'stakes="Limit Level 3 Blinds (50/100)"/>', 1
    )
    assert _hands(text)["60000001-3"].small_bet == 100  # the completion, not the level's 50


def test_a_seat_may_fold_when_it_could_check() -> None:
    # Tango folds on fourth street before any bet, as a real razz tournament hand does
    history = _hands(TOURNAMENT)["60000002-9"]
    assert history.extra["players"] == ["Romeo", "Sierra", "Tango"]
    actions = _actions(history)
    assert actions[actions.index("d dh p3 Qc") + 1 : actions.index("d dh p3 Qc") + 4] == [
        "p2 cc",
        "p3 f",
        "p1 cc",
    ]
    assert (history.small_bet, history.big_bet) == (50, 100)
    assert history.finishing_stacks == (540, 420, 740)


def test_an_all_in_on_the_ante_plays_no_round_and_takes_its_table_s_stakes() -> None:
    # Whiskey's balance is 0 after its ante: nobody can bet, so no bring-in is posted
    history = _hands(TOURNAMENT)["60000002-10"]
    assert history.starting_stacks == (1000, 10)
    assert history.finishing_stacks == (990, 20)
    assert (history.small_bet, history.big_bet) == (50, 100)  # the table's earlier razz hand
    assert history.bring_in == 15
    assert history.extra["_bring_in_logged"] is False
    assert not [a for a in _actions(history) if " cbr " in a or " cc" in a]


def test_a_mixed_game_names_each_hand_s_game_and_refuses_the_others() -> None:
    game = CASH.read_text().split("\n\n")[0].split("\n", 1)[1]
    mixed = '<description type="HORSE" stakes="Limit $0.10/$0.20" version="2" />\n'
    text = mixed + game.replace('gametype="39"', 'gametype="75" multigametype="43"')
    assert _hands(text)["50000001-1"].variant == "F7S/8"
    holdem = mixed + game.replace('gametype="39"', 'gametype="75" multigametype="23"')
    refused = importing.read(holdem).refused
    assert len(refused) == 1
    assert "is not a stud game read here" in refused[0].reason


@pytest.mark.parametrize(
    ("old", "new", "says"),
    [
        ('stakes="Limit $0.10/$0.20"', 'stakes="Half Pot Limit $0.10/$0.20"', "only fixed-limit"),
        ('type="7-Stud"', 'type="Badugi"', "'Badugi' is not a stud game"),
        ('type="CALL" timestamp="1299000005000"', 'type="BOGUS" timestamp="1"', "'BOGUS'"),
        ('amount="0.64"', 'amount="0.99"', "the pots pay 35 more than was put in"),
        ("</game>", "</gam>", "the game is cut short"),
        ('nickname="Kilo"', 'nickname="Kilo', "the XML is not well formed"),
    ],
)
def test_a_game_that_cannot_be_taken_is_refused_and_the_next_read(
    old: str, new: str, says: str
) -> None:
    imported = importing.read(CASH.read_text().replace(old, new, 1))
    assert [r.hand for r in imported.refused] == ["50000001-1"]
    assert says in imported.refused[0].reason
    assert list(_hands(CASH.read_text().replace(old, new, 1))) == ["50000002-7", "50000003-2"]


def test_a_game_before_any_description_is_refused() -> None:
    game = CASH.read_text().split("\n", 1)[1]
    refused = importing.read(game).refused
    assert refused[0].reason == "a game with no <description> before it"


def test_merge_and_ipoker_xml_each_go_to_their_own_reader() -> None:
    ipoker = (IMPORT_SAMPLES / "ipoker" / "seven_card_stud.xml").read_text()
    imported = importing.read(ipoker + "\n" + CASH.read_text())
    rooms = [h.extra["_room"] for h in imported.hands]
    assert rooms.count("merge") == 3
    assert rooms.count("ipoker") == 3


# ------------------------------------------------------------------------------ real files

REAL_FILES = {
    "cash/Merge/Stud/7-Stud-USD-0.50-1.00-201102.Sample.txt": 1,
    "cash/Merge/Stud/7-StudHL-USD-0.25-0.50-201307.no.null.xml": 1,
}


@pytest.mark.skipif(not ROOM_HISTORIES.is_dir(), reason="the rooms' real hands are absent")
def test_the_real_files_are_all_counted() -> None:
    folder = ROOM_HISTORIES / "cash" / "Merge" / "Stud"
    assert {str(p.relative_to(ROOM_HISTORIES)) for p in folder.iterdir()} == set(REAL_FILES)


@pytest.mark.skipif(not ROOM_HISTORIES.is_dir(), reason="the rooms' real hands are absent")
@pytest.mark.parametrize(("name", "count"), REAL_FILES.items(), ids=list(REAL_FILES))
def test_every_real_stud_hand_replays_to_the_rooms_result(name: str, count: int) -> None:
    imported = importing.read(ROOM_HISTORIES / name)
    assert all(h.extra["_room"] == "merge" for h in imported.hands)
    check_imported(imported, count, "Merge")
    assert not imported.refused


# ------------------------------------------------------------------------------ fuzzed text

EXAMPLES = sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 100, 2_000)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(CASH.read_text() + "\n\n" + TOURNAMENT.read_text(), edits=6))
def test_mutated_text_gives_only_histories_and_refusals(text: str) -> None:
    for item in read_without_surprise(text, "merge"):
        assert isinstance(item, Refusal | HandHistory)


def test_every_room_of_a_mixed_source_is_told_apart() -> None:
    parts = [
        IMPORT_SAMPLES / "winamax" / "cash.txt",
        CASH,
        IMPORT_SAMPLES / "bovada" / "cash.txt",
        IMPORT_SAMPLES / "ipoker" / "seven_card_stud.xml",
        TOURNAMENT,
        IMPORT_SAMPLES / "winamax" / "tournament.txt",
    ]
    imported = importing.read("\n\n".join(part.read_text() for part in parts))
    assert not imported.refused
    rooms = [h.extra["_room"] for h in imported.hands]
    assert (
        rooms
        == ["winamax"] * 4
        + ["merge"] * 3
        + ["bovada"] * 2
        + ["ipoker"] * 3
        + ["merge"] * 3
        + ["winamax"] * 2
    )
