"""A session, as a card room runs it: seats that come and go, buy-ins, sitting out, the ante
setting, and hand after hand with the button moving clockwise (rules §8).

A hand's seats are the table seats dealt into it, in table order; ``Table.hand_seats`` maps each
hand seat back to its table seat. Chips never come or go during a hand (rules §2.2): ``join`` of
an empty seat, ``sit_in``, ``set_auto_ante`` and ``add_chips`` for a seat out of the hand are
taken at once; ``leave`` and ``sit_out`` of a seat in the hand wait for it to end; every other
change to a seat in the hand is refused, and a refused call changes nothing.

A seat's cards belong to the player who held it (rules §8.7, §8.8): ``view``, ``show_after_win``
and ``history`` answer for the seat's current player, who reads a hand dealt before it sat down
as a spectator does and may not show its cards.
"""

from __future__ import annotations

import secrets
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from studpoker import _rules
from studpoker.errors import IllegalActionError, InvalidSetupError
from studpoker.games.dealers_choice import DealersChoice
from studpoker.games.profiles import FIVE_CARD_STUD_HOME, Profile
from studpoker.games.rake import Rake
from studpoker.games.rotation import Rotation, RotationState
from studpoker.hand import Hand
from studpoker.hand.choose_game import choosing
from studpoker.hand.flow import begin
from studpoker.hand.shuffle import SeededStream, check_seed
from studpoker.limits import is_int, shown
from studpoker.table.button import hand_dealer, next_dealer
from studpoker.table.ledger import LedgerEntry
from studpoker.table.players import SeatPlayers
from studpoker.table.setup import check_chips, check_setup

if TYPE_CHECKING:
    from studpoker.hand.phases import Step
    from studpoker.hand.state import HandState

__all__ = ["LedgerEntry", "Table"]


