"""Bovada's writer as a test generator: random hands of every game and kind Bovada deals, played
on the engine under the room's reading, written as Bovada (Bodog, Ignition) writes them, read
back and replayed to the same actions and stacks (docs/importing.md, "Round trip through each
room's writer")."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from studpoker.errors import HandHistoryError
from studpoker.hand import Hand
from studpoker.importing import read
from studpoker.importing.bovada import _structure
from tests.support.room_writers import bovada
from tests.support.room_writers.round_trips import (
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

HANDS = sweep_size("STUDPOKER_ROUND_TRIP_HANDS", 80, 2_000)
GAMES = ("seven_card_stud", "seven_card_stud_hi_lo")


def _stakes(game: str, kind: str, rng: random.Random) -> Stakes:
    """Bovada's stakes: the big bet twice the small, an ante and a bring-in below the small
    bet (the room's own where its logs establish it); cents in cash, chips in a tournament."""
    if kind == "tournament":
        small = rng.choice((20, 40, 100, 200, 600, 2000))
    else:
        small = rng.choice((5, 10, 25, 50, 100, 200, 500))
    ante = max(1, small // rng.choice((5, 10)))
    bring_in = _structure(game, small, 2 * small) if kind == "cash" else None
    return ante, bring_in or rng.randint(max(1, small // 5), small // 2 or 1), small, 2 * small


def _play(game: str, kind: bovada.Kind, seed: int) -> tuple[Hand, Write, Hand]:
    """A random hand, its writer (seat numbers, the logging player, a seat sitting out, the
    room's name and the older words drawn at random) and a session's earlier hand."""
    rng = random.Random(f"bovada {game} {kind} {seed}")
    stakes = _stakes(game, kind, rng)
    n = rng.randint(2, 7)
    hand = random_hand("bovada", game, stakes, rng, seats=n, raked=kind == "cash")
    numbers = sorted(rng.sample(range(1, 10), n + 1))
    idle = numbers.pop(rng.randrange(n + 1)) if rng.random() < 0.3 else None
    hero = rng.randrange(n) if rng.random() < 0.7 else None
    room, old = rng.choice(bovada.ROOM_NAMES), rng.random() < 0.4

    def write(h: Hand, number: str) -> str:
        return bovada.write(
            h,
            kind=kind,
            number=f"{number}{seed:05d}",
            seats=numbers[:n],
            hero=hero if h is hand else None,
            sitting_out=idle if h is hand else None,
            room=room,
            old=old,
        )

    return hand, write, opening_hand("bovada", game, stakes, seed)


@pytest.mark.parametrize("kind", bovada.KINDS)
@pytest.mark.parametrize("game", GAMES)
def test_random_hands_round_trip(game: str, kind: bovada.Kind) -> None:
    seen: Counter[str] = Counter()
    for seed in range(HANDS):
        hand, write, opening = _play(game, kind, seed)
        seen[round_trip(hand, write, "Bovada", opening)] += 1
    assert seen["read"], seen


def test_the_sweep_meets_every_edge() -> None:
    seen: Counter[str] = Counter()
    for game in GAMES:
        for kind in bovada.KINDS:
            for seed in range(HANDS):
                seen.update(features(_play(game, kind, seed)[0]))
    wanted = {"side pot", "split pot", "all-in", "short all-in", "bring-in short", "no bring-in"}
    wanted |= {"all-in on the ante", "uncalled", "rake"}
    assert wanted <= set(seen), seen


def test_the_room_wording() -> None:
    text = bovada.write(scripted_hand("bovada"), hero=0, seats=[2, 5, 7], room="Ignition")
    lines = text.splitlines()
    assert (
        lines[0] == "Ignition Hand #3000000001 TBL#5000001 7CARD Fixed Limit - 2016-03-01 12:00:00"
    )
    assert "Seat+2 [ME]: $2 in chips" in lines
    assert "Seat+5 : Card dealt to a spot [Kd Kc 7c]" in lines  # every seat's cards
    assert "Seat+7 : Bring_in chip $0.02" in lines
    assert "Seat+2 [ME] : Raises $0.04" in lines  # the completion, to $0.04
    assert "Seat+5 : Raises $0.08" in lines
    assert "Seat+5 : All-in $0.06" in lines  # the chips added: a call
    assert "Seat+2 [ME] : Return uncalled portion of bet $0.02" in lines
    assert "Seat+2 [ME] : Hand result $0.33" in lines
    assert "Total Pot($0.33) | Rake ($0)" in lines
    [history] = read(text).hands
    assert history.finishing_stacks == (218, 0, 147)
    assert (history.small_bet, history.big_bet) == (4, 8)  # from the play


def test_the_older_files_and_a_tournament() -> None:
    text = bovada.write(scripted_hand("bovada"), kind="tournament", old=True)
    lines = text.splitlines()
    assert lines[0].endswith(
        "Tournament #12345 TBL#5000001, Fixed Limit - Level 3 (4/8) - 2016-03-01 12:00:00"
    )
    assert "*** HOLE CARDS ***" in lines
    assert not any(line.startswith("*** 4TH") for line in lines)
    assert "Total Pot(33)" in lines
    [history] = read(text).hands
    assert history.extra["tournament"] == "12345"
    assert history.finishing_stacks == (218, 0, 147)


def test_a_game_bovada_does_not_deal_is_refused() -> None:
    with pytest.raises(HandHistoryError, match="no such game"):
        bovada.write(scripted_hand("ongame", "razz"))


@pytest.mark.parametrize("kind", bovada.KINDS)
def test_a_session_of_one_table_reads_back_hand_by_hand(kind: bovada.Kind) -> None:
    rng = random.Random(f"bovada session {kind}")
    game = rng.choice(GAMES)
    stakes = _stakes(game, kind, rng)
    hands = [opening_hand("bovada", game, stakes, 0)]
    for _ in range(HANDS):
        n = rng.randint(2, 7)
        hands.append(random_hand("bovada", game, stakes, rng, seats=n, raked=kind == "cash"))

    def write(hand: Hand, number: str) -> str:
        return bovada.write(hand, kind=kind, number=f"{number}00")

    session_round_trip(hands, write)
