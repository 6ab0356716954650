"""Why a hand of a game no reader takes is refused, in the same words for every room: a game that
is not of the stud family (hold'em, omaha or a draw game of a mixed file), a name that sounds of
stud but is no game the room's format names (each reader reads every stud game its room dealt),
or a betting structure the reader does not play."""

from __future__ import annotations

__all__ = ["game_not_read", "structure_not_read"]

_STUD_WORDS = ("stud", "razz")


def game_not_read(name: str) -> str:
    if any(word in name.casefold() for word in _STUD_WORDS):
        return f"the stud game {name!r} is not read for this room"
    return f"the game {name!r} is not a stud game read here"


def structure_not_read(limit: str) -> str:
    return f"{limit!r} betting: only fixed-limit stud is read here"
