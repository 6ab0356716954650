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
the smallest amount the room writes, for chips and for money alike. The room is patterns over
the shared driver (``importing.driver``). docs/importing.md (KingsClub) lists every reading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field

from studpoker.games.profiles import Face
from studpoker.importing.bring_ins import settle_hand
from studpoker.importing.builder import Game, RefusedHand
from studpoker.importing.driver import Match, Rule, TextHand, TextRoom
from studpoker.importing.room_profiles import room_profile
from studpoker.importing.text import parse_cards
from studpoker.importing.unread import game_not_read, structure_not_read

__all__ = ["Reader"]

ROOM = "kingsclub"
_MONEY = r"[$€£]?[\d,]+(?:\.\d+)?"
_GAMES: dict[str, Game] = {
    "Seven Card Stud": "seven_card_stud",
    "Seven Card Stud Hi-Lo": "seven_card_stud_hi_lo",
    "Razz": "razz",
    "2-7 Razz": "deuce_to_seven_razz",
    "Five Card Stud": "five_card_stud",
}
_TOURNAMENT = re.compile(r"T(?P<tournament>\d+) \[(?P<table>\d+)\]")
_BRACKET = re.compile(r"\[(?P<cards>[^\]]*)\]\s*$")
_NAMED = r"(?:: )?"  # "Hero: posts ante 16.58", "Hero folds"
_END = r"(?:,? and is all[- ]in)?(?: and has reached the \[[^\]]*\] cap)?(?: \(disconnect\))?\s*"
_PLAY = "seats play"


@dataclass(slots=True)
class _Hand(TextHand):
    """What KingsClub's hand keeps beside the driver's."""

    faces: list[tuple[Face, ...]] = field(default_factory=list)
    bring_in: tuple[str, int] | None = None
    betting: bool = False  # whether anyone bet, called, checked or folded
    shows: list[tuple[str, list[int | None], int]] = field(default_factory=list)
    dealt: set[str] = field(default_factory=set)  # seats dealt in (an ante, a card or an action)
    round: dict[str, int] = field(default_factory=dict)  # what each seat has in the round
    returned: dict[str, int] = field(default_factory=dict)  # chips given back uncalled
    finals: dict[str, tuple[int, int]] = field(default_factory=dict)  # final stack, its line
    rake: int | None = None
    won: int = 0
    summary: bool = False


