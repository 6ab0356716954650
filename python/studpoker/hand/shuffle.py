"""Shuffles: private ones from the operating system, reproducible ones from a documented stream.

Both shuffle by one uniform number ``v`` in ``[0, 52!)``: its mixed-radix digits are the swaps of a
Fisher-Yates shuffle (``for i = 51 .. 1: v, j = divmod(v, i + 1); swap cards[i], cards[j]``), so
every one of the 52! orders is equally likely. ``v`` comes from 256 random bits by rejection:
values at or above the largest multiple of 52! below 2**256 are drawn again (probability below
2**-30), and ``v = bits mod 52!`` is then exactly uniform.

- ``secure_deck()``: the bits come from ``secrets`` (the operating system's CSPRNG), fresh for
  every shuffle. A hand or table without a seed deals from it.
- ``seeded_deck(seed)`` and ``SeededStream``: the bits are SHA-256 blocks in counter mode,
  ``SHA-256(domain || len(s) as 2 bytes || s || counter as 8 bytes)``, big-endian, where ``s`` is
  the seed's two's-complement bytes (``seed.to_bytes(n, "big", signed=True)`` with the fewest
  bytes that hold it, so ``-1`` and ``1`` differ) and the domain is ``b"studpoker/deck/v1"`` or
  ``b"studpoker/table/v1"``. Nothing depends on Python's ``random``, so a seed deals the same
  cards on every platform and version; docs/shuffle.md pins the test vectors.

The arithmetic from the 256 bits to the deck is the core's ``deck_from_bits`` (the reference's
``deck_from_bits`` is its spec, in plain Python); the bits are drawn here.
"""

from __future__ import annotations

import hashlib
import secrets

from studpoker._core import deck_from_bits
from studpoker.errors import InvalidSetupError
from studpoker.hand.dealing import Deck
from studpoker.limits import shown

__all__ = ["MAX_SEED_BYTES", "SeededStream", "check_seed", "secure_deck", "seeded_deck"]

MAX_SEED_BYTES = 64
"""A seed is an int of at most 512 bits (two's complement): any more adds nothing."""


def check_seed(seed: object) -> int:
    """``seed`` when it is an int (not a bool) of at most ``MAX_SEED_BYTES`` bytes."""
    if type(seed) is not int:
        raise InvalidSetupError(
            f"seed {shown(seed)}: a seed is an int (or None for a private shuffle)"
        )
    if _seed_bytes(seed) is None:
        raise InvalidSetupError(f"seed: more than {MAX_SEED_BYTES * 8} bits")
    return seed


def _seed_bytes(seed: int) -> bytes | None:
    size = seed.bit_length() // 8 + 1  # room for the sign bit
    return seed.to_bytes(size, "big", signed=True) if size <= MAX_SEED_BYTES else None


class SeededStream:
    """256-bit numbers from SHA-256 in counter mode over a domain and a seed (see above)."""

    __slots__ = ("_counter", "_prefix")

    def __init__(self, seed: int, domain: bytes) -> None:
        encoded = _seed_bytes(seed) if type(seed) is int else None
        if encoded is None:
            check_seed(seed)  # raises, naming the problem
        assert encoded is not None
        self._prefix = domain + len(encoded).to_bytes(2, "big") + encoded
        self._counter = 0

    def block(self) -> bytes:
        """The next 256 bits, as the 32 bytes of the SHA-256 digest."""
        block = hashlib.sha256(self._prefix + self._counter.to_bytes(8, "big")).digest()
        self._counter += 1
        return block

    def bits(self) -> int:
        """The next 256-bit number (the block read big-endian)."""
        return int.from_bytes(self.block(), "big")

    def below(self, bound: int) -> int:
        """A uniform number in ``[0, bound)`` (rejection, so no value is favoured)."""
        limit = (1 << 256) // bound * bound
        while (value := self.bits()) >= limit:
            pass
        return value % bound


def secure_deck() -> Deck:
    """A deck shuffled by the operating system's CSPRNG, fresh bits for every shuffle."""
    while (cards := deck_from_bits(secrets.token_bytes(32))) is None:
        pass
    return Deck(cards)


def seeded_deck(seed: int) -> Deck:
    """The deck of ``seed``: the same on every run and platform (domain ``studpoker/deck/v1``)."""
    stream = SeededStream(seed, b"studpoker/deck/v1")
    while (cards := deck_from_bits(stream.block())) is None:
        pass
    return Deck(cards)
