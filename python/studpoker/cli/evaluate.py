"""``studpoker eval``: what hands are worth in a game (high, A-5 low, 2-7 low, or both for
hi-lo)."""

from __future__ import annotations

import sys
from collections.abc import Iterable
from typing import IO

import click
from rich.console import Console
from rich.table import Table as RichTable

from studpoker._core import (
    evaluate_high,
    evaluate_low_8,
    evaluate_low_27,
    evaluate_low_a5,
    format_cards,
    parse_cards,
)
from studpoker.cli.options import game_option, profile
from studpoker.errors import StudPokerError
from studpoker.showdown import Showdown


def evaluate_line(text: str, showdown: Showdown) -> list[str]:
    """The columns for one hand: its cards, then each value's description and best five."""
    cards = parse_cards(text)
    if not showdown.has_high:
        deuce = showdown.contest("low_27") is not None
        low = evaluate_low_27(cards) if deuce else evaluate_low_a5(cards)
        return [format_cards(cards), low.describe(), format_cards(low.cards)]
    high = evaluate_high(cards)
    row = [format_cards(cards), high.describe(), format_cards(high.cards)]
    if showdown.contest("low_8") is not None:
        low8 = evaluate_low_8(cards)
        row += ["no low", ""] if low8 is None else [low8.describe(), format_cards(low8.cards)]
    return row


def _lines(hands: tuple[str, ...], source: IO[str] | None) -> Iterable[tuple[str, str]]:
    """(where, text) of every hand: the arguments, then the file's lines (blank ones skipped)."""
    for number, text in enumerate(hands, 1):
        yield f"argument {number}", text
    if source is not None:
        for number, line in enumerate(source, 1):
            if line.strip() and not line.lstrip().startswith("#"):
                yield f"line {number}", line.strip()


@click.command(
    "eval", short_help="Evaluate hands given as text, in a file or on stdin, for any game."
)
@click.argument("hands", nargs=-1)
@click.option(
    "--file",
    "-f",
    "source",
    type=click.File("r"),
    default=None,
    help="Read hands from this file, one a line ('-' reads standard input).",
)
@game_option
def eval_command(hands: tuple[str, ...], source: IO[str] | None, game: str) -> None:
    """Evaluate stud hands of 5 to 9 cards, e.g. studpoker eval "As Ks Qs Js Ts" "2c 2d 5h 7s 9c".

    With no hand given and standard input not a terminal, reads hands from standard input.
    The game decides the values: high, A-5 low (razz), 2-7 low (2-7 razz) or high and
    8-or-better low (hi-lo).
    """
    if not hands and source is None:
        if sys.stdin.isatty():
            raise click.UsageError("give hands as arguments, or --file PATH, or pipe them in")
        source = sys.stdin
    showdown = profile(game).showdown_rule
    headers = ["hand", "value", "best five"]
    if not showdown.has_high:
        headers = ["hand", "low", "best five"]
    elif showdown.contest("low_8") is not None:
        headers = ["hand", "high", "best five", "low", "best low five"]
    table = RichTable(title=game, title_justify="left")
    for header in headers:
        table.add_column(header)
    count = 0
    for where, text in _lines(hands, source):
        try:
            table.add_row(*evaluate_line(text, showdown))
        except StudPokerError as err:
            raise click.ClickException(f"{where}: {text!r}: {err}") from None
        count += 1
    if count == 0:
        raise click.UsageError("no hand to evaluate")
    Console(highlight=False).print(table)
