"""Tournament chips as the rooms print them (``1,440``, ``1 440``, ``2,560 chips``, ``1.5K``,
``2M``), read exactly into whole chips: thousands separators, and a ``K`` or ``M`` whose
fraction must come to whole chips. No float ever touches an amount."""

from __future__ import annotations

import functools
import re

from studpoker.importing.builder import RefusedHand

__all__ = ["chips"]

_CHIPS = re.compile(
    r"(?P<whole>\d{1,3}(?:[, \u00a0]\d{3})+|\d+)(?:\.(?P<fraction>\d+))?(?P<unit>[KkMm])?"
)
_UNITS = {"": 1, "k": 1_000, "m": 1_000_000}


def chips(text: str | None, line: int) -> int:
    """``text`` in whole chips; a ``RefusedHand`` at ``line`` when it is no amount of chips."""
    if text is None:
        raise RefusedHand(line, "an amount is missing")
    read = _read(text.strip().removesuffix(" chips"))
    if isinstance(read, str):
        raise RefusedHand(line, read)
    return read


@functools.lru_cache(maxsize=4096)
def _read(text: str) -> int | str:
    """The chips, or why ``text`` is no amount of chips."""
    found = _CHIPS.fullmatch(text)
    if found is None:
        return f"{text!r:.40} is not an amount of chips"
    unit = _UNITS[(found.group("unit") or "").casefold()]
    whole = int(re.sub(r"[, \u00a0]", "", found.group("whole")))
    fraction = (found.group("fraction") or "").rstrip("0")
    scaled = int(fraction or "0") * unit
    divisor: int = 10 ** len(fraction)
    if scaled % divisor:
        return f"{text!r:.40} is finer than a chip"
    return whole * unit + scaled // divisor
