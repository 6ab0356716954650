"""A tournament's levels: the stakes of each level, how long it lasts and the chips in play.

A ``Level`` gives the ante, the bring-in, the small and the big bet (in pot and no limit: the
minimum bets of the small and big rounds), its length in hands or in minutes, and, where the
structure uses physical chips, the denominations in play. A ``Structure`` is the levels in
order; the last one lasts until the tournament ends. ``Level.stakes(profile)`` is the profile at
the level's stakes (``Profile.with_stakes``), so any game plays any structure.

Structures load from TOML or JSON (``Structure.load``): a ``name`` and a ``[[levels]]`` array of
tables with the fields of ``Level``; a level that leaves out ``denominations`` keeps the chips of
the level before. ``TURBO_SIT_AND_GO`` and ``WSOP_STUD_LADDER`` ship with the package.
"""

from __future__ import annotations

import json
import tomllib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any

from studpoker.errors import InvalidSetupError
from studpoker.games.profiles import Profile
from studpoker.limits import MAX_CHIPS, is_int, items, shown

__all__ = [
    "MAX_DENOMINATIONS",
    "MAX_LEVELS",
    "STRUCTURES",
    "TURBO_SIT_AND_GO",
    "WSOP_STUD_LADDER",
    "Level",
    "Structure",
]

MAX_LEVELS = 1000
"""The most levels a structure holds (a real one has a few dozen)."""
MAX_STRUCTURE_TEXT = 1024 * 1024
"""The longest structure file, in characters."""
MAX_MINUTES = 10**6
"""The longest level, in minutes (about two years: a real one lasts an hour or two)."""
MAX_DENOMINATIONS = 32
"""The most chip denominations a level names (a real set has five or six)."""


@dataclass(frozen=True, slots=True)
class Level:
    """One level: its stakes, its length (``hands`` or ``minutes``, exactly one) and, optionally,
    the chip denominations in play (``None``: those of the level before; any sequence or
    iterable of integers, kept as a tuple)."""

    ante: int
    bring_in: int
    """Used by the games with a bring-in; a game without one (antes only) ignores it."""
    small_bet: int
    big_bet: int
    hands: int | None = None
    minutes: float | None = None
    denominations: tuple[int, ...] | None = None

    def __post_init__(self) -> None:
        for name in ("ante", "bring_in", "small_bet", "big_bet"):
            value = getattr(self, name)
            least = 0 if name == "ante" else 1
            if not is_int(value) or not least <= value <= MAX_CHIPS:
                raise InvalidSetupError(
                    f"level {name} {shown(value)}: an integer >= {least} is needed"
                )
        if self.bring_in > self.small_bet:
            raise InvalidSetupError(
                f"level bring_in {self.bring_in} exceeds the small bet {self.small_bet}"
            )
        if self.small_bet > self.big_bet:
            raise InvalidSetupError(
                f"level small_bet {self.small_bet} exceeds the big bet {self.big_bet}"
            )
        if (self.hands is None) == (self.minutes is None):
            raise InvalidSetupError("a level lasts a number of hands or of minutes: give one")
        if self.hands is not None and (not is_int(self.hands) or self.hands < 1):
            raise InvalidSetupError(
                f"level hands {shown(self.hands)}: a positive integer is needed"
            )
        if self.minutes is not None and (
            isinstance(self.minutes, bool)
            or not isinstance(self.minutes, int | float)
            or not 0 < self.minutes <= MAX_MINUTES
        ):
            raise InvalidSetupError(
                f"level minutes {shown(self.minutes)}: a positive number up to {MAX_MINUTES}"
            )
        if self.denominations is not None:
            chips = items(self.denominations, MAX_DENOMINATIONS)
            if (
                chips is None
                or not 0 < len(chips) <= MAX_DENOMINATIONS
                or not all(is_int(c) and 0 < c <= MAX_CHIPS for c in chips)
                or list(chips) != sorted(set(chips))
            ):
                raise InvalidSetupError(
                    f"level denominations {shown(self.denominations)}: 1..{MAX_DENOMINATIONS} "
                    "distinct positive integers, smallest first"
                )
            object.__setattr__(self, "denominations", chips)  # kept as a tuple
            low = chips[0]
            if any(c % low for c in chips):
                raise InvalidSetupError(
                    f"level denominations {list(chips)}: each must be a multiple of the "
                    f"smallest, {low}"
                )

    def stakes(self, profile: Profile) -> Profile:
        """``profile`` at this level's stakes: ante, bring-in (kept off in a game without one)
        and the small and big bets in the profile's own pattern of rounds."""
        bring_in = self.bring_in if profile.bring_in is not None else None
        return profile.with_stakes(
            ante=self.ante, bring_in=bring_in, small=self.small_bet, big=self.big_bet
        )

    def describe(self) -> str:
        """``ante 25, bring-in 50, 150/300, 60 min``."""
        length = f"{self.hands} hands" if self.hands is not None else f"{self.minutes:g} min"
        return (
            f"ante {self.ante}, bring-in {self.bring_in}, {self.small_bet}/{self.big_bet}, {length}"
        )

    def to_dict(self) -> dict[str, Any]:
        """The level as plain data (the form ``Structure.from_json`` reads)."""
        data: dict[str, Any] = {
            "ante": self.ante,
            "bring_in": self.bring_in,
            "small_bet": self.small_bet,
            "big_bet": self.big_bet,
        }
        if self.hands is not None:
            data["hands"] = self.hands
        else:
            data["minutes"] = self.minutes
        if self.denominations is not None:
            data["denominations"] = list(self.denominations)
        return data


