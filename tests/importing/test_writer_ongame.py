"""OnGame's writer as a test generator: random hands of every game and kind OnGame deals, played
on the engine under the room's reading, written as OnGame writes them, read back and replayed to
the same actions and stacks (docs/importing.md, "Round trip through each room's writer")."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from studpoker.hand import Hand
from studpoker.importing import read
from studpoker.phh.dump import OMNISCIENT, Omniscient
from tests.support.room_writers import ongame
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

HANDS = sweep_size("STUDPOKER_ROUND_TRIP_HANDS", 30, 800)
GAMES = ("seven_card_stud", "seven_card_stud_hi_lo", "razz", "five_card_stud")


def _stakes(kind: str, rng: random.Random) -> Stakes:
    """OnGame's stakes: the big bet twice the small, the bring-in half the small bet rounded
    down (the room's structure), an ante or none; cents, or chips in a tournament."""
    if kind == "tournament":
        small = rng.choice((20, 40, 100, 200, 600, 2000))
    else:
        small = rng.choice((2, 4, 10, 25, 50, 100, 200, 1000))
    ante = 0 if rng.random() < 0.15 else max(1, small // rng.choice((5, 10)))
    return ante, max(1, small // 2), small, 2 * small


def _play(
    game: str, kind: ongame.Kind, seed: int
) -> tuple[Hand, Write, Hand, int | Omniscient | None]:
    """A random hand, its writer (seat numbers, a seat sitting out, the button, the all-in
    mark, the viewer drawn at random), a session's earlier hand at its stakes, the viewer."""
    rng = random.Random(f"ongame {game} {kind} {seed}")
    stakes = _stakes(kind, rng)
    n = rng.randint(2, 7)
    hand = random_hand("ongame", game, stakes, rng, seats=n, raked=kind != "tournament")
    names = rng.sample(NAMES, n)
    numbers = sorted(rng.sample(range(1, 11), n + 1))
    idle = numbers.pop(rng.randrange(n + 1)) if rng.random() < 0.3 else None
    button = rng.random() < 0.5
    mark = rng.choice((" [all in]", " and is all-in"))
    viewer = rng.choice((OMNISCIENT, None, rng.randrange(n), rng.randrange(n)))

    def write(h: Hand, number: str) -> str:
        return ongame.write(
            h,
            kind=kind,
            number=f"{number}-{seed}",
            seats=numbers[:n],
            names=names if h is hand else None,
            sitting_out=idle if h is hand else None,
            button=button,
            all_in_mark=mark,
            viewer=viewer if h is hand else OMNISCIENT,
        )

    return hand, write, opening_hand("ongame", game, stakes, seed), viewer


@pytest.mark.parametrize("kind", ongame.KINDS)
@pytest.mark.parametrize("game", GAMES)
def test_random_hands_round_trip(game: str, kind: ongame.Kind) -> None:
    seen: Counter[str] = Counter()
    for seed in range(HANDS):
        hand, write, opening, viewer = _play(game, kind, seed)
        round_trips = round_trip(
            hand, write, "OnGame", opening, shows_in_order=False, viewer=viewer
        )
        seen[round_trips] += 1
    assert seen["read"], seen


def test_the_sweep_meets_every_edge() -> None:
    seen: Counter[str] = Counter()
    for game in GAMES:
        for kind in ongame.KINDS:
            for seed in range(HANDS):
                hand, write, _, _ = _play(game, kind, seed)
                seen.update(features(hand))
                if " Low)" in write(hand, "2"):
                    seen["hi and lo halves"] += 1
    wanted = {"side pot", "split pot", "all-in", "short all-in", "bring-in short", "no bring-in"}
    wanted |= {"all-in on the ante", "uncalled", "rake", "hi and lo halves"}
    assert wanted <= set(seen), seen


def test_the_room_wording() -> None:
    text = ongame.write(scripted_hand("ongame"), viewer=0, seats=[2, 4, 9], button=True)
    lines = text.splitlines()
    assert lines[0] == "***** History for hand R5-7001-1 *****"
    assert lines[2] == (
        "Table: Riverside [7001] (LIMIT SEVEN_CARD_STUD $0.04/$0.08, ante: $0.01, Real money)"
    )
    assert "Button: seat 9" in lines
    assert "Players in round: 3" in lines
    assert "Dealing to Player2: [Ah, As, Qh]" in lines  # the viewer's own cards
    assert "Dealing to Player4: [-, -, 7c]" in lines
    assert "Dealing to Player4: [4d]" in lines
    assert "Dealing to Player4: [5c]" not in lines  # another seat's river is not logged
    assert "Player9 small bring in $0.02" in lines
    assert "Player2 bets $0.04" in lines  # the completion: the chips put in
    assert "Player4 raises $0.08 to $0.08" in lines  # the chips, then the hand's total
    assert "Player4 calls $0.06 [all in]" in lines
    assert "Main pot: $0.33 won by Player2 ($0.33)" in lines
    assert "Seat 2: Player2 ($2.18), net: +$0.18, [Ah, As, Qh, 2h, 3d, 4c, 4s]" in lines
    assert lines[-1] == "***** End of hand R5-7001-1 *****"
    [history] = read(text).hands
    assert history.finishing_stacks == (218, 0, 147)


def test_five_card_stud_and_a_tournament() -> None:
    text = ongame.write(scripted_hand("ongame", "five_card_stud"), kind="tournament")
    assert "(LIMIT FIVE_CARD_STUD 4/8, ante: 1, Chips)" in text  # three seats: "Chips"
    assert "Dealing 5th street" in text
    [history] = read(text).hands
    assert history.variant == "F5S"
    assert history.extra["tournament"] == "R-271-14"


@pytest.mark.parametrize("kind", ongame.KINDS)
def test_a_session_of_one_table_reads_back_hand_by_hand(kind: ongame.Kind) -> None:
    rng = random.Random(f"ongame session {kind}")
    game = rng.choice(GAMES)
    stakes = _stakes(kind, rng)
    hands = [opening_hand("ongame", game, stakes, 0)]
    for _ in range(HANDS):
        n = rng.randint(2, 7)
        raked = kind != "tournament"
        hands.append(random_hand("ongame", game, stakes, rng, seats=n, raked=raked))

    def write(hand: Hand, number: str) -> str:
        return ongame.write(hand, kind=kind, number=f"7001-{number}")

    session_round_trip(hands, write, shows_in_order=False)
