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


# the events of a player's decision (records.py)
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
    assert stored is not None
    first.close()
    plays = []
    for copy in range(COPIES):
        store = Store(f"sqlite:///{tmp_path / f'copy{copy}.db'}")
        store.create(table_id, stored.document, None, stored.seats.values())
        state = Room(store).deal(table_id, token)
        while not bot_moves(state) and state["options"]:  # the person acts until a bot has
            kinds = {option["kind"]: option for option in state["options"]}
            choice = next(kinds[k] for k in ("post_bring_in", "check", "call") if k in kinds)
            state = Room(store).act(table_id, token, action=choice["notation"])
        store.close()
        assert bot_moves(state)
        plays.append(bot_moves(state))
    assert len(set(plays)) > 1, plays[0]
