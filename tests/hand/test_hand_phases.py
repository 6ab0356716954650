"""The hand's seams for the games to come: its phases (who acts, options, match, default,
apply, finish returning the next step, snapshot and restore), a phase of one's own started with
the public hook (mid-hand, or before the first deal), the round opening as one value, and the
dealing rule called after every dealt card."""

from __future__ import annotations

import random
from typing import Any

import pytest

from studpoker.errors import IllegalActionError, InvalidSetupError, SettlementError
from studpoker.games.profiles import (
    FIVE_CARD_STUD_CASINO,
    FIVE_CARD_STUD_HOME,
    PROFILES,
    SEVEN_CARD_STUD,
)
from studpoker.hand import Hand, PhaseState, dealing
from studpoker.hand.actions import Action, LegalAction
from studpoker.hand.betting.opening import RoundOpening, open_round
from studpoker.hand.betting.round import BettingRound
from studpoker.hand.dealing import StreetDealer
from studpoker.hand.ending import ShowOrMuck
from studpoker.hand.phases import BEGIN, DEAL, Phase, Step, listing
from studpoker.hand.records import AntePosted, CardDealt, Checked, Record, RoundStarted
from studpoker.hand.state import HandState
from studpoker.hand.turn_up import TurnUpRound
from tests.support.stud import snapshot


def test_betting_show_or_muck_and_turn_up_are_phases() -> None:
    phases: list[type[Phase]] = [BettingRound, ShowOrMuck, TurnUpRound]  # mypy: the protocol
    hand = Hand(SEVEN_CARD_STUD, [100, 100, 100], 0, seed=1)
    assert hand.phase.name == BettingRound.NAME == "betting"
    assert hand.phase.actors == hand.actors == (hand.actor,)
    assert hand.current_phase is hand.betting
    assert all(callable(getattr(kind, "finish", None)) for kind in phases)


def test_a_muck_profile_showdown_is_a_show_or_muck_phase() -> None:
    hand = Hand(FIVE_CARD_STUD_CASINO, [100, 100], 0, seed=3)
    while hand.phase.name == "betting":
        hand.act(
            next(o for o in hand.legal_actions() if o.kind in ("post_bring_in", "check", "call"))
        )
    assert hand.phase.name == ShowOrMuck.NAME == "show_or_muck"
    assert hand.round is None
    assert hand.betting is None
    assert [o.kind for o in hand.legal_actions()] == ["show"]  # the first to show may not muck
    hand.act("sm")
    assert [o.kind for o in hand.legal_actions()] == ["show", "muck"]
    assert hand.default_action().kind == "muck"
    hand.act("sm -")
    assert hand.is_over
    assert hand.phase == (None, ())
    assert hand.current_phase is None


class _Vote:
    """A phase where two seats act at once, each once: the shape of a simultaneous choice. It
    checks the seat itself, and ``then`` is the step after it."""

    NAME = "vote"

    __slots__ = ("actor", "chosen", "over", "then")

    def __init__(self, then: Step = DEAL) -> None:
        self.actor = -1
        self.over = False
        self.chosen: list[int] = []
        self.then = then

    def actors(self) -> tuple[int, ...]:
        return tuple(seat for seat in (0, 1) if seat not in self.chosen)

    def options(self, seat: int) -> tuple[LegalAction, ...]:
        return (LegalAction("check", "cc", 0, 0, 0),)

    def match(
        self, seat: int | None, action: Action, legal: tuple[LegalAction, ...]
    ) -> LegalAction:
        if seat not in self.actors() or action.code != "cc":
            raise IllegalActionError(f"{action}: seats {self.actors()} vote ({listing(legal)})")
        return self.options(seat)[0]

    def default(self, seat: int) -> LegalAction:
        return self.options(seat)[0]

    def may_finish(self, seat: int, option: LegalAction) -> bool:
        return len(self.chosen) == 1

    def apply(self, seat: int, option: LegalAction, to: int) -> Record:
        self.chosen.append(seat)
        self.over = len(self.chosen) == 2
        return Checked(seat)

    def finish(self) -> Step:
        return self.then

    def snapshot(self) -> tuple[list[int], bool]:
        return self.chosen[:], self.over

    def restore(self, saved: tuple[list[int], bool]) -> None:
        chosen, self.over = saved
        self.chosen = chosen[:]


def test_a_new_phase_is_started_through_the_hook_and_played_with_act() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [100, 100], 0, seed=2)
    vote = _Vote()
    hand.start_phase(vote)
    assert hand.phase == PhaseState("vote", (0, 1))
    assert hand.actor is None
    assert hand.current_phase is vote
    with pytest.raises(IllegalActionError, match="vote"):
        hand.act("cc")  # several act at once: the phase wants the seat named
    assert hand.act("cc", 1) == Checked(1)
    assert hand.actors == (0,)
    assert hand.history[-1] == Checked(1)
    assert hand.default_action(0).kind == "check"
    hand.act_default(0)
    # its finish named the next step: the next street is dealt and its betting round opened
    assert hand.street == 1
    assert hand.phase.name == "betting"
    assert isinstance(hand.current_phase, BettingRound)


