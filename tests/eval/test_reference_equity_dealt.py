"""The reference equity against the hand's own dealing, the independent truth for the rules of
the home games (Chicago's hole cards, Baseball's extra cards, follow-the-queen's wild set).

A spot is dealt by a real ``Hand`` from a stacked deck up to a late street; the reference is
asked the equity from the cards dealt (the up cards in the order dealt). Then many hands are
dealt from the same spot, the known cards at their places in the deck and every other card
(the burns included: nobody saw them) shuffled by a seeded ``random.Random``, and played to the
showdown with everyone checking and calling. Each seat's mean share of the pot must lie within
four standard errors of the reference's exact equity. ``STUDPOKER_REFERENCE_EQUITY_HANDS`` sets
the hands a spot (2,000 by default, 50,000 under ``STUDPOKER_EXHAUSTIVE=full``).
"""

from __future__ import annotations

import math
import random
from dataclasses import dataclass

import pytest

from studpoker import (
    BASEBALL,
    CHICAGO_HIGH,
    CHICAGO_LOW,
    FIVE_CARD_STUD_HOME,
    FOLLOW_THE_QUEEN,
    SUICIDE_KING,
    Profile,
)
from studpoker import reference as ref
from studpoker.games.wild_rules import QUEENS, STATIC_WILD
from studpoker.hand import Hand
from studpoker.hand.records import CardBurned, CardDealt, CommunityCardDealt
from studpoker.reference.equity import FOLLOW_THE_QUEEN as FOLLOWS_THE_QUEEN
from tests.support.stud import call_down, stacked_deck
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_REFERENCE_EQUITY_HANDS", 2_000, 50_000)
SEATS = 2
DEALER = SEATS - 1  # seat 0 is dealt first: the reference's players are in dealing order


def chip_exact(profile: Profile) -> Profile:
    """Stakes where everyone calling the bring-in puts in 1,680: every share of the pot (a half,
    split among ties) is a whole number of chips, so no odd chip blurs a share."""
    return profile.with_stakes(ante=840, bring_in=840, small=1680, big=3360)


# Five-card stud home games: one up card to come on 5th street keeps the deal to come small.
FIVE_CARD_BASEBALL = FIVE_CARD_STUD_HOME.replace(
    name="five_card_baseball", wild="baseball", extra_card_up_rank=2
)
FIVE_CARD_FOLLOW_THE_QUEEN = FIVE_CARD_STUD_HOME.replace(
    name="five_card_follow_the_queen", wild="follow_the_queen"
)

# The decks' first cards in dealing order, seat 0 first in each pass. Seven-card stud:
# 2 down and 1 up card each, then a burn and an up card each on 4th, 5th and 6th street.
SEVEN_CARD_SPOT = "Ah Qc 9s Jc Kd Qd Th Kc 8h Tc 7h 5c Td 2d 3c"
SPOTS = {
    # seat 0 holds the 9s in the hole, seat 1 no spade: the last down cards decide the half
    "chicago_low": (CHICAGO_LOW, SEVEN_CARD_SPOT, 3),
    "chicago_high": (CHICAGO_HIGH, SEVEN_CARD_SPOT, 3),
    "suicide_king": (SUICIDE_KING, SEVEN_CARD_SPOT, 3),
    # seat 1's up 4h on 6th street brings the 6s at once: seat 1 is owed one more down card
    "baseball": (BASEBALL, "Ah Qc 9s Jc Kd Qd Th Kc 8h Tc 7h 5c Td 2d 4h 6s", 3),
    # the Qd makes the 7s wild; seat 0's Qs on 6th street takes it back, and seat 1's 2d after
    # it makes the 2s wild: seat 0's three 7s (a wild queen) against seat 1's straight draw
    "follow_the_queen": (FOLLOW_THE_QUEEN, "Ah Jc 9s Tc Kd Qd 3h 7c 8h 3c 7h 5c 3d Qs 2d", 3),
    # seat 0's door 4c brought the 2h; three 4s are unseen, each up 4 to come brings a card
    "five_card_baseball": (FIVE_CARD_BASEBALL, "Ah Qc 4c 2h Qd Kd 8h 7s 5c", 2),
    # seat 1's Qh is the last up card: seat 0's next up card makes its rank wild
    "five_card_follow_the_queen": (FIVE_CARD_FOLLOW_THE_QUEEN, "Ac Jc Kd Js 7s 5d 3h Qh", 2),
}


# Each rule ignored: what the reference would say without it, which the dealt shares must
# reject (so the test could tell the rule from its absence).
IGNORED: dict[str, dict[str, object]] = {
    "chicago_low": {"showdown": "high"},
    "baseball": {"extra_card_up_rank": None},
    "follow_the_queen": {"wild": QUEENS},
    "five_card_follow_the_queen": {"wild": QUEENS},
}


