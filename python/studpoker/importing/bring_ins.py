"""The bring-in of a hand whose log does not show it in full.

A room logs the stakes' small and big bets (and often the ante) in every hand, but the bring-in
only as someone posts it: a hand whose low card completes at once, or whose bring-in seat posts
all it has and is short, does not say it. Such a hand takes the bring-in that an earlier hand of
the same source posted at the same game and stakes, else the room's own structure where its logs
establish one; else it is refused, never guessed. A history whose bring-in was not posted in full
carries ``_bring_in_logged = false``.

``settle_hand`` is the one policy the rooms' readers call at a hand's end: the bring-in posted
in full; else the one an earlier hand of the source posted at the game and stakes, or the room's
structure for them; else, when nobody posted it, a stand-in, since it then plays no part in the
hand (one unit when nobody could bet at all, else half the small bet, below an opening all-in
short of the small bet); else (posted all-in for less, its full size unknown) refused by name.
"""

from __future__ import annotations

from collections.abc import Callable

from studpoker.importing.builder import HandBuilder, RefusedHand

__all__ = ["BringIns", "Structure", "settle_hand", "without_betting"]

Structure = Callable[[str, int, int], int | None]
"""A room's bring-in for a game at small and big bets, where its logs establish it."""


def _unknown(game: str, small: int, big: int) -> int | None:
    return None


class BringIns:
    """The bring-ins one source's hands have posted, by game and stakes."""

    def __init__(self, structure: Structure = _unknown) -> None:
        self._structure = structure
        self._seen: dict[tuple[str, int, int], int] = {}

    def settle(
        self,
        builder: HandBuilder,
        posted: tuple[str, int] | None,
        stakes: tuple[int, int],
        line: int,
        *,
        short: bool | None = None,
        structured: bool = True,
    ) -> None:
        """Set ``builder.bring_in_amount`` for a hand read to its end. ``posted`` is the seat
        that posted the bring-in and its amount (``None`` when nobody did); ``stakes`` the
        small and big bets; ``short`` whether the post took the seat's last chip, when the
        reader knows it (else a seat all in at the end of the hand counts as short: a seat
        that brought in in full and went all-in later would not be told apart);
        ``structured`` False where the room's structure does not hold (a tournament's chips
        are not the cash stakes' cents)."""
        if builder.game is None:
            raise RefusedHand(line, "the hand names no game")
        key = (builder.game, *stakes)
        if posted is not None:
            name, amount = posted
            full = builder.put_in(name) < builder.stack(name) if short is None else not short
            if full:
                self._seen[key] = amount  # not all-in: the full bring-in
                builder.bring_in_amount = amount
                return
        known = self._seen.get(key)
        if known is None and structured:
            known = self._structure(*key)
        if known is None:
            how = "nobody posts the bring-in" if posted is None else "the bring-in is posted all-in"
            raise RefusedHand(line, f"{how} and no earlier hand of these stakes showed it")
        if posted is not None and posted[1] > known:
            raise RefusedHand(line, f"a bring-in of {posted[1]}, more than the stakes' {known}")
        builder.bring_in_amount = known
        if posted is None or posted[1] < known:
            builder.fields["_bring_in_logged"] = False


def without_betting(builder: HandBuilder) -> None:
    """The bring-in of a hand in which nobody could bet (every seat but one all-in from the
    antes): it plays no part, so one unit stands in, marked as not logged."""
    builder.bring_in_amount = 1
    builder.fields["_bring_in_logged"] = False


def settle_hand(
    bring_ins: BringIns,
    builder: HandBuilder,
    posted: tuple[str, int] | None,
    line: int,
    *,
    short: bool | None = None,
    betting: bool = True,
) -> None:
    """The hand's bring-in by the one policy (the module's docstring). ``posted`` is the seat
    that posted it and the amount, ``short`` whether that took the seat's last chip when the
    reader knows it, ``betting`` False when nobody bet, called, checked or folded."""
    if posted is None and not betting:
        without_betting(builder)
        return
    stakes = (builder.small_bet or 0, builder.big_bet or 0)
    try:
        bring_ins.settle(builder, posted, stakes, line, short=short)
    except RefusedHand:
        if posted is not None:
            raise
        # below an opening all-in short of the small bet, which is then a completion for less
        opening = builder.first_opening() or stakes[0]
        builder.bring_in_amount = max(1, min(stakes[0] // 2, opening - 1))
        builder.fields["_bring_in_logged"] = False
