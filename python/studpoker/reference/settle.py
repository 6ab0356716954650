"""Settlement at the end of a hand (rules §3.4, §5.3), written to be read.

``settle`` cuts the contributions into pots, awards each pot to the best hands among the seats
eligible for it and divides tied pots to the last odd chip. It mirrors the Rust core's
``settle`` module step by step, with the same checks in the same order, each error naming the
same facts as the core's:

1. read the input (rule names, then per seat: contributions, hands, hole cards, then the
   community cards, the dealer, the dead chips and the rake);
2. refuse input that cannot describe a real hand, naming the seat at fault;
3. cut the layers: each distinct contribution level is the top of one layer; refuse a rake that
   does not fit them, naming the pot;
4. evaluate every claimant once and award each pot, less its rake.
"""

from __future__ import annotations

import operator
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from studpoker.errors import InvalidCardError, InvalidRuleError, SettlementError, StudPokerError
from studpoker.reference.evaluate import (
    MAX_CARDS,
    MIN_CARDS,
    evaluate_high,
    evaluate_low_8,
    evaluate_low_27,
    evaluate_low_a5,
)
from studpoker.reference.settle_input import (
    CONTESTS,
    LOWS,
    ODD_CHIP_HALVES,
    ODD_CHIP_POLICIES,
    SHOWDOWNS,
    SPADE_CONTESTS,
    SPADES,
    at_seat,
    check_cards_are_distinct,
    check_claims,
    check_contributions,
    check_dead,
    check_hole_cards,
    check_lengths,
    check_rule,
    per_seat,
    read_community,
    read_contribution,
    read_dead,
    read_rake,
    read_seat_cards,
    showdown_contests,
)
from studpoker.reference.wild import WILD_MAX_CARDS, WildLike, parse_wild

__all__ = [
    "CONTESTS",
    "ODD_CHIP_HALVES",
    "ODD_CHIP_POLICIES",
    "SHOWDOWNS",
    "Pot",
    "Settlement",
    "settle",
    "settle_many",
    "showdown_contests",
]


@dataclass(frozen=True)
class Pot:
    """One pot and how it was won. Seats are ascending; ``shares`` holds chips per seat and adds
    up to ``amount - rake`` (``rake``: taken from the pot before it was divided)."""

    amount: int
    eligible: tuple[int, ...]
    high_winners: tuple[int, ...]
    low_winners: tuple[int, ...]
    shares: tuple[int, ...]
    winners: tuple[int, ...]
    rake: int = 0

    def __repr__(self) -> str:
        # ``rake=`` only for a raked pot: an unraked pot prints as it always has (as the core's)
        rake = f", rake={self.rake}" if self.rake else ""
        return (
            f"Pot(amount={self.amount}{rake}, eligible={self.eligible}, "
            f"high_winners={self.high_winners}, low_winners={self.low_winners}, "
            f"shares={self.shares}, winners={self.winners})"
        )


@dataclass(frozen=True)
class Settlement:
    """The pots (main pot first) and, per seat, the returned excess, the payouts and the net."""

    pots: tuple[Pot, ...]
    returned: tuple[int, ...]
    payouts: tuple[int, ...]
    net: tuple[int, ...]


def _check_rake(rake: list[int] | None, layers: list[_Layer]) -> list[int]:
    """The rake of each pot: one amount per pot, each from 0 to the pot's chips (pot by pot,
    main pot first: a negative rake, then one above the pot); zeros without a rake."""
    if rake is None:
        return [0] * len(layers)
    if len(rake) != len(layers):
        raise SettlementError(
            f"rake: {len(rake)} amount(s) for {len(layers)} pot(s) "
            "(one per pot of the layout, main pot first)"
        )
    for pot, (taken, layer) in enumerate(zip(rake, layers, strict=True)):
        if taken < 0:
            raise SettlementError(f"rake[{pot}] is negative: a pot's rake is 0 up to its chips")
        if taken > layer.amount:
            raise SettlementError(f"rake[{pot}] is more than the {layer.amount} chips in pot {pot}")
    return rake


