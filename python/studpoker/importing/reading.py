"""The import loop: the source's lines cut into each room's hands, each hand read on its own.

A reader opens a hand at a line it knows as a hand's first (``RoomReader.opens``); the lines up
to the next such line are that hand. Whatever a reader refuses is one ``Refusal`` naming the
line, and the next hand is read as if nothing happened. Text that no room opens is refused as
one block per stretch. Memory is bounded by the longest hand, never by the source.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from studpoker.errors import HandHistoryError, StudPokerError
from studpoker.importing.builder import RefusedHand
from studpoker.importing.source import Source, line_batches
from studpoker.phh.document import HandHistory

__all__ = [
    "MAX_HAND_ID",
    "MAX_HAND_LINES",
    "MAX_REASON",
    "Imported",
    "Refusal",
    "RoomReader",
    "import_loop",
]

MAX_HAND_LINES = 20_000
"""A hand longer than this is refused (no real hand comes near; a session of iPoker XML is cut
at each game)."""


MAX_REASON = 200
"""The longest reason a refusal keeps (the rest cut, ``...`` marking the cut)."""
MAX_HAND_ID = 40
"""The longest hand number a refusal keeps."""


@dataclass(frozen=True, slots=True)
class Refusal:
    """A hand (or a stretch of text) the importer could not take, and why."""

    room: str | None
    hand: str | None
    line: int
    reason: str

    def __post_init__(self) -> None:
        # a reason quotes the source's text, which may be anything: kept short, so that a
        # refusal never dumps a line (or a whole hand) of the source
        if len(self.reason) > MAX_REASON:
            object.__setattr__(self, "reason", self.reason[: MAX_REASON - 3] + "...")
        if self.hand is not None and len(self.hand) > MAX_HAND_ID:
            object.__setattr__(self, "hand", self.hand[: MAX_HAND_ID - 3] + "...")

    def __str__(self) -> str:
        where = f"{self.room or 'no room'} hand {self.hand or '?'}"
        return f"line {self.line} ({where}): {self.reason}"

    def __repr__(self) -> str:
        return f"<Refusal {self}>"


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
    only of lines holding some reader's mark (every line, when a reader has none, as for a
    reader that must see every line)."""

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

    def continues(self, block: Sequence[str], line: str) -> bool:
        """Whether ``line``, a line this reader opens, rather continues ``block``, the hand it
        is reading (a room that writes a hand's opening over several lines)."""
        return False


ReaderFactory = Callable[[], RoomReader]


def import_loop(
    source: Source, readers: Sequence[ReaderFactory]
) -> Iterator[HandHistory | Refusal]:
    """Each hand of ``source`` read by the reader that opens it, in the source's order."""
    cutter = _Cutter([make() for make in readers])
    number = 0  # the number of the line before the batch
    for batch in line_batches(source):
        yield from cutter.batch(batch, number)
        number += len(batch)
        del batch  # not held while the next batch is read: memory holds one batch at a time
    yield from cutter.end()


class _Cutter:
    """The source's lines cut into hands, a batch of lines at a time. Only the lines that hold a
    reader's mark are asked of the readers; the runs of lines between them go to the current
    block at once."""

    def __init__(self, readers: list[RoomReader]) -> None:
        self.readers = readers
        self.current: RoomReader | None = None
        self.block: list[str] = []
        self.first = 0
        self.stray: int | None = None  # the first line of a stretch of text no reader opens
        self.too_long = False  # the current hand passed MAX_HAND_LINES: its lines are skipped
        self.openers = [(reader.opens, reader) for reader in readers]  # bound once
        marks = {mark for reader in readers for mark in reader.marks}
        # a line holds some mark when it holds one of those that hold no other ("Game" is in
        # "Game #"); with a reader of no marks, every line is asked of the readers
        every_line = any(not reader.marks for reader in readers)
        self.marks = [] if every_line else sorted(m for m in marks if not _holds_another(m, marks))

    def batch(self, lines: list[str], before: int) -> Iterator[HandHistory | Refusal]:
        """The hands that end in ``lines``, whose first line is line ``before + 1``."""
        asked = _holding(lines, self.marks) if self.marks else range(len(lines))
        done = 0  # the lines before this one are in the current block (or skipped)
        for k in asked:
            if k > done:
                refusal = self._plain(lines[done:k], before + done + 1)
                if refusal is not None:
                    yield refusal
                done = k
            opener = self._opener(lines[k])
            if opener is not None:
                yield from self.end()
                self.current, self.block, self.first = opener, [lines[k]], before + k + 1
                self.too_long = False
                done = k + 1
        if done < len(lines):
            refusal = self._plain(lines[done:], before + done + 1)
            if refusal is not None:
                yield refusal

    def end(self) -> Iterator[HandHistory | Refusal]:
        """The hand (or the stretch of text) that ends here: at a line that opens a hand, or
        where the source's lines run out."""
        if self.current is not None and not self.too_long:
            return _read_block(self.current, self.block, self.first)
        if self.stray is not None:
            stray, self.stray = self.stray, None
            return iter((_stray(stray, self.readers),))
        return iter(())

    def _opener(self, line: str) -> RoomReader | None:
        for opens, reader in self.openers:
            if opens(line):
                if reader is self.current and reader.continues(self.block, line):
                    return None
                return reader
        return None

    def _plain(self, lines: list[str], number: int) -> Refusal | None:
        """Lines no reader opens, the first of them line ``number``: the refusal of a hand
        they make too long, if they do."""
        if self.current is None:
            if self.stray is None:
                text_at = next((k for k, line in enumerate(lines) if line.strip()), None)
                if text_at is not None:
                    self.stray = number + text_at
            return None
        if self.too_long:
            return None
        room = MAX_HAND_LINES + 1 - len(self.block)
        self.block.extend(lines[:room])
        if len(lines) < room:
            return None
        hand = self.current.hand_id(self.block)
        self.block, self.too_long = [], True
        return Refusal(self.current.room, hand, self.first, "the hand never ends")


def _holds_another(mark: str, marks: set[str]) -> bool:
    return any(other in mark for other in marks if other != mark)


def _holding(lines: list[str], marks: Sequence[str]) -> list[int]:
    """The indexes of the lines that hold any of ``marks``, in order. The marks are found in the
    batch's text at once (``str.find`` runs in C; a regular expression of the marks searched
    line by line cost several times the rest of the loop), then each place is told as a line by
    the line ends before it."""
    text = "\n".join(lines)
    places = sorted({place for mark in marks for place in _places(text, mark)})
    indexes: list[int] = []
    line = start = 0  # the line of ``start``, a place in the text
    for place in places:
        line += text.count("\n", start, place)
        start = place
        if not indexes or indexes[-1] != line:
            indexes.append(line)
    return indexes


def _places(text: str, mark: str) -> Iterator[int]:
    """Where ``mark`` starts in ``text``, each place."""
    place = text.find(mark)
    while place >= 0:
        yield place
        place = text.find(mark, place + 1)


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
