"""The hand's seams for the games to come: its phases (who acts, options, apply, finish), the
round opening as one value, and the dealing rule called after every dealt card."""

from __future__ import annotations

from typing import Any

import pytest

from studpoker import dealing
from studpoker.actions import LegalAction
from studpoker.betting import BettingRound
from studpoker.dealing import StreetDealer
from studpoker.errors import SettlementError
from studpoker.hand import Hand
from studpoker.opening import RoundOpening, open_round
from studpoker.phases import Flow, Phase, ShowOrMuck
from studpoker.profiles import FIVE_CARD_STUD_CASINO, FIVE_CARD_STUD_HOME, SEVEN_CARD_STUD
from studpoker.records import CardDealt, Checked, Record, RoundStarted
from studpoker.turn_up import TurnUpRound


def test_betting_and_show_or_muck_are_phases() -> None:
    phases: list[type[Phase]] = [BettingRound, ShowOrMuck]  # checked by mypy: the protocol
    hand = Hand(SEVEN_CARD_STUD, [100, 100, 100], 0, seed=1)
    assert hand.phase.name == BettingRound.NAME == "betting"
    assert hand.phase.actors == hand.actors == (hand.actor,)
    assert all(callable(getattr(kind, "apply", None)) for kind in phases)


def test_a_muck_profile_showdown_is_a_show_or_muck_phase() -> None:
    hand = Hand(FIVE_CARD_STUD_CASINO, [100, 100], 0, seed=3)
    while hand.phase.name == "betting":
        hand.act(
            next(o for o in hand.legal_actions() if o.kind in ("post_bring_in", "check", "call"))
        )
    assert hand.phase.name == ShowOrMuck.NAME == "show_or_muck"
    assert hand.round is None
    assert [o.kind for o in hand.legal_actions()] == ["show"]  # the first to show may not muck
    hand.act("sm")
    assert [o.kind for o in hand.legal_actions()] == ["show", "muck"]
    hand.act("sm -")
    assert hand.is_over
    assert hand.phase == (None, ())


class _Vote:
    """A phase where two seats act at once, each once: the shape of a simultaneous choice."""

    __slots__ = ("actor", "chosen", "over")

    def __init__(self) -> None:
        self.actor = -1
        self.over = False
        self.chosen: list[int] = []

    def actors(self) -> tuple[int, ...]:
        return tuple(seat for seat in (0, 1) if seat not in self.chosen)

    def options(self, seat: int) -> tuple[LegalAction, ...]:
        return (LegalAction("check", "cc", 0, 0, 0),)

    def may_finish(self, seat: int, option: LegalAction) -> bool:
        return len(self.chosen) == 1

    def apply(self, seat: int, option: LegalAction, to: int) -> Record:
        self.chosen.append(seat)
        self.over = len(self.chosen) == 2
        return Checked(seat)

    def finish(self, flow: Flow) -> None:
        flow._advance()


def test_a_new_phase_plugs_in_without_touching_the_hand() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [100, 100], 0, seed=2)
    vote: Phase = _Vote()
    hand._phase = vote
    hand._legal = None
    assert hand.actor is None
    assert hand.actors == (0, 1)
    assert hand._apply(vote, 1, vote.options(1)[0], 0) == Checked(1)
    assert list(hand.actors) == [0]
    assert hand.history[-1] == Checked(1)
    hand._apply(vote, 0, vote.options(0)[0], 0)
    # its finish moved the hand on: the next street is dealt and its betting round opened
    assert hand.street == 1
    assert type(hand._phase) is BettingRound


def test_a_checkpoint_puts_a_new_phase_back(monkeypatch: pytest.MonkeyPatch) -> None:
    from studpoker.hand import _Checkpoint

    hand = Hand(FIVE_CARD_STUD_HOME, [100, 100], 0, seed=2)
    vote = _Vote()
    vote.chosen.append(1)
    hand._phase = vote
    saved = _Checkpoint(hand)

    def fail(*args: Any, **kwargs: Any) -> Any:
        raise SettlementError("the dealing failed")

    monkeypatch.setattr("studpoker.hand.deal_street", fail)
    with pytest.raises(SettlementError):
        hand._apply(vote, 0, vote.options(0)[0], 0)
    saved.restore(hand)
    assert hand._phase is vote
    assert vote.chosen == [1]
    assert not vote.over


