"""The core's deck of 256 bits against the reference's (the spec written in plain Python):
every seed's deck, random bits, and the numbers at the edge of the refusal."""

from __future__ import annotations

import hashlib
import math
import random

import pytest

from studpoker import _core, reference
from studpoker.errors import InvalidSetupError
from studpoker.hand import shuffle
from studpoker.hand.shuffle import SeededStream, seeded_deck
from tests.support.sweeps import sweep_size

SEEDS = sweep_size("STUDPOKER_SHUFFLE_SEEDS", 20_000, 1_000_000)
ORDERS = math.factorial(52)
LIMIT = (1 << 256) // ORDERS * ORDERS


def _bits(value: int) -> bytes:
    return value.to_bytes(32, "big")


def test_every_seed_deals_the_reference_deck() -> None:
    for seed in range(-SEEDS // 2, SEEDS // 2):
        block = SeededStream(seed, b"studpoker/deck/v1").block()
        expected = reference.deck_from_bits(block)
        assert _core.deck_from_bits(block) == expected, seed
        if expected is not None:  # always, but for one seed in a billion
            assert seeded_deck(seed).cards == expected, seed


def test_random_bits_give_the_reference_deck() -> None:
    rng = random.Random(52)
    for _ in range(SEEDS):
        block = rng.randbytes(32)
        assert _core.deck_from_bits(block) == reference.deck_from_bits(block)


@pytest.mark.parametrize(
    "value",
    [
        0,
        1,
        ORDERS - 1,
        ORDERS,
        ORDERS + 1,
        2**225,
        LIMIT - ORDERS,
        LIMIT - 1,
        LIMIT,
        LIMIT + 1,
        2**256 - 1,
    ],
)
def test_the_edges_of_the_refusal(value: int) -> None:
    expected = reference.deck_from_bits(_bits(value))
    assert (expected is None) == (value >= LIMIT)
    assert _core.deck_from_bits(_bits(value)) == expected


def test_a_refused_block_draws_the_next_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """Were a seed's first block refused, its deck would be the second block's."""
    stream = SeededStream(7, b"studpoker/deck/v1")
    first, second = stream.block(), stream.block()
    assert first == hashlib.sha256(b"studpoker/deck/v1\x00\x01\x07" + bytes(8)).digest()
    seen: list[bytes] = []

    def refusing_the_first(bits: bytes) -> list[int] | None:
        seen.append(bits)
        return None if len(seen) == 1 else _core.deck_from_bits(bits)

    monkeypatch.setattr(shuffle, "deck_from_bits", refusing_the_first)
    assert shuffle.seeded_deck(7).cards == reference.deck_from_bits(second)
    assert seen == [first, second]


@pytest.mark.parametrize("size", [0, 31, 33])
def test_bits_of_another_size_are_refused(size: int) -> None:
    for deck_from_bits in (_core.deck_from_bits, reference.deck_from_bits):
        with pytest.raises(InvalidSetupError, match="32 bytes"):
            deck_from_bits(bytes(size))


def test_bits_that_are_not_bytes_are_refused() -> None:
    for deck_from_bits in (_core.deck_from_bits, reference.deck_from_bits):
        with pytest.raises(TypeError):
            deck_from_bits("x" * 32)  # type: ignore[arg-type]
