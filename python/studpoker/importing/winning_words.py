"""What both of the Winning Poker Network's text formats share: amounts as the network writes
them (``0.15``, ``$1,234.50``, ``2.5K``), read exactly in hundredths, the smallest amount either
format writes (cents in a cash game, hundredths of a chip in a tournament)."""

from __future__ import annotations

from studpoker.errors import HandHistoryError
from studpoker.importing.amounts import CASH_DIGITS, amount
from studpoker.importing.builder import RefusedHand

__all__ = ["units"]


def units(text: str, line: int) -> int:
    """``text`` in hundredths; ``K`` multiplies by a thousand. A ``RefusedHand`` at ``line``
    when it is no amount or finer than a hundredth."""
    thousands = text.endswith("K")
    try:
        value = amount(text[:-1] if thousands else text, CASH_DIGITS + 3 * thousands)
    except HandHistoryError as err:
        raise RefusedHand(line, str(err)) from None
    return value
