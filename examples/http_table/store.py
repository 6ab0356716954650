"""The database: a small repository over SQLAlchemy Core, so one database URL picks the engine
(``sqlite:///tables.db`` by default; ``postgresql://...`` works unchanged with its driver).

Three tables: ``rooms`` holds each table's saved document (``saving.save(table)``, the server's
omniscient record) with a revision number that every save checks and bumps, so two processes
never overwrite each other's change; ``seats`` holds who sits where (a person's token is kept
only as its SHA-256, a bot by its kind); ``hands`` holds every hand dealt, its own document
(``save(hand)``) and, once it is over, its history as a spectator may read it (PHH).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

import sqlalchemy as sa

__all__ = ["HandRow", "SeatRow", "StaleRevisionError", "Store", "StoredTable"]

_metadata = sa.MetaData()

_rooms = sa.Table(
    "rooms",
    _metadata,
    sa.Column("id", sa.String(40), primary_key=True),
    sa.Column("document", sa.Text, nullable=False),
    sa.Column("revision", sa.Integer, nullable=False),
    sa.Column("turn_seconds", sa.Float, nullable=True),
    sa.Column("turn_key", sa.String(40), nullable=True),
    sa.Column("turn_started", sa.Float, nullable=True),
)

_seats = sa.Table(
    "seats",
    _metadata,
    sa.Column("table_id", sa.String(40), sa.ForeignKey("rooms.id"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("name", sa.String(64), nullable=False),
    sa.Column("bot", sa.String(32), nullable=True),
    sa.Column("token_hash", sa.String(64), nullable=True),
)

_hands = sa.Table(
    "hands",
    _metadata,
    sa.Column("table_id", sa.String(40), sa.ForeignKey("rooms.id"), primary_key=True),
    sa.Column("number", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("document", sa.Text, nullable=False),
    sa.Column("is_over", sa.Boolean, nullable=False),
    sa.Column("history", sa.Text, nullable=True),
)


@dataclass(frozen=True, slots=True)
class SeatRow:
    seat: int
    name: str
    bot: str | None
    """The bot's kind; ``None`` for a person."""
    token_hash: str | None
    """SHA-256 (hex) of a person's token; ``None`` for a bot."""


@dataclass(frozen=True, slots=True)
class HandRow:
    number: int
    document: str
    is_over: bool
    history: str | None


@dataclass(frozen=True, slots=True)
class StoredTable:
    id: str
    document: str
    revision: int
    turn_seconds: float | None
    turn_key: str | None
    turn_started: float | None
    seats: dict[int, SeatRow]


class StaleRevisionError(Exception):
    """The table was changed by someone else since it was loaded."""


class Store:
    """Every read and write of the database goes through here."""

    def __init__(self, url: str) -> None:
        options: dict[str, object] = {}
        if url.startswith("sqlite"):
            # the app serves requests from a thread pool; SQLAlchemy's pool hands out one
            # connection per thread at a time, so sharing the connection class is safe
            options["connect_args"] = {"check_same_thread": False}
        self.engine = sa.create_engine(url, **options)
        _metadata.create_all(self.engine)

    def close(self) -> None:
        self.engine.dispose()

    def create(
        self, table_id: str, document: str, turn_seconds: float | None, seats: Iterable[SeatRow]
    ) -> None:
        with self.engine.begin() as db:
            db.execute(
                _rooms.insert().values(
                    id=table_id, document=document, revision=1, turn_seconds=turn_seconds
                )
            )
            _insert_seats(db, table_id, seats)

    def revision(self, table_id: str) -> int | None:
        with self.engine.connect() as db:
            value = db.execute(
                sa.select(_rooms.c.revision).where(_rooms.c.id == table_id)
            ).scalar_one_or_none()
        return None if value is None else int(value)

    def load(self, table_id: str) -> StoredTable | None:
        with self.engine.connect() as db:
            room = db.execute(sa.select(_rooms).where(_rooms.c.id == table_id)).first()
            if room is None:
                return None
            seats = db.execute(sa.select(_seats).where(_seats.c.table_id == table_id)).all()
        return StoredTable(
            id=room.id,
            document=room.document,
            revision=room.revision,
            turn_seconds=room.turn_seconds,
            turn_key=room.turn_key,
            turn_started=room.turn_started,
            seats={row.seat: SeatRow(row.seat, row.name, row.bot, row.token_hash) for row in seats},
        )

    def save(
        self,
        table_id: str,
        revision: int,
        document: str,
        *,
        turn_key: str | None,
        turn_started: float | None,
        seats: Iterable[SeatRow],
        hands: Iterable[HandRow],
    ) -> int:
        """Write a change made on top of ``revision`` in one transaction and return the new
        revision; ``StaleRevisionError`` (and nothing written) if the table moved on meanwhile."""
        with self.engine.begin() as db:
            updated = db.execute(
                _rooms.update()
                .where(_rooms.c.id == table_id, _rooms.c.revision == revision)
                .values(
                    document=document,
                    revision=revision + 1,
                    turn_key=turn_key,
                    turn_started=turn_started,
                )
            )
            if updated.rowcount != 1:
                raise StaleRevisionError(table_id)
            db.execute(_seats.delete().where(_seats.c.table_id == table_id))
            _insert_seats(db, table_id, seats)
            for hand in hands:
                key = (_hands.c.table_id == table_id, _hands.c.number == hand.number)
                db.execute(_hands.delete().where(*key))
                db.execute(
                    _hands.insert().values(
                        table_id=table_id,
                        number=hand.number,
                        document=hand.document,
                        is_over=hand.is_over,
                        history=hand.history,
                    )
                )
        return revision + 1

    def hands(self, table_id: str) -> list[HandRow]:
        with self.engine.connect() as db:
            rows = db.execute(
                sa.select(_hands).where(_hands.c.table_id == table_id).order_by(_hands.c.number)
            ).all()
        return [HandRow(r.number, r.document, r.is_over, r.history) for r in rows]

    def table_ids(self) -> list[str]:
        with self.engine.connect() as db:
            return list(db.execute(sa.select(_rooms.c.id).order_by(_rooms.c.id)).scalars())


def _insert_seats(db: sa.Connection, table_id: str, seats: Iterable[SeatRow]) -> None:
    rows = [
        {
            "table_id": table_id,
            "seat": s.seat,
            "name": s.name,
            "bot": s.bot,
            "token_hash": s.token_hash,
        }
        for s in seats
    ]
    if rows:
        db.execute(_seats.insert(), rows)
