"""Stand-ins for the up cards nobody saw, chosen so that the recorded order of play stays.

A history may leave up cards unknown (a room that logs no cards but those shown at the
showdown). The engine decides who acts first from the up cards: the bring-in from the door
cards (rules §4.1), every later round from the showing hands, skipping a seat that is all-in
(rules §4.2, §4.3). ``order_keeping_stand_ins`` gives each unknown up card an unused card so
that, street after street, the seat the history shows acting first is the one the rules give
the turn. The other seats' door cards are of middle ranks and the recorded bring-in seat's is
the card next more bound to bring in; in each later round the recorded first actor gets the
weakest card that still puts it first (and shows a pair where the round's betting used the
open-pair step, rules §3.3, or a seat all-in shows it) and every other seat the strongest card
that keeps it behind.
Choices that leave a later street impossible are undone (a bounded backtracking search). When
no choice fits, nothing is chosen: the replay's plain stand-ins play and the replay names the
first action out of turn.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from studpoker._core import bring_in_seat, first_to_act
from studpoker.games.profiles import Profile
from studpoker.hand.actions import BRING_IN, CHECK_CALL, COMPLETE_BET_RAISE, FOLD
from studpoker.phh.document import HandHistory

__all__ = ["StreetDeal", "choose_up_cards", "order_keeping_stand_ins"]

_BUDGET = 2_000  # showing-order evaluations one history may spend
_BETTING = frozenset((BRING_IN, CHECK_CALL, COMPLETE_BET_RAISE, FOLD))
# door ranks to try for the seats that do not bring in: the middle (an eight) first
_MIDDLE_OUT = (6, 5, 7, 4, 8, 3, 9, 2, 10, 1, 11, 0, 12)


@dataclass(slots=True)
class StreetDeal:
    """One street as the history deals and plays it."""

    cards: list[list[int | None] | None]
    """Each seat's cards of the street (``None`` for a seat not dealt in; a card ``None`` for
    one nobody saw)."""
    first: int | None = None
    """The seat recorded acting first once the street is dealt (``None``: nobody acted)."""
    pair: bool = False
    """Someone bet or raised by the open-pair step: a seat in the hand must show a pair."""
    all_in: frozenset[int] = field(default_factory=frozenset)
    """The seats with no chips left when the street's betting opens."""
    posted: bool = False
    """The first action is the bring-in posted: the obliged seat itself (or, where the rules
    pass the bring-in on, the next that can act) posts it."""


def order_keeping_stand_ins(
    history: HandHistory,
    profile: Profile,
    seat_of: Sequence[int],
    dealer: int,
    dealt: Sequence[Sequence[int | None]],
    pool: Sequence[int],
) -> list[tuple[int, int, int]]:
    """Cards from ``pool`` for the unknown up cards of ``dealt`` (each seat's cards in dealing
    order, by the engine's seats) that keep the history's order of play: ``(seat, index in its
    dealt cards, card)`` each; empty when there is nothing to choose or no choice fits."""
    if not _unknown_up_card(history, profile):
        return []
    lengths, streets = _recorded(history, profile, seat_of, len(dealt))
    for index, street in enumerate(streets):
        for seat in range(len(dealt)):
            if index < len(lengths[seat]):
                start = sum(lengths[seat][:index])
                street.cards[seat] = list(dealt[seat][start : start + lengths[seat][index]])
    chosen = choose_up_cards(profile, dealer, streets, pool)
    if chosen is None:
        return []
    return [
        (seat, sum(lengths[seat][:street]) + slot, card)
        for (street, seat, slot), card in chosen.items()
    ]


def _unknown_up_card(history: HandHistory, profile: Profile) -> bool:
    """Whether the history deals an up card nobody saw (most histories show every up card)."""
    deals: dict[int, int] = {}  # the streets dealt to each player so far
    for action in history.actions:
        if action.verb != "dh" or action.target is None:
            continue
        street = deals.get(action.target, 0)
        deals[action.target] = street + 1
        if (
            None in action.cards
            and street < len(profile.streets)
            and any(
                card is None and face == "up"
                for card, face in zip(action.cards, profile.streets[street].cards, strict=False)
            )
        ):
            return True
    return False


