"""A stud tournament: levels, eliminations and places, tables balanced and broken, chip races,
late registration and re-entry, prizes (rules §10; docs/tournaments.md).

A backend drives it a hand at a time:

```
tournament = Tournament(SEVEN_CARD_STUD, 18, 1500, TURBO_SIT_AND_GO, Payouts((50, 30, 20), 10),
                        tables=3, seed=7)
while not tournament.is_over:
    table = tournament.next_table()      # or any table whose hand is over
    hand = tournament.deal(table)        # the level, moves, busts and races applied first
    ...                                  # the players act through hand.act / views
tournament.results()
```

``deal(table)`` is where everything between hands happens: the hands that have ended are read
(their busted players placed), the level moves on when its time or hands are up, each table
between hands races off retired chips, a table breaks when the others can seat its players,
and players move until every table is within one player of every other. Only tables between
hands give players up; a table that cannot be dealt before a table in mid-hand gives it a
player waits (``deal`` raises ``IllegalActionError`` naming the table to finish first, and
nothing changes). Every refused call leaves the tournament as it was.
"""

from __future__ import annotations

import math
import secrets
import time
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, NamedTuple

from studpoker import chip_race as races
from studpoker import seating
from studpoker.errors import IllegalActionError, InvalidSetupError
from studpoker.hand import Hand
from studpoker.limits import MAX_CHIPS, is_int
from studpoker.payouts import Payouts, split_evenly
from studpoker.phh.dump import dump
from studpoker.profiles import Profile
from studpoker.rotation import Rotation, RotationState
from studpoker.shuffle import SeededStream, check_seed, seeded_deck
from studpoker.structure import Level, Structure

__all__ = [
    "MAX_ENTRIES",
    "MAX_NAME",
    "MAX_TABLES",
    "Race",
    "Standing",
    "Tournament",
    "TournamentHand",
    "play_tournament",
]

MAX_ENTRIES = 100_000
"""The most entries a tournament takes, re-entries included."""
MAX_TABLES = 10_000
MAX_NAME = 64
"""The longest entrant name."""
Clock = Callable[[], float]


class Standing(NamedTuple):
    """One entry's standing: its place once out (``None`` while it plays), its prize, its chips
    (behind, while in a hand) and where it sits."""

    entrant: str
    entry: int
    """1 for the entrant's first entry, 2 for its first re-entry, and so on."""
    place: int | None
    places: tuple[int, int] | None
    """The places shared by a tie, best first (``(5, 5)`` alone in fifth place)."""
    prize: int
    chips: int
    table: int | None
    seat: int | None


@dataclass(frozen=True, slots=True)
class TournamentHand:
    """A hand of the tournament: its number (from 1, over every table), the table, the level
    and the game it was dealt at, and the entrant in each of its seats."""

    number: int
    table: int
    level: int
    game: str
    entrants: tuple[str, ...]
    entries: tuple[int, ...]
    hand: Hand


@dataclass(frozen=True, slots=True)
class Race:
    """A chip race (rules §10.2): at which level and table, the entrant in each racing seat (the
    table's occupied seats, lowest first) and the result."""

    level: int
    table: int
    entrants: tuple[str, ...]
    result: races.RaceResult


class _Entry:
    """One entry (a re-entry is a new entry of the same entrant)."""

    __slots__ = ("chips", "entrant", "entry", "hand", "number", "out", "seat", "start", "table")

    def __init__(self, number: int, entrant: str, entry: int, chips: int) -> None:
        self.number, self.entrant, self.entry, self.chips = number, entrant, entry, chips
        self.table: int | None = None
        self.seat: int | None = None
        self.out: int | None = None  # the index of its group of eliminations
        self.hand: int | None = None  # the hand it went out in
        self.start = (0, 0)  # (chips at the start of that hand, place clockwise from the dealer)


class _Table:
    __slots__ = (
        "at_level",
        "button",
        "chips_level",
        "dealt",
        "fresh",
        "hand",
        "number",
        "opened",
        "playing",
        "read",
        "rotation",
        "seats",
    )

    def __init__(self, number: int, seats: list[int | None], level: int) -> None:
        self.number = number
        self.seats = seats
        # seats empty from the start opened before any other, in seat order
        self.opened = [seat - len(seats) for seat in range(len(seats))]
        self.playing = True
        self.button = 0  # drawn by lot when the table is set up (Tournament._draw_button)
        self.fresh = True  # no hand dealt since it was set up: the lot's button deals first
        self.hand: int | None = None  # the index of its last hand in Tournament.hands
        self.read = True  # the last hand's result is taken
        self.dealt = 0
        self.at_level = 0  # hands dealt at the current level
        self.chips_level = level  # the level whose chips its players hold
        self.rotation = RotationState()

    @property
    def size(self) -> int:
        return sum(held is not None for held in self.seats)


