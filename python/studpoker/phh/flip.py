"""Flip stud's turn-up in hand histories (rules §6 notes; docs/phh.md): the extension verb
``tu``.

After each deal of two face-down cards every seat in the hand chooses one to turn up. The
choices are collected hidden and revealed together, so a history written while choices are
pending shows each made choice as ``p2 tu ??`` (the viewer's own choice excepted), and the
revealed history shows the cards, ``p2 tu Kh``, in seat order from p1.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from studpoker.cards import format_card
from studpoker.errors import HandHistoryError
from studpoker.hand.visibility import turn_up_hidden
from studpoker.limits import shown
from studpoker.phh.document import TURN_UP, PhhAction

__all__ = ["TURN_UP", "conceal", "turn_up", "turn_ups_seen_by"]


def turn_up(player: int, cards: Sequence[int | None]) -> PhhAction:
    """The action of seat ``player`` (0-based) turning up ``cards`` (None: not revealed yet)."""
    if not cards:
        raise HandHistoryError(f"p{player + 1} turns up no card")
    text = " ".join(
        [f"p{player + 1}", TURN_UP, "".join("??" if c is None else format_card(c) for c in cards)]
    )
    return PhhAction(text, 0, TURN_UP, player, cards=tuple(cards))


def conceal(action: PhhAction) -> PhhAction:
    """The same choice with its cards hidden (``p2 tu ??``), as it reads before the reveal."""
    if action.verb != TURN_UP:
        raise HandHistoryError(f"action {shown(action.text)} is not a turn-up ('{TURN_UP}')")
    assert action.player is not None  # a player verb always has its player
    return turn_up(action.player, [None] * len(action.cards))


def turn_ups_seen_by(
    actions: Iterable[PhhAction], viewer: int | None, *, revealed: bool
) -> list[PhhAction]:
    """``actions`` as ``viewer`` (a seat, None for a spectator) may read them: until the round's
    choices are ``revealed`` every turn-up but the viewer's own is concealed; other actions pass
    unchanged."""
    seen = []
    for action in actions:
        hidden = action.verb == TURN_UP and turn_up_hidden(action.player, viewer, not revealed)
        seen.append(conceal(action) if hidden else action)
    return seen
