"""Settlement: the chips in the middle of a hand turned into returned chips, pot awards and
payouts (rules §3.4, §5.3).

``Middle`` is one hand's chips in the middle: the chips each seat put into its layers, the dead
chips outside them and the chips already handed back. The hand gives it its own lists once (they
change in place as the hand is played) and asks it, at the end of the betting, which chips go back
(``return_uncalled``), who may muck (``may_muck``) and, last, for the settlement (``settle``),
passing what each question needs. The pots are cut and won by the core the hand plays on
(``rules``: the Rust core or the reference), which also takes the rake off the top of each pot;
the hand's ``Rake`` setting says how much, pot by pot. Nothing here divides a chip itself.
"""

from __future__ import annotations

from collections.abc import Sequence
from operator import add
from typing import TYPE_CHECKING, NamedTuple

from studpoker.games.showdown import SHOWDOWNS
from studpoker.hand.records import ChipsReturned, PotAwarded, PotRaked, Record

if TYPE_CHECKING:
    from studpoker._rules import Pot, Rules, Settlement
    from studpoker.games.profiles import Profile
    from studpoker.games.rake import Rake
    from studpoker.reference.settle import Pot as ReferencePot
    from studpoker.reference.settle import Settlement as ReferenceSettlement

__all__ = ["Middle", "Settled", "holders_of_top"]

# NamedTuple.__new__ adds a Python frame per record; the records are built directly
_new_record = tuple.__new__

# the showdowns a contest of which is decided by the hole cards (Chicago's spade), read once
_READS_HOLE_CARDS = frozenset(name for name, s in SHOWDOWNS.items() if s.reads_hole_cards)


class Settled(NamedTuple):
    """A settled hand: the core's settlement, what each seat is paid (the chips handed back
    before the settlement included) and the chips raked from each pot of the layout (main pot
    first, as cut before any merging; empty without a rake)."""

    settlement: Settlement | ReferenceSettlement
    payouts: tuple[int, ...]
    raked: tuple[int, ...]


