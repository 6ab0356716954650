"""The core's ``pot_layout`` against the reference's, and the facts every layout keeps.

``pot_layout`` is the one place a hand's chips are cut into pots (the hand's live pots, who may
muck, what goes back before the showdown); the reference's plain code is its spec.
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from studpoker import SettlementError, _core
from studpoker.reference import pot_layout as reference_pot_layout
from tests.support.settle_strategies import EXAMPLES, contributions

SETTINGS = settings(
    max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow]
)


@st.composite
def layout_args(draw: st.DrawFn) -> tuple[list[int], list[bool], int, bool]:
    seats = draw(st.integers(2, 9))
    amounts = draw(contributions(seats))
    in_hand = draw(st.lists(st.booleans(), min_size=seats, max_size=seats))
    if not any(in_hand):
        in_hand[draw(st.integers(0, seats - 1))] = True
    return amounts, in_hand, draw(st.integers(0, 20)), draw(st.booleans())


def _outcome(function: Any, *args: Any, **kwargs: Any) -> Any:
    try:
        return function(*args, **kwargs)
    except (TypeError, SettlementError) as error:
        return type(error)


@SETTINGS
@given(layout_args())
def test_the_core_cuts_the_pots_as_the_reference_does(
    args: tuple[list[int], list[bool], int, bool],
) -> None:
    amounts, in_hand, dead, live = args
    ours = _core.pot_layout(amounts, in_hand, dead, live=live)
    assert ours == reference_pot_layout(amounts, in_hand, dead, live=live)
    pots, uncalled, unreachable = ours
    # every chip is in a pot or goes back; every pot can be won by a seat still in the hand
    assert sum(a for a, _ in pots) + sum(uncalled) + sum(unreachable) == sum(amounts) + dead
    assert all(eligible and all(in_hand[s] for s in eligible) for _, eligible in pots)
    if live:
        assert not any(uncalled)
        assert not any(unreachable)
    else:
        assert sum(1 for chips in uncalled if chips) <= 1
        assert all(not in_hand[s] for s, chips in enumerate(unreachable) if chips)


FAULTS: list[tuple[Any, Any, Any, Any]] = [
    ([5, 5], [True], 0, False),  # lengths differ
    ([5], [True], 0, False),  # one seat
    ([1] * 65, [True] * 65, 0, False),  # too many seats
    ([5, -1], [True, True], 0, False),  # negative contribution
    ([2**63 - 1, 1], [True, True], 0, False),  # total beyond 64 bits
    ([2**200, 1], [True, True], 0, False),  # beyond 128 bits
    ([5, 5], [True, True], -3, False),  # negative dead chips
    ([2**63 - 2, 1], [True, True], 1, False),  # dead chips beyond 64 bits
    ([5, 5], [False, False], 0, True),  # nobody in the hand
    ([5, True], [True, True], 0, False),  # a bool contribution
    ([5, "5"], [True, True], 0, False),  # a text contribution
    ([5, 5], [True, 1], 0, False),  # an int for a flag
    ("55", [True, True], 0, False),  # a text for the seats
    ([5, 5], [True, True], "1", False),  # a text for the dead chips
    ([5, 5], [True, True], 0, 1),  # an int for live
]


@pytest.mark.parametrize(("amounts", "in_hand", "dead", "live"), FAULTS)
def test_bad_input_gets_the_same_error_class_from_both(
    amounts: Any, in_hand: Any, dead: Any, live: Any
) -> None:
    ours = _outcome(_core.pot_layout, amounts, in_hand, dead, live=live)
    assert isinstance(ours, type)
    assert issubclass(ours, Exception)
    assert ours is _outcome(reference_pot_layout, amounts, in_hand, dead, live=live)


@SETTINGS
@given(
    st.lists(st.one_of(st.integers(-5, 50), st.booleans(), st.none()), min_size=0, max_size=4),
    st.lists(st.one_of(st.booleans(), st.integers(0, 1)), min_size=0, max_size=4),
    st.one_of(st.none(), st.integers(-3, 5)),
)
def test_random_faults_get_the_same_error_class(
    amounts: list[Any], in_hand: list[Any], dead: Any
) -> None:
    ours = _outcome(_core.pot_layout, amounts, in_hand, dead)
    assert ours == _outcome(reference_pot_layout, amounts, in_hand, dead)


def test_an_uncalled_bet_and_unreachable_chips_go_back() -> None:
    # seat 0 all in for 5, seat 1 folded at 10, seat 2 bet 30 that nobody called
    pots, uncalled, unreachable = _core.pot_layout([5, 10, 30], [True, False, True])
    assert pots == ((15, (0, 2)), (10, (2,)))
    assert uncalled == (0, 0, 20)
    assert unreachable == (0, 0, 0)
    assert _core.pot_layout([5, 10, 30], [True, False, True], live=True)[0] == (
        (15, (0, 2)),
        (30, (2,)),
    )


def test_a_hand_on_the_reference_cuts_its_pots_with_the_reference() -> None:
    """``Hand(rules=studpoker.reference)`` asks the reference's ``pot_layout`` (the live pots,
    the uncalled bet before a showdown, a muck decision) and plays as the core's hand does."""
    import random

    import studpoker.reference
    from studpoker.games.profiles import FIVE_CARD_STUD_CASINO
    from studpoker.hand import Hand

    calls: list[bool] = []

    class Counting:
        def __getattr__(self, name: str) -> object:
            function = getattr(studpoker.reference, name)
            if name != "pot_layout":
                return function

            def counted(*args: Any, **kwargs: Any) -> Any:
                calls.append(kwargs.get("live", False))
                return function(*args, **kwargs)

            return counted

    for seed in range(40):
        rng = random.Random(seed)
        stacks = [rng.choice([8, 30, 200]) for _ in range(4)]
        ours = Hand(FIVE_CARD_STUD_CASINO, stacks, 0, seed=seed, rules=Counting())  # type: ignore[arg-type]
        core = Hand(FIVE_CARD_STUD_CASINO, stacks, 0, seed=seed)
        while not ours.is_over:
            assert ours.pots == core.pots
            option = rng.choice(ours.legal_actions())
            ours.act(option)
            core.act(option.notation)
        assert ours.history == core.history
        assert ours.pots == core.pots
    assert True in calls  # a live view of the pots
    assert False in calls  # chips going back, or a muck decision
