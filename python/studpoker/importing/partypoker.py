"""PartyPoker's text hands: ``Game #N starts.``, ``#Game No : N``, ``***** Hand History for Game
N *****``, then the stakes, game and date, the table, the button (``Seat 0 is the button``: no
seat, so the players count from seat 1), the seats and the antes.

Each street opens with ``** Dealing ... **``; only the log's own player's cards are listed
(``Dealt to Hero [  3h 8c 7c ]``): every other card is unknown until a hand is shown. Actions
give the chips put in (``bring-ins``, ``completes``, ``bets``, ``raises``, ``calls``, ``is
all-In``). At the end ``shows [ ... ]`` shows a hand, ``doesn't show [ ... ]`` mucks one the log
still lists, and ``wins`` (``wins Lo (...)`` for the low half) pays a seat: an uncalled bet is
paid back inside the win, and the rake, never logged, is what the bets hold beyond the wins.
A tournament hand's game line names its level (``Trny:N Level:N Stakes-Antes(60/120-10)``, on
the line or on lines of their own): its stakes and ante, in chips. A hand has no end line: it
ends where the next begins.
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

ROOM = "partypoker"
_STARTS = re.compile(r"Game #(\d+) starts\.")
_GAME_NO = re.compile(r"#Game No : (\d+)")
_TITLE = re.compile(r"\*{5} Hand History [Ff]or Game (\d+) \*{5}")
_DATE = (
    r" - \w+, (?P<month>[A-Z][a-z]+) (?P<day>\d{1,2}), "
    r"(?P<clock>\d\d:\d\d:\d\d) (?P<zone>\S+) (?P<year>\d{4})"
)
_STAKES = re.compile(
    r"(?P<small>[^/\s]+)/(?P<big>\S+)(?: (?P<currency>[A-Z]{3}))? (?:(?P<limit>FL|PL|NL) )?"
    r"(?P<game>.+?)" + _DATE
)
# a tournament's game line: "FL 7 Card Stud $6 USD Buy-in Trny:69784932 Level:2
# Stakes-Antes(60/120-10) - <date>", the level on lines of its own, or "Tourney Hand FL 7 Card
# Stud - <date>"; its stakes and ante are the level's, in chips
_TOURNAMENT_GAME = re.compile(
    r"(?:Tourney Hand )?(?:(?P<limit>FL|PL|NL) ?)?(?P<game>(?:7|5) Card Stud(?: Hi-Lo)?|Razz)"
    r"(?P<rest>(?: .*?)?)" + _DATE
)
_LEVEL = re.compile(r"Trny: ?(?P<tournament>\d+) +Level: *(?P<level>\d+)")
_LEVEL_STAKES = re.compile(
    r"(?:Blinds|Stakes)(?:-Antes)?\((?P<small>[\d,. ]+[KkMm]?)/(?P<big>[\d,. ]+[KkMm]?)"
    r"(?: *- *(?P<ante>[\d,. ]+[KkMm]?))?\)"
)
_TABLE = re.compile(r"Table (?P<table>.+?) \((?P<money>[^()]*)\)")
_BUTTON = re.compile(r"Seat (\d+) is the button")
_COUNT = re.compile(r"Total number of players : (\d+)/\d+")
_SEAT = re.compile(r"Seat (\d+): (.+) \( ?(\S+(?: \d{3})*)(?: [A-Z]{3})? ?\)")
_STREETS = {
    "** Dealing **": 0,
    "** Dealing Fourth street **": 1,
    "** Dealing Fifth street **": 2,
    "** Dealing Sixth street **": 3,
    "** Dealing River **": 4,
}
# five-card stud's later streets are not named in any description of the format: a hand reads
# each "** Dealing ... **" line after the first as the next street
_DEALING = re.compile(r"\*\* Dealing(?: \w+(?: \w+)?)? \*\*")
_ACTIONS = (
    "folds", "checks", "calls ", "bets ", "double bets ", "raises ", "completes ", "bring-ins ",
    "is all-In ", "shows ", "doesn't show ", "wins ", "opens", "does not show",
)  # fmt: skip
# the room's notices about the table and the tournament, which change nothing in the hand
_NOTICE = re.compile(
    r".+ has (?:left|joined) the table\.?|.+ finished in \d+(?:st|nd|rd|th)? place.*"
    r"|Congratulations to player .+|.+ is sitting out\.?|.+ (?:has been|is) disconnected.*"
    r"|Connection Lost due to some reason\.?|Table Closed ?\.?"
)
_DEALT = re.compile(r"Dealt to (.+) \[([^\]]*)\]")
_BRACKETED = re.compile(r"\[([^\]]*)\]")
_HAND_LISTED = re.compile(r"\[ ([^\]]*) \].*")
_WINS = re.compile(
    r"wins (?:Lo \((?P<low>[^)]+)\)|(?P<won>\S+(?: [A-Z]{3})?))(?: chips)?(?: from .*)?"
)
_LOW_DECLARED = re.compile(r"shows\S.* for low\.")
_GAMES: dict[str, Game] = {
    "7 Card Stud": "seven_card_stud",
    "7 Card Stud Hi-Lo": "seven_card_stud_hi_lo",
    "Razz": "razz",
    "5 Card Stud": "five_card_stud",
}
_MONTHS = {
    name: k + 1
    for k, name in enumerate(
        (
            "January", "February", "March", "April", "May", "June",
            "July", "August", "September", "October", "November", "December",
        )
    )
}  # fmt: skip
_RAKE_SHARE = 10
"""The rake is never logged; a hand whose bets hold more than a tenth beyond its wins has lost
a win line (cut short), and is refused."""

# The bring-in at the stakes whose logged hands post it: $0.25 at $0.50/$1, $3 at $10/$20.
_STRUCTURE = {
    (game, small, big): bring_in
    for game in ("seven_card_stud", "seven_card_stud_hi_lo")
    for small, big, bring_in in ((50, 100, 25), (1000, 2000, 300))
}


def _structure(game: str, small: int, big: int) -> int | None:
    return _STRUCTURE.get((game, small, big))


def _clean(line: str) -> str:
    return line.strip().lstrip("\x00\ufeff")


def _opening_number(line: str) -> str | None:
    """The hand number of a line that opens a hand (or announces one), else ``None``."""
    if "Game" not in line:
        return None
    text = _clean(line)
    found = _STARTS.fullmatch(text) or _GAME_NO.fullmatch(text) or _TITLE.fullmatch(text)
    return found.group(1) if found is not None else None


class Reader(RoomReader):
    room = ROOM
    marks = ("Game",)

    def __init__(self) -> None:
        self._bring_ins = BringIns(_structure)

    def opens(self, line: str) -> bool:
        return _opening_number(line) is not None

    def continues(self, block: Sequence[str], line: str) -> bool:
        # "Game #N starts." and "#Game No : N" announce hand N: the next opening line of the
        # same number (blank lines apart) is the same hand's
        last = next((text for text in reversed(block) if text.strip(" \t\x00\ufeff")), "")
        text = _clean(last)
        announced = _STARTS.fullmatch(text) or _GAME_NO.fullmatch(text)
        return announced is not None and announced.group(1) == _opening_number(line)

    def hand_id(self, lines: Sequence[str]) -> str | None:
        for line in lines[:4]:
            text = _clean(line)
            found = _STARTS.fullmatch(text) or _GAME_NO.fullmatch(text) or _TITLE.fullmatch(text)
            if found is not None:
                return found.group(1)
        return None

    def read(self, lines: Sequence[str], first: int) -> Iterator[HandHistory | Refusal]:
        hand = self.hand_id(lines)
        try:
            yield _Hand(lines, first, self._bring_ins).read()
        except RefusedHand as err:
            yield Refusal(ROOM, hand, err.line, err.reason)
        except (HandHistoryError, StudPokerError) as err:
            yield Refusal(ROOM, hand, first, str(err))
        except (ValueError, KeyError, IndexError, AttributeError, TypeError) as err:
            yield Refusal(ROOM, hand, first, f"the hand cannot be read: {err!r}")  # last guard


class _Hand:
    """One hand's lines, read top to bottom."""

    def __init__(self, lines: Sequence[str], first: int, bring_ins: BringIns) -> None:
        self.lines = lines
        self.first = first
        self.bring_ins = bring_ins
        self.builder = HandBuilder(ROOM, line=first)
        self.actors = Actors()
        self.digits = CASH_DIGITS  # cents at a cash table, chips in a tournament
        self.count: tuple[int, int] | None = None  # the players the header counts, its line
        self.bring_in: tuple[str, int] | None = None
        self.bring_in_short = False  # whether the bring-in took the seat's last chip
        self.shown: dict[str, tuple[list[int], int]] = {}
        self.mucked: dict[str, tuple[list[int], int]] = {}
        self.won: dict[str, int] = {}
        self.last = first  # the hand's last line that is not blank

    def read(self) -> HandHistory:
        builder = self.builder
        for k, raw in enumerate(self.lines):
            line, number = _clean(raw), self.first + k
            if not line:
                continue
            self.last = number
            if builder.hand_id is not None and _NOTICE.fullmatch(line) and not self.acts(line):
                continue
            if builder.hand_id is None:
                self.opening(line, number)
            elif builder.game is None:
                self.stakes_line(line, number)
            elif (street := self.street_of(line)) is not None:
                self.check_count()
                builder.street(street, number)
            elif builder.street_index < 0:
                self.header(line, number)
            else:
                self.play(line, number)
        if builder.hand_id is None:
            raise RefusedHand(self.first, "the hand's title line is missing")
        self.settle()
        return builder.build()

    def acts(self, line: str) -> bool:
        """Whether ``line`` is a seated player's action (a name may read like a notice)."""
        acted = self.actors.split(line)
        return acted is not None and acted[1].startswith(_ACTIONS)

    def street_of(self, line: str) -> int | None:
        """The street a ``** Dealing ... **`` line opens, else ``None``."""
        if self.builder.game != "five_card_stud":
            return _STREETS.get(line)
        if _DEALING.fullmatch(line) is None:
            return None
        return 0 if line == "** Dealing **" else self.builder.street_index + 1

    def last_street(self) -> int:
        return 3 if self.builder.game == "five_card_stud" else 4

    # -------------------------------------------------------------------------- header
    def opening(self, line: str, number: int) -> None:
        if _STARTS.fullmatch(line) or _GAME_NO.fullmatch(line):
            return
        title = _TITLE.fullmatch(line)
        if title is None:
            raise RefusedHand(number, f"a line not read here: {line!r:.80}")
        self.builder.hand_id = title.group(1)
        self.builder.fields["hand"] = title.group(1)

    def stakes_line(self, line: str, number: int) -> None:
        found = _STAKES.fullmatch(line)
        tournament = _TOURNAMENT_GAME.fullmatch(line) if found is None else None
        if found is None and tournament is None:
            raise RefusedHand(number, f"a game line not read here: {line!r:.80}")
        matched = found or tournament
        assert matched is not None
        game = _GAMES.get(matched.group("game"))
        if game is None:
            raise RefusedHand(number, game_not_read(matched.group("game")))
        if matched.group("limit") not in (None, "FL"):
            raise RefusedHand(number, structure_not_read(matched.group("limit")))
        month = _MONTHS.get(matched.group("month"))
        if month is None:
            raise RefusedHand(number, f"a month not read here: {matched.group('month')!r}")
        builder = self.builder
        builder.game = game
        day = int(matched.group("day"))
        builder.fields["time"] = (
            f"{matched.group('year')}-{month:02d}-{day:02d}T{matched.group('clock')}"
        )
        builder.fields["time_zone"] = matched.group("zone")
        if found is not None:
            builder.small_bet = cents(found.group("small"), number)
            builder.big_bet = cents(found.group("big"), number)
            code = found.group("currency")
            builder.fields["currency"] = (
                currency_of(code) or code if code else currency_of(found.group("small")) or "play"
            )
            return
        self.digits = CHIP_DIGITS  # a tournament counts chips
        self.level(matched.group("rest"), number)

    def level(self, text: str, number: int) -> bool:
        """A tournament's number and level, its stakes and ante, on whatever line they stand."""
        level, stakes = _LEVEL.search(text), _LEVEL_STAKES.search(text)
        if level is not None:
            self.builder.fields["tournament"] = level.group("tournament")
            self.builder.fields["level"] = int(level.group("level"))
        if stakes is not None:
            self.builder.small_bet = self.amount(stakes.group("small").strip(), number)
            self.builder.big_bet = self.amount(stakes.group("big").strip(), number)
        return level is not None or stakes is not None

    def header(self, line: str, number: int) -> None:
        builder = self.builder
        if (posted := self.actors.split(line, " posts ante ")) is not None:
            builder.post_ante(posted[0], self.amount(_bracketed(posted[1], number), number), number)
        elif (seat := _SEAT.fullmatch(line)) is not None:
            name = seat.group(2)
            builder.seat(int(seat.group(1)), name, self.amount(seat.group(3), number), number)
            self.actors.add(name)
        elif (button := _BUTTON.fullmatch(line)) is not None:
            builder.dealer_seat = int(button.group(1))
        elif (count := _COUNT.fullmatch(line)) is not None:
            self.count = (int(count.group(1)), number)
        elif (table := _TABLE.fullmatch(line)) is not None and "table" not in builder.fields:
            builder.fields["table"] = table.group("table")
            if "play" in table.group("money").casefold():
                builder.fields["currency"] = "play"
        elif self.digits == CHIP_DIGITS and self.level(line, number):
            return
        else:
            raise RefusedHand(number, f"a line not read here: {line!r:.80}")

    def check_count(self) -> None:
        if self.builder.street_index >= 0 or self.count is None:
            return
        count, number = self.count
        seated = sum(1 for _ in self.actors.names())
        if count != seated:
            raise RefusedHand(number, f"{count} players counted, {seated} seated")

    # -------------------------------------------------------------------------- play
    def play(self, line: str, number: int) -> None:
        builder = self.builder
        dealt = _DEALT.fullmatch(line)
        if dealt is not None and builder.has_seat(dealt.group(1)):
            self.deal(
                dealt.group(1), [_card(word, number) for word in dealt.group(2).split()], number
            )
            return
        if line == "There was no qualifying low hand":
            return
        acted = self.actors.split(line)
        if acted is None:
            raise RefusedHand(number, f"a line not read here: {line!r:.80}")
        name, rest = acted
        if rest == "folds":
            builder.fold(name, number)
        elif rest == "checks":
            builder.check(name, number)
        elif rest in ("opens", "does not show cards."):
            return  # the street's first to act; a winner not showing
        elif rest.startswith("calls "):
            builder.call(name, number, self.amount(_bracketed(rest, number), number))
        elif rest.startswith(("bets ", "raises ", "completes ", "double bets ")):
            builder.raise_by(name, self.amount(_bracketed(rest, number), number), number)
        elif rest.startswith("is all-In "):
            builder.all_in(name, self.amount(_bracketed(rest, number), number), number)
        elif rest.startswith("bring-ins "):
            posted = self.amount(_bracketed(rest, number), number)
            builder.post_bring_in(name, posted, number)
            self.bring_in = (name, posted)
            self.bring_in_short = builder.put_in(name) >= builder.stack(name)
        elif rest.startswith("shows [") or rest.startswith("doesn't show ["):
            listed = _HAND_LISTED.fullmatch(rest[rest.index("[") :])
            if listed is None:
                raise RefusedHand(number, f"a hand not read here: {line!r:.80}")
            cards = [_card(word, number) for word in listed.group(1).replace(",", " ").split()]
            (self.shown if rest.startswith("shows") else self.mucked)[name] = (cards, number)
        elif _LOW_DECLARED.fullmatch(rest):
            return  # the low hand of a hand shown already, in words
        elif (wins := _WINS.fullmatch(rest)) is not None:
            paid = self.amount(wins.group("low") or wins.group("won"), number)
            self.won[name] = self.won.get(name, 0) + paid
        else:
            raise RefusedHand(number, f"an action not read here: {line!r:.80}")

    def deal(self, name: str, cards: list[int | None], number: int) -> None:
        """Third street lists down, down, up; every later street one card (the river down)."""
        street = self.builder.street_index
        if self.builder.game == "five_card_stud":
            if len(cards) == 2 and street == 0:
                self.builder.dealt(name, number, down=cards[:1], up=cards[1:])
            elif len(cards) == 1 and street in (1, 2, 3):
                self.builder.dealt(name, number, up=cards)
            else:
                raise RefusedHand(number, f"{len(cards)} cards dealt on street {street + 1}")
        elif len(cards) == 3 and street == 0:
            self.builder.dealt(name, number, down=cards[:2], up=cards[2:])
        elif len(cards) == 1 and street in (1, 2, 3):
            self.builder.dealt(name, number, up=cards)
        elif len(cards) == 1 and street == 4:
            self.builder.dealt(name, number, down=cards)
        else:
            raise RefusedHand(number, f"{len(cards)} cards dealt on street {street + 1}")

    # -------------------------------------------------------------------------- the result
    def settle(self) -> None:
        builder = self.builder
        if not self.won:
            raise RefusedHand(self.last, "the hand is cut short: nobody wins")
        in_hand = builder.in_hand()
        if len(in_hand) > 1:
            all_in = sum(builder.put_in(name) == builder.stack(name) for name in in_hand)
            last = self.last_street()
            if builder.street_index < last and all_in < len(in_hand) - 1:
                raise RefusedHand(
                    self.last,
                    f"the hand stops on street {builder.street_index + 1} with "
                    f"{len(in_hand)} players in",
                )
        for name, (cards, number) in self.mucked.items():
            builder.reveal(name, cards, number)
        for name, (cards, number) in self.shown.items():
            if len(in_hand) > 1 and name in in_hand:
                builder.show(name, cards, number)
            else:
                builder.reveal(name, cards, number)
        if len(in_hand) > 1:
            for name in in_hand:
                if name not in self.shown:
                    builder.muck(name, self.mucked.get(name, ([], self.last))[1])
        for name, paid in self.won.items():
            builder.collect(name, paid, self.last)
        bets = sum(builder.put_in(name) for name in self.actors.names())
        wins = sum(self.won.values())
        if wins > bets or (bets - wins) * _RAKE_SHARE > bets:
            raise RefusedHand(
                self.last, f"the wins ({wins}) do not account for the bets ({bets}): cut short?"
            )
        builder.rake = bets - wins
        if builder.small_bet is None or builder.big_bet is None:
            raise RefusedHand(self.first, "the tournament hand names no level's stakes")
        self.bring_ins.settle(  # a seat all-in later posted the whole bring-in
            builder,
            self.bring_in,
            (builder.small_bet, builder.big_bet),
            self.first,
            short=self.bring_in_short,
            structured=self.digits == CASH_DIGITS,
        )

    def amount(self, text: str, number: int) -> int:
        """An amount in the hand's units: cents at a cash table, chips in a tournament."""
        if self.digits == CASH_DIGITS:
            return cents(text, number)
        return chips(text, number)


def _bracketed(text: str, line: int) -> str:
    found = _BRACKETED.search(text)
    if found is None:
        raise RefusedHand(line, f"no amount in {text!r:.60}")
    return found.group(1)


def _card(word: str, line: int) -> int:
    try:
        return parse_card(word)
    except StudPokerError:
        raise RefusedHand(line, f"{word!r} is not a card") from None
