"""PokerStars text hand histories: cash, tournament and home-game hands of seven-card stud, stud
hi-lo, razz and five-card stud, one hand from its ``PokerStars Game #…`` / ``PokerStars Hand
#…`` line to its summary.

The header names the game, the stakes (``($0.04/$0.08 USD)``, a tournament's ``Level IV
(50/100)``) and the time; the seats, antes, streets, actions, showdown and summary follow in the
room's words (``brings in for``, ``raises 35 to 50``, ``collected 1145 from pot``, ``Total pot …
| Rake …``). A hand of a game not of the stud family (hold'em, omaha, draw games of a mixed
file) is refused naming its game; a line the room does not write refuses its hand.
docs/importing.md describes the reading.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

from studpoker._core import format_card
from studpoker.errors import HandHistoryError
from studpoker.importing.amounts import CASH_DIGITS, amount
from studpoker.importing.builder import HandBuilder, RefusedHand
from studpoker.importing.pokerstars_header import game_of
from studpoker.importing.reading import Refusal, RoomReader
from studpoker.phh.document import HandHistory

__all__ = ["Reader"]

ROOM = "pokerstars"

_OPENS = re.compile(
    r"\ufeff?PokerStars (?:Home Game(?: Hand)?|Zoom Hand|Rush Hand|Game|Hand) #(\d+):"
)
_HEADER = re.compile(
    r"\ufeff?PokerStars (?P<kind>[A-Za-z ]+?) #(?P<hand>\d+):\s+"
    r"(?:\{(?P<club>[^}]*)\}\s+)?"
    r"(?:(?i:Tournament) #(?P<tournament>\d+),\s*)?"
    r"(?P<game>.*?)\s+-\s+"
    r"(?P<date>\d{4})/(?P<month>\d{1,2})/(?P<day>\d{1,2})\s*-?\s*"
    r"(?P<hour>\d{1,2}):(?P<minute>\d{2})(?::(?P<second>\d{2}))?"
    r"(?:\s*\(?(?P<zone>[A-Z]{2,5})\)?)?(?:\s*\[[^\]]*\])?\s*$"
)
_TABLE = re.compile(
    r"Table '(?P<table>.*)'(?: (?P<max>\d+)-max)?(?: \((?:Play|Real) Money\))?"
    r"(?: Seat #(?P<button>\d+) is the button)?\s*$"
)
_SEAT = re.compile(
    r"Seat (?P<seat>\d+): (?P<name>.+) \((?P<stack>[^()]*?) in chips(?:, [^()]*)?\)"
    r"(?P<out> is sitting out| out of hand.*)?\s*$"
)
_AMOUNT = r"[$€£]?\d[\d,]*(?:\.\d+)?"
_ALL_IN = r"(?P<all_in> and is all-in)?(?: and has reached the \S+ cap)?"
_ACTOR = re.compile(r"(?P<name>.+?): (?P<what>.+)$")
_DEALT = re.compile(
    r"Dealt to (?P<name>.+?)(?: \[(?P<before>(?:[2-9TJQKA][cdhs] ?)*)\])?"
    r" \[(?P<cards>(?:[2-9TJQKA][cdhs] ?)+)\]\s*$"
)
_DEALT_GARBLED = re.compile(
    r"Dealt to (?P<name>.+?)(?: \[(?P<before>(?:(?:[2-9TJQKA][cdhs]|[a-z]{2}) ?)*)\])?"
    r" \[(?P<cards>(?:(?:[2-9TJQKA][cdhs]|[a-z]{2}) ?)+)\]\s*$"
)
_STREET = re.compile(
    r"\*\*\* (?:(?P<ordinal>[1-7])(?:st|nd|rd|th) STREET|(?P<river>RIVER)) \*\*\*"
    r"(?: \[(?P<board>[2-9TJQKA][cdhs])\])?\s*$"
)
_COLLECTED = re.compile(
    rf"(?P<name>.+) collected (?P<amount>{_AMOUNT}) from (?:the )?(?:main |side )?pot(?:-\d+)?\s*$"
)
_UNCALLED = re.compile(rf"Uncalled bet \((?P<amount>{_AMOUNT})\) returned to (?P<name>.+?)\s*$")
_TOTAL = re.compile(
    rf"Total pot (?P<pot>{_AMOUNT})(?P<pots>.*?)\s*\| Rake (?P<rake>{_AMOUNT})(?:\s*\|.*)?\s*$"
)
_MUCKED = re.compile(r"Seat \d+: (?P<name>.+?) (?:\([^)]*\) )?mucked \[(?P<cards>[^\]]*)\]\s*$")
# Lines the room writes that tell nothing of the hand's play: seats coming and going, chat, the
# table's notices (the open pair, the cap, no qualifying low), tournament results.
_NOTICES = re.compile(
    r"(?:.+ (?:joins the table at seat #\d+|leaves the table|is (?:dis)?connected|"
    r"is sitting out|has returned|sits out|has timed out(?: while (?:being )?disconnected)?|"
    r"was removed from the table for failing to post|will be allowed to play after the button|"
    r"said, \".*\"|finished the tournament(?: in \d+(?:st|nd|rd|th) place)?(?: and received .*)?|"
    r"wins the tournament and receives .*|wins the .*bounty for eliminating .*|"
    r"re-buys and receives .*|takes the add-on and receives .*)|"
    r"Pair on board - a double bet is allowed|Betting is capped|No low hand qualified)\s*$"
)
_CARDS = {format_card(card): card for card in range(52)}


class Reader(RoomReader):
    """PokerStars' text, one hand per ``PokerStars … #…:`` line."""

    room = ROOM
    marks = ("PokerStars ",)

    def opens(self, line: str) -> bool:
        return line.startswith(("PokerStars ", "\ufeffPokerStars ")) and bool(_OPENS.match(line))

    def hand_id(self, lines: Sequence[str]) -> str | None:
        found = _OPENS.match(lines[0]) if lines else None
        return found.group(1) if found else None

    def read(self, lines: Sequence[str], first: int) -> Iterator[HandHistory | Refusal]:
        yield _HandReader(lines, first).read()


