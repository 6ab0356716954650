"""The Winning Poker Network's current text hands (``Hand #85198832 - 7Stud(Fixed Limit) -
$0.04/$0.08 - 2019/07/28 16:15:58 UTC``), as ACR and its sister rooms write them since 2019.

A hand is its title (the number, ``Tournament #…`` and ``Level …`` in a tournament, the game
and structure, the small and big bets), the table (``Gorham 8-max``, with ``(Play Money)`` and
``Seat #N is the button`` where written), the seats (``Seat 1: Hero ($0.39)``, ``is sitting
out``), the antes, then each street under ``*** 3rd STREET ***`` to ``*** 7th STREET ***`` with
the pot so far, the cards (``Dealt to Hero [As 2s Qs] [3c]``: the cards held, then the new ones;
another player's up cards alone) and the actions (``brings in $0.02``, ``calls $0.02`` and
``bets $0.08`` the chips added, ``raises $0.04 to $0.04`` the chips added and the round's total,
``and is all-in``), the uncalled bet given back, the showdown, and ``*** SUMMARY ***`` with the
pot after the rake, the rake, and each seat's end (``did not show and won $0.36``, ``showed
[…] and won $X with …``). docs/importing.md (Winning Poker Network) lists every reading.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from studpoker.games.profiles import Face
from studpoker.importing import winning_old
from studpoker.importing.amounts import currency_of
from studpoker.importing.bring_ins import BringIns, without_betting
from studpoker.importing.builder import Game, HandBuilder, RefusedHand
from studpoker.importing.reading import Refusal, RoomReader
from studpoker.importing.readings import room_profile
from studpoker.importing.text import Names, parse_cards, read_guarded, split_street_cards
from studpoker.importing.unread import game_not_read, structure_not_read
from studpoker.importing.winning_words import units
from studpoker.phh.document import HandHistory

__all__ = ["Reader"]

ROOM = "winning"
_MONEY = r"[$€£]?[\d.,]+K?"
_TITLE = re.compile(
    r"(?:Game )?Hand #(?P<hand>\d+) - (?:(?:[$\d.,K]+ GTD )?Tournament #(?P<tournament>\d+) - )?"
    r"(?P<game>[^()]+?)\((?P<limit>[^()]+)\) - (?:Level (?P<level>\w+) )?"
    rf"\(?(?P<small>{_MONEY})/(?P<big>{_MONEY})\)? ?- "
    r"(?P<date>\d{4}/\d{2}/\d{2}) (?P<time>\d{1,2}:\d{2}:\d{2})(?: (?P<zone>\S+))?\s*"
)
_OPENING = re.compile(r"(?:Game )?Hand #\d+ - ")
_GAMES: dict[str, Game] = {
    "7Stud": "seven_card_stud",
    "7Stud H/L": "seven_card_stud_hi_lo",
    "7Stud HiLo": "seven_card_stud_hi_lo",
    "Razz": "razz",
    "5Stud": "five_card_stud",
}
_TABLE = re.compile(
    r"(?P<table>.+?)(?: (?P<max>\d+)-max)?(?P<play> \(Play Money\))?"
    r"(?: Seat #(?P<button>\d+) is the button)?\s*"
)
_SEAT = re.compile(rf"Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>{_MONEY})\)(?P<rest>.*)")
_STREET = re.compile(r"\*\*\* (?P<n>\d)(?:st|nd|rd|th) STREET \*\*\*\s*", re.IGNORECASE)
_POT_SO_FAR = re.compile(rf"(?:Main|Side) pot(?: \d+)? {_MONEY}.*")
_DEALT = re.compile(r"Dealt to (?P<rest>.+?)\s*")
_BRACKETS = re.compile(r"\[(?P<cards>[^\]]*)\]")
_ALL_IN = r"(?: and is all-in)?"
_ACTION = re.compile(
    rf" (?P<verb>posts ante|brings[- ]in(?: low)?|bets|calls|caps|cap) (?P<money>{_MONEY})"
    rf"| raises (?P<by>{_MONEY})(?: to (?P<to>{_MONEY}))?"
    r"| (?P<bare>checks|folds|does not show|mucks|is sitting out|sits out)"
    r"| (?:shows|mucks) \[(?P<shown>[^\]]*)\].*"
    rf"| collected (?P<collected>{_MONEY}).*"
)
_ACTION_END = re.compile(_ALL_IN + r"\s*$")
_UNCALLED = re.compile(rf"Uncalled bet \((?P<money>{_MONEY})\) returned to (?P<name>.+?)\s*")
_TOTAL = re.compile(
    rf"Total pot (?P<pot>{_MONEY})(?: \| Rake (?P<rake>{_MONEY}))?"
    rf"(?: \| JP Fee (?P<jp>{_MONEY}))?.*",
    re.IGNORECASE,
)
_SUMMARY_SEAT = re.compile(r"Seat (?P<seat>\d+): (?P<rest>.+)")
# each half a seat won: "won $0.41 with HI: …", ", and won ($0.41) with LO: …"
_SEAT_WON = re.compile(rf"\b(?:won|collected) \(?(?P<money>{_MONEY})\)?")
_SEAT_CARDS = re.compile(r"(?:showed|mucked) \[(?P<cards>[^\]]*)\]")


class Reader(RoomReader):
    """Both formats: a hand is read by the one whose first line opens it."""

    room = ROOM
    marks = ("Hand #", winning_old.OPENER)

    def __init__(self) -> None:
        self._bring_ins = BringIns()
        self._old_bring_ins = BringIns()

    def opens(self, line: str) -> bool:
        line = line.lstrip("\ufeff")
        return (_OPENING.match(line) is not None and "(" in line) or winning_old.opens(line)

    def hand_id(self, lines: Sequence[str]) -> str | None:
        if lines and winning_old.opens(lines[0]):
            return winning_old.hand_id(lines)
        found = _OPENING.match(lines[0].lstrip("\ufeff")) if lines else None
        if found is None:
            return None
        return found.group(0).split("#")[1].split(" ")[0]

    def read(self, lines: Sequence[str], first: int) -> Iterator[HandHistory | Refusal]:
        if winning_old.opens(lines[0]):
            return winning_old.read(lines, first, self._old_bring_ins)
        return read_guarded(self.room, _Hand(lines, first, self._bring_ins))


class _Hand:
    """One hand's lines, read in order into a ``HandBuilder``."""

    def __init__(self, lines: Sequence[str], first: int, bring_ins: BringIns) -> None:
        self.lines = lines
        self.first = first
        self.bring_ins = bring_ins
        self.at = 0
        self.stray: int | None = None
        self.builder = HandBuilder(ROOM, line=first)
        self.faces: list[tuple[Face, ...]] = []
        self.bring_in: tuple[str, int] | None = None
        self.betting = False  # whether anyone bet, called, checked or folded
        self.shows: list[tuple[str, list[int], int]] = []
        self.collected: dict[str, int] = {}
        self.rake: int | None = None
        # tournament and play-money chips are whole: the room splits a pot in whole chips
        self.scale = 1

    def _line(self, index: int) -> int:
        return self.first + index

    def _units(self, text: str, index: int) -> int:
        value = units(text, self._line(index))
        if value % self.scale:
            raise RefusedHand(self._line(index), f"{text!r:.30} is finer than a chip")
        return value // self.scale

    def _next(self) -> tuple[int, str] | None:
        while self.at < len(self.lines):
            index, text = self.at, self.lines[self.at]
            self.at += 1
            if text.strip():
                return index, text.rstrip()
        return None

    # ------------------------------------------------------------------ the hand
    def read(self) -> HandHistory:
        self._title()
        names = self._seats()
        self._play(names)
        return self.builder.build()

    def _title(self) -> None:
        found = _TITLE.fullmatch(self.lines[0].lstrip("\ufeff"))
        if found is None:
            raise RefusedHand(self.first, "a Winning title line not understood")
        builder = self.builder
        builder.hand_id = builder.fields["hand"] = found.group("hand")
        table_line = self.lines[1] if len(self.lines) > 1 else ""
        if found.group("tournament") or "(Play Money)" in table_line:
            self.scale = 100  # amounts in chips, not hundredths
        game = _GAMES.get(found.group("game").strip())
        if game is None:
            raise RefusedHand(self.first, game_not_read(found.group("game").strip()))
        if found.group("limit") != "Fixed Limit":
            raise RefusedHand(self.first, structure_not_read(found.group("limit")))
        builder.game = game
        self.faces = [street.cards for street in room_profile(ROOM, game).streets]
        builder.small_bet = self._units(found.group("small"), 0)
        builder.big_bet = self._units(found.group("big"), 0)
        builder.fields["time"] = f"{found.group('date').replace('/', '-')}T{found.group('time')}"
        if found.group("zone"):
            builder.fields["time_zone"] = found.group("zone")
        if found.group("tournament"):
            builder.fields["tournament"] = found.group("tournament")
            if found.group("level"):
                builder.fields["level"] = found.group("level")
        currency = currency_of(found.group("small"))
        if currency is not None and not found.group("tournament"):
            builder.fields["currency"] = currency
        self.at = 1
        table = self._next()
        named = _TABLE.fullmatch(table[1]) if table else None
        if table is None or named is None or table[1].startswith("Seat "):
            raise RefusedHand(self._line(self.at - 1), "the table line is missing")
        builder.fields["table"] = named.group("table")
        if named.group("max"):
            builder.fields["max_seats"] = int(named.group("max"))
        if named.group("play"):
            builder.fields["currency"] = "play"
        if named.group("button"):
            builder.dealer_seat = int(named.group("button"))

    def _seats(self) -> Names:
        names: list[str] = []
        while (item := self._next()) is not None:
            index, text = item
            found = _SEAT.fullmatch(text)
            if found is None:
                self.at = index
                break
            stack = self._units(found.group("stack"), index)
            self.builder.seat(
                int(found.group("seat")), found.group("name"), stack, self._line(index)
            )
            names.append(found.group("name"))
        if not names:
            raise RefusedHand(self._line(self.at - 1), "the hand seats nobody")
        return Names(names)

    # ------------------------------------------------------------------ the play
    def _play(self, names: Names) -> None:
        builder = self.builder
        while (item := self._next()) is not None:
            index, text = item
            line = self._line(index)
            if text.startswith("*** SUMMARY ***"):
                self._showdown(line)
                self._summary(names)
                return
            if (street := _STREET.fullmatch(text)) is not None:
                self._street(int(street.group("n")), line)
            elif text.startswith("*** "):
                continue  # *** SHOW DOWN *** and the like: the lines after it tell
            elif _POT_SO_FAR.fullmatch(text):
                continue
            elif text.startswith("Dealt to "):
                self._dealt(text, index, names)
            elif (uncalled := _UNCALLED.fullmatch(text)) is not None:
                chips = self._units(uncalled.group("money"), index)
                builder.uncalled(uncalled.group("name"), chips, line)
            else:
                split = names.split(text)
                rest = _ACTION_END.split(split[1])[0] if split else ""
                found = _ACTION.fullmatch(rest) if split else None
                if split is None or found is None:
                    raise RefusedHand(line, f"a line not understood: {text!r:.60}")
                self._act(split[0], found, index)
        raise RefusedHand(self._line(len(self.lines) - 1), "the hand is cut short: no summary")

    def _street(self, number: int, line: int) -> None:
        """``3rd`` is the first deal in seven-card stud, ``2nd`` in five-card stud."""
        street = number - (len(self.faces) - 2)
        if street != self.builder.street_index + 1 or street >= len(self.faces):
            raise RefusedHand(line, f"street {number} is not the next street of this game")
        self.builder.street(street, line)

    def _dealt(self, text: str, index: int, names: Names) -> None:
        line = self._line(index)
        rest = _DEALT.fullmatch(text)
        split = names.split(rest.group("rest")) if rest else None
        brackets = _BRACKETS.findall(split[1]) if split else []
        if split is None or not brackets or self.builder.street_index < 0:
            raise RefusedHand(line, f"a deal not understood: {text!r:.60}")
        cards = parse_cards(brackets[-1], line)
        faces = self.faces[self.builder.street_index]
        down, up = split_street_cards(faces, cards, line)
        self.builder.dealt(split[0], line, down=down, up=up)

    def _act(self, name: str, found: re.Match[str], index: int) -> None:
        builder, line = self.builder, self._line(index)
        verb, bare = found.group("verb"), found.group("bare")
        if (
            found.group("by")
            or bare in ("checks", "folds")
            or verb in ("bets", "calls", "caps", "cap")
        ):
            self.betting = True
        if verb == "posts ante":
            builder.post_ante(name, self._units(found.group("money"), index), line)
        elif verb is not None and verb.startswith("brings"):
            chips = self._units(found.group("money"), index)
            builder.post_bring_in(name, chips, line)
            self.bring_in = (name, chips)
        elif verb == "calls":
            builder.call(name, line, self._units(found.group("money"), index))
        elif verb is not None:  # bets, caps: the chips added
            builder.raise_by(name, self._units(found.group("money"), index), line)
        elif found.group("by") is not None:
            to = found.group("to")
            if to is not None:
                builder.raise_to(name, self._units(to, index), line)
            else:
                builder.raise_by(name, self._units(found.group("by"), index), line)
        elif bare == "checks":
            builder.check(name, line)
        elif bare == "folds":
            builder.fold(name, line)
        elif bare in ("does not show", "mucks"):
            self.shows.append((name, [], line))
        elif found.group("shown") is not None:
            self.shows.append((name, parse_cards(found.group("shown"), line), line))
        elif found.group("collected") is not None:
            chips = self._units(found.group("collected"), index)
            self.collected[name] = self.collected.get(name, 0) + chips
        # sitting out: no play

    def _showdown(self, line: int) -> None:
        builder = self.builder
        live = set(builder.in_hand())
        total = sum(len(faces) for faces in self.faces)
        for name, cards, at in self.shows:
            if len(live) > 1 and name in live:
                if cards:
                    builder.show(name, cards, at)
                else:
                    builder.muck(name, at)
            if len(cards) == total:
                builder.reveal(name, cards, at)
        builder.return_uncalled(line)

    # ------------------------------------------------------------------ the summary
    def _summary(self, names: Names) -> None:
        builder = self.builder
        won: dict[str, int] = {}
        halves: dict[str, dict[str, int]] = {"HI": {}, "LO": {}}  # each half's winners
        rake: int | None = None
        while (item := self._next()) is not None:
            index, text = item
            line = self._line(index)
            if (total := _TOTAL.fullmatch(text)) is not None:
                rake = sum(
                    self._units(total.group(k), index) for k in ("rake", "jp") if total.group(k)
                )
                continue
            seat = _SUMMARY_SEAT.fullmatch(text)
            split = names.split(seat.group("rest")) if seat else None
            if split is None:
                if text.startswith("Board ") or text.startswith("*** "):
                    continue
                self.stray = line
                break
            name, rest = split
            for paid in _SEAT_WON.finditer(rest):
                chips = self._units(paid.group("money"), index)
                won[name] = won.get(name, 0) + chips
                half = rest[paid.end() :].lstrip().removeprefix("with ")[:2]
                if half in halves:
                    halves[half][name] = halves[half].get(name, 0) + chips
            shown = _SEAT_CARDS.search(rest)
            if shown is not None:
                cards = parse_cards(shown.group("cards"), line)
                if len(cards) == sum(len(faces) for faces in self.faces):
                    builder.reveal(name, cards, line)
        for name, chips in (won or self.collected).items():
            builder.collect(name, chips, self.first)
        if rake is None:
            raise RefusedHand(self.first, "the summary gives no total pot and rake")
        builder.rake = builder.unclaimed()
        if builder.rake != rake:
            raise RefusedHand(self.first, f"the pots keep {builder.rake}, the rake is {rake}")
        _odd_chip(builder, halves)
        stakes = (builder.small_bet or 0, builder.big_bet or 0)
        if self.bring_in is None and not self.betting:
            without_betting(builder)
        else:
            self.bring_ins.settle(builder, self.bring_in, stakes, self.first)


def _odd_chip(builder: HandBuilder, halves: dict[str, dict[str, int]]) -> None:
    """The half that took the odd chip of the halving (rules §5.3, a **Choice**), read from the
    hand's own numbers: in a hand of one pot (a seat's line names the half it won, not the pot)
    split between seats of one half each, the high half is the larger by the odd chip under
    the high-half reading; a low half one chip larger was paid by the low-half reading
    (``odd_chip_half = "low"``). Other hands keep the room's reading."""
    low, high = sum(halves["LO"].values()), sum(halves["HI"].values())
    if high and low == high + 1 and builder.one_pot():
        builder.choices["odd_chip_half"] = "low"
