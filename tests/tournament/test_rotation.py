"""Mixed games (rules §10.8): a rotation every N hands or every N rounds (a round: as many hands as
players were dealt into the game's first hand), at a Table and in a Tournament, saved and
restored, each hand's history naming its game."""

from __future__ import annotations

import pytest

from studpoker import (
    FIVE_CARD_STUD_HOME,
    FLIP_STUD,
    RAZZ,
    SEVEN_CARD_STUD,
    SEVEN_CARD_STUD_HI_LO,
    TRIPLE_STUD,
    InvalidSetupError,
    Level,
    Payouts,
    Rotation,
    Structure,
    Table,
    Tournament,
)
from studpoker.games.rotation import RotationState
from studpoker.phh import document
from studpoker.saving import restore_table, save


def games(rotation: Rotation, players: list[int]) -> list[int]:
    """The game of each hand when ``players[k]`` players are dealt hand k."""
    state, played = RotationState(), []
    for count in players:
        state = rotation.advance(state, count)
        played.append(state.game)
    return played


def test_every_n_hands() -> None:
    rotation = Rotation((RAZZ, SEVEN_CARD_STUD, SEVEN_CARD_STUD_HI_LO), hands=2)
    assert games(rotation, [5] * 7) == [0, 0, 1, 1, 2, 2, 0]


def test_every_round_lasts_as_many_hands_as_players_at_its_start() -> None:
    assert games(TRIPLE_STUD, [3] * 10) == [0, 0, 0, 1, 1, 1, 2, 2, 2, 0]
    # four players start razz: four hands of it though one busts on the way; stud then starts
    # with three, so three hands of stud
    assert games(TRIPLE_STUD, [4, 4, 3, 3, 3, 3, 3, 2]) == [0, 0, 0, 0, 1, 1, 1, 2]
    assert games(Rotation((RAZZ, SEVEN_CARD_STUD), rounds=2), [2] * 5) == [0, 0, 0, 0, 1]


def test_next_game_changes_nothing() -> None:
    state = TRIPLE_STUD.advance(RotationState(), 2)
    assert TRIPLE_STUD.next_game(state, 2) == RAZZ
    state = TRIPLE_STUD.advance(state, 2)
    assert TRIPLE_STUD.next_game(state, 2) == SEVEN_CARD_STUD
    assert state == RotationState(0, 0)


def test_triple_stud_is_razz_stud_and_hi_lo_a_round_each() -> None:
    assert TRIPLE_STUD.profiles == (RAZZ, SEVEN_CARD_STUD, SEVEN_CARD_STUD_HI_LO)
    assert TRIPLE_STUD.rounds == 1
    assert TRIPLE_STUD.max_players == 9


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"profiles": (), "hands": 1}, "1..64 profiles"),
        ({"profiles": {RAZZ}, "hands": 1}, "a list or a tuple"),
        ({"profiles": (RAZZ, "razz"), "hands": 1}, "game 1: a Profile is needed"),
        ({"profiles": (RAZZ,)}, "give one"),
        ({"profiles": (RAZZ,), "hands": 2, "rounds": 1}, "give one"),
        ({"profiles": (RAZZ,), "hands": 0}, "hands 0"),
        ({"profiles": (RAZZ,), "rounds": 1.5}, "rounds 1.5"),
        ({"profiles": (RAZZ,), "hands": 1, "name": ""}, "name"),
    ],
)
def test_a_bad_rotation_is_refused(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(InvalidSetupError, match=message):
        Rotation(**kwargs)  # type: ignore[arg-type]


def _play_to_the_end(table: Table) -> None:
    hand = table.hand
    assert hand is not None
    while not hand.is_over:
        hand.act_default()


def test_a_table_deals_the_rotation_and_names_each_game_in_its_history() -> None:
    table = Table(TRIPLE_STUD, [400, 400], seed=5)
    assert table.game is TRIPLE_STUD
    assert table.profile == RAZZ, "before the first deal, the rotation's first game"
    dealt = []
    for _ in range(6):
        dealt.append(table.deal().profile.name)
        _play_to_the_end(table)
    assert dealt == ["razz"] * 2 + ["seven_card_stud"] * 2 + ["seven_card_stud_hi_lo"] * 2
    assert table.profile == SEVEN_CARD_STUD_HI_LO
    named = []
    for number in range(1, 7):
        history = document.load(table.history(number))
        named.append(history.extra.get("_profile", history.variant))
    assert named == dealt


def test_a_table_seats_what_every_game_of_its_rotation_seats() -> None:
    mixed = Rotation((SEVEN_CARD_STUD, FLIP_STUD), hands=1)
    assert mixed.max_players == 6
    with pytest.raises(InvalidSetupError, match=r"7 seats: rotation seats 2\.\.6"):
        Table(mixed, [100] * 7)
    with pytest.raises(InvalidSetupError, match="a Profile or a Rotation"):
        Table("razz", [100, 100])  # type: ignore[arg-type]


def test_a_saved_table_keeps_its_place_in_the_rotation() -> None:
    table = Table(TRIPLE_STUD, [300, 300, 300], seed=8)
    for _ in range(4):
        table.deal()
        _play_to_the_end(table)
    again = restore_table(save(table))
    assert again.game == TRIPLE_STUD
    for _ in range(6):
        ours, theirs = table.deal(), again.deal()
        assert ours.profile == theirs.profile
        _play_to_the_end(table)
        _play_to_the_end(again)
    assert again.stacks == table.stacks


def test_a_tournament_rotates_each_table_at_the_level_stakes() -> None:
    structure = Structure((Level(2, 3, 10, 20, hands=4), Level(5, 5, 20, 40, hands=100)))
    rotation = Rotation((FIVE_CARD_STUD_HOME, RAZZ), hands=3)
    tournament = Tournament(rotation, 6, 1000, structure, Payouts((1,), 1), tables=2, seed=3)
    per_table: dict[int, list[str]] = {0: [], 1: []}
    for _ in range(10):
        table = tournament.next_table()
        assert table is not None
        hand = tournament.deal(table)
        per_table[table].append(hand.profile.name)
        level = structure.level(tournament.hands[-1].level)
        assert (hand.profile.ante, hand.profile.bring_in) == (level.ante, level.bring_in)
        assert tournament.hands[-1].game == hand.profile.name
        while not hand.is_over:
            hand.act_default()
    for names in per_table.values():
        expected = [("five_card_stud_home", "razz")[k // 3 % 2] for k in range(len(names))]
        assert names == expected
