"""The PHH document: TOML text <-> ``HandHistory``, with every action parsed and checked.

This layer knows the file format only. Replaying a history on the engine lives in ``replay``.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import re
import tomllib
from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from studpoker._core import format_card, parse_card
from studpoker.errors import HandHistoryError, InvalidCardError
from studpoker.limits import MAX_CHIPS, MAX_HISTORY_TEXT, is_int, shown
from studpoker.phh.bounds import check_bounds

# Verbs of the standard: dealer deals hole / board cards; players post the bring-in, fold,
# check or call, complete / bet / raise to an amount, show or muck, stand pat or discard.
DEALER_VERBS = frozenset({"dh", "db"})
TURN_UP = "tu"
"""The extension verb of flip stud: ``p1 tu Kh`` turns up the seat's face-down Kh; ``p1 tu ??``
is a choice made and not revealed yet (docs/phh.md)."""
PLAYER_VERBS = frozenset({"pb", "f", "cc", "cbr", "sm", "sd", TURN_UP})

# The fields this module interprets; every other field is kept as it is in ``extra``.
CORE_FIELDS = (
    "variant",
    "ante_trimming_status",
    "antes",
    "bring_in",
    "small_bet",
    "big_bet",
    "min_bet",
    "starting_stacks",
    "actions",
    "finishing_stacks",
    "rake",
)

BY_DEFAULT = "by default"
_PLAYER = re.compile(r"p([1-9][0-9]*)")


@dataclass(frozen=True, slots=True)
class PhhAction:
    """One entry of ``actions``. Seats are 0-based here (``p1`` is seat 0, left of the dealer)."""

    text: str = field(compare=False)
    line: int = field(compare=False)
    verb: str
    player: int | None = None  # the acting seat; None for the dealer
    target: int | None = None  # the seat dealt to, for ``dh``
    cards: tuple[int | None, ...] = ()  # None for a card nobody saw (``??``)
    amount: int | None = None
    by_default: bool = False  # written ``# by default``: the seat's time ran out


@dataclass(frozen=True, slots=True)
class HandHistory:
    """One hand as the PHH standard records it."""

    variant: str
    antes: tuple[int, ...]
    starting_stacks: tuple[int, ...]
    actions: tuple[PhhAction, ...]
    bring_in: int | None = None
    small_bet: int | None = None
    big_bet: int | None = None
    min_bet: int | None = None
    ante_trimming_status: bool = False
    finishing_stacks: tuple[int, ...] | None = None
    rake: int | None = None
    """The hand's rake, the chips the room took from its pots (``None``: the history says none)."""
    extra: Mapping[str, Any] = field(default_factory=dict)
    lines: Mapping[str, int] = field(default_factory=dict, compare=False, repr=False)
    """The line of each field in the text it was read from (empty for a history built in code)."""

    @property
    def player_count(self) -> int:
        """How many players the hand has (one starting stack each)."""
        return len(self.starting_stacks)

    def line_of(self, name: str) -> int:
        """The line of field ``name`` (of the hand's first line when it is absent)."""
        return self.lines.get(name, self.lines.get("", 1))


def load(text: str) -> HandHistory:
    """Reads one hand from PHH text."""
    document = _parse_toml(text)
    if _is_multi_hand(document):
        raise HandHistoryError("line 1: this text holds several hands; use load_all")
    return _history(document, _LineFinder(_Lines(text), 0))


def load_all(text: str) -> list[HandHistory]:
    """Reads every hand of a ``.phhs`` text (tables ``[1]``, ``[2]``, ...) or of a single hand."""
    document = _parse_toml(text)
    lines = _Lines(text)
    if not _is_multi_hand(document):
        return [_history(document, _LineFinder(lines, 0))]
    return [
        _history(table, _LineFinder(lines, lines.section(name))) for name, table in document.items()
    ]


def load_file(path: str | Path) -> HandHistory:
    """Reads one hand from a ``.phh`` file."""
    return load(_read(path))


def load_all_file(path: str | Path) -> list[HandHistory]:
    """Reads every hand of a ``.phhs`` (or ``.phh``) file."""
    return load_all(_read(path))


def dumps(history: HandHistory) -> str:
    """PHH text for a history; ``load(dumps(h)) == h`` apart from line numbers."""
    lines = [f"variant = {_toml_value(history.variant)}"]
    lines.append(f"ante_trimming_status = {_toml_value(history.ante_trimming_status)}")
    lines.append(f"antes = {_toml_value(list(history.antes))}")
    for name in ("bring_in", "small_bet", "big_bet", "min_bet"):
        value = getattr(history, name)
        if value is not None:
            lines.append(f"{name} = {_toml_value(value)}")
    lines.append(f"starting_stacks = {_toml_value(list(history.starting_stacks))}")
    lines.append("actions = [")
    lines.extend(f"  {_toml_value(format_action(action))}," for action in history.actions)
    lines.append("]")
    if history.finishing_stacks is not None:
        lines.append(f"finishing_stacks = {_toml_value(list(history.finishing_stacks))}")
    if history.rake is not None:
        lines.append(f"rake = {_toml_value(history.rake)}")
    lines.extend(f"{_toml_key(key)} = {_toml_value(value)}" for key, value in history.extra.items())
    return "\n".join(lines) + "\n"


