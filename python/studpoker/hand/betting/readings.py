"""The package's betting readings (rules §3.3-3.4), each a ``hand.betting.reading.BettingReading``:

* ``CardRoom``: fixed limit as the card room plays it: one exact amount per option, the
  open-pair round's big step, the cap, short all-ins re-opening nothing (rules §3.3-3.4);
* ``Pokerkit``: fixed limit as pokerkit reads it (``Profile.raise_rule == "pokerkit"``,
  docs/phh.md): the raise is at least the largest so far, even over a short all-in;
* ``NoLimit`` and ``PotLimit``: one option with the range ``min_to..max_to`` (rules §3.3), a
  raise adding at least the last full bet or raise; pot limit tops it at the pot.

``hand.betting.registry`` registers them under the names profiles give them.
"""

from __future__ import annotations

from typing import ClassVar

from studpoker.games.profiles import Profile
from studpoker.hand.actions import LegalAction
from studpoker.hand.betting.opening import RoundOpening
from studpoker.hand.betting.reading import BettingReading, RoundState
from studpoker.hand.records import CompletedBetRaised

__all__ = ["CardRoom", "NoLimit", "Pokerkit", "PotLimit"]

# NamedTuple's generated __new__ costs a Python frame per call; options and records are built on
# every action, so they are made with tuple.__new__ directly (same objects, same fields)
_make = tuple.__new__


class CardRoom(BettingReading):
    """Fixed limit as the card room plays it (rules §3.3-3.4).

    Settings (the profile's): ``half_bet`` (``short_all_in``), ``from_last_full``
    (``short_all_in_from``), ``short_completion``, ``compulsory_big`` and ``lapses`` (the open
    pair's), ``cap_counts_completion``, ``completion_half_bet`` (``completion``). State: the
    open-pair round's ``big`` step and ``pair_owners`` (from the opening), ``option`` (the big
    step may still be used) and ``big_used`` (the big step is in force).
    """

    __slots__ = (
        "big",
        "big_used",
        "cap_counts_completion",
        "completion_half_bet",
        "compulsory_big",
        "from_last_full",
        "half_bet",
        "lapses",
        "option",
        "pair_owners",
        "short_completion",
    )

    STATE: ClassVar[tuple[str, ...]] = ("big_used", "option")

    def __init__(self, profile: Profile, opening: RoundOpening) -> None:
        self.half_bet = profile.short_all_in == "half_bet"
        self.from_last_full = profile.short_all_in_from == "last_full_level"
        self.short_completion = profile.short_completion
        self.compulsory_big = profile.open_pair_compulsory
        self.cap_counts_completion = profile.cap_counts_completion
        self.lapses = profile.open_pair_lapses_on_fold
        self.completion_half_bet = (
            profile.completion == "half_bet" and profile.betting == "fixed_limit"
        )
        big = opening.big
        self.big = big
        self.pair_owners = opening.pair_owners
        # rules §3.3: the big step is open while someone in the hand shows a pair
        self.option = big is not None and bool(self.pair_owners)
        self.big_used = False

    def raise_options(
        self, r: RoundState, out: list[LegalAction], seat: int, bet: int, stack: int, max_to: int
    ) -> tuple[LegalAction, ...]:
        """One exact amount per option: the step (or the big step once in force), the open-pair
        option's big step, or the whole stack short of it."""
        kind = _open_kind(r, seat, stack)
        if kind is None:
            return tuple(out)
        last_full = r.last_full
        big = self.big
        small_to = last_full + (big if self.big_used and big else r.step)
        if r.completed and r.acted[seat]:
            # rules §3.4: not re-opened; only another short all-in remains
            if max_to < small_to and self.is_short(r, max_to):
                out.append(_make(LegalAction, (kind, "cbr", stack, max_to, max_to, True, (), None)))
            return tuple(out)
        if max_to >= small_to:
            if not (self.compulsory_big and self.option):
                small = (
                    kind,
                    "cbr",
                    small_to - bet,
                    small_to,
                    small_to,
                    max_to == small_to,
                    (),
                    None,
                )
                out.append(_make(LegalAction, small))
        else:
            out.append(_make(LegalAction, (kind, "cbr", stack, max_to, max_to, True, (), None)))
        if self.option and big is not None:
            big_to = last_full + big
            if max_to >= big_to:
                option = (kind, "cbr", big_to - bet, big_to, big_to, max_to == big_to, (), None)
                out.append(_make(LegalAction, option))
            elif max_to > small_to:
                out.append(_make(LegalAction, (kind, "cbr", stack, max_to, max_to, True, (), None)))
        return tuple(out)

    def is_short(self, r: RoundState, to: int) -> bool:
        """Whether an all-in to ``to`` is short: it re-opens nothing and is not a raise."""
        if not r.completed and self.short_completion:
            return to < r.step
        increment = to - (r.last_full if self.from_last_full else r.level)
        step = r.step
        big = self.big
        if big is not None and (self.big_used or (self.option and to - r.last_full > step)):
            step = big
        return (2 * increment < step) if self.half_bet else (increment < step)

    def full_raise(self, r: RoundState, to: int) -> None:
        """A full complete, bet or raise to ``to`` is about to set its level (``r`` as it was
        before it): nothing to keep in fixed limit."""

    def complete_bet_raise(
        self, r: RoundState, seat: int, to: int, kind: str
    ) -> CompletedBetRaised:
        """A full complete, bet or raise sets a full level; a short all-in only the level."""
        chips = to - r.bets[seat]
        full = not self.is_short(r, to)
        if not r.completed and self.completion_half_bet and r.level > 0:
            # Profile.completion: the bring-in is a full level; a completion adding less than
            # half a step to it completes the round, the next raise going from the bring-in
            full = 2 * (to - r.level) >= r.step
            if not full:
                r.completed = True
                r.last_full = r.level
        if r.pending_bring_in == seat:
            r.pending_bring_in = -1
        r.pay(seat, chips)
        if full:
            self.full_raise(r, to)
            if self.option and self.big is not None and to - r.last_full > r.step:
                self.big_used = True  # rules §3.3: the big step is in force from now on
                self.option = False
            if not r.completed:
                r.completed = True
                if self.cap_counts_completion:
                    r.aggressions += 1  # the bring-in stands as the bet
            r.set_full(to, seat)
        elif self.option and self.big is not None and to - r.level > r.step:
            self.big_used = True
            self.option = False
        r.level = to
        r.last_aggressor = seat
        if r.first_actor < 0:
            r.first_actor = seat
        r.acted[seat] = True
        r.all_others_owe(seat)
        return _make(CompletedBetRaised, (seat, to, chips, kind, r.stacks[seat] == 0, full))

    def folded(self, r: RoundState, seat: int) -> None:
        """Choice 3.3: the open-pair option lapses once every pair owner has folded."""
        if self.option and self.lapses and seat in self.pair_owners:
            in_hand = r.in_hand
            self.option = any(in_hand[s] for s in self.pair_owners)


