"""The deck of 256 random bits (docs/shuffle.md), written as the spec: the Fisher-Yates swaps are
the mixed-radix digits of one number below the largest multiple of 52! under 2**256."""

from __future__ import annotations

import math

from studpoker.errors import InvalidSetupError

__all__ = ["deck_from_bits"]

_ORDERS = math.factorial(52)
_LIMIT = (1 << 256) // _ORDERS * _ORDERS  # numbers at or above it are drawn again


def deck_from_bits(bits: bytes) -> list[int] | None:
    """The deck (top first) of the 32 bytes ``bits`` read as a big-endian number ``b``: for
    ``i = 51 .. 1``, ``v, j = divmod(v, i + 1)`` and swap cards ``i`` and ``j``, from
    ``v = b mod 52!``; ``None`` when ``b`` is at or above the largest multiple of 52! below
    2**256."""
    if not isinstance(bits, bytes):
        raise TypeError(f"deck bits are bytes, not {type(bits).__name__}")
    if len(bits) != 32:
        raise InvalidSetupError(f"deck bits: 32 bytes (256 bits), got {len(bits)}")
    value = int.from_bytes(bits, "big")
    if value >= _LIMIT:
        return None
    value %= _ORDERS
    cards = list(range(52))
    for i in range(51, 0, -1):
        value, j = divmod(value, i + 1)
        cards[i], cards[j] = cards[j], cards[i]
    return cards
