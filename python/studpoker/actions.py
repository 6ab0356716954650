"""Player actions: the objects ``Hand.act`` takes, their PHH notation, and the legal options.

PHH notation (the hand-history standard): ``f`` fold, ``cc`` check or call, ``cbr 6`` complete,
bet or raise **to** 6 this round, ``pb`` post the bring-in, ``sm`` show, ``sm -`` muck. A leading
player tag ``p1`` (1-based) is accepted and must name the seat to act.
"""

from __future__ import annotations

from typing import NamedTuple

from studpoker.errors import IllegalActionError

__all__ = [
    "BRING_IN",
    "CHECK_CALL",
    "COMPLETE_BET_RAISE",
    "FOLD",
    "SHOW_MUCK",
    "Action",
    "LegalAction",
    "parse_action",
]

FOLD = "f"
CHECK_CALL = "cc"
COMPLETE_BET_RAISE = "cbr"
BRING_IN = "pb"
SHOW_MUCK = "sm"
_CODES = (FOLD, CHECK_CALL, COMPLETE_BET_RAISE, BRING_IN, SHOW_MUCK)


class Action(NamedTuple):
    """One player decision. ``amount`` is the round total for ``cbr``; ``show`` is for ``sm``."""

    code: str
    amount: int | None = None
    show: bool = True

    def __str__(self) -> str:
        if self.code == COMPLETE_BET_RAISE:
            return f"cbr {self.amount}"
        if self.code == SHOW_MUCK:
            return "sm" if self.show else "sm -"
        return self.code


class LegalAction(NamedTuple):
    """One option open to the seat to act.

    ``kind`` is ``fold``, ``check``, ``call``, ``post_bring_in``, ``complete``, ``bet``, ``raise``,
    ``show`` or ``muck``. ``chips`` is what the option puts in now (for a range: at ``min_to``);
    ``min_to`` / ``max_to`` are the seat's round total after it (equal for every fixed-limit
    option). ``all_in`` tells whether the option (at ``min_to``) leaves the seat with no chips.
    """

    kind: str
    code: str
    chips: int
    min_to: int
    max_to: int
    all_in: bool = False

    @property
    def action(self) -> Action:
        """The action that takes this option (at ``min_to`` for a range)."""
        if self.code == COMPLETE_BET_RAISE:
            return Action(COMPLETE_BET_RAISE, self.min_to)
        if self.code == SHOW_MUCK:
            return Action(SHOW_MUCK, None, self.kind == "show")
        return Action(self.code)

    @property
    def notation(self) -> str:
        if self.code == COMPLETE_BET_RAISE and self.min_to != self.max_to:
            return f"cbr {self.min_to}..{self.max_to}"
        return str(self.action)

    def describe(self) -> str:
        suffix = " (all-in)" if self.all_in else ""
        if self.kind in ("call", "post_bring_in"):
            return f"{self.kind} {self.chips}{suffix}"
        if self.code == COMPLETE_BET_RAISE:
            span = (
                str(self.min_to) if self.min_to == self.max_to else f"{self.min_to}..{self.max_to}"
            )
            return f"{self.kind} to {span}{suffix}"
        return self.kind


_FORMS = "'f', 'cc', 'cbr <to>', 'pb', 'sm', 'sm -'"


def parse_action(text: str) -> tuple[int | None, Action]:
    """Parse PHH action text into ``(seat or None, Action)``; raises ``IllegalActionError``."""
    if not isinstance(text, str):
        raise IllegalActionError(f"action {text!r} is neither an Action nor text like {_FORMS}")
    parts = text.split()
    seat: int | None = None
    if parts and len(parts[0]) > 1 and parts[0][0] == "p" and parts[0][1:].isdigit():
        seat = int(parts[0][1:]) - 1
        parts = parts[1:]
    if not parts or parts[0] not in _CODES:
        raise IllegalActionError(f"malformed action {text!r}: expected one of {_FORMS}")
    code, rest = parts[0], parts[1:]
    if code == COMPLETE_BET_RAISE:
        if len(rest) != 1 or not rest[0].isdigit():
            raise IllegalActionError(f"malformed action {text!r}: 'cbr' takes one amount, 'cbr 6'")
        return seat, Action(code, int(rest[0]))
    if code == SHOW_MUCK:
        if rest == ["-"]:
            return seat, Action(code, None, False)
        # 'sm' may list the cards shown (PHH); the hand checks nothing beyond show vs muck
        return seat, Action(code, None, True)
    if rest:
        raise IllegalActionError(f"malformed action {text!r}: {code!r} takes no argument")
    return seat, Action(code)
