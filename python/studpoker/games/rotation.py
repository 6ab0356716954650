"""Mixed games: a fixed rotation of profiles, changing every N hands or every round (rules §10.8).

``Rotation(profiles, hands=N)`` plays each game for N hands; ``Rotation(profiles, rounds=R)``
for R rounds of the table, a round being as many hands as players were dealt into the game's
first hand (stud has no button to go round: each seat deals once). After the last game the
first comes back. A ``Table`` or a ``Tournament`` takes a rotation wherever it takes a profile;
each table keeps its own place in the rotation (``RotationState``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, NamedTuple

from studpoker.errors import InvalidSetupError
from studpoker.games.profile_json import profile_from_json, profile_to_json
from studpoker.games.profiles import RAZZ, SEVEN_CARD_STUD, SEVEN_CARD_STUD_HI_LO, Profile
from studpoker.limits import is_int, items, shown

__all__ = ["MAX_GAMES", "ROTATIONS", "TRIPLE_STUD", "Rotation", "RotationState"]

MAX_GAMES = 64
"""The most games a rotation lists."""


class RotationState(NamedTuple):
    """Where a table is in its rotation: the game of its last hand and the hands it has left
    (``None`` before the first hand)."""

    game: int = 0
    left: int | None = None


@dataclass(frozen=True, slots=True, init=False, repr=False)
class Rotation:
    """The games in the order played (any sequence or iterable of profiles, kept as a tuple),
    and how long each lasts: ``hands`` or ``rounds``."""

    profiles: tuple[Profile, ...]
    hands: int | None
    rounds: int | None
    name: str

    def __init__(
        self,
        profiles: Iterable[Profile],
        hands: int | None = None,
        rounds: int | None = None,
        name: str = "rotation",
    ) -> None:
        games = items(profiles, MAX_GAMES)
        if not games or len(games) > MAX_GAMES:
            raise InvalidSetupError(
                f"a rotation lists 1..{MAX_GAMES} profiles (a list or a tuple), "
                f"got {shown(profiles)}"
            )
        # frozen: the fields are set once, here (the slots are the fields, in order)
        for field, value in zip(self.__slots__, (games, hands, rounds, name), strict=True):
            object.__setattr__(self, field, value)
        self._check()

    def __repr__(self) -> str:
        return f"<Rotation {self.describe()}>"

    def _check(self) -> None:
        for index, game in enumerate(self.profiles):
            if not isinstance(game, Profile):
                raise InvalidSetupError(
                    f"rotation game {index}: a Profile is needed, got {shown(game)}"
                )
        if (self.hands is None) == (self.rounds is None):
            raise InvalidSetupError("a rotation changes every N hands or every N rounds: give one")
        length = self.hands if self.hands is not None else self.rounds
        if not is_int(length) or length < 1:
            which = "hands" if self.hands is not None else "rounds"
            raise InvalidSetupError(
                f"rotation {which} {shown(length)}: a positive integer is needed"
            )
        if not isinstance(self.name, str) or not self.name:
            raise InvalidSetupError(f"rotation name {shown(self.name)}: a non-empty text is needed")
        if self.min_players > self.max_players:
            raise InvalidSetupError(
                f"the rotation's games seat no common number of players "
                f"({self.min_players} at least, {self.max_players} at most)"
            )

    @property
    def max_players(self) -> int:
        """The most seats every game of the rotation deals to."""
        return min(game.max_players for game in self.profiles)

    @property
    def min_players(self) -> int:
        """The fewest players every game of the rotation deals to."""
        return max(game.min_players for game in self.profiles)

    def advance(self, state: RotationState, players: int) -> RotationState:
        """The state after dealing one more hand to ``players`` players: the game of that hand
        is ``profiles[result.game]``."""
        game, left = state
        if left is None:
            game, left = 0, self._length(players)
        elif left == 0:
            game, left = (game + 1) % len(self.profiles), self._length(players)
        return RotationState(game, left - 1)

    def next_game(self, state: RotationState, players: int) -> Profile:
        """The game of the next hand (nothing changes)."""
        return self.profiles[self.advance(state, players).game]

    def _length(self, players: int) -> int:
        if self.hands is not None:
            return self.hands
        assert self.rounds is not None
        return self.rounds * players

    def describe(self) -> str:
        """The rotation in words: its games and how long each lasts."""
        games = ", ".join(game.name for game in self.profiles)
        if self.hands is not None:
            return f"{self.name}: {games}, {self.hands} hand(s) each"
        return f"{self.name}: {games}, {self.rounds} round(s) each"

    def to_dict(self) -> dict[str, Any]:
        """The rotation as plain data (the form ``from_dict`` reads)."""
        return {
            "name": self.name,
            "profiles": [profile_to_json(game) for game in self.profiles],
            "hands": self.hands,
            "rounds": self.rounds,
        }

    @classmethod
    def from_dict(cls, data: Any) -> Rotation:
        """A rotation from plain data; ``InvalidSetupError`` names a bad field."""
        from studpoker.errors import SavedStateError

        if not isinstance(data, dict) or set(data) != {"name", "profiles", "hands", "rounds"}:
            raise SavedStateError(
                "rotation: an object with name, profiles, hands and rounds is needed"
            )
        games = data["profiles"]
        if not isinstance(games, list):
            raise SavedStateError("rotation.profiles: a list is needed")
        built = tuple(profile_from_json(game) for game in games)
        try:
            return cls(built, hands=data["hands"], rounds=data["rounds"], name=data["name"])
        except InvalidSetupError as err:
            raise SavedStateError(f"rotation: {err}") from None


TRIPLE_STUD = Rotation((RAZZ, SEVEN_CARD_STUD, SEVEN_CARD_STUD_HI_LO), rounds=1, name="triple_stud")
"""Triple Stud: razz, seven-card stud and stud hi-lo, a round of each."""

ROTATIONS: dict[str, Rotation] = {TRIPLE_STUD.name: TRIPLE_STUD}
"""The rotations that ship with the package, by name."""
