"""The shared line loop of the text rooms: a room is its line patterns and a few hooks.

A ``TextRoom`` reads each hand of its block the same way. The first line is the room's title
(``title``, read by the ``header`` hook). Every other line, stripped, goes to the first of the
room's ``Rule`` s for the section the hand is in whose pattern matches it in full, in the
room's order: a rule of a whole line (a street's header, ``Dealt to``, a seat, the summary's
total) against the line, a ``player`` rule, when the line begins with a seated name, against
what follows the name (``posts ante 5``, ``calls 10``, ``shows [..]``). The rule names the
event the driver tells the ``HandBuilder`` (``seat``, ``ante``, ``bring_in``, ``street``,
``call``, ``bet``, ``raise_to``, ``check``, ``fold``, ``uncalled``, ``show``, ``mucked``,
``muck``, ``collect``, ``total``, ``pass``, ``aside``, ``after``, or a room's own
``on_<event>`` method) and the section that follows it. A line no rule matches refuses the hand
at that line, naming it; the hands after it are read as if nothing happened. Each
line is matched once against a bounded list: reading is linear in the hand's length.

At the end the driver checks the room's total (what was put in is what was paid plus the
rake), plays a muck for every seat left in the hand that did not show, and settles the bring-in
by the one policy of ``bring_ins.settle_hand``. docs/importing.md ("Adding a room") shows
a room written this way.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import ClassVar

from studpoker.errors import HandHistoryError
from studpoker.importing.amounts import CASH_DIGITS, amount
from studpoker.importing.bring_ins import BringIns
from studpoker.importing.builder import HandBuilder, RefusedHand
from studpoker.importing.reading import Refusal, RoomReader
from studpoker.importing.stakes_seen import Posted, settle_bring_in
from studpoker.importing.text import Names, parse_cards, read_guarded
from studpoker.phh.document import HandHistory
from studpoker.phh.rooms import ROOMS

__all__ = ["Rule", "TextHand", "TextRoom"]

Match = re.Match[str]


@dataclass(frozen=True, slots=True)
class Rule:
    """A line the room writes: ``pattern`` (matched in full against the stripped line, or
    against what follows a seated name when ``player``), the ``event`` it tells, the sections
    it may appear in (space-separated; ``"*"`` in any) and the section it leads to."""

    pattern: str
    event: str
    where: str = "*"
    then: str | None = None
    player: bool = False


@dataclass(slots=True)
class TextHand:
    """One hand being read: the builder and what the driver keeps beside it."""

    builder: HandBuilder
    first: int
    at: int = 0
    section: str = "header"
    digits: int = CASH_DIGITS
    stray: int | None = None
    seated: list[str] = field(default_factory=list)
    """The seated names, in the order seated: ``names`` finds them at a line's start."""
    _names: Names = field(default_factory=lambda: Names(()))
    _named: int = 0  # how many of ``seated`` ``_names`` holds

    @property
    def names(self) -> Names:
        """The seated names to split a line at, made again only once a seat is added (a hand
        of many seat lines stays linear)."""
        if self._named != len(self.seated):
            self._names, self._named = Names(self.seated), len(self.seated)
        return self._names

    posted: Posted | None = None
    shown: set[str] = field(default_factory=set)
    collected: int = 0
    total: tuple[int, int, int] | None = None  # the room's total pot, its rake, and the line
    last: int = 0  # the last line read that is not blank


# a rule compiled: the literal text its matches start with ("" when none), its pattern, its
# event, the section it leads to, and whether it reads what follows a seated name
_Compiled = tuple[str, re.Pattern[str], str, str | None, bool]


