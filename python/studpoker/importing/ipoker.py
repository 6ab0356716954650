"""iPoker's XML sessions: a ``<session>`` whose ``<general>`` header names the game type, the
table and the currency, then one ``<game gamecode=...>`` element per hand.

The import loop cuts the source at every line that opens a session or a game (several elements
may share a line: ``<?xml ...?><session ...>``, ``</game><game ...>``, or a whole session on one
line), so a block holds some header text and the games that start in it. The header is kept as
this reader's state from one block to the next; each game is parsed on its own (``ipoker_game``)
and refused on its own. A game whose closing tag lies on the next block's first line is closed
here; a game cut short is caught by its own numbers (the bets, the streets it reached).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from xml.sax.saxutils import unescape

from studpoker.errors import HandHistoryError, StudPokerError
from studpoker.importing.amounts import CASH_DIGITS, CHIP_DIGITS, amount, currency_of
from studpoker.importing.bring_ins import BringIns
from studpoker.importing.builder import Game, RefusedHand
from studpoker.importing.ipoker_game import DECLARATION, ROOM, Session, read_game
from studpoker.importing.ipoker_stakes import Levels
from studpoker.importing.reading import Refusal, RoomReader
from studpoker.importing.unread import game_not_read, structure_not_read
from studpoker.phh.document import HandHistory

__all__ = ["Reader"]

_GAME = re.compile(r"<game[\s>]")
# a game of iPoker's own: Merge's XML writes ``<game id=...>`` and is left to its reader
_OWN_GAME = re.compile(r"<game\s+gamecode=")
_CLOSE = "</game>"
_GAME_CODE = re.compile(r'<game\s[^>]*?gamecode="([^"]*)"')
_HEADER_FIELDS = {
    name: re.compile(rf"<{name}>([^<]*)</{name}>")
    for name in (
        "mode",
        "gametype",
        "tablename",
        "tablecurrency",
        "tournamentcurrency",
        "currency",
        "tournamentcode",
        "tourcode",
        "tournamentname",
    )
}
_ENTITIES = {"&quot;": '"', "&apos;": "'"}
# "7 Card Stud L $0.05/$0.10", "7 Card Stud Hi-Lo L €0.05/€0.10", "5 Card Stud L 5/10 Ante 1";
# a tournament's names no stakes ("7 Card Stud L"): its levels live in the games' own bets
_LIMITS = r"L|FL|PL|NL|SL|LZ|LP|БЛ|Limit|Fixed limit|Pot limit|No limit"
_GAME_TYPE = re.compile(
    rf"(?P<game>.+?)\s+(?P<limit>{_LIMITS})"
    r"(?:\s+(?P<small>[^\s/]+)\s*/\s*(?P<big>[^\s/]+))?(?:\s+Ante\s+(?P<ante>\S+))?",
    re.IGNORECASE,
)
_FIXED = ("l", "fl", "limit", "fixed limit")
_GAMES: dict[str, Game] = {
    "7 card stud": "seven_card_stud",
    "7 card stud hi-lo": "seven_card_stud_hi_lo",
    "7 card stud hilow": "seven_card_stud_hi_lo",
    "7 card stud hi/lo": "seven_card_stud_hi_lo",
    "razz": "razz",
    "5 card stud": "five_card_stud",
}

# The bring-in at stakes whose every logged hand posts it (a hand whose low card completes at
# once does not say it): 0.02 at $0.05/$0.10 in each of the three games (docs/importing.md).
_STRUCTURE = {(game, 5, 10): 2 for game in ("seven_card_stud", "seven_card_stud_hi_lo")} | {
    ("five_card_stud", 5, 10): 2
}


def _structure(game: str, small: int, big: int) -> int | None:
    return _STRUCTURE.get((game, small, big))


@dataclass(slots=True)
class _Header:
    """The fields of the current session's header read so far, each with its line."""

    fields: dict[str, tuple[str, int]]
    session: Session | None = None
    refusal: str | None = None  # why the session's games cannot be read
    levels: Levels = field(default_factory=Levels)  # a tournament's stakes by level


