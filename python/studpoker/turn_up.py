"""Flip stud's turn-up (rules §6 notes): after a deal of face-down cards, every seat in the hand
chooses which card(s) to turn up; the choices are collected hidden and revealed together. After
the first deal a seat chooses among the cards just dealt; after a later one among all its
face-down cards, older ones included ([003]: "except in the first round, the card turned up may
or may not be from the round just dealt").

``TurnUpRound`` is a simultaneous phase: ``actor`` is -1 and ``actors()`` lists every seat that
still owes its choice (clockwise from the dealer's left). Each choice is a ``TurnUpChosen``
record, seen only by its seat until the last choice is in; then ``finish`` asks the hand to turn
every chosen card up at once (one ``TurnUpsRevealed`` record) and to go on with the street's
betting round, whose showing order reads the cards just turned up.

With ``in_turn`` (``Profile.turn_up_reveal = "in_turn"``) the seats choose one by one in that
order instead, ``actor`` the seat to choose, and each choice is turned up at once (its own
``TurnUpsRevealed``), seen by the next seat before it chooses.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from studpoker.actions import TURN_UP, LegalAction
from studpoker.phases import Flow
from studpoker.records import Record, TurnUpChosen

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
    )

    STATE = ("actor", "chosen", "over", "pending")
    """What a choice changes (the hand's checkpoint keeps these)."""

    def __init__(
        self,
        order: Sequence[int],
        cards: Sequence[Sequence[int]],
        count: int,
        *,
        in_turn: bool = False,
        just_dealt: bool = True,
    ) -> None:
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
        return self.pending[:1] if self.in_turn else self.pending

    def options(self, seat: int) -> tuple[LegalAction, ...]:
        return self._options[seat] if seat in self.actors() else ()

    def choice_of(self, seat: int) -> tuple[int, ...]:
        """The cards ``seat`` chose (empty while it has not chosen)."""
        return self.chosen[self.order.index(seat)] if seat in self.cards else ()

    def may_finish(self, seat: int, option: LegalAction) -> bool:
        return self.in_turn or len(self.pending) == 1  # in turn: every choice is turned up

    def apply(self, seat: int, option: LegalAction, to: int) -> Record:
        self.chosen[self.order.index(seat)] = option.cards
        self.pending = tuple(s for s in self.pending if s != seat)
        if self.in_turn:
            self.actor = -1
            self.over = True  # this seat's card is turned up at once (finish)
        else:
            self.over = not self.pending
        return TurnUpChosen(seat, option.cards)

    def finish(self, flow: Flow) -> None:
        if not self.in_turn:
            flow._reveal_turn_ups(self.order, tuple(self.chosen), None)
            return
        seat = self.order[len(self.order) - len(self.pending) - 1]  # the one that just chose
        going_on = None
        if self.pending:  # the next seat chooses, having seen this card
            self.actor, self.over, going_on = self.pending[0], False, self
        flow._reveal_turn_ups((seat,), (self.choice_of(seat),), going_on)
