"""Flip stud's turn-up (rules §6 notes): after a deal of face-down cards, every seat in the hand
chooses which of them to turn up; the choices are collected hidden and revealed together.

``TurnUpRound`` is a simultaneous phase: ``actor`` is -1 and ``actors()`` lists every seat that
still owes its choice (clockwise from the dealer's left). Each choice is a ``TurnUpChosen``
record, seen only by its seat until the last choice is in; then ``finish`` asks the hand to turn
every chosen card up at once (one ``TurnUpsRevealed`` record) and to go on with the street's
betting round, whose showing order reads the cards just turned up.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

from studpoker.actions import TURN_UP, LegalAction
from studpoker.phases import Flow
from studpoker.records import Record, TurnUpChosen

__all__ = ["TurnUpRound"]


class TurnUpRound:
    """Every seat of ``order`` turns up ``count`` of the cards ``dealt`` to it on this street."""

    __slots__ = ("_options", "actor", "chosen", "count", "dealt", "order", "over", "pending")

    STATE = ("chosen", "over", "pending")
    """What a choice changes (the hand's checkpoint keeps these)."""

    def __init__(self, order: Sequence[int], dealt: Sequence[Sequence[int]], count: int) -> None:
        self.order = tuple(order)
        self.dealt = {seat: tuple(cards) for seat, cards in zip(order, dealt, strict=True)}
        self.count = count
        self.actor = -1  # the seats choose at once
        self.pending = self.order
        self.chosen: list[tuple[int, ...]] = [() for _ in self.order]
        self.over = not self.order
        # every choice of ``count`` cards in dealing order: the first one is the timeout default
        self._options = {
            seat: tuple(
                LegalAction("turn_up", TURN_UP, 0, 0, 0, False, combo)
                for combo in combinations(cards, count)
            )
            for seat, cards in self.dealt.items()
        }

    def actors(self) -> tuple[int, ...]:
        return self.pending

    def options(self, seat: int) -> tuple[LegalAction, ...]:
        return self._options[seat] if seat in self.pending else ()

    def choice_of(self, seat: int) -> tuple[int, ...]:
        """The cards ``seat`` chose (empty while it has not chosen)."""
        return self.chosen[self.order.index(seat)] if seat in self.dealt else ()

    def may_finish(self, seat: int, option: LegalAction) -> bool:
        return len(self.pending) == 1

    def apply(self, seat: int, option: LegalAction, to: int) -> Record:
        self.chosen[self.order.index(seat)] = option.cards
        self.pending = tuple(s for s in self.pending if s != seat)
        self.over = not self.pending
        return TurnUpChosen(seat, option.cards)

    def finish(self, flow: Flow) -> None:
        flow._reveal_turn_ups(self.order, tuple(self.chosen))
