"""What every room's round trip checks of a hand read back from the room's text: its actions as
the text carries them, its finishing stacks and rake, and a replay to those stacks; and the edges
a random hand went through, so that a sweep can show it met each of them."""

from __future__ import annotations

from studpoker._core import evaluate_high, evaluate_low_8
from studpoker.hand import Hand
from studpoker.hand.records import (
    AntePosted,
    BringInPosted,
    CardsMucked,
    CardsShown,
    ChipsReturned,
    CompletedBetRaised,
    PotAwarded,
)
from studpoker.phh import history_of, replay
from studpoker.phh.document import HandHistory, PhhAction
from studpoker.phh.dump import Omniscient

__all__ = ["EDGES", "action_key", "assert_read_as_played", "hand_features", "split_halves"]


def action_key(action: PhhAction) -> tuple[object, ...]:
    """What the text carries of an action: a show as shown or not (the room lists the whole
    hand), everything else as played."""
    if action.verb == "sm":
        return ("sm", action.player, bool(action.cards))
    return (action.verb, action.player, action.target, action.cards, action.amount)


def assert_read_as_played(
    hand: Hand, history: HandHistory, viewer: int | Omniscient | None, text: str
) -> None:
    """``history``, read from ``text``, is ``hand`` as ``viewer`` saw it: the same actions, the
    same finishing stacks and rake, and it replays to those stacks."""
    original = history_of(hand, viewer=viewer)
    played = [action_key(a) for a in history.actions]
    assert played == [action_key(a) for a in original.actions], text
    assert history.finishing_stacks == original.finishing_stacks, text
    assert (history.rake or 0) == hand.raked
    again = replay(history)
    assert again.is_over
    assert list(again.stacks) == list(original.finishing_stacks or ()), text


def hand_features(hand: Hand) -> set[str]:
    """The edges a hand went through (its game's streets and showdown among them)."""
    found = {f"{len(hand.profile.streets)} streets {hand.profile.showdown}"}
    records = hand.history
    pots = [r for r in records if isinstance(r, PotAwarded) and r.amount]
    if len(pots) > 1:
        found.add("side pot")
    if any(sum(1 for share in pot.shares if share) > 1 for pot in pots):
        found.add("split pot")
    if any(isinstance(r, AntePosted) and r.all_in for r in records):
        found.add("all-in ante")
    if any(isinstance(r, BringInPosted) and r.all_in for r in records):
        found.add("all-in bring-in")
    if any(isinstance(r, CompletedBetRaised) and not r.full for r in records):
        found.add("short all-in")
    if any(isinstance(r, ChipsReturned) for r in records):
        found.add("uncalled bet")
    if any(isinstance(r, CardsShown) for r in records):
        found.add("showdown")
    if any(isinstance(r, CardsMucked) for r in records):
        found.add("muck at the showdown")
    if hand.raked:
        found.add("rake")
    return found


EDGES = frozenset(
    (
        "5 streets high",
        "5 streets high_low_8",
        "5 streets low_a5",
        "4 streets high",
        "side pot",
        "split pot",
        "all-in ante",
        "all-in bring-in",
        "short all-in",
        "uncalled bet",
        "showdown",
        "muck at the showdown",
        "rake",
    )
)
"""What a sweep of every game a room deals (seven-card stud, hi-lo, razz, five-card stud) must
meet, in ``hand_features``' words."""


def split_halves(hand: Hand, cards: dict[int, list[int]]) -> dict[int, bool]:
    """In stud hi-lo, for each winner of a pot (its cards in ``cards``) that took one half only,
    whether that half was the high one; none when a hand is not whole or no low qualified."""
    if hand.profile.showdown != "high_low_8" or any(len(held) < 5 for held in cards.values()):
        return {}
    high = {seat: evaluate_high(held).rank for seat, held in cards.items()}
    lows = {seat: evaluate_low_8(held) for seat, held in cards.items()}
    low = {seat: value.rank for seat, value in lows.items() if value is not None}
    if not low:
        return {}
    top_high, top_low = max(high.values()), max(low.values())
    halves = {}
    for seat in cards:
        in_high, in_low = high[seat] == top_high, low.get(seat) == top_low
        if in_high != in_low:
            halves[seat] = in_high
    return halves
