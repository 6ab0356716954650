"""The Merge Gaming Network's XML hands: a ``<description type="7-Stud" stakes="Limit
$0.50/$1"/>`` (``7-Stud H/L8``, ``Razz``, a mixed game's ``HORSE``; a tournament's ``HORSE
Tournament`` with ``stakes="Limit"``), then one ``<game id="31423297-107" …>`` element per hand.

A game lists its ``<players dealer="7">`` (``<player seat="0" nickname="Hero" balance="$11.51"
dealtin="true"/>``; seats count from 0) and its ``<round>``s: ``BLINDS`` (the antes),
``BRING_IN``, ``THIRD_STREET`` to ``SEVENTH_STREET``, ``SHOWDOWN`` and ``END_OF_GAME`` (or
``END_OF_FOLDED_GAME``) with its ``<winner amount=… uncalled=… player=…>``s. A round's
``<cards>`` are the cards dealt at its start, each seat's whole list so far (``null`` or empty a
card not shown; ``HOLE`` the logging player's own), so they are read before its events. An
event's amount is the chips added (``CALL``, ``ANTE``, ``BRING_IN``, ``ALL_IN``) or the round's
new level (``BET``, ``COMPLETE``, ``RAISE``). A mixed game names the game of each hand by its
``multigametype``. Nothing tells the rake: it is what the pots did not pay out.
docs/importing.md (Merge) lists every reading.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from studpoker._core import parse_card
from studpoker.errors import HandHistoryError, StudPokerError
from studpoker.games.profiles import BettingStructure
from studpoker.importing.amounts import CASH_DIGITS, CHIP_DIGITS, amount
from studpoker.importing.bring_ins import BringIns
from studpoker.importing.builder import Game, HandBuilder, RefusedHand
from studpoker.importing.reading import Refusal, RoomReader
from studpoker.importing.stakes_seen import Posted, StakesSeen, settle_bring_in
from studpoker.importing.unread import game_not_read, structure_not_read
from studpoker.phh.document import HandHistory

__all__ = ["Reader"]

ROOM = "merge"
_DESCRIPTION = re.compile(
    r'<description type="(?P<type>[^"]*)" stakes="(?P<stakes>[^"]*)"(?: version="\d+")?\s*/>'
)
_GAME = re.compile(r'<game id="(?P<id>[^"]+)" starttime=')
_LIMIT = re.compile(r"[A-Za-z ]*")
_LEVEL = re.compile(r"\s*Level\s+\d+\s+Blinds")
_FIGURE = re.compile(r"\$?(\d[\d.,]*)")
_LIMITS: dict[str, BettingStructure] = {
    "Limit": "fixed_limit",
    "Pot Limit": "pot_limit",
    "No Limit": "no_limit",
}
_GAMES: dict[str, Game] = {"7-Stud": "seven_card_stud", "7-Stud H/L8": "seven_card_stud_hi_lo"}
_GAMES |= {"Razz": "razz"}
_MIXES = frozenset(("HORSE", "RASH", "HA", "HO", "SHOE", "HOSE", "HAR"))
# a mixed game's hands name their game by number
_MULTI: dict[str, Game] = {
    **dict.fromkeys(("38", "39", "41", "42"), "seven_card_stud"),
    **dict.fromkeys(("43", "45"), "seven_card_stud_hi_lo"),
    **dict.fromkeys(("46", "47", "49"), "razz"),
}
_ROUNDS = {
    "BRING_IN": 0,
    "THIRD_STREET": 0,
    "FOURTH_STREET": 1,
    "FIFTH_STREET": 2,
    "SIXTH_STREET": 3,
    "SEVENTH_STREET": 4,
}
_PASSED = frozenset(("SIT_OUT", "DISCONNECTED", "RECONNECTED", "LEAVE", "PLAYER_OUT", "CHAT"))


@dataclass(frozen=True, slots=True)
class _Description:
    kind: str
    limit: str
    stakes: tuple[str, str] | None
    tournament: bool


def _structure(game: str, small: int, big: int) -> int | None:
    # the bring-in every hand of the logs posts at these stakes: $0.10 at $0.50/$1, $0.05 at
    # $0.25/$0.50
    return {(50, 100): 10, (25, 50): 5}.get((small, big))


class Reader(RoomReader):
    room = ROOM
    marks = ("<description", "<game id=")

    def __init__(self) -> None:
        self._description: _Description | None = None
        self._bring_ins = BringIns(_structure)
        self._tables: dict[tuple[str, str, int], tuple[int, int]] = {}

    def opens(self, line: str) -> bool:
        text = line.lstrip("\ufeff \t")
        return text.startswith("<description type=") or _GAME.match(text) is not None

    def hand_id(self, lines: Sequence[str]) -> str | None:
        found = _GAME.match(lines[0].lstrip("\ufeff \t")) if lines else None
        return found.group("id") if found else None

    def read(self, lines: Sequence[str], first: int) -> Iterator[HandHistory | Refusal]:
        head = lines[0].lstrip("\ufeff \t")
        if head.startswith("<description"):
            found = _DESCRIPTION.match(head)
            if found is None:
                self._description = None
                yield Refusal(ROOM, None, first, "a <description> not understood")
                return
            kind, stakes = found.group("type"), found.group("stakes")
            tournament = kind.endswith(" Tournament")
            if tournament:  # a level's blinds may follow: the stud games' stakes are played
                stakes = _LEVEL.sub("", stakes).split("(")[0].split("$")[0]
            limit = _LIMIT.match(stakes)
            assert limit is not None  # it matches the empty text at least
            # "Limit $0.50/$1": the small and big bet; "No Limit ($0.01/$0.02/$0.10)": the
            # ante, the bring-in and the minimum bet
            figures = _FIGURE.findall(stakes[limit.end() :])
            words = limit.group().strip()
            if len(figures) < 2:
                stated = None
            elif words == "Limit":
                stated = (figures[-2], figures[-1])
            else:
                stated = (figures[-1], figures[-1])
            self._description = _Description(
                kind.removesuffix(" Tournament"), words, stated, tournament
            )
            stray = next((k for k in range(1, len(lines)) if lines[k].strip()), None)
            if stray is not None:
                yield Refusal(ROOM, None, first + stray, "text after a <description>")
            return
        hand = self.hand_id(lines)
        try:
            yield _read_game(lines, first, self._description, self._bring_ins, self._tables)
        except RefusedHand as err:
            yield Refusal(ROOM, hand, err.line, err.reason)
        except (HandHistoryError, StudPokerError) as err:
            yield Refusal(ROOM, hand, first, str(err))
        except (ValueError, KeyError, IndexError, AttributeError, TypeError) as err:
            yield Refusal(ROOM, hand, first, f"the game cannot be read: {err!r}")  # last guard


def _read_game(
    lines: Sequence[str],
    first: int,
    description: _Description | None,
    bring_ins: BringIns,
    tables: dict[tuple[str, str, int], tuple[int, int]],
) -> HandHistory:
    if description is None:
        raise RefusedHand(first, "a game with no <description> before it")
    text = "\n".join(lines).lstrip("\ufeff \t")
    end = text.find("</game>")
    if end < 0:
        raise RefusedHand(first + len(lines) - 1, "the game is cut short: no </game>")
    try:
        game = ET.fromstring(text[: end + len("</game>")])
    except ET.ParseError as err:
        raise RefusedHand(
            first + err.position[0] - 1, f"the XML is not well formed: {err}"
        ) from None
    return _Game(game, first, description, tables).read(bring_ins)


class _Game:
    """One ``<game>`` element read into a ``HandBuilder``."""

    def __init__(
        self,
        game: ET.Element,
        line: int,
        description: _Description,
        tables: dict[tuple[str, str, int], tuple[int, int]],
    ) -> None:
        self.game = game
        self.line = line
        self.description = description
        self.builder = HandBuilder(ROOM, line=line, hand_id=game.get("id"))
        self.digits = CHIP_DIGITS if self._tournament() else CASH_DIGITS
        self.stakes = StakesSeen(tables)
        self.names: dict[str, str] = {}  # by the room's seat number
        self.cards: dict[str, list[int | None]] = {}
        self.posted: Posted | None = None
        self.level = 0
        self.round_in: dict[str, int] = {}
        self.all_in_raised = False  # whether an all-in raised this round's level
        self.shown: dict[str, list[int | None]] = {}  # the cards a show or muck names
        self.showing: list[tuple[str, bool]] = []  # each show (True) or muck, in order

    def _tournament(self) -> bool:
        data = (self.game.get("data") or "").split("|")
        return self.description.tournament or data[-1] == "true"

    def _amount(self, text: str | None) -> int:
        if text is None:
            raise RefusedHand(self.line, "an amount is missing")
        try:
            return amount(text, self.digits)
        except HandHistoryError as err:
            raise RefusedHand(self.line, str(err)) from None

    def read(self, bring_ins: BringIns) -> HandHistory:
        builder, game = self.builder, self.game
        builder.fields["hand"] = game.get("id")
        builder.game = self._game()
        data = (game.get("data") or "").split("|")
        table = data[1] if len(data) > 1 else ""
        builder.fields["table"] = table
        if self._tournament():
            builder.fields["tournament"] = data[2] if len(data) > 2 else table
        elif game.get("realmoney") == "true":
            builder.fields["currency"] = "USD"
        start = game.get("starttime") or ""
        if re.fullmatch(r"\d{14}", start):
            builder.fields["time"] = (
                f"{start[:4]}-{start[4:6]}-{start[6:8]}T{start[8:10]}:{start[10:12]}:{start[12:]}"
            )
        self._players()
        stated = self.description.stakes
        won = False
        for round_ in game.iter("round"):
            won = self._round(round_) or won
        if not won:
            raise RefusedHand(self.line, "the game pays no pot")
        builder.rake = builder.unclaimed()
        if builder.rake < 0:
            raise RefusedHand(self.line, f"the pots pay {-builder.rake} more than was put in")
        if stated is not None:  # the description's stakes hold for its games
            builder.small_bet, builder.big_bet = self._amount(stated[0]), self._amount(stated[1])
        elif builder.betting != "fixed_limit":
            raise RefusedHand(self.line, "a pot- or no-limit game whose minimum bet is not named")
        else:
            key = f"{builder.fields.get('tournament', '')}/{table}"
            self.stakes.settle(builder, key, None, self.line)
        settle_bring_in(bring_ins, builder, self.posted, self.line)
        return builder.build()

    def _game(self) -> Game:
        kind, limit = self.description.kind, self.description.limit
        if kind in _MIXES:
            number = self.game.get("multigametype") or ""
            if number not in _MULTI:
                raise RefusedHand(self.line, game_not_read(f"{kind} game type {number}"))
            found = _MULTI[number]
        elif kind in _GAMES:
            found = _GAMES[kind]
        else:
            raise RefusedHand(self.line, game_not_read(kind))
        if limit not in _LIMITS:
            raise RefusedHand(self.line, structure_not_read(limit))
        self.builder.betting = _LIMITS[limit]
        return found

    def _players(self) -> None:
        """The seats. A tournament's ``balance`` is the stack after the seat's ante (a balance
        of 190 posts an ante of 10 and goes all-in for 190 more; across a level's change the
        balances differ by the new ante), so its stack is the balance and the ante; a cash
        game's is the stack itself (a razz hand goes all-in for its balance less what it put in,
        ante included)."""
        players = self.game.find("players")
        if players is None:
            raise RefusedHand(self.line, "the game lists no players")
        antes: dict[str, int] = {}
        for round_ in self.game.iter("round") if self._tournament() else ():
            for event in round_.iter("event") if round_.get("id") == "BLINDS" else ():
                if event.get("type") == "ANTE":
                    seat = event.get("player") or ""
                    antes[seat] = antes.get(seat, 0) + self._amount(event.get("amount"))
        dealer = players.get("dealer")
        if dealer is not None and dealer.isdigit():
            self.builder.dealer_seat = int(dealer) + 1
        for player in players.iter("player"):
            seat, name = player.get("seat") or "", player.get("nickname") or ""
            if not seat.isdigit() or not name:
                raise RefusedHand(self.line, "a player with no seat or name")
            self.names[seat] = name
            stack = self._amount(player.get("balance")) + antes.get(seat, 0)
            self.builder.seat(int(seat) + 1, name, stack, self.line)

    def _name(self, element: ET.Element) -> str:
        name = self.names.get(element.get("player") or "")
        if name is None:
            raise RefusedHand(self.line, f"seat {element.get('player')!r} has no player")
        return name

    def _round(self, round_: ET.Element) -> bool:
        """Read one round; whether it paid a pot."""
        kind = round_.get("id") or ""
        builder = self.builder
        if kind in _ROUNDS:
            street = _ROUNDS[kind]
            if street != builder.street_index:
                builder.street(street, self.line)
                self.level, self.round_in, self.all_in_raised = 0, {}, False
        elif kind in ("END_OF_GAME", "END_OF_FOLDED_GAME"):
            self._showdown()
        elif kind not in ("BLINDS", "SHOWDOWN"):
            raise RefusedHand(self.line, f"a round {kind!r} of no stud game")
        for cards in round_.iter("cards"):
            if cards.get("type") in ("SHOWN", "MUCKED"):
                self.shown[self._name(cards)] = _cards(cards, self.line)
            else:
                self._dealt(cards)
        for event in round_.iter("event"):
            if event.get("type") in ("SHOW", "MUCK"):
                self.showing.append((self._name(event), event.get("type") == "SHOW"))
            else:
                self._event(event)
        won = False
        for winner in round_.iter("winner"):
            paid = self._amount(winner.get("amount"))
            if winner.get("uncalled") == "true":
                builder.uncalled(self._name(winner), paid, self.line)
            else:
                builder.collect(self._name(winner), paid, self.line)
            won = True
        return won

    def _dealt(self, element: ET.Element) -> None:
        name = self._name(element)
        cards = _cards(element, self.line)
        known = self.cards.setdefault(name, [])
        new = cards[len(known) :]
        for k, card in enumerate(cards[: len(known)]):  # a card shown later fills its slot
            if known[k] is None:
                known[k] = card
        if not new or (name not in self.builder.in_hand() and self.builder.street_index > 0):
            return
        known.extend(new)
        street = self.builder.street_index
        if street == 0 and len(new) == 3:
            self.builder.dealt(name, self.line, down=new[:2], up=new[2:])
        elif street == 4 and len(new) == 1:
            self.builder.dealt(name, self.line, down=new)
        elif len(new) == 1:
            self.builder.dealt(name, self.line, up=new)
        else:
            raise RefusedHand(self.line, f"{len(new)} cards dealt to {name!r} on one street")

    def _event(self, event: ET.Element) -> None:
        kind = event.get("type") or ""
        if kind in _PASSED:
            return
        if kind == "GAME_CANCELLED":
            raise RefusedHand(self.line, "the game was cancelled")
        name, builder = self._name(event), self.builder
        if kind == "ANTE":
            builder.post_ante(name, self._amount(event.get("amount")), self.line)
        elif kind == "BRING_IN":
            chips = self._amount(event.get("amount"))
            builder.post_bring_in(name, chips, self.line)
            self.posted = (name, chips, builder.put_in(name) >= builder.stack(name))
            self.level = self.round_in[name] = chips
        elif kind == "CALL":
            chips = self._amount(event.get("amount"))
            builder.call(name, self.line, chips)
            self.round_in[name] = self.round_in.get(name, 0) + chips
        elif kind == "ALL_IN":
            chips = self._amount(event.get("amount"))
            builder.all_in(name, chips, self.line)
            self.round_in[name] = self.round_in.get(name, 0) + chips
            if self.round_in[name] > self.level:
                self.all_in_raised = True  # a level no step tells: the next bet's is unsure
            self.level = max(self.level, self.round_in[name])
        elif kind in ("BET", "COMPLETE", "RAISE"):
            to = self._amount(event.get("amount"))
            bring = self.posted[1] if self.posted is not None else 0
            opens = self.level == 0 or (builder.street_index == 0 and self.level == bring)
            builder.raise_to(name, to, self.line)
            # a bet over an all-in's level (whole or short, unknown) tells no step
            told = not self.all_in_raised or kind == "COMPLETE"
            if told and builder.street_index != 1 and builder.betting == "fixed_limit":
                # a fourth-street bet may be an open pair's big bet
                self.stakes.level(builder.street_index, to, opens=opens)
            self.level = self.round_in[name] = to
        elif kind == "CHECK":
            builder.check(name, self.line)
        elif kind == "FOLD":
            if builder.put_in(name) >= builder.stack(name):  # all in: no fold can give it up
                raise RefusedHand(self.line, f"{name!r} folds all-in: a fold no rule allows")
            builder.fold(name, self.line)
        else:
            raise RefusedHand(self.line, f"an event {kind!r} not read here")

    def _showdown(self) -> None:
        """The shows and mucks the game logged (in a ``SHOWDOWN`` round, or in the street
        where all went all-in), played once every street is dealt; every seat whose cards the
        log names in full has them revealed."""
        builder = self.builder
        for name, cards in self.shown.items():
            known = self.cards.setdefault(name, [])
            for k, card in enumerate(cards[: len(known)]):
                if known[k] is None:
                    known[k] = card
        for name, known in self.cards.items():
            if known and all(card is not None for card in known):
                builder.reveal(name, [card for card in known if card is not None], self.line)
        for name, shows in self.showing:
            if name not in builder.in_hand() or len(builder.in_hand()) < 2:
                continue
            if shows and name in self.cards:
                builder.show(name, [c for c in self.cards[name] if c is not None], self.line)
            else:
                builder.muck(name, self.line)
        self.showing = []


def _cards(element: ET.Element, line: int) -> list[int | None]:
    """A ``<cards>`` element's list, ``None`` for a card not shown."""
    return [_card(word.strip(), line) for word in (element.get("cards") or "").split(",")]


def _card(word: str, line: int) -> int | None:
    if word in ("", "null"):
        return None
    try:
        return parse_card(word[0].upper() + word[1:].lower())
    except StudPokerError:
        raise RefusedHand(line, f"{word!r:.20} is not a card") from None