class _Randomness:
    """Every random choice: the seeded stream, or the operating system's CSPRNG with each draw
    kept (a saved tournament without a seed replays them)."""

    __slots__ = ("_replay", "draws", "stream")

    def __init__(self, seed: int | None, replay: Sequence[Any] | None = None) -> None:
        self.stream = None if seed is None else SeededStream(seed, b"studpoker/tournament/v1")
        self.draws: list[int] = []
        self._replay = None if replay is None else list(replay)

    def _take(self, bound: int | None) -> int | None:
        if self._replay is None:
            return None
        from studpoker.errors import SavedStateError

        index = len(self.draws)
        if index >= len(self._replay):
            raise SavedStateError(f"draws: the play needs more than the {index} saved")
        value = self._replay[index]
        top = 1 << 256 if bound is None else bound
        if not is_int(value) or not 0 <= value < top:
            raise SavedStateError(f"draws[{index}]: {value!r} is not a draw below {top}")
        return value

    def bits(self) -> int:
        if self.stream is not None:
            return self.stream.bits()
        value = self._take(None)
        value = secrets.randbits(256) if value is None else value
        self.draws.append(value)
        return value

    def below(self, bound: int) -> int:
        if self.stream is not None:
            return self.stream.below(bound)
        value = self._take(bound)
        value = secrets.randbelow(bound) if value is None else value
        self.draws.append(value)
        return value

    def mark(self) -> tuple[int, int]:
        """Where the draws are (``reset`` goes back there)."""
        counter = 0 if self.stream is None else self.stream._counter
        return counter, len(self.draws)

    def reset(self, mark: tuple[int, int]) -> None:
        if self.stream is not None:
            self.stream._counter = mark[0]
        del self.draws[mark[1] :]

    @property
    def unused(self) -> int:
        return 0 if self._replay is None else len(self._replay) - len(self.draws)

    def go_live(self) -> None:
        """The saved draws are all replayed: from now on the CSPRNG draws."""
        self._replay = None


