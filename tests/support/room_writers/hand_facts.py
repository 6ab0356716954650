"""What a room's writer reads of a finished engine hand: the seats in the order the rooms number
the players (from the dealer's left), each seat's cards as dealt, the pots paid, the chips that
came back, and amounts and cards as text."""

from __future__ import annotations

from collections.abc import Sequence

from studpoker._core import evaluate_high, evaluate_low_8, format_card
from studpoker.errors import HandHistoryError
from studpoker.hand import Hand
from studpoker.hand.records import CardDealt, CardsShown, ChipsReturned, PotAwarded
from studpoker.phh.dump import OMNISCIENT, Omniscient

SEVEN_CARD_FACES = (("down", "down", "up"), ("up",), ("up",), ("up",), ("down",))
FIVE_CARD_FACES = (("down", "up"), ("up",), ("up",), ("up",))


class HandFacts:
    """A finished hand as the writers need it; ``order[p]`` is the seat of player ``p``."""

    def __init__(
        self,
        hand: Hand,
        faces: Sequence[tuple[tuple[str, ...], ...]],
        viewer: int | Omniscient | None = OMNISCIENT,
    ) -> None:
        if not hand.is_over:
            raise HandHistoryError("the hand is not over: only a finished hand is written")
        profile = hand.profile
        if tuple(street.cards for street in profile.streets) not in faces or hand.community:
            raise HandHistoryError(f"{profile.name}: the room deals no such streets")
        if profile.wild is not None or profile.bring_in is None:
            raise HandHistoryError(f"{profile.name}: the room deals no such game")
        self.hand = hand
        self.viewer = viewer
        n = hand.n
        self.order = [(hand.dealer + 1 + k) % n for k in range(n)]
        self.dealt: list[list[CardDealt]] = [[] for _ in range(n)]
        self.returned = [0] * n
        for record in hand.history:
            if isinstance(record, CardDealt):
                self.dealt[record.seat].append(record)
            elif isinstance(record, ChipsReturned):
                self.returned[record.seat] += record.amount
        self.pots = [r for r in hand.history if isinstance(r, PotAwarded) and r.amount]
        self.won = [sum(pot.shares[seat] for pot in self.pots) for seat in range(n)]

    def cards(self, seat: int, street: int | None = None) -> list[int]:
        """The seat's cards, all or those of one street."""
        return [d.card for d in self.dealt[seat] if street is None or d.street == street]

    def before(self, seat: int, street: int) -> list[int]:
        """The seat's cards of the streets before ``street``."""
        return [d.card for d in self.dealt[seat] if d.street < street]

    def seen(self, seat: int, street: int | None = None) -> list[int | None]:
        """The seat's cards as the viewer saw them dealt (``None`` a card it did not see):
        every up card, the down cards of its own seat (of every seat when omniscient)."""
        mine = isinstance(self.viewer, Omniscient) or seat == self.viewer
        return [
            d.card if d.up or mine else None
            for d in self.dealt[seat]
            if street is None or d.street == street
        ]

    def seen_before(self, seat: int, street: int) -> list[int | None]:
        return [c for k, c in enumerate(self.seen(seat)) if self.dealt[seat][k].street < street]

    def halves(self, pot: PotAwarded) -> dict[int, str]:
        """In stud hi-lo, each winner of a pot split between a high and a low hand: ``"high"``
        or ``"low"``, the half it won; empty when the pot is not so split (one winner, no low,
        or a seat winning both halves, whose share no room splits in two)."""
        winners = [seat for seat, share in enumerate(pot.shares) if share]
        if self.hand.profile.showdown != "high_low_8" or len(winners) < 2:
            return {}
        shown = {r.seat for r in self.hand.history if isinstance(r, CardsShown)}
        claimants = [seat for seat in pot.eligible if seat in shown]
        if not set(winners) <= set(claimants):
            return {}
        high = {seat: evaluate_high(self.cards(seat)) for seat in claimants}
        low = {seat: evaluate_low_8(self.cards(seat)) for seat in claimants}
        best_high = max(high.values())
        lows = [value for value in low.values() if value is not None]
        if not lows:
            return {}
        best_low = max(lows)
        halves: dict[int, str] = {}
        for seat in winners:
            roles = {"high"} if high[seat] == best_high else set()
            roles |= {"low"} if low[seat] == best_low else set()
            if len(roles) != 1:
                return {}
            halves[seat] = roles.pop()
        return halves

    def final(self, seat: int) -> int:
        return int(self.hand.stacks[seat])


def cards_text(cards: Sequence[int | None], separator: str = " ", hidden: str = "X") -> str:
    """Cards as text, a card not seen as ``hidden``."""
    return separator.join(hidden if card is None else format_card(card) for card in cards)


def decimal(units: int, *, cents: bool, trim: bool = True) -> str:
    """Units as a number: cents as ``1.50`` (``25`` when whole and ``trim``), chips as they are."""
    if not cents:
        return str(units)
    whole, part = divmod(units, 100)
    return str(whole) if trim and not part else f"{whole}.{part:02d}"
