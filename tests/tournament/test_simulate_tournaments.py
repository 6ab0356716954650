"""Sit-and-gos in bulk between bots (``simulation.simulate_tournaments``): reproducible from the
seed, every place taken once per sit-and-go, the prizes of each one adding up to its pool."""

from __future__ import annotations

import pytest

from studpoker import SEVEN_CARD_STUD, TRIPLE_STUD, InvalidSetupError, Payouts
from studpoker.simulation import simulate_tournaments


def test_each_sit_and_go_places_everyone_once_and_pays_its_pool() -> None:
    payouts = Payouts((50, 30, 20), 7)
    run = simulate_tournaments(
        TRIPLE_STUD, 6, 3, bots=["strength", "calling", "random", "steady"], payouts=payouts
    )
    assert run.sit_and_gos == 6
    assert run.bots == ("strength", "calling", "random", "steady")
    for number in range(6):
        places = sorted(run.places[k][number] for k in range(4))
        assert places == [1, 2, 3, 4]
        assert sum(run.prizes[k][number] for k in range(4)) == payouts.pool(4) == 28
    assert all(count > 0 for count in run.hands)
    again = simulate_tournaments(
        TRIPLE_STUD, 6, 3, bots=["strength", "calling", "random", "steady"], payouts=payouts
    )
    assert again == run, "the seed fixes the whole run"


@pytest.mark.parametrize(
    ("bots", "message"),
    [(["strength"], "2..9 bots"), (["strength", "shark"], "unknown bot 'shark'"), ("ab", "2..9")],
)
def test_bad_arguments_are_refused(bots: list[str], message: str) -> None:
    with pytest.raises(InvalidSetupError, match=message):
        simulate_tournaments(SEVEN_CARD_STUD, 1, 1, bots=bots)
    with pytest.raises(InvalidSetupError, match="sit_and_gos"):
        simulate_tournaments(SEVEN_CARD_STUD, 0, 1, bots=["calling", "random"])
