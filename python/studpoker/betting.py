"""One betting round (rules §3): the hand's betting phase (``studpoker.phases.Phase``).

``BettingRound`` starts from a ``RoundOpening``, names the seat to act, offers its options,
matches an action to one (the card room's notation included: ``card_room_reading``), applies it
and, once the round is over, says what comes next. The round works on the hand's own per-seat
lists (``stacks``, ``committed``, ``in_hand``), so no chips are copied; it knows nothing about
cards, dealing or showdowns. How a complete, bet or raise is read (the card room's fixed limit,
pokerkit's, pot and no limit) is its ``limit``, a strategy of ``betting_rules``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from studpoker.actions import COMPLETE_BET_RAISE, Action, LegalAction
from studpoker.betting_rules import Limit, RoundRules
from studpoker.opening import RoundOpening
from studpoker.phases import DEAL, WIN_BY_FOLDS, Step, refuse, seat_in_turn
from studpoker.records import BringInPosted, Called, Checked, Folded, Record

if TYPE_CHECKING:
    from studpoker.hand_state import HandState

__all__ = ["BettingRound", "RoundSnapshot"]

_FOLD = LegalAction("fold", "f", 0, 0, 0)
# NamedTuple's generated __new__ costs a Python frame per call; options and records are built on
# every action, so they are made with tuple.__new__ directly (same objects, same fields)
_make = tuple.__new__
_NO_OPTIONS: tuple[LegalAction, ...] = ()
# the option a seat whose time ran out plays, first found first (rules of the room, [002])
_DEFAULT_KINDS = ("check", "fold", "post_bring_in")

RoundSnapshot = tuple[object, ...]
"""A round's changing fields as ``BettingRound.snapshot`` keeps them."""


