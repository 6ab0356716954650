"""Winamax's writer as a test generator: random hands of every game and kind Winamax deals,
played on the engine under the room's reading, written as Winamax writes them, read back and
replayed to the same actions and stacks (docs/importing.md, "Round trip through each room's
writer"); and the writer's wording checked against the room's."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from studpoker.errors import HandHistoryError
from studpoker.hand import Hand
from studpoker.importing import read
from studpoker.importing.winamax import _structure
from studpoker.phh.dump import OMNISCIENT, Omniscient
from tests.support.room_writers import winamax
from tests.support.room_writers.round_trips import (
    NAMES,
    Stakes,
    Write,
    features,
    opening_hand,
    random_hand,
    round_trip,
    scripted_hand,
    session_round_trip,
)
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_ROUND_TRIP_HANDS", 40, 1_000)
GAMES = ("seven_card_stud", "seven_card_stud_hi_lo", "razz")
CASH = ("cash", "go_fast")


def _stakes(kind: str, rng: random.Random) -> Stakes:
    """Winamax's stakes: the big bet twice the small, an ante and a bring-in below the small
    bet; cents in euros and play money, chips in a tournament."""
    if kind in ("tournament", "bounty"):
        small = rng.choice((20, 40, 100, 200, 600, 2000))
    else:
        small = rng.choice((2, 5, 10, 25, 50, 100, 200, 1000, 2500))
    ante = max(1, small // rng.choice((5, 10)))
    # the room's own bring-in where its logs establish it (10€ at 25€/50€)
    bring_in = _structure("razz", small, 2 * small) if kind in ("cash", "go_fast", "play") else None
    return ante, bring_in or rng.randint(max(1, small // 5), small // 2 or 1), small, 2 * small


def _play(
    game: str, kind: winamax.Kind, seed: int
) -> tuple[Hand, Write, Hand, int | Omniscient | None]:
    """A random hand, its writer (seat numbers, a seat sitting out, the button, the older
    words, the viewer drawn at random), a session's earlier hand at its stakes, the viewer."""
    rng = random.Random(f"winamax {game} {kind} {seed}")
    stakes = _stakes(kind, rng)
    n = rng.randint(2, 7)
    raked = kind in CASH and rng.random() < 0.6
    hand = random_hand("winamax", game, stakes, rng, seats=n, raked=raked)
    names = rng.sample(NAMES, n)
    numbers = sorted(rng.sample(range(1, 9), n + 1))
    idle = numbers.pop(rng.randrange(n + 1)) if rng.random() < 0.3 else None
    button, old = rng.choice((True, False, None)), rng.random() < 0.3
    viewer = rng.choice((OMNISCIENT, None, rng.randrange(n), rng.randrange(n)))

    def write(h: Hand, number: str) -> str:
        return winamax.write(
            h,
            kind=kind,
            number=f"{number}-{seed}-1",
            seats=numbers[:n],
            names=names if h is hand else None,
            sitting_out=idle,
            button=button,
            old=old,
            viewer=viewer if h is hand else OMNISCIENT,
        )

    return hand, write, opening_hand("winamax", game, stakes, seed), viewer


@pytest.mark.parametrize("kind", winamax.KINDS)
@pytest.mark.parametrize("game", GAMES)
def test_random_hands_round_trip(game: str, kind: winamax.Kind) -> None:
    seen: Counter[str] = Counter()
    for seed in range(HANDS):
        hand, write, opening, viewer = _play(game, kind, seed)
        seen[round_trip(hand, write, "Winamax", opening, viewer=viewer)] += 1
        seen.update(features(hand))
    assert seen["read"], seen


def test_the_sweep_meets_every_edge() -> None:
    seen: Counter[str] = Counter()
    for game in GAMES:
        for kind in winamax.KINDS:
            for seed in range(HANDS):
                hand, write, _, _ = _play(game, kind, seed)
                seen.update(features(hand))
                text = write(hand, "2")
                if "raises -" in text:
                    seen["short all-in raise written by a negative amount"] += 1
                if "pot(LO)" in text or "pot 1(LO)" in text:
                    seen["hi and lo halves"] += 1
    wanted = {"side pot", "split pot", "all-in", "short all-in", "bring-in short", "no bring-in"}
    wanted |= {"all-in on the ante", "uncalled", "rake"}
    wanted |= {"short all-in raise written by a negative amount", "hi and lo halves"}
    assert wanted <= set(seen), seen


def test_the_room_wording() -> None:
    text = winamax.write(scripted_hand("winamax"), viewer=0, seats=[1, 3, 5], button=True)
    lines = text.splitlines()
    assert lines[0].startswith("Winamax Poker - CashGame - HandId: #")
    assert "7-Card Stud fixed limit (0.01€/0.04€/0.08€) - 2016/11/12 21:00:00 UTC" in lines[0]
    assert lines[1] == "Table: 'Lyon' 8-max (real money) Seat #5 is the button"
    assert "Seat 3: Player 2 (0.15€)" in lines
    assert "Dealt to Player 1 [Ah As Qh]" in lines  # the viewer's own cards
    assert "Dealt to Player 2 [X X 7c]" in lines  # another seat's up card only
    assert "Dealt to Player 2 [X X 7c 2s 3h 4d] [X]" in lines
    assert "Player 3 brings in 0.02€" in lines
    assert "Player 1 raises 0.02€ to 0.04€" in lines
    assert "Player 2 calls 0.06€ and is all-in" in lines
    assert "Player 2 shows [Kd Kc 7c 2s 3h 4d 5c] (a pair of Kings)" in lines
    # the bet nobody called is collected with the pot, never returned apart
    assert "Player 1 collected 0.35€ from pot" in lines
    assert "Total pot 0.35€ | No rake" in lines
    [history] = read(text).hands
    assert history.finishing_stacks == (218, 0, 147)


def test_a_game_winamax_does_not_deal_is_refused() -> None:
    hand = scripted_hand("ongame", "five_card_stud")
    with pytest.raises(HandHistoryError, match="no such"):
        winamax.write(hand)


@pytest.mark.parametrize("kind", winamax.KINDS)
def test_a_session_of_one_table_reads_back_hand_by_hand(kind: winamax.Kind) -> None:
    rng = random.Random(f"winamax session {kind}")
    game = rng.choice(GAMES)
    stakes = _stakes(kind, rng)
    hands = [opening_hand("winamax", game, stakes, 0)]
    for _ in range(HANDS):
        n = rng.randint(2, 7)
        hands.append(random_hand("winamax", game, stakes, rng, seats=n, raked=kind in CASH))

    def write(hand: Hand, number: str) -> str:
        return winamax.write(hand, kind=kind, number=f"{number}-1-1")

    session_round_trip(hands, write)
