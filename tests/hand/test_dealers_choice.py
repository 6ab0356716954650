"""The dealer's choice, one named test per reading (rules §11): who chooses and when, the games
offered by seat count, the timeout's game, refused choices changing nothing, the choice public in
every view, its record, action text, log line, PHH note and saved documents."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest

from studpoker.bots import CallingStation, RandomBot, RandomKindBot, StrengthBot, play_out
from studpoker.cli.inputs import read_decision
from studpoker.cli.render import options_line
from studpoker.errors import IllegalActionError, InvalidSetupError, SettlementError
from studpoker.games.dealers_choice import DEALERS_CHOICE, HOME_GAMES_CHOICE, DealersChoice
from studpoker.games.profiles import (
    FIVE_CARD_STUD_HOME,
    FLIP_STUD,
    HOME_GAMES,
    RAZZ,
    SEVEN_CARD_STUD,
    SEVEN_CARD_STUD_HI_LO,
    SEVEN_CARD_STUD_NO_BRING_IN,
)
from studpoker.hand import Hand
from studpoker.hand.actions import CHOOSE_GAME, Action, LegalAction, checked_action, parse_action
from studpoker.hand.choose_game import ChooseGame, choosing
from studpoker.hand.log import hand_log
from studpoker.hand.records import AntePosted, GameChosen, record_from_json
from studpoker.importing.pokerstars_text import to_pokerstars
from studpoker.phh.dump import dump
from studpoker.phh.replay import replay
from studpoker.saving import restore, save
from studpoker.table import Table
from tests.support.stud import snapshot


def choice_hand(players: int = 3, dealer: int = 1, seed: int = 5) -> Hand:
    """A hand of ``players`` whose dealer chooses among the home games that seat them."""
    offered = DEALERS_CHOICE.offered(players)
    return Hand(offered[0], [100] * players, dealer, seed=seed, start=choosing(offered, offered[0]))


def test_the_default_list_is_the_home_games_of_seeds_000_and_003() -> None:
    assert HOME_GAMES_CHOICE[:2] == (FIVE_CARD_STUD_HOME, SEVEN_CARD_STUD_NO_BRING_IN)
    assert HOME_GAMES_CHOICE[2:] == tuple(HOME_GAMES.values())
    assert DEALERS_CHOICE.games == HOME_GAMES_CHOICE
    assert DEALERS_CHOICE.default == "last"


def test_the_dealer_chooses_before_the_antes() -> None:
    hand = choice_hand(players=4, dealer=2)
    assert hand.phase.name == ChooseGame.NAME
    assert hand.actor == hand.dealer == 2
    assert hand.history == []
    assert hand.street == -1
    assert sum(hand.committed) == 0
    assert all(not cards for cards in hand.down)
    record = hand.act("dc baseball")
    assert record == GameChosen(2, "baseball")
    assert hand.profile.name == "baseball"
    assert hand.history[0] == record
    assert isinstance(hand.history[1], AntePosted)
    assert hand.phase.name == "betting"


def test_the_choosing_seat_moves_with_the_button() -> None:
    table = Table(DEALERS_CHOICE, [100, 100, 100, 100], seed=11)
    choosers = []
    for _ in range(6):
        hand = table.deal()
        assert hand.actor == hand.dealer
        choosers.append(table.hand_seats[hand.dealer])
        assert table.dealer == choosers[-1]
        hand.act_default()
        play_out(hand, [CallingStation()] * hand.n)
    assert choosers == [(choosers[0] + k) % 4 for k in range(6)]


@pytest.mark.parametrize(
    ("players", "left_out"),
    [
        (2, set()),
        (6, set()),
        (7, {"flip_stud"}),
        (8, {"flip_stud"}),
        (9, {"flip_stud", "five_card_stud_home"}),
    ],
)
def test_only_the_games_that_seat_the_players_are_offered(players: int, left_out: set[str]) -> None:
    offered = DEALERS_CHOICE.offered(players)
    assert {g.name for g in HOME_GAMES_CHOICE} - {g.name for g in offered} == left_out
    assert [g for g in HOME_GAMES_CHOICE if g in offered] == list(offered)  # the list's order
    hand = choice_hand(players=players, dealer=0)
    assert [o.game for o in hand.legal_actions()] == [g.name for g in offered]
    assert all(o.kind == "choose_game" and o.code == CHOOSE_GAME for o in hand.legal_actions())


def test_a_table_no_game_seats_is_not_dealt() -> None:
    big = SEVEN_CARD_STUD.replace(name="full_table_stud", min_players=8)
    table = Table(DealersChoice((FLIP_STUD, big)), [100] * 7 + [None, None], seed=1)
    with pytest.raises(
        InvalidSetupError, match="7 seat\\(s\\) dealt in: no game of dealers_choice"
    ):
        table.deal()
    assert table.hand is None
    assert table.hands_played == 0
    table.join(7, 100)
    assert [o.game for o in table.deal().legal_actions()] == ["full_table_stud"]


def test_a_timeout_plays_the_last_game_else_the_first_offered() -> None:
    table = Table(DEALERS_CHOICE, [100] * 6 + [None], seed=3)
    first = table.deal()
    assert first.default_action().game == "five_card_stud_home"  # no last game: the first
    first.act("dc chicago_low")
    play_out(first, [CallingStation()] * 6)
    second = table.deal()
    assert second.profile.name == "chicago_low"  # until the choice, the timeout's game
    assert second.act_default() == GameChosen(second.dealer, "chicago_low", by_default=True)
    play_out(second, [CallingStation()] * 6)
    third = table.deal()
    third.act("dc flip_stud")
    play_out(third, [CallingStation()] * 6)
    table.join(6, 100)  # seven players: flip stud, the last game, is not offered now
    fourth = table.deal()
    assert "flip_stud" not in [o.game for o in fourth.legal_actions()]
    assert fourth.default_action().game == "five_card_stud_home"


def test_a_timeout_plays_the_first_game_with_default_first() -> None:
    choice = DealersChoice((RAZZ, SEVEN_CARD_STUD), default="first")
    table = Table(choice, [100] * 3, seed=4)
    hand = table.deal()
    hand.act("dc seven_card_stud")
    play_out(hand, [CallingStation()] * 3)
    assert table.deal().act_default() == GameChosen(table.hand.dealer, "razz", by_default=True)  # type: ignore[union-attr]


@pytest.mark.parametrize(
    ("action", "seat", "message"),
    [
        ("dc texas_holdem", None, "not offered"),
        ("dc flip_stud", None, "not offered to 7 players"),
        ("dc razz", None, "not offered"),  # a card-room game: not in the home list
        ("dc baseball", 0, "seat 0 is not to act; seat 1 is"),
        ("p3 dc baseball", None, "seat 2 is not to act"),
        ("cc", None, "not legal for seat 1"),
        ("f", None, "not legal for seat 1"),
        ("tu Kh", None, "no card is to be turned up"),
        ("dc", None, "takes one game"),
    ],
)
def test_a_refused_choice_changes_nothing(action: str, seat: int | None, message: str) -> None:
    hand = choice_hand(players=7, dealer=1)
    before = (snapshot(hand), list(hand.history), hand.phase, hand.profile)
    with pytest.raises(IllegalActionError, match=message):
        hand.act(action, seat)
    assert not hand.can_act(action, seat)
    assert (snapshot(hand), list(hand.history), hand.phase, hand.profile) == before
    hand.act("dc baseball")  # the hand goes on as if nothing was tried
    assert hand.profile.name == "baseball"


def test_a_failed_deal_after_the_choice_puts_the_game_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hand = choice_hand(players=3, dealer=0)
    before = (snapshot(hand), hand.profile, hand.phase)

    def fail(*args: Any, **kwargs: Any) -> Any:
        raise SettlementError("the dealing failed")

    monkeypatch.setattr("studpoker.hand.flow.deal_street", fail)
    with pytest.raises(SettlementError):
        hand.act("dc baseball")
    assert (snapshot(hand), hand.profile, hand.phase) == before
    assert hand.history == []
    monkeypatch.undo()
    hand.act("dc baseball")
    assert hand.profile.name == "baseball"


def test_the_choice_is_public_and_reveals_nothing() -> None:
    hand = choice_hand(players=4, dealer=3)
    for seat in (None, 0, 1, 2, 3):
        view = hand.view(seat)
        assert view.history == ()
        assert all(not cards for cards in view.hole_cards)
        assert view.legal_actions == (hand.legal_actions() if seat == 3 else ())
    hand.act("dc one_eyed_jacks")
    for seat in (None, 0, 1, 2, 3):
        view = hand.view(seat)
        assert view.history[0] == GameChosen(3, "one_eyed_jacks")
        assert view.profile == "one_eyed_jacks"
        assert view.to_dict()["history"][0] == {
            "event": "game_chosen",
            "seat": 3,
            "game": "one_eyed_jacks",
            "by_default": False,
        }
    assert record_from_json(GameChosen(3, "razz", True).to_json()) == GameChosen(3, "razz", True)


def test_the_action_text_names_the_game() -> None:
    assert parse_action("p2 dc razz") == (1, Action(CHOOSE_GAME, game="razz"))
    assert str(Action(CHOOSE_GAME, game="razz")) == "dc razz"
    hand = choice_hand()
    option = hand.legal_actions()[0]
    assert option.notation == f"dc {option.game}"
    assert option.describe() == f"choose {option.game}"
    with pytest.raises(IllegalActionError, match="only 'dc' names a game"):
        checked_action(Action("cc", game="razz"))
    with pytest.raises(IllegalActionError, match="only 'dc' names a game"):
        checked_action(Action(CHOOSE_GAME))


@pytest.mark.parametrize(
    ("games", "default", "message"),
    [
        ((), "last", "1..64 profiles"),
        ({RAZZ}, "last", "a list or a tuple"),
        ((RAZZ, "razz"), "last", "a Profile is needed"),
        ((RAZZ, RAZZ), "last", "two games are named 'razz'"),
        ((RAZZ.replace(name="razz two"),), "last", "one word"),
        ((RAZZ,), "random", "one of last, first"),
    ],
)
def test_a_bad_dealers_choice_is_refused(games: Any, default: Any, message: str) -> None:
    with pytest.raises(InvalidSetupError, match=message):
        DealersChoice(games, default=default)


def test_the_log_names_the_choice_and_pokerstars_text_the_game() -> None:
    choice = DealersChoice((RAZZ, SEVEN_CARD_STUD, SEVEN_CARD_STUD_HI_LO))
    table = Table(choice, [100] * 3, seed=8)
    hand = table.deal()
    hand.act("dc seven_card_stud_hi_lo")
    play_out(hand, [CallingStation()] * 3)
    log = hand_log(hand)
    assert log[0].startswith("seven_card_stud_hi_lo:")
    assert log[1] == f"seat {hand.dealer} chooses the game: seven_card_stud_hi_lo"
    text = to_pokerstars(hand)
    assert "7 Card Stud Hi/Lo" in text
    assert "choose" not in text


def test_the_phh_history_notes_the_choice_and_replays() -> None:
    hand = choice_hand(players=4, dealer=2)
    pending = dump(hand)
    assert "_chooser = 4" in pending
    assert "_offered = [" in pending
    again = replay(pending)
    assert again.phase == hand.phase
    assert again.legal_actions() == hand.legal_actions()
    hand.act_default()
    play_out(hand, [RandomBot(k) for k in range(4)])
    text = dump(hand)
    assert f'_game = "{hand.profile.name}"' in text
    assert "_chooser = 4" in text
    assert "_chosen_by_default = true" in text
    replayed = replay(text)
    assert replayed.history == hand.history
    assert replayed.stacks == hand.stacks
    for seat in (None, 0, 1, 2, 3):
        assert replay(dump(hand, viewer=seat)).history[0] == hand.history[0]
    tampered = text.replace("_chooser = 4", "_chooser = 2")
    with pytest.raises(Exception, match="the dealer \\(p4\\) chooses"):
        replay(tampered)


def test_a_hand_saved_mid_choice_restores_and_plays_on_the_same() -> None:
    hand = choice_hand(players=5, dealer=4)
    document = save(hand)
    assert json.loads(document)["dealers_choice"]
    copy = restore(document)
    assert isinstance(copy, Hand)
    assert copy.phase == hand.phase
    assert copy.legal_actions() == hand.legal_actions()
    for played in (hand, copy):
        played.act("dc follow_the_queen")
        play_out(played, [RandomBot(k) for k in range(5)])
    assert copy.history == hand.history
    finished = restore(save(hand))
    assert isinstance(finished, Hand)
    assert finished.history == hand.history


def test_a_table_saved_mid_choice_restores() -> None:
    table = Table(DEALERS_CHOICE, [100] * 4, seed=21)
    for _ in range(2):
        hand = table.deal()
        hand.act_default()
        play_out(hand, [RandomBot(k) for k in range(hand.n)])
    table.deal()
    copy = restore(save(table))
    assert isinstance(copy, Table)
    assert copy.game == DEALERS_CHOICE
    assert copy.hand is not None
    assert table.hand is not None
    assert copy.hand.phase == table.hand.phase
    assert copy.hand.default_action() == table.hand.default_action()  # the last game played
    assert [h.history for h in copy.hands] == [h.history for h in table.hands]


def test_bots_choose_with_their_own_randomness() -> None:
    names: set[str | None] = set()
    for seed in range(40):
        hand = choice_hand(players=3, dealer=0, seed=seed)
        view = hand.view(0)
        picks = [bot.act(view) for bot in (RandomBot(seed), StrengthBot(seed))]
        picks.append(RandomKindBot(seed).act(view))
        assert all(hand.can_act(p) for p in picks)
        assert RandomBot(seed).act(view) == picks[0]  # its seed decides
        names.update(p.game for p in picks if isinstance(p, LegalAction))
    assert len(names) >= 8  # every bot draws among the games, not always the first
    assert CallingStation().act(choice_hand().view(1)) == choice_hand().legal_actions()[0]


def test_the_cli_reads_a_game_choice() -> None:
    legal = choice_hand().legal_actions()
    assert "g baseball = choose baseball" in options_line(legal)
    for text in ("g baseball", "dc baseball", "baseball"):
        assert read_decision(text, legal).game == "baseball"


def test_random_choices_conserve_chips_and_replay() -> None:
    rng = random.Random(17)
    for index in range(30):
        players = rng.randint(2, 9)
        offered = DEALERS_CHOICE.offered(players)
        stacks = [rng.randint(3, 300) for _ in range(players)]
        dealer = rng.randrange(players)
        hand = Hand(
            offered[0], stacks, dealer, seed=index, start=choosing(offered, rng.choice(offered))
        )
        if rng.random() < 0.3:
            hand.act_default()
        play_out(hand, [RandomBot(index * 10 + k) for k in range(players)])
        assert sum(hand.stacks) + hand.raked == sum(stacks)
        assert replay(dump(hand)).history == hand.history


def test_the_deal_waits_for_an_ante_some_game_offered_has() -> None:
    no_ante = SEVEN_CARD_STUD.replace(name="no_ante_stud", ante=0)
    table = Table(DealersChoice((no_ante, RAZZ)), [100, 100, 100], seed=2)
    table.set_auto_ante(1, False)
    assert table.waiting_for == (1,)  # razz, which the dealer may choose, has an ante
    only = Table(DealersChoice((no_ante,)), [100, 100, 100], seed=2)
    only.set_auto_ante(1, False)
    assert only.waiting_for == ()
