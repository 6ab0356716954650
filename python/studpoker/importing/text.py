"""What the text readers of the rooms share: a seated player's name at the start of a line,
cards as the rooms print them, and a street's new cards sorted into down and up cards.

Names come first in a room's action lines and may hold spaces (``FILL A RACK folds``), so a line
is matched against the seated names, longest first, never split at the first space.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator, Sequence
from typing import Protocol

from studpoker._core import parse_card
from studpoker.errors import HandHistoryError, StudPokerError
from studpoker.games.profiles import Face
from studpoker.importing.builder import RefusedHand
from studpoker.importing.reading import Refusal
from studpoker.phh.document import HandHistory

__all__ = ["Names", "parse_cards", "split_street_cards"]

_CARD = re.compile(r"(10|[2-9TJQKAtjqka])([cdhsCDHS])")
_SEPARATORS = re.compile(r"[\s,]+")


class Names:
    """The players seated in one hand, to find which one a line begins with."""

    __slots__ = ("_by_first_word",)

    def __init__(self, names: Iterable[str]) -> None:
        # each name under its first word (up to a space or a colon), longest name first
        self._by_first_word: dict[str, list[str]] = {}
        for name in sorted(names, key=len, reverse=True):
            self._by_first_word.setdefault(_first_word(name), []).append(name)

    def split(self, line: str) -> tuple[str, str] | None:
        """``(name, rest)`` when ``line`` starts with a seated name followed by a space or a
        colon (``rest`` begins with that separator); ``None`` otherwise."""
        for name in self._by_first_word.get(_first_word(line), ()):
            if line.startswith(name) and line[len(name) : len(name) + 1] in (" ", ":"):
                return name, line[len(name) :]
        return None


def _first_word(text: str) -> str:
    return text.partition(" ")[0].partition(":")[0]


def parse_cards(text: str, line: int) -> list[int]:
    """Cards written ``Ah Kd``, ``Ah, Kd`` or ``10h``; a word that is no card refuses the hand."""
    cards: list[int] = []
    for word in _SEPARATORS.split(text.strip()):
        if not word:
            continue
        found = _CARD.fullmatch(word)
        if found is None:
            raise RefusedHand(line, f"{word!r:.20} is not a card")
        rank = "T" if found.group(1) == "10" else found.group(1).upper()
        try:
            cards.append(parse_card(rank + found.group(2).lower()))
        except (StudPokerError, ValueError):
            raise RefusedHand(line, f"{word!r:.20} is not a card") from None
    return cards


def split_street_cards(
    faces: Sequence[Face], cards: Sequence[int], line: int
) -> tuple[list[int], list[int]]:
    """A street's new cards as a room lists them for one seat: all of them in dealing order, or
    only its up cards (another player's hole cards are not shown). Returns ``(down, up)``."""
    if len(cards) == len(faces):
        down = [card for card, face in zip(cards, faces, strict=True) if face == "down"]
        up = [card for card, face in zip(cards, faces, strict=True) if face == "up"]
        return down, up
    if len(cards) == sum(face == "up" for face in faces):
        return [], list(cards)
    raise RefusedHand(line, f"{len(cards)} new card(s) on a street that deals {len(faces)}")


class LineHand(Protocol):
    """A hand being read line by line: where it is, and any text after its end."""

    first: int
    at: int
    stray: int | None

    def read(self) -> HandHistory:
        """The hand's history, read to its end."""
        ...


def read_guarded(room: str, hand: LineHand) -> Iterator[HandHistory | Refusal]:
    """``hand`` read, with the last guard of a line-by-line reader: whatever its checks did not
    foresee refuses this hand alone, at the line it was reading; then the text after the hand's
    end, if any, refused on its own."""
    try:
        history = hand.read()
    except HandHistoryError:
        raise
    except (ValueError, IndexError, KeyError, TypeError, AttributeError) as err:
        raise RefusedHand(hand.first + hand.at, f"a line not understood ({err})") from None
    yield history
    if hand.stray is not None:
        yield Refusal(room, None, hand.stray, "text after the hand that is no hand")
