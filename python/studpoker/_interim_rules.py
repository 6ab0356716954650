"""TEMPORARY stand-in for the core's showing order and settlement (docs/core-api.md).

Used by ``_rules`` only while neither ``studpoker._core`` nor ``studpoker.reference`` provides
``bring_in_seat`` / ``first_to_act`` / ``settle`` (branches ``ref`` and ``settle`` not merged yet).
It covers what the home five-card profile needs: high hands, the ``"lowest"`` bring-in, up to five
up cards, odd chips left of the dealer. To be deleted once the core functions land.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass
from itertools import combinations

from studpoker.errors import InvalidRuleError, SettlementError

__all__ = ["Pot", "Settlement", "bring_in_seat", "first_to_act", "settle"]


def bring_in_seat(door_cards: Sequence[int | None], rule: str = "lowest") -> int:
    seats = [(card, seat) for seat, card in enumerate(door_cards) if card is not None]
    if rule == "lowest":
        return min(seats)[1]
    if rule == "highest_ace_low":
        # ace low: an ace ranks below the two; the higher suit brings in among equal ranks
        return max((((c >> 2) + 1) % 13 * 4 + (c & 3), s) for c, s in seats)[1]
    raise InvalidRuleError(f"unknown bring-in rule {rule!r}")


def _showing_key(cards: Sequence[int]) -> tuple[int, ...]:
    """Quads > trips > two pair > pair > high cards, then the group ranks and kickers."""
    if len(cards) >= 5:
        return _high_key(cards)
    counts = Counter(c >> 2 for c in cards)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = tuple(n for _, n in groups)
    category = {(4,): 7, (3,): 3, (3, 1): 3, (2, 2): 2}.get(shape, 1 if shape[0] == 2 else 0)
    if shape[0] == 4:
        category = 7
    return (category, *(r for r, _ in groups))


def first_to_act(
    up_cards: Sequence[Sequence[int] | None], dealer: int, *, low: bool = False, tie: str = "suit"
) -> int:
    if low:
        raise InvalidRuleError("the interim showing order has no low hands")
    n = len(up_cards)
    best: tuple[tuple[int, ...], tuple[int, ...]] | None = None
    chosen = -1
    for offset in range(1, n + 1):
        seat = (dealer + offset) % n
        cards = up_cards[seat]
        if cards is None:
            continue
        key = _showing_key(cards)
        if tie == "suit":
            tiebreak: tuple[int, ...] = (max(cards),)
        elif tie == "suit_of_group":
            counts = Counter(c >> 2 for c in cards)
            top = max(counts, key=lambda r: (counts[r], r))
            tiebreak = (max(c for c in cards if c >> 2 == top),)
        elif tie == "position":
            tiebreak = ()
        else:
            raise InvalidRuleError(f"unknown showing tie rule {tie!r}")
        # strict comparison keeps the earliest seat from the dealer's left on a full tie
        if best is None or (key, tiebreak) > best:
            best, chosen = (key, tiebreak), seat
    return chosen


def _five_key(cards: Sequence[int]) -> tuple[int, ...]:
    ranks = sorted((c >> 2 for c in cards), reverse=True)
    counts = Counter(ranks)
    groups = sorted(counts.items(), key=lambda rc: (rc[1], rc[0]), reverse=True)
    shape = tuple(n for _, n in groups)
    flush = len({c & 3 for c in cards}) == 1
    distinct = sorted(counts, reverse=True)
    top = -1
    if len(distinct) == 5 and distinct[0] - distinct[4] == 4:
        top = distinct[0]
    elif distinct == [12, 3, 2, 1, 0]:
        top = 3
    if top >= 0:
        return (8 if flush else 4, top)
    if flush:
        return (5, *ranks)
    category = {(4, 1): 7, (3, 2): 6, (3, 1, 1): 3, (2, 2, 1): 2, (2, 1, 1, 1): 1}.get(shape, 0)
    return (category, *(r for r, _ in groups))


def _high_key(cards: Sequence[int]) -> tuple[int, ...]:
    return max(_five_key(five) for five in combinations(cards, 5))


@dataclass(frozen=True, slots=True)
class Pot:
    amount: int
    eligible: tuple[int, ...]
    high_winners: tuple[int, ...]
    low_winners: tuple[int, ...]
    shares: tuple[int, ...]

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(seat for seat, share in enumerate(self.shares) if share)


@dataclass(frozen=True, slots=True)
class Settlement:
    pots: tuple[Pot, ...]
    returned: tuple[int, ...]
    payouts: tuple[int, ...]
    net: tuple[int, ...]


def settle(
    contributions: Sequence[int],
    hands: Sequence[Sequence[int] | None],
    dealer: int,
    *,
    showdown: str = "high",
    odd_chip: str = "left_of_dealer",
    hole_cards: Sequence[Sequence[int]] | None = None,
) -> Settlement:
    if showdown != "high" or odd_chip != "left_of_dealer":
        raise InvalidRuleError("the interim settlement plays high hands, odd chip left of dealer")
    n = len(contributions)
    if len(hands) != n or n < 2:
        raise SettlementError("contributions and hands must describe the same 2+ seats")
    claimants = [seat for seat in range(n) if hands[seat] is not None]
    if not claimants:
        raise SettlementError("no claimant")
    keys = {
        seat: _high_key(list(hands[seat] or ())) if len(claimants) > 1 else ()
        for seat in claimants
    }
    original = tuple(contributions)
    # the uncalled excess: what the top contributor put in beyond everyone else goes back
    paid = list(contributions)
    ordered = sorted(range(n), key=lambda s: paid[s], reverse=True)
    excess = paid[ordered[0]] - paid[ordered[1]]
    payouts = [0] * n
    returned = [0] * n
    if excess > 0:
        returned[ordered[0]] = excess
        payouts[ordered[0]] = excess
        paid[ordered[0]] -= excess
    layers: list[tuple[int, tuple[int, ...]]] = []
    previous = 0
    for level in sorted({c for c in paid if c > 0}):
        amount = sum(min(c, level) - min(c, previous) for c in paid)
        eligible = tuple(s for s in claimants if paid[s] >= level)
        if layers and layers[-1][1] == eligible:
            layers[-1] = (layers[-1][0] + amount, eligible)
        else:
            layers.append((amount, eligible))
        previous = level
    pots: list[Pot] = []
    order = [(dealer + k) % n for k in range(1, n + 1)]
    for amount, eligible in layers:
        if not eligible:
            raise SettlementError("a layer has no claimant")
        best = max(keys[s] for s in eligible)
        winners = tuple(s for s in eligible if keys[s] == best)
        shares = [0] * n
        each, odd = divmod(amount, len(winners))
        for s in winners:
            shares[s] += each
        for s in [s for s in order if s in winners][:odd]:
            shares[s] += 1
        for s in range(n):
            payouts[s] += shares[s]
        pots.append(Pot(amount, eligible, winners, (), tuple(shares)))
    net = tuple(payouts[s] - original[s] for s in range(n))
    return Settlement(tuple(pots), tuple(returned), tuple(payouts), net)
