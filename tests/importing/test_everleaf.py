"""Everleaf Gaming's text hands, the older format (an observer's log: no cards but the showdown's)
and the newer one (every up card and the logging player's own), on samples written here in its
format and on every stud hand of the real files, each replayed to the room's own result."""

from __future__ import annotations

import contextlib
import io

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

SAMPLES = IMPORT_SAMPLES / "everleaf"
OLD = SAMPLES / "old_format.txt"
NEW = SAMPLES / "new_format.txt"


def _hands(text: object) -> dict[str, HandHistory]:
    return {str(h.extra["hand"]): h for h in importing.read(text).hands}  # type: ignore[arg-type]


def _actions(history: HandHistory) -> list[str]:
    return [action.text for action in history.actions]


# ------------------------------------------------------------------------------ older format


def test_an_older_format_hand_names_its_stakes_seats_and_fields() -> None:
    history = _hands(OLD)["400000001"]
    assert history.variant == "F7S"
    assert (history.bring_in, history.small_bet, history.big_bet) == (5, 10, 20)
    assert history.antes == (2, 2, 2, 2)
    assert history.extra["seats"] == [1, 2, 4, 6]
    assert history.extra["players"] == ["Oak1", "Pine2", "Rowan4", "Sumac6"]
    assert history.starting_stacks == (200, 350, 180, 420)
    assert history.extra["hand"] == "400000001"
    assert history.extra["table"] == "Maple 7"
    assert history.extra["time"] == "2011-07-09T21:04:10"
    assert "time_zone" not in history.extra  # the room names none
    assert history.extra["currency"] == "USD"
    assert history.extra["_room"] == "everleaf"


def test_every_amount_is_what_the_seat_adds_but_the_completion() -> None:
    # "raises [$ 0.20 USD]" adds 20 to nothing in: a raise to 20; "completes to $0.10" names it
    assert _actions(_hands(OLD)["400000001"]) == [
        "d dh p1 ??????",
        "d dh p2 ??????",
        "d dh p3 ??????",
        "d dh p4 ??????",
        "p3 pb",
        "p4 cc",
        "p1 cbr 10",
        "p2 f",
        "p3 cc",
        "p4 cc",
        "d dh p1 ??",
        "d dh p3 ??",
        "d dh p4 ??",
        "p4 cc",
        "p1 cbr 10",
        "p3 f",
        "p4 cbr 20",
        "p1 cc",
        "d dh p1 ??",
        "d dh p4 ??",
        "p1 cc",
        "p4 cbr 20",
        "p1 f",
    ]


def test_an_uncalled_bet_the_room_does_not_log_comes_back() -> None:
    # Sumac6's last bet of 20 is never called: it wins 78, the pot without it
    history = _hands(OLD)["400000001"]
    assert history.finishing_stacks == (168, 348, 168, 466)
    assert history.rake is None


def test_unknown_up_cards_are_chosen_to_keep_the_logged_order_of_play() -> None:
    # nobody's card is logged; the log's first actors (p3 brings in, p4 opens fourth street,
    # p1 fifth) come from stand-ins that make their showing hands first
    hand = phh.replay(_hands(OLD)["400000001"])
    assert hand.is_over
    up = [card for seat in range(hand.n) for card in hand.up[seat]]
    assert up
    assert all(card in hand.undisclosed for card in up)


def test_the_rake_is_what_the_pots_did_not_pay_out() -> None:
    history = _hands(OLD)["400000002"]
    assert history.rake == 6
    assert history.finishing_stacks == (156, 236, 404)
    replay_to_room_result(history)


def test_shown_hands_name_their_cards_in_the_deal() -> None:
    actions = _actions(_hands(OLD)["400000002"])
    assert "d dh p2 QsQdKc" in actions  # Rowan4's shown hand
    assert "d dh p1 ??????" in actions  # Oak1 folded: nothing of it is known


def test_a_bring_in_nobody_calls_comes_back() -> None:
    history = _hands(OLD)["400000005"]
    assert history.finishing_stacks == (234, 406)
    assert phh.replay(history).is_over


def test_a_hold_em_hand_and_a_cut_off_hand_are_refused_and_the_next_is_read() -> None:
    imported = importing.read(OLD)
    refused = {r.hand: r for r in imported.refused}
    assert refused["400000003"].reason == 'the game "Hold\'em" is not a stud game read here'
    assert refused["400000003"].line == 73
    assert refused["400000004"].reason == "the hand ends before a pot is won"
    assert refused["400000004"].line == 100
    assert sorted(str(h.extra["hand"]) for h in imported.hands) == [
        "400000001",
        "400000002",
        "400000005",
    ]


def test_a_garbled_line_refuses_its_hand_naming_the_line() -> None:
    text = OLD.read_text().replace("Pine2 folds", "Pine2 flods", 1)
    refused = {r.hand: r for r in importing.read(text).refused}
    assert refused["400000001"].line == 18
    assert "Pine2 flods" in refused["400000001"].reason


def test_a_hand_of_another_room_is_refused_and_the_room_s_next_hand_read() -> None:
    other = (IMPORT_SAMPLES / "full_tilt" / "five_card_stud.txt").read_text()
    imported = importing.read(other + "\n\n" + OLD.read_text(), room="everleaf")
    assert (imported.refused[0].room, imported.refused[0].line) == (None, 1)
    assert "no hand of any room read here (everleaf)" in imported.refused[0].reason
    assert len(imported.hands) == 3


# ------------------------------------------------------------------------------ newer format


def test_a_newer_format_hand_in_windows_1252_reads_euros() -> None:
    history = _hands(NEW)["500000001"]
    assert history.extra["currency"] == "EUR"
    assert history.extra["table"] == "Tampere"
    assert history.starting_stacks == (303, 246)
    assert history.rake == 5
    assert history.finishing_stacks == (252, 292)
    replay_to_room_result(history)


