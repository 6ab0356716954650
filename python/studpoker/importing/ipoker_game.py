"""One iPoker ``<game>`` element, parsed with ElementTree and told to a ``HandBuilder``.

A game lists its players (seat, name, chips at the start, the room's ``bet`` and ``win`` for
the hand), then ``<round no=...>`` elements: round 0 the antes, round 1 the blinds (empty in
stud), each later round a street: a ``<cards>`` element per seat dealt (``X`` a card the log
does not show; a hand shown at the showdown is written in the street elements themselves) and
its ``<action>`` elements, ordered by their ``no``. Every amount the actions put in must add up
to the room's ``bet`` of the seat (less an uncalled bet that newer clients leave out of it);
what the seat ``win``s is paid to it, so the rake is the bets less the wins. Amounts are cents
at a cash table and chips in a tournament, whose stakes each game's bets tell
(``ipoker_stakes``).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import dataclass

from studpoker._core import parse_card
from studpoker.errors import HandHistoryError
from studpoker.games.profiles import Profile
from studpoker.importing.amounts import CASH_DIGITS
from studpoker.importing.bring_ins import BringIns
from studpoker.importing.builder import Game, HandBuilder, RefusedHand
from studpoker.importing.cash import cents
from studpoker.importing.chips import chips
from studpoker.importing.ipoker_stakes import Levels, StepsSeen
from studpoker.importing.room_profiles import room_profile
from studpoker.phh.document import HandHistory

__all__ = ["DECLARATION", "ROOM", "Session", "read_game"]

ROOM = "ipoker"

# action types (the ``type`` attribute) met in stud games: 6 raises by its sum, 23 to it; 8
# is no action and 9 a seat sitting out (it folds if it was dealt in); 1 and 2 are blinds
_FOLD, _CALL, _CHECK, _BET, _RAISE_BY, _ALL_IN, _ANTE, _BRING_IN, _RAISE_TO = (
    "0", "3", "4", "5", "6", "7", "15", "16", "23"
)  # fmt: skip
_NO_ACTION, _SITS_OUT = "8", "9"
_DATE = re.compile(r"(\d{4}-\d\d-\d\d) (\d\d:\d\d:\d\d)")
_ELEMENT = re.compile(r"<(player|round|cards|action)[\s/>]")
DECLARATION = re.compile(r"<!(?:DOCTYPE|ENTITY)")
"""A DTD declaration: refused wherever it stands, so that no entity is ever expanded."""


def _card_table() -> dict[str, int]:
    table: dict[str, int] = {}
    for suit in "CDHS":
        for rank in ("2", "3", "4", "5", "6", "7", "8", "9", "10", "T", "J", "Q", "K", "A"):
            table[suit + rank] = parse_card(rank + suit.lower())
    return table


_CARDS = _card_table()  # "H8", "S10": the suit first


@dataclass(frozen=True, slots=True)
class Session:
    """What a session's header says of every game in it."""

    game: Game
    small: int | None  # ``None``: a tournament's, read from each game's bets
    big: int | None
    table: str | None
    currency: str | None
    tournament: str | None = None
    digits: int = CASH_DIGITS  # cents at a cash table, whole chips in a tournament


def read_game(
    text: str, first: int, session: Session, bring_ins: BringIns, levels: Levels
) -> HandHistory:
    """The history of the game element ``text``, whose first line is line ``first``."""
    if DECLARATION.search(text):
        raise RefusedHand(first, "a DOCTYPE or ENTITY declaration (refused, never expanded)")
    try:
        root = ET.fromstring(text)
    except ET.ParseError as err:
        where = first + max(err.position[0] - 1, 0)
        raise RefusedHand(where, f"the game is not well-formed XML: {err.msg}") from None
    if root.tag != "game":
        raise RefusedHand(first, f"a <{root.tag}> element where a <game> was expected")
    return _Game(root, _element_lines(text, first), first, session, bring_ins, levels).read()