_LEVEL_FIELDS = frozenset(f.name for f in fields(Level))


@dataclass(frozen=True, slots=True, init=False, repr=False)
class Structure:
    """The levels in order (level 1 first; any sequence or iterable of levels, kept as a tuple).
    The chips in play at a level are its
    ``denominations`` or, when it gives none, those of the level before; a structure that
    names none plays without physical chips (no chip race). Each level's stakes must be made of
    its chips (multiples of the smallest), and the smallest chip may only grow, each time to a
    multiple of the one before: the chips it retires are raced off
    (``studpoker.tournament.chip_race``)."""

    levels: tuple[Level, ...]
    name: str

    def __init__(self, levels: Iterable[Level], name: str = "") -> None:
        if not isinstance(name, str):
            raise InvalidSetupError(f"structure name {shown(name)}: text is needed")
        listed = items(levels, MAX_LEVELS)
        if not listed:
            raise InvalidSetupError(
                f"a structure needs at least one level (a list or a tuple), got {shown(levels)}"
            )
        object.__setattr__(self, "levels", listed)  # frozen: set once, here
        object.__setattr__(self, "name", name)
        self._check()

    def __repr__(self) -> str:
        count = len(self.levels)
        return f"<Structure {self.name or 'unnamed'}, {count} level{'s' * (count > 1)}>"

    def _check(self) -> None:
        if len(self.levels) > MAX_LEVELS:
            raise InvalidSetupError(f"a structure holds at most {MAX_LEVELS} levels")
        for number, level in enumerate(self.levels, 1):
            if not isinstance(level, Level):
                raise InvalidSetupError(f"level {number}: a Level is needed, got {shown(level)}")
        if self.levels[0].denominations is None and any(
            level.denominations is not None for level in self.levels
        ):
            raise InvalidSetupError(
                "level 1 names no denominations but a later level does: name level 1's chips"
            )
        previous: tuple[int, ...] | None = None
        for number, level in enumerate(self.levels, 1):
            chips = self.chips(number)
            if chips is None:
                continue
            low = chips[0]
            for name in ("ante", "bring_in", "small_bet", "big_bet"):
                if getattr(level, name) % low:
                    raise InvalidSetupError(
                        f"level {number} {name} {getattr(level, name)}: not made of its chips "
                        f"(a multiple of the smallest chip, {low}, is needed)"
                    )
            if previous is not None and (low < previous[0] or low % previous[0]):
                raise InvalidSetupError(
                    f"level {number}: the smallest chip {low} must be a multiple of the "
                    f"smallest chip before it, {previous[0]} (chips are colored up, never broken)"
                )
            previous = chips

    # ----------------------------------------------------------------- reading
    def level(self, number: int) -> Level:
        """Level ``number`` (1-based); past the last, the last (it lasts to the end)."""
        if not is_int(number) or number < 1:
            raise InvalidSetupError(f"level {shown(number)}: levels are numbered from 1")
        return self.levels[min(number, len(self.levels)) - 1]

    def chips(self, number: int) -> tuple[int, ...] | None:
        """The denominations in play at level ``number`` (``None``: no physical chips)."""
        last = min(number, len(self.levels))
        for level in reversed(self.levels[:last]):
            if level.denominations is not None:
                return level.denominations
        return None

    def smallest_chip(self, number: int) -> int:
        """The smallest chip in play at level ``number`` (1 without physical chips)."""
        chips = self.chips(number)
        return 1 if chips is None else chips[0]

    def to_dict(self) -> dict[str, Any]:
        """The structure as plain data (the form ``from_json`` reads)."""
        return {"name": self.name, "levels": [level.to_dict() for level in self.levels]}

    # ----------------------------------------------------------------- loading
    @classmethod
    def from_dict(cls, data: Any) -> Structure:
        """The structure a ``to_dict`` (or a parsed TOML or JSON file) describes; every
        problem is an ``InvalidSetupError`` naming the level and the field."""
        if not isinstance(data, Mapping):
            raise InvalidSetupError("a structure is a table with 'levels' (and a 'name')")
        unknown = sorted(set(data) - {"name", "levels"})
        if unknown:
            raise InvalidSetupError(f"structure: unknown field(s) {', '.join(unknown)}")
        levels = data.get("levels")
        if not isinstance(levels, Sequence) or isinstance(levels, str):
            raise InvalidSetupError("structure: 'levels' must be a list of level tables")
        if len(levels) > MAX_LEVELS:
            raise InvalidSetupError(f"{len(levels)} levels: a structure holds at most {MAX_LEVELS}")
        built = []
        for number, entry in enumerate(levels, 1):
            if not isinstance(entry, Mapping):
                raise InvalidSetupError(f"level {number}: a table of fields is needed")
            extra = sorted(set(entry) - _LEVEL_FIELDS)
            if extra:
                raise InvalidSetupError(f"level {number}: unknown field(s) {', '.join(extra)}")
            values = dict(entry)
            try:
                built.append(Level(**values))
            except TypeError as err:
                raise InvalidSetupError(f"level {number}: {err}") from None
            except InvalidSetupError as err:
                raise InvalidSetupError(f"level {number}: {err}") from None
        return cls(built, data.get("name", ""))

    @classmethod
    def from_toml(cls, text: str) -> Structure:
        """A structure from TOML text; ``InvalidSetupError`` names a bad field."""
        _check_size(text)
        try:
            data = tomllib.loads(text)
        except (tomllib.TOMLDecodeError, RecursionError) as err:
            raise InvalidSetupError(f"structure: not TOML: {err}") from None
        return cls.from_dict(data)

    @classmethod
    def from_json(cls, text: str) -> Structure:
        """A structure from JSON text; ``InvalidSetupError`` names a bad field."""
        _check_size(text)
        try:
            data = json.loads(text)
        except (ValueError, RecursionError) as err:
            raise InvalidSetupError(f"structure: not JSON: {err}") from None
        return cls.from_dict(data)

    @classmethod
    def load(cls, path: str | Path) -> Structure:
        """A structure file: ``.toml`` or ``.json``."""
        path = Path(path)
        suffix = path.suffix.lower()
        if suffix not in (".toml", ".json"):
            raise InvalidSetupError(f"{shown(str(path))}: a structure file ends in .toml or .json")
        try:
            with path.open(encoding="utf-8") as source:
                text = source.read(MAX_STRUCTURE_TEXT + 1)
        except (OSError, UnicodeDecodeError) as err:
            raise InvalidSetupError(f"{shown(str(path))}: {err}") from None
        return cls.from_toml(text) if suffix == ".toml" else cls.from_json(text)


