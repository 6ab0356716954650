"""The pots a hand keeps until chips move (``HandState.pot_layout``): after every kind of
record, after a failed action put back, on the core and on the reference, ``pots``, the kept
layout and every view's pots are what a layout made afresh from the hand's chips says."""

from __future__ import annotations

import random
from collections.abc import Callable

import pytest

from studpoker import _rules, reference
from studpoker.errors import SettlementError
from studpoker.games.profiles import FIVE_CARD_STUD_HOME, PROFILES, SEVEN_CARD_STUD, Profile
from studpoker.hand import Hand
from studpoker.hand.records import (
    AntePosted,
    BringInPosted,
    Called,
    CardBurned,
    CardDealt,
    CardsMucked,
    CardsShown,
    Checked,
    ChipsReturned,
    CompletedBetRaised,
    Folded,
    PotAwarded,
    RoundStarted,
)
from studpoker.hand.state import Pairs
from tests.support.random_play import apply_decision, draw_decision, random_game, random_stacks
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_LIVE_POTS_HANDS", 4, 120)


def fresh_layout(hand: Hand) -> Pairs:
    """The pots laid out from the hand's chips now, without the kept layout."""
    if hand.settlement is not None:
        return tuple((pot.amount, tuple(pot.eligible)) for pot in hand.settlement.pots)
    stakes, dead = hand.middle.layers()
    pots = hand.rules.pot_layout(list(stakes), list(hand.in_hand), dead, live=True)[0]
    return tuple((amount, tuple(eligible)) for amount, eligible in pots)


def check_pots(hand: Hand, viewers: list[int | None]) -> None:
    fresh = fresh_layout(hand)
    assert hand.pot_layout() == fresh, len(hand.history)
    assert tuple((pot.amount, pot.eligible) for pot in hand.pots) == fresh
    for viewer in viewers:
        assert hand.view(viewer).pots == fresh, (viewer, len(hand.history))


@pytest.mark.parametrize("profile", PROFILES.values(), ids=PROFILES.keys())
def test_the_kept_pots_are_laid_out_afresh_after_every_record(profile: Profile) -> None:
    rng = random.Random(f"live-pots/{profile.name}")
    kinds: set[type] = set()
    for number in range(HANDS):
        game = random_game(profile, rng)
        if number % 2 and game.ante:  # the antes dead money, outside the seats' layers
            game = game.replace(ante_trimming=False)
        n = rng.randint(2, game.max_players)
        rules = reference if number % 4 == 3 else _rules
        hand = Hand(game, random_stacks(game, rng, n), 0, seed=number, rules=rules)
        viewers: list[int | None] = [*range(n), None]
        kinds.update(type(record) for record in hand.history)  # the antes and the first deal
        check_pots(hand, viewers)
        while not hand.is_over:
            before = len(hand.history)
            # a view between actions keeps the layout; the next must not read it stale
            hand.view(rng.choice(viewers))
            apply_decision(hand, draw_decision(hand, rng, stay=number % 3 == 0))
            kinds.update(type(record) for record in hand.history[before:])
            check_pots(hand, rng.sample(viewers, 2))
        check_pots(hand, viewers)
    # every record that moves chips or takes a seat out, and some that move none, were read
    assert {AntePosted, Called, CompletedBetRaised, CardDealt, RoundStarted} <= kinds
    assert BringInPosted in kinds or profile.bring_in is None
    if profile.name == SEVEN_CARD_STUD.name:
        assert {Checked, Folded, CardBurned, CardsShown, ChipsReturned, PotAwarded} <= kinds
        assert CardsMucked in kinds


def test_a_check_or_a_deal_reads_the_kept_layout(monkeypatch: pytest.MonkeyPatch) -> None:
    """The core lays the pots out once per change of chips: a view after a bet asks it once, a
    view after a check or a deal not at all."""
    calls: list[int] = []
    core = _rules.pot_layout

    def counted(*args: object, **kwargs: object) -> object:
        calls.append(1)
        return core(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(_rules, "pot_layout", counted)
    rng = random.Random(3)
    seen: dict[str, list[int]] = {"moved": [], "still": []}
    for seed in range(6):
        hand = Hand(SEVEN_CARD_STUD, [200] * 4, 0, seed=seed)
        hand.view(0)
        while not hand.is_over:
            chips = (hand.committed[:], hand.in_hand[:])
            apply_decision(hand, draw_decision(hand, rng, stay=True))
            if hand.is_over:
                break
            calls.clear()
            for viewer in (None, 0, 1):
                hand.view(viewer)
            moved = chips != (hand.committed, hand.in_hand)
            seen["moved" if moved else "still"].append(len(calls))
    assert seen["moved"]
    assert set(seen["moved"]) == {1}
    assert seen["still"]
    assert set(seen["still"]) == {0}


def failing_core(hand: Hand) -> Callable[..., object]:
    """A core call that fails after reading the pots mid-action (chips already moved)."""

    def broken(*args: object, **kwargs: object) -> object:
        hand.view(None)
        raise SettlementError("the core failed")

    return broken


def test_a_failed_action_puts_the_pots_back(monkeypatch: pytest.MonkeyPatch) -> None:
    rng = random.Random(9)
    failed = 0
    for seed in range(8):
        profile = FIVE_CARD_STUD_HOME if seed % 2 else SEVEN_CARD_STUD
        hand = Hand(profile, [150] * 3, 0, seed=seed)
        while not hand.is_over:
            pots_before = hand.view(None).pots
            decision = draw_decision(hand, rng, stay=True)
            with monkeypatch.context() as broken:
                broken.setattr(_rules, "first_to_act", failing_core(hand))
                broken.setattr(_rules, "settle", failing_core(hand))
                try:
                    apply_decision(hand, decision)
                except SettlementError:
                    failed += 1
                    assert hand.view(None).pots == pots_before == fresh_layout(hand)
                    check_pots(hand, [0, None])
            if hand.is_over:
                break
            if failed and not hand.is_over:
                apply_decision(hand, draw_decision(hand, rng, stay=True))
                check_pots(hand, [1, None])
    assert failed >= 8
