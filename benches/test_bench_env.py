"""Environment steps per second with a random masked policy, beside PettingZoo's own poker.

Our ``studpoker.env`` (two agents: home five-card stud, seven-card stud, no-limit five-card stud)
beside PettingZoo's classic ``texas_holdem_v4`` and ``texas_holdem_no_limit_v6`` (built on
RLCard, installed by ``make bench`` with the ``classic`` extra of PettingZoo). The games differ,
the loop is the same: ``last()`` (the observation and its mask), a uniformly random open action,
``step``; a step is one decision (the dead-steps at the end of an episode are not counted).
Medians of several rounds; no timing assertion.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

import pytest

from bench_support import median, sized

pytest.importorskip("pytest_benchmark")
pytest.importorskip("pettingzoo")

EPISODES = sized(100, 5)
ROUNDS = sized(5, 1)
RESULTS: dict[str, float] = {}


def play(make: Callable[[], Any], counted: list[int]) -> None:
    """The same episodes every round (seeded), so every round counts the same steps."""
    game, rng = make(), random.Random(1)
    steps = 0
    for episode in range(EPISODES):
        game.reset(seed=rng.getrandbits(31) + episode)
        for _ in game.agent_iter():
            observation, _, terminated, truncated, _ = game.last()
            if terminated or truncated:
                game.step(None)
                continue
            game.step(rng.choice(observation["action_mask"].nonzero()[0].tolist()))
            steps += 1
    counted.append(steps)


def studpoker_env(profile_name: str) -> Callable[[], Any]:
    from studpoker import PROFILES
    from studpoker.env import env

    return lambda: env(profile=PROFILES[profile_name], players=2)


def pettingzoo_env(name: str) -> Callable[[], Any]:
    pytest.importorskip("rlcard")
    module = __import__(f"pettingzoo.classic.{name}", fromlist=["env"])
    return lambda: module.env(num_players=2)


GAMES = {
    "studpoker five_card_stud_home": lambda: studpoker_env("five_card_stud_home"),
    "studpoker seven_card_stud": lambda: studpoker_env("seven_card_stud"),
    "studpoker five_card_stud_no_limit": lambda: studpoker_env("five_card_stud_no_limit"),
    "pettingzoo texas_holdem_v4": lambda: pettingzoo_env("texas_holdem_v4"),
    "pettingzoo texas_holdem_no_limit_v6": lambda: pettingzoo_env("texas_holdem_no_limit_v6"),
}


@pytest.mark.parametrize("game", list(GAMES))
def test_env_steps(benchmark: Any, game: str) -> None:
    make = GAMES[game]()
    counted: list[int] = []
    benchmark.pedantic(lambda: play(make, counted), rounds=ROUNDS)
    assert len(set(counted)) == 1  # the same episodes in every round
    seconds = median(benchmark)
    if seconds is not None:  # None with benchmarking disabled (the CI's plain run)
        RESULTS[game] = counted[0] / seconds


@pytest.fixture(scope="module", autouse=True)
def print_steps_per_second() -> Iterator[None]:
    """Printed after the module's benchmarks (``make bench`` runs with ``-s``)."""
    yield
    if not RESULTS:
        return
    print("\nenvironment decisions per second (median of rounds), random masked policy, 2 agents")
    base = RESULTS.get("pettingzoo texas_holdem_v4")
    for game, rate in RESULTS.items():
        ratio = f"{rate / base:6.2f}x texas_holdem_v4" if base else ""
        print(f"  {game:40s} {rate:10.0f}  {ratio}")
