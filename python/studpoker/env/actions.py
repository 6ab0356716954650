"""The environment's fixed, discrete action set and its mask, read from a seat's own view.

Index order: ``fold``, ``check_call``, ``post_bring_in``, ``raise_min`` (complete, bet or raise to
the least allowed), one ``raise_pot_<f>`` per pot fraction, ``raise_max`` (the most allowed: every
chip in no limit, the pot in pot limit), ``show``, ``muck``; in a game with turn-ups (flip stud),
then one ``turn_up_<card>`` per card of the deck (``turn_up_As``: index ``first + card
number``), open for each card the seat may turn up now. In fixed limit an option's least and
most are equal, so only ``raise_min`` is ever open among the raises.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

import numpy as np
from numpy.typing import NDArray

from studpoker.cards import format_card, parse_cards
from studpoker.errors import InvalidSetupError
from studpoker.hand.actions import (
    BRING_IN,
    CHECK_CALL,
    COMPLETE_BET_RAISE,
    FOLD,
    SHOW_MUCK,
    TURN_UP,
    Action,
    LegalAction,
)
from studpoker.hand.view import HandView
from studpoker.limits import shown

__all__ = ["DEFAULT_BET_FRACTIONS", "ActionSet"]

DEFAULT_BET_FRACTIONS: tuple[float, ...] = (0.5, 1.0)

_FOLD, _CHECK_CALL, _BRING_IN, _RAISE_MIN = 0, 1, 2, 3


class ActionSet:
    """Maps the indices of ``Discrete(len(self))`` to the hand's actions for one decision.

    A pot fraction ``f`` bets or raises to ``level + f * (pot + call)``: the round's level plus
    ``f`` times the pot after the seat's call (the pot-limit measure), rounded down. It is open
    only strictly between the least and the most allowed, so no two open indices play the same
    amount.
    """

    def __init__(
        self, bet_fractions: Sequence[float] = DEFAULT_BET_FRACTIONS, *, turn_ups: bool = False
    ) -> None:
        fractions = tuple(bet_fractions) if isinstance(bet_fractions, (list, tuple)) else None
        if fractions is None or any(
            isinstance(f, bool) or not isinstance(f, (int, float)) or not math.isfinite(f) or f <= 0
            for f in fractions
        ):
            raise InvalidSetupError(
                f"bet_fractions {shown(bet_fractions)}: give a list of positive numbers of the pot"
            )
        if len(set(fractions)) != len(fractions):
            raise InvalidSetupError(f"bet_fractions {shown(bet_fractions)}: a fraction is repeated")
        self.bet_fractions: tuple[float, ...] = tuple(sorted(float(f) for f in fractions))
        self._raise_max = _RAISE_MIN + 1 + len(self.bet_fractions)
        self._show = self._raise_max + 1
        self._muck = self._show + 1
        self.turn_ups = turn_ups
        self.turn_up_at: int | None = self._muck + 1 if turn_ups else None
        """The index of ``turn_up_2c`` (card 0), the first turn-up index; None without them."""
        self.names: tuple[str, ...] = (
            "fold",
            "check_call",
            "post_bring_in",
            "raise_min",
            *(f"raise_pot_{f:g}" for f in self.bet_fractions),
            "raise_max",
            "show",
            "muck",
            *(f"turn_up_{format_card(card)}" for card in range(52) if turn_ups),
        )

    def __len__(self) -> int:
        return len(self.names)

    def options(self, view: HandView) -> dict[int, Action]:
        """The open indices for the viewing seat and the action each plays (empty when the seat
        is not to act, or has no choice to make where several choose at once)."""
        open_: dict[int, Action] = {}
        seat = view.seat
        if seat is None or view.actor not in (seat, None):
            return open_
        for option in view.legal_actions:
            code, min_to, max_to, show, cards = _option(option)
            if code == FOLD:
                open_[_FOLD] = Action(FOLD)
            elif code == CHECK_CALL:
                open_[_CHECK_CALL] = Action(CHECK_CALL)
            elif code == BRING_IN:
                open_[_BRING_IN] = Action(BRING_IN)
            elif code == SHOW_MUCK:
                open_[self._show if show else self._muck] = Action(SHOW_MUCK, None, show)
            elif code == COMPLETE_BET_RAISE:
                open_[_RAISE_MIN] = Action(COMPLETE_BET_RAISE, min_to)
                if max_to > min_to:
                    open_[self._raise_max] = Action(COMPLETE_BET_RAISE, max_to)
                    self._fractions(view, seat, min_to, max_to, open_)
            elif code == TURN_UP and self.turn_up_at is not None:
                if len(cards) != 1:
                    text = getattr(option, "notation", option)
                    raise InvalidSetupError(f"{text}: the action set turns up one card at a time")
                open_[self.turn_up_at + cards[0]] = Action(TURN_UP, None, True, cards)
        return open_

    def _fractions(
        self, view: HandView, seat: int, min_to: int, max_to: int, open_: dict[int, Action]
    ) -> None:
        level = max(view.round_bets)
        call = level - view.round_bets[seat]
        pot = sum(view.committed)
        for index, fraction in enumerate(self.bet_fractions, start=_RAISE_MIN + 1):
            to = level + math.floor(fraction * (pot + call))
            if min_to < to < max_to:
                open_[index] = Action(COMPLETE_BET_RAISE, to)

    def mask(self, view: HandView) -> NDArray[np.int8]:
        """1 for each index open to the viewing seat now, else 0 (all 0 when it is not to act)."""
        mask = np.zeros(len(self.names), dtype=np.int8)
        for index in self.options(view):
            mask[index] = 1
        return mask


def _option(option: object) -> tuple[str, int, int, bool, tuple[int, ...]]:
    """A legal option's code, least and most amount to (0 where none), whether it shows, and
    the cards it turns up: read from a ``LegalAction``, or parsed from its notation."""
    if type(option) is LegalAction:
        return option.code, option.min_to, option.max_to, option.kind != "muck", option.cards
    text = str(getattr(option, "notation", option))
    code, _, rest = text.partition(" ")
    if code == COMPLETE_BET_RAISE:
        low, _, high = rest.partition("..")
        return code, int(low), int(high or low), True, ()
    if code == TURN_UP:
        return code, 0, 0, True, tuple(getattr(option, "cards", ()) or parse_cards(rest))
    return code, 0, 0, rest != "-", ()
