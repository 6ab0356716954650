"""What a tournament does between hands, in order: the hands that ended read (busted entries
placed in groups), the level moved on, retired chips raced off, tables broken and balanced
(rules §10.1-10.7); then the next hand dealt at the level's stakes. ``Tournament.deal`` runs it
all or nothing.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from studpoker.errors import IllegalActionError
from studpoker.games.dealers_choice import DealersChoice
from studpoker.games.profiles import Profile
from studpoker.games.rotation import RotationState
from studpoker.hand import Hand
from studpoker.hand.choose_game import choosing
from studpoker.hand.flow import begin
from studpoker.hand.shuffle import seeded_deck
from studpoker.tournament import chip_race as races
from studpoker.tournament import seats as seating
from studpoker.tournament.results import Race, TournamentHand
from studpoker.tournament.state import Entry, TableState, TournamentState

if TYPE_CHECKING:
    from studpoker.hand.phases import Step
    from studpoker.hand.state import HandState

__all__ = ["BetweenHands"]


class BetweenHands(TournamentState):
    """The tournament's work between hands, over its state."""

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

    def _advance_level(self, now: float) -> None:
        """Levels move on between hands only: a level in minutes when its time is up (each
        level starts when the last was due to end), a level in hands once a table has dealt that
        many at it (rules §10.1)."""
        last = len(self.structure.levels)
        while self._level < last:
            level = self.structure.level(self._level)
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

    def _race(self, table: TableState) -> None:
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

    def _break(self, table: TableState) -> None:
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

    def _seat_new(self, entry: Entry) -> None:
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

    def _seat(self, entry: Entry, exclude: int | None) -> bool:
        layout = {t.number: t.seats for t in self._tables if t.playing}
        drawn = seating.draw_open_seat(layout, self._random.below, exclude)
        if drawn is None:
            return False
        number, seat = drawn
        self._tables[number].seats[seat] = entry.number
        entry.table, entry.seat = number, seat
        return True

    def _cannot_deal(self, table: TableState) -> str | None:
        if table.size < 2:
            return self._waiting_for(table, "it has fewer than two players")
        least = self.game.min_players
        if table.size < least:
            return f"it has {table.size} players; the game needs {least}"
        game = self.game
        if isinstance(game, DealersChoice) and not game.offered(table.size):
            return f"it has {table.size} players; no game of {game.name} seats them"
        most = max(self._sizes().values())
        if table.size < most - 1:
            return self._waiting_for(table, f"it has {table.size} players and a table has {most}")
        return None

    def _waiting_for(self, table: TableState, why: str) -> str:
        busy = [
            t.number
            for t in self._tables
            if t.playing and t is not table and not self._between_hands(t)
        ]
        return f"{why}; it waits for a player from table(s) {busy} (deal them first)"

    def _deal_hand(self, table: TableState, deck: list[str] | None) -> Hand:
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
        start: Callable[[HandState], Step] = begin
        choice = self.game
        if isinstance(choice, DealersChoice):  # every game offered at the level's stakes
            start = choosing(tuple(map(self._staked, choice.offered(len(occupied)))), profile)
        if deck is None:
            hand = Hand(profile, stacks, dealer, seed=self._random.bits(), start=start)
        else:
            hand = Hand(profile, stacks, dealer, deck=deck, start=start)
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
                names,
                tuple(n or 0 for n in entries),
                hand,
            )
        )
        return hand

    def _next_game(self, table: TableState, players: int) -> tuple[Profile, RotationState]:
        game = self.game
        if isinstance(game, Profile):
            return game, table.rotation
        if isinstance(game, DealersChoice):  # the game a timeout would play (rules §11)
            last = None if table.hand is None else self._hands[table.hand].game
            return game.default_game(game.offered(players), last), table.rotation
        state = game.advance(table.rotation, players)
        return game.profiles[state.game], state

    def _staked(self, game: Profile) -> Profile:
        key = (id(game), self._level)
        staked = self._stakes.get(key)
        if staked is None:
            staked = self.structure.level(self._level).stakes(game)
            self._stakes[key] = staked
        return staked
