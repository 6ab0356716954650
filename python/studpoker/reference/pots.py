"""The pots of a hand in progress (rules §3.4), written to be read: the spec of the core's
``pot_layout``, with the same checks in the same order and the same error classes, cut by the
settlement's own ``_cut_layers``.

Unless ``live``, two kinds of chips go back first, in this order: a folded seat's chips above
every seat still in the hand (``unreachable``: nobody can win them), then the top contributor's
chips above every other seat's (``uncalled``). The rest is cut into pots: the dead chips first,
a pot every seat in the hand may win, then one layer per contribution level of a seat in the
hand, eligible to the seats in the hand that reached it; a layer with the same eligible seats
as the one below joins it. With ``live`` nothing goes back: the chips above the top level of the
seats in the hand join the top pot (a pot of
their own for every seat in the hand when nobody in it put a chip in).
"""

from __future__ import annotations

from studpoker.errors import SettlementError
from studpoker.reference.settle import _cut_layers
from studpoker.reference.settle_input import (
    MAX_SEATS,
    check_contributions,
    check_dead,
    per_seat,
    read_contribution,
    read_dead,
)

__all__ = ["pot_layout"]

Layout = tuple[tuple[tuple[int, tuple[int, ...]], ...], tuple[int, ...], tuple[int, ...]]


def _chips(item: object, seat: int) -> int:
    if type(item) is bool:
        raise SettlementError(f"seat {seat}: a contribution must be an int, not the bool {item}")
    return read_contribution(item, seat)


def _flag(item: object, seat: int) -> bool:
    if type(item) is not bool:
        raise TypeError(f"seat {seat}: in_hand is True or False, not {type(item).__name__}")
    return item


def pot_layout(
    contributions: object, in_hand: object, dead: object = None, *, live: bool = False
) -> Layout:
    """``(pots, uncalled, unreachable)``: see the module docs and ``studpoker._core``."""
    if type(live) is not bool:
        raise TypeError(f"live must be True or False, got {live!r}")
    given = per_seat(contributions, "contributions")
    chips = [_chips(item, seat) for seat, item in enumerate(given)]
    playing = [_flag(item, seat) for seat, item in enumerate(per_seat(in_hand, "in_hand"))]
    if type(dead) is bool:
        raise SettlementError(f"dead must be an int, not the bool {dead}")
    extra = read_dead(dead)
    if len(chips) != len(playing):
        raise SettlementError(
            f"per-seat inputs differ in length: {len(chips)} contributions, {len(playing)} in_hand"
        )
    if len(chips) < 2:
        raise SettlementError(f"a settlement needs at least 2 seats, got {len(chips)}")
    if len(chips) > MAX_SEATS:
        raise SettlementError(f"a settlement takes at most {MAX_SEATS} seats, got {len(chips)}")
    check_contributions(chips)
    check_dead(extra, chips)
    seats = range(len(chips))
    if not any(playing):
        raise SettlementError("no seat is in the hand: at least one entry of in_hand must be True")
    reach = max(chips[seat] for seat in seats if playing[seat])
    unreachable = [max(0, put_in - reach) for put_in in chips]
    chips = [put_in - back for put_in, back in zip(chips, unreachable, strict=True)]
    # the top level now belongs to a seat in the hand, as the settlement's cut requires; it hands
    # back a lone top contributor's excess as uncalled
    layers, uncalled = _cut_layers(chips, playing, extra)
    pots = [(layer.amount, layer.eligible) for layer in layers]
    if live:
        # nothing has gone back yet: an unmatched bet is a pot of its owner's, and the chips
        # beyond every seat in the hand lie in the top pot
        for seat in seats:
            if uncalled[seat]:
                if pots and pots[-1][1] == (seat,):
                    pots[-1] = (pots[-1][0] + uncalled[seat], (seat,))
                else:
                    pots.append((uncalled[seat], (seat,)))
        beyond = sum(unreachable)
        if beyond and pots:
            pots[-1] = (pots[-1][0] + beyond, pots[-1][1])
        elif beyond:
            pots.append((beyond, tuple(seat for seat in seats if playing[seat])))
        uncalled = [0] * len(chips)
        unreachable = [0] * len(chips)
    return tuple(pots), tuple(uncalled), tuple(unreachable)
