"""The PHH document: TOML text <-> ``HandHistory``, with every action parsed and checked.

This layer knows the file format only. Replaying a history on the engine lives in ``replay``.
"""

from __future__ import annotations

import dataclasses
import datetime
import json
import re
import tomllib
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from studpoker._core import format_card, parse_card
from studpoker.errors import HandHistoryError, InvalidCardError

# Verbs of the standard: dealer deals hole / board cards; players post the bring-in, fold,
# check or call, complete / bet / raise to an amount, show or muck, stand pat or discard.
DEALER_VERBS = frozenset({"dh", "db"})
PLAYER_VERBS = frozenset({"pb", "f", "cc", "cbr", "sm", "sd"})

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

    @property
    def is_dealing(self) -> bool:
        return self.player is None


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
    extra: Mapping[str, Any] = field(default_factory=dict)

    @property
    def player_count(self) -> int:
        return len(self.starting_stacks)


def load(text: str) -> HandHistory:
    """Reads one hand from PHH text."""
    document = _parse_toml(text)
    if _is_multi_hand(document):
        raise HandHistoryError("line 1: this text holds several hands; use load_all")
    return _history(document, _LineFinder(text))


def load_all(text: str) -> list[HandHistory]:
    """Reads every hand of a ``.phhs`` text (tables ``[1]``, ``[2]``, ...) or of a single hand."""
    document = _parse_toml(text)
    if not _is_multi_hand(document):
        return [_history(document, _LineFinder(text))]
    hands = []
    for name, table in document.items():
        hands.append(_history(table, _LineFinder(text, section=name)))
    return hands


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
    lines.extend(f"{_toml_key(key)} = {_toml_value(value)}" for key, value in history.extra.items())
    return "\n".join(lines) + "\n"


def format_action(action: PhhAction) -> str:
    """The standard text of an action (``d dh p1 As??``, ``p2 cbr 300``)."""
    cards = "".join("??" if card is None else format_card(card) for card in action.cards)
    if action.player is None:
        target = f" p{action.target + 1}" if action.target is not None else ""
        return f"d {action.verb}{target} {cards}".rstrip()
    words = [f"p{action.player + 1}", action.verb]
    if action.amount is not None:
        words.append(str(action.amount))
    if cards:
        words.append(cards)
    if action.by_default:
        words.append(f"# {BY_DEFAULT}")
    return " ".join(words)


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
        return HandHistoryError(f"line {line}: action {text!r}: {reason}")

    body = text.partition(" #")[0].strip()  # the standard allows a trailing comment
    words = body.split()
    if len(words) < 2:
        raise fail("expected an actor and a verb, e.g. 'p1 cc' or 'd dh p1 AsKd'")
    actor, verb, rest = words[0], words[1], words[2:]
    if actor == "d":
        if verb not in DEALER_VERBS:
            raise fail(f"unknown dealer verb {verb!r}; expected one of dh, db")
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
        raise fail(f"unknown verb {verb!r}; expected one of pb, f, cc, cbr, sm")
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
    if rest:
        raise fail(f"'{verb}' takes nothing after it")
    return PhhAction(text, line, verb, player)


def _player(word: str, fail: Any, player_count: int | None) -> int:
    match = _PLAYER.fullmatch(word)
    if match is None:
        raise fail(f"{word!r} is not a player (p1, p2, ...)")
    number = int(match.group(1))
    if player_count is not None and number > player_count:
        raise fail(f"{word!r}: the hand has players p1..p{player_count}")
    return number - 1


def _cards(word: str, fail: Any) -> tuple[int | None, ...]:
    if len(word) % 2:
        raise fail(f"cards {word!r}: each card is two characters (rank, suit) or '??'")
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


class _LineFinder:
    """Line numbers for the fields and actions of one hand in the source text."""

    def __init__(self, text: str, section: str | None = None) -> None:
        self.lines = text.splitlines()
        self.start = 0
        if section is not None:
            header = re.compile(r"\s*\[\s*['\"]?" + re.escape(section) + r"['\"]?\s*\]")
            for number, source_line in enumerate(self.lines):
                if header.match(source_line):
                    self.start = number
                    break
        self._cursor = self.start

    def field(self, name: str) -> int:
        pattern = re.compile(r"\s*['\"]?" + re.escape(name) + r"['\"]?\s*=")
        for number in range(self.start, len(self.lines)):
            if pattern.match(self.lines[number]):
                return number + 1
        return self.start + 1

    def action(self, text: str) -> int:
        """The line of the next occurrence of an action string, in order."""
        if self._cursor == self.start:
            self._cursor = self.field("actions") - 1
        quoted = (json.dumps(text, ensure_ascii=False), f"'{text}'")
        for number in range(self._cursor, len(self.lines)):
            if any(q in self.lines[number] for q in quoted):
                self._cursor = number
                return number + 1
        return self._cursor + 1


def _read(path: str | Path) -> str:
    try:
        return Path(path).read_text(encoding="utf-8")
    except OSError as err:
        raise HandHistoryError(f"cannot read {str(path)!r}: {err.strerror}") from None
    except UnicodeDecodeError:
        raise HandHistoryError(f"{str(path)!r} is not UTF-8 text") from None


def _parse_toml(text: str) -> dict[str, Any]:
    try:
        return tomllib.loads(text)
    except tomllib.TOMLDecodeError as err:
        raise HandHistoryError(f"not valid TOML: {err}") from None


def _is_multi_hand(document: Mapping[str, Any]) -> bool:
    return bool(document) and all(isinstance(value, dict) for value in document.values())


def _history(document: Mapping[str, Any], where: _LineFinder) -> HandHistory:
    def fail(name: str, reason: str) -> HandHistoryError:
        return HandHistoryError(f"line {where.field(name)}: field {name!r}: {reason}")

    for name in ("variant", "antes", "starting_stacks", "actions"):
        if name not in document:
            raise HandHistoryError(
                f"line {where.start + 1}: the required field {name!r} is missing"
            )
    variant = document["variant"]
    if not isinstance(variant, str):
        raise fail("variant", "expected a string such as 'F7S'")
    stacks = _chip_list(document["starting_stacks"], "starting_stacks", fail, positive=True)
    if len(stacks) < 2:
        raise fail("starting_stacks", "a hand needs at least two players")
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
        extra=extra,
    )


def _chip(value: Any, name: str, fail: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int):
        raise fail(name, f"{value!r} is not a whole number of chips")
    if value < 0:
        raise fail(name, f"{value} is negative")
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
    raise HandHistoryError(f"cannot write {value!r} ({type(value).__name__}) to a hand history")
