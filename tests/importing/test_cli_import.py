"""The command line of the importer: ``studpoker import`` reads rooms' files, replays each hand to
the room's result, writes PHH and sums up per room; ``studpoker replay`` takes a room's file."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

from studpoker import phh
from studpoker.cli.importing import reason_kind
from tests.support import IMPORT_SAMPLES
from tests.support.cli import run_cli

pytest.importorskip("click")
pytest.importorskip("rich")

ENV = {**os.environ, "NO_COLOR": "1", "TERM": "dumb", "COLUMNS": "200"}
STARS = IMPORT_SAMPLES / "pokerstars" / "cash_stud.txt"
TILT = IMPORT_SAMPLES / "full_tilt" / "stud_cash.txt"


def run(*args: str | Path) -> subprocess.CompletedProcess[str]:
    return run_cli(*args, env=ENV)


def test_import_writes_every_hand_as_phh_and_sums_up_each_room(tmp_path: Path) -> None:
    out = tmp_path / "hands.phhs"
    done = run("import", STARS, TILT, "-o", out)
    assert done.returncode == 0, done.stderr
    histories = phh.load_all_file(out)
    rooms = [history.extra["_room"] for history in histories]
    assert rooms.count("pokerstars") == 3
    assert rooms.count("full_tilt") >= 1
    assert f"{len(histories)} hand(s) written to {out}" in done.stdout
    for line in done.stdout.splitlines():
        if line.startswith("│ pokerstars"):
            cells = [cell.strip() for cell in line.split("│")]
            assert cells[2:5] == ["3", "3", "0"]  # read, replayed to the room's result, refused
            break
    else:
        pytest.fail(f"no pokerstars row in:\n{done.stdout}")
    assert all(phh.replay(history).is_over for history in histories)


def test_import_counts_refusals_by_reason_and_goes_on(tmp_path: Path) -> None:
    damaged = tmp_path / "damaged.txt"
    text = STARS.read_text(encoding="utf-8")
    first_hand_ends = text.index("PokerStars", 10)
    damaged.write_text(
        "no hand here\n\n"
        + text[:first_hand_ends].replace("posts the ante", "posts teh ante")
        + text[first_hand_ends:],
        encoding="utf-8",
    )
    done = run("import", damaged)
    assert done.returncode == 0, done.stderr
    assert "refused" in done.stdout
    assert "no room" in done.stdout
    rows = [line for line in done.stdout.splitlines() if line.startswith("│ pokerstars")]
    assert rows
    assert [c.strip() for c in rows[0].split("│")][2:5] == ["2", "2", "1"]


def test_replay_takes_a_rooms_file() -> None:
    done = run("replay", "--no-step", STARS)
    assert done.returncode == 0, done.stderr
    assert done.stdout.count("hand ") >= 3
    assert "Amber" in done.stdout


def test_reasons_are_counted_alike_whatever_their_particulars() -> None:
    assert reason_kind("line 4: 'Amber' puts in 30") == reason_kind("line 9: 'Dune' puts in 75")
