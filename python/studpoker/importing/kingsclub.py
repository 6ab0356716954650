"""KingsClub's text hands (``#40091899: Limit 2-7 Razz - 22/44``).

A hand is its title (number, betting structure, game, small and big bets), the date and time,
the table (``Table 'Crazy Anti-Nit Mix'``; ``Table 'T123 [4]'`` in a tournament, with ``N-max``,
``(Play Money)`` and ``Seat #N is the button`` where the room wrote them), the seats with their
stacks, the antes (``Hero: posts ante 16.58``), the cards dealt (``Dealt to Hero: [5h Qs Ah]``,
``X`` a card not shown) and the actions, street after street, then ``*** SUMMARY ***`` with each
seat's final stack and net, the rake and the pot's winner. The first deal comes with no header
in most files, so a street header always opens the street after the one being played (the room
calls the second deal ``3RD STREET``). Amounts are totals of the betting round: ``bets 44``,
``raises to 77.16`` and ``calls 121.16`` all name what the seat has in the round afterwards.
Players that are all in show their cards before the last streets are dealt.

The summary's final stacks are the room's result: the summary names only the main pot's winner
(a side pot's is left out), so what each seat collected is its final stack less what its actions
left it; an uncalled bet comes back unlogged (rules §3.4). Amounts are counted in hundredths,
the smallest amount the room writes, for chips and for money alike. docs/importing.md
(KingsClub) lists every reading.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from studpoker.errors import HandHistoryError
from studpoker.importing.amounts import CASH_DIGITS, amount
from studpoker.importing.bring_ins import BringIns, without_betting
from studpoker.importing.builder import Game, HandBuilder, RefusedHand
from studpoker.importing.reading import Refusal, RoomReader
from studpoker.importing.readings import room_profile
from studpoker.importing.text import Names, parse_cards, read_guarded
from studpoker.importing.unread import game_not_read, structure_not_read
from studpoker.phh.document import HandHistory
from studpoker.profiles import Face

__all__ = ["Reader"]

ROOM = "kingsclub"
_MONEY = r"[$€£]?[\d,]+(?:\.\d+)?"
_TITLE = re.compile(
    rf"#(?P<hand>\d+): (?P<limit>Limit|Pot Limit|No Limit) (?P<game>.+?) - "
    rf"(?P<small>{_MONEY})/(?P<big>{_MONEY})\s*"
)
_OPENING = re.compile(r"#\d+: (?:Limit|Pot Limit|No Limit) ")
_GAMES: dict[str, Game] = {
    "Seven Card Stud": "seven_card_stud",
    "Seven Card Stud Hi-Lo": "seven_card_stud_hi_lo",
    "Razz": "razz",
    "2-7 Razz": "deuce_to_seven_razz",
    "Five Card Stud": "five_card_stud",
}
_DATE = re.compile(r"(?P<date>\d{4}-\d{2}-\d{2})[ T]+(?P<time>\d{1,2}:\d{2}:\d{2})\s*")
_TABLE = re.compile(
    r"Table (?:ID )?'(?P<table>.+?)'(?: (?P<max>\d+)-max)?(?P<play> \(Play Money\))?"
    r"(?: Seat #(?P<button>\d+) is the button)?\s*"
)
_TOURNAMENT = re.compile(r"T(?P<tournament>\d+) \[(?P<table>\d+)\]")
_SEAT = re.compile(rf"Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>{_MONEY})\)(?P<rest>.*)")
_STREET = re.compile(r"\*\*\* (?:\d(?:ST|ND|RD|TH) STREET|RIVER) \*\*\*\s*")
_DEALT = re.compile(r"Dealt to (?P<rest>.+?)\s*")
_BRACKET = re.compile(r"\[(?P<cards>[^\]]*)\]\s*$")
_ALL_IN = r"(?:,? and is all[- ]in)?(?: and has reached the \[[^\]]*\] cap)?(?: \(disconnect\))?"
# what a seated player does, after its name
_ACTION = re.compile(
    rf"(?::? (?P<verb>posts ante|brings[- ]in(?: low)? for|bets|calls|raises to) "
    rf"(?P<money>{_MONEY})"
    rf"|:? raises (?P<by>{_MONEY})(?: to (?P<to>{_MONEY}))?"
    r"|:? (?P<bare>checks|folds|sits out|is sitting out|mucks|does not show)"
    r"|:? shows \[(?P<shown>[^\]]*)\].*"
    rf"){_ALL_IN}\s*"
)
_UNCALLED = re.compile(rf"Uncalled bet \((?P<money>{_MONEY})\) returned to (?P<name>.+?)\s*")
_FINAL = re.compile(
    rf"Seat (?P<seat>\d+): (?P<name>.+?) \((?P<final>{_MONEY})\)(?: [+-]?{_MONEY})?.*"
)
_RAKE = re.compile(rf"Rake (?P<money>{_MONEY})\s*")
_WINS = re.compile(rf" wins (?:the )?(?:\w+ )*(?:pot )?(?:side pot \d+ )?\((?P<money>{_MONEY})\).*")


class Reader(RoomReader):
    room = ROOM
    marks = (": Limit ", ": Pot Limit ", ": No Limit ")

    def __init__(self) -> None:
        self._ante = _Ante()
        self._bring_ins = BringIns(self._ante.bring_in)

    def opens(self, line: str) -> bool:
        return _OPENING.match(line.lstrip("\ufeff")) is not None

    def hand_id(self, lines: Sequence[str]) -> str | None:
        found = _OPENING.match(lines[0].lstrip("\ufeff")) if lines else None
        return found.group(0)[1:].partition(":")[0] if found else None

    def read(self, lines: Sequence[str], first: int) -> Iterator[HandHistory | Refusal]:
        return read_guarded(self.room, _Hand(lines, first, self._bring_ins, self._ante))


class _Ante:
    """The ante of the hand being settled: KingsClub's bring-in is its ante, so in every hand of
    the room that posts one."""

    def __init__(self) -> None:
        self.value = 0

    def bring_in(self, game: str, small: int, big: int) -> int | None:
        return self.value or None


class _Hand:
    """One hand's lines, read in order into a ``HandBuilder``."""

    def __init__(self, lines: Sequence[str], first: int, bring_ins: BringIns, ante: _Ante) -> None:
        self.lines = lines
        self.first = first
        self.bring_ins = bring_ins
        self.ante = ante
        self.at = 0  # the index of the line being read
        self.stray: int | None = None  # the first line of text after the hand's end
        self.builder = HandBuilder(ROOM, line=first)
        self.faces: list[tuple[Face, ...]] = []
        self.bring_in: tuple[str, int] | None = None
        self.betting = False  # whether anyone bet, called, checked or folded
        self.shows: list[tuple[str, list[int | None], int]] = []
        self.seated: list[str] = []
        self.dealt: set[str] = set()  # seats dealt in (an ante, a card or an action)
        self.round: dict[str, int] = {}  # what each seat has in the betting round
        self.returned: dict[str, int] = {}  # chips given back uncalled

    def _line(self, index: int) -> int:
        return self.first + index

    def _amount(self, text: str, index: int) -> int:
        try:
            return amount(text, CASH_DIGITS)
        except HandHistoryError as err:
            raise RefusedHand(self._line(index), str(err)) from None

    def _next(self) -> tuple[int, str] | None:
        """The next line that is not blank, and its index."""
        while self.at < len(self.lines):
            index, text = self.at, self.lines[self.at]
            self.at += 1
            if text.strip():
                return index, text.rstrip()
        return None

    # ------------------------------------------------------------------ the hand
    def read(self) -> HandHistory:
        self._title()
        self._header()
        names = self._seats()
        self._play(names)
        self._summary(names)
        return self.builder.build()

    def _title(self) -> None:
        found = _TITLE.fullmatch(self.lines[0].lstrip("\ufeff"))
        if found is None:
            raise RefusedHand(self.first, "a KingsClub title line not understood")
        self.at = 1
        builder = self.builder
        builder.hand_id = builder.fields["hand"] = found.group("hand")
        game = _GAMES.get(found.group("game"))
        if game is None:
            raise RefusedHand(self.first, game_not_read(found.group("game")))
        if found.group("limit") != "Limit":
            raise RefusedHand(self.first, structure_not_read(found.group("limit")))
        builder.game = game
        self.faces = [street.cards for street in room_profile(ROOM, game).streets]
        builder.small_bet = self._amount(found.group("small"), 0)
        builder.big_bet = self._amount(found.group("big"), 0)

    def _header(self) -> None:
        date = self._next()
        found = _DATE.fullmatch(date[1]) if date else None
        if date is None or found is None:
            raise RefusedHand(self._line(self.at - 1), "the date line is missing")
        builder = self.builder
        builder.fields["time"] = f"{found.group('date')}T{found.group('time').zfill(8)}"
        table = self._next()
        found = _TABLE.fullmatch(table[1]) if table else None
        if table is None or found is None:
            raise RefusedHand(self._line(self.at - 1), "the table line is missing")
        tournament = _TOURNAMENT.fullmatch(found.group("table"))
        if tournament is not None:
            builder.fields["tournament"] = tournament.group("tournament")
            builder.fields["table"] = tournament.group("table")
        else:
            builder.fields["table"] = found.group("table")
            builder.fields["currency"] = "play" if found.group("play") else "USD"
        if found.group("max") is not None:
            builder.fields["max_seats"] = int(found.group("max"))
        if found.group("button") is not None:
            builder.dealer_seat = int(found.group("button"))

    def _seats(self) -> Names:
        names: list[str] = []
        while (item := self._next()) is not None:
            index, text = item
            found = _SEAT.fullmatch(text)
            if found is None:
                self.at = index  # the first line of the play
                break
            stack = self._amount(found.group("stack"), index)
            self.builder.seat(
                int(found.group("seat")), found.group("name"), stack, self._line(index)
            )
            names.append(found.group("name"))
        self.seated = names
        if not names:
            raise RefusedHand(self._line(self.at - 1), "the hand seats nobody")
        return Names(names)

    # ------------------------------------------------------------------ the play
    def _play(self, names: Names) -> None:
        while (item := self._next()) is not None:
            index, text = item
            line = self._line(index)
            if text.startswith("*** SUMMARY ***"):
                self._finish_play(line)
                return
            if _STREET.fullmatch(text):
                self._street(line)
            elif text.startswith("Dealt to "):
                self._dealt(text, index, names)
            elif (uncalled := _UNCALLED.fullmatch(text)) is not None:
                self._uncalled(
                    uncalled.group("name"), self._amount(uncalled.group("money"), index), line
                )
            elif text.strip() == "Hand cancelled":
                raise RefusedHand(line, "the room cancelled the hand")
            else:
                split = names.split(text)
                found = _ACTION.fullmatch(split[1]) if split else None
                if split is None or found is None:
                    raise RefusedHand(line, f"a line not understood: {text!r:.60}")
                self._act(split[0], found, index)
        raise RefusedHand(self._line(len(self.lines) - 1), "the hand is cut short: no summary")

    def _street(self, line: int) -> None:
        street = self.builder.street_index + 1
        if street >= len(self.faces):
            raise RefusedHand(line, f"a street header past the game's {len(self.faces)} streets")
        self.builder.street(street, line)
        self.round = {}

    def _uncalled(self, name: str, chips: int, line: int) -> None:
        self.builder.uncalled(name, chips, line)
        self.returned[name] = self.returned.get(name, 0) + chips

    def _dealt(self, text: str, index: int, names: Names) -> None:
        line = self._line(index)
        rest = _DEALT.fullmatch(text)
        split = names.split(rest.group("rest")) if rest else None
        bracket = _BRACKET.search(split[1]) if split else None
        if split is None or bracket is None:
            raise RefusedHand(line, f"a deal not understood: {text!r:.60}")
        if self.builder.street_index < 0:
            self.builder.street(0, line)  # the first deal comes without a header
            self.round = {}
        faces = self.faces[self.builder.street_index]
        cards = _cards(bracket.group("cards"), line)
        if len(cards) != len(faces):
            raise RefusedHand(line, f"{len(cards)} card(s) on a street that deals {len(faces)}")
        down = [card for card, face in zip(cards, faces, strict=True) if face == "down"]
        up = [card for card, face in zip(cards, faces, strict=True) if face == "up"]
        self.builder.dealt(split[0], line, down=down, up=up)
        self.dealt.add(split[0])

    def _act(self, name: str, found: re.Match[str], index: int) -> None:
        builder, line = self.builder, self._line(index)
        verb = found.group("verb")
        if found.group("bare") in ("sits out", "is sitting out"):
            return  # not dealt in: no play
        self.dealt.add(name)
        if (
            found.group("by")
            or verb in ("calls", "bets", "raises to")
            or found.group("bare")
            in (
                "checks",
                "folds",
            )
        ):
            self.betting = True
        had = self.round.get(name, 0)
        if verb is not None:
            chips = self._amount(found.group("money"), index)
            if verb == "posts ante":
                builder.post_ante(name, chips, line)
                return
            if builder.street_index < 0:
                builder.street(0, line)  # the first deal comes without a header
            if verb.startswith("brings"):
                builder.post_bring_in(name, chips, line)
                self.bring_in = (name, chips)
                self.round[name] = had + chips
            elif verb == "calls":  # to the round's total
                builder.call(name, line, chips - had)
                self.round[name] = chips
            else:  # bets, raises to: the round's total
                self._raise_to(name, chips, line)
        elif found.group("by") is not None:
            to = found.group("to")
            if to is not None:
                self._raise_to(name, self._amount(to, index), line)
            else:  # "raises X": the chips put in
                self._raise_to(name, had + self._amount(found.group("by"), index), line)
        elif found.group("bare") is not None:
            bare = found.group("bare")
            if bare == "checks":
                builder.check(name, line)
            elif bare == "folds":
                builder.fold(name, line)
            else:  # mucks, does not show
                self.shows.append((name, [], line))
        else:
            self.shows.append((name, _cards(found.group("shown"), line), line))

    def _raise_to(self, name: str, total: int, line: int) -> None:
        """A bet or raise to ``total`` in the round: the builder's rounds start with the first
        deal, the room's with its header, so the chips put in are told, not the total."""
        had = self.round.get(name, 0)
        if total <= had:
            raise RefusedHand(line, f"{name!r} raises to {total}, no more than it has in")
        self.builder.raise_by(name, total - had, line)
        self.round[name] = total

    def _finish_play(self, line: int) -> None:
        """The showdown, once every street is dealt: the room lists an all-in's cards when it
        happens, the engine shows them at the showdown (the replay plays them there)."""
        builder = self.builder
        live = set(builder.in_hand())
        total = sum(len(faces) for faces in self.faces)
        for name, cards, at in self.shows:
            if not cards:
                if len(live) > 1 and name in live:
                    builder.muck(name, at)
                continue
            known = [card for card in cards if card is not None]
            if len(live) > 1 and name in live:
                builder.show(name, known, at)
            if len(cards) == total and len(known) == total:
                builder.reveal(name, known, at)
        self._return_uncalled(line)

    def _return_uncalled(self, line: int) -> None:
        """The chips above every other seat's reach go back (rules §3.4), logged or not."""
        builder = self.builder
        ranked = sorted(
            (builder.put_in(name) - self.returned.get(name, 0), name) for name in self.seated
        )
        if len(ranked) >= 2 and ranked[-1][0] > ranked[-2][0]:
            self._uncalled(ranked[-1][1], ranked[-1][0] - ranked[-2][0], line)

    # ------------------------------------------------------------------ the summary
    def _summary(self, names: Names) -> None:
        builder = self.builder
        finals: dict[str, tuple[int, int]] = {}
        rake: int | None = None
        won = 0
        while (item := self._next()) is not None:
            index, text = item
            line = self._line(index)
            if (final := _FINAL.fullmatch(text)) is not None and builder.has_seat(
                final.group("name")
            ):
                finals[final.group("name")] = (self._amount(final.group("final"), index), line)
            elif (found := _RAKE.fullmatch(text)) is not None:
                rake = self._amount(found.group("money"), index)
            elif (split := names.split(text)) is not None and (
                wins := _WINS.fullmatch(split[1])
            ) is not None:
                won += self._amount(wins.group("money"), index)
            else:
                self.stray = line
                break
        self._settle(finals, rake, won)

    def _settle(self, finals: dict[str, tuple[int, int]], rake: int | None, won: int) -> None:
        """Each seat's winnings from its final stack; the rake is what the pots kept."""
        builder = self.builder
        dealt = self.dealt
        for name in self.seated:
            if name not in finals:
                raise RefusedHand(
                    self._last_line(), f"the summary gives no final stack for {name!r}"
                )
            final, line = finals[name]
            left = builder.stack(name) - builder.put_in(name) + self.returned.get(name, 0)
            if final < left or (final != left and name not in dealt):
                raise RefusedHand(line, f"{name!r} ends on {final}, its actions leave it {left}")
            if final > left:
                builder.collect(name, final - left, line)
        kept = builder.unclaimed()
        if rake is not None and kept != rake:
            raise RefusedHand(
                self._last_line(), f"the pots keep {kept}, the summary's rake is {rake}"
            )
        collected = builder.pot() - kept
        if won > collected:
            raise RefusedHand(
                self._last_line(), f"the pots pay {won}, more than the seats won ({collected})"
            )
        builder.rake = kept
        self.ante.value = builder.ante or 0
        if self.bring_in is None and not self.betting:
            without_betting(builder)
            return
        self.bring_ins.settle(
            builder, self.bring_in, (builder.small_bet or 0, builder.big_bet or 0), self.first
        )

    def _last_line(self) -> int:
        index = len(self.lines) - 1
        while index > 0 and not self.lines[index].strip():
            index -= 1
        return self._line(index)


def _cards(text: str, line: int) -> list[int | None]:
    """Cards as KingsClub lists them, ``X`` one not shown."""
    words = text.split()
    if all(word != "X" for word in words):
        return list(parse_cards(text, line))
    return [None if word == "X" else parse_cards(word, line)[0] for word in words]
