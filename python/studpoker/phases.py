"""The phases of a hand: each one says who acts, offers the options and applies the one chosen.

A hand is always in one phase, or in none (being dealt, or over). ``Hand.act`` finds the option
the action names among the phase's options and hands it to the phase; when the phase is
``over`` the hand asks it to ``finish``, and the phase moves the hand on through ``Flow``
(deal the next street, settle, ...). The hand holds no flag about which phase it is in.

The phases today:

* ``betting.BettingRound``: one betting round (rules §3), opened from a ``RoundOpening``;
* ``ShowOrMuck``: in a muck profile, the seats show or muck in showdown order (rules §5.1);
* ``turn_up.TurnUpRound``: flip stud's turn-up, every seat in the hand choosing at once.

A simultaneous phase (``TurnUpRound``) has ``actor`` -1 and ``actors()`` lists every seat that
still owes a choice; an action then names its seat. Its options and records are its own.

A phase is started by the flow that leads to it (``Hand._advance`` for a phase after a deal) and
moves the hand on in ``finish``. Its state lives in ``__slots__``: the hand's checkpoint reads and
restores every slot (lists by copy), or only those a class attribute ``STATE`` names (what an
action changes), so an action that fails after the phase ends leaves the phase as it was.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from studpoker.actions import LegalAction
from studpoker.records import CardsShown, Record

__all__ = ["MUCK", "SHOW", "Flow", "Phase", "ShowOrMuck"]

SHOW = LegalAction("show", "sm", 0, 0, 0)
MUCK = LegalAction("muck", "sm", 0, 0, 0)


class Flow(Protocol):
    """What a phase may ask of the hand when it is over (the hand's own steps: private, so a
    player of the hand never calls them)."""

    def _advance(self) -> None:
        """Deal on until a phase needs a decision, or the showdown."""

    def _win_by_folds(self) -> None:
        """Award everything to the one seat left in the hand."""

    def _round_played(self, last_aggressor: int, first_actor: int) -> None:
        """Remember a closed betting round's last aggressor and first actor (rules §5.1)."""

    def _settle_showdown(self) -> None:
        """Settle between the seats that showed."""

    def _reveal_turn_ups(
        self,
        seats: tuple[int, ...],
        cards: tuple[tuple[int, ...], ...],
        going_on: Phase | None,
    ) -> None:
        """Turn the seats' chosen cards up together, then go on with the street (or with
        ``going_on``, the phase still in progress)."""


class Phase(Protocol):
    """One phase of a hand."""

    actor: int
    """The one seat to act; -1 when the phase is over or several seats act at once."""
    over: bool
    """Set by ``apply`` once the phase needs no more decisions."""

    def actors(self) -> tuple[int, ...]:
        """Every seat that may act now (empty when the phase is over)."""
        ...

    def options(self, seat: int) -> tuple[LegalAction, ...]:
        """``seat``'s legal options (``seat`` is one of ``actors()``)."""
        ...

    def may_finish(self, seat: int, option: LegalAction) -> bool:
        """Whether applying ``option`` may end the phase (the hand takes a checkpoint first,
        since what follows can fail); a conservative True is always safe."""
        ...

    def apply(self, seat: int, option: LegalAction, to: int) -> Record:
        """Play ``option`` (one of ``options(seat)``; ``to`` for an amount) and return its record
        (the hand appends it to the history)."""
        ...

    def finish(self, flow: Flow) -> None:
        """Move the hand on once the phase is ``over``."""
        ...


def shown_record(seat: int, down: Sequence[int], showing: Sequence[int]) -> CardsShown:
    """The record of a seat showing its hand: its down cards, then what it shows face up."""
    return CardsShown(seat, (*down, *showing))


class ShowOrMuck:
    """The showdown of a muck profile (rules §5.1): in ``order`` each seat shows or mucks.

    The first to show may not muck; a later seat may where ``may_muck`` says so (the hand asks
    the core's pots: a seat that nobody else still claiming reached at its top pot must show).
    ``show`` and ``muck`` do it in the hand and return the record.
    """

    NAME = "show_or_muck"

    __slots__ = ("_may_muck", "_muck", "_show", "actor", "order", "over", "position")

    def __init__(
        self,
        order: tuple[int, ...],
        may_muck: Callable[[int], bool],
        show: Callable[[int], Record],
        muck: Callable[[int], Record],
    ) -> None:
        self.order = order
        self.position = 0
        self.actor = order[0]
        self.over = False
        self._may_muck = may_muck
        self._show = show
        self._muck = muck

    def actors(self) -> tuple[int, ...]:
        return () if self.actor < 0 else (self.actor,)

    def options(self, seat: int) -> tuple[LegalAction, ...]:
        if seat != self.order[0] and self._may_muck(seat):
            return (SHOW, MUCK)
        return (SHOW,)

    def may_finish(self, seat: int, option: LegalAction) -> bool:
        return self.position == len(self.order) - 1

    def apply(self, seat: int, option: LegalAction, to: int) -> Record:
        record = self._show(seat) if option.kind == "show" else self._muck(seat)
        self.position += 1
        if self.position < len(self.order):
            self.actor = self.order[self.position]
        else:
            self.actor = -1
            self.over = True
        return record

    def finish(self, flow: Flow) -> None:
        flow._settle_showdown()
