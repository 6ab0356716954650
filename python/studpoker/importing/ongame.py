"""OnGame's text hands: ``***** History for hand R5-... *****`` to ``***** End of hand ... *****``.

The header names the table and the stakes (``LIMIT SEVEN_CARD_STUD $0.10/$0.20, ante: $0.02``),
the seats with their stacks and the antes; each street opens with ``Dealing ...`` and lists the
cards dealt (``-`` a card not shown; the river only for the log's own player), then the actions
(``small bring in``, ``big bring in`` (the bring-in seat completing at once), ``calls``,
``bets``, ``raises $1 to $1.37`` (the chips put in, then the seat's total for the hand),
``checks``, ``folds``), streets parted by ``---``. The summary gives each pot's winners, the
rake, each seat's final stack and the cards of the hands shown; the final stacks must be what
the hand's own numbers give, which also tells whether a bet no one called came back.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from studpoker._core import parse_card
from studpoker.errors import HandHistoryError, StudPokerError
from studpoker.importing.actors import Actors
from studpoker.importing.amounts import CASH_DIGITS, CHIP_DIGITS, currency_of
from studpoker.importing.bring_ins import BringIns
from studpoker.importing.builder import Game, HandBuilder, RefusedHand
from studpoker.importing.cash import cents
from studpoker.importing.chips import chips
from studpoker.importing.reading import Refusal, RoomReader
from studpoker.importing.unread import game_not_read, structure_not_read
from studpoker.phh.document import HandHistory

__all__ = ["Reader"]

ROOM = "ongame"
_OPENING = "***** History for hand "
# a tournament's title: (TOURNAMENT: "Kitz trophy", R-271-14, buy-in: €0)
_HAND = re.compile(
    r"\*{5} History for hand (\S+)"
    r"(?: \(TOURNAMENT:(?: \"(?P<name>.*?)\",)? (?P<tournament>[-A-Z\d]+)(?:, buy-in: [^)]*)?\))?"
    r" \*{5}"
)
_END = re.compile(r"\*{5} End of hand (\S+) \*{5}")
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
_BUTTON = re.compile(r"Button: seat (\d+)")
_COUNT = re.compile(r"Players in round: (\d+)(?: \(\d+\))?")
_SEAT = re.compile(r"Seat (\d+): (.+) \(([^()]+)\)")
_STREETS = {
    "Dealing pocket cards": 0,
    "Dealing 4th street": 1,
    "Dealing 5th street": 2,
    "Dealing 6th street": 3,
    "Dealing river": 4,
}
# five-card stud's later streets are not named in any description of the format: a hand reads
# each "Dealing ..." line after the pocket cards (but "Dealing to") as the next street
_DEALING = re.compile(r"Dealing (?!to )\w+(?: \w+)?")
_DEAL = re.compile(r"Dealing to (.+): \[([^\]]*)\]")
_RAISE = re.compile(r"raises (\S+) to (\S+)")
_POT = re.compile(r"(?:Main pot|Side pot(?: \d+)?): (\S+) won by (.+)")
_WINNER_AMOUNT = re.compile(r"([^)]+?)(?: High| Low)?\)(?:, | and |$)")
_RAKE = re.compile(r"Rake taken: (\S+)")
_SUMMARY_SEAT = re.compile(r"Seat (\d+): (.+)")
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


class Reader(RoomReader):
    room = ROOM
    marks = ("***** History for hand ",)

    def __init__(self) -> None:
        self._bring_ins = BringIns(_structure)

    def opens(self, line: str) -> bool:
        return line.startswith(_OPENING)

    def hand_id(self, lines: Sequence[str]) -> str | None:
        found = _HAND.match(lines[0]) if lines else None
        return found.group(1) if found is not None else None

    def read(self, lines: Sequence[str], first: int) -> Iterator[HandHistory | Refusal]:
        hand = self.hand_id(lines)
        try:
            history, end = _Hand(lines, first, self._bring_ins).read()
        except RefusedHand as err:
            yield Refusal(ROOM, hand, err.line, err.reason)
            return
        except (HandHistoryError, StudPokerError) as err:
            yield Refusal(ROOM, hand, first, str(err))
            return
        except (ValueError, KeyError, IndexError, AttributeError, TypeError) as err:
            yield Refusal(ROOM, hand, first, f"the hand cannot be read: {err!r}")  # last guard
            return
        yield history
        stray = next((k for k in range(end + 1, len(lines)) if lines[k].strip()), None)
        if stray is not None:
            yield Refusal(None, None, first + stray, "text after the end of an OnGame hand")


class _Hand:
    """One hand's lines, read top to bottom."""

    def __init__(self, lines: Sequence[str], first: int, bring_ins: BringIns) -> None:
        self.lines = lines
        self.first = first
        self.bring_ins = bring_ins
        self.builder = HandBuilder(ROOM, line=first)
        self.actors = Actors()
        self.seats: dict[int, str] = {}
        self.stakes = (0, 0)
        self.bring_in: tuple[str, int] | None = None
        self.finals: dict[str, tuple[int, int]] = {}  # the summary's stack, and its line
        self.shown: dict[str, tuple[list[int], int]] = {}
        self.collected: dict[str, int] = {}
        self.rake: int | None = None
        self.antes: dict[str, int] = {}
        self.digits = CASH_DIGITS  # cents at a cash table, chips in a tournament

    def read(self) -> tuple[HandHistory, int]:
        """The history, and the index of the hand's end line."""
        lines, builder = self.lines, self.builder
        found = _HAND.fullmatch(lines[0].strip())
        if found is None:
            raise RefusedHand(self.first, "not an OnGame hand's first line")
        builder.hand_id = found.group(1)
        builder.fields["hand"] = found.group(1)
        if found.group("tournament") is not None:
            self.digits = CHIP_DIGITS  # a tournament counts chips
            builder.fields["tournament"] = found.group("tournament")
            if found.group("name"):
                builder.fields["tournament_name"] = found.group("name")
        k = self.header(1)
        count = len(lines)
        while k < count:
            line = lines[k].strip()
            number = self.first + k
            if line == "Summary:":
                k = self.summary(k + 1)
                break
            if (street := self.street_of(line)) is not None:
                builder.street(street, number)
            elif line != "---":
                self.street_line(line, number)
            k += 1
        else:
            raise RefusedHand(self.first + count - 1, "the hand is cut short: no summary")
        self.settle()
        return builder.build(), k

    # -------------------------------------------------------------------------- header
    def header(self, k: int) -> int:
        builder, count = self.builder, None
        while k < len(self.lines):
            line, number = self.lines[k].strip(), self.first + k
            k += 1
            if line == "---":
                if count is not None and count != len(self.seats):
                    raise RefusedHand(number, f"{count} players in round, {len(self.seats)} seated")
                return k
            if line.startswith("Start hand: "):
                self.start(line, number)
            elif line.startswith("Table: "):
                self.table(line, number)
            elif line.startswith("User: ") or not line or line.endswith(" sits out"):
                continue
            elif found := _BUTTON.fullmatch(line):
                builder.dealer_seat = int(found.group(1))
            elif found := _COUNT.fullmatch(line):
                count = int(found.group(1))
            elif (posted := self.actors.split(line, " posts ante ")) is not None:
                ante = self.amount(posted[1], number)
                builder.post_ante(posted[0], ante, number)
                self.antes[posted[0]] = self.antes.get(posted[0], 0) + ante
            elif found := _SEAT.fullmatch(line):
                seat, name = int(found.group(1)), found.group(2)
                builder.seat(seat, name, self.amount(found.group(3), number), number)
                self.seats[seat] = name
                self.actors.add(name)
            else:
                raise RefusedHand(number, f"a line not read here: {line!r:.80}")
        raise RefusedHand(self.first + len(self.lines) - 1, "the hand is cut short in its header")

    def start(self, line: str, number: int) -> None:
        found = _START.fullmatch(line)
        month = _MONTHS.get(found.group("month")) if found is not None else None
        if found is None or month is None:
            raise RefusedHand(number, f"a start time not read here: {line!r:.80}")
        day = int(found.group("day"))
        self.builder.fields["time"] = f"{found.group('year')}-{month:02d}-{day:02d}T" + found.group(
            "clock"
        )
        self.builder.fields["time_zone"] = found.group("zone")

    def table(self, line: str, number: int) -> None:
        named = _TABLE_GAME.search(line)
        if named is not None and named.group("game") not in _GAMES:
            raise RefusedHand(number, game_not_read(named.group("game")))
        found = _TABLE.fullmatch(line)
        if found is None:
            raise RefusedHand(number, f"a table line not read here: {line!r:.80}")
        game = _GAMES[found.group("game")]
        if found.group("limit") not in ("LIMIT", "Limit"):
            raise RefusedHand(number, structure_not_read(found.group("limit")))
        builder = self.builder
        builder.game = game
        money = found.group("money") or ""
        if money in _CHIP_MONEY:
            self.digits = CHIP_DIGITS
        builder.small_bet = self.amount(found.group("small"), number)
        builder.big_bet = self.amount(found.group("big"), number)
        if found.group("ante") is not None:
            builder.ante = self.amount(found.group("ante"), number)
        self.stakes = (builder.small_bet, builder.big_bet)
        builder.fields["table"] = found.group("table")
        currency = currency_of(found.group("small"))
        if money.casefold() == "play money":
            currency = "play"
        if currency is not None and self.digits == CASH_DIGITS:
            builder.fields["currency"] = currency

    def amount(self, text: str, number: int) -> int:
        """An amount in the hand's units: cents at a cash table, chips in a tournament."""
        text = text.removesuffix(" in chips")
        if self.digits == CASH_DIGITS:
            return cents(text, number)
        return chips(text, number)

    # -------------------------------------------------------------------------- streets
    def street_line(self, line: str, number: int) -> None:
        builder = self.builder
        dealt = _DEAL.fullmatch(line)
        if dealt is not None and builder.has_seat(dealt.group(1)):
            cards = [_card(word.strip(), number) for word in dealt.group(2).split(",")]
            self.deal(dealt.group(1), cards, number)
            return
        acted = self.actors.split(line)
        if acted is None:
            raise RefusedHand(number, f"a line not read here: {line!r:.80}")
        name, rest = acted
        for mark in _ALL_IN:
            rest = rest.removesuffix(mark)
        if rest == "folds":
            builder.fold(name, number)
        elif rest == "checks":
            builder.check(name, number)
        elif rest.startswith("calls "):
            builder.call(name, number, self.amount(rest[6:], number))
        elif rest.startswith("bets "):
            builder.raise_by(name, self.amount(rest[5:], number), number)
        elif (raised := _RAISE.fullmatch(rest)) is not None:
            builder.raise_by(name, self.amount(raised.group(1), number), number)
            hand_total = builder.put_in(name) - self.antes.get(name, 0)
            written = self.amount(raised.group(2), number)
            if written != hand_total:
                raise RefusedHand(
                    number,
                    f"{name!r} raises to {written} in the hand; its actions give {hand_total}",
                )
        elif rest.startswith("small bring in "):
            posted = self.amount(rest[15:], number)
            builder.post_bring_in(name, posted, number)
            self.bring_in = (name, posted)
        elif rest.startswith("big bring in "):
            builder.raise_by(name, self.amount(rest[13:], number), number)  # completes at once
        else:
            raise RefusedHand(number, f"an action not read here: {line!r:.80}")

    def street_of(self, line: str) -> int | None:
        """The street a ``Dealing ...`` line opens, else ``None``."""
        if self.builder.game != "five_card_stud":
            return _STREETS.get(line)
        if line == "Dealing pocket cards":
            return 0
        return self.builder.street_index + 1 if _DEALING.fullmatch(line) else None

    def deal(self, name: str, cards: list[int | None], number: int) -> None:
        """Third street lists down, down, up; every later street one card (the river down).
        Five-card stud deals a down and an up card, then one up card a street."""
        if self.builder.game == "five_card_stud":
            first = self.builder.street_index == 0
            if len(cards) != (2 if first else 1):
                raise RefusedHand(number, f"{len(cards)} cards dealt on one street")
            self.builder.dealt(name, number, down=cards[:1] if first else [], up=cards[-1:])
        elif len(cards) == 3:
            self.builder.dealt(name, number, down=cards[:2], up=cards[2:])
        elif len(cards) == 1 and self.builder.street_index in (1, 2, 3):
            self.builder.dealt(name, number, up=cards)
        elif len(cards) == 1 and self.builder.street_index == 4:
            self.builder.dealt(name, number, down=cards)
        else:
            raise RefusedHand(number, f"{len(cards)} cards dealt on one street")

    # -------------------------------------------------------------------------- summary
    def summary(self, k: int) -> int:
        while k < len(self.lines):
            line, number = self.lines[k].strip(), self.first + k
            if (end := _END.fullmatch(line)) is not None:
                if end.group(1) != self.builder.hand_id:
                    raise RefusedHand(number, "the end line names another hand")
                return k
            if (pot := _POT.fullmatch(line)) is not None:
                self.winners(pot.group(2), number)
            elif (rake := _RAKE.fullmatch(line)) is not None:
                self.rake = self.amount(rake.group(1), number)
            elif (seat := _SUMMARY_SEAT.fullmatch(line)) is not None:
                self.final(int(seat.group(1)), seat.group(2), number)
            elif line:
                raise RefusedHand(number, f"a summary line not read here: {line!r:.80}")
            k += 1
        raise RefusedHand(self.first + len(self.lines) - 1, "the hand is cut short: no end line")

    def winners(self, text: str, number: int) -> None:
        """``Hero ($2.24)``, or several such, parted by commas."""
        while text:
            named = self.actors.split(text, " (")
            paid = _WINNER_AMOUNT.match(named[1]) if named is not None else None
            if named is None or paid is None:
                raise RefusedHand(number, f"pot winners not read here: {text!r:.80}")
            name = named[0]
            self.collected[name] = self.collected.get(name, 0) + self.amount(paid.group(1), number)
            text = named[1][paid.end() :]

    def final(self, seat: int, text: str, number: int) -> None:
        name = self.seats.get(seat)
        tail = (
            _SUMMARY_TAIL.fullmatch(text[len(name) :]) if name and text.startswith(name) else None
        )
        if name is None or tail is None:
            raise RefusedHand(number, f"a summary seat not read here: {text!r:.80}")
        self.finals[name] = (self.amount(tail.group("stack"), number), number)
        if tail.group("cards") is not None:
            cards = [_card(word.strip(), number) for word in tail.group("cards").split(",")]
            known = [card for card in cards if card is not None]
            if len(known) != len(cards):
                raise RefusedHand(number, f"a hand shown with a card not named: {text!r:.80}")
            self.shown[name] = (known, number)

    # -------------------------------------------------------------------------- the result
    def settle(self) -> None:
        builder = self.builder
        in_hand = builder.in_hand()
        for name, (cards, number) in self.shown.items():
            if len(in_hand) > 1 and name in in_hand:
                builder.show(name, cards, number)
            # the summary lists a shown hand's cards in dealing order: its hidden cards too
            builder.reveal(name, cards, number)
        if len(in_hand) > 1:
            for name in in_hand:
                if name not in self.shown:
                    builder.muck(name, self.first)
        for name, paid in self.collected.items():
            builder.collect(name, paid, self.first)
        if self.rake is None:
            raise RefusedHand(self.first, "the summary gives no rake")
        builder.rake = self.rake
        self.check_finals()
        self.bring_ins.settle(builder, self.bring_in, self.stakes, self.first)

    def check_finals(self) -> None:
        """Each seat's final stack in the summary is the start, less what it put in, plus what
        it won, plus what came back to it when the room gave that back apart (rules §3.4: a bet
        no one called, a folded seat's chips above every claimant's reach)."""
        builder = self.builder
        put_in = {name: builder.put_in(name) for name in self.seats.values()}
        back = _returns(put_in, set(builder.in_hand()))
        returned = 0
        for name in self.seats.values():
            if name not in self.finals:
                raise RefusedHand(self.first, f"the summary gives no final stack for {name!r}")
            final, number = self.finals[name]
            gap = final - (builder.stack(name) - put_in[name] + self.collected.get(name, 0))
            if gap and back.get(name) == gap:
                builder.uncalled(name, gap, number)
                returned += gap
            elif gap:
                raise RefusedHand(
                    number, f"{name!r} ends on {final}, the hand's numbers give {final - gap}"
                )
        pots = sum(put_in.values()) - returned
        if pots != sum(self.collected.values()) + builder.rake:
            raise RefusedHand(
                self.first,
                f"the pots ({pots}) are not the winnings ({sum(self.collected.values())}) "
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