def test_a_phase_can_come_before_the_first_deal() -> None:
    # the shape of a dealer's choice: a phase before the antes, whose finish begins the hand
    hand = Hand(FIVE_CARD_STUD_HOME, [100, 100], 0, seed=2, start=lambda state: _Vote(BEGIN))
    assert hand.phase == PhaseState("vote", (0, 1))
    assert hand.history == []
    assert hand.street == -1
    assert hand.down == [[], []]
    assert sum(hand.committed) == 0
    hand.act("p1 cc")
    hand.act("p2 cc")
    assert [type(r) for r in hand.history[2:4]] == [AntePosted, AntePosted]
    assert hand.street == 0
    assert hand.phase.name == "betting"
    assert all(len(hand.down[s]) == 1 for s in (0, 1))


class _DealersChoice:
    """The shape of a dealer's choice: the seat to deal names the game before the antes."""

    NAME = "dealers_choice"

    __slots__ = ("actor", "over", "state")

    GAMES = (FIVE_CARD_STUD_HOME, SEVEN_CARD_STUD)

    def __init__(self, state: HandState) -> None:
        self.state = state
        self.actor = state.dealer
        self.over = False

    def actors(self) -> tuple[int, ...]:
        return () if self.over else (self.actor,)

    def options(self, seat: int) -> tuple[LegalAction, ...]:
        # the test borrows "cbr k" for "game k": a real one would add its own verb to actions
        return tuple(LegalAction("bet", "cbr", 0, k, k) for k in range(len(self.GAMES)))

    def match(
        self, seat: int | None, action: Action, legal: tuple[LegalAction, ...]
    ) -> LegalAction:
        for option in legal:
            if action.code == "cbr" and action.amount == option.min_to:
                return option
        raise IllegalActionError(f"{action}: name a game ({listing(legal)})")

    def default(self, seat: int) -> LegalAction:
        return self.options(seat)[0]

    def may_finish(self, seat: int, option: LegalAction) -> bool:
        return True

    def apply(self, seat: int, option: LegalAction, to: int) -> Record:
        self.state.set_game(self.GAMES[to])
        self.actor, self.over = -1, True
        return Checked(seat)

    def finish(self) -> Step:
        return BEGIN

    def snapshot(self) -> tuple[int, bool]:
        return self.actor, self.over

    def restore(self, saved: tuple[int, bool]) -> None:
        self.actor, self.over = saved


def test_a_dealers_choice_names_the_game_before_the_antes() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [100, 100, 100], 2, seed=5, start=_DealersChoice)
    assert hand.phase == PhaseState("dealers_choice", (2,))
    with pytest.raises(IllegalActionError, match="name a game"):
        hand.act("cbr 7")
    hand.act("cbr 1")  # seven-card stud
    assert hand.profile is SEVEN_CARD_STUD
    assert all(len(hand.down[s]) == 2 and len(hand.up[s]) == 1 for s in range(3))
    assert hand.phase.name == "betting"
    with pytest.raises(InvalidSetupError, match="before the antes"):
        hand.set_game(FIVE_CARD_STUD_HOME)


def test_a_hook_refuses_a_phase_once_the_hand_is_over() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [100, 100], 0, seed=2)
    while not hand.is_over:
        hand.act_default()
    with pytest.raises(IllegalActionError, match="over"):
        hand.start_phase(_Vote())


def test_a_failed_finish_puts_a_new_phase_and_the_hand_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [100, 100], 0, seed=2)
    vote = _Vote()
    hand.start_phase(vote)
    hand.act("cc", 1)
    before, history = snapshot(hand), list(hand.history)

    def fail(*args: Any, **kwargs: Any) -> Any:
        raise SettlementError("the dealing failed")

    monkeypatch.setattr("studpoker.hand.flow.deal_street", fail)
    with pytest.raises(SettlementError):
        hand.act("cc", 0)
    assert hand.current_phase is vote
    assert vote.chosen == [1]
    assert not vote.over
    assert snapshot(hand) == before
    assert hand.history == history
    monkeypatch.undo()
    hand.act("cc", 0)
    assert hand.street == 1


def _everything(hand: Hand) -> tuple[object, ...]:
    """The hand as far as any query can tell, the phase's own state included."""
    phase = hand.current_phase
    return (
        snapshot(hand),
        tuple(hand.history),
        tuple(hand.community),
        tuple(hand.burned),
        tuple(hand.shown),
        hand.wild,
        hand.settlement,
        hand.showdown_order,
        hand.phase,
        tuple(hand.legal_actions(s) for s in range(hand.n)),
        hand.source.position,  # type: ignore[attr-defined]
        None if phase is None else repr(phase.snapshot()),
    )


def test_snapshot_and_restore_put_back_every_action_of_every_game() -> None:
    """Any action, restored by the hand's and the phase's snapshots, leaves nothing behind;
    played again, it gives the same record."""
    rng = random.Random(7)
    for profile in PROFILES.values():
        for seed in range(6):
            hand = Hand(profile, [rng.randint(5, 200) for _ in range(4)], 0, seed=seed)
            while not hand.is_over:
                seat = rng.choice(hand.actors)
                legal = hand.legal_actions(seat)
                option = rng.choice(legal)
                named = None if hand.actor is not None else seat
                phase = hand.current_phase
                assert phase is not None
                before = _everything(hand)
                state, kept = hand.snapshot(), phase.snapshot()
                record = hand.act(option, named)
                hand.restore(state)
                phase.restore(kept)
                hand.start_phase(phase)  # the hook puts the phase back in progress
                assert _everything(hand) == before, (profile.name, seed, option)
                assert hand.act(option, named) == record


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
        rules=hand.rules,
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
    four, five, six = hand.rules.parse_cards("4h 5h 6c")
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
