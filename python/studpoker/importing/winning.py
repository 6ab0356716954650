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
[…] and won $X with …``). The current text is patterns over the shared driver
(``importing.driver``); the older one is read by ``winning_old``. docs/importing.md (Winning
Poker Network) lists every reading.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from studpoker.games.profiles import Face
from studpoker.importing import winning_old
from studpoker.importing.amounts import currency_of
from studpoker.importing.bring_ins import BringIns, settle_hand
from studpoker.importing.builder import Game, HandBuilder, RefusedHand
from studpoker.importing.driver import Match, Rule, TextHand, TextRoom
from studpoker.importing.reading import Refusal
from studpoker.importing.room_profiles import room_profile
from studpoker.importing.text import parse_cards, split_street_cards
from studpoker.importing.unread import game_not_read, structure_not_read
from studpoker.importing.winning_words import units
from studpoker.phh.document import HandHistory

__all__ = ["Reader"]

ROOM = "winning"
_MONEY = r"[$€£]?[\d.,]+K?"
_GAMES: dict[str, Game] = {
    "7Stud": "seven_card_stud",
    "7Stud H/L": "seven_card_stud_hi_lo",
    "7Stud HiLo": "seven_card_stud_hi_lo",
    "Razz": "razz",
    "5Stud": "five_card_stud",
}
_BRACKETS = re.compile(r"\[(?P<cards>[^\]]*)\]")
_ALL_IN = re.compile(r"(?: and is all-in)?\s*$")
# each half a seat won: "won $0.41 with HI: …", ", and won ($0.41) with LO: …"
_SEAT_WON = re.compile(rf"\b(?:won|collected) \(?(?P<money>{_MONEY})\)?")
_SEAT_CARDS = re.compile(r"(?:showed|mucked) \[(?P<cards>[^\]]*)\]")
_PLAY = "seats play"


@dataclass(slots=True)
class _Hand(TextHand):
    """What the Winning hand keeps beside the driver's."""

    title: Match | None = None
    faces: list[tuple[Face, ...]] = field(default_factory=list)
    bring_in: tuple[str, int] | None = None
    betting: bool = False  # whether anyone bet, called, checked or folded
    shows: list[tuple[str, list[int], int]] = field(default_factory=list)
    paid: dict[str, int] = field(default_factory=dict)  # "collected" in the play, by seat
    won: dict[str, int] = field(default_factory=dict)  # the summary's winnings, by seat
    halves: dict[str, dict[str, int]] = field(default_factory=lambda: {"HI": {}, "LO": {}})
    rake: int | None = None
    summary: bool = False
    # tournament and play-money chips are whole: the room splits a pot in whole chips
    scale: int = 1


def _hand(hand: TextHand) -> _Hand:
    assert isinstance(hand, _Hand)
    return hand


