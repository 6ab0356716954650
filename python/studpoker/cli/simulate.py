"""``studpoker simulate``: many hands between bots, then a summary table.

Every hand starts each seat at ``--stack`` chips (a cash game topped up between hands) and the
dealer moves one seat clockwise each hand, so each seat's stack over the session is its starting
stack plus its running net. A seat's win rate is its mean net per hand with a 95% confidence
interval (normal approximation: 1.96 standard errors).

With ``--tournament N`` it plays N sit-and-gos between the bots instead (one entrant each, the
seats drawn afresh each time) and reports each bot's finishing places and its prize won per entry,
with 95% confidence intervals.
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
from studpoker.cli.options import (
    BOT_HELP,
    game_option,
    game_or_mix,
    mix_option,
    profile,
    stack_option,
    structure_named,
    structure_option,
)
from studpoker.games.profiles import Profile
from studpoker.hand import Hand
from studpoker.limits import shown
from studpoker.simulation import TournamentSimulation, simulate_tournaments
from studpoker.tournament.payouts import SIT_AND_GO, Payouts

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


def _interval(values: list[int] | tuple[int, ...]) -> tuple[float, float]:
    """The mean and the half-width of its 95% confidence interval (normal approximation)."""
    mean = statistics.fmean(values)
    if len(values) < 2:
        return mean, float("nan")
    return mean, 1.96 * statistics.stdev(values) / math.sqrt(len(values))


def tournament_summary(run: TournamentSimulation, seconds: float) -> tuple[RichTable, RichTable]:
    """The run's figures and each bot's places and prizes."""
    figures = RichTable(title="sit-and-gos", title_justify="left")
    for column in ("sit-and-gos", "per second", "mean hands", "buy-in"):
        figures.add_column(column, justify="right")
    rate = run.sit_and_gos / seconds if seconds > 0 else float("inf")
    figures.add_row(
        str(run.sit_and_gos), f"{rate:,.1f}", f"{statistics.fmean(run.hands):.1f}", str(run.buy_in)
    )
    bots = RichTable(
        title="bots: mean place and prize per entry (± 95% CI), how often 1st and paid, "
        "net per entry (prize less buy-in)",
        title_justify="left",
    )
    for column in ("bot", "place", "±", "1st", "paid", "prize", "± ", "net"):
        bots.add_column(column, justify="left" if column == "bot" else "right")
    for k, name in enumerate(run.bots):
        places, prizes = run.places[k], run.prizes[k]
        place, place_ci = _interval(places)
        prize, prize_ci = _interval(prizes)
        bots.add_row(
            f"{k + 1}:{name}",
            f"{place:.2f}",
            f"{place_ci:.2f}",
            f"{100 * places.count(1) / len(places):.1f}%",
            f"{100 * sum(1 for p in prizes if p > 0) / len(prizes):.1f}%",
            f"{prize:.2f}",
            f"{prize_ci:.2f}",
            f"{prize - run.buy_in:+.2f}",
        )
    return figures, bots


def plot_tournaments(path: Path, run: TournamentSimulation) -> None:
    """Each bot's finishing places (a bar per place) and its running net prize, as a PNG."""
    try:
        import matplotlib

        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise click.ClickException(
            "--plot needs matplotlib: pip install 'studpoker[plot]'"
        ) from None
    figure, (left, right) = plt.subplots(1, 2, figsize=(11, 4.5))
    entrants = len(run.bots)
    width = 0.8 / entrants
    for k, name in enumerate(run.bots):
        counts = [run.places[k].count(place) for place in range(1, entrants + 1)]
        left.bar(
            [p - 0.4 + (k + 0.5) * width for p in range(1, entrants + 1)],
            counts,
            width,
            label=f"{k + 1}:{name}",
        )
        running, line = 0, [0]
        for prize in run.prizes[k]:
            running += prize - run.buy_in
            line.append(running)
        right.plot(line, label=f"{k + 1}:{name}")
    left.set_xlabel("place")
    left.set_xticks(range(1, entrants + 1))
    left.set_ylabel("sit-and-gos")
    left.legend()
    right.set_xlabel("sit-and-go")
    right.set_ylabel("net prize (prizes less buy-ins)")
    figure.tight_layout()
    figure.savefig(path)
    plt.close(figure)


def run_tournaments(
    game: str,
    mix: str | None,
    names: list[str],
    count: int,
    seed: int,
    structure: str,
    chips: int,
    buy_in: int,
    plot_path: Path | None,
) -> None:
    played = game_or_mix(game, mix)
    if not 2 <= len(names) <= played.max_players:
        raise click.BadParameter(
            f"{len(names)} bots: {played.name} seats 2..{played.max_players}",
            param_hint="--bots",
        )
    console = Console(highlight=False)
    start = time.perf_counter()
    run = simulate_tournaments(
        played,
        count,
        seed,
        bots=names,
        structure=structure_named(structure),
        chips=chips,
        payouts=Payouts(SIT_AND_GO, buy_in),
    )
    for table in tournament_summary(run, time.perf_counter() - start):
        console.print(table)
    if plot_path is not None:
        plot_tournaments(plot_path, run)
        console.print(f"drew the places and prizes to {plot_path}")


@click.command("simulate", short_help="Play many hands (or sit-and-gos) between bots.")
@game_option
@mix_option
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
    help="Draw each seat's stack over the session (with --tournament: each bot's places and "
    "net prize) to this PNG (needs matplotlib: the 'plot' extra).",
)
@click.option(
    "--tournament",
    "sit_and_gos",
    type=click.IntRange(1),
    default=None,
    help="Play this many sit-and-gos between the bots instead of hands (one entrant a bot).",
)
@structure_option
@click.option(
    "--chips",
    type=click.IntRange(1),
    default=1000,
    show_default=True,
    help="With --tournament: the starting chips.",
)
@click.option(
    "--buy-in",
    type=click.IntRange(1),
    default=10,
    show_default=True,
    help="With --tournament: the prize money each entry puts in (65% and 35% paid).",
)
def simulate_command(
    game: str,
    mix: str | None,
    bots: str,
    hands: int,
    seed: int,
    stack: int,
    phh_path: Path | None,
    plot_path: Path | None,
    sit_and_gos: int | None,
    structure: str,
    chips: int,
    buy_in: int,
) -> None:
    """Play many hands between bots and print hands/s, win rates, showdowns and pot sizes; or,
    with --tournament N, N sit-and-gos and each bot's places and prize per entry."""
    names = [name.strip() for name in bots.split(",") if name.strip()]
    unknown = [name for name in names if name not in BOTS]
    if unknown:
        raise click.BadParameter(
            f"unknown bot {shown(unknown[0])}: choose from {', '.join(BOTS)}", param_hint="--bots"
        )
    if sit_and_gos is not None:
        run_tournaments(game, mix, names, sit_and_gos, seed, structure, chips, buy_in, plot_path)
        return
    if mix is not None:
        raise click.BadParameter("a mix is simulated as --tournament", param_hint="--mix")
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
