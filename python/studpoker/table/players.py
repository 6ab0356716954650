"""A seat's cards belong to the player who held it (rules §8.7, §8.8): what the player now at a
table seat may see of the last hand and of finished hands, and whether it may show its cards
after winning without a showdown. A player who sat down after a hand was dealt reads it as a
spectator does; the ledger's leaves tell who held a seat when.

``SeatPlayers`` is a part of ``studpoker.table.Table``, which holds the hands and the ledger.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from studpoker.errors import IllegalActionError, InvalidSetupError, StudPokerError
from studpoker.hand import Hand
from studpoker.hand.records import Record
from studpoker.hand.view import HandView
from studpoker.limits import is_int, shown
from studpoker.table.history import FORMATS, hand_text
from studpoker.table.ledger import LedgerEntry, same_player

__all__ = ["SeatPlayers"]


class SeatPlayers:
    """The table's answers for the player now at a seat (``Table`` is one)."""

    __slots__ = ()

    hand: Hand | None
    ledger: list[LedgerEntry]
    _hands: list[tuple[Hand, tuple[int, ...]]]

    def _sync(self) -> None:
        raise NotImplementedError  # the table's: a hand that ended gives its stacks back

    def _check_seat(self, seat: Any) -> None:
        raise NotImplementedError  # the table's: the seat exists

    def seat_in_hand(self, seat: int) -> int | None:
        """The hand seat that table seat ``seat``'s current player holds in the last (or the
        running) hand: ``None`` when the seat was not dealt into it, when no hand has been dealt,
        or when the player who held the seat in it has left since (whoever sits there now did
        not hold those cards, rules §8.8)."""
        self._sync()
        self._check_seat(seat)
        return self._holder(seat, len(self._hands)) if self._hands else None

    def view(self, seat: int | None = None) -> HandView:
        """The last (or the running) hand as the player now at table seat ``seat`` may see it
        (``None``: a spectator): its own cards if it was dealt into the hand, else a
        spectator's view, so a newcomer never reads what the seat's last player held."""
        self._sync()
        if seat is not None:
            self._check_seat(seat)
        hand = self._last_hand("view")
        return hand.view(self._holder(seat, len(self._hands)))

    def show_after_win(self, seat: int, cards: Sequence[int | str] | str | None = None) -> Record:
        """The player at table seat ``seat`` shows its cards after winning the last hand
        without a showdown (``Hand.show_after_win``: all of them, or those ``cards`` names).
        Refused, changing nothing, for a seat not dealt into that hand and for a player who sat
        down after it was dealt: only the player who won it may show its cards (rules §8.8)."""
        self._sync()
        self._check_seat(seat)
        hand = self._last_hand("show")
        hand_seat = self._player_seat(seat, "show")
        number, seats = len(self._hands), self._hands[-1][1]
        winner = hand.uncontested_winner()
        if winner is None:
            raise IllegalActionError(
                f"show at seat {seat}: hand {number} is not over or went to a showdown; only "
                "the winner of a hand won without a showdown may show"
            )
        if winner != hand_seat:
            raise IllegalActionError(
                f"show at seat {seat}: seat {seats[winner]} won hand {number}, not seat {seat}"
            )
        try:
            return hand.show_after_win(hand_seat, cards)
        except StudPokerError as err:  # the hand names its own seats: say which one it is
            raise type(err)(
                f"show at seat {seat} (seat {hand_seat} of hand {number}): {err}"
            ) from None

    def can_show_after_win(self, seat: int) -> bool:
        """Whether ``show_after_win(seat)`` would be taken now."""
        hand_seat = self.seat_in_hand(seat)
        return hand_seat is not None and self._hands[-1][0].can_show_after_win(hand_seat)

    def _last_hand(self, what: str) -> Hand:
        hand = self.hand
        if hand is None:
            raise IllegalActionError(f"{what}: no hand has been dealt at this table yet")
        return hand

    def _player_seat(self, seat: int, what: str) -> int:
        """The current player's hand seat in the last hand, or a refusal naming why there is
        none."""
        hand_seat = self.seat_in_hand(seat)
        if hand_seat is not None:
            return hand_seat
        number = len(self._hands)
        if seat not in self._hands[-1][1]:
            raise IllegalActionError(f"{what} at seat {seat}: the seat was not dealt hand {number}")
        raise IllegalActionError(
            f"{what} at seat {seat}: the player who held the seat in hand {number} has left; "
            "its cards are not the seat's new player's"
        )

    def _holder(self, seat: int | None, hand_number: int) -> int | None:
        """The hand seat of table seat ``seat``'s current player in hand ``hand_number``
        (``None``: a spectator, a seat not dealt in, or one dealt to a player who has left
        since)."""
        seats = self._hands[hand_number - 1][1]
        if seat is None or seat not in seats or not same_player(self.ledger, seat, hand_number):
            return None
        return seats.index(seat)

    def history(self, hand_number: int, seat: int | None = None, format: str = "phh") -> str:
        """The text of finished hand ``hand_number`` (1 = the first dealt) as ``seat`` (a table
        seat; ``None``: a spectator) may see it: its own cards, every up card, the hands shown,
        and, where the profile's ``reveal_called_hands`` says so, the hands mucked after calling
        to the showdown; never a hand folded before it, a burn, or the stub. A seat whose player
        has left since that hand was dealt reads it as a spectator: whoever sits there now did
        not hold those cards (rules §8.7). ``format``: ``"phh"`` (PHH text) or ``"pokerstars"``
        (PokerStars text, table seats numbered from 1; seven-card stud, hi-lo and razz only)."""
        if format not in FORMATS:
            raise InvalidSetupError(f"format {shown(format)}: one of 'phh', 'pokerstars'")
        if not is_int(hand_number) or not 1 <= hand_number <= len(self._hands):
            raise InvalidSetupError(
                f"hand {shown(hand_number)}: this table has dealt hands 1..{len(self._hands)}"
            )
        if seat is not None:
            self._check_seat(seat)
        hand = self._hands[hand_number - 1][0]
        if not hand.is_over:
            raise IllegalActionError(f"hand {hand_number} is not over yet")
        self._sync()
        viewer = self._holder(seat, hand_number)
        return hand_text(hand, viewer, hand_number, self._hands[hand_number - 1][1], format)
