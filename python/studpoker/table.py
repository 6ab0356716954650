"""A session, as a card room runs it: seats that come and go, buy-ins, sitting out, the ante
setting, and hand after hand with the button moving clockwise (docs/rules.md, "The table").

A hand's seats are the table seats dealt into it, in table order; ``Table.hand_seats`` maps each
hand seat back to its table seat. Chips never come or go during a hand (RULES 2.2): ``join`` of
an empty seat, ``sit_in``, ``set_auto_ante`` and ``add_chips`` for a seat out of the hand are
taken at once; ``leave`` and ``sit_out`` of a seat in the hand wait for it to end; every other
change to a seat in the hand is refused, and a refused call changes nothing.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, NamedTuple

from studpoker.errors import IllegalActionError, InvalidSetupError
from studpoker.hand import Hand
from studpoker.profiles import FIVE_CARD_STUD_HOME, Profile

__all__ = ["LedgerEntry", "Table"]

# the core settles in 64-bit integers: the chips at a table must add up below this
MAX_TABLE_CHIPS = 2**63 - 1


class LedgerEntry(NamedTuple):
    """Chips crossing the table's edge: ``event`` is ``join``, ``add`` or ``leave``."""

    hands_played: int
    """How many hands had been dealt when it happened."""
    event: str
    seat: int
    chips: int


