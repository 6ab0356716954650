"""Start and stop the HTTP table example (examples/http_table) as a real server process on
127.0.0.1, for the tests that drive it over HTTP."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from tests.support import REPO

STARTUP_SECONDS = 60.0
"""How long a server may take to answer its first request before the test gives up."""


def free_port() -> int:
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextmanager
def running_server(database: Path) -> Iterator[str]:
    """A server over the SQLite file ``database``; yields its base URL, stops it on exit."""
    import httpx  # the http extra: the tests that come here skip without it

    port = free_port()
    command = [
        sys.executable,
        "-m",
        "examples.http_table",
        "--host",
        "127.0.0.1",
        "--port",
        str(port),
        "--database-url",
        f"sqlite:///{database}",
    ]
    log = database.with_suffix(f".{port}.log")
    with log.open("w") as output:
        server = subprocess.Popen(
            command, cwd=REPO, stdout=output, stderr=subprocess.STDOUT, env=dict(os.environ)
        )
    url = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + STARTUP_SECONDS
        while True:
            if server.poll() is not None:
                raise RuntimeError(f"the server stopped at start:\n{log.read_text()}")
            try:
                if httpx.get(f"{url}/health", timeout=2).status_code == 200:
                    break
            except httpx.TransportError:
                pass
            if time.monotonic() > deadline:
                raise RuntimeError(f"the server did not answer:\n{log.read_text()}")
            time.sleep(0.1)
        yield url
    finally:
        server.terminate()
        try:
            server.wait(timeout=15)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
