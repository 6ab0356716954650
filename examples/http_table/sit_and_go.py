"""Sit-and-gos hosted by the room: one table of entrants (people by token, bots in the entries
given to them) that starts when every entry is taken and plays ``studpoker.Tournament`` to its
end, its levels lasting minutes on the server's clock.

The tournament's hands are dealt through ``Tournament.deal(0)`` as soon as the last one ends,
and bots play until a person is to act; the level moves on between hands when its minutes are
up (the tournament reads the clock this room reads, which a test injects). A person's turn runs
on the turn clock as at a cash table: ``POST .../timeout`` or the server's tick plays
``act_default()`` for a person whose time is up (nobody sits out of a tournament: a stalled
player is dealt in and checks or folds until it busts).

Every change is appended to ``SitAndGoStore`` as events (an entry taken, the start, each deal
with the clock's reading, each decision), and a sit-and-go is rebuilt by playing them again with
the clock held at each saved reading, so it resumes after a restart exactly where it was.
Players receive the hand only as ``Hand.view(seat)`` shows it to their own entry's seat; an
entry out of the hand (busted, or not dealt in) sees it as a spectator.
"""

from __future__ import annotations

import math
import secrets
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from typing import Any

from studpoker import (
    PROFILES,
    TURBO_SIT_AND_GO,
    Hand,
    IllegalActionError,
    Payouts,
    Structure,
    StudPokerError,
    Tournament,
)
from studpoker.saving import apply_action, hand_actions

from .room import (
    BOTS,
    KeyedLocks,
    RoomError,
    Settings,
    _check_turn_seconds,
    _chosen,
    _option,
    _token_hash,
)
from .room import _without_burns as without_burns
from .sit_and_go_store import SitAndGoStore
from .store import StaleRevisionError, Store

__all__ = [
    "MAX_ENTRANTS",
    "MAX_LEVEL_MINUTES",
    "MIN_LEVEL_MINUTES",
    "SitAndGoRoom",
    "minutes_structure",
]

MAX_ENTRANTS = 8
"""The most entrants of a sit-and-go: one table, as the stud games seat at most eight."""
MIN_LEVEL_MINUTES = 0.5
MAX_LEVEL_MINUTES = 240.0
"""The bounds of a level's length, in minutes."""
MAX_BOT_DECISIONS = 20_000
"""A bound on the decisions one request plays for bots; past it the tick carries on."""


def minutes_structure(minutes: float) -> Structure:
    """``TURBO_SIT_AND_GO``'s ladder with every level lasting ``minutes`` minutes."""
    levels = tuple(replace(level, hands=None, minutes=minutes) for level in TURBO_SIT_AND_GO.levels)
    return Structure(levels, name="turbo_sit_and_go_minutes")


class _HeldClock:
    """The tournament's clock: the room's, or a reading held while a saved event is played
    again (and while a live one is played, so the reading saved is the one it used)."""

    __slots__ = ("held", "live")

    def __init__(self, live: Callable[[], float]) -> None:
        self.live = live
        self.held: float | None = None

    def __call__(self) -> float:
        return self.live() if self.held is None else self.held


@dataclass(frozen=True, slots=True)
class _Player:
    name: str
    bot: str | None
    token_hash: str | None


@dataclass
class _Game:
    id: str
    setup: dict[str, Any]
    clock: _HeldClock
    players: dict[int, _Player] = field(default_factory=dict)
    tournament: Tournament | None = None
    events: list[dict[str, Any]] = field(default_factory=list)
    stored: int = 0
    """How many of ``events`` are in the store."""
    recorded: dict[int, int] = field(default_factory=dict)
    """Decisions recorded per hand number."""
    turn_key: str | None = None
    turn_started: float | None = None


def _entrant(entry: int) -> str:
    return f"p{entry + 1}"


def _entry_of(entrant: str) -> int:
    return int(entrant[1:]) - 1


