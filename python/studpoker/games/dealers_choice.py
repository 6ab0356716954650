"""Dealer's choice (rules §11): before each hand the seat to deal names the game, from a list.

``DealersChoice(games, default="last")`` is a game description a ``Table`` or a ``Tournament``
takes wherever it takes a profile or a ``Rotation``. The seat to deal chooses (the button moves
as usual, so the choice goes round the table); only the games that seat the players dealt in
are offered. A seat whose time runs out plays ``default``: ``"last"``, the game of the table's
last hand when it is offered again (else the first game offered), or ``"first"``, the first game
of the list offered. The choice itself is a phase of the hand (``choose_game.ChooseGame``).

``HOME_GAMES_CHOICE`` lists the home games of seeds [000] and [003]: the home five-card stud,
the home seven-card stud (antes only) and the home variants of rules §6 notes.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, Literal

from studpoker.errors import InvalidSetupError, SavedStateError
from studpoker.games.profile_json import profile_from_json, profile_to_json
from studpoker.games.profiles import (
    FIVE_CARD_STUD_HOME,
    HOME_GAMES,
    SEVEN_CARD_STUD_NO_BRING_IN,
    Profile,
)
from studpoker.limits import items, shown

__all__ = ["DEALERS_CHOICE", "DEFAULTS", "HOME_GAMES_CHOICE", "MAX_GAMES", "DealersChoice"]

MAX_GAMES = 64
"""The most games a dealer's choice lists."""

DEFAULTS = ("last", "first")
"""The readings of ``DealersChoice.default``: the game a seat whose time ran out plays."""

HOME_GAMES_CHOICE: tuple[Profile, ...] = (
    FIVE_CARD_STUD_HOME,
    SEVEN_CARD_STUD_NO_BRING_IN,
    *HOME_GAMES.values(),
)
"""The home games of seeds [000] and [003]: five-card stud as [000] plays it at home, seven-card
stud as [003] says home games play it (antes only), and the variants of [003] (rules §6 notes),
each at its own profile's stakes."""


@dataclass(frozen=True, slots=True, init=False, repr=False)
class DealersChoice:
    """The games the seat to deal chooses from (any sequence or iterable of profiles, kept as a
    tuple; each named by its profile's name, one word), and the game played for a seat whose
    time runs out (``default``: ``"last"`` or ``"first"``; see the module)."""

    games: tuple[Profile, ...]
    default: Literal["last", "first"]
    name: str

    def __init__(
        self,
        games: Iterable[Profile] = HOME_GAMES_CHOICE,
        default: Literal["last", "first"] = "last",
        name: str = "dealers_choice",
    ) -> None:
        listed = items(games, MAX_GAMES)
        if not listed or len(listed) > MAX_GAMES:
            raise InvalidSetupError(
                f"a dealer's choice lists 1..{MAX_GAMES} profiles (a list or a tuple), "
                f"got {shown(games)}"
            )
        # frozen: the fields are set once, here (the slots are the fields, in order)
        for field, value in zip(self.__slots__, (listed, default, name), strict=True):
            object.__setattr__(self, field, value)
        self._check()

    def __repr__(self) -> str:
        games = ", ".join(game.name for game in self.games)
        return f"<DealersChoice {self.name}: {games}; on timeout the {self.default}>"

    def _check(self) -> None:
        games = self.games
        names: set[str] = set()
        for index, game in enumerate(games):
            if not isinstance(game, Profile):
                raise InvalidSetupError(
                    f"dealer's choice game {index}: a Profile is needed, got {shown(game)}"
                )
            if not game.name or len(game.name.split()) != 1 or game.name != game.name.strip():
                raise InvalidSetupError(
                    f"dealer's choice game {shown(game.name)}: the seat names a game by its "
                    "profile's name, one word"
                )
            if game.name in names:
                raise InvalidSetupError(
                    f"dealer's choice: two games are named {shown(game.name)}; "
                    "each name must differ"
                )
            names.add(game.name)
        if self.default not in DEFAULTS:
            raise InvalidSetupError(
                f"dealer's choice default {shown(self.default)}: one of {', '.join(DEFAULTS)}"
            )
        if not isinstance(self.name, str) or not self.name:
            raise InvalidSetupError(f"dealer's choice name {shown(self.name)}: a non-empty text")

    @property
    def max_players(self) -> int:
        """The most seats some game of the list deals to."""
        return max(game.max_players for game in self.games)

    @property
    def min_players(self) -> int:
        """The fewest players some game of the list deals to."""
        return min(game.min_players for game in self.games)

    def offered(self, players: int) -> tuple[Profile, ...]:
        """The games offered to a hand of ``players`` players: those that seat them, in the
        list's order (empty when none does)."""
        return tuple(g for g in self.games if g.min_players <= players <= g.max_players)

    def default_game(self, offered: tuple[Profile, ...], last: str | None) -> Profile:
        """The game of ``offered`` played for a seat whose time runs out; ``last``: the name of
        the game of the table's last hand (``None`` before the first)."""
        if not offered:
            raise InvalidSetupError("no game of the dealer's choice seats these players")
        if self.default == "last" and last is not None:
            for game in offered:
                if game.name == last:
                    return game
        return offered[0]

    def describe(self) -> str:
        """The dealer's choice in words: its games and its default."""
        games = ", ".join(game.name for game in self.games)
        default = "the last game played" if self.default == "last" else "the first game offered"
        return f"{self.name}: the dealer chooses among {games}; on timeout {default}"

    def to_dict(self) -> dict[str, Any]:
        """The dealer's choice as plain data (the form ``from_dict`` reads)."""
        return {
            "name": self.name,
            "games": [profile_to_json(game) for game in self.games],
            "default": self.default,
        }

    @classmethod
    def from_dict(cls, data: Any) -> DealersChoice:
        """A dealer's choice from plain data; ``SavedStateError`` names a bad field."""
        if not isinstance(data, dict) or set(data) != {"name", "games", "default"}:
            raise SavedStateError("dealers_choice: an object with name, games and default")
        games = data["games"]
        if not isinstance(games, list):
            raise SavedStateError("dealers_choice.games: a list is needed")
        built = tuple(profile_from_json(game) for game in games)
        try:
            return cls(built, default=data["default"], name=data["name"])
        except InvalidSetupError as err:
            raise SavedStateError(f"dealers_choice: {err}") from None


DEALERS_CHOICE = DealersChoice()
"""Dealer's choice of the home games (``HOME_GAMES_CHOICE``), the last game on timeout."""
