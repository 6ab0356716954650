"""The dealer's choice as a phase of the hand (rules §11): before the antes, the seat to deal
names the game.

``ChooseGame`` is the hand's first phase (``Hand(start=choosing(games, default))``): the dealer
is its one actor, with one ``choose_game`` option per game offered (``dc razz``). Applying the
choice sets the game (``HandState.set_game``) and records ``GameChosen``; ``finish`` returns
``phases.BEGIN``: the antes of the chosen game, then its first deal. A seat whose time runs out
plays ``default``. Until the choice the hand's ``profile`` is the default game.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from studpoker.errors import IllegalActionError, InvalidSetupError
from studpoker.games.profiles import Profile
from studpoker.hand.actions import CHOOSE_GAME, Action, LegalAction
from studpoker.hand.phases import BEGIN, Step, listing, refuse, seat_in_turn
from studpoker.hand.records import GameChosen, Record
from studpoker.limits import shown

if TYPE_CHECKING:
    from studpoker.hand.state import HandState

__all__ = ["ChooseGame", "choosing"]


class ChooseGame:
    """The dealer of ``state`` chooses one of ``games`` (profiles named by their names);
    ``default`` (one of them) is played when its time runs out."""

    NAME = "choose_game"

    __slots__ = ("_options", "actor", "default_game", "games", "over", "state")

    def __init__(self, state: HandState, games: Sequence[Profile], default: Profile) -> None:
        offered = tuple(games)
        if not offered or default not in offered:
            raise InvalidSetupError("a dealer's choice offers some game, the default among them")
        for game in offered:
            if not game.min_players <= state.n <= game.max_players:
                raise InvalidSetupError(
                    f"{state.n} seats: {game.name} seats {game.min_players}..{game.max_players}"
                )
        self.state = state
        self.games = offered
        self.default_game = default
        self.actor = state.dealer
        self.over = False
        self._options = tuple(
            LegalAction("choose_game", CHOOSE_GAME, 0, 0, 0, False, (), game.name)
            for game in offered
        )

    def actors(self) -> tuple[int, ...]:
        """The dealer, until it has chosen."""
        return () if self.over else (self.actor,)

    def options(self, seat: int) -> tuple[LegalAction, ...]:
        """One ``choose_game`` option per game offered, in the list's order."""
        return self._options

    def match(
        self, seat: int | None, action: Action, legal: tuple[LegalAction, ...]
    ) -> LegalAction:
        """The option naming ``action``'s game; refused for another seat, another action, or a
        game not offered."""
        chooser = seat_in_turn(self.actor, seat, action, legal)
        if action.code != CHOOSE_GAME:
            raise refuse(action, chooser, legal)
        for option in self._options:
            if option.game == action.game:
                return option
        raise IllegalActionError(
            f"{action}: {shown(action.game)} is not offered to {self.state.n} players; seat "
            f"{chooser} chooses one of: {listing(self._options)}"
        )

    def default(self, seat: int) -> LegalAction:
        """The default game's option (a seat whose time ran out)."""
        return self._options[self.games.index(self.default_game)]

    def may_finish(self, seat: int, option: LegalAction) -> bool:
        """Every choice ends the phase."""
        return True

    def apply(self, seat: int, option: LegalAction, to: int) -> Record:
        """The chosen game becomes the hand's (before any record: ``set_game``'s condition)."""
        game = self.games[self._options.index(option)]
        self.state.set_game(game)
        self.actor, self.over = -1, True
        return GameChosen(seat, game.name)

    def finish(self) -> Step:
        """The antes of the chosen game, then its first deal."""
        return BEGIN

    def snapshot(self) -> tuple[int, bool, Profile]:
        """What a choice changes: the actor, the phase's end and the hand's game."""
        return self.actor, self.over, self.state.profile

    def restore(self, saved: tuple[int, bool, Profile]) -> None:
        """Put the phase and the hand's game back (the hand's own state is restored first)."""
        self.actor, self.over, game = saved
        if self.state.profile is not game:
            self.state.set_game(game)


def choosing(games: Sequence[Profile], default: Profile) -> Callable[[HandState], ChooseGame]:
    """The start of a hand whose dealer chooses among ``games`` (``Hand(start=...)``); the hand
    is dealt as ``default`` (one of them) until the choice."""
    offered = tuple(games)

    def start(state: HandState) -> ChooseGame:
        return ChooseGame(state, offered, default)

    return start
