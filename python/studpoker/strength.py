"""How good a seat's cards are, from what that seat can see: a number from 0 (hopeless) to 1.

``made_hand_strength`` judges the cards a seat holds now (its hole and up cards and any community
card) by what they make, marks it down when an opponent's up cards alone already show as much,
and lifts it a little for the cards still to come (a hand of three cards may still improve). It
is the strength the rule-based bot uses by default; any function with the same signature
(``Strength``: a view and the game) can replace it: ``equity_strength`` is one built on
``studpoker.equity``, the seat's share of the pot against the hands still in.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Sequence
from math import log

from studpoker._core import evaluate_high
from studpoker.profiles import Profile
from studpoker.showdown import Showdown
from studpoker.view import HandView

__all__ = ["Strength", "equity_strength", "made_hand_strength", "score_high", "score_low"]

Strength = Callable[[HandView, Profile], float]
"""A seat's chances as a number 0..1, from its view alone and the game played."""

# where each made category of a high hand sits on the 0..1 scale
_HIGH_BASE = {
    "high_card": 0.05,
    "pair": 0.40,
    "two_pair": 0.62,
    "three_of_a_kind": 0.75,
    "straight": 0.83,
    "flush": 0.87,
    "full_house": 0.93,
    "four_of_a_kind": 0.97,
    "straight_flush": 1.0,
    "five_of_a_kind": 1.0,
}
_OUTSHOWN = 0.6  # the factor applied when an opponent's up cards show as much as our whole hand
_POTENTIAL = 0.3  # the share of the gap to 1 that a hand with every card still to come would get


def made_hand_strength(view: HandView, game: Profile) -> float:
    """The viewer's strength from the cards it holds now; 0 for a spectator's view."""
    seat = view.seat
    if seat is None:
        return 0.0
    known = [c for c in view.community if c is not None]
    own = [c for c in (*view.hole_cards[seat], *view.up_cards[seat]) if c is not None] + known
    score = _scorer(game.showdown_rule, frozenset(view.wild))
    mine = score(own)
    for other, alive in enumerate(view.in_hand):
        if other == seat or not alive:
            continue
        showing = [c for c in view.up_cards[other] if c is not None] + known
        if showing and score(showing) >= mine:
            mine *= _OUTSHOWN
            break
    total = sum(street.size for street in game.streets)
    to_come = max(0, total - len(own)) / total if total else 0.0
    return mine + (1.0 - mine) * _POTENTIAL * to_come


def _scorer(showdown: Showdown, wild: frozenset[int]) -> Callable[[Sequence[int]], float]:
    """How the game scores a hand; wild cards (the set in force) count in the high and in the
    low alike."""

    def high(cards: Sequence[int]) -> float:
        return score_high(cards, wild)

    if showdown.contest("low_27") is not None:
        return lambda cards: score_low(cards, aces_high=True)
    if not showdown.has_high:
        return lambda cards: score_low(cards, wild=wild)
    if showdown.contest("low_8") is not None:
        return lambda cards: max(high(cards), score_low(cards, eight=True, wild=wild))
    return high


def score_high(cards: Sequence[int], wild: frozenset[int] = frozenset()) -> float:
    """A high hand on the 0..1 scale: its category, then the rank of its main group. A ``wild``
    card joins the biggest group of the cards (five of a kind ranks above a straight flush)."""
    if not cards:
        return 0.0
    if len(cards) >= 5:
        value = evaluate_high(list(cards), wild=wild or None)
        base = _HIGH_BASE.get(value.category, 0.0)
        top = value.played[0] >> 2  # a wild card as the card it plays
    else:
        naturals = [card for card in cards if card not in wild]
        wilds = len(cards) - len(naturals)
        counts = Counter(card >> 2 for card in naturals) or Counter({12: 0})
        (top, most), *rest = sorted(counts.items(), key=lambda item: (item[1], item[0]))[::-1]
        most += wilds
        if most >= 4:
            base = _HIGH_BASE["four_of_a_kind"]
        elif most == 3:
            base = _HIGH_BASE["three_of_a_kind"]
        elif most == 2:
            base = _HIGH_BASE["two_pair" if rest and rest[0][1] == 2 else "pair"]
        else:
            base = _HIGH_BASE["high_card"]
    return min(1.0, base + 0.15 * top / 12)


