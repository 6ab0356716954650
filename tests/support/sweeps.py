"""How long the long sweeps run: bounded by default (CI), whole under ``STUDPOKER_EXHAUSTIVE=full``,
and each size also set on its own by its variable."""

from __future__ import annotations

import os

_ENLARGED: set[str] = set()


def sweep_size(variable: str, bounded: int, full: int | None = None) -> int:
    """``variable``'s value if set; else ``full`` (when given) under ``STUDPOKER_EXHAUSTIVE=full``;
    else ``bounded``, the size CI runs."""
    size = _asked(variable, bounded, full)
    if size > bounded:
        _ENLARGED.add(variable)
    return size


def _asked(variable: str, bounded: int, full: int | None) -> int:
    value = os.environ.get(variable)
    if value is not None:
        return int(value)
    whole = os.environ.get("STUDPOKER_EXHAUSTIVE") == "full"
    return full if whole and full is not None else bounded


def enlarged() -> frozenset[str]:
    """The sweeps asked so far to run beyond the size CI runs (the modules ask at import, so
    once the tests are collected this names every sweep of the run that is enlarged)."""
    return frozenset(_ENLARGED)
