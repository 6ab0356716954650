"""How a hand ends (rules §5): the showdown and its order, the show-or-muck phase of a muck
profile, and the settlement, won by folds or at showdown.

``showdown`` is the step after the last street: it fixes the showing order, hands back the
uncalled excess and has every seat show, or starts ``ShowOrMuck``; ``settle_showdown`` and
``win_by_folds`` ask ``settlement.Middle`` for the settlement and pay it out. All of them work on
a ``HandState``; the steps are run by ``flow``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from studpoker.hand.actions import SHOW_MUCK, Action, LegalAction
from studpoker.hand.phases import SETTLE, Step, refuse, seat_in_turn
from studpoker.hand.records import CardsMucked, CardsShown, Record

if TYPE_CHECKING:
    from studpoker.hand.state import HandState

__all__ = [
    "MUCK",
    "SHOW",
    "ShowOrMuck",
    "settle",
    "settle_showdown",
    "show",
    "showdown",
    "shown_record",
    "win_by_folds",
]

SHOW = LegalAction("show", "sm", 0, 0, 0)
MUCK = LegalAction("muck", "sm", 0, 0, 0)


def shown_record(seat: int, down: Sequence[int], showing: Sequence[int]) -> CardsShown:
    """The record of a seat showing its hand: its down cards, then what it shows face up."""
    return CardsShown(seat, (*down, *showing))


def show(state: HandState, seat: int) -> Record:
    """``seat`` shows its hand (the community cards with its up cards); returns the record."""
    state.shown[seat] = True
    down, up, community = state.down[seat], state.up[seat], state.community
    return shown_record(seat, down, up + community if community else up)


def showdown(state: HandState) -> Step:
    """rules §5.1: the seats show from the last aggressor of the last round with betting, else
    its first actor (or, by ``checked_showdown``, the dealer's left), else (Choice) the first
    player in the hand left of the dealer; the uncalled excess goes back first."""
    n, in_hand = state.n, state.in_hand
    start = state.dealer
    called = False  # a bet of the last round with betting was called: its maker shows first
    if state.played is not None:
        aggressor, first = state.played
        if aggressor >= 0:
            start = aggressor - 1
            called = True
        elif state.profile.checked_showdown == "first_actor":
            start = first - 1
    order = tuple(s for s in ((start + k) % n for k in range(1, n + 1)) if in_hand[s])
    state.showdown_order = order
    state.middle.return_uncalled(in_hand, state.rules, state.history)
    if state.profile.showdown_muck:
        first_may_muck = not called and state.profile.checked_showdown_muck
        return ShowOrMuck(state, order, first_may_muck=first_may_muck)
    for seat in order:
        state.history.append(show(state, seat))
    return SETTLE


class ShowOrMuck:
    """The showdown of a muck profile (rules §5.1): in ``order`` each seat shows or mucks.

    The first to show may not muck (but with ``first_may_muck``, after a checked-through last
    round as the online rooms play it); a later seat may unless nobody else still claiming
    reached its top pot (``settlement.Middle.may_muck``: the pot would have no claimant, so it
    must show).
    """

    NAME = "show_or_muck"

    __slots__ = ("actor", "first_may_muck", "order", "over", "position", "state")

    def __init__(
        self, state: HandState, order: tuple[int, ...], *, first_may_muck: bool = False
    ) -> None:
        self.state = state
        self.order = order
        self.first_may_muck = first_may_muck
        self.position = 0
        self.actor = order[0]
        self.over = False

    def actors(self) -> tuple[int, ...]:
        """The seat to show or muck."""
        return () if self.actor < 0 else (self.actor,)

    def options(self, seat: int) -> tuple[LegalAction, ...]:
        """Show, and muck where the seat may."""
        state = self.state
        if (seat != self.order[0] or self.first_may_muck) and state.middle.may_muck(
            seat, state.in_hand, state.rules
        ):
            return (SHOW, MUCK)
        return (SHOW,)

    def match(
        self, seat: int | None, action: Action, legal: tuple[LegalAction, ...]
    ) -> LegalAction:
        """``sm`` shows, ``sm -`` mucks."""
        actor = seat_in_turn(self.actor, seat, action, legal)
        if action.code == SHOW_MUCK:
            for option in legal:
                if (option.kind == "show") == action.show:
                    return option
        raise refuse(action, actor, legal)

    def default(self, seat: int) -> LegalAction:
        """Muck where the seat may, else show."""
        return self.options(seat)[-1]

    def may_finish(self, seat: int, option: LegalAction) -> bool:
        """Whether this is the last seat to decide."""
        return self.position == len(self.order) - 1

    def apply(self, seat: int, option: LegalAction, to: int) -> Record:
        """The seat shows, or mucks (it leaves the hand)."""
        state = self.state
        if option.kind == "show":
            record = show(state, seat)
        else:
            state.in_hand[seat] = False
            record = CardsMucked(seat)
        self.position += 1
        if self.position < len(self.order):
            self.actor = self.order[self.position]
        else:
            self.actor = -1
            self.over = True
        return record

    def finish(self) -> Step:
        """Settle between the seats that showed."""
        return SETTLE

    def snapshot(self) -> tuple[int, int, bool]:
        """Whose turn it is."""
        return (self.position, self.actor, self.over)

    def restore(self, saved: tuple[int, int, bool]) -> None:
        """Put the turn back."""
        self.position, self.actor, self.over = saved


def win_by_folds(state: HandState) -> None:
    """Everything to the one seat left in the hand (it need not show)."""
    winner = state.in_hand.index(True)
    hands: list[list[int] | None] = [None] * state.n
    hands[winner] = []
    settle(state, hands, won_by_folds=True)


def settle_showdown(state: HandState) -> None:
    """Settle between the seats that showed: each seat's own cards; the community cards go to
    the core once, for everyone (rules §2.1)."""
    down, up, in_hand, shown = state.down, state.up, state.in_hand, state.shown
    hands: list[list[int] | None] = [
        down[s] + up[s] if in_hand[s] and shown[s] else None for s in range(state.n)
    ]
    settle(state, hands)


def settle(state: HandState, hands: list[list[int] | None], *, won_by_folds: bool = False) -> None:
    """The settlement between ``hands`` (``None``: no claim), paid into the stacks."""
    settled = state.middle.settle(
        hands,
        profile=state.profile,
        dealer=state.dealer,
        down=state.down,
        up=state.up,
        community=state.community,
        wild=state.wild,
        rules=state.rules,
        history=state.history,
        rake=state.rake,
        won_by_folds=won_by_folds,
        ended_on_first_street=state.street == 0,
    )
    stacks = state.stacks
    for seat, amount in enumerate(settled.payouts):
        stacks[seat] += amount
    state.settlement = settled.settlement
    state.payouts = settled.payouts
    state.raked_pots = settled.raked