class Table(SeatPlayers):
    """``stacks[seat]`` chips per occupied table seat (``None``: an empty seat).

    ``seats`` sets the number of seats (default ``len(stacks)``, at most the profile's
    ``max_players``); ``buy_in=(minimum, maximum)`` bounds what a player brings to a seat. The
    first dealer is drawn by a seeded lot among the seats dealt into the first hand. ``rules``
    is given to every hand (``Hand(rules=...)``: the Rust core, or ``studpoker.reference``), and
    so is ``rake``, the house's rate (a ``Rake``; ``None``, the default: no rake); ``raked`` is
    what it took from every hand dealt.

    ``profile`` may be a ``Rotation`` (mixed games, rules §10.8) or a ``DealersChoice`` (rules
    §11: each hand starts with its dealer naming the game, among the games that seat the players
    dealt in): ``game`` keeps what was given, and ``profile`` is then the game of the hand dealt
    last (before the first deal, the first game of the list; a dealer's choice not made yet,
    the game its timeout would play).
    """

    __slots__ = (
        "_auto_ante",
        "_chips",
        "_confirmed",
        "_hands",
        "_leaving",
        "_occupied",
        "_profile",
        "_rotation",
        "_rules",
        "_sitting_out",
        "_stream",
        "_synced",
        "buy_in",
        "dealer",
        "game",
        "hand",
        "hand_seats",
        "hands_played",
        "initial_stacks",
        "ledger",
        "log",
        "rake",
        "seed",
    )

    def __init__(
        self,
        profile: Profile | Rotation | DealersChoice = FIVE_CARD_STUD_HOME,
        stacks: Iterable[int | None] = (),
        seed: int | None = None,
        *,
        seats: int | None = None,
        buy_in: Sequence[int] | None = None,
        rules: _rules.Rules = _rules,
        rake: Rake | None = None,
    ) -> None:
        profile, game, given, self.buy_in = check_setup(profile, stacks, seats, buy_in, rules, rake)
        size = len(given)
        if seed is not None:
            check_seed(seed)
        self._profile = profile
        self.rake = rake
        self.game: Profile | Rotation | DealersChoice = game
        self._rotation = RotationState()
        self._rules = rules
        self.seed = seed
        self.initial_stacks: tuple[int | None, ...] = tuple(given)
        self.log: list[dict[str, Any]] = []
        """Every seat change and deal, in order, with ``at`` = [hands dealt, records of the
        running hand]: what ``studpoker.saving.save`` saves and ``restore`` replays."""
        self._chips = [0 if s is None else s for s in given]
        self._occupied = [s is not None for s in given]
        self._sitting_out: set[int] = set()
        self._leaving: set[int] = set()
        self._auto_ante = [True] * size
        self._confirmed: set[int] = set()
        self._hands: list[tuple[Hand, tuple[int, ...]]] = []
        self._synced = True
        self.ledger: list[LedgerEntry] = []
        # a seeded table draws its lot and each hand's seed from one documented stream; without a
        # seed every hand is shuffled by the operating system's CSPRNG (studpoker.hand.shuffle)
        self._stream = None if seed is None else SeededStream(seed, b"studpoker/table/v1")
        # rules §2.1: the first dealer is drawn by lot among the seats to be dealt in
        candidates = self._dealt_in() or [s for s in range(size) if self._occupied[s]]
        self.dealer: int = candidates[self._below(len(candidates))] if candidates else 0
        self.hand: Hand | None = None
        self.hand_seats: tuple[int, ...] = ()
        self.hands_played = 0
        self._note("draw_dealer", dealer=self.dealer)

    def __repr__(self) -> str:
        game = self.game.name
        if not isinstance(self.game, Profile) and self.hand is not None:
            game += f": {self.profile.name}"  # a rotation's or a dealer's choice's game now
        dealt = f"hand {self.hands_played}" if self.hands_played else "no hand dealt"
        return f"<Table {game}, {self.seats} seats, {dealt}{' (in play)' * self.in_hand}>"

    # ================================================================= state
    @property
    def profile(self) -> Profile:
        """The game of the hand dealt last (see the class)."""
        hand = self.hand
        return self._profile if hand is None else hand.profile

    @property
    def seats(self) -> int:
        """The number of seats at the table, empty ones included."""
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
    def raked(self) -> int:
        """The chips the house took from every hand dealt at this table: with the ledger, the
        chips brought less the chips taken away and the rake are the chips at the table."""
        return sum(hand.raked for hand, _ in self._hands)

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
        """Seats the next deal waits for: auto-ante off and neither posted nor sitting out (at a
        dealer's choice, when some game the dealer may choose has an ante)."""
        self._sync()
        players = len(self._dealt_in())
        game = self.game
        if isinstance(game, DealersChoice):
            antes = any(g.ante for g in game.offered(players))
        else:
            antes = bool(self._next_game(players)[0].ante)
        if not antes:
            return ()
        return tuple(
            s for s in self._dealt_in() if not self._auto_ante[s] and s not in self._confirmed
        )

    def auto_ante(self, seat: int) -> bool:
        """Whether the seat's ante is posted for it before each deal (``set_auto_ante``)."""
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
        self._note("join", seat=seat, chips=chips)
        # an empty seat holds its settings' defaults: as built, or as ``_vacate`` left it
        self._occupied[seat] = True
        self._chips[seat] = chips
        self.ledger.append(LedgerEntry(self.hands_played, "join", seat, chips))

    def add_chips(self, seat: int, chips: int) -> None:
        """Add chips to a seat out of the hand (not above the buy-in maximum)."""
        self._sync()
        self._check_occupied(seat, "add chips to")
        self._refuse_in_hand(seat, "add chips to")
        self._check_chips(f"add chips to seat {seat}", chips, self._chips[seat])
        self._note("add_chips", seat=seat, chips=chips)
        self._chips[seat] += chips
        self.ledger.append(LedgerEntry(self.hands_played, "add", seat, chips))

    def leave(self, seat: int) -> int | None:
        """The player leaves and takes the seat's chips, which the call returns; from a seat in
        the running hand it takes effect when the hand ends (``None`` now; see ``ledger``)."""
        self._sync()
        self._check_occupied(seat, "leave")
        self._note("leave", seat=seat)
        if self._in_running_hand(seat):
            self._leaving.add(seat)
            return None
        return self._vacate(seat)

    def sit_out(self, seat: int) -> None:
        """The seat keeps its chips and is not dealt in; from the running hand, after it."""
        self._sync()
        self._check_occupied(seat, "sit out")
        self._note("sit_out", seat=seat)
        self._sitting_out.add(seat)
        self._confirmed.discard(seat)

    def sit_in(self, seat: int) -> None:
        """The seat is dealt in again from the next hand (it cancels a pending sit-out)."""
        self._sync()
        self._check_occupied(seat, "sit in")
        if seat in self._leaving:
            raise IllegalActionError(f"sit in seat {seat}: the player is leaving after this hand")
        self._note("sit_in", seat=seat)
        self._sitting_out.discard(seat)

    def set_auto_ante(self, seat: int, on: bool) -> None:
        """[002]: the ante is posted by default; with it off the table asks before each deal."""
        self._sync()
        self._check_occupied(seat, "set the ante setting of")
        if not isinstance(on, bool):
            raise InvalidSetupError(f"set_auto_ante: on must be True or False, got {shown(on)}")
        self._note("set_auto_ante", seat=seat, on=on)
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
        self._note("post_ante", seat=seat)
        self._confirmed.add(seat)

    # ================================================================= hands
    def deal(self) -> Hand:
        """Deal the next hand (the previous one must be over, nobody waiting) and return it."""
        return self._deal(None)

    play_hand = deal

    def _deal(self, deck: list[str] | None) -> Hand:
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
        profile, rotation = self._next_game(len(seats))
        if len(seats) < profile.min_players:
            raise InvalidSetupError(
                f"only {len(seats)} seat(s) can be dealt in; {profile.name} needs "
                f"{profile.min_players}"
            )
        start: Callable[[HandState], Step] = begin
        game = self.game
        if isinstance(game, DealersChoice):
            offered = game.offered(len(seats))
            if not offered:
                raise InvalidSetupError(
                    f"{len(seats)} seat(s) dealt in: no game of {game.name} seats them"
                )
            start = choosing(offered, profile)
        dealer_before = self.dealer
        moved = previous is not None
        self.dealer = next_dealer(self.dealer, self.seats, seats, profile, moved=moved)
        stacks = [self._chips[s] for s in seats]
        dealer = hand_dealer(self.dealer, self.seats, seats)
        try:
            # a saved deck is dealt as it is; else the seed stream's next seed, or the OS shuffle
            seed = None if deck is not None or self._stream is None else self._stream.bits()
            hand = Hand(
                profile,
                stacks,
                dealer,
                deck=deck,
                seed=seed,
                rules=self._rules,
                rake=self.rake,
                start=start,
            )
        except BaseException:
            self.dealer = dealer_before
            raise
        self._note("deal", dealer=dealer_before)
        self._profile, self._rotation = profile, rotation
        self.hand = hand
        self.hand_seats = seats
        self.hands_played += 1
        self._hands.append((hand, seats))
        self._confirmed.clear()
        self._synced = False
        return hand

    @property
    def hands(self) -> tuple[Hand, ...]:
        """Every hand dealt at this table, the first first (the running one last)."""
        return tuple(hand for hand, _ in self._hands)

    def replay_op(self, entry: Mapping[str, Any]) -> None:
        """Repeat one logged seat change (restoring a saved table)."""
        op = entry.get("op")
        seat = entry.get("seat")
        if op == "draw_dealer":
            dealer = entry.get("dealer")
            if not is_int(dealer) or not 0 <= dealer < self.seats:
                raise InvalidSetupError(f"draw_dealer: dealer {shown(dealer)} is not a seat")
            self.log.clear()  # the lot is the log's first entry: it is taken, not repeated
            self.dealer = dealer
            self._note("draw_dealer", dealer=dealer)
        elif op == "join":
            self.join(seat, entry.get("chips"))  # type: ignore[arg-type]
        elif op == "add_chips":
            self.add_chips(seat, entry.get("chips"))  # type: ignore[arg-type]
        elif op == "leave":
            self.leave(seat)  # type: ignore[arg-type]
        elif op in ("sit_out", "sit_in", "post_ante"):
            getattr(self, op)(seat)
        elif op == "set_auto_ante":
            self.set_auto_ante(seat, entry.get("on"))  # type: ignore[arg-type]
        else:
            raise InvalidSetupError(f"unknown table operation {shown(op)}")

    def replay_deal(self, entry: Mapping[str, Any], deck: list[str]) -> Hand:
        """Repeat one logged deal: the button where it was, the saved deck on a table without a
        seed (a seeded table deals its own, which the caller compares)."""
        dealer = entry.get("dealer")
        if not is_int(dealer) or not 0 <= dealer < self.seats:
            raise InvalidSetupError(f"deal: dealer {shown(dealer)} is not a seat")
        before, self.dealer = self.dealer, dealer
        try:
            return self._deal(None if self.seed is not None else deck)
        except BaseException:  # a refused deal moves no button
            self.dealer = before
            raise

    # ================================================================= the seat's player
    # ================================================================= helpers
    def _next_game(self, players: int) -> tuple[Profile, RotationState]:
        """The game of the next hand and the rotation's state after it (rules §10.8); a
        dealer's choice's: the game its timeout would play (rules §11)."""
        game = self.game
        if isinstance(game, Profile):
            return game, self._rotation
        if isinstance(game, DealersChoice):
            offered = game.offered(players) or game.games
            last = None if self.hand is None else self.hand.profile.name
            return game.default_game(offered, last), self._rotation
        state = game.advance(self._rotation, players)
        return game.profiles[state.game], state

    def _below(self, bound: int) -> int:
        return secrets.randbelow(bound) if self._stream is None else self._stream.below(bound)

    def _note(self, op: str, **args: Any) -> None:
        hand = self.hand  # None until the first deal
        at = [self.hands_played, len(hand.history) if hand is not None else 0]
        self.log.append({"op": op, **args, "at": at})

    def _dealt_in(self) -> list[int]:
        """Occupied seats with chips that are not sitting out, in table order."""
        return [
            s
            for s in range(len(self._chips))
            if self._occupied[s] and self._chips[s] > 0 and s not in self._sitting_out
        ]

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
        """The player leaves with the seat's chips; the seat keeps nothing of it (its settings
        back to their defaults)."""
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
        if not is_int(seat) or not 0 <= seat < len(self._chips):
            raise InvalidSetupError(
                f"seat {shown(seat)}: the table has seats 0..{len(self._chips) - 1}"
            )

    def _check_occupied(self, seat: Any, what: str) -> None:
        self._check_seat(seat)
        if not self._occupied[seat]:
            raise IllegalActionError(f"{what} seat {seat}: the seat is empty")

    def _check_chips(self, what: str, chips: Any, current: int) -> None:
        # a hand conserves chips, so the seats' chips at its start are still the table's total
        check_chips(what, chips, current, self.buy_in, sum(self._chips))
