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

from studpoker.importing.amounts import CHIP_DIGITS, currency_of
from studpoker.importing.builder import Game, RefusedHand
from studpoker.importing.driver import Match, Rule, TextHand, TextRoom
from studpoker.importing.text import parse_cards
from studpoker.importing.unread import game_not_read, structure_not_read

__all__ = ["Reader"]

ROOM = "winamax"
_OPENER = "Winamax Poker - "
_TITLE = re.compile(
    r"\ufeff?Winamax Poker - (?P<kind>.+?) - HandId: #(?P<hand>[\d-]+) - (?P<game>.+?) "
    r"(?P<limit>fixed limit|pot limit|no limit) \((?P<stakes>[^()]*)\) - "
    r"(?P<date>\d{4}/\d{2}/\d{2}) (?P<time>\d{1,2}:\d{2}:\d{2})(?: (?P<zone>\S+))?\s*"
)
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
_STREETS = {
    **{name: k for k, name in enumerate(("3rd", "4th", "5th", "6th", "7th"))},
    **{name: k for k, name in enumerate(("THIRD", "FOURTH", "FIFTH", "SIXTH", "SEVENTH"))},
}
_BRACKETS = re.compile(r"\[([^\]]*)\]")
_ALL_IN = r"(?: and is all-in)?"
_PLAY = "antes street showdown"

# The bring-in at the stakes whose logged hands post it (a hand whose low card completes at
# once does not say it): 10€ at 25€/50€, 0.02 at play money's 0.05/0.10.
_STRUCTURE = {
    (game, small, big): bring_in
    for game in ("seven_card_stud", "razz")
    for small, big, bring_in in ((2500, 5000, 1000), (5, 10, 2))
}


def _structure(game: str, small: int, big: int) -> int | None:
    return _STRUCTURE.get((game, small, big))


