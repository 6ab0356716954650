"""What a hand's header does not state, read from the hand and the source: its bring-in when
nobody posted it in full (``settle_bring_in``), and the small and big bet of a fixed-limit stud
hand (Bovada's cash hands, Merge's tournaments), read from its play (``StakesSeen``): the
completion of the first street is the small bet, a bet of a later street the big bet (of fourth
street the small one, unless the room marks it as the big bet of an open pair). Fixed-limit
stud's big bet is twice its small bet in these rooms' structures, so either one gives the other.
A hand that shows neither (it ends at the bring-in) takes the stakes an earlier hand of the same
table, game and ante showed, else is refused."""

from __future__ import annotations

from studpoker.importing.bring_ins import BringIns, settle_hand
from studpoker.importing.builder import HandBuilder, RefusedHand

__all__ = ["Posted", "StakesSeen", "settle_bring_in"]

Posted = tuple[str, int, bool]
"""A bring-in as posted: the seat, the amount, and whether that took the seat's last chip."""


def settle_bring_in(
    bring_ins: BringIns, builder: HandBuilder, posted: Posted | None, line: int
) -> None:
    """The hand's bring-in by the one policy, ``bring_ins.settle_hand``."""
    short = None if posted is None else posted[2]
    settle_hand(bring_ins, builder, posted[:2] if posted else None, line, short=short)


class StakesSeen:
    """The stakes one hand's play shows, and those of earlier hands by table."""

    def __init__(self, tables: dict[tuple[str, str, int], tuple[int, int]]) -> None:
        self._tables = tables
        self.small: int | None = None
        self.big: int | None = None

    def level(self, street: int, level: int, *, opens: bool, big: bool = False) -> None:
        """A full bet, completion or raise of ``street`` (0: the first) makes ``level`` the
        round's level; ``opens`` when it is the round's first (no bring-in before it), ``big``
        when the room marks a fourth-street bet as the big bet."""
        if street == 0 and opens and self.small is None:
            # the completion: the first level above the bring-in (not a raise over an all-in)
            self.small = level
        elif street == 1 and opens and self.small is None and not big:
            self.small = level
        elif (street >= 2 or big) and opens and self.big is None:
            self.big = level

    def settle(
        self, builder: HandBuilder, table: str, stated: tuple[int, int] | None, line: int
    ) -> None:
        """Set the builder's small and big bet: ``stated`` (the level the header names), else
        from the play, else from an earlier hand of the same game and ante at
        ``table`` (a mixed game's table deals each game at its own stakes)."""
        key = (table, builder.game or "", builder.ante or 0)
        small, big = stated if stated is not None else (self.small, self.big)
        if small is None and big is not None:
            small = big // 2
        if big is None and small is not None:
            big = small * 2
        if small is None or big is None:
            found = self._tables.get(key)
            if found is None:
                raise RefusedHand(line, "the hand never shows its stakes (no full bet)")
            small, big = found
        self._tables[key] = (small, big)
        builder.small_bet, builder.big_bet = small, big
