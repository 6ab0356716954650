"""Observation tensors built from one seat's own ``HandView`` (never from the hand itself).

Seats are listed relative to the observer: position ``k`` is seat ``(observer + k) % players``,
so position 0 is always the observer. Chips are divided by the chips in play (the sum of the
starting stacks), so every entry lies in ``[0, 1]``. The vector is the concatenation of:

1. card planes, 52 entries each (card ``4 * rank + suit``): per position its down cards the
   observer sees (its own; others' once shown), then per position its up cards, then the
   community cards, then the wild cards in force (rules §6 notes: the set as it stands now,
   follow-the-queen's included; all zero in a game without wild cards);
   in a game with turn-ups (flip stud) then: the cards the observer may turn up now (its
   turn-up choices; zero when it has none to make), the card(s) it chose to turn up that are
   not revealed yet, and per position whether that seat has chosen a card not revealed yet
   (which card stays hidden: only the choice was made in the open);
2. per position: stack, chips committed this hand, chips bet this round, still in the hand,
   all-in, to act (the seat to act, or the observer while it owes a turn-up choice), dealer;
3. the pot, the chips the observer needs to call, the least and the most it may complete, bet or
   raise to (0 when it may not), the street (one-hot) and the betting round (one-hot; none in a
   showdown);
4. the betting history: the last ``history_length`` player actions of the hand, oldest first,
   each slot the actor's position (one-hot), the kind (one-hot: post bring-in, fold, check, call,
   complete, bet, raise, show, muck), the betting round (one-hot, one more for the showdown), the
   chips it put in and whether it was all in; unused slots are zero.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import numpy as np
from numpy.typing import NDArray

from studpoker.profiles import Profile
from studpoker.records import (
    BringInPosted,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    CompletedBetRaised,
    Folded,
    RoundStarted,
    TurnUpChosen,
    TurnUpsRevealed,
)
from studpoker.view import HandView

__all__ = ["HISTORY_KINDS", "ObservationEncoder"]

HISTORY_KINDS = (
    "post_bring_in",
    "fold",
    "check",
    "call",
    "complete",
    "bet",
    "raise",
    "show",
    "muck",
)
_KIND = {kind: index for index, kind in enumerate(HISTORY_KINDS)}
_CARDS = 52
_SEAT_FEATURES = 7


class ObservationEncoder:
    """Encodes a seat's view of a hand of ``profile`` between ``players`` seats as a fixed-size
    ``float32`` vector of ``size`` entries in ``[0, 1]``."""

    def __init__(self, profile: Profile, players: int, chips: int, history_length: int) -> None:
        self.players = players
        self.chips = chips
        self.history_length = history_length
        self.streets = len(profile.streets)
        self.rounds = profile.betting_rounds
        self.turn_ups = any(street.turn_up for street in profile.streets)
        n = players
        self.wild_at = (2 * n + 1) * _CARDS
        """Where the plane of the wild cards in force starts."""
        self.turn_up_at: int | None = self.wild_at + _CARDS if self.turn_ups else None
        """Where the turn-up block starts (choices, own pending choice, per position pending
        flags), None in a game without turn-ups."""
        self._seats_at = self.wild_at + _CARDS + ((2 * _CARDS + n) if self.turn_ups else 0)
        self._table_at = self._seats_at + _SEAT_FEATURES * n
        self._history_at = self._table_at + 4 + self.streets + self.rounds
        # actor position, kind, round (+ the showdown), chips, all-in
        self.slot_size = n + len(HISTORY_KINDS) + self.rounds + 1 + 2
        self.size = self._history_at + history_length * self.slot_size

    def encode(self, view: HandView, seats: Sequence[int] | None = None) -> NDArray[np.float32]:
        """``seats[s]``: the table seat of the hand's seat ``s`` when the hand deals only some of
        the table's seats (a session after a seat went broke); positions count table seats, and
        a seat not dealt in is all zeros. By default the hand's seats are the table's."""
        if view.seat is None:
            raise ValueError("an observation is for a seat's view, not a spectator's")
        table: Sequence[int] = range(len(view.stacks)) if seats is None else seats
        observer = table[view.seat]
        n = self.players
        out = np.zeros(self.size, dtype=np.float32)
        scale = 1.0 / self.chips

        def position(seat: int) -> int:
            return (table[seat] - observer) % n

        for seat in range(len(view.stacks)):
            k = position(seat)
            for card in view.hole_cards[seat]:
                if card is not None:
                    out[k * _CARDS + card] = 1.0
            for card in view.up_cards[seat]:
                if card is not None:
                    out[(n + k) * _CARDS + card] = 1.0
        for card in view.community:
            if card is not None:
                out[2 * n * _CARDS + card] = 1.0
        for card in view.wild:
            out[self.wild_at + card] = 1.0
        choosing = False
        if self.turn_up_at is not None:
            choosing = self._encode_turn_ups(view, out, self.turn_up_at, position)

        for seat in range(len(view.stacks)):
            at = self._seats_at + _SEAT_FEATURES * position(seat)
            in_hand = view.in_hand[seat]
            out[at] = view.stacks[seat] * scale
            out[at + 1] = view.committed[seat] * scale
            out[at + 2] = view.round_bets[seat] * scale
            out[at + 3] = in_hand
            out[at + 4] = in_hand and view.stacks[seat] == 0 and not view.is_over
            out[at + 5] = view.actor == seat or (choosing and seat == view.seat)
            out[at + 6] = view.dealer == seat

        at = self._table_at
        out[at] = sum(view.committed) * scale
        level, me = max(view.round_bets), view.seat
        out[at + 1] = min(level - view.round_bets[me], view.stacks[me]) * scale
        low, high = _raise_range(view)
        out[at + 2] = low * scale
        out[at + 3] = high * scale
        if 0 <= view.street < self.streets:
            out[at + 4 + view.street] = 1.0
        if view.round is not None and 0 <= view.round < self.rounds:
            out[at + 4 + self.streets + view.round] = 1.0

        self._encode_history(view, out, position, scale)
        return out

    def _encode_turn_ups(
        self,
        view: HandView,
        out: NDArray[np.float32],
        at: int,
        position: Callable[[int], int],
    ) -> bool:
        """The turn-up block from ``at``; whether the observer owes a choice now."""
        choosing = False
        if view.actor is None:
            for option in view.legal_actions:
                for card in getattr(option, "cards", ()):
                    out[at + card] = 1.0
                    choosing = True
        # the choices made since the last reveal: the observer's own cards, the others' seats
        for record in reversed(view.history):
            if type(record) is TurnUpsRevealed:
                break
            if type(record) is TurnUpChosen:
                out[at + 2 * _CARDS + position(record.seat)] = 1.0
                if record.seat == view.seat:
                    for card in record.cards:
                        if card >= 0:
                            out[at + _CARDS + card] = 1.0
        return choosing

    def _encode_history(
        self,
        view: HandView,
        out: NDArray[np.float32],
        position: Callable[[int], int],
        scale: float,
    ) -> None:
        n = self.players
        actions: list[tuple[int, int, int, int, bool]] = []  # position, kind, round, chips, all-in
        round_ = self.rounds  # before round 0 nothing is bet; after the last, the showdown
        for record in view.history:
            if isinstance(record, RoundStarted):
                round_ = record.round
                continue
            if isinstance(record, BringInPosted):
                kind, chips, all_in = "post_bring_in", record.amount, record.all_in
            elif isinstance(record, Folded):
                kind, chips, all_in = "fold", 0, False
            elif isinstance(record, Checked):
                kind, chips, all_in = "check", 0, False
            elif isinstance(record, Called):
                kind, chips, all_in = "call", record.amount, record.all_in
            elif isinstance(record, CompletedBetRaised):
                kind, chips, all_in = record.kind, record.amount, record.all_in
            elif isinstance(record, CardsShown):
                kind, chips, all_in, round_ = "show", 0, False, self.rounds
            elif isinstance(record, CardsMucked):
                kind, chips, all_in, round_ = "muck", 0, False, self.rounds
            else:
                continue
            actions.append((position(record.seat), _KIND[kind], round_, chips, all_in))
        kept = actions[-self.history_length :] if self.history_length else []
        kinds = len(HISTORY_KINDS)
        for slot, (k, kind_index, round_index, chips, all_in) in enumerate(kept):
            at = self._history_at + slot * self.slot_size
            out[at + k] = 1.0
            out[at + n + kind_index] = 1.0
            out[at + n + kinds + min(round_index, self.rounds)] = 1.0
            out[at + n + kinds + self.rounds + 1] = chips * scale
            out[at + n + kinds + self.rounds + 2] = all_in


def _raise_range(view: HandView) -> tuple[int, int]:
    """The least and the most the viewer may complete, bet or raise to now (0, 0 if it may not)."""
    if view.actor is None or view.actor != view.seat:
        return 0, 0
    for option in view.legal_actions:
        text = str(getattr(option, "notation", option))
        code, _, rest = text.partition(" ")
        if code == "cbr":
            low, _, high = rest.partition("..")
            return int(low), int(high or low)
    return 0, 0
