"""The round trip of a room's writer: a random hand of a room's game played on the engine under
the room's reading, written in the room's text, read back by ``studpoker.importing`` and replayed
to the same actions and stacks (docs/importing.md, "Round trip through each room's writer")."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import replace

from studpoker.games.rake import Rake
from studpoker.hand import Hand
from studpoker.hand.records import (
    AntePosted,
    BringInPosted,
    CardDealt,
    CardsMucked,
    ChipsReturned,
    CompletedBetRaised,
    PotAwarded,
)
from studpoker.importing import read
from studpoker.importing.room_profiles import ROOM_PROFILES
from studpoker.phh import history_of, replay
from studpoker.phh.document import HandHistory
from studpoker.phh.dump import OMNISCIENT, Omniscient
from studpoker.phh.rooms import ROOMS
from tests.support.random_play import decide, random_stacks
from tests.support.room_results import known_limits
from tests.support.room_writers.checks import action_key as key

NAMES = ("Ann", "Ann Lee", "Bob Ray", "c.d", "Dee-Dee", "Eve 2", "Fox_x", "Gus O'Neil", "Hal")
"""Players' names as the rooms allow them: spaces, digits, punctuation, one the start of another."""

Stakes = tuple[int, int, int, int]
"""ante, bring-in, small bet, big bet"""


def random_hand(
    room: str, game: str, stakes: Stakes, rng: random.Random, *, seats: int, raked: bool
) -> Hand:
    """A hand of ``game`` as ``room`` plays it, at ``stakes``, played at random to its end."""
    ante, bring_in, small, big = stakes
    profile = ROOM_PROFILES[room][game].with_stakes(
        ante=ante, bring_in=bring_in, small=small, big=big
    )
    stacks = random_stacks(profile, rng, seats)
    if ante and rng.random() < 0.1:  # a seat all in on the ante
        stacks[rng.randrange(seats)] = rng.randint(1, ante)
    reading = ROOMS[room]
    # a cash table's rake: 5 % of the pots, none on a hand that ends on its first street
    rake = Rake(5, cap=300, order=reading.rake_order, split=reading.rake_split) if raked else None
    hand = Hand(profile, stacks, rng.randrange(seats), seed=rng.randrange(1 << 30), rake=rake)
    stay = rng.random() < 0.3  # many players to the showdown
    while not hand.is_over:
        decide(hand, rng, 0.1, stay=stay)
    return hand


def opening_hand(room: str, game: str, stakes: Stakes, seed: int) -> Hand:
    """A hand at the same game and stakes that posts its bring-in in full and completes it: a
    session's earlier hand, from which a reader takes a bring-in or stakes a hand does not show."""
    ante, bring_in, small, big = stakes
    profile = ROOM_PROFILES[room][game].with_stakes(
        ante=ante, bring_in=bring_in, small=small, big=big
    )
    hand = Hand(profile, [big * 20, big * 20], 0, seed=seed)
    for move in ("pb", f"cbr {small}", "f"):
        hand.act(move)
    return hand


def read_back(text: str) -> HandHistory:
    """The text's last hand, read with nothing refused."""
    imported = read(text)
    assert not imported.refused, imported.refused
    return imported.hands[-1]


def in_order(history: HandHistory, shows_in_order: bool) -> list[tuple[object, ...]]:
    """The actions in order; the showdown's as a set where the room's text lists the hands
    shown in its summary, by seat, not in the order they were shown."""
    keys = [key(a) for a in history.actions]
    if shows_in_order:
        return keys
    shows = sorted((k for k in keys if k[0] == "sm"), key=repr)
    return [k for k in keys if k[0] != "sm"] + shows


def _unlisted_mucks(
    hand: Hand, history: HandHistory, viewer: int | Omniscient | None
) -> HandHistory:
    """The history without the down cards of the hands mucked at the showdown that a game
    revealing called hands (``reveal_called_hands``) gives every viewer: the rooms' texts do
    not list them."""
    if isinstance(viewer, Omniscient) or not hand.profile.reveal_called_hands:
        return history
    mucked = {r.seat for r in hand.history if isinstance(r, CardsMucked)} - {viewer}
    down = {
        r.card for r in hand.history if isinstance(r, CardDealt) and r.seat in mucked and not r.up
    }
    actions = tuple(
        replace(a, cards=tuple(None if c in down else c for c in a.cards))
        if a.verb == "dh" and a.cards
        else a
        for a in history.actions
    )
    return replace(history, actions=actions)


