"""A table's set-up and the chips brought to a seat, checked before anything changes: the
game, the seats, the stacks, the buy-in bounds, the rules and the rake."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any, NamedTuple

from studpoker import _rules
from studpoker.errors import IllegalActionError, InvalidSetupError
from studpoker.games.dealers_choice import DealersChoice
from studpoker.games.profiles import Profile
from studpoker.games.rake import Rake
from studpoker.games.rotation import Rotation
from studpoker.limits import MAX_CHIPS, MAX_SEATS, is_int, items, shown

__all__ = ["TableSetup", "check_chips", "check_setup", "checked_buy_in", "span", "within"]


class TableSetup(NamedTuple):
    """A table's set-up once checked."""

    profile: Profile
    """The first hand's game (a rotation's or a dealer's choice's first)."""
    game: Profile | Rotation | DealersChoice
    """What was given: a profile, a rotation or a dealer's choice."""
    stacks: list[int | None]
    """Chips per seat (``None``: empty), one per seat."""
    buy_in: tuple[int, int] | None


def check_setup(
    profile: Profile | Rotation | DealersChoice,
    stacks: Iterable[int | None],
    seats: int | None,
    buy_in: Sequence[int] | None,
    rules: _rules.Rules,
    rake: Rake | None,
) -> TableSetup:
    """``Table``'s arguments checked (``InvalidSetupError`` naming the first bad one)."""
    if rules is not _rules:
        _rules.check_rules(rules)
    if rake is not None and (not isinstance(rake, Rake) or rake.is_exact):
        raise InvalidSetupError(
            f"rake {shown(rake)}: a table takes a rate (a studpoker.Rake; None for none); an "
            "exact amount is one imported hand's"
        )
    game = profile
    if isinstance(game, Rotation):
        profile, most, named = game.profiles[0], game.max_players, game.name
    elif isinstance(game, DealersChoice):
        profile, most, named = game.games[0], game.max_players, game.name
    elif isinstance(game, Profile):
        profile, most, named = game, game.max_players, game.name
    else:
        raise InvalidSetupError(
            f"profile must be a Profile or a Rotation (or a DealersChoice), got {shown(profile)}"
        )
    listed = items(stacks, MAX_SEATS)
    if listed is None:
        raise InvalidSetupError(f"stacks {shown(stacks)}: give a list of integers (None: empty)")
    if len(listed) > MAX_SEATS:
        raise InvalidSetupError(f"more than {MAX_SEATS} stacks: no table seats as many")
    stacks = listed
    size = len(stacks) if seats is None else seats
    if not is_int(size) or not 2 <= size <= most:
        raise InvalidSetupError(f"{shown(size)} seats: {named} seats 2..{most}")
    if len(stacks) > size:
        raise InvalidSetupError(f"{len(stacks)} stacks for a table of {size} seats")
    bounds = checked_buy_in(buy_in)
    given = list(stacks) + [None] * (size - len(stacks))
    for seat, stack in enumerate(given):
        if stack is None:
            continue
        if not is_int(stack) or stack < 0:
            raise InvalidSetupError(f"seat {seat} stack {shown(stack)}: must be an integer >= 0")
        if bounds is not None and stack and not within(stack, bounds):
            raise InvalidSetupError(f"seat {seat} stack {stack}: outside the buy-in {span(bounds)}")
    total = sum(s for s in given if s is not None)
    if total > MAX_CHIPS:
        raise InvalidSetupError(
            f"stacks add up to {shown(total)} chips; a table holds at most 2**63 - 1"
        )
    return TableSetup(profile, game, given, bounds)


def check_chips(
    what: str, chips: Any, current: int, bounds: tuple[int, int] | None, table_chips: int
) -> None:
    """Chips a player brings to a seat holding ``current``: a positive integer, within the
    buy-in ``bounds``, and the table (``table_chips`` now) still within ``MAX_CHIPS``."""
    if not is_int(chips) or chips <= 0:
        raise InvalidSetupError(f"{what}: chips {shown(chips)} must be a positive integer")
    if bounds is not None:
        low, high = bounds
        if current + chips > high:
            raise IllegalActionError(
                f"{what}: {current} + {chips} chips is above the buy-in maximum {high}"
            )
        if current == 0 and chips < low:
            raise IllegalActionError(f"{what}: {chips} chips is below the buy-in minimum {low}")
    # a hand conserves chips, so the seats' chips at its start are still the table's total
    if table_chips + chips > MAX_CHIPS:
        raise InvalidSetupError(f"{what}: a table holds at most 2**63 - 1 chips")


def within(chips: int, bounds: tuple[int, int]) -> bool:
    """Whether ``chips`` is within the buy-in ``bounds``."""
    return bounds[0] <= chips <= bounds[1]


def span(bounds: tuple[int, int]) -> str:
    """The buy-in ``bounds`` as text."""
    return f"{bounds[0]}..{bounds[1]}"


def checked_buy_in(buy_in: object) -> tuple[int, int] | None:
    """``buy_in`` as ``(minimum, maximum)``, or ``None`` for none."""
    if buy_in is None:
        return None
    pair = items(buy_in, 2)
    if (
        pair is None
        or len(pair) != 2
        or not all(is_int(x) for x in pair)
        or not 0 < pair[0] <= pair[1] <= MAX_CHIPS
    ):
        raise InvalidSetupError(
            f"buy_in {shown(buy_in)}: give (minimum, maximum), positive integers, "
            "minimum <= maximum"
        )
    return (pair[0], pair[1])