def _recorded(
    history: HandHistory, profile: Profile, seat_of: Sequence[int], n: int
) -> tuple[list[list[int]], list[StreetDeal]]:
    """How many cards each seat's deal of each street holds, and each street's recorded first
    actor, open-pair betting and all-in seats (the chips followed action by action)."""
    lengths: list[list[int]] = [[] for _ in range(n)]
    streets: list[StreetDeal] = []
    left = [0] * n  # each seat's chips behind
    for player, stack in enumerate(history.starting_stacks):
        seat = seat_of[player]
        ante = history.antes[player] if player < len(history.antes) else 0
        left[seat] = stack - min(ante, stack)
    bets = [0] * n  # what each seat put in this betting round
    waiting = False  # the street is dealt and nobody has acted yet
    for action in history.actions:
        if action.verb == "dh" and action.target is not None:
            seat = seat_of[action.target]
            index = len(lengths[seat])
            lengths[seat].append(len(action.cards))
            if index == len(streets):
                all_in = frozenset(s for s in range(n) if left[s] == 0)
                streets.append(StreetDeal([None] * n, all_in=all_in))
                bets = [0] * n
                waiting = True
            continue
        if action.player is None or action.verb not in _BETTING or not streets:
            continue
        seat, street = seat_of[action.player], streets[-1]
        if waiting:
            street.first, waiting = seat, False
            street.posted = action.verb == BRING_IN
        level = max(bets)
        if action.verb == BRING_IN:
            paid = min(history.bring_in or 0, left[seat])
        elif action.verb == COMPLETE_BET_RAISE and action.amount is not None:
            index = len(streets) - 1
            if (
                index + 1 == profile.open_pair_round
                and action.amount - level > profile.steps[index]
            ):
                street.pair = True
            paid = min(max(action.amount - bets[seat], 0), left[seat])
        elif action.verb == CHECK_CALL:
            paid = min(level - bets[seat], left[seat])
        else:
            paid = 0
        bets[seat] += paid
        left[seat] -= paid
    return lengths, streets


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
        # ranks from the weakest showing card to the strongest (razz: king weakest, ace best;
        # 2-7 razz: ace weakest, two best)
        if not profile.showing_low:
            self.weak_to_strong = list(range(13))
        elif profile.showing_aces == "high":
            self.weak_to_strong = list(range(12, -1, -1))
        else:
            self.weak_to_strong = [*range(11, -1, -1), 12]
        self.n = len(streets[0].cards)
        # the up slots of each street, and each seat's up cards before the street being chosen
        self.up_slots = [
            [slot for slot, face in enumerate(street.cards) if face == "up"]
            for street in profile.streets
        ]
        self.before: list[list[list[int]]] = [[[] for _ in range(self.n)]]

    def _street_ups(self, street: int, seat: int) -> list[int]:
        """The seat's up cards of ``street``, known or chosen so far."""
        cards = self.streets[street].cards[seat]
        if cards is None:
            return []
        found: list[int] = []
        for slot in self.up_slots[street]:
            card = cards[slot] if slot < len(cards) else None
            if card is None:
                card = self.chosen.get((street, seat, slot))
            if card is not None:
                found.append(card)
        return found

    def _ups(self, upto: int) -> list[list[int] | None]:
        """The up cards each seat in the hand shows once street ``upto`` is dealt, as chosen so
        far (``None`` for a seat out of the hand)."""
        before = self.before[upto]
        return [
            None if cards is None else before[seat] + self._street_ups(upto, seat)
            for seat, cards in enumerate(self.streets[upto].cards)
        ]

    def _first(self, street: int) -> int | None:
        """The seat the engine gives the first turn of ``street`` as chosen so far."""
        self.budget -= 1
        ups = self._ups(street)
        p = self.profile
        try:
            if street == 0 and p.bring_in is not None:
                best = bring_in_seat([u[0] if u else None for u in ups], p.bring_in_rule)
            else:
                tie = p.no_bring_in_tie if street == 0 else p.showing_tie
                best = first_to_act(
                    ups, self.dealer, low=p.showing_low, tie=tie, aces=p.showing_aces
                )
        except ValueError:
            return None
        all_in = self.streets[street].all_in
        if best not in all_in:
            return best
        if street == 0 and self.streets[0].posted and p.bring_in_all_in == "pass_action":
            return None  # an obliged seat all in passes the action: nobody posts (rules 4.3)
        for step in range(1, self.n):  # rules §4.3: the next seat that can act
            seat = (best + step) % self.n
            if ups[seat] is not None and seat not in all_in:
                return seat
        return None

    def _shows_pair(self, street: int) -> bool:
        return any(
            len({card >> 2 for card in up}) < len(up) for up in self._ups(street) if up is not None
        )

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
        if street > 0:  # the cards before this street are fixed while its choices are tried
            del self.before[street:]
            previous = self.before[street - 1]
            self.before.append(
                [previous[seat] + self._street_ups(street - 1, seat) for seat in range(self.n)]
            )
        target = deal.first if self.profile.streets[street].betting else None
        for choice in self._choices(street, self.unknown(street), target):
            for (seat, slot), card in choice.items():
                self.chosen[(street, seat, slot)] = card
                self.free.discard(card)
            fits = (target is None or self._first(street) == target) and (
                not deal.pair or self._shows_pair(street)
            )
            if fits and self.solve(street + 1):
                return True
            for (seat, slot), card in choice.items():
                del self.chosen[(street, seat, slot)]
                self.free.add(card)
            if self.budget <= 0:
                return False
        return False

    def _choices(
        self, street: int, unknown: list[tuple[int, int]], target: int | None
    ) -> Iterator[dict[tuple[int, int], int]]:
        """The assignments to try for ``street``'s unknown up cards, most promising first: the
        leader's weakest card first, each other seat's strongest card that stays behind it."""
        if street == 0 and self.profile.bring_in is not None:
            yield from self._doors(unknown, target)
            return
        yield from self._led(street, unknown, target)
        if self.streets[street].pair:
            yield from self._all_in_pairs(street, unknown, target)

    def _all_in_pairs(
        self, street: int, unknown: list[tuple[int, int]], target: int | None
    ) -> Iterator[dict[tuple[int, int], int]]:
        """Where the round bet the open pair's step and no choice above shows a pair: a seat
        all-in shows it (it never acts first, so its pair may outrank the first actor's)."""
        all_in = self.streets[street].all_in
        for key in unknown:
            if key[0] not in all_in:
                continue
            own = {card >> 2 for card in self._ups(street)[key[0]] or ()}
            card = next((c for c in sorted(self.free) if c >> 2 in own), None)
            if card is None:
                continue
            held = (street, *key)
            self.chosen[held] = card  # in place while the others are matched against it
            self.free.discard(card)
            rest = [other for other in unknown if other != key]
            choices = list(self._led(street, rest, target))
            del self.chosen[held]
            self.free.add(card)
            for choice in choices:
                yield {key: card, **choice}

    def _led(
        self, street: int, unknown: list[tuple[int, int]], target: int | None
    ) -> Iterator[dict[tuple[int, int], int]]:
        """The leader's weakest card first, each other seat's strongest that stays behind."""
        leader = [key for key in unknown if key[0] == target]
        others = [key for key in unknown if key[0] != target]
        if target is None:
            yield self._behind(street, others, None, set())
            return
        if not leader:
            yield self._behind(street, others, target, set())
            return
        key = (street, *leader[0])
        for card in self._cards(strong_first=False, suits=(3, 2, 1, 0)):
            self.chosen[key] = card  # in place while the others are matched against it
            rest = self._behind(street, others, target, {card})
            del self.chosen[key]
            yield {leader[0]: card, **rest}

    def _cards(
        self, *, strong_first: bool, suits: tuple[int, ...], one_per_rank: bool = False
    ) -> Iterator[int]:
        """The free cards by rank, weakest first (or strongest), the suits in ``suits`` order
        (only the first free one of each rank with ``one_per_rank``)."""
        ranks = reversed(self.weak_to_strong) if strong_first else iter(self.weak_to_strong)
        for rank in ranks:
            for suit in suits:
                if rank * 4 + suit in self.free:
                    yield rank * 4 + suit
                    if one_per_rank:
                        break

    def _behind(
        self, street: int, keys: list[tuple[int, int]], leader: int | None, taken: set[int]
    ) -> dict[tuple[int, int], int]:
        """Each seat's strongest free card that leaves it behind ``leader``, one that pairs none
        of its up cards first in razz (a pair weakens a razz hand for good); the weakest card
        that pairs none when no leader is recorded or none stays behind."""
        ups = self._ups(street)
        low = self.profile.showing_low
        choice: dict[tuple[int, int], int] = {}
        for seat, slot in keys:
            own = {card >> 2 for card in ups[seat] or ()}
            cards = [
                card
                for card in self._cards(strong_first=True, suits=(0, 1, 2, 3), one_per_rank=True)
                if card not in taken
            ]
            unpaired = [card for card in cards if card >> 2 not in own]
            picked = None
            if leader is not None and ups[leader] is not None:
                # razz: a pair only when no other card keeps the seat behind
                tries = [*unpaired, *(c for c in cards if c >> 2 in own)] if low else cards
                picked = next((c for c in tries if self._trails(ups, leader, seat, c)), None)
            if picked is None and unpaired:
                picked = unpaired[-1]  # the weakest
            if picked is not None:
                choice[(seat, slot)] = picked
                taken = taken | {picked}
        return choice

    def _trails(self, ups: list[list[int] | None], leader: int, seat: int, card: int) -> bool:
        """Whether ``seat`` with ``card`` added still acts after ``leader``."""
        p = self.profile
        pair: list[list[int] | None] = [None] * self.n
        pair[leader], pair[seat] = ups[leader], [*(ups[seat] or ()), card]
        self.budget -= 1
        try:
            ahead = first_to_act(
                pair, self.dealer, low=p.showing_low, tie=p.showing_tie, aces=p.showing_aces
            )
        except ValueError:
            return False
        return ahead == leader

    def _doors(
        self, unknown: list[tuple[int, int]], obliged: int | None
    ) -> Iterator[dict[tuple[int, int], int]]:
        """Door cards to try: the other seats' doors near one middle rank (then ranks further
        out), so that any of them may lead or trail later; the obliged seat's door the card next
        more bound to bring in than every other door."""
        rule = self.profile.bring_in_rule

        def bound(card: int) -> int:  # lower is more bound: ace high, or in razz ace low
            if rule == "lowest":
                return card
            if rule == "highest":  # 2-7 razz: the highest card, ace high
                return -card
            return -(((card >> 2) + 1) % 13 * 4 + (card & 3))

        slot = self.profile.streets[0].cards.index("up")
        known = [
            cards[slot]
            for seat, cards in enumerate(self.streets[0].cards)
            if seat != obliged and cards is not None and slot < len(cards)
        ]
        for middle, spread in ((m, s) for m in _MIDDLE_OUT for s in (False, True)):
            choice: dict[tuple[int, int], int] = {}
            near = sorted(self.free, key=lambda card: (abs((card >> 2) - middle), card & 3))
            if spread:
                # then one card of each rank before a second of any (the nearest ranks first),
                # so that every rank drawn keeps cards to pair it later (an all-in seat's pair)
                place: dict[int, int] = {}  # each card's place among the free ones of its rank
                count: dict[int, int] = {}
                for free in near:
                    place[free] = count.get(free >> 2, 0)
                    count[free >> 2] = place[free] + 1
                near.sort(key=lambda free: place[free])  # stable: the nearest ranks first
            cards = iter(near)
            for key in unknown:
                if key[0] != obliged:
                    card = next(cards, None)
                    if card is not None:
                        choice[key] = card
            if obliged is not None and (obliged, slot) in unknown:
                doors = [card for card in [*known, *choice.values()] if card is not None]
                edge = min((bound(card) for card in doors), default=None)
                more_bound = [
                    card
                    for card in self.free
                    if card not in choice.values() and (edge is None or bound(card) < edge)
                ]
                if not more_bound:
                    continue
                choice[(obliged, slot)] = max(more_bound, key=bound)
            yield choice
