"""A hypothesis state machine playing random legal actions with short stacks: one machine per
profile of ``PROFILES`` and one over variants of the home profile's rule choices."""

from __future__ import annotations

import random

from hypothesis import HealthCheck, settings
from hypothesis import strategies as st
from hypothesis.stateful import (
    RuleBasedStateMachine,
    initialize,
    invariant,
    precondition,
    rule,
)

from studpoker.games.profiles import FIVE_CARD_STUD_HOME, PROFILES, SEVEN_CARD_STUD, Profile
from studpoker.hand import Hand
from studpoker.hand.actions import Action
from tests.support.invariants import check_invariants, illegal_candidates, try_illegal
from tests.support.sweeps import sweep_size

HOME_VARIANTS = [
    FIVE_CARD_STUD_HOME,
    FIVE_CARD_STUD_HOME.replace(showdown_muck=True),
    FIVE_CARD_STUD_HOME.replace(short_all_in="full_bet", bring_in_all_in="pass_bring_in"),
    FIVE_CARD_STUD_HOME.replace(bring_in_option=True, cap_counts_completion=True),
    FIVE_CARD_STUD_HOME.replace(bring_in=None, fold_when_check_possible=True),
    FIVE_CARD_STUD_HOME.replace(steps=(4, 4, 8, 8), open_pair_step=8, cap_counts="in_hand"),
    SEVEN_CARD_STUD,
]


def stacks_strategy(profile: Profile) -> st.SearchStrategy[list[int]]:
    """Short stacks often, so antes, bring-ins and raises go all-in (in proportion to stakes)."""
    unit = max(1, profile.steps[-1] // 4)
    chips = st.one_of(st.integers(1, 6 * unit), st.integers(7 * unit, 40 * unit))
    return st.lists(chips, min_size=2, max_size=profile.max_players)


class HandMachine(RuleBasedStateMachine):
    profiles: list[Profile] = HOME_VARIANTS
    hand: Hand
    total: int

    def _new_hand(self, data: st.DataObject) -> None:
        profile = data.draw(st.sampled_from(self.profiles))
        stacks = data.draw(stacks_strategy(profile))
        dealer = data.draw(st.integers(0, len(stacks) - 1))
        seed = data.draw(st.integers(0, 2**32))
        self.hand = Hand(profile, stacks, dealer, seed=seed)
        self.total = sum(stacks)

    @initialize(data=st.data())
    def deal(self, data: st.DataObject) -> None:
        self._new_hand(data)

    @precondition(lambda self: self.hand.is_over)
    @rule(data=st.data())
    def next_hand(self, data: st.DataObject) -> None:
        self._new_hand(data)

    @precondition(lambda self: not self.hand.is_over)
    @rule(data=st.data())
    def take_a_legal_action(self, data: st.DataObject) -> None:
        if self.hand.actor is None:  # several seats choose at once (flip stud's turn-up)
            seat = data.draw(st.sampled_from(self.hand.actors))
            choice = data.draw(st.sampled_from(self.hand.legal_actions(seat)))
            assert self.hand.can_act(choice, seat)
            if data.draw(st.booleans()):
                self.hand.act(f"p{seat + 1} {choice.notation}")
            else:
                self.hand.act(choice, seat)
            return
        legal = self.hand.legal_actions()
        option = data.draw(st.sampled_from(legal))
        for each in legal:
            assert self.hand.can_act(each)
        if option.max_to > option.min_to:  # a pot/no-limit range: any amount within it
            self.hand.act(Action("cbr", data.draw(st.integers(option.min_to, option.max_to))))
            return
        self.hand.act(option.notation if data.draw(st.booleans()) else option)

    @precondition(lambda self: not self.hand.is_over)
    @rule(seed=st.integers(0, 2**16))
    def refuse_illegal_actions(self, seed: int) -> None:
        rng = random.Random(seed)
        for action in illegal_candidates(self.hand, rng):
            try_illegal(self.hand, action)

    @invariant()
    def chips_conserved_and_actor_can_act(self) -> None:
        if hasattr(self, "hand"):
            check_invariants(self.hand, self.total)


SETTINGS = settings(
    max_examples=sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 150, 5_000),
    stateful_step_count=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
PER_PROFILE = settings(
    SETTINGS, max_examples=max(10, sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 60, 5_000))
)

HandMachine.TestCase.settings = SETTINGS
TestHandMachine = HandMachine.TestCase


def _machine_for(profile: Profile) -> type[HandMachine]:
    machine = type(f"{profile.name}_machine", (HandMachine,), {"profiles": [profile]})
    machine.TestCase.settings = PER_PROFILE  # type: ignore[attr-defined]
    return machine


# one state machine per profile (rules §6), each its own test case
for _profile in PROFILES.values():
    globals()[f"TestHandMachine_{_profile.name}"] = _machine_for(_profile).TestCase
