"""A betting reading (rules §3.3-3.4): how a round reads a complete, bet or raise, as one class.

A reading says which complete, bet or raise options a seat has, plays the one chosen, and keeps
whatever state its reading needs (pokerkit's largest raise so far, the open-pair option, the size
of the last full raise). ``BettingRound`` (``betting``) keeps what every reading shares (the
level, the last full level, the bets, who owes an action) and makes a new reading for each round,
from the profile and the round's opening; the round's snapshot holds the reading's own.

The package's readings are in ``hand.betting.readings``; ``hand.betting.registry`` names them and
chooses one for a profile. A new reading subclasses ``BettingReading``, names the attributes it
changes in ``STATE`` and registers itself (``hand.betting.registry.register_reading``); nothing else
changes. The round is typed here as ``RoundState`` (the fields a reading may read and set), so a
reading needs nothing above this module."""

from __future__ import annotations

from collections.abc import Callable
from operator import attrgetter
from typing import Any, ClassVar, Protocol

from studpoker.games.profiles import Profile
from studpoker.hand.actions import LegalAction
from studpoker.hand.betting.opening import RoundOpening
from studpoker.hand.records import CompletedBetRaised

__all__ = ["BettingReading", "RoundState"]


class RoundState(Protocol):
    """The betting round as a reading sees it (``betting.BettingRound``): what every reading
    shares. Seats are the hand's ``0..n-1``; ``stacks``, ``committed`` and ``in_hand`` are the
    hand's own lists."""

    n: int
    stacks: list[int]
    committed: list[int]
    in_hand: list[bool]
    bets: list[int]
    """What each seat has put in this round."""
    acted: list[bool]
    """Seats that acted (other than a check) since the last full level was set (rules §3.4)."""
    able: int
    """Seats in the hand with chips behind."""
    level: int
    """What everyone must have put in this round."""
    last_full: int
    """The level of the last full bet, completion or raise (0 before any)."""
    step: int
    """The round's step (fixed limit) or minimum bet (pot and no limit)."""
    cap: int | None
    aggressions: int
    """Bets, completions and raises counted for the cap."""
    completed: bool
    """False only in a bring-in round until the full step is reached."""
    pending_bring_in: int
    """The seat still to post the bring-in (or open with the full step), else -1."""
    last_aggressor: int
    first_actor: int

    def pay(self, seat: int, chips: int) -> None:
        """Move ``chips`` from the seat's stack into the round."""

    def set_full(self, level: int, seat: int) -> None:
        """A full level is set by ``seat`` (-1: by an all-in bring-in)."""

    def all_others_owe(self, seat: int) -> None:
        """Every other seat in the hand with chips owes an action."""


class BettingReading:
    """A reading of a complete, bet or raise, made anew for each betting round.

    A subclass reads its settings from the profile in ``__init__``, keeps its state in its own
    attributes and names those a round's play changes in ``STATE``: the round's snapshot keeps
    them and its restore puts them back (a reading whose state holds a list or another mutable
    value overrides ``snapshot`` and ``restore`` to copy it). Every method but ``__init__`` is
    given the round (``RoundState``); ``raise_options`` and ``complete_bet_raise`` are the
    reading itself, the others have defaults.
    """

    __slots__ = ()

    STATE: ClassVar[tuple[str, ...]] = ()
    """The attributes a round's play changes, kept by ``snapshot``."""

    def __init__(self, profile: Profile, opening: RoundOpening) -> None:
        """The reading of one round of ``profile``, opened as ``opening`` says."""

    def raise_options(
        self, r: RoundState, out: list[LegalAction], seat: int, bet: int, stack: int, max_to: int
    ) -> tuple[LegalAction, ...]:
        """``out`` (the fold, check or call options of ``seat``, the seat to act, which has put
        ``bet`` in this round and has ``stack`` behind) with its complete, bet or raise options
        added: its chips reach ``max_to``, above the level."""
        raise NotImplementedError

    def complete_bet_raise(
        self, r: RoundState, seat: int, to: int, kind: str
    ) -> CompletedBetRaised:
        """Play a complete, bet or raise of ``seat`` to ``to`` (one of its options) and return
        its record: pay the chips (``r.pay``), set the level and who owes an action."""
        raise NotImplementedError

    def most_to(self, r: RoundState, bet: int, level: int, least: int, max_to: int) -> int:
        """The largest total the obliged seat's full opening goes to, its least ``least`` (a
        seat that can reach ``max_to``, facing ``level`` with ``bet`` in): one amount, ``least``,
        unless the reading sizes its options."""
        return least

    def folded(self, r: RoundState, seat: int) -> None:
        """``seat`` has just folded (``r.in_hand`` says so): nothing to do unless the reading
        keeps state about the seats in the hand."""

    # ``STATE`` read at once (a C call: the hand snapshots the round before any action that may
    # end it), made for each subclass as it is defined
    _state: ClassVar[Callable[[Any], tuple[object, ...]]] = staticmethod(lambda _: ())

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        names = cls.STATE
        if len(names) == 1:
            one = attrgetter(names[0])
            cls._state = staticmethod(lambda reading: (one(reading),))
        elif names:
            cls._state = attrgetter(*names)

    def snapshot(self) -> Any:
        """The values of ``STATE``, for ``restore``."""
        return type(self)._state(self)

    def restore(self, saved: Any) -> None:
        """Put ``STATE`` back as ``snapshot`` found it."""
        for name, value in zip(self.STATE, saved, strict=True):
            setattr(self, name, value)

    def __repr__(self) -> str:
        # every attribute, slotted or not: what the reading is, beside what it snapshots
        names = [name for cls in type(self).__mro__ for name in getattr(cls, "__slots__", ())]
        names += getattr(self, "__dict__", {})
        fields = ", ".join(f"{name}={getattr(self, name, None)!r}" for name in names)
        return f"{type(self).__name__}({fields})"
