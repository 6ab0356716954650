"""Shuffles (rules §2.10): private ones from the OS CSPRNG, reproducible ones from the documented
SHA-256 stream (docs/shuffle.md), both uniform over card positions."""

from __future__ import annotations

import hashlib
import random
from collections.abc import Callable

import pytest

from studpoker import FIVE_CARD_STUD_HOME, Hand, Table, format_cards
from studpoker.errors import InvalidSetupError
from studpoker.hand import shuffle
from studpoker.hand.shuffle import MAX_SEED_BYTES, secure_deck, seeded_deck
from studpoker.reference.shuffle import deck_from_bits as reference_deck_from_bits

# Pinned in docs/shuffle.md: a seed deals these cards on every platform and Python version.
VECTORS = {
    0: "Kc 8c 9s 2d 5s Jd Qh Kh Ad As",
    1: "Tc 2h Kc 5s Qs 2d 3s 2s Kh 6h",
    -1: "5s 8d Tc 5c Ks 6c 8s Qd 2h 6s",
    2026: "Ad 6h 8d 7c Qc 5s Js Qh Kc 3s",
}


@pytest.mark.parametrize(("seed", "top"), VECTORS.items())
def test_a_seed_deals_its_pinned_cards(seed: int, top: str) -> None:
    assert format_cards(seeded_deck(seed).cards[:10]) == top
    hand = Hand(FIVE_CARD_STUD_HOME, [5, 5], dealer=1, seed=seed)
    assert format_cards([hand.hole_cards(0)[0], hand.hole_cards(1)[0]]) == top[:5]


def _documented_deck(seed: int) -> list[int]:
    """docs/shuffle.md's stream, written out again without the package's code; each block's deck
    is the reference's (tests/hand/test_shuffle_core.py holds the core's equal to it)."""
    size = seed.bit_length() // 8 + 1
    encoded = seed.to_bytes(size, "big", signed=True)
    prefix = b"studpoker/deck/v1" + len(encoded).to_bytes(2, "big") + encoded
    counter = 0
    while True:
        block = hashlib.sha256(prefix + counter.to_bytes(8, "big")).digest()
        counter += 1
        deck = reference_deck_from_bits(block)
        if deck is not None:
            return deck


@pytest.mark.parametrize("seed", [0, 1, -1, 255, -256, 2**63, -(2**200), 12345678901234567890])
def test_the_seeded_shuffle_is_the_documented_algorithm(seed: int) -> None:
    assert seeded_deck(seed).cards == _documented_deck(seed)


def test_minus_one_and_one_deal_different_decks() -> None:
    assert seeded_deck(-1).cards != seeded_deck(1).cards
    assert len({tuple(seeded_deck(s).cards) for s in range(-50, 50)}) == 100


@pytest.mark.parametrize("seed", [True, False, 1.0, "1", b"1", [1], 2 ** (8 * MAX_SEED_BYTES)])
def test_a_seed_that_is_not_a_bounded_int_is_refused(seed: object) -> None:
    with pytest.raises(InvalidSetupError, match="seed"):
        Hand(FIVE_CARD_STUD_HOME, [5, 5], seed=seed)  # type: ignore[arg-type]
    with pytest.raises(InvalidSetupError, match="seed"):
        Table(FIVE_CARD_STUD_HOME, [5, 5], seed=seed)  # type: ignore[arg-type]


def _cards_of(hand: Hand) -> list[int]:
    return [c for seat in range(hand.n) for c in hand.hole_cards(seat) + hand.up_cards(seat)]


def test_a_seeded_table_is_reproducible_hand_after_hand() -> None:
    def session(seed: int) -> list[object]:
        table = Table(FIVE_CARD_STUD_HOME, [20, 20, 20], seed=seed)
        seen: list[object] = [table.dealer]
        for _ in range(5):
            hand = table.play_hand()
            seen.append(_cards_of(hand))
            while not hand.is_over:
                hand.act(next(o for o in hand.legal_actions() if o.kind != "fold"))
        return seen

    assert session(7) == session(7)
    assert session(7) != session(-7)


def test_a_table_without_a_seed_shuffles_every_hand_from_the_os(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    draws: list[int] = []
    real = shuffle.secrets.token_bytes  # type: ignore[attr-defined]

    def spy(size: int) -> bytes:
        draws.append(size)
        return real(size)  # type: ignore[no-any-return]

    monkeypatch.setattr(shuffle.secrets, "token_bytes", spy)  # type: ignore[attr-defined]
    table = Table(FIVE_CARD_STUD_HOME, [20, 20])
    for number in range(1, 4):
        hand = table.play_hand()
        assert draws == [32] * number  # a whole fresh shuffle per hand, nothing derived
        while not hand.is_over:
            hand.act("f" if hand.can_act("f") else hand.legal_actions()[0])


# --- uniformity ---------------------------------------------------------------------------


def _chi_square(deal: Callable[[], list[int]], trials: int) -> float:
    """Chi-square of the 52 x 52 table of (position, card) counts over ``trials`` shuffles.

    Every row and column adds up to ``trials``, so it has 51 * 51 = 2601 degrees of freedom."""
    counts = [[0] * 52 for _ in range(52)]
    for _ in range(trials):
        cards = deal()
        assert sorted(cards) == list(range(52))
        for position, card in enumerate(cards):
            counts[position][card] += 1
    expected = trials / 52
    return sum((c - expected) ** 2 / expected for row in counts for c in row)


# mean 2601, standard deviation sqrt(2 * 2601) = 72: 6 deviations above (p ~ 1e-9)
THRESHOLD = 2601 + 6 * 72
TRIALS = 5200  # 100 expected per cell


def test_seeded_shuffles_spread_every_card_over_every_position() -> None:
    seeds = iter(range(TRIALS))
    assert _chi_square(lambda: seeded_deck(next(seeds)).cards, TRIALS) < THRESHOLD


def test_private_shuffles_spread_every_card_over_every_position(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    # the CSPRNG's bits replaced by a fixed-seed generator: the mapping from bits to decks is
    # what is tested, reproducibly
    fixed = random.Random(2026)
    monkeypatch.setattr(shuffle.secrets, "token_bytes", fixed.randbytes)  # type: ignore[attr-defined]
    assert _chi_square(lambda: secure_deck().cards, TRIALS) < THRESHOLD


def test_a_biased_shuffle_fails_the_test() -> None:
    """The test can fail: a shuffle that leaves the last card in place is caught."""
    seeds = iter(range(TRIALS))
    coin = random.Random(1)

    def biased() -> list[int]:
        cards = seeded_deck(next(seeds)).cards
        if coin.random() < 0.05:  # one shuffle in twenty moves the 2c to the bottom
            at = cards.index(0)
            cards[at], cards[-1] = cards[-1], cards[at]
        return cards

    assert _chi_square(biased, TRIALS) > THRESHOLD
