"""``studpoker equity``: each player's share of the pot from the cards known now."""

from __future__ import annotations

import click
from rich.console import Console
from rich.table import Table as RichTable

from studpoker.cli.options import game_option, profile
from studpoker.equity import equity
from studpoker.errors import StudPokerError


@click.command("equity", short_help="Stud equity: each player's share of the pot, as a table.")
@click.argument("players", nargs=-1, required=True)
@game_option
@click.option("--dead", "-d", default="", help='Cards known out of play, e.g. "9c 4h".')
@click.option(
    "--up",
    "-u",
    "up_cards",
    default=None,
    help="Every card dealt face up so far, in dealing order (Chicago, follow-the-queen and "
    "Baseball need it).",
)
@click.option(
    "--samples",
    "-n",
    type=click.IntRange(min=1),
    default=None,
    help="Deal this many random outcomes instead of counting every one.",
)
@click.option("--seed", type=int, default=None, help="Seed of the random deals (Monte Carlo).")
def equity_command(
    players: tuple[str, ...],
    game: str,
    dead: str,
    up_cards: str | None,
    samples: int | None,
    seed: int | None,
) -> None:
    """Each player's equity from their known cards, one quoted argument a player, e.g.

    studpoker equity --game seven_card_stud "As Ks 7d" "Qh Qd 2c" --dead "9c 4h"

    Give each player's known down and up cards; leave out down cards you have not seen (they are
    dealt at random like the cards to come). List the players in dealing order. Exact when cheap
    enough, else a seeded Monte Carlo run with its standard error. In Chicago the "low" column
    is the spade half.
    """
    game_profile = profile(game)
    try:
        result = equity(
            list(players), game_profile, dead, up_cards=up_cards, samples=samples, seed=seed
        )
    except StudPokerError as err:
        raise click.ClickException(str(err)) from None
    how = (
        f"exact over {result.outcomes:,} outcomes"
        if result.exact
        else (f"Monte Carlo, {result.outcomes:,} deals, seed {result.seed}")
    )
    table = RichTable(title=game_profile.name, title_justify="left")
    for header in ("player", "cards", "equity", "win", "tie"):
        table.add_column(header, justify="left" if header in ("player", "cards") else "right")
    if result.high is not None:
        for header in ("high", "low", "scoop"):
            table.add_column(header, justify="right")
    if not result.exact:
        table.add_column("± std. error", justify="right")
    for index, cards in enumerate(players):
        row = [
            str(index + 1),
            cards,
            f"{result.equity[index]:.2%}",
            f"{result.win[index]:.2%}",
            f"{result.tie[index]:.2%}",
        ]
        if result.high is not None and result.low is not None and result.scoop is not None:
            row += [
                f"{result.high[index]:.2%}",
                f"{result.low[index]:.2%}",
                f"{result.scoop[index]:.2%}",
            ]
        if not result.exact:
            row.append(f"{result.stderr[index]:.2%}")
        table.add_row(*row)
    console = Console(highlight=False)
    console.print(table)
    console.print(how)
    if result.community:
        console.print("One community card stands in for everyone's last card (rules §2.1).")
