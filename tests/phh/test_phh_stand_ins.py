"""Stand-ins for up cards nobody saw (``phh.stand_ins``): the replay chooses them so that every
street's recorded first actor acts first, as a room's log that shows no cards requires."""

from __future__ import annotations

import dataclasses
import random

import pytest

from studpoker import phh
from studpoker.bots import make_bot, play_out
from studpoker.errors import HandHistoryError
from studpoker.games.profiles import FIVE_CARD_STUD_CASINO, Profile
from studpoker.hand import Hand
from studpoker.phh.document import HandHistory, format_action
from studpoker.phh.dump import history_of
from studpoker.phh.variants import PHH_RAZZ, PHH_SEVEN_CARD_STUD
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_STAND_IN_HANDS", 40, 1_000)


def _history(actions: list[str], players: int = 3) -> str:
    listed = "".join(f'  "{a}",\n' for a in actions)
    return (
        'variant = "F7S"\n'
        f"antes = [{', '.join('1' for _ in range(players))}]\n"
        "bring_in = 1\nsmall_bet = 2\nbig_bet = 4\n"
        f"starting_stacks = [{', '.join('50' for _ in range(players))}]\n"
        f"actions = [\n{listed}]\n"
    )


def test_each_streets_recorded_first_actor_gets_the_best_showing_hand() -> None:
    # no card is known: p1 brings in, p3 opens fourth street, p2 fifth
    text = _history([
        "d dh p1 ??????", "d dh p2 ??????", "d dh p3 ??????",
        "p1 pb", "p2 cc", "p3 cc",
        "d dh p1 ??", "d dh p2 ??", "d dh p3 ??",
        "p3 cc", "p1 cc", "p2 cc",
        "d dh p1 ??", "d dh p2 ??", "d dh p3 ??",
        "p2 cbr 4", "p3 f", "p1 f",
    ])  # fmt: skip
    hand = phh.replay(text)
    assert hand.is_over
    cards = {card for seat in range(3) for card in (*hand.down[seat], *hand.up[seat])}
    assert cards <= hand.undisclosed  # stand-ins all: the history knows none of them


def test_a_big_bet_on_the_open_pair_street_gets_an_open_pair() -> None:
    # p2 bets 4, the big step, on fourth street: under a reading with the open-pair option
    # somebody must show a pair there
    text = _history(
        [
            "d dh p1 ??????", "d dh p2 ??????", "p1 pb", "p2 cc",
            "d dh p1 ??", "d dh p2 ??", "p2 cbr 4", "p1 f",
        ],
        players=2,
    ) + (
        '_profile = "phh_seven_card_stud"\n'
        "_rules = { ante = 1, bring_in = 1, steps = [2, 2, 4, 4, 4], open_pair_round = 2, "
        "open_pair_step = 4 }\n"
    )  # fmt: skip
    replayed = phh.replay(text)
    assert replayed.is_over
    ranks = [card >> 2 for card in replayed.up[1]]
    assert len(set(ranks)) < len(ranks)


@pytest.mark.parametrize(
    "profile",
    [PHH_SEVEN_CARD_STUD, PHH_RAZZ, FIVE_CARD_STUD_CASINO.replace(max_players=8)],
    ids=["stud", "razz", "five-card"],
)
def test_random_hands_replay_with_every_dealt_card_hidden(profile: Profile) -> None:
    """Each seeded hand, its deals all ``??`` (the shows kept, as a room's observer logs
    them), replays to the same stacks, or (rarely: about 3 hands in 1,000) is refused naming
    the first action out of turn when no stand-ins keep the order of play."""
    refused = 0
    for seed in range(HANDS):
        rng = random.Random(seed)
        n = rng.randint(2, 8)
        stacks = [rng.randint(50, 400) for _ in range(n)]
        hand = Hand(profile, stacks, n - 1, seed=seed)
        bots = [
            make_bot(rng.choice(["random", "calling", "steady"]), seed=seed + k) for k in range(n)
        ]
        play_out(hand, bots)
        history = history_of(hand)
        hidden = dataclasses.replace(
            history, actions=tuple(_hide(action) for action in history.actions)
        )
        replayed = _replay_or_refusal(hidden)
        if isinstance(replayed, str):
            # the other refusal: eight razz players whose stand-ins outrun the deck
            assert "the rules give the turn to" in replayed or "than a deck holds" in replayed
            refused += 1
            continue
        assert replayed.is_over
        assert replayed.stacks == hand.stacks, seed
    assert refused <= HANDS // 100, refused


def _replay_or_refusal(history: HandHistory) -> Hand | str:
    try:
        return phh.replay(history)
    except HandHistoryError as err:
        return str(err)


def _hide(action: phh.PhhAction) -> phh.PhhAction:
    if action.verb != "dh":
        return action
    hidden = dataclasses.replace(action, cards=(None,) * len(action.cards))
    return dataclasses.replace(hidden, text=format_action(hidden))
