"""Exact stud equity the plain way: deal every outcome, settle each one, add up the shares.

Each outcome is settled by the reference ``settle`` (every player putting in the same chips), so
who wins is read by the reference's own pot rules: the spec the core's equity is held against.
Written to be read, and only for small questions (late streets, few unseen cards).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from studpoker.errors import InvalidCardError, InvalidSetupError
from studpoker.reference.cards import CardsLike, parse_cards
from studpoker.reference.settle import settle

__all__ = ["ReferenceEquity", "equity"]

# Chips each player puts in: every share of a pot among at most eight players (a whole pot or
# a half, split by up to eight) is then a whole number of chips, so no odd chip blurs a share.
_STAKE = 1680


@dataclass(frozen=True)
class ReferenceEquity:
    """Exact shares per player, as fractions (see ``studpoker.equity.EquityResult``)."""

    equity: tuple[Fraction, ...]
    win: tuple[Fraction, ...]
    tie: tuple[Fraction, ...]
    high: tuple[Fraction, ...]
    low: tuple[Fraction, ...]
    outcomes: int
    community: bool


def _deals(
    pool: list[int], needs: list[int], community: bool
) -> Iterator[tuple[list[list[int]], list[int]]]:
    """Every outcome: each player's new cards as a set, then the community card if any."""
    if not needs:
        if community:
            for card in pool:
                yield [], [card]
        else:
            yield [], []
        return
    for chosen in combinations(pool, needs[0]):
        rest = [card for card in pool if card not in chosen]
        for later, middle in _deals(rest, needs[1:], community):
            yield [list(chosen), *later], middle


def equity(
    players: Sequence[CardsLike],
    cards_per_player: int = 7,
    showdown: str = "high",
    dead: CardsLike = (),
) -> ReferenceEquity:
    """Each player's exact share of the pot over every outcome of the deal to come.

    With too few unseen cards for everyone's last card, one community card stands in for it
    (rules §2.1), as in the core.
    """
    known = [_cards(cards) for cards in players]
    dead_cards = _cards(dead)
    if not 2 <= len(known) <= 8:
        raise InvalidSetupError(f"equity needs 2 to 8 players, got {len(known)}")
    seen: list[int] = [card for cards in known for card in cards] + dead_cards
    if len(set(seen)) != len(seen):
        raise InvalidCardError("a card is given twice")
    pool = [card for card in range(52) if card not in seen]
    needs = [cards_per_player - len(cards) for cards in known]
    community = sum(needs) > len(pool)
    if community:
        needs = [need - 1 for need in needs]
    totals = {name: [Fraction(0)] * len(known) for name in ("equity", "win", "tie", "high", "low")}
    outcomes = 0
    for new_cards, middle in _deals(pool, needs, community):
        hands = [own + new for own, new in zip(known, new_cards, strict=True)]
        result = settle([_STAKE] * len(known), hands, 0, showdown=showdown, community=middle)
        pot = result.pots[0]
        outcomes += 1
        for seat, payout in enumerate(result.payouts):
            share = Fraction(payout, _STAKE * len(known))
            totals["equity"][seat] += share
            totals["win"][seat] += share == 1
            totals["tie"][seat] += 0 < share < 1
            for name, winners in (("high", pot.high_winners), ("low", pot.low_winners)):
                if seat in winners:
                    totals[name][seat] += Fraction(1, len(winners))
    return ReferenceEquity(
        equity=_mean(totals["equity"], outcomes),
        win=_mean(totals["win"], outcomes),
        tie=_mean(totals["tie"], outcomes),
        high=_mean(totals["high"], outcomes),
        low=_mean(totals["low"], outcomes),
        outcomes=outcomes,
        community=community,
    )


def _cards(cards: CardsLike) -> list[int]:
    """Blank text is no cards here, as in ``studpoker.equity``."""
    return [] if isinstance(cards, str) and not cards.strip() else parse_cards(cards)


def _mean(values: Iterable[Fraction], outcomes: int) -> tuple[Fraction, ...]:
    return tuple(value / outcomes for value in values)
