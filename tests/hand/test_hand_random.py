"""Many random hands of every profile with the state machine's invariants
(STUDPOKER_RANDOM_HANDS hands per profile, default 400; 100,000 for the full sweep)."""

from __future__ import annotations

import random

import pytest

from studpoker.games.profiles import PROFILES, Profile
from studpoker.hand import Hand
from studpoker.hand.actions import Action, LegalAction
from tests.support.invariants import (
    check_invariants,
    illegal_candidates,
    random_choice,
    try_illegal,
)
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_RANDOM_HANDS", 400, 100_000)


@pytest.mark.exhaustive
@pytest.mark.parametrize("ante_trimming", [True, False], ids=["trimmed", "untrimmed"])
@pytest.mark.parametrize("profile", PROFILES.values(), ids=PROFILES.keys())
def test_random_hands_keep_every_invariant(profile: Profile, ante_trimming: bool) -> None:
    profile = profile.replace(ante_trimming=ante_trimming)
    rng = random.Random(20261129)
    unit = max(1, profile.steps[-1] // 4)  # stacks in proportion to the stakes
    for number in range(HANDS):
        n = rng.randint(2, profile.max_players)
        chips = (1, 2, 3, 4, 5, 6, 8, 11, 15, 25, 60)
        stacks = [rng.choice(chips) * unit for _ in range(n)]
        total = sum(stacks)
        hand = Hand(profile, stacks, rng.randrange(n), seed=number)
        check_invariants(hand, total)
        while not hand.is_over:
            if rng.random() < 0.05:
                for action in illegal_candidates(hand, rng):
                    try_illegal(hand, action)
            choice = random_choice(hand, rng)
            assert isinstance(choice, (Action, LegalAction, str))  # str: a turn-up naming its seat
            hand.act(choice)
            check_invariants(hand, total)