class SitAndGoRoom:
    """The sit-and-go service over the room's database; ``clock`` gives seconds."""

    def __init__(
        self,
        store: Store,
        clock: Callable[[], float] = time.time,
        settings: Settings | None = None,
    ) -> None:
        self.store = SitAndGoStore(store)
        self.clock = clock
        self.settings = settings or Settings()
        self._cache: dict[str, _Game] = {}
        self._locks = KeyedLocks()

    # ================================================================= calls
    def create(
        self,
        *,
        game: str,
        entrants: int,
        bots: dict[int, str],
        starting_chips: int,
        level_minutes: float,
        shares: list[int],
        buy_in: int,
        seed: int | None,
        turn_seconds: float | None,
        creator: str | None = None,
    ) -> dict[str, Any]:
        """A new sit-and-go waiting for its people; refused (400) unless it could start."""
        profile = PROFILES.get(game)
        if profile is None:
            raise RoomError(400, f"game {game!r}: choose one of {', '.join(PROFILES)}")
        if not 2 <= entrants <= min(MAX_ENTRANTS, profile.max_players):
            most = min(MAX_ENTRANTS, profile.max_players)
            raise RoomError(400, f"entrants {entrants}: {profile.name} seats 2..{most}")
        outside = sorted(entry for entry in bots if not 0 <= entry < entrants)
        if outside:
            raise RoomError(400, f"bot entry {outside[0]}: the entries are 0..{entrants - 1}")
        unknown = sorted({kind for kind in bots.values() if kind not in BOTS})
        if unknown:
            raise RoomError(400, f"bot {unknown[0]!r}: choose one of {', '.join(BOTS)}")
        if len(bots) == entrants:
            raise RoomError(400, "every entry is a bot's: leave at least one for a person")
        if not (
            math.isfinite(level_minutes) and MIN_LEVEL_MINUTES <= level_minutes <= MAX_LEVEL_MINUTES
        ):
            raise RoomError(
                400,
                f"level_minutes must be from {MIN_LEVEL_MINUTES:g} to {MAX_LEVEL_MINUTES:g}",
            )
        _check_turn_seconds(turn_seconds)
        if self.store.count() >= self.settings.max_tables:
            most = self.settings.max_tables
            raise RoomError(409, f"the room holds its most sit-and-gos ({most})")
        if creator is not None and self.store.count(creator) >= self.settings.max_tables_per_client:
            limit = self.settings.max_tables_per_client
            raise RoomError(409, f"this client has made its most sit-and-gos ({limit})")
        setup = {
            "game": game,
            "entrants": entrants,
            "bots": {str(entry): kind for entry, kind in sorted(bots.items())},
            "starting_chips": starting_chips,
            "level_minutes": level_minutes,
            "payouts": {"shares": list(shares), "buy_in": buy_in},
            # the server's secret: it orders every deck, so no player ever reads it
            "seed": secrets.randbits(63) if seed is None else seed,
            "turn_seconds": turn_seconds,
        }
        _tournament(setup, _HeldClock(lambda: 0.0))  # refuses what could not start (400)
        sit_and_go_id = secrets.token_hex(8)
        self.store.create(sit_and_go_id, setup, creator)
        return self.public(sit_and_go_id)

    def public(self, sit_and_go_id: str) -> dict[str, Any]:
        """What anyone may see: the entries, the level and those to come, the chips, whose
        turn, the places and prizes; no card."""
        with self._lock(sit_and_go_id):
            return self._public(self._load(sit_and_go_id))

    def join(self, sit_and_go_id: str, name: str) -> dict[str, Any]:
        """A person takes the first open entry; the answer holds its token, shown this once.
        The last entry taken starts the sit-and-go."""
        token = secrets.token_urlsafe(24)
        with self._change(sit_and_go_id) as game:
            if game.tournament is not None:
                raise RoomError(409, "the sit-and-go has started; its entries are taken")
            entry = next(k for k in range(game.setup["entrants"]) if k not in game.players)
            named = name or f"player {entry + 1}"
            event = {"op": "join", "entry": entry, "name": named, "token_hash": _token_hash(token)}
            self._record(game, event)
            if len(game.players) == game.setup["entrants"]:
                self._record(game, {"op": "start"})
        return {"sit_and_go_id": sit_and_go_id, "entry": entry, "token": token}

    def view(self, sit_and_go_id: str, token: str | None) -> dict[str, Any]:
        with self._lock(sit_and_go_id):
            game = self._load(sit_and_go_id)
            return self._view(game, self._entry_of(game, token))

    def act(
        self,
        sit_and_go_id: str,
        token: str | None,
        *,
        action: str | None = None,
        option: str | None = None,
        to: int | None = None,
    ) -> dict[str, Any]:
        """The entry's action, as at a table (PHH text or an option's kind); 409 out of turn."""
        with self._change(sit_and_go_id) as game:
            entry = self._entry_of(game, token)
            hand, hand_seat = self._turn_of(game, entry)
            chosen = _chosen(hand, hand_seat, action, option, to)
            hand.act(chosen, None if hand.actor is not None else hand_seat)
        return self._view(game, entry)

    def timeout(self, sit_and_go_id: str, token: str | None) -> dict[str, Any]:
        """An entrant calls the clock on the person to act, once their time has run out."""
        with self._change(sit_and_go_id) as game:
            entry = self._entry_of(game, token)
            self._time_out(game)
        return self._view(game, entry)

    def expire_due(self) -> list[str]:
        """The turn clock's tick: every sit-and-go whose person to act has run out of time."""
        played = []
        for sit_and_go_id in self.store.due(self.clock()):
            try:
                with self._change(sit_and_go_id) as game:
                    self._time_out(game)
            except (RoomError, StudPokerError):  # acted meanwhile, or changed elsewhere
                continue
            played.append(sit_and_go_id)
        return played

    def history(self, sit_and_go_id: str, token: str | None, number: int) -> dict[str, Any]:
        """A finished hand's PHH text as this entrant may see it."""
        with self._lock(sit_and_go_id):
            game = self._load(sit_and_go_id)
            entry = self._entry_of(game, token)
            if game.tournament is None:
                raise RoomError(409, "the sit-and-go has not started")
            return {"number": number, "phh": game.tournament.history(number, _entrant(entry))}

    # ================================================================= inside
    def _time_out(self, game: _Game) -> None:
        if game.turn_key == "bots":
            return  # the bots' play went past a request's bound: this call carries it on
        hand = _running(game)
        if hand is None or not hand.actors:
            raise RoomError(409, "no hand is being played")
        seconds = game.setup["turn_seconds"]
        if seconds is None or game.turn_started is None:
            raise RoomError(409, "this sit-and-go has no turn clock")
        left = game.turn_started + seconds - self.clock()
        if left > 0:
            raise RoomError(409, f"the player to act has {left:.1f} s left")
        if hand.actor is None:  # a turn-up: the clock ran out for every seat still choosing
            for chooser in list(hand.actors):
                hand.act_default(chooser)
        else:
            hand.act_default()

    def _entry_of(self, game: _Game, token: str | None) -> int:
        """The entry whose token this is: 401 without one, 403 for another's."""
        if not token:
            raise RoomError(401, "this request needs the entry's token (Authorization: Bearer)")
        digest = _token_hash(token)
        for entry, player in game.players.items():
            if player.token_hash is not None and secrets.compare_digest(player.token_hash, digest):
                return entry
        raise RoomError(403, "the token does not hold an entry of this sit-and-go")

    def _turn_of(self, game: _Game, entry: int) -> tuple[Hand, int]:
        hand = _running(game)
        if hand is None or game.tournament is None:
            raise RoomError(409, "no hand is being played")
        record = game.tournament.hands[-1]
        seat = _hand_seat(record.entrants, entry)
        if seat is None or seat not in hand.actors:
            actors = [_entry_of(record.entrants[s]) for s in hand.actors]
            raise RoomError(409, f"it is entry {actors}'s turn, not entry {entry}'s")
        return hand, seat

    def _lock(self, sit_and_go_id: str) -> threading.Lock:
        return self._locks.of(sit_and_go_id, lambda: self.store.exists(sit_and_go_id), "sit-and-go")

    def _load(self, sit_and_go_id: str) -> _Game:
        """The sit-and-go from memory, or rebuilt from its stored events by playing them again
        with the clock held at each one's reading."""
        cached = self._cache.get(sit_and_go_id)
        if cached is not None and cached.stored == self.store.length(sit_and_go_id):
            return cached  # no other process has appended since
        stored = self.store.load(sit_and_go_id)
        if stored is None:
            raise RoomError(404, f"no sit-and-go {sit_and_go_id!r}")
        game = _Game(stored.id, stored.setup, _HeldClock(self.clock))
        _seat_bots(game)
        for event in stored.events:
            _apply(game, event)
            game.events.append(event)
            _turn(game, event["time"])
        game.stored = len(game.events)
        self._cache[sit_and_go_id] = game
        return game

    @contextmanager
    def _change(self, sit_and_go_id: str) -> Iterator[_Game]:
        """Load, let the caller change it, deal and let the bots play, append the events; on
        any refusal the copy in memory is dropped and nothing is written."""
        with self._lock(sit_and_go_id):
            game = self._load(sit_and_go_id)
            try:
                yield game
                now = self.clock()
                self._advance(game, now)
                if len(game.events) > game.stored:
                    self._save(game, now)
            except BaseException:
                self._cache.pop(sit_and_go_id, None)
                raise

    def _record(self, game: _Game, event: dict[str, Any]) -> None:
        event = event | {"time": self.clock()}
        _apply(game, event)
        game.events.append(event)

    def _decisions(self, game: _Game) -> None:
        """The running (or just ended) hand's new decisions, as events."""
        if game.tournament is None or not game.tournament.hands:
            return
        number = len(game.tournament.hands)
        done = hand_actions(game.tournament.hands[-1].hand)
        for decision in done[game.recorded.get(number, 0) :]:
            game.events.append({"op": "act", "hand": number, "decision": decision})
        game.recorded[number] = len(done)

    def _advance(self, game: _Game, now: float) -> None:
        """Deal each next hand as the last ends, and let the bots play, until a person is to
        act or the sit-and-go is over."""
        tournament = game.tournament
        for _ in range(MAX_BOT_DECISIONS):
            self._decisions(game)
            if tournament is None or tournament.is_over:
                break
            hand = _running(game)
            if hand is None:
                game.clock.held = now
                try:
                    tournament.deal(0)
                finally:
                    game.clock.held = None
                game.events.append({"op": "deal", "table": 0})
                continue
            record = tournament.hands[-1]
            bots = [s for s in hand.actors if _bot(game, record.entrants[s]) is not None]
            if not bots or (hand.actor is not None and bots != [hand.actor]):
                break
            chooser = bots[0]
            kind = _bot(game, record.entrants[chooser])
            assert kind is not None
            named = None if hand.actor is not None else chooser
            hand.act(BOTS[kind]().choose(hand, chooser), named)
        for event in game.events[game.stored :]:
            event.setdefault("time", now)
        _turn(game, now)

    def _save(self, game: _Game, now: float) -> None:
        deadline = None
        seconds = game.setup["turn_seconds"]
        if game.turn_started is not None and game.turn_key is not None:
            # a person's turn ends on the clock; the bots' unfinished play is due at once
            if game.turn_key == "bots":
                deadline = now
            elif seconds is not None:
                deadline = game.turn_started + seconds
        try:
            self.store.append(game.id, game.stored, game.events[game.stored :], deadline)
        except StaleRevisionError:
            raise RoomError(409, "the sit-and-go changed meanwhile; ask again") from None
        game.stored = len(game.events)

    def _public(self, game: _Game) -> dict[str, Any]:
        setup, tournament = game.setup, game.tournament
        names = {entry: player.name for entry, player in game.players.items()}
        bots = {entry: player.bot for entry, player in game.players.items()}
        payouts = Payouts(tuple(setup["payouts"]["shares"]), setup["payouts"]["buy_in"])
        answer: dict[str, Any] = {
            "id": game.id,
            "game": setup["game"],
            "entrants": setup["entrants"],
            "entries": [
                {"entry": k, "name": names.get(k), "bot": bots.get(k)}
                for k in range(setup["entrants"])
            ],
            "status": "registering",
            "starting_chips": setup["starting_chips"],
            "level_minutes": setup["level_minutes"],
            "prize_pool": payouts.pool(setup["entrants"]),
            "prizes": list(payouts.prizes(setup["entrants"])),
            "turn_seconds": setup["turn_seconds"],
        }
        if tournament is None:
            return answer
        standings = []
        for standing in tournament.results():
            entry = _entry_of(standing.entrant)
            standings.append(
                {
                    "entry": entry,
                    "name": names[entry],
                    "place": standing.place,
                    "places": None if standing.places is None else list(standing.places),
                    "prize": standing.prize,
                    "chips": standing.chips,
                    "seat": standing.seat,
                }
            )
        hand = _running(game)
        record = tournament.hands[-1] if tournament.hands else None
        actors = [] if hand is None or record is None else hand.actors
        deadline = None
        if game.turn_started is not None and setup["turn_seconds"] is not None and actors:
            deadline = game.turn_started + setup["turn_seconds"]
        remaining = tournament.level_remaining()
        return answer | {
            "status": "over" if tournament.is_over else "running",
            "level": _level(tournament.level, tournament.current_level),
            "level_seconds_left": None if tournament.is_over else remaining,
            "levels_to_come": [_level(n, level) for n, level in tournament.levels_to_come(3)],
            "seats": [None if name is None else _entry_of(name) for name in tournament.seating(0)],
            "button": tournament.button(0),
            "hands_played": len(tournament.hands),
            "in_hand": hand is not None,
            "hand_entries": [] if record is None else [_entry_of(n) for n in record.entrants],
            "actors": [] if record is None else [_entry_of(record.entrants[s]) for s in actors],
            "turn_deadline": deadline,
            "standings": standings,
            "chips_in_play": tournament.chips_in_play,
            # a chip race colors odd chips up: the chips in play move by what it changed
            "chips_raced": sum(race.result.change for race in tournament.races),
        }

    def _view(self, game: _Game, entry: int) -> dict[str, Any]:
        """The entry's answer: the public sit-and-go, and the last hand as its own seat sees it
        (a spectator's view when it is not dealt in)."""
        tournament = game.tournament
        view, options, hand_seat = None, [], None
        if tournament is not None and tournament.hands:
            record = tournament.hands[-1]
            hand_seat = _hand_seat(record.entrants, entry)
            view = without_burns(record.hand.view(hand_seat).to_dict())
            hand = record.hand
            if hand_seat is not None and not hand.is_over and hand_seat in hand.actors:
                options = [_option(o) for o in hand.legal_actions(hand_seat)]
        return {
            "entry": entry,
            "name": game.players[entry].name,
            "sit_and_go": self._public(game),
            "hand_number": None if tournament is None else len(tournament.hands) or None,
            "hand_seat": hand_seat,
            "view": view,
            "options": options,
        }