def _check_size(text: object) -> None:
    if not isinstance(text, str):
        raise InvalidSetupError(f"a structure is text, not {type(text).__name__}")
    if len(text) > MAX_STRUCTURE_TEXT:
        raise InvalidSetupError(
            f"the structure has {len(text)} characters; the most is {MAX_STRUCTURE_TEXT}"
        )


def _ladder(rows: Sequence[tuple[int, ...]], **length: float) -> tuple[Level, ...]:
    """Levels from rows (ante, bring-in, small, big[, *denominations])."""
    return tuple(
        Level(
            ante,
            bring_in,
            small,
            big,
            denominations=tuple(chips) if chips else None,
            **length,  # type: ignore[arg-type]
        )
        for ante, bring_in, small, big, *chips in rows
    )


TURBO_SIT_AND_GO = Structure(
    _ladder(
        [
            (5, 10, 20, 40, 5, 25, 100),
            (10, 15, 30, 60),
            (10, 20, 50, 100),
            (15, 25, 75, 150),
            (25, 25, 100, 200, 25, 100, 500),  # the 5s are raced off
            (25, 50, 150, 300),
            (50, 75, 200, 400),
            (50, 100, 300, 600),
            (75, 100, 400, 800),
            (100, 150, 500, 1000),
            (100, 200, 600, 1200, 100, 500, 1000),  # the 25s are raced off
            (200, 300, 800, 1600),
            (200, 400, 1000, 2000),
            (300, 500, 1500, 3000),
            (400, 600, 2000, 4000),
            (500, 1000, 3000, 6000),
        ],
        hands=8,
    ),
    name="turbo_sit_and_go",
)
"""A fast single-table ladder for 1,000 starting chips: eight hands a level, the bring-in
between a quarter and a half of the small bet, chips of 5 raced off at level 5 and of 25 at
level 11."""

