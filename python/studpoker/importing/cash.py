"""A cash amount as a room prints it in one token (``$0.05``, ``€1,234.50``, ``$0.05 USD``), read
strictly into cents: a currency sign, the number and a currency code at most, nothing else
around it (``amounts.amount`` reads the number out of any text). Hands repeat few amounts, so
each text is read once."""

from __future__ import annotations

import functools
import re

from studpoker.errors import HandHistoryError
from studpoker.importing.amounts import CASH_DIGITS, amount
from studpoker.importing.builder import RefusedHand

__all__ = ["cents"]

_CASH = re.compile(r"[^\d\s.,]{0,2}\d[\d,]*(?:\.\d+)?(?: [A-Z]{3})?")


def cents(text: str | None, line: int) -> int:
    """``text`` in cents; a ``RefusedHand`` at ``line`` when it is no amount."""
    if text is None:
        raise RefusedHand(line, "an amount is missing")
    read = _read(text)
    if isinstance(read, str):
        raise RefusedHand(line, read)
    return read


@functools.lru_cache(maxsize=4096)
def _read(text: str) -> int | str:
    """The cents, or why ``text`` is no amount."""
    if _CASH.fullmatch(text) is None:
        return f"{text!r:.40} is not an amount"
    try:
        return amount(text, CASH_DIGITS)
    except HandHistoryError as err:
        return str(err)
