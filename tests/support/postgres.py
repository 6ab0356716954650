"""A PostgreSQL server of the tests' own, started and stopped by them: the binaries of the
``pgserver`` package (the ``postgres`` extra bundles them) or, without it, those of the
distribution's ``postgresql`` package. PostgreSQL refuses to run as root, so a root test run
starts it as ``nobody``; it listens on a Unix socket in its data folder only, never on a port.
"""

from __future__ import annotations

import atexit
import functools
import importlib.util
import os
import pwd
import shutil
import signal
import subprocess
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

STARTUP_SECONDS = 60.0
"""How long a new server may take to accept its first connection."""


class PostgresUnavailable(Exception):
    """No PostgreSQL server can be started here; the message says why."""


@dataclass(frozen=True)
class PostgresServer:
    """A running server: ``url`` reaches its ``postgres`` database as the ``postgres`` user."""

    socket_dir: Path

    def url(self, database: str = "postgres") -> str:
        """The SQLAlchemy URL of ``database`` on this server."""
        return f"postgresql://postgres@/{database}?host={self.socket_dir}"

    def create_database(self, name: str) -> str:
        """A new empty database ``name`` (letters, digits and ``_``); its URL."""
        if not name.replace("_", "").isalnum():
            raise ValueError(f"database name {name!r}: letters, digits and '_' only")
        import psycopg  # the postgres extra: a server was started only with it

        with psycopg.connect(self._conninfo("postgres"), autocommit=True) as db:
            db.execute(f'CREATE DATABASE "{name}"')  # a name checked above, not user data
        return self.url(name)

    def _conninfo(self, database: str) -> str:
        return f"host={self.socket_dir} user=postgres dbname={database}"


def binaries() -> Path:
    """The folder holding ``initdb`` and ``postgres`` that the server's user can run: pgserver's
    own, else the highest version of the distribution's, else the ``PATH``'s."""
    spec = importlib.util.find_spec("pgserver")  # found, not imported: nothing of it runs
    bundled = None
    if spec is not None and spec.origin is not None:
        bundled = Path(spec.origin).parent / "pginstall" / "bin"
    candidates = [] if bundled is None else [bundled]
    versions = Path("/usr/lib/postgresql").glob("*/bin")
    candidates += sorted(
        versions, key=lambda p: int(p.parent.name) if p.parent.name.isdigit() else 0
    )[::-1]
    on_path = shutil.which("postgres")
    if on_path is not None:
        candidates.append(Path(on_path).resolve().parent)
    for folder in candidates:
        if _runs_here(folder):
            return folder
    if bundled is not None and (bundled / "postgres").is_file() and _run_as()[1] is not None:
        # as root the server runs as nobody, who may not reach a clone in a private folder
        # (mktemp -d, /root): pgserver's tree is copied where nobody can read it
        copied = _readable_copy(bundled.parent) / "bin"
        if _runs_here(copied):
            return copied
    raise PostgresUnavailable(
        "no PostgreSQL binaries that can be run here: install the postgres extra (pgserver) or"
        " Debian's postgresql"
    )


def _runs_here(folder: Path) -> bool:
    """Whether the server's user can run the ``postgres`` of ``folder``, beside its ``initdb``."""
    if not (folder / "initdb").is_file() or not (folder / "postgres").is_file():
        return False
    try:
        subprocess.run(
            [str(folder / "postgres"), "--version"],
            capture_output=True, timeout=60, check=True, cwd="/", **_run_as()[0],
        )  # fmt: skip
    except (OSError, subprocess.SubprocessError):
        return False
    return True


@functools.cache
def _readable_copy(install: Path) -> Path:
    """pgserver's ``install`` tree (binaries, libraries, shared data) copied into a
    world-readable folder of this test run's own, removed when the run ends; the folder of
    bundled libraries goes beside it where the binaries' run path (``$ORIGIN/../../..``) looks."""
    root = Path(tempfile.mkdtemp(prefix="studpoker-pginstall-"))
    atexit.register(shutil.rmtree, root, True)
    target = root / install.parent.name / install.name
    for part in ("bin", "lib", "share"):
        if (install / part).is_dir():
            shutil.copytree(install / part, target / part, symlinks=True)
    libraries = install.parent.parent / f"{install.parent.name}.libs"
    if libraries.is_dir():
        shutil.copytree(libraries, root / libraries.name, symlinks=True)
    for folder, _, _ in os.walk(root):
        Path(folder).chmod(0o755)
    return target


def _run_as() -> tuple[dict[str, Any], int | None, int | None]:
    """The ``subprocess`` options that drop root for ``nobody`` (none for another user)."""
    if os.geteuid() != 0:
        return {}, None, None
    try:
        nobody = pwd.getpwnam("nobody")
    except KeyError:
        raise PostgresUnavailable(
            "running as root and there is no user 'nobody' to run as"
        ) from None
    options = {"user": nobody.pw_uid, "group": nobody.pw_gid, "extra_groups": []}
    return options, nobody.pw_uid, nobody.pw_gid


@contextmanager
def postgres_server(*, durable: bool = False) -> Iterator[PostgresServer]:
    """A fresh server in a folder of its own, removed on exit. Unless ``durable``, it skips the
    disk flushes (``fsync=off``): the tests kill the app's processes, never the database's."""
    try:
        import psycopg
    except ImportError:
        raise PostgresUnavailable("psycopg is not installed (the postgres extra)") from None
    folder = binaries()
    options, uid, gid = _run_as()
    # a short path: a Unix socket's name holds at most 107 bytes
    data = Path(tempfile.mkdtemp(prefix="studpoker-pg-"))
    try:
        if uid is not None and gid is not None:
            os.chown(data, uid, gid)
        data.chmod(0o700)
        initdb = [str(folder / "initdb"), "-D", str(data), "-U", "postgres", "--auth=trust"]
        initdb += ["-E", "UTF8", "--locale=C", "--no-sync"]
        made = subprocess.run(
            initdb, cwd=data, capture_output=True, text=True, timeout=120, check=False, **options
        )
        if made.returncode != 0:
            raise PostgresUnavailable(f"initdb failed: {(made.stderr or made.stdout)[-500:]}")
        settings = ["listen_addresses=", f"unix_socket_directories={data}", "max_connections=200"]
        if not durable:
            settings += ["fsync=off", "synchronous_commit=off", "full_page_writes=off"]
        command = [str(folder / "postgres"), "-D", str(data)]
        for setting in settings:
            command += ["-c", setting]
        log = data / "server.log"
        with log.open("w") as output:
            if uid is not None and gid is not None:
                os.chown(log, uid, gid)
            server = subprocess.Popen(
                command, cwd=data, stdout=output, stderr=subprocess.STDOUT, **options
            )
        try:
            running = PostgresServer(data)
            deadline = time.monotonic() + STARTUP_SECONDS
            while True:
                if server.poll() is not None:
                    raise PostgresUnavailable(
                        f"postgres stopped at start: {log.read_text()[-500:]}"
                    )
                try:
                    with psycopg.connect(running._conninfo("postgres"), connect_timeout=2):
                        break
                except psycopg.OperationalError:
                    if time.monotonic() > deadline:
                        raise PostgresUnavailable(
                            f"postgres did not accept a connection: {log.read_text()[-500:]}"
                        ) from None
                    time.sleep(0.05)
            yield running
        finally:
            server.send_signal(signal.SIGINT)  # the fast shutdown: the sessions are dropped
            try:
                server.wait(timeout=30)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()
    finally:
        shutil.rmtree(data, ignore_errors=True)
