"""Hypothesis strategies for settlements: consistent random hands, and hands with one fault."""

from __future__ import annotations

from typing import Any

from hypothesis import strategies as st

from studpoker.reference.cards import format_cards, to_cards
from tests.support.sweeps import sweep_size

SHOWDOWNS = ("high", "low_a5", "high_low_8", "high_chicago_low", "high_chicago_high")
ODD_CHIP_POLICIES = ("left_of_dealer", "lowest_seat", "high_card_by_suit")
ODD_CHIP_HALVES = ("high", "low")
SEVEN_CARD_ONLY = frozenset(SHOWDOWNS) - {"high"}
CHICAGO = ("high_chicago_low", "high_chicago_high")

# Examples per test (the differential test runs once per showdown and odd-chip policy).
EXAMPLES = sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 200, 5_000)


@st.composite
def contributions(draw: st.DrawFn, seats: int) -> list[int]:
    """Antes plus bets on a few shared levels, and all-ins anywhere in between."""
    ante = draw(st.integers(0, 3))
    levels = draw(st.lists(st.integers(1, 400), min_size=1, max_size=5))
    amounts = []
    for _ in range(seats):
        if draw(st.booleans()):
            amounts.append(ante + draw(st.sampled_from([0, *levels])))
        else:
            amounts.append(draw(st.integers(0, ante + max(levels))))  # all-in or folded here
    return amounts


def _claims(draw: st.DrawFn, amounts: list[int], most: int) -> list[bool]:
    """Random folds, at most ``most`` claimants, and one of the top contributors among them."""
    seats = len(amounts)
    top = max(amounts)
    holder = draw(st.sampled_from([seat for seat in range(seats) if amounts[seat] == top]))
    wanted = draw(st.lists(st.booleans(), min_size=seats, max_size=seats))
    claims = [False] * seats
    claims[holder] = True
    count = 1
    for seat in range(seats):
        if wanted[seat] and not claims[seat] and count < most:
            claims[seat] = True
            count += 1
    return claims


