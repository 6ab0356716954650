"""Places and prizes from eliminations (rules §10.3, §10.4): entries busted in one hand place
by their chips at its start, an exact tie shares the places and their prizes, and the last
entry standing takes first place. A pure function of the eliminations.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from studpoker.tournament.payouts import Payouts, split_evenly

__all__ = ["placings"]


def placings(
    groups: Sequence[tuple[int, ...]],
    starts: Mapping[int, tuple[int, int]],
    alive: set[int],
    total: int,
    payouts: Payouts,
) -> dict[int, tuple[int, int, int]]:
    """entry -> (best place, worst place, prize) for every entry placed (rules §10.3-9.4):
    ``groups`` the entries busted by each hand, in order, ``starts`` each one's chips at that
    hand's start and place clockwise from its dealer, ``alive`` the entries still in, ``total``
    the entries sold."""
    prizes = payouts.prizes(total)
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
