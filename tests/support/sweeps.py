"""How long the long sweeps run: bounded by default (CI), whole under ``STUDPOKER_EXHAUSTIVE=full``,
and each size also set on its own by its variable."""

from __future__ import annotations

import os


def sweep_size(variable: str, bounded: int, full: int | None = None) -> int:
    """``variable``'s value if set; else ``full`` (when given) under ``STUDPOKER_EXHAUSTIVE=full``;
    else ``bounded``, the size CI runs."""
    value = os.environ.get(variable)
    if value is not None:
        return int(value)
    whole = os.environ.get("STUDPOKER_EXHAUSTIVE") == "full"
    return full if whole and full is not None else bounded
