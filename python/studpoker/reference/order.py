"""Who acts first (rules §4): the bring-in of the opening deal and the best showing hand later.

A showing hand's *strength* is a tuple where greater is better, for low games too, so a hand
that is a prefix of another (fewer cards, same ranks so far) compares as the weaker one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from studpoker.errors import InvalidCardError, InvalidRuleError, InvalidSetupError
from studpoker.reference.cards import (
    CardLike,
    CardsLike,
    check_distinct,
    to_card,
    to_cards,
)
from studpoker.reference.evaluate import (
    LOW_BADNESS,
    MAX_CARDS,
    evaluate_high,
    evaluate_low_27,
    evaluate_low_a5,
    high_rank,
    low_rank,
    order_by_groups,
    pairing_category,
)
from studpoker.reference.hand_value import CATEGORIES, category_of_groups
from studpoker.reference.wild import WILD_MAX_CARDS, WildLike, parse_wild

__all__ = [
    "ACES",
    "BRING_IN_RULES",
    "SHOWING_TIES",
    "bring_in_seat",
    "first_to_act",
    "showing_hand",
]

BRING_IN_RULES = ("lowest", "highest_ace_low", "highest")
SHOWING_TIES = ("suit", "suit_of_group", "position")
ACES = ("low", "high")
"""How an ace counts in a low showing order: low (A-5 razz) or high (2-7 razz)."""


def _order(low: bool, aces: str) -> str:
    """The showing order: ``"high"``, ``"low_a5"`` or ``"low_27"``."""
    if aces not in ACES:
        raise _unknown_rule("aces reading", aces, ACES)
    if not low:
        return "high"
    return "low_a5" if aces == "low" else "low_27"


def _rank_of(order: str) -> Callable[[int], int]:
    return low_rank if order == "low_a5" else high_rank


def _unknown_rule(kind: str, name: str, legal: Sequence[str]) -> InvalidRuleError:
    return InvalidRuleError(f"unknown {kind} {name!r}; expected one of: {', '.join(legal)}")


def _seat_list(seats: object, what: str) -> list[object]:
    # A text would iterate as characters: refuse it rather than guess.
    if isinstance(seats, str) or not isinstance(seats, Sequence):
        raise TypeError(f"{what} is a sequence with one entry per seat, not {type(seats).__name__}")
    return list(seats)


def _wild_set(wild: WildLike | None) -> frozenset[int]:
    return frozenset() if wild is None else parse_wild(wild)


def bring_in_seat(
    door_cards: Sequence[CardLike | None], rule: str = "lowest", *, wild: WildLike | None = None
) -> int:
    """The seat that must bring in: ``"lowest"`` card (ace high, clubs lowest) or, for razz,
    ``"highest_ace_low"`` (king highest, the higher suit brings in) or, for 2-7 razz,
    ``"highest"`` (ace highest, the higher suit brings in).

    ``wild``: door cards that count at their best (rules §6 notes), better than every natural
    one, so a wild door card brings in only when every door card is wild (then by card)."""
    if rule not in BRING_IN_RULES:
        raise _unknown_rule("bring-in rule", rule, BRING_IN_RULES)
    seats = _seat_list(door_cards, "door_cards")
    wild_set = _wild_set(wild)
    cards = {seat: to_card(card) for seat, card in enumerate(seats) if card is not None}
    check_distinct(list(cards.values()))
    if not cards:
        raise InvalidSetupError("no seat is in the hand: every door card is None")
    if rule == "lowest":
        # The card number is 4 * rank + suit: the lowest number is the lowest rank, then suit.
        return min(cards, key=lambda seat: (cards[seat] in wild_set, cards[seat]))
    rank_of = low_rank if rule == "highest_ace_low" else high_rank
    return max(
        cards,
        key=lambda seat: (cards[seat] not in wild_set, rank_of(cards[seat]), cards[seat] & 3),
    )


def _showing_cards(up: tuple[int, ...], order: str) -> tuple[str, tuple[int, ...]]:
    """The category and the cards of a showing hand, most significant first.

    Up to four cards count pairs, trips and quads only; five or more are evaluated as a hand
    (best five), every category counting for high and 2-7, pairings only for A-5.
    """
    rank_of = _rank_of(order)
    if len(up) >= 5:
        evaluate = {"high": evaluate_high, "low_a5": evaluate_low_a5, "low_27": evaluate_low_27}
        value = evaluate[order](up)
        return value.category, value.cards
    ordered = order_by_groups(up, rank_of)
    return pairing_category(ordered, rank_of), ordered


def _showing_cards_wild(
    up: tuple[int, ...], wild: frozenset[int], low: bool
) -> tuple[str, tuple[int, ...]]:
    """A showing hand whose ``wild`` up cards count at their best, as they play: five or more
    cards are the best hand (wild evaluation); up to four count pairings only, each wild joining
    the largest group of naturals (the highest rank among equal groups; aces when every card is
    wild) or, for a low, becoming the lowest rank the low lacks."""
    if len(up) >= 5:
        value = evaluate_low_a5(up, wild=wild) if low else evaluate_high(up, wild=wild)
        return value.category, value.played
    if not up:
        raise InvalidCardError(f"expected 1 to {WILD_MAX_CARDS} cards, got 0")
    check_distinct(list(up))
    rank_of = low_rank if low else high_rank
    naturals = [card for card in up if card not in wild]
    wilds = len(up) - len(naturals)
    counts = [0] * 13
    for card in naturals:
        counts[rank_of(card)] += 1
    if low:
        played_ranks = [r for r in range(13) if counts[r] == 0][:wilds]
    else:
        best = max(range(13), key=lambda r: (counts[r], r))
        played_ranks = [best if counts[best] > 0 else 12] * wilds
    for ranked in played_ranks:
        rank = (ranked + 12) % 13 if low else ranked
        free = (4 * rank + suit for suit in (3, 2, 1, 0) if 4 * rank + suit not in naturals)
        card = next(free, 4 * rank + 3)
        counts[ranked] += 1
        naturals.append(card)
    played = sorted(naturals, key=lambda c: (counts[rank_of(c)], rank_of(c), c & 3), reverse=True)
    return category_of_groups(c for c in counts if c), tuple(played)


def _no_wild_in_27(order: str, wild_set: frozenset[int]) -> None:
    if order == "low_27" and wild_set:
        raise InvalidRuleError("the 2-7 showing order is played without wild cards")


def showing_hand(
    up: CardsLike, *, wild: WildLike | None = None, low: bool = False, aces: str = "low"
) -> tuple[str, list[int]]:
    """One showing hand as the showing order reads it (rules §4.2, §6 notes): its category and
    its cards as they play, most significant first; cards in ``wild`` count at their best.
    ``aces="high"`` with ``low``: the 2-7 order (no wild cards)."""
    order = _order(low, aces)
    if isinstance(up, list | tuple) and len(up) > WILD_MAX_CARDS:
        raise InvalidCardError(f"expected 5 to {WILD_MAX_CARDS} cards, got {len(up)}")
    wild_set = _wild_set(wild)
    _no_wild_in_27(order, wild_set)
    hand = tuple(to_cards(up))
    if order == "low_27":
        if not hand:
            raise InvalidCardError(f"expected 1 to {MAX_CARDS} cards, got 0")
        if len(hand) > MAX_CARDS:
            raise InvalidCardError(f"expected 5 to {MAX_CARDS} cards, got {len(hand)}")
        check_distinct(list(hand))
        category, played = _showing_cards(hand, order)
    else:
        category, played = _showing_cards_wild(hand, wild_set, low)
    return category, list(played)


def _strength(category: str, cards: tuple[int, ...], order: str) -> tuple[int, ...]:
    """Greater is better: category first, then ranks in order of significance."""
    if order == "low_27":
        # The high order turned round: every category and every rank counts against.
        return (-CATEGORIES.index(category), *(-high_rank(card) for card in cards))
    if order == "low_a5":
        return (-LOW_BADNESS.get(category, 5), *(-low_rank(card) for card in cards))
    ranks = [high_rank(card) for card in cards]
    if category in ("straight", "straight_flush") and ranks[0] == 3:
        ranks[4] = -1  # the wheel's ace plays low
    return (CATEGORIES.index(category), *ranks)


def _tie_card(cards: tuple[int, ...], tie: str, order: str) -> int:
    """The card whose suit breaks a tie: the highest-ranked card (``"suit"``) or the first
    card of the main group (``"suit_of_group"``), its highest suit among equal ranks."""
    rank_of = _rank_of(order)
    rank = max(map(rank_of, cards)) if tie == "suit" else rank_of(cards[0])
    return max((card for card in cards if rank_of(card) == rank), key=lambda c: c & 3)


def first_to_act(
    up_cards: Sequence[CardsLike | None],
    dealer: int,
    *,
    low: bool = False,
    tie: str = "suit",
    community: CardsLike | None = None,
    wild: WildLike | None = None,
    aces: str = "low",
) -> int:
    """The seat whose showing hand is best (``low``: lowest) acts first; ties by ``tie``.

    ``aces``: in a low order an ace counts ``"low"`` (A-5 razz) or ``"high"`` (2-7 razz: five
    up cards count their straights and flushes against; no wild cards).

    ``community``: cards in the middle (rules §2.1) that belong to every seat's showing hand.
    ``wild``: up cards that count at their best (rules §6 notes); equal showing hands are then
    told apart by the up cards as held, grouped as naturals.
    """
    wild_set = _wild_set(wild)
    order = _order(low, aces)
    if tie not in SHOWING_TIES:
        raise _unknown_rule("showing tie rule", tie, SHOWING_TIES)
    seats = [
        None if cards is None else tuple(to_cards(cards))
        for cards in _seat_list(up_cards, "up_cards")
    ]
    shared = () if community is None else tuple(to_cards(community))
    if not 0 <= dealer < len(seats):
        raise InvalidSetupError(f"dealer seat {dealer} is not at the table of {len(seats)} seats")
    hands: dict[int, tuple[int, ...]] = {}
    for seat, hand in enumerate(seats):
        if hand is None:
            continue
        hand = hand + shared
        if not 1 <= len(hand) <= MAX_CARDS:
            raise InvalidCardError(
                f"seat {seat} shows {len(hand)} up cards; "
                f"a showing hand holds 1 to {MAX_CARDS} cards"
            )
        hands[seat] = hand
    own = [card for hand in seats if hand is not None for card in hand]
    check_distinct(own + list(shared))
    if not hands:
        raise InvalidSetupError("no seat is in the hand: every entry of up_cards is None")
    _no_wild_in_27(order, wild_set)

    if wild_set:
        rank_of = low_rank if low else high_rank
        showing = {seat: _showing_cards_wild(hand, wild_set, low) for seat, hand in hands.items()}
        tie_cards = {seat: order_by_groups(hand, rank_of) for seat, hand in hands.items()}
    else:
        showing = {seat: _showing_cards(hand, order) for seat, hand in hands.items()}
        tie_cards = {seat: cards for seat, (_, cards) in showing.items()}
    strength = {seat: _strength(*showing[seat], order) for seat in showing}
    best = max(strength.values())
    tied = [seat for seat in strength if strength[seat] == best]

    def distance_from_dealer(seat: int) -> int:
        return (seat - dealer - 1) % len(seats)

    if tie == "position":
        return min(tied, key=distance_from_dealer)
    # The higher suit acts first; position only settles what suits cannot (never, in fact:
    # tied hands share their ranks and the cards are distinct).
    return max(
        tied,
        key=lambda seat: (_tie_card(tie_cards[seat], tie, order) & 3, -distance_from_dealer(seat)),
    )