# ================================================================= events
def _tournament(setup: dict[str, Any], clock: _HeldClock) -> Tournament:
    """The tournament a set-up describes (refused, 400 through the library's error, when it
    cannot be played)."""
    entrants = setup["entrants"]
    return Tournament(
        PROFILES[setup["game"]],
        [_entrant(k) for k in range(entrants)],
        setup["starting_chips"],
        minutes_structure(setup["level_minutes"]),
        Payouts(tuple(setup["payouts"]["shares"]), setup["payouts"]["buy_in"]),
        tables=1,
        seed=setup["seed"],
        seats=entrants,
        clock=clock,
        name="sit-and-go",
    )


def _seat_bots(game: _Game) -> None:
    for key, kind in game.setup["bots"].items():
        entry = int(key)
        game.players[entry] = _Player(f"{kind.replace('_', ' ')} {entry + 1}", kind, None)


def _apply(game: _Game, event: dict[str, Any]) -> None:
    """Play one event on the sit-and-go (live, or again from the store)."""
    op = event["op"]
    if op == "join":
        game.players[event["entry"]] = _Player(event["name"], None, event["token_hash"])
    elif op == "start":
        game.clock.held = event["time"]
        try:
            game.tournament = _tournament(game.setup, game.clock)
        finally:
            game.clock.held = None
    elif op == "deal":
        assert game.tournament is not None
        game.clock.held = event["time"]
        try:
            game.tournament.deal(event["table"])
        finally:
            game.clock.held = None
    elif op == "act":
        assert game.tournament is not None
        number = event["hand"]
        hand = game.tournament.hands[number - 1].hand
        apply_action(hand, event["decision"], f"hand {number}")
        game.recorded[number] = game.recorded.get(number, 0) + 1
    else:
        raise IllegalActionError(f"unknown sit-and-go event {op!r}")


