"""``studpoker play``: a game in the terminal, you in one seat against bots.

Before each of your decisions the table shows every seat (your hole cards, everyone's up cards,
stacks, chips in), the pot, whose turn it is and your options with their amounts; the bots'
moves scroll by as they happen, and a hand log closes every hand. End of input or Ctrl-C quits.
"""

from __future__ import annotations

from collections.abc import Callable

import click
from rich.console import Console

from studpoker.bots import BOTS, Policy, make_bot
from studpoker.cli.at_the_table import play_hand
from studpoker.cli.inputs import HELP, Quit
from studpoker.cli.options import (
    BOT_HELP,
    game_option,
    game_or_mix,
    mix_option,
    seed_option,
    stack_option,
)
from studpoker.games.dealers_choice import DealersChoice
from studpoker.games.profiles import Profile
from studpoker.games.rotation import Rotation
from studpoker.table import Table

BOT_NAMES = ("Ann", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hal", "Ivy")


class Session:
    """A table of bots and one human, played hand by hand on a console."""

    def __init__(
        self,
        console: Console,
        ask: Callable[[str], str],
        game: Profile | Rotation | DealersChoice,
        players: int,
        seat: int,
        stack: int,
        bot: str,
        seed: int | None,
    ) -> None:
        self.console, self.ask = console, ask
        # a bot reads the game from its view where the game changes from hand to hand
        self.profile = game if isinstance(game, Profile) else None
        self.seat = seat
        self.table = Table(game, [stack] * players, seed=seed)
        others = iter(BOT_NAMES)
        self.names = ["You" if s == seat else f"{next(others)} ({bot})" for s in range(players)]
        base = 0 if seed is None else seed
        self.bots: dict[int, Policy] = {
            s: make_bot(bot, None if seed is None else base + s, self.profile)
            for s in range(players)
            if s != seat
        }

    def run(self, hands: int | None) -> None:
        number = 0
        while hands is None or number < hands:
            if self._stacks()[self.seat] == 0:
                self.console.print("You are out of chips.")
                break
            if sum(1 for chips in self._stacks() if chips > 0) < 2:
                self.console.print("Only you have chips left: you win the table!")
                break
            number += 1
            self._play_hand(number)
        self.standings()

    def _stacks(self) -> list[int]:
        """Table stacks, the last hand's result included (an empty seat holds 0)."""
        return [chips or 0 for chips in self.table.stacks]

    def _play_hand(self, number: int) -> None:
        hand = self.table.play_hand()
        seats = self.table.hand_seats
        names = [self.names[s] for s in seats]
        me = seats.index(self.seat)
        title = self.table.game.name if hand.street < 0 else hand.profile.name
        self.console.rule(f"hand {number} · {title}")
        play_hand(
            self.console,
            self.ask,
            hand,
            names,
            me,
            lambda seat: self.bots[seats[seat]],
            f"hand {number} log",
        )

    def standings(self) -> None:
        stacks = self._stacks()
        self.console.print(
            "stacks: " + ", ".join(f"{n} {c}" for n, c in zip(self.names, stacks, strict=True)),
            highlight=False,
        )


@click.command("play")
@game_option
@mix_option
@click.option(
    "--players",
    "-n",
    type=click.IntRange(2, 10),
    default=3,
    show_default=True,
    help="Seats at the table, you included.",
)
@click.option("--seat", type=int, default=0, show_default=True, help="Your seat (0 = first).")
@stack_option("Everyone's starting chips.")
@click.option(
    "--bot",
    type=click.Choice(list(BOTS)),
    default="strength",
    show_default=True,
    help=f"The opponents' style. {BOT_HELP}.",
)
@click.option(
    "--hands",
    type=click.IntRange(1),
    default=None,
    help="Stop after this many hands (default: until you quit or one player is left).",
)
@seed_option
def play_command(
    game: str,
    mix: str | None,
    players: int,
    seat: int,
    stack: int,
    bot: str,
    hands: int | None,
    seed: int | None,
) -> None:
    """Play stud in the terminal against bots.

    At your turn type a key: f fold, c call (or check, or post the bring-in), k check,
    b / r bet or raise (r 8: to a total of 8 this round; a bare 8 does the same), s show,
    m muck, t Kh turn up the Kh (flip stud; a bare Kh does the same), g razz choose razz (the
    dealer's choice), ? help, q quit. Ctrl-D or Ctrl-C also quits.
    """
    if not 0 <= seat < players:
        raise click.BadParameter(f"seat {seat}: choose 0..{players - 1}", param_hint="--seat")
    played = game_or_mix(game, mix)
    if players > played.max_players:
        raise click.BadParameter(
            f"{played.name} seats at most {played.max_players}", param_hint="--players"
        )
    console = Console(highlight=False)
    session = Session(console, console.input, played, players, seat, stack, bot, seed)
    what = played.name if isinstance(played, Profile) else played.describe()
    console.print(f"{what}: you are seat {seat}. {HELP}", highlight=False)
    try:
        session.run(hands)
    except (EOFError, Quit):
        console.print("\nbye (a hand left unfinished does not count)")
        session.standings()
    except KeyboardInterrupt:
        console.print("\ninterrupted: bye")
        raise SystemExit(130) from None