class BettingRound:
    """The state of one betting round. Seats are hand seats ``0..n-1``.

    ``level`` is what everyone must have put in this round; ``last_full`` the level of the last
    full bet, completion or full raise (0 before any); ``completed`` is False only in a bring-in
    round until the full step is reached; ``acted[s]`` marks a seat that acted (other than a check)
    since the last full level was set, which limits it after a short all-in (rules §3.4).
    """

    NAME = "betting"

    __slots__ = (
        "able",
        "acted",
        "actor",
        "aggressions",
        "bets",
        "big",
        "big_used",
        "bring_in",
        "bring_in_option",
        "cap",
        "cap_counts_completion",
        "committed",
        "completed",
        "completion_half_bet",
        "compulsory_big",
        "first_actor",
        "fold_when_check",
        "from_last_full",
        "half_bet",
        "in_hand",
        "index",
        "lapses",
        "largest",
        "last_aggressor",
        "last_full",
        "level",
        "limit",
        "n",
        "needs",
        "option",
        "pair_owners",
        "pending_bring_in",
        "posted_bring_in",
        "pot_limit",
        "raise_size",
        "short_completion",
        "short_run",
        "sized",
        "stacks",
        "state",
        "step",
    )

    def __init__(self, opening: RoundOpening, state: HandState, rules: RoundRules) -> None:
        stacks, in_hand = state.stacks, state.in_hand
        n = len(stacks)
        index, first, _, bring_in, posts, step, big, pair_owners, cap = opening
        self.state = state
        self.index = index
        self.actor = first
        self.n = n
        self.stacks = stacks
        self.committed = state.committed
        self.in_hand = in_hand
        self.bets = [0] * n
        self.level = 0
        self.last_full = 0
        self.step = step
        self.big = big
        self.pair_owners = pair_owners
        # rules §3.3: the big step is open while someone in the hand shows a pair
        self.option = big is not None and bool(pair_owners)
        self.big_used = False
        self.cap = cap
        self.aggressions = 0
        self.completed = True
        self.bring_in = 0
        self.pending_bring_in = -1
        self.needs = [in_hand[s] and stacks[s] > 0 for s in range(n)]
        self.able = self.needs.count(True)  # seats in the hand with chips behind
        self.acted = [False] * n
        self.first_actor = -1
        self.last_aggressor = -1
        (
            self.half_bet,
            self.from_last_full,
            self.short_completion,
            self.fold_when_check,
            self.compulsory_big,
            self.cap_counts_completion,
            self.bring_in_option,
            self.lapses,
            self.sized,
            self.pot_limit,
            _,  # pokerkit's reading: in the limit, below
            self.posted_bring_in,
            self.completion_half_bet,
        ) = rules
        self.limit: Limit = rules.limit
        # pokerkit's reading: the largest raise so far and the chips of the short all-ins made
        # in a row since (they re-open once they add up to it)
        self.largest = 0
        self.short_run = 0
        # pot/no limit: the size of the last full bet or raise, the least a raise adds (rules §3.3)
        self.raise_size = step
        if bring_in is not None:
            self.bring_in = bring_in
            self.completed = bring_in >= step
            if posts >= 0:
                self.pending_bring_in = posts  # posts the bring-in or opens with the full step
            else:
                # rules §4.3: the obliged seat is all-in; the others still face the full bring-in
                self.level = bring_in
                if self.completed:
                    self.set_full(bring_in, -1)

    # ----------------------------------------------------------------- the phase protocol
    @property
    def over(self) -> bool:
        """Whether the round is over: nobody is left to act (see ``apply``)."""
        return self.actor < 0

    def actors(self) -> tuple[int, ...]:
        """The seat to act (a round that is over is no longer the hand's phase)."""
        return (self.actor,)

    def match(
        self, seat: int | None, action: Action, legal: tuple[LegalAction, ...]
    ) -> LegalAction:
        """The option ``action`` names: by its code, a complete, bet or raise by its amount
        (within the option's range), else as the card room writes it (``card_room_reading``)."""
        actor = seat_in_turn(self.actor, seat, action, legal)
        code = action.code
        if code == COMPLETE_BET_RAISE:
            amount = action.amount
            if type(amount) is int:
                for option in legal:
                    if option.code == code and option.min_to <= amount <= option.max_to:
                        return option
                read = self.card_room_reading(amount, legal)
                if read is not None:
                    return read
        else:
            for option in legal:
                if option.code == code:
                    return option
        raise refuse(action, actor, legal)

    def card_room_reading(self, to: int, legal: tuple[LegalAction, ...]) -> LegalAction | None:
        """The option a card room's ``cbr to`` means when it names no option itself (the PHH
        readings): the obliged seat's whole stack at or below the bring-in is its all-in
        bring-in; a whole stack not above the level is an all-in call; a raise to the most any
        opponent still in can reach this round, below the full raise, is the full raise cut to
        what can be called (the same chips go in; the excess comes back uncalled)."""
        seat = self.actor  # ``match`` asks for the seat in turn
        bets, stacks = self.bets, self.stacks
        whole = bets[seat] + stacks[seat]
        wanted: str | None = None
        if to == whole and seat == self.pending_bring_in and to <= self.bring_in:
            wanted = "post_bring_in"
        elif to == whole and to <= self.level:
            wanted = "call"
        if wanted is not None:
            return next((o for o in legal if o.kind == wanted), None)
        in_hand = self.in_hand
        # a betting round has another seat in the hand
        reach = max(bets[o] + stacks[o] for o in range(self.n) if o != seat and in_hand[o])
        raises = [o for o in legal if o.code == COMPLETE_BET_RAISE and o.min_to > to]
        if to == reach and to > self.level and raises:
            return min(raises, key=lambda o: o.min_to)
        return None

    def default(self, seat: int) -> LegalAction:
        """Check if it can, else fold; a seat that may not fold (the obliged bring-in) posts
        the bring-in. A seat to act always has one of the three."""
        legal = self.options(seat)
        return next(option for kind in _DEFAULT_KINDS for option in legal if option.kind == kind)

    def may_finish(self, seat: int, option: LegalAction) -> bool:
        """Whether the action may close the round or end the hand (a conservative answer).

        A complete, bet or raise makes every other seat in the hand with chips owe an action,
        and is offered only where such a seat can answer it, so it never closes the round; any
        other action never makes another seat stop owing one, so it may close the round only
        when no other seat owes one, or, as a fold, leave one seat in the hand.
        """
        code = option.code
        if code == "cbr":
            return False
        needs = self.needs
        if needs.count(True) - needs[seat] == 0:
            return True
        return code == "f" and self.in_hand.count(True) == 2

    def apply(self, seat: int, option: LegalAction, to: int) -> Record:
        """Play ``option`` (to ``to`` for a complete, bet or raise) for ``seat``; the round is
        ``over`` (no seat to act) once nobody owes an action or a fold leaves one seat in the
        hand."""
        code = option.code
        rec: Record
        if code == "cc":
            rec = self.check(seat) if option.kind == "check" else self.call(seat)
        elif code == "cbr":
            rec = self.limit.complete_bet_raise(self, seat, to, option.kind)
        elif code == "pb":
            rec = self.post_bring_in(seat)
        else:
            rec = self.fold(seat)
            if self.in_hand.count(True) == 1:
                self.actor = -1  # the hand is won: nobody acts any more
                return rec
        self.actor = self.next_actor(seat)
        return rec

    def finish(self) -> Step:
        """The hand after the round: won by folds, or on to the next street. The round's last
        aggressor and first actor are kept for the showing order (rules §5.1)."""
        if self.first_actor >= 0:
            self.state.played = (self.last_aggressor, self.first_actor)
        return WIN_BY_FOLDS if self.in_hand.count(True) == 1 else DEAL

    def snapshot(self) -> RoundSnapshot:
        """What an action changes (``stacks``, ``committed`` and ``in_hand`` are the hand's,
        kept by its own snapshot)."""
        return (
            self.able,
            self.acted[:],
            self.actor,
            self.aggressions,
            self.bets[:],
            self.big_used,
            self.completed,
            self.first_actor,
            self.largest,
            self.last_aggressor,
            self.last_full,
            self.level,
            self.needs[:],
            self.option,
            self.pending_bring_in,
            self.raise_size,
            self.short_run,
        )

    def restore(self, saved: RoundSnapshot) -> None:
        """Put the round back as ``snapshot`` found it."""
        (
            self.able,
            acted,
            self.actor,
            self.aggressions,
            bets,
            self.big_used,
            self.completed,
            self.first_actor,
            self.largest,
            self.last_aggressor,
            self.last_full,
            self.level,
            needs,
            self.option,
            self.pending_bring_in,
            self.raise_size,
            self.short_run,
        ) = saved  # type: ignore[assignment]
        self.acted = list(acted)  # type: ignore[call-overload]
        self.bets = list(bets)  # type: ignore[call-overload]
        self.needs = list(needs)  # type: ignore[call-overload]

    # ----------------------------------------------------------------- queries
    def next_actor(self, after: int) -> int:
        """The next seat clockwise that still has to act, or -1 when the round is over."""
        needs = self.needs
        for seat in range(after + 1, self.n):
            if needs[seat]:
                return seat
        for seat in range(after + 1):  # round the table
            if needs[seat]:
                return seat
        return -1

    def options(self, seat: int) -> tuple[LegalAction, ...]:
        """Every legal option of ``seat`` (assumed to be the seat to act)."""
        stacks = self.stacks
        bet = self.bets[seat]
        stack = stacks[seat]
        max_to = bet + stack
        step = self.step
        out: list[LegalAction] = []
        if seat == self.pending_bring_in:
            chips = min(self.bring_in, stack)
            out.append(
                _make(
                    LegalAction,
                    ("post_bring_in", "pb", chips, chips, chips, chips == stack, (), None),
                )
            )
            # pokerkit: a seat short of the bring-in may "complete" all-in for less
            more = max_to > self.bring_in or self.posted_bring_in
            # (the round opened with two seats able to act, and the bring-in is its first action)
            if self.bring_in < step and more:
                to = min(step, max_to)
                top = self.limit.most_to(self, bet, 0, to, max_to)
                out.append(
                    _make(LegalAction, ("bet", "cbr", to - bet, to, top, to == max_to, (), None))
                )
            return tuple(out)
        level = self.level
        call = level - bet
        if call > 0:
            out.append(_FOLD)
            chips = min(call, stack)
            out.append(
                _make(
                    LegalAction,
                    ("call", "cc", chips, bet + chips, bet + chips, chips == stack, (), None),
                )
            )
        else:
            if self.fold_when_check and self.able > 1:
                # the last seat able to act keeps its claim: folding it would leave chips that
                # no player in the hand could win
                out.append(_FOLD)
            out.append(_make(LegalAction, ("check", "cc", 0, bet, bet, False, (), None)))
        if max_to <= level:
            return tuple(out)
        return self.limit.raise_options(self, out, seat, bet, stack, max_to)

    # ----------------------------------------------------------------- actions
    def fold(self, seat: int) -> Folded:
        """``seat`` folds (the open-pair option lapses once every pair owner has, Choice)."""
        self.able -= 1  # only a seat with chips behind acts
        self.in_hand[seat] = False
        self.needs[seat] = False
        if self.first_actor < 0:
            self.first_actor = seat
        if self.option and self.lapses and seat in self.pair_owners:
            # rules §3.3 (Choice): the option lapses once every pair owner has folded
            in_hand = self.in_hand
            self.option = any(in_hand[s] for s in self.pair_owners)
        return _make(Folded, (seat, False))

    def check(self, seat: int) -> Checked:
        """``seat`` checks."""
        # (pokerkit counts a check as an action, but a check comes before the round's first
        # complete, bet or raise, which is full in its reading and clears every acted flag)
        self.needs[seat] = False
        if self.first_actor < 0:
            self.first_actor = seat
        return _make(Checked, (seat, False))

    def call(self, seat: int) -> Called:
        """``seat`` calls (all-in for less when short)."""
        chips = min(self.level - self.bets[seat], self.stacks[seat])
        self.pay(seat, chips)
        self.needs[seat] = False
        self.acted[seat] = True
        if self.first_actor < 0:
            self.first_actor = seat
        return _make(Called, (seat, chips, self.stacks[seat] == 0))

    def post_bring_in(self, seat: int) -> BringInPosted:
        """``seat`` posts the bring-in (rules §3.2)."""
        chips = min(self.bring_in, self.stacks[seat])
        self.pay(seat, chips)
        self.pending_bring_in = -1
        # rules §3.2: the others answer its full amount (pokerkit: what was posted)
        self.level = chips if self.posted_bring_in else self.bring_in
        # (pokerkit's reading needs no acted flag here: the largest raise is still 0, so the next
        # complete, bet or raise is a full one and clears every flag)
        self.last_aggressor = seat
        self.first_actor = seat  # the bring-in is always the round's first action
        if self.completed:  # a bring-in of the full step is the round's bet (rules §3.2)
            self.set_full(self.bring_in, seat)
        # Choice 3.2: posting is the poster's action unless the profile grants an option
        self.needs[seat] = self.bring_in_option and self.stacks[seat] > 0
        return _make(BringInPosted, (seat, chips, self.stacks[seat] == 0, False))

    # ----------------------------------------------------------------- helpers
    def pay(self, seat: int, chips: int) -> None:
        """Move ``chips`` from the seat's stack into the round."""
        stacks = self.stacks
        stacks[seat] -= chips
        self.committed[seat] += chips
        self.bets[seat] += chips
        if chips and stacks[seat] == 0:
            self.able -= 1

    def set_full(self, level: int, seat: int) -> None:
        """A full level is set by ``seat`` (-1: an all-in bring-in): every seat may act again."""
        self.last_full = level
        self.aggressions += 1
        acted = self.acted
        acted[:] = [False] * self.n
        if seat >= 0:
            acted[seat] = True

    def all_others_owe(self, seat: int) -> None:
        """After a complete, bet or raise: every other seat in the hand with chips owes an
        action."""
        needs = self.needs
        needs[:] = [on and chips > 0 for on, chips in zip(self.in_hand, self.stacks, strict=True)]
        needs[seat] = False
