"""The card room behind the HTTP routes: tables with seats for people (each holding a secret
token) and bots, the turn clock, and a save to the store after every change.

Each request loads the table (``restore_table`` of the stored document, or the copy kept in
memory when the stored revision is the one it was made from), checks the caller's token, makes
the change through the library's API, lets the bots play until a person is to act, and saves
``save(table)`` with the hands it touched. Players only ever receive ``Table.view(seat)``,
which answers for the seat's current player: a person who takes a seat another has left reads
the last hand as a spectator and may not show its cards.
"""

from __future__ import annotations

import hashlib
import hmac
import json
import math
import secrets
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, replace
from typing import Any, Protocol

from studpoker import (
    PROFILES,
    Action,
    Hand,
    IllegalActionError,
    LegalAction,
    StudPokerError,
    Table,
)
from studpoker.bots import CallingStation, RandomBot, RandomKindBot, SteadyBot
from studpoker.saving import hand_body, restore_table, save, table_state

from .store import HandRow, SeatRow, StaleRevisionError, Store, StoredTable

__all__ = ["BOTS", "MAX_TURN_SECONDS", "MIN_TURN_SECONDS", "Room", "RoomError", "Settings"]

MIN_TURN_SECONDS = 1.0
MAX_TURN_SECONDS = 86_400.0
"""The bounds of a table's turn clock (``turn_seconds``), in seconds."""


@dataclass(frozen=True, slots=True)
class Settings:
    """The room's limits."""

    max_tables: int = 10_000
    """Tables in all; a new one past this is refused (409)."""
    max_tables_per_client: int = 100
    """Tables made by one client (its address); a new one past this is refused (409)."""
    timeouts_to_sit_out: int = 3
    """After this many turns in a row played by the clock, the seat is sat out (after the
    hand); 0: never."""


class _Bot(Protocol):
    def choose(self, hand: Hand, seat: int | None = None) -> Action | LegalAction | str: ...


BOTS: dict[str, Callable[[], _Bot]] = {
    "calling_station": CallingStation,
    "random": RandomBot,
    "random_kind": RandomKindBot,
    "steady": SteadyBot,
}
"""The bots a table may seat, by name; each is made afresh per decision and unseeded, so it draws
from the operating system's generator: nothing a player can see (the table, the hand, the
moment) predicts its choices, and a bot needs no state of its own between requests."""

MAX_BOT_DECISIONS = 10_000
"""A bound on the bots' moves in one request (a hand between bots always ends far sooner)."""

READ_TRIES = 5
"""Reads of a table that other processes keep changing before a request gives up (409)."""