class Reader(TextRoom):
    room = ROOM
    marks = (_OPENER,)
    opening = re.compile(r"\ufeff?Winamax Poker - .*? - HandId: #(?P<hand>[\d-]+)")
    title = _TITLE
    rules = (
        # the sections, in any part of the hand
        Rule(r"\*\*\* ANTE/BLINDS \*\*\*", "pass", then="antes"),
        Rule(
            r"\*\*\* (?:(?P<street>\dth|3rd) STREET|(?P<word>[A-Z]+TH|THIRD)) \*\*\*",
            "street",
            then="street",
        ),
        Rule(r"\*\*\* SHOW ?DOWN \*\*\*", "pass", then="showdown"),
        Rule(r"\*\*\* SUMMARY \*\*\*", "pass", then="summary"),
        # the header: the table, the seats (a bounty tournament's "(1500, 2€ bounty)")
        Rule(
            r"Table: '(?P<table>.*)' (?P<max>\d+)-max \((?P<money>real money|play money)\)"
            r"(?: Seat #(?P<button>\d+) is the button)?\s*",
            "table",
            "header",
        ),
        Rule(
            r"Seat (?P<seat>\d+): (?P<name>.+) \((?P<stack>[^,()]+)(?:, [^()]* bounty)?\)",
            "seat",
            "header",
        ),
        Rule(r"Dealt to (?P<rest>.+)", "dealt", "street"),
        # what follows a seated name
        Rule(rf"posts ante (?P<amount>.+?){_ALL_IN}", "ante", "antes", player=True),
        Rule(rf"(?:brings in|bring-in) (?P<amount>.+?){_ALL_IN}", "bring_in", _PLAY, player=True),
        Rule(rf"calls (?P<amount>.+?){_ALL_IN}", "call", _PLAY, player=True),
        Rule(rf"bets (?P<amount>.+?){_ALL_IN}", "bet", _PLAY, player=True),
        Rule(rf"raises (?P<by>\S+) to (?P<to>\S+){_ALL_IN}", "raise_to", _PLAY, player=True),
        Rule(rf"checks{_ALL_IN}", "check", _PLAY, player=True),
        Rule(rf"folds{_ALL_IN}", "fold", _PLAY, player=True),
        Rule(r"shows \[(?P<cards>[^\]]*)\].*", "show", _PLAY, player=True),
        Rule(r"mucks \[(?P<cards>[^\]]*)\].*", "mucked", _PLAY, player=True),
        Rule(r"mucks(?: hand)?|doesn't show(?: hand)?", "muck", _PLAY, player=True),
        # "from pot", "from main pot", "from side pot 1"; a hi-lo half "from pot(HI)", "(LO)"
        Rule(
            r"collected (?P<amount>\S+) from (?:the )?(?:main |side )?pot(?: \d+)? ?"
            r"(?:\((?:HI|LO)\))?",
            "collect",
            _PLAY,
            player=True,
        ),
        # the summary: its total, then the seats' lines; any other line ends the hand
        Rule(
            r"Total pot (?P<total>\S+)(?: \| (?:No rake|Rake (?P<rake>\S+)))?\s*",
            "total",
            "summary",
        ),
        Rule(r"Seat \d+: .+|Board: .*", "pass", "summary"),
        Rule(r".*", "after", "summary", then="after"),
        Rule(r".*", "pass", "after"),
    )

    def structure(self, game: str, small: int, big: int) -> int | None:
        return _structure(game, small, big)

    # ------------------------------------------------------------------ the header
    def header(self, match: Match, hand: TextHand) -> None:
        builder, line = hand.builder, hand.first
        game = _GAMES.get(match.group("game"))
        if game is None:
            raise RefusedHand(line, game_not_read(match.group("game")))
        if match.group("limit") != "fixed limit":
            raise RefusedHand(line, structure_not_read(match.group("limit")))
        builder.game = game
        kind = match.group("kind")
        tournament = _TOURNAMENT.fullmatch(kind)
        if tournament is not None:
            hand.digits = CHIP_DIGITS
            builder.fields["tournament"] = tournament.group("name")
            if tournament.group("buy_in"):
                builder.fields["_buy_in"] = tournament.group("buy_in")
            if tournament.group("level"):
                builder.fields["level"] = int(tournament.group("level"))
        elif _CASH_KINDS.fullmatch(kind) is None:
            raise RefusedHand(line, f"a kind of game not read here: {kind!r:.40}")
        stakes = match.group("stakes").split("/")
        if len(stakes) not in (2, 3):
            raise RefusedHand(line, f"stakes not understood: {match.group('stakes')!r:.40}")
        builder.small_bet = self.amount(stakes[-2], hand, line)
        builder.big_bet = self.amount(stakes[-1], hand, line)
        currency = currency_of(match.group("stakes"))
        if currency is not None and tournament is None:
            builder.fields["currency"] = currency
        builder.fields["time"] = f"{match.group('date').replace('/', '-')}T{match.group('time')}"
        if match.group("zone"):
            builder.fields["time_zone"] = match.group("zone")

    def on_table(self, hand: TextHand, match: Match, line: int) -> None:
        fields = hand.builder.fields
        fields["table"] = match.group("table")
        fields["seat_count"] = int(match.group("max"))
        if match.group("money") == "play money":
            fields.pop("currency", None)
            fields["play_money"] = True
        if match.group("button") is not None:
            hand.builder.dealer_seat = int(match.group("button"))

    def street_of(self, match: Match) -> int:
        return _STREETS[match.group("street") or match.group("word")]

    # ------------------------------------------------------------------ the play
    def on_raise_to(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        """A raise to ``to``. A raise by a negative amount is none: the room wrote a short
        all-in raise with the chips it adds (``to``), which must be all the seat has left."""
        builder = hand.builder
        to = self.amount(match.group("to"), hand, line)
        if not match.group("by").startswith("-"):
            builder.raise_to(name, to, line)
            return
        if to != builder.stack(name) - builder.put_in(name):
            raise RefusedHand(line, f"{name!r} raises by a negative amount, not all-in")
        builder.all_in(name, to, line)

    def on_dealt(self, hand: TextHand, match: Match, line: int) -> None:
        """``Dealt to Name [Xx Xx Ac]``; a later street repeats the cards before the new one
        (``[..] [7d]``), an unknown card is ``X``."""
        split = hand.names.split(match.group("rest"))
        brackets = _BRACKETS.findall(split[1]) if split else []
        if split is None or not brackets:
            raise RefusedHand(line, f"a deal not understood: {match.group(0)!r:.60}")
        street = hand.builder.street_index
        words = brackets[-1].split() if street > 0 else " ".join(brackets).split()
        cards = [None if word == "X" else parse_cards(word, line)[0] for word in words]
        if street == 0 and len(cards) == 3:
            hand.builder.dealt(split[0], line, down=cards[:2], up=cards[2:])
        elif street in (1, 2, 3) and len(cards) == 1:
            hand.builder.dealt(split[0], line, up=cards)
        elif street == 4 and len(cards) == 1:
            hand.builder.dealt(split[0], line, down=cards)
        else:
            raise RefusedHand(line, f"{len(cards)} card(s) dealt on street {street + 3}")