def format_action(action: PhhAction) -> str:
    """The standard text of an action (``d dh p1 As??``, ``p2 cbr 300``)."""
    return action_text(
        action.verb,
        action.player,
        action.target,
        action.cards,
        action.amount,
        by_default=action.by_default,
    )


_CARD_TEXT: dict[int | None, str] = {None: "??"} | {card: format_card(card) for card in range(52)}


def cards_text(cards: Sequence[int | None]) -> str:
    """The standard text of cards, ``??`` for one nobody saw (``As??Kd``)."""
    try:
        return "".join([_CARD_TEXT[card] for card in cards])
    except KeyError:  # no card of a deck: format_card names the fault
        return "".join(["??" if card is None else format_card(card) for card in cards])


def action_text(
    verb: str,
    player: int | None,
    target: int | None,
    cards: Sequence[int | None],
    amount: int | None,
    *,
    by_default: bool = False,
) -> str:
    """The standard text of the action these fields make (``format_action``'s, for a caller
    that builds the action with its text at once)."""
    shown = cards_text(cards) if cards else ""
    if player is None:
        dealt = f"d {verb}" if target is None else f"d {verb} p{target + 1}"
        return f"{dealt} {shown}" if shown else dealt
    text = f"p{player + 1} {verb}" if amount is None else f"p{player + 1} {verb} {amount}"
    if shown:
        text = f"{text} {shown}"
    if by_default:
        text = f"{text} # {BY_DEFAULT}"
    return text


def parse_action(text: str, line: int = 0, player_count: int | None = None) -> PhhAction:
    """Parses one action string; ``player_count`` bounds the player numbers when given.

    The comment ``# by default`` marks an action played for a seat whose time ran out.
    """
    action = _parse_action(text, line, player_count)
    if text.partition(" #")[2].strip() == BY_DEFAULT:
        return dataclasses.replace(action, by_default=True)
    return action


def _parse_action(text: str, line: int, player_count: int | None) -> PhhAction:
    def fail(reason: str) -> HandHistoryError:
        return HandHistoryError(f"line {line}: action {shown(text)}: {reason}")

    body = text.partition(" #")[0].strip()  # the standard allows a trailing comment
    words = body.split()
    if len(words) < 2:
        raise fail("expected an actor and a verb, e.g. 'p1 cc' or 'd dh p1 AsKd'")
    actor, verb, rest = words[0], words[1], words[2:]
    if actor == "d":
        if verb not in DEALER_VERBS:
            raise fail(f"unknown dealer verb {shown(verb)}; expected one of dh, db")
        target = None
        if verb == "dh":
            if not rest:
                raise fail("'dh' needs a player and cards")
            target = _player(rest[0], fail, player_count)
            rest = rest[1:]
        if len(rest) != 1:
            raise fail("expected the dealt cards as one word, e.g. 'AsKd' or '????'")
        return PhhAction(text, line, verb, None, target, _cards(rest[0], fail))
    player = _player(actor, fail, player_count)
    if verb not in PLAYER_VERBS:
        raise fail(f"unknown verb {shown(verb)}; expected one of pb, f, cc, cbr, sm, {TURN_UP}")
    if verb == "sd":
        raise fail("'sd' (stand pat or discard) belongs to draw games, not stud")
    if verb == "cbr":
        if len(rest) != 1 or not rest[0].isdigit():
            raise fail("'cbr' needs one whole amount to complete, bet or raise to")
        return PhhAction(text, line, verb, player, amount=int(rest[0]))
    if verb == "sm":
        if len(rest) > 1:
            raise fail("'sm' takes at most one word of cards")
        cards = _cards(rest[0], fail) if rest and rest[0] != "-" else ()
        return PhhAction(text, line, verb, player, cards=cards)
    if verb == TURN_UP:
        if len(rest) != 1:
            raise fail(f"'{TURN_UP}' needs the turned-up cards as one word, e.g. 'Kh', or '??'")
        return PhhAction(text, line, verb, player, cards=_cards(rest[0], fail))
    if rest:
        raise fail(f"'{verb}' takes nothing after it")
    return PhhAction(text, line, verb, player)


