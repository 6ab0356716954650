"""A session: seats with chips, hand after hand, the dealer moving clockwise (RULES 2.1-2.2).

Only seats with chips are dealt in; a hand's seats are therefore the table seats with chips, in
table order, and ``Table.hand_seats`` maps each hand seat back to its table seat.
"""

from __future__ import annotations

import secrets
from collections.abc import Sequence

from studpoker.errors import IllegalActionError, InvalidSetupError
from studpoker.hand import Hand
from studpoker.limits import MAX_CHIPS
from studpoker.profiles import FIVE_CARD_STUD_HOME, Profile
from studpoker.shuffle import SeededStream

__all__ = ["Table"]


class Table:
    """``stacks[seat]`` chips per table seat; the first dealer is drawn by lot.

    With ``seed`` (an int) the lot and every hand's shuffle are reproducible; without one, each
    hand's whole shuffle comes fresh from the operating system's CSPRNG.
    """

    __slots__ = ("_stream", "dealer", "hand", "hand_seats", "hands_played", "profile", "stacks")

    def __init__(
        self,
        profile: Profile = FIVE_CARD_STUD_HOME,
        stacks: Sequence[int] = (),
        seed: int | None = None,
    ) -> None:
        if not isinstance(profile, Profile):
            raise InvalidSetupError(f"profile must be a Profile, got {profile!r}")
        if not isinstance(stacks, (list, tuple)):
            raise InvalidSetupError(f"stacks {stacks!r}: give a list of integers")
        for seat, stack in enumerate(stacks):
            if not isinstance(stack, int) or isinstance(stack, bool) or stack < 0:
                raise InvalidSetupError(f"seat {seat} stack {stack!r}: must be an integer >= 0")
        if sum(stacks) > MAX_CHIPS:
            raise InvalidSetupError(
                f"stacks add up to {sum(stacks)} chips; a table holds at most 2**63 - 1"
            )
        if not 2 <= len(stacks) <= profile.max_players:
            raise InvalidSetupError(
                f"{len(stacks)} seats: {profile.name} seats 2..{profile.max_players}"
            )
        # a seeded table draws its lot and each hand's seed from one documented stream; without a
        # seed every hand is shuffled by the operating system's CSPRNG (studpoker.shuffle)
        self._stream = None if seed is None else SeededStream(seed, b"studpoker/table/v1")
        self.profile = profile
        self.stacks = list(stacks)
        # RULES 2.1: the first dealer is drawn by lot among the seats with chips
        with_chips = [s for s, chips in enumerate(self.stacks) if chips > 0]
        self.dealer = with_chips[self._below(len(with_chips))] if with_chips else 0
        self.hand: Hand | None = None
        self.hand_seats: tuple[int, ...] = ()
        self.hands_played = 0

    def play_hand(self) -> Hand:
        """Deal the next hand (the previous one must be over) and return it."""
        previous = self.hand
        if previous is not None:
            if not previous.is_over:
                raise IllegalActionError(
                    f"the current hand is not over (seat {previous.actor} is to act)"
                )
            for hand_seat, table_seat in enumerate(self.hand_seats):
                self.stacks[table_seat] = previous.stacks[hand_seat]
            self.dealer = self._next_dealer()
        seats = tuple(s for s, chips in enumerate(self.stacks) if chips > 0)
        if len(seats) < self.profile.min_players:
            raise InvalidSetupError(
                f"only {len(seats)} seat(s) have chips; {self.profile.name} needs "
                f"{self.profile.min_players}"
            )
        if self.stacks[self.dealer] == 0 and self.profile.dealer_skips_empty_seats:
            self.dealer = self._next_dealer()
        hand = Hand(
            self.profile,
            [self.stacks[s] for s in seats],
            self._hand_dealer(seats),
            seed=None if self._stream is None else self._stream.bits(),
        )
        self.hand = hand
        self.hand_seats = seats
        self.hands_played += 1
        return hand

    def _below(self, bound: int) -> int:
        return secrets.randbelow(bound) if self._stream is None else self._stream.below(bound)

    def _hand_dealer(self, seats: tuple[int, ...]) -> int:
        """The dealer as a hand seat: an empty dealer seat deals through its right neighbour."""
        n = len(self.stacks)
        for back in range(n):
            seat = (self.dealer - back) % n
            if seat in seats:
                return seats.index(seat)
        return 0

    def _next_dealer(self) -> int:
        """Choice 2.1: the next seat clockwise that will be dealt in (has chips)."""
        n = len(self.stacks)
        for offset in range(1, n + 1):
            seat = (self.dealer + offset) % n
            if self.stacks[seat] > 0 or not self.profile.dealer_skips_empty_seats:
                return seat
        return self.dealer
