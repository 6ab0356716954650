"""Lines that begin with a player's name: names may hold spaces and any word a room uses as a
verb ("the bAAr calls $0.05"), so the name is matched against the seats the hand listed,
longest first, never guessed from the words."""

from __future__ import annotations

from collections.abc import Iterable

__all__ = ["Actors"]


class Actors:
    """The names seated in one hand."""

    def __init__(self, names: Iterable[str] = ()) -> None:
        self._names: list[str] = []
        for name in names:
            self.add(name)

    def add(self, name: str) -> None:
        self._names.append(name)
        self._names.sort(key=len, reverse=True)

    def names(self) -> list[str]:
        return list(self._names)

    def split(self, line: str, separator: str = " ") -> tuple[str, str] | None:
        """``(name, rest)`` when ``line`` is a seated name, ``separator`` and the rest."""
        for name in self._names:
            if line.startswith(name) and line.startswith(separator, len(name)):
                return name, line[len(name) + len(separator) :]
        return None
