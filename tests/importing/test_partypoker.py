"""PartyPoker's text hands: only the log's own player's cards are listed, so the replay's
stand-ins must open each round where the log does; wins pay back an uncalled bet; the rake is
the bets beyond the wins; hi-lo hands pay the low half with ``wins Lo``."""

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

SAMPLE = IMPORT_SAMPLES / "partypoker" / "seven_card_stud.txt"
REAL = ROOM_HISTORIES / "cash" / "PartyPoker" / "Stud"
OPENING = b"#Game No : "


def _read(source: str | Path) -> importing.Imported:
    return importing.read(source, room="partypoker")


def _by_hand(source: str | Path) -> dict[str, HandHistory]:
    return {h.extra["hand"]: h for h in _read(source).hands}


def _actions(history: HandHistory) -> list[str]:
    return [action.text for action in history.actions]


def _replace(old: str, new: str, text: str | None = None) -> str:
    text = SAMPLE.read_text() if text is None else text
    assert old in text
    return text.replace(old, new, 1)


# ------------------------------------------------------------------------------- the sample
def test_every_stud_hand_replays_and_the_holdem_hand_is_refused_at_its_game_line() -> None:
    imported = _read(SAMPLE)
    assert [h.extra["hand"] for h in imported.hands] == ["6100000001", "6100000003"]
    [refusal] = imported.refused
    assert (refusal.hand, refusal.line) == ("6100000002", 43)
    assert '"Texas Hold\'em" is not a stud game' in refusal.reason
    for history in imported.hands:
        replays_exactly(history)


def test_the_game_line_gives_stakes_time_zone_and_currency() -> None:
    first = _by_hand(SAMPLE)["6100000001"]
    assert (first.small_bet, first.big_bet, first.bring_in, first.antes[0]) == (100, 200, 25, 10)
    assert first.extra["time"] == "2012-05-18T22:10:45"
    assert first.extra["time_zone"] == "EDT"
    assert first.extra["currency"] == "USD"
    assert first.extra["table"] == "Table  200001"
    third = _by_hand(SAMPLE)["6100000003"]
    assert third.extra["time_zone"] == "EEST"


def test_a_seat_sitting_out_is_left_out_and_the_button_seat_zero_counts_from_seat_one() -> None:
    first = _by_hand(SAMPLE)["6100000001"]
    assert first.extra["players"] == ["Tia", "Uma", "Vic", "Xan"]  # Wes posts no ante
    assert first.extra["seats"] == [1, 3, 4, 8]


def test_the_other_players_cards_are_unknown_and_the_stand_ins_open_as_the_log_does() -> None:
    first = _by_hand(SAMPLE)["6100000001"]
    deals = [a.text for a in first.actions if a.verb == "dh"]
    assert deals[:4] == ["d dh p1 ??????", "d dh p2 ??????", "d dh p3 ??????", "d dh p4 Ks9dQh"]
    hand = replays_exactly(first)
    vic = 2
    assert set(hand.up[vic]) <= hand.undisclosed  # every up card of Vic's is a stand-in


def test_an_uncalled_bet_comes_back_inside_the_win_and_the_rake_is_the_rest() -> None:
    first = _by_hand(SAMPLE)["6100000001"]
    assert _actions(first)[-2:] == ["p3 cbr 200", "p4 f"]
    assert first.finishing_stacks == (2990, 2515, 4000 - 510 + 835, 2200 - 310)
    assert first.rake == 865 - 835


def test_an_all_in_for_less_than_the_bet_is_a_call_and_the_low_half_is_won_apart() -> None:
    third = _by_hand(SAMPLE)["6100000003"]
    assert third.variant == "F7S/8"
    assert "p2 cc" in _actions(third)[-10:]
    assert third.finishing_stacks == (2000 - 255 + 270, 245, 2140 - 55)
    shows = {a.text.split()[0]: a.cards for a in third.actions if a.verb == "sm"}
    assert shows == {
        "p1": tuple(parse_cards("Ac 7c Kc Qc 9d 2c 5h")),
        "p2": tuple(parse_cards("3d 6s 2h 4h 7d Js Td")),
    }
    replays_exactly(third)


