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

import time
from collections.abc import Callable, Iterable, Mapping, Sequence
from typing import Any

from studpoker.errors import IllegalActionError, InvalidSetupError
from studpoker.games.dealers_choice import DealersChoice
from studpoker.games.profiles import Profile
from studpoker.games.rotation import Rotation
from studpoker.hand import Hand
from studpoker.hand.shuffle import check_seed
from studpoker.limits import MAX_CHIPS, shown
from studpoker.phh.dump import dump
from studpoker.tournament.between_hands import BetweenHands
from studpoker.tournament.draws import Randomness
from studpoker.tournament.payouts import Payouts
from studpoker.tournament.places import placings
from studpoker.tournament.results import Race, Standing, TournamentHand
from studpoker.tournament.setup import (
    MAX_ENTRIES,
    MAX_NAME,
    MAX_TABLES,
    Clock,
    check_setup,
    checked_name,
    deck_text,
    reading,
)
from studpoker.tournament.state import Atomic, Entry
from studpoker.tournament.structure import Level, Structure

__all__ = [
    "MAX_ENTRIES",
    "MAX_NAME",
    "MAX_TABLES",
    "Clock",
    "Race",
    "Standing",
    "Tournament",
    "TournamentHand",
    "play_tournament",
]


class Tournament(BetweenHands):
    """A tournament of ``game`` (a profile, a ``Rotation`` of them, or a ``DealersChoice``: each
    hand's dealer names the game, every game at the level's stakes) between ``entrants`` (a
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
        game: Profile | Rotation | DealersChoice,
        entrants: int | Iterable[str],
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
            Randomness(seed),
            None,
        )

    def _setup(
        self,
        game: Profile | Rotation | DealersChoice,
        entrants: int | Iterable[str],
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
        randomness: Randomness,
        started: float | None,
    ) -> None:
        names, size = check_setup(
            game,
            entrants,
            starting_chips,
            structure,
            payouts,
            tables,
            seats,
            late_registration,
            reentry,
            max_reentries,
            clock,
            name,
        )
        self._build(
            game,
            names,
            starting_chips,
            structure,
            payouts,
            tables,
            seed,
            size,
            late_registration,
            reentry,
            max_reentries,
            clock,
            name,
            randomness,
            started,
        )

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"{len(self.tables)} table(s) in play"
        return (
            f"<Tournament {self.name}: {self.game.name}, {self.entries} entries, "
            f"level {self.level}, {state}>"
        )

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
            return max(0.0, self._level_started + level.minutes * 60 - reading(self._clock))
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
        now = reading(self._clock)
        saved = Atomic(self)
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
        places = placings(groups, out, alive, len(self._entries), self.payouts)
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
        explicit = None if deck is None else deck_text(deck)
        now = reading(self._clock)
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
        name = checked_name(entrant)
        if any(e.entrant == name for e in self._entries):
            raise IllegalActionError(f"{shown(name)} has entered already (reenter for a new entry)")
        self._enter(name, 1, "register", self.late_registration, "late registration")

    def reenter(self, entrant: str) -> None:
        """Re-entry: an entrant whose entries are all out buys a new one (rules §10.7)."""
        name = checked_name(entrant)
        previous = [e for e in self._entries if e.entrant == name]
        if not previous:
            raise IllegalActionError(f"{shown(name)} has not entered: register instead")
        if self.max_reentries is not None and len(previous) > self.max_reentries:
            raise IllegalActionError(
                f"{shown(name)} has re-entered {len(previous) - 1} time(s); the most is "
                f"{self.max_reentries}"
            )
        if any(e.number in self._alive_now() for e in previous):
            raise IllegalActionError(f"{shown(name)} is still in the tournament")
        self._enter(name, len(previous) + 1, "reenter", self.reentry, "re-entry")

    def _enter(self, name: str, entry_number: int, op: str, until: int | None, what: str) -> None:
        if self.is_over:
            raise IllegalActionError(f"{what}: the tournament is over")
        if len(self._entries) >= MAX_ENTRIES:
            raise IllegalActionError(f"{what}: a tournament takes at most {MAX_ENTRIES} entries")
        if (len(self._entries) + 1) * self.starting_chips > MAX_CHIPS:
            raise IllegalActionError(f"{what}: the chips would add up to more than 2**63 - 1")
        now = reading(self._clock)
        at = self._positions()
        with self._atomic():
            self._maintain(now, None)
            if until is None or self._level > until:
                closed = "is not offered" if until is None else f"closed after level {until}"
                raise IllegalActionError(f"{what} {closed} (level {self._level} now)")
            if self.is_over:
                raise IllegalActionError(f"{what}: the tournament is over")
            entry = Entry(len(self._entries), name, entry_number, self.starting_chips)
            self._entries.append(entry)
            self._seat_new(entry)
            self._balance()
            self._log.append({"op": op, "entrant": name, "time": now, "at": at})

    # ================================================================= history
    def history(self, number: int, viewer: str | None = None) -> str:
        """Hand ``number``'s PHH text as ``viewer`` (an entrant; ``None``: a spectator) may see
        it, naming the tournament (``event``), the ``level``, the ``table``, the ``hand``, the
        ``players`` and the game (``_game``)."""
        record = self._record(number)
        if not record.hand.is_over:
            raise IllegalActionError(f"hand {number} is not over yet")
        if viewer is not None and viewer not in self.entrants:
            raise InvalidSetupError(f"viewer {shown(viewer)} is not an entrant")
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
