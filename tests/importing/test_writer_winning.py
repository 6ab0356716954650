"""The Winning Poker Network's writer as a test generator: random hands of every game the room
deals (seven-card stud, stud hi-lo, razz, five-card stud; fixed limit) and every kind of table
(cash, play money, tournament) are played on the engine under the room's reading, written in its
current text, read back by ``studpoker.importing`` and replayed to the same actions and stacks
(docs/importing.md, "Round trip through each room's writer"). A hand that does not post its
bring-in in full follows one of the same stakes that does, as the reader needs (docs)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from studpoker.games.profiles import Profile
from studpoker.games.rake import Rake
from studpoker.hand import Hand
from studpoker.hand.records import (
    BringInPosted,
    CompletedBetRaised,
    PotAwarded,
)
from studpoker.importing import read
from studpoker.importing.room_profiles import ROOM_PROFILES
from studpoker.phh import history_of, replay
from studpoker.phh.document import HandHistory
from studpoker.phh.dump import OMNISCIENT, Omniscient
from studpoker.phh.rooms import ROOMS
from tests.importing.room_checks import replays_exactly
from tests.support.random_play import decide, random_stacks
from tests.support.room_writers import winning, winning_old
from tests.support.room_writers.checks import (
    EDGES,
    action_key,
    assert_read_as_played,
    hand_features,
)
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_ROUND_TRIP_HANDS", 200, 5_000)
GAMES = ROOM_PROFILES["winning"]
_ROOM_GAMES = ("seven_card_stud", "seven_card_stud_hi_lo", "razz", "five_card_stud")


def _stakes(profile: Profile, kind: winning.Kind, rng: random.Random) -> Profile:
    """Cents at a cash table, chips elsewhere; a bring-in below the small bet."""
    small = rng.choice((2, 10, 25, 50, 100, 200))
    if kind != "cash" and rng.random() < 0.3:  # a late level
        small *= 100
    ante = rng.choice((0, max(1, small // 10), small // 5, small // 2))
    bring_in = rng.randint(max(1, ante), small)
    return profile.with_stakes(ante=ante, bring_in=bring_in, small=small, big=2 * small)


def _random_hand(seed: int) -> tuple[Hand, winning.Kind, random.Random]:
    rng = random.Random(seed)
    kind = rng.choice(winning.KINDS)
    profile = _stakes(GAMES[rng.choice(_ROOM_GAMES)], kind, rng)
    # at most seven seats: how the room writes a community card is not known (docs)
    seats = rng.randint(2, min(7, profile.max_players))
    rake = None
    if kind == "cash" and rng.random() < 0.5:
        rake = Rake(percent=5, cap=rng.choice((50, 300)), order=ROOMS["winning"].rake_order)
    stacks = random_stacks(profile, rng, seats)
    hand = Hand(profile, stacks, rng.randrange(seats), seed=seed, rake=rake)
    stay = rng.random() < 0.3
    while not hand.is_over:
        decide(hand, rng, 0.1, stay=stay)
    return hand, kind, rng


def _witness(hand: Hand) -> Hand:
    """A hand at the same stakes whose bring-in is posted in full, then everybody folds."""
    witness = Hand(hand.profile, [hand.profile.steps[-1] * 10] * 2, 0, seed=1)
    witness.act("pb")
    while not witness.is_over:
        witness.act("f")
    return witness


def _in_order(history: HandHistory) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]]]:
    """The actions in order but the showdown's, as a set."""
    keys = [action_key(a) for a in history.actions]
    shows = sorted((k for k in keys if k[0] == "sm"), key=repr)
    return [k for k in keys if k[0] != "sm"], shows


def _round_trip(hand: Hand, kind: winning.Kind, text: str, viewer: int | Omniscient | None) -> None:
    imported = read(winning.write(_witness(hand), number=0, kind=kind) + text)
    assert not imported.refused, (imported.refused, text)
    [_, history] = imported.hands
    assert_read_as_played(hand, history, viewer, text)


def test_random_hands_round_trip_through_winning_text() -> None:
    seen: Counter[str] = Counter()
    for seed in range(HANDS):
        hand, kind, rng = _random_hand(seed)
        seen.update(hand_features(hand))
        seen[kind] += 1
        viewer: int | Omniscient | None = rng.choice((OMNISCIENT, None, seed % hand.n))
        text = winning.write(
            hand,
            kind=kind,
            viewer=viewer,
            number=seed,
            idle=rng.randint(0, max(0, 7 - hand.n)),
        )
        _round_trip(hand, kind, text, viewer)
    wanted = set(winning.KINDS) | EDGES
    assert wanted <= set(seen), f"the sweep missed {wanted - set(seen)}"


@pytest.mark.parametrize("kind", winning.KINDS)
def test_each_kind_writes_its_header(kind: winning.Kind) -> None:
    hand, _, _ = _random_hand(5)
    text = winning.write(hand, kind=kind, idle=1)
    [_, history] = read(winning.write(_witness(hand), number=0, kind=kind) + text).hands
    assert history.extra.get("currency") == {"cash": "USD", "play": "play"}.get(kind)
    assert len(history.starting_stacks) == hand.n  # the idle seat is not dealt in
    _round_trip(hand, kind, text, OMNISCIENT)