def test_a_hand_the_log_lists_but_does_not_show_is_mucked_with_its_cards_known() -> None:
    text = _replace(
        "Zoe shows [ 3d, 6s, 2h, 4h, 7d, Js, Td ]high card Jack.\nZoe shows7,6,4,3,2  for low.\n",
        "Zoe doesn't show [ 3d, 6s, 2h, 4h, 7d, Js, Td ]high card Jack.\n",
    )
    text = _replace("Yan wins $2.70 USD", "Yan wins $5.15 USD", text)
    text = _replace("Zoe wins Lo ($2.45 USD) from the main pot with 7,6,4,3,2.\n", "", text)
    third = _by_hand(text)["6100000003"]
    assert "d dh p2 3d6s2h" in _actions(third)
    assert "p2 sm" in _actions(third)
    replays_exactly(third)


def test_a_stray_nul_before_the_first_line_is_ignored() -> None:
    imported = _read("\x00" + SAMPLE.read_text())
    assert len(imported.hands) == 2


def test_a_hand_without_its_opening_lines_still_opens_at_its_title() -> None:
    text = _replace("Game #6100000003 starts.\n\n#Game No : 6100000003\n", "")
    assert [h.extra["hand"] for h in _read(text).hands] == ["6100000001", "6100000003"]


def test_a_hand_announced_over_several_lines_is_one_hand_unless_text_comes_between() -> None:
    # "Game #N starts.", a blank line, "#Game No : N" and the title open one hand, not three
    assert "Game #6100000003 starts.\n\n#Game No : 6100000003\n" in SAMPLE.read_text()
    assert not _read(SAMPLE).refused[1:]
    # a line between the announcements: the first announcement is a hand of its own, cut short
    text = _replace("#Game No : 6100000003\n", "a stray line\n#Game No : 6100000003\n")
    imported = _read(text)
    assert [h.extra["hand"] for h in imported.hands] == ["6100000001", "6100000003"]
    assert [r.hand for r in imported.refused] == ["6100000002", "6100000003"]


def test_a_hand_cut_short_is_refused_and_the_next_hand_is_read() -> None:
    text = _replace(
        "Vic opens\nVic bets [$2 USD]\nXan folds\nVic does not show cards.\nVic wins $8.35 USD\n",
        "",
    )
    imported = _read(text)
    assert [h.extra["hand"] for h in imported.hands] == ["6100000003"]
    assert imported.refused[0].hand == "6100000001"
    assert "nobody wins" in imported.refused[0].reason


def test_a_win_line_lost_is_refused_as_a_hand_cut_short() -> None:
    text = _replace("Zoe wins Lo ($2.45 USD) from the main pot with 7,6,4,3,2.\n", "")
    refusal = _read(text).refused[-1]
    assert refusal.hand == "6100000003"
    assert "do not account for the bets" in refusal.reason


def test_a_garbled_line_is_refused_with_its_line_and_the_next_hand_is_read() -> None:
    imported = _read(_replace("Vic completes [$1 USD]", "Vic compleats [$1 USD]"))
    refusal = imported.refused[0]
    assert (refusal.hand, refusal.line) == ("6100000001", 22)
    assert [h.extra["hand"] for h in imported.hands] == ["6100000003"]


# ------------------------------------------------------------------------------- fuzzing
FUZZ = settings(
    max_examples=sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 60, 2_000),
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


@FUZZ
@given(mutated(SAMPLE.read_text()))
def test_mutated_hands_give_histories_or_refusals_only(text: str) -> None:
    read_without_surprise(text, "partypoker")


# ------------------------------------------------------------------------------- real files
@pytest.mark.skipif(not REAL.is_dir(), reason="the rooms' real hands are not beside the repo")
@pytest.mark.parametrize(
    "path", sorted(REAL.glob("*")) if REAL.is_dir() else [], ids=lambda p: p.name
)
def test_every_real_hand_replays_to_the_rooms_result_or_is_a_known_limit(path: Path) -> None:
    check_real_file(path, "partypoker", OPENING)


@pytest.mark.parametrize(
    ("new", "says"),
    [
        ("$1/$2 USD Razz", "is not read for this room"),
        ("$1/$2 USD PL 7 Card Stud", "only fixed-limit stud"),
        ("Trny 123 Level 1 (10/20) 7 Card Stud", "a tournament hand"),
    ],
)
def test_a_stud_game_not_read_is_refused_as_a_known_limit(new: str, says: str) -> None:
    imported = _read(_replace("$1/$2 USD 7 Card Stud", new))
    refusal = imported.refused[0]
    assert (refusal.hand, refusal.line) == ("6100000001", 5)
    assert says in refusal.reason
    assert is_known_limit(refusal)
