"""``studpoker import``: online rooms' hand histories read, replayed to each room's result and
written as PHH, with a summary per room."""

from __future__ import annotations

import io
import re
from collections import Counter
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import IO

import click
from rich.console import Console
from rich.progress import BarColumn, Progress, TextColumn, TimeRemainingColumn
from rich.table import Table as RichTable

from studpoker import importing, phh
from studpoker.errors import StudPokerError
from studpoker.importing import Refusal
from studpoker.phh.document import HandHistory

PROGRESS_FROM = 1 << 20
"""Inputs of at least this many bytes in all get a progress bar."""


@dataclass
class RoomTally:
    """One room's count: hands read, replayed to the room's result, and each reason met."""

    read: int = 0
    replayed: int = 0
    mismatched: Counter[str] = field(default_factory=Counter)
    refused: Counter[str] = field(default_factory=Counter)


class _CountingReader(io.RawIOBase):
    """A binary file that reports the bytes read so far, for the progress bar."""

    def __init__(self, stream: IO[bytes], advance: Callable[[int], None]) -> None:
        self._stream = stream
        self._advance = advance

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        data = self._stream.read(len(buffer))
        buffer[: len(data)] = data
        self._advance(len(data))
        return len(data)


def reason_kind(reason: str) -> str:
    """A reason with its particulars (names, numbers) taken out, to count alike reasons once."""
    general = re.sub(r"'[^']*'|\"[^\"]*\"", "'…'", reason)
    return re.sub(r"\d+(?:\.\d+)?", "N", general)[:90]


def replay_against_room(history: HandHistory) -> str | None:
    """``None`` when the history replays to the room's ``finishing_stacks``, else why not."""
    try:
        hand = phh.replay(history)
    except StudPokerError as err:
        return str(err)
    if not hand.is_over:
        return "the replay stops before the hand is over"
    return None


def imported_items(
    paths: list[Path], room: str | None, advance: Callable[[int], None]
) -> Iterator[tuple[Path, HandHistory | Refusal]]:
    for path in paths:
        with path.open("rb") as raw:
            stream = io.BufferedReader(_CountingReader(raw, advance))
            for item in importing.iter_read(stream, room):
                yield path, item


@click.command("import", short_help="Read online rooms' hand histories into PHH.")
@click.argument(
    "files", nargs=-1, required=True, type=click.Path(exists=True, dir_okay=False, path_type=Path)
)
@click.option(
    "-o",
    "--output",
    type=click.Path(dir_okay=False, writable=True, path_type=Path),
    default=None,
    help="Write every hand taken to this .phhs file (PHH).",
)
@click.option(
    "--room",
    type=click.Choice(importing.ROOMS),
    default=None,
    help="Read every file as this room's (by default each hand's room is found).",
)
@click.option(
    "--replay/--no-replay",
    default=True,
    help="Replay each hand on the engine and check it ends on the room's result (default).",
)
def import_command(
    files: tuple[Path, ...], output: Path | None, room: str | None, replay: bool
) -> None:
    """Read the hand histories of online rooms (PokerStars, Full Tilt, iPoker, Everleaf,
    OnGame, PartyPoker, Winamax, Bovada, Merge) into PHH histories, replay each to the room's
    own result, and print a summary per room: hands read, replayed to the room's result,
    refused by reason.
    """
    console = Console(highlight=False, stderr=True)
    tallies: dict[str, RoomTally] = {}
    paths = list(files)
    size = sum(path.stat().st_size for path in paths)
    out = output.open("w", encoding="utf-8") if output is not None else None
    written = 0
    progress = Progress(
        TextColumn("{task.description}"),
        BarColumn(),
        TextColumn("{task.percentage:>3.0f}%"),
        TimeRemainingColumn(),
        console=console,
        disable=size < PROGRESS_FROM,
    )
    try:
        with progress:
            task = progress.add_task("importing", total=size)

            def advance(count: int) -> None:
                progress.advance(task, count)

            for _path, item in imported_items(paths, room, advance):
                if isinstance(item, Refusal):
                    tally = tallies.setdefault(item.room or "no room", RoomTally())
                    tally.refused[reason_kind(item.reason)] += 1
                    continue
                tally = tallies.setdefault(str(item.extra.get("_room", "?")), RoomTally())
                tally.read += 1
                if replay:
                    problem = replay_against_room(item)
                    if problem is None:
                        tally.replayed += 1
                    else:
                        tally.mismatched[reason_kind(problem)] += 1
                if out is not None:
                    written += 1
                    out.write(f"[{written}]\n{phh.dumps(item)}\n")
    finally:
        if out is not None:
            out.close()
    Console(highlight=False).print(summary(tallies, replay))
    if output is not None:
        click.echo(f"{written} hand(s) written to {output}")
    if any(t.mismatched for t in tallies.values()):
        raise SystemExit(1)


def summary(tallies: dict[str, RoomTally], replayed: bool) -> RichTable:
    """One row per room, then one per reason met."""
    table = RichTable(title="hands imported")
    table.add_column("room")
    table.add_column("read", justify="right")
    table.add_column("replayed to the room's result" if replayed else "replay", justify="right")
    table.add_column("refused", justify="right")
    table.add_column("reasons")
    for name in sorted(tallies):
        tally = tallies[name]
        reasons = [f"{count} × refused: {why}" for why, count in tally.refused.most_common()]
        reasons += [f"{count} × mismatch: {why}" for why, count in tally.mismatched.most_common()]
        table.add_row(
            name,
            str(tally.read),
            str(tally.replayed) if replayed else "not asked",
            str(sum(tally.refused.values())),
            "\n".join(reasons),
        )
    return table
