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
from typing import NamedTuple

import numpy as np
from numpy.typing import NDArray

from studpoker.games.profiles import Profile
from studpoker.hand.actions import COMPLETE_BET_RAISE, LegalAction
from studpoker.hand.records import (
    BringInPosted,
    Called,
    CardsMucked,
    CardsShown,
    Checked,
    CompletedBetRaised,
    Folded,
    Record,
    RoundStarted,
    TurnUpChosen,
    TurnUpsRevealed,
)
from studpoker.hand.view import HandView

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
        # per observer (and seat mapping): the history last read and the actions found in it, so
        # that the next history, which goes on from it, is read only from where it left off
        self._read: dict[tuple[int, tuple[int, ...]], _ReadHistory] = {}

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

        # the entries set to 1, gathered and written at once (numpy is slow one entry at a time)
        ones: list[int] = []
        for seat in range(len(view.stacks)):
            k = position(seat)
            at = k * _CARDS
            ones.extend([at + card for card in view.hole_cards[seat] if card is not None])
            at = (n + k) * _CARDS
            ones.extend([at + card for card in view.up_cards[seat] if card is not None])
        at = 2 * n * _CARDS
        ones.extend([at + card for card in view.community if card is not None])
        ones.extend([self.wild_at + card for card in view.wild])
        choosing = False
        if self.turn_up_at is not None:
            choosing = self._encode_turn_ups(view, ones, self.turn_up_at, position)

        seat_features = [0.0] * (_SEAT_FEATURES * n)
        for seat in range(len(view.stacks)):
            at = _SEAT_FEATURES * position(seat)
            in_hand = view.in_hand[seat]
            seat_features[at : at + _SEAT_FEATURES] = (
                view.stacks[seat] * scale,
                view.committed[seat] * scale,
                view.round_bets[seat] * scale,
                in_hand,
                in_hand and view.stacks[seat] == 0 and not view.is_over,
                view.actor == seat or (choosing and seat == view.seat),
                view.dealer == seat,
            )
        out[self._seats_at : self._table_at] = seat_features

        at = self._table_at
        level, me = max(view.round_bets), view.seat
        low, high = _raise_range(view)
        out[at : at + 4] = (
            sum(view.committed) * scale,
            min(level - view.round_bets[me], view.stacks[me]) * scale,
            low * scale,
            high * scale,
        )
        if 0 <= view.street < self.streets:
            ones.append(at + 4 + view.street)
        if view.round is not None and 0 <= view.round < self.rounds:
            ones.append(at + 4 + self.streets + view.round)
        out[np.array(ones, dtype=np.intp)] = 1.0

        block = self._history_block(view.history, position, scale, (observer, tuple(table)))
        out[self._history_at :] = block
        return out

    def _encode_turn_ups(
        self,
        view: HandView,
        ones: list[int],
        at: int,
        position: Callable[[int], int],
    ) -> bool:
        """The turn-up block from ``at`` (its entries set to 1 added to ``ones``); whether the
        observer owes a choice now."""
        choosing = False
        if view.actor is None:
            for option in view.legal_actions:
                for card in getattr(option, "cards", ()):
                    ones.append(at + card)
                    choosing = True
        # the choices made since the last reveal: the observer's own cards, the others' seats
        for record in reversed(view.history):
            if type(record) is TurnUpsRevealed:
                break
            if type(record) is TurnUpChosen:
                ones.append(at + 2 * _CARDS + position(record.seat))
                if record.seat == view.seat:
                    ones.extend([at + _CARDS + card for card in record.cards if card >= 0])
        return choosing

    def _history_block(
        self,
        history: tuple[Record, ...],
        position: Callable[[int], int],
        scale: float,
        reader: tuple[int, tuple[int, ...]],
    ) -> NDArray[np.float32]:
        """The betting history's slots: read from where the observer's last history left off
        when this one goes on from it."""
        read = self._read.get(reader)
        if read is not None and _goes_on(history, read.history):
            start, actions, round_, block = len(read.history), read.actions, read.round, read.block
        else:
            start, actions, round_ = 0, (), self.rounds  # before round 0 nothing is bet
            block = np.zeros(self.history_length * self.slot_size, dtype=np.float32)
        found: list[_Slot] = []
        for index in range(start, len(history)):
            record = history[index]
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
            elif isinstance(record, CardsShown):  # after the last round, the showdown
                kind, chips, all_in, round_ = "show", 0, False, self.rounds
            elif isinstance(record, CardsMucked):
                kind, chips, all_in, round_ = "muck", 0, False, self.rounds
            else:
                continue
            found.append((position(record.seat), _KIND[kind], round_, chips, all_in))
        if found and self.history_length:
            if len(actions) + len(found) <= self.history_length:
                self._write_slots(block, len(actions), found, scale)  # the block read grows
                actions = (*actions, *found)
            else:  # the oldest slots drop out: every slot moves
                actions = (*actions, *found)[-self.history_length :]
                block = np.zeros(self.history_length * self.slot_size, dtype=np.float32)
                self._write_slots(block, 0, actions, scale)
        if len(self._read) >= 64 and reader not in self._read:
            self._read.clear()
        self._read[reader] = _ReadHistory(history, actions, round_, block)
        return block

    def _write_slots(
        self, block: NDArray[np.float32], first: int, slots: Sequence[_Slot], scale: float
    ) -> None:
        """``slots`` written into the history block from slot number ``first``."""
        n, kinds, rounds = self.players, len(HISTORY_KINDS), self.rounds
        for slot, (k, kind_index, round_index, chips, all_in) in enumerate(slots, start=first):
            at = slot * self.slot_size
            block[at + k] = 1.0
            block[at + n + kind_index] = 1.0
            block[at + n + kinds + min(round_index, rounds)] = 1.0
            block[at + n + kinds + rounds + 1] = chips * scale
            block[at + n + kinds + rounds + 2] = all_in


_Slot = tuple[int, int, int, int, bool]
"""A history slot: the actor's position, the kind, the round, the chips, all-in."""


class _ReadHistory(NamedTuple):
    """A history read for one observer: the last ``history_length`` actions found in it, the
    betting round it ended in, and those actions as the observation's history block (grown in
    place as the next histories go on from this one)."""

    history: tuple[Record, ...]
    actions: tuple[_Slot, ...]
    round: int
    block: NDArray[np.float32]


def _goes_on(history: tuple[Record, ...], read: tuple[Record, ...]) -> bool:
    """Whether ``history`` begins with the whole of ``read``: the same record objects (a view
    extends the one before it; a new hand's records are other objects)."""
    k = len(read)
    return 0 < k <= len(history) and history[k - 1] is read[-1] and history[:k] == read


def _raise_range(view: HandView) -> tuple[int, int]:
    """The least and the most the viewer may complete, bet or raise to now (0, 0 if it may not)."""
    if view.actor is None or view.actor != view.seat:
        return 0, 0
    for option in view.legal_actions:
        if type(option) is LegalAction:
            if option.code == COMPLETE_BET_RAISE:
                return option.min_to, option.max_to
            continue
        code, _, rest = str(option).partition(" ")  # an option written as text
        if code == COMPLETE_BET_RAISE:
            low, _, high = rest.partition("..")
            return int(low), int(high or low)
    return 0, 0
