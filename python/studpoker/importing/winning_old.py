"""The Winning Poker Network's older text hands (``Game started at: 2016/8/2 11:17:19``), as its
rooms (ACR among them) wrote them until 2019, often in UTF-16 with a blank line after each line.

A hand is its start time, ``Game ID: 693977667 1/2 (PRR) Leyak (Seven Cards Stud)`` (the number,
the small and big bets, the table and the game), the seats (``Seat 1: ChazDazzle (10).``), the
antes (``Player ChazDazzle ante (0.15)``), the cards one line each (``Player Nee received card:
[2d]``; ``Player Nee received a card.`` for one not shown), the actions (``bring in (0.40)``;
``bets``, ``raises``, ``calls``, ``allin`` and ``caps`` name the chips the action adds), the
streets after the first deal under ``*** Third street ***`` and on (the room counts the first
deal as no street: each header opens the street after the one being played), the uncalled bet
given back, then ``------ Summary ------`` with the pot after the rake, the rake and jackpot fee,
and each seat's cards shown, what it bet and what it collected, and ``Game ended at:``.
docs/importing.md (Winning Poker Network) lists every reading.
"""

from __future__ import annotations

import re
from collections.abc import Iterator, Sequence

from studpoker.games.profiles import Face
from studpoker.importing.bring_ins import BringIns, settle_hand
from studpoker.importing.builder import Game, HandBuilder, RefusedHand
from studpoker.importing.reading import Refusal
from studpoker.importing.room_profiles import room_profile
from studpoker.importing.text import Names, parse_cards, read_guarded
from studpoker.importing.unread import game_not_read
from studpoker.importing.winning_words import units
from studpoker.phh.document import HandHistory

__all__ = ["OPENER", "hand_id", "opens", "read"]

ROOM = "winning"
_OPENER = "Game started at: "
_NUM = r"[\d.,]+K?"
_START = re.compile(r"Game started at: (?P<date>\d{4}/\d{1,2}/\d{1,2}) (?P<time>[\d:]+)\s*")
_GAME = re.compile(
    rf"Game ID: (?P<hand>\d+) (?P<small>{_NUM})/(?P<big>{_NUM}) (?P<table>.*?) ?"
    r"\((?P<game>[^()]+)\)(?: (?P<max>\d+)-max)?\s*"
)
_GAMES: dict[str, Game] = {
    "Seven Cards Stud": "seven_card_stud",
    "Seven Cards Stud HiLow": "seven_card_stud_hi_lo",
    "Seven Cards Stud HiLo": "seven_card_stud_hi_lo",
    "Razz": "razz",
    "Five Cards Stud": "five_card_stud",
}
_BUTTON = re.compile(r"Seat (?P<seat>\d+) is the button\s*")
_SEAT = re.compile(rf"Seat (?P<seat>\d+): (?P<name>.+) \((?P<stack>{_NUM})\)\.?(?P<rest>.*)")
_STREET = re.compile(r"\*\*\* (?:Third|Fourth|Fifth|Sixth|Seventh) street \*\*\*\s*")
_ACTION = re.compile(
    rf" (?P<verb>(?:posts )?ante|bring in|bets|raises|calls|allin|caps|cap) \((?P<money>{_NUM})\)"
    r"| (?P<bare>checks|folds|mucks cards|allin|is sitting out|sits out|shows cards)"
    r"| received card: \[(?P<card>[^\]]+)\]"
    r"| (?P<unseen>received a card)\.?"
)
_UNCALLED = re.compile(rf"Uncalled bet \((?P<money>{_NUM})\) returned to (?P<name>.+?)\s*")
_SUMMARY = "------ Summary ------"
_POT = re.compile(
    rf"Pot: (?P<pot>{_NUM})\.?(?: Rake (?P<rake>{_NUM})\.?)?(?: JP fee (?P<jp>{_NUM})\.?)?\s*"
)
_RESULT = re.compile(
    rf"(?: shows: .*?\[(?P<cards>[^\]]*)\](?P<low> Low hand \([^)]*\))?|.*?)\.? ?"
    rf"Bets: (?P<bets>{_NUM})\. Collects: (?P<collects>{_NUM})\. (?:Wins|Loses): {_NUM}\.?\s*"
)
_END = re.compile(r"Game ended at: .*")


OPENER = _OPENER


def opens(line: str) -> bool:
    """Whether ``line`` opens an older Winning hand."""
    return line.lstrip("\ufeff").startswith(_OPENER)


def hand_id(lines: Sequence[str]) -> str | None:
    """The hand's number, from its game line."""
    for line in lines[:4]:
        found = _GAME.match(line)
        if found is not None:
            return found.group("hand")
    return None


def read(lines: Sequence[str], first: int, bring_ins: BringIns) -> Iterator[HandHistory | Refusal]:
    """The hand of ``lines`` (its first line is line ``first`` of the source)."""
    return read_guarded(ROOM, _Hand(lines, first, bring_ins))


