"""Amounts as the rooms write them (``$1,234.56``, ``€0.05``, ``1 500``, ``[$ 0.01 USD]``), read
exactly into whole units of the smallest amount the room logs: cents for cash, chips for
tournaments. No float ever touches an amount."""

from __future__ import annotations

import functools
import re

from studpoker.errors import HandHistoryError

__all__ = ["CASH_DIGITS", "CHIP_DIGITS", "amount", "currency_of"]

CASH_DIGITS = 2
"""Cash amounts are counted in cents."""
CHIP_DIGITS = 0
"""Tournament amounts are counted in chips."""

_SYMBOLS = {"$": "USD", "€": "EUR", "£": "GBP", "\u0080": "EUR"}
# a number as the rooms print it: thousands by ',' or a space, an optional decimal part
_NUMBER = re.compile(r"(\d{1,3}(?:[, \u00a0]\d{3})+|\d+)(?:\.(\d+))?")
_TEXT = re.compile(r"[^\d]*?(\d[\d, \u00a0]*(?:\.\d+)?)")


@functools.lru_cache(maxsize=4096)  # a session repeats its few amounts on every hand
def amount(text: str, digits: int) -> int:
    """``text`` (currency signs, codes, brackets and thousands separators allowed around one
    number) as a whole number of units of ``10**-digits``; refuses anything finer."""
    found = _TEXT.match(text)
    number = _NUMBER.fullmatch(found.group(1).rstrip(", \u00a0")) if found else None
    if number is None:
        raise HandHistoryError(f"{text.strip()!r:.40} is not an amount")
    whole = re.sub(r"[, \u00a0]", "", number.group(1))
    fraction = (number.group(2) or "").rstrip("0")
    if len(fraction) > digits:
        unit = "a cent" if digits == CASH_DIGITS else "a chip"
        raise HandHistoryError(f"{text.strip()!r:.40} is finer than {unit}")
    return int(whole + fraction.ljust(digits, "0"))


def currency_of(text: str) -> str | None:
    """The currency an amount or a stakes text names (``$0.04/$0.08 USD`` -> ``USD``), if any."""
    code = re.search(r"\b(USD|EUR|GBP|CAD)\b", text)
    if code is not None:
        return code.group(1)
    for symbol, name in _SYMBOLS.items():
        if symbol in text:
            return name
    return None
