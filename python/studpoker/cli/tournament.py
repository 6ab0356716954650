"""``studpoker tournament``: a sit-and-go in the terminal, you against bots.

Before each hand the screen shows the level in force and the levels to come, any chip race, the
chips of everyone still in and the places of those out; then the hand plays as in ``studpoker
play``. When you are out, the bots play on to the end (quietly) and the final places and prizes
close the tournament. End of input, ``q`` or Ctrl-C quits.
"""

from __future__ import annotations

from collections.abc import Callable

import click
from rich.console import Console
from rich.table import Table as RichTable

from studpoker.bots import BOTS, Policy, make_bot, play_out
from studpoker.cli.at_the_table import play_hand
from studpoker.cli.inputs import HELP, Quit
from studpoker.cli.options import (
    BOT_HELP,
    game_option,
    game_or_mix,
    mix_option,
    seed_option,
    structure_named,
    structure_option,
)
from studpoker.games.dealers_choice import DealersChoice
from studpoker.games.rotation import Rotation
from studpoker.hand import Hand
from studpoker.tournament import Standing, Tournament
from studpoker.tournament.payouts import SIT_AND_GO, Payouts
from studpoker.tournament.structure import Level

BOT_NAMES = ("Ann", "Ben", "Cleo", "Dan", "Eve", "Finn", "Gus", "Hal", "Ivy")
YOU = "You"


def ordinal(place: int) -> str:
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    return f"{place}{suffix}"


def level_text(number: int, level: Level) -> str:
    return f"level {number}: {level.describe()}"


class SitAndGo:
    """One sit-and-go of bots and one person, played hand by hand on a console."""

    def __init__(
        self,
        console: Console,
        ask: Callable[[str], str],
        tournament: Tournament,
        bot: str,
        seed: int | None,
    ) -> None:
        self.console, self.ask, self.tournament = console, ask, tournament
        base = 0 if seed is None else seed
        self.bots: dict[str, Policy] = {
            name: make_bot(bot, None if seed is None else base + k)
            for k, name in enumerate(tournament.entrants)
            if name != YOU
        }
        self.races_shown = 0
        self.told_out = False

    def run(self) -> None:
        tournament = self.tournament
        while not tournament.is_over:
            table = tournament.next_table()
            assert table is not None  # one table, one hand at a time: never waiting
            hand = tournament.deal(table)
            if self._playing():
                self._announce()
                self._play(hand)
            else:
                if not self.told_out:
                    self._say_out()
                record = tournament.hand_at(table)
                assert record is not None
                play_out(hand, [self.bots[name] for name in record.entrants])
        me = self._me()
        if me.place == 1:
            self.console.print(f"You won the sit-and-go (prize {me.prize})!", highlight=False)
        elif not self.told_out:
            self._say_out()
        self.final()

    # ----------------------------------------------------------------- what is shown
    def _announce(self) -> None:
        tournament = self.tournament
        record = tournament.hands[-1]
        self.console.rule(
            f"hand {record.number} · {level_text(record.level, tournament.current_level)} · "
            f"{'the dealer chooses the game' if record.hand.street < 0 else record.game}"
        )
        coming = tournament.levels_to_come(3)
        if coming:
            self.console.print(
                "levels to come: " + " · ".join(level_text(n, lvl) for n, lvl in coming),
                highlight=False,
            )
        else:
            self.console.print("the last level: it lasts to the end", highlight=False)
        for race in tournament.races[self.races_shown :]:
            result = race.result
            winners = [name for name, won in zip(race.entrants, result.won, strict=True) if won]
            self.console.print(
                f"chip race: chips of {', '.join(map(str, result.retired))} raced off for chips "
                f"of {result.chip}; a chip each to {', '.join(winners) or 'nobody'}",
                highlight=False,
            )
        self.races_shown = len(tournament.races)
        starting = dict(zip(record.entrants, record.hand.starting_stacks, strict=True))
        self.console.print(self.standings_line(starting), highlight=False)

    def standings_line(self, starting: dict[str, int] | None = None) -> str:
        """Everyone's chips (at the start of the hand, when given) and the places so far."""
        results = self.tournament.results()
        playing = [s for s in results if s.place is None]
        if starting is not None:
            playing.sort(key=lambda s: -starting.get(s.entrant, s.chips))
        chips = ", ".join(
            f"{s.entrant} {s.chips if starting is None else starting.get(s.entrant, s.chips)}"
            for s in playing
        )
        out = ", ".join(f"{ordinal(s.place)} {s.entrant}" for s in results if s.place is not None)
        return f"chips: {chips}" + (f" · places: {out}" if out else "")

    def final(self) -> None:
        table = RichTable(title="places", title_justify="left")
        for column in ("place", "player", "prize", "chips"):
            table.add_column(column, justify="left" if column == "player" else "right")
        for standing in self.tournament.results():
            place = "-" if standing.place is None else ordinal(standing.place)
            if standing.places is not None and standing.places[0] != standing.places[1]:
                place = f"{ordinal(standing.places[0])}-{ordinal(standing.places[1])}"
            table.add_row(place, standing.entrant, str(standing.prize), str(standing.chips))
        self.console.print(table)

    def _me(self) -> Standing:
        return next(s for s in self.tournament.results() if s.entrant == YOU)

    def _playing(self) -> bool:
        return self._me().place is None

    def _say_out(self) -> None:
        me = self._me()
        assert me.place is not None
        self.console.print(
            f"You finished {ordinal(me.place)} (prize {me.prize}); the bots play on to the end.",
            highlight=False,
        )
        self.told_out = True

    # ----------------------------------------------------------------- a hand
    def _play(self, hand: Hand) -> None:
        record = self.tournament.hands[-1]
        names = list(record.entrants)
        me = names.index(YOU)
        play_hand(
            self.console,
            self.ask,
            hand,
            names,
            me,
            lambda seat: self.bots[names[seat]],
            f"hand {record.number} log",
        )