class RoomError(Exception):
    """A refused request: ``status`` is its HTTP status code."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status


class KeyedLocks:
    """One lock per stored id (a table, a sit-and-go), made at its first request; no lock is
    kept for an id that is not stored, so made-up ids cannot grow the set."""

    def __init__(self) -> None:
        self._locks: dict[str, threading.Lock] = {}
        self._guard = threading.Lock()

    def of(self, key: str, stored: Callable[[], bool], what: str) -> threading.Lock:
        """The lock of ``key``; a 404 naming ``what`` when ``stored()`` says it does not exist."""
        with self._guard:
            lock = self._locks.get(key)
            if lock is None:
                if not stored():
                    raise RoomError(404, f"no {what} {key!r}")
                lock = self._locks[key] = threading.Lock()
            return lock


@dataclass
class _Loaded:
    stored: StoredTable
    table: Table
    seats: dict[int, SeatRow]
    turn_key: str | None
    turn_started: float | None


def _token_hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()


class Room:
    """The service; ``clock`` gives seconds (``time.time`` unless a test passes its own)."""

    def __init__(
        self,
        store: Store,
        clock: Callable[[], float] = time.time,
        settings: Settings | None = None,
    ) -> None:
        self.store = store
        self.clock = clock
        self.settings = settings or Settings()
        self._cache: dict[str, tuple[int, Table]] = {}
        self._locks = KeyedLocks()

    # ================================================================= tables
    def create_table(
        self,
        *,
        game: str,
        seats: int,
        bots: dict[int, str],
        chips: int,
        buy_in: tuple[int, int] | None,
        seed: int | None,
        turn_seconds: float | None,
        creator: str | None = None,
    ) -> dict[str, Any]:
        profile = PROFILES.get(game)
        if profile is None:
            raise RoomError(400, f"game {game!r}: choose one of {', '.join(PROFILES)}")
        unknown = sorted({kind for kind in bots.values() if kind not in BOTS})
        if unknown:
            raise RoomError(400, f"bot {unknown[0]!r}: choose one of {', '.join(BOTS)}")
        _check_turn_seconds(turn_seconds)
        if self.store.count_tables() >= self.settings.max_tables:
            raise RoomError(409, f"the room holds its most tables ({self.settings.max_tables})")
        made = self.store.count_tables(creator) if creator is not None else 0
        if made >= self.settings.max_tables_per_client:
            limit = self.settings.max_tables_per_client
            raise RoomError(409, f"this client has made its most tables ({limit})")
        table = Table(profile, seats=seats, buy_in=buy_in, seed=seed)
        rows = []
        for seat, kind in sorted(bots.items()):
            table.join(seat, chips)  # refuses a seat off the table or twice, before any save
            rows.append(SeatRow(seat, f"{kind.replace('_', ' ')} {seat}", kind, None))
        table_id = secrets.token_hex(8)
        self.store.create(table_id, save(table), turn_seconds, rows, creator=creator)
        return self.public(table_id)

    def public(self, table_id: str) -> dict[str, Any]:
        """What anyone may see: the seats, their chips, whose turn; no card."""
        with self._lock(table_id):
            return self._public(table_id, self._load(table_id))

    # ================================================================= seats
    def join(self, table_id: str, seat: int | None, chips: int, name: str) -> dict[str, Any]:
        """Seat a person; the answer holds the seat's token, shown this once."""
        token = secrets.token_urlsafe(24)
        with self._change(table_id) as loaded:
            table = loaded.table
            if seat is None:
                empty = [s for s, stack in enumerate(table.stacks) if stack is None]
                if not empty:
                    raise RoomError(409, "the table is full")
                seat = empty[0]
            table.join(seat, chips)
            loaded.seats[seat] = SeatRow(seat, name or f"player {seat}", None, _token_hash(token))
        return {"table_id": table_id, "seat": seat, "token": token}

    def leave(self, table_id: str, token: str | None) -> dict[str, Any]:
        with self._change(table_id) as loaded:
            seat = self._seat_of(loaded, token)
            chips = loaded.table.leave(seat)
            if chips is not None:  # gone now; a leave from the running hand waits for its end
                del loaded.seats[seat]
        return {"seat": seat, "chips": chips}

    def sit_out(self, table_id: str, token: str | None) -> dict[str, Any]:
        def change(table: Table, seat: int) -> None:
            if seat not in table.sitting_out:  # already out: nothing to change or write
                table.sit_out(seat)

        return self._seat_call(table_id, token, change)

    def sit_in(self, table_id: str, token: str | None) -> dict[str, Any]:
        def change(table: Table, seat: int, loaded: _Loaded) -> None:
            if seat in table.sitting_out:  # already in: nothing to change or write
                table.sit_in(seat)
            _reset_timeouts(loaded, seat)

        with self._change(table_id) as loaded:
            seat = self._seat_of(loaded, token)
            change(loaded.table, seat, loaded)
        return self._view(table_id, loaded, seat)

    # ================================================================= hands
    def view(self, table_id: str, token: str | None) -> dict[str, Any]:
        with self._lock(table_id):
            loaded = self._load(table_id)
            return self._view(table_id, loaded, self._seat_of(loaded, token))

    def deal(self, table_id: str, token: str | None) -> dict[str, Any]:
        with self._change(table_id) as loaded:
            seat = self._seat_of(loaded, token)
            table = loaded.table
            if table.in_hand:
                raise RoomError(409, "a hand is being played")
            for waiting in table.waiting_for:  # a bot always posts its ante
                if loaded.seats[waiting].bot is not None:
                    table.post_ante(waiting)
            table.deal()
        return self._view(table_id, loaded, seat)

    def act(
        self,
        table_id: str,
        token: str | None,
        *,
        action: str | None = None,
        option: str | None = None,
        to: int | None = None,
    ) -> dict[str, Any]:
        """Play the seat's action: PHH text (``cbr 6``, flip stud's ``tu Kh``) or an option's
        kind (``raise``, with ``to`` for a range); refused unless it is the seat's turn (or, at a
        flip stud turn-up, unless the seat still owes its choice)."""
        with self._change(table_id) as loaded:
            seat = self._seat_of(loaded, token)
            hand, hand_seat = self._turn_of(loaded, seat)
            chosen = _chosen(hand, hand_seat, action, option, to)
            hand.act(chosen, None if hand.actor is not None else hand_seat)
            _reset_timeouts(loaded, seat)
        return self._view(table_id, loaded, seat)

    def timeout(self, table_id: str, token: str | None) -> dict[str, Any]:
        """A seated player calls the clock on the person to act: once their time has run out,
        the hand plays ``act_default()`` for them (check, else fold); at a flip stud turn-up,
        for every seat that has not chosen yet (its first card of the street)."""
        with self._change(table_id) as loaded:
            seat = self._seat_of(loaded, token)
            self._time_out(loaded)
        return self._view(table_id, loaded, seat)

    def expire_due(self) -> list[str]:
        """Play the default action for every player to act whose time has run out (the app's
        background task calls this); the ids of the tables where the clock played."""
        played = []
        for table_id in self.store.due(self.clock()):
            try:
                with self._change(table_id) as loaded:
                    self._time_out(loaded)
            except (RoomError, StudPokerError):  # acted meanwhile, or changed elsewhere
                continue
            played.append(table_id)
        return played

    def show(self, table_id: str, token: str | None) -> dict[str, Any]:
        """The winner of a hand nobody called shows its cards; refused (409, the table's reason)
        to anyone else, a person who took the seat after the deal included."""
        with self._change(table_id) as loaded:
            seat = self._seat_of(loaded, token)
            try:
                loaded.table.show_after_win(seat)
            except IllegalActionError as refused:  # the request names nothing but the seat
                raise RoomError(409, str(refused)) from None
        return self._view(table_id, loaded, seat)

    def history(self, table_id: str, token: str | None, number: int) -> dict[str, Any]:
        """A finished hand's PHH text as this seat may see it."""
        with self._lock(table_id):
            loaded = self._load(table_id)
            seat = self._seat_of(loaded, token)
            return {"number": number, "phh": loaded.table.history(number, seat)}

    # ================================================================= inside
    def _time_out(self, loaded: _Loaded) -> None:
        """The clock plays ``act_default()`` for the person to act, whose time has run out; a
        seat timed out ``timeouts_to_sit_out`` turns in a row is sat out."""
        table, hand = loaded.table, loaded.table.hand
        if hand is None or not table.in_hand or not hand.actors:
            raise RoomError(409, "no hand is being played")
        left = self._time_left(loaded)
        if left is None:
            raise RoomError(409, "this table has no turn clock")
        if left > 0:
            raise RoomError(409, f"the player to act has {left:.1f} s left")
        if hand.actor is None:  # several choose at once (a turn-up): the clock ran out for each
            timed_out = list(hand.actors)
            for chooser in timed_out:
                hand.act_default(chooser)
        else:
            timed_out = [hand.actor]
            hand.act_default()
        limit = self.settings.timeouts_to_sit_out
        for hand_seat in timed_out:
            seat = table.hand_seats[hand_seat]
            row = loaded.seats.get(seat)
            if row is not None:
                loaded.seats[seat] = row = replace(row, timeouts=row.timeouts + 1)
                if limit and row.timeouts >= limit and seat not in table.sitting_out:
                    table.sit_out(seat)

    def _seat_call(
        self, table_id: str, token: str | None, change: Callable[[Table, int], None]
    ) -> dict[str, Any]:
        with self._change(table_id) as loaded:
            seat = self._seat_of(loaded, token)
            change(loaded.table, seat)
        return self._view(table_id, loaded, seat)

    def _seat_of(self, loaded: _Loaded, token: str | None) -> int:
        """The seat whose token this is: 401 without one, 403 for a token of no seat here."""
        if not token:
            raise RoomError(401, "this request needs the seat's token (Authorization: Bearer)")
        digest = _token_hash(token)
        for row in loaded.seats.values():
            if row.token_hash is not None and hmac.compare_digest(row.token_hash, digest):
                return row.seat
        raise RoomError(403, "the token does not hold a seat at this table")

    def _turn_of(self, loaded: _Loaded, seat: int) -> tuple[Hand, int]:
        """The hand and the seat's place in it, when the seat is to act (or is one of the seats
        choosing at once at a flip stud turn-up)."""
        table, hand = loaded.table, loaded.table.hand
        if hand is None or not table.in_hand:
            raise RoomError(409, "no hand is being played")
        to_act = [table.hand_seats[s] for s in hand.actors]
        if seat not in to_act:
            if hand.actor is None and seat in table.hand_seats:
                raise RoomError(409, f"seat {seat} has chosen; seats {to_act} still choose")
            whose = to_act[0] if to_act else None
            raise RoomError(409, f"it is seat {whose}'s turn, not seat {seat}'s")
        return hand, table.hand_seats.index(seat)

    def _lock(self, table_id: str) -> threading.Lock:
        """One request at a time per table in this process (reads too: they share the copy in
        memory that a change mutates); other processes are kept apart by the revision."""
        return self._locks.of(table_id, lambda: self.store.revision(table_id) is not None, "table")

    def _load(self, table_id: str) -> _Loaded:
        for _ in range(READ_TRIES):
            stored = self.store.load(table_id)
            if stored is None:
                raise RoomError(404, f"no table {table_id!r}")
            cached = self._cache.get(table_id)
            if cached is not None and cached[0] == stored.revision:
                table = cached[1]
            else:
                try:
                    document = self.store.document(table_id, stored.revision)
                except StaleRevisionError:  # another process wrote meanwhile: read again
                    continue
                if document is None:
                    raise RoomError(404, f"no table {table_id!r}")
                table = restore_table(document)
                self._cache[table_id] = (stored.revision, table)
            return _Loaded(stored, table, dict(stored.seats), stored.turn_key, stored.turn_started)
        raise RoomError(409, "the table changed meanwhile; ask again")

    @contextmanager
    def _change(self, table_id: str) -> Iterator[_Loaded]:
        """Load, let the caller change the table, let the bots play, save; on any refusal the
        copy in memory is dropped and nothing is written."""
        with self._lock(table_id):
            loaded = self._load(table_id)
            first_open = _first_open_hand(loaded.table)
            before = _fingerprint(loaded)
            try:
                yield loaded
                self._play_bots(loaded)
                if _fingerprint(loaded) != before:  # a request that changes nothing writes nothing
                    self._save(table_id, loaded, first_open)
            except BaseException:
                self._cache.pop(table_id, None)
                raise

    def _play_bots(self, loaded: _Loaded) -> None:
        table = loaded.table
        for _ in range(MAX_BOT_DECISIONS):
            hand = table.hand
            if hand is None or not hand.actors:
                break
            # the seat to act, or each bot among the seats choosing at once (a turn-up)
            bots = [s for s in hand.actors if _bot_of(loaded, table.hand_seats[s]) is not None]
            if not bots or (hand.actor is not None and bots != [hand.actor]):
                break
            chooser = bots[0]
            bot = _bot_of(loaded, table.hand_seats[chooser])
            assert bot is not None
            named = None if hand.actor is not None else chooser
            hand.act(BOTS[bot]().choose(hand, chooser), named)
        # seats that left during the hand are gone once it ends
        stacks = table.stacks
        for seat in [s for s in loaded.seats if stacks[s] is None]:
            del loaded.seats[seat]

    def _save(self, table_id: str, loaded: _Loaded, first_open: int) -> None:
        table = loaded.table
        hand = table.hand
        key = None
        if hand is not None and hand.actor is not None:
            key = f"{table.hands_played}:{len(hand.history)}"
        elif hand is not None and hand.actors:  # a turn-up: one clock for every seat choosing
            key = f"{table.hands_played}:turn-up:{hand.street}"
        if key != loaded.turn_key:
            loaded.turn_key, loaded.turn_started = key, None if key is None else self.clock()
        rows = []
        hands = table.hands
        for number in range(first_open, table.hands_played + 1):
            done = hands[number - 1]
            history = table.history(number) if done.is_over else None
            body = _dump(hand_body(done))
            rows.append(HandRow(number, body, save(done), done.is_over, history))
        stored = loaded.stored
        log_from = min(stored.log_length, len(table.log))
        deadline = None
        if stored.turn_seconds is not None and loaded.turn_started is not None:
            deadline = loaded.turn_started + stored.turn_seconds
        try:
            revision = self.store.save(
                table_id,
                stored.revision,
                state=_dump(table_state(table)),
                log_from=log_from,
                log=table.log[log_from:],
                hand_count=table.hands_played,
                turn_key=loaded.turn_key,
                turn_started=loaded.turn_started,
                turn_deadline=deadline,
                seats=None if loaded.seats == stored.seats else loaded.seats.values(),
                hands=rows,
            )
        except StaleRevisionError:
            raise RoomError(409, "the table changed meanwhile; ask again") from None
        self._cache[table_id] = (revision, table)
        loaded.stored = replace(
            stored,
            revision=revision,
            log_length=len(table.log),
            hand_count=table.hands_played,
            turn_key=loaded.turn_key,
            turn_started=loaded.turn_started,
            seats=dict(loaded.seats),
        )

    def _time_left(self, loaded: _Loaded) -> float | None:
        seconds, started = loaded.stored.turn_seconds, loaded.turn_started
        if seconds is None or started is None:
            return None
        return max(0.0, started + seconds - self.clock())

    def _public(self, table_id: str, loaded: _Loaded) -> dict[str, Any]:
        table = loaded.table
        hand = table.hand
        actor = None
        if hand is not None and hand.actor is not None:
            actor = table.hand_seats[hand.actor]
        # every seat that may act now: the actor, or the seats still choosing at a turn-up
        actors = [] if hand is None else [table.hand_seats[s] for s in hand.actors]
        seats = []
        for seat, stack in enumerate(table.stacks):
            row = loaded.seats.get(seat)
            seats.append(
                {
                    "seat": seat,
                    "name": None if row is None else row.name,
                    "bot": None if row is None else row.bot,
                    "stack": stack,
                    "sitting_out": seat in table.sitting_out,
                }
            )
        deadline = None
        if loaded.stored.turn_seconds is not None and loaded.turn_started is not None:
            deadline = loaded.turn_started + loaded.stored.turn_seconds
        return {
            "id": table_id,
            "game": table.profile.name,
            "seats": seats,
            "dealer": table.dealer,
            "hands_played": table.hands_played,
            "in_hand": table.in_hand,
            "hand_seats": list(table.hand_seats),
            "actor": actor,
            "actors": actors,
            "turn_seconds": loaded.stored.turn_seconds,
            "turn_deadline": deadline,
            "waiting_for": list(table.waiting_for),
        }

    def _view(self, table_id: str, loaded: _Loaded, seat: int) -> dict[str, Any]:
        """The seat's answer: the public table, and the last hand as ``Table.view(seat)`` shows
        it (a seat not dealt in, or whose person sat down after the deal, sees it as a
        spectator)."""
        table, hand = loaded.table, loaded.table.hand
        hand_seat = table.seat_in_hand(seat)
        view = None if hand is None else _without_burns(table.view(seat).to_dict())
        options = []
        if hand is not None and hand_seat is not None and hand_seat in hand.actors:
            options = [_option(o) for o in hand.legal_actions(hand_seat)]
        return {
            "seat": seat,
            "table": self._public(table_id, loaded),
            "hand_number": table.hands_played or None,
            "hand_seat": hand_seat,
            "view": view,
            "options": options,
            "can_show": table.can_show_after_win(seat),
        }