class Tournament:
    """A tournament of ``game`` (a profile, or a ``Rotation`` of them) between ``entrants`` (a
    number, named ``p1``, ``p2``, ...; or the names), each starting with ``starting_chips``,
    played through ``structure``'s levels at ``tables`` tables and paid by ``payouts``.

    ``seats``: seats a table (default the game's most, at most 8). ``late_registration`` /
    ``reentry``: the last level at which a new entrant may ``register`` / a busted one
    ``reenter`` (``None``: never), at most ``max_reentries`` times each (``None``: no limit).
    ``clock``: seconds, read at each deal for levels in minutes (default ``time.time``; tests
    inject their own). ``seed``: every draw (seats, buttons, decks, race cards) from one
    documented stream; without it, from the operating system's CSPRNG.
    """

    def __init__(
        self,
        game: Profile | Rotation,
        entrants: int | Sequence[str],
        starting_chips: int,
        structure: Structure,
        payouts: Payouts,
        tables: int = 1,
        seed: int | None = None,
        *,
        seats: int | None = None,
        late_registration: int | None = None,
        reentry: int | None = None,
        max_reentries: int | None = None,
        clock: Clock = time.time,
        name: str = "tournament",
    ) -> None:
        if seed is not None:
            check_seed(seed)
        self._setup(
            game,
            entrants,
            starting_chips,
            structure,
            payouts,
            tables,
            seed,
            seats,
            late_registration,
            reentry,
            max_reentries,
            clock,
            name,
            _Randomness(seed),
            None,
        )

    def _setup(
        self,
        game: Profile | Rotation,
        entrants: int | Sequence[str],
        starting_chips: int,
        structure: Structure,
        payouts: Payouts,
        tables: int,
        seed: int | None,
        seats: int | None,
        late_registration: int | None,
        reentry: int | None,
        max_reentries: int | None,
        clock: Clock,
        name: str,
        randomness: _Randomness,
        started: float | None,
    ) -> None:
        if isinstance(game, Rotation | Profile):
            most, least = game.max_players, game.min_players
        else:
            raise InvalidSetupError(f"game must be a Profile or a Rotation, got {game!r}")
        names = _entrant_names(entrants)
        if not isinstance(structure, Structure):
            raise InvalidSetupError(f"structure must be a Structure, got {structure!r}")
        if not isinstance(payouts, Payouts):
            raise InvalidSetupError(
                f"payouts must be a Payouts (shares by place and the buy-in), got {payouts!r}"
            )
        if not is_int(tables) or not 1 <= tables <= MAX_TABLES:
            raise InvalidSetupError(f"tables {tables!r}: an integer 1..{MAX_TABLES} is needed")
        size = min(8, most) if seats is None else seats
        if not is_int(size) or not max(2, least) <= size <= most:
            raise InvalidSetupError(f"seats {size!r}: the game seats {max(2, least)}..{most}")
        if len(names) > tables * size:
            raise InvalidSetupError(
                f"{len(names)} entrants: {tables} table(s) of {size} seat {tables * size}"
            )
        if len(names) < max(2, least) * tables:
            raise InvalidSetupError(
                f"{len(names)} entrants: {tables} table(s) need {max(2, least) * tables} to start"
            )
        for label, level in (("late_registration", late_registration), ("reentry", reentry)):
            if level is not None and (not is_int(level) or level < 1):
                raise InvalidSetupError(f"{label} {level!r}: a level number (from 1) or None")
        if max_reentries is not None and (not is_int(max_reentries) or max_reentries < 0):
            raise InvalidSetupError(f"max_reentries {max_reentries!r}: an integer >= 0 or None")
        last_open = max(late_registration or 1, reentry or 1)
        smallest = structure.smallest_chip(last_open)
        if not is_int(starting_chips) or starting_chips <= 0:
            raise InvalidSetupError(f"starting_chips {starting_chips!r}: a positive integer")
        if starting_chips % smallest:
            raise InvalidSetupError(
                f"starting_chips {starting_chips}: not made of the chips in play (a multiple "
                f"of {smallest}, the smallest chip while entries are sold)"
            )
        if starting_chips * len(names) > MAX_CHIPS:
            raise InvalidSetupError("the starting chips add up to more than 2**63 - 1")
        if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME:
            raise InvalidSetupError(f"name {name!r}: a text of 1..{MAX_NAME} characters")
        if not callable(clock):
            raise InvalidSetupError(f"clock {clock!r}: a callable returning seconds is needed")
        _check_races(structure, size)
        self.game = game
        self.structure = structure
        self.payouts = payouts
        self.starting_chips = starting_chips
        self.seed = seed
        self.seats = size
        self.late_registration = late_registration
        self.reentry = reentry
        self.max_reentries = max_reentries
        self.name = name
        self._clock = clock
        self._random = randomness
        self._entries: list[_Entry] = []
        self._groups: list[tuple[int, ...]] = []
        self._hands: list[TournamentHand] = []
        self._races: list[Race] = []
        self._log: list[dict[str, Any]] = []
        self._stakes: dict[tuple[int, int], Profile] = {}
        self._level = 1
        self._level_started = _reading(clock) if started is None else started
        self._started = self._level_started
        self._stamp = 0
        layout = seating.first_seats(len(names), tables, size, self._random.below)
        self._tables = [_Table(number, seats, 1) for number, seats in enumerate(layout)]
        for entrant in names:
            self._entries.append(_Entry(len(self._entries), entrant, 1, starting_chips))
        for table in self._tables:
            for seat, held in enumerate(table.seats):
                if held is not None:
                    self._entries[held].table, self._entries[held].seat = table.number, seat
            self._draw_button(table)
        self._names = tuple(names)

    # ================================================================= state
    @property
    def tables(self) -> tuple[int, ...]:
        """The numbers of the tables in play (a broken table is gone)."""
        return tuple(t.number for t in self._tables if t.playing)

    @property
    def entrants(self) -> tuple[str, ...]:
        """Every entrant, late registrations included, in the order they entered."""
        seen: dict[str, None] = {}
        for entry in self._entries:
            seen.setdefault(entry.entrant, None)
        return tuple(seen)

    @property
    def entries(self) -> int:
        """Entries sold (re-entries included): the places, and the prize pool's size."""
        return len(self._entries)

    @property
    def level(self) -> int:
        """The level in force: that of the last deal (it moves on at the next deal once its
        time or hands are up)."""
        return self._level

    @property
    def current_level(self) -> Level:
        """The level in force now (the next hand's stakes)."""
        return self.structure.level(self._level)

    def levels_to_come(self, count: int = 3) -> tuple[tuple[int, Level], ...]:
        """The next ``count`` levels, with their numbers."""
        last = len(self.structure.levels)
        return tuple(
            (number, self.structure.level(number))
            for number in range(self._level + 1, min(self._level + count, last) + 1)
        )

    def level_remaining(self) -> float | int:
        """What is left of the level: seconds for a level in minutes (read on the clock), hands
        at the busiest table for a level in hands (0: it ends at the next deal)."""
        level = self.current_level
        if level.minutes is not None:
            return max(0.0, self._level_started + level.minutes * 60 - _reading(self._clock))
        assert level.hands is not None
        busiest = max((t.at_level for t in self._tables if t.playing), default=0)
        return max(0, level.hands - busiest)

    @property
    def hands(self) -> tuple[TournamentHand, ...]:
        """Every hand dealt, the first first."""
        return tuple(self._hands)

    @property
    def races(self) -> tuple[Race, ...]:
        """Every chip race run, in order."""
        return tuple(self._races)

    @property
    def log(self) -> tuple[dict[str, Any], ...]:
        """Every call that changed the tournament (deals, registrations), as saved."""
        return tuple(dict(entry) for entry in self._log)

    def seating(self, table: int) -> tuple[str | None, ...]:
        """The entrant in each seat of ``table`` (``None``: an empty seat). A player who went
        out in a hand that has ended leaves the seat at the next deal."""
        return tuple(
            None if held is None else self._entries[held].entrant
            for held in self._table(table).seats
        )

    def button(self, table: int) -> int:
        """The seat of ``table``'s dealer button: the dealer of its last hand or, before its
        first, the seat drawn by lot to deal it (rules §10.7). After each hand it moves to the
        next occupied seat clockwise."""
        return self._table(table).button

    def hand_at(self, table: int) -> TournamentHand | None:
        """The last hand dealt at ``table`` (running or over), or ``None``."""
        index = self._table(table).hand
        return None if index is None else self._hands[index]

    def where(self, entrant: str) -> tuple[int, int] | None:
        """``(table, seat)`` of the entrant's live entry, or ``None`` when it has none."""
        entry = self._live_entry(entrant)
        if entry is None or entry.table is None or entry.seat is None:
            return None
        return entry.table, entry.seat

    @property
    def chips_in_play(self) -> int:
        """Every chip of the tournament: stacks and the pots of the hands being played."""
        total = 0
        for entry in self._entries:
            if entry.out is None and entry.table is not None:
                total += self._chips(entry)
        for table in self._tables:
            record = self._running(table)
            if record is not None:
                total += sum(record.hand.committed)
        return total

    @property
    def is_over(self) -> bool:
        """One entry holds every chip (a hand that has ended counts at once)."""
        return len(self._alive_now()) == 1

    def can_deal(self, table: int) -> bool:
        """Whether ``deal(table)`` would deal now (nothing changes)."""
        current = self._table(table)
        if not current.playing or not self._between_hands(current) or self.is_over:
            return False
        now = _reading(self._clock)
        saved = _Atomic(self)
        try:
            self._maintain(now, current.number)
            return self._cannot_deal(current) is None
        finally:
            saved.restore()

    def next_table(self) -> int | None:
        """A table to deal next: of those that can be dealt now, the one that has dealt the
        fewest hands (the lowest number first); ``None`` when the tournament is over or no
        table can be dealt (every one in mid-hand, or waiting for one that is)."""
        if self.is_over:
            return None
        playing = [t for t in self._tables if t.playing]
        if len(playing) == 1:  # a final table between hands always deals until the end
            return playing[0].number if self._between_hands(playing[0]) else None
        waiting = sorted(
            (t for t in playing if self._between_hands(t)), key=lambda t: (t.dealt, t.number)
        )
        return next((t.number for t in waiting if self.can_deal(t.number)), None)

    # ================================================================= results
    def results(self) -> tuple[Standing, ...]:
        """Every entry: those still playing by chips (most first), then those out by place.
        Places count entries (re-entries included); while entries are still sold they can move
        down. A hand that has ended counts at once; nothing changes."""
        groups = list(self._groups)
        out: dict[int, tuple[int, int]] = {
            entry.number: entry.start for entry in self._entries if entry.out is not None
        }
        for group, starts in self._pending():
            groups.append(group)
            out.update(starts)
        alive = self._alive_now()
        places = self._placings(groups, out, alive)
        playing = sorted(
            (e for e in self._entries if e.number in alive),
            key=lambda e: (-self._chips(e), e.number),
        )
        rows = []
        for entry in playing:
            place = places.get(entry.number)
            rows.append(
                Standing(
                    entry.entrant,
                    entry.entry,
                    None if place is None else place[0],
                    None if place is None else (place[0], place[1]),
                    0 if place is None else place[2],
                    self._chips(entry),
                    entry.table,
                    entry.seat,
                )
            )
        finished = sorted(
            (e for e in self._entries if e.number not in alive), key=lambda e: places[e.number]
        )
        for entry in finished:
            first, last, prize = places[entry.number]
            rows.append(
                Standing(entry.entrant, entry.entry, first, (first, last), prize, 0, None, None)
            )
        return tuple(rows)

    def _placings(
        self,
        groups: Sequence[tuple[int, ...]],
        starts: Mapping[int, tuple[int, int]],
        alive: set[int],
    ) -> dict[int, tuple[int, int, int]]:
        """entry -> (best place, worst place, prize) for every entry placed (rules §10.3-9.4)."""
        total = len(self._entries)
        prizes = self.payouts.prizes(total)
        places: dict[int, tuple[int, int, int]] = {}
        worst = total
        for group in groups:
            ordered = sorted(group, key=lambda n: (starts[n][0], starts[n][1]))
            index = 0
            while index < len(ordered):  # the fewest chips at the hand's start place lowest
                chips = starts[ordered[index]][0]
                tied = [n for n in ordered[index:] if starts[n][0] == chips]
                first = worst - len(tied) + 1
                amount = sum(prizes[first - 1 : worst])
                # the odd units go clockwise from the dealer's left in that hand (rules §10.4)
                for entry, prize in zip(tied, split_evenly(amount, len(tied)), strict=True):
                    places[entry] = (first, worst, prize)
                worst -= len(tied)
                index += len(tied)
        if len(alive) == 1:
            (winner,) = alive
            places[winner] = (1, 1, prizes[0])
        return places

    # ================================================================= deal
    def deal(self, table: int, *, deck: Sequence[int | str] | str | None = None) -> Hand:
        """The next hand at ``table`` (its last hand must be over), dealt after everything
        between hands is done (see the module's notes). ``deck``: an explicit order of the 52
        cards for this hand (replays and tests), as ``Hand(deck=...)``."""
        number = self._table(table).number
        current = self._tables[number]
        if not current.playing:
            raise IllegalActionError(
                f"table {number} is broken; the tables in play are {list(self.tables)}"
            )
        if not self._between_hands(current):
            raise IllegalActionError(
                f"table {number} is playing hand {self._hands[current.hand or 0].number}: "
                "play it to the end first"
            )
        if self.is_over:
            raise IllegalActionError("the tournament is over")
        explicit = None if deck is None else _deck_text(deck)
        now = _reading(self._clock)
        at = self._positions()
        with self._atomic():
            self._maintain(now, number)
            reason = self._cannot_deal(current)
            if reason is not None:
                raise IllegalActionError(f"table {number} cannot be dealt now: {reason}")
            hand = self._deal_hand(current, explicit)
            entry: dict[str, Any] = {"op": "deal", "table": number, "time": now, "at": at}
            if explicit is not None:
                entry["deck"] = explicit
            self._log.append(entry)
        return hand

    def register(self, entrant: str) -> None:
        """Late registration: a new entrant, with the starting chips, at a seat drawn like the
        first seats (rules §10.7); while ``late_registration``'s level is not past."""
        name = _checked_name(entrant)
        if any(e.entrant == name for e in self._entries):
            raise IllegalActionError(f"{name!r} has entered already (reenter for a new entry)")
        self._enter(name, 1, "register", self.late_registration, "late registration")

    def reenter(self, entrant: str) -> None:
        """Re-entry: an entrant whose entries are all out buys a new one (rules §10.7)."""
        name = _checked_name(entrant)
        previous = [e for e in self._entries if e.entrant == name]
        if not previous:
            raise IllegalActionError(f"{name!r} has not entered: register instead")
        if self.max_reentries is not None and len(previous) > self.max_reentries:
            raise IllegalActionError(
                f"{name!r} has re-entered {len(previous) - 1} time(s); the most is "
                f"{self.max_reentries}"
            )
        if any(e.number in self._alive_now() for e in previous):
            raise IllegalActionError(f"{name!r} is still in the tournament")
        self._enter(name, len(previous) + 1, "reenter", self.reentry, "re-entry")

    def _enter(self, name: str, entry_number: int, op: str, until: int | None, what: str) -> None:
        if self.is_over:
            raise IllegalActionError(f"{what}: the tournament is over")
        if len(self._entries) >= MAX_ENTRIES:
            raise IllegalActionError(f"{what}: a tournament takes at most {MAX_ENTRIES} entries")
        if (len(self._entries) + 1) * self.starting_chips > MAX_CHIPS:
            raise IllegalActionError(f"{what}: the chips would add up to more than 2**63 - 1")
        now = _reading(self._clock)
        at = self._positions()
        with self._atomic():
            self._maintain(now, None)
            if until is None or self._level > until:
                closed = "is not offered" if until is None else f"closed after level {until}"
                raise IllegalActionError(f"{what} {closed} (level {self._level} now)")
            if self.is_over:
                raise IllegalActionError(f"{what}: the tournament is over")
            entry = _Entry(len(self._entries), name, entry_number, self.starting_chips)
            self._entries.append(entry)
            self._seat_new(entry)
            self._balance()
            self._log.append({"op": op, "entrant": name, "time": now, "at": at})

    # ================================================================= between hands
    def _maintain(self, now: float, dealing: int | None) -> None:
        """Everything between hands, in order: results read, the level, races, breaks, moves."""
        self._read_results()
        if len(self._alive_now()) <= 1:
            return
        self._advance_level(now)
        for table in self._tables:
            if table.playing and self._between_hands(table):
                self._race(table)
        while True:
            sizes = self._sizes()
            broken = seating.table_to_break(
                sizes,
                self.seats,
                lambda t: t != dealing and self._between_hands(self._tables[t]),
            )
            if broken is None:
                break
            self._break(self._tables[broken])
        self._balance()

    def _read_results(self) -> None:
        for group, starts in self._pending():
            index = len(self._groups)
            self._groups.append(group)
            # seats emptied by one hand open in seat order: the highest is the last to open
            for number in sorted(group, key=lambda n: self._entries[n].seat or 0):
                entry = self._entries[number]
                entry.out, entry.start, entry.chips = index, starts[number], 0
                assert entry.table is not None
                assert entry.seat is not None
                entry.hand = self._hands[self._tables[entry.table].hand or 0].number
                self._open(self._tables[entry.table], entry.seat)
                entry.table = entry.seat = None
        for table in self._tables:
            if table.hand is not None and not table.read and self._hands[table.hand].hand.is_over:
                record = self._hands[table.hand]
                for seat, number in enumerate(record.entries):
                    entry = self._entries[number]
                    if entry.out is None:
                        entry.chips = record.hand.stacks[seat]
                table.read = True

    def _pending(self) -> Iterator[tuple[tuple[int, ...], dict[int, tuple[int, int]]]]:
        """The busts of each hand that has ended and is not read yet, table by table:
        (the entries, each one's chips at the hand's start and place from the dealer's left)."""
        for table in self._tables:
            if table.hand is None or table.read:
                continue
            record = self._hands[table.hand]
            hand = record.hand
            if not hand.is_over:
                continue
            n = len(record.entries)
            starts = {
                number: (hand.starting_stacks[seat], (seat - hand.dealer - 1) % n)
                for seat, number in enumerate(record.entries)
                if hand.stacks[seat] == 0
            }
            if starts:
                yield tuple(sorted(starts)), starts

    def _alive_now(self) -> set[int]:
        """The entries still in, counting the hands that have ended."""
        alive = {e.number for e in self._entries if e.out is None}
        for group, _ in self._pending():
            alive.difference_update(group)
        return alive

    def _advance_level(self, now: float) -> None:
        """Levels move on between hands only: a level in minutes when its time is up (each
        level starts when the last was due to end), a level in hands once a table has dealt that
        many at it (rules §10.1)."""
        last = len(self.structure.levels)
        while self._level < last:
            level = self.current_level
            if level.minutes is not None:
                end = self._level_started + level.minutes * 60
                if now < end:
                    return
                self._level_started = end
            else:
                assert level.hands is not None
                busiest = max((t.at_level for t in self._tables if t.playing), default=0)
                if busiest < level.hands:
                    return
                self._level_started = now
            self._level += 1
            for table in self._tables:
                table.at_level = 0

    def _race(self, table: _Table) -> None:
        """Race off the chips the levels retired at this table, once it is between hands: one
        race for each rise of the smallest chip since its players' chips were last raced (a
        table that missed a level races its retired chips in turn, the smallest first)."""
        structure = self.structure
        for number in range(table.chips_level + 1, self._level + 1):
            before, after = structure.chips(table.chips_level), structure.chips(number)
            if before is None or after is None or after[0] == before[0]:
                continue
            table.chips_level = number
            occupied = [seat for seat, held in enumerate(table.seats) if held is not None]
            entries = [self._entries[table.seats[seat] or 0] for seat in occupied]
            # each race deals from a seeded (or private) shuffle of its own
            deck = seeded_deck(self._random.bits()).cards[:52]
            result = races.race([entry.chips for entry in entries], before, after, deck)
            assert result is not None  # the smallest chip rose: some chip is retired
            for entry, chips in zip(entries, result.after, strict=True):
                entry.chips = chips
            self._races.append(
                Race(self._level, table.number, tuple(e.entrant for e in entries), result)
            )
        table.chips_level = self._level

    def _break(self, table: _Table) -> None:
        """Seat each player of ``table`` elsewhere by the two-step draw (rules §10.6)."""
        table.playing = False
        for seat, held in enumerate(table.seats):
            if held is None:
                continue
            table.seats[seat] = None
            self._seat(self._entries[held], exclude=table.number)

    def _balance(self) -> None:
        """Move players until every table is within one of every other (rules §10.5)."""
        while True:
            move = seating.balance_move(
                self._sizes(), lambda t: self._between_hands(self._tables[t])
            )
            if move is None:
                return
            source, short = (self._tables[t] for t in move)
            target = seating.seat_to_fill(short.seats, short.opened)
            seat = seating.mover_seat(source.seats, target)
            number = source.seats[seat]
            assert number is not None
            self._open(source, seat)
            short.seats[target] = number
            short.opened[target] = 0
            entry = self._entries[number]
            entry.table, entry.seat = short.number, target

    def _seat_new(self, entry: _Entry) -> None:
        """A late registration or re-entry: a drawn seat, or a broken table opened again."""
        if self._seat(entry, exclude=None):
            return
        closed = [t for t in self._tables if not t.playing]
        if not closed:
            raise IllegalActionError(f"every seat of the {len(self._tables)} table(s) is taken")
        table = closed[0]
        table.playing, table.hand, table.read, table.fresh = True, None, True, True
        table.at_level, table.chips_level, table.rotation = 0, self._level, RotationState()
        table.opened = [seat - len(table.seats) for seat in range(len(table.seats))]
        seat = self._random.below(len(table.seats))
        table.seats[seat] = entry.number
        entry.table, entry.seat = table.number, seat
        self._draw_button(table)

    def _draw_button(self, table: _Table) -> None:
        """rules §2.1, §10.7: a table's first dealer is drawn by lot among its players."""
        occupied = [seat for seat, held in enumerate(table.seats) if held is not None]
        table.button = occupied[self._random.below(len(occupied))]

    def _seat(self, entry: _Entry, exclude: int | None) -> bool:
        layout = {t.number: t.seats for t in self._tables if t.playing}
        drawn = seating.draw_open_seat(layout, self._random.below, exclude)
        if drawn is None:
            return False
        number, seat = drawn
        self._tables[number].seats[seat] = entry.number
        entry.table, entry.seat = number, seat
        return True

    def _open(self, table: _Table, seat: int) -> None:
        table.seats[seat] = None
        self._stamp += 1
        table.opened[seat] = self._stamp

    def _cannot_deal(self, table: _Table) -> str | None:
        if table.size < 2:
            return self._waiting_for(table, "it has fewer than two players")
        least = self.game.min_players
        if table.size < least:
            return f"it has {table.size} players; the game needs {least}"
        most = max(self._sizes().values())
        if table.size < most - 1:
            return self._waiting_for(table, f"it has {table.size} players and a table has {most}")
        return None

    def _waiting_for(self, table: _Table, why: str) -> str:
        busy = [
            t.number
            for t in self._tables
            if t.playing and t is not table and not self._between_hands(t)
        ]
        return f"{why}; it waits for a player from table(s) {busy} (deal them first)"

    def _deal_hand(self, table: _Table, deck: list[str] | None) -> Hand:
        occupied = [seat for seat, held in enumerate(table.seats) if held is not None]
        if not (table.fresh and table.seats[table.button] is not None):
            # the button moves to the next occupied seat clockwise
            size = len(table.seats)
            table.button = next(
                (table.button + k) % size
                for k in range(1, size + 1)
                if table.seats[(table.button + k) % size] is not None
            )
        entries = [table.seats[seat] for seat in occupied]
        stacks = [self._entries[number or 0].chips for number in entries]
        game, rotation = self._next_game(table, len(occupied))
        profile = self._staked(game)
        dealer = occupied.index(table.button)
        if deck is None:
            hand = Hand(profile, stacks, dealer, seed=self._random.bits())
        else:
            hand = Hand(profile, stacks, dealer, deck=deck)
        table.rotation = rotation
        table.fresh = False
        table.dealt += 1
        table.at_level += 1
        table.read = False
        table.hand = len(self._hands)
        names = tuple(self._entries[n or 0].entrant for n in entries)
        self._hands.append(
            TournamentHand(
                len(self._hands) + 1,
                table.number,
                self._level,
                profile.name,
                names,
                tuple(n or 0 for n in entries),
                hand,
            )
        )
        return hand

    def _next_game(self, table: _Table, players: int) -> tuple[Profile, RotationState]:
        game = self.game
        if isinstance(game, Profile):
            return game, table.rotation
        state = game.advance(table.rotation, players)
        return game.profiles[state.game], state

    def _staked(self, game: Profile) -> Profile:
        key = (id(game), self._level)
        staked = self._stakes.get(key)
        if staked is None:
            staked = self.current_level.stakes(game)
            self._stakes[key] = staked
        return staked

    # ================================================================= history
    def history(self, number: int, viewer: str | None = None) -> str:
        """Hand ``number``'s PHH text as ``viewer`` (an entrant; ``None``: a spectator) may see
        it, naming the tournament (``event``), the ``level``, the ``table``, the ``hand``, the
        ``players`` and the game (``_game``)."""
        record = self._record(number)
        if not record.hand.is_over:
            raise IllegalActionError(f"hand {number} is not over yet")
        if viewer is not None and viewer not in self.entrants:
            raise InvalidSetupError(f"viewer {viewer!r} is not an entrant")
        seat = record.entrants.index(viewer) if viewer in record.entrants else None
        return dump(record.hand, viewer=seat, **self.phh_fields(number))

    def phh_fields(self, number: int) -> dict[str, Any]:
        """The PHH fields that place hand ``number`` in the tournament."""
        record = self._record(number)
        hand = record.hand
        # PHH's p1 sits left of the dealer
        players = [record.entrants[(hand.dealer + 1 + k) % hand.n] for k in range(hand.n)]
        return {
            "event": self.name,
            "level": record.level,
            "table": record.table,
            "hand": record.number,
            "players": players,
            "_game": record.game,
        }

    # ================================================================= save and restore

    # ================================================================= helpers
    def _table(self, table: object) -> _Table:
        if not is_int(table) or not 0 <= table < len(self._tables):
            raise InvalidSetupError(
                f"table {table!r}: the tournament has tables 0..{len(self._tables) - 1}"
            )
        return self._tables[table]

    def _record(self, number: object) -> TournamentHand:
        if not is_int(number) or not 1 <= number <= len(self._hands):
            raise InvalidSetupError(f"hand {number!r}: hands 1..{len(self._hands)} were dealt")
        return self._hands[number - 1]

    def _live_entry(self, entrant: str) -> _Entry | None:
        alive = self._alive_now()
        return next((e for e in self._entries if e.entrant == entrant and e.number in alive), None)

    def _between_hands(self, table: _Table) -> bool:
        return table.hand is None or self._hands[table.hand].hand.is_over

    def _running(self, table: _Table) -> TournamentHand | None:
        if table.hand is None or not table.playing:
            return None
        record = self._hands[table.hand]
        return None if record.hand.is_over else record

    def _chips(self, entry: _Entry) -> int:
        """Chips now: a seat of a running hand (or of one ended and not read) its stack there."""
        if entry.out is not None or entry.table is None:
            return 0
        table = self._tables[entry.table]
        if table.hand is not None and not table.read:
            record = self._hands[table.hand]
            if entry.number in record.entries:
                return record.hand.stacks[record.entries.index(entry.number)]
        return entry.chips

    def _sizes(self) -> dict[int, int]:
        return {t.number: t.size for t in self._tables if t.playing}

    def _positions(self) -> list[list[int]]:
        """[hand index, history length] of every running hand: where a call happened."""
        running = sorted(
            t.hand for t in self._tables if t.hand is not None and not self._between_hands(t)
        )
        return [[index, len(self._hands[index].hand.history)] for index in running]

    def _atomic(self) -> _Atomic:
        return _Atomic(self)


