"""How a betting round raises (rules §3.3-3.4): the profile's betting choices (``RoundRules``)
and the three readings of a complete, bet or raise, each a small stateless strategy over them.

* ``CARD_ROOM``: fixed limit as the card room plays it: one exact amount per option, the
  open-pair round's big step, the cap, short all-ins re-opening nothing (rules §3.3-3.4);
* ``POKERKIT``: fixed limit as pokerkit reads it (``Profile.raise_rule == "pokerkit"``,
  docs/phh.md): the raise is at least the largest so far, even over a short all-in;
* ``SIZED``: pot limit and no limit: one option with the range ``min_to..max_to`` (rules §3.3).

``RoundRules.limit`` names the reading; ``betting.BettingRound`` keeps the round's numbers and
asks its reading for the raise options, for the bookkeeping of a complete, bet or raise and
whether an all-in is short. The round is typed here as ``RoundState`` (its fields the readings
use), so this module needs nothing above it.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

from studpoker.actions import LegalAction
from studpoker.profiles import Profile
from studpoker.records import CompletedBetRaised

__all__ = ["CARD_ROOM", "POKERKIT", "SIZED", "Limit", "RoundRules", "RoundState"]

# NamedTuple's generated __new__ costs a Python frame per call; options and records are built on
# every action, so they are made with tuple.__new__ directly (same objects, same fields)
_make = tuple.__new__


class RoundRules(NamedTuple):
    """The profile's betting choices as the round reads them, built once per profile."""

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
    completion_half_bet: bool
    """A completion adding less than half a step to the bring-in is no full bet
    (``Profile.completion``)."""

    @classmethod
    def of(cls, p: Profile) -> RoundRules:
        """The choices of profile ``p``."""
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
            p.completion == "half_bet" and p.betting == "fixed_limit",
        )

    @property
    def limit(self) -> Limit:
        """The reading of a complete, bet or raise these choices call for."""
        return POKERKIT if self.pokerkit else SIZED if self.sized else CARD_ROOM


class RoundState(Protocol):
    """The betting round's fields and helpers a reading uses (``betting.BettingRound``)."""

    n: int
    stacks: list[int]
    committed: list[int]
    in_hand: list[bool]
    bets: list[int]
    acted: list[bool]
    able: int
    level: int
    last_full: int
    step: int
    big: int | None
    big_used: bool
    option: bool
    cap: int | None
    aggressions: int
    completed: bool
    pending_bring_in: int
    last_aggressor: int
    first_actor: int
    largest: int
    short_run: int
    raise_size: int
    half_bet: bool
    from_last_full: bool
    short_completion: bool
    compulsory_big: bool
    cap_counts_completion: bool
    pot_limit: bool
    completion_half_bet: bool

    def pay(self, seat: int, chips: int) -> None:
        """Move ``chips`` from the seat's stack into the round."""

    def set_full(self, level: int, seat: int) -> None:
        """A full level is set by ``seat`` (-1: by an all-in bring-in)."""

    def all_others_owe(self, seat: int) -> None:
        """Every other seat in the hand with chips owes an action."""


class Limit(Protocol):
    """A reading of a complete, bet or raise."""

    def raise_options(
        self, r: RoundState, out: list[LegalAction], seat: int, bet: int, stack: int, max_to: int
    ) -> tuple[LegalAction, ...]:
        """``out`` (the fold, check or call options) with the seat's raise options added (its
        chips reach above the level)."""
        ...

    def complete_bet_raise(
        self, r: RoundState, seat: int, to: int, kind: str
    ) -> CompletedBetRaised:
        """Play a complete, bet or raise of ``seat`` to ``to`` and return its record."""
        ...

    def most_to(self, r: RoundState, bet: int, level: int, least: int, max_to: int) -> int:
        """The largest total a sized option goes to (fixed limit: ``least``)."""
        ...


