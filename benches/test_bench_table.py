"""Complete hands per second with a random legal policy, beside pokerkit's same games.

Seven-card stud, stud hi-lo 8 or better and razz, each beside pokerkit's fixed-limit game of the
same name (``FixedLimitSevenCardStud``, ``FixedLimitSevenCardStudHighLowSplitEightOrBetter``,
``FixedLimitRazz``). Every engine plays the same policy: a uniformly random *kind* of action among
those it may take (fold, check/call, complete/bet/raise, bring-in), the smallest amount of that
kind; stacks of 200 with ante 1, bring-in 1, steps 2/4 (our profiles ``with_stakes``). Policy
``random`` may fold (most hands end early); policy ``no_fold`` never folds, so hands reach the
showdown and the hand evaluation counts too. Run with ``make bench``; figures are printed with
ratios. Medians of several rounds; no timing assertion.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import Any

import pytest

from bench_support import median, sized
from studpoker.bots import RandomKindBot
from studpoker.games.profiles import (
    FIVE_CARD_STUD_HOME,
    RAZZ,
    SEVEN_CARD_STUD,
    SEVEN_CARD_STUD_HI_LO,
    Profile,
)
from studpoker.hand import Hand

pytest.importorskip("pytest_benchmark")

HANDS = sized(200, 5)
POKERKIT_HANDS = sized(40, 2)  # pokerkit is ~10-100x slower: fewer hands keep the run short
ROUNDS = sized(7, 1)
POLICIES = ("random", "no_fold")
RESULTS: dict[str, float] = {}


def _pokerkit_stakes(profile: Profile) -> Profile:
    """Our profile at pokerkit's stakes: ante 1, bring-in 1, small bet 2, big bet 4."""
    return profile.with_stakes(ante=1, bring_in=1, small=2, big=4)


# game -> (our profile at the same stakes, pokerkit's class name)
GAMES: dict[str, tuple[Profile, str]] = {
    "seven-card": (_pokerkit_stakes(SEVEN_CARD_STUD), "FixedLimitSevenCardStud"),
    "hi-lo": (
        _pokerkit_stakes(SEVEN_CARD_STUD_HI_LO),
        "FixedLimitSevenCardStudHighLowSplitEightOrBetter",
    ),
    "razz": (_pokerkit_stakes(RAZZ), "FixedLimitRazz"),
}
# seven-card stud at three table sizes; hi-lo and razz at seven seats
TABLES = [("seven-card", 2), ("seven-card", 4), ("seven-card", 7), ("hi-lo", 7), ("razz", 7)]


def play_studpoker(profile: Profile, seats: int, seed: int, policy: str) -> None:
    bot = RandomKindBot(seed, fold=policy == "random")
    for number in range(HANDS):
        hand = Hand(profile, [200] * seats, number % seats, seed=seed * HANDS + number)
        while not hand.is_over:
            hand.act(bot.pick(hand.legal_actions()))


def keep_rate(benchmark: Any, key: str, hands: int = HANDS) -> None:
    seconds = median(benchmark)
    if seconds is not None:
        RESULTS[key] = hands / seconds


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize("seats", [2, 4, 8])
def test_studpoker_five_card_home(benchmark: Any, seats: int, policy: str) -> None:
    seeds = iter(range(1000))
    benchmark.pedantic(
        lambda: play_studpoker(FIVE_CARD_STUD_HOME, seats, next(seeds), policy), rounds=ROUNDS
    )
    keep_rate(benchmark, f"{policy}: studpoker five-card home, {seats} seats")


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize(("game", "seats"), TABLES)
def test_studpoker_stud(benchmark: Any, game: str, seats: int, policy: str) -> None:
    profile = GAMES[game][0]
    seeds = iter(range(1000))
    benchmark.pedantic(lambda: play_studpoker(profile, seats, next(seeds), policy), rounds=ROUNDS)
    keep_rate(benchmark, f"{policy}: studpoker {game}, {seats} seats")


def play_pokerkit(game: str, seats: int, rng: random.Random, policy: str) -> None:
    import pokerkit
    from pokerkit import Automation

    automations = (
        Automation.ANTE_POSTING,
        Automation.BET_COLLECTION,
        Automation.BLIND_OR_STRADDLE_POSTING,
        Automation.CARD_BURNING,
        Automation.HOLE_DEALING,
        Automation.BOARD_DEALING,
        Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
        Automation.HAND_KILLING,
        Automation.CHIPS_PUSHING,
        Automation.CHIPS_PULLING,
    )
    variant = getattr(pokerkit, GAMES[game][1])
    for _ in range(POKERKIT_HANDS):
        state = variant.create_state(automations, True, 1, 1, 2, 4, [200] * seats, seats)
        while state.status:
            moves = []
            if state.can_post_bring_in():
                moves.append(state.post_bring_in)
            if policy == "random" and state.can_fold():
                moves.append(state.fold)
            if state.can_check_or_call():
                moves.append(state.check_or_call)
            if state.can_complete_bet_or_raise_to():
                moves.append(state.complete_bet_or_raise_to)
            moves[rng.randrange(len(moves))]()


@pytest.mark.parametrize("policy", POLICIES)
@pytest.mark.parametrize(("game", "seats"), [*TABLES, ("seven-card", 8)])
def test_pokerkit_stud(benchmark: Any, game: str, seats: int, policy: str) -> None:
    pytest.importorskip("pokerkit")
    rng = random.Random(seats)
    benchmark.pedantic(lambda: play_pokerkit(game, seats, rng, policy), rounds=ROUNDS)
    keep_rate(benchmark, f"{policy}: pokerkit {game}, {seats} seats", POKERKIT_HANDS)


@pytest.fixture(scope="module", autouse=True)
def print_hands_per_second_and_ratios() -> Iterator[None]:
    """Printed after the module's benchmarks (``make bench`` runs with ``-s``)."""
    yield
    if not RESULTS:
        return
    print("\ncomplete hands per second (median of rounds), random kind-of-action policies")
    for key, rate in RESULTS.items():
        print(f"  {key:50s} {rate:10.0f}")
    for policy in POLICIES:
        for game, seats in TABLES:
            theirs = RESULTS.get(f"{policy}: pokerkit {game}, {seats} seats")
            ours = RESULTS.get(f"{policy}: studpoker {game}, {seats} seats")
            if theirs and ours:
                ratio = ours / theirs
                print(f"  {policy}, {game}, {seats} seats: studpoker / pokerkit {ratio:.1f}x")
        for seats in (2, 4, 7, 8):
            theirs = RESULTS.get(f"{policy}: pokerkit seven-card, {seats} seats")
            home = RESULTS.get(f"{policy}: studpoker five-card home, {seats} seats")
            if theirs and home:
                print(
                    f"  {policy}, five-card home / pokerkit seven-card, {seats} seats: "
                    f"{home / theirs:.1f}x"
                )
