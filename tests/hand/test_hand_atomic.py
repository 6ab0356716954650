"""An action is taken whole or not at all: nothing that follows it (dealing, the core's rules,
the settlement) may fail and leave the hand half-changed, with nobody to act."""

from __future__ import annotations

from typing import Any

import pytest

from studpoker import _rules
from studpoker.errors import SettlementError
from studpoker.games.profiles import (
    FIVE_CARD_STUD_CASINO,
    FIVE_CARD_STUD_HOME,
    SEVEN_CARD_STUD,
    Profile,
)
from studpoker.hand import Hand
from tests.support.stud import call_down, snapshot

CHICAGO = [
    SEVEN_CARD_STUD.replace(showdown=kind, chicago_spade=spade)
    for kind in ("high_chicago_high", "high_chicago_low")
    for spade in ("hole", "any")
]


def _fold_or_call(hand: Hand) -> Any:
    kinds = ("fold", "post_bring_in", "check", "call")
    return next(o for k in kinds for o in hand.legal_actions() if o.kind == k)


@pytest.mark.parametrize("profile", CHICAGO, ids=lambda p: f"{p.showdown}-{p.chicago_spade}")
@pytest.mark.parametrize("players", [2, 3, 5])
def test_a_chicago_hand_won_by_folds_pays_the_pot(profile: Profile, players: int) -> None:
    for seed in range(20):
        hand = Hand(profile, [100] * players, 0, seed=seed)
        while not hand.is_over:
            hand.act(_fold_or_call(hand))
        assert hand.actor is None
        assert sum(hand.stacks) == 100 * players


@pytest.mark.parametrize("profile", CHICAGO, ids=lambda p: f"{p.showdown}-{p.chicago_spade}")
def test_a_chicago_showdown_after_a_fold_and_a_muck_pays_the_pot(profile: Profile) -> None:
    for seed in range(20):
        hand = Hand(profile, [100] * 4, 0, seed=seed)
        first = True
        while not hand.is_over:
            kinds = [o.kind for o in hand.legal_actions()]
            if first and "fold" in kinds:
                first = False
                hand.act("f")
            elif "muck" in kinds:
                hand.act("sm -")
            else:
                hand.act(next(o for o in hand.legal_actions() if o.kind != "fold"))
        assert sum(hand.stacks) == 400
        assert hand.settlement is not None


def _broken_settle(*args: object, **kwargs: object) -> object:
    raise SettlementError("the core failed")


def _choices(profile: Profile, kinds: tuple[str, ...]) -> list[str]:
    """The actions of a whole hand (seed 3, three seats) taking the first option of ``kinds``."""
    hand = Hand(profile, [100, 100, 100], 0, seed=3)
    actions = []
    while not hand.is_over:
        option = next(o for k in kinds for o in hand.legal_actions() if o.kind == k)
        actions.append(option.notation)
        hand.act(option)
    return actions


@pytest.mark.parametrize(
    ("profile", "kinds"),
    [
        (FIVE_CARD_STUD_CASINO, ("fold", "post_bring_in")),  # won by folds
        (FIVE_CARD_STUD_HOME, ("post_bring_in", "check", "call")),  # everyone shows
        (FIVE_CARD_STUD_CASINO, ("post_bring_in", "check", "call", "muck", "show")),
    ],
    ids=["folds", "showdown", "muck"],
)
def test_a_failure_after_the_last_action_puts_the_hand_back(
    monkeypatch: pytest.MonkeyPatch, profile: Profile, kinds: tuple[str, ...]
) -> None:
    actions = _choices(profile, kinds)
    hand = Hand(profile, [100, 100, 100], 0, seed=3)
    for action in actions[:-1]:
        hand.act(action)
    before = snapshot(hand)
    history = list(hand.history)
    deck = (hand.source.position, list(hand.source.cards))  # type: ignore[attr-defined]
    monkeypatch.setattr(_rules, "settle", _broken_settle)
    with pytest.raises(SettlementError, match="the core failed"):
        hand.act(actions[-1])
    assert snapshot(hand) == before
    assert hand.history == history
    assert (hand.source.position, hand.source.cards) == deck  # type: ignore[attr-defined]
    monkeypatch.undo()
    hand.act(actions[-1])  # the same action, now that the core works, ends the hand
    assert hand.is_over
    assert sum(hand.stacks) == 300


def test_a_failure_while_dealing_the_next_street_puts_the_hand_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hand = Hand(SEVEN_CARD_STUD, [100, 100], 0, seed=1)
    hand.act("pb")
    before = snapshot(hand)
    monkeypatch.setattr(_rules, "first_to_act", _broken_settle)
    with pytest.raises(SettlementError):
        hand.act("cc")
    assert snapshot(hand) == before
    monkeypatch.undo()
    hand.act("cc")
    assert hand.street == 1
    call_down(hand)
    assert sum(hand.stacks) == 200