class Reader(RoomReader):
    room = ROOM
    marks = ("<",)

    def __init__(self) -> None:
        self._header = _Header({})
        self._bring_ins = BringIns(_structure)
        self._declared: int | None = None  # the line of a DTD declaration in the document

    def opens(self, line: str) -> bool:
        if "<" not in line:
            return False
        if "<session" in line or _OWN_GAME.search(line) is not None:
            return True
        # a declaration alone (the next line says whose document it is), or before a DTD or
        # iPoker's root; one followed by another room's root (Merge's <description ...>) is
        # that room's
        declared = line.find("<?xml")
        if declared < 0:
            return False
        end = line.find("?>", declared)
        rest = line[end + 2 :].strip() if end >= 0 else ""
        return not rest or rest.startswith(("<session", "<!"))

    def hand_id(self, lines: Sequence[str]) -> str | None:
        for line in lines:
            found = _GAME_CODE.search(line)
            if found is not None:
                return found.group(1)
        return None

    def read(self, lines: Sequence[str], first: int) -> Iterator[HandHistory | Refusal]:
        text = "\n".join(lines)
        starts, position = [], 0
        for line in lines:
            starts.append(position)
            position += len(line) + 1

        def line_at(position: int) -> int:
            return first + bisect_right(starts, position) - 1

        games = [match.start() for match in _GAME.finditer(text)]
        self._read_header(text[: games[0] if games else len(text)], line_at, 0)
        for k, start in enumerate(games):
            end = games[k + 1] if k + 1 < len(games) else len(text)
            segment = text[start:end]
            close = segment.find(_CLOSE)
            if close < 0:
                element, tail = segment + _CLOSE, ""  # closed on the next block's first line
            else:
                close += len(_CLOSE)
                element, tail = segment[:close], segment[close:]
            yield self._game(element, line_at(start))
            if tail.strip():  # header text after the game: a next session's, say
                self._read_header(tail, line_at, start + close)

    def _read_header(self, text: str, line_at: Callable[[int], int], offset: int) -> None:
        """Header text: a ``<session`` starts a new header; its fields replace the old."""
        if "<?xml" in text:
            self._declared = None  # a new document
        declared = DECLARATION.search(text)
        if declared is not None:  # a DTD: the document's games are refused, never expanded
            self._declared = line_at(offset + declared.start())
        session = text.rfind("<session")
        if session >= 0:
            self._header = _Header({})
            text, offset = text[session:], offset + session
        fields = self._header.fields
        changed = False
        for name, pattern in _HEADER_FIELDS.items():
            for found in pattern.finditer(text):
                value = unescape(found.group(1), _ENTITIES).strip()
                fields[name] = (value, line_at(offset + found.start()))
                changed = True
        if changed or session >= 0:
            self._header.session, self._header.refusal = _session(fields)

    def _game(self, element: str, line: int) -> HandHistory | Refusal:
        hand = self.hand_id([element[:200]])
        header = self._header
        if self._declared is not None:
            reason = f"a DOCTYPE or ENTITY declaration at line {self._declared} (never expanded)"
            return Refusal(ROOM, hand, line, reason)
        if header.session is None:
            reason = header.refusal or "a game outside any session header"
            return Refusal(ROOM, hand, line, reason)
        try:
            return read_game(element, line, header.session, self._bring_ins, header.levels)
        except RefusedHand as err:
            return Refusal(ROOM, hand, err.line, err.reason)
        except (HandHistoryError, StudPokerError) as err:
            return Refusal(ROOM, hand, line, str(err))
        except (ValueError, KeyError, IndexError, AttributeError, TypeError) as err:
            # the last guard: a shape of element no check above foresaw
            return Refusal(ROOM, hand, line, f"the game cannot be read: {err!r}")


def _session(fields: dict[str, tuple[str, int]]) -> tuple[Session | None, str | None]:
    """The session a header describes, or why its games cannot be read."""
    if "gametype" not in fields:
        return None, "the session's header names no game type"
    text, line = fields["gametype"]
    found = _GAME_TYPE.fullmatch(text)
    game = _GAMES.get(" ".join(found.group("game").casefold().split())) if found else None
    if found is None or game is None:
        name = found.group("game") if found is not None else text
        return None, f"line {line}: {game_not_read(name)}"
    if found.group("limit").casefold() not in _FIXED:
        return None, f"line {line}: {structure_not_read(found.group('limit'))}"
    tournament = next(
        (fields[name][0] for name in ("tournamentcode", "tourcode") if name in fields), None
    )
    staked = found.group("small") is not None
    if tournament is None and ("tournamentname" in fields or not staked):
        tournament = fields.get("tournamentname", (text, 0))[0]
    # a tournament counts chips; a cash game cents (play money too: its chips are whole)
    digits = CHIP_DIGITS if tournament is not None else CASH_DIGITS
    small = big = None
    try:
        if staked:
            small = amount(found.group("small"), digits)
            big = amount(found.group("big"), digits)
    except HandHistoryError as err:
        return None, f"line {line}: the stakes of {text!r}: {err}"
    play = fields.get("mode", ("", 0))[0].casefold() in ("play", "fun")
    currency = None
    if play:
        currency = "play"
    elif tournament is None:
        currency = fields.get("tablecurrency", (None, 0))[0] or currency_of(text)
        if currency is None and "currency" in fields:
            currency = fields["currency"][0] or None
        if currency is None or currency.casefold() == "fun":
            currency = "play"  # a cash table that names no currency plays for play money
    table = fields["tablename"][0] if "tablename" in fields else None
    return Session(game, small, big, table, currency, tournament, digits), None
