"""The database: a small repository over SQLAlchemy Core, so one database URL picks the engine
(``sqlite:///tables.db`` by default; ``postgresql://user@host/db`` runs the same code on
PostgreSQL through psycopg 3, the ``postgres`` extra, and lets several server processes share
one database).

A table's saved document (``saving.save(table)``, the server's omniscient record) is kept in parts,
so that a change writes only what it changed and costs the same at hand 10 as at hand 10,000:

- ``rooms``: the document's fixed head (game, seats, seed, set-up; written once), its small
  ``state`` (stacks, button, who sits out), the turn clock and a revision number that every
  save checks and bumps, so two processes never overwrite each other's change;
- ``table_log``: the table's log of seat changes and deals, one row per entry, appended;
- ``seats``: who sits where (a person's token only as its SHA-256, a bot by its kind), and the
  seat's run of turns played by the clock;
- ``hands``: every hand dealt, one row each: its body in the table's document, its own
  document (``saving.save(hand)``) and, once it is over, its history as a spectator may read it
  (PHH). Only the hands still being played are written again.

``Store.document`` puts the parts back together into the document ``saving.restore_table`` reads.

Several processes may share the database. A write changes the ``rooms`` row first, where the
revision it was made on is checked, so concurrent writers of one table queue on that row and
all but the first find the revision moved (``StaleRevisionError``, nothing written). A read
needs no lock: ``load`` is one statement, and ``document`` reads the revision again after its
parts and refuses a mix of two revisions (revisions only grow, so an unchanged one means no
write came between).
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Any

import sqlalchemy as sa

__all__ = ["HandRow", "SeatRow", "StaleRevisionError", "Store", "StoredTable", "engine_url"]

_metadata = sa.MetaData()

_rooms = sa.Table(
    "rooms",
    _metadata,
    sa.Column("id", sa.String(40), primary_key=True),
    sa.Column("head", sa.Text, nullable=False),
    sa.Column("state", sa.Text, nullable=False),
    sa.Column("log_length", sa.Integer, nullable=False),
    sa.Column("hand_count", sa.Integer, nullable=False),
    sa.Column("revision", sa.Integer, nullable=False),
    sa.Column("creator", sa.String(64), nullable=True),
    sa.Column("turn_seconds", sa.Float, nullable=True),
    sa.Column("turn_key", sa.String(40), nullable=True),
    sa.Column("turn_started", sa.Float, nullable=True),
    sa.Column("turn_deadline", sa.Float, nullable=True, index=True),
)

_log = sa.Table(
    "table_log",
    _metadata,
    sa.Column("table_id", sa.String(40), sa.ForeignKey("rooms.id"), primary_key=True),
    sa.Column("position", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("entry", sa.Text, nullable=False),
)

_seats = sa.Table(
    "seats",
    _metadata,
    sa.Column("table_id", sa.String(40), sa.ForeignKey("rooms.id"), primary_key=True),
    sa.Column("seat", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("name", sa.String(64), nullable=False),
    sa.Column("bot", sa.String(32), nullable=True),
    sa.Column("token_hash", sa.String(64), nullable=True),
    sa.Column("timeouts", sa.Integer, nullable=False, default=0),
)

_hands = sa.Table(
    "hands",
    _metadata,
    sa.Column("table_id", sa.String(40), sa.ForeignKey("rooms.id"), primary_key=True),
    sa.Column("number", sa.Integer, primary_key=True, autoincrement=False),
    sa.Column("body", sa.Text, nullable=False),
    sa.Column("document", sa.Text, nullable=False),
    sa.Column("is_over", sa.Boolean, nullable=False),
    sa.Column("history", sa.Text, nullable=True),
)

_PARTS = ("log", "hands", "state")
"""The document's fields kept outside its head."""

_SCHEMA_LOCK = 0x5354_5544
"""The PostgreSQL advisory lock held while the tables are made, so that processes started
together do not both create them."""


@dataclass(frozen=True, slots=True)
class SeatRow:
    seat: int
    name: str
    bot: str | None
    """The bot's kind; ``None`` for a person."""
    token_hash: str | None
    """SHA-256 (hex) of a person's token; ``None`` for a bot."""
    timeouts: int = 0
    """The turns in a row the clock played for this seat."""


@dataclass(frozen=True, slots=True)
class HandRow:
    number: int
    body: str
    """The hand's entry in the table's document."""
    document: str
    is_over: bool
    history: str | None


@dataclass(frozen=True, slots=True)
class StoredTable:
    id: str
    revision: int
    log_length: int
    hand_count: int
    turn_seconds: float | None
    turn_key: str | None
    turn_started: float | None
    seats: dict[int, SeatRow]


class StaleRevisionError(Exception):
    """The table was changed by someone else since it was loaded."""


def engine_url(url: str) -> sa.URL:
    """``url`` as SQLAlchemy takes it; a bare ``postgresql://`` names psycopg 3 (the driver of
    the ``postgres`` extra), a URL naming its own driver (``postgresql+psycopg2://``) is kept."""
    parsed = sa.make_url(url)
    if parsed.drivername == "postgresql":
        parsed = parsed.set(drivername="postgresql+psycopg")
    return parsed


