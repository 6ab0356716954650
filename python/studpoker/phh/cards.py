"""No card twice in a replayed hand, whether or not it reaches a showdown.

A card may be dealt again only once its first holder has folded: the card room shuffles folded
and burned cards back in when the stub runs short (the PHH data set's reading of rules §2.1). A
card dealt while a seat still in the hand holds it, or while it lies on the board, is a
duplicate, refused at the line that deals it. The check walks the hand as played, since a
record may list every deal before the actions.
"""

from __future__ import annotations

from studpoker._core import format_card
from studpoker.errors import HandHistoryError
from studpoker.hand import Hand
from studpoker.hand.records import CardDealt, CardsMucked, CommunityCardDealt, Folded
from studpoker.phh.document import HandHistory

__all__ = ["check_distinct_cards"]

_BOARD = -1


def check_distinct_cards(hand: Hand, history: HandHistory, seat_of: list[int]) -> None:
    """Raise ``HandHistoryError`` naming the line of the first duplicate card ``hand`` dealt."""
    holder: dict[int, int] = {}  # card -> seat, or _BOARD
    live = set(range(hand.n))
    for record in hand.history:
        if type(record) is Folded or type(record) is CardsMucked:
            live.discard(record.seat)
            continue
        if type(record) is CardDealt:
            card, owner = record.card, record.seat
        elif type(record) is CommunityCardDealt:
            card, owner = record.card, _BOARD
        else:
            continue
        held = holder.get(card)
        if held is not None and (held == _BOARD or held in live):
            where = "on the board" if held == _BOARD else f"held by seat {held}"
            raise HandHistoryError(
                f"line {_line_dealing(history, seat_of, owner, card)}: card "
                f"{format_card(card)} is dealt while it is {where}"
            )
        holder[card] = owner


def _line_dealing(history: HandHistory, seat_of: list[int], owner: int, card: int) -> int:
    """The line of the last action that deals ``card`` to ``owner`` (a seat, or the board)."""
    line = history.line_of("actions")
    for action in history.actions:
        if card not in action.cards:
            continue
        if (action.verb == "db" and owner == _BOARD) or (
            action.verb == "dh" and action.target is not None and seat_of[action.target] == owner
        ):
            line = action.line
    return line
