"""The environment reads on from where it left off (the observation's history block, the views
of one state of the hand) and observes exactly what a fresh encoder makes of a fresh view."""

from __future__ import annotations

import random

import pytest

pytest.importorskip("pettingzoo")
np = pytest.importorskip("numpy")

from studpoker import PROFILES, Hand  # noqa: E402
from studpoker.env import ObservationEncoder, StudEnv  # noqa: E402
from tests.support.random_play import (  # noqa: E402
    apply_decision,
    draw_decision,
    random_game,
    random_stacks,
)
from tests.support.sweeps import sweep_size  # noqa: E402

HANDS = sweep_size("STUDPOKER_ENV_READING_HANDS", 4)


@pytest.mark.parametrize("name", sorted(PROFILES))
def test_an_encoder_reading_on_encodes_as_a_fresh_one(name: str) -> None:
    rng = random.Random(f"reading-on/{name}")
    for number in range(HANDS):
        game = random_game(PROFILES[name], rng)
        n = rng.randint(2, game.max_players)
        hands = [Hand(game, random_stacks(game, rng, n), 0, seed=number * 2 + k) for k in (0, 1)]
        # some hands deal a part of the table: positions count table seats
        table = None if number % 2 else tuple(sorted(rng.sample(range(n + 1), n)))
        players = n if table is None else n + 1
        length = rng.choice((0, 1, 4, 64))
        kept = ObservationEncoder(game, players, 10**6, length)
        while not all(hand.is_over for hand in hands):
            # two hands read by one encoder, each seat now and then
            hand = rng.choice([hand for hand in hands if not hand.is_over])
            for seat in range(n):
                if rng.random() < 0.5:
                    view = hand.view(seat)
                    fresh = ObservationEncoder(game, players, 10**6, length).encode(view, table)
                    assert np.array_equal(kept.encode(view, table), fresh), (seat, number)
            apply_decision(hand, draw_decision(hand, rng))


@pytest.mark.parametrize("name", ["seven_card_stud", "flip_stud", "five_card_stud_no_limit"])
def test_the_environment_observes_a_fresh_view_at_every_step(name: str) -> None:
    e = StudEnv(PROFILES[name], players=3, seed=4, hands=5)
    e.reset()
    rng = random.Random(4)
    for agent in e.agent_iter():
        observation, _, terminated, truncated, _ = e.last()
        if terminated or truncated:
            e.step(None)
            continue
        assert e.hand is not None
        seat = e.hand_seats.index(e.possible_agents.index(agent))
        fresh = ObservationEncoder(e.profile, 3, e.encoder.chips, e.encoder.history_length)
        expected = fresh.encode(e.hand.view(seat), e.hand_seats)
        assert np.array_equal(observation["observation"], expected)
        assert np.array_equal(observation["action_mask"], e.action_set.mask(e.hand.view(seat)))
        e.step(rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))
