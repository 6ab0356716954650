"""Seats in a tournament: the draw, balancing and breaking tables (rules §10.5-9.6), as pure
functions of the seating; ``studpoker.tournament`` applies what they choose.

A tournament's tables are lists of seats holding an entry's number or ``None``. Each empty seat
carries the moment it opened (a growing stamp), so "the last seat to open" is well defined; seats
empty from the start opened before any other, in seat order, and seats emptied by one hand open
in seat order too (the highest last).

- **Balancing** (the TDA's rule for stud-only events, where no button sets positions: players
  are moved by position, and the last seat to open at the short table is the seat filled): while
  two tables differ by two players or more, one player moves from a table with the most players
  to the one with the fewest. The table moved from is predetermined: the lowest-numbered of the
  largest tables that is between hands. The seat filled is the last to open at the short table,
  and the player moved is the one in the same seat number at the large table (or, that seat being
  empty, the first player clockwise from it): by position, seat for seat, so a move changes no
  player's place in the dealing order more than the table's own change would.
- **Breaking** (predetermined, the highest number first): a table breaks once the other tables'
  seats can hold every player; its players are seated by a two-step draw, a table among those
  with the fewest players, then a seat among its empty seats.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

__all__ = [
    "Seats",
    "balance_move",
    "draw_open_seat",
    "first_seats",
    "mover_seat",
    "seat_to_fill",
    "table_to_break",
]

Seats = Sequence[int | None]
"""One table's seats: the entry seated in each, ``None`` for an empty seat."""
Draw = Callable[[int], int]
"""A uniform draw in ``[0, bound)``: the tournament's seeded (or private) randomness."""


def first_seats(entrants: int, tables: int, seats: int, below: Draw) -> list[list[int | None]]:
    """The opening draw: entries 0..entrants-1 in a random order dealt round the tables in turn
    (so table sizes differ by one at most), each taking a random empty seat of its table."""
    order = list(range(entrants))
    for last in range(entrants - 1, 0, -1):  # Fisher-Yates
        pick = below(last + 1)
        order[last], order[pick] = order[pick], order[last]
    layout: list[list[int | None]] = [[None] * seats for _ in range(tables)]
    for index, entry in enumerate(order):
        table = layout[index % tables]
        empty = [seat for seat, held in enumerate(table) if held is None]
        table[empty[below(len(empty))]] = entry
    return layout


def seat_to_fill(seats: Seats, opened: Sequence[int]) -> int:
    """The empty seat that opened last (the seat the TDA fills in stud)."""
    empty = [seat for seat, held in enumerate(seats) if held is None]
    return max(empty, key=lambda seat: (opened[seat], seat))


def mover_seat(seats: Sequence[object], seat: int) -> int:
    """The seat whose player moves to fill seat number ``seat`` at another table: the same seat
    number, or the first occupied seat clockwise from it."""
    n = len(seats)
    for offset in range(n):
        candidate = (seat + offset) % n
        if seats[candidate] is not None:
            return candidate
    raise ValueError("no player to move")


def balance_move(sizes: dict[int, int], movable: Callable[[int], bool]) -> tuple[int, int] | None:
    """The next move of a player as ``(from table, to table)``, or ``None`` when the tables are
    within one player of each other or no table with the most players may give one now
    (``movable``: it is between hands)."""
    if len(sizes) < 2:
        return None
    most, fewest = max(sizes.values()), min(sizes.values())
    if most - fewest < 2:
        return None
    sources = [t for t in sorted(sizes) if sizes[t] == most and movable(t)]
    if not sources:
        return None
    short = min(t for t in sizes if sizes[t] == fewest)
    return sources[0], short


def table_to_break(
    sizes: dict[int, int], seats: int, breakable: Callable[[int], bool]
) -> int | None:
    """The table to break now, or ``None``: once the other tables' seats hold every player, the
    highest-numbered table that may break now (``breakable``: between hands, not the one being
    dealt) breaks."""
    if len(sizes) < 2 or sum(sizes.values()) > (len(sizes) - 1) * seats:
        return None
    for table in sorted(sizes, reverse=True):
        if breakable(table):
            return table
    return None


def draw_open_seat(
    layout: dict[int, list[int | None]], below: Draw, exclude: int | None = None
) -> tuple[int, int] | None:
    """A seat for a player (the two-step draw): a table among those with the fewest players and
    an empty seat, then one of its empty seats; ``None`` when every seat is taken."""
    counts = {
        number: sum(held is not None for held in seats)
        for number, seats in layout.items()
        if number != exclude and any(held is None for held in seats)
    }
    if not counts:
        return None
    fewest = min(counts.values())
    tables = sorted(number for number, count in counts.items() if count == fewest)
    table = tables[below(len(tables))]
    empty = [seat for seat, held in enumerate(layout[table]) if held is None]
    return table, empty[below(len(empty))]
