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
summary's ``Total Pot($0.59) | Rake ($0.02)`` is checked. The room is patterns over the shared
driver (``importing.driver``). docs/importing.md (Bovada).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from studpoker.importing.amounts import CHIP_DIGITS
from studpoker.importing.builder import Game, RefusedHand
from studpoker.importing.driver import Match, Rule, TextHand, TextRoom
from studpoker.importing.stakes_seen import StakesSeen, settle_bring_in
from studpoker.importing.text import parse_cards
from studpoker.importing.unread import game_not_read, structure_not_read

__all__ = ["Reader"]

ROOM = "bovada"
_ROOMS = r"(?:Ignition|Bovada|Bodog(?:\.com|\.eu| UK| Canada|88)?)"
_GAMES: dict[str, Game] = {
    "7CARD": "seven_card_stud",
    "7CARD HiLo": "seven_card_stud_hi_lo",
    "7CARD_HL": "seven_card_stud_hi_lo",
}
_HEADINGS = {"HOLE CARDS": 0, "3RD STREET": 0, "4TH STREET": 1, "5TH STREET": 2}
_HEADINGS |= {"6TH STREET": 3, "7TH STREET": 4, "RIVER": 4}
_SAID = re.compile(r"(?:  ?\[ME\])? : (?P<said>.*)")
_TIMEOUT = re.compile(r"\(timeout\)|-timeout(?=\))")
_AMOUNT = r"(?P<amount>[$\d,.]+)"
# the table's goings-on, no part of the play
_ASIDES = r"(?:Seat |Table |Sitout|Set dealer|Stand|Enter|Leave|Re-join).*"
_PLAY = "header play"


def _structure(game: str, small: int, big: int) -> int | None:
    # every hand of the logs at $0.05/$0.10 seven-card stud that posts a bring-in posts $0.02
    return 2 if (game, small, big) == ("seven_card_stud", 5, 10) else None


@dataclass(slots=True)
class _Hand(TextHand):
    """What Bovada's hand keeps beside the driver's."""

    stakes: StakesSeen = field(default_factory=lambda: StakesSeen({}))
    table: str = ""
    stated: tuple[int, int] | None = None
    dealt: set[str] = field(default_factory=set)  # the seats dealt a card of the current street
    acted: bool = False  # someone acted on the current street
    level: int = 0  # the current round's level
    round_in: dict[str, int] = field(default_factory=dict)  # what each seat put in this round
    cards: dict[str, list[int]] = field(default_factory=dict)  # each seat's cards as dealt