def test_the_round_opening_is_one_frozen_value_the_record_repeats() -> None:
    hand = Hand(SEVEN_CARD_STUD, [100, 100, 100], 0, seed=4)
    opening = open_round(
        SEVEN_CARD_STUD,
        0,
        stacks=hand.stacks,
        in_hand=hand.in_hand,
        up=hand.up,
        community=hand.community,
        dealer=hand.dealer,
        rules=hand._rules,
    )
    assert isinstance(opening, RoundOpening)
    started = next(r for r in hand.history if isinstance(r, RoundStarted))
    assert (started.round, started.first, started.cap, started.bring_in_seat) == (
        opening.number,
        opening.first,
        opening.cap,
        opening.obliged,
    )
    assert opening.first == opening.obliged == opening.posts_bring_in == hand.actor
    assert opening.bring_in == SEVEN_CARD_STUD.bring_in
    with pytest.raises(AttributeError):
        opening.first = 2  # type: ignore[misc]


def _extra_down_card_on_an_up(rank: int) -> dealing.DealingRule:
    """A Baseball-like rule for the test: an up card of ``rank`` gives its owner a down card."""

    def rule(dealer: StreetDealer, seat: int, card: int, up: bool) -> None:
        if up and seat >= 0 and card >> 2 == rank:
            dealer.deal(seat, False)

    return rule


def test_a_dealing_rule_deals_an_extra_card_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    fours = 2  # card number >> 2: 0 is a deuce, 2 a four
    monkeypatch.setattr(dealing, "rule_for", lambda profile: _extra_down_card_on_an_up(fours))
    # seven-card stud, two seats, dealer 1: seat 0 gets the 1st, 3rd, 5th cards of each pass
    order = "2c 3c 2d 3d 4h 5h 6c 7c 8c 9c Tc Jc Qc Kc Ac 2h 3h 6h 7h 8h 9h Th Jh Qh Kh Ah"
    order += " 2s 3s 4s 5s 6s 7s 8s 9s Ts Js Qs Ks As 4d 5d 6d 7d 8d 9d Td Jd Qd Kd Ad 4c 5c"
    # a profile of its own: a hand reads its profile's dealing rule once per profile
    hand = Hand(SEVEN_CARD_STUD.replace(), [100, 100], 1, deck=order)
    dealt = [(r.seat, r.card, r.up) for r in hand.history if isinstance(r, CardDealt)]
    # two down each, then the door cards: seat 0's 4h is up, so the next card (5h) is its own
    assert [len(hand.down[s]) for s in (0, 1)] == [3, 2]
    four, five, six = hand._rules.parse_cards("4h 5h 6c")
    assert dealt[4:7] == [(0, four, True), (0, five, False), (1, six, True)]
    assert hand.down[0][-1] == five


def test_a_dealing_rule_sees_every_card_and_may_keep_state(monkeypatch: pytest.MonkeyPatch) -> None:
    seen: list[tuple[int, int, bool]] = []

    def record(dealer: StreetDealer, seat: int, card: int, up: bool) -> None:
        seen.append((seat, card, up))  # e.g. follow-the-queen's wild set changes on an up card

    monkeypatch.setattr(dealing, "rule_for", lambda profile: record)
    hand = Hand(SEVEN_CARD_STUD.replace(), [100, 100, 100], 0, seed=9)  # read once per profile
    dealt = [(r.seat, r.card, r.up) for r in hand.history if isinstance(r, CardDealt)]
    assert seen == dealt
    assert len(seen) == 9


def test_a_betting_action_changes_only_the_round_state_a_checkpoint_keeps() -> None:
    """``BettingRound.STATE`` must name every slot an action changes, or a checkpoint would
    leave a changed field behind when it puts the hand back."""
    import copy
    import random

    from studpoker.profiles import PROFILES

    shared = {"stacks", "committed", "in_hand"}  # the hand's own lists, kept by the hand
    rng = random.Random(7)
    for profile in PROFILES.values():
        for seed in range(15):
            hand = Hand(profile, [rng.randint(5, 200) for _ in range(4)], 0, seed=seed)
            while not hand.is_over:
                if hand.actor is None:  # a turn-up: its phase's own STATE, checked likewise
                    phase = hand._phase
                    assert type(phase) is TurnUpRound
                    kept = {n: copy.copy(getattr(phase, n)) for n in TurnUpRound.__slots__}
                    seat = rng.choice(hand.actors)
                    hand.act(rng.choice(hand.legal_actions(seat)), seat)
                    if hand._phase is phase:
                        changed = {n for n, v in kept.items() if getattr(phase, n) != v}
                        assert changed <= set(TurnUpRound.STATE), changed
                    continue
                betting = hand._round
                before = None
                if betting is not None:
                    before = {
                        name: copy.copy(getattr(betting, name))
                        for name in BettingRound.__slots__
                        if name not in shared
                    }
                hand.act(rng.choice(hand.legal_actions()))
                if betting is not None and before is not None:
                    changed = {n for n, v in before.items() if getattr(betting, n) != v}
                    assert changed <= set(BettingRound.STATE), changed
                    lists = {n for n in BettingRound.STATE if type(getattr(betting, n)) is list}
                    assert lists == set(BettingRound.STATE_LISTS), lists