class NoLimit(CardRoom):
    """No limit (rules §3.3): one option from the least full bet or raise to every chip; a
    raise adds at least the last full bet or raise (``raise_size``, its state), and a short
    all-in re-opens nothing for a seat that already acted. (The open pair is fixed limit's:
    ``big`` is always None here.)"""

    __slots__ = ("raise_size",)

    STATE: ClassVar[tuple[str, ...]] = (*CardRoom.STATE, "raise_size")

    def __init__(self, profile: Profile, opening: RoundOpening) -> None:
        super().__init__(profile, opening)
        self.raise_size = opening.step  # the least a raise adds until a full one sets it

    def raise_options(
        self, r: RoundState, out: list[LegalAction], seat: int, bet: int, stack: int, max_to: int
    ) -> tuple[LegalAction, ...]:
        """One option with the exact range, or the whole stack short of the least."""
        kind = _open_kind(r, seat, stack)
        if kind is None:
            return tuple(out)
        last_full = r.last_full
        if r.completed and r.acted[seat]:
            # rules §3.4 (Choice for pot/no limit): a short all-in re-opens nothing for a seat
            # that already acted: it may only call or fold
            return tuple(out)
        if not r.completed or last_full == 0:
            # the round's bet or the completion of the bring-in: at least the street's minimum
            least = max(r.step, r.level + 1)
        else:
            least = self.raise_base(r) + self.raise_size
        if max_to < least:
            out.append(_make(LegalAction, (kind, "cbr", stack, max_to, max_to, True, (), None)))
        else:
            top = self.most_to(r, bet, r.level, least, max_to)
            option = (kind, "cbr", least - bet, least, top, least == max_to, (), None)
            out.append(_make(LegalAction, option))
        return tuple(out)

    def raise_base(self, r: RoundState) -> int:
        """Where a raise is measured from (rules §3.4 ``short_all_in_from``)."""
        return r.last_full if self.from_last_full else r.level

    def is_short(self, r: RoundState, to: int) -> bool:
        """The usual full-raise rule: a full bet or completion reaches the street's minimum, a
        full raise adds at least the last full bet or raise."""
        if not r.completed or r.last_full == 0:
            return to < r.step
        return to - self.raise_base(r) < self.raise_size

    def full_raise(self, r: RoundState, to: int) -> None:
        """The size of the full bet or raise, the least the next raise adds."""
        self.raise_size = to if not r.completed or r.last_full == 0 else to - self.raise_base(r)

    def most_to(self, r: RoundState, bet: int, level: int, least: int, max_to: int) -> int:
        """Every chip."""
        return max_to


