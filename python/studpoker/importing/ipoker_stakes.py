"""The stakes of an iPoker tournament game, read from its own bets.

A tournament session's header names the game but no stakes (``7 Card Stud L``): the level sets
them, and no game element states its level. In fixed limit the bets do: every full completion,
bet or raise of a round is one step of that round (the small bet on the early streets, the big
bet later). A game whose bets show no step of one kind takes it from the other (the big bet is
twice the small one in every iPoker limit structure), else from the session's last game at the
same ante (the same level), else from the header's stakes before any level is seen, else the
small bet is four bring-ins (the room's early levels: 60 at 15, 800 at 200; later ones differ,
150 at 40); the history then says ``_stakes_logged = false``: no action of such a game depends
on a step it never shows. Fourth street, where an open pair allows the big bet, may show
either step.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from studpoker.importing.builder import HandBuilder, RefusedHand

__all__ = ["Levels", "StepsSeen"]

_BRING_INS_PER_SMALL_BET = 4


@dataclass(slots=True)
class StepsSeen:
    """The steps one game's full bets and raises show, by kind (small or big)."""

    small: set[int] = field(default_factory=set)
    big: set[int] = field(default_factory=set)
    either: set[int] = field(default_factory=set)  # the open-pair round's: small or big
    level: int = 0  # the round's level so far
    completed: bool = False  # whether the round's bring-in was completed
    put: dict[str, int] = field(default_factory=dict)  # each seat's chips in this round
    full_level: int = 0  # the round's level at its last full bet or raise
    shorts: set[int] = field(default_factory=set)  # all-ins' levels since then
    # the steps a full bet after such an all-in may show: (kind, the readings that fit)
    open: list[tuple[str, set[int]]] = field(default_factory=list)

    def new_round(self) -> None:
        self.level, self.completed, self.put = 0, False, {}
        self.full_level, self.shorts = 0, set()

    def settle_open(self, level: tuple[int, int] | None) -> None:
        """Each bet read several ways takes the reading the game's other steps or the level
        (an earlier game's at the same ante) show, else the largest (no all-in was whole)."""
        for kind, readings in self.open:
            seen: set[int] = getattr(self, kind)
            told = seen | self.either  # what the others say of a step of this kind
            if level is not None:
                told |= {level[0]} if kind == "small" else {level[1]}
                told |= set(level) if kind == "either" else set()
            told |= {b // 2 for b in self.big} if kind == "small" else {2 * s for s in self.small}
            if kind == "either":
                told |= self.small | self.big
            fits = readings & told
            seen.add(min(fits) if fits else max(readings))
        self.open = []

    def bring_in(self, name: str, posted: int) -> None:
        self.put[name] = self.put.get(name, 0) + posted
        self.level = max(self.level, self.put[name])

    def called(self, name: str, added: int) -> None:
        self.put[name] = self.put.get(name, 0) + added

    def raised(self, name: str, total: int, kind: str, full: bool) -> None:
        """``name`` raises the round to ``total``, a round whose step is of ``kind`` (``small``,
        ``big``, or ``either`` where an open pair allows the big bet); ``full`` when it keeps
        chips back (an all-in may be short of a step)."""
        self.put[name] = total
        self.level = max(self.level, total)
        if not full:
            self.shorts.add(total)  # an all-in: maybe a whole bet or raise, maybe short
            return
        base = self.full_level if self.completed else 0
        if self.shorts:
            # the first full bet after all-ins: each of them may have been a whole bet or raise
            # (rules 3.3) that this raises by a step, or none was; settled with the game's
            # other steps
            readings = {total - base} | {total - short for short in self.shorts if short < total}
            self.open.append((kind, readings))
        elif total > base:
            getattr(self, kind).add(total - base)
        self.completed, self.full_level, self.shorts = True, total, set()


class Levels:
    """The stakes each ante (a level's) showed in a session's earlier games."""

    def __init__(self) -> None:
        self._seen: dict[int, tuple[int, int]] = {}  # by the level's ante
        self._last: tuple[int, int] | None = None  # the stakes of the session's last game

    def _resolve(self, either: set[int], ante: int) -> int | None:
        """The small bet of a game whose only bets are in the open-pair round: the level's
        where those bets are its small or big bet, else the smallest of them (a bet doubled
        on an open pair is twice another)."""
        if not either:
            return None
        known = self._seen.get(ante)
        if known is not None and either <= set(known):
            return known[0]
        return min(either)

    def small_bet(self, ante: int) -> int | None:
        """The small bet an earlier game at this ante (level) showed, if any."""
        known = self._seen.get(ante)
        return known[0] if known is not None else None

    def settle(
        self,
        builder: HandBuilder,
        steps: StepsSeen,
        bring_in: int | None,
        header: tuple[int, int] | None = None,
    ) -> None:
        """Set the builder's small and big bets from ``steps``, the level, the session
        header's stakes (a tournament's first level) or the ratio."""
        steps.settle_open(self._seen.get(builder.ante or 0))
        for kind, seen in (("small", steps.small), ("big", steps.big)):
            if len(seen) > 1:
                values = " and ".join(str(value) for value in sorted(seen))
                raise RefusedHand(builder.line, f"{kind} bets of {values} in one game")
        small = next(iter(steps.small), None)
        big = next(iter(steps.big), None)
        if small is None and big is not None and big % 2 == 0:
            small = big // 2
        certain = True  # whether the steps seen say the level beyond doubt
        if small is None and big is None:
            small = self._resolve(steps.either, builder.ante or 0)
            certain = small == self.small_bet(builder.ante or 0)
        if big is None and small is not None:
            big = 2 * small
        if small is not None and not steps.either <= {small, big}:
            values = " and ".join(str(value) for value in sorted(steps.either | {small}))
            raise RefusedHand(builder.line, f"small bets of {values} in one game")
        key = builder.ante or 0
        if small is None or big is None:
            known = self._seen.get(key)
            if known is None and header is not None and not self._seen:
                known = header  # no level seen yet: the header's are the first level's
            if known is None and bring_in is not None:
                small = _BRING_INS_PER_SMALL_BET * bring_in
                known = (small, 2 * small)
            if known is None:
                known = self._last  # every seat all-in on the antes: no bet is ever made
            if known is None:
                raise RefusedHand(builder.line, "the game shows neither its bets nor its bring-in")
            small, big = known
            builder.fields["_stakes_logged"] = False
        elif certain:  # a fourth-street bet alone may be a doubled one: not the level's
            self._seen[key] = (small, big)
        self._last = (small, big)
        builder.small_bet, builder.big_bet = small, big
