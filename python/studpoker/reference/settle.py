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
from studpoker.reference.cards import format_card, to_cards
from studpoker.reference.evaluate import (
    MAX_CARDS,
    MIN_CARDS,
    evaluate_high,
    evaluate_low_8,
    evaluate_low_a5,
)
from studpoker.reference.wild import WILD_MAX_CARDS, WildLike, parse_wild

__all__ = [
    "CONTESTS",
    "ODD_CHIP_POLICIES",
    "SHOWDOWNS",
    "Pot",
    "Settlement",
    "settle",
    "settle_many",
    "showdown_contests",
]

SHOWDOWNS = ("high", "low_a5", "high_low_8", "high_chicago_low", "high_chicago_high")
ODD_CHIP_POLICIES = ("left_of_dealer", "lowest_seat", "high_card_by_suit")
CHICAGO = ("high_chicago_low", "high_chicago_high")
CONTESTS = ("high", "low_a5", "low_8", "lowest_spade_in_hole", "highest_spade_in_hole")
"""What one contest of a showdown compares; a composed showdown joins one or two with ``+``."""
SPADE_CONTESTS = ("lowest_spade_in_hole", "highest_spade_in_hole")
# the contests of each named showdown, first one first
_NAMED_CONTESTS: dict[str, tuple[str, ...]] = {
    "high": ("high",),
    "low_a5": ("low_a5",),
    "high_low_8": ("high", "low_8"),
    "high_chicago_low": ("high", "lowest_spade_in_hole"),
    "high_chicago_high": ("high", "highest_spade_in_hole"),
}
# the contests that have a winner among any claimants: every hand is high, and A-5 low
_ALWAYS_WON = ("high", "low_a5")

# Chip counts are signed 64-bit integers in the core; the total must fit.
MAX_CHIPS = 2**63 - 1
# The most seats a settlement takes (the core's MAX_SEATS): the cost grows with seats x levels.
MAX_SEATS = 64
SPADES = 3

SeatCards = list[list[int] | None]


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


# --- 1. reading the input ------------------------------------------------------------------


def _check_rule(kind: str, name: object, legal: tuple[str, ...]) -> str:
    if not isinstance(name, str):
        raise TypeError(f"{kind} is a str, not {type(name).__name__}")
    if name not in legal:
        raise InvalidRuleError(f"unknown {kind} {name!r}; expected one of: {', '.join(legal)}")
    return name


def showdown_contests(showdown: object) -> tuple[str, ...]:
    """The contests ``showdown`` names: a name of ``SHOWDOWNS``, or one or two of ``CONTESTS``
    joined by ``+`` (``"high+low_a5"``), first one first. A composition that could leave a pot
    unpaid is refused (``InvalidRuleError``): two contests for the same half of a pot (the
    high half, or the other one, a low or a spade), or a first contest that may have no winner
    (``low_8``, a spade), since the first takes the pot whole when the second has none."""
    if not isinstance(showdown, str):
        raise TypeError(f"showdown is a str, not {type(showdown).__name__}")
    named = _NAMED_CONTESTS.get(showdown)
    if named is not None:
        return named
    if "+" not in showdown and showdown not in CONTESTS:
        _check_rule("showdown", showdown, SHOWDOWNS)  # the error listing the names
    parts = showdown.split("+")
    if len(parts) > 2:
        raise InvalidRuleError(
            f"showdown {showdown!r}: {len(parts)} contests; a pot is divided between one or two"
        )
    kinds = tuple(_check_rule("showdown contest", part, CONTESTS) for part in parts)
    first = kinds[0]
    if len(kinds) == 2 and (first == "high") == (kinds[1] == "high"):
        raise InvalidRuleError(
            f"showdown {showdown!r}: {first} and {kinds[1]} both decide the same half of a "
            "pot, which could leave a pot unpaid; compose a high contest with at most one low "
            "or spade contest"
        )
    if first not in _ALWAYS_WON:
        raise InvalidRuleError(
            f"showdown {showdown!r}: its first contest, {first}, may have no winner among a "
            "pot's hands, which could leave a pot unpaid; the first contest must be high or "
            "low_a5"
        )
    return kinds


def _per_seat(entries: object, what: str) -> list[Any]:
    """One entry per seat from any iterable; a text would iterate as characters: refused."""
    if isinstance(entries, str):
        raise TypeError(f"{what} is a sequence with one entry per seat, not str")
    if not isinstance(entries, Iterable):
        raise TypeError(f"'{type(entries).__name__}' object is not iterable")
    return list(entries)


