"""The import loop: the source's lines cut into each room's hands, each hand read on its own.

A reader opens a hand at a line it knows as a hand's first (``RoomReader.opens``); the lines up
to the next such line are that hand. Whatever a reader refuses is one ``Refusal`` naming the
line, and the next hand is read as if nothing happened. Text that no room opens is refused as
one block per stretch. Memory is bounded by the longest hand, never by the source.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from studpoker.errors import HandHistoryError, StudPokerError
from studpoker.importing.builder import RefusedHand
from studpoker.importing.source import Source, numbered_lines
from studpoker.phh.document import HandHistory

__all__ = ["MAX_HAND_LINES", "Imported", "Refusal", "RoomReader", "import_loop"]

MAX_HAND_LINES = 20_000
"""A hand longer than this is refused (no real hand comes near; a session of iPoker XML is cut
at each game)."""


@dataclass(frozen=True, slots=True)
class Refusal:
    """A hand (or a stretch of text) the importer could not take, and why."""

    room: str | None
    hand: str | None
    line: int
    reason: str

    def __str__(self) -> str:
        where = f"{self.room or 'no room'} hand {self.hand or '?'}"
        return f"line {self.line} ({where}): {self.reason}"


@dataclass(slots=True)
class Imported:
    """What ``read`` made of a source: the hands as PHH histories, and every refusal."""

    hands: list[HandHistory] = field(default_factory=list)
    refused: list[Refusal] = field(default_factory=list)


class RoomReader(ABC):
    """One room's format. A new reader is made for each source, so it may keep state across
    the hands of one source (an iPoker session's header, say)."""

    room: ClassVar[str]
    marks: ClassVar[tuple[str, ...]] = ()
    """Text one of which every line this room opens a hand at contains: the loop asks ``opens``
    only of lines holding one (every line is asked when empty, as for a reader that must see
    every line)."""

    @abstractmethod
    def opens(self, line: str) -> bool:
        """Whether ``line`` is the first line of one of this room's hands (or of a block that
        sets up the hands after it)."""

    @abstractmethod
    def read(self, lines: Sequence[str], first: int) -> Iterator[HandHistory | Refusal]:
        """The hands of one block (its first line is line ``first`` of the source). Raise
        ``RefusedHand`` (or yield a ``Refusal``) for a hand that cannot be taken."""

    def hand_id(self, lines: Sequence[str]) -> str | None:
        """The room's number of the hand in ``lines``, for a refusal; ``None`` when unknown."""
        return None


ReaderFactory = Callable[[], RoomReader]


def import_loop(
    source: Source, readers: Sequence[ReaderFactory]
) -> Iterator[HandHistory | Refusal]:
    """Each hand of ``source`` read by the reader that opens it, in the source's order."""
    active = [make() for make in readers]
    current: RoomReader | None = None
    block: list[str] = []
    first = 0
    stray: int | None = None  # the first line of a stretch of text no reader opens
    too_long = False  # the current hand passed MAX_HAND_LINES: its lines are skipped
    # every line is asked of the readers: bound once, and only of those whose marks it holds
    openers = [(reader.opens, reader) for reader in active]
    always = [(reader.opens, reader) for reader in active if not reader.marks]
    marks = {mark for reader in active for mark in reader.marks}
    marked = re.compile("|".join(map(re.escape, sorted(marks)))) if marks else None
    for number, line in numbered_lines(source):
        opener = None
        asked = openers if marked is None or marked.search(line) else always
        for opens, reader in asked:
            if opens(line):
                opener = reader
                break
        if opener is not None:
            if current is not None and not too_long:
                yield from _read_block(current, block, first)
            elif stray is not None:
                yield _stray(stray, active)
                stray = None
            current, block, first, too_long = opener, [line], number, False
        elif current is not None:
            if too_long:
                continue
            block.append(line)
            if len(block) > MAX_HAND_LINES:
                yield Refusal(current.room, current.hand_id(block), first, "the hand never ends")
                block, too_long = [], True
        elif stray is None and line.strip():
            stray = number
    if current is not None and not too_long:
        yield from _read_block(current, block, first)
    elif stray is not None:
        yield _stray(stray, active)


def _stray(line: int, readers: Sequence[RoomReader]) -> Refusal:
    rooms = ", ".join(reader.room for reader in readers)
    return Refusal(None, None, line, f"text that is no hand of any room read here ({rooms})")


def _read_block(
    reader: RoomReader, block: Sequence[str], first: int
) -> Iterator[Refusal | HandHistory]:
    hands = reader.read(block, first)
    while True:
        try:
            item = next(hands)
        except StopIteration:
            return
        except RefusedHand as err:
            yield Refusal(reader.room, reader.hand_id(block), err.line, err.reason)
            return
        except (StudPokerError, HandHistoryError) as err:
            yield Refusal(reader.room, reader.hand_id(block), first, str(err))
            return
        yield item
