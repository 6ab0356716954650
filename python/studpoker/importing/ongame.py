"""OnGame's text hands: ``***** History for hand R5-... *****`` to ``***** End of hand ... *****``.

The header names the table and the stakes (``LIMIT SEVEN_CARD_STUD $0.10/$0.20, ante: $0.02``),
the seats with their stacks and the antes; each street opens with ``Dealing ...`` and lists the
cards dealt (``-`` a card not shown; the river only for the log's own player), then the actions
(``small bring in``, ``big bring in`` (the bring-in seat completing at once), ``calls``,
``bets``, ``raises $1 to $1.37`` (the chips put in, then the seat's total for the hand),
``checks``, ``folds``), streets parted by ``---``. The summary gives each pot's winners, the
rake, each seat's final stack and the cards of the hands shown; the final stacks must be what
the hand's own numbers give, which also tells whether a bet no one called came back. The room
is patterns over the shared driver (``importing.driver``).
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field

from studpoker._core import parse_card
from studpoker.errors import StudPokerError
from studpoker.importing.amounts import CASH_DIGITS, CHIP_DIGITS, currency_of
from studpoker.importing.bring_ins import settle_hand
from studpoker.importing.builder import Game, RefusedHand
from studpoker.importing.cash import cents
from studpoker.importing.chips import chips
from studpoker.importing.driver import Match, Rule, TextHand, TextRoom
from studpoker.importing.reading import Refusal
from studpoker.importing.unread import game_not_read, structure_not_read
from studpoker.phh.document import HandHistory

__all__ = ["Reader"]

ROOM = "ongame"
_START = re.compile(
    r"Start hand: \w{3} (?P<month>\w{3}) (?P<day>\d{1,2}) (?P<clock>\d\d:\d\d:\d\d) "
    r"(?P<zone>\S+) (?P<year>\d{4})"
)
_TABLE = re.compile(
    r"Table: (?:\[SPEED\] )?(?P<table>.+?) \[(?P<id>\d+)\] \((?P<limit>[A-Za-z_]+) "
    r"(?P<game>[A-Z0-9_]+) (?P<small>[^/\s]+)/(?P<big>[^,\s]+)(?:, ante: (?P<ante>[^,]+))?"
    r"(?:, (?P<money>[^)]*))?\)"
)
_TABLE_GAME = re.compile(r"\((?P<limit>[A-Za-z_]+) (?P<game>[A-Z0-9_]+) ")
_CHIP_MONEY = ("TC", "Chips")  # a tournament's chips
_ALL_IN = (" [all in]", " and is all-in")
_STREETS = {
    "Dealing pocket cards": 0,
    "Dealing 4th street": 1,
    "Dealing 5th street": 2,
    "Dealing 6th street": 3,
    "Dealing river": 4,
}
_WINNER_AMOUNT = re.compile(r"([^)]+?)(?: High| Low)?\)(?:, | and |$)")
_SUMMARY_TAIL = re.compile(
    r" \((?P<stack>[^()]+)\), net: [+-]?\S+?(?:, \[(?P<cards>[^\]]*)\](?: \(.*\))?)?"
)
_GAMES: dict[str, Game] = {
    "SEVEN_CARD_STUD": "seven_card_stud",
    "SEVEN_CARD_STUD_HI_LO": "seven_card_stud_hi_lo",
    "RAZZ": "razz",
    "FIVE_CARD_STUD": "five_card_stud",
}
_MONTHS = {
    name: k + 1
    for k, name in enumerate(
        ("Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec")
    )
}


def _structure(game: str, small: int, big: int) -> int | None:
    """OnGame's small bring-in is half the small bet, rounded down to the cent: so it is in
    every OnGame hand that posts one ($0.05 at $0.10/$0.20, $0.12 at $0.25/$0.50)."""
    return small // 2


_PLAY = "play"


@dataclass(slots=True)
class _Hand(TextHand):
    """What OnGame's hand keeps beside the driver's."""

    seats: dict[int, str] = field(default_factory=dict)
    count: int | None = None  # "Players in round"
    stakes: tuple[int, int] = (0, 0)
    bring_in: tuple[str, int] | None = None
    finals: dict[str, tuple[int, int]] = field(default_factory=dict)  # final stack, its line
    shown_cards: dict[str, tuple[list[int], int]] = field(default_factory=dict)
    paid: dict[str, int] = field(default_factory=dict)
    rake: int | None = None
    antes: dict[str, int] = field(default_factory=dict)


def _hand(hand: TextHand) -> _Hand:
    assert isinstance(hand, _Hand)
    return hand


class Reader(TextRoom):
    room = ROOM
    marks = ("***** History for hand ",)
    opening = re.compile(r"\*{5} History for hand (?P<hand>\S+)")
    title = re.compile(
        r"\*{5} History for hand (?P<hand>\S+)"
        r"(?: \(TOURNAMENT:(?: \"(?P<name>.*?)\",)? (?P<tournament>[-A-Z\d]+)"
        r"(?:, buy-in: [^)]*)?\))? \*{5}\s*"
    )
    hand_type = _Hand
    rules = (
        # the header, up to its "---"
        Rule(r"---", "header_end", "header", then="play"),
        Rule(r"Start hand: .*", "start", "header"),
        Rule(r"Table: .*", "table", "header"),
        Rule(r"User: .*|.* sits out", "pass", "header"),
        Rule(r"Button: seat (?P<button>\d+)", "button", "header"),
        Rule(r"Players in round: (?P<count>\d+)(?: \(\d+\))?", "count", "header"),
        Rule(r"posts ante (?P<amount>.+)", "ante", "header", player=True),
        Rule(r"Seat (?P<seat>\d+): (?P<name>.+) \((?P<stack>[^()]+)\)", "seat", "header"),
        # the streets
        Rule(r"Summary:", "pass", _PLAY, then="summary"),
        Rule(r"Dealing (?!to )(?P<street>\w+(?: \w+)?)", "street", _PLAY),
        Rule(r"---", "pass", _PLAY),
        Rule(r"Dealing to (?P<name>.+): \[(?P<cards>[^\]]*)\]", "deal", _PLAY),
        Rule(r"folds", "fold", _PLAY, player=True),
        Rule(r"checks", "check", _PLAY, player=True),
        Rule(r"calls (?P<amount>.+)", "call", _PLAY, player=True),
        Rule(r"bets (?P<amount>.+)", "bet", _PLAY, player=True),
        Rule(r"raises (?P<amount>\S+) to (?P<to>\S+)", "raise_to", _PLAY, player=True),
        Rule(r"small bring in (?P<amount>.+)", "bring_in", _PLAY, player=True),
        Rule(r"big bring in (?P<amount>.+)", "bet", _PLAY, player=True),  # completes at once
        # the summary, up to the end line
        Rule(r"\*{5} End of hand (?P<hand>\S+) \*{5}", "end", "summary", then="end"),
        Rule(
            r"(?:Main pot|Side pot(?: \d+)?): (?P<amount>\S+) won by (?P<won>.+)", "pot", "summary"
        ),
        Rule(r"Rake taken: (?P<amount>\S+)", "rake", "summary"),
        Rule(r"Seat (?P<seat>\d+): (?P<rest>.+)", "final", "summary"),
        Rule(r".*", "after", "end"),
    )

    def structure(self, game: str, small: int, big: int) -> int | None:
        return _structure(game, small, big)

    def read(self, lines: Sequence[str], first: int) -> Iterator[HandHistory | Refusal]:
        for item in super().read(lines, first):
            if isinstance(item, Refusal) and item.reason == "text after the hand that is no hand":
                yield Refusal(None, None, item.line, "text after the end of an OnGame hand")
            else:
                yield item

    def title_refused(self, text: str) -> str:
        return "not an OnGame hand's first line"

    def said(self, rest: str) -> str:
        rest = rest.strip()
        for mark in _ALL_IN:
            rest = rest.removesuffix(mark)
        return rest

    def amount(self, text: str, hand: TextHand, line: int) -> int:
        """An amount in the hand's units: cents at a cash table, chips in a tournament."""
        text = text.removesuffix(" in chips")
        return cents(text, line) if hand.digits == CASH_DIGITS else chips(text, line)

    # ------------------------------------------------------------------ the header
    def header(self, match: Match, hand: TextHand) -> None:
        if match.group("tournament") is not None:
            hand.digits = CHIP_DIGITS  # a tournament counts chips
            hand.builder.fields["tournament"] = match.group("tournament")
            if match.group("name"):
                hand.builder.fields["tournament_name"] = match.group("name")

    def on_start(self, hand: TextHand, match: Match, line: int) -> None:
        found = _START.fullmatch(match.group(0))
        month = _MONTHS.get(found.group("month")) if found is not None else None
        if found is None or month is None:
            raise RefusedHand(line, f"a start time not read here: {match.group(0)!r:.80}")
        day = int(found.group("day"))
        fields = hand.builder.fields
        fields["time"] = f"{found.group('year')}-{month:02d}-{day:02d}T" + found.group("clock")
        fields["time_zone"] = found.group("zone")

    def on_table(self, hand: TextHand, match: Match, line: int) -> None:
        text = match.group(0)
        named = _TABLE_GAME.search(text)
        if named is not None and named.group("game") not in _GAMES:
            raise RefusedHand(line, game_not_read(named.group("game")))
        found = _TABLE.fullmatch(text)
        if found is None:
            raise RefusedHand(line, f"a table line not read here: {text!r:.80}")
        if found.group("limit") not in ("LIMIT", "Limit"):
            raise RefusedHand(line, structure_not_read(found.group("limit")))
        builder = hand.builder
        builder.game = _GAMES[found.group("game")]
        money = found.group("money") or ""
        if money in _CHIP_MONEY:
            hand.digits = CHIP_DIGITS
        builder.small_bet = self.amount(found.group("small"), hand, line)
        builder.big_bet = self.amount(found.group("big"), hand, line)
        if found.group("ante") is not None:
            builder.ante = self.amount(found.group("ante"), hand, line)
        _hand(hand).stakes = (builder.small_bet, builder.big_bet)
        builder.fields["table"] = found.group("table")
        currency = currency_of(found.group("small"))
        if money.casefold() == "play money":
            currency = "play"
        if currency is not None and hand.digits == CASH_DIGITS:
            builder.fields["currency"] = currency

    def on_button(self, hand: TextHand, match: Match, line: int) -> None:
        hand.builder.dealer_seat = int(match.group("button"))

    def on_count(self, hand: TextHand, match: Match, line: int) -> None:
        _hand(hand).count = int(match.group("count"))

    def on_seat(self, hand: TextHand, match: Match, line: int) -> None:
        super().on_seat(hand, match, line)
        _hand(hand).seats[int(match.group("seat"))] = match.group("name")

    def on_ante(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        ante = self.amount(match.group("amount"), hand, line)
        hand.builder.post_ante(name, ante, line)
        antes = _hand(hand).antes
        antes[name] = antes.get(name, 0) + ante

    def on_header_end(self, hand: TextHand, match: Match, line: int) -> None:
        ongame = _hand(hand)
        if ongame.count is not None and ongame.count != len(ongame.seats):
            raise RefusedHand(line, f"{ongame.count} players in round, {len(ongame.seats)} seated")

    # ------------------------------------------------------------------ the streets
    def on_street(self, hand: TextHand, match: Match, line: int) -> None:
        """``Dealing pocket cards`` opens the first street; five-card stud's later streets are
        not named in any description of the format, so each ``Dealing ...`` line after the
        pocket cards opens the next one."""
        builder, text = hand.builder, match.group(0)
        if builder.game != "five_card_stud":
            street = _STREETS.get(text)
            if street is None:
                raise RefusedHand(line, f"a line not read here: {text!r:.80}")
        else:
            street = 0 if text == "Dealing pocket cards" else builder.street_index + 1
        builder.street(street, line)

    def on_deal(self, hand: TextHand, match: Match, line: int) -> None:
        """Third street lists down, down, up; every later street one card (the river down).
        Five-card stud deals a down and an up card, then one up card a street."""
        builder, name = hand.builder, match.group("name")
        if not builder.has_seat(name):
            raise RefusedHand(line, f"a line not read here: {match.group(0)!r:.80}")
        cards = [_card(word.strip(), line) for word in match.group("cards").split(",")]
        street = builder.street_index
        if builder.game == "five_card_stud":
            first = street == 0
            if len(cards) != (2 if first else 1):
                raise RefusedHand(line, f"{len(cards)} cards dealt on one street")
            builder.dealt(name, line, down=cards[:1] if first else [], up=cards[-1:])
        elif len(cards) == 3:
            builder.dealt(name, line, down=cards[:2], up=cards[2:])
        elif len(cards) == 1 and street in (1, 2, 3):
            builder.dealt(name, line, up=cards)
        elif len(cards) == 1 and street == 4:
            builder.dealt(name, line, down=cards)
        else:
            raise RefusedHand(line, f"{len(cards)} cards dealt on one street")

    def on_raise_to(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        """``raises $1 to $1.37``: the chips put in, then the seat's total for the hand."""
        builder = hand.builder
        builder.raise_by(name, self.amount(match.group("amount"), hand, line), line)
        hand_total = builder.put_in(name) - _hand(hand).antes.get(name, 0)
        written = self.amount(match.group("to"), hand, line)
        if written != hand_total:
            raise RefusedHand(
                line, f"{name!r} raises to {written} in the hand; its actions give {hand_total}"
            )

    def on_bring_in(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        posted = self.amount(match.group("amount"), hand, line)
        hand.builder.post_bring_in(name, posted, line)
        _hand(hand).bring_in = (name, posted)

    # ------------------------------------------------------------------ the summary
    def on_end(self, hand: TextHand, match: Match, line: int) -> None:
        if match.group("hand") != hand.builder.hand_id:
            raise RefusedHand(line, "the end line names another hand")

    def on_pot(self, hand: TextHand, match: Match, line: int) -> None:
        """``Hero ($2.24)``, or several such, parted by commas."""
        paid, text = _hand(hand).paid, match.group("won")
        while text:
            named = hand.names.split(text)
            won = (
                _WINNER_AMOUNT.match(named[1][2:])
                if named is not None and named[1].startswith(" (")
                else None
            )
            if named is None or won is None:
                raise RefusedHand(line, f"pot winners not read here: {text!r:.80}")
            paid[named[0]] = paid.get(named[0], 0) + self.amount(won.group(1), hand, line)
            text = named[1][2 + won.end() :]

    def on_rake(self, hand: TextHand, match: Match, line: int) -> None:
        _hand(hand).rake = self.amount(match.group("amount"), hand, line)

    def on_final(self, hand: TextHand, match: Match, line: int) -> None:
        ongame, text = _hand(hand), match.group("rest")
        name = ongame.seats.get(int(match.group("seat")))
        tail = (
            _SUMMARY_TAIL.fullmatch(text[len(name) :]) if name and text.startswith(name) else None
        )
        if name is None or tail is None:
            raise RefusedHand(line, f"a summary seat not read here: {text!r:.80}")
        ongame.finals[name] = (self.amount(tail.group("stack"), hand, line), line)
        if tail.group("cards") is not None:
            cards = [_card(word.strip(), line) for word in tail.group("cards").split(",")]
            known = [card for card in cards if card is not None]
            if len(known) != len(cards):
                raise RefusedHand(line, f"a hand shown with a card not named: {text!r:.80}")
            ongame.shown_cards[name] = (known, line)

    # ------------------------------------------------------------------ the result
    def finish(self, hand: TextHand, line: int) -> None:
        ongame, builder, first = _hand(hand), hand.builder, hand.first
        if hand.section == "header":
            raise RefusedHand(line, "the hand is cut short in its header")
        if hand.section == "play":
            raise RefusedHand(line, "the hand is cut short: no summary")
        if hand.section == "summary":
            raise RefusedHand(line, "the hand is cut short: no end line")
        in_hand = builder.in_hand()
        for name, (cards, number) in ongame.shown_cards.items():
            if len(in_hand) > 1 and name in in_hand:
                builder.show(name, cards, number)
            # the summary lists a shown hand's cards in dealing order: its hidden cards too
            builder.reveal(name, cards, number)
        if len(in_hand) > 1:
            for name in in_hand:
                if name not in ongame.shown_cards:
                    builder.muck(name, first)
        for name, paid in ongame.paid.items():
            builder.collect(name, paid, first)
        if ongame.rake is None:
            raise RefusedHand(first, "the summary gives no rake")
        builder.rake = ongame.rake
        self._check_finals(ongame)
        settle_hand(self.bring_ins, builder, ongame.bring_in, first)

    def _check_finals(self, hand: _Hand) -> None:
        """Each seat's final stack in the summary is the start, less what it put in, plus what
        it won, plus what came back to it when the room gave that back apart (rules §3.4: a bet
        no one called, a folded seat's chips above every claimant's reach)."""
        builder = hand.builder
        put_in = {name: builder.put_in(name) for name in hand.seats.values()}
        back = _returns(put_in, set(builder.in_hand()))
        returned = 0
        for name in hand.seats.values():
            if name not in hand.finals:
                raise RefusedHand(hand.first, f"the summary gives no final stack for {name!r}")
            final, number = hand.finals[name]
            gap = final - (builder.stack(name) - put_in[name] + hand.paid.get(name, 0))
            if gap and back.get(name) == gap:
                builder.uncalled(name, gap, number)
                returned += gap
            elif gap:
                raise RefusedHand(
                    number, f"{name!r} ends on {final}, the hand's numbers give {final - gap}"
                )
        pots = sum(put_in.values()) - returned
        if pots != sum(hand.paid.values()) + builder.rake:
            raise RefusedHand(
                hand.first,
                f"the pots ({pots}) are not the winnings ({sum(hand.paid.values())}) "
                f"and the rake ({builder.rake})",
            )


def _returns(put_in: dict[str, int], claiming: set[str]) -> dict[str, int]:
    """What goes back to each seat (rules §3.4): a claimant's chips above every other seat's
    (a bet no one called), a folded seat's chips above every claimant's reach (an ante above a
    seat all in on its ante, when the others fold)."""
    back: dict[str, int] = {}
    for name, amount in put_in.items():
        others = (c for n, c in put_in.items() if n != name and (name in claiming or n in claiming))
        reach = max(others, default=0)
        if amount > reach:
            back[name] = amount - reach
    return back


def _card(word: str, line: int) -> int | None:
    if word == "-":
        return None
    try:
        return parse_card(word)
    except StudPokerError:
        raise RefusedHand(line, f"{word!r} is not a card") from None
