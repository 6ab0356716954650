"""A hypothesis state machine playing random legal actions at 2-8 seats with short stacks."""

from __future__ import annotations

import os
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

from _invariants import check_invariants, illegal_candidates, try_illegal
from studpoker.hand import Hand
from studpoker.profiles import FIVE_CARD_STUD_HOME, SEVEN_CARD_STUD

PROFILES = [
    FIVE_CARD_STUD_HOME,
    FIVE_CARD_STUD_HOME.replace(showdown_muck=True),
    FIVE_CARD_STUD_HOME.replace(short_all_in="full_bet", bring_in_all_in="pass_bring_in"),
    FIVE_CARD_STUD_HOME.replace(bring_in_option=True, cap_counts_completion=True),
    FIVE_CARD_STUD_HOME.replace(bring_in=None, fold_when_check_possible=True),
    FIVE_CARD_STUD_HOME.replace(steps=(4, 4, 8, 8), open_pair_step=8, cap_counts="in_hand"),
    SEVEN_CARD_STUD,
]


def stacks_strategy(seats: int) -> st.SearchStrategy[list[int]]:
    """Short stacks often, so antes, bring-ins and raises go all-in."""
    return st.lists(st.one_of(st.integers(1, 6), st.integers(7, 40)), min_size=2, max_size=seats)


class HandMachine(RuleBasedStateMachine):
    hand: Hand
    total: int

    def _new_hand(self, data: st.DataObject) -> None:
        profile = data.draw(st.sampled_from(PROFILES))
        stacks = data.draw(stacks_strategy(profile.max_players))
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
        legal = self.hand.legal_actions()
        option = data.draw(st.sampled_from(legal))
        for each in legal:
            assert self.hand.can_act(each)
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


HandMachine.TestCase.settings = settings(
    max_examples=int(os.environ.get("STUDPOKER_HYPOTHESIS_EXAMPLES", "150")),
    stateful_step_count=60,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
TestHandMachine = HandMachine.TestCase
