"""The phase protocol: what a phase of a hand says and does, and the steps between phases.

A hand is always in one phase, or in none (over). A phase owns its vocabulary: who acts
(``actor``, ``actors()``), the options (``options``), which option an action names (``match``),
what a seat whose time ran out plays (``default``), and playing it (``apply``). ``Hand.act``
matches, applies and, once the phase is ``over``, asks it to ``finish``: ``finish`` returns the
next step, which ``flow.run`` takes until a phase needs a decision (or the hand is settled).

A step is one of:

* a step name: ``BEGIN`` (post the antes, then deal), ``DEAL`` (deal the next street(s) until a
  phase needs a decision, past the last street the showdown), ``BETTING`` (open this street's
  betting round, else deal on), ``SHOWDOWN`` (rules §5.1), ``SETTLE`` (between the seats that
  showed), ``WIN_BY_FOLDS`` (to the one seat left);
* ``TurnUps``: turn chosen cards up together, then go on (flip stud);
* a phase: that phase is in progress next (a phase may hand over to another);
* ``None``: nothing more (only once the hand is settled).

The phases of the package: ``betting.BettingRound`` (rules §3), ``turn_up.TurnUpRound`` (flip
stud's turn-up, several seats choosing at once) and ``ending.ShowOrMuck`` (rules §5.1). A new one
is a class of its own started with ``Hand.start_phase`` (or ``Hand(start=)`` before the first
deal); nothing in ``hand`` names it.

A phase where several seats act at once has ``actor`` -1, and ``actors()`` lists every seat that
still owes a choice; an action then names its seat. An action that may end the phase
(``may_finish``) runs the steps after it under an explicit ``snapshot()``/``restore()`` of the
hand's state and of the phase, so a failure there leaves the hand as it was.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, Literal, NamedTuple, Protocol

from studpoker.errors import IllegalActionError
from studpoker.hand.actions import TURN_UP, Action, LegalAction

if TYPE_CHECKING:
    from studpoker.hand.records import Record

__all__ = [
    "BEGIN",
    "BETTING",
    "DEAL",
    "SETTLE",
    "SHOWDOWN",
    "WIN_BY_FOLDS",
    "Phase",
    "Step",
    "StepName",
    "TurnUps",
    "listing",
    "refuse",
    "seat_in_turn",
]

StepName = Literal["begin", "deal", "betting", "showdown", "settle", "win_by_folds"]
BEGIN: StepName = "begin"
DEAL: StepName = "deal"
BETTING: StepName = "betting"
SHOWDOWN: StepName = "showdown"
SETTLE: StepName = "settle"
WIN_BY_FOLDS: StepName = "win_by_folds"


class Phase(Protocol):
    """One phase of a hand."""

    actor: int
    """The one seat to act; -1 when the phase is over or several seats act at once."""

    @property
    def over(self) -> bool:
        """True once ``apply`` has left the phase needing no more decisions."""
        ...

    def actors(self) -> tuple[int, ...]:
        """Every seat that may act now (empty when the phase is over)."""
        ...

    def options(self, seat: int) -> tuple[LegalAction, ...]:
        """``seat``'s legal options (``seat`` is one of ``actors()``)."""
        ...

    def match(
        self, seat: int | None, action: Action, legal: tuple[LegalAction, ...]
    ) -> LegalAction:
        """The option ``action`` names for ``seat`` (``None``: the seat to act), else an
        ``IllegalActionError`` naming the legal ones; ``legal`` is ``options(actor)`` as the
        hand has it (empty where several seats act at once)."""
        ...

    def default(self, seat: int) -> LegalAction:
        """The option played for ``seat`` (one of ``actors()``) when its time runs out."""
        ...

    def may_finish(self, seat: int, option: LegalAction) -> bool:
        """Whether applying ``option`` may end the phase (the hand takes a snapshot first,
        since what follows can fail); a conservative True is always safe."""
        ...

    def apply(self, seat: int, option: LegalAction, to: int) -> Record:
        """Play ``option`` (one of ``options(seat)``; ``to`` for an amount) and return its record
        (the hand appends it to the history)."""
        ...

    def finish(self) -> Step:
        """The next step once the phase is ``over`` (it may change the hand's state first)."""
        ...

    def snapshot(self) -> Any:
        """What ``apply`` and ``finish`` may change, for ``restore``."""
        ...

    def restore(self, saved: Any) -> None:
        """Put the phase back as ``snapshot`` found it."""
        ...


class TurnUps(NamedTuple):
    """The step that turns ``cards[k]`` of ``seats[k]`` up together (one record), then goes on
    with ``then`` (a phase still in progress) or, when ``None``, with the street's betting."""

    seats: tuple[int, ...]
    cards: tuple[tuple[int, ...], ...]
    then: Phase | None


Step = StepName | TurnUps | Phase | None


def listing(legal: Sequence[LegalAction]) -> str:
    """The options in a refusal's message (a seat asked to act always has one)."""
    return ", ".join(f"{o.notation} ({o.describe()})" for o in legal)


def refuse(action: Action, seat: int, legal: Sequence[LegalAction]) -> IllegalActionError:
    """The refusal of an action no option of ``seat`` matches."""
    return IllegalActionError(f"{action!s} is not legal for seat {seat}; legal: {listing(legal)}")


def seat_in_turn(actor: int, seat: int | None, action: Action, legal: Sequence[LegalAction]) -> int:
    """The seat acting in a phase where one seat acts in turn (``actor``): refuses an action
    naming another seat, and a turn-up where no card is to be turned up."""
    if seat is not None and seat != actor:
        raise IllegalActionError(
            f"{action}: seat {seat} is not to act; seat {actor} is ({listing(legal)})"
        )
    if action.code == TURN_UP:
        raise IllegalActionError(
            f"{action}: no card is to be turned up now; seat {actor} is to act ({listing(legal)})"
        )
    return actor