def _player(word: str, fail: Any, player_count: int | None) -> int:
    match = _PLAYER.fullmatch(word)
    if match is None:
        raise fail(f"{shown(word)} is not a player (p1, p2, ...)")
    number = int(match.group(1))
    if player_count is not None and number > player_count:
        raise fail(f"{shown(word)}: the hand has players p1..p{player_count}")
    return number - 1


def _cards(word: str, fail: Any) -> tuple[int | None, ...]:
    if len(word) % 2:
        raise fail(f"cards {shown(word)}: each card is two characters (rank, suit) or '??'")
    cards: list[int | None] = []
    for i in range(0, len(word), 2):
        piece = word[i : i + 2]
        if piece == "??":
            cards.append(None)
            continue
        try:
            cards.append(parse_card(piece))
        except InvalidCardError as err:
            raise fail(str(err)) from None
    return tuple(cards)


class _Lines:
    """The lines of a text, read once, with the first line of each ``[section]``."""

    _HEADER = re.compile(r"\s*\[\s*(?:\"([^\"]*)\"|'([^']*)'|([A-Za-z0-9_-]+))\s*\]")
    _KEY = re.compile(r"\s*(?:\"([^\"]*)\"|'([^']*)'|([A-Za-z0-9_-]+))\s*=")

    def __init__(self, text: str) -> None:
        self.lines = text.splitlines()
        self._sections: dict[str, int] = {}
        self.starts = [0]
        for number, line in enumerate(self.lines):
            if line.lstrip().startswith("["):
                header = self._HEADER.match(line)
                if header is not None:
                    name = next(g for g in header.groups() if g is not None)
                    self._sections.setdefault(name, number)
                    self.starts.append(number)
        self.starts.append(len(self.lines))

    def section(self, name: str) -> int:
        return self._sections.get(name, 0)

    def end(self, start: int) -> int:
        """The line after the section that starts at ``start``."""
        return self.starts[bisect_right(self.starts, start)]

    def keys(self, start: int) -> dict[str, int]:
        """The 1-based line of each key set at the top of the section starting at ``start``."""
        end = self.end(start)
        found: dict[str, int] = {"": start + 1}
        for number in range(start, end):
            key = self._KEY.match(self.lines[number])
            if key is not None:
                name = next(g for g in key.groups() if g is not None)
                found.setdefault(name, number + 1)
        return found


