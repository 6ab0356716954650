"""``studpoker replay``: a PHH hand history played on the engine and shown street by street."""

from __future__ import annotations

import sys
from pathlib import Path

import click
from rich.console import Console
from rich.panel import Panel

from studpoker import importing, phh
from studpoker.hand import Hand
from studpoker.hand.log import hand_log
from studpoker.phh.document import HandHistory


def streets(hand: Hand, names: list[str]) -> list[tuple[str, list[str]]]:
    """The hand log cut into (title, lines) chunks: the antes, then one chunk per street."""
    chunks: list[tuple[str, list[str]]] = [("start", [])]
    burns: list[str] = []  # a burn belongs to the street it comes before
    for line in hand_log(hand, names):
        if line.strip() == "burn":
            burns.append(line)
            continue
        if line.startswith("street "):
            chunks.append((line.split(":", 1)[0], []))
        chunks[-1][1].extend(burns)
        burns.clear()
        chunks[-1][1].append(line)
    chunks[-1][1].extend(burns)
    return [chunk for chunk in chunks if chunk[1]]


def seat_names(hand: Hand, players: object) -> list[str]:
    """Each hand seat's name: the file's ``players`` (``p1`` sits left of the dealer) or ``pN``."""
    names = [f"p{player + 1}" for player in range(hand.n)]
    if isinstance(players, list) and len(players) == hand.n:
        names = [str(name) for name in players]
    return [names[(seat - hand.dealer - 1) % hand.n] for seat in range(hand.n)]


def load_histories(path: Path) -> list[HandHistory]:
    """The hands of a PHH file, or of a room's file (its refused hands named on stderr)."""
    if path.suffix in (".phh", ".phhs"):
        return phh.load_all_file(path)
    imported = importing.read(path)
    for refusal in imported.refused:
        click.echo(f"refused: {refusal}", err=True)
    if not imported.hands:
        raise click.BadParameter(
            f"{path} holds no hand this program can read (PHH files end in .phh or .phhs)",
            param_hint="PATH",
        )
    return imported.hands


@click.command(
    "replay", short_help="Replay a PHH or an online room's hand history street by street."
)
@click.argument("path", type=click.Path(exists=True, dir_okay=False, path_type=Path))
@click.option(
    "--hand",
    "number",
    type=click.IntRange(1),
    default=None,
    help="In a .phhs file of several hands, replay only this one (1 = first).",
)
@click.option(
    "--step/--no-step",
    default=None,
    help="Wait for Enter after each street (default: when the input is a terminal).",
)
def replay_command(path: Path, number: int | None, step: bool | None) -> None:
    """Replay a hand history street by street: PHH (.phh, or .phhs of many hands) or an online
    room's file (PokerStars, Full Tilt, iPoker, Everleaf, OnGame, PartyPoker).

    The engine plays every recorded action under the rules of the file's variant (a room's
    reading for a room's file) and checks the recorded finishing stacks, so a replay that runs
    to the end is a hand the rules allow, ending on the recorded result.
    """
    histories = load_histories(path)
    if number is not None:
        if number > len(histories):
            raise click.BadParameter(f"{path} holds {len(histories)} hand(s)", param_hint="--hand")
        chosen = [(number, histories[number - 1])]
    else:
        chosen = list(enumerate(histories, 1))
    pause = sys.stdin.isatty() if step is None else step
    console = Console(highlight=False)
    for index, history in chosen:
        hand = phh.replay(history)
        names = seat_names(hand, history.extra.get("players"))
        console.rule(f"hand {index} of {len(histories)} · {history.variant} · {hand.profile.name}")
        for title, lines in streets(hand, names):
            console.print(Panel("\n".join(lines), title=title, title_align="left", expand=False))
            if pause:
                try:
                    input("Enter: next street (Ctrl-D: stop) ")
                except EOFError:
                    console.print()
                    return