class PotLimit(NoLimit):
    """Pot limit (rules §3.3): no limit's reading, topped at the level plus the pot after the
    call."""

    __slots__ = ()

    def most_to(self, r: RoundState, bet: int, level: int, least: int, max_to: int) -> int:
        """The level plus the pot after the call, never below the minimum (a pot smaller than
        the minimum bet still allows the minimum), never above every chip."""
        pot_after_call = sum(r.committed) + (level - bet)
        return min(max_to, max(least, level + pot_after_call))


def _open_kind(r: RoundState, seat: int, stack: int) -> str | None:
    """What a seat's complete, bet or raise would be (card room and sized readings), or ``None``
    when the round is closed to it: rules §3.3, capped, nobody raises the level, all-in or not;
    nor with nobody to answer."""
    if (r.cap is not None and r.aggressions >= r.cap) or r.able - (
        stack > 0 and r.in_hand[seat]
    ) <= 0:
        return None
    if not r.completed:
        return "complete"
    if r.last_full == 0:
        return "bet" if r.level == 0 else "complete"
    return "raise"


class Pokerkit(BettingReading):
    """pokerkit's fixed-limit reading: a raise goes to the level plus the largest raise so far,
    even over a short all-in; short all-ins in a row re-open once they add up to it. State: the
    ``largest`` raise so far and the ``short_run`` of short all-ins made in a row since."""

    __slots__ = ("largest", "short_run")

    STATE: ClassVar[tuple[str, ...]] = ("largest", "short_run")

    def __init__(self, profile: Profile, opening: RoundOpening) -> None:
        self.largest = 0
        self.short_run = 0

    def raise_options(
        self, r: RoundState, out: list[LegalAction], seat: int, bet: int, stack: int, max_to: int
    ) -> tuple[LegalAction, ...]:
        """Refused once the cap's count of every completion, bet and raise is reached, to a
        seat whose call is smaller than the largest raise, to a seat that acted before short
        all-ins that do not yet add up to it, and when no opponent could answer."""
        level = r.level
        if r.cap is not None and r.aggressions >= r.cap:
            return tuple(out)
        largest = self.largest
        if min(stack, level - bet) < largest:
            return tuple(out)
        if self.short_run and self.short_run < largest and r.acted[seat]:
            return tuple(out)
        bets, stacks, in_hand = r.bets, r.stacks, r.in_hand
        if not any(o != seat and in_hand[o] and stacks[o] + bets[o] > level for o in range(r.n)):
            return tuple(out)
        if not r.completed:
            kind, to = "complete", max(largest, r.step)
        else:
            kind, to = ("bet" if level == 0 else "raise"), level + max(largest, r.step)
        to = min(to, max_to)
        out.append(_make(LegalAction, (kind, "cbr", to - bet, to, to, to == max_to, (), None)))
        return tuple(out)

    def complete_bet_raise(
        self, r: RoundState, seat: int, to: int, kind: str
    ) -> CompletedBetRaised:
        """A raise of at least the largest so far re-opens the betting; every one counts for
        the cap."""
        chips = to - r.bets[seat]
        raised = to - r.level
        r.pending_bring_in = -1
        r.pay(seat, chips)
        full = raised >= self.largest
        stacks, acted = r.stacks, r.acted
        if full:
            acted[:] = [False] * r.n
        acted[seat] = True
        self.largest = max(self.largest, raised)
        self.short_run = 0 if stacks[seat] else self.short_run + raised
        if self.short_run >= self.largest:
            self.short_run = 0
        r.aggressions += 1
        r.completed = True
        r.last_full = to
        r.level = to
        r.last_aggressor = seat
        if r.first_actor < 0:
            r.first_actor = seat
        r.all_others_owe(seat)
        return _make(CompletedBetRaised, (seat, to, chips, kind, stacks[seat] == 0, full))
