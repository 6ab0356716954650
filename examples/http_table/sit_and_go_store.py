"""The database of the sit-and-gos, beside the tables' (``store.Store``: the same engine, tables
of their own), and append-only: nothing is ever updated or deleted.

- ``sit_and_gos``: the set-up, written once (the game, the entries, the structure, the payouts,
  the seed, the turn clock, the bots);
- ``sit_and_go_events``: every change, one row each at the next position: a person's entry, the
  start, each deal (with the clock's reading the level was judged by) and each decision of a
  hand (its PHH text). A row also carries the turn deadline that stands after it, so the turn
  clock finds the sit-and-gos due by their last row.

Two writers that both loaded position ``n`` both try to write row ``n``; the primary key lets one
through and the other gets ``StaleRevisionError``, as a table's revision does. The sit-and-go is
rebuilt from its rows by playing them again (``sit_and_go.SitAndGoRoom``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa

from .store import StaleRevisionError, Store, count_rows

__all__ = ["SitAndGoStore", "StoredSitAndGo"]

_metadata = sa.MetaData()

_sit_and_gos = sa.Table(
    "sit_and_gos",
    _metadata,
    sa.Column("id", sa.String(40), primary_key=True),
    sa.Column("setup", sa.Text, nullable=False),
    sa.Column("creator", sa.String(64), nullable=True),
)

_events = sa.Table(
    "sit_and_go_events",
    _metadata,
    sa.Column("sit_and_go_id", sa.String(40), sa.ForeignKey("sit_and_gos.id"), primary_key=True),
    sa.Column("position", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("entry", sa.Text, nullable=False),
    sa.Column("turn_deadline", sa.Float, nullable=True, index=True),
)


@dataclass(frozen=True, slots=True)
class StoredSitAndGo:
    """A sit-and-go as stored: its set-up and every event, in order."""

    id: str
    setup: dict[str, Any]
    events: tuple[dict[str, Any], ...]


class SitAndGoStore:
    """Every read and write of the sit-and-gos, on the tables' engine."""

    def __init__(self, store: Store) -> None:
        self.engine = store.engine
        store.create_tables(_metadata)

    def create(self, sit_and_go_id: str, setup: dict[str, Any], creator: str | None) -> None:
        with self.engine.begin() as db:
            db.execute(
                _sit_and_gos.insert().values(id=sit_and_go_id, setup=_dump(setup), creator=creator)
            )

    def exists(self, sit_and_go_id: str) -> bool:
        query = sa.select(_sit_and_gos.c.id).where(_sit_and_gos.c.id == sit_and_go_id)
        with self.engine.connect() as db:
            return db.execute(query).first() is not None

    def length(self, sit_and_go_id: str) -> int:
        """The events stored: a copy in memory made from as many is current."""
        query = sa.select(sa.func.count()).where(_events.c.sit_and_go_id == sit_and_go_id)
        with self.engine.connect() as db:
            return int(db.execute(query).scalar_one())

    def load(self, sit_and_go_id: str) -> StoredSitAndGo | None:
        with self.engine.connect() as db:
            setup = db.execute(
                sa.select(_sit_and_gos.c.setup).where(_sit_and_gos.c.id == sit_and_go_id)
            ).scalar_one_or_none()
            if setup is None:
                return None
            entries = db.execute(
                sa.select(_events.c.entry)
                .where(_events.c.sit_and_go_id == sit_and_go_id)
                .order_by(_events.c.position)
            ).scalars()
            events = tuple(json.loads(entry) for entry in entries)
        return StoredSitAndGo(sit_and_go_id, json.loads(setup), events)

    def append(
        self,
        sit_and_go_id: str,
        start: int,
        events: Sequence[dict[str, Any]],
        turn_deadline: float | None,
    ) -> None:
        """Append ``events`` at positions ``start``, ``start + 1``, ...; the last row carries
        ``turn_deadline``. ``StaleRevisionError`` (and nothing written) when another writer took
        one of those positions first."""
        if not events:
            return
        rows = [
            {
                "sit_and_go_id": sit_and_go_id,
                "position": start + k,
                "entry": _dump(event),
                "turn_deadline": turn_deadline if k == len(events) - 1 else None,
            }
            for k, event in enumerate(events)
        ]
        try:
            with self.engine.begin() as db:
                db.execute(_events.insert(), rows)
        except sa.exc.IntegrityError:
            raise StaleRevisionError(sit_and_go_id) from None

    def count(self, creator: str | None = None) -> int:
        """The sit-and-gos in all, or those made by ``creator``."""
        return count_rows(self.engine, _sit_and_gos, creator)

    def due(self, now: float, limit: int = 100) -> list[str]:
        """The sit-and-gos whose last row's turn deadline has passed at ``now``."""
        last = (
            sa.select(_events.c.sit_and_go_id, sa.func.max(_events.c.position).label("position"))
            .group_by(_events.c.sit_and_go_id)
            .subquery()
        )
        query = (
            sa.select(_events.c.sit_and_go_id)
            .join(
                last,
                sa.and_(
                    _events.c.sit_and_go_id == last.c.sit_and_go_id,
                    _events.c.position == last.c.position,
                ),
            )
            .where(_events.c.turn_deadline.is_not(None), _events.c.turn_deadline <= now)
            .order_by(_events.c.turn_deadline)
            .limit(limit)
        )
        with self.engine.connect() as db:
            return list(db.execute(query).scalars())


def _dump(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))
