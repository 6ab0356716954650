"""Full Tilt's writer as a test generator: random hands of every game Full Tilt dealt (seven-card
stud, stud hi-lo, razz, five-card stud; fixed limit, the room's cap) and every kind of table
(cash in dollars and euros, play chips, sit-and-go, heads-up sit-and-go, multi-table tournament)
are played on the engine under the room's reading, written as the room wrote them, read back by
``studpoker.importing`` and replayed to the same actions and stacks (docs/importing.md, "Round
trip through each room's writer")."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from studpoker.games.profiles import Profile
from studpoker.games.rake import Rake
from studpoker.hand import Hand
from studpoker.hand.records import (
    CardsMucked,
    Checked,
    ChipsReturned,
    CompletedBetRaised,
    RoundStarted,
)
from studpoker.importing import read
from studpoker.importing.room_profiles import ROOM_PROFILES
from studpoker.phh.dump import OMNISCIENT, Omniscient
from studpoker.phh.rooms import ROOMS
from tests.support.random_play import decide, random_stacks
from tests.support.room_writers import full_tilt
from tests.support.room_writers.checks import EDGES, assert_read_as_played, hand_features
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_ROUND_TRIP_HANDS", 200, 5_000)
GAMES = ROOM_PROFILES["full_tilt"]
_CASH = ("cash", "euro")


def _stakes(profile: Profile, kind: full_tilt.Kind, rng: random.Random) -> Profile:
    """Stakes as the room set them: cents at a cash table; chips (a tournament level, in
    thousands now and then) elsewhere; a bring-in below the small bet, an ante or none."""
    small = rng.choice((2, 10, 25, 50, 100, 200, 1000, 2000))
    if kind not in _CASH and rng.random() < 0.3:
        small *= 1000
    big = 2 * small
    ante = rng.choice((0, max(1, small // 10), small // 5, small // 2))
    bring_in = rng.randint(max(1, ante), small) if rng.random() < 0.8 else rng.randint(1, small)
    return profile.with_stakes(ante=ante, bring_in=bring_in, small=small, big=big)


def _random_hand(seed: int) -> tuple[Hand, full_tilt.Kind, random.Random]:
    rng = random.Random(seed)
    game = rng.choice(sorted(GAMES))
    kind = rng.choice(full_tilt.KINDS)
    profile = _stakes(GAMES[game], kind, rng)
    seats = 2 if kind == "heads_up_sng" else rng.randint(2, profile.max_players)
    stacks = random_stacks(profile, rng, seats)
    rake = None
    if kind in _CASH and rng.random() < 0.5:  # the room's 5 %, capped, in the room's order
        cap = rng.choice((50, 300))
        rake = Rake(percent=5, cap=cap, order=ROOMS["full_tilt"].rake_order)
    hand = Hand(profile, stacks, rng.randrange(seats), seed=seed, rake=rake)
    stay = rng.random() < 0.3  # many players to the last street
    while not hand.is_over:
        decide(hand, rng, 0.1, stay=stay)
    return hand, kind, rng


def _round_trip(hand: Hand, text: str, viewer: int | Omniscient | None) -> None:
    imported = read(text)
    assert not imported.refused, (imported.refused, text)
    [history] = imported.hands
    # the room's own reading, at the stakes the text states
    assert_read_as_played(hand, history, viewer, text)


def _features(hand: Hand) -> set[str]:
    """The edges a hand went through: the shared ones, Full Tilt's muck after a checked last
    round and its cap with the heads-up exemption."""
    found = hand_features(hand)
    records = hand.history
    starts = [i for i, r in enumerate(records) if isinstance(r, RoundStarted)]
    last = records[starts[-1] :] if starts else []
    checked = any(isinstance(r, Checked) for r in last) and not any(
        isinstance(r, CompletedBetRaised) for r in last
    )
    if checked and any(isinstance(r, CardsMucked) for r in last):
        found.add("muck after a checked last round")
    rounds = [r for r in records if isinstance(r, RoundStarted)]
    if any(r.cap is not None for r in rounds) and any(r.cap is None for r in rounds):
        found.add("cap and heads-up exemption")
    return found


def test_random_hands_round_trip_through_full_tilt_text() -> None:
    seen: Counter[str] = Counter()
    for seed in range(HANDS):
        hand, kind, rng = _random_hand(seed)
        seen.update(_features(hand))
        seen[kind] += 1
        viewer: int | Omniscient | None = rng.choice((OMNISCIENT, None, seed % hand.n))
        away = [seat for seat in range(hand.n) if rng.random() < 0.1]
        text = full_tilt.write(
            hand,
            kind=kind,
            viewer=viewer,
            number=seed,
            away=away,
            absent=rng.randint(0, max(0, 8 - hand.n)),
            pot_notes=rng.random() < 0.5,
            in_thousands=rng.random() < 0.5,
            mix=rng.choice((None, "HORSE", "8-Game")),
            style=rng.randrange(3),
        )
        _round_trip(hand, text, viewer)
    wanted = (
        set(full_tilt.KINDS)
        | EDGES
        | {"cap and heads-up exemption", "muck after a checked last round"}
    )
    assert wanted <= set(seen), f"the sweep missed {wanted - set(seen)}"


@pytest.mark.parametrize("kind", full_tilt.KINDS)
def test_each_kind_writes_its_header(kind: full_tilt.Kind) -> None:
    hand, _, _ = _random_hand(3)
    text = full_tilt.write(hand, kind=kind)
    [history] = read(text).hands
    assert ("tournament" in history.extra) == (kind in ("sng", "heads_up_sng", "mtt"))
    assert history.extra.get("currency") == {"cash": "USD", "euro": "EUR"}.get(kind)
    _round_trip(hand, text, OMNISCIENT)


@pytest.mark.parametrize(
    ("seed", "shown"),
    [
        (10, "brings in for 800, and is all in"),
        (148, "brings in for 1, and is all in"),
        (16, "*** 7TH STREET *** ["),
        (3, "antes 12, and is all in"),
    ],
    ids=[
        "short bring-in called in full",
        "bring-in of the small bet, all in for less, raised",
        "community card on seventh street",
        "all in on the ante, heads-up",
    ],
)
def test_hands_the_reader_once_misread(seed: int, shown: str) -> None:
    """Hands the round trip found the reader refusing or misreading: the bring-in all in for
    less whose full amount only the calls name, the bring-in that was the whole small bet (the
    first raise on the deal says so), and the last street dealt as one community card."""
    hand, kind, _ = _random_hand(seed)
    text = full_tilt.write(hand, kind=kind)
    assert shown in text
    _round_trip(hand, text, OMNISCIENT)


def test_the_room_wording() -> None:
    """A hand of each kind of line, checked against the room's own words."""
    for seed in range(40):
        hand, kind, _ = _random_hand(seed)
        if (
            kind == "cash"
            and hand.n > 2
            and any(isinstance(r, ChipsReturned) for r in hand.history)
        ):
            break
    text = full_tilt.write(hand, kind="cash", viewer=0, away=[1], absent=1, pot_notes=True)
    lines = text.splitlines()
    assert lines[0].startswith("Full Tilt Poker Game #30000000001: Table Quarry - $")
    assert " - Limit " in lines[0]
    assert lines[0].endswith(" - 21:40:12 ET - 2011/04/02")
    assert lines[1].startswith("Seat 1: Player1 ($")
    assert lines[2].startswith("Seat 2: Idle2 (")
    assert lines[2].endswith("), is sitting out")
    assert any(line.endswith(", is sitting out") and "Player" in line for line in lines)
    assert any(" antes $" in line for line in lines)
    assert any(line.startswith("*** 3RD STREET *** (Total Pot: $") for line in lines)
    assert any(line.startswith("Uncalled bet of $") for line in lines)
    assert "*** SUMMARY ***" in lines
    assert any(line.startswith("Total pot $") and " | Rake $" in line for line in lines)
    assert "Seat 2: Idle2 is sitting out" in lines
    [history] = read(text).hands
    assert len(history.starting_stacks) == hand.n  # the idle seat is not dealt in