# --- 3. layers -----------------------------------------------------------------------------


@dataclass
class _Layer:
    amount: int
    eligible: tuple[int, ...]


def _cut_layers(
    amounts: list[int], claims: list[bool], dead: int
) -> tuple[list[_Layer], list[int]]:
    """The pots, main pot first, and the uncalled excess per seat.

    The dead chips (in no seat's layer) come first, as a pot every claimant may win; the layers
    above merge into it while they have the same contenders.

    Validation made sure the top contribution belongs to a claimant, who reached every level:
    no layer is left without an eligible seat.
    """
    seats = range(len(amounts))
    levels = sorted({amount for amount in amounts if amount > 0})
    returned = [0] * len(amounts)
    pots: list[_Layer] = []
    if dead > 0:
        pots.append(_Layer(dead, tuple(seat for seat in seats if claims[seat])))
    floor = 0
    for level in levels:
        amount = sum(min(put_in, level) - min(put_in, floor) for put_in in amounts)
        reached = [seat for seat in seats if amounts[seat] >= level]
        if level == levels[-1] and len(reached) == 1:
            # Nobody matched the last bet: the excess goes back to its owner.
            returned[reached[0]] = amount
            break
        eligible = tuple(seat for seat in reached if claims[seat])
        if pots and pots[-1].eligible == eligible:
            pots[-1].amount += amount  # the same contenders as the layer below: one pot
        else:
            pots.append(_Layer(amount, eligible))
        floor = level
    return pots, returned


# --- 4. winners and shares -----------------------------------------------------------------


@dataclass(frozen=True)
class _Strength:
    """What one claimant brings to each pot; greater is better in every field."""

    high: int | None
    low: int | None  # the razz rank, or the 8-or-better rank of a qualifying low
    spade: int | None  # Chicago: how good the seat's best hole spade is for the spade half
    top_card: int  # the highest card shown, rank then suit: the high_card_by_suit order


def _strength(
    own: list[int],
    community: list[int],
    hole: list[int],
    contests: tuple[str, ...],
    wild: frozenset[int] | None = None,
) -> _Strength:
    """What the seat brings to each of ``contests``. ``wild``: the wild cards of the hand
    contests (None: none; high and lows, never the spade), which take up to eleven cards."""
    cards = own + community
    most = MAX_CARDS if wild is None else WILD_MAX_CARDS
    # Counted here so the message is settle's own ("seat N: ..." names the hand), whatever
    # the evaluators add to theirs.
    if not MIN_CARDS <= len(cards) <= most:
        raise InvalidCardError(f"expected {MIN_CARDS} to {most} cards, got {len(cards)}")
    high = evaluate_high(cards, wild=wild).rank if "high" in contests else None
    low: int | None = None
    if "low_a5" in contests:
        low = evaluate_low_a5(cards, wild=wild).rank
    elif "low_27" in contests:
        low = evaluate_low_27(cards).rank  # no wild cards: settle refuses them
    elif "low_8" in contests:
        value = evaluate_low_8(cards, wild=wild)
        low = None if value is None else value.rank
    spade_ranks = [card >> 2 for card in hole if card & 3 == SPADES]
    spade: int | None = None
    if spade_ranks and "lowest_spade_in_hole" in contests:
        spade = 12 - min(spade_ranks)  # the two of spades is the best low spade
    elif spade_ranks and "highest_spade_in_hole" in contests:
        spade = max(spade_ranks)
    # the odd-chip top card is the seat's own: a community card is nobody's
    return _Strength(high=high, low=low, spade=spade, top_card=max(own))


