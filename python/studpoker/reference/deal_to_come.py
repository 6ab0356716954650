"""Every path of the deal to come in a stud hand, with its chance, dealt card by card.

The up cards in a given order of players (the passes), each drawn uniformly from the unseen
cards; an up card of the extra-card rank (Baseball) gives its owner an extra down card at once;
then the community card, if any (rules §2.1); then each player's down cards, as a set (their
order changes nothing). A path's chance is the product of ``1 / unseen`` over its draws (of
``1 / C(unseen, k)`` for a set of ``k``): paths may differ in length, and their chances add up
to one. Written to be read, for the reference equity's small questions.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations
from math import comb

__all__ = ["Path", "deal_to_come"]


@dataclass(frozen=True)
class Path:
    """One path of the deal: its chance and every card it dealt."""

    chance: Fraction
    up: tuple[tuple[int, ...], ...]  # each player's new up cards
    down: tuple[tuple[int, ...], ...]  # each player's new down cards, extra cards included
    up_order: tuple[int, ...]  # the new up cards in the order dealt
    community: tuple[int, ...]


def _give(
    cards: tuple[tuple[int, ...], ...], player: int, new: Iterable[int]
) -> tuple[tuple[int, ...], ...]:
    return tuple(own + tuple(new) if at == player else own for at, own in enumerate(cards))


def _without(unseen: tuple[int, ...], cards: Iterable[int]) -> tuple[int, ...]:
    gone = set(cards)
    return tuple(card for card in unseen if card not in gone)


def deal_to_come(
    unseen: Iterable[int],
    up_owed: list[int],
    down_owed: list[int],
    extra: int | None,
    community: bool,
) -> Iterator[Path]:
    """Every path of dealing each player (in dealing order) its ``up_owed`` up cards in passes
    and its ``down_owed`` down cards from ``unseen``; an up card of rank ``extra`` (None: no
    such rule) brings its owner one more down card at once; ``community``: one card in the
    middle, dealt after the up cards."""
    players = range(len(up_owed))
    # pass after pass: each player still owed an up card gets one
    schedule = tuple(
        player for turn in range(max(up_owed)) for player in players if up_owed[player] > turn
    )
    nothing: tuple[tuple[int, ...], ...] = tuple(() for _ in players)
    start = Path(Fraction(1), nothing, nothing, (), ())
    yield from _deal_up(start, tuple(unseen), schedule, extra, down_owed, community)


def _deal_up(
    path: Path,
    unseen: tuple[int, ...],
    schedule: tuple[int, ...],
    extra: int | None,
    downs: list[int],
    community: bool,
) -> Iterator[Path]:
    """The up cards in ``schedule`` (a player per card), each with the extra card it brings."""
    if not schedule:
        yield from _deal_community(path, unseen, downs, community)
        return
    player = schedule[0]
    for card in unseen:
        rest = _without(unseen, [card])
        dealt = Path(
            path.chance / len(unseen),
            _give(path.up, player, [card]),
            path.down,
            (*path.up_order, card),
            path.community,
        )
        if extra is not None and card >> 2 == extra:
            for bonus in rest:  # the extra down card, at once
                with_bonus = Path(
                    dealt.chance / len(rest),
                    dealt.up,
                    _give(dealt.down, player, [bonus]),
                    dealt.up_order,
                    dealt.community,
                )
                left = _without(rest, [bonus])
                yield from _deal_up(with_bonus, left, schedule[1:], extra, downs, community)
        else:
            yield from _deal_up(dealt, rest, schedule[1:], extra, downs, community)


def _deal_community(
    path: Path, unseen: tuple[int, ...], downs: list[int], community: bool
) -> Iterator[Path]:
    if not community:
        yield from _deal_down(path, unseen, downs, 0)
        return
    for card in unseen:
        middle = Path(path.chance / len(unseen), path.up, path.down, path.up_order, (card,))
        yield from _deal_down(middle, _without(unseen, [card]), downs, 0)


def _deal_down(
    path: Path, unseen: tuple[int, ...], downs: list[int], player: int
) -> Iterator[Path]:
    """Each player's down cards from ``player`` on, as a set: every set equally likely."""
    if player == len(downs):
        yield path
        return
    ways = comb(len(unseen), downs[player])
    for chosen in combinations(unseen, downs[player]):
        dealt = Path(
            path.chance / ways,
            path.up,
            _give(path.down, player, chosen),
            path.up_order,
            path.community,
        )
        yield from _deal_down(dealt, _without(unseen, chosen), downs, player + 1)
