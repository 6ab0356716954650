"""Full Tilt Poker's text hand histories (``Full Tilt Poker Game #…``), cash and tournament.

A hand is its header line (hand number, tournament, table, stakes, game, time), the seats, the
antes, one ``*** 3RD STREET ***`` block per street (``*** 2ND STREET ***`` first in five-card
stud) with ``Dealt to`` lines and the actions, an optional ``*** SHOW DOWN ***`` and a
``*** SUMMARY ***`` with the total pot and the rake. Amounts are what the seat adds (``calls
$2``, ``bets $3``) except ``completes it to`` and ``raises to``, which name the round's new level.
docs/importing.md (Full Tilt) lists every reading.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from studpoker.errors import HandHistoryError
from studpoker.games.profiles import Face
from studpoker.importing.amounts import CASH_DIGITS, CHIP_DIGITS, amount, currency_of
from studpoker.importing.builder import Game, HandBuilder, RefusedHand
from studpoker.importing.reading import Refusal, RoomReader
from studpoker.importing.room_profiles import room_profile
from studpoker.importing.text import Names, parse_cards, read_guarded, split_street_cards
from studpoker.importing.unread import game_not_read
from studpoker.phh.document import HandHistory

__all__ = ["Reader"]

_OPENERS = ("Full Tilt Poker Game #", "FullTiltPoker Game #", "\ufeffFull Tilt Poker Game #")
# an amount of the stakes: ``$0.50``, ``1,000``, a tournament's ``50K`` (thousands)
_STAKE = r"[$€£]?[\d.,]+[Kk]?"
_STAKES = rf"{_STAKE}/{_STAKE}(?: Ante {_STAKE})?"
# the mixed game a hand belongs to, written beside its game (`` - HORSE - ``, ``8-Game``)
_MIX = r"(?:\d+-Game(?: Mixed)?|HA|HEROS|HO|HOE|HORSE|HOSE|OA|OE|SE|Mixed [\w' ]+?)"
_HEADER = re.compile(
    r"\ufeff?Full ?Tilt ?Poker Game #(?P<hand>\d+): "
    r"(?:(?P<tournament_name>.+?) \((?P<tournament>\d+)\), )?"
    r"(?:Table |Match )?(?P<table>.+?) - "
    rf"(?:(?P<mix>{_MIX}) - )?"
    rf"(?:(?P<stakes>{_STAKES}) - (?:(?P<mix_before>{_MIX}) - )?(?P<game>(?:(?! - ).)+)"
    rf"|(?P<game_first>(?:(?! - ).)+) - (?P<stakes_after>{_STAKES}))"
    rf"(?: - (?P<mix_after>{_MIX}))?"
    r" - (?P<time>\d{1,2}:\d{2}(?::\d{2})?) (?P<zone>[A-Za-z]{1,5}) - "
    r"(?:(?P<date>\d{4}/\d{2}/\d{2})|\w+, (?P<month>[A-Z][a-z]+) (?P<day>\d{1,2}), (?P<year>\d{4}))"
    r"(?: \[[^\]]*\])?(?P<partial> \(partial\))?\s*"
)
_MONTHS = {
    name: number
    for number, name in enumerate(
        (
            "January", "February", "March", "April", "May", "June", "July", "August",
            "September", "October", "November", "December",
        ),
        start=1,
    )
}  # fmt: skip
_HAND_ID = re.compile(r"Game #(\d+)")
_STAKE_PARTS = re.compile(r"(?P<small>[^/]+)/(?P<big>\S+)(?: Ante (?P<ante>\S+))?")
_STRUCTURE = re.compile(r"(?P<structure>No Limit|Pot Limit|Limit|NL|PL|FL) (?P<name>.+)")
# the room's names of its stud games, in any case (``RAZZ`` too)
_NAMES: tuple[tuple[Game, tuple[str, ...]], ...] = (
    ("seven_card_stud", ("Stud Hi", "Stud", "7 Card Stud", "7 Card Stud Hi", "7 Stud")),
    (
        "seven_card_stud_hi_lo",
        ("Stud H/L", "Stud Hi/Lo", "7 Card Stud Hi/Lo", "7 Card Stud H/L", "7 Stud Hi/Lo"),
    ),
    ("razz", ("Razz",)),
    ("five_card_stud", ("5 Card Stud", "5 Card Stud Hi", "5-Card Stud", "5-Card Stud Hi")),
)
_GAMES: dict[str, Game] = {name.casefold(): game for game, names in _NAMES for name in names}
_FIRST_STREET = {"five_card_stud": 2}  # the number of a game's first street; 3 for the others

_SEAT = re.compile(
    r"Seat (?P<seat>\d+): (?P<name>.+) \((?P<stack>[^()]*)\)(?P<out>, is sitting out)?"
)
# later files add the pot so far: ``*** 3RD STREET *** (Total Pot: 1,050, 7 Players, 1 All-In)``;
# a last street the stub cannot deal to everyone is one community card, named in its brackets
_STREET = re.compile(
    r"\*\*\* (?P<number>\d)(?:ST|ND|RD|TH) STREET \*\*\*(?: \[(?P<board>[^\]]*)\])?"
    r"(?: \(Total Pot: [^()]*\))?\s*"
)
_DEALT = re.compile(r"Dealt to (?P<rest>.+)")
_BRACKETS = re.compile(r"\[([^\]]*)\]")
# an uncalled bet, or the ante of a hand nobody else played coming back
_UNCALLED = re.compile(r"(?:Uncalled bet|Ante) of (?P<amount>.+) returned to (?P<name>.+)")
_TOTAL = re.compile(r"Total pot (?P<pot>\S+)(?: .*)? \| Rake (?P<rake>\S+)")
_SUMMARY_SEAT = re.compile(r"Seat (?P<seat>\d+): (?P<rest>.+)")
_MUCKED = re.compile(r"mucked \[(?P<cards>[^\]]*)\]")
_ALL_IN = ", and is all in"

# what a seated player does, after its name
_ACTION = re.compile(
    r" (?:(?P<verb>antes|brings in for|completes it to|bets|raises to|calls)"
    r" (?P<amount>[^,\s]+(?:,\d{3})*(?:\.\d+)?)"
    r"(?:, and is all in)?"
    r"|(?P<bare>checks|folds|mucks)"
    r"|shows \[(?P<shown>[^\]]*)\].*"
    r"|shows (?!\[).+"
    r"|(?:wins|ties for) .*?\((?P<won>[^)]+)\).*"
    r"|is (?:low|high) with \[[^\]]*\])"
)
# lines that change nothing in the hand: clock, seating and chips added between hands, chat
_NOISE = re.compile(
    r".*(?: has \d+ seconds left to act| seconds left to act| sits down| stands up"
    r"| adds \S+| is sitting out| sits out| has returned| has timed out| has reconnected"
    r"| has been disconnected| is disconnected| is connected| has requested TIME)"
    r"|The button is in seat #\d+"
    r"|[^:\[\]]{1,40}: .*"
)


class Reader(RoomReader):
    room = "full_tilt"
    marks = ("Game #",)

    def __init__(self) -> None:
        # the bring-in posted at each stakes in this source, for the hands that do not log one
        self._bring_ins: dict[tuple[str, str], int] = {}

    def opens(self, line: str) -> bool:
        return line.startswith(_OPENERS)

    def hand_id(self, lines: Sequence[str]) -> str | None:
        found = _HAND_ID.search(lines[0]) if lines else None
        return found.group(1) if found else None

    def read(self, lines: Sequence[str], first: int) -> Iterator[HandHistory | Refusal]:
        return read_guarded(self.room, _Hand(lines, first, self._bring_ins))


class _Hand:
    """One hand's lines, read in order into a ``HandBuilder``."""

    def __init__(
        self, lines: Sequence[str], first: int, bring_ins: dict[tuple[str, str], int]
    ) -> None:
        self.lines = lines
        self.first = first
        self.at = 0  # the index of the line being read
        self.stray: int | None = None  # the first line of text after the hand's end
        self.bring_ins = bring_ins
        self.builder = HandBuilder(Reader.room, line=first)
        self.digits = CASH_DIGITS
        self.live: set[str] = set()  # seats dealt in and not folded
        self.faces: list[tuple[Face, ...]] = []
        self.first_street = 3
        self.street = -1
        self.bring_in_all_in = False
        self.raised = False  # a completion, bet or raise was made
        self.full_bring_in = False  # the bring-in was the small bet (raised, not completed)
        self.first_call: int | None = None  # the most called before any raise on the deal
        self.stakes_key = ("", "")
        self.board: list[int] = []  # the community card, when the stub ran short

    # ------------------------------------------------------------------ the hand
    def read(self) -> HandHistory:
        self._header(self.lines[0])
        names = self._seats()
        summary = self._body(names)
        if summary is None:
            raise RefusedHand(self._last_line(), "the hand ends before its summary")
        rake = self._summary(summary, names)
        self._settle_bring_in()
        if self.builder.unclaimed() != rake:
            raise RefusedHand(
                self._line(summary),
                f"the pot does not add up: {self.builder.unclaimed()} left after the payouts, "
                f"the summary's rake is {rake}",
            )
        self.builder.rake = rake
        return self.builder.build()

    def _line(self, index: int) -> int:
        return self.first + index

    def _last_line(self) -> int:
        """The hand's last line that is not blank (where a cut-off hand stops)."""
        index = len(self.lines) - 1
        while index > 0 and not self.lines[index].strip():
            index -= 1
        return self._line(index)

    def _amount(self, text: str, index: int) -> int:
        try:
            if text.endswith(("K", "k")):  # ``50K``: thousands (three more digits, exactly)
                return amount(text[:-1], self.digits + 3)
            return amount(text, self.digits)
        except HandHistoryError as err:
            raise RefusedHand(self._line(index), str(err)) from None

    # ------------------------------------------------------------------ header and seats
    def _header(self, text: str) -> None:
        found = _HEADER.fullmatch(text)
        if found is None:
            raise RefusedHand(self.first, "a Full Tilt header line not understood")
        if found.group("partial"):
            raise RefusedHand(self.first, "the room logged only part of this hand")
        game_text = found.group("game") or found.group("game_first")
        stakes = found.group("stakes") or found.group("stakes_after")
        builder = self.builder
        builder.hand_id = found.group("hand")
        builder.game = self._game(game_text)
        self.first_street = _FIRST_STREET.get(builder.game, 3)
        profile = room_profile(Reader.room, builder.game)
        self.faces = [street.cards for street in profile.streets]
        tournament = found.group("tournament")
        currency = currency_of(stakes)
        self.digits = CASH_DIGITS if tournament is None and currency is not None else CHIP_DIGITS
        parts = _STAKE_PARTS.fullmatch(stakes)
        if parts is None:
            raise RefusedHand(self.first, f"stakes {stakes!r:.30} not understood")
        builder.small_bet = self._amount(parts.group("small"), 0)
        builder.big_bet = self._amount(parts.group("big"), 0)
        if parts.group("ante") is not None:
            builder.ante = self._amount(parts.group("ante"), 0)
        self.stakes_key = (stakes, game_text)
        hours = found.group("time").rjust(8 if found.group("time").count(":") == 2 else 5, "0")
        date = self._date(found)
        builder.fields.update(hand=found.group("hand"), table=found.group("table"))
        builder.fields.update(time=f"{date}T{hours}", time_zone=found.group("zone"))
        if currency is not None and tournament is None:
            builder.fields["currency"] = currency
        if tournament is not None:
            builder.fields["tournament"] = tournament
            builder.fields["tournament_name"] = found.group("tournament_name")

    def _date(self, found: re.Match[str]) -> str:
        """The date as ISO text: ``2010/06/11``, or the short-lived ``Friday, June 11, 2010``."""
        if found.group("date") is not None:
            return found.group("date").replace("/", "-")
        month = _MONTHS.get(found.group("month"))
        if month is None:
            raise RefusedHand(self.first, f"{found.group('month')!r} is no month")
        return f"{found.group('year')}-{month:02d}-{int(found.group('day')):02d}"

    def _game(self, text: str) -> Game:
        found = _STRUCTURE.fullmatch(text)
        name = found.group("name") if found else text
        game = _GAMES.get(name.casefold())
        if game is None:
            raise RefusedHand(self.first, game_not_read(name))
        if found is None:
            raise RefusedHand(self.first, f"{text!r} names no betting structure, as the room does")
        if found.group("structure") not in ("Limit", "FL"):
            raise RefusedHand(self.first, f"{text} is not read here: only limit stud is")
        return game

    def _seats(self) -> Names:
        names: list[str] = []
        index = 1
        while index < len(self.lines):
            text = self.lines[index]
            if not text.strip():
                index += 1
                continue
            found = _SEAT.fullmatch(text)
            if found is None:
                break
            stack = self._amount(found.group("stack"), index)
            self.builder.seat(
                int(found.group("seat")), found.group("name"), stack, self._line(index)
            )
            names.append(found.group("name"))
            index += 1
        self.at = index
        if not names:
            raise RefusedHand(self._line(index), "the hand seats nobody")
        return Names(names)

    # ------------------------------------------------------------------ the play
    def _body(self, names: Names) -> int | None:
        """Reads the lines up to the summary; returns the summary line's index (``None`` when
        the hand stops before it)."""
        while self.at < len(self.lines):
            index, text = self.at, self.lines[self.at]
            self.at += 1
            if not text.strip():
                continue
            if text.startswith("*** "):
                if text == "*** SUMMARY ***":
                    return index
                self._street_line(text, index)
                continue
            if text.startswith("Dealt to "):
                self._dealt(text, index, names)
                continue
            uncalled = _UNCALLED.fullmatch(text)
            if uncalled is not None:
                name = uncalled.group("name")
                self.builder.uncalled(
                    name, self._amount(uncalled.group("amount"), index), self._line(index)
                )
                continue
            split = names.split(text)
            if split is not None and split[1].startswith(" "):
                found = _ACTION.fullmatch(split[1])
                if found is not None:
                    self._act(split[0], found, index)
                    continue
            if _NOISE.fullmatch(text) is None:
                raise RefusedHand(self._line(index), f"a line not understood: {text!r:.60}")
        return None

    def _street_line(self, text: str, index: int) -> None:
        if text.rstrip() == "*** SHOW DOWN ***":
            return
        found = _STREET.fullmatch(text)
        if found is None:
            raise RefusedHand(self._line(index), f"{text!r:.40} is no street of a stud game")
        self.street = int(found.group("number")) - self.first_street
        if not 0 <= self.street < len(self.faces):
            raise RefusedHand(self._line(index), f"{text!r:.40} is no street of this game")
        self.builder.street(self.street, self._line(index))
        if found.group("board") is not None:
            line = self._line(index)
            [card] = parse_cards(found.group("board"), line)
            self.builder.board(card, line)
            self.board.append(card)

    def _dealt(self, text: str, index: int, names: Names) -> None:
        rest = _DEALT.fullmatch(text)
        split = names.split(rest.group("rest")) if rest else None
        brackets = _BRACKETS.findall(split[1]) if split else []
        if split is None or not brackets or self.street < 0:
            raise RefusedHand(self._line(index), f"a deal not understood: {text!r:.60}")
        line = self._line(index)
        # the first street lists all of its cards; a later one the cards so far, then the new
        new = brackets if self.street == 0 else brackets[-1:]
        cards = [card for bracket in new for card in parse_cards(bracket, line)]
        faces = self.faces[self.street]
        down, up = split_street_cards(faces, cards, line)
        self.builder.dealt(split[0], line, down=down, up=up)
        self.live.add(split[0])

    def _act(self, name: str, found: re.Match[str], index: int) -> None:
        builder, line = self.builder, self._line(index)
        verb = found.group("verb") or found.group("bare")
        if verb is not None:
            chips = self._amount(found.group("amount"), index) if found.group("amount") else 0
            if verb == "antes":
                builder.post_ante(name, chips, line)
                self.live.add(name)
            elif verb == "brings in for":
                builder.post_bring_in(name, chips, line)
                self.bring_in_all_in = found.group(0).endswith(_ALL_IN)
            elif verb in ("completes it to", "raises to"):
                if verb == "raises to" and self.street == 0 and not self.raised:
                    # the first raise of the deal raises a bring-in of the whole small bet
                    self.full_bring_in = True
                builder.raise_to(name, chips, line)
                self.raised = True
            elif verb == "bets":
                builder.raise_by(name, chips, line)
                self.raised = True
            elif verb == "calls":
                builder.call(name, line, chips)
                if self.street == 0 and not self.raised:
                    # the obliged seat all in with its ante, or bringing in all in for less:
                    # the calls before any raise call the bring-in (an all-in one, less)
                    self.first_call = max(self.first_call or 0, chips)
            elif verb == "checks":
                builder.check(name, line)
            elif verb == "folds":
                builder.fold(name, line)
                self.live.discard(name)
            elif len(self.live) > 1:  # mucks: a winner nobody called shows or keeps its cards
                builder.muck(name, line)
        elif found.group("shown") is not None:
            # the seat's own cards (the community card, if listed too, is the board's)
            cards = [c for c in parse_cards(found.group("shown"), line) if c not in self.board]
            builder.show(name, cards, line)
            if len(cards) + len(self.board) == sum(len(faces) for faces in self.faces):
                builder.reveal(name, cards, line)
        elif found.group("won") is not None:
            builder.collect(name, self._amount(found.group("won"), index), line)

    def _settle_bring_in(self) -> None:
        """The bring-in of the stakes: the one posted, or, when the bring-in seat completed at
        once or was all-in for less, the one an earlier hand at these stakes posted."""
        builder = self.builder
        posted = builder.bring_in_amount
        if posted is not None and not self.bring_in_all_in:
            self.bring_ins[self.stakes_key] = posted
            return
        known = self.bring_ins.get(self.stakes_key)
        if known is not None:
            builder.bring_in_amount = known
        elif self.full_bring_in and builder.small_bet is not None:
            builder.bring_in_amount = builder.small_bet
        elif self.first_call is not None and self.first_call > (posted or 0):
            # a first call of more than the all-in bring-in (or of a bring-in nobody posted)
            # names it
            builder.bring_in_amount = self.first_call
        elif posted is None:
            # else its amount plays no part, and one unit keeps the game valid
            builder.bring_in_amount = 1

    # ------------------------------------------------------------------ the summary
    def _summary(self, start: int, names: Names) -> int:
        """Reads the total pot, the rake and the hands the summary lists as mucked; the first
        line that is no summary line after the total ends the hand (stray text)."""
        rake: int | None = None
        for index in range(start + 1, len(self.lines)):
            text = self.lines[index]
            if not text.strip() or text.startswith("Board"):
                continue
            total = _TOTAL.fullmatch(text)
            if total is not None:
                rake = self._amount(total.group("rake"), index)
                continue
            seat = _SUMMARY_SEAT.fullmatch(text)
            split = names.split(seat.group("rest")) if seat else None
            if split is not None:
                mucked = _MUCKED.search(split[1])
                if mucked is not None:
                    line = self._line(index)
                    self.builder.reveal(split[0], parse_cards(mucked.group("cards"), line), line)
                continue
            if rake is None or seat is None:
                if rake is None:
                    raise RefusedHand(
                        self._line(index), f"a summary line not understood: {text!r:.60}"
                    )
                self.stray = self._line(index)
                break
        if rake is None:
            raise RefusedHand(self._last_line(), "the summary names no total pot")
        return rake
