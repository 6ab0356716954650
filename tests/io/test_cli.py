"""The command line, run as a user runs it: a subprocess (or a pseudo-terminal for ``play``)
whose exit code and output are checked."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from studpoker import phh
from tests.support import PHH_DATA
from tests.support.cli import run_cli

pytest.importorskip("click")
pytest.importorskip("rich")

PHH_FILE = PHH_DATA / "wsop-2023-43-5-11.phh"
ENV = {**os.environ, "NO_COLOR": "1", "TERM": "dumb", "COLUMNS": "160"}
COMMANDS = ("demo", "play", "tournament", "simulate", "eval", "equity", "replay", "import")


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return run_cli(*args, env=ENV, stdin=stdin)


def test_help_lists_every_command() -> None:
    done = run("--help")
    assert done.returncode == 0
    for command in COMMANDS:
        assert command in done.stdout


@pytest.mark.parametrize("command", COMMANDS)
def test_every_command_has_help(command: str) -> None:
    done = run(command, "--help")
    assert done.returncode == 0
    assert f"Usage: studpoker {command}" in done.stdout


@pytest.mark.parametrize("command", ["play", "tournament", "simulate", "eval", "equity"])
def test_game_choice_lists_every_profile(command: str) -> None:
    from studpoker import PROFILES

    done = run(command, "--help")
    assert all(name in done.stdout for name in PROFILES)


def test_an_unknown_game_is_refused_with_the_choices() -> None:
    done = run("eval", "--game", "holdem", "As Ks Qs Js Ts")
    assert done.returncode == 2
    assert "holdem" in done.stderr
    assert "razz" in done.stderr


def test_demo_is_the_default_and_points_to_play() -> None:
    done = run()
    assert done.returncode == 0
    assert "--- hand 1 ---" in done.stdout
    assert done.stdout.rstrip().endswith("(`studpoker play --help`).")
    assert run("demo").stdout == done.stdout


# ------------------------------------------------------------------ eval
def test_eval_hands_given_as_arguments() -> None:
    done = run("eval", "As Ks Qs Js Ts", "9h 5d 9c Kh Kc 3s 5s")
    assert done.returncode == 0
    assert "Royal flush" in done.stdout
    assert "Two pair, kings and nines" in done.stdout


def test_eval_razz_and_hi_lo_say_their_lows() -> None:
    razz = run("eval", "--game", "razz", "Kc Kd 5h 5s Ac 9c 9d")
    assert razz.returncode == 0
    assert "Pair of fives" in razz.stdout
    hi_lo = run("eval", "-g", "seven_card_stud_hi_lo", "8c 7d 5h 3s Ac Kd Kh", "9c 9d Th 3s Ac")
    assert "Eight-seven low" in hi_lo.stdout
    assert "no low" in hi_lo.stdout


def test_eval_reads_a_file_and_standard_input(tmp_path: Path) -> None:
    hands = tmp_path / "hands.txt"
    hands.write_text("# one hand a line\nAs Ks Qs Js Ts\n\n2c 2d 5h 7s 9c\n")
    done = run("eval", "--file", str(hands))
    assert done.returncode == 0
    assert "Royal flush" in done.stdout
    assert "Pair of twos" in done.stdout
    piped = run("eval", stdin="Ac Ad Ah As Kc\n")
    assert piped.returncode == 0
    assert "Four of a kind" in piped.stdout


def test_eval_names_the_bad_line(tmp_path: Path) -> None:
    hands = tmp_path / "hands.txt"
    hands.write_text("As Ks Qs Js Ts\nAs Zz Qs Js Ts\n")
    done = run("eval", "-f", str(hands))
    assert done.returncode == 1
    assert "line 2" in done.stderr
    assert '"Zz"' in done.stderr
    assert run("eval", "As Ks").returncode == 1  # too few cards, said plainly
    assert "5 to 9 cards" in run("eval", "As Ks").stderr


# ------------------------------------------------------------------ simulate
def test_simulate_prints_the_summary_and_writes_every_hand(tmp_path: Path) -> None:
    out = tmp_path / "out.phhs"
    done = run(
        "simulate", "-g", "razz", "--bots", "strength,calling,random", "-n", "60",
        "--seed", "4", "--phh", str(out),
    )  # fmt: skip
    assert done.returncode == 0, done.stderr
    for heading in ("hands/s", "showdowns", "mean pot", "win rate", "95% CI", "strength"):
        assert heading in done.stdout
    hands = phh.replay_all(out.read_text())  # every hand replays to its recorded stacks
    assert len(hands) == 60
    assert all(hand.profile.name == "razz" for hand in hands)
    again = run(
        "simulate", "-g", "razz", "--bots", "strength,calling,random", "-n", "60",
        "--seed", "4", "--phh", str(tmp_path / "again.phhs"),
    )  # fmt: skip
    assert (tmp_path / "again.phhs").read_text() == out.read_text()  # the seed fixes the run
    assert again.returncode == 0


def test_simulate_draws_the_stacks(tmp_path: Path) -> None:
    pytest.importorskip("matplotlib")
    picture = tmp_path / "stacks.png"
    done = run("simulate", "-n", "30", "--plot", str(picture))
    assert done.returncode == 0, done.stderr
    assert picture.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


def test_simulate_refuses_unknown_bots_and_bad_seat_counts() -> None:
    unknown = run("simulate", "--bots", "strength,shark")
    assert unknown.returncode == 2
    assert "shark" in unknown.stderr
    alone = run("simulate", "--bots", "strength")
    assert alone.returncode == 2
    assert "1 bots" in alone.stderr


# ------------------------------------------------------------------ replay
def test_replay_steps_through_every_street() -> None:
    done = run("replay", str(PHH_FILE), "--no-step")
    assert done.returncode == 0, done.stderr
    assert "F7S" in done.stdout
    for street in range(1, 6):
        assert f"street {street}" in done.stdout
    assert "result:" in done.stdout


def test_replay_pauses_between_streets_when_asked() -> None:
    done = run("replay", str(PHH_FILE), "--step", stdin="\n\n")
    assert done.returncode == 0
    assert done.stdout.count("Enter: next street") == 3  # the third read met the end of input
    assert "street 3" not in done.stdout


def test_replay_reports_a_broken_history(tmp_path: Path) -> None:
    broken = tmp_path / "broken.phh"
    broken.write_text(PHH_FILE.read_text().replace("cbr", "xyz", 1))
    done = run("replay", str(broken), "--no-step")
    assert done.returncode == 2
    assert "line" in done.stderr
    assert "Traceback" not in done.stderr


# ------------------------------------------------------------------ without the extra
def test_without_the_cli_extra_the_demo_plays_and_commands_say_what_to_install() -> None:
    block = "import sys; sys.modules['click'] = None; from studpoker.cli import main; "
    missing = subprocess.run(
        [sys.executable, "-c", block + "sys.exit(main(['eval', 'As Ks Qs Js Ts']))"],
        capture_output=True, text=True, env=ENV, check=False,
    )  # fmt: skip
    assert missing.returncode == 1
    assert "pip install 'studpoker[cli]'" in missing.stderr
    assert "click" in missing.stderr
    demo = subprocess.run(
        [sys.executable, "-c", block + "sys.exit(main(['demo']))"],
        capture_output=True, text=True, env=ENV, check=False,
    )  # fmt: skip
    assert demo.returncode == 0
    assert "--- hand 1 ---" in demo.stdout


def test_simulate_advances_its_progress_bar_once_a_hand() -> None:
    import io

    from rich.console import Console
    from rich.progress import Progress

    from studpoker.cli.simulate import simulate
    from studpoker.games.profiles import SEVEN_CARD_STUD

    console = Console(file=io.StringIO(), force_terminal=True)
    with Progress(console=console) as progress:
        session = simulate(SEVEN_CARD_STUD, ["calling", "strength"], 25, 3, 100, None, progress)
    assert progress.tasks[0].completed == 25
    assert session.hands == 25
    assert [sum(pair) for pair in zip(*session.nets, strict=True)] == [0] * 25  # chips conserved


def test_replay_shows_each_burn_with_the_street_it_comes_before() -> None:
    from studpoker.cli.replay import streets

    hand = phh.replay(phh.load_file(PHH_FILE))
    chunks = dict(streets(hand, [f"p{seat}" for seat in range(hand.n)]))
    assert chunks["street 2"][0].strip() == "burn"
    assert all(line.strip() != "burn" for line in chunks["street 1"])


def test_equity_counts_heads_up_stud_exactly() -> None:
    done = run("equity", "-g", "seven_card_stud", "As Ks 7d", "Qh Qd 2c", "--dead", "9c 4h")
    assert done.returncode == 0, done.stderr
    assert "exact over 12,406,283,890 outcomes" in done.stdout
    assert "34.86%" in done.stdout  # the core and the reference agree on this spot (test_equity)
    assert "65.14%" in done.stdout


def test_equity_samples_hi_lo_with_a_seed_and_its_errors() -> None:
    args = ("equity", "-g", "seven_card_stud_hi_lo", "As 2s 3d", "Kh Kd Qc", "-n", "5000")
    first, again = run(*args, "--seed", "4"), run(*args, "--seed", "4")
    assert first.returncode == 0, first.stderr
    assert "Monte Carlo, 5,000 deals, seed 4" in first.stdout
    for header in ("high", "low", "scoop", "std. error"):
        assert header in first.stdout
    assert first.stdout == again.stdout  # the seed repeats the run


def test_equity_takes_the_up_cards_of_a_game_dealt_in_order() -> None:
    players = ("2s 5h 7d 8c Jd Kc", "Qh Qd 2c 3d 4h 9s")
    done = run("equity", "-g", "chicago_low", *players, "--up", "7d 2c 8c 3d Jd 4h Kc 9s")
    assert done.returncode == 0, done.stderr
    assert "exact over 1,560 outcomes" in done.stdout
    missing = run("equity", "-g", "chicago_low", *players)
    assert missing.returncode == 1
    assert "needs up_cards" in missing.stderr


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (("As Ks",), "2 to 8 players"),
        (("As Ks", "As Qd"), "As"),
        (("As Ks", "Qd Qh", "--dead", "Zz"), "Zz"),
    ],
)
def test_equity_names_what_is_wrong(args: tuple[str, ...], message: str) -> None:
    done = run("equity", "-g", "seven_card_stud", *args)
    assert done.returncode == 1
    assert message in done.stderr
    assert "Traceback" not in done.stderr


def test_the_pot_line_names_the_wild_cards_in_force() -> None:
    from studpoker import FOLLOW_THE_QUEEN, ONE_EYED_JACKS, Hand
    from studpoker.cli.render import pot_line
    from studpoker.games.profiles import ACEY_DEUCY, SEVEN_CARD_STUD
    from studpoker.games.wild_rules import wild_text

    assert wild_text(sorted(Hand(ACEY_DEUCY, [50, 50], seed=1).wild)) == "A 2"
    assert wild_text(sorted(Hand(ONE_EYED_JACKS, [50, 50], seed=1).wild)) == "Jh Js"
    hand = Hand(FOLLOW_THE_QUEEN, [50, 50], seed=1)
    assert pot_line(hand.view(0)).split("; wild ")[1].startswith("Q")
    assert "wild" not in pot_line(Hand(SEVEN_CARD_STUD, [50, 50], seed=1).view(0))
