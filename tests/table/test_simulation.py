"""studpoker.simulation: seeded random play in bulk, repeatable and summed per seat."""

from __future__ import annotations

import pytest

from studpoker import RAZZ, SEVEN_CARD_STUD, Hand
from studpoker.bots import make_bot, play_out
from studpoker.errors import InvalidSetupError
from studpoker.simulation import simulate


def test_a_seed_repeats_its_run_and_another_seed_differs() -> None:
    first = simulate(SEVEN_CARD_STUD, 30, seed=5, seats=5)
    assert first == simulate(SEVEN_CARD_STUD, 30, seed=5, seats=5)
    assert first != simulate(SEVEN_CARD_STUD, 30, seed=6, seats=5)
    assert (first.seed, first.hands, len(first.net)) == (5, 30, 5)


def test_the_sums_are_the_hands_played_one_by_one() -> None:
    import random

    result = simulate(RAZZ, 12, seed=3, seats=3, bots=["random", "calling", "steady"], stack=500)
    policies = [
        make_bot(name, 3 * 1000 + seat, RAZZ)
        for seat, name in enumerate(["random", "calling", "steady"])
    ]
    deals = random.Random(3)
    nets = [[0] * 12 for _ in range(3)]
    showdowns = 0
    for number in range(12):
        hand = Hand(RAZZ, [500] * 3, number % 3, seed=deals.getrandbits(64))
        play_out(hand, policies)
        for seat in range(3):
            nets[seat][number] = hand.stacks[seat] - 500
        showdowns += bool(hand.showdown_order)
    assert result.net == tuple(sum(per_hand) for per_hand in nets)
    assert result.net_squares == tuple(sum(n * n for n in per_hand) for per_hand in nets)
    assert result.won == tuple(sum(n > 0 for n in per_hand) for per_hand in nets)
    assert result.showdowns == showdowns
    assert sum(result.net) == 0
    assert result.chips > 0


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({"game": "razz"}, "game must be a Profile"),
        ({"hands": 0}, "hands must be a positive int"),
        ({"hands": True}, "hands must be a positive int"),
        ({"seats": 0}, "seats must be a positive int"),
        ({"stack": -5}, "stack must be a positive int"),
        ({"seed": 1.5}, "seed must be an int"),
        ({"bots": "random"}, "one per seat"),
        ({"bots": ["random", "dealer"]}, "unknown bot 'dealer'"),
    ],
)
def test_bad_arguments_are_named(arguments: dict[str, object], words: str) -> None:
    call: dict[str, object] = {"game": SEVEN_CARD_STUD, "hands": 3, "seed": 1, "seats": 2}
    with pytest.raises(InvalidSetupError, match=words):
        simulate(**{**call, **arguments})  # type: ignore[arg-type]
