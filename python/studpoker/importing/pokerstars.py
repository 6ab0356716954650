"""PLACEHOLDER: the pokerstars reader is being written on its own branch."""

from __future__ import annotations

from collections.abc import Iterator, Sequence

from studpoker.importing.reading import Refusal, RoomReader
from studpoker.phh.document import HandHistory


class Reader(RoomReader):
    room = "pokerstars"

    def opens(self, line: str) -> bool:
        return False

    def read(self, lines: Sequence[str], first: int) -> Iterator[HandHistory | Refusal]:
        return iter(())
