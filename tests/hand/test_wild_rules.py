"""The wild set in force in each home game (rules §5.2, §6 notes): the fixed sets by rank and by
card, and follow-the-queen's set following the up cards in dealing order."""

from __future__ import annotations

import pytest

from studpoker import parse_cards
from studpoker.errors import InvalidCardError
from studpoker.games.profiles import (
    ACEY_DEUCY,
    BASEBALL,
    CHICAGO_LOW,
    FLIP_STUD,
    FOLLOW_THE_QUEEN,
    HOME_GAMES,
    ONE_EYED_JACKS,
    SEVEN_CARD_STUD,
    SUICIDE_KING,
)
from studpoker.games.wild_rules import (
    STATIC_WILD,
    bring_in_wild,
    follow_the_queen,
    is_dynamic,
    showing_wild,
    wild_in_force,
)
from studpoker.reference.wild import parse_wild


def cards(text: str) -> frozenset[int]:
    return frozenset(parse_cards(text))


def test_the_fixed_sets_by_rank_and_by_card() -> None:
    assert wild_in_force(ACEY_DEUCY) == cards("Ac Ad Ah As 2c 2d 2h 2s")
    assert wild_in_force(ONE_EYED_JACKS) == cards("Js Jh")
    assert wild_in_force(SUICIDE_KING) == cards("Kh")
    assert wild_in_force(BASEBALL) == cards("3c 3d 3h 3s 9c 9d 9h 9s")
    # The same sets as the evaluators' own wild texts read them.
    for rule, text in [("acey_deucy", "A 2"), ("one_eyed_jacks", "Js Jh"), ("baseball", "3 9")]:
        assert STATIC_WILD[rule] == parse_wild(text)  # type: ignore[index]


def test_games_without_wild_cards_have_an_empty_set() -> None:
    for profile in (SEVEN_CARD_STUD, FLIP_STUD, CHICAGO_LOW):
        assert wild_in_force(profile, parse_cards("Qh 5c")) == frozenset()
        assert not is_dynamic(profile.wild)


def test_follow_the_queen_queens_alone_before_any_follower() -> None:
    assert follow_the_queen([]) == cards("Qc Qd Qh Qs")
    assert follow_the_queen(parse_cards("5c Kd")) == cards("Qc Qd Qh Qs")


def test_follow_the_queen_the_card_after_the_latest_up_queen() -> None:
    queens = cards("Qc Qd Qh Qs")
    assert follow_the_queen(parse_cards("2c Qh 5d 9s")) == queens | cards("5c 5d 5h 5s")
    # A later queen replaces the follower: the 7 is wild, the 5 no longer.
    assert follow_the_queen(parse_cards("Qh 5d Qs 7c")) == queens | cards("7c 7d 7h 7s")


def test_a_queen_as_the_last_up_card_leaves_only_queens() -> None:
    assert follow_the_queen(parse_cards("Qh 5d Qs")) == cards("Qc Qd Qh Qs")
    # A queen after a queen: still waiting for a follower.
    assert follow_the_queen(parse_cards("Qh Qs")) == cards("Qc Qd Qh Qs")
    assert follow_the_queen(parse_cards("Qh Qs 8d")) == cards("Qc Qd Qh Qs 8c 8d 8h 8s")


def test_follow_the_queen_changes_during_the_hand_and_reads_the_profile() -> None:
    assert is_dynamic(FOLLOW_THE_QUEEN.wild)
    ups = parse_cards("4c Qd 6h")
    assert wild_in_force(FOLLOW_THE_QUEEN, ups) == follow_the_queen(ups)
    assert wild_in_force(FOLLOW_THE_QUEEN, ups[:2]) == cards("Qc Qd Qh Qs")


def test_bad_up_card_sequences_are_refused() -> None:
    with pytest.raises(InvalidCardError, match=r"0\.\.51"):
        follow_the_queen([52])
    with pytest.raises(InvalidCardError, match="in the order they were dealt"):
        follow_the_queen("Qh 5d")  # type: ignore[arg-type]
    with pytest.raises(InvalidCardError):
        follow_the_queen([True])


def test_the_readings_of_the_showing_order() -> None:
    wild = wild_in_force(BASEBALL)
    assert bring_in_wild(BASEBALL, wild) == frozenset()
    assert showing_wild(BASEBALL, wild) == wild
    assert bring_in_wild(BASEBALL.replace(wild_bring_in="best"), wild) == wild
    assert showing_wild(BASEBALL.replace(wild_showing="natural"), wild) == frozenset()


def test_every_home_game_has_its_set() -> None:
    wild_games = {name for name, p in HOME_GAMES.items() if p.wild is not None}
    assert wild_games == set(STATIC_WILD) | {"follow_the_queen"}
    for name in wild_games:
        assert wild_in_force(HOME_GAMES[name], parse_cards("Qh 5d"))