@st.composite
def settlement_args(draw: st.DrawFn, showdown: str, odd_chip: str) -> dict[str, Any]:
    """``settle`` keyword arguments of a hand that could have been played.

    Five cards per claimant in five-card games, seven in seven-card games, all from one
    shuffled deck (so at most seven claimants of seven cards); the hole cards are the first
    card of a five-card hand, the first two and the last of a seven-card hand.
    """
    seats = draw(st.integers(2, 10))
    seven = showdown in SEVEN_CARD_ONLY or draw(st.booleans())
    per_seat = 7 if seven else 5
    amounts = draw(contributions(seats))
    claims = _claims(draw, amounts, 52 // per_seat)
    dealt = _deal(draw, claims, per_seat)
    hands: list[Any] = []
    holes: list[Any] = []
    for cards in dealt:
        if cards is None:
            hands.append(None)
            holes.append(None)
            continue
        hole = [cards[0], cards[1], cards[6]] if seven else [cards[0]]
        as_text = draw(st.booleans())
        hands.append(format_cards(cards) if as_text else cards)
        holes.append(format_cards(hole) if as_text else hole)
    if sum(claims) == 1 and draw(st.booleans()):
        # The sole claimant need not show.
        sole = claims.index(True)
        hands[sole] = []
        holes[sole] = []
    args: dict[str, Any] = {
        "contributions": amounts,
        "hands": hands,
        "dealer": draw(st.integers(0, seats - 1)),
        "showdown": showdown,
        "odd_chip": odd_chip,
    }
    # Chicago needs the hole cards; the other showdowns check them when given.
    if showdown in CHICAGO or draw(st.booleans()):
        args["hole_cards"] = holes
    # Dead chips (untrimmed antes) in about half the hands; 0 given or left out otherwise.
    dead = draw(st.sampled_from([None, 0, 1, 2, 3, 8, 27]))
    if dead is not None:
        args["dead"] = dead
    # The half that takes the odd chip of a split pot's halving: left out (the high), or named.
    half = draw(st.sampled_from([None, *ODD_CHIP_HALVES]))
    if half is not None:
        args["odd_chip_half"] = half
    return args


def _deal(draw: st.DrawFn, claims: list[bool], per_seat: int) -> list[list[int] | None]:
    """Each claimant's cards from one shuffled deck.

    Random hands hardly ever tie, so up to four claimants may get "twins": the same ranks in
    other suits (never five of one suit), which tie for high and for low alike.
    """
    claimants = [seat for seat, claim in enumerate(claims) if claim]
    twin_count = draw(st.integers(0, min(4, len(claimants))))
    twins = draw(st.permutations(claimants))[: twin_count if twin_count >= 2 else 0]
    ranks = sorted(draw(st.sets(st.integers(0, 12), min_size=per_seat, max_size=per_seat)))
    dealt: list[list[int] | None] = [None] * len(claims)
    for shift, seat in enumerate(twins):
        dealt[seat] = [4 * rank + (index + shift) % 4 for index, rank in enumerate(ranks)]
    used = {card for cards in dealt if cards is not None for card in cards}
    deck = iter(card for card in draw(st.permutations(range(52))) if card not in used)
    for seat in claimants:
        if dealt[seat] is None:
            dealt[seat] = [next(deck) for _ in range(per_seat)]
    return dealt


def _claimants(args: dict[str, Any]) -> list[int]:
    return [seat for seat, hand in enumerate(args["hands"]) if hand is not None]


@st.composite
def faulty_args(draw: st.DrawFn) -> tuple[dict[str, Any], str]:
    """A playable hand with one fault put in; also the name of the fault."""
    showdown = draw(st.sampled_from(SHOWDOWNS))
    args = draw(settlement_args(showdown, draw(st.sampled_from(ODD_CHIP_POLICIES))))
    args["hands"] = [None if hand is None else to_cards(hand) for hand in args["hands"]]
    seats = len(args["contributions"])
    claimants = _claimants(args)
    showing = [seat for seat in claimants if args["hands"][seat]]
    faults = [
        "negative",
        "negative_dead",
        "dead_overflow",
        "top_without_claim",
        "dealer",
        "rule",
        "no_claimant",
        "lengths",
    ]
    if len(showing) >= 2:
        faults[:0] = ["shared_card", "short_hand", "bad_card", "hole_not_shown", "silent_claimant"]
    if showdown in CHICAGO:
        faults.insert(0, "no_hole_cards")
    fault = draw(st.sampled_from(faults))
    seat = draw(st.integers(0, seats - 1))
    if fault == "lengths":
        args["hands"] = args["hands"][:-1]
    elif fault == "dealer":
        args["dealer"] = draw(st.sampled_from([-1, seats, seats + 5]))
    elif fault == "negative":
        args["contributions"][seat] = -draw(st.integers(1, 50))
    elif fault == "negative_dead":
        args["dead"] = -draw(st.integers(1, 50))
    elif fault == "dead_overflow":
        args["dead"] = 2**63 - sum(args["contributions"]) + draw(st.sampled_from([0, 5, 2**70]))
    elif fault == "no_claimant":
        args["hands"] = [None] * seats
    elif fault == "top_without_claim":
        folded = [s for s in range(seats) if s not in claimants]
        if folded:
            args["contributions"][draw(st.sampled_from(folded))] = max(args["contributions"]) + 1
        else:
            args["hands"][claimants[0]] = None
            args["contributions"][claimants[0]] = max(args["contributions"]) + 1
    elif fault == "rule":
        args[draw(st.sampled_from(["showdown", "odd_chip", "odd_chip_half"]))] = "chicago"
    elif fault == "silent_claimant":
        args["hands"][draw(st.sampled_from(showing))] = []
    elif fault == "shared_card":
        first, second = draw(st.permutations(showing))[:2]
        args["hands"][second][0] = args["hands"][first][-1]
    elif fault == "short_hand":
        victim = draw(st.sampled_from(showing))
        args["hands"][victim] = args["hands"][victim][:4]
    elif fault == "bad_card":
        victim = draw(st.sampled_from(showing))
        args["hands"][victim][-1] = draw(st.sampled_from([52, -1, "Xs", "1c"]))
    elif fault == "hole_not_shown":
        victim = draw(st.sampled_from(showing))
        outside = [c for c in range(52) if c not in args["hands"][victim]]
        holes = args.get("hole_cards") or [None] * seats
        holes[victim] = [draw(st.sampled_from(outside))]
        args["hole_cards"] = holes
    elif fault == "no_hole_cards":
        args.pop("hole_cards", None)
    return args, fault
