"""The bounds every input is held to, in one place (SECURITY.md lists them).

Each bound is far above anything a real game or hand history needs and low enough that input at
the bound costs little: a refused input raises the package's own error naming the bound.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Iterable, Mapping, Set
from typing import Any, TypeGuard

__all__ = [
    "MAX_ACTION_TEXT",
    "MAX_CHIPS",
    "MAX_HISTORY_KEY_DEPTH",
    "MAX_HISTORY_NESTING",
    "MAX_HISTORY_TEXT",
    "MAX_SEATS",
    "MAX_SHOWN",
    "is_int",
    "items",
    "shown",
]

MAX_CHIPS = 2**63 - 1
"""The most chips a hand or table holds in all: the core counts chips in signed 64 bits."""

MAX_SEATS = 64
"""The most seats the core's ``settle`` takes (its cost grows with seats x levels)."""

MAX_ACTION_TEXT = 64
"""The longest action text (``"p1 cbr 9223372036854775807"`` is 26 characters)."""

MAX_HISTORY_TEXT = 4 * 1024 * 1024
"""The longest hand-history text, in characters (a PHH hand is about a kilobyte)."""

MAX_HISTORY_NESTING = 8
"""The deepest nesting of arrays and inline tables in a hand history (PHH needs 3)."""

MAX_SHOWN = 80
"""The longest a refusal shows a value it was given (``shown``)."""

MAX_HISTORY_KEY_DEPTH = 8
"""The most parts of a dotted key or table name (``a.b.c`` has 3; PHH needs 2)."""


def is_int(value: object) -> TypeGuard[int]:
    """An integer and not a bool (``True`` is an ``int`` to Python, never a count or a seat)."""
    return isinstance(value, int) and not isinstance(value, bool)


def items(value: object, most: int) -> tuple[Any, ...] | None:
    """The items of a sequence or another ordered iterable (a list, a tuple, a generator) as a
    tuple, the form the package stores; at most ``most + 1`` of them are read, so that the caller
    refuses one too long without reading it all (an endless iterator included). ``None`` for
    what holds no items in order: text, bytes, a mapping, a set, or no iterable at all."""
    if isinstance(value, tuple):
        return value if len(value) <= most else value[: most + 1]
    if isinstance(value, str | bytes | bytearray | Mapping | Set) or not isinstance(
        value, Iterable
    ):
        return None
    return tuple(itertools.islice(value, most + 1))


def shown(value: object, limit: int = MAX_SHOWN) -> str:
    """A value as a refusal shows it, at most ``limit`` characters: an object with a name (a
    profile, a rotation, a structure) by its class and its name, never its fields; a list or a
    tuple item by item; anything else by its ``repr``."""
    if isinstance(value, list | tuple | Set):
        inner = ", ".join(shown(item, limit) for item in itertools.islice(value, limit // 2))
        brackets = "[]" if isinstance(value, list) else "()" if isinstance(value, tuple) else "{}"
        text = brackets[0] + inner + brackets[1]
    else:
        name = getattr(value, "name", None)
        if isinstance(name, str) and not isinstance(value, enum.Enum):
            text = f"{type(value).__name__} {name!r}"
        else:
            text = repr(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."