class _Atomic:
    """Puts the tournament back as it was when the block raises (hands are not touched): the
    lists that only grow are cut back, the rest of the state is copied."""

    __slots__ = ("_entries", "_lengths", "_random", "_scalars", "_tables", "_tournament")

    def __init__(self, tournament: Tournament) -> None:
        self._tournament = t = tournament
        self._lengths = (len(t._entries), len(t._groups), len(t._hands), len(t._races), len(t._log))
        self._entries = [(e.chips, e.table, e.seat, e.out, e.hand, e.start) for e in t._entries]
        self._tables = [
            tuple(
                list(value) if isinstance(value, list) else value
                for value in (getattr(table, name) for name in _Table.__slots__)
            )
            for table in t._tables
        ]
        self._scalars = (t._level, t._level_started, t._stamp)
        self._random = t._random.mark()

    def __enter__(self) -> None:
        return None

    def __exit__(self, kind: object, error: object, trace: object) -> None:
        if kind is not None:
            self.restore()

    def restore(self) -> None:
        t = self._tournament
        entries, groups, hands, races, log = self._lengths
        del t._entries[entries:], t._groups[groups:], t._hands[hands:]
        del t._races[races:], t._log[log:]
        for entry, saved in zip(t._entries, self._entries, strict=True):
            entry.chips, entry.table, entry.seat, entry.out, entry.hand, entry.start = saved
        for table, values in zip(t._tables, self._tables, strict=True):
            for name, value in zip(_Table.__slots__, values, strict=True):
                setattr(table, name, list(value) if isinstance(value, list) else value)
        t._level, t._level_started, t._stamp = self._scalars
        t._random.reset(self._random)