@click.command("tournament", short_help="Play a sit-and-go against bots.")
@game_option
@mix_option
@click.option(
    "--players",
    "-n",
    type=click.IntRange(2, 9),
    default=6,
    show_default=True,
    help="Entrants, you included (one table).",
)
@click.option(
    "--bot",
    type=click.Choice(list(BOTS)),
    default="strength",
    show_default=True,
    help=f"The opponents' style. {BOT_HELP}.",
)
@structure_option
@click.option(
    "--chips", type=click.IntRange(1), default=1000, show_default=True, help="Starting chips."
)
@click.option(
    "--buy-in",
    type=click.IntRange(1),
    default=10,
    show_default=True,
    help="Prize money each entry puts in; 65% and 35% of the pool are paid.",
)
@seed_option
def tournament_command(
    game: str,
    mix: str | None,
    players: int,
    bot: str,
    structure: str,
    chips: int,
    buy_in: int,
    seed: int | None,
) -> None:
    """Play a sit-and-go in the terminal against bots.

    The level, the levels to come and the places are shown before each hand. At your turn type a
    key: f fold, c call (or check, or post the bring-in), k check, b / r bet or raise (r 8: to a
    total of 8 this round), s show, m muck, ? help, q quit. Ctrl-D or Ctrl-C also quits.
    """
    played = game_or_mix(game, mix)
    if players > played.max_players:
        raise click.BadParameter(
            f"{played.name} seats at most {played.max_players}", param_hint="--players"
        )
    names = [YOU, *BOT_NAMES[: players - 1]]
    tournament = Tournament(
        played,
        names,
        chips,
        structure_named(structure),
        Payouts(SIT_AND_GO, buy_in),
        seed=seed,
        seats=players,
        name="sit-and-go",
    )
    console = Console(highlight=False)
    session = SitAndGo(console, console.input, tournament, bot, seed)
    what = played.describe() if isinstance(played, Rotation | DealersChoice) else game
    console.print(f"{what}: a sit-and-go of {players}. {HELP}", highlight=False)
    try:
        session.run()
    except (EOFError, Quit):
        console.print("\nbye (the tournament is left unfinished)")
        console.print(session.standings_line(), highlight=False)
    except KeyboardInterrupt:
        console.print("\ninterrupted: bye")
        raise SystemExit(130) from None
