"""Which betting reading a profile plays, and the choices every reading shares (rules §3).

The readings are registered by name (``READINGS``): ``card_room`` and ``pokerkit`` (fixed
limit, named by ``Profile.raise_rule``), ``pot_limit`` and ``no_limit`` (named by
``Profile.betting``). ``reading_name`` derives a profile's from those two fields, so profiles
say what they always said. ``register_reading`` adds a reading under a new name, which
``Profile.raise_rule`` then accepts: a profile naming it plays it whatever its ``betting``.

``RoundRules`` is what a betting round reads of its profile, once per profile: the reading's
class and the choices that are the round's own, not the reading's (rules §3.1-3.2).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TypeVar

from studpoker.errors import InvalidRuleError
from studpoker.games.profiles import RAISE_RULES, Profile
from studpoker.hand.betting.reading import BettingReading
from studpoker.hand.betting.readings import CardRoom, NoLimit, Pokerkit, PotLimit
from studpoker.limits import shown

__all__ = ["READINGS", "RoundRules", "reading_name", "register_reading"]

_Reading = TypeVar("_Reading", bound=type[BettingReading])

_READINGS: dict[str, type[BettingReading]] = {
    "card_room": CardRoom,
    "pokerkit": Pokerkit,
    "pot_limit": PotLimit,
    "no_limit": NoLimit,
}
# the fixed-limit readings a profile names by ``raise_rule`` only with ``betting="fixed_limit"``
_FIXED_LIMIT = frozenset(("card_room", "pokerkit"))

READINGS: Mapping[str, type[BettingReading]] = MappingProxyType(_READINGS)
"""Every betting reading by its name (read-only: ``register_reading`` adds one)."""


def register_reading(name: str) -> Callable[[_Reading], _Reading]:
    """A class decorator: register a ``BettingReading`` subclass as ``name``, a new value of
    ``Profile.raise_rule`` (a profile naming it plays it, whatever its ``betting``). A name is
    registered once and for good: a profile naming it may be saved and restored."""
    if not isinstance(name, str) or not name.isidentifier():
        raise InvalidRuleError(f"a betting reading's name must be an identifier, got {shown(name)}")

    def register(reading: _Reading) -> _Reading:
        if not (isinstance(reading, type) and issubclass(reading, BettingReading)):
            raise InvalidRuleError(f"betting reading {shown(name)} must subclass BettingReading")
        if name in _READINGS:
            raise InvalidRuleError(f"a betting reading is already registered as {shown(name)}")
        _READINGS[name] = reading
        RAISE_RULES.append(name)
        return reading

    return register


def reading_name(profile: Profile) -> str:
    """The name of the reading ``profile`` plays: its ``raise_rule`` in fixed limit, its
    ``betting`` in pot and no limit (``card_room`` and ``pokerkit`` are fixed limit's), and a
    registered reading's name whatever its ``betting``."""
    rule = profile.raise_rule
    if rule in _FIXED_LIMIT and profile.betting != "fixed_limit":
        return profile.betting
    return rule


@dataclass(frozen=True, slots=True)
class RoundRules:
    """The profile's betting choices as the round reads them, built once per profile."""

    reading: type[BettingReading]
    """The reading's class (``READINGS[reading_name(profile)]``): one made per round."""
    fold_when_check: bool
    """Choice 3.1 (``Profile.fold_when_check_possible``)."""
    bring_in_option: bool
    """Choice 3.2 (``Profile.bring_in_option``)."""
    posted_bring_in: bool
    """A short bring-in sets the level to what was posted (``Profile.short_bring_in``)."""

    @classmethod
    def of(cls, p: Profile) -> RoundRules:
        """The choices of profile ``p``."""
        return cls(
            # a profile names a registered reading (it checks ``raise_rule`` in RAISE_RULES)
            reading=_READINGS[reading_name(p)],
            fold_when_check=p.fold_when_check_possible,
            bring_in_option=p.bring_in_option,
            posted_bring_in=p.short_bring_in == "posted",
        )