def _at_seat(seat: int, error: Exception) -> Exception:
    """The same class of error with the seat before its message."""
    return type(error)(f"seat {seat}: {error}")


def _contribution(item: object, seat: int) -> int:
    try:
        return operator.index(item)  # type: ignore[arg-type]
    except TypeError as error:
        raise _at_seat(seat, error) from None


def _dead(item: object) -> int:
    if item is None:
        return 0
    try:
        return operator.index(item)  # type: ignore[arg-type]
    except TypeError as error:
        raise TypeError(f"dead: {error}") from None


def _rake(rake: object) -> list[int] | None:
    """One int per pot of the layout, main pot first (``None``: no rake); checked against the
    pots once they are cut."""
    if rake is None:
        return None
    if isinstance(rake, str) or not isinstance(rake, Iterable):
        raise SettlementError(
            f"rake: give one int per pot of the layout (main pot first), not {type(rake).__name__}"
        )
    amounts = []
    for pot, item in enumerate(rake):
        if isinstance(item, bool):
            raise SettlementError(f"rake[{pot}]: {item} is not a number of chips")
        try:
            amounts.append(operator.index(item))
        except TypeError:
            raise SettlementError(
                f"rake[{pot}]: a pot's rake is an int number of chips, not {type(item).__name__}"
            ) from None
    return amounts


def _seat_cards(entries: object, what: str) -> SeatCards:
    cards: SeatCards = []
    for seat, entry in enumerate(_per_seat(entries, what)):
        if entry is None:
            cards.append(None)
            continue
        try:
            cards.append(to_cards(entry))
        except (StudPokerError, TypeError) as error:
            raise _at_seat(seat, error) from None
    return cards


def _community(cards: object) -> list[int]:
    if cards is None:
        return []
    try:
        return to_cards(cards)
    except (StudPokerError, TypeError) as error:
        raise type(error)(f"community: {error}") from None


# --- 2. validation -------------------------------------------------------------------------


def _check_lengths(amounts: list[int], hands: SeatCards, holes: SeatCards | None) -> None:
    if len(hands) != len(amounts) or (holes is not None and len(holes) != len(amounts)):
        message = (
            f"per-seat inputs differ in length: {len(amounts)} contributions, {len(hands)} hands"
        )
        if holes is not None:
            message += f", {len(holes)} hole_cards"
        raise SettlementError(message)
    if len(amounts) < 2:
        raise SettlementError(f"a settlement needs at least 2 seats, got {len(amounts)}")
    if len(amounts) > MAX_SEATS:
        raise SettlementError(f"a settlement takes at most {MAX_SEATS} seats, got {len(amounts)}")


def _check_contributions(amounts: list[int]) -> None:
    total = 0
    for seat, amount in enumerate(amounts):
        if amount < 0:
            raise SettlementError(f"seat {seat}: contribution {amount} is negative")
        total += amount
        if total > MAX_CHIPS:
            raise SettlementError(
                f"seat {seat}: the contributions add up to more than 2**63 - 1 chips"
            )


def _check_dead(dead: int, amounts: list[int]) -> None:
    if dead < 0:
        raise SettlementError(f"dead chips {dead} are negative")
    if sum(amounts) + dead > MAX_CHIPS:
        raise SettlementError(
            "the contributions and the dead chips add up to more than 2**63 - 1 chips"
        )


def _check_claims(amounts: list[int], hands: SeatCards) -> None:
    claimants = [seat for seat, hand in enumerate(hands) if hand is not None]
    if not claimants:
        raise SettlementError(
            "no seat holds a claim: at least one entry of hands must be cards, not None"
        )
    top = max(amounts)
    # Someone must be able to win the top layer, and with it every layer below.
    if not any(amounts[seat] == top for seat in claimants):
        seat = amounts.index(top)
        raise SettlementError(
            f"seat {seat} put in the most ({top}) but holds no claim, "
            "so nobody could win the top layer"
        )
    if len(claimants) >= 2:
        for seat in claimants:
            if not hands[seat]:
                raise SettlementError(
                    f"seat {seat}: shows no cards, but another seat also claims the pot "
                    "(only a sole claimant need not show)"
                )