class Store:
    """Every read and write of the database goes through here."""

    def __init__(self, url: str) -> None:
        parsed = engine_url(url)
        options: dict[str, Any] = {}
        if parsed.get_backend_name() == "sqlite":
            # the app serves requests from a thread pool; SQLAlchemy's pool hands out one
            # connection per thread at a time, so sharing the connection class is safe. A
            # writer waits its turn for up to 30 s (5 by default: too short under a crowd)
            options["connect_args"] = {"check_same_thread": False, "timeout": 30.0}
        else:
            # a connection per request thread at most (the server's pool has 40), checked
            # before use so that a database restarted under the app costs one retry, not errors
            options.update(pool_size=5, max_overflow=35, pool_pre_ping=True)
        self.engine = sa.create_engine(parsed, **options)
        if parsed.get_backend_name() == "sqlite":
            sa.event.listen(self.engine, "connect", _write_ahead)
        self.create_tables(_metadata)

    def create_tables(self, metadata: sa.MetaData) -> None:
        """Make ``metadata``'s tables that are missing; on PostgreSQL under an advisory lock, so
        that processes started together on an empty database do not both make them."""
        with self.engine.begin() as db:
            if db.dialect.name == "postgresql":
                db.execute(sa.text("SELECT pg_advisory_xact_lock(:key)"), {"key": _SCHEMA_LOCK})
            metadata.create_all(db)

    def close(self) -> None:
        self.engine.dispose()

    def create(
        self,
        table_id: str,
        document: str | dict[str, Any],
        turn_seconds: float | None,
        seats: Iterable[SeatRow],
        *,
        creator: str | None = None,
    ) -> None:
        """A new table from its whole document (``saving.save(table)``)."""
        data = json.loads(document) if isinstance(document, str) else dict(document)
        head = {key: value for key, value in data.items() if key not in _PARTS}
        log, hands = data.get("log", []), data.get("hands", [])
        if hands:
            raise ValueError("a new table has dealt no hand")
        with self.engine.begin() as db:
            db.execute(
                _rooms.insert().values(
                    id=table_id,
                    head=_dump(head),
                    state=_dump(data["state"]),
                    log_length=len(log),
                    hand_count=0,
                    revision=1,
                    creator=creator,
                    turn_seconds=turn_seconds,
                )
            )
            _append_log(db, table_id, 0, log)
            _insert_seats(db, table_id, seats)

    def revision(self, table_id: str) -> int | None:
        with self.engine.connect() as db:
            value = db.execute(
                sa.select(_rooms.c.revision).where(_rooms.c.id == table_id)
            ).scalar_one_or_none()
        return None if value is None else int(value)

    def load(self, table_id: str) -> StoredTable | None:
        """The table's row and seats (not its document: ``document`` reads that), in one
        statement, so both are of one revision."""
        query = (
            sa.select(
                _rooms.c.id,
                _rooms.c.revision,
                _rooms.c.log_length,
                _rooms.c.hand_count,
                _rooms.c.turn_seconds,
                _rooms.c.turn_key,
                _rooms.c.turn_started,
                _seats.c.seat,
                _seats.c.name,
                _seats.c.bot,
                _seats.c.token_hash,
                _seats.c.timeouts,
            )
            .select_from(_rooms.outerjoin(_seats, _seats.c.table_id == _rooms.c.id))
            .where(_rooms.c.id == table_id)
        )
        with self.engine.connect() as db:
            rows = db.execute(query).all()
        if not rows:
            return None
        room = rows[0]
        return StoredTable(
            id=room.id,
            revision=room.revision,
            log_length=room.log_length,
            hand_count=room.hand_count,
            turn_seconds=room.turn_seconds,
            turn_key=room.turn_key,
            turn_started=room.turn_started,
            seats={
                row.seat: SeatRow(row.seat, row.name, row.bot, row.token_hash, row.timeouts or 0)
                for row in rows
                if row.seat is not None
            },
        )

    def document(self, table_id: str, revision: int | None = None) -> str | None:
        """The table's whole document, put back together from its parts; ``None`` for no such
        table. ``StaleRevisionError`` when a write came between the reads of its parts, or when
        the table is not at ``revision`` (if given): read again."""
        with self.engine.connect() as db:
            room = db.execute(
                sa.select(
                    _rooms.c.head, _rooms.c.state, _rooms.c.hand_count, _rooms.c.revision
                ).where(_rooms.c.id == table_id)
            ).first()
            if room is None:
                return None
            if revision is not None and room.revision != revision:
                raise StaleRevisionError(table_id)
            log = db.execute(
                sa.select(_log.c.entry).where(_log.c.table_id == table_id).order_by(_log.c.position)
            ).scalars()
            entries = [json.loads(entry) for entry in log]
            hands = db.execute(
                sa.select(_hands.c.body)
                .where(_hands.c.table_id == table_id, _hands.c.number <= room.hand_count)
                .order_by(_hands.c.number)
            ).scalars()
            bodies = [json.loads(body) for body in hands]
            after = db.execute(
                sa.select(_rooms.c.revision).where(_rooms.c.id == table_id)
            ).scalar_one_or_none()
        if after != room.revision:
            raise StaleRevisionError(table_id)
        data = json.loads(room.head)
        data["log"] = entries
        data["hands"] = bodies
        data["state"] = json.loads(room.state)
        return _dump(data)

    def save(
        self,
        table_id: str,
        revision: int,
        *,
        state: str,
        log_from: int,
        log: Sequence[dict[str, Any]],
        hand_count: int,
        turn_key: str | None,
        turn_started: float | None,
        turn_deadline: float | None,
        seats: Iterable[SeatRow] | None,
        hands: Iterable[HandRow],
    ) -> int:
        """Write a change made on top of ``revision`` in one transaction and return the new
        revision; ``StaleRevisionError`` (and nothing written) if the table moved on meanwhile.
        ``log`` holds the log's entries from position ``log_from`` on (the rest is kept),
        ``hands`` the hands still being played (or just dealt), ``seats`` every seat (``None``:
        the seats did not change)."""
        with self.engine.begin() as db:
            updated = db.execute(
                _rooms.update()
                .where(_rooms.c.id == table_id, _rooms.c.revision == revision)
                .values(
                    state=state,
                    revision=revision + 1,
                    log_length=log_from + len(log),
                    hand_count=hand_count,
                    turn_key=turn_key,
                    turn_started=turn_started,
                    turn_deadline=turn_deadline,
                )
            )
            if updated.rowcount != 1:
                raise StaleRevisionError(table_id)
            db.execute(
                _log.delete().where(_log.c.table_id == table_id, _log.c.position >= log_from)
            )
            _append_log(db, table_id, log_from, log)
            if seats is not None:
                db.execute(_seats.delete().where(_seats.c.table_id == table_id))
                _insert_seats(db, table_id, seats)
            for hand in hands:
                key = (_hands.c.table_id == table_id, _hands.c.number == hand.number)
                db.execute(_hands.delete().where(*key))
                db.execute(
                    _hands.insert().values(
                        table_id=table_id,
                        number=hand.number,
                        body=hand.body,
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
        return [HandRow(r.number, r.body, r.document, r.is_over, r.history) for r in rows]

    def table_ids(self, limit: int | None = None, after: str | None = None) -> list[str]:
        """The tables' ids in order: at most ``limit`` of them, those after ``after``."""
        query = sa.select(_rooms.c.id).order_by(_rooms.c.id)
        if after is not None:
            query = query.where(_rooms.c.id > after)
        if limit is not None:
            query = query.limit(limit)
        with self.engine.connect() as db:
            return list(db.execute(query).scalars())

    def count_tables(self, creator: str | None = None) -> int:
        """The tables in all, or those made by ``creator``."""
        return count_rows(self.engine, _rooms, creator)

    def due(self, now: float, limit: int = 100) -> list[str]:
        """The tables whose player to act has run out of time at ``now``."""
        query = (
            sa.select(_rooms.c.id)
            .where(_rooms.c.turn_deadline.is_not(None), _rooms.c.turn_deadline <= now)
            .order_by(_rooms.c.turn_deadline)
            .limit(limit)
        )
        with self.engine.connect() as db:
            return list(db.execute(query).scalars())


def _write_ahead(connection: Any, record: Any) -> None:
    """SQLite's write-ahead log: readers and the writer do not wait for each other (a rollback
    journal makes every read wait out a write, and the reverse)."""
    cursor = connection.cursor()
    cursor.execute("PRAGMA journal_mode=WAL")
    cursor.close()


def _dump(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


def _append_log(
    db: sa.Connection, table_id: str, start: int, entries: Sequence[dict[str, Any]]
) -> None:
    rows = [
        {"table_id": table_id, "position": start + i, "entry": _dump(entry)}
        for i, entry in enumerate(entries)
    ]
    if rows:
        db.execute(_log.insert(), rows)


def _insert_seats(db: sa.Connection, table_id: str, seats: Iterable[SeatRow]) -> None:
    rows = [
        {
            "table_id": table_id,
            "seat": s.seat,
            "name": s.name,
            "bot": s.bot,
            "token_hash": s.token_hash,
            "timeouts": s.timeouts,
        }
        for s in seats
    ]
    if rows:
        db.execute(_seats.insert(), rows)


def count_rows(engine: sa.Engine, table: sa.Table, creator: str | None) -> int:
    """The rows of ``table`` in all, or those made by ``creator`` (its ``creator`` column)."""
    query = sa.select(sa.func.count()).select_from(table)
    if creator is not None:
        query = query.where(table.c.creator == creator)
    with engine.connect() as db:
        return int(db.execute(query).scalar_one())