class Reader(TextRoom):
    room = ROOM
    marks = (": Limit ", ": Pot Limit ", ": No Limit ")
    opening = re.compile(r"\ufeff?#(?P<hand>\d+): (?:Limit|Pot Limit|No Limit) ")
    title = re.compile(
        rf"\ufeff?#(?P<hand>\d+): (?P<limit>Limit|Pot Limit|No Limit) (?P<game>.+?) - "
        rf"(?P<small>{_MONEY})/(?P<big>{_MONEY})\s*"
    )
    hand_type = _Hand
    rules = (
        # the header: the date, the table, the seats
        Rule(
            r"(?P<date>\d{4}-\d{2}-\d{2})[ T]+(?P<time>\d{1,2}:\d{2}:\d{2})\s*",
            "date",
            "header",
            then="table",
        ),
        Rule(
            r"Table (?:ID )?'(?P<table>.+?)'(?: (?P<max>\d+)-max)?(?P<play> \(Play Money\))?"
            r"(?: Seat #(?P<button>\d+) is the button)?\s*",
            "table",
            "table",
            then="seats",
        ),
        Rule(rf"Seat (?P<seat>\d+): (?P<name>.+?) \((?P<stack>{_MONEY})\).*", "seat", "seats"),
        # the play: a street's header opens the street after the one played
        Rule(r"\*\*\* (?:\d(?:ST|ND|RD|TH) STREET|RIVER) \*\*\*\s*", "street", _PLAY, "play"),
        Rule(r"\*\*\* SUMMARY \*\*\*.*", "summary", _PLAY, "summary"),
        Rule(r"Dealt to (?P<rest>.+?)\s*", "dealt", _PLAY, "play"),
        Rule(
            rf"Uncalled bet \((?P<amount>{_MONEY})\) returned to (?P<name>.+?)\s*",
            "uncalled_line",
            _PLAY,
        ),
        Rule(r"Hand cancelled", "cancelled", _PLAY),
        Rule(rf"{_NAMED}posts ante (?P<amount>{_MONEY}){_END}", "ante", _PLAY, player=True),
        Rule(
            rf"{_NAMED}brings[- ]in(?: low)? for (?P<amount>{_MONEY}){_END}",
            "bring_in",
            _PLAY,
            player=True,
        ),
        Rule(rf"{_NAMED}calls (?P<amount>{_MONEY}){_END}", "call", _PLAY, player=True),
        Rule(rf"{_NAMED}(?:bets|raises to) (?P<to>{_MONEY}){_END}", "raise_to", _PLAY, player=True),
        Rule(
            rf"{_NAMED}raises (?P<by>{_MONEY})(?: to (?P<to>{_MONEY}))?{_END}",
            "raise_by",
            _PLAY,
            player=True,
        ),
        Rule(rf"{_NAMED}checks{_END}", "check", _PLAY, player=True),
        Rule(rf"{_NAMED}folds{_END}", "fold", _PLAY, player=True),
        Rule(rf"{_NAMED}(?:sits out|is sitting out){_END}", "aside", _PLAY, player=True),
        Rule(rf"{_NAMED}(?:mucks|does not show){_END}", "muck", _PLAY, player=True),
        Rule(rf"{_NAMED}shows \[(?P<cards>[^\]]*)\].*", "show", _PLAY, player=True),
        # the summary: each seat's final stack, the rake, the main pot's winner
        Rule(
            rf"Seat (?P<seat>\d+): (?P<name>.+?) \((?P<final>{_MONEY})\)(?: [+-]?{_MONEY})?.*",
            "final",
            "summary",
        ),
        Rule(rf"Rake (?P<amount>{_MONEY})\s*", "rake", "summary"),
        Rule(
            rf"wins (?:the )?(?:\w+ )*(?:pot )?(?:side pot \d+ )?\((?P<amount>{_MONEY})\).*",
            "wins",
            "summary",
            player=True,
        ),
        Rule(r".*", "after", "summary", then="after"),
        Rule(r".*", "pass", "after"),
    )

    def __init__(self) -> None:
        super().__init__()
        self._ante = 0  # the ante of the hand being settled: KingsClub's bring-in is its ante

    def structure(self, game: str, small: int, big: int) -> int | None:
        return self._ante or None

    def title_refused(self, text: str) -> str:
        return "a KingsClub title line not understood"

    # ------------------------------------------------------------------ the header
    def header(self, match: Match, hand: TextHand) -> None:
        assert isinstance(hand, _Hand)
        builder, line = hand.builder, hand.first
        game = _GAMES.get(match.group("game"))
        if game is None:
            raise RefusedHand(line, game_not_read(match.group("game")))
        if match.group("limit") != "Limit":
            raise RefusedHand(line, structure_not_read(match.group("limit")))
        builder.game = game
        hand.faces = [street.cards for street in room_profile(ROOM, game).streets]
        builder.small_bet = self.amount(match.group("small"), hand, line)
        builder.big_bet = self.amount(match.group("big"), hand, line)

    def on_date(self, hand: TextHand, match: Match, line: int) -> None:
        hand.builder.fields["time"] = f"{match.group('date')}T{match.group('time').zfill(8)}"

    def on_table(self, hand: TextHand, match: Match, line: int) -> None:
        builder = hand.builder
        tournament = _TOURNAMENT.fullmatch(match.group("table"))
        if tournament is not None:
            builder.fields["tournament"] = tournament.group("tournament")
            builder.fields["table"] = tournament.group("table")
        else:
            builder.fields["table"] = match.group("table")
            builder.fields["currency"] = "play" if match.group("play") else "USD"
        if match.group("max") is not None:
            builder.fields["max_seats"] = int(match.group("max"))
        if match.group("button") is not None:
            builder.dealer_seat = int(match.group("button"))

    # ------------------------------------------------------------------ the play
    def on_street(self, hand: TextHand, match: Match, line: int) -> None:
        assert isinstance(hand, _Hand)
        street = hand.builder.street_index + 1
        if street >= len(hand.faces):
            raise RefusedHand(line, f"a street header past the game's {len(hand.faces)} streets")
        self._next_street(hand, street, line)

    def _next_street(self, hand: _Hand, street: int, line: int) -> None:
        hand.builder.street(street, line)
        hand.round = {}

    def _first_deal(self, hand: _Hand, line: int) -> None:
        """The first deal comes without a header."""
        if hand.builder.street_index < 0:
            self._next_street(hand, 0, line)

    def on_cancelled(self, hand: TextHand, match: Match, line: int) -> None:
        raise RefusedHand(line, "the room cancelled the hand")

    def on_uncalled_line(self, hand: TextHand, match: Match, line: int) -> None:
        assert isinstance(hand, _Hand)
        self._uncalled(hand, match.group("name"), self.amount(match.group("amount"), hand, line))

    def _uncalled(self, hand: _Hand, name: str, chips: int, line: int = 0) -> None:
        hand.builder.uncalled(name, chips, line or hand.last)
        hand.returned[name] = hand.returned.get(name, 0) + chips

    def on_dealt(self, hand: TextHand, match: Match, line: int) -> None:
        assert isinstance(hand, _Hand)
        split = hand.names.split(match.group("rest"))
        bracket = _BRACKET.search(split[1]) if split else None
        if split is None or bracket is None:
            raise RefusedHand(line, f"a deal not understood: {match.group(0)!r:.60}")
        self._first_deal(hand, line)
        faces = hand.faces[hand.builder.street_index]
        cards = _cards(bracket.group("cards"), line)
        if len(cards) != len(faces):
            raise RefusedHand(line, f"{len(cards)} card(s) on a street that deals {len(faces)}")
        down = [card for card, face in zip(cards, faces, strict=True) if face == "down"]
        up = [card for card, face in zip(cards, faces, strict=True) if face == "up"]
        hand.builder.dealt(split[0], line, down=down, up=up)
        hand.dealt.add(split[0])

    def _acts(self, hand: TextHand, name: str, line: int, *, betting: bool) -> _Hand:
        """A seat acts: it is dealt in; the first deal has begun unless this is an ante."""
        assert isinstance(hand, _Hand)
        hand.dealt.add(name)
        hand.betting = hand.betting or betting
        return hand

    def on_ante(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        self._acts(hand, name, line, betting=False)
        hand.builder.post_ante(name, self.amount(match.group("amount"), hand, line), line)

    def on_bring_in(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        kings = self._acts(hand, name, line, betting=False)
        chips = self.amount(match.group("amount"), hand, line)
        self._first_deal(kings, line)
        hand.builder.post_bring_in(name, chips, line)
        kings.bring_in = (name, chips)
        kings.round[name] = kings.round.get(name, 0) + chips

    def on_call(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        """A call to the round's total."""
        kings = self._acts(hand, name, line, betting=True)
        chips = self.amount(match.group("amount"), hand, line)
        self._first_deal(kings, line)
        hand.builder.call(name, line, chips - kings.round.get(name, 0))
        kings.round[name] = chips

    def on_raise_to(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        kings = self._acts(hand, name, line, betting=True)
        self._first_deal(kings, line)
        self._raise_to(kings, name, self.amount(match.group("to"), hand, line), line)

    def on_raise_by(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        """``raises X to Y``: to Y; ``raises X``: the chips put in."""
        kings = self._acts(hand, name, line, betting=True)
        to = match.group("to")
        if to is not None:
            self._raise_to(kings, name, self.amount(to, hand, line), line)
        else:
            added = self.amount(match.group("by"), hand, line)
            self._raise_to(kings, name, kings.round.get(name, 0) + added, line)

    def _raise_to(self, hand: _Hand, name: str, total: int, line: int) -> None:
        """A bet or raise to ``total`` in the round: the builder's rounds start with the first
        deal, the room's with its header, so the chips put in are told, not the total."""
        had = hand.round.get(name, 0)
        if total <= had:
            raise RefusedHand(line, f"{name!r} raises to {total}, no more than it has in")
        hand.builder.raise_by(name, total - had, line)
        hand.round[name] = total

    def on_check(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        self._acts(hand, name, line, betting=True)
        hand.builder.check(name, line)

    def on_fold(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        self._acts(hand, name, line, betting=True)
        hand.builder.fold(name, line)

    def on_muck(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        self._acts(hand, name, line, betting=False).shows.append((name, [], line))

    def on_show(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        """The room lists an all-in's cards when it happens; the engine shows them at the
        showdown, so shows are played when the summary begins."""
        kings = self._acts(hand, name, line, betting=False)
        kings.shows.append((name, _cards(match.group("cards"), line), line))

    def on_summary(self, hand: TextHand, match: Match, line: int) -> None:
        assert isinstance(hand, _Hand)
        builder = hand.builder
        hand.summary = True
        live = set(builder.in_hand())
        total = sum(len(faces) for faces in hand.faces)
        for name, cards, at in hand.shows:
            if not cards:
                if len(live) > 1 and name in live:
                    builder.muck(name, at)
                continue
            known = [card for card in cards if card is not None]
            if len(live) > 1 and name in live:
                builder.show(name, known, at)
            if len(cards) == total and len(known) == total:
                builder.reveal(name, known, at)
        # the chips above every other seat's reach go back (rules §3.4), logged or not
        ranked = sorted(
            (builder.put_in(name) - hand.returned.get(name, 0), name) for name in hand.seated
        )
        if len(ranked) >= 2 and ranked[-1][0] > ranked[-2][0]:
            self._uncalled(hand, ranked[-1][1], ranked[-1][0] - ranked[-2][0], line)

    # ------------------------------------------------------------------ the summary
    def on_final(self, hand: TextHand, match: Match, line: int) -> None:
        assert isinstance(hand, _Hand)
        if not hand.builder.has_seat(match.group("name")):
            self.on_after(hand, match, line)
            hand.section = "after"
            return
        final = self.amount(match.group("final"), hand, line)
        hand.finals[match.group("name")] = (final, line)

    def on_rake(self, hand: TextHand, match: Match, line: int) -> None:
        assert isinstance(hand, _Hand)
        hand.rake = self.amount(match.group("amount"), hand, line)

    def on_wins(self, hand: TextHand, name: str, match: Match, line: int) -> None:
        assert isinstance(hand, _Hand)
        hand.won += self.amount(match.group("amount"), hand, line)

    def finish(self, hand: TextHand, line: int) -> None:
        """Each seat's winnings from its final stack; the rake is what the pots kept."""
        assert isinstance(hand, _Hand)
        builder, last = hand.builder, hand.last or line
        if not hand.seated:
            raise RefusedHand(last, "the hand seats nobody")
        if not hand.summary:
            raise RefusedHand(line, "the hand is cut short: no summary")
        for name in hand.seated:
            if name not in hand.finals:
                raise RefusedHand(last, f"the summary gives no final stack for {name!r}")
            final, at = hand.finals[name]
            left = builder.stack(name) - builder.put_in(name) + hand.returned.get(name, 0)
            if final < left or (final != left and name not in hand.dealt):
                raise RefusedHand(at, f"{name!r} ends on {final}, its actions leave it {left}")
            if final > left:
                builder.collect(name, final - left, at)
        kept = builder.unclaimed()
        if hand.rake is not None and kept != hand.rake:
            raise RefusedHand(last, f"the pots keep {kept}, the summary's rake is {hand.rake}")
        collected = builder.pot() - kept
        if hand.won > collected:
            raise RefusedHand(
                last, f"the pots pay {hand.won}, more than the seats won ({collected})"
            )
        builder.rake = kept
        self._ante = builder.ante or 0
        settle_hand(self.bring_ins, builder, hand.bring_in, hand.first, betting=hand.betting)


def _cards(text: str, line: int) -> list[int | None]:
    """Cards as KingsClub lists them, ``X`` one not shown."""
    words = text.split()
    if all(word != "X" for word in words):
        return list(parse_cards(text, line))
    return [None if word == "X" else parse_cards(word, line)[0] for word in words]
