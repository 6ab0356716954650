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
    evaluate_low_a5,
    high_rank,
    low_rank,
    order_by_groups,
    pairing_category,
)
from studpoker.reference.hand_value import CATEGORIES

__all__ = ["BRING_IN_RULES", "SHOWING_TIES", "bring_in_seat", "first_to_act"]

BRING_IN_RULES = ("lowest", "highest_ace_low")
SHOWING_TIES = ("suit", "suit_of_group", "position")


def _unknown_rule(kind: str, name: str, legal: Sequence[str]) -> InvalidRuleError:
    return InvalidRuleError(f"unknown {kind} {name!r}; expected one of: {', '.join(legal)}")


def _seat_list(seats: object, what: str) -> list[object]:
    # A text would iterate as characters: refuse it rather than guess.
    if isinstance(seats, str) or not isinstance(seats, Sequence):
        raise TypeError(f"{what} is a sequence with one entry per seat, not {type(seats).__name__}")
    return list(seats)


def bring_in_seat(door_cards: Sequence[CardLike | None], rule: str = "lowest") -> int:
    """The seat that must bring in: ``"lowest"`` card (ace high, clubs lowest) or, for razz,
    ``"highest_ace_low"`` (king highest, the higher suit brings in)."""
    if rule not in BRING_IN_RULES:
        raise _unknown_rule("bring-in rule", rule, BRING_IN_RULES)
    seats = _seat_list(door_cards, "door_cards")
    cards = {seat: to_card(card) for seat, card in enumerate(seats) if card is not None}
    check_distinct(list(cards.values()))
    if not cards:
        raise InvalidSetupError("no seat is in the hand: every door card is None")
    if rule == "lowest":
        # The card number is 4 * rank + suit: the lowest number is the lowest rank, then suit.
        return min(cards, key=lambda seat: cards[seat])
    return max(cards, key=lambda seat: (low_rank(cards[seat]), cards[seat] & 3))


def _showing_cards(up: tuple[int, ...], low: bool) -> tuple[str, tuple[int, ...]]:
    """The category and the cards of a showing hand, most significant first.

    Up to four cards count pairs, trips and quads only; five or more are evaluated as a hand
    (best five), every category counting for high, pairings only for low.
    """
    rank_of = low_rank if low else high_rank
    if len(up) >= 5:
        value = evaluate_low_a5(up) if low else evaluate_high(up)
        return value.category, value.cards
    ordered = order_by_groups(up, rank_of)
    return pairing_category(ordered, rank_of), ordered


def _strength(category: str, cards: tuple[int, ...], low: bool) -> tuple[int, ...]:
    """Greater is better: category first, then ranks in order of significance."""
    if low:
        return (-LOW_BADNESS[category], *(-low_rank(card) for card in cards))
    ranks = [high_rank(card) for card in cards]
    if category in ("straight", "straight_flush") and ranks[0] == 3:
        ranks[4] = -1  # the wheel's ace plays low
    return (CATEGORIES.index(category), *ranks)


def _tie_card(cards: tuple[int, ...], tie: str, low: bool) -> int:
    """The card whose suit breaks a tie: the highest-ranked card (``"suit"``) or the first
    card of the main group (``"suit_of_group"``), its highest suit among equal ranks."""
    rank_of: Callable[[int], int] = low_rank if low else high_rank
    rank = max(map(rank_of, cards)) if tie == "suit" else rank_of(cards[0])
    return max((card for card in cards if rank_of(card) == rank), key=lambda c: c & 3)


def first_to_act(
    up_cards: Sequence[CardsLike | None],
    dealer: int,
    *,
    low: bool = False,
    tie: str = "suit",
    community: CardsLike | None = None,
) -> int:
    """The seat whose showing hand is best (``low``: lowest) acts first; ties by ``tie``.

    ``community``: cards in the middle (rules §2.1) that belong to every seat's showing hand.
    """
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
                f"seat {seat} shows {len(hand)} up cards; expected 1 to {MAX_CARDS}"
            )
        hands[seat] = hand
    own = [card for hand in seats if hand is not None for card in hand]
    check_distinct(own + list(shared))
    if not hands:
        raise InvalidSetupError("no seat is in the hand: every entry of up_cards is None")

    showing = {seat: _showing_cards(hand, low) for seat, hand in hands.items()}
    strength = {seat: _strength(*showing[seat], low) for seat in showing}
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
        key=lambda seat: (_tie_card(showing[seat][1], tie, low) & 3, -distance_from_dealer(seat)),
    )
