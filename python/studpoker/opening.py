"""How a betting round opens (rules §3.2, §3.3, §4): one frozen value, computed in one place.

``open_round`` reads the hand's seats and cards once and fixes everything the round starts
from: who acts first (the obliged bring-in seat, or the best or worst showing hand, skipping an
all-in seat), whether the bring-in is expected from a seat or assumed (the obliged seat is
all-in), the step, the open-pair step and who owns an open pair, and the cap. ``BettingRound``
starts from it and the hand records it as ``RoundStarted``.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import itemgetter
from typing import TYPE_CHECKING, NamedTuple

from studpoker.profiles import Profile
from studpoker.wild_rules import bring_in_wild, open_pair_wild, showing_wild

if TYPE_CHECKING:
    from studpoker._rules import Rules

__all__ = ["RoundOpening", "open_round", "seats_able_to_act"]

# NamedTuple.__new__ adds a Python frame; one opening is built per betting round
_new = tuple.__new__
_first = itemgetter(0)


class RoundOpening(NamedTuple):
    """Everything a betting round starts from (seats are the hand's)."""

    number: int
    """The 0-based betting round."""
    first: int
    """The seat to act first."""
    obliged: int | None
    """The seat the bring-in falls on (round 1 with a bring-in), even when it is all-in."""
    bring_in: int | None
    """The bring-in amount in a bring-in round, else None."""
    posts_bring_in: int
    """The seat expected to post the bring-in (or open with the full step), else -1; with a
    bring-in and -1 here, the obliged seat is all-in and the others face the full bring-in."""
    step: int
    big: int | None
    """The open-pair round's big step (rules §3.3), else None."""
    pair_owners: tuple[int, ...]
    """The seats in the hand showing an open pair in the open-pair round."""
    cap: int | None
    """The most bets, completions and raises in the round (rules §3.3), None when uncapped."""


def open_round(
    profile: Profile,
    index: int,
    *,
    stacks: Sequence[int],
    in_hand: Sequence[bool],
    up: Sequence[Sequence[int]],
    community: Sequence[int],
    dealer: int,
    rules: Rules,
    wild: frozenset[int] = frozenset(),
) -> RoundOpening:
    """The opening of betting round ``index`` as the hand stands (its cards are dealt); ``wild``:
    the wild set in force, read for the first round's opener (the bring-in, or without one the
    highest door card), the showing order and the open pair as the profile says."""
    p = profile
    n = len(stacks)
    big = None
    owners: tuple[int, ...] = ()
    if p.open_pair_round is not None and index == p.open_pair_round - 1:
        big = p.open_pair_step
        owners = _pair_owners(up, in_hand, open_pair_wild(p, wild))
    cap = None
    if p.max_raises is not None and not (
        p.cap_heads_up_exempt and (n <= 2 or _counted(p, stacks, in_hand) <= 2)
    ):
        cap = 1 + p.max_raises
    obliged: int | None = None
    posts = -1
    if index == 0 and p.bring_in is not None:
        # every seat is in the hand with a door card of its own: nobody folds before the first
        # round, and the opening deal fits the deck (``Profile`` checks it)
        doors = list(map(_first, up))
        obliged = rules.bring_in_seat(doors, p.bring_in_rule, wild=bring_in_wild(p, wild) or None)
        if stacks[obliged] > 0:
            first = posts = obliged
        elif p.bring_in_all_in == "pass_bring_in":
            first = posts = _next_can_act(obliged, stacks, in_hand)
        else:
            first = _next_can_act(obliged, stacks, in_hand)  # rules §4.3: the others face it
    else:
        # rules §2.1 (Choice community_card_opens): by default a community card does not
        # change who acts first; the players' own up cards decide
        ups = up if all(in_hand) else [up[s] if in_hand[s] else None for s in range(n)]
        tie: str = p.no_bring_in_tie if index == 0 else p.showing_tie
        # no bring-in: the first round's opener reads wild door cards as the bring-in would
        read = bring_in_wild(p, wild) if index == 0 else showing_wild(p, wild)
        first = rules.first_to_act(
            ups,
            dealer,
            low=p.showing_low,
            tie=tie,
            aces=p.showing_aces,
            community=community if p.community_card_opens else (),
            wild=read or None,
        )
        if stacks[first] == 0:
            first = _next_can_act(first, stacks, in_hand)  # rules §4.3: skip an all-in seat
    bring_in = p.bring_in if obliged is not None else None
    return _new(
        RoundOpening, (index, first, obliged, bring_in, posts, p.steps[index], big, owners, cap)
    )


def _counted(p: Profile, stacks: Sequence[int], in_hand: Sequence[bool]) -> int:
    """The seats the heads-up exemption of the cap counts (``Profile.cap_counts``)."""
    if p.cap_counts != "can_act":
        return list(in_hand).count(True)
    return seats_able_to_act(in_hand, stacks)


def seats_able_to_act(in_hand: Sequence[bool], stacks: Sequence[int]) -> int:
    """The seats in the hand with chips behind."""
    if all(in_hand) and all(stacks):
        return len(stacks)  # the common case: every seat in the hand with chips
    able = 0
    for on, chips in zip(in_hand, stacks, strict=True):  # a loop: no comprehension frame
        if on and chips > 0:
            able += 1
    return able


def _next_can_act(seat: int, stacks: Sequence[int], in_hand: Sequence[bool]) -> int:
    """The next seat clockwise in the hand with chips behind. A round opens only with two such
    seats (``flow.betting``) and ``seat``, all in, is neither, so there is always one."""
    n = len(stacks)
    return next(s % n for s in range(seat + 1, seat + n) if in_hand[s % n] and stacks[s % n] > 0)


def _pair_owners(
    up: Sequence[Sequence[int]], in_hand: Sequence[bool], wild: frozenset[int] = frozenset()
) -> tuple[int, ...]:
    """The seats in the hand whose own up cards show a pair (rules §3.3: a community card is
    no seat's own); a ``wild`` card pairs with any other card shown (two wild cards too)."""
    owners: list[int] = []
    for seat, cards in enumerate(up):
        if not in_hand[seat]:
            continue
        if len(cards) >= 2 and not wild.isdisjoint(cards):
            owners.append(seat)
            continue
        seen = 0  # one bit per rank shown
        for card in cards:
            rank = 1 << (card >> 2)
            if seen & rank:
                owners.append(seat)
                break
            seen |= rank
    return tuple(owners)
