"""Hand histories of the home games (docs/phh.md): every home profile, and variations of its
fields, dumps and loads through ``_profile`` / ``_rules`` exactly; flip stud's turn-up verb
``tu`` parses, formats and stays hidden until the choices are revealed."""

from __future__ import annotations

import pytest

from studpoker import parse_cards
from studpoker.errors import HandHistoryError
from studpoker.games.profiles import (
    BASEBALL,
    FLIP_STUD,
    FOLLOW_THE_QUEEN,
    HOME_GAMES,
    Profile,
    Street,
)
from studpoker.phh import HandHistory, PhhAction, dump, dumps, load, replay
from studpoker.phh.document import format_action, parse_action
from studpoker.phh.flip import TURN_UP, conceal, turn_up, turn_ups_seen_by
from studpoker.phh.variants import profile_fields, profile_for, variant_code


def round_trip(profile: Profile) -> Profile:
    history = HandHistory(
        variant=variant_code(profile),
        antes=(profile.ante,) * 3,
        starting_stacks=(100, 100, 100),
        actions=(),
        extra=profile_fields(profile),
    )
    text = dumps(history)
    loaded = load(text)
    assert loaded == history
    return profile_for(loaded)


@pytest.mark.parametrize("name", sorted(HOME_GAMES))
def test_every_home_game_dumps_and_loads(name: str) -> None:
    profile = HOME_GAMES[name]
    assert profile_fields(profile) == {"_profile": name}
    assert round_trip(profile) == profile


@pytest.mark.parametrize(
    "profile",
    [
        BASEBALL.replace(wild_bring_in="best", wild_showing="natural", extra_card_up_rank=None),
        FOLLOW_THE_QUEEN.with_stakes(ante=1, bring_in=2, small=4, big=8),
        FLIP_STUD.replace(turn_up_reveal="in_turn", max_players=5),
        FLIP_STUD.replace(
            streets=(Street(("down", "down", "down"), turn_up=2), *FLIP_STUD.streets[1:]),
            max_players=5,
        ),
        HOME_GAMES["chicago_low"].replace(chicago_spade="any"),
    ],
    ids=lambda p: p.name,
)
def test_changed_fields_round_trip_exactly(profile: Profile) -> None:
    assert "_rules" in profile_fields(profile)
    assert round_trip(profile) == profile


def test_flip_stud_is_an_eight_card_game() -> None:
    assert variant_code(FLIP_STUD) == "F8S"
    assert variant_code(BASEBALL) == "F7S"  # the standard code's shape; _profile names the game


def test_the_turn_up_verb_parses_and_formats() -> None:
    action = parse_action("p2 tu Kh", 1, 3)
    assert (action.verb, action.player, action.cards) == (TURN_UP, 1, (parse_cards("Kh")[0],))
    assert format_action(action) == "p2 tu Kh"
    hidden = parse_action("p3 tu ??", 1, 3)
    assert hidden.cards == (None,)
    assert format_action(hidden) == "p3 tu ??"
    assert format_action(turn_up(0, parse_cards("As"))) == "p1 tu As"


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("p1 tu", "'tu' needs the turned-up cards as one word"),
        ("p1 tu Kh Qd", "'tu' needs the turned-up cards as one word"),
        ("p1 tu Zz", "Zz"),
        ("p4 tu Kh", "the hand has players p1..p3"),
        ("d tu Kh", "unknown dealer verb 'tu'"),
        ("p1 flip Kh", r"expected one of pb, f, cc, cbr, sm, tu"),
    ],
)
def test_bad_turn_ups_are_refused_naming_the_line(text: str, message: str) -> None:
    with pytest.raises(HandHistoryError, match=f"line 7: action .*{message}"):
        parse_action(text, 7, 3)


def test_choices_stay_hidden_until_revealed() -> None:
    actions = [
        parse_action("d dh p1 AsKd", 1),
        parse_action("p1 tu Kd", 2),
        parse_action("p2 tu 7c", 3),
        parse_action("p3 tu 2h", 4),
    ]
    seen = turn_ups_seen_by(actions, 1, revealed=False)
    assert [format_action(a) for a in seen] == ["d dh p1 AsKd", "p1 tu ??", "p2 tu 7c", "p3 tu ??"]
    spectator = turn_ups_seen_by(actions, None, revealed=False)
    assert [a.cards for a in spectator[1:]] == [(None,)] * 3
    assert turn_ups_seen_by(actions, None, revealed=True) == actions
    assert conceal(actions[1]).cards == (None,)
    with pytest.raises(HandHistoryError, match="is not a turn-up"):
        conceal(actions[0])
    with pytest.raises(HandHistoryError, match="turns up no card"):
        turn_up(0, [])


def test_a_turn_up_history_round_trips_as_text() -> None:
    history = HandHistory(
        variant="F8S",
        antes=(2, 2),
        starting_stacks=(100, 100),
        actions=(
            parse_action("d dh p1 AsKd", 0),
            parse_action("d dh p2 7c2h", 0),
            parse_action("p1 tu Kd", 0),
            parse_action("p2 tu ??", 0),
        ),
        extra={"_profile": "flip_stud"},
    )
    assert load(dumps(history)) == history
    assert isinstance(history.actions[2], PhhAction)


def test_a_turn_up_in_a_game_without_turn_ups_is_refused_by_the_replay() -> None:
    text = """variant = "F7S"
antes = [1, 1]
bring_in = 1
small_bet = 2
big_bet = 4
starting_stacks = [100, 100]
actions = ["d dh p1 AsKd7c", "d dh p2 QsJd2c", "p1 tu Kd"]
"""
    with pytest.raises(HandHistoryError, match=r"line 7: .*'tu'"):
        replay(text)


@pytest.mark.parametrize("profile", HOME_GAMES.values(), ids=lambda p: p.name)
def test_every_played_home_game_replays_from_its_history(profile: Profile) -> None:
    """Random hands dump under the extension code with ``_profile`` and replay record for record
    (the wild set in force included), from the server's history and from each player's."""
    from studpoker.bots import RandomBot
    from studpoker.hand import Hand

    for seed in range(12):
        n = 2 + seed % (profile.max_players - 1)
        hand = Hand(profile, [5 + 40 * (seat % 3) for seat in range(n)], seed % n, seed=seed)
        bot = RandomBot(seed)
        while not hand.is_over:
            hand.act(bot.choose(hand))
        text = dump(hand)
        history = load(text)
        assert history.variant == ("F8S" if profile is FLIP_STUD else "F7S")  # 8 cards
        assert history.extra["_profile"] == profile.name
        again = replay(text)
        assert again.history == hand.history
        assert (again.stacks, again.wild) == (hand.stacks, hand.wild)
        # a player's own history hides the others' down cards: stand-ins play them
        mine = replay(dump(hand, viewer=0))
        assert (mine.stacks, mine.wild) == (hand.stacks, hand.wild)
