"""A tournament's set-up checked before anything is built, and the readings every part of it
checks the same way: entrant names, the clock, a deck given for a hand, chip races that fit one
deck."""

from __future__ import annotations

import math
from collections.abc import Callable, Iterable, Sequence

from studpoker.errors import InvalidSetupError
from studpoker.games.dealers_choice import DealersChoice
from studpoker.games.profiles import Profile
from studpoker.games.rotation import Rotation
from studpoker.limits import MAX_CHIPS, is_int, items, shown
from studpoker.tournament import chip_race as races
from studpoker.tournament.payouts import MAX_ENTRIES, Payouts
from studpoker.tournament.structure import Structure

__all__ = [
    "MAX_ENTRIES",
    "MAX_NAME",
    "MAX_TABLES",
    "Clock",
    "check_races",
    "check_setup",
    "checked_name",
    "deck_text",
    "entrant_names",
    "reading",
]

MAX_TABLES = 10_000
MAX_NAME = 64
"""The longest entrant name."""
Clock = Callable[[], float]


def check_setup(
    game: Profile | Rotation | DealersChoice,
    entrants: int | Iterable[str],
    starting_chips: int,
    structure: Structure,
    payouts: Payouts,
    tables: int,
    seats: int | None,
    late_registration: int | None,
    reentry: int | None,
    max_reentries: int | None,
    clock: Clock,
    name: str,
) -> tuple[list[str], int]:
    """The entrants' names and the seats a table, once every argument of ``Tournament`` is
    found good (else ``InvalidSetupError`` naming the first bad one)."""
    if isinstance(game, Rotation | Profile | DealersChoice):
        most, least = game.max_players, game.min_players
    else:
        raise InvalidSetupError(
            f"game must be a Profile or a Rotation (or a DealersChoice), got {shown(game)}"
        )
    names = entrant_names(entrants)
    if not isinstance(structure, Structure):
        raise InvalidSetupError(f"structure must be a Structure, got {shown(structure)}")
    if not isinstance(payouts, Payouts):
        raise InvalidSetupError(
            f"payouts must be a Payouts (shares by place and the buy-in), got {shown(payouts)}"
        )
    if not is_int(tables) or not 1 <= tables <= MAX_TABLES:
        raise InvalidSetupError(f"tables {shown(tables)}: an integer 1..{MAX_TABLES} is needed")
    size = min(8, most) if seats is None else seats
    if not is_int(size) or not max(2, least) <= size <= most:
        raise InvalidSetupError(f"seats {shown(size)}: the game seats {max(2, least)}..{most}")
    if len(names) > tables * size:
        raise InvalidSetupError(
            f"{len(names)} entrants: {tables} table(s) of {size} seat {tables * size}"
        )
    if len(names) < max(2, least) * tables:
        raise InvalidSetupError(
            f"{len(names)} entrants: {tables} table(s) need {max(2, least) * tables} to start"
        )
    for label, level in (("late_registration", late_registration), ("reentry", reentry)):
        if level is not None and (not is_int(level) or level < 1):
            raise InvalidSetupError(f"{label} {shown(level)}: a level number (from 1) or None")
    if max_reentries is not None and (not is_int(max_reentries) or max_reentries < 0):
        raise InvalidSetupError(f"max_reentries {shown(max_reentries)}: an integer >= 0 or None")
    last_open = max(late_registration or 1, reentry or 1)
    smallest = structure.smallest_chip(last_open)
    if not is_int(starting_chips) or starting_chips <= 0:
        raise InvalidSetupError(f"starting_chips {shown(starting_chips)}: a positive integer")
    if starting_chips % smallest:
        raise InvalidSetupError(
            f"starting_chips {starting_chips}: not made of the chips in play (a multiple "
            f"of {smallest}, the smallest chip while entries are sold)"
        )
    if starting_chips * len(names) > MAX_CHIPS:
        raise InvalidSetupError("the starting chips add up to more than 2**63 - 1")
    if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
        raise InvalidSetupError(f"name {shown(name)}: a text of 1..{MAX_NAME} characters")
    if not callable(clock):
        raise InvalidSetupError(f"clock {shown(clock)}: a callable returning seconds is needed")
    check_races(structure, size)
    return names, size


def entrant_names(entrants: object) -> list[str]:
    """The names given, or ``p1``, ``p2``, ... for a number of entrants."""
    if is_int(entrants):
        if not 2 <= entrants <= MAX_ENTRIES:
            raise InvalidSetupError(f"entrants {shown(entrants)}: 2..{MAX_ENTRIES} are needed")
        return [f"p{k}" for k in range(1, entrants + 1)]
    given = items(entrants, MAX_ENTRIES)
    if given is None:
        raise InvalidSetupError(
            f"entrants {shown(entrants)}: a number, or a list of the entrants' names"
        )
    names = [checked_name(name) for name in given]
    if len(names) > MAX_ENTRIES:
        raise InvalidSetupError(f"more than {MAX_ENTRIES} entrants: 2..{MAX_ENTRIES} are needed")
    if len(names) < 2:
        raise InvalidSetupError(f"{len(names)} entrants: 2..{MAX_ENTRIES} are needed")
    if len(set(names)) != len(names):
        twice = sorted({n for n in names if names.count(n) > 1})
        raise InvalidSetupError(f"entrant names must differ: {twice} given twice")
    return names


def checked_name(name: object) -> str:
    """``name`` if it can name an entrant."""
    if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME or not name.isprintable():
        raise InvalidSetupError(
            f"entrant {shown(name)}: a printable name of 1..{MAX_NAME} characters is needed"
        )
    return name


def deck_text(deck: Sequence[int | str] | str) -> list[str]:
    """An explicit deck order as card texts (checked as ``Hand(deck=...)`` checks it)."""
    from studpoker._core import format_card
    from studpoker.hand.dealing import deck_from_order

    return [format_card(card) for card in deck_from_order(deck).cards]


def reading(clock: Clock) -> float:
    """The clock's reading in seconds, refused unless a finite number."""
    now = clock()
    if isinstance(now, bool) or not isinstance(now, int | float) or not math.isfinite(now):
        raise InvalidSetupError(
            f"the clock read {shown(now)}: seconds as a finite number are needed"
        )
    return float(now)


def check_races(structure: Structure, seats: int) -> None:
    """Every chip race the structure calls for fits one deck at a full table."""
    before = structure.chips(1)
    for later in range(2, len(structure.levels) + 1):
        after = structure.chips(later)
        if before is None or after is None:
            return
        retired = [chip for chip in before if chip < after[0]]
        if retired:
            cards = races.max_cards(after[0], retired)
            if cards * seats > 52:
                raise InvalidSetupError(
                    f"level {later}: racing chips of {retired} for chips of {after[0]} can "
                    f"deal {cards} cards a player, {cards * seats} at a table of {seats}; one "
                    "deck holds 52 (rules §10.2)"
                )
        before = after
