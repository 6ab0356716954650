"""The HTTP example under a crowd and through crashes, on SQLite and on PostgreSQL: real server
processes (uvicorn) on 127.0.0.1 and people at several tables at once over real HTTP
(tests/support/http_crowd.py). Every answer is checked as it comes (no card its reader may
not know, chips conserved between hands, never older than the answer before), and every
acknowledged change is looked for in the database at the end. Bounded: a few hands a table,
servers waited for by polling, never by sleeping."""

from __future__ import annotations

import random
import threading
import time
from pathlib import Path

import pytest

pytest.importorskip("fastapi", reason="the http extra (fastapi) is not installed")
pytest.importorskip("uvicorn", reason="the http extra (uvicorn) is not installed")
httpx = pytest.importorskip("httpx", reason="the http extra (httpx) is not installed")
pytest.importorskip("sqlalchemy", reason="the http extra (sqlalchemy) is not installed")

from examples.http_table.store import Store  # noqa: E402
from tests.support.http_crowd import (  # noqa: E402
    Finish,
    Player,
    check_stored,
    run_together,
    seat_people,
)
from tests.support.http_server import (  # noqa: E402
    STARTUP_SECONDS,
    ServerProcess,
    free_port,
    start_server,
)

GAMES = ("five_card_stud_home", "seven_card_stud", "razz", "flip_stud")
"""One table of each, two people and a bot at each."""
HANDS = 3
"""The hands each table plays."""
CHIPS = 1_000
PLAY_SECONDS = 150.0
"""A bound on the play (it takes a few seconds): past it a table that has not played its hands
fails the test instead of hanging it."""
KILLS = 3
"""The crash test's ``kill -9``s."""


def servers_on(database_url: str, folder: Path, count: int) -> list[ServerProcess]:
    """``count`` server processes over one database, started at once, each waited for."""
    servers = [start_server(database_url, folder / f"server{i}.log") for i in range(count)]
    try:
        for server in servers:
            server.wait_ready()
    except BaseException:
        for server in servers:
            server.stop()
        raise
    return servers


def problems_of(players: list[Player], database_url: str) -> list[str]:
    store = Store(database_url)
    try:
        stored = check_stored(players, store.document)
    finally:
        store.close()
    return [problem for player in players for problem in player.problems] + stored


def test_a_crowd_at_several_tables(database_url: str, tmp_path: Path) -> None:
    """Two people and a bot at each of four tables, all at once, play three hands; on
    PostgreSQL two server processes share the database and each person's requests go to either
    at random. A fifth table's second person never acts: the servers' clocks play for it (one
    second a turn). No 5xx, no refusal but 409 (out of turn, or another process wrote first),
    nothing leaked, no chip made or lost, nothing acknowledged missing."""
    count = 2 if database_url.startswith("postgresql") else 1
    servers = servers_on(database_url, tmp_path, count)
    urls = [server.url for server in servers]
    rng = random.Random(2026)
    try:
        with httpx.Client(timeout=30) as client:
            players = []
            for i, game in enumerate(GAMES):
                players += seat_people(
                    client, urls[i % count], game=game, people=2, bots=1, chips=CHIPS, rng=rng,
                    urls=urls,
                )  # fmt: skip
            awake, stalled = seat_people(
                client, urls[-1], game="five_card_stud_home", people=2, bots=1, chips=CHIPS,
                rng=rng, urls=urls, turn_seconds=1.0,
            )  # fmt: skip
            players.append(awake)
        deadline = time.monotonic() + PLAY_SECONDS

        def play(player: Player) -> None:
            with httpx.Client(timeout=30) as own:
                if not player.play(own, lambda table: table["hands_played"] >= HANDS, deadline):
                    player.problems.append(f"table {player.table_id}: {HANDS} hands not played")

        run_together(players, play)
    finally:
        for server in servers:
            server.stop()
    assert not problems_of([*players, stalled], database_url)
    answered = {status for player in players for status in player.statuses}
    assert answered <= {200, 409}, answered
    assert sum(len(player.acks) for player in players) >= len(players) * HANDS
    store = Store(database_url)
    try:
        stored = store.load(stalled.table_id)
        assert stored is not None
        timeouts = stored.seats[stalled.seat].timeouts
    finally:
        store.close()
    assert timeouts >= 1, "the clock never played for the stalled person"


def test_kill_9_at_random_moments(database_url: str, tmp_path: Path) -> None:
    """People play at three tables while the server is killed with SIGKILL at random moments
    and started again on the same port: an answer that came is never taken back (each later
    answer, and the database at the end, hold it), the tokens still work after every restart,
    no chip is made or lost."""
    port = free_port()
    log = tmp_path / "server.log"
    servers = [start_server(database_url, log, port)]
    servers[0].wait_ready()
    url = servers[0].url
    up = threading.Event()  # clear while the server is down
    up.set()
    killing_over = threading.Event()
    rng = random.Random(9)

    def wait_for_server() -> None:
        assert up.wait(STARTUP_SECONDS), "the server was not started again"

    failed: list[BaseException] = []

    def killer(playing: threading.Event) -> None:
        try:
            playing.wait(STARTUP_SECONDS)
            for _ in range(KILLS):
                time.sleep(rng.uniform(0.2, 1.5))  # a random moment of the play, not a wait
                up.clear()
                servers[-1].kill()
                servers.append(start_server(database_url, log, port))
                servers[-1].wait_ready()
                up.set()
        except BaseException as err:  # a server that did not come back fails the test
            failed.append(err)
        finally:
            up.set()
            killing_over.set()

    finish = Finish(killing_over.is_set, more=2)  # two more hands once the killing is over

    try:
        with httpx.Client(timeout=30) as client:
            players: list[Player] = []
            for game in GAMES[:3]:
                players += seat_people(
                    client, url, game=game, people=2, bots=1, chips=CHIPS, rng=rng
                )
        deadline = time.monotonic() + PLAY_SECONDS
        playing = threading.Event()

        def play(player: Player) -> None:
            with httpx.Client(timeout=30) as own:
                playing.set()
                if not player.play(own, finish.of(player), deadline, wait_for_server):
                    player.problems.append(f"table {player.table_id}: the play did not end")

        crash = threading.Thread(target=killer, args=(playing,))
        crash.start()
        run_together(players, play)
        crash.join(PLAY_SECONDS)
        assert killing_over.is_set()
        assert not failed, failed
        # after the last restart every person is still answered on its token
        with httpx.Client(base_url=url, timeout=30) as client:
            for player in players:
                answer = client.get(
                    f"/tables/{player.table_id}/view",
                    headers={"Authorization": f"Bearer {player.token}"},
                )
                assert answer.status_code == 200, answer.text
                player.check(answer.json(), acknowledged=False)
    finally:
        servers[-1].stop()
    assert len(servers) == KILLS + 1
    assert sum(player.unanswered for player in players) >= KILLS  # each kill was felt
    assert not problems_of(players, database_url)
    assert all(player.acks for player in players)
    answered = {status for player in players for status in player.statuses}
    assert answered <= {200, 409}, answered
