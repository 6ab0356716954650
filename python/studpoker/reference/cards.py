"""Card text and numbers, parsed and formatted exactly like the Rust core (``card.rs``).

A card is the integer ``4 * rank + suit`` (rank 0..12 = 2..A, suit 0..3 = clubs, diamonds,
hearts, spades). Errors are ``InvalidCardError`` naming what the core's errors name (the text,
the number, the card), with Python's quoting.
"""

from __future__ import annotations

import operator
from collections.abc import Iterable

from studpoker.errors import InvalidCardError

__all__ = [
    "QUOTED_CHARS",
    "RANK_CHARS",
    "SUIT_CHARS",
    "CardLike",
    "CardsLike",
    "check_distinct",
    "format_card",
    "format_cards",
    "parse_card",
    "parse_cards",
    "quoted",
    "to_card",
    "to_cards",
]

CardLike = int | str
CardsLike = str | Iterable[CardLike]

RANK_CHARS = "23456789TJQKA"
SUIT_CHARS = "cdhs"

_SUIT_OF_CHAR = {
    **dict.fromkeys("cC♣♧", 0),
    **dict.fromkeys("dD♦♢", 1),
    **dict.fromkeys("hH♥♡", 2),
    **dict.fromkeys("sS♠♤", 3),
}

# Rust's `char::is_whitespace` (Unicode White_Space). Python's `str.isspace` differs (it also
# takes U+001C..U+001F), so the core's splitting and trimming are reproduced with this set.
_RUST_WHITESPACE = frozenset(
    "\t\n\x0b\x0c\r \x85\xa0\u1680"
    "\u2000\u2001\u2002\u2003\u2004\u2005\u2006\u2007\u2008\u2009\u200a"
    "\u2028\u2029\u202f\u205f\u3000"
)

_EXPECTED = (
    'expected a rank (2-9, T or 10, J, Q, K, A) and a suit (c d h s or ♣ ♦ ♥ ♠), e.g. "As" or "10d"'
)


QUOTED_CHARS = 40
"""The most characters of a text a refusal quotes, as the core's ``QUOTED_CHARS``."""


def quoted(text: str) -> str:
    """``text`` as a refusal quotes it: a longer one is cut to ``QUOTED_CHARS`` characters and its
    length said, as the core does."""
    if len(text) <= QUOTED_CHARS:
        return repr(text)
    return f"{text[:QUOTED_CHARS]!r}... ({len(text)} characters)"


def _invalid(text: str) -> InvalidCardError:
    return InvalidCardError(f"invalid card {quoted(text)}: {_EXPECTED}")


def _out_of_range(value: int) -> InvalidCardError:
    number = str(value)  # a huge number cut to its first digits, as the core cuts it
    shown = number if len(number) <= 80 else number[:77] + "..."
    return InvalidCardError(f"invalid card {shown}: card numbers are 0..=51 (4 * rank + suit)")


def _rust_trim(text: str) -> str:
    start, end = 0, len(text)
    while start < end and text[start] in _RUST_WHITESPACE:
        start += 1
    while end > start and text[end - 1] in _RUST_WHITESPACE:
        end -= 1
    return text[start:end]


def _ascii_upper(text: str) -> str:
    # Rust's `to_ascii_uppercase`: only a-z change ("ß".upper() would become "SS").
    return "".join(chr(ord(c) - 32) if "a" <= c <= "z" else c for c in text)


def parse_card(text: str) -> int:
    """One card: a rank (``2``-``9``, ``T`` or ``10``, ``J Q K A``, any case) then a suit."""
    trimmed = _rust_trim(text)
    if not trimmed:
        raise _invalid(text)
    rank_text, suit_char = _ascii_upper(trimmed[:-1]), trimmed[-1]
    if rank_text in ("10", "T"):
        rank = 8
    elif len(rank_text) == 1 and rank_text in RANK_CHARS:
        rank = RANK_CHARS.index(rank_text)
    else:
        raise _invalid(text)
    suit = _SUIT_OF_CHAR.get(suit_char)
    if suit is None:
        raise _invalid(text)
    return 4 * rank + suit


def _parse_run(token: str) -> list[int]:
    """Cards written back to back (``"AsKd7c"``); a rank is one character or ``10``."""
    cards = []
    i = 0
    while i < len(token):
        rank_len = 2 if token[i : i + 2] == "10" else 1
        end = i + rank_len + 1
        if end > len(token):
            raise _invalid(token[i:])
        try:
            cards.append(parse_card(token[i:end]))
        except InvalidCardError:
            # The core quotes a whole token that is one malformed card, the bad piece otherwise.
            raise _invalid(token if len(token) <= 3 else token[i:end]) from None
        i = end
    return cards


def _split_tokens(text: str) -> list[str]:
    tokens: list[str] = []
    current: list[str] = []
    for char in text:
        if char in _RUST_WHITESPACE or char == ",":
            tokens.append("".join(current))
            current = []
        else:
            current.append(char)
    tokens.append("".join(current))
    return [token for token in tokens if token]


def check_distinct(cards: list[int]) -> None:
    """Raises on the first card that appears twice."""
    seen: set[int] = set()
    for card in cards:
        if card in seen:
            raise InvalidCardError(
                f"duplicate card {format_card(card)}: a card may appear only once"
            )
        seen.add(card)


def parse_cards(cards: CardsLike) -> list[int]:
    """Cards from text (whitespace, commas or back to back) or a sequence of texts and numbers."""
    return to_cards(cards)


def to_card(item: object) -> int:
    """One card given as text or as an int ``0..51`` (a bool is an int, as in the core)."""
    if isinstance(item, str):
        return parse_card(item)
    if not isinstance(item, int):
        raise TypeError(f'a card is a str like "As" or an int 0..51, not {type(item).__name__}')
    value = int(item)
    if not 0 <= value < 52:
        raise _out_of_range(value)
    return value


def to_cards(cards: object) -> list[int]:
    """Distinct cards from text or any iterable of cards, exactly as the core reads them."""
    if isinstance(cards, str):
        parsed = [card for token in _split_tokens(cards) for card in _parse_run(token)]
        if not parsed:
            raise _invalid(cards)
    else:
        if not isinstance(cards, Iterable):
            raise TypeError(f"'{type(cards).__name__}' object is not iterable")
        parsed = [to_card(item) for item in cards]
    check_distinct(parsed)
    return parsed


def format_card(card: int) -> str:
    """A card number as text (``51 -> "As"``)."""
    value = operator.index(card)
    if not -(2**63) <= value < 2**63:
        raise OverflowError("Python int too large to convert to C long")
    value = to_card(value)
    return RANK_CHARS[value >> 2] + SUIT_CHARS[value & 3]


def format_cards(cards: CardsLike) -> str:
    """Cards as space-separated text."""
    return " ".join(format_card(card) for card in to_cards(cards))
