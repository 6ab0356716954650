"""``studpoker tournament`` at the keyboard through a pseudo-terminal, and ``studpoker simulate
--tournament N`` as a subprocess (rules §10)."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from studpoker import TURBO_SIT_AND_GO
from tests.support.cli import run_cli

pexpect = pytest.importorskip("pexpect")
pytest.importorskip("click")
pytest.importorskip("rich")

ENV = {**os.environ, "NO_COLOR": "1", "TERM": "dumb", "COLUMNS": "200", "LINES": "50"}
PROMPT = "your move> "


def spawn(*args: str) -> Any:
    return pexpect.spawn(
        sys.executable,
        ["-m", "studpoker", "tournament", *args],
        env=ENV,
        encoding="utf-8",
        timeout=60,
        dimensions=(50, 200),
    )


def run(*args: str) -> subprocess.CompletedProcess[str]:
    return run_cli(*args, env=ENV, timeout=300)


def test_a_sit_and_go_at_the_keyboard_to_the_final_places() -> None:
    child = spawn("--seed", "3", "--players", "3", "--chips", "200")
    child.expect(PROMPT)
    screen = child.before
    first = TURBO_SIT_AND_GO.levels[0]
    assert f"level 1: {first.describe()}" in screen
    second = TURBO_SIT_AND_GO.levels[1]
    assert f"levels to come: level 2: {second.describe()}" in screen
    assert re.search(r"chips: (You|Ann|Ben) \d+", screen)
    assert "your turn" in screen
    child.sendline("zz")
    child.expect("is not a move")
    child.expect(PROMPT)
    child.sendline("c")  # a calling station from here on, to the end
    while child.expect([PROMPT, "the bots play on", "places"]) == 0:
        child.sendline("c")
    child.expect(pexpect.EOF)
    output = child.before or ""
    child.close()
    assert child.exitstatus == 0
    rows = re.findall(r"(\d)(?:st|nd|rd) │ (You|Ann|Ben) *│ *(\d+) │ *(\d+)", output)
    assert sorted(place for place, *_ in rows) == ["1", "2", "3"]
    # three entries of 10: 65% of 30 is 19.5, 35% 10.5; the unit left over goes to first
    prizes = {place: int(prize) for place, _, prize, _ in rows}
    assert prizes == {"1": 20, "2": 10, "3": 0}
    chips = {place: int(count) for place, _, _, count in rows}
    assert chips == {"1": 600, "2": 0, "3": 0}


def test_quitting_shows_the_chips_and_places_so_far() -> None:
    child = spawn("--seed", "5", "--mix", "triple_stud", "--players", "4")
    child.expect(PROMPT)
    assert "razz" in child.before
    child.sendline("q")
    child.expect("bye")
    child.expect("chips: ")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_a_bad_structure_or_stack_is_refused_plainly(tmp_path: Path) -> None:
    done = run("tournament", "--structure", str(tmp_path / "missing.toml"))
    assert done.returncode == 2
    assert "missing.toml" in done.stderr
    done = run("tournament", "--chips", "1001")
    assert done.returncode == 2
    assert "a multiple of 5" in done.stderr
    assert "Traceback" not in done.stderr


def test_simulate_sit_and_gos_reports_places_and_prizes(tmp_path: Path) -> None:
    structure = tmp_path / "fast.toml"
    structure.write_text(
        "[[levels]]\nante = 10\nbring_in = 10\nsmall_bet = 20\nbig_bet = 40\nhands = 3\n"
        "[[levels]]\nante = 50\nbring_in = 50\nsmall_bet = 100\nbig_bet = 200\nhands = 3\n",
        encoding="utf-8",
    )
    args = [
        "simulate",
        "--tournament",
        "6",
        "--bots",
        "strength,calling,random",
        "--structure",
        str(structure),
        "--chips",
        "300",
        "--seed",
        "4",
    ]
    done = run(*args)
    assert done.returncode == 0, done.stderr
    assert "sit-and-gos" in done.stdout
    for bot in ("1:strength", "2:calling", "3:random"):
        assert bot in done.stdout
    rows = re.findall(r"│ \d:\w+ +│ +([\d.]+) │ +([\d.]+) │", done.stdout)
    assert len(rows) == 3
    # places 1, 2 and 3 once each per sit-and-go: the mean places add up to 6
    assert sum(float(place) for place, _ in rows) == pytest.approx(6.0)
    assert run(*args).stdout.split("bots:")[1] == done.stdout.split("bots:")[1], "seeded"


def test_simulate_sit_and_gos_draws_places_and_prizes(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    picture = tmp_path / "places.png"
    done = run("simulate", "--tournament", "3", "--bots", "calling,random", "--plot", str(picture))
    assert done.returncode == 0, done.stderr
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"