class Middle:
    """The chips in the middle of one hand.

    ``committed`` and ``antes`` are the hand's own lists (every chip each seat put in, and the
    ante it posted); ``back`` (chips handed back before the settlement, per seat) is this object's,
    changed in place so that a checkpoint of the hand can copy and restore it.
    """

    __slots__ = ("antes", "back", "committed", "trimming")

    def __init__(self, committed: list[int], antes: list[int], ante_trimming: bool) -> None:
        self.committed = committed
        self.antes = antes
        self.trimming = ante_trimming
        self.back = [0] * len(committed)

    def layers(self) -> tuple[list[int], int]:
        """The chips in each seat's layers (rules §3.4) and the dead chips outside them.

        With ante trimming every chip is in its seat's layers; without it the antes are dead
        money any claimant may win, so only the chips beyond each seat's ante cut layers.
        """
        if self.trimming:
            return self.committed, 0
        stakes = [put_in - ante for put_in, ante in zip(self.committed, self.antes, strict=True)]
        return stakes, sum(self.antes)

    def chips(self) -> list[int]:
        """Each seat's layered chips not yet handed back."""
        stakes = self.layers()[0]
        back = self.back
        return [chips - b for chips, b in zip(stakes, back, strict=True)] if any(back) else stakes

    def _layout(
        self, chips: list[int], claims: list[bool], rules: Rules
    ) -> tuple[Sequence[tuple[int, tuple[int, ...]]], Sequence[int], Sequence[int]]:
        """The core's pots of ``chips`` (still in the middle) among ``claims``, with the uncalled
        and unreachable chips per seat."""
        return rules.pot_layout(chips, claims, self.layers()[1])

    def hand_back(self, amounts: Sequence[int], history: list[Record]) -> None:
        """Record chips going back to their seats (added to the payouts at the settlement)."""
        back = self.back
        for seat, amount in enumerate(amounts):
            if amount:
                back[seat] += amount
                history.append(_new_record(ChipsReturned, (seat, amount)))

    def return_uncalled(self, in_hand: list[bool], rules: Rules, history: list[Record]) -> None:
        """rules §3.4: the uncalled excess goes back as the betting ends, before anyone shows, so a
        muck cannot strand it."""
        chips = self.chips()
        if holders_of_top(chips, in_hand) < 2:
            self.hand_back(self._layout(chips, in_hand, rules)[1], history)

    def may_muck(self, seat: int, in_hand: list[bool], rules: Rules) -> bool:
        """rules §5.1: unless nobody else still holding a claim reached its top pot (that pot
        would be left without a claimant, so it is its own)."""
        chips = self.chips()
        if holders_of_top(chips, in_hand) >= 2:
            return True  # every claimant's top pot has another claimant
        pots = self._layout(chips, in_hand, rules)[0]
        mine = [eligible for _, eligible in pots if seat in eligible]
        return not mine or len(mine[-1]) > 1

    def settle(
        self,
        hands: list[list[int] | None],
        *,
        profile: Profile,
        dealer: int,
        down: Sequence[list[int]],
        up: Sequence[list[int]],
        community: list[int],
        wild: frozenset[int],
        rules: Rules,
        history: list[Record],
        rake: Rake | None,
        won_by_folds: bool,
        ended_on_first_street: bool,
    ) -> Settled:
        """Settle between the seats with a claim: ``hands[seat]`` the cards it shows, ``None``
        without a claim (``[]`` for a sole claimant, who need not show). The returns, rakes and
        awards are appended to ``history``; ``down`` and ``up`` are each seat's own cards
        (Chicago's spade is judged among the hole cards a claimant shows), ``wild`` the set in
        force at the showdown. ``rake`` (``None``: none) takes its chips from the pots (rules
        §9), for a hand ``won_by_folds`` or not and ``ended_on_first_street`` or not."""
        claims = [h is not None for h in hands]
        chips = self._within_reach(claims, rules, history)
        taken: tuple[int, ...] = ()
        if rake is not None:
            # the pots of the layout the core settles (nothing goes back from it now but the
            # uncalled excess, which is no pot)
            layout = [amount for amount, _ in self._layout(chips, claims, rules)[0]]
            taken = rake.take(
                layout, won_by_folds=won_by_folds, ended_on_first_street=ended_on_first_street
            )
        result = rules.settle(
            chips,
            hands,
            dealer,
            showdown=profile.showdown,
            odd_chip=profile.odd_chip,
            odd_chip_half=profile.odd_chip_half,
            hole_cards=_hole_cards(profile, down, up, hands),
            community=community,
            dead=self.layers()[1],
            merge_pots=profile.merge_pots,
            wild=wild or None,  # the final set at showdown
            rake=list(taken) if any(taken) else None,  # a rake of nothing settles as none
        )
        _record_awards(result, history)
        # one entry per seat in both
        return Settled(result, tuple(map(add, result.payouts, self.back)), taken)

    def _within_reach(self, claims: list[bool], rules: Rules, history: list[Record]) -> list[int]:
        """The chips in the middle once those above every claimant's reach are back: put in by
        folded seats only (an all-in seat left alone, or all-in seats at showdown, after the
        others folded), nobody can win them; like an uncalled bet (rules §2.8, 3.4) they go back
        to the seats that put them in."""
        chips = self.chips()
        if holders_of_top(chips, claims):
            return chips
        self.hand_back(self._layout(chips, claims, rules)[2], history)
        return self.chips()


def _hole_cards(
    profile: Profile,
    down: Sequence[list[int]],
    up: Sequence[list[int]],
    hands: list[list[int] | None],
) -> list[list[int] | None] | None:
    """Each claimant's hole cards where a contest reads them (Chicago's spade), else None. The
    spade is judged among the cards a claimant shows: a seat that folded or mucked, or a sole
    claimant who need not show, has no hole cards to judge."""
    if profile.showdown not in _READS_HOLE_CARDS:  # profile.showdown_rule.reads_hole_cards
        return None
    in_the_hole = profile.chicago_spade == "hole"
    return [
        None if not shown else list(d) if in_the_hole else d + u
        for d, u, shown in zip(down, up, hands, strict=True)
    ]


def _record_awards(result: Settlement | ReferenceSettlement, history: list[Record]) -> None:
    """The settlement's records: the uncalled excess going back, then each pot's rake (when it
    has one) and its award, main pot first."""
    for seat, amount in enumerate(result.returned):
        if amount:
            history.append(_new_record(ChipsReturned, (seat, amount)))
    pots: Sequence[Pot | ReferencePot] = result.pots
    for index, pot in enumerate(pots):
        if pot.rake:
            history.append(_new_record(PotRaked, (index, pot.rake)))
        history.append(
            _new_record(
                PotAwarded,
                (index, pot.amount, tuple(pot.eligible), tuple(pot.winners), tuple(pot.shares)),
            )
        )


def holders_of_top(chips: list[int], claims: list[bool]) -> int:
    """How many seats with a claim put in the most. With one, no chip is out of every
    claimant's reach; with two, none is uncalled either: the core need not be asked."""
    top = max(chips)
    holders = 0
    for c, claim in zip(chips, claims, strict=True):  # a loop: no comprehension frame
        if claim and c == top:
            holders += 1
    return holders