class TextRoom(RoomReader):
    """A text room read by the shared loop. A room sets ``room``, ``marks``, ``opening`` and
    ``title`` (its first line), ``rules``, and overrides the hooks it needs."""

    opening: ClassVar[re.Pattern[str]]
    """How a hand's first line starts (``match``), with its number in a ``hand`` group."""
    title: ClassVar[re.Pattern[str]]
    """The whole first line (``fullmatch``), read by ``header``, with a ``hand`` group."""
    rules: ClassVar[Sequence[Rule]] = ()
    streets: ClassVar[Mapping[str, int]] = {}
    """The streets by the names the room's street headers give them (0: the first deal)."""
    hand_type: ClassVar[type[TextHand]] = TextHand
    """What the room keeps of a hand being read (a subclass adds its own fields)."""
    _rules: ClassVar[dict[str, list[_Compiled]]]

    def __init_subclass__(cls, **kwargs: object) -> None:
        super().__init_subclass__(**kwargs)
        # the rules compiled once per room, each under every section it may appear in
        sections = {s for rule in cls.rules for s in [*rule.where.split(), rule.then or ""]}
        sections |= {"header"}
        sections.discard("")
        sections.discard("*")
        cls._rules = {section: [] for section in sections}
        for rule in cls.rules:
            compiled = (
                _lead(rule.pattern),
                re.compile(rule.pattern),
                rule.event,
                rule.then,
                rule.player,
            )
            for section in sections if rule.where == "*" else rule.where.split():
                cls._rules[section].append(compiled)

    def __init__(self) -> None:
        self.bring_ins = BringIns(self.structure)

    def opens(self, line: str) -> bool:
        return self.opening.match(line) is not None

    def hand_id(self, lines: Sequence[str]) -> str | None:
        found = self.opening.match(lines[0]) if lines else None
        return found.group("hand") if found else None

    def read(self, lines: Sequence[str], first: int) -> Iterator[HandHistory | Refusal]:
        return read_guarded(self.room, _Reading(self, lines, first))

    # ------------------------------------------------------------------ hooks
    def structure(self, game: str, small: int, big: int) -> int | None:
        """The room's bring-in for ``game`` at small and big bets, where its logs establish
        it (``bring_ins``); ``None`` where they do not."""
        return None

    def header(self, match: Match, hand: TextHand) -> None:
        """The title line's fields into the builder (game, stakes, time, ...)."""

    def title_refused(self, text: str) -> str:
        """Why a first line that opens a hand but is no title of the room refuses it."""
        title = ROOMS[self.room].title if self.room in ROOMS else self.room
        return f"a {title} title line not understood: {text!r:.80}"

    def said(self, rest: str) -> str:
        """What a seated name's line says, the name left out (``rest`` begins with the space
        or colon after it): what the ``player`` rules match."""
        return rest.strip()

    def amount(self, text: str, hand: TextHand, line: int) -> int:
        """An amount of this hand in whole units (cents for cash, chips for a tournament)."""
        try:
            return amount(text, hand.digits)
        except HandHistoryError as err:
            raise RefusedHand(line, str(err)) from None

    def street_of(self, match: Match) -> int:
        """The street a street's header opens (0: the first deal): by default its ``street``
        group looked up in ``streets``."""
        return self.streets[match.group("street")]

    def finish(self, hand: TextHand, line: int) -> None:
        """The end of the hand: the room's total checked, the unshown mucked, the bring-in."""
        builder = hand.builder
        if hand.total is None:
            raise RefusedHand(line, "the hand has no summary's total")
        total, rake, at = hand.total
        if hand.collected != total or builder.pot() != total + rake:
            raise RefusedHand(
                at,
                f"the total pot ({total}) and rake ({rake}) are not what was put in "
                f"({builder.pot()}) and collected ({hand.collected})",
            )
        builder.rake = rake
        in_hand = builder.in_hand()
        if len(in_hand) > 1:
            for name in in_hand:
                if name not in hand.shown:
                    builder.muck(name, at)
        settle_bring_in(self.bring_ins, builder, hand.posted, at)

    # ------------------------------------------------------------------ the events
    def on_pass(self, hand: TextHand, match: Match, line: int) -> None:
        """A line that says nothing the hand needs."""

    def on_aside(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        """A seated player's line that says nothing the hand needs (sitting out, chat)."""

    def on_after(self, hand: TextHand, match: Match, line: int) -> None:
        """Text after the hand's end: refused on its own once the hand is read."""
        if hand.stray is None:
            hand.stray = line

    def on_seat(self, hand: TextHand, match: Match, line: int) -> None:
        stack = self.amount(match.group("stack"), hand, line)
        hand.builder.seat(int(match.group("seat")), match.group("name"), stack, line)
        hand.seated.append(match.group("name"))

    def on_street(self, hand: TextHand, match: Match, line: int) -> None:
        hand.builder.street(self.street_of(match), line)

    def on_total(self, hand: TextHand, match: Match, line: int) -> None:
        rake = match.group("rake")
        total = self.amount(match.group("total"), hand, line)
        hand.total = (total, self.amount(rake, hand, line) if rake else 0, line)

    def on_ante(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        hand.builder.post_ante(name, self.amount(match.group("amount"), hand, line), line)

    def on_bring_in(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        builder = hand.builder
        posted = self.amount(match.group("amount"), hand, line)
        builder.post_bring_in(name, posted, line)
        hand.posted = (name, posted, builder.put_in(name) >= builder.stack(name))

    def on_call(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        hand.builder.call(name, line, self.amount(match.group("amount"), hand, line))

    def on_bet(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        hand.builder.raise_by(name, self.amount(match.group("amount"), hand, line), line)

    def on_raise_to(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        hand.builder.raise_to(name, self.amount(match.group("to"), hand, line), line)

    def on_check(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        hand.builder.check(name, line)

    def on_fold(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        hand.builder.fold(name, line)

    def on_uncalled(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        hand.builder.uncalled(name, self.amount(match.group("amount"), hand, line), line)

    def on_collect(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        paid = self.amount(match.group("amount"), hand, line)
        hand.builder.collect(name, paid, line)
        hand.collected += paid

    def on_show(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        """Cards shown: a show while the seat is in the hand (else a muck)."""
        self._cards_named(hand, name, match, line, shows=True)

    def on_mucked(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        """Cards named as mucked: a muck while the hand still has a showdown."""
        self._cards_named(hand, name, match, line, shows=False)

    def _cards_named(
        self, hand: TextHand, name: str, match: Match, line: int, *, shows: bool
    ) -> None:
        """All of a seat's cards, when named, fill its unknown cards (``reveal``)."""
        builder = hand.builder
        cards = parse_cards(match.group("cards"), line)
        hand.shown.add(name)
        if shows and name in builder.in_hand():
            builder.show(name, cards, line)
        elif len(builder.in_hand()) > 1:
            builder.muck(name, line)
        if builder.game is not None and len(cards) == _CARDS[builder.game]:
            builder.reveal(name, cards, line)

    def on_muck(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        hand.shown.add(name)
        if len(hand.builder.in_hand()) > 1:
            hand.builder.muck(name, line)


_CARDS = {
    "seven_card_stud": 7,
    "seven_card_stud_hi_lo": 7,
    "razz": 7,
    "deuce_to_seven_razz": 7,
    "five_card_stud": 5,
}

_LineEvent = Callable[[TextHand, Match, int], None]
_PlayerEvent = Callable[[TextHand, str, Match, int], None]


class _Reading:
    """The driver's loop over one hand's lines (``text.LineHand``)."""

    def __init__(self, room: TextRoom, lines: Sequence[str], first: int) -> None:
        self.room = room
        self.lines = lines
        self.first = first
        self.hand = room.hand_type(HandBuilder(room.room, line=first), first)

    @property
    def at(self) -> int:
        return self.hand.at

    @at.setter
    def at(self, value: int) -> None:
        self.hand.at = value

    @property
    def stray(self) -> int | None:
        return self.hand.stray

    @stray.setter
    def stray(self, value: int | None) -> None:
        self.hand.stray = value

    def read(self) -> HandHistory:
        room, hand, lines, first = self.room, self.hand, self.lines, self.first
        text = lines[0].rstrip()
        title = room.title.fullmatch(text)
        if title is None:
            raise RefusedHand(first, room.title_refused(text))
        hand.builder.hand_id = title.group("hand")
        hand.builder.fields["hand"] = title.group("hand")
        room.header(title, hand)
        for index in range(1, len(lines)):
            hand.at = index
            text = lines[index].strip()
            if text:
                hand.last = first + index
                self._line(text, first + index)
        room.finish(hand, first + len(lines) - 1)
        return hand.builder.build()

    def _line(self, text: str, line: int) -> None:
        room, hand = self.room, self.hand
        split: tuple[str, str] | None = None
        said = ""
        asked = False  # whether the line was asked for a seated name yet
        for lead, pattern, event, then, player in room._rules.get(hand.section, ()):
            if player:
                if not asked:
                    asked, split = True, hand.names.split(text)
                    said = room.said(split[1]) if split is not None else ""
                if split is None or not said.startswith(lead):
                    continue
                found = pattern.fullmatch(said)
                if found is not None:
                    acted: _PlayerEvent = getattr(room, "on_" + event)
                    acted(hand, split[0], found, line)
                    hand.section = then or hand.section
                    return
            elif text.startswith(lead):
                found = pattern.fullmatch(text)
                if found is not None:
                    handler: _LineEvent = getattr(room, "on_" + event)
                    handler(hand, found, line)
                    hand.section = then or hand.section
                    return
        if not asked:
            split = hand.names.split(text)
        what = "an action" if split is not None else "a line"
        raise RefusedHand(line, f"{what} not read here: {text!r:.80}")


_META = frozenset(".^$*+?{}[]|()\\")


def _lead(pattern: str) -> str:
    """The literal text every match of ``pattern`` starts with, so that a line is matched only
    against the rules it may fit (``str.startswith`` costs a fraction of a match)."""
    if _branches(pattern):
        return ""
    lead: list[str] = []
    at = 0
    while at < len(pattern):
        char = pattern[at]
        if char == "\\" and at + 1 < len(pattern) and not pattern[at + 1].isalnum():
            literal, step = pattern[at + 1], 2
        elif char in _META:
            break
        else:
            literal, step = char, 1
        after = pattern[at + step : at + step + 1]
        if after and after in "?*{":  # the character may be absent
            break
        lead.append(literal)
        if after == "+":
            break
        at += step
    return "".join(lead)


def _branches(pattern: str) -> bool:
    """Whether ``pattern`` has a ``|`` outside any group (its matches start several ways)."""
    depth, at, in_class = 0, 0, False
    while at < len(pattern):
        char = pattern[at]
        if char == "\\":
            at += 2
            continue
        if in_class:
            in_class = char != "]"
        elif char == "[":
            in_class = True
            at += 2 if pattern[at + 1 : at + 2] == "^" else 1  # a "]" first is a member
        elif char == "(":
            depth += 1
        elif char == ")":
            depth -= 1
        elif char == "|" and depth == 0:
            return True
        at += 1
    return False