def _turn(game: _Game, now: float) -> None:
    """The turn clock's key: which decision a person owes now (``None``: none); the turn
    starts when the key changes."""
    key = None
    hand = _running(game)
    if game.tournament is not None and not game.tournament.is_over:
        if hand is None:
            key = "bots"  # between hands after the bound: due for the tick to carry on
        elif hand.actors:
            record = game.tournament.hands[-1]
            people = [s for s in hand.actors if _bot(game, record.entrants[s]) is None]
            key = f"{len(game.tournament.hands)}:{len(hand.history)}" if people else "bots"
    if key != game.turn_key:
        game.turn_key, game.turn_started = key, None if key is None else now


def _running(game: _Game) -> Hand | None:
    tournament = game.tournament
    if tournament is None or not tournament.hands:
        return None
    hand = tournament.hands[-1].hand
    return None if hand.is_over else hand


def _bot(game: _Game, entrant: str) -> str | None:
    player = game.players.get(_entry_of(entrant))
    return None if player is None else player.bot


def _hand_seat(entrants: tuple[str, ...], entry: int) -> int | None:
    name = _entrant(entry)
    return entrants.index(name) if name in entrants else None


def _level(number: int, level: Any) -> dict[str, Any]:
    return {
        "number": number,
        "ante": level.ante,
        "bring_in": level.bring_in,
        "small_bet": level.small_bet,
        "big_bet": level.big_bet,
        "minutes": level.minutes,
    }