def test_the_newer_format_shows_up_cards_and_the_players_own() -> None:
    actions = _actions(_hands(NEW)["500000001"])
    assert actions[:2] == ["d dh p1 Ah5c3h", "d dh p2 Kc9dJh"]  # Ulmus' hole cards: its show
    assert "d dh p2 4d" in actions  # the logging player's own river card


def test_a_bring_in_seat_that_completes_takes_the_bring_in_of_an_earlier_hand() -> None:
    hands = _hands(NEW)
    assert hands["500000000"].bring_in == 2
    history = hands["500000001"]  # Ulmus' 3h is low and it bets the completion at once
    assert history.bring_in == 2
    assert _actions(history)[2:5] == ["p1 cbr 5", "p2 cbr 10", "p1 cc"]


def test_an_open_pair_allows_the_big_bet_on_fourth_street() -> None:
    actions = _actions(_hands(NEW)["500000001"])
    fourth = actions.index("d dh p1 3s")
    assert actions[fourth + 2 : fourth + 5] == ["p1 cbr 10", "p2 cbr 20", "p1 cc"]


def test_a_hand_with_no_pot_won_is_refused() -> None:
    refused = {r.hand: r for r in importing.read(NEW).refused}
    assert refused["500000002"].reason == "the hand ends before a pot is won"


# ------------------------------------------------------------------------------ the class

WIDE = SAMPLES / "widened.txt"


def test_a_tournament_razz_hand_in_chips_with_chat_and_a_notice() -> None:
    history = _hands(WIDE)["600000001"]
    assert history.variant == "FR"
    assert "currency" not in history.extra  # chips
    assert history.extra["max_seats"] == 6
    assert history.starting_stacks == (40, 1500, 1200)  # from the button's left: seat 4 first
    # Cedar calls its last 15 chips, short of the bring-in; the completion's excess comes back
    assert history.finishing_stacks == (0, 1590, 1150)
    assert history.rake is None
    assert phh.replay(history).is_over


def test_a_hi_lo_split_pays_the_high_and_the_low_half() -> None:
    history = _hands(WIDE)["600000002"]
    assert history.variant == "F7S/8"
    assert history.finishing_stacks == (499, 399)
    assert history.rake == 2
    assert phh.replay(history).is_over


def test_five_card_stud_deals_one_down_and_one_up_first() -> None:
    history = _hands(WIDE)["600000003"]
    assert history.extra["_profile"].startswith("five_card_stud")
    assert _actions(history)[:2] == ["d dh p1 9s9h", "d dh p2 ??4c"]
    assert history.finishing_stacks == (506, 392)
    assert phh.replay(history).is_over


def test_pot_and_no_limit_stud_are_refused_by_their_structure() -> None:
    refused = {r.hand: r for r in importing.read(WIDE).refused}
    assert refused["600000004"].reason == "'NL' betting: only fixed-limit stud is read here"


def test_the_partouche_skin_s_french_title_and_notices() -> None:
    history = _hands(WIDE)["600000005"]
    assert history.extra["currency"] == "EUR"
    assert history.extra["table"] == "Andernos 2"
    # the open pair of jacks bets the big bet on fourth street; the bet nobody called comes back
    assert history.finishing_stacks == (362, 188)  # from the button's left: Gum first
    assert phh.replay(history).is_over


def test_a_line_that_is_neither_chat_nor_a_notice_is_still_refused() -> None:
    text = WIDE.read_text().replace("Birch: gl all", "Birch gl all", 1)
    refused = {r.hand: r for r in importing.read(text).refused}
    assert "a line not understood" in refused["600000001"].reason


# ------------------------------------------------------------------------------ real files

REAL_FILES = {
    "cash/Everleaf/Stud/7-Stud-EUR-0.05-0.10.201108-new-format.txt": 6,
    "cash/Everleaf/Stud/7-Stud-USD-0.05-0.10.201107.txt": 19,
}
"""Each real file of the room and the hands it holds (a reader that drops one fails)."""


@pytest.mark.skipif(not ROOM_HISTORIES.is_dir(), reason="the rooms' real hands are absent")
def test_the_real_files_are_all_counted() -> None:
    folder = ROOM_HISTORIES / "cash" / "Everleaf" / "Stud"
    assert {str(p.relative_to(ROOM_HISTORIES)) for p in folder.iterdir()} == set(REAL_FILES)


@pytest.mark.skipif(not ROOM_HISTORIES.is_dir(), reason="the rooms' real hands are absent")
@pytest.mark.parametrize(("name", "count"), REAL_FILES.items(), ids=list(REAL_FILES))
def test_every_real_stud_hand_replays_to_the_rooms_result(name: str, count: int) -> None:
    imported = importing.read(ROOM_HISTORIES / name, room="everleaf")
    check_imported(imported, count, "Everleaf")


# ------------------------------------------------------------------------------ fuzzed text

EXAMPLES = sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 100, 2_000)
SAMPLE_TEXT = "\n".join(
    line for path in sorted(SAMPLES.iterdir()) for _, line in numbered_lines(path)
)


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(mutated(SAMPLE_TEXT, edits=6))
def test_mutated_text_gives_only_histories_and_refusals(text: str) -> None:
    for item in importing.iter_read(io.StringIO(text), room="everleaf"):
        assert isinstance(item, Refusal | HandHistory)
        if isinstance(item, HandHistory):
            # a mutated hand may break the rules: the replay says so in its own words
            with contextlib.suppress(HandHistoryError):
                phh.replay(item, check_stacks=False)
