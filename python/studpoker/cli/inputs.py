"""What a player types, read into one of the legal options.

Short keys: ``f`` fold, ``c`` call (or check, or post the bring-in: the option that puts in the
least), ``k`` check, ``b`` / ``r`` bet, complete or raise (the smallest; ``r 8`` or a bare ``8``
to a total of 8 this round), ``s`` show, ``m`` muck, ``t Kh`` turn up the Kh (flip stud; a bare
``Kh`` does the same), ``g razz`` choose razz (a dealer's choice; a bare game name does the
same), ``q`` quit, ``?`` help. The words (``fold``, ``call``, ...) and PHH notation (``cc``,
``cbr 8``, ``pb``, ``sm``, ``sm -``, ``tu Kh``, ``dc razz``) work too.
"""

from __future__ import annotations

from collections.abc import Sequence

from studpoker.cards import parse_cards
from studpoker.cli.render import options_line
from studpoker.errors import InvalidCardError
from studpoker.hand.actions import COMPLETE_BET_RAISE, Action, LegalAction
from studpoker.limits import shown

__all__ = ["BadInput", "Quit", "read_decision"]

HELP = (
    "keys: f fold · c call/check · k check · b or r bet/raise (r 8: to 8 this round; "
    "a bare number does the same) · s show · m muck · t Kh turn up the Kh (flip stud) · "
    "g razz choose razz (dealer's choice) · q quit"
)

_WORDS = {
    "f": "fold",
    "fold": "fold",
    "c": "passive",
    "call": "call",
    "cc": "passive",
    "k": "check",
    "check": "check",
    "x": "check",
    "p": "post_bring_in",
    "pb": "post_bring_in",
    "post": "post_bring_in",
    "b": "aggressive",
    "bet": "aggressive",
    "r": "aggressive",
    "raise": "aggressive",
    "complete": "aggressive",
    "cbr": "aggressive",
    "s": "show",
    "show": "show",
    "sm": "show",
    "m": "muck",
    "muck": "muck",
    "t": "turn_up",
    "tu": "turn_up",
    "turn": "turn_up",
    "g": "choose_game",
    "dc": "choose_game",
    "game": "choose_game",
}
_QUIT = {"q", "quit", "exit"}
_HELP = {"?", "h", "help"}


class Quit(Exception):
    """The player asked to leave."""


class BadInput(Exception):
    """Input that names no legal option; the message is the hint to show."""


def read_decision(text: str, legal: Sequence[LegalAction]) -> LegalAction | Action:
    """The option ``text`` names among ``legal``; raises ``BadInput`` with a hint, or ``Quit``."""
    words = text.strip().lower().split()
    if not words:
        raise BadInput(f"type one of: {options_line(legal)}")
    head, rest = words[0], words[1:]
    if head in _QUIT:
        raise Quit
    if head in _HELP:
        raise BadInput(f"{HELP}\nnow: {options_line(legal)}")
    if head == "sm" and rest == ["-"]:
        head, rest = "m", []
    if head.isdigit() and not rest:
        head, rest = "r", [head]
    if head not in _WORDS and not rest and any(o.kind == "choose_game" for o in legal):
        head, rest = "g", [head]  # a bare name names the game to choose
    if head not in _WORDS and not rest and any(o.kind == "turn_up" for o in legal):
        head, rest = "t", [head]  # a bare card names the card to turn up
    want = _WORDS.get(head)
    if want is None:
        raise BadInput(f"{shown(text.strip())} is not a move; {HELP}")
    if want == "aggressive":
        return _aggressive(legal, rest)
    if want == "turn_up":
        return _turn_up(legal, rest)
    if want == "choose_game":
        return _game(legal, rest)
    if rest:
        raise BadInput(f"{shown(head)} takes no amount; type one of: {options_line(legal)}")
    if want == "passive":
        for kind in ("call", "check", "post_bring_in"):
            found = _find(legal, kind)
            if found is not None:
                return found
    found = _find(legal, want)
    if found is None:
        raise BadInput(
            f"you cannot {want.replace('_', ' ')} now; type one of: {options_line(legal)}"
        )
    return found


def _find(legal: Sequence[LegalAction], kind: str) -> LegalAction | None:
    return next((option for option in legal if option.kind == kind), None)


def _turn_up(legal: Sequence[LegalAction], rest: list[str]) -> LegalAction:
    """The turn-up option naming the card(s) ``rest`` names."""
    choices = [o for o in legal if o.kind == "turn_up"]
    if not choices:
        raise BadInput(f"no card is to be turned up now; type one of: {options_line(legal)}")
    if not rest:
        if len(choices) == 1:
            return choices[0]
        raise BadInput(
            f"name the card to turn up, e.g. '{options_line(choices[:1]).split(' =')[0]}'"
        )
    try:
        wanted = sorted(parse_cards("".join(rest)))
    except InvalidCardError as err:
        raise BadInput(f"{shown(' '.join(rest))} is not a card: {err}") from None
    for option in choices:
        if sorted(option.cards) == wanted:
            return option
    raise BadInput(f"you cannot turn up {' '.join(rest)}; type one of: {options_line(choices)}")


def _game(legal: Sequence[LegalAction], rest: list[str]) -> LegalAction:
    """The dealer's choice option naming the game ``rest`` names."""
    choices = [o for o in legal if o.kind == "choose_game"]
    if not choices:
        raise BadInput(f"no game is to be chosen now; type one of: {options_line(legal)}")
    if len(rest) != 1:
        raise BadInput(f"name one game; type one of: {options_line(choices)}")
    for option in choices:
        if option.game == rest[0]:
            return option
    raise BadInput(f"{shown(rest[0])} is not offered; type one of: {options_line(choices)}")


def _aggressive(legal: Sequence[LegalAction], rest: list[str]) -> LegalAction | Action:
    option = next((o for o in legal if o.code == COMPLETE_BET_RAISE), None)
    if option is None:
        raise BadInput(f"no bet or raise is possible now; type one of: {options_line(legal)}")
    if not rest:
        return option
    if len(rest) != 1 or not rest[0].isdigit():
        raise BadInput(f"give one whole amount, e.g. 'r {option.min_to}'")
    to = int(rest[0])
    if not option.min_to <= to <= option.max_to:
        span = (
            f"exactly {option.min_to}"
            if option.min_to == option.max_to
            else f"between {option.min_to} and {option.max_to}"
        )
        raise BadInput(
            f"{option.kind} to {to} is not possible: {option.kind} to {span} "
            "(amounts are your total for this round)"
        )
    if to == option.min_to:
        return option
    return Action(COMPLETE_BET_RAISE, to)
