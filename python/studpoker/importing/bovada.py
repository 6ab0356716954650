"""Bovada's text hands, as Bovada, Bodog and Ignition wrote them: ``Bovada Hand #2633952287
TBL#2027664 7CARD HiLo Fixed Limit - 2012-09-19 13:11:08`` (``Bodog Hand #…``, ``Ignition Hand
#…``; a tournament's ``7CARD Tournament #… TBL#…, Fixed Limit - Level 3 (100/200)``).

Players are seats (``Seat+3 [ME]: $0.50 in chips``; ``[ME]`` marks the logging player) and
every line of the play is ``Seat+N : what``: ``Ante chip $0.01``, ``Card dealt to a spot [7h 8c
Jc]`` (every seat's cards, its three on the first street, then one a street), ``Bring_in chip
$0.02``, ``Bets``, ``D bets`` or ``Double bets`` (the big bet of an open pair on fourth street),
``Raises $X`` (to X; ``Raises $X to $Y`` to Y), ``Calls $X`` (the chips added), ``All-in $X``
(the chips added), ``Checks``, ``Folds``, ``Return uncalled portion of bet $X``, ``Showdown
[…]``, ``Does not show […]``, ``Hand result $X``. Street headings (``*** 3RD STREET ***``,
``*** RIVER ***``) are written by the newer files only: a street starts where its cards are
dealt. The cash header names no stakes: they are read from the play (``stakes_seen``). The
summary's ``Total Pot($0.59) | Rake ($0.02)`` is checked. docs/importing.md (Bovada).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from studpoker.errors import HandHistoryError
from studpoker.importing.amounts import CASH_DIGITS, CHIP_DIGITS, amount
from studpoker.importing.bring_ins import BringIns
from studpoker.importing.builder import Game, HandBuilder, RefusedHand
from studpoker.importing.reading import Refusal, RoomReader
from studpoker.importing.stakes_seen import Posted, StakesSeen, settle_bring_in
from studpoker.importing.text import parse_cards, read_guarded
from studpoker.importing.unread import game_not_read, structure_not_read
from studpoker.phh.document import HandHistory

__all__ = ["Reader"]

ROOM = "bovada"
_ROOMS = r"(?:Ignition|Bovada|Bodog(?:\.com|\.eu| UK| Canada|88)?)"
_OPENING = re.compile(rf"\ufeff?{_ROOMS} Hand #")
_TITLE = re.compile(
    rf"\ufeff?{_ROOMS} Hand #C?(?P<hand>\d+):?\s+(?:(?:TBL|Zone Poker ID)#(?P<table>\S+)\s+)?"
    r"(?P<game>[A-Z0-9_]+(?: HiLo)?(?:ZonePoker)?)\s+"
    r"(?:Tournament #(?:M-)?(?P<tournament>\d+) TBL#(?P<tour_table>\d+),\s+)?(?:1 on 1 )?"
    r"(?P<limit>No Limit|Fixed Limit|Pot Limit|Turbo)?(?: ?Normal ?)?"
    r"(?:\s*- Level (?P<level>\d+) \((?P<small>[$\d,.]+)/(?P<big>[$\d,.]+)(?: USD)?\))?"
    r"(?: \[MVS\])? - (?P<date>\d{4}-\d{2}-\d{2})[ -]+(?P<time>\d{1,2}:\d{2}:\d{2})\s*"
)
_GAMES: dict[str, Game] = {
    "7CARD": "seven_card_stud",
    "7CARD HiLo": "seven_card_stud_hi_lo",
    "7CARD_HL": "seven_card_stud_hi_lo",
}
_SEAT = re.compile(
    r"(?:Seat (?P<number>\d+): (?P<name>.+?)|(?P<plus>Seat\+(?P<seat>\d+)))(?P<me> \[ME\])?:? "
    r"\(?(?P<stack>[$\d,.]+) in chips\)?(?: .*)?"
)
_LINE = re.compile(r"(?P<name>.+?)(?P<me>  ?\[ME\])? : (?P<rest>.*)")
_HEADINGS = {
    "*** HOLE CARDS ***": 0,
    "*** 3RD STREET ***": 0,
    "*** 4TH STREET ***": 1,
    "*** 5TH STREET ***": 2,
    "*** 6TH STREET ***": 3,
    "*** 7TH STREET ***": 4,
    "*** RIVER ***": 4,
}
_ACTION = re.compile(
    r"(?P<verb>Ante chip|Bring_in chip|Big blind/Bring in|Bring in|Bets|D bets|Double bets"
    r"|Raises|Calls|All-in\(raise\)|All-in|Return uncalled portion of bet|Hand result"
    r"|Hand result-Side pot|Hand Result|Hand Result-Side Pot)"
    r" (?P<amount>[$\d,.]+)(?: to (?P<to>[$\d,.]+))?"
)
_CARDS = re.compile(
    r"(?P<verb>Card dealt to a spot|Showdown|Does not show|Mucks) \[(?P<cards>[^\]]*)\].*"
)
_TIMEOUT = re.compile(r"\(timeout\)|-timeout(?=\))")
_TOTAL = re.compile(r"Total Pot\((?P<total>[^)]*)\)(?: \| Rake \((?P<rake>[^)]*)\))?.*")
# the table's goings-on, no part of the play
_ASIDES = ("Seat ", "Table ", "Sitout", "Set dealer", "Stand", "Enter", "Leave", "Re-join")


def _structure(game: str, small: int, big: int) -> int | None:
    # every hand of the logs at $0.05/$0.10 seven-card stud that posts a bring-in posts $0.02
    return 2 if (game, small, big) == ("seven_card_stud", 5, 10) else None


class Reader(RoomReader):
    room = ROOM
    marks = (" Hand #",)

    def __init__(self) -> None:
        self._bring_ins = BringIns(_structure)
        self._tables: dict[tuple[str, str, int], tuple[int, int]] = {}

    def opens(self, line: str) -> bool:
        return _OPENING.match(line) is not None

    def hand_id(self, lines: Sequence[str]) -> str | None:
        found = _TITLE.match(lines[0]) if lines else None
        return found.group("hand") if found else None

    def read(self, lines: Sequence[str], first: int) -> Iterator[HandHistory | Refusal]:
        return read_guarded(ROOM, _Hand(lines, first, self._bring_ins, self._tables))


class _Hand:
    """One hand's lines, read in order into a ``HandBuilder``."""

    def __init__(
        self,
        lines: Sequence[str],
        first: int,
        bring_ins: BringIns,
        tables: dict[tuple[str, str, int], tuple[int, int]],
    ) -> None:
        self.lines = lines
        self.first = first
        self.at = 0
        self.stray: int | None = None
        self.bring_ins = bring_ins
        self.stakes = StakesSeen(tables)
        self.builder = HandBuilder(ROOM, line=first)
        self.digits = CASH_DIGITS
        self.table = ""
        self.stated: tuple[int, int] | None = None
        self.posted: Posted | None = None
        self.dealt: set[str] = set()  # the seats dealt a card of the current street
        self.acted = False  # someone acted on the current street
        self.level = 0  # the current round's level
        self.round_in: dict[str, int] = {}  # what each seat put in this round
        self.cards: dict[str, list[int]] = {}  # each seat's cards as dealt
        self.collected = 0
        self.total: tuple[int, int, int] | None = None
        self.summary = False

    def _amount(self, text: str, line: int) -> int:
        try:
            return amount(text, self.digits)
        except HandHistoryError as err:
            raise RefusedHand(line, str(err)) from None

    def read(self) -> HandHistory:
        self._title(self.lines[0].strip(), self.first)
        for index in range(1, len(self.lines)):
            self.at = index
            text = self.lines[index].strip()
            if text:
                self._line(text, self.first + index)
        return self._finish()

    def _title(self, text: str, line: int) -> None:
        found = _TITLE.fullmatch(text)
        if found is None:
            raise RefusedHand(line, f"a Bovada title line not understood: {text!r:.80}")
        builder = self.builder
        builder.hand_id = found.group("hand")
        builder.fields["hand"] = found.group("hand")
        game = _GAMES.get(found.group("game"))
        if game is None:
            raise RefusedHand(line, game_not_read(found.group("game")))
        limit = found.group("limit") or "No Limit"
        if limit != "Fixed Limit":
            raise RefusedHand(line, structure_not_read(limit))
        builder.game = game
        self.table = found.group("tour_table") or found.group("table") or ""
        if self.table:
            builder.fields["table"] = self.table
        if found.group("tournament") is not None:
            self.digits = CHIP_DIGITS
            builder.fields["tournament"] = found.group("tournament")
            self.table = f"{found.group('tournament')}/{self.table}"
        else:
            builder.fields["currency"] = "USD"
        if found.group("level") is not None:
            builder.fields["level"] = int(found.group("level"))
            small = self._amount(found.group("small"), line)
            self.stated = (small, self._amount(found.group("big"), line))
        builder.fields["time"] = f"{found.group('date')}T{found.group('time')}"

    def _line(self, text: str, line: int) -> None:
        if self.summary:
            total = _TOTAL.fullmatch(text)
            if total is not None:
                rake = self._amount(total.group("rake"), line) if total.group("rake") else -1
                self.total = (self._amount(total.group("total"), line), rake, line)
            elif not text.startswith("Seat"):
                self.stray = self.stray or line
            return
        if text == "*** SUMMARY ***":
            self.summary = True
            return
        if text in _HEADINGS:
            self._street(_HEADINGS[text], line)
            return
        seat = _SEAT.fullmatch(text)
        if seat is not None and self.builder.street_index < 0:
            name = seat.group("plus") or seat.group("name")
            number = int(seat.group("seat") or seat.group("number"))
            self.builder.seat(number, name, self._amount(seat.group("stack"), line), line)
            if seat.group("me"):
                self.builder.fields["hero"] = name
            return
        found = _LINE.fullmatch(text)
        if found is None:
            raise RefusedHand(line, f"a line not read here: {text!r:.80}")
        rest = " ".join(_TIMEOUT.sub("", found.group("rest")).split())  # a timeout changes nothing
        self._play(found.group("name"), rest, line)

    def _street(self, index: int, line: int) -> None:
        if index != self.builder.street_index:
            self.builder.street(index, line)
        self.dealt, self.acted, self.level, self.round_in = set(), False, 0, {}

    def _play(self, name: str, rest: str, line: int) -> None:
        builder = self.builder
        if not builder.has_seat(name) or rest.startswith(_ASIDES):
            if rest.startswith(_ASIDES):
                return
            raise RefusedHand(line, f"{name!r} acts but has no seat in the hand")
        cards = _CARDS.fullmatch(rest)
        if cards is not None:
            self._cards(name, cards.group("verb"), parse_cards(cards.group("cards"), line), line)
            return
        if rest in ("Checks", "Check"):
            self._acting(line)
            builder.check(name, line)
            return
        if rest in ("Folds", "Fold"):
            self._acting(line)
            builder.fold(name, line)
            return
        found = _ACTION.fullmatch(rest)
        if found is None:
            raise RefusedHand(line, f"an action not read here: {rest!r:.80}")
        verb, chips = found.group("verb"), self._amount(found.group("amount"), line)
        if verb == "Ante chip":
            builder.post_ante(name, chips, line)
        elif verb in ("Bring_in chip", "Big blind/Bring in", "Bring in") or (
            # the first street's first action is the bring-in seat's: all in, for less
            verb == "All-in" and builder.street_index == 0 and not self.round_in
        ):
            self._acting(line)
            builder.post_bring_in(name, chips, line)
            self.posted = (name, chips, builder.put_in(name) >= builder.stack(name))
            self.level = chips
            self.round_in[name] = chips
        elif verb == "Calls":
            self._acting(line)
            builder.call(name, line, chips)
            self.round_in[name] = self.round_in.get(name, 0) + chips
        elif verb == "All-in" and builder.street_index < 0:  # all in on the ante
            builder.post_ante(name, chips, line)
        elif verb == "All-in":
            self._acting(line)
            builder.all_in(name, chips, line)
            self.round_in[name] = self.round_in.get(name, 0) + chips
            self.level = max(self.level, self.round_in[name])
        elif verb.startswith("Return"):
            builder.uncalled(name, chips, line)
        elif verb.startswith("Hand"):
            builder.collect(name, chips, line)
            self.collected += chips
        else:  # a bet, a completion or a raise, to the amount named
            self._acting(line)
            to = self._amount(found.group("to"), line) if found.group("to") else chips
            opens = self.level == 0 or (builder.street_index == 0 and self.level == self._bring())
            builder.raise_to(name, to, line)
            if verb != "All-in(raise)":
                double = verb in ("D bets", "Double bets")
                self.stakes.level(builder.street_index, to, opens=opens, big=double)
            self.level = self.round_in[name] = to

    def _bring(self) -> int:
        return self.posted[1] if self.posted is not None else 0

    def _acting(self, line: int) -> None:
        if self.builder.street_index < 0:
            raise RefusedHand(line, "an action before any card is dealt")
        self.acted = True

    def _cards(self, name: str, verb: str, cards: list[int], line: int) -> None:
        builder = self.builder
        if verb == "Card dealt to a spot":
            if builder.street_index < 0 or self.acted or name in self.dealt:
                self._street(builder.street_index + 1, line)
            self.dealt.add(name)
            self.cards.setdefault(name, []).extend(cards)
            street = builder.street_index
            if street == 0 and len(cards) == 3:
                builder.dealt(name, line, down=cards[:2], up=cards[2:])
            elif street == 4 and len(cards) == 1:
                builder.dealt(name, line, down=cards)
            elif len(cards) == 1:
                builder.dealt(name, line, up=cards)
            else:
                raise RefusedHand(line, f"{len(cards)} cards dealt on street {street + 3}")
        elif len(builder.in_hand()) > 1 and name in builder.in_hand():
            if verb == "Showdown":  # its best five: the hand shown is every card dealt
                builder.show(name, self.cards.get(name, cards), line)
            else:
                builder.muck(name, line)

    def _finish(self) -> HandHistory:
        builder = self.builder
        if self.total is None:
            raise RefusedHand(self.first + len(self.lines) - 1, "the hand has no summary's total")
        total, rake, line = self.total
        if rake < 0:  # no rake written: it is what the pots did not pay out
            rake = total - self.collected
        if builder.pot() != total or self.collected + rake != total or rake < 0:
            raise RefusedHand(
                line,
                f"the total pot ({total}) is not what was put in ({builder.pot()}), or not what "
                f"was collected ({self.collected}) and the rake ({rake})",
            )
        builder.rake = rake
        self.stakes.settle(builder, self.table, self.stated, line)
        settle_bring_in(self.bring_ins, builder, self.posted, line)
        return builder.build()