def _best(eligible: tuple[int, ...], keys: dict[int, int | None]) -> tuple[int, ...]:
    """The eligible seats with the greatest key; empty when no seat has one."""
    present = [keys[seat] for seat in eligible if keys[seat] is not None]
    if not present:
        return ()
    top = max(k for k in present if k is not None)
    return tuple(seat for seat in eligible if keys[seat] == top)


class _Divider:
    """Splits chips equally among tied winners; odd chips one at a time in policy order."""

    def __init__(
        self, policy: str, dealer: int, top_cards: dict[int, int], seats: int, half: str
    ) -> None:
        self.policy = policy
        self.half = half  # the half of a split pot that takes the odd chip of the halving
        self.dealer = dealer
        self.top_cards = top_cards
        self.seats = seats

    def order(self, winners: tuple[int, ...]) -> list[int]:
        if self.policy == "left_of_dealer":
            return sorted(winners, key=lambda seat: (seat - self.dealer - 1) % self.seats)
        if self.policy == "lowest_seat":
            return sorted(winners)
        # high_card_by_suit: cards are distinct across hands, so top cards never tie.
        return sorted(winners, key=lambda seat: self.top_cards[seat], reverse=True)

    def split(self, amount: int, winners: tuple[int, ...], shares: list[int]) -> None:
        each, odd = divmod(amount, len(winners))
        for seat in winners:
            shares[seat] += each
        for seat in self.order(winners)[:odd]:
            shares[seat] += 1


def _pot(
    layer: _Layer, rake: int, high: tuple[int, ...], low: tuple[int, ...], shares: list[int]
) -> Pot:
    winners = tuple(seat for seat, share in enumerate(shares) if share > 0)
    return Pot(layer.amount, layer.eligible, high, low, tuple(shares), winners, rake)


def _award(
    layer: _Layer,
    rake: int,
    strengths: dict[int, _Strength],
    contests: tuple[str, ...],
    divider: _Divider,
) -> Pot:
    def best_by(field: Callable[[_Strength], int | None]) -> tuple[int, ...]:
        return _best(layer.eligible, {seat: field(strengths[seat]) for seat in layer.eligible})

    high: tuple[int, ...] = best_by(lambda s: s.high) if "high" in contests else ()
    low: tuple[int, ...] = ()
    if any(kind in LOWS for kind in contests):
        low = best_by(lambda s: s.low)
    elif any(kind in SPADE_CONTESTS for kind in contests):
        # One winner at most: each spade is dealt to one seat only.
        low = best_by(lambda s: s.spade)
    shares = [0] * divider.seats
    divided = layer.amount - rake  # the rake comes off the top
    if high and low:
        # the odd chip of the halving goes to the half the policy names (rules §5.3)
        low_half = divided // 2 if divider.half == "high" else divided - divided // 2
        divider.split(divided - low_half, high, shares)
        divider.split(low_half, low, shares)
    else:
        # High only, razz, or nobody eligible holds the low / spade half: one side takes all.
        divider.split(divided, high or low, shares)
    return _pot(layer, rake, high, low, shares)


def _uncontested(layer: _Layer, rake: int, sole: int, contests: tuple[str, ...], seats: int) -> Pot:
    """Everyone else folded or mucked: nothing is compared; the sole claimant takes the pot,
    less its rake (among the low winners in a showdown without a high contest, razz)."""
    shares = [0] * seats
    shares[sole] = layer.amount - rake
    if "high" not in contests:
        return _pot(layer, rake, (), (sole,), shares)
    return _pot(layer, rake, (sole,), (), shares)


def _merged_rake(merged: list[_Layer], first_cut: list[Pot]) -> list[int]:
    """The rake of each merged pot: the sum of the rakes of the first cut's pots it joins (a
    claimant taken out only makes neighbouring pots alike, so each merged pot is whole pots)."""
    rakes = []
    pots = iter(first_cut)
    for layer in merged:
        joined = taken = 0
        while joined < layer.amount:
            pot = next(pots, None)
            if pot is None:
                break
            joined += pot.amount
            taken += pot.rake
        rakes.append(taken)
    return rakes