def play_tournament(
    tournament: Tournament, players: Mapping[str, Any] | Callable[[str], Any]
) -> None:
    """Play ``tournament`` to its end, one hand at a time: ``players`` gives each entrant's
    policy (``act(view) -> action``, as ``studpoker.bots``), by name or as a function of it."""
    from studpoker.bots import play_out

    def policy(name: str) -> Any:
        return players(name) if callable(players) else players[name]

    while not tournament.is_over:
        table = tournament.next_table()
        if table is None:  # pragma: no cover - a one-hand-at-a-time driver never waits
            raise IllegalActionError("no table can be dealt")
        hand = tournament.deal(table)
        record = tournament.hand_at(table)
        assert record is not None
        play_out(hand, [policy(name) for name in record.entrants])


# ================================================================= checks
def _entrant_names(entrants: object) -> list[str]:
    if is_int(entrants):
        if not 2 <= entrants <= MAX_ENTRIES:
            raise InvalidSetupError(f"entrants {entrants}: 2..{MAX_ENTRIES} are needed")
        return [f"p{k}" for k in range(1, entrants + 1)]
    if isinstance(entrants, str) or not isinstance(entrants, Sequence):
        raise InvalidSetupError(
            f"entrants {entrants!r}: a number, or a list of the entrants' names"
        )
    names = [_checked_name(name) for name in entrants]
    if not 2 <= len(names) <= MAX_ENTRIES:
        raise InvalidSetupError(f"{len(names)} entrants: 2..{MAX_ENTRIES} are needed")
    if len(set(names)) != len(names):
        twice = sorted({n for n in names if names.count(n) > 1})
        raise InvalidSetupError(f"entrant names must differ: {twice} given twice")
    return names


