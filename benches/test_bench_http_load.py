"""The HTTP example under load: requests per second and the p50/p99 latency of a request, on
SQLite (one server process) and on PostgreSQL (one process, then two sharing the database).

Real uvicorn servers on 127.0.0.1 (subprocesses) and people over real HTTP, one thread each,
at tables of two people and a bot (tests/support/http_crowd.py: they deal, act on a random
legal option, read their view while the other is to act, and check every answer for leaked
cards and lost chips). Each round plays ``SECONDS`` and then one more hand at each table;
the figures are the median over the rounds of each round's own (so median of 3 in a timed
run). The client shares the machine with the servers: on two cores its own work is part of
what is measured. The PostgreSQL server is the tests' own (tests/support/postgres.py), with its
durable defaults (``fsync`` on), like SQLite's. With ``STUDPOKER_BENCH_SMOKE=1``: one short
round at two tables. No timing assertion.
"""

from __future__ import annotations

import random
import statistics
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bench_support import SMOKE, sized

pytest.importorskip("pytest_benchmark")
pytest.importorskip("fastapi", reason="the http extra (fastapi) is not installed")
pytest.importorskip("uvicorn", reason="the http extra (uvicorn) is not installed")
pytest.importorskip("sqlalchemy", reason="the http extra (sqlalchemy) is not installed")
httpx = pytest.importorskip("httpx", reason="the http extra (httpx) is not installed")

from tests.support.http_crowd import (  # noqa: E402
    Finish,
    Player,
    percentile,
    run_together,
    seat_people,
)
from tests.support.http_server import ServerProcess, start_server  # noqa: E402
from tests.support.postgres import (  # noqa: E402
    PostgresServer,
    PostgresUnavailable,
    postgres_server,
)

TABLES = sized(8, 2)
SECONDS = 0.5 if SMOKE else 10.0
ROUNDS = sized(3, 1)
GAMES = ("five_card_stud_home", "seven_card_stud", "razz", "seven_card_stud_hi_lo")
SETUPS = {
    "SQLite, 1 process": ("sqlite", 1),
    "PostgreSQL, 1 process": ("postgresql", 1),
    "PostgreSQL, 2 processes": ("postgresql", 2),
}


@pytest.fixture(scope="module")
def postgres() -> Iterator[PostgresServer]:
    try:
        with postgres_server(durable=True) as server:
            yield server
    except PostgresUnavailable as reason:
        pytest.skip(f"no PostgreSQL server can be started: {reason}")


@pytest.mark.parametrize("setup", list(SETUPS))
def test_requests_per_second(
    benchmark: Any, setup: str, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    kind, processes = SETUPS[setup]
    if kind == "sqlite":
        url = f"sqlite:///{tmp_path / 'tables.db'}"
    else:
        server: PostgresServer = request.getfixturevalue("postgres")
        url = server.create_database(f"load_{processes}")
    servers = [start_server(url, tmp_path / f"server{i}.log") for i in range(processes)]
    rounds: list[tuple[float, float, float, int, int]] = []
    try:
        for running in servers:
            running.wait_ready()
        players = seat(servers)

        def one_round() -> None:
            rounds.append(play_round(players))

        benchmark.pedantic(one_round, rounds=ROUNDS, iterations=1)
    finally:
        for running in servers:
            running.stop()
    problems = [problem for player in players for problem in player.problems]
    assert not problems, problems[:5]
    assert all(count for *_, count, _ in rounds)
    rps, p50, p99 = (statistics.median(r[i] for r in rounds) for i in range(3))
    conflicts = sum(r[4] for r in rounds) / max(1, sum(r[3] for r in rounds))
    print(
        f"\nHTTP load, {setup}: {rps:7.0f} requests/s, p50 {p50 * 1e3:6.1f} ms, p99 "
        f"{p99 * 1e3:6.1f} ms ({len(players)} people at {TABLES} tables, {conflicts:.1%} 409)"
    )


def seat(servers: list[ServerProcess]) -> list[Player]:
    urls = [server.url for server in servers]
    rng = random.Random(7)
    players = []
    with httpx.Client(timeout=30) as client:
        for i in range(TABLES):
            players += seat_people(
                client, urls[i % len(urls)], game=GAMES[i % len(GAMES)], people=2, bots=1,
                chips=10**9, rng=rng, urls=urls,
            )  # fmt: skip
    return players


def play_round(players: list[Player]) -> tuple[float, float, float, int, int]:
    """One round: requests per second, p50, p99, the requests and the 409s among them."""
    for player in players:
        player.latencies.clear()
        player.statuses.clear()
    stop = time.monotonic() + SECONDS
    deadline = stop + 120.0
    finish = Finish(lambda: time.monotonic() > stop, more=1)

    def play(player: Player) -> None:
        with httpx.Client(timeout=30) as client:
            if not player.play(client, finish.of(player), deadline):
                player.problems.append(f"table {player.table_id}: the round did not end")

    start = time.perf_counter()
    run_together(players, play)
    elapsed = time.perf_counter() - start
    latencies = [seconds for player in players for seconds in player.latencies]
    conflicts = sum(player.statuses.get(409, 0) for player in players)
    if not latencies:
        return 0.0, 0.0, 0.0, 0, 0
    return (
        len(latencies) / elapsed,
        percentile(latencies, 0.5),
        percentile(latencies, 0.99),
        len(latencies),
        conflicts,
    )
