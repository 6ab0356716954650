"""Winamax's text hands: ``Winamax Poker - CashGame - HandId: #…`` (also ``Go Fast "…"`` and
``Tournament "…" buyIn: … level: N``), one hand after the other.

The title names the game, its structure and the stakes ``(ante/small bet/big bet)`` (``5€`` in
euros, plain numbers for play money and tournament chips), then the table (``Table: 'Pampelune'
6-max (real money)``, a tournament's ``'Name(123)#004'``, ``Seat #3 is the button`` when
logged), the seats (``Seat 1: Hero (1749.22€)``, a bounty tournament's ``(1500, 2€ bounty)``),
``*** ANTE/BLINDS ***`` with the antes, a block per street (``*** 3rd STREET ***`` or ``***
THIRD ***`` up to seventh), ``*** SHOW DOWN ***`` and ``*** SUMMARY ***`` with ``Total pot … |
Rake …``. ``calls`` and ``bets`` name the chips added, ``raises X to Y`` the new level (a short
all-in raise is written with the chips it adds: ``raises -6.10€ to 18.90€`` over a level of 25);
``collected`` includes a bet nobody called, which Winamax never returns apart.
docs/importing.md (Winamax) lists every reading.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from studpoker.errors import HandHistoryError
from studpoker.importing.amounts import CASH_DIGITS, CHIP_DIGITS, amount, currency_of
from studpoker.importing.bring_ins import BringIns
from studpoker.importing.builder import Game, HandBuilder, RefusedHand
from studpoker.importing.reading import Refusal, RoomReader
from studpoker.importing.stakes_seen import Posted, settle_bring_in
from studpoker.importing.text import Names, parse_cards, read_guarded
from studpoker.importing.unread import game_not_read, structure_not_read
from studpoker.phh.document import HandHistory

__all__ = ["Reader"]

ROOM = "winamax"
_OPENER = "Winamax Poker - "
_TITLE = re.compile(
    r"\ufeff?Winamax Poker - (?P<kind>.+?) - HandId: #(?P<hand>[\d-]+) - (?P<game>.+?) "
    r"(?P<limit>fixed limit|pot limit|no limit) \((?P<stakes>[^()]*)\) - "
    r"(?P<date>\d{4}/\d{2}/\d{2}) (?P<time>\d{1,2}:\d{2}:\d{2})(?: (?P<zone>\S+))?\s*"
)
_HAND_ID = re.compile(r"\ufeff?Winamax Poker - .*? - HandId: #(?P<hand>[\d-]+)")
_TOURNAMENT = re.compile(
    r'Tournament "(?P<name>.*)"(?: buyIn: (?P<buy_in>.*?))?(?: level: (?P<level>\d+))?'
)
_CASH_KINDS = re.compile(r'CashGame|Go Fast "[^"]*"|HOLD-UP "[^"]*"|ESCAPE "[^"]*"')
_GAMES: dict[str, Game] = {
    "7-Card Stud": "seven_card_stud",
    "7stud": "seven_card_stud",
    "7-Card Stud Hi/Lo": "seven_card_stud_hi_lo",
    "7stud8": "seven_card_stud_hi_lo",
    "Razz": "razz",
}
_TABLE = re.compile(
    r"Table: '(?P<table>.*)' (?P<max>\d+)-max \((?P<money>real money|play money)\)"
    r"(?: Seat #(?P<button>\d+) is the button)?\s*"
)
_SEAT = re.compile(r"Seat (?P<seat>\d+): (?P<name>.+) \((?P<stack>[^,()]+)(?:, [^()]* bounty)?\)")
_STREETS = {
    **{f"*** {name} STREET ***": k for k, name in enumerate(("3rd", "4th", "5th", "6th", "7th"))},
    **{f"*** {name} ***": k for k, name in enumerate(("THIRD", "FOURTH", "FIFTH", "SIXTH"))},
    "*** SEVENTH ***": 4,
}
_DEALT = re.compile(r"Dealt to (?P<rest>.+)")
_BRACKETS = re.compile(r"\[([^\]]*)\]")
_RAISE = re.compile(r"raises (?P<by>\S+) to (?P<to>\S+)")
_SHOWN = re.compile(r"(?:shows|mucks) \[(?P<cards>[^\]]*)\].*")
# "from pot", "from main pot", "from side pot 1"; a hi-lo half "from pot(HI)", "(LO)"
_COLLECTED = re.compile(
    r"collected (?P<won>\S+) from (?:the )?(?:main |side )?pot(?: \d+)? ?(?:\((?:HI|LO)\))?"
)
_TOTAL = re.compile(r"Total pot (?P<total>\S+)(?: \| (?:No rake|Rake (?P<rake>\S+)))?\s*")
_SUMMARY_CARDS = re.compile(r"Seat \d+: (?P<rest>.+)")
_ALL_IN = " and is all-in"

# The bring-in at the stakes whose logged hands post it (a hand whose low card completes at
# once does not say it): 10€ at 25€/50€, 0.02 at play money's 0.05/0.10.
_STRUCTURE = {
    (game, small, big): bring_in
    for game in ("seven_card_stud", "razz")
    for small, big, bring_in in ((2500, 5000, 1000), (5, 10, 2))
}


def _structure(game: str, small: int, big: int) -> int | None:
    return _STRUCTURE.get((game, small, big))


class Reader(RoomReader):
    room = ROOM
    marks = (_OPENER,)

    def __init__(self) -> None:
        self._bring_ins = BringIns(_structure)

    def opens(self, line: str) -> bool:
        return line.lstrip("\ufeff").startswith(_OPENER) and "HandId: #" in line

    def hand_id(self, lines: Sequence[str]) -> str | None:
        found = _HAND_ID.match(lines[0]) if lines else None
        return found.group("hand") if found else None

    def read(self, lines: Sequence[str], first: int) -> Iterator[HandHistory | Refusal]:
        return read_guarded(ROOM, _Hand(lines, first, self._bring_ins))


class _Hand:
    """One hand's lines, read in order into a ``HandBuilder``."""

    def __init__(self, lines: Sequence[str], first: int, bring_ins: BringIns) -> None:
        self.lines = lines
        self.first = first
        self.at = 0
        self.stray: int | None = None
        self.bring_ins = bring_ins
        self.builder = HandBuilder(ROOM, line=first)
        self.digits = CASH_DIGITS
        self.names = Names(())
        self.seated: list[str] = []
        self.posted: Posted | None = None
        self.shown: set[str] = set()
        self.collected = 0
        self.total: tuple[int, int, int] | None = None  # total pot, rake, and the line
        self.section = "header"

    def _amount(self, text: str, line: int) -> int:
        try:
            return amount(text, self.digits)
        except HandHistoryError as err:
            raise RefusedHand(line, str(err)) from None

    def read(self) -> HandHistory:
        builder = self.builder
        self._title(self.lines[0].rstrip())
        for index in range(1, len(self.lines)):
            self.at = index
            text = self.lines[index].strip()
            if text:
                self._line(text, self.first + index)
        if self.total is None:
            raise RefusedHand(self.first + len(self.lines) - 1, "the hand has no summary's total")
        total, rake, line = self.total
        if self.collected != total or builder.pot() != total + rake:
            raise RefusedHand(
                line,
                f"the total pot ({total}) and rake ({rake}) are not what was put in "
                f"({builder.pot()}) and collected ({self.collected})",
            )
        builder.rake = rake
        in_hand = builder.in_hand()
        if len(in_hand) > 1:
            for name in in_hand:
                if name not in self.shown:
                    builder.muck(name, line)
        settle_bring_in(self.bring_ins, builder, self.posted, line)
        return builder.build()

    # ------------------------------------------------------------------ the header
    def _title(self, text: str) -> None:
        found = _TITLE.fullmatch(text)
        if found is None:
            raise RefusedHand(self.first, f"a Winamax title line not understood: {text!r:.80}")
        builder, line = self.builder, self.first
        builder.hand_id = found.group("hand")
        builder.fields["hand"] = found.group("hand")
        game = _GAMES.get(found.group("game"))
        if game is None:
            raise RefusedHand(line, game_not_read(found.group("game")))
        if found.group("limit") != "fixed limit":
            raise RefusedHand(line, structure_not_read(found.group("limit")))
        builder.game = game
        kind = found.group("kind")
        tournament = _TOURNAMENT.fullmatch(kind)
        if tournament is not None:
            self.digits = CHIP_DIGITS
            builder.fields["tournament"] = tournament.group("name")
            if tournament.group("buy_in"):
                builder.fields["_buy_in"] = tournament.group("buy_in")
            if tournament.group("level"):
                builder.fields["level"] = int(tournament.group("level"))
        elif _CASH_KINDS.fullmatch(kind) is None:
            raise RefusedHand(line, f"a kind of game not read here: {kind!r:.40}")
        stakes = found.group("stakes").split("/")
        if len(stakes) not in (2, 3):
            raise RefusedHand(line, f"stakes not understood: {found.group('stakes')!r:.40}")
        builder.small_bet = self._amount(stakes[-2], line)
        builder.big_bet = self._amount(stakes[-1], line)
        currency = currency_of(found.group("stakes"))
        if currency is not None and tournament is None:
            builder.fields["currency"] = currency
        builder.fields["time"] = f"{found.group('date').replace('/', '-')}T{found.group('time')}"
        if found.group("zone"):
            builder.fields["time_zone"] = found.group("zone")

    # ------------------------------------------------------------------ every other line
    def _line(self, text: str, line: int) -> None:
        if text.startswith("*** "):
            self._section(text, line)
            return
        if self.section == "header":
            self._header_line(text, line)
        elif self.section == "summary":
            self._summary_line(text, line)
        elif self.section == "after":
            if self.stray is None:
                self.stray = line
        else:
            self._play_line(text, line)

    def _section(self, text: str, line: int) -> None:
        if text in _STREETS:
            self.section = "street"
            self.builder.street(_STREETS[text], line)
        elif text == "*** ANTE/BLINDS ***":
            self.section = "antes"
        elif text in ("*** SHOW DOWN ***", "*** SHOWDOWN ***"):
            self.section = "showdown"
        elif text == "*** SUMMARY ***":
            self.section = "summary"
        else:
            raise RefusedHand(line, f"a section not read here: {text!r:.60}")

    def _header_line(self, text: str, line: int) -> None:
        builder = self.builder
        table = _TABLE.fullmatch(text)
        if table is not None:
            builder.fields["table"] = table.group("table")
            builder.fields["seat_count"] = int(table.group("max"))
            if table.group("money") == "play money":
                builder.fields.pop("currency", None)
                builder.fields["play_money"] = True
            if table.group("button") is not None:
                builder.dealer_seat = int(table.group("button"))
            return
        seat = _SEAT.fullmatch(text)
        if seat is None:
            raise RefusedHand(line, f"a line not read here: {text!r:.80}")
        stack = self._amount(seat.group("stack"), line)
        builder.seat(int(seat.group("seat")), seat.group("name"), stack, line)
        self.seated.append(seat.group("name"))
        self.names = Names(self.seated)

    def _play_line(self, text: str, line: int) -> None:
        builder = self.builder
        if text.startswith("Dealt to ") and self.section == "street":
            self._dealt(text, line)
            return
        split = self.names.split(text)
        if split is None:
            raise RefusedHand(line, f"a line not read here: {text!r:.80}")
        name, rest = split[0], split[1].strip()
        if rest.endswith(_ALL_IN):
            rest = rest[: -len(_ALL_IN)]
        verb, _, figure = rest.partition(" ")
        if rest.startswith("posts ante ") and self.section == "antes":
            builder.post_ante(name, self._amount(rest[11:], line), line)
        elif verb in ("brings", "bring-in"):
            posted = self._amount(rest.removeprefix("brings in ").removeprefix("bring-in "), line)
            builder.post_bring_in(name, posted, line)
            self.posted = (name, posted, builder.put_in(name) >= builder.stack(name))
        elif verb == "calls":
            builder.call(name, line, self._amount(figure, line))
        elif verb == "bets":
            builder.raise_by(name, self._amount(figure, line), line)
        elif (raised := _RAISE.fullmatch(rest)) is not None:
            to = self._amount(raised.group("to"), line)
            self._raise(name, raised.group("by").startswith("-"), to, line)
        elif rest == "checks":
            builder.check(name, line)
        elif rest == "folds":
            builder.fold(name, line)
        elif (shown := _SHOWN.fullmatch(rest)) is not None:
            self._show(name, rest.startswith("shows"), shown.group("cards"), line)
        elif rest in ("mucks", "mucks hand", "doesn't show", "doesn't show hand"):
            self.shown.add(name)
            if len(builder.in_hand()) > 1:
                builder.muck(name, line)
        elif (won := _COLLECTED.fullmatch(rest)) is not None:
            paid = self._amount(won.group("won"), line)
            builder.collect(name, paid, line)
            self.collected += paid
        else:
            raise RefusedHand(line, f"an action not read here: {text!r:.80}")

    def _raise(self, name: str, negative: bool, to: int, line: int) -> None:
        """A raise to ``to``. A raise by a negative amount is none: the room wrote a short
        all-in raise with the chips it adds (``to``), which must be all the seat has left."""
        builder = self.builder
        if not negative:
            builder.raise_to(name, to, line)
            return
        left = builder.stack(name) - builder.put_in(name)
        if to != left:
            raise RefusedHand(line, f"{name!r} raises by a negative amount, not all-in")
        builder.all_in(name, to, line)

    def _dealt(self, text: str, line: int) -> None:
        rest = _DEALT.fullmatch(text)
        split = self.names.split(rest.group("rest")) if rest else None
        brackets = _BRACKETS.findall(split[1]) if split else []
        if split is None or not brackets:
            raise RefusedHand(line, f"a deal not understood: {text!r:.60}")
        street = self.builder.street_index
        words = brackets[-1].split() if street > 0 else " ".join(brackets).split()
        cards = [None if word == "X" else parse_cards(word, line)[0] for word in words]
        if street == 0 and len(cards) == 3:
            self.builder.dealt(split[0], line, down=cards[:2], up=cards[2:])
        elif street in (1, 2, 3) and len(cards) == 1:
            self.builder.dealt(split[0], line, up=cards)
        elif street == 4 and len(cards) == 1:
            self.builder.dealt(split[0], line, down=cards)
        else:
            raise RefusedHand(line, f"{len(cards)} card(s) dealt on street {street + 3}")

    def _show(self, name: str, shows: bool, text: str, line: int) -> None:
        cards = parse_cards(text, line)
        self.shown.add(name)
        if shows and name in self.builder.in_hand():
            self.builder.show(name, cards, line)
        elif len(self.builder.in_hand()) > 1:
            self.builder.muck(name, line)
        if len(cards) == 7:
            self.builder.reveal(name, cards, line)

    def _summary_line(self, text: str, line: int) -> None:
        total = _TOTAL.fullmatch(text)
        if total is not None:
            rake = self._amount(total.group("rake"), line) if total.group("rake") else 0
            self.total = (self._amount(total.group("total"), line), rake, line)
            return
        seat = _SUMMARY_CARDS.fullmatch(text)
        if seat is None and not text.startswith("Board: "):
            self.section = "after"
            self.stray = line
