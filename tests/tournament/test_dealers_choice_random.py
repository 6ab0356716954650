"""Random tables and tournaments over a dealer's choice (rules §11): every hand starts with its
dealer's choice among the games that seat its players (a timeout now and then), chips are
conserved, every history replays to the same hand and names its game (and, in a tournament, its
level at that level's stakes), and a table or tournament saved at a random point, mid-choice
included, restores and plays on the same.

``STUDPOKER_TOURNAMENTS`` tournaments per list (2 by default, 25 under
``STUDPOKER_EXHAUSTIVE=full``)."""

from __future__ import annotations

import functools
import random

import pytest

from studpoker.bots import RandomBot, play_out
from studpoker.games.dealers_choice import DEALERS_CHOICE, DealersChoice
from studpoker.games.profiles import FLIP_STUD, RAZZ, SEVEN_CARD_STUD, SEVEN_CARD_STUD_HI_LO
from studpoker.hand import Hand
from studpoker.hand.records import GameChosen
from studpoker.phh.dump import dump
from studpoker.phh.replay import replay
from studpoker.saving import restore, save
from studpoker.table import Table
from studpoker.tournament import Tournament
from studpoker.tournament.saving import tournament_from_json, tournament_to_json
from tests.support.sweeps import sweep_size
from tests.support.tournaments import (
    Stateless,
    check_balance,
    check_conservation,
    check_results,
    payouts_for,
    random_structure,
)

TOURNAMENTS = sweep_size("STUDPOKER_TOURNAMENTS", 2, 25)
CHOICES = {
    "home": DEALERS_CHOICE,
    "card_room_first": DealersChoice(
        (RAZZ, SEVEN_CARD_STUD, SEVEN_CARD_STUD_HI_LO, FLIP_STUD), default="first", name="mix"
    ),
}


def check_choice(hand: Hand, choice: DealersChoice) -> None:
    """The hand began with its dealer choosing one of the games that seat its players."""
    first = hand.history[0]
    assert isinstance(first, GameChosen)
    assert first.seat == hand.dealer
    assert first.game == hand.profile.name
    assert first.game in {game.name for game in choice.offered(hand.n)}


def play(hand: Hand, rng: random.Random, seed: int) -> None:
    if rng.random() < 0.25:
        hand.act_default()  # the dealer's time ran out
    play_out(hand, [RandomBot(seed * 16 + k) for k in range(hand.n)])


@pytest.mark.parametrize("name", list(CHOICES))
def test_random_tables_over_a_dealers_choice(name: str) -> None:
    choice = CHOICES[name]
    for index in range(4):
        rng = random.Random(f"{name}/{index}")
        seats = rng.randint(2, 9)
        stacks = [rng.randint(20, 400) for _ in range(seats)]
        table = Table(choice, stacks, seed=rng.getrandbits(32))
        last: str | None = None
        for number in range(12):
            if sum(1 for chips in table.stacks if chips) < 2:
                break
            hand = table.deal()
            offered = choice.offered(hand.n)
            expected = choice.default_game(offered, last)
            assert hand.default_action().game == expected.name
            if rng.random() < 0.2:  # saved mid-choice, restored, and played on from the copy
                table = restore(save(table))  # type: ignore[assignment]
                assert table.hand is not None
                hand = table.hand
            play(hand, rng, index * 100 + number)
            check_choice(hand, choice)
            last = hand.profile.name
            assert sum(c or 0 for c in table.stacks) + table.raked == sum(stacks)
            again = replay(dump(hand))
            assert again.history == hand.history
            assert again.stacks == hand.stacks
        copy = restore(save(table))
        assert isinstance(copy, Table)
        assert [h.history for h in copy.hands] == [h.history for h in table.hands]


def run(name: str, index: int) -> int:
    choice = CHOICES[name]
    rng = random.Random(f"tournament/{name}/{index}")
    while True:
        entrants = rng.randint(2, 14)
        tables = rng.randint(1, max(1, min(3, entrants // 2)))
        seats = rng.randint(2, 8)
        if 2 * tables <= entrants <= tables * seats:
            break
    chips = rng.choice((100, 200, 300))
    tournament = Tournament(
        choice,
        entrants,
        chips,
        random_structure(rng, chips),
        payouts_for(rng),
        tables=tables,
        seed=rng.getrandbits(64),
        seats=seats,
        clock=lambda: 0.0,
    )
    while not tournament.is_over:
        table = tournament.next_table()
        assert table is not None
        hand = tournament.deal(table)
        record = tournament.hands[-1]
        level = tournament.current_level
        assert hand.profile.ante == level.ante  # the timeout's game, at the level's stakes
        check_balance(tournament)
        check_conservation(tournament)
        if rng.random() < 0.1:  # saved mid-choice: the copy plays on
            saved = tournament_to_json(tournament)
            tournament = tournament_from_json(saved, lambda: 0.0)
            assert tournament_to_json(tournament) == saved
            hand = tournament.hands[-1].hand
        number = record.number
        bot = Stateless(index, functools.partial(int, number))
        if rng.random() < 0.25:
            hand.act_default()
        while not hand.is_over:
            if hand.actor is None:
                for chooser in hand.actors:
                    hand.act(bot.act(hand.view(chooser)), chooser)
            else:
                hand.act(bot.act(hand.view(hand.actor)))
        check_choice(hand, choice)
        assert min(hand.profile.steps) == level.small_bet  # every game at the level's stakes
        history = tournament.history(number)
        assert f'_game = "{hand.profile.name}"' in history
        assert f"level = {record.level}" in history
        assert replay(dump(hand)).history == hand.history
        check_conservation(tournament)
        check_results(tournament)
    check_results(tournament)
    assert sum(1 for s in tournament.results() if s.chips) == 1
    return len(tournament.hands)


@pytest.mark.exhaustive
@pytest.mark.parametrize("name", list(CHOICES))
def test_random_tournaments_over_a_dealers_choice(name: str) -> None:
    assert all(run(name, index) >= 1 for index in range(TOURNAMENTS))