def _element_lines(text: str, first: int) -> dict[str, list[int]]:
    """The line of each player, round, cards and action element, in document order (the
    order ElementTree gives them in)."""
    lines: dict[str, list[int]] = {"player": [], "round": [], "cards": [], "action": []}
    line, position = first, 0
    for match in _ELEMENT.finditer(text):
        line += text.count("\n", position, match.start())
        position = match.start()
        lines[match.group(1)].append(line)
    return lines


class _Game:
    def __init__(
        self,
        root: ET.Element,
        lines: dict[str, list[int]],
        first: int,
        session: Session,
        bring_ins: BringIns,
        levels: Levels,
    ) -> None:
        self.root = root
        self.levels = levels
        self.steps = StepsSeen()
        self.first = first
        self.session = session
        self.bring_ins = bring_ins
        self.lines = lines
        self.seen = dict.fromkeys(lines, 0)  # elements of each tag met so far
        self.builder = HandBuilder(ROOM, line=first, hand_id=root.get("gamecode"))
        profile = room_profile(ROOM, session.game)
        self.streets = profile.streets
        self.step_kinds = [_step_kind(profile, k) for k in range(len(profile.steps))]
        self.cards: dict[str, list[int | None]] = {}  # each seat's cards in dealing order
        self.bets: dict[str, tuple[int, int, int]] = {}  # name -> (bet, win, line)
        self.bring_in: tuple[str, int] | None = None
        self.bring_in_short = False  # whether the bring-in took the seat's last chip
        self.returned: dict[str, int] = {}  # an uncalled bet the room's figures leave out
        self.last_street = -1

    def line(self, tag: str) -> int:
        """The line of the next ``tag`` element in document order."""
        index = self.seen[tag]
        self.seen[tag] += 1
        found = self.lines[tag]
        return found[index] if index < len(found) else self.first

    def read(self) -> HandHistory:
        builder = self.builder
        builder.game = self.session.game
        builder.small_bet, builder.big_bet = self.session.small, self.session.big
        self.fields()
        general = self.root.find("general")
        players = None if general is None else general.find("players")
        if players is None:
            raise RefusedHand(self.first, "the game lists no players")
        for player in players.iter("player"):
            self.seat(player)
        number = -1
        for round_ in self.root.iter("round"):
            line = self.line("round")
            no = _number(round_.get("no"), line, "round number")
            if no <= number:
                raise RefusedHand(line, f"round {no} follows round {number}")
            number = no
            self.round(round_, no, line)
        self.showdown()
        self.settle()
        try:
            return builder.build()
        except RefusedHand:
            raise
        except HandHistoryError as err:
            raise RefusedHand(self.first, str(err)) from None

    def fields(self) -> None:
        fields = self.builder.fields
        fields["hand"] = self.root.get("gamecode", "")
        if self.session.table is not None:
            fields["table"] = self.session.table
        startdate = _DATE.fullmatch((self.root.findtext("general/startdate") or "").strip())
        if startdate is not None:
            fields["time"] = f"{startdate.group(1)}T{startdate.group(2)}"
        if self.session.currency is not None:
            fields["currency"] = self.session.currency
        if self.session.tournament is not None:
            fields["tournament"] = self.session.tournament

    def seat(self, player: ET.Element) -> None:
        line = self.line("player")
        name = player.get("name", "")
        if not name:
            return  # an empty seat
        seat = _number(player.get("seat"), line, "seat")
        stack = self.amount(player.get("chips"), line)
        self.builder.seat(seat, name, stack, line)
        if player.get("dealer") == "1":
            self.builder.dealer_seat = seat
        bet = self.amount(player.get("bet", "0"), line)
        win = self.amount(player.get("win", "0"), line)
        self.bets[name] = (bet, win, line)

    def round(self, round_: ET.Element, no: int, line: int) -> None:
        cards = round_.findall("cards")
        actions = [(action, self.line("action")) for action in round_.iter("action")]
        if no == 0:
            for action, at in actions:
                if action.get("type") in (_NO_ACTION, _SITS_OUT):
                    continue
                if action.get("type") != _ANTE:
                    raise RefusedHand(at, f"action type {action.get('type')!r} among the antes")
                self.builder.post_ante(
                    self.name(action, at), self.amount(action.get("sum"), at), at
                )
            if cards:
                raise RefusedHand(line, "cards dealt with the antes")
            return
        if no == 1:
            if cards or actions:
                raise RefusedHand(line, "the blinds' round of a stud game holds cards or actions")
            return
        if not cards and not actions:
            return  # a round nothing happened in (after the hand ended)
        street = no - 2
        if street >= len(self.streets):
            raise RefusedHand(line, f"round {no}: {self.session.game} has no street {street + 1}")
        self.builder.street(street, line)
        self.steps.new_round()
        self.last_street = street
        for dealt in cards:
            self.deal(dealt, street)
        actions.sort(key=lambda pair: _number(pair[0].get("no"), pair[1], "action number"))
        for action, at in actions:
            self.act(action, at)

    def deal(self, element: ET.Element, street: int) -> None:
        line = self.line("cards")
        name = self.name(element, line)
        words = (element.text or "").split()
        faces = self.streets[street].cards
        if len(words) != len(faces):
            raise RefusedHand(line, f"{len(words)} cards for a street of {len(faces)}")
        cards = [_card(word, line) for word in words]
        self.cards.setdefault(name, []).extend(cards)
        down = [card for card, face in zip(cards, faces, strict=True) if face == "down"]
        up = [card for card, face in zip(cards, faces, strict=True) if face == "up"]
        self.builder.dealt(name, line, down=down, up=up)

    def act(self, action: ET.Element, line: int) -> None:
        builder, kind, steps = self.builder, action.get("type"), self.steps
        if kind == _NO_ACTION:
            return
        name = self.name(action, line)
        if kind in (_FOLD, _SITS_OUT):
            if kind == _FOLD or name in builder.in_hand():
                builder.fold(name, line)
        elif kind == _CHECK:
            builder.check(name, line)
        elif kind == _CALL:
            added = self.amount(action.get("sum"), line)
            builder.call(name, line, added)
            steps.called(name, added)
        elif kind == _ALL_IN and self.opens_all_in(self.amount(action.get("sum"), line)):
            posted = self.amount(action.get("sum"), line)  # the bring-in seat, all in for less
            builder.post_bring_in(name, posted, line)
            steps.bring_in(name, posted)
            self.bring_in = (name, posted)
            self.bring_in_short = True
        elif kind in (_BET, _RAISE_BY, _RAISE_TO, _ALL_IN):
            added = self.amount(action.get("sum"), line)
            had = steps.put.get(name, 0)
            total = added if kind == _RAISE_TO else had + added
            if kind == _ALL_IN and total <= steps.level:
                builder.call(name, line, added)
                steps.called(name, added)
                return
            builder.raise_to(name, total, line)
            full = builder.put_in(name) < builder.stack(name)
            steps.raised(name, total, self.step_kinds[self.last_street], full)
        elif kind == _BRING_IN:
            if self.bring_in is not None:
                raise RefusedHand(line, "a second bring-in")
            posted = self.amount(action.get("sum"), line)
            builder.post_bring_in(name, posted, line)
            steps.bring_in(name, posted)
            self.bring_in = (name, posted)
            self.bring_in_short = builder.put_in(name) >= builder.stack(name)
        else:
            raise RefusedHand(line, f"action type {kind!r}: not among the action types read here")

    def opens_all_in(self, added: int) -> bool:
        """Whether an all-in is the first street's opening bring-in: nothing is in the round
        yet and it is short of the small bet where the stakes (or the level's) are known."""
        if self.last_street != 0 or self.bring_in is not None or self.steps.put:
            return False
        small = self.session.small
        if self.session.tournament is not None:
            small = self.levels.small_bet(self.builder.ante or 0)
        return small is None or added < small

    def amount(self, text: str | None, line: int) -> int:
        """An amount in the session's units: cents at a cash table, chips in a tournament."""
        if self.session.digits == CASH_DIGITS:
            return cents(text, line)
        return chips(text, line)

    def name(self, element: ET.Element, line: int) -> str:
        name = element.get("player", "")
        if not self.builder.has_seat(name):
            raise RefusedHand(line, f"{name!r} is not among the game's players")
        return name

    def showdown(self) -> None:
        """The seats still in after the last street show the hands the log lists, or muck."""
        in_hand = self.builder.in_hand()
        if len(in_hand) < 2:
            return
        if self.last_street != len(self.streets) - 1:
            raise RefusedHand(
                self.first,
                f"the game stops after street {self.last_street + 1} of {len(self.streets)} "
                f"with {len(in_hand)} players in",
            )
        dealt = sum(len(street.cards) for street in self.streets)
        for name in in_hand:
            cards = self.cards.get(name, [])
            if len(cards) == dealt and None not in cards:
                self.builder.show(name, cards, self.first)
            else:
                self.builder.muck(name, self.first)

    def settle(self) -> None:
        """The room's bet and win of each seat: the actions must add up to the bet; the wins
        are paid; what the bets hold beyond the wins is the rake. In a tournament (no rake)
        whose wins pay out exactly what the actions put in, a seat's ``bet`` that differs is
        the room's miscount (a sit-and-go counts a raiser's ante twice, or an all-in seat's
        bet past its stack): the actions stand."""
        builder = self.builder
        self.uncalled()
        played = {name: builder.put_in(name) - self.returned.get(name, 0) for name in self.bets}
        wins = sum(win for _, win, _ in self.bets.values())
        trusted = self.session.tournament is not None and wins == sum(played.values())
        bets = 0
        for name, (bet, win, line) in self.bets.items():
            if played[name] != bet and not trusted:
                raise RefusedHand(
                    line,
                    f"{name!r}'s actions put in {builder.put_in(name)}, the room's bet is {bet}",
                )
            if win:
                builder.collect(name, win, line)
            bets += played[name]
        if wins > bets:
            raise RefusedHand(self.first, f"the wins ({wins}) exceed the bets ({bets})")
        builder.rake = bets - wins
        session = self.session
        if session.small is None or session.tournament is not None:
            # a tournament's level changes within the session: its own bets tell the stakes
            posted = self.bring_in[1] if self.bring_in is not None else None
            if self.bring_in_short:
                posted = None  # an all-in bring-in may be short of the level's
            header = None
            if session.small is not None and session.big is not None:
                header = (session.small, session.big)
            self.levels.settle(builder, self.steps, posted, header)
        assert builder.small_bet is not None
        assert builder.big_bet is not None
        # a seat that brought in in full and went all-in later posted the whole bring-in
        self.bring_ins.settle(
            builder,
            self.bring_in,
            (builder.small_bet, builder.big_bet),
            self.first,
            short=self.bring_in_short,
            structured=self.session.tournament is None,
        )

    def uncalled(self) -> None:
        """Newer clients leave an uncalled bet out of the seat's ``bet`` and ``win`` (older
        ones count it in both): when the actions pass the room's bet by exactly the part no
        other seat matched, that part came back."""
        ranked = sorted(self.bets, key=self.builder.put_in, reverse=True)
        if len(ranked) < 2:
            return
        top, second = ranked[0], ranked[1]
        excess = self.builder.put_in(top) - self.builder.put_in(second)
        if excess > 0 and self.builder.put_in(top) - excess == self.bets[top][0]:
            self.builder.uncalled(top, excess, self.bets[top][2])
            self.returned[top] = excess


def _step_kind(profile: Profile, round_: int) -> str:
    """The kind of step betting round ``round_`` (0-based) bets: ``small``, ``big``, or
    ``either`` where an open pair allows the big bet."""
    if round_ + 1 == profile.open_pair_round:
        return "either"
    return "big" if profile.steps[round_] != min(profile.steps) else "small"


def _number(text: str | None, line: int, what: str) -> int:
    if text is None or not text.isdecimal() or len(text) > 9:
        raise RefusedHand(line, f"{what} {text!r} is not a number")
    return int(text)


def _card(word: str, line: int) -> int | None:
    if word == "X":
        return None
    card = _CARDS.get(word.upper())
    if card is None:
        raise RefusedHand(line, f"{word!r} is not a card")
    return card