@dataclass(frozen=True)
class Spot:
    """A hand dealt up to a street: the deck's first cards (None: a burn), each seat's cards,
    the up cards in the order dealt."""

    slots: tuple[int | None, ...]
    players: tuple[tuple[int, ...], ...]
    up_cards: tuple[int, ...]


def deal_spot(profile: Profile, top: str, street: int) -> Spot:
    hand = Hand(profile, [10**9] * SEATS, DEALER, deck=stacked_deck(top))
    while hand.street < street:
        hand.act(
            next(o for o in hand.legal_actions() if o.kind in ("post_bring_in", "check", "call"))
        )
    slots: list[int | None] = []
    up_cards = []
    for record in hand.history:
        if isinstance(record, CardBurned):
            slots.append(None)
        elif isinstance(record, (CardDealt, CommunityCardDealt)):
            slots.append(record.card)
            if isinstance(record, CommunityCardDealt) or record.up:
                up_cards.append(record.card)
    players = tuple(tuple(hand.down[seat] + hand.up[seat]) for seat in range(SEATS))
    return Spot(tuple(slots), players, tuple(up_cards))


def reference_equity(
    profile: Profile, spot: Spot, changes: dict[str, object] | None = None
) -> ref.ReferenceEquity:
    """The reference's answer for ``spot`` in ``profile``'s game (``changes`` to its reading)."""
    faces = [face for street in profile.streets for face in street.cards]
    wild: object = None
    if profile.wild == "follow_the_queen":
        wild = FOLLOWS_THE_QUEEN
    elif profile.wild is not None:
        wild = STATIC_WILD[profile.wild]
    question: dict[str, object] = {
        "showdown": profile.showdown,
        "wild": wild,
        "extra_card_up_rank": profile.extra_card_up_rank,
        **(changes or {}),
    }
    return ref.equity(
        spot.players,
        len(faces),
        up_cards=spot.up_cards,
        down_cards=faces.count("down"),
        **question,  # type: ignore[arg-type]
    )


def dealt_shares(profile: Profile, spot: Spot, hands: int, seed: int) -> list[list[float]]:
    """Each seat's share of the pot in ``hands`` hands dealt on from ``spot``."""
    rng = random.Random(seed)
    known = {card for card in spot.slots if card is not None}
    unseen = [card for card in range(52) if card not in known]
    shares: list[list[float]] = [[] for _ in range(SEATS)]
    for _ in range(hands):
        rng.shuffle(unseen)
        rest = iter(unseen)
        deck = [next(rest) if card is None else card for card in spot.slots] + list(rest)
        hand = Hand(profile, [10**9] * SEATS, DEALER, deck=deck)
        call_down(hand)
        assert hand.payouts is not None
        for seat in range(SEATS):
            assert set(spot.players[seat]) <= set(hand.down[seat] + hand.up[seat])
            shares[seat].append(hand.payouts[seat] / sum(hand.payouts))
    return shares


@pytest.mark.parametrize("name", list(SPOTS))
def test_the_hand_deals_the_reference_equity(name: str) -> None:
    profile, top, street = SPOTS[name]
    profile = chip_exact(profile)
    spot = deal_spot(profile, top, street)
    expected = reference_equity(profile, spot)
    assert sum(expected.equity) == 1
    shares = dealt_shares(profile, spot, HANDS, seed=sum(map(ord, name)))
    for seat in range(SEATS):
        mean, error = mean_and_error(shares[seat])
        gap = abs(mean - float(expected.equity[seat]))
        assert gap <= 4 * error + 1e-12, (name, seat, mean, float(expected.equity[seat]), error)
    if name in IGNORED:
        ignored = reference_equity(profile, spot, IGNORED[name])
        mean, error = mean_and_error(shares[0])
        assert abs(mean - float(ignored.equity[0])) > 4 * error, (name, mean, ignored.equity)


def mean_and_error(shares: list[float]) -> tuple[float, float]:
    """The mean share and its standard error."""
    mean = sum(shares) / len(shares)
    variance = sum((share - mean) ** 2 for share in shares) / (len(shares) - 1)
    return mean, math.sqrt(variance / len(shares))


def test_the_spots_are_the_ones_described() -> None:
    # the known cards as the comments above say: the dealing the spots rely on
    baseball = deal_spot(chip_exact(BASEBALL), SPOTS["baseball"][1], 3)
    assert ref.format_cards(baseball.players[1]) == "Qc Jc 6s Qd 8h 5c 4h"
    five = deal_spot(chip_exact(FIVE_CARD_BASEBALL), SPOTS["five_card_baseball"][1], 2)
    assert ref.format_cards(five.players[0]) == "Ah 2h 4c Kd 7s"
    queen = deal_spot(
        chip_exact(FIVE_CARD_FOLLOW_THE_QUEEN), SPOTS["five_card_follow_the_queen"][1], 2
    )
    assert ref.format_cards(queen.up_cards) == "Kd Js 7s 5d 3h Qh"
