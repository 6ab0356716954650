"""Options shared by the commands: the game (every profile, a rotation, or the dealer's choice),
the seed, the stack and a tournament's structure."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

from studpoker.bots import BOTS
from studpoker.errors import StudPokerError
from studpoker.games.dealers_choice import DEALERS_CHOICE, DealersChoice
from studpoker.games.profiles import PROFILES, Profile
from studpoker.games.rotation import ROTATIONS, Rotation
from studpoker.tournament.structure import STRUCTURES, Structure

F = TypeVar("F", bound=Callable[..., Any])

DEFAULT_GAME = "five_card_stud_home"


def game_option(function: F) -> F:
    return click.option(
        "--game",
        "-g",
        type=click.Choice(list(PROFILES)),
        default=DEFAULT_GAME,
        show_default=True,
        help="The game (profile) played; docs/rules.md §6 says what each one plays.",
    )(function)


def seed_option(function: F) -> F:
    return click.option(
        "--seed", type=int, default=None, help="Seed for reproducible deals (default: random)."
    )(function)


def stack_option(help: str) -> Callable[[F], F]:
    """``--stack``: the chips each seat starts with (at least 1, 200 by default)."""

    def decorate(function: F) -> F:
        return click.option(
            "--stack", type=click.IntRange(1), default=200, show_default=True, help=help
        )(function)

    return decorate


def profile(name: str) -> Profile:
    return PROFILES[name]


BOT_HELP = "; ".join(f"{name}: {what}" for name, what in BOTS.items())


MIXES: dict[str, Rotation | DealersChoice] = {**ROTATIONS, DEALERS_CHOICE.name: DEALERS_CHOICE}
"""What ``--mix`` names: the rotations, and the dealer's choice of the home games."""


def mix_option(function: F) -> F:
    return click.option(
        "--mix",
        type=click.Choice(list(MIXES)),
        default=None,
        help=(
            "Play a mix of games instead of --game (triple_stud: razz, stud, stud hi-lo; "
            "dealers_choice: the dealer names one of the home games before each hand)."
        ),
    )(function)


def structure_option(function: F) -> F:
    return click.option(
        "--structure",
        default="turbo_sit_and_go",
        show_default=True,
        help=f"The levels: {', '.join(STRUCTURES)}, or a .toml / .json structure file.",
    )(function)


def game_or_mix(game: str, mix: str | None) -> Profile | Rotation | DealersChoice:
    return PROFILES[game] if mix is None else MIXES[mix]


def structure_named(name: str) -> Structure:
    """A built-in structure by name, or one loaded from a file (refused with the reason)."""
    if name in STRUCTURES:
        return STRUCTURES[name]
    try:
        return Structure.load(name)
    except StudPokerError as err:
        raise click.BadParameter(str(err), param_hint="--structure") from None