class Reader(TextRoom):
    room = ROOM
    marks = (" Hand #",)
    opening = re.compile(rf"\ufeff?{_ROOMS} Hand #C?(?P<hand>\d*)")
    title = re.compile(
        rf"\ufeff?{_ROOMS} Hand #C?(?P<hand>\d+):?\s+(?:(?:TBL|Zone Poker ID)#(?P<table>\S+)\s+)?"
        r"(?P<game>[A-Z0-9_]+(?: HiLo)?(?:ZonePoker)?)\s+"
        r"(?:Tournament #(?:M-)?(?P<tournament>\d+) TBL#(?P<tour_table>\d+),\s+)?(?:1 on 1 )?"
        r"(?P<limit>No Limit|Fixed Limit|Pot Limit|Turbo)?(?: ?Normal ?)?"
        r"(?:\s*- Level (?P<level>\d+) \((?P<small>[$\d,.]+)/(?P<big>[$\d,.]+)(?: USD)?\))?"
        r"(?: \[MVS\])? - (?P<date>\d{4}-\d{2}-\d{2})[ -]+(?P<time>\d{1,2}:\d{2}:\d{2})\s*"
    )
    hand_type = _Hand
    rules = (
        Rule(r"\*\*\* SUMMARY \*\*\*", "pass", _PLAY, then="summary"),
        Rule(rf"\*\*\* (?P<street>{'|'.join(_HEADINGS)}) \*\*\*", "street", _PLAY, then="play"),
        Rule(
            r"(?:Seat (?P<number>\d+): (?P<name>.+?)|(?P<plus>Seat\+(?P<seat>\d+)))"
            r"(?P<me> \[ME\])?:? \(?(?P<stack>[$\d,.]+) in chips\)?(?: .*)?",
            "seat",
            "header",
        ),
        # any name's goings-on at the table, seated or not
        Rule(rf".+?(?:  ?\[ME\])? : {_ASIDES}", "pass", _PLAY),
        Rule(r"Card dealt to a spot \[(?P<cards>[^\]]*)\].*", "deal", _PLAY, "play", player=True),
        Rule(r"Showdown \[(?P<cards>[^\]]*)\].*", "show", _PLAY, player=True),
        Rule(r"(?:Does not show|Mucks) \[(?P<cards>[^\]]*)\].*", "muck", _PLAY, player=True),
        Rule(r"Checks?", "check", _PLAY, player=True),
        Rule(r"Folds?", "fold", _PLAY, player=True),
        Rule(rf"Ante chip {_AMOUNT}", "ante", _PLAY, player=True),
        Rule(
            rf"(?:Bring_in chip|Big blind/Bring in|Bring in) {_AMOUNT}",
            "bring_in",
            _PLAY,
            player=True,
        ),
        Rule(rf"Calls {_AMOUNT}", "call", _PLAY, player=True),
        Rule(rf"All-in {_AMOUNT}", "all_in", _PLAY, player=True),
        Rule(rf"Return uncalled portion of bet {_AMOUNT}", "uncalled", _PLAY, player=True),
        Rule(
            rf"(?:Hand result|Hand result-Side pot|Hand Result|Hand Result-Side Pot) {_AMOUNT}",
            "collect",
            _PLAY,
            player=True,
        ),
        Rule(
            rf"(?P<verb>Bets|D bets|Double bets|Raises|All-in\(raise\)) {_AMOUNT}"
            r"(?: to (?P<to>[$\d,.]+))?",
            "raise_to",
            _PLAY,
            player=True,
        ),
        Rule(
            r"Total Pot\((?P<total>[^)]*)\)(?: \| Rake \((?P<rake>[^)]*)\))?.*", "total", "summary"
        ),
        Rule(r"Seat.*", "pass", "summary"),
        Rule(r".*", "after", "summary"),
    )

    def __init__(self) -> None:
        super().__init__()
        self._tables: dict[tuple[str, str, int], tuple[int, int]] = {}

    def structure(self, game: str, small: int, big: int) -> int | None:
        return _structure(game, small, big)

    def said(self, rest: str) -> str:
        """``Seat+3 [ME] : Calls $1``: what follows the colon; a timeout changes nothing."""
        found = _SAID.fullmatch(rest)
        return " ".join(_TIMEOUT.sub("", found.group("said")).split()) if found else ""

    # ------------------------------------------------------------------ the header
    def header(self, match: Match, hand: TextHand) -> None:
        assert isinstance(hand, _Hand)
        builder, line = hand.builder, hand.first
        hand.stakes = StakesSeen(self._tables)
        game = _GAMES.get(match.group("game"))
        if game is None:
            raise RefusedHand(line, game_not_read(match.group("game")))
        limit = match.group("limit") or "No Limit"
        if limit != "Fixed Limit":
            raise RefusedHand(line, structure_not_read(limit))
        builder.game = game
        hand.table = match.group("tour_table") or match.group("table") or ""
        if hand.table:
            builder.fields["table"] = hand.table
        if match.group("tournament") is not None:
            hand.digits = CHIP_DIGITS
            builder.fields["tournament"] = match.group("tournament")
            hand.table = f"{match.group('tournament')}/{hand.table}"
        else:
            builder.fields["currency"] = "USD"
        if match.group("level") is not None:
            builder.fields["level"] = int(match.group("level"))
            small = self.amount(match.group("small"), hand, line)
            hand.stated = (small, self.amount(match.group("big"), hand, line))
        builder.fields["time"] = f"{match.group('date')}T{match.group('time')}"

    def on_seat(self, hand: TextHand, match: Match, line: int) -> None:
        name = match.group("plus") or match.group("name")
        number = int(match.group("seat") or match.group("number"))
        hand.builder.seat(number, name, self.amount(match.group("stack"), hand, line), line)
        hand.seated.append(name)
        if match.group("me"):
            hand.builder.fields["hero"] = name

    # ------------------------------------------------------------------ the play
    def on_street(self, hand: TextHand, match: Match, line: int) -> None:
        assert isinstance(hand, _Hand)
        self._street(hand, _HEADINGS[match.group("street")], line)

    def _street(self, hand: _Hand, index: int, line: int) -> None:
        """A street starts at its heading (newer files) or where its cards are dealt."""
        if index != hand.builder.street_index:
            hand.builder.street(index, line)
        hand.dealt, hand.acted, hand.level, hand.round_in = set(), False, 0, {}

    def _acting(self, hand: TextHand, line: int) -> _Hand:
        assert isinstance(hand, _Hand)
        if hand.builder.street_index < 0:
            raise RefusedHand(line, "an action before any card is dealt")
        hand.acted = True
        return hand

    def on_deal(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        assert isinstance(hand, _Hand)
        builder = hand.builder
        cards = parse_cards(match.group("cards"), line)
        if builder.street_index < 0 or hand.acted or name in hand.dealt:
            self._street(hand, builder.street_index + 1, line)
        hand.dealt.add(name)
        hand.cards.setdefault(name, []).extend(cards)
        street = builder.street_index
        if street == 0 and len(cards) == 3:
            builder.dealt(name, line, down=cards[:2], up=cards[2:])
        elif street == 4 and len(cards) == 1:
            builder.dealt(name, line, down=cards)
        elif len(cards) == 1:
            builder.dealt(name, line, up=cards)
        else:
            raise RefusedHand(line, f"{len(cards)} cards dealt on street {street + 3}")

    def on_show(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        """``Showdown [best five]``: the hand shown is every card dealt."""
        assert isinstance(hand, _Hand)
        in_hand = hand.builder.in_hand()
        if len(in_hand) > 1 and name in in_hand:
            shown = hand.cards.get(name) or parse_cards(match.group("cards"), line)
            hand.builder.show(name, shown, line)

    def on_muck(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        parse_cards(match.group("cards"), line)
        in_hand = hand.builder.in_hand()
        if len(in_hand) > 1 and name in in_hand:
            hand.builder.muck(name, line)

    def on_check(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        self._acting(hand, line)
        hand.builder.check(name, line)

    def on_fold(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        self._acting(hand, line)
        hand.builder.fold(name, line)

    def on_ante(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        hand.builder.post_ante(name, self.amount(match.group("amount"), hand, line), line)

    def on_bring_in(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        bovada = self._acting(hand, line)
        chips = self.amount(match.group("amount"), hand, line)
        builder = hand.builder
        builder.post_bring_in(name, chips, line)
        hand.posted = (name, chips, builder.put_in(name) >= builder.stack(name))
        bovada.level = bovada.round_in[name] = chips

    def on_call(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        bovada = self._acting(hand, line)
        chips = self.amount(match.group("amount"), hand, line)
        hand.builder.call(name, line, chips)
        bovada.round_in[name] = bovada.round_in.get(name, 0) + chips

    def on_all_in(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        """All in on the ante, for the bring-in (the first street's first action), or later
        for the chips added."""
        assert isinstance(hand, _Hand)
        builder = hand.builder
        if builder.street_index < 0:
            self.on_ante(hand, name, match, line)
        elif builder.street_index == 0 and not hand.round_in:
            self.on_bring_in(hand, name, match, line)
        else:
            self._acting(hand, line)
            chips = self.amount(match.group("amount"), hand, line)
            builder.all_in(name, chips, line)
            hand.round_in[name] = hand.round_in.get(name, 0) + chips
            hand.level = max(hand.level, hand.round_in[name])

    def on_raise_to(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        """A bet, completion or raise, to the amount named."""
        bovada = self._acting(hand, line)
        builder = hand.builder
        chips = self.amount(match.group("amount"), hand, line)
        to = self.amount(match.group("to"), hand, line) if match.group("to") else chips
        bring = hand.posted[1] if hand.posted is not None else 0
        opens = bovada.level == 0 or (builder.street_index == 0 and bovada.level == bring)
        builder.raise_to(name, to, line)
        verb = match.group("verb")
        if verb != "All-in(raise)":
            double = verb in ("D bets", "Double bets")
            bovada.stakes.level(builder.street_index, to, opens=opens, big=double)
        bovada.level = bovada.round_in[name] = to

    # ------------------------------------------------------------------ the summary
    def on_total(self, hand: TextHand, match: Match, line: int) -> None:
        rake = self.amount(match.group("rake"), hand, line) if match.group("rake") else -1
        hand.total = (self.amount(match.group("total"), hand, line), rake, line)

    def finish(self, hand: TextHand, line: int) -> None:
        assert isinstance(hand, _Hand)
        builder = hand.builder
        if hand.total is None:
            raise RefusedHand(line, "the hand has no summary's total")
        total, rake, at = hand.total
        if rake < 0:  # no rake written: it is what the pots did not pay out
            rake = total - hand.collected
        if builder.pot() != total or hand.collected + rake != total or rake < 0:
            raise RefusedHand(
                at,
                f"the total pot ({total}) is not what was put in ({builder.pot()}), or not what "
                f"was collected ({hand.collected}) and the rake ({rake})",
            )
        builder.rake = rake
        hand.stakes.settle(builder, hand.table, hand.stated, at)
        settle_bring_in(self.bring_ins, builder, hand.posted, at)
