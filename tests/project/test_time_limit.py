"""Every test runs under a time limit (pytest-timeout, configured in pyproject.toml): a test that
loops fails the run instead of hanging it."""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from tests.support import REPO

pytest.importorskip("pytest_timeout", reason="the test extra (pytest-timeout) is not installed")

SETTINGS = tomllib.loads((REPO / "pyproject.toml").read_text())["tool"]["pytest"]["ini_options"]
LOOP = "def test_loops_forever() -> None:\n    while True:\n        pass\n"


def test_the_limit_is_set_and_generous() -> None:
    assert 120 <= int(SETTINGS["timeout"]) <= 600
    assert SETTINGS["timeout_method"] == "thread"  # also stops a loop inside the extension


def test_a_looping_test_fails_instead_of_hanging(tmp_path: Path) -> None:
    (tmp_path / "test_loop.py").write_text(LOOP)
    env = {k: v for k, v in os.environ.items() if not k.startswith("STUDPOKER_")}
    # the project's settings, the limit cut to 2 s so the test ends soon
    command = [sys.executable, "-m", "pytest", "-c", str(REPO / "pyproject.toml")]
    command += ["--rootdir", str(tmp_path), "-p", "no:cacheprovider", "-o", "timeout=2"]
    run = subprocess.run(
        [*command, str(tmp_path / "test_loop.py")],
        cwd=tmp_path,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    output = run.stdout + run.stderr
    assert run.returncode != 0, output
    assert "Timeout" in output, output
    assert "test_loops_forever" in output
