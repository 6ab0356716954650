"""Refusals stay short and name objects by their names: bad input across the public API (profiles
where numbers belong, long lists of profiles, huge texts and numbers) is refused with the
package's errors (or, where the core reads cards from what is no list, a ``TypeError``), none
over 300 characters and none holding a profile's full ``repr``."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

from studpoker import (
    PROFILES,
    RAZZ,
    SEVEN_CARD_STUD,
    TRIPLE_STUD,
    TURBO_SIT_AND_GO,
    DealersChoice,
    Hand,
    Level,
    Payouts,
    Rake,
    Rotation,
    Street,
    Structure,
    StudPokerError,
    Table,
    Tournament,
    equity,
    evaluate_low_a5,
    parse_card,
    parse_cards,
    rank_high,
    reference,
    saving,
    simulation,
)
from studpoker.games import wild_rules
from studpoker.hand.betting.registry import register_reading

LONGEST = 300
MANY = [RAZZ, SEVEN_CARD_STUD] * 40  # more games than a rotation or a dealer's choice lists
HUGE_TEXT = "x" * 5000
HUGE = 10**400
BAD: list[Any] = [RAZZ, TRIPLE_STUD, MANY, set(PROFILES.values()), HUGE_TEXT, HUGE, -1, 2.5, None]


def _tournament(field: str) -> Callable[[Any], object]:
    def build(bad: Any) -> object:
        args: dict[str, Any] = {
            "game": RAZZ,
            "entrants": 4,
            "starting_chips": 1000,
            "structure": TURBO_SIT_AND_GO,
            "payouts": Payouts((1,), 5),
            "seed": 1,
            field: bad,
        }
        return Tournament(**args)

    return build


def _table() -> Table:
    return Table(RAZZ, [100, None, 100], seed=1)


def _hand() -> Hand:
    return Hand(RAZZ, [100, 100], seed=1)


def _event() -> Tournament:
    return Tournament(RAZZ, 4, 1000, TURBO_SIT_AND_GO, Payouts([1], 5), seed=1)


BUILDERS: dict[str, Callable[[Any], object]] = {
    "betting reading name": lambda b: register_reading(b),
    "betting reading class": lambda b: register_reading("refused_reading")(b),
    "rotation profiles": lambda b: Rotation(b, hands=2),
    "rotation games": lambda b: Rotation([RAZZ, b], hands=2),
    "rotation hands": lambda b: Rotation([RAZZ], hands=b),
    "rotation name": lambda b: Rotation([RAZZ], hands=1, name=b),
    "choice games": lambda b: DealersChoice(b),
    "choice game": lambda b: DealersChoice([RAZZ, b]),
    "choice default": lambda b: DealersChoice([RAZZ], default=b),
    "payout shares": lambda b: Payouts(b, 10),
    "payout share": lambda b: Payouts([5, b], 10),
    "payout buy-in": lambda b: Payouts([5], b),
    "structure levels": lambda b: Structure(b),
    "structure level": lambda b: Structure([b]),
    "structure name": lambda b: Structure([], b),
    "level ante": lambda b: Level(b, 1, 2, 4, hands=1),
    "level hands": lambda b: Level(1, 1, 2, 4, hands=b),
    "level minutes": lambda b: Level(1, 1, 2, 4, minutes=b),
    "level chips": lambda b: Level(1, 1, 2, 4, hands=1, denominations=b),
    "table game": lambda b: Table(b, [100, 100]),
    "table stacks": lambda b: Table(RAZZ, b),
    "table stack": lambda b: Table(RAZZ, [100, b]),
    "table seats": lambda b: Table(RAZZ, [100, 100], seats=b),
    "table buy-in": lambda b: Table(RAZZ, [100, 100], buy_in=b),
    "table rake": lambda b: Table(RAZZ, [100, 100], rake=b),
    "table seed": lambda b: Table(RAZZ, [100, 100], seed=b),
    "hand game": lambda b: Hand(b, [100, 100]),
    "hand stacks": lambda b: Hand(RAZZ, b),
    "hand stack": lambda b: Hand(RAZZ, [100, b]),
    "hand dealer": lambda b: Hand(RAZZ, [100, 100], dealer=b),
    "profile ante": lambda b: RAZZ.replace(ante=b),
    "profile steps": lambda b: RAZZ.replace(steps=b),
    "profile streets": lambda b: RAZZ.replace(streets=b),
    "profile street": lambda b: RAZZ.replace(streets=(*RAZZ.streets[:-1], b)),
    "profile raises": lambda b: RAZZ.replace(max_raises=b),
    "street cards": lambda b: Street(b),
    "up cards": lambda b: wild_rules.follow_the_queen(b),
    "table join seat": lambda b: _table().join(b, 100),
    "table join chips": lambda b: _table().join(1, b),
    "table add chips": lambda b: _table().add_chips(0, b),
    "table leave": lambda b: _table().leave(b),
    "table sit out": lambda b: _table().sit_out(b),
    "table auto ante": lambda b: _table().set_auto_ante(0, b),
    "table view": lambda b: _table().view(b),
    "table history": lambda b: _table().history(b),
    "hand act": lambda b: _hand().act(b),
    "hand view": lambda b: _hand().view(b),
    "tournament deal": lambda b: _event().deal(b),
    "tournament register": lambda b: _event().register(b),
    "prizes": lambda b: Payouts([1], 5).prizes(b),
    "structure level number": lambda b: TURBO_SIT_AND_GO.level(b),
    "restore": lambda b: saving.restore(b),
    "parse card": lambda b: parse_card(b),
    "parse cards": lambda b: parse_cards(b),
    "rank high": lambda b: rank_high(b),
    "evaluate low": lambda b: evaluate_low_a5([b, "2c", "3d", "4h", "5s"]),
    "wild cards": lambda b: rank_high("As Kd 7c 5h 2s", wild=b),
    "reference card": lambda b: reference.parse_card(b),
    "reference hand": lambda b: reference.evaluate_high(b),
    "rake percent": lambda b: Rake(b),
    "rake amount": lambda b: Rake(amount=b),
    "equity game": lambda b: equity.equity([["As"], ["Kd"]], b),
    "equity players": lambda b: equity.equity(b),
    "simulate bots": lambda b: simulation.simulate(RAZZ, 2, 1, bots=b),
    "tournament entrant": lambda b: Tournament(
        RAZZ, ["ann", b], 1000, TURBO_SIT_AND_GO, Payouts((1,), 5), seed=1
    ),
    **{
        f"tournament {field}": _tournament(field)
        for field in (
            "game",
            "entrants",
            "starting_chips",
            "structure",
            "payouts",
            "tables",
            "name",
        )
    },
}
ATTEMPTS = [
    (f"{what} {index}", build, bad)
    for what, build in BUILDERS.items()
    for index, bad in enumerate(BAD)
]


@pytest.mark.parametrize(("what", "build", "bad"), ATTEMPTS, ids=[a[0] for a in ATTEMPTS])
def test_a_refusal_is_short_and_names_objects_by_name(
    what: str, build: Callable[[Any], object], bad: Any
) -> None:
    try:
        build(bad)
    except (StudPokerError, TypeError) as err:  # the core's card readers: TypeError for a non-list
        message = str(err)
    else:
        return  # taken (a value the argument accepts): nothing to read
    assert len(message) <= LONGEST, f"{what}: {len(message)} characters: {message[:400]}"
    assert "Profile(" not in message, f"{what}: {message}"


def test_most_attempts_are_refused() -> None:
    # the test above reads refusals only: make sure there are many to read
    refused = 0
    for _, build, bad in ATTEMPTS:
        try:
            build(bad)
        except (StudPokerError, TypeError):
            refused += 1
    assert refused >= len(ATTEMPTS) * 3 // 4
