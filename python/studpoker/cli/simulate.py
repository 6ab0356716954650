"""``studpoker simulate``: many hands between bots, then a summary table.

Every hand starts each seat at ``--stack`` chips (a cash game topped up between hands) and the
dealer moves one seat clockwise each hand, so each seat's stack over the session is its starting
stack plus its running net. A seat's win rate is its mean net per hand with a 95% confidence
interval (normal approximation: 1.96 standard errors).
"""

from __future__ import annotations

import math
import random
import statistics
import time
from dataclasses import dataclass, field
from pathlib import Path

import click
from rich.console import Console
from rich.progress import Progress
from rich.table import Table as RichTable

from studpoker import phh
from studpoker.bots import BOTS, make_bot, play_out
from studpoker.cli.options import BOT_HELP, game_option, profile, stack_option
from studpoker.hand import Hand
from studpoker.profiles import Profile

PROGRESS_FROM = 2000  # hands: shorter runs finish before a bar would help


@dataclass
class Session:
    """What a simulation measured, hand by hand."""

    bots: list[str]
    nets: list[list[int]] = field(default_factory=list)
    """Per seat, its net chips in each hand."""
    pots: list[int] = field(default_factory=list)
    showdowns: int = 0
    seconds: float = 0.0

    @property
    def hands(self) -> int:
        return len(self.pots)


def simulate(
    game: Profile,
    bots: list[str],
    hands: int,
    seed: int,
    stack: int,
    histories: list[str] | None = None,
    progress: Progress | None = None,
) -> Session:
    """Play ``hands`` hands of ``game`` between ``bots`` (names of ``BOTS``), seeded."""
    seats = len(bots)
    policies = [make_bot(name, seed * 1000 + s, game) for s, name in enumerate(bots)]
    deals = random.Random(seed)
    session = Session(bots, [[] for _ in bots])
    task = progress.add_task("simulating", total=hands) if progress is not None else None
    for number in range(hands):
        dealer = number % seats
        start = time.perf_counter()  # the play alone: writing histories is not timed
        hand = Hand(game, [stack] * seats, dealer, seed=deals.getrandbits(64))
        play_out(hand, policies)
        session.seconds += time.perf_counter() - start
        payouts = hand.payouts or (0,) * seats
        for seat in range(seats):
            session.nets[seat].append(hand.stacks[seat] - stack)
        session.pots.append(sum(payouts))
        if hand.showdown_order:
            session.showdowns += 1
        if histories is not None:
            histories.append(phh.dump(hand))
        if progress is not None and task is not None:
            progress.advance(task)
    return session


def summary(session: Session) -> tuple[RichTable, RichTable]:
    """The session's figures and each seat's results."""
    hands = session.hands
    rate = hands / session.seconds if session.seconds > 0 else float("inf")
    figures = RichTable(title="session", title_justify="left")
    figures.add_column("hands", justify="right")
    figures.add_column("hands/s", justify="right")
    figures.add_column("showdowns", justify="right")
    figures.add_column("mean pot", justify="right")
    figures.add_column("median pot", justify="right")
    figures.add_column("largest pot", justify="right")
    figures.add_row(
        str(hands),
        f"{rate:,.0f}",
        f"{100 * session.showdowns / hands:.1f}%",
        f"{statistics.fmean(session.pots):.1f}",
        f"{statistics.median(session.pots):g}",
        str(max(session.pots)),
    )
    seats = RichTable(
        title="seats (win rate: mean net chips per hand, 95% CI)", title_justify="left"
    )
    for column in ("seat", "bot", "net", "win rate", "± 95% CI", "hands won"):
        seats.add_column(column, justify="left" if column == "bot" else "right")
    for seat, nets in enumerate(session.nets):
        mean = statistics.fmean(nets)
        half = 1.96 * statistics.stdev(nets) / math.sqrt(hands) if hands > 1 else float("nan")
        won = sum(1 for net in nets if net > 0)
        seats.add_row(
            str(seat),
            session.bots[seat],
            f"{sum(nets):+d}",
            f"{mean:+.2f}",
            f"{half:.2f}",
            f"{100 * won / hands:.1f}%",
        )
    return figures, seats


def write_phhs(path: Path, histories: list[str]) -> None:
    """Every hand as one ``.phhs`` file: a table ``[n]`` per hand, numbered from 1."""
    with path.open("w", encoding="utf-8") as out:
        for number, text in enumerate(histories, 1):
            out.write(f"[{number}]\n{text}\n")


def plot_stacks(path: Path, session: Session, stack: int) -> None:
    """Each seat's stack over the session (starting stack plus running net) as a PNG."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise click.ClickException(
            "--plot needs matplotlib: pip install 'studpoker[plot]'"
        ) from None
    figure, axes = plt.subplots(figsize=(8, 4.5))
    for seat, nets in enumerate(session.nets):
        running, line = stack, [stack]
        for net in nets:
            running += net
            line.append(running)
        axes.plot(line, label=f"seat {seat} ({session.bots[seat]})")
    axes.set_xlabel("hand")
    axes.set_ylabel("stack (starting stack + running net)")
    axes.legend()
    figure.tight_layout()
    figure.savefig(path)
    plt.close(figure)


@click.command("simulate", short_help="Play many hands between bots and summarise them.")
@game_option
@click.option(
    "--bots",
    "-b",
    default="strength,calling,random",
    show_default=True,
    help=f"One bot per seat, comma-separated. {BOT_HELP}.",
)
@click.option(
    "--hands",
    "-n",
    type=click.IntRange(1),
    default=1000,
    show_default=True,
    help="Number of hands.",
)
@click.option("--seed", type=int, default=1, show_default=True, help="Seed of the whole run.")
@stack_option("Each seat's chips at the start of every hand.")
@click.option(
    "--phh",
    "phh_path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Write every hand to this .phhs file (PHH).",
)
@click.option(
    "--plot",
    "plot_path",
    type=click.Path(dir_okay=False, path_type=Path),
    default=None,
    help="Draw each seat's stack over the session to this PNG "
    "(needs matplotlib: the 'plot' extra).",
)
def simulate_command(
    game: str,
    bots: str,
    hands: int,
    seed: int,
    stack: int,
    phh_path: Path | None,
    plot_path: Path | None,
) -> None:
    """Play many hands between bots and print hands/s, win rates, showdowns and pot sizes."""
    names = [name.strip() for name in bots.split(",") if name.strip()]
    unknown = [name for name in names if name not in BOTS]
    if unknown:
        raise click.BadParameter(
            f"unknown bot {unknown[0]!r}: choose from {', '.join(BOTS)}", param_hint="--bots"
        )
    chosen = profile(game)
    if not chosen.min_players <= len(names) <= chosen.max_players:
        raise click.BadParameter(
            f"{len(names)} bots: {game} seats {chosen.min_players}..{chosen.max_players}",
            param_hint="--bots",
        )
    console = Console(highlight=False)
    histories: list[str] | None = [] if phh_path is not None else None
    with Progress(console=console, transient=True, disable=hands < PROGRESS_FROM) as progress:
        session = simulate(chosen, names, hands, seed, stack, histories, progress)
    for table in summary(session):
        console.print(table)
    if phh_path is not None and histories is not None:
        write_phhs(phh_path, histories)
        console.print(f"wrote {len(histories)} hands to {phh_path}")
    if plot_path is not None:
        plot_stacks(plot_path, session, stack)
        console.print(f"drew the stacks to {plot_path}")
