"""What a room's writer needs of a finished hand, as one viewer may know it: the seats in the
order of play (from the dealer's left), each seat's cards by street (``None`` a card the viewer
does not know), its chips put in, returned and won, and the hand's records in order."""

from __future__ import annotations

from dataclasses import dataclass

from studpoker.hand import Hand
from studpoker.hand.records import (
    AntePosted,
    BringInPosted,
    Called,
    CardDealt,
    CardsShown,
    ChipsReturned,
    CompletedBetRaised,
    PotAwarded,
    Record,
)
from studpoker.phh.dump import Omniscient, history_of
from studpoker.phh.replay import replay

__all__ = ["Facts", "facts_of", "money"]


@dataclass(frozen=True, slots=True)
class Facts:
    """One finished hand as a viewer knows it; every seat index is the engine's."""

    hand: Hand  # the hand replayed from the viewer's history: unknown cards are stand-ins
    order: list[int]  # the seats from the dealer's left
    cards: list[list[list[int | None]]]  # cards[seat][street]
    put_in: list[int]  # everything the seat put in, returned chips included
    returned: list[int]
    won: list[int]
    shown: set[int]  # the seats that showed at the showdown

    @property
    def records(self) -> list[Record]:
        return list(self.hand.history)

    def known(self, seat: int) -> list[int | None]:
        """The seat's cards in dealing order."""
        return [card for street in self.cards[seat] for card in street]


def facts_of(hand: Hand, viewer: int | Omniscient | None) -> Facts:
    seen = replay(history_of(hand, viewer=viewer))
    n = seen.n
    streets = len(seen.profile.streets)
    cards: list[list[list[int | None]]] = [[[] for _ in range(streets)] for _ in range(n)]
    put_in, returned, won = [0] * n, [0] * n, [0] * n
    shown: set[int] = set()
    for record in seen.history:
        if isinstance(record, CardDealt):
            known = record.card >= 0 and record.card not in seen.undisclosed
            cards[record.seat][record.street].append(record.card if known else None)
        elif isinstance(record, AntePosted | BringInPosted | Called | CompletedBetRaised):
            put_in[record.seat] += record.amount
        elif isinstance(record, ChipsReturned):
            returned[record.seat] += record.amount
        elif isinstance(record, PotAwarded):
            for seat, share in enumerate(record.shares):
                won[seat] += share
        elif isinstance(record, CardsShown):
            shown.add(record.seat)
    order = [(seen.dealer + 1 + k) % n for k in range(n)]
    return Facts(seen, order, cards, put_in, returned, won, shown)


def money(units: int, cash: bool, sign: str = "") -> str:
    """Chips as a room writes them: cents as dollars and cents at a cash table."""
    if not cash:
        return str(units)
    whole, cents = divmod(units, 100)
    return f"{sign}{whole}.{cents:02d}"
