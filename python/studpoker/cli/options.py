"""Options shared by the commands: the game (every profile), the seed and the stack."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, TypeVar

import click

from studpoker.bots import BOTS
from studpoker.profiles import PROFILES, Profile

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
