"""The settlement's input, read and checked (steps 1 and 2 of ``settle``): rule names, per-seat
contributions, hands and hole cards, the community cards, the dead chips and the rake, each
refusal naming the seat or the pot at fault as the core's does."""

from __future__ import annotations

import operator
from collections.abc import Iterable
from typing import Any

from studpoker.errors import InvalidRuleError, SettlementError, StudPokerError
from studpoker.reference.cards import format_card, to_cards

SHOWDOWNS = ("high", "low_a5", "high_low_8", "high_chicago_low", "high_chicago_high", "low_27")
ODD_CHIP_POLICIES = ("left_of_dealer", "lowest_seat", "high_card_by_suit")
ODD_CHIP_HALVES = ("high", "low")
"""The half of a split pot that takes the odd chip of the halving: the high, or the other."""
CHICAGO = ("high_chicago_low", "high_chicago_high")
CONTESTS = (
    "high",
    "low_a5",
    "low_8",
    "lowest_spade_in_hole",
    "highest_spade_in_hole",
    "low_27",
)
"""What one contest of a showdown compares; a composed showdown joins one or two with ``+``."""
SPADE_CONTESTS = ("lowest_spade_in_hole", "highest_spade_in_hole")
# the contests of each named showdown, first one first
_NAMED_CONTESTS: dict[str, tuple[str, ...]] = {
    "high": ("high",),
    "low_a5": ("low_a5",),
    "low_27": ("low_27",),
    "high_low_8": ("high", "low_8"),
    "high_chicago_low": ("high", "lowest_spade_in_hole"),
    "high_chicago_high": ("high", "highest_spade_in_hole"),
}
# the contests that have a winner among any claimants: every hand is high, A-5 low and 2-7 low
_ALWAYS_WON = ("high", "low_a5", "low_27")
LOWS = ("low_a5", "low_8", "low_27")
"""The low contests (one at most in a showdown)."""

# Chip counts are signed 64-bit integers in the core; the total must fit.
MAX_CHIPS = 2**63 - 1
# The most seats a settlement takes (the core's MAX_SEATS): the cost grows with seats x levels.
MAX_SEATS = 64
SPADES = 3

SeatCards = list[list[int] | None]

# --- 1. reading the input ------------------------------------------------------------------


def check_rule(kind: str, name: object, legal: tuple[str, ...]) -> str:
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
        check_rule("showdown", showdown, SHOWDOWNS)  # the error listing the names
    parts = showdown.split("+")
    if len(parts) > 2:
        raise InvalidRuleError(
            f"showdown {showdown!r}: {len(parts)} contests; a pot is divided between one or two"
        )
    kinds = tuple(check_rule("showdown contest", part, CONTESTS) for part in parts)
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
            "pot's hands, which could leave a pot unpaid; the first contest must be high, "
            "low_a5 or low_27"
        )
    return kinds


def per_seat(entries: object, what: str) -> list[Any]:
    """One entry per seat from any iterable; a text would iterate as characters: refused."""
    if isinstance(entries, str):
        raise TypeError(f"{what} is a sequence with one entry per seat, not str")
    if not isinstance(entries, Iterable):
        raise TypeError(f"'{type(entries).__name__}' object is not iterable")
    return list(entries)


def at_seat(seat: int, error: Exception) -> Exception:
    """The same class of error with the seat before its message."""
    return type(error)(f"seat {seat}: {error}")


def read_contribution(item: object, seat: int) -> int:
    try:
        return operator.index(item)  # type: ignore[arg-type]
    except TypeError as error:
        raise at_seat(seat, error) from None


def read_dead(item: object) -> int:
    if item is None:
        return 0
    try:
        return operator.index(item)  # type: ignore[arg-type]
    except TypeError as error:
        raise TypeError(f"dead: {error}") from None


def read_rake(rake: object) -> list[int] | None:
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


def read_seat_cards(entries: object, what: str) -> SeatCards:
    cards: SeatCards = []
    for seat, entry in enumerate(per_seat(entries, what)):
        if entry is None:
            cards.append(None)
            continue
        try:
            cards.append(to_cards(entry))
        except (StudPokerError, TypeError) as error:
            raise at_seat(seat, error) from None
    return cards


def read_community(cards: object) -> list[int]:
    if cards is None:
        return []
    try:
        return to_cards(cards)
    except (StudPokerError, TypeError) as error:
        raise type(error)(f"community: {error}") from None


# --- 2. validation -------------------------------------------------------------------------


def check_lengths(amounts: list[int], hands: SeatCards, holes: SeatCards | None) -> None:
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


def check_contributions(amounts: list[int]) -> None:
    total = 0
    for seat, amount in enumerate(amounts):
        if amount < 0:
            raise SettlementError(f"seat {seat}: contribution {amount} is negative")
        total += amount
        if total > MAX_CHIPS:
            raise SettlementError(
                f"seat {seat}: the contributions add up to more than 2**63 - 1 chips"
            )


def check_dead(dead: int, amounts: list[int]) -> None:
    if dead < 0:
        raise SettlementError(f"dead chips {dead} are negative")
    if sum(amounts) + dead > MAX_CHIPS:
        raise SettlementError(
            "the contributions and the dead chips add up to more than 2**63 - 1 chips"
        )


def check_claims(amounts: list[int], hands: SeatCards) -> None:
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


def check_cards_are_distinct(hands: SeatCards, community: list[int]) -> None:
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


def check_hole_cards(hands: SeatCards, holes: SeatCards | None, contests: tuple[str, ...]) -> None:
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