def _checked_name(name: object) -> str:
    if not isinstance(name, str) or not 0 < len(name) <= MAX_NAME or not name.isprintable():
        raise InvalidSetupError(
            f"entrant {name!r}: a printable name of 1..{MAX_NAME} characters is needed"
        )
    return name


def _deck_text(deck: Sequence[int | str] | str) -> list[str]:
    from studpoker._core import format_card
    from studpoker.dealing import deck_from_order

    return [format_card(card) for card in deck_from_order(deck).cards]


def _reading(clock: Clock) -> float:
    now = clock()
    if isinstance(now, bool) or not isinstance(now, int | float) or not math.isfinite(now):
        raise InvalidSetupError(f"the clock read {now!r}: seconds as a finite number are needed")
    return float(now)


def _check_races(structure: Structure, seats: int) -> None:
    """Every chip race the structure calls for fits one deck at a full table."""
    before = structure.chips(1)
    for later in range(2, len(structure.levels) + 1):
        after = structure.chips(later)
        if before is None or after is None:
            return
        retired = [chip for chip in before if chip < after[0]]
        if retired:
            cards = races.max_cards(after[0], retired)
            if cards * seats > 52:
                raise InvalidSetupError(
                    f"level {later}: racing chips of {retired} for chips of {after[0]} can "
                    f"deal {cards} cards a player, {cards * seats} at a table of {seats}; one "
                    "deck holds 52 (rules §10.2)"
                )
        before = after
