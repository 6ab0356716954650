"""Stand-ins for the up cards nobody saw, chosen so that the recorded order of play stays.

A history may leave up cards unknown (a room that logs no cards but those shown at the
showdown). The engine decides who acts first from the up cards: the bring-in from the door
cards (rules §4.1), every later round from the showing hands (rules §4.2). ``choose_up_cards``
gives each unknown up card an unused card so that, street after street, the seat the history
shows acting first is the one the rules give the turn: the recorded bring-in seat gets the card
most bound to bring in; in each later round the recorded first actor gets the weakest card that
still puts it first and every other seat the weakest card that does not pair its own up cards.
Choices that leave a later street impossible are undone (a bounded backtracking search). When
no choice fits, nothing is chosen and the replay's plain stand-ins play, so the replay names the
first action out of turn.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from studpoker._core import bring_in_seat, first_to_act
from studpoker.profiles import Profile

__all__ = ["StreetDeal", "choose_up_cards"]

_BUDGET = 2_000  # showing-order evaluations one history may spend


@dataclass(slots=True)
class StreetDeal:
    """One street as the history deals it: each seat's cards of the street (``None`` for a seat
    not dealt, a card ``None`` for one nobody saw) and the seat recorded acting first."""

    cards: list[list[int | None] | None]
    first: int | None


def choose_up_cards(
    profile: Profile, dealer: int, streets: Sequence[StreetDeal], pool: Sequence[int]
) -> dict[tuple[int, int, int], int] | None:
    """A card from ``pool`` for each unknown up card of ``streets``, by ``(street, seat, slot)``,
    such that every street's recorded first actor acts first; ``None`` when there is nothing to
    choose or no choice fits."""
    if profile.wild is not None or profile.community_card_opens or not streets:
        return None
    search = _Search(profile, dealer, streets, pool)
    if not any(search.unknown(k) for k in range(min(len(streets), len(profile.streets)))):
        return None
    return search.chosen if search.solve(0) else None


class _Search:
    def __init__(
        self, profile: Profile, dealer: int, streets: Sequence[StreetDeal], pool: Sequence[int]
    ) -> None:
        self.profile = profile
        self.dealer = dealer
        self.streets = streets
        self.free = set(pool)
        self.chosen: dict[tuple[int, int, int], int] = {}
        self.budget = _BUDGET
        low = profile.showing_low
        # ranks from the weakest showing card to the strongest (razz: king weakest, ace best)
        self.weak_to_strong = [*range(11, -1, -1), 12] if low else list(range(13))
        self.n = len(streets[0].cards)

    # the up cards each seat shows once ``street`` is dealt, as chosen so far
    def _ups(self, upto: int) -> list[list[int] | None]:
        ups: list[list[int] | None] = []
        for seat in range(self.n):
            if self.streets[upto].cards[seat] is None:
                ups.append(None)
                continue
            shown: list[int] = []
            for index in range(upto + 1):
                cards = self.streets[index].cards[seat]
                if cards is None or index >= len(self.profile.streets):
                    continue
                for slot, face in enumerate(self.profile.streets[index].cards):
                    if face != "up" or slot >= len(cards):
                        continue
                    card = cards[slot]
                    if card is None:
                        card = self.chosen.get((index, seat, slot))
                    if card is not None:
                        shown.append(card)
            ups.append(shown)
        return ups

    def _first(self, street: int) -> int | None:
        self.budget -= 1
        ups = self._ups(street)
        p = self.profile
        try:
            if street == 0 and p.bring_in is not None:
                doors = [u[0] if u else None for u in ups]
                return bring_in_seat(doors, p.bring_in_rule)
            tie = p.no_bring_in_tie if street == 0 else p.showing_tie
            return first_to_act(ups, self.dealer, low=p.showing_low, tie=tie)
        except ValueError:
            return None

    def unknown(self, street: int) -> list[tuple[int, int]]:
        """The (seat, slot) of each unknown up card of ``street``."""
        faces = self.profile.streets[street].cards
        found: list[tuple[int, int]] = []
        for seat, cards in enumerate(self.streets[street].cards):
            if cards is None:
                continue
            for slot, face in enumerate(faces):
                if face == "up" and slot < len(cards) and cards[slot] is None:
                    found.append((seat, slot))
        return found

    def solve(self, street: int) -> bool:
        if street == len(self.streets) or street >= len(self.profile.streets):
            return True
        if self.budget <= 0:
            return False
        deal = self.streets[street]
        unknown = self.unknown(street)
        betting = self.profile.streets[street].betting
        target = deal.first if betting else None
        for choice in self._choices(street, unknown, target):
            for (seat, slot), card in choice.items():
                self.chosen[(street, seat, slot)] = card
                self.free.discard(card)
            if (target is None or self._first(street) == target) and self.solve(street + 1):
                return True
            for (seat, slot), card in choice.items():
                del self.chosen[(street, seat, slot)]
                self.free.add(card)
            if self.budget <= 0:
                return False
        return False

    def _choices(
        self, street: int, unknown: list[tuple[int, int]], target: int | None
    ) -> list[dict[tuple[int, int], int]]:
        """The assignments to try for ``street``'s unknown up cards, most promising first."""
        if street == 0 and self.profile.bring_in is not None:
            return [self._doors(unknown, target)]
        leader = [key for key in unknown if key[0] == target]
        others = [key for key in unknown if key[0] != target]
        if not leader:
            return [self._weakest(street, others, set())]
        choices = []
        for card in self._leader_cards():
            rest = self._weakest(street, others, {card})
            choices.append({leader[0]: card, **rest})
        return choices

    def _leader_cards(self) -> list[int]:
        """The free cards from the weakest rank to the strongest, the stronger suit first."""
        cards = []
        for rank in self.weak_to_strong:
            for suit in (3, 2, 1, 0):
                card = rank * 4 + suit
                if card in self.free:
                    cards.append(card)
        return cards

    def _weakest(
        self, street: int, keys: list[tuple[int, int]], taken: set[int]
    ) -> dict[tuple[int, int], int]:
        """Each seat's weakest free card that pairs none of its up cards (razz: any)."""
        ups = self._ups(street)
        choice: dict[tuple[int, int], int] = {}
        for seat, slot in keys:
            own = {card >> 2 for card in ups[seat] or ()}
            for rank in self.weak_to_strong:
                if rank in own and not self.profile.showing_low:
                    continue
                card = next(
                    (rank * 4 + s for s in range(4) if rank * 4 + s in self.free - taken), None
                )
                if card is not None:
                    choice[(seat, slot)] = card
                    taken = taken | {card}
                    break
        return choice

    def _doors(
        self, unknown: list[tuple[int, int]], obliged: int | None
    ) -> dict[tuple[int, int], int]:
        """The obliged seat's door is the card most bound to bring in; the others the weakest
        showing cards that do not take the bring-in from it."""
        lowest = self.profile.bring_in_rule == "lowest"
        # bound to bring in: the lowest card (ace high), or in razz the highest (ace low)
        order = sorted(self.free, key=lambda c: c if lowest else ((c >> 2) + 1) % 13 * 4 + (c & 3))
        if not lowest:
            order.reverse()
        choice: dict[tuple[int, int], int] = {}
        taken: set[int] = set()
        for key in unknown:
            if key[0] == obliged and order:
                choice[key] = order[0]
                taken.add(order[0])
        for key in unknown:
            if key[0] != obliged:
                card = next((c for c in order if c not in taken), None)
                if card is not None:
                    choice[key] = card
                    taken.add(card)
        return choice
