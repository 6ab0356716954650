"""Smoke test of an installed wheel (``make test-wheel``), run by the fresh environment's Python
from outside the source tree: the package imports from the environment, plays a hand, evaluates
one, and its command line answers ``--help``."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import studpoker
from studpoker import FIVE_CARD_STUD_HOME, SEVEN_CARD_STUD, Hand, evaluate_high, play_out
from studpoker.bots import CallingStation, StrengthBot


def main() -> None:
    where = Path(studpoker.__file__).resolve()
    assert "site-packages" in where.parts, f"imported from the source tree: {where}"
    hand = Hand(SEVEN_CARD_STUD, [100, 100, 100], seed=1)
    play_out(hand, [CallingStation(), StrengthBot(seed=2), StrengthBot(seed=3)])
    assert hand.is_over
    assert sum(hand.stacks) == 300
    assert evaluate_high("As Ks Qs Js Ts 2c 3d").describe() == "Royal flush"
    assert Hand(FIVE_CARD_STUD_HOME, [5, 5], seed=1).legal_actions()
    script = Path(sys.executable).with_name("studpoker")
    for args in ([], ["play"], ["simulate"], ["eval"], ["replay"]):
        done = subprocess.run(
            [str(script), *args, "--help"], capture_output=True, text=True, check=False
        )
        assert done.returncode == 0, done.stderr
        assert "Usage: studpoker" in done.stdout
    done = subprocess.run(
        [str(script), "eval", "Ac Ad Ah As Kc"], capture_output=True, text=True, check=False
    )
    assert "Four of a kind" in done.stdout, done.stdout + done.stderr
    print(f"wheel smoke test passed: studpoker from {where.parent}")


if __name__ == "__main__":
    main()
