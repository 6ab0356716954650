"""Wild cards, written to be obviously right: try every substitution (rules §5.2, §6).

A wild card stands for any card, one the hand already holds included. The five chosen hold
``k`` wilds and ``5 - k`` naturals; every choice of naturals and every multiset of ``k`` ranks for
the wilds is scored. Suits only decide whether a five is suited, so the wilds either all take
the suit of the chosen naturals (when those share one: the double-ace flush is a flush with a
wild playing the ace held) or play off-suit, which covers every substitution.

Ranks: the lows keep their plain spaces (a wild is the lowest rank the low lacks, never a new
class). High hands with a non-empty wild set are ranked in the wild high space (kind
``"high_wild"``): the plain classes, the flushes of two or three aces (between the best plain
flush and the worst full house) and five of a kind (above every straight flush), in order.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from functools import cache
from itertools import combinations, combinations_with_replacement

from studpoker.errors import InvalidCardError
from studpoker.reference.cards import (
    _RUST_WHITESPACE,
    RANK_CHARS,
    _ascii_upper,
    _rust_trim,
    parse_card,
    quoted,
    to_card,
)
from studpoker.reference.hand_value import CATEGORIES, LOW_BADNESS, category_of_groups

__all__ = [
    "WILD_MAX_CARDS",
    "WildLike",
    "best_wild",
    "follow_the_queen",
    "parse_wild",
]

WILD_MAX_CARDS = 11

WildLike = str | Iterable[int | str]

Key = tuple[int, ...]
# (key, category, ordered ranks, suited)
Scored = tuple[Key, str, tuple[int, ...], bool]


def _invalid_wild(text: str) -> InvalidCardError:
    return InvalidCardError(
        f"invalid wild card {quoted(text)}: expected a rank (2-9, T or 10, J, Q, K, A: "
        'all four of its cards) or a card such as "Jh"'
    )


def _wild_token(token: str) -> set[int]:
    """A rank (``"Q"``: all four queens, ``"10"`` or ``"T"``) or one card (``"Jh"``)."""
    upper = _ascii_upper(_rust_trim(token))
    rank = 8 if upper == "10" else RANK_CHARS.find(upper) if len(upper) == 1 else -1
    if rank >= 0:
        return {4 * rank + suit for suit in range(4)}
    try:
        return {parse_card(token)}
    except InvalidCardError:
        raise _invalid_wild(token) from None


def parse_wild(wild: WildLike) -> frozenset[int]:
    """A wild set: a text of ranks and cards (``"3 9"``, ``"Js Jh"``) or an iterable of them
    (card numbers, card texts, rank texts). Duplicates are harmless."""
    cards: set[int] = set()
    if isinstance(wild, str):
        tokens = "".join(" " if c in _RUST_WHITESPACE or c == "," else c for c in wild).split(" ")
        for token in tokens:
            if token:
                cards |= _wild_token(token)
        return frozenset(cards)
    if not isinstance(wild, Iterable):
        raise TypeError(
            f"wild is a text or an iterable of cards and ranks, not {type(wild).__name__}"
        )
    for item in wild:
        cards |= _wild_token(item) if isinstance(item, str) else {to_card(item)}
    return frozenset(cards)


_QUEEN = 10


def follow_the_queen(up_cards: Iterable[int]) -> frozenset[int]:
    """Follow-the-queen's wild set after ``up_cards``, every up card of the hand in the order it
    was dealt (community cards included): queens, and the rank of the up card dealt right after
    the latest up queen. A queen last, or followed only by queens, leaves only queens wild."""
    queens = frozenset(4 * _QUEEN + suit for suit in range(4))
    wild, previous = queens, -1
    for card in up_cards:
        if card >> 2 == _QUEEN:
            wild = queens
        elif previous >= 0 and previous >> 2 == _QUEEN:
            wild = queens | {4 * (card >> 2) + suit for suit in range(4)}
        previous = card
    return wild


def _low_rank(rank: int) -> int:
    return (rank + 1) % 13


@cache
def _score(ranks: tuple[int, ...], suited: bool, kind: str) -> Scored | None:
    """Key (as the plain evaluators key fives), category, ordered ranks; None: no 8-low.

    ``ranks`` come sorted, so the cache holds one entry per multiset of ranks."""
    rank_of = (lambda r: r) if kind == "high" else _low_rank
    counts = Counter(rank_of(r) for r in ranks)
    ordered = tuple(sorted(ranks, key=lambda r: (counts[rank_of(r)], rank_of(r)), reverse=True))
    category = category_of_groups(counts.values())
    if kind != "high":
        if kind == "low_8" and (category != "high_card" or any(_low_rank(r) > 7 for r in ranks)):
            return None
        key = (-LOW_BADNESS[category], *(-_low_rank(r) for r in ordered))
        return key, category, ordered, False
    key_ranks = list(ordered)
    straight = category == "high_card" and (
        ordered[0] - ordered[4] == 4 or ordered == (12, 3, 2, 1, 0)
    )
    if straight and ordered[0] == 12 and ordered[1] == 3:
        ordered = (*ordered[1:], 12)  # the wheel: the ace plays low
        key_ranks = [3, 2, 1, 0, -1]
    if straight:
        category = "straight_flush" if suited else "straight"
    elif suited and CATEGORIES.index(category) < CATEGORIES.index("flush"):
        category = "flush"
        ordered = tuple(sorted(ranks, reverse=True))  # a flush compares all five, highest first
        key_ranks = list(ordered)
    return (CATEGORIES.index(category), *key_ranks), category, ordered, suited


def _best(naturals: tuple[int, ...], wilds: int, kind: str) -> Scored | None:
    best: Scored | None = None
    for k in range(max(0, 5 - len(naturals)), min(wilds, 5) + 1):
        for chosen in combinations(naturals, 5 - k):
            natural_ranks = tuple(card >> 2 for card in chosen)
            suits = (
                (False, True) if kind == "high" and len({c & 3 for c in chosen}) <= 1 else (False,)
            )
            for substitutes in combinations_with_replacement(range(13), k):
                for suited in suits:
                    scored = _score(tuple(sorted(natural_ranks + substitutes)), suited, kind)
                    if scored is not None and (best is None or scored[0] > best[0]):
                        best = scored
    return best


def _lay_out(
    ordered: tuple[int, ...], suited: bool, naturals: set[int], wild_cards: list[int]
) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The five as held and as played. Naturals first, each rank in the highest suit held (a
    suited five in the highest suit it can be made in); each place left takes the next wild
    card (highest first), playing that rank in the highest suit not yet among the five (the
    five's suit when suited)."""
    wilds = iter(wild_cards)
    held: list[int] = []
    played: list[int] = []
    used: set[int] = set()
    if suited:

        def gaps(suit: int) -> int:
            seen: set[int] = set()
            missing = 0
            for rank in ordered:
                card = 4 * rank + suit
                if card in naturals and card not in seen:
                    seen.add(card)
                else:
                    missing += 1
            return missing

        suit = next(s for s in (3, 2, 1, 0) if gaps(s) <= len(wild_cards))
        for rank in ordered:
            card = 4 * rank + suit
            if card in naturals and card not in used:
                used.add(card)
                held.append(card)
            else:
                held.append(next(wilds))
            played.append(card)
        return tuple(held), tuple(played)
    for rank in ordered:
        cards = [4 * rank + suit for suit in (3, 2, 1, 0)]
        natural = next((c for c in cards if c in naturals and c not in used), None)
        if natural is not None:
            used.add(natural)
            held.append(natural)
            played.append(natural)
        else:
            held.append(next(wilds))
            played.append(next((c for c in cards if c not in played), cards[0]))
    return tuple(held), tuple(played)


def best_wild(
    hand: tuple[int, ...], wild: frozenset[int], kind: str
) -> tuple[Key, str, tuple[int, ...], tuple[int, ...]] | None:
    """Key (``reference.evaluate`` ranks it), category, five as held and five as played;
    ``None`` for a hand without an 8-low."""
    naturals = tuple(card for card in hand if card not in wild)
    wild_cards = sorted((card for card in hand if card in wild), reverse=True)
    best = _best(naturals, len(wild_cards), kind)
    if best is None:
        return None
    key, category, ordered, suited = best
    held, played = _lay_out(ordered, suited, set(naturals), wild_cards)
    return key, category, held, played
