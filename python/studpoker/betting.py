"""One betting round's arithmetic (rules §3): levels, steps, the cap, short all-ins, options.

``BettingRound`` is the hand's betting phase (``studpoker.phases.Phase``): it starts from a
``RoundOpening``, names the seat to act, offers its options and applies the one chosen.

The round works on the hand's own per-seat lists (``stacks``, ``committed``, ``in_hand``), so no
chips are copied; it knows nothing about cards, dealing or showdowns. In fixed limit every
complete/bet/raise option is one exact amount; in pot limit and no limit (rules §3.3) it is a
range ``min_to..max_to``. Fixed limit is read as the card room plays it (rules §3.3-3.4) or, with
``Profile.raise_rule == "pokerkit"``, as pokerkit does (docs/phh.md): ``_pokerkit_raise`` and
``_pokerkit_complete_bet_raise`` hold that reading.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, NamedTuple

from studpoker.actions import LegalAction
from studpoker.opening import RoundOpening
from studpoker.profiles import Profile
from studpoker.records import BringInPosted, Called, Checked, CompletedBetRaised, Folded, Record

if TYPE_CHECKING:
    from studpoker.phases import Flow

__all__ = ["BettingRound", "RoundRules"]

_FOLD = LegalAction("fold", "f", 0, 0, 0)
# NamedTuple's generated __new__ costs a Python frame per call; options and records are built on
# every action, so they are made with tuple.__new__ directly (same objects, same fields)
_make = tuple.__new__
_NO_OPTIONS: tuple[LegalAction, ...] = ()


class RoundRules(NamedTuple):
    """The profile's betting choices as the round reads them, built once per hand."""

    half_bet: bool
    from_last_full: bool
    short_completion: bool
    fold_when_check: bool
    compulsory_big: bool
    cap_counts_completion: bool
    bring_in_option: bool
    lapses: bool
    sized: bool
    """Pot limit or no limit: amounts are ranges (rules §3.3)."""
    pot_limit: bool
    pokerkit: bool
    """pokerkit's fixed-limit reading (``Profile.raise_rule``)."""
    posted_bring_in: bool
    """A short bring-in sets the level to what was posted (``Profile.short_bring_in``)."""

    @classmethod
    def of(cls, p: Profile) -> RoundRules:
        return cls(
            p.short_all_in == "half_bet",
            p.short_all_in_from == "last_full_level",
            p.short_completion,
            p.fold_when_check_possible,
            p.open_pair_compulsory,
            p.cap_counts_completion,
            p.bring_in_option,
            p.open_pair_lapses_on_fold,
            p.betting != "fixed_limit",
            p.betting == "pot_limit",
            p.raise_rule == "pokerkit" and p.betting == "fixed_limit",
            p.short_bring_in == "posted",
        )


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
        "n",
        "needs",
        "option",
        "over",
        "pair_owners",
        "pending_bring_in",
        "pokerkit",
        "posted_bring_in",
        "pot_limit",
        "raise_size",
        "short_completion",
        "short_run",
        "sized",
        "stacks",
        "step",
    )

    # What an action changes (the lists in place; ``stacks``, ``committed`` and ``in_hand`` are
    # the hand's): the hand's checkpoint keeps these slots and no others.
    STATE = (
        "able",
        "acted",
        "actor",
        "aggressions",
        "bets",
        "big_used",
        "completed",
        "first_actor",
        "largest",
        "last_aggressor",
        "last_full",
        "level",
        "needs",
        "option",
        "over",
        "pending_bring_in",
        "raise_size",
        "short_run",
    )
    STATE_LISTS = ("acted", "bets", "needs")
    """The slots of ``STATE`` that are always lists (a checkpoint copies them)."""

    def __init__(
        self,
        opening: RoundOpening,
        stacks: list[int],
        committed: list[int],
        in_hand: list[bool],
        rules: RoundRules,
    ) -> None:
        n = len(stacks)
        index, first, _, bring_in, posts, step, big, pair_owners, cap = opening
        self.index = index
        self.actor = first
        self.over = False
        self.n = n
        self.stacks = stacks
        self.committed = committed
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
            self.pokerkit,
            self.posted_bring_in,
        ) = rules
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
                    self._set_full(bring_in, -1)

    # ----------------------------------------------------------------- the phase protocol
    def actors(self) -> tuple[int, ...]:
        return () if self.actor < 0 else (self.actor,)

    def may_finish(self, seat: int, option: LegalAction) -> bool:
        """Whether the action may close the round or end the hand (a conservative answer).

        A complete, bet or raise makes every other seat in the hand with chips owe an action, so
        it closes the round only when there is none; any other action never makes another seat
        stop owing one, so it may close the round only when no other seat owes one, or, as a
        fold, leave one seat in the hand.
        """
        code = option.code
        if code == "cbr":
            return not self.others_can_act(seat)
        needs = self.needs
        if needs.count(True) - needs[seat] == 0:
            return True
        return code == "f" and self.in_hand.count(True) == 2

    def apply(self, seat: int, option: LegalAction, to: int) -> Record:
        """Play ``option`` (to ``to`` for a complete, bet or raise) for ``seat``; the round is
        ``over`` once nobody owes an action or a fold leaves one seat in the hand."""
        code = option.code
        rec: Record
        if code == "cc":
            rec = self.check(seat) if option.kind == "check" else self.call(seat)
        elif code == "cbr":
            rec = self.complete_bet_raise(seat, to, option.kind)
        elif code == "pb":
            rec = self.post_bring_in(seat)
        else:
            rec = self.fold(seat)
            if self.in_hand.count(True) == 1:
                self.actor = -1
                self.over = True
                return rec
        self.actor = nxt = self.next_actor(seat)
        if nxt < 0:
            self.over = True
        return rec

    def finish(self, flow: Flow) -> None:
        """The hand after the round: won by folds, or on to the next street."""
        flow._round_played(self.last_aggressor, self.first_actor)
        if self.in_hand.count(True) == 1:
            flow._win_by_folds()
        else:
            flow._advance()

    # ----------------------------------------------------------------- queries
    def others_can_act(self, seat: int) -> bool:
        mine = 1 if self.in_hand[seat] and self.stacks[seat] > 0 else 0
        return self.able - mine > 0

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
                _make(LegalAction, ("post_bring_in", "pb", chips, chips, chips, chips == stack, ()))
            )
            # pokerkit: a seat short of the bring-in may "complete" all-in for less
            more = max_to > self.bring_in or self.posted_bring_in
            if self.bring_in < step and more and self.others_can_act(seat):
                to = min(step, max_to)
                top = self._most_to(bet, 0, to, max_to) if self.sized else to
                out.append(_make(LegalAction, ("bet", "cbr", to - bet, to, top, to == max_to, ())))
            return tuple(out)
        level = self.level
        call = level - bet
        if call > 0:
            out.append(_FOLD)
            chips = min(call, stack)
            out.append(
                _make(
                    LegalAction, ("call", "cc", chips, bet + chips, bet + chips, chips == stack, ())
                )
            )
        else:
            if self.fold_when_check and self.able > 1:
                # the last seat able to act keeps its claim: folding it would leave chips that
                # no player in the hand could win
                out.append(_FOLD)
            out.append(_make(LegalAction, ("check", "cc", 0, bet, bet, False, ())))
        if max_to <= level:
            return tuple(out)
        if self.pokerkit:
            return self._pokerkit_raise(out, seat, bet, stack, max_to)
        if self.cap is not None and self.aggressions >= self.cap:
            return tuple(out)  # rules §3.3: capped, nobody raises the level, all-in or not
        if self.able - (stack > 0 and self.in_hand[seat]) <= 0:
            return tuple(out)  # nobody left to answer a raise (others_can_act, inlined)
        last_full = self.last_full
        if not self.completed:
            kind = "complete"
        elif last_full == 0:
            kind = "bet" if level == 0 else "complete"
        else:
            kind = "raise"
        if self.sized:
            return self._sized_options(out, seat, kind, bet, stack, max_to)
        small_to = last_full + (self.big if self.big_used and self.big else step)
        if self.completed and self.acted[seat]:
            # rules §3.4: not re-opened; only another short all-in remains
            if max_to < small_to and self.is_short(max_to):
                out.append(_make(LegalAction, (kind, "cbr", stack, max_to, max_to, True, ())))
            return tuple(out)
        offer_small = not (self.compulsory_big and self.option)
        if max_to >= small_to:
            if offer_small:
                out.append(
                    _make(
                        LegalAction,
                        (kind, "cbr", small_to - bet, small_to, small_to, max_to == small_to, ()),
                    )
                )
        else:
            out.append(_make(LegalAction, (kind, "cbr", stack, max_to, max_to, True, ())))
        if self.option and self.big is not None:
            big_to = last_full + self.big
            if max_to >= big_to:
                out.append(
                    _make(
                        LegalAction,
                        (kind, "cbr", big_to - bet, big_to, big_to, max_to == big_to, ()),
                    )
                )
            elif max_to > small_to:
                out.append(_make(LegalAction, (kind, "cbr", stack, max_to, max_to, True, ())))
        return tuple(out)

    def _pokerkit_raise(
        self, out: list[LegalAction], seat: int, bet: int, stack: int, max_to: int
    ) -> tuple[LegalAction, ...]:
        """pokerkit's fixed-limit raise: to the level + max(step, largest raise so far), even
        over a short all-in; refused once the cap's count of every completion, bet and raise is
        reached, to a seat whose call is smaller than the largest raise, to a seat that acted
        before short all-ins that do not yet add up to it, and when no opponent could answer."""
        level = self.level
        if self.cap is not None and self.aggressions >= self.cap:
            return tuple(out)
        largest = self.largest
        if min(stack, level - bet) < largest:
            return tuple(out)
        if self.short_run and self.short_run < largest and self.acted[seat]:
            return tuple(out)
        bets, stacks, in_hand = self.bets, self.stacks, self.in_hand
        if not any(o != seat and in_hand[o] and stacks[o] + bets[o] > level for o in range(self.n)):
            return tuple(out)
        if not self.completed:
            kind, to = "complete", max(largest, self.step)
        else:
            kind, to = ("bet" if level == 0 else "raise"), level + max(largest, self.step)
        to = min(to, max_to)
        out.append(_make(LegalAction, (kind, "cbr", to - bet, to, to, to == max_to, ())))
        return tuple(out)

    def _sized_options(
        self, out: list[LegalAction], seat: int, kind: str, bet: int, stack: int, max_to: int
    ) -> tuple[LegalAction, ...]:
        """Pot-limit and no-limit raises (rules §3.3): one option with the exact range."""
        if self.completed and self.acted[seat]:
            # rules §3.4 (Choice for pot/no limit): a short all-in re-opens nothing for a seat
            # that already acted: it may only call or fold
            return tuple(out)
        if not self.completed or self.last_full == 0:
            # the round's bet or the completion of the bring-in: at least the street's minimum
            least = max(self.step, self.level + 1)
        else:
            least = self._raise_base() + self.raise_size
        if max_to < least:
            out.append(_make(LegalAction, (kind, "cbr", stack, max_to, max_to, True, ())))
        else:
            top = self._most_to(bet, self.level, least, max_to)
            out.append(
                _make(LegalAction, (kind, "cbr", least - bet, least, top, least == max_to, ()))
            )
        return tuple(out)

    def _most_to(self, bet: int, level: int, least: int, max_to: int) -> int:
        """The largest total: every chip (no limit), or the level plus the pot after the call
        (pot limit), never below the minimum (a pot smaller than the minimum bet still allows
        the minimum)."""
        if not self.pot_limit:
            return max_to
        pot_after_call = sum(self.committed) + (level - bet)
        return min(max_to, max(least, level + pot_after_call))

    def _raise_base(self) -> int:
        """Where a raise is measured from (rules §3.4 ``short_all_in_from``)."""
        return self.last_full if self.from_last_full else self.level

    def is_short(self, to: int) -> bool:
        """Whether an all-in to ``to`` is short: it re-opens nothing and is not a raise."""
        if self.sized:
            # the usual full-raise rule: a full bet or completion reaches the street's minimum,
            # a full raise adds at least the last full bet or raise
            if not self.completed or self.last_full == 0:
                return to < self.step
            return to - self._raise_base() < self.raise_size
        if not self.completed and self.short_completion:
            return to < self.step
        increment = to - (self.last_full if self.from_last_full else self.level)
        step = self.step
        if self.big is not None and (self.big_used or (self.option and to - self.last_full > step)):
            step = self.big
        return (2 * increment < step) if self.half_bet else (increment < step)

    # ----------------------------------------------------------------- actions
    def fold(self, seat: int) -> Folded:
        if self.stacks[seat] > 0:
            self.able -= 1
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
        self.needs[seat] = False
        if self.pokerkit:
            self.acted[seat] = True  # pokerkit counts every action
        if self.first_actor < 0:
            self.first_actor = seat
        return _make(Checked, (seat, False))

    def call(self, seat: int) -> Called:
        chips = min(self.level - self.bets[seat], self.stacks[seat])
        self._pay(seat, chips)
        self.needs[seat] = False
        self.acted[seat] = True
        if self.first_actor < 0:
            self.first_actor = seat
        return _make(Called, (seat, chips, self.stacks[seat] == 0))

    def post_bring_in(self, seat: int) -> BringInPosted:
        chips = min(self.bring_in, self.stacks[seat])
        self._pay(seat, chips)
        self.pending_bring_in = -1
        # rules §3.2: the others answer its full amount (pokerkit: what was posted)
        self.level = chips if self.posted_bring_in else self.bring_in
        if self.pokerkit:
            self.acted[seat] = True
        self.last_aggressor = seat
        if self.first_actor < 0:
            self.first_actor = seat
        if self.completed:  # a bring-in of the full step is the round's bet (rules §3.2)
            self._set_full(self.bring_in, seat)
        # Choice 3.2: posting is the poster's action unless the profile grants an option
        self.needs[seat] = self.bring_in_option and self.stacks[seat] > 0
        return _make(BringInPosted, (seat, chips, self.stacks[seat] == 0, False))

    def complete_bet_raise(self, seat: int, to: int, kind: str) -> CompletedBetRaised:
        if self.pokerkit:
            return self._pokerkit_complete_bet_raise(seat, to, kind)
        chips = to - self.bets[seat]
        full = not self.is_short(to)
        if self.pending_bring_in == seat:
            self.pending_bring_in = -1
        self._pay(seat, chips)
        if full:
            if self.sized:
                base = self._raise_base()
                self.raise_size = to if not self.completed or self.last_full == 0 else to - base
            if self.option and self.big is not None and to - self.last_full > self.step:
                self.big_used = True  # rules §3.3: the big step is in force from now on
                self.option = False
            if not self.completed:
                self.completed = True
                if self.cap_counts_completion:
                    self.aggressions += 1  # the bring-in stands as the bet
            self._set_full(to, seat)
        elif self.option and self.big is not None and to - self.level > self.step:
            self.big_used = True
            self.option = False
        self.level = to
        self.last_aggressor = seat
        if self.first_actor < 0:
            self.first_actor = seat
        self.acted[seat] = True
        self._all_others_owe(seat)
        return _make(CompletedBetRaised, (seat, to, chips, kind, self.stacks[seat] == 0, full))

    def _pokerkit_complete_bet_raise(self, seat: int, to: int, kind: str) -> CompletedBetRaised:
        """pokerkit's bookkeeping: a raise of at least the largest so far re-opens the betting
        (short all-ins in a row re-open once they add up to it); every one counts for the cap."""
        chips = to - self.bets[seat]
        raised = to - self.level
        self.pending_bring_in = -1
        self._pay(seat, chips)
        full = raised >= self.largest
        stacks, acted = self.stacks, self.acted
        if full:
            acted[:] = [False] * self.n
        acted[seat] = True
        self.largest = max(self.largest, raised)
        self.short_run = 0 if stacks[seat] else self.short_run + raised
        if self.short_run >= self.largest:
            self.short_run = 0
        self.aggressions += 1
        self.completed = True
        self.last_full = to
        self.level = to
        self.last_aggressor = seat
        if self.first_actor < 0:
            self.first_actor = seat
        self._all_others_owe(seat)
        return _make(CompletedBetRaised, (seat, to, chips, kind, stacks[seat] == 0, full))

    # ----------------------------------------------------------------- helpers
    def _pay(self, seat: int, chips: int) -> None:
        stacks = self.stacks
        stacks[seat] -= chips
        self.committed[seat] += chips
        self.bets[seat] += chips
        if chips and stacks[seat] == 0:
            self.able -= 1

    def _set_full(self, level: int, seat: int) -> None:
        self.last_full = level
        self.aggressions += 1
        acted = self.acted
        acted[:] = [False] * self.n  # in place: the checkpoint holds this list
        if seat >= 0:
            acted[seat] = True

    def _all_others_owe(self, seat: int) -> None:
        """After a complete, bet or raise: every other seat in the hand with chips owes an
        action (the list changed in place: the checkpoint holds it)."""
        needs = self.needs
        needs[:] = [on and chips > 0 for on, chips in zip(self.in_hand, self.stacks, strict=True)]
        needs[seat] = False