WSOP_STUD_LADDER = Structure(
    _ladder(
        [
            (25, 25, 100, 200, 25, 100, 500, 1000),
            (25, 50, 150, 300),
            (50, 50, 200, 400),
            (50, 75, 300, 600),
            (75, 100, 400, 800),
            (100, 150, 500, 1000),
            (100, 200, 600, 1200, 100, 500, 1000, 5000),  # the 25s are raced off
            (200, 200, 800, 1600),
            (200, 300, 1000, 2000),
            (300, 400, 1200, 2400),
            (400, 500, 1500, 3000),
            (500, 500, 2000, 4000, 500, 1000, 5000, 25000),  # the 100s are raced off
            (500, 1000, 2500, 5000),
            (1000, 1000, 3000, 6000),
            (1000, 1500, 4000, 8000),
            (1000, 2000, 5000, 10000),
            (1500, 2000, 6000, 12000),
            (2000, 3000, 8000, 16000, 1000, 5000, 25000),  # the 500s are raced off
            (2000, 3000, 10000, 20000),
            (3000, 4000, 12000, 24000),
            (3000, 5000, 15000, 30000),
            (5000, 5000, 20000, 40000),
            (5000, 7000, 25000, 50000),
            (7000, 10000, 30000, 60000),
            (10000, 10000, 40000, 80000),
        ],
        minutes=60,
    ),
    name="wsop_stud_ladder",
)
"""A ladder shaped like a World Series of Poker seven-card stud event (for about 7,500 starting
chips): hour-long levels, an ante of a sixth to a third of the small bet, a bring-in that wanders
between a quarter and two fifths of it, chips of 25, 100 and 500 raced off along the way."""

STRUCTURES: dict[str, Structure] = {s.name: s for s in (TURBO_SIT_AND_GO, WSOP_STUD_LADDER)}
"""The structures that ship with the package, by name."""