class Table:
    """``stacks[seat]`` chips per occupied table seat (``None``: an empty seat).

    ``seats`` sets the number of seats (default ``len(stacks)``, at most the profile's
    ``max_players``); ``buy_in=(minimum, maximum)`` bounds what a player brings to a seat. The
    first dealer is drawn by a seeded lot among the seats dealt into the first hand.
    """

    __slots__ = (
        "_auto_ante",
        "_chips",
        "_confirmed",
        "_hands",
        "_leaving",
        "_occupied",
        "_rng",
        "_sitting_out",
        "_synced",
        "buy_in",
        "dealer",
        "hand",
        "hand_seats",
        "hands_played",
        "ledger",
        "profile",
    )

    def __init__(
        self,
        profile: Profile = FIVE_CARD_STUD_HOME,
        stacks: Sequence[int | None] = (),
        seed: int | None = None,
        *,
        seats: int | None = None,
        buy_in: tuple[int, int] | None = None,
    ) -> None:
        if not isinstance(profile, Profile):
            raise InvalidSetupError(f"profile must be a Profile, got {profile!r}")
        if not isinstance(stacks, (list, tuple)):
            raise InvalidSetupError(f"stacks {stacks!r}: give a list of integers (None: empty)")
        size = len(stacks) if seats is None else seats
        if not _is_int(size) or not 2 <= size <= profile.max_players:
            raise InvalidSetupError(
                f"{size!r} seats: {profile.name} seats 2..{profile.max_players}"
            )
        if len(stacks) > size:
            raise InvalidSetupError(f"{len(stacks)} stacks for a table of {size} seats")
        self.buy_in = _checked_buy_in(buy_in)
        given = list(stacks) + [None] * (size - len(stacks))
        for seat, stack in enumerate(given):
            if stack is None:
                continue
            if not _is_int(stack) or stack < 0:
                raise InvalidSetupError(f"seat {seat} stack {stack!r}: must be an integer >= 0")
            if self.buy_in is not None and stack and not _within(stack, self.buy_in):
                raise InvalidSetupError(
                    f"seat {seat} stack {stack}: outside the buy-in {_span(self.buy_in)}"
                )
        if sum(s for s in given if s is not None) > MAX_TABLE_CHIPS:
            raise InvalidSetupError(f"the stacks add up to more than {MAX_TABLE_CHIPS} chips")
        self.profile = profile
        self._chips = [0 if s is None else s for s in given]
        self._occupied = [s is not None for s in given]
        self._sitting_out: set[int] = set()
        self._leaving: set[int] = set()
        self._auto_ante = [True] * size
        self._confirmed: set[int] = set()
        self._hands: list[tuple[Hand, tuple[int, ...]]] = []
        self._synced = True
        self.ledger: list[LedgerEntry] = []
        self._rng = random.Random(seed) if seed is not None else random.SystemRandom()
        # RULES 2.1: the first dealer is drawn by lot among the seats to be dealt in
        candidates = self._dealt_in() or [s for s in range(size) if self._occupied[s]]
        self.dealer: int = self._rng.choice(candidates) if candidates else 0
        self.hand: Hand | None = None
        self.hand_seats: tuple[int, ...] = ()
        self.hands_played = 0

    # ================================================================= state
    @property
    def seats(self) -> int:
        return len(self._chips)

    @property
    def stacks(self) -> tuple[int | None, ...]:
        """Chips per seat now (``None``: empty); a seat in a running hand shows its chips behind."""
        self._sync()
        chips: list[int | None] = [
            c if taken else None for c, taken in zip(self._chips, self._occupied, strict=True)
        ]
        hand = self.hand
        if hand is not None and not hand.is_over:
            for hand_seat, seat in enumerate(self.hand_seats):
                chips[seat] = hand.stacks[hand_seat]
        return tuple(chips)

    @property
    def sitting_out(self) -> frozenset[int]:
        """Seats that keep their chips and are not dealt in (a seat that sits out during a hand
        plays it to the end: ``_dealt_in`` reads this set only at the deal)."""
        return frozenset(self._sitting_out)

    @property
    def in_hand(self) -> bool:
        """Whether a hand is being played."""
        return self.hand is not None and not self.hand.is_over

    @property
    def waiting_for(self) -> tuple[int, ...]:
        """Seats the next deal waits for: auto-ante off and neither posted nor sitting out."""
        self._sync()
        if not self.profile.ante:
            return ()
        return tuple(
            s for s in self._dealt_in() if not self._auto_ante[s] and s not in self._confirmed
        )

    def auto_ante(self, seat: int) -> bool:
        self._check_seat(seat)
        return self._auto_ante[seat]

    # ================================================================= seats between hands
    def join(self, seat: int, chips: int) -> None:
        """Seat a player with ``chips`` (within the buy-in) at an empty seat; dealt in next hand."""
        self._sync()
        self._check_seat(seat)
        if self._occupied[seat]:
            raise IllegalActionError(f"join seat {seat}: the seat is taken")
        self._check_chips(f"join seat {seat}", chips, 0)
        self._occupied[seat] = True
        self._chips[seat] = chips
        self._auto_ante[seat] = True
        self._sitting_out.discard(seat)
        self._confirmed.discard(seat)
        self.ledger.append(LedgerEntry(self.hands_played, "join", seat, chips))

    def add_chips(self, seat: int, chips: int) -> None:
        """Add chips to a seat out of the hand (not above the buy-in maximum)."""
        self._sync()
        self._check_occupied(seat, "add chips to")
        self._refuse_in_hand(seat, "add chips to")
        self._check_chips(f"add chips to seat {seat}", chips, self._chips[seat])
        self._chips[seat] += chips
        self.ledger.append(LedgerEntry(self.hands_played, "add", seat, chips))

    def leave(self, seat: int) -> int | None:
        """The player leaves and takes the seat's chips, which the call returns; from a seat in
        the running hand it takes effect when the hand ends (``None`` now; see ``ledger``)."""
        self._sync()
        self._check_occupied(seat, "leave")
        if self._in_running_hand(seat):
            self._leaving.add(seat)
            return None
        return self._vacate(seat)

    def sit_out(self, seat: int) -> None:
        """The seat keeps its chips and is not dealt in; from the running hand, after it."""
        self._sync()
        self._check_occupied(seat, "sit out")
        self._sitting_out.add(seat)
        self._confirmed.discard(seat)

    def sit_in(self, seat: int) -> None:
        """The seat is dealt in again from the next hand (it cancels a pending sit-out)."""
        self._sync()
        self._check_occupied(seat, "sit in")
        if seat in self._leaving:
            raise IllegalActionError(f"sit in seat {seat}: the player is leaving after this hand")
        self._sitting_out.discard(seat)

    def set_auto_ante(self, seat: int, on: bool) -> None:
        """[002]: the ante is posted by default; with it off the table asks before each deal."""
        self._sync()
        self._check_occupied(seat, "set the ante setting of")
        if not isinstance(on, bool):
            raise InvalidSetupError(f"set_auto_ante: on must be True or False, got {on!r}")
        self._auto_ante[seat] = on

    def post_ante(self, seat: int) -> None:
        """The answer of a seat with auto-ante off: it posts the ante in the next deal."""
        self._sync()
        self._check_occupied(seat, "post the ante for")
        if self.in_hand:
            raise IllegalActionError(
                f"post the ante for seat {seat}: a hand is being played; answer before the next"
            )
        if seat not in self.waiting_for:
            raise IllegalActionError(
                f"post the ante for seat {seat}: the next deal is not waiting for it "
                f"(waiting for {list(self.waiting_for)})"
            )
        self._confirmed.add(seat)

    # ================================================================= hands
    def deal(self) -> Hand:
        """Deal the next hand (the previous one must be over, nobody waiting) and return it."""
        previous = self.hand
        if previous is not None and not previous.is_over:
            raise IllegalActionError(
                f"the current hand is not over (seat {previous.actor} is to act)"
            )
        self._sync()
        waiting = self.waiting_for
        if waiting:
            raise IllegalActionError(
                f"the deal waits for seat(s) {list(waiting)} to post the ante or sit out"
            )
        seats = tuple(self._dealt_in())
        if len(seats) < self.profile.min_players:
            raise InvalidSetupError(
                f"only {len(seats)} seat(s) can be dealt in; {self.profile.name} needs "
                f"{self.profile.min_players}"
            )
        self.dealer = self._next_dealer(seats, moved=previous is not None)
        hand = Hand(
            self.profile,
            [self._chips[s] for s in seats],
            self._hand_dealer(seats),
            seed=self._rng.getrandbits(64),
        )
        self.hand = hand
        self.hand_seats = seats
        self.hands_played += 1
        self._hands.append((hand, seats))
        self._confirmed.clear()
        self._synced = False
        return hand

    play_hand = deal

    def history(self, hand_number: int, seat: int | None = None) -> str:
        """The PHH text of finished hand ``hand_number`` (1 = the first dealt) as ``seat`` (a
        table seat; ``None``: a spectator) may see it: its own cards, every up card, the hands
        shown, and, where the profile's ``reveal_called_hands`` says so, the hands mucked after
        calling to the showdown; never a hand folded before it, a burn, or the stub."""
        from studpoker.phh.replay import dump

        if not _is_int(hand_number) or not 1 <= hand_number <= len(self._hands):
            raise InvalidSetupError(
                f"hand {hand_number!r}: this table has dealt hands 1..{len(self._hands)}"
            )
        if seat is not None:
            self._check_seat(seat)
        hand, seats = self._hands[hand_number - 1]
        if not hand.is_over:
            raise IllegalActionError(f"hand {hand_number} is not over yet")
        viewer = seats.index(seat) if seat in seats else None
        return dump(hand, viewer=viewer, hand=hand_number)

    # ================================================================= helpers
    def _dealt_in(self) -> list[int]:
        """Occupied seats with chips that are not sitting out, in table order."""
        return [
            s
            for s in range(len(self._chips))
            if self._occupied[s] and self._chips[s] > 0 and s not in self._sitting_out
        ]

    def _next_dealer(self, seats: tuple[int, ...], *, moved: bool) -> int:
        """The button moves to the next seat clockwise that is dealt in (empty, busted and
        sitting-out seats are passed); the first hand keeps the lot's seat if it is dealt in.
        With ``dealer_skips_empty_seats`` off it moves one seat, dealt in or not."""
        n = len(self._chips)
        if not self.profile.dealer_skips_empty_seats:
            return (self.dealer + 1) % n if moved else self.dealer
        if not moved and self.dealer in seats:
            return self.dealer
        for offset in range(1, n + 1):
            seat = (self.dealer + offset) % n
            if seat in seats:
                return seat
        return self.dealer

    def _hand_dealer(self, seats: tuple[int, ...]) -> int:
        """The dealer as a hand seat: a button on a seat not dealt in deals through the seat
        to its right that is dealt in (dealing starts left of the button either way)."""
        n = len(self._chips)
        for back in range(n):
            seat = (self.dealer - back) % n
            if seat in seats:
                return seats.index(seat)
        return 0

    def _sync(self) -> None:
        """Once a hand is over: its stacks back to the seats, pending leaves and sit-outs."""
        if self._synced:
            return
        hand = self.hand
        if hand is None or not hand.is_over:
            return
        for hand_seat, seat in enumerate(self.hand_seats):
            self._chips[seat] = hand.stacks[hand_seat]
        self._synced = True
        for seat in sorted(self._leaving):
            self._vacate(seat)
        self._leaving.clear()

    def _vacate(self, seat: int) -> int:
        chips = self._chips[seat]
        self._chips[seat] = 0
        self._occupied[seat] = False
        self._sitting_out.discard(seat)
        self._confirmed.discard(seat)
        self._auto_ante[seat] = True
        self.ledger.append(LedgerEntry(self.hands_played, "leave", seat, chips))
        return chips

    def _in_running_hand(self, seat: int) -> bool:
        return self.in_hand and seat in self.hand_seats

    def _refuse_in_hand(self, seat: int, what: str) -> None:
        if self._in_running_hand(seat):
            raise IllegalActionError(
                f"{what} seat {seat}: it is in the hand being played, and chips never come or "
                "go during a hand"
            )

    def _check_seat(self, seat: Any) -> None:
        if not _is_int(seat) or not 0 <= seat < len(self._chips):
            raise InvalidSetupError(f"seat {seat!r}: the table has seats 0..{len(self._chips) - 1}")

    def _check_occupied(self, seat: Any, what: str) -> None:
        self._check_seat(seat)
        if not self._occupied[seat]:
            raise IllegalActionError(f"{what} seat {seat}: the seat is empty")

    def _check_chips(self, what: str, chips: Any, current: int) -> None:
        if not _is_int(chips) or chips <= 0:
            raise InvalidSetupError(f"{what}: chips {chips!r} must be a positive integer")
        if self.buy_in is not None:
            low, high = self.buy_in
            if current + chips > high:
                raise IllegalActionError(
                    f"{what}: {current} + {chips} chips is above the buy-in maximum {high}"
                )
            if current == 0 and chips < low:
                raise IllegalActionError(f"{what}: {chips} chips is below the buy-in minimum {low}")
        # a hand conserves chips, so the seats' chips at its start are still the table's total
        if sum(self._chips) + chips > MAX_TABLE_CHIPS:
            raise InvalidSetupError(f"{what}: the table would hold more than {MAX_TABLE_CHIPS}")


def _is_int(value: object) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _within(chips: int, bounds: tuple[int, int]) -> bool:
    return bounds[0] <= chips <= bounds[1]


def _span(bounds: tuple[int, int]) -> str:
    return f"{bounds[0]}..{bounds[1]}"


def _checked_buy_in(buy_in: object) -> tuple[int, int] | None:
    if buy_in is None:
        return None
    if (
        not isinstance(buy_in, tuple)
        or len(buy_in) != 2
        or not all(_is_int(x) for x in buy_in)
        or not 0 < buy_in[0] <= buy_in[1] <= MAX_TABLE_CHIPS
    ):
        raise InvalidSetupError(
            f"buy_in {buy_in!r}: give (minimum, maximum), positive integers, minimum <= maximum"
        )
    return (buy_in[0], buy_in[1])
