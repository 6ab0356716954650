"""Everleaf Gaming's text hand histories (``Everleaf Gaming Game #…``), the older and the newer
format.

A hand is its two title lines, the stakes and game with the date and time, the table, the seats
(``Seat 5: Name (  € 2.50 EURO )``), the antes, one block per street (``** Dealing down cards
**``, then ``**** dealing 4th street ****`` in the older format or ``** Dealing 4th Street **``
in the newer, up to the river) and the showdown and pots. There is no summary: the rake and the
uncalled bets are not logged, so they are found from the chips (the uncalled excess goes back,
rules §3.4; what the pots did not pay out is the rake). The older format shows no cards at all
but those shown at the showdown; the newer one shows every up card and the logging player's
own cards. Amounts in brackets are what the seat adds (``raises [$ 0.20 USD]``); ``completes
to`` names the new level. docs/importing.md (Everleaf) lists every reading.
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
from studpoker.importing.unread import game_not_read, structure_not_read
from studpoker.phh.document import HandHistory

__all__ = ["Reader"]

_OPENER = "Everleaf Gaming Game #"
_SKIN = "Partouche Poker"  # a skin of the network: its title line in French, the rest the same
_HAND_ID = re.compile(r"Everleaf Gaming Game #(?P<hand>\d+)\s*")
_SKIN_LINE = re.compile(r"Partouche Poker(?: .*)?")
_TITLE = re.compile(
    r"\*+ (?:Hand history for game #|Historique des Mains pour la partie )(?P<hand>\d+) \*+\s*"
)
_GAME = re.compile(
    r"(?:Blinds )?\s?(?P<small>[$€£\u02c6]?\s?[\d.,]+) ?/ ?(?P<big>[$€£\u02c6]?\s?[\d.,]+)"
    r" (?:(?P<limit>NL|PL|FL) )?(?P<game>.+?)(?: - (?P<max>\d+) Max)?"
    r" - (?P<date>\d{4}/\d{2}/\d{2}) - (?P<time>\d{2}:\d{2}:\d{2})\s*"
)
_GAMES: dict[str, Game] = {
    "7 Card Stud": "seven_card_stud",
    "7 Card Stud Hi-Lo": "seven_card_stud_hi_lo",
    "7 Card Stud Hi/Lo": "seven_card_stud_hi_lo",
    "7 Card Stud H/L": "seven_card_stud_hi_lo",
    "Razz": "razz",
    "RAZZ": "razz",
    "5 Card Stud": "five_card_stud",
}
# what a seated player's line may say that is no play: a notice of the room, or chat
_NOTICE = re.compile(
    r" (?:has (?:dis|re)connected|has been disconnected|has timed out|is sitting out|sits out"
    r"|has returned|is back|will be removed|joins the table|leaves the table"
    r"|est déconnecté|est reconnecté)\b.*"
)
_TABLE = re.compile(r"Table (?P<table>.+?)\s*")
_PLAYERS = re.compile(r"Total number of players\s*:\s*\d+\s*")
_BUTTON = re.compile(r"Seat (?P<seat>\d+) is the button\s*")
_SEAT = re.compile(r"Seat (?P<seat>\d+): (?P<name>.+?) \(\s*(?P<stack>.*?)\s*\)\s*")
# the streets after the first, named as the room names them; each is the street after the last
_LATER_STREETS = frozenset(
    ("2nd street", "3rd street", "4th street", "5th street", "6th street", "7th street", "river")
)
_STREET = re.compile(r"\*\* Dealing (?P<name>.+?) \*\*|\*\*\*\* dealing (?P<old>.+?) \*\*\*\*")
_DEALT = re.compile(r"Dealt to (?P<rest>.+?)\.?\s*")
_BRACKET = re.compile(r"\[(?P<cards>[^\]]*)\]")
_MONEY = r"[$€£]?\s?[\d.,]+(?: (?:USD|EURO|EUR|GBP|chips|Chips))?"

# what a seated player does, after its name
_ACTION = re.compile(
    rf":? ?(?:(?P<verb>posts ante|bets|raises|calls) \[\s*(?P<added>{_MONEY})\s*\]"
    rf"|(?P<level_verb>posts bring-in|completes to) (?P<level>{_MONEY})\.?"
    r"|(?P<bare>checks|folds|does not show cards)"
    r"|(?:shows|mucks) \[(?P<shown>[^\]]*)\].*"
    rf"|wins \s?(?:(?:high|low) )?\(?(?P<won>{_MONEY})\)?(?: from .*| with .*)?)\s*"
)


class Reader(RoomReader):
    room = "everleaf"
    marks = ("Everleaf Gaming Game #", _SKIN)

    def __init__(self) -> None:
        # the bring-in posted at each stakes in this source, for the hands that do not log one
        self._bring_ins: dict[tuple[str, str], int] = {}

    def opens(self, line: str) -> bool:
        line = line.lstrip("\ufeff")
        return line.startswith(_OPENER) or _SKIN_LINE.fullmatch(line) is not None

    def hand_id(self, lines: Sequence[str]) -> str | None:
        found = _HAND_ID.match(lines[0].lstrip("\ufeff")) if lines else None
        if found is None and len(lines) > 1:
            found = _TITLE.match(lines[1])
        return found.group("hand") if found else None

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
        self.faces: list[tuple[Face, ...]] = []
        self.street = -1
        self.live: set[str] = set()  # seats dealt in and not folded
        self.won = False  # a pot has been paid: the hand is at its end
        self.wrapped = False  # the last pot line ends before its best five cards
        self.stakes_key = ("", "")
        self.raised = False  # a completion, bet or raise was made
        self.full_bring_in = False  # the deal's first raise raised (not completed) the bring-in
        self.bring_in_all_in = False
        self.most_called = 0  # the most a call put in on the deal before any raise

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
            return amount(text, self.digits)
        except HandHistoryError as err:
            raise RefusedHand(self._line(index), str(err)) from None

    def _next(self) -> tuple[int, str] | None:
        """The next line that is not blank, and its index."""
        while self.at < len(self.lines):
            index, text = self.at, self.lines[self.at]
            self.at += 1
            if text.strip():
                return index, text
        return None

    # ------------------------------------------------------------------ the hand
    def read(self) -> HandHistory:
        first_line = self.lines[0].lstrip("\ufeff")
        found = _HAND_ID.fullmatch(first_line)
        if found is None and _SKIN_LINE.fullmatch(first_line) is None:
            raise RefusedHand(self.first, "an Everleaf title line not understood")
        self.at = 1
        self._header(None if found is None else found.group("hand"))
        names = self._seats()
        self._body(names)
        if not self.won:
            raise RefusedHand(self._last_line(), "the hand ends before a pot is won")
        builder = self.builder
        self._settle_bring_in()
        builder.return_uncalled(self._last_line())
        builder.rake = builder.unclaimed()
        if builder.rake < 0:
            raise RefusedHand(
                self._last_line(),
                f"the pots pay out {-builder.rake} more than was put in",
            )
        return builder.build()

    def _header(self, hand: str | None) -> None:
        title = self._next()
        named = _TITLE.fullmatch(title[1]) if title is not None else None
        if title is None or named is None or hand not in (None, named.group("hand")):
            raise RefusedHand(
                self._line(self.at - 1), "the hand's title line is missing or names another hand"
            )
        self.builder.hand_id = self.builder.fields["hand"] = named.group("hand")
        line = self._next()
        found = _GAME.fullmatch(line[1]) if line else None
        if line is None or found is None:
            raise RefusedHand(self._line(self.at - 1), "a stakes and game line not understood")
        game = _GAMES.get(found.group("game"))
        if game is None:
            raise RefusedHand(self._line(line[0]), game_not_read(found.group("game")))
        if found.group("limit") in ("NL", "PL"):
            raise RefusedHand(self._line(line[0]), structure_not_read(found.group("limit")))
        builder = self.builder
        builder.game = game
        self.faces = [street.cards for street in room_profile(Reader.room, game).streets]
        currency = currency_of(found.group("small"))
        self.digits = CASH_DIGITS if currency is not None else CHIP_DIGITS
        builder.small_bet = self._amount(found.group("small"), line[0])
        builder.big_bet = self._amount(found.group("big"), line[0])
        self.stakes_key = (found.group("small"), found.group("big"))
        date = found.group("date").replace("/", "-")
        builder.fields["time"] = f"{date}T{found.group('time')}"
        if currency is not None:
            builder.fields["currency"] = currency
        if found.group("max") is not None:
            builder.fields["max_seats"] = int(found.group("max"))
        table = self._next()
        found_table = _TABLE.fullmatch(table[1]) if table else None
        if table is None or found_table is None:
            raise RefusedHand(self._line(self.at - 1), "the table line is missing")
        builder.fields["table"] = found_table.group("table")

    def _seats(self) -> Names:
        names: list[str] = []
        while (item := self._next()) is not None:
            index, text = item
            if _PLAYERS.fullmatch(text):
                continue
            button = _BUTTON.fullmatch(text)
            if button is not None:
                self.builder.dealer_seat = int(button.group("seat"))
                continue
            found = _SEAT.fullmatch(text)
            if found is None:
                self.at = index  # the first line of the play
                break
            if any(c.isdigit() for c in found.group("stack")):  # "( new player )" is not dealt in
                stack = self._amount(found.group("stack"), index)
                self.builder.seat(
                    int(found.group("seat")), found.group("name"), stack, self._line(index)
                )
                names.append(found.group("name"))
        if not names:
            raise RefusedHand(self._line(self.at - 1), "the hand seats nobody")
        return Names(names)

    # ------------------------------------------------------------------ the play
    def _body(self, names: Names) -> None:
        while (item := self._next()) is not None:
            index, text = item
            street = _STREET.fullmatch(text)
            if street is not None and not self.won:
                self._street_line(street, index)
                continue
            if text.startswith("Dealt to ") and not self.won:
                self._dealt(text, index, names)
                continue
            split = names.split(text)
            found = _ACTION.fullmatch(split[1]) if split else None
            if split is not None and found is not None:
                self._act(split[0], found, index)
                continue
            if split is not None and (split[1].startswith(": ") or _NOTICE.fullmatch(split[1])):
                continue  # chat, or the room's notice of a seat: no play
            if self.wrapped and split is None and text.rstrip().endswith("]"):
                self.wrapped = False  # the rest of a pot line the room wrapped: its best five
                continue
            if self.won:
                self.stray = self._line(index)
                return
            raise RefusedHand(self._line(index), f"a line not understood: {text!r:.60}")

    def _street_line(self, found: re.Match[str], index: int) -> None:
        name = (found.group("name") or found.group("old")).lower()
        if name == "down cards":
            street = 0
        elif name in _LATER_STREETS and self.street >= 0:
            street = self.street + 1
        else:
            street = len(self.faces)  # no street this game deals here
        if street >= len(self.faces):
            raise RefusedHand(self._line(index), f"{name!r:.30} is no street of this game")
        self.street = street
        self.builder.street(street, self._line(index))

    def _dealt(self, text: str, index: int, names: Names) -> None:
        rest = _DEALT.fullmatch(text)
        split = names.split(rest.group("rest")) if rest else None
        bracket = _BRACKET.search(split[1]) if split else None
        if split is None or bracket is None or self.street < 0:
            raise RefusedHand(self._line(index), f"a deal not understood: {text!r:.60}")
        line = self._line(index)
        cards = parse_cards(bracket.group("cards"), line)
        down, up = split_street_cards(self.faces[self.street], cards, line)
        self.builder.dealt(split[0], line, down=down, up=up)
        if self.street == 0:
            self.live.add(split[0])

    def _act(self, name: str, found: re.Match[str], index: int) -> None:
        builder, line = self.builder, self._line(index)
        if self.won and found.group("won") is None:
            self.stray = line  # nothing but pots follows the first pot paid
            self.at = len(self.lines)
            return
        if found.group("verb") is not None or found.group("level_verb") is not None:
            self.live.add(name)  # a seat that plays is in the hand (an ante of 0 is not posted)
        if found.group("verb") is not None:
            chips = self._amount(found.group("added"), index)
            verb = found.group("verb")
            if verb == "posts ante":
                builder.post_ante(name, chips, line)
                self.live.add(name)
            elif verb == "calls":
                builder.call(name, line, chips)
                if self.street == 0 and not self.raised:
                    # the calls before any raise call the bring-in (an all-in one, less)
                    self.most_called = max(self.most_called, chips)
            else:  # bets, raises: the chips added
                if verb == "raises" and self.street == 0 and not self.raised:
                    self.full_bring_in = True  # a raise, not a completion: of the small bet
                builder.raise_by(name, chips, line)
                self.raised = True
        elif found.group("level_verb") is not None:
            chips = self._amount(found.group("level"), index)
            if found.group("level_verb") == "posts bring-in":
                builder.post_bring_in(name, chips, line)
                # the log marks no all-in: a bring-in of the seat's last chips is one
                self.bring_in_all_in = builder.put_in(name) >= builder.stack(name)
            else:
                builder.raise_to(name, chips, line)
                self.raised = True
        elif found.group("bare") is not None:
            bare = found.group("bare")
            if bare == "checks":
                builder.check(name, line)
            elif bare == "folds":
                builder.fold(name, line)
                self.live.discard(name)
            elif len(self.live) > 1:  # does not show cards: a muck at the showdown
                builder.muck(name, line)
        elif found.group("shown") is not None:
            cards = parse_cards(found.group("shown"), line)
            builder.show(name, cards, line)
            if len(cards) == sum(len(faces) for faces in self.faces):  # the whole hand
                builder.reveal(name, cards, line)
        else:
            builder.collect(name, self._amount(found.group("won"), index), line)
            self.won = True
            text = self.lines[index]
            self.wrapped = " with " in text and not text.rstrip().endswith("]")

    def _settle_bring_in(self) -> None:
        """The bring-in of the stakes: the one posted, or, when the bring-in seat completed at
        once or brought in all in for less, the one an earlier hand at these stakes posted, else
        the small bet when the deal's first raise raised it, else the most called before."""
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
        elif self.most_called > (posted or 0):
            builder.bring_in_amount = self.most_called
        elif posted is None:
            # no bring-in was posted: its amount plays no part; one unit keeps the game valid
            builder.bring_in_amount = 1
