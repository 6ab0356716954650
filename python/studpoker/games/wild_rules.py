"""The wild cards in force in each home game (rules §5.2, §6 notes), as pure functions.

A wild set is a ``frozenset`` of card numbers (``4 * rank + suit``), the form the evaluators'
``wild=``, the order functions' ``wild=`` and ``showdown.Contest.wild`` take. Every game but
follow-the-queen has one set for the whole hand; follow-the-queen's set follows the up cards in
the order they were dealt (``follow_the_queen`` computes it from that sequence; the hand keeps it
as ``Hand.wild``, changed by the dealing rule as each up card is dealt, and its views, showing
order and settlement read the set in force then).
"""

from __future__ import annotations

from collections.abc import Iterable

from studpoker.cards import RANKS, format_card
from studpoker.errors import InvalidCardError, InvalidRuleError
from studpoker.games.profiles import Profile, WildReading, WildRule
from studpoker.limits import is_int, items, shown

__all__ = [
    "QUEEN",
    "QUEENS",
    "STATIC_WILD",
    "after_up_card",
    "bring_in_wild",
    "follow_the_queen",
    "is_dynamic",
    "open_pair_wild",
    "showing_wild",
    "wild_in_force",
    "wild_text",
]

QUEEN = 10
"""The queen's rank (ranks 0..12 are 2..A)."""


def _rank(rank: int) -> frozenset[int]:
    return frozenset(4 * rank + suit for suit in range(4))


QUEENS = _rank(QUEEN)
"""The four queens: follow-the-queen's set when an up queen has no follower yet."""

_CLUBS, _DIAMONDS, _HEARTS, _SPADES = range(4)
_JACK, _KING = 9, 11

STATIC_WILD: dict[WildRule, frozenset[int]] = {
    "acey_deucy": _rank(12) | _rank(0),  # aces and 2s
    "one_eyed_jacks": frozenset({4 * _JACK + _SPADES, 4 * _JACK + _HEARTS}),  # J♠ J♥
    "suicide_king": frozenset({4 * _KING + _HEARTS}),  # K♥
    "baseball": _rank(1) | _rank(7),  # 3s and 9s
}
"""The wild set of each game whose set never changes during the hand."""

_RULES: tuple[WildRule, ...] = (*STATIC_WILD, "follow_the_queen")


def _checked_up_cards(up_cards: Iterable[int]) -> tuple[int, ...]:
    cards = items(up_cards, 52)  # a list or any ordered iterable
    if cards is None or len(cards) > 52:
        raise InvalidCardError(
            f"up cards {shown(up_cards)}: give the card numbers in the order they were dealt"
        )
    for card in cards:
        if not is_int(card) or not 0 <= card <= 51:
            raise InvalidCardError(f"up card {shown(card)}: a card is a number 0..51")
    return cards


def follow_the_queen(up_cards: Iterable[int]) -> frozenset[int]:
    """Follow-the-queen's wild set after ``up_cards``, every up card of the hand in the order it
    was dealt (every seat's, community cards included; down cards never count).

    Queens are wild, and so is the rank of the up card dealt right after the latest up queen; a
    queen as the last up card (or one followed only by another queen) leaves only queens wild.
    """
    wild, previous = QUEENS, -1
    for card in _checked_up_cards(up_cards):
        wild, previous = after_up_card(wild, previous, card), card
    return wild


def after_up_card(wild: frozenset[int], previous: int, card: int) -> frozenset[int]:
    """Follow-the-queen's set ``wild`` once ``card`` is dealt face up, ``previous`` the up card
    dealt before it (-1 for none): the one step ``follow_the_queen`` takes per card, and the
    hand's dealing rule per card dealt."""
    if card >> 2 == QUEEN:
        return QUEENS
    if previous >> 2 == QUEEN:  # -1, no card, is no queen
        return QUEENS | _rank(card >> 2)
    return wild


def is_dynamic(rule: WildRule | None) -> bool:
    """Whether the wild set changes during the hand (follow-the-queen)."""
    return rule == "follow_the_queen"


def wild_in_force(profile: Profile, up_cards: Iterable[int] = ()) -> frozenset[int]:
    """The wild set of ``profile`` once ``up_cards`` (in dealing order) are showing: empty for a
    game without wild cards; for follow-the-queen the final set at showdown is the one after
    every up card of the hand."""
    rule = profile.wild
    if rule is None:
        return frozenset()
    if rule not in _RULES:
        raise InvalidRuleError(f"profile field 'wild': {shown(rule)} is not a wild-card rule")
    if rule == "follow_the_queen":
        return follow_the_queen(up_cards)
    return STATIC_WILD[rule]


def _read(reading: WildReading, wild: Iterable[int]) -> frozenset[int]:
    return frozenset(wild) if reading == "best" else frozenset()


def bring_in_wild(profile: Profile, wild: Iterable[int]) -> frozenset[int]:
    """The wild set the bring-in reads (``bring_in_seat(..., wild=)``): empty when a wild door
    card counts at its natural rank (``profile.wild_bring_in == "natural"``, rules §6 notes)."""
    return _read(profile.wild_bring_in, wild)


def open_pair_wild(profile: Profile, wild: Iterable[int]) -> frozenset[int]:
    """The wild set the open-pair option reads (rules §3.3): ``wild`` itself when a wild up card
    pairs with any up card (``profile.wild_open_pair == "best"``, the default), else empty."""
    return _read(profile.wild_open_pair, wild)


def showing_wild(profile: Profile, wild: Iterable[int]) -> frozenset[int]:
    """The wild set the showing order of later streets reads (``first_to_act(..., wild=)``):
    ``wild`` itself when wild up cards count at their best (``profile.wild_showing``, the rules
    §6 default), else empty."""
    return _read(profile.wild_showing, wild)


def wild_text(wild: Iterable[int]) -> str:
    """The wild cards as a player says them, a whole rank by its letter: ``Q 7``, ``A 2``,
    ``Jh Js``, ``Kh``."""
    cards = set(wild)
    ranks = sorted({c >> 2 for c in cards if all(4 * (c >> 2) + s in cards for s in range(4))})
    whole = [RANKS[r] for r in reversed(ranks)]
    single = [format_card(c) for c in sorted(cards) if c >> 2 not in ranks]
    return " ".join(whole + single)
