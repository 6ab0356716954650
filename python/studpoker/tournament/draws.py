"""Every random choice of a tournament (seats, buttons, decks, race cards) from one source: the
seeded stream, or the operating system's CSPRNG with each draw kept so that a saved tournament
without a seed replays them."""

from __future__ import annotations

import secrets
from collections.abc import Sequence
from typing import Any

from studpoker.errors import SavedStateError
from studpoker.hand.shuffle import SeededStream
from studpoker.limits import is_int, shown

__all__ = ["Randomness"]


class Randomness:
    """Every random choice: the seeded stream, or the operating system's CSPRNG with each draw
    kept (a saved tournament without a seed replays them)."""

    __slots__ = ("_replay", "draws", "stream")

    def __init__(self, seed: int | None, replay: Sequence[Any] | None = None) -> None:
        self.stream = None if seed is None else SeededStream(seed, b"studpoker/tournament/v1")
        self.draws: list[int] = []
        self._replay = None if replay is None else list(replay)

    def _take(self, bound: int | None) -> int | None:
        if self._replay is None:
            return None
        index = len(self.draws)
        if index >= len(self._replay):
            raise SavedStateError(f"draws: the play needs more than the {index} saved")
        value = self._replay[index]
        top = 1 << 256 if bound is None else bound
        if not is_int(value) or not 0 <= value < top:
            raise SavedStateError(f"draws[{index}]: {shown(value)} is not a draw below {top}")
        return value

    def bits(self) -> int:
        """256 random bits (a hand's or a race's deck)."""
        if self.stream is not None:
            return self.stream.bits()
        value = self._take(None)
        value = secrets.randbits(256) if value is None else value
        self.draws.append(value)
        return value

    def below(self, bound: int) -> int:
        """A number in ``0..bound - 1`` (a seat, a button)."""
        if self.stream is not None:
            return self.stream.below(bound)
        value = self._take(bound)
        value = secrets.randbelow(bound) if value is None else value
        self.draws.append(value)
        return value

    def mark(self) -> tuple[int, int]:
        """Where the draws are (``reset`` goes back there)."""
        counter = 0 if self.stream is None else self.stream._counter
        return counter, len(self.draws)

    def reset(self, mark: tuple[int, int]) -> None:
        """Go back to ``mark``: the draws since are taken again."""
        if self.stream is not None:
            self.stream._counter = mark[0]
        del self.draws[mark[1] :]

    @property
    def unused(self) -> int:
        """Saved draws not replayed yet."""
        return 0 if self._replay is None else len(self._replay) - len(self.draws)

    def go_live(self) -> None:
        """The saved draws are all replayed: from now on the CSPRNG draws."""
        self._replay = None