class CardRoom:
    """Fixed limit as the card room plays it (rules §3.3-3.4)."""

    sized = False
    """Whether a full raise sets the least the next one adds (pot and no limit)."""

    def raise_options(
        self, r: RoundState, out: list[LegalAction], seat: int, bet: int, stack: int, max_to: int
    ) -> tuple[LegalAction, ...]:
        """One exact amount per option: the step (or the big step once in force), the open-pair
        option's big step, or the whole stack short of it."""
        kind = _open_kind(r, seat, stack)
        if kind is None:
            return tuple(out)
        last_full = r.last_full
        small_to = last_full + (r.big if r.big_used and r.big else r.step)
        if r.completed and r.acted[seat]:
            # rules §3.4: not re-opened; only another short all-in remains
            if max_to < small_to and self.is_short(r, max_to):
                out.append(_make(LegalAction, (kind, "cbr", stack, max_to, max_to, True, (), None)))
            return tuple(out)
        if max_to >= small_to:
            if not (r.compulsory_big and r.option):
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
        if r.option and r.big is not None:
            big_to = last_full + r.big
            if max_to >= big_to:
                big = (kind, "cbr", big_to - bet, big_to, big_to, max_to == big_to, (), None)
                out.append(_make(LegalAction, big))
            elif max_to > small_to:
                out.append(_make(LegalAction, (kind, "cbr", stack, max_to, max_to, True, (), None)))
        return tuple(out)

    def is_short(self, r: RoundState, to: int) -> bool:
        """Whether an all-in to ``to`` is short: it re-opens nothing and is not a raise."""
        if not r.completed and r.short_completion:
            return to < r.step
        increment = to - (r.last_full if r.from_last_full else r.level)
        step = r.step
        if r.big is not None and (r.big_used or (r.option and to - r.last_full > step)):
            step = r.big
        return (2 * increment < step) if r.half_bet else (increment < step)

    def complete_bet_raise(
        self, r: RoundState, seat: int, to: int, kind: str
    ) -> CompletedBetRaised:
        """A full complete, bet or raise sets a full level; a short all-in only the level."""
        chips = to - r.bets[seat]
        full = not self.is_short(r, to)
        if not r.completed and r.completion_half_bet and r.level > 0:
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
            if self.sized:  # the size of the last full bet or raise, the least a raise adds
                base = r.last_full if r.from_last_full else r.level
                r.raise_size = to if not r.completed or r.last_full == 0 else to - base
            if r.option and r.big is not None and to - r.last_full > r.step:
                r.big_used = True  # rules §3.3: the big step is in force from now on
                r.option = False
            if not r.completed:
                r.completed = True
                if r.cap_counts_completion:
                    r.aggressions += 1  # the bring-in stands as the bet
            r.set_full(to, seat)
        elif r.option and r.big is not None and to - r.level > r.step:
            r.big_used = True
            r.option = False
        r.level = to
        r.last_aggressor = seat
        if r.first_actor < 0:
            r.first_actor = seat
        r.acted[seat] = True
        r.all_others_owe(seat)
        return _make(CompletedBetRaised, (seat, to, chips, kind, r.stacks[seat] == 0, full))

    def most_to(self, r: RoundState, bet: int, level: int, least: int, max_to: int) -> int:
        """Fixed limit: the one amount ``least``."""
        return least


class Sized(CardRoom):
    """Pot limit and no limit (rules §3.3): a raise adds at least the last full bet or raise."""

    sized = True

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
            least = _raise_base(r) + r.raise_size
        if max_to < least:
            out.append(_make(LegalAction, (kind, "cbr", stack, max_to, max_to, True, (), None)))
        else:
            top = self.most_to(r, bet, r.level, least, max_to)
            option = (kind, "cbr", least - bet, least, top, least == max_to, (), None)
            out.append(_make(LegalAction, option))
        return tuple(out)

    def is_short(self, r: RoundState, to: int) -> bool:
        """The usual full-raise rule: a full bet or completion reaches the street's minimum, a
        full raise adds at least the last full bet or raise."""
        if not r.completed or r.last_full == 0:
            return to < r.step
        return to - _raise_base(r) < r.raise_size

    def most_to(self, r: RoundState, bet: int, level: int, least: int, max_to: int) -> int:
        """Every chip (no limit), or the level plus the pot after the call (pot limit), never
        below the minimum (a pot smaller than the minimum bet still allows the minimum)."""
        if not r.pot_limit:
            return max_to
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


def _raise_base(r: RoundState) -> int:
    """Where a raise is measured from (rules §3.4 ``short_all_in_from``)."""
    return r.last_full if r.from_last_full else r.level


class Pokerkit:
    """pokerkit's fixed-limit reading: a raise goes to the level plus the largest raise so far,
    even over a short all-in; short all-ins in a row re-open once they add up to it."""

    def raise_options(
        self, r: RoundState, out: list[LegalAction], seat: int, bet: int, stack: int, max_to: int
    ) -> tuple[LegalAction, ...]:
        """Refused once the cap's count of every completion, bet and raise is reached, to a
        seat whose call is smaller than the largest raise, to a seat that acted before short
        all-ins that do not yet add up to it, and when no opponent could answer."""
        level = r.level
        if r.cap is not None and r.aggressions >= r.cap:
            return tuple(out)
        largest = r.largest
        if min(stack, level - bet) < largest:
            return tuple(out)
        if r.short_run and r.short_run < largest and r.acted[seat]:
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
        full = raised >= r.largest
        stacks, acted = r.stacks, r.acted
        if full:
            acted[:] = [False] * r.n
        acted[seat] = True
        r.largest = max(r.largest, raised)
        r.short_run = 0 if stacks[seat] else r.short_run + raised
        if r.short_run >= r.largest:
            r.short_run = 0
        r.aggressions += 1
        r.completed = True
        r.last_full = to
        r.level = to
        r.last_aggressor = seat
        if r.first_actor < 0:
            r.first_actor = seat
        r.all_others_owe(seat)
        return _make(CompletedBetRaised, (seat, to, chips, kind, stacks[seat] == 0, full))

    def most_to(self, r: RoundState, bet: int, level: int, least: int, max_to: int) -> int:
        """Fixed limit: the one amount ``least``."""
        return least


CARD_ROOM = CardRoom()
SIZED = Sized()
POKERKIT = Pokerkit()
