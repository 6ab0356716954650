"""The HTTP example's room in process (examples/http_table/room.py over SQLite files): its bots
are not predictable from what the table shows."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("sqlalchemy", reason="the http extra (sqlalchemy) is not installed")

from examples.http_table.room import Room
from examples.http_table.store import Store

COPIES = 24
"""Tables in the same public state; a bot choosing at random picks alike in all of them with
a chance far below 2**-20."""


# the events of a player's decision (hand/records.py)
DECISIONS = {"bring_in_posted", "folded", "checked", "called", "completed_bet_raised"}


def bot_moves(answer: dict[str, Any]) -> tuple[str, ...]:
    """The bots' decisions in the hand so far (the person sits in seat 0, hand seat 0)."""
    return tuple(
        f"{record['seat']} {record['event']} {record.get('to', '')}"
        for record in answer["view"]["history"]
        if record["event"] in DECISIONS and record["seat"] != 0
    )


def test_equal_public_state_gives_bots_different_choices(tmp_path: Path) -> None:
    """The same table (same id, seed, seats and hand number), copied: the request that deals and
    lets the random bots play is answered with different bot moves. Seeds made of public data
    (the table id, the hand number, the history's length) would make every copy play alike."""
    first = Store(f"sqlite:///{tmp_path / 'table.db'}")
    room = Room(first)
    bots = {1: "random_kind", 2: "random_kind", 3: "random_kind"}
    table_id = room.create_table(
        game="seven_card_stud",
        seats=4,
        bots=bots,
        chips=1000,
        buy_in=None,
        seed=5,
        turn_seconds=None,
    )["id"]
    token = room.join(table_id, 0, 1000, "me")["token"]
    stored = first.load(table_id)
    document = first.document(table_id)
    assert stored is not None
    assert document is not None
    first.close()
    plays = []
    for copy in range(COPIES):
        store = Store(f"sqlite:///{tmp_path / f'copy{copy}.db'}")
        store.create(table_id, document, None, stored.seats.values())
        state = Room(store).deal(table_id, token)
        while not bot_moves(state) and state["options"]:  # the person acts until a bot has
            kinds = {option["kind"]: option for option in state["options"]}
            choice = next(kinds[k] for k in ("post_bring_in", "check", "call") if k in kinds)
            state = Room(store).act(table_id, token, action=choice["notation"])
        store.close()
        assert bot_moves(state)
        plays.append(bot_moves(state))
    assert len(set(plays)) > 1, plays[0]


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def one_person_table(tmp_path: Path, **settings: Any) -> tuple[Room, Store, Clock, str, str]:
    store = Store(f"sqlite:///{tmp_path / 'clock.db'}")
    clock = Clock()
    room = Room(store, clock=clock, **settings)
    table_id = room.create_table(
        game="five_card_stud_home",
        seats=3,
        bots={1: "calling_station", 2: "calling_station"},
        chips=1000,
        buy_in=None,
        seed=3,
        turn_seconds=10,
    )["id"]
    token = room.join(table_id, 0, 1000, "me")["token"]
    return room, store, clock, table_id, token


def test_the_server_times_out_the_player_to_act(tmp_path: Path) -> None:
    """The background task's call (``expire_due``) plays the default action once the stored
    deadline has passed, and not before; a restarted room (a new Room on the same database)
    keeps the deadline."""
    room, store, clock, table_id, token = one_person_table(tmp_path)
    state = room.deal(table_id, token)
    assert state["table"]["actor"] == 0
    deadline = state["table"]["turn_deadline"]
    assert deadline == clock.now + 10
    clock.now += 9
    assert room.expire_due() == []
    restarted = Room(store, clock=clock)
    clock.now += 2
    assert restarted.expire_due() == [table_id]
    after = restarted.view(table_id, token)
    mine = [r for r in after["view"]["history"] if r.get("seat") == 0 and "by_default" in r]
    assert mine
    assert mine[-1]["by_default"] is True
    store.close()


def test_a_seat_timed_out_in_a_row_is_sat_out(tmp_path: Path) -> None:
    from examples.http_table.room import Settings

    room, store, clock, table_id, token = one_person_table(
        tmp_path, settings=Settings(timeouts_to_sit_out=2)
    )
    for _ in range(20):
        state = room.view(table_id, token)
        if state["table"]["seats"][0]["sitting_out"]:
            break
        if not state["table"]["in_hand"]:
            room.deal(table_id, token)
            continue
        clock.now += 11
        room.expire_due()
    seats = room.public(table_id)["seats"]
    assert seats[0]["sitting_out"]
    store.close()


def test_a_request_that_changes_nothing_writes_nothing(tmp_path: Path) -> None:
    room, store, _, table_id, token = one_person_table(tmp_path)
    revision = store.revision(table_id)
    room.sit_in(table_id, token)  # already in
    assert store.revision(table_id) == revision
    room.sit_out(table_id, token)
    assert store.revision(table_id) == revision + 1  # type: ignore[operator]
    room.sit_out(table_id, token)  # already out
    assert store.revision(table_id) == revision + 1  # type: ignore[operator]
    store.close()


def test_table_limits(tmp_path: Path) -> None:
    from examples.http_table.room import RoomError, Settings

    store = Store(f"sqlite:///{tmp_path / 'limits.db'}")
    room = Room(store, settings=Settings(max_tables=3, max_tables_per_client=2))

    def make(creator: str) -> str:
        return str(
            room.create_table(
                game="five_card_stud_home",
                seats=2,
                bots={},
                chips=10,
                buy_in=None,
                seed=None,
                turn_seconds=None,
                creator=creator,
            )["id"]
        )

    made = [make("a"), make("a")]
    with pytest.raises(RoomError) as refused:
        make("a")
    assert refused.value.status == 409
    made.append(make("b"))
    with pytest.raises(RoomError):
        make("c")
    assert store.count_tables() == 3
    assert store.table_ids(2) == sorted(made)[:2]
    assert store.table_ids(2, sorted(made)[1]) == sorted(made)[2:]
    store.close()
