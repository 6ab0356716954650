"""Player actions: the objects ``Hand.act`` takes, their PHH notation, and the legal options.

PHH notation (the hand-history standard): ``f`` fold, ``cc`` check or call, ``cbr 6`` complete,
bet or raise **to** 6 this round, ``pb`` post the bring-in, ``sm`` show, ``sm -`` muck, and flip
stud's ``tu Kh``: turn up the face-down Kh, and a dealer's choice's ``dc razz``: the seat to deal
names the game (``dc`` is our own verb: a PHH history notes the choice in a field instead, see
``phh.dump``). A leading player tag ``p1`` (1-based) is
accepted and must name a seat to act (where several seats choose at once, the one choosing).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Literal, NamedTuple

from studpoker._core import format_card, parse_cards
from studpoker.errors import IllegalActionError, InvalidCardError
from studpoker.limits import MAX_ACTION_TEXT, shown

__all__ = [
    "BRING_IN",
    "CHECK_CALL",
    "CHOOSE_GAME",
    "COMPLETE_BET_RAISE",
    "FOLD",
    "SHOW_MUCK",
    "TURN_UP",
    "Action",
    "ActionKind",
    "LegalAction",
    "checked_action",
    "named_action",
    "parse_action",
]

FOLD = "f"
CHECK_CALL = "cc"
COMPLETE_BET_RAISE = "cbr"
BRING_IN = "pb"
SHOW_MUCK = "sm"
TURN_UP = "tu"
CHOOSE_GAME = "dc"
_CODES = (FOLD, CHECK_CALL, COMPLETE_BET_RAISE, BRING_IN, SHOW_MUCK, TURN_UP, CHOOSE_GAME)


class Action(NamedTuple):
    """One player decision. ``amount`` is the round total for ``cbr``; ``show`` is for ``sm``;
    ``cards`` (card numbers) are the cards ``tu`` turns up; ``game`` is the profile name ``dc``
    chooses."""

    code: str
    amount: int | None = None
    show: bool = True
    cards: tuple[int, ...] = ()
    game: str | None = None

    def __str__(self) -> str:
        return self.written()

    def written(self, card_text: Callable[[int], str] = format_card) -> str:
        """The PHH notation, the cards of a turn-up written by ``card_text`` (the core's
        ``format_card`` unless given: a hand's views pass its own ``rules.format_card``)."""
        if self.code == COMPLETE_BET_RAISE:
            return f"cbr {self.amount}"
        if self.code == TURN_UP:
            return f"tu {''.join(card_text(c) for c in self.cards)}"
        if self.code == SHOW_MUCK:
            return "sm" if self.show else "sm -"
        if self.code == CHOOSE_GAME:
            return f"dc {self.game}"
        return self.code


ActionKind = Literal[
    "fold",
    "check",
    "call",
    "post_bring_in",
    "complete",
    "bet",
    "raise",
    "show",
    "muck",
    "turn_up",
    "choose_game",
]
"""What a legal option does (``LegalAction.kind``)."""


class LegalAction(NamedTuple):
    """One option open to the seat to act.

    ``kind`` is ``fold``, ``check``, ``call``, ``post_bring_in``, ``complete``, ``bet``, ``raise``,
    ``show``, ``muck``, ``turn_up`` (flip stud: ``cards`` are the cards it turns up, the
    others' ``cards`` are empty) or ``choose_game`` (a dealer's choice: ``game`` is the name of
    the profile it chooses, the others' ``game`` is ``None``). ``chips`` is what the option puts
    in now (for a range: at ``min_to``); ``min_to`` / ``max_to`` are the seat's round total after
    it (equal for every fixed-limit option). ``all_in`` tells whether the option (at
    ``min_to``) leaves the seat with no chips.
    """

    kind: ActionKind
    code: str
    chips: int
    min_to: int
    max_to: int
    all_in: bool = False
    cards: tuple[int, ...] = ()
    game: str | None = None

    @property
    def action(self) -> Action:
        """The action that takes this option (at ``min_to`` for a range)."""
        if self.code == COMPLETE_BET_RAISE:
            return Action(COMPLETE_BET_RAISE, self.min_to)
        if self.code == TURN_UP:
            return Action(TURN_UP, None, True, self.cards)
        if self.code == SHOW_MUCK:
            return Action(SHOW_MUCK, None, self.kind == "show")
        if self.code == CHOOSE_GAME:
            return Action(CHOOSE_GAME, game=self.game)
        return Action(self.code)

    @property
    def notation(self) -> str:
        """The option in PHH notation; a range as ``cbr min..max`` (``cbr 6..20``)."""
        return self.written()

    def written(self, card_text: Callable[[int], str] = format_card) -> str:
        """``notation`` with the cards of a turn-up written by ``card_text``."""
        if self.code == COMPLETE_BET_RAISE and self.min_to != self.max_to:
            return f"cbr {self.min_to}..{self.max_to}"
        return self.action.written(card_text)

    def describe(self) -> str:
        """The option in words: ``fold``, ``call 4``, ``raise to 8..20 (all-in)``, ``turn up Kh``
        and the like."""
        suffix = " (all-in)" if self.all_in else ""
        if self.kind in ("call", "post_bring_in"):
            return f"{self.kind} {self.chips}{suffix}"
        if self.code == COMPLETE_BET_RAISE:
            span = (
                str(self.min_to) if self.min_to == self.max_to else f"{self.min_to}..{self.max_to}"
            )
            return f"{self.kind} to {span}{suffix}"
        if self.code == TURN_UP:
            return f"turn up {' '.join(format_card(c) for c in self.cards)}"
        if self.code == CHOOSE_GAME:
            return f"choose {self.game}"
        return self.kind


_FORMS = "'f', 'cc', 'cbr <to>', 'pb', 'sm', 'sm -', 'tu <cards>', 'dc <game>'"
_MAX_DIGITS = 19  # 2**63 - 1, the most chips there are, has 19 digits


def _number(word: str) -> int | None:
    """A whole number written in ASCII digits (``"٢"`` and ``"²"`` are no amount), or None."""
    if not word.isascii() or not word.isdigit() or len(word) > _MAX_DIGITS:
        return None
    return int(word)


def checked_action(action: Action) -> Action:
    """``action`` when its fields are of the kinds an action has; else ``IllegalActionError``."""
    code = action.code
    if type(code) is not str or code not in _CODES:
        raise IllegalActionError(f"action code {shown(code)} is not one of {', '.join(_CODES)}")
    amount = action.amount
    if amount is not None and (type(amount) is not int or code != COMPLETE_BET_RAISE):
        raise IllegalActionError(
            f"action amount {shown(amount)}: only 'cbr' takes an amount, a whole number of chips"
        )
    if type(action.show) is not bool:
        raise IllegalActionError(f"action show {shown(action.show)} must be True or False")
    cards = action.cards
    if cards != ():
        if (
            code != TURN_UP
            or type(cards) is not tuple
            or any(type(c) is not int or not 0 <= c < 52 for c in cards)
        ):
            raise IllegalActionError(
                f"action cards {shown(cards)}: only 'tu' takes cards, a tuple of card numbers 0..51"
            )
    elif code == TURN_UP:
        raise IllegalActionError("action 'tu' names no card: name the card(s) to turn up")
    game = action.game
    if (game is not None) != (code == CHOOSE_GAME) or (
        game is not None and (type(game) is not str or not game)
    ):
        raise IllegalActionError(
            f"action game {shown(game)}: 'dc' and only 'dc' names a game, by its profile name"
        )
    return action


def parse_action(text: str) -> tuple[int | None, Action]:
    """Parse PHH action text into ``(seat or None, Action)``; raises ``IllegalActionError``."""
    if not isinstance(text, str):
        raise IllegalActionError(
            f"action {shown(text)} is neither an Action nor text like {_FORMS}"
        )
    if len(text) > MAX_ACTION_TEXT:
        raise IllegalActionError(
            f"malformed action {shown(text[:20])}...: longer than {MAX_ACTION_TEXT} characters"
        )
    parts = text.split()
    seat: int | None = None
    if parts and len(parts[0]) > 1 and parts[0][0] == "p":
        player = _number(parts[0][1:])
        if player is not None:
            seat = player - 1
            parts = parts[1:]
    if not parts or parts[0] not in _CODES:
        raise IllegalActionError(f"malformed action {shown(text)}: expected one of {_FORMS}")
    code, rest = parts[0], parts[1:]
    if code == COMPLETE_BET_RAISE:
        amount = _number(rest[0]) if len(rest) == 1 else None
        if amount is None:
            raise IllegalActionError(
                f"malformed action {shown(text)}: 'cbr' takes one amount in digits 0-9, 'cbr 6'"
            )
        return seat, Action(code, amount)
    if code == TURN_UP:
        try:
            cards = tuple(parse_cards("".join(rest))) if rest else ()
        except InvalidCardError as err:
            raise IllegalActionError(f"malformed action {shown(text)}: {err}") from None
        if not cards:
            raise IllegalActionError(
                f"malformed action {shown(text)}: 'tu' takes the card(s) to turn up, 'tu Kh'"
            )
        return seat, Action(code, None, True, cards)
    if code == CHOOSE_GAME:
        if len(rest) != 1:
            raise IllegalActionError(
                f"malformed action {shown(text)}: 'dc' takes one game by its name, 'dc razz'"
            )
        return seat, Action(code, game=rest[0])
    if code == SHOW_MUCK:
        if rest == ["-"]:
            return seat, Action(code, None, False)
        # 'sm' may list the cards shown (PHH); the hand checks nothing beyond show vs muck
        return seat, Action(code, None, True)
    if rest:
        raise IllegalActionError(f"malformed action {shown(text)}: {shown(code)} takes no argument")
    return seat, Action(code)


def named_action(
    action: Action | LegalAction | str, seat: int | None = None
) -> tuple[int | None, Action]:
    """The seat an action names (``seat``, a ``p2`` tag, or ``None``) and the checked action;
    ``IllegalActionError`` when the tag and ``seat`` disagree or the action is malformed."""
    if isinstance(action, Action):
        named, act = None, checked_action(action)
    elif isinstance(action, LegalAction):
        named, act = None, checked_action(action.action)
    else:
        named, act = parse_action(action)
    if seat is None:
        return named, act
    if named is not None and named != seat:
        raise IllegalActionError(f"{action!s}: names seat {named}, but seat {seat} acts")
    return seat, act
