"""Several rooms over one database, as several server processes would be (each room with its
own store and connection pool, on SQLite and on PostgreSQL): two changes of one table made at
once never both land, two clocks never time out one player twice, and a read never mixes two
revisions of a table. A barrier in the store holds every writer until all have made their
change, so the race is run every time, not by chance."""

from __future__ import annotations

import threading
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest

pytest.importorskip("sqlalchemy", reason="the http extra (sqlalchemy) is not installed")

import sqlalchemy as sa

from examples.http_table.room import Room, RoomError
from examples.http_table.sit_and_go_store import SitAndGoStore
from examples.http_table.store import StaleRevisionError, Store
from studpoker.saving import restore_table
from tests.support.postgres import PostgresServer

BARRIER_SECONDS = 30.0
"""How long a writer waits for the others at the barrier before the test fails."""


class MeetingStore(Store):
    """A store whose writes wait at ``barrier`` (when set) until every writer has come."""

    def __init__(self, url: str) -> None:
        super().__init__(url)
        self.barrier: threading.Barrier | None = None

    def save(self, *args: Any, **kwargs: Any) -> int:
        if self.barrier is not None:
            self.barrier.wait(BARRIER_SECONDS)
        return super().save(*args, **kwargs)


def two_rooms(url: str, clock: Callable[[], float] | None = None) -> list[Room]:
    stores = [MeetingStore(url), MeetingStore(url)]
    if clock is None:
        return [Room(store) for store in stores]
    return [Room(store, clock=clock) for store in stores]


def meet(rooms: list[Room]) -> None:
    barrier = threading.Barrier(len(rooms))
    for room in rooms:
        assert isinstance(room.store, MeetingStore)
        room.store.barrier = barrier


def at_once(*calls: Callable[[], Any]) -> list[Any]:
    """Each call in its own thread; its result, or the exception it raised."""

    def outcome(call: Callable[[], Any]) -> Any:
        try:
            return call()
        except Exception as err:
            return err

    with ThreadPoolExecutor(len(calls)) as pool:
        return list(pool.map(outcome, calls))


def new_table(room: Room, people: int, turn_seconds: float | None = None) -> tuple[str, list[str]]:
    bots = dict.fromkeys(range(people, 3), "calling_station")
    table_id = room.create_table(
        game="five_card_stud_home",
        seats=3,
        bots=bots,
        chips=100,
        buy_in=None,
        seed=None,
        turn_seconds=turn_seconds,
    )["id"]
    tokens = [room.join(table_id, seat, 100, f"p{seat}")["token"] for seat in range(people)]
    return table_id, tokens


def test_two_changes_at_once_one_lands_the_other_is_refused(database_url: str) -> None:
    """Two rooms load one table and change it at once (two people sit out): the first write
    lands, the second finds the revision moved and is refused with 409, writing nothing; asked
    again it lands on top of the first. No change is lost."""
    first, second = two_rooms(database_url)
    table_id, (one, two) = new_table(first, people=2)
    revision = first.store.revision(table_id)
    assert revision is not None
    meet([first, second])
    results = at_once(lambda: first.sit_out(table_id, one), lambda: second.sit_out(table_id, two))
    refused = [r for r in results if isinstance(r, Exception)]
    assert len(refused) == 1, results
    assert isinstance(refused[0], RoomError)
    assert refused[0].status == 409
    assert "changed meanwhile" in str(refused[0])
    assert first.store.revision(table_id) == revision + 1  # one write, not two
    landed = {r["seat"] for r in results if isinstance(r, dict)}
    assert second.public(table_id)["seats"][landed.pop()]["sitting_out"]
    loser = 1 if isinstance(results[1], Exception) else 0
    assert not first.public(table_id)["seats"][loser]["sitting_out"]
    for room in (first, second):
        assert isinstance(room.store, MeetingStore)
        room.store.barrier = None
    again = (first, second)[loser].sit_out(table_id, (one, two)[loser])
    assert [seat["sitting_out"] for seat in again["table"]["seats"][:2]] == [True, True]


def test_two_clocks_time_out_a_player_once(database_url: str) -> None:
    """Both rooms' clocks find the person's time run out and play for them at once: one of them
    times the player out, the other's write is refused, and the hand holds one default action
    and the seat one timeout."""
    now = [1_000.0]
    first, second = two_rooms(database_url, clock=lambda: now[0])
    table_id, (token,) = new_table(first, people=1, turn_seconds=5.0)
    state = first.deal(table_id, token)
    assert state["table"]["actor"] == 0
    now[0] += 6.0
    meet([first, second])
    played = at_once(first.expire_due, second.expire_due)
    assert sorted(map(len, played)) == [0, 1], played  # one clock played, the other gave way
    stored = first.store.load(table_id)
    assert stored is not None
    assert stored.seats[0].timeouts == 1
    document = first.store.document(table_id)
    assert document is not None
    hand = restore_table(document).hand
    assert hand is not None
    defaults = [r for r in hand.view(None).to_dict()["history"] if r.get("by_default")]
    assert [r["seat"] for r in defaults] == [0]  # its bring-in, check or fold, played once


def test_a_read_never_mixes_two_revisions(database_url: str) -> None:
    """A document asked for at a revision the table has left is refused, and so is one read
    across a write (the revision moved between its first read and its last): a room whose read
    was overtaken so reads again, and its change lands on top of the other room's."""
    first, second = two_rooms(database_url)
    table_id, (one, two) = new_table(first, people=2)
    old = first.store.revision(table_id)
    assert old is not None
    second.public(table_id)  # the second room keeps a copy at this revision
    first.sit_out(table_id, one)
    with pytest.raises(StaleRevisionError):
        first.store.document(table_id, old)
    overtaken = OvertakenStore(database_url, lambda: first.sit_in(table_id, one))
    third = Room(overtaken)
    third.sit_out(table_id, two)  # its first read is overtaken by the sit_in above
    assert overtaken.overtaken
    seats = second.public(table_id)["seats"]
    assert [seat["sitting_out"] for seat in seats[:2]] == [False, True]


class OvertakenStore(Store):
    """A store whose first document read is overtaken by ``write``, made after it has read the
    table's row and before it reads the log: the parts it reads are of two revisions."""

    def __init__(self, url: str, write: Callable[[], object]) -> None:
        super().__init__(url)
        self.write: Callable[[], object] | None = write
        self.overtaken = False
        sa.event.listen(self.engine, "before_cursor_execute", self._before)

    def _before(self, conn: Any, cursor: Any, statement: str, *args: Any) -> None:
        if self.write is not None and statement.lstrip().startswith("SELECT table_log.entry"):
            write, self.write = self.write, None
            write()

    def document(self, table_id: str, revision: int | None = None) -> str | None:
        try:
            return super().document(table_id, revision)
        except StaleRevisionError:
            self.overtaken = True
            raise


def test_processes_starting_together_make_the_tables_once(postgres: PostgresServer) -> None:
    """Servers started at once on an empty PostgreSQL database all come up: the tables are made
    under an advisory lock, once."""
    url = postgres.create_database("started_together")
    stores = at_once(*[lambda: started(url) for _ in range(4)])
    assert all(isinstance(store, Store) for store in stores), stores
    assert stores[0].count_tables() == 0
    for store in stores:
        store.close()


def started(url: str) -> Store:
    """A server's stores as ``create_app`` makes them: the tables', then the sit-and-gos'."""
    store = Store(url)
    SitAndGoStore(store)
    return store
