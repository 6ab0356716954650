"""Bounds on hand-history text, checked in one linear pass before the TOML parser sees it.

The standard library's TOML parser recurses once per level of nesting (deep arrays raise
``RecursionError``) and spends time and memory quadratic in the parts of a dotted key (60 KB of
``a.a.a...`` costs gigabytes). This scan refuses text longer than ``MAX_HISTORY_TEXT``, nesting
deeper than ``MAX_HISTORY_NESTING`` and keys of more than ``MAX_HISTORY_KEY_DEPTH`` parts, naming
the line. It only tracks strings, comments, brackets and keys; the parser judges the rest.
"""

from __future__ import annotations

import re

from studpoker.errors import HandHistoryError
from studpoker.limits import MAX_HISTORY_KEY_DEPTH, MAX_HISTORY_NESTING, MAX_HISTORY_TEXT

__all__ = ["check_bounds"]

_MARK = re.compile(r"[\n#\"'\[\]{}=,.]")
# the rest of a one-line string after its opening quote (basic strings have escapes)
_BASIC_END = re.compile(r'(?:[^"\\\n]|\\.)*"')
_LITERAL_END = re.compile(r"[^'\n]*'")
_MULTI_BASIC_END = re.compile(r'(?:[^"\\]|\\.|"(?!""))*"""', re.DOTALL)


def check_bounds(text: str) -> None:
    """Raise ``HandHistoryError`` naming the line when ``text`` is out of bounds."""
    if len(text) > MAX_HISTORY_TEXT:
        raise HandHistoryError(
            f"line 1: the text holds {len(text)} characters; a hand history holds at most "
            f"{MAX_HISTORY_TEXT}"
        )
    line = 1
    opened: list[str] = []  # the brackets of values: '[' arrays, '{' inline tables
    in_key = True  # reading a key (or a table header): dots separate its parts
    parts = 1
    position = 0
    search = _MARK.search
    while (mark := search(text, position)) is not None:
        char, at = mark.group(), mark.start()
        position = at + 1
        if char == "\n":
            line += 1
            if not opened:
                in_key, parts = True, 1
        elif char == "#":
            end = text.find("\n", at)
            position = len(text) if end < 0 else end
        elif char in "\"'":
            position = _skip_string(text, at, char)
            line += text.count("\n", at, position)
        elif char == "." and in_key:
            parts += 1
            if parts > MAX_HISTORY_KEY_DEPTH:
                raise HandHistoryError(
                    f"line {line}: a key of more than {MAX_HISTORY_KEY_DEPTH} dotted parts"
                )
        elif char == "=":
            in_key = False
        elif char in "[{":
            if char == "[" and in_key and not opened:
                continue  # a table header: its name is a key
            opened.append(char)
            if len(opened) > MAX_HISTORY_NESTING:
                raise HandHistoryError(
                    f"line {line}: arrays and tables nested more than {MAX_HISTORY_NESTING} deep"
                )
            in_key, parts = char == "{", 1
        elif char in "]}":
            if opened:
                opened.pop()
            in_key = False
        elif char == "," and opened and opened[-1] == "{":
            in_key, parts = True, 1


def _skip_string(text: str, at: int, quote: str) -> int:
    """The position after the string that opens at ``at`` (the parser reports a bad one)."""
    if text.startswith(quote * 3, at):
        if quote == '"':
            end = _MULTI_BASIC_END.match(text, at + 3)
            return len(text) if end is None else end.end()
        close = text.find("'''", at + 3)
        return len(text) if close < 0 else close + 3
    end = (_BASIC_END if quote == '"' else _LITERAL_END).match(text, at + 1)
    return at + 1 if end is None else end.end()
