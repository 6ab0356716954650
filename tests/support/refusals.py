"""Refusals compared by what they say, not by how they say it.

The reference raises the core's error classes and names the same facts (the text it could not
read, seats, rows, cards, amounts), in its own words and with Python's quoting (``repr``) where
the core quotes as Rust's ``{:?}`` does. So two refusals agree when their classes are the same
and their facts are.
"""

from __future__ import annotations

import re
from collections import Counter

# A quoted text as either language writes it: "..." (Rust, or Python for text holding a ') or
# '...' (Python), with backslash escapes inside.
_QUOTED = re.compile(r'"((?:[^"\\]|\\.)*)"|\'((?:[^\'\\]|\\.)*)\'', re.DOTALL)
# The escapes of both: Rust's \u{301}; Python's \xe9, \u0301 and \U0001f0a1; one-letter ones.
_ESCAPE = re.compile(r"\\(u\{[0-9a-f]+\}|x[0-9a-f]{2}|u[0-9a-f]{4}|U[0-9a-f]{8}|.)", re.DOTALL)
_SHORT_ESCAPES = {"n": "\n", "t": "\t", "r": "\r", "0": "\0"}
# Outside quotes: whole numbers (seats, rows, amounts, card numbers) and card names.
_BARE = re.compile(r"-?\d+|\b(?:10|[2-9TJQKA])[cdhs]\b")


def _unescape(body: str) -> str:
    def one(match: re.Match[str]) -> str:
        escape = match.group(1)
        if escape.startswith("u{"):
            return chr(int(escape[2:-1], 16))
        if len(escape) > 1:
            return chr(int(escape[1:], 16))
        return _SHORT_ESCAPES.get(escape, escape)

    return _ESCAPE.sub(one, body)


def facts(message: str) -> Counter[str]:
    """The facts a message names: each quoted text (unquoted, unescaped), then the numbers and
    card names of the words around them."""
    named: Counter[str] = Counter()
    for match in _QUOTED.finditer(message):
        body = match.group(1) if match.group(1) is not None else match.group(2)
        named["text " + _unescape(body)] += 1
    for word in _BARE.findall(_QUOTED.sub(" ", message)):
        named[word] += 1
    return named


def assert_same_refusal(core: BaseException, reference: BaseException) -> None:
    """The core's and the reference's refusals of one input: one class, the same facts."""
    assert type(core) is type(reference), (core, reference)
    assert facts(str(core)) == facts(str(reference)), (str(core), str(reference))


def refusal(error: BaseException) -> tuple[str, Counter[str]]:
    """A refusal as comparable data: its class name and its facts."""
    return type(error).__name__, facts(str(error))


def quoted(text: str) -> str:
    """A pattern for ``text`` quoted by either side (for ``pytest.raises(match=...)``)."""
    return f"[\"']{re.escape(text)}[\"']"
