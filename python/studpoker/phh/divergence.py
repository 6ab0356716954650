"""Why a history the card room refuses was written under another reading, named by its rule.

A standard code (``F7S``, ``F7S/8``, ``FR``) is read as the card room plays it. pokerkit, the
main writer of PHH files, reads a few fixed-limit rules otherwise (docs/phh.md). When the card
room's reading refuses a history, ``explain_divergence`` plays it under both readings side by
side and, if pokerkit's reading plays it, names the first action (or the settlement) where the
two part and the card-room rule that decides there.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from studpoker.errors import HandHistoryError
from studpoker.hand import Hand
from studpoker.hand.records import (
    BringInPosted,
    Called,
    Checked,
    CompletedBetRaised,
    Folded,
    Record,
    RoundStarted,
)
from studpoker.limits import shown
from studpoker.phh.document import HandHistory, PhhAction

__all__ = ["RULE_NAMES", "explain_divergence"]

HALF_BET = "half-bet rule"
SHORT_BRING_IN = "short bring-in"
POT_SPLIT = "pot split"
LOW_HALF = "no-low pot"

RULE_NAMES = (HALF_BET, SHORT_BRING_IN, POT_SPLIT, LOW_HALF)
"""The rule names a card-room refusal of a pokerkit-read history can carry."""

_RULES = {
    HALF_BET: (
        "the half-bet rule (rules §3.4): an all-in of at least half a step is a full bet or "
        "raise and re-opens the betting, one of less is not, and a raise after it goes to the "
        "last full level + one step (pokerkit: to the level + one step, re-opened only by a "
        "raise as large as the largest so far)"
    ),
    SHORT_BRING_IN: (
        "the short bring-in (rules §3.2): a seat short of the bring-in posts all it has and is "
        "still the bring-in, a cbr of its whole stack included; the others owe the full "
        "bring-in (pokerkit: they call what was posted, and the cbr is a completion)"
    ),
    POT_SPLIT: (
        "the pot split (rules §5.3): each pot is split on its own (pokerkit merges the pots "
        "whose claimants match once the losers are out and splits them once)"
    ),
    LOW_HALF: (
        "the hi-lo split (rules §5.3): a pot none of whose players holds a qualifying low goes "
        "to the best high hand (pokerkit gives its low half to those players anyway)"
    ),
}
_ACTIONS = (BringInPosted, Called, Checked, CompletedBetRaised, Folded)


class Replaying(Protocol):
    """A history being played on a hand, one action at a time (``replay._Replayer``)."""

    hand: Hand

    def play(self, action: PhhAction) -> None: ...

    def expected_stacks(self) -> list[int] | None: ...


def explain_divergence(
    history: HandHistory, start: Callable[[HandHistory, str], Replaying]
) -> str | None:
    """The refusal naming the line and the card-room rule where the card room's reading of
    ``history`` parts from pokerkit's, when pokerkit's reading plays it; else ``None``."""
    try:
        card_room, pokerkit = start(history, "card_room"), start(history, "pokerkit")
    except HandHistoryError:
        return None
    last: PhhAction | None = None
    for action in history.actions:
        if action.player is None:
            continue
        last = action
        rule = _rule_in_force(card_room.hand, action)
        ours, theirs = len(card_room.hand.history), len(pokerkit.hand.history)
        try:
            pokerkit.play(action)
        except HandHistoryError:
            return None  # pokerkit's reading refuses it too: no reading explains it
        try:
            card_room.play(action)
        except HandHistoryError as err:
            return _refusal(action, rule, str(err).split(": ", 2)[-1])
        chips = _chips(card_room.hand.history[ours:]), _chips(pokerkit.hand.history[theirs:])
        if chips[0] != chips[1]:
            return _refusal(action, rule, f"the card room plays {chips[0]}, pokerkit {chips[1]}")
    expected = pokerkit.expected_stacks()
    hand = card_room.hand
    if last is None or not hand.is_over or expected is None or hand.stacks == expected:
        return None
    if pokerkit.hand.stacks == expected:
        return _refusal(last, POT_SPLIT, f"the card room ends on stacks {hand.stacks}")
    if _unqualified_low_pot(hand):
        return _refusal(last, LOW_HALF, f"the card room ends on stacks {hand.stacks}")
    return None


def _refusal(action: PhhAction, rule: str, detail: str) -> str:
    return (
        f"line {action.line}: action {shown(action.text)}: {rule}: the card room reads this "
        "history "
        f"otherwise than its writer, by {_RULES[rule]}; here {detail}. Written by pokerkit? "
        "replay it with rules='pokerkit'"
    )


def _round_records(hand: Hand) -> list[Record]:
    """The records of the betting round in progress (or the last one played)."""
    history = hand.history
    for index in range(len(history) - 1, -1, -1):
        if isinstance(history[index], RoundStarted):
            return history[index:]
    return []


def _rule_in_force(hand: Hand, action: PhhAction) -> str:
    """The card-room rule that can make this action read otherwise: a short bring-in in this
    round (or the obliged seat's cbr), else the half-bet rule (all-ins, re-opening, raises)."""
    records = _round_records(hand)
    bring_in = hand.profile.bring_in or 0
    short = any(isinstance(r, BringInPosted) and r.amount < bring_in for r in records)
    # the seat owing the bring-in is the one whose options post it
    obliged = hand.phase.name == "betting" and any(
        option.kind == "post_bring_in" for option in hand.legal_actions()
    )
    if short or (obliged and action.verb == "cbr"):
        return SHORT_BRING_IN
    return HALF_BET


def _chips(records: Sequence[Record]) -> list[str]:
    """The player actions among ``records`` as the chips they move."""
    out = []
    for record in records:
        if isinstance(record, CompletedBetRaised):
            out.append(f"seat {record.seat} to {record.to}")
        elif isinstance(record, BringInPosted | Called):
            out.append(f"seat {record.seat} puts in {record.amount}")
        elif isinstance(record, _ACTIONS):
            out.append(f"seat {record.seat} {type(record).__name__.lower()}")
    return out


def _unqualified_low_pot(hand: Hand) -> bool:
    """A hi-lo pot of two or more players none of whom holds a low, in a hand where some
    player does: pokerkit hands its low half to those players."""
    settlement = hand.settlement
    if settlement is None or hand.profile.showdown_rule.contest("low_8") is None:
        return False
    pots = settlement.pots
    if not any(pot.low_winners for pot in pots):
        return False
    return any(not pot.low_winners and len(pot.eligible) > 1 for pot in pots)
