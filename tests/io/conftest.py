"""What the package reads and writes at its edges: the command line, the HTTP example, JSON
(views, schema, saved state) and hostile input at the limits."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from pathlib import Path

import pytest

from tests.support.postgres import PostgresServer, PostgresUnavailable, postgres_server

_databases = itertools.count(1)


@pytest.fixture(scope="session")
def postgres() -> Iterator[PostgresServer]:
    """A PostgreSQL server for the session's tests (tests/support/postgres.py), or a skip
    saying why none can be started here."""
    try:
        with postgres_server() as server:
            yield server
    except PostgresUnavailable as reason:
        pytest.skip(f"no PostgreSQL server can be started: {reason}")


@pytest.fixture(params=["sqlite", "postgresql"])
def database_url(request: pytest.FixtureRequest, tmp_path: Path) -> str:
    """An empty database: a SQLite file, or a new database on the session's PostgreSQL."""
    if request.param == "sqlite":
        return f"sqlite:///{tmp_path / 'tables.db'}"
    server: PostgresServer = request.getfixturevalue("postgres")
    return server.create_database(f"tables_{next(_databases)}")
