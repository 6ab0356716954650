"""``studpoker play --mix dealers_choice`` and ``studpoker tournament --mix dealers_choice`` run as
a user runs them (rules §11): the person chooses the game when it deals, the bots when they do."""

from __future__ import annotations

import os
import subprocess

import pytest

from tests.support.cli import run_cli

pytest.importorskip("click")
pytest.importorskip("rich")

ENV = {**os.environ, "NO_COLOR": "1", "TERM": "dumb", "COLUMNS": "200"}


def run(*args: str, stdin: str) -> subprocess.CompletedProcess[str]:
    return run_cli(*args, env=ENV, stdin=stdin)


def test_play_deals_a_dealers_choice_and_the_person_chooses_when_it_deals() -> None:
    # "c" plays a betting turn, "g baseball" the choice; each refuses the other's turn with a hint
    done = run(
        "play", "--mix", "dealers_choice", "--players", "3", "--hands", "3", "--seed", "1",
        "--bot", "calling",
        stdin="c\ng baseball\n" * 400,
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    out = done.stdout
    assert out.startswith("dealers_choice: the dealer chooses among five_card_stud_home")
    assert "you deal: choose the game" in out
    assert "You chooses the game: baseball" in out
    assert out.count("(calling) chooses the game:") >= 2  # the bots choose when they deal
    assert "g flip_stud = choose flip_stud" in out


def test_the_tournament_takes_a_dealers_choice() -> None:
    done = run("tournament", "--mix", "dealers_choice", "--players", "3", "--seed", "2",
               stdin="c\ng suicide_king\n" * 30)  # fmt: skip
    assert done.returncode == 0, done.stderr
    assert "the dealer chooses the game" in done.stdout
    assert "chooses the game:" in done.stdout


def test_simulate_plays_sit_and_gos_of_a_dealers_choice() -> None:
    done = run("simulate", "--tournament", "2", "--mix", "dealers_choice", "--seed", "1", stdin="")
    assert done.returncode == 0, done.stderr
    assert "1:strength" in done.stdout
    refused = run("simulate", "--mix", "dealers_choice", stdin="")
    assert refused.returncode == 2
    assert "a mix is simulated as --tournament" in refused.stderr