# --- the API -------------------------------------------------------------------------------


def settle(
    contributions: Iterable[int],
    hands: Iterable[Any],
    dealer: int,
    *,
    showdown: str = "high",
    odd_chip: str = "left_of_dealer",
    hole_cards: Iterable[Any] | None = None,
    community: Any = None,
    dead: int | None = None,
    merge_pots: bool = False,
    wild: WildLike | None = None,
    rake: Iterable[int] | None = None,
    odd_chip_half: str = "high",
) -> Settlement:
    """Settles one hand: pots from the contributions, winners per pot, chips per seat.

    ``wild``: the wild cards of the hand contests (the high and the lows; a spade in the hole is
    a card, never a wild one); a non-empty set ranks highs in the wild high space and takes
    hands of up to eleven cards.

    ``contributions[seat]``: every chip the seat put in. ``hands[seat]``: the cards it shows,
    ``None`` without a claim (a sole claimant may show ``[]``). ``showdown``: one of
    ``SHOWDOWNS``, or one or two of ``CONTESTS`` joined by ``+`` (``showdown_contests``
    refuses a composition that could leave a pot unpaid); ``odd_chip``: one of
    ``ODD_CHIP_POLICIES``; ``hole_cards[seat]``: the seat's
    hole cards, required by the Chicago showdowns. ``community``: cards every claimant's hand
    includes (rules §2.1). ``dead``: chips in no seat's layer (e.g. untrimmed antes), a first pot
    every claimant may win; ``None`` is 0. ``merge_pots``: pokerkit's settlement, where the
    claimants that win nothing are taken out and pots left with the same claimants are merged
    and split once. ``rake``: per pot of the layout (main pot first, before any merging), the
    chips taken from it before it is divided (a merged pot takes the rakes of the pots it joins);
    ``None`` takes nothing. ``odd_chip_half``: one of ``ODD_CHIP_HALVES``, the half of a split
    pot (hi-lo, Chicago) that takes the odd chip of the halving. See docs/core-api.md,
    "Settlement".
    """
    contests = showdown_contests(showdown)
    check_rule("odd-chip policy", odd_chip, ODD_CHIP_POLICIES)
    check_rule("odd-chip half", odd_chip_half, ODD_CHIP_HALVES)
    if not isinstance(merge_pots, bool):
        raise TypeError(f"merge_pots must be True or False, got {merge_pots!r}")
    amounts = [
        read_contribution(item, seat)
        for seat, item in enumerate(per_seat(contributions, "contributions"))
    ]
    shown = read_seat_cards(hands, "hands")
    holes = None if hole_cards is None else read_seat_cards(hole_cards, "hole_cards")
    shared = read_community(community)
    dealer_seat = operator.index(dealer)
    dead_chips = read_dead(dead)
    wild_set = None if wild is None else parse_wild(wild) or None
    if wild_set and "low_27" in contests:
        raise InvalidRuleError(
            f"showdown {showdown!r}: low_27 is played without wild cards: give no wild set"
        )
    rake_given = read_rake(rake)

    check_lengths(amounts, shown, holes)
    if not 0 <= dealer_seat < len(amounts):
        raise SettlementError(
            f"dealer seat {dealer_seat} is not a seat: seats are 0..{len(amounts)}"
        )
    check_contributions(amounts)
    check_dead(dead_chips, amounts)
    check_claims(amounts, shown)
    check_cards_are_distinct(shown, shared)
    check_hole_cards(shown, holes, contests)

    seats = len(amounts)
    claims = [hand is not None for hand in shown]
    layers, returned = _cut_layers(amounts, claims, dead_chips)
    rakes = _check_rake(rake_given, layers)
    claimants = [seat for seat in range(seats) if claims[seat]]
    if len(claimants) == 1:
        pots = [
            _uncontested(layer, taken, claimants[0], contests, seats)
            for layer, taken in zip(layers, rakes, strict=True)
        ]
    else:
        strengths: dict[int, _Strength] = {}
        for seat in claimants:
            cards = shown[seat] or []
            hole = (holes[seat] if holes is not None else None) or []
            try:
                strengths[seat] = _strength(cards, shared, hole, contests, wild_set)
            except StudPokerError as error:
                raise at_seat(seat, error) from None
        top_cards = {seat: strength.top_card for seat, strength in strengths.items()}
        divider = _Divider(odd_chip, dealer_seat, top_cards, seats, odd_chip_half)
        pots = [
            _award(layer, taken, strengths, contests, divider)
            for layer, taken in zip(layers, rakes, strict=True)
        ]
        if merge_pots:
            # the losers (best of no pot, high or low) are out; the others' layers are cut again
            wins = {seat for pot in pots for seat in (*pot.high_winners, *pot.low_winners)}
            kept = [claims[seat] and seat in wins for seat in range(seats)]
            layers, _ = _cut_layers(amounts, kept, dead_chips)
            rakes = _merged_rake(layers, pots)
            pots = [
                _award(layer, taken, strengths, contests, divider)
                for layer, taken in zip(layers, rakes, strict=True)
            ]

    payouts = [back + sum(pot.shares[seat] for pot in pots) for seat, back in enumerate(returned)]
    net = [paid - put_in for paid, put_in in zip(payouts, amounts, strict=True)]
    return Settlement(tuple(pots), tuple(returned), tuple(payouts), tuple(net))


