"""The ``studpoker`` command line run as a child process, its output captured as text."""

from __future__ import annotations

import subprocess
import sys
from collections.abc import Mapping
from pathlib import Path


def run_cli(
    *args: str | Path, env: Mapping[str, str], stdin: str | None = None, timeout: float = 120
) -> subprocess.CompletedProcess[str]:
    """``python -m studpoker ARGS`` with ``env``, fed ``stdin``; never raises on its exit code."""
    return subprocess.run(
        [sys.executable, "-m", "studpoker", *map(str, args)],
        input=stdin,
        capture_output=True,
        text=True,
        env=dict(env),
        timeout=timeout,
        check=False,
    )
