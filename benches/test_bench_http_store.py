"""The HTTP example's store: the cost of one write against the table's age.

A table of two calling stations (and a person sitting out, whose token deals) is played to 10,
100 and 1,000 hands; at each age the benchmark times one request that deals and plays a whole
hand (``Room.deal``: the bots play it out, one save) and, inside it, the store's write alone
(``Store.save``). The store appends each change (the log's new entries, the running hand's row,
the small state), so both stay flat as the table ages, where a save of the whole
``saving.save(table)`` grows with every hand (its size is printed beside them). With
``STUDPOKER_BENCH_SMOKE=1`` the ages are 2, 5 and 10 hands. No timing assertion.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest

from bench_support import median, sized

pytest.importorskip("pytest_benchmark")
pytest.importorskip("sqlalchemy", reason="the http extra (sqlalchemy) is not installed")

from examples.http_table.room import Room
from examples.http_table.store import Store
from studpoker import saving

AGES = (sized(10, 2), sized(100, 5), sized(1_000, 10))
ROUNDS = sized(15, 2)
RESULTS: dict[int, tuple[float | None, float, int]] = {}


class TimedStore(Store):
    """The store, timing each save."""

    def __init__(self, url: str) -> None:
        super().__init__(url)
        self.saves: list[float] = []

    def save(self, *args: Any, **kwargs: Any) -> int:
        start = time.perf_counter()
        try:
            return super().save(*args, **kwargs)
        finally:
            self.saves.append(time.perf_counter() - start)


@pytest.fixture(scope="module")
def aging(tmp_path_factory: pytest.TempPathFactory) -> Iterator[tuple[Room, TimedStore, str, str]]:
    database = tmp_path_factory.mktemp("bench-http") / "store.db"
    store = TimedStore(f"sqlite:///{database}")
    room = Room(store)
    table_id = room.create_table(
        game="five_card_stud_home",
        seats=3,
        bots={1: "calling_station", 2: "calling_station"},
        chips=10**12,
        buy_in=None,
        seed=11,
        turn_seconds=None,
    )["id"]
    token = room.join(table_id, 0, 100, "dealer")["token"]
    room.sit_out(table_id, token)
    yield room, store, table_id, token
    store.close()


@pytest.mark.parametrize("age", AGES)
def test_write_cost_against_table_age(benchmark: Any, aging: Any, age: int) -> None:
    room, store, table_id, token = aging
    while room.public(table_id)["hands_played"] < age:
        room.deal(table_id, token)
    store.saves.clear()
    benchmark.pedantic(lambda: room.deal(table_id, token), rounds=ROUNDS)
    assert store.saves  # every deal wrote once
    saves = sorted(store.saves)
    whole = len(saving.save(room._load(table_id).table))
    RESULTS[age] = (median(benchmark), saves[len(saves) // 2], whole)
    assert room.public(table_id)["hands_played"] >= age
    if age == AGES[-1]:
        report()


def report() -> None:
    print("\nHTTP store: one request dealing a whole hand, and its write, against the table's age")
    for age, (request, save, whole) in sorted(RESULTS.items()):
        timed = "   (timing off)" if request is None else f"{request * 1e3:8.2f} ms"
        print(
            f"  at hand {age:>6,}: request {timed}, Store.save {save * 1e3:6.2f} ms"
            f"  (the whole document would be {whole:>10,} bytes)"
        )
