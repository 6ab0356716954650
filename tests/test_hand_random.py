"""Many random hands with the state machine's invariants (STUDPOKER_RANDOM_HANDS, default 3,000;
100,000 for the full sweep)."""

from __future__ import annotations

import os
import random

import pytest

from _invariants import check_invariants, illegal_candidates, try_illegal
from studpoker.hand import Hand
from studpoker.profiles import FIVE_CARD_STUD_HOME

HANDS = int(os.environ.get("STUDPOKER_RANDOM_HANDS", "3000"))


@pytest.mark.exhaustive
def test_random_hands_keep_every_invariant() -> None:
    rng = random.Random(20261129)
    for number in range(HANDS):
        n = rng.randint(2, 8)
        stacks = [rng.choice((1, 2, 3, 4, 5, 6, 8, 11, 15, 25, 60)) for _ in range(n)]
        total = sum(stacks)
        hand = Hand(FIVE_CARD_STUD_HOME, stacks, rng.randrange(n), seed=number)
        check_invariants(hand, total)
        while not hand.is_over:
            if rng.random() < 0.05:
                for action in illegal_candidates(hand, rng):
                    try_illegal(hand, action)
            legal = hand.legal_actions()
            hand.act(legal[rng.randrange(len(legal))])
            check_invariants(hand, total)
