"""``python -m studpoker demo``: a short seeded session of home five-card stud between bots."""

from __future__ import annotations

from typing import TextIO

from studpoker.bots import SteadyBot
from studpoker.games.profiles import FIVE_CARD_STUD_HOME
from studpoker.hand.log import hand_log
from studpoker.table import Table

NAMES = ("Ann", "Ben", "Cleo", "Dan")


def run_demo(out: TextIO, hands: int = 3, seed: int = 7) -> None:
    table = Table(FIVE_CARD_STUD_HOME, [30] * len(NAMES), seed=seed)
    bots = [SteadyBot(seed + s) for s in range(len(NAMES))]
    for number in range(1, hands + 1):
        hand = table.play_hand()
        names = [NAMES[s] for s in table.hand_seats]
        while not hand.is_over:
            seat = hand.actor
            assert seat is not None
            hand.act(bots[table.hand_seats[seat]].choose(hand))
        out.write(f"--- hand {number} ---\n")
        for line in hand_log(hand, names):
            out.write(line + "\n")
    final = table.hand
    assert final is not None
    stacks = list(table.stacks)
    for hand_seat, table_seat in enumerate(table.hand_seats):
        stacks[table_seat] = final.stacks[hand_seat]
    out.write("stacks: " + ", ".join(f"{n} {c}" for n, c in zip(NAMES, stacks, strict=True)))
    out.write("\n")
