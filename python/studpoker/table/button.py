"""The button at a table of ``size`` seats (rules §8): where it moves for the next hand, and
which hand seat deals when it sits on a seat not dealt in. Pure functions of the seats."""

from __future__ import annotations

from studpoker.games.profiles import Profile

__all__ = ["hand_dealer", "next_dealer"]


def next_dealer(
    dealer: int, size: int, seats: tuple[int, ...], profile: Profile, *, moved: bool
) -> int:
    """The button moves to the next seat clockwise that is dealt in (empty, busted and
    sitting-out seats are passed); the first hand keeps the lot's seat if it is dealt in.
    With ``dealer_skips_empty_seats`` off it moves one seat, dealt in or not."""
    if not profile.dealer_skips_empty_seats:
        return (dealer + 1) % size if moved else dealer
    if not moved and dealer in seats:
        return dealer
    for offset in range(1, size + 1):
        seat = (dealer + offset) % size
        if seat in seats:
            return seat
    return dealer


def hand_dealer(dealer: int, size: int, seats: tuple[int, ...]) -> int:
    """The dealer as a hand seat: a button on a seat not dealt in deals through the seat
    to its right that is dealt in (dealing starts left of the button either way)."""
    for back in range(size):
        seat = (dealer - back) % size
        if seat in seats:
            return seats.index(seat)
    return 0