def check_round_trip(
    hand: Hand,
    history: HandHistory,
    *,
    shows_in_order: bool = True,
    viewer: int | Omniscient | None = OMNISCIENT,
) -> None:
    """The history read back has the hand's actions (its cards as ``viewer`` saw them) and
    stacks, and replays to them."""
    original = _unlisted_mucks(hand, history_of(hand, viewer=viewer), viewer)
    assert in_order(history, shows_in_order) == in_order(original, shows_in_order)
    assert history.finishing_stacks == original.finishing_stacks
    assert (history.rake or 0) == hand.raked
    again = replay(history)
    assert again.is_over
    assert tuple(again.stacks) == original.finishing_stacks


def session_round_trip(hands: list[Hand], write: Write, *, shows_in_order: bool = True) -> None:
    """Hands of one table (one game and stakes) written one after the other into one text, the
    first posting its bring-in: every hand is read back, in order, and round-trips."""
    text = "\n\n".join(write(hand, str(k + 1)) for k, hand in enumerate(hands))
    imported = read(text)
    assert not imported.refused, imported.refused
    assert len(imported.hands) == len(hands)
    for hand, history in zip(hands, imported.hands, strict=True):
        check_round_trip(hand, history, shows_in_order=shows_in_order)


def bring_in_short(hand: Hand) -> bool:
    """The bring-in seat posted all it had, short of the bring-in."""
    bring_in = hand.profile.bring_in or 0
    return any(
        isinstance(r, BringInPosted) and r.all_in and r.amount < bring_in for r in hand.history
    )


def features(hand: Hand) -> set[str]:
    """The edges a hand went through, to show a sweep meets each of them."""
    found: set[str] = set()
    pots = [r for r in hand.history if isinstance(r, PotAwarded) and r.amount]
    if len(pots) > 1:
        found.add("side pot")
    if any(sum(1 for share in pot.shares if share) > 1 for pot in pots):
        found.add("split pot")
    if any(getattr(r, "all_in", False) for r in hand.history):
        found.add("all-in")
    if any(isinstance(r, AntePosted) and r.all_in for r in hand.history):
        found.add("all-in on the ante")
    if any(isinstance(r, ChipsReturned) for r in hand.history):
        found.add("uncalled")
    if bring_in_short(hand):
        found.add("bring-in short")
    if not any(isinstance(r, BringInPosted) for r in hand.history):
        found.add("no bring-in")
    if any(isinstance(r, CompletedBetRaised) and not r.full for r in hand.history):
        found.add("short all-in")
    if hand.raked:
        found.add("rake")
    return found


Write = Callable[[Hand, str], str]
"""A room's writer with its options set: a hand and its number to the room's text."""


def round_trip(
    hand: Hand,
    write: Write,
    title: str,
    opening: Hand,
    *,
    shows_in_order: bool = True,
    viewer: int | Omniscient | None = OMNISCIENT,
) -> str:
    """The hand written, read back and replayed to its actions and stacks. A hand the reader
    refuses alone must be refused for a reason docs/importing.md's Known limits list for the
    room (``title``), and then read back after ``opening``, a session's earlier hand at its game
    and stakes; ``viewer`` the seat the text was written for. ``"read"`` or ``"after an earlier
    hand"``."""
    text = write(hand, "2")
    imported = read(text)
    if not imported.refused:
        check_round_trip(hand, imported.hands[0], shows_in_order=shows_in_order, viewer=viewer)
        return "read"
    [refusal] = imported.refused
    limits = known_limits(title)
    assert any(limit in refusal.reason for limit in limits), (refusal, text)
    again = read_back(write(opening, "1") + "\n\n" + text)
    check_round_trip(hand, again, shows_in_order=shows_in_order, viewer=viewer)
    return "after an earlier hand"


def scripted_hand(room: str, game: str = "seven_card_stud") -> Hand:
    """Three seats (dealer the third), the third the bring-in (2c): a completion, a raise, a
    fold, then the short stack called all-in on fourth street and the rest of a bet uncalled
    on the river; two hands shown."""
    profile = ROOM_PROFILES[room][game].with_stakes(ante=1, bring_in=2, small=4, big=8)
    top = ["Ah", "Kd", "9s", "As", "Kc", "8d", "Qh", "7c", "2c"]  # down, down, up from seat 0
    rest = [r + s for r in "23456789TJQKA" for s in "cdhs" if r + s not in top]
    hand = Hand(profile, [200, 15, 150], 2, deck=top + rest)
    for move in ("pb", "cbr 4", "cbr 8", "f", "cc"):
        hand.act(move)
    while not hand.is_over:
        legal = {o.notation: o for o in hand.legal_actions()}
        bet = hand.street == 4 and hand.actor == 0 and "cbr 8" in legal
        hand.act(legal["cbr 8"] if bet else legal.get("cc") or legal["sm"])
    return hand