def _dump(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"))


def _check_turn_seconds(turn_seconds: object) -> None:
    """A turn clock is ``None`` (none) or a finite number of seconds within the bounds."""
    if turn_seconds is None:
        return
    if (
        isinstance(turn_seconds, bool)
        or not isinstance(turn_seconds, (int, float))
        or not math.isfinite(turn_seconds)
        or not MIN_TURN_SECONDS <= turn_seconds <= MAX_TURN_SECONDS
    ):
        raise RoomError(
            400,
            f"turn_seconds must be a number from {MIN_TURN_SECONDS:g} to {MAX_TURN_SECONDS:g}"
            " (or null: no clock)",
        )


def _reset_timeouts(loaded: _Loaded, seat: int) -> None:
    row = loaded.seats.get(seat)
    if row is not None and row.timeouts:
        loaded.seats[seat] = replace(row, timeouts=0)


def _fingerprint(loaded: _Loaded) -> tuple[Any, ...]:
    """What a save writes, in short: equal before and after a request that changed nothing."""
    table, hand = loaded.table, loaded.table.hand
    return (
        len(table.log),
        table.hands_played,
        None if hand is None else len(hand.history),
        _dump(table_state(table)),
        tuple(sorted(loaded.seats.items())),
    )


def _first_open_hand(table: Table) -> int:
    """The number of the first hand still running (or the next to deal): the hands a change
    can touch, so the only ones to write again."""
    for number, hand in enumerate(table.hands, start=1):
        if not hand.is_over:
            return number
    return table.hands_played + 1


def _without_burns(view: dict[str, Any]) -> dict[str, Any]:
    """A burned card is dealt to nobody, and rules §2.1 may deal it again as a hole card: no
    player learns it (whatever the library's view of the day shows of it)."""
    for record in view["history"]:
        if record["event"] == "card_burned":
            record["card"] = None
    return view


def _option(option: LegalAction) -> dict[str, Any]:
    return {
        "kind": option.kind,
        "notation": option.notation,
        "chips": option.chips,
        "min_to": option.min_to,
        "max_to": option.max_to,
        "all_in": option.all_in,
        "label": option.describe(),
    }


def _bot_of(loaded: _Loaded, seat: int) -> str | None:
    """The kind of bot in a table seat, or None for a person (or an empty seat)."""
    row = loaded.seats.get(seat)
    return None if row is None else row.bot


def _chosen(
    hand: Hand, hand_seat: int, action: str | None, option: str | None, to: int | None
) -> Any:
    """The action a request names: PHH text as it is (the hand checks it), or the option of
    that kind, at ``to`` where the option is a range (a turn-up names its card: ``tu Kh``)."""
    if (action is None) == (option is None):
        raise RoomError(400, "give either 'action' (PHH text such as 'cbr 6') or 'option'")
    if action is not None:
        return action
    legal = hand.legal_actions(hand_seat)
    matching = [o for o in legal if o.kind == option]
    if not matching:
        kinds = ", ".join(dict.fromkeys(o.kind for o in legal))
        raise RoomError(409, f"option {option!r} is not open; the options are: {kinds}")
    if to is None:
        return matching[0]
    for candidate in matching:
        if candidate.min_to <= to <= candidate.max_to:
            return Action(candidate.code, to)
    spans = ", ".join(f"{o.min_to}..{o.max_to}" for o in matching)
    raise RoomError(409, f"{option} to {to}: the amount must be within {spans}")
