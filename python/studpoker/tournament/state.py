"""A tournament's state: its entries, its tables and their seats, the hands dealt, the level, and
the queries every part of it reads (who is still in, a table between hands, the chips of an
entry); ``Atomic`` puts it back as it was when a call is refused.

``Tournament`` (``studpoker.tournament``) is this state with its public API over it, and
``studpoker.tournament.between_hands`` what happens between hands.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from studpoker.errors import InvalidSetupError
from studpoker.games.dealers_choice import DealersChoice
from studpoker.games.profiles import Profile
from studpoker.games.rotation import Rotation, RotationState
from studpoker.limits import is_int, shown
from studpoker.tournament import seats as seating
from studpoker.tournament.draws import Randomness
from studpoker.tournament.payouts import Payouts
from studpoker.tournament.results import Race, TournamentHand
from studpoker.tournament.setup import Clock, reading
from studpoker.tournament.structure import Structure

__all__ = ["Atomic", "Entry", "TableState", "TournamentState"]


class Entry:
    """One entry (a re-entry is a new entry of the same entrant)."""

    __slots__ = ("chips", "entrant", "entry", "hand", "number", "out", "seat", "start", "table")

    def __init__(self, number: int, entrant: str, entry: int, chips: int) -> None:
        self.number, self.entrant, self.entry, self.chips = number, entrant, entry, chips
        self.table: int | None = None
        self.seat: int | None = None
        self.out: int | None = None  # the index of its group of eliminations
        self.hand: int | None = None  # the hand it went out in
        self.start = (0, 0)  # (chips at the start of that hand, place clockwise from the dealer)


class TableState:
    """One table: the entry in each seat, its button, its last hand and where its level and
    rotation stand."""

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
        self.button = 0  # drawn by lot when the table is set up (TournamentState._draw_button)
        self.fresh = True  # no hand dealt since it was set up: the lot's button deals first
        self.hand: int | None = None  # the index of its last hand in Tournament.hands
        self.read = True  # the last hand's result is taken
        self.dealt = 0
        self.at_level = 0  # hands dealt at the current level
        self.chips_level = level  # the level whose chips its players hold
        self.rotation = RotationState()

    @property
    def size(self) -> int:
        """The players seated."""
        return sum(held is not None for held in self.seats)


class TournamentState:
    """The state of a tournament and the queries over it (no rule of its own)."""

    game: Profile | Rotation | DealersChoice
    structure: Structure
    payouts: Payouts
    starting_chips: int
    seed: int | None
    seats: int
    late_registration: int | None
    reentry: int | None
    max_reentries: int | None
    name: str
    _clock: Clock
    _random: Randomness
    _entries: list[Entry]
    _groups: list[tuple[int, ...]]
    _hands: list[TournamentHand]
    _races: list[Race]
    _log: list[dict[str, Any]]
    _stakes: dict[tuple[int, int], Profile]
    _level: int
    _level_started: float
    _started: float
    _stamp: int
    _tables: list[TableState]
    _names: tuple[str, ...]

    def _build(
        self,
        game: Profile | Rotation | DealersChoice,
        names: list[str],
        starting_chips: int,
        structure: Structure,
        payouts: Payouts,
        tables: int,
        seed: int | None,
        size: int,
        late_registration: int | None,
        reentry: int | None,
        max_reentries: int | None,
        clock: Clock,
        name: str,
        randomness: Randomness,
        started: float | None,
    ) -> None:
        """The state at the start, once the set-up is checked: the first seats and buttons
        drawn."""
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
        self._entries = []
        self._groups = []
        self._hands = []
        self._races = []
        self._log = []
        self._stakes = {}
        self._level = 1
        self._level_started = reading(clock) if started is None else started
        self._started = self._level_started
        self._stamp = 0
        layout = seating.first_seats(len(names), tables, size, self._random.below)
        self._tables = [TableState(number, seats, 1) for number, seats in enumerate(layout)]
        for entrant in names:
            self._entries.append(Entry(len(self._entries), entrant, 1, starting_chips))
        for table in self._tables:
            for seat, held in enumerate(table.seats):
                if held is not None:
                    self._entries[held].table, self._entries[held].seat = table.number, seat
            self._draw_button(table)
        self._names = tuple(names)

    def _table(self, table: object) -> TableState:
        if not is_int(table) or not 0 <= table < len(self._tables):
            raise InvalidSetupError(
                f"table {shown(table)}: the tournament has tables 0..{len(self._tables) - 1}"
            )
        return self._tables[table]

    def _record(self, number: object) -> TournamentHand:
        if not is_int(number) or not 1 <= number <= len(self._hands):
            raise InvalidSetupError(f"hand {shown(number)}: hands 1..{len(self._hands)} were dealt")
        return self._hands[number - 1]

    def _live_entry(self, entrant: str) -> Entry | None:
        alive = self._alive_now()
        return next((e for e in self._entries if e.entrant == entrant and e.number in alive), None)

    def _between_hands(self, table: TableState) -> bool:
        return table.hand is None or self._hands[table.hand].hand.is_over

    def _running(self, table: TableState) -> TournamentHand | None:
        if table.hand is None or not table.playing:
            return None
        record = self._hands[table.hand]
        return None if record.hand.is_over else record

    def _chips(self, entry: Entry) -> int:
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

    def _atomic(self) -> Atomic:
        return Atomic(self)

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

    def _draw_button(self, table: TableState) -> None:
        """rules §2.1, §10.7: a table's first dealer is drawn by lot among its players."""
        occupied = [seat for seat, held in enumerate(table.seats) if held is not None]
        table.button = occupied[self._random.below(len(occupied))]

    def _open(self, table: TableState, seat: int) -> None:
        table.seats[seat] = None
        self._stamp += 1
        table.opened[seat] = self._stamp


class Atomic:
    """Puts the tournament back as it was when the block raises (hands are not touched): the
    lists that only grow are cut back, the rest of the state is copied."""

    __slots__ = ("_entries", "_lengths", "_random", "_scalars", "_tables", "_tournament")

    def __init__(self, tournament: TournamentState) -> None:
        self._tournament = t = tournament
        self._lengths = (len(t._entries), len(t._groups), len(t._hands), len(t._races), len(t._log))
        self._entries = [(e.chips, e.table, e.seat, e.out, e.hand, e.start) for e in t._entries]
        self._tables = [
            tuple(
                list(value) if isinstance(value, list) else value
                for value in (getattr(table, name) for name in TableState.__slots__)
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
        """Put the tournament back as it was when the block began."""
        t = self._tournament
        entries, groups, hands, races, log = self._lengths
        del t._entries[entries:], t._groups[groups:], t._hands[hands:]
        del t._races[races:], t._log[log:]
        for entry, saved in zip(t._entries, self._entries, strict=True):
            entry.chips, entry.table, entry.seat, entry.out, entry.hand, entry.start = saved
        for table, values in zip(t._tables, self._tables, strict=True):
            for name, value in zip(TableState.__slots__, values, strict=True):
                setattr(table, name, list(value) if isinstance(value, list) else value)
        t._level, t._level_started, t._stamp = self._scalars
        t._random.reset(self._random)
