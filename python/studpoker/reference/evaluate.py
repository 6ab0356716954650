"""The evaluators, written to be read: score every five of the hand with a comparable tuple.

A five's *key* is a tuple where greater is better, for lows too. The dense rank of a key is its
index in the sorted list of every key of its kind, built once from one representative hand per
class (every rank multiset, plus its flush when the ranks are distinct).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable
from functools import cache
from itertools import combinations, combinations_with_replacement

from studpoker.errors import InvalidCardError
from studpoker.reference.cards import CardsLike, to_cards
from studpoker.reference.hand_value import CATEGORIES, LOW_BADNESS, HandValue, category_of_groups
from studpoker.reference.wild import WILD_MAX_CARDS, WildLike, best_wild, parse_wild

__all__ = [
    "LOW_BADNESS",
    "MAX_CARDS",
    "MIN_CARDS",
    "dense_ranks",
    "evaluate_high",
    "evaluate_low_8",
    "evaluate_low_27",
    "evaluate_low_a5",
    "rank_high",
    "rank_low_8",
    "rank_low_27",
    "rank_low_a5",
    "score_five",
]

MIN_CARDS = 5
MAX_CARDS = 9

Key = tuple[int, ...]
Scored = tuple[Key, str, tuple[int, ...]]


def high_rank(card: int) -> int:
    """Ace-high rank: two 0 .. ace 12."""
    return card >> 2


def low_rank(card: int) -> int:
    """Ace-low rank: ace 0, two 1 .. king 12."""
    return ((card >> 2) + 1) % 13


def order_by_groups(cards: tuple[int, ...], rank_of: Callable[[int], int]) -> tuple[int, ...]:
    """Largest group first, then the higher rank, then within a group the higher suit."""
    counts = Counter(rank_of(card) for card in cards)
    return tuple(sorted(cards, key=lambda c: (counts[rank_of(c)], rank_of(c), c & 3), reverse=True))


def pairing_category(ordered: tuple[int, ...], rank_of: Callable[[int], int]) -> str:
    """The category made by equal ranks alone (groups are already largest first)."""
    return category_of_groups(Counter(rank_of(card) for card in ordered).values())


def _score_high(five: tuple[int, ...]) -> Scored:
    ordered = order_by_groups(five, high_rank)
    ranks = [high_rank(card) for card in ordered]
    category = pairing_category(ordered, high_rank)
    flush = len({card & 3 for card in five}) == 1
    straight = False
    if category == "high_card":
        if ranks[0] - ranks[4] == 4:
            straight = True
        elif ranks == [12, 3, 2, 1, 0]:
            # The wheel: the ace plays low, so it goes last and counts below the two.
            straight = True
            ordered = ordered[1:] + ordered[:1]
            ranks = [3, 2, 1, 0, -1]
    if straight and flush:
        category = "straight_flush"
    elif flush:
        category = "flush"
    elif straight:
        category = "straight"
    return (CATEGORIES.index(category), *ranks), category, ordered


def _score_low(five: tuple[int, ...]) -> Scored:
    ordered = order_by_groups(five, low_rank)
    category = pairing_category(ordered, low_rank)
    # Lower is better for a low, so the key negates the badness and every rank.
    key = (-LOW_BADNESS[category], *(-low_rank(card) for card in ordered))
    return key, category, ordered


def _score_27(five: tuple[int, ...]) -> Scored:
    """Deuce-to-seven: the five read as a high hand with the ace always high (A-5-4-3-2 is ace
    high, no straight), and the lower that high hand, the better."""
    ordered = order_by_groups(five, high_rank)
    ranks = [high_rank(card) for card in ordered]
    category = pairing_category(ordered, high_rank)
    flush = len({card & 3 for card in five}) == 1
    straight = category == "high_card" and ranks[0] - ranks[4] == 4
    if straight and flush:
        category = "straight_flush"
    elif flush:
        category = "flush"
    elif straight:
        category = "straight"
    # Lower is better, so the key negates the high key: the category, then every rank.
    return (-CATEGORIES.index(category), *(-rank for rank in ranks)), category, ordered


def score_five(five: tuple[int, ...], kind: str) -> Scored | None:
    """Key, category and ordered cards of one five; ``None`` for a five that is no 8-low."""
    if kind == "high":
        return _score_high(five)
    if kind == "low_27":
        return _score_27(five)
    scored = _score_low(five)
    if kind == "low_8":
        _, category, ordered = scored
        if category != "high_card" or any(low_rank(card) > 7 for card in ordered):
            return None
    return scored


def _representatives() -> list[tuple[int, ...]]:
    """One five per class: each rank multiset with suits 0, 1, ..., plus the suited form."""
    fives = []
    for multiset in combinations_with_replacement(range(13), 5):
        counts = Counter(multiset)
        if max(counts.values()) > 4:
            continue
        five = [4 * rank + suit for rank, count in counts.items() for suit in range(count)]
        if len(counts) == 5:
            fives.append(tuple(five))  # all clubs: the flush
            five[0] += 1  # one diamond: offsuit
        fives.append(tuple(five))
    return fives


@cache
def dense_ranks(kind: str) -> dict[Key, int]:
    """Every key of ``kind``, worst first, mapped to its position: the dense rank."""
    keys = set()
    for five in _representatives():
        scored = score_five(five, kind)
        if scored is not None:
            keys.add(scored[0])
    return {key: rank for rank, key in enumerate(sorted(keys))}


@cache
def wild_high_ranks() -> dict[Key, int]:
    """Every key of the wild high space, worst first, mapped to its dense rank."""
    flush = CATEGORIES.index("flush")
    keys = set(dense_ranks("high"))
    keys |= {(flush, 12, 12, *rest) for rest in combinations(range(11, -1, -1), 3)}
    keys |= {(flush, 12, 12, 12, *rest) for rest in combinations(range(11, -1, -1), 2)}
    keys |= {(CATEGORIES.index("five_of_a_kind"), *[rank] * 5) for rank in range(13)}
    return {key: rank for rank, key in enumerate(sorted(keys))}


def class_count(kind: str) -> int:
    """How many distinct values ``kind`` has (7,462 high, 6,175 A-5, 56 eight-or-better, 7,462
    2-7)."""
    return len(dense_ranks(kind))


def _wrong_count(got: int, cards: object, most: int) -> InvalidCardError:
    return InvalidCardError(f"expected {MIN_CARDS} to {most} cards, got {got}: {cards!r}")


def _hand(cards: CardsLike, most: int = MAX_CARDS) -> tuple[int, ...]:
    # Like the core, a list or tuple that is too long is refused before its items are read.
    if isinstance(cards, list | tuple) and len(cards) > most:
        raise _wrong_count(len(cards), cards, most)
    parsed = to_cards(cards)
    if not MIN_CARDS <= len(parsed) <= most:
        raise _wrong_count(len(parsed), cards, most)
    return tuple(parsed)


def _best_with_wild(cards: CardsLike, wild: WildLike, kind: str) -> HandValue | None:
    """The best hand with wild cards: 5 to 11 cards, ranks as ``studpoker.reference.wild``."""
    hand = _hand(cards, WILD_MAX_CARDS)
    wild_set = parse_wild(wild)
    best = best_wild(hand, wild_set, kind)
    if best is None:
        return None
    key, category, held, played = best
    rank = (wild_high_ranks() if kind == "high" and wild_set else dense_ranks(kind))[key]
    value_kind = "high_wild" if kind == "high" and wild_set else kind
    return HandValue(kind=value_kind, rank=rank, category=category, cards=held, played=played)


def _best(cards: CardsLike, kind: str, wild: WildLike | None = None) -> HandValue | None:
    """The best five of the hand; among equal fives the one with the higher suits."""
    if wild is not None:
        return _best_with_wild(cards, wild, kind)
    best: Scored | None = None
    for five in combinations(_hand(cards), 5):
        scored = score_five(five, kind)
        # (key, ordered cards): on equal keys the ranks line up, so the cards compare by suit.
        if scored is not None and (best is None or (scored[0], scored[2]) > (best[0], best[2])):
            best = scored
    if best is None:
        return None
    key, category, ordered = best
    rank = dense_ranks(kind)[key]
    return HandValue(kind=kind, rank=rank, category=category, cards=ordered, played=ordered)


def evaluate_high(cards: CardsLike, *, wild: WildLike | None = None) -> HandValue:
    """The best high hand of 5..9 cards (5..11 with ``wild``)."""
    value = _best(cards, "high", wild)
    assert value is not None  # every five has a high value
    return value


def evaluate_low_a5(cards: CardsLike, *, wild: WildLike | None = None) -> HandValue:
    """The best A-5 low of 5..9 cards (razz): ace low, straights and flushes ignored."""
    value = _best(cards, "low_a5", wild)
    assert value is not None  # every five has an A-5 value
    return value


def evaluate_low_8(cards: CardsLike, *, wild: WildLike | None = None) -> HandValue | None:
    """The best 8-or-better low of 5..9 cards, or ``None`` without five distinct ranks <= 8."""
    return _best(cards, "low_8", wild)


def evaluate_low_27(cards: CardsLike) -> HandValue:
    """The best 2-7 low of 5..9 cards (2-7 razz): the five with the lowest high value, the ace
    always high, straights and flushes counting against. No wild cards."""
    value = _best(cards, "low_27")
    assert value is not None  # every five has a 2-7 value
    return value


def rank_high(cards: CardsLike, *, wild: WildLike | None = None) -> int:
    """The dense high rank alone (the wild high space with a non-empty ``wild``)."""
    return evaluate_high(cards, wild=wild).rank


def rank_low_a5(cards: CardsLike, *, wild: WildLike | None = None) -> int:
    """The dense A-5 rank alone."""
    return evaluate_low_a5(cards, wild=wild).rank


def rank_low_27(cards: CardsLike) -> int:
    """The dense 2-7 rank alone."""
    return evaluate_low_27(cards).rank


def rank_low_8(cards: CardsLike, *, wild: WildLike | None = None) -> int | None:
    """The dense 8-or-better rank alone, ``None`` when there is no low."""
    value = evaluate_low_8(cards, wild=wild)
    return None if value is None else value.rank
