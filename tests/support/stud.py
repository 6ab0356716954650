"""Helpers shared by the hand tests: stacked decks and compact play."""

from __future__ import annotations

from studpoker import parse_cards
from studpoker.hand import Hand
from studpoker.hand.records import CompletedBetRaised, RoundStarted


def stacked_deck(*parts: str) -> list[int]:
    """These cards first (in dealing order), then the rest of the deck in card order."""
    top = parse_cards(" ".join(parts))
    seen = set(top)
    return top + [c for c in range(52) if c not in seen]


def stud_deck(
    hands: list[str], dealer: int, burns: str = "", passes: int | None = None
) -> list[int]:
    """A deck that deals ``hands[seat]`` (each seat's cards in dealing order) to every seat,
    nobody folding: the first three cards in passes from the dealer's left, then one card a
    street with one of ``burns`` before each street (rules §2.4-2.5); the rest in card order.
    ``passes`` is the number of cards each seat gets (default: as many as every hand lists)."""
    n = len(hands)
    cards = [parse_cards(h) for h in hands]
    if passes is None:
        passes = min(len(c) for c in cards)
    burn_cards = parse_cards(burns) if burns else []
    order = [(dealer + k) % n for k in range(1, n + 1)]
    top: list[int] = []
    for index in range(passes):
        if index >= 3 and burn_cards:
            top.append(burn_cards.pop(0))
        top.extend(cards[seat][index] for seat in order)
    seen = set(top)
    return top + [c for c in range(52) if c not in seen]


def call_down(hand: Hand) -> None:
    """Everyone posts, checks or calls, and shows, to the end of the hand (a flip stud seat
    turns up its timeout default, the first card dealt to it on the street)."""
    kinds = ("post_bring_in", "check", "call", "show")
    while not hand.is_over:
        if hand.actor is None:
            for seat in hand.actors:
                hand.act_default(seat)
            continue
        hand.act(next(o for o in hand.legal_actions() if o.kind in kinds))


def play(hand: Hand, *actions: str) -> None:
    for action in actions:
        hand.act(action)


def options(hand: Hand) -> set[str]:
    """The legal options as PHH notation, e.g. {'f', 'cc', 'cbr 4'}."""
    return {o.notation for o in hand.legal_actions()}


def rounds_started(hand: Hand) -> list[RoundStarted]:
    return [r for r in hand.history if isinstance(r, RoundStarted)]


def aggressive(hand: Hand) -> list[CompletedBetRaised]:
    return [r for r in hand.history if isinstance(r, CompletedBetRaised)]


def snapshot(hand: Hand) -> tuple[object, ...]:
    """Everything an action could change, to prove an illegal action changed nothing."""
    betting = hand.betting
    round_state = (
        None
        if betting is None
        else (
            *((name, repr(getattr(betting, name))) for name in BETTING_FIELDS),
            # the reading's every attribute (its repr lists them), not only what it snapshots
            ("reading", repr(betting.reading)),
        )
    )
    return (
        tuple(hand.stacks),
        tuple(hand.committed),
        tuple(hand.in_hand),
        len(hand.history),
        hand.actor,
        hand.street,
        hand.payouts,
        tuple(map(tuple, hand.down)),
        tuple(map(tuple, hand.up)),
        round_state,
        hand.legal_actions(),
        hand.actors,
    )


BETTING_FIELDS = (
    "able",
    "acted",
    "actor",
    "aggressions",
    "bets",
    "completed",
    "first_actor",
    "last_aggressor",
    "last_full",
    "level",
    "needs",
    "pending_bring_in",
)