class Reader(TextRoom):
    """Both formats: a hand is read by the one whose first line opens it."""

    room = ROOM
    marks = ("Hand #", winning_old.OPENER)
    opening = re.compile(r"\ufeff?(?:Game )?Hand #(?P<hand>\d+) - ")
    title = re.compile(
        r"\ufeff?(?:Game )?Hand #(?P<hand>\d+) - "
        r"(?:(?:[$\d.,K]+ GTD )?Tournament #(?P<tournament>\d+) - )?"
        r"(?P<game>[^()]+?)\((?P<limit>[^()]+)\) - (?:Level (?P<level>\w+) )?"
        rf"\(?(?P<small>{_MONEY})/(?P<big>{_MONEY})\)? ?- "
        r"(?P<date>\d{4}/\d{2}/\d{2}) (?P<time>\d{1,2}:\d{2}:\d{2})(?: (?P<zone>\S+))?\s*"
    )
    hand_type = _Hand
    rules = (
        Rule(
            r"(?!Seat )(?P<table>.+?)(?: (?P<max>\d+)-max)?(?P<play> \(Play Money\))?"
            r"(?: Seat #(?P<button>\d+) is the button)?\s*",
            "table",
            "header",
            then="seats",
        ),
        Rule(rf"Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>{_MONEY})\).*", "seat", "seats"),
        Rule(r"\*\*\* SUMMARY \*\*\*.*", "summary", _PLAY, then="summary"),
        Rule(r"(?i:\*\*\* (?P<n>\d)(?:st|nd|rd|th) STREET \*\*\*\s*)", "street", _PLAY, "play"),
        # *** SHOW DOWN *** and the like (the lines after it tell), the pot so far
        Rule(rf"\*\*\* .*|(?:Main|Side) pot(?: \d+)? {_MONEY}.*", "pass", _PLAY),
        Rule(r"Dealt to (?P<rest>.+?)\s*", "dealt", _PLAY),
        Rule(
            rf"Uncalled bet \((?P<amount>{_MONEY})\) returned to (?P<name>.+?)\s*",
            "uncalled_line",
            _PLAY,
        ),
        Rule(rf"posts ante (?P<amount>{_MONEY})", "ante", _PLAY, player=True),
        Rule(rf"brings[- ]in(?: low)? (?P<amount>{_MONEY})", "bring_in", _PLAY, player=True),
        Rule(rf"calls (?P<amount>{_MONEY})", "call", _PLAY, player=True),
        Rule(rf"(?:bets|caps|cap) (?P<amount>{_MONEY})", "bet", _PLAY, player=True),
        Rule(rf"raises (?P<by>{_MONEY})(?: to (?P<to>{_MONEY}))?", "raise_to", _PLAY, player=True),
        Rule(r"checks", "check", _PLAY, player=True),
        Rule(r"folds", "fold", _PLAY, player=True),
        Rule(r"does not show|mucks", "muck", _PLAY, player=True),
        Rule(r"is sitting out|sits out", "aside", _PLAY, player=True),
        Rule(r"(?:shows|mucks) \[(?P<cards>[^\]]*)\].*", "show", _PLAY, player=True),
        Rule(rf"collected (?P<amount>{_MONEY}).*", "collect", _PLAY, player=True),
        # the summary
        Rule(
            rf"(?i:Total pot (?P<pot>{_MONEY})(?: \| Rake (?P<rake>{_MONEY}))?"
            rf"(?: \| JP Fee (?P<jp>{_MONEY}))?.*)",
            "total",
            "summary",
        ),
        Rule(r"(?:Board |\*\*\* ).*", "pass", "summary"),
        Rule(r"Seat (?P<seat>\d+): (?P<rest>.+)", "summary_seat", "summary"),
        Rule(r".*", "after", "summary", then="after"),
        Rule(r".*", "pass", "after"),
    )

    def __init__(self) -> None:
        super().__init__()
        self._old_bring_ins = BringIns()

    def opens(self, line: str) -> bool:
        line = line.lstrip("\ufeff")
        return (self.opening.match(line) is not None and "(" in line) or winning_old.opens(line)

    def hand_id(self, lines: Sequence[str]) -> str | None:
        if lines and winning_old.opens(lines[0]):
            return winning_old.hand_id(lines)
        return super().hand_id(lines)

    def read(self, lines: Sequence[str], first: int) -> Iterator[HandHistory | Refusal]:
        if winning_old.opens(lines[0]):
            return winning_old.read(lines, first, self._old_bring_ins)
        return super().read(lines, first)

    def title_refused(self, text: str) -> str:
        return "a Winning title line not understood"

    def said(self, rest: str) -> str:
        return _ALL_IN.split(rest)[0].strip()

    def amount(self, text: str, hand: TextHand, line: int) -> int:
        """Hundredths (``winning_words``), in whole chips at a tournament or play money."""
        scale = _hand(hand).scale
        value = units(text, line)
        if value % scale:
            raise RefusedHand(line, f"{text!r:.30} is finer than a chip")
        return value // scale

    # ------------------------------------------------------------------ the header
    def header(self, match: Match, hand: TextHand) -> None:
        winning = _hand(hand)
        builder, line = hand.builder, hand.first
        winning.title = match
        if match.group("tournament"):
            winning.scale = 100  # amounts in chips, not hundredths
        game = _GAMES.get(match.group("game").strip())
        if game is None:
            raise RefusedHand(line, game_not_read(match.group("game").strip()))
        if match.group("limit") != "Fixed Limit":
            raise RefusedHand(line, structure_not_read(match.group("limit")))
        builder.game = game
        winning.faces = [street.cards for street in room_profile(ROOM, game).streets]
        self._stakes(winning)
        builder.fields["time"] = f"{match.group('date').replace('/', '-')}T{match.group('time')}"
        if match.group("zone"):
            builder.fields["time_zone"] = match.group("zone")
        if match.group("tournament"):
            builder.fields["tournament"] = match.group("tournament")
            if match.group("level"):
                builder.fields["level"] = match.group("level")
        currency = currency_of(match.group("small"))
        if currency is not None and not match.group("tournament"):
            builder.fields["currency"] = currency

    def _stakes(self, hand: _Hand) -> None:
        assert hand.title is not None
        hand.builder.small_bet = self.amount(hand.title.group("small"), hand, hand.first)
        hand.builder.big_bet = self.amount(hand.title.group("big"), hand, hand.first)

    def on_table(self, hand: TextHand, match: Match, line: int) -> None:
        winning, builder = _hand(hand), hand.builder
        builder.fields["table"] = match.group("table")
        if match.group("max"):
            builder.fields["max_seats"] = int(match.group("max"))
        if match.group("play"):
            builder.fields["currency"] = "play"
            if winning.scale == 1:
                winning.scale = 100  # play chips are whole: the stakes in chips
                self._stakes(winning)
        if match.group("button"):
            builder.dealer_seat = int(match.group("button"))

    # ------------------------------------------------------------------ the play
    def on_street(self, hand: TextHand, match: Match, line: int) -> None:
        """``3rd`` is the first deal in seven-card stud, ``2nd`` in five-card stud."""
        winning = _hand(hand)
        number = int(match.group("n"))
        street = number - (len(winning.faces) - 2)
        if street != hand.builder.street_index + 1 or street >= len(winning.faces):
            raise RefusedHand(line, f"street {number} is not the next street of this game")
        hand.builder.street(street, line)

    def on_dealt(self, hand: TextHand, match: Match, line: int) -> None:
        winning = _hand(hand)
        split = hand.names.split(match.group("rest"))
        brackets = _BRACKETS.findall(split[1]) if split else []
        if split is None or not brackets or hand.builder.street_index < 0:
            raise RefusedHand(line, f"a deal not understood: {match.group(0)!r:.60}")
        cards = parse_cards(brackets[-1], line)
        faces = winning.faces[hand.builder.street_index]
        down, up = split_street_cards(faces, cards, line)
        hand.builder.dealt(split[0], line, down=down, up=up)

    def on_uncalled_line(self, hand: TextHand, match: Match, line: int) -> None:
        chips = self.amount(match.group("amount"), hand, line)
        hand.builder.uncalled(match.group("name"), chips, line)

    def _betting(self, hand: TextHand) -> None:
        _hand(hand).betting = True

    def on_bring_in(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        chips = self.amount(match.group("amount"), hand, line)
        hand.builder.post_bring_in(name, chips, line)
        _hand(hand).bring_in = (name, chips)

    def on_call(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        self._betting(hand)
        super().on_call(hand, name, match, line)

    def on_bet(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        self._betting(hand)
        super().on_bet(hand, name, match, line)

    def on_raise_to(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        self._betting(hand)
        if match.group("to") is not None:
            hand.builder.raise_to(name, self.amount(match.group("to"), hand, line), line)
        else:
            hand.builder.raise_by(name, self.amount(match.group("by"), hand, line), line)

    def on_check(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        self._betting(hand)
        hand.builder.check(name, line)

    def on_fold(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        self._betting(hand)
        hand.builder.fold(name, line)

    def on_muck(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        _hand(hand).shows.append((name, [], line))

    def on_show(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        _hand(hand).shows.append((name, parse_cards(match.group("cards"), line), line))

    def on_collect(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        paid = _hand(hand).paid
        paid[name] = paid.get(name, 0) + self.amount(match.group("amount"), hand, line)

    def on_summary(self, hand: TextHand, match: Match, line: int) -> None:
        """The showdown, played when the summary begins; the uncalled chips back."""
        winning, builder = _hand(hand), hand.builder
        winning.summary = True
        live = set(builder.in_hand())
        total = sum(len(faces) for faces in winning.faces)
        for name, cards, at in winning.shows:
            if len(live) > 1 and name in live:
                if cards:
                    builder.show(name, cards, at)
                else:
                    builder.muck(name, at)
            if len(cards) == total:
                builder.reveal(name, cards, at)
        builder.return_uncalled(line)

    # ------------------------------------------------------------------ the summary
    def on_total(self, hand: TextHand, match: Match, line: int) -> None:
        _hand(hand).rake = sum(
            self.amount(match.group(k), hand, line) for k in ("rake", "jp") if match.group(k)
        )

    def on_summary_seat(self, hand: TextHand, match: Match, line: int) -> None:
        winning = _hand(hand)
        split = hand.names.split(match.group("rest"))
        if split is None:
            self.on_after(hand, match, line)
            hand.section = "after"
            return
        name, rest = split
        for paid in _SEAT_WON.finditer(rest):
            chips = self.amount(paid.group("money"), hand, line)
            winning.won[name] = winning.won.get(name, 0) + chips
            half = rest[paid.end() :].lstrip().removeprefix("with ")[:2]
            if half in winning.halves:
                winning.halves[half][name] = winning.halves[half].get(name, 0) + chips
        shown = _SEAT_CARDS.search(rest)
        if shown is not None:
            cards = parse_cards(shown.group("cards"), line)
            if len(cards) == sum(len(faces) for faces in winning.faces):
                hand.builder.reveal(name, cards, line)

    def finish(self, hand: TextHand, line: int) -> None:
        winning, builder, first = _hand(hand), hand.builder, hand.first
        if not hand.seated:
            raise RefusedHand(first, "the hand seats nobody")
        if not winning.summary:
            raise RefusedHand(line, "the hand is cut short: no summary")
        for name, chips in (winning.won or winning.paid).items():
            builder.collect(name, chips, first)
        if winning.rake is None:
            raise RefusedHand(first, "the summary gives no total pot and rake")
        builder.rake = builder.unclaimed()
        if builder.rake != winning.rake:
            raise RefusedHand(first, f"the pots keep {builder.rake}, the rake is {winning.rake}")
        _odd_chip(builder, winning.halves)
        settle_hand(self.bring_ins, builder, winning.bring_in, first, betting=winning.betting)


def _odd_chip(builder: HandBuilder, halves: dict[str, dict[str, int]]) -> None:
    """The half that took the odd chip of the halving (rules §5.3, a **Choice**), read from the
    hand's own numbers: in a hand of one pot (a seat's line names the half it won, not the pot)
    split between seats of one half each, the high half is the larger by the odd chip under
    the high-half reading; a low half one chip larger was paid by the low-half reading
    (``odd_chip_half = "low"``). Other hands keep the room's reading."""
    low, high = sum(halves["LO"].values()), sum(halves["HI"].values())
    if high and low == high + 1 and builder.one_pot():
        builder.choices["odd_chip_half"] = "low"
