"""What every room's round trip checks of a hand read back from the room's text: its actions as
the text carries them, its finishing stacks and rake, and a replay to those stacks; and the edges
a random hand went through, so that a sweep can show it met each of them."""

from __future__ import annotations

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

__all__ = ["action_key", "assert_read_as_played", "hand_features"]


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
