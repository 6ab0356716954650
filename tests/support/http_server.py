"""Start and stop the HTTP table example (examples/http_table) as a real server process on
127.0.0.1, for the tests that drive it over HTTP."""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from tests.support import REPO

STARTUP_SECONDS = 60.0
"""How long a server may take to answer its first request before the test gives up."""


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def start_server(database_url: str, log: Path, port: int | None = None) -> ServerProcess:
    """A server process over ``database_url`` (any SQLAlchemy URL) on 127.0.0.1, its output
    in ``log``; not yet ready (``wait_ready``)."""
    port = free_port() if port is None else port
    command = [
        sys.executable,
        "-m",
        "examples.http_table",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--database-url",
        database_url,
    ]
    with log.open("a") as output:
        process = subprocess.Popen(
            command, cwd=REPO, stdout=output, stderr=subprocess.STDOUT, env=dict(os.environ)
        )
    return ServerProcess(process, port, log)


@dataclass
class ServerProcess:
    """A server's process, its port and its log."""

    process: subprocess.Popen[bytes]
    port: int
    log: Path

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def wait_ready(self) -> None:
        """Poll ``/health`` until it answers (``RuntimeError`` if the process stops first or
        ``STARTUP_SECONDS`` pass)."""
        import httpx  # the http extra: the tests that come here skip without it

        deadline = time.monotonic() + STARTUP_SECONDS
        while True:
            if self.process.poll() is not None:
                raise RuntimeError(f"the server stopped at start:\n{self.log.read_text()}")
            try:
                if httpx.get(f"{self.url}/health", timeout=2).status_code == 200:
                    return
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"the server did not answer:\n{self.log.read_text()}")
            time.sleep(0.05)

    def stop(self) -> None:
        """Stop the process (SIGTERM, then SIGKILL after 15 s)."""
        if self.process.poll() is None:
            self.process.terminate()
        try:
            self.process.wait(timeout=15)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()

    def kill(self) -> None:
        """``kill -9``: no shutdown, no flush, nothing the process could still finish."""
        self.process.send_signal(signal.SIGKILL)
        self.process.wait()


@contextmanager
def running_server(database: Path) -> Iterator[str]:
    """A server over the SQLite file ``database``; yields its base URL, stops it on exit."""
    port = free_port()
    server = start_server(f"sqlite:///{database}", database.with_suffix(f".{port}.log"), port)
    try:
        server.wait_ready()
        yield server.url
    finally:
        server.stop()
