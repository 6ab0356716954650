"""KingsClub's writer as a test generator: random hands of every game the room deals (seven-card
stud, stud hi-lo, razz, 2-7 razz, five-card stud; fixed limit, its half-bet completion) and every
kind of table (cash, play money, tournament) are played on the engine under the room's reading at
the room's structure (the bring-in is the ante), written as the room writes them, read back by
``studpoker.importing`` and replayed to the same actions and stacks (docs/importing.md, "Round
trip through each room's writer")."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from studpoker.games.profiles import Profile
from studpoker.games.rake import Rake
from studpoker.hand import Hand
from studpoker.importing import read
from studpoker.importing.room_profiles import ROOM_PROFILES
from studpoker.phh import history_of, replay
from studpoker.phh.document import HandHistory
from studpoker.phh.dump import OMNISCIENT, Omniscient
from studpoker.phh.rooms import ROOMS
from tests.support.random_play import decide, random_stacks
from tests.support.room_writers import kingsclub
from tests.support.room_writers.checks import EDGES, action_key, hand_features
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_ROUND_TRIP_HANDS", 200, 5_000)
GAMES = ROOM_PROFILES["kingsclub"]
_ROOM_GAMES = tuple(sorted(GAMES))


def _stakes(profile: Profile, kind: kingsclub.Kind, rng: random.Random) -> Profile:
    """Hundredths, as the reader counts; the room's structure: the bring-in is the ante."""
    small = rng.choice((200, 1000, 2200, 4400, 5000, 20000))
    if kind == "tournament" and rng.random() < 0.3:
        small *= 100
    ante = rng.choice((small // 10, small // 5, small // 4, small * 377 // 1000))
    bring_in = ante
    return profile.with_stakes(ante=ante, bring_in=bring_in, small=small, big=2 * small)


def _random_hand(seed: int) -> tuple[Hand, kingsclub.Kind, random.Random]:
    rng = random.Random(seed)
    kind = rng.choice(kingsclub.KINDS)
    profile = _stakes(GAMES[rng.choice(_ROOM_GAMES)], kind, rng)
    # at most seven seats: how KingsClub writes a community card is not known (docs)
    seats = rng.randint(2, min(7, profile.max_players))
    rake = None
    if kind != "tournament" and rng.random() < 0.5:
        rake = Rake(percent=5, cap=rng.choice((50, 300)), order=ROOMS["kingsclub"].rake_order)
    stacks = random_stacks(profile, rng, seats)
    if rng.random() < 0.15:  # a seat all in on the ante
        stacks[rng.randrange(seats)] = rng.randint(1, profile.ante)
    hand = Hand(profile, stacks, rng.randrange(seats), seed=seed, rake=rake)
    stay = rng.random() < 0.3
    while not hand.is_over:
        decide(hand, rng, 0.1, stay=stay)
    return hand, kind, rng


def _in_order(history: HandHistory) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]]]:
    """The actions in order but the showdown's, as a set."""
    keys = [action_key(a) for a in history.actions]
    shows = sorted((k for k in keys if k[0] == "sm"), key=repr)
    return [k for k in keys if k[0] != "sm"], shows


def _round_trip(hand: Hand, text: str, viewer: int | Omniscient | None) -> None:
    imported = read(text)
    assert not imported.refused, (imported.refused, text)
    [history] = imported.hands
    original = history_of(hand, viewer=viewer)
    # players all in show as the betting ends, the others at the end: the showdown's order
    # is not the text's, so it is compared as a set
    assert _in_order(history) == _in_order(original), text
    assert history.finishing_stacks == original.finishing_stacks, text
    assert (history.rake or 0) == hand.raked
    again = replay(history)
    assert again.is_over
    assert list(again.stacks) == list(original.finishing_stacks or ()), text


def test_random_hands_round_trip_through_kingsclub_text() -> None:
    seen: Counter[str] = Counter()
    for seed in range(HANDS):
        hand, kind, rng = _random_hand(seed)
        seen.update(hand_features(hand))
        seen[kind] += 1
        viewer: int | Omniscient | None = rng.choice((OMNISCIENT, None, seed % hand.n))
        text = kingsclub.write(
            hand,
            kind=kind,
            viewer=viewer,
            number=seed,
        )
        _round_trip(hand, text, viewer)
    wanted = set(kingsclub.KINDS) | EDGES | {"5 streets low_27"}
    assert wanted <= set(seen), f"the sweep missed {wanted - set(seen)}"


@pytest.mark.parametrize("kind", kingsclub.KINDS)
def test_each_kind_writes_its_header(kind: kingsclub.Kind) -> None:
    hand, _, _ = _random_hand(5)
    text = kingsclub.write(hand, kind=kind)
    [history] = read(text).hands
    assert ("tournament" in history.extra) == (kind == "tournament")
    assert history.extra.get("currency") == {"cash": "USD", "play": "play"}.get(kind)
    _round_trip(hand, text, OMNISCIENT)


def test_players_all_in_show_before_the_last_streets() -> None:
    """As the room writes them, the hands of players all in are shown as the betting ends,
    before the last streets are dealt; the reader plays them at the showdown."""
    for seed in range(100):
        hand, kind, _ = _random_hand(seed)
        lines = kingsclub.write(hand, kind=kind).splitlines()
        shows = [i for i, line in enumerate(lines) if " shows [" in line]
        if shows and any("STREET ***" in line for line in lines[shows[0] :]):
            _round_trip(hand, "\n".join(lines) + "\n", OMNISCIENT)
            return
    pytest.fail("no hand of the sweep shows before its last streets")
