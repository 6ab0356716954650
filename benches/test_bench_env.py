"""Environment steps per second with a random legal policy, beside RLCard's Texas hold'em.

Our ``studpoker.env`` (two agents: home five-card stud, seven-card stud, no-limit five-card stud)
beside RLCard's own environments ``rlcard.make("limit-holdem")`` and ``"no-limit-holdem"`` (the
yardstick: ``env.step`` with a uniformly random legal action id, two players; the ``bench``
extra installs RLCard), and PettingZoo's classic ``texas_holdem_v4`` and
``texas_holdem_no_limit_v6`` (RLCard's games behind PettingZoo's AEC API, installed with the
``classic`` extra of PettingZoo). The games differ, a step is the same: one decision, its
observation built. For the AEC environments the loop is ``last()`` (the observation and its
mask), a uniformly random open action, ``step`` (the dead-steps at the end of an episode are not
counted); RLCard's ``step`` returns the next player's state (its observation and legal actions).
An engine not installed is skipped with the reason. Medians of several rounds; no timing
assertion.
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


def play_rlcard(make: Callable[[], Any], counted: list[int]) -> None:
    """RLCard's loop: ``reset``, then ``step`` a random legal action id until the game is over;
    seeded, so every round counts the same steps."""
    game, rng = make(), random.Random(1)
    steps = 0
    for _ in range(EPISODES):
        state, _ = game.reset()
        while not game.is_over():
            state, _ = game.step(rng.choice(list(state["legal_actions"])))
            steps += 1
    counted.append(steps)


def studpoker_env(profile_name: str) -> tuple[Callable[[], Any], Player]:
    from studpoker import PROFILES
    from studpoker.env import env

    return lambda: env(profile=PROFILES[profile_name], players=2), play


def rlcard_env(name: str) -> tuple[Callable[[], Any], Player]:
    rlcard = pytest.importorskip("rlcard", reason="RLCard is not installed (the bench extra)")
    return lambda: rlcard.make(name, config={"seed": 1}), play_rlcard


def pettingzoo_env(name: str) -> tuple[Callable[[], Any], Player]:
    try:  # RLCard, and pygame for its rendering, come with PettingZoo's classic extra
        module = __import__(f"pettingzoo.classic.{name}", fromlist=["env"])
    except ImportError as missing:
        pytest.skip(f"pettingzoo.classic.{name} cannot be imported: {missing}")
    return lambda: module.env(num_players=2), play


Player = Callable[[Callable[[], Any], list[int]], None]
YARDSTICK = "rlcard limit-holdem"
GAMES: dict[str, Callable[[], tuple[Callable[[], Any], Player]]] = {
    "studpoker five_card_stud_home": lambda: studpoker_env("five_card_stud_home"),
    "studpoker seven_card_stud": lambda: studpoker_env("seven_card_stud"),
    "studpoker five_card_stud_no_limit": lambda: studpoker_env("five_card_stud_no_limit"),
    "rlcard limit-holdem": lambda: rlcard_env("limit-holdem"),
    "rlcard no-limit-holdem": lambda: rlcard_env("no-limit-holdem"),
    "pettingzoo texas_holdem_v4": lambda: pettingzoo_env("texas_holdem_v4"),
    "pettingzoo texas_holdem_no_limit_v6": lambda: pettingzoo_env("texas_holdem_no_limit_v6"),
}


@pytest.mark.parametrize("game", list(GAMES))
def test_env_steps(benchmark: Any, game: str) -> None:
    make, player = GAMES[game]()
    counted: list[int] = []
    benchmark.pedantic(lambda: player(make, counted), rounds=ROUNDS)
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
    print("\nenvironment decisions per second (median of rounds), random legal policy, 2 agents")
    base = RESULTS.get(YARDSTICK)
    for game, rate in RESULTS.items():
        ratio = f"{rate / base:6.2f}x {YARDSTICK}" if base else ""
        print(f"  {game:40s} {rate:10.0f}  {ratio}")