def test_a_bring_in_posted_short_with_no_earlier_hand_is_refused_by_name() -> None:
    """The one policy (bring_ins.settle_hand): a bring-in posted all-in for less at stakes no
    earlier hand of the source showed is refused, never guessed; the same hand after one that
    shows it reads."""
    for seed in range(400):
        hand, kind, _ = _random_hand(seed)
        posted = [r for r in hand.history if isinstance(r, BringInPosted)]
        if not posted or not posted[0].all_in:
            continue
        imported = read(winning.write(hand, kind=kind))
        [refusal] = imported.refused
        assert "no earlier hand of these stakes showed it" in refusal.reason
        _round_trip(hand, kind, winning.write(hand, kind=kind), OMNISCIENT)
        return
    pytest.fail("no hand of the sweep posts its bring-in short")


def test_a_bring_in_nobody_posted_takes_the_stand_in_and_replays() -> None:
    """The low card completed at once: the bring-in plays no part, so the one policy's stand-in
    (half the small bet, marked as not logged) is read and the hand replays to its stacks."""
    for seed in range(200):
        hand, kind, _ = _random_hand(seed)
        if any(isinstance(r, BringInPosted) for r in hand.history) or not any(
            isinstance(r, CompletedBetRaised) for r in hand.history
        ):
            continue
        imported = read(winning.write(hand, kind=kind))
        assert not imported.refused
        [history] = imported.hands
        assert history.extra["_bring_in_logged"] is False
        small = history.small_bet
        assert small is not None
        assert history.bring_in == max(1, small // 2)  # below the completion to the small bet
        replays_exactly(history)
        return
    pytest.fail("no hand of the sweep leaves its bring-in unposted")


def test_a_play_money_pot_split_in_whole_chips() -> None:
    """A pot of an odd number of play chips split between two seats: the room gives the odd
    chip to one of them, and the reader counts whole chips, so the replay does too (it split
    hundredths of a chip before)."""
    hand, kind, _ = _random_hand(115)
    assert kind == "play"
    split = [
        r
        for r in hand.history
        if isinstance(r, PotAwarded) and r.amount % 2 and sum(1 for s in r.shares if s) == 2
    ]
    assert split
    _round_trip(hand, kind, winning.write(hand, kind=kind), OMNISCIENT)


def test_random_cash_hands_round_trip_through_the_older_text() -> None:
    """The older format (until 2019, cash only): every game, a viewer, a spectator or every
    card, each hand after one of its stakes that posts the bring-in."""
    seen: Counter[str] = Counter()
    checked = 0
    for seed in range(2 * HANDS):
        hand, kind, rng = _random_hand(seed)
        if kind != "cash":
            continue
        seen.update(hand_features(hand))
        viewer: int | Omniscient | None = rng.choice((OMNISCIENT, None, seed % hand.n))
        text = winning_old.write(hand, viewer=viewer, number=seed, idle=rng.randint(0, 2))
        imported = read(winning_old.write(_witness(hand), number=0) + text)
        assert not imported.refused, (imported.refused, text)
        [_, history] = imported.hands
        original = history_of(hand, viewer=viewer)
        # the summary lists the showdown seat by seat, not in the order it was played
        assert _in_order(history) == _in_order(original), text
        assert history.finishing_stacks == original.finishing_stacks, text
        assert (history.rake or 0) == hand.raked
        assert list(replay(history).stacks) == list(original.finishing_stacks or ())
        checked += 1
    wanted = {"5 streets high", "5 streets high_low_8", "5 streets low_a5", "4 streets high"}
    wanted |= {"side pot", "all-in bring-in", "uncalled bet", "showdown", "rake"}
    assert wanted <= set(seen), f"the sweep missed {wanted - set(seen)}"
    assert checked


def _low_paid_hand(seed: int) -> tuple[Hand, winning.Kind, random.Random]:
    """A stud hi-lo hand of one pot, deep stacks, the odd chip of the halving to the low half."""
    rng = random.Random(seed)
    kind = rng.choice(winning.KINDS)
    game = GAMES["seven_card_stud_hi_lo"].replace(odd_chip_half="low")
    profile = _stakes(game, kind, rng)
    seats = rng.randint(2, 7)
    hand = Hand(profile, [profile.steps[-1] * 40] * seats, rng.randrange(seats), seed=seed)
    while not hand.is_over:
        decide(hand, rng, 0.1, stay=True)
    return hand, kind, rng


@pytest.mark.parametrize("older", [False, True], ids=["current", "older"])
def test_hi_lo_hands_paying_the_odd_chip_low_are_read_so_and_replay(older: bool) -> None:
    """rules §5.3 (Choice ``odd_chip_half``): the room pays the odd chip of a split pot's
    halving to the low half; each such hand of one pot is read with that reading from its own
    numbers (``_rules``) and replays to the stacks written."""
    read_low = 0
    for seed in range(HANDS):
        hand, kind, _ = _low_paid_hand(seed)
        pots = [r for r in hand.history if isinstance(r, PotAwarded) and r.amount]
        if len(pots) != 1 or (older and kind != "cash"):
            continue
        if older:
            text = winning_old.write(_witness(hand), number=0)
            text += winning_old.write(hand, viewer=OMNISCIENT, number=seed)
        else:
            text = winning.write(_witness(hand), number=0, kind=kind)
            text += winning.write(hand, kind=kind, viewer=OMNISCIENT, number=seed)
        imported = read(text)
        assert not imported.refused, (imported.refused, text)
        history = imported.hands[1]
        assert history.finishing_stacks == history_of(hand).finishing_stacks, text
        assert list(replay(history).stacks) == list(history.finishing_stacks or ()), text
        read_low += history.extra.get("_rules", {}).get("odd_chip_half") == "low"
    assert read_low, "the sweep met no split whose odd chip went to the low half"