class _LineFinder:
    """Line numbers for the fields and actions of one hand in the source text.

    The strings from the ``actions`` field on are listed once, with their lines; each action
    takes the next string equal to it, so finding every action costs one pass over the text,
    even when all sit on one line (the PHH data set's own layout).
    """

    _STRING = re.compile(r'"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'')

    def __init__(self, lines: _Lines, start: int) -> None:
        self._lines = lines
        self.start = start
        self.keys = lines.keys(start)
        self._strings: list[tuple[str, int]] | None = None
        self._next = 0

    def field(self, name: str) -> int:
        return self.keys.get(name, self.start + 1)

    def action(self, text: str) -> int:
        """The line of the next occurrence of an action string, in order."""
        strings = self._strings
        if strings is None:
            strings = self._strings = self._strings_from(self.field("actions") - 1)
        wanted = (json.dumps(text, ensure_ascii=False), "'" + text + "'")
        for index in range(self._next, len(strings)):
            if strings[index][0] in wanted:
                self._next = index + 1
                return strings[index][1]
        return strings[self._next - 1][1] if self._next else self.field("actions")

    def _strings_from(self, first: int) -> list[tuple[str, int]]:
        lines = self._lines.lines
        end = self._lines.end(self.start)
        return [
            (found.group(), number + 1)
            for number in range(first, end)
            for found in self._STRING.finditer(lines[number])
        ]


def _read(path: str | Path) -> str:
    try:
        path = Path(path)
        if path.stat().st_size > 4 * MAX_HISTORY_TEXT:  # UTF-8: at most 4 bytes a character
            raise HandHistoryError(
                f"{shown(str(path))}: larger than a hand history may be ({MAX_HISTORY_TEXT} "
                "characters)"
            )
        data = path.read_bytes()
    except OSError as err:
        raise HandHistoryError(f"cannot read {shown(str(path))}: {err.strerror}") from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as err:
        line = data.count(b"\n", 0, err.start) + 1
        raise HandHistoryError(f"line {line}: {shown(str(path))} is not UTF-8 text") from None


_TOML_WHERE = re.compile(r"\(at line (\d+), column \d+\)|\(at end of document\)")


def _parse_toml(text: str) -> dict[str, Any]:
    if not isinstance(text, str):
        raise HandHistoryError(f"line 1: a hand history is text, not {type(text).__name__}")
    check_bounds(text)  # before the parser: its cost grows faster than the text
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        where = _TOML_WHERE.search(str(err))
        line = (
            int(where.group(1))
            if where is not None and where.group(1)
            else max(1, len(text.splitlines()))
        )
        raise HandHistoryError(f"line {line}: not valid TOML: {err}") from None
    except RecursionError:  # unreachable within the nesting bound; kept as the last guard
        raise HandHistoryError("line 1: not valid TOML: nested too deeply") from None


def _is_multi_hand(document: Mapping[str, Any]) -> bool:
    return bool(document) and all(isinstance(value, dict) for value in document.values())


def _history(document: Mapping[str, Any], where: _LineFinder) -> HandHistory:
    def fail(name: str, reason: str) -> HandHistoryError:
        return HandHistoryError(f"line {where.field(name)}: field {shown(name)}: {reason}")

    for name in ("variant", "antes", "starting_stacks", "actions"):
        if name not in document:
            raise HandHistoryError(
                f"line {where.start + 1}: the required field {shown(name)} is missing"
            )
    variant = document["variant"]
    if not isinstance(variant, str):
        raise fail("variant", "expected a string such as 'F7S'")
    stacks = _chip_list(document["starting_stacks"], "starting_stacks", fail, positive=True)
    if len(stacks) < 2:
        raise fail("starting_stacks", "a hand needs at least two players")
    if sum(stacks) > MAX_CHIPS:
        raise fail("starting_stacks", "the stacks add up to more than 2**63 - 1 chips")
    antes = _chip_list(document["antes"], "antes", fail, positive=False)
    if len(antes) != len(stacks):
        raise fail("antes", f"{len(antes)} antes for {len(stacks)} players")
    amounts = {
        name: _chip(document[name], name, fail) if name in document else None
        for name in ("bring_in", "small_bet", "big_bet", "min_bet")
    }
    trimming = document.get("ante_trimming_status", False)
    if not isinstance(trimming, bool):
        raise fail("ante_trimming_status", "expected true or false")
    finishing = None
    if "finishing_stacks" in document:
        finishing = _chip_list(
            document["finishing_stacks"], "finishing_stacks", fail, positive=False
        )
        if len(finishing) != len(stacks):
            raise fail("finishing_stacks", f"{len(finishing)} stacks for {len(stacks)} players")
    rake = _chip(document["rake"], "rake", fail) if "rake" in document else None
    raw_actions = document["actions"]
    if not isinstance(raw_actions, list) or not all(isinstance(a, str) for a in raw_actions):
        raise fail("actions", "expected a list of strings")
    actions = tuple(parse_action(text, where.action(text), len(stacks)) for text in raw_actions)
    extra = {key: value for key, value in document.items() if key not in CORE_FIELDS}
    return HandHistory(
        variant=variant,
        antes=antes,
        starting_stacks=stacks,
        actions=actions,
        bring_in=amounts["bring_in"],
        small_bet=amounts["small_bet"],
        big_bet=amounts["big_bet"],
        min_bet=amounts["min_bet"],
        ante_trimming_status=trimming,
        finishing_stacks=finishing,
        rake=rake,
        extra=extra,
        lines=where.keys,
    )


def _chip(value: Any, name: str, fail: Any) -> int:
    if not is_int(value):
        raise fail(name, f"{shown(value)} is not a whole number of chips")
    if value < 0:
        raise fail(name, f"{value} is negative")
    if value > MAX_CHIPS:
        raise fail(name, f"{value} is more than 2**63 - 1 chips")
    return value


def _chip_list(value: Any, name: str, fail: Any, *, positive: bool) -> tuple[int, ...]:
    if not isinstance(value, list):
        raise fail(name, "expected a list of whole numbers of chips")
    chips = tuple(_chip(item, name, fail) for item in value)
    if positive and any(chip == 0 for chip in chips):
        raise fail(name, "every stack must be positive")
    return chips


def _toml_key(key: str) -> str:
    return key if re.fullmatch(r"[A-Za-z0-9_-]+", key) else json.dumps(key, ensure_ascii=False)


def _toml_value(value: Any) -> str:
    """TOML for the values a history holds: strings, booleans, numbers, lists and tables."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, int | float):
        return repr(value)
    if isinstance(value, datetime.date | datetime.time):
        return value.isoformat()
    if isinstance(value, str):
        # JSON string escapes are valid TOML basic-string escapes.
        return json.dumps(value, ensure_ascii=False)
    if isinstance(value, Sequence):
        return "[" + ", ".join(_toml_value(item) for item in value) + "]"
    if isinstance(value, Mapping):
        items = ", ".join(f"{_toml_key(k)} = {_toml_value(v)}" for k, v in value.items())
        return "{" + items + "}"
    raise HandHistoryError(
        f"cannot write {shown(value)} ({type(value).__name__}) to a hand history"
    )