class _HandReader:
    """One hand's lines, told to a ``HandBuilder`` in the room's order."""

    def __init__(self, lines: Sequence[str], first: int) -> None:
        self.lines = lines
        self.first = first
        self.builder = HandBuilder(ROOM, line=first, hand_id=None)
        self.digits = CASH_DIGITS
        self.street = -1
        self.faces: tuple[tuple[str, ...], ...] = ()
        self.summary = False
        self.total: tuple[int, int, int] | None = None  # the summary's pot, rake and line
        self.collected = 0
        self.short_bring_in = False  # the bring-in was an all-in for less than the bring-in
        self.raised = False  # a completion, bet or raise on the first street
        self.first_raise: int | None = None  # the level the first street's first raise makes
        self.called_in = False  # a call named the bring-in
        self.seen: dict[str, set[int]] = {}  # each seat's cards its deal lines name

    # ------------------------------------------------------------------ the hand
    def read(self) -> HandHistory:
        lines, first = self.lines, self.first
        self._header(lines[0], first)
        index = self._table(lines, first)
        index = self._seats(lines, index, first)
        for offset in range(index, len(lines)):
            line = lines[offset].strip()
            if line:
                self._line(line, first + offset)
        if self.total is None:
            last = first + max((k for k, text in enumerate(lines) if text.strip()), default=0)
            raise RefusedHand(last, "the hand is cut short: it has no summary with its total pot")
        self._check_pot()
        self._settle_bring_in()
        return self.builder.build()

    def _settle_bring_in(self) -> None:
        """The bring-in where no full one was posted or called (the obliged seat completed, was
        all in with its ante or for less, or no betting round was played): a first raise above
        the small bet stands on a full bring-in, the small bet; else a bring-in posted short
        stands, and none at all plays no part in the hand, so half the small bet stands for it
        (less, below a first bet all in for less)."""
        builder, small = self.builder, self.builder.small_bet
        if small is None or (builder.bring_in_amount is not None and not self.short_bring_in):
            return
        if self.first_raise is not None and self.first_raise > small and not self.called_in:
            builder.bring_in_amount = small
        elif builder.bring_in_amount is None:
            # below a first bet that is an all-in short of the small bet, too
            below = self.first_raise - 1 if self.first_raise is not None else small
            builder.bring_in_amount = max(1, min(small // 2, below))

    def _header(self, text: str, line: int) -> None:
        header = _HEADER.match(text.strip())
        if header is None:
            raise RefusedHand(line, f"a PokerStars header this reader does not know: {text!r:.120}")
        try:
            named = game_of(header["game"], tournament=header["tournament"] is not None)
        except RefusedHand as err:
            raise RefusedHand(line, err.reason) from None
        builder = self.builder
        builder.hand_id = header["hand"]
        builder.game = named.game
        self.digits = named.stakes.digits
        builder.small_bet, builder.big_bet = named.stakes.small, named.stakes.big
        fields = builder.fields
        fields["hand"] = header["hand"]
        second = header["second"] or "00"
        fields["time"] = (
            f"{header['date']}-{int(header['month']):02d}-{int(header['day']):02d}T"
            f"{int(header['hour']):02d}:{header['minute']}:{second}"
        )
        if header["zone"]:
            fields["time_zone"] = header["zone"]
        if header["tournament"] is not None:
            fields["tournament"] = header["tournament"]
        fields.update(named.fields)
        if header["club"] is not None:
            fields["_club"] = header["club"]

    def _table(self, lines: Sequence[str], first: int) -> int:
        if len(lines) < 2:
            raise RefusedHand(first, "the hand is cut short after its header")
        table = _TABLE.match(lines[1].strip())
        if table is None:
            raise RefusedHand(first + 1, f"expected the table line, got {lines[1]!r:.80}")
        self.builder.fields["table"] = table["table"]
        if table["max"] is not None:
            self.builder.fields["seat_count"] = int(table["max"])
        if table["button"] is not None:
            self.builder.dealer_seat = int(table["button"])
        return 2

    def _seats(self, lines: Sequence[str], index: int, first: int) -> int:
        while index < len(lines):
            text = lines[index].strip()
            if not text.startswith("Seat "):
                break
            seat = _SEAT.match(text)
            if seat is None:
                raise RefusedHand(
                    first + index, f"a seat line this reader does not know: {text!r:.80}"
                )
            if seat["out"] is None or "sitting out" in seat["out"]:
                # a seat sitting out is seated; it is left out of the hand unless it is dealt in
                self.builder.seat(
                    int(seat["seat"]),
                    seat["name"],
                    self._amount(seat["stack"], first + index),
                    first + index,
                )
            index += 1
        return index

    # ------------------------------------------------------------------ the lines
    def _line(self, text: str, line: int) -> None:
        if self.summary:
            self._summary(text, line)
            return
        if text.startswith("*** "):
            self._marker(text, line)
            return
        if text.startswith("Dealt to "):
            self._dealt(text, line)
            return
        actor = _actor(text)
        if actor is not None and self.builder.has_seat(actor[0]):
            self._act(actor[0], actor[1], text, line)
            return
        # each pattern only where its words are: a failed match costs more than the search
        collected = _COLLECTED.match(text) if " collected " in text else None
        if collected is not None:
            won = self._amount(collected["amount"], line)
            self.builder.collect(collected["name"], won, line)
            self.collected += won
            return
        uncalled = _UNCALLED.match(text) if text.startswith("Uncalled bet (") else None
        if uncalled is not None:
            self.builder.uncalled(uncalled["name"], self._amount(uncalled["amount"], line), line)
            return
        if _NOTICES.match(text):
            return
        raise RefusedHand(line, f"a line PokerStars does not write: {text!r:.120}")

    def _marker(self, text: str, line: int) -> None:
        if text.startswith("*** SUMMARY ***"):
            self.summary = True
            return
        if text.startswith("*** SHOW DOWN ***"):
            return
        street = _STREET.match(text)
        if street is None:
            raise RefusedHand(line, f"a street PokerStars does not deal in stud: {text!r:.80}")
        if self.builder.game == "five_card_stud":
            index = self.street + 1  # its streets in order, however the first is numbered
        else:
            index = 4 if street["river"] else int(street["ordinal"]) - 3
        self.street = index
        self.builder.street(index, line)
        if street["board"]:
            self.builder.board(self._card(street["board"], line), line)

    def _dealt(self, text: str, line: int) -> None:
        dealt = _DEALT.match(text)
        # a card the room wrote as a word (``Dealt to Hero [Ah 3c Ac 8h Qd As] [of]``, a
        # tournament's seventh street) is a card nobody saw
        garbled = None
        if dealt is None or not self.builder.has_seat(dealt["name"]):
            garbled = _DEALT_GARBLED.match(text)
        if garbled is not None and self.builder.has_seat(garbled["name"]):
            dealt = garbled
            cards: list[int | None] = [_CARDS.get(word) for word in garbled["cards"].split()]
        elif dealt is not None:
            cards = list(self._cards(dealt["cards"], line))
        else:
            raise RefusedHand(line, f"a deal this reader does not know: {text!r:.80}")
        self.seen.setdefault(dealt["name"], set()).update(c for c in cards if c is not None)
        streets = _FIVE_STREETS if self.builder.game == "five_card_stud" else _STREETS
        street = streets[self.street] if 0 <= self.street < len(streets) else _NO_STREET
        if len(cards) == street.size:
            down = [cards[k] for k in street.down]
            up = [cards[k] for k in street.up]
        elif len(cards) == len(street.up):
            down, up = [], cards
        else:
            raise RefusedHand(line, f"{len(cards)} card(s) dealt on a street of {street.size}")
        self.builder.dealt(dealt["name"], line, down=down, up=up)

    def _act(self, name: str, what: str, text: str, line: int) -> None:
        word = what.partition(" ")[0].partition("-")[0]
        verb = _VERBS.get(word)
        found = verb.words.match(what) if verb is not None else None
        if verb is None or found is None:
            if _NOTICES.match(text):
                return
            raise RefusedHand(line, f"an action PokerStars does not write: {text!r:.120}")
        verb.play(self, name, found, line)

    def _ante(self, name: str, found: re.Match[str], line: int) -> None:
        self.builder.post_ante(name, self._amount(found["amount"], line), line)

    def _bring_in(self, name: str, found: re.Match[str], line: int) -> None:
        self.builder.post_bring_in(name, self._amount(found["amount"], line), line)
        self.short_bring_in = found["all_in"] is not None

    def _bet(self, name: str, found: re.Match[str], line: int) -> None:
        to = self._amount(found["amount"], line)
        self._first_raise(to)
        self.builder.raise_by(name, to, line)

    def _raise(self, name: str, found: re.Match[str], line: int) -> None:
        to = self._amount(found["amount"], line)
        self._first_raise(to)
        self.builder.raise_to(name, to, line)

    def _first_raise(self, to: int) -> None:
        """The first street's first completion, bet or raise: the level it makes."""
        if self.street == 0 and not self.raised:
            self.first_raise = to
        self.raised = True

    def _call(self, name: str, found: re.Match[str], line: int) -> None:
        builder = self.builder
        called = self._amount(found["amount"], line)
        builder.call(name, line, called)
        unposted = builder.bring_in_amount is None or self.short_bring_in
        if self.street == 0 and unposted and not self.raised and not found["all_in"]:
            # an all-in bring-in for less, or none (the obliged seat all in with its ante): the
            # first full call names the bring-in
            builder.bring_in_amount = max(builder.bring_in_amount or 0, called)
            self.short_bring_in = self.called_in = True

    def _check(self, name: str, found: re.Match[str], line: int) -> None:
        self.builder.check(name, line)

    def _fold(self, name: str, found: re.Match[str], line: int) -> None:
        self.builder.fold(name, line)

    def _show(self, name: str, found: re.Match[str], line: int) -> None:
        shown = self._cards(found["cards"], line)
        self.builder.show(name, shown, line)
        if self.seen.get(name, set()) <= set(shown):
            self.builder.reveal(name, shown, line)  # all of its own cards, in dealing order

    def _muck(self, name: str, found: re.Match[str], line: int) -> None:
        self.builder.muck(name, line)

    def _quiet(self, name: str, found: re.Match[str], line: int) -> None:
        """A line of a seated player that tells nothing of the hand's play."""

    def _summary(self, text: str, line: int) -> None:
        if text.startswith("Total pot"):
            total = _TOTAL.match(text)
            if total is None:
                raise RefusedHand(line, f"a total pot this reader does not know: {text!r:.80}")
            pot, rake = self._amount(total["pot"], line), self._amount(total["rake"], line)
            self.total = (pot, rake, line)
            self.builder.rake = rake
            return
        mucked = _MUCKED.match(text) if "mucked [" in text else None
        if mucked is not None and self.builder.has_seat(mucked["name"]):
            self.builder.reveal(mucked["name"], self._cards(mucked["cards"], line), line)

    def _check_pot(self) -> None:
        assert self.total is not None
        pot, rake, line = self.total
        put_in = self.builder.pot()
        if pot != put_in:
            raise RefusedHand(
                line, f"the summary's total pot {pot} is not what the seats put in ({put_in})"
            )
        if self.collected + rake != pot:
            raise RefusedHand(
                line,
                f"the seats collected {self.collected} and the rake is {rake}: not the pot {pot}",
            )

    # ------------------------------------------------------------------ words
    def _amount(self, text: str, line: int) -> int:
        digits = self.digits
        # the common cases at once (``1500``, ``$0.04``); anything else to the general reader
        if text.isdigit() and text.isascii():
            return int(text) * int(10**digits)
        whole, dot, fraction = text.lstrip("$€£").partition(".")
        if (
            whole.isdigit()
            and (not dot or (fraction.isdigit() and len(fraction) <= digits and fraction.isascii()))
            and whole.isascii()
        ):
            scale = int(10**digits)
            return int(whole) * scale + (int(fraction.ljust(digits, "0")) if dot else 0)
        try:
            return amount(text, digits)
        except HandHistoryError as err:
            raise RefusedHand(line, str(err)) from None

    def _card(self, text: str, line: int) -> int:
        card = _CARDS.get(text)
        if card is None:
            raise RefusedHand(line, f"{text!r} is not a card")
        return card

    def _cards(self, text: str, line: int) -> list[int]:
        try:
            return [_CARDS[word] for word in text.split()]
        except KeyError:
            return [self._card(word, line) for word in text.split()]  # refuses the bad word


@dataclass(frozen=True, slots=True)
class _StreetSlots:
    """Where a street's down and up cards stand among the cards it deals a seat."""

    size: int
    down: tuple[int, ...]
    up: tuple[int, ...]

    @classmethod
    def of(cls, faces: tuple[str, ...]) -> _StreetSlots:
        down = tuple(k for k, face in enumerate(faces) if face == "down")
        return cls(len(faces), down, tuple(k for k in range(len(faces)) if k not in down))


# each street of the seven-card games, as PokerStars deals them
_STREETS = tuple(
    _StreetSlots.of(faces)
    for faces in (("down", "down", "up"), ("up",), ("up",), ("up",), ("down",))
)
# five-card stud: one down and one up card, then one up card a street
_FIVE_STREETS = tuple(
    _StreetSlots.of(faces) for faces in (("down", "up"), ("up",), ("up",), ("up",))
)
_NO_STREET = _StreetSlots(0, (), ())


@dataclass(frozen=True, slots=True)
class _Verb:
    """An action's words after the player's name, and how the hand takes them."""

    words: re.Pattern[str]
    play: Callable[[_HandReader, str, re.Match[str], int], None]


# each action by the first word after the player's name
_VERBS: dict[str, _Verb] = {
    word: _Verb(re.compile(pattern + r"\s*$"), play)
    for word, play, pattern in (
        ("posts", _HandReader._ante, rf"posts the ante (?P<amount>{_AMOUNT}){_ALL_IN}"),
        (
            "brings",
            _HandReader._bring_in,
            rf"brings[ -]in(?: low)? for (?P<amount>{_AMOUNT}){_ALL_IN}",
        ),
        ("bets", _HandReader._bet, rf"bets (?P<amount>{_AMOUNT}){_ALL_IN}"),
        ("calls", _HandReader._call, rf"calls (?P<amount>{_AMOUNT}){_ALL_IN}"),
        (
            "raises",
            _HandReader._raise,
            rf"raises (?P<by>{_AMOUNT}) to (?P<amount>{_AMOUNT}){_ALL_IN}",
        ),
        ("completes", _HandReader._raise, rf"completes it to (?P<amount>{_AMOUNT}){_ALL_IN}"),
        ("checks", _HandReader._check, r"checks"),
        ("folds", _HandReader._fold, r"folds(?: \[(?P<cards>[^\]]*)\])?"),
        ("shows", _HandReader._show, r"shows \[(?P<cards>[^\]]*)\](?: \(.*\))?"),
        ("mucks", _HandReader._muck, r"mucks hand"),
        ("doesn't", _HandReader._quiet, r"doesn't show hand"),
        ("sits", _HandReader._quiet, r"sits out"),
        ("is", _HandReader._quiet, r"is (?:sitting out|connected|disconnected)"),
    )
}


def _actor(text: str) -> tuple[str, str] | None:
    """``(name, words)`` of a line ``name: words``: the name up to the first ``": "``."""
    name, colon, what = text.partition(": ")
    if name and what:
        return name, what
    if not colon:
        return None
    found = _ACTOR.match(text)  # no name before the first ": "; a later one may end it
    return (found["name"], found["what"]) if found is not None else None
