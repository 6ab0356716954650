"""Why a hand of a game no reader takes is refused, in the same words for every room: a game that
is not stud (hold'em in a mixed file), a stud game whose name no sample of the room shows (its
hands are refused rather than guessed at), or a betting structure other than fixed limit."""

from __future__ import annotations

__all__ = ["game_not_read", "structure_not_read"]

_STUD_WORDS = ("stud", "razz")


def game_not_read(name: str) -> str:
    if any(word in name.casefold() for word in _STUD_WORDS):
        return f"the stud game {name!r}: no sample of the room shows it, so it is not read"
    return f"the game {name!r} is not a stud game read here"


def structure_not_read(limit: str) -> str:
    return f"{limit!r} betting: only fixed-limit stud is read here"
