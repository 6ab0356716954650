"""Invariants every reachable hand state keeps; shared by the stateful and the random tests."""

from __future__ import annotations

import random

from _stud import snapshot
from studpoker.actions import Action
from studpoker.errors import IllegalActionError
from studpoker.hand import Hand


def check_invariants(hand: Hand, total: int) -> None:
    assert min(hand.stacks) >= 0, hand.stacks
    if hand.is_over:
        assert sum(hand.stacks) == total
        assert hand.payouts is not None
        assert sum(hand.payouts) == sum(hand.committed)
        assert hand.actor is None
        assert hand.legal_actions() == ()
        return
    assert sum(hand.stacks) + sum(hand.committed) == total
    seat = hand.actor
    assert seat is not None
    legal = hand.legal_actions()
    assert legal, "the actor must have an option"
    betting = hand._round
    if betting is not None:
        assert hand.in_hand[seat], "the actor is in the hand"
        assert hand.stacks[seat] > 0, "the actor is not all-in"
        assert all(bet <= max(betting.level, max(betting.bets)) for bet in betting.bets)
        if betting.cap is not None:
            assert betting.aggressions <= betting.cap
        for option in legal:
            assert len(option) == 6, "every option carries all its fields"
            assert hand.can_act(option)
            if option.code == "cbr":
                assert option.chips <= hand.stacks[seat]


def illegal_candidates(hand: Hand, rng: random.Random) -> list[Action | str]:
    legal_to = {o.min_to for o in hand.legal_actions() if o.code == "cbr"}
    out: list[Action | str] = []
    for amount in (rng.randint(0, 60), max(legal_to, default=0) + 1, -3):
        if amount not in legal_to:
            out.append(Action("cbr", amount))
    codes = {o.code for o in hand.legal_actions()}
    kinds = {o.kind for o in hand.legal_actions()}
    for code in ("f", "pb", "sm", "cc"):
        if code not in codes:
            out.append(code)
    if "muck" not in kinds:
        out.append("sm -")
    if hand.actor is not None:
        out.append(f"p{(hand.actor + 1) % hand.n + 1} cc" if hand.n > 1 else "zz")
    out.append(rng.choice(["", "cbr x", "raise", "cc 3", "p0 cc"]))
    return out


def try_illegal(hand: Hand, action: Action | str) -> None:
    before = snapshot(hand)
    try:
        hand.act(action)
    except IllegalActionError:
        assert snapshot(hand) == before
    else:  # pragma: no cover - a failure message, not a path
        raise AssertionError(f"{action!r} was accepted but is not among the legal options")