_PARAMETERS = (
    "contributions",
    "hands",
    "dealer",
    "showdown",
    "odd_chip",
    "hole_cards",
    "community",
    "dead",
    "merge_pots",
    "wild",
)
# a mapping may also name the rake and the odd-chip half (rare in a batch: the tuple keeps the
# first ten parameters)
_KEYS = (*_PARAMETERS, "rake", "odd_chip_half")


def _arguments(item: object) -> dict[str, Any]:
    """A batch item as ``settle``'s keyword arguments: a mapping of them, or a tuple in order."""
    if isinstance(item, Mapping):
        for key in item:
            if key not in _KEYS:
                raise TypeError(f"unexpected key {key!r}; expected: {', '.join(_KEYS)}")
        arguments = dict(item)
    else:
        values = per_seat(item, "a settlement")
        if not 3 <= len(values) <= len(_PARAMETERS):
            raise TypeError(
                f"a settlement tuple holds 3 to {len(_PARAMETERS)} values "
                f"({', '.join(_PARAMETERS)}), "
                f"got {len(values)}"
            )
        arguments = dict(zip(_PARAMETERS, values, strict=False))
    for name in _PARAMETERS[:3]:
        if name not in arguments:
            raise TypeError(f"missing {name!r}")
    for name in _KEYS[3:]:
        if name in arguments and arguments[name] is None:
            del arguments[name]  # an item's None is the default, as for every optional value
    return arguments


def settle_many(
    settlements: Iterable[Mapping[str, Any] | Sequence[Any]],
    *,
    showdown: str = "high",
    odd_chip: str = "left_of_dealer",
) -> list[Settlement]:
    """Settles each item (a dict of ``settle``'s arguments or a tuple of them in order).

    ``showdown`` and ``odd_chip`` apply to items that do not name their own. An error in an item
    raises its class with ``settlements[i]: `` before the message.
    """
    showdown_contests(showdown)
    check_rule("odd-chip policy", odd_chip, ODD_CHIP_POLICIES)
    results = []
    for index, item in enumerate(settlements):
        try:
            arguments = {"showdown": showdown, "odd_chip": odd_chip, **_arguments(item)}
            results.append(settle(**arguments))
        except (StudPokerError, TypeError) as error:
            raise type(error)(f"settlements[{index}]: {error}") from None
    return results