class _Hand:
    """One hand's lines, read in order into a ``HandBuilder``."""

    def __init__(self, lines: Sequence[str], first: int, bring_ins: BringIns) -> None:
        self.lines = lines
        self.first = first
        self.bring_ins = bring_ins
        self.at = 0
        self.stray: int | None = None
        self.builder = HandBuilder(ROOM, line=first)
        self.faces: list[tuple[Face, ...]] = []
        self.bring_in: tuple[str, int] | None = None
        self.betting = False  # whether anyone bet, called, checked or folded
        self.count: dict[str, int] = {}  # the cards each seat has had this street
        self.returned: dict[str, int] = {}  # chips given back uncalled

    def _line(self, index: int) -> int:
        return self.first + index

    def _units(self, text: str, index: int) -> int:
        return units(text, self._line(index))

    def _next(self) -> tuple[int, str] | None:
        while self.at < len(self.lines):
            index, text = self.at, self.lines[self.at]
            self.at += 1
            if text.strip():
                return index, text.rstrip()
        return None

    def _expect(self, what: str) -> tuple[int, str]:
        item = self._next()
        if item is None:
            raise RefusedHand(self._line(len(self.lines) - 1), f"the hand is cut short: no {what}")
        return item

    # ------------------------------------------------------------------ the hand
    def read(self) -> HandHistory:
        builder = self.builder
        start = _START.fullmatch(self.lines[0].lstrip("\ufeff"))
        if start is None:
            raise RefusedHand(self.first, "a start line not understood")
        self.at = 1
        date = "-".join(part.zfill(2) for part in start.group("date").split("/"))
        clock = ":".join(part.zfill(2) for part in start.group("time").split(":"))
        builder.fields["time"] = f"{date}T{clock}"
        self._game()
        names = self._seats()
        self._play(names)
        return builder.build()

    def _game(self) -> None:
        index, text = self._expect("game line")
        found = _GAME.fullmatch(text)
        if found is None:
            raise RefusedHand(self._line(index), f"a game line not understood: {text!r:.60}")
        builder = self.builder
        builder.hand_id = builder.fields["hand"] = found.group("hand")
        game = _GAMES.get(found.group("game"))
        if game is None:
            raise RefusedHand(self._line(index), game_not_read(found.group("game")))
        builder.game = game
        self.faces = [street.cards for street in room_profile(ROOM, game).streets]
        builder.small_bet = self._units(found.group("small"), index)
        builder.big_bet = self._units(found.group("big"), index)
        builder.fields["table"] = found.group("table")
        if found.group("max") is not None:
            builder.fields["max_seats"] = int(found.group("max"))

    def _seats(self) -> Names:
        names: list[str] = []
        while (item := self._next()) is not None:
            index, text = item
            if (button := _BUTTON.fullmatch(text)) is not None:
                self.builder.dealer_seat = int(button.group("seat"))
                continue
            found = _SEAT.fullmatch(text)
            if found is None:
                self.at = index
                break
            stack = self._units(found.group("stack"), index)
            self.builder.seat(
                int(found.group("seat")), found.group("name"), stack, self._line(index)
            )
            names.append(found.group("name"))
        if not names:
            raise RefusedHand(self._line(self.at - 1), "the hand seats nobody")
        return Names(names)

    # ------------------------------------------------------------------ the play
    def _play(self, names: Names) -> None:
        builder = self.builder
        while (item := self._next()) is not None:
            index, text = item
            line = self._line(index)
            if text.strip() == _SUMMARY:
                self._summary(names)
                return
            if _STREET.fullmatch(text):
                self._street(builder.street_index + 1, line)
            elif (uncalled := _UNCALLED.fullmatch(text)) is not None:
                chips, name = self._units(uncalled.group("money"), index), uncalled.group("name")
                builder.uncalled(name, chips, line)
                self.returned[name] = self.returned.get(name, 0) + chips
            else:
                split = names.split(text[7:]) if text.startswith("Player ") else None
                found = _ACTION.fullmatch(split[1]) if split else None
                if split is None or found is None:
                    raise RefusedHand(line, f"a line not understood: {text!r:.60}")
                self._act(split[0], found, index)
        raise RefusedHand(self._line(len(self.lines) - 1), "the hand is cut short: no summary")

    def _street(self, street: int, line: int) -> None:
        if street >= len(self.faces):
            raise RefusedHand(line, f"a street header past the game's {len(self.faces)} streets")
        self.builder.street(street, line)
        self.count = {}

    def _act(self, name: str, found: re.Match[str], index: int) -> None:
        builder, line = self.builder, self._line(index)
        verb, bare = found.group("verb"), found.group("bare")
        if found.group("card") is not None or found.group("unseen") is not None:
            card = None if found.group("unseen") else parse_cards(found.group("card"), line)[0]
            self._deal(name, card, line)
            return
        if bare in ("is sitting out", "sits out", "mucks cards", "shows cards"):
            return  # the showdown is read from the summary
        if verb is not None and verb.endswith("ante"):
            builder.post_ante(name, self._units(found.group("money"), index), line)
            return
        if builder.street_index < 0:
            raise RefusedHand(line, "an action before any card is dealt")
        self.betting = self.betting or verb != "bring in"
        if bare == "checks":
            builder.check(name, line)
        elif bare == "folds":
            builder.fold(name, line)
        elif bare == "allin":  # a disconnected seat's all-in: all it has left
            builder.all_in(name, builder.stack(name) - builder.put_in(name), line)
        else:
            chips = self._units(found.group("money"), index)
            if verb == "bring in":
                builder.post_bring_in(name, chips, line)
                self.bring_in = (name, chips)
            elif verb == "calls":
                builder.call(name, line, chips)
            elif verb == "allin":
                builder.all_in(name, chips, line)
            else:  # bets, raises, caps: the chips the action adds
                builder.raise_by(name, chips, line)

    def _deal(self, name: str, card: int | None, line: int) -> None:
        """One card to ``name``: the next of its street's cards, the first deal's or a later
        street's (the first deal comes with no header)."""
        builder = self.builder
        if builder.street_index < 0:
            self._street(0, line)
        faces = self.faces[builder.street_index]
        k = self.count.get(name, 0)
        if k >= len(faces):
            raise RefusedHand(line, f"{name!r} gets more cards than the street deals")
        self.count[name] = k + 1
        if faces[k] == "down":
            builder.dealt(name, line, down=[card])
        else:
            builder.dealt(name, line, up=[card])

    # ------------------------------------------------------------------ the summary
    def _summary(self, names: Names) -> None:
        builder = self.builder
        index, text = self._expect("pot line")
        pot = _POT.fullmatch(text)
        if pot is None:
            raise RefusedHand(self._line(index), f"a pot line not understood: {text!r:.60}")
        rake = sum(self._units(pot.group(key), index) for key in ("rake", "jp") if pot.group(key))
        results: dict[str, int] = {}
        collected: dict[str, int] = {}  # what each seat collected, by whether it shows a low
        lows: set[str] = set()
        live = builder.in_hand()
        while (item := self._next()) is not None:
            index, text = item
            line = self._line(index)
            if _END.fullmatch(text):
                self._after(index)
                break
            body = text[1:] if text.startswith("*") else text
            split = names.split(body[7:]) if body.startswith("Player ") else None
            found = _RESULT.fullmatch(split[1]) if split else None
            if split is None or found is None:
                raise RefusedHand(line, f"a summary line not understood: {text!r:.60}")
            name = split[0]
            results[name] = line
            collects = self._units(found.group("collects"), index)
            if collects:
                builder.collect(name, collects, line)
                collected[name] = collects
            if found.group("low"):
                lows.add(name)
            self._check_bets(name, self._units(found.group("bets"), index), line)
            if found.group("cards") is not None:
                cards = parse_cards(found.group("cards"), line)
                if len(live) > 1 and name in live:
                    builder.show(name, cards, line)
                builder.reveal(name, cards, line)
            elif len(live) > 1 and name in live:
                builder.muck(name, line)
        else:
            raise RefusedHand(self._line(len(self.lines) - 1), "the hand is cut short: no end line")
        builder.rake = builder.unclaimed()
        if builder.rake != rake:
            raise RefusedHand(self.first, f"the pots keep {builder.rake}, the rake is {rake}")
        self._odd_chip(collected, lows)
        settle_hand(self.bring_ins, builder, self.bring_in, self.first, betting=self.betting)

    def _odd_chip(self, collected: dict[str, int], lows: set[str]) -> None:
        """The half that took the odd chip of the halving (rules §5.3, a **Choice**), read from
        the hand's own numbers: in a hand of one pot split between the seats marked with the
        winning ``Low hand`` and the others, the high half is the larger by the odd chip under
        the high-half reading; a low half one chip larger was paid by the low-half reading
        (``odd_chip_half = "low"``). Other hands keep the room's reading."""
        if self.builder.game != "seven_card_stud_hi_lo" or not self.builder.one_pot():
            return
        low = sum(chips for name, chips in collected.items() if name in lows)
        high = sum(chips for name, chips in collected.items() if name not in lows)
        if high and low == high + 1:
            self.builder.choices["odd_chip_half"] = "low"

    def _check_bets(self, name: str, bets: int, line: int) -> None:
        """The summary's ``Bets`` is what the seat put in, less what came back uncalled."""
        builder = self.builder
        kept = builder.put_in(name)
        if bets != kept - self.returned.get(name, 0):
            raise RefusedHand(line, f"{name!r} bets {bets} by the summary, {kept} by its actions")

    def _after(self, index: int) -> None:
        rest = next((k for k in range(index + 1, len(self.lines)) if self.lines[k].strip()), None)
        if rest is not None:
            self.stray = self._line(rest)
