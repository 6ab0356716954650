"""What the game text of a PokerStars header names (``7 Card Stud Limit ($0.04/$0.08 USD)``,
a tournament's ``$1.00+$0.10 USD 7 Card Stud Limit - Level IV (50/100)``): the game, its stakes
in the smallest unit logged (cents for cash, chips for tournaments and play money), and the
fields they give. A file repeats a few game texts, so each is read once."""

from __future__ import annotations

import functools
import re
from dataclasses import dataclass
from typing import Any

from studpoker.errors import HandHistoryError
from studpoker.importing.amounts import CASH_DIGITS, CHIP_DIGITS, amount, currency_of
from studpoker.importing.builder import Game, RefusedHand
from studpoker.importing.unread import game_not_read, structure_not_read

__all__ = ["GameText", "Stakes", "game_of"]

_STUD = re.compile(
    r"(?P<name>7 Card Stud Hi ?[/-]? ?Lo|7 Card Stud(?: Hi)?|Razz|5 Card Stud(?: Hi)?)\s+"
    r"(?P<structure>Fixed Limit|Limit|Pot Limit|No Limit)",
    re.IGNORECASE,
)


def _game_name(name: str) -> Game:
    """The game of a stud name the header writes (``7 Card Stud Hi/Lo``, ``RAZZ``, …)."""
    folded = name.casefold()
    if folded.startswith("5"):
        return "five_card_stud"
    if folded == "razz":
        return "razz"
    return "seven_card_stud_hi_lo" if "lo" in folded else "seven_card_stud"


_OTHER_GAME = re.compile(
    r"(?:\d Card )?(?:Hold'em|Omaha(?: Hi/Lo)?|Courchevel|Fusion|Badugi|"
    r"(?:Triple|Single) Draw 2-7 Lowball|5 Card Draw|Draw)",
    re.IGNORECASE,
)
_STAKES = re.compile(
    r"(?P<sign>[$€£]?)(?P<small>\d[\d,]*(?:\.\d+)?)/(?P=sign)(?P<big>\d[\d,]*(?:\.\d+)?)"
    r"(?:\s+(?P<code>[A-Z]{3}))?\)"
)
_LEVEL = re.compile(r"Level (?P<level>[IVXLCDM]+|\d+)\b", re.IGNORECASE)
# a tournament's buy-in before its game: ``$2.00+$0.20 USD``, ``100+9``, ``€5+€0.50+€1``
_BUY_IN = re.compile(r"(?:[$€£]?\d[\d.,]*\+)*[$€£]?\d[\d.,]*(?: [A-Z]{3})?(?=\s)|Freeroll")
_ROMAN = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


@dataclass(frozen=True, slots=True)
class Stakes:
    """The stakes of a hand: the unit's digits, the small and the big bet in that unit."""

    digits: int
    small: int
    big: int


@dataclass(frozen=True, slots=True)
class GameText:
    """What the game text of a header names: the game, its stakes, and the fields they give
    (a tournament's buy-in and level, a cash game's currency)."""

    game: Game
    stakes: Stakes
    fields: tuple[tuple[str, Any], ...]


@functools.lru_cache(maxsize=256)
def game_of(text: str, *, tournament: bool) -> GameText:
    """The game text of a header read (once: a file's hands repeat a few); a game not read is
    refused at line 0, for the caller to name its line."""
    stud = _STUD.search(text)
    if stud is None:
        other = _OTHER_GAME.search(text)
        raise RefusedHand(0, game_not_read(other.group(0) if other else text.strip()))
    game = _game_name(stud["name"])
    if stud["structure"].lower() not in ("limit", "fixed limit"):
        raise RefusedHand(0, structure_not_read(stud["structure"]))
    stakes = _stakes(text, tournament=tournament, line=0)
    fields: dict[str, Any] = {}
    if tournament:
        buy_in = _BUY_IN.match(text.strip())
        if buy_in is not None:
            fields["_buy_in"] = buy_in.group(0)
        level = _LEVEL.search(text)
        if level is not None:
            fields["level"] = _level(level["level"].upper())
    elif stakes.digits == CASH_DIGITS:
        currency = currency_of(text)
        if currency is not None:
            fields["currency"] = currency
    return GameText(game, stakes, tuple(fields.items()))


def _stakes(text: str, *, tournament: bool, line: int) -> Stakes:
    """The small and big bet of the header (the last ``small/big)`` in it): cents for a cash
    game, chips for a tournament or a game played for chips (no currency named)."""
    every = list(_STAKES.finditer(text))
    found = every[-1] if every else None
    if found is None:
        raise RefusedHand(line, f"the header names no stakes: {text!r:.80}")
    cash = not tournament and bool(found["sign"] or found["code"])
    digits = CASH_DIGITS if cash else CHIP_DIGITS
    try:
        return Stakes(digits, amount(found["small"], digits), amount(found["big"], digits))
    except HandHistoryError as err:
        raise RefusedHand(line, str(err)) from None


def _level(text: str) -> int:
    """A tournament level as written: ``IV`` or ``4``."""
    if text.isdigit():
        return int(text)
    total = 0
    for k, letter in enumerate(text):
        value = _ROMAN[letter]
        following = _ROMAN[text[k + 1]] if k + 1 < len(text) else 0
        total += -value if value < following else value
    return total
