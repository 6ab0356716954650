"""Invariants every reachable hand state keeps; shared by the stateful and the random tests."""

from __future__ import annotations

import random

from studpoker.cards import format_card
from studpoker.errors import IllegalActionError
from studpoker.games.wild_rules import wild_in_force
from studpoker.hand import Hand
from studpoker.hand.actions import Action, LegalAction
from studpoker.hand.records import CardDealt, CommunityCardDealt
from tests.support.stud import snapshot


def up_cards_in_order(hand: Hand) -> list[int]:
    """Every up card of the hand (community cards included) in the order it was dealt, read off
    the history as any viewer sees it."""
    return [
        r.card
        for r in hand.history
        if (type(r) is CardDealt and r.up) or type(r) is CommunityCardDealt
    ]


def public_wild(hand: Hand) -> frozenset[int]:
    """The wild set in force as the up cards alone decide it (rules §6 notes)."""
    return wild_in_force(hand.profile, up_cards_in_order(hand))


def check_invariants(hand: Hand, total: int) -> None:
    assert min(hand.stacks) >= 0, hand.stacks
    assert hand.wild == public_wild(hand), (hand.wild, up_cards_in_order(hand))
    dealt = [c for cards in (*hand.down, *hand.up) for c in cards] + hand.community + hand.burned
    assert len(dealt) == len(set(dealt)), "no card is dealt twice"
    if hand.is_over:
        # chips are conserved: the stacks and the rake are the chips the hand started with
        assert sum(hand.stacks) + hand.raked == total
        assert hand.payouts is not None
        assert sum(hand.payouts) + hand.raked == sum(hand.committed)
        assert hand.settlement is not None
        assert sum(pot.rake for pot in hand.settlement.pots) == hand.raked
        assert hand.actor is None
        assert hand.legal_actions() == ()
        return
    assert sum(hand.stacks) + sum(hand.committed) == total
    seat = hand.actor
    if seat is None:  # several seats choose at once (flip stud's turn-up)
        actors = hand.actors
        assert actors, "a hand not over has a seat to act"
        assert hand.legal_actions() == ()
        for chooser in actors:
            assert hand.in_hand[chooser], "a chooser is in the hand"
            options = hand.legal_actions(chooser)
            assert options
            assert all(o.kind == "turn_up" for o in options)
            assert all(set(o.cards) <= set(hand.down[chooser]) for o in options)
            assert all(hand.can_act(o, chooser) for o in options)
        return
    legal = hand.legal_actions()
    assert legal, "the actor must have an option"
    betting = hand.betting
    if betting is not None:
        assert hand.in_hand[seat], "the actor is in the hand"
        assert hand.stacks[seat] > 0, "the actor is not all-in"
        assert all(bet <= max(betting.level, max(betting.bets)) for bet in betting.bets)
        if betting.cap is not None:
            assert betting.aggressions <= betting.cap
        for option in legal:
            assert len(option) == len(LegalAction._fields), "every option carries all its fields"
            assert hand.can_act(option)
            if option.code == "cbr":
                assert option.chips <= hand.stacks[seat]
                assert option.min_to <= option.max_to <= betting.bets[seat] + hand.stacks[seat]
                if option.max_to != option.min_to:
                    assert hand.can_act(Action("cbr", option.max_to))


def illegal_candidates(hand: Hand, rng: random.Random) -> list[Action | str]:
    spans = [(o.min_to, o.max_to) for o in hand.legal_actions() if o.code == "cbr"]
    top = max((high for _, high in spans), default=0)
    out: list[Action | str] = []
    for amount in (rng.randint(0, max(60, top)), top + 1, -3):
        betting = hand.betting
        legal = hand.legal_actions()
        notation = (
            None if betting is None or amount < 0 else betting.card_room_reading(amount, legal)
        )
        if not any(low <= amount <= high for low, high in spans) and notation is None:
            out.append(Action("cbr", amount))  # not an option, nor a card-room notation
    codes = {o.code for o in hand.legal_actions()}
    kinds = {o.kind for o in hand.legal_actions()}
    for code in ("f", "pb", "sm", "cc"):
        if code not in codes:
            out.append(code)
    if "muck" not in kinds:
        out.append("sm -")
    if hand.actor is not None:
        out.append(f"p{(hand.actor + 1) % hand.n + 1} cc" if hand.n > 1 else "zz")
    elif hand.actors:  # a turn-up: another seat's card, or a card nobody holds down
        seat = rng.choice(hand.actors)
        others = [c for s in range(hand.n) if s != seat for c in hand.down[s]]
        held = {c for cards in (*hand.down, *hand.up) for c in cards}
        stray = [c for c in range(52) if c not in held]
        for pool in (others, stray):
            if pool:
                out.append(f"p{seat + 1} tu {format_card(rng.choice(pool))}")
    out.append(rng.choice(["", "cbr x", "raise", "cc 3", "p0 cc"]))
    return out


def random_choice(hand: Hand, rng: random.Random) -> Action | object:
    """A legal option at random; a range (pot/no limit) at a random amount within it. Where
    several seats choose at once (flip stud's turn-up), one of them at random, its action
    naming it (``p2 tu Kh``)."""
    if hand.actor is None and hand.actors:
        seat = rng.choice(hand.actors)
        choices = hand.legal_actions(seat)
        return f"p{seat + 1} {choices[rng.randrange(len(choices))].notation}"
    legal = hand.legal_actions()
    option = legal[rng.randrange(len(legal))]
    if option.code == "cbr" and option.max_to > option.min_to:
        return Action("cbr", rng.randint(option.min_to, option.max_to))
    return option


def try_illegal(hand: Hand, action: Action | str) -> None:
    before = snapshot(hand)
    try:
        hand.act(action)
    except IllegalActionError:
        assert snapshot(hand) == before
    else:  # pragma: no cover - a failure message, not a path
        raise AssertionError(f"{action!r} was accepted but is not among the legal options")
