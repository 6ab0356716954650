"""Flip stud's turn-up (rules §6 notes): after a deal of face-down cards, every seat in the hand
chooses which card(s) to turn up; the choices are collected hidden and revealed together. After
the first deal a seat chooses among the cards just dealt; after a later one among all its
face-down cards, older ones included ([003]: "except in the first round, the card turned up may
or may not be from the round just dealt").

``TurnUpRound`` is a simultaneous phase: ``actor`` is -1 and ``actors()`` lists every seat that
still owes its choice (clockwise from the dealer's left). Each choice is a ``TurnUpChosen``
record, seen only by its seat until the last choice is in; then ``finish`` returns the step that
turns every chosen card up at once (``phases.TurnUps``: one ``TurnUpsRevealed`` record) and goes
on with the street's betting round, whose showing order reads the cards just turned up.

With ``in_turn`` (``Profile.turn_up_reveal = "in_turn"``) the seats choose one by one in that
order instead, ``actor`` the seat to choose, and each choice is turned up at once (its own
``TurnUpsRevealed``), seen by the next seat before it chooses.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations
from typing import TYPE_CHECKING

from studpoker.errors import IllegalActionError
from studpoker.hand.actions import TURN_UP, Action, LegalAction
from studpoker.hand.phases import Step, TurnUps, listing, refuse
from studpoker.hand.records import Record, TurnUpChosen
from studpoker.limits import shown

if TYPE_CHECKING:
    from studpoker.hand.state import HandState

__all__ = ["TurnUpRound"]


class TurnUpRound:
    """Every seat of ``order`` turns up ``count`` of its ``cards``: the face-down cards it may
    choose from, those just dealt first (in dealing order), then any older ones (in dealing
    order) where the street allows them (``just_dealt`` False)."""

    NAME = "turn_up"

    __slots__ = (
        "_options",
        "actor",
        "cards",
        "chosen",
        "count",
        "in_turn",
        "just_dealt",
        "order",
        "over",
        "pending",
        "state",
    )

    def __init__(
        self,
        state: HandState,
        order: Sequence[int],
        cards: Sequence[Sequence[int]],
        count: int,
        *,
        in_turn: bool,
        just_dealt: bool,
    ) -> None:
        self.state = state
        self.order = tuple(order)
        self.cards = {seat: tuple(choices) for seat, choices in zip(order, cards, strict=True)}
        self.count = count
        self.in_turn = in_turn
        self.just_dealt = just_dealt
        self.pending = self.order
        # together: the seats choose at once; in turn: the first one in the order
        self.actor = self.order[0] if in_turn and self.order else -1
        self.chosen: list[tuple[int, ...]] = [() for _ in self.order]
        self.over = not self.order
        # every choice of ``count`` cards in the order of ``cards``: the first one, the first
        # card(s) dealt on this street, is the timeout default
        self._options = {
            seat: tuple(
                LegalAction("turn_up", TURN_UP, 0, 0, 0, False, combo)
                for combo in combinations(choices, count)
            )
            for seat, choices in self.cards.items()
        }

    @property
    def pool(self) -> str:
        """What a seat chooses among, for a refusal's message."""
        return "the cards just dealt to it" if self.just_dealt else "its face-down cards"

    def actors(self) -> tuple[int, ...]:
        """The seats still to choose (in turn: the next one only)."""
        return self.pending[:1] if self.in_turn else self.pending

    def options(self, seat: int) -> tuple[LegalAction, ...]:
        """Every choice of ``seat``, a seat still to choose (the hand asks for no other)."""
        return self._options[seat]

    def choice_of(self, seat: int) -> tuple[int, ...]:
        """The cards ``seat``, a seat of the round, chose (empty while it has not chosen)."""
        return self.chosen[self.order.index(seat)]

    def match(
        self, seat: int | None, action: Action, legal: tuple[LegalAction, ...]
    ) -> LegalAction:
        """The choice naming the cards ``action`` turns up, for the seat it names (where the
        seats choose at once, it must name one)."""
        if self.in_turn:  # ``actor`` is the seat to choose until the last choice ends the round
            if seat is not None and seat != self.actor:
                raise IllegalActionError(
                    f"{action}: seat {seat} is not to act; seat {self.actor} is ({listing(legal)})"
                )
            if action.code != TURN_UP:
                raise refuse(action, self.actor, legal)
            seat = self.actor
        actors = self.actors()
        waiting = ", ".join(map(str, actors))
        state = self.state
        if seat is None:
            raise IllegalActionError(
                f"{action}: seats {waiting} choose at once; name the seat (e.g. 'p1 {action}')"
            )
        if type(seat) is not int or not 0 <= seat < state.n:
            raise IllegalActionError(
                f"{action}: seat {shown(seat)}: the hand's seats are 0..{state.n - 1}"
            )
        if seat not in actors:
            why = "is not in the hand" if not state.in_hand[seat] else "has already chosen"
            raise IllegalActionError(f"{action}: seat {seat} {why}; seats {waiting} are to choose")
        options = self.options(seat)
        if action.code != TURN_UP:
            raise IllegalActionError(
                f"{action} is not legal for seat {seat}: it chooses a card to turn up; "
                f"legal: {listing(options)}"
            )
        wanted = sorted(action.cards)
        for option in options:
            if sorted(option.cards) == wanted:
                return option
        choices = sorted({c for option in options for c in option.cards})
        raise IllegalActionError(
            f"{action}: seat {seat} turns up {self.count} of {self.pool} "
            f"({state.rules.format_cards(choices)}); legal: {listing(options)}"
        )

    def default(self, seat: int) -> LegalAction:
        """The first card(s) dealt to ``seat`` on the street: never a card it chose to keep
        down before, and nothing its cards' values decide."""
        return self._options[seat][0]

    def may_finish(self, seat: int, option: LegalAction) -> bool:
        """Whether the choice ends the phase: the last one, or (in turn) any."""
        return self.in_turn or len(self.pending) == 1  # in turn: every choice is turned up

    def apply(self, seat: int, option: LegalAction, to: int) -> Record:
        """Keep ``seat``'s choice (hidden from the others until it is turned up)."""
        self.chosen[self.order.index(seat)] = option.cards
        self.pending = tuple(s for s in self.pending if s != seat)
        if self.in_turn:
            self.over = True  # this seat's card is turned up at once (finish sets the next actor)
        else:
            self.over = not self.pending
        return TurnUpChosen(seat, option.cards)

    def finish(self) -> Step:
        """Every choice turned up together, then the street's betting; in turn, this seat's
        choice turned up, then the next seat's choice (or the betting after the last)."""
        if not self.in_turn:
            return TurnUps(self.order, tuple(self.chosen), None)
        seat = self.order[len(self.order) - len(self.pending) - 1]  # the one that just chose
        going_on = None
        if self.pending:  # the next seat chooses, having seen this card
            self.actor, self.over, going_on = self.pending[0], False, self
        return TurnUps((seat,), (self.choice_of(seat),), going_on)

    def snapshot(self) -> tuple[int, list[tuple[int, ...]], bool, tuple[int, ...]]:
        """What a choice changes."""
        return (self.actor, self.chosen[:], self.over, self.pending)

    def restore(self, saved: tuple[int, list[tuple[int, ...]], bool, tuple[int, ...]]) -> None:
        """Put the choices back as ``snapshot`` found them."""
        self.actor, chosen, self.over, self.pending = saved
        self.chosen = chosen[:]
