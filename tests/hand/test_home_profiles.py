"""The home games as data (rules §6 notes): each profile's fields, the new fields validated like
the others, the hand refusing what it does not deal yet (flip stud)."""

from __future__ import annotations

import pytest

from studpoker.bots import RandomBot, play_out
from studpoker.errors import InvalidRuleError
from studpoker.games.profiles import (
    ACEY_DEUCY,
    BASEBALL,
    CHICAGO_HIGH,
    CHICAGO_LOW,
    FLIP_STUD,
    FOLLOW_THE_QUEEN,
    HOME_GAMES,
    ONE_EYED_JACKS,
    PROFILES,
    SEVEN_CARD_STUD,
    SUICIDE_KING,
    Profile,
    Street,
)
from studpoker.hand import Hand

SEVEN = tuple(street.cards for street in SEVEN_CARD_STUD.streets)


def test_the_home_games_are_registered_apart_from_the_played_ones() -> None:
    assert list(HOME_GAMES) == [
        "acey_deucy",
        "one_eyed_jacks",
        "suicide_king",
        "baseball",
        "follow_the_queen",
        "flip_stud",
        "chicago_low",
        "chicago_high",
    ]
    # the home games are played like any other game, flip stud included
    assert set(HOME_GAMES) <= set(PROFILES)
    assert all(PROFILES[name] is HOME_GAMES[name] for name in HOME_GAMES)


@pytest.mark.parametrize(
    ("profile", "wild"),
    [
        (ACEY_DEUCY, "acey_deucy"),
        (ONE_EYED_JACKS, "one_eyed_jacks"),
        (SUICIDE_KING, "suicide_king"),
        (BASEBALL, "baseball"),
        (FOLLOW_THE_QUEEN, "follow_the_queen"),
    ],
    ids=lambda value: value.name if isinstance(value, Profile) else None,
)
def test_the_wild_games_are_seven_card_stud_with_their_wilds(profile: Profile, wild: str) -> None:
    assert profile.wild == wild
    assert tuple(street.cards for street in profile.streets) == SEVEN
    # rules §6 notes: the big step on the open-pair round, bet + 4
    assert (profile.open_pair_round, profile.open_pair_step, profile.max_raises) == (2, 20, 4)
    assert (profile.wild_bring_in, profile.wild_showing, profile.wild_open_pair) == (
        "natural",
        "best",
        "best",
    )
    assert profile.showdown == "high"


def test_baseball_gives_an_extra_down_card_for_an_up_four() -> None:
    assert BASEBALL.extra_card_up_rank == 2  # ranks 0..12 are 2..A: 2 is the four
    assert all(p.extra_card_up_rank is None for p in HOME_GAMES.values() if p is not BASEBALL)


def test_flip_stud_deals_four_times_two_down_and_turns_one_up() -> None:
    p = FLIP_STUD
    assert [street.cards for street in p.streets] == [("down", "down")] * 4
    assert [street.turn_up for street in p.streets] == [1, 1, 1, 1]
    assert [street.burn for street in p.streets] == [False, True, True, True]
    assert all(street.betting for street in p.streets)
    assert p.betting_rounds == 4
    assert p.steps == (10, 10, 20, 20)
    assert sum(street.size for street in p.streets) == 8  # best five of eight
    assert p.turn_up_reveal == "together"
    assert p.max_players == 6
    assert p.wild is None


def test_chicago_splits_with_the_spade_in_the_hole() -> None:
    assert CHICAGO_LOW.showdown == "high_chicago_low"
    assert CHICAGO_HIGH.showdown == "high_chicago_high"
    assert CHICAGO_LOW.showdown_rule.reads_hole_cards
    assert CHICAGO_LOW.chicago_spade == "hole"
    assert CHICAGO_LOW.replace(chicago_spade="any").chicago_spade == "any"


@pytest.mark.parametrize("profile", [CHICAGO_LOW, CHICAGO_HIGH], ids=lambda p: p.name)
def test_chicago_plays_today(profile: Profile) -> None:
    for seed in range(5):
        hand = Hand(profile, [200, 200, 200], seed=seed)
        play_out(hand, [RandomBot(seed * 3 + seat) for seat in range(3)])
        assert hand.is_over
        assert hand.settlement is not None
        assert sum(hand.settlement.net) == 0


@pytest.mark.parametrize(
    ("changes", "message"),
    [
        ({"wild_bring_in": "best_of_all"}, r"'wild_bring_in': 'best_of_all' is not one of"),
        ({"wild_showing": None}, r"'wild_showing': None is not one of"),
        ({"wild_open_pair": "any"}, r"'wild_open_pair': 'any' is not one of"),
        ({"turn_up_reveal": "open"}, r"'turn_up_reveal': 'open' is not one of"),
        ({"wild": "deuces"}, r"'wild': 'deuces' is not one of"),
        ({"extra_card_up_rank": 13}, r"'extra_card_up_rank': must be a rank 0..12"),
        (
            {"streets": (Street(("down", "down"), turn_up=1),) * 3 + (Street(("up",), turn_up=1),)},
            r"street 3: turn_up must be 0..0",
        ),
        (
            {"streets": (Street(("down", "down"), turn_up=3),) * 4},
            r"street 0: turn_up must be 0..2",
        ),
        (
            {"streets": (Street(("down", "down")),) * 4},
            r"'bring_in': needs an up card \(dealt or turned up\)",
        ),
        ({"max_players": 7}, r"'max_players': 7 players run out of cards in a game with turn-ups"),
    ],
)
def test_bad_home_game_values_name_the_field(changes: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidRuleError, match=message):
        FLIP_STUD.replace(**changes)


def test_an_extra_card_rule_needs_an_up_card_to_trigger_it() -> None:
    no_up = FLIP_STUD.replace(bring_in=None)
    with pytest.raises(InvalidRuleError, match="'extra_card_up_rank': the game deals no up card"):
        no_up.replace(extra_card_up_rank=2)


def test_an_extra_card_rule_fits_the_evaluators() -> None:
    # seven cards and four up fours: eleven, read with wild cards only (rules §6 notes)
    assert BASEBALL.replace(wild="acey_deucy").extra_card_up_rank == 2
    with pytest.raises(InvalidRuleError, match="'extra_card_up_rank': a seat could hold 11 cards"):
        SEVEN_CARD_STUD.replace(extra_card_up_rank=2)
    with pytest.raises(InvalidRuleError, match="'extra_card_up_rank': a seat could hold 11 cards"):
        BASEBALL.replace(wild=None)


def test_follow_the_queen_is_refused_with_turn_ups() -> None:
    with pytest.raises(InvalidRuleError, match="'wild': follow_the_queen does not follow"):
        FLIP_STUD.replace(wild="follow_the_queen")
    assert FLIP_STUD.replace(wild="suicide_king").wild == "suicide_king"