def score_low(
    cards: Sequence[int],
    *,
    eight: bool = False,
    wild: frozenset[int] = frozenset(),
    aces_high: bool = False,
) -> float:
    """A low hand (ace low) on the 0..1 scale: how many distinct low ranks, and how low.

    ``eight`` counts only ranks 8 or lower (the hi-lo qualifier). A ``wild`` card stands for
    the lowest rank the natural cards lack. ``aces_high``: the 2-7 low, where the ace is the
    highest card (straights and flushes are left to the showdown: a rough guide).
    """
    if not cards:
        return 0.0
    naturals = [card for card in cards if card not in wild]
    if aces_high:
        lows = sorted({card >> 2 for card in naturals})  # two = 0 .. ace = 12
    else:
        lows = sorted({(card >> 2) + 1 if card >> 2 != 12 else 0 for card in naturals})
    top = 7 if eight else 12  # ace-low 0..7 is A..8
    lows = [low for low in lows if low <= top]
    missing = [low for low in range(top + 1) if low not in lows]
    lows = sorted(lows + missing[: len(cards) - len(naturals)])  # each wild: a missing rank
    best = lows[:5]
    if not best:
        return 0.0
    wanted = min(5, len(cards))
    return (len(best) / wanted) * (1.0 - 0.6 * best[-1] / 12)


def _up_cards_dealt(view: HandView, order: list[int]) -> list[int]:
    """Every up card showing, in the order dealt: a street at a time, each seat's in turn."""
    streets = max((len(cards) for cards in view.up_cards), default=0)
    return [
        card
        for street in range(streets)
        for seat in order
        if street < len(view.up_cards[seat]) and (card := view.up_cards[seat][street]) is not None
    ]


def equity_strength(samples: int = 2_000) -> Strength:
    """A ``Strength`` from the seat's equity against every hand still in (``studpoker.equity``):
    its own cards and everyone's up cards known, the folded seats' up cards dead, the up cards
    in dealing order (Chicago, follow-the-queen and Baseball read them), ``samples`` random
    deals seeded by the cards seen (the same view always rates the same).

    The equity ``e`` among ``n`` hands is put on the 0..1 scale of ``made_hand_strength`` by
    ``e ** (log 2 / log n)``: a fair share ``1/n`` rates 0.5, a sure win 1 and a sure loss 0.
    Where equity cannot count the hand (a community card on the table, more than eight hands,
    a Baseball deal that could run the deck out), the made hand's strength stands in.
    """
    from studpoker.equity import equity
    from studpoker.errors import StudPokerError

    def strength(view: HandView, game: Profile) -> float:
        seat = view.seat
        if seat is None or view.community or view.in_hand.count(True) > 8:
            return made_hand_strength(view, game)
        seats = len(view.in_hand)
        # Dealing order: from the dealer's left, as equity deals the cards to come.
        order = [(view.dealer + 1 + offset) % seats for offset in range(seats)]
        players: list[list[int]] = []
        dead: list[int] = []
        for other in order:
            ups = [c for c in view.up_cards[other] if c is not None]
            if not view.in_hand[other]:
                dead.extend(ups)
                continue
            downs = [c for c in view.hole_cards[other] if c is not None] if other == seat else []
            if other == seat:
                mine = len(players)
            players.append(downs + ups)
        if len(players) < 2:
            return 1.0
        seed = hash((tuple(map(tuple, players)), tuple(dead))) & 0xFFFF_FFFF
        try:
            result = equity(
                players,
                game,
                dead,
                up_cards=_up_cards_dealt(view, order),
                samples=samples,
                seed=seed,
            )
        except StudPokerError:
            return made_hand_strength(view, game)
        share = result.equity[mine]
        if share <= 0.0:
            return 0.0
        return float(share ** (log(2) / log(len(players))))

    return strength
