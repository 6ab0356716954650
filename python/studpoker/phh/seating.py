"""Where a history's players sit on the engine's table: PHH numbers them from the dealer's left,
``p1`` first; a ``seats`` field gives each player's seat number (our own histories, 1..n) or a
room's table numbers (gaps where seats are empty), which keep the players' order."""

from __future__ import annotations

import functools

from studpoker.errors import HandHistoryError
from studpoker.limits import shown
from studpoker.phh.document import HandHistory

__all__ = ["seating"]


def seating(history: HandHistory) -> tuple[list[int], int]:
    """Each player's seat on the engine's table of ``player_count`` seats, and the dealer's.

    ``seats`` 1..n (our own histories) are the engine's seats; other seat numbers (a room's
    table, where empty seats leave gaps) keep the players' order, p1 left of the dealer."""
    n = history.player_count
    seats = history.extra.get("seats")
    if seats is None:
        return list(range(n)), n - 1
    if not isinstance(seats, list) or any(type(s) is not int for s in seats):
        seating: tuple[tuple[int, ...], int] | str = _NOT_SEATS.format(n=n)
    else:
        seating = _seating_of(tuple(seats), n)
    if isinstance(seating, str):
        raise HandHistoryError(f"line {history.line_of('seats')}: seats {shown(seats)}: {seating}")
    return list(seating[0]), seating[1]


_NOT_SEATS = "expected seat numbers, {n} distinct, clockwise from the dealer's left"


@functools.lru_cache(maxsize=256)
def _seating_of(seats: tuple[int, ...], n: int) -> tuple[tuple[int, ...], int] | str:
    """``seating`` of a history's seat numbers (the tables of a file share a few): each
    player's seat and the dealer's, or what is wrong with the numbers."""
    if len(seats) != n or any(s < 1 for s in seats) or len(set(seats)) != n:
        return _NOT_SEATS.format(n=n)
    if sorted(seats) != list(range(1, n + 1)):
        # a room's seat numbers: clockwise from the dealer's left, so rising but for one wrap
        if sum(seats[k] > seats[(k + 1) % n] for k in range(n)) > 1:
            return "expected the seat numbers clockwise from the dealer's left"
        return tuple(range(n)), n - 1
    if any((seats[k] - seats[0]) % n != k for k in range(n)):
        return f"expected seat numbers 1..{n}, clockwise from the dealer's left"
    seat_of = tuple(s - 1 for s in seats)
    return seat_of, seat_of[-1]