def _check_cards_are_distinct(hands: SeatCards, community: list[int]) -> None:
    owner: dict[int, int] = {}
    for seat, hand in enumerate(hands):
        for card in hand or []:
            if card in owner:
                raise SettlementError(
                    f"card {format_card(card)} is in the hands of seat {owner[card]} "
                    f"and seat {seat}"
                )
            owner[card] = seat
    # rules §2.1: a community card belongs to nobody and counts for every claimant
    for card in community:
        if card in owner:
            raise SettlementError(
                f"card {format_card(card)} is a community card and in the hand of seat "
                f"{owner[card]}"
            )


def _check_hole_cards(hands: SeatCards, holes: SeatCards | None, contests: tuple[str, ...]) -> None:
    chicago = any(kind in SPADE_CONTESTS for kind in contests)
    if holes is None:
        if chicago:
            raise SettlementError(
                "a Chicago showdown needs hole_cards: the spade half goes by the hole cards"
            )
        return
    for seat, (hole, hand) in enumerate(zip(holes, hands, strict=True)):
        shown = hand or []
        if hole is not None:
            for card in hole:
                if card not in shown:
                    raise SettlementError(
                        f"seat {seat}: hole card {format_card(card)} "
                        "is not among the cards the seat shows"
                    )
        elif chicago and shown:
            raise SettlementError(
                f"seat {seat}: a Chicago showdown needs the hole cards of every seat that shows"
            )


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

    def __init__(self, policy: str, dealer: int, top_cards: dict[int, int], seats: int) -> None:
        self.policy = policy
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
    if "low_a5" in contests or "low_8" in contests:
        low = best_by(lambda s: s.low)
    elif any(kind in SPADE_CONTESTS for kind in contests):
        # One winner at most: each spade is dealt to one seat only.
        low = best_by(lambda s: s.spade)
    shares = [0] * divider.seats
    divided = layer.amount - rake  # the rake comes off the top
    if high and low:
        low_half = divided // 2  # the odd chip of the halving goes to the high half
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
    ``None`` takes nothing. See docs/core-api.md, "Settlement".
    """
    contests = showdown_contests(showdown)
    _check_rule("odd-chip policy", odd_chip, ODD_CHIP_POLICIES)
    if not isinstance(merge_pots, bool):
        raise TypeError(f"merge_pots must be True or False, got {merge_pots!r}")
    amounts = [
        _contribution(item, seat)
        for seat, item in enumerate(_per_seat(contributions, "contributions"))
    ]
    shown = _seat_cards(hands, "hands")
    holes = None if hole_cards is None else _seat_cards(hole_cards, "hole_cards")
    shared = _community(community)
    dealer_seat = operator.index(dealer)
    dead_chips = _dead(dead)
    wild_set = None if wild is None else parse_wild(wild) or None
    rake_given = _rake(rake)

    _check_lengths(amounts, shown, holes)
    if not 0 <= dealer_seat < len(amounts):
        raise SettlementError(
            f"dealer seat {dealer_seat} is not a seat: seats are 0..{len(amounts)}"
        )
    _check_contributions(amounts)
    _check_dead(dead_chips, amounts)
    _check_claims(amounts, shown)
    _check_cards_are_distinct(shown, shared)
    _check_hole_cards(shown, holes, contests)

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
                raise _at_seat(seat, error) from None
        top_cards = {seat: strength.top_card for seat, strength in strengths.items()}
        divider = _Divider(odd_chip, dealer_seat, top_cards, seats)
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
# a mapping may also name the rake (rare in a batch: the tuple keeps the first ten parameters)
_KEYS = (*_PARAMETERS, "rake")


def _arguments(item: object) -> dict[str, Any]:
    """A batch item as ``settle``'s keyword arguments: a mapping of them, or a tuple in order."""
    if isinstance(item, Mapping):
        for key in item:
            if key not in _KEYS:
                raise TypeError(f"unexpected key {key!r}; expected: {', '.join(_KEYS)}")
        arguments = dict(item)
    else:
        values = _per_seat(item, "a settlement")
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
    _check_rule("odd-chip policy", odd_chip, ODD_CHIP_POLICIES)
    results = []
    for index, item in enumerate(settlements):
        try:
            arguments = {"showdown": showdown, "odd_chip": odd_chip, **_arguments(item)}
            results.append(settle(**arguments))
        except (StudPokerError, TypeError) as error:
            raise type(error)(f"settlements[{index}]: {error}") from None
    return results
