"""The bounds every input is held to, in one place (SECURITY.md lists them).

Each bound is far above anything a real game or hand history needs and low enough that input at
the bound costs little: a refused input raises the package's own error naming the bound.
"""

from __future__ import annotations

from typing import TypeGuard

__all__ = [
    "MAX_ACTION_TEXT",
    "MAX_CHIPS",
    "MAX_HISTORY_KEY_DEPTH",
    "MAX_HISTORY_NESTING",
    "MAX_HISTORY_TEXT",
    "MAX_SEATS",
    "is_int",
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

MAX_HISTORY_KEY_DEPTH = 8
"""The most parts of a dotted key or table name (``a.b.c`` has 3; PHH needs 2)."""


def is_int(value: object) -> TypeGuard[int]:
    """An integer and not a bool (``True`` is an ``int`` to Python, never a count or a seat)."""
    return isinstance(value, int) and not isinstance(value, bool)
