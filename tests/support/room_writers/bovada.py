"""A finished engine hand written as Bovada (Bodog, Ignition) writes it (docs/importing.md, Bovada).

The title (``Bovada Hand #… TBL#… 7CARD HiLo Fixed Limit - 2016-03-01 12:00:00``; a tournament's
``7CARD Tournament #… TBL#…, Fixed Limit - Level N (small/big)``), the seats as players
(``Seat+3 [ME]: $0.50 in chips``; a seat sitting out is listed and says ``Seat sit out``), then
every line ``Seat+N : what``: ``Ante chip`` (``All-in`` for less), ``Card dealt to a spot`` with
every seat's cards, ``Bring_in chip`` (``All-in`` for less), ``Bets`` (to), ``Double bets`` (the
big bet on fourth street), ``Raises`` (to), ``Calls`` and ``All-in`` (the chips added, a call),
``All-in(raise) X to Y``, ``Checks``, ``Folds``, ``Return uncalled portion of bet``,
``Showdown``/``Mucks`` and ``Hand result`` (``-Side pot``); the summary's ``Total Pot($X) | Rake
($Y)`` (a tournament's ``Total Pot(X)``). Newer files head each street, older ones write ``***
HOLE CARDS ***`` only.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from studpoker.errors import HandHistoryError
from studpoker.hand import Hand
from studpoker.hand.records import (
    AntePosted,
    BringInPosted,
    Called,
    CardDealt,
    CardsMucked,
    CardsShown,
    Checked,
    ChipsReturned,
    CompletedBetRaised,
    Folded,
    PotAwarded,
    RoundStarted,
)
from tests.support.room_writers.hand_facts import SEVEN_CARD_FACES, HandFacts, cards_text, decimal

Kind = Literal["cash", "tournament"]
KINDS: tuple[Kind, ...] = ("cash", "tournament")
ROOM_NAMES = ("Bovada", "Bodog", "Ignition")
_GAMES = {"high": ("7CARD",), "high_low_8": ("7CARD HiLo", "7CARD_HL")}
_HEADINGS = ("3RD STREET", "4TH STREET", "5TH STREET", "6TH STREET", "RIVER")


def write(
    hand: Hand,
    *,
    kind: Kind = "cash",
    number: str = "3000000001",
    table: str = "5000001",
    seats: Sequence[int] | None = None,
    hero: int | None = None,
    sitting_out: int | None = None,
    room: str = "Bovada",
    old: bool = False,
) -> str:
    """Bovada text of a finished hand of seven-card stud or stud hi-lo. ``seats`` are the
    players' seat numbers from the dealer's left (increasing); ``hero`` the player (index) marked
    ``[ME]``; ``sitting_out`` a seat listed but not dealt in; ``old`` writes no street headings
    but the first's and the older game name."""
    writer = _Writer(hand, kind, seats, hero, old)
    return "\n".join(writer.lines(room, number, table, sitting_out)) + "\n"


class _Writer:
    def __init__(
        self, hand: Hand, kind: Kind, seats: Sequence[int] | None, hero: int | None, old: bool
    ) -> None:
        self.facts = HandFacts(hand, (SEVEN_CARD_FACES,))
        profile = hand.profile
        if profile.showdown not in _GAMES or profile.betting != "fixed_limit":
            raise HandHistoryError(f"{profile.name}: Bovada deals no such game")
        if profile.steps[-1] != 2 * profile.steps[0]:
            raise HandHistoryError("Bovada's big bet is twice its small bet")
        self.hand, self.kind, self.old = hand, kind, old
        numbers = list(seats) if seats is not None else list(range(1, hand.n + 1))
        self.number = {seat: numbers[p] for p, seat in enumerate(self.facts.order)}
        self.hero = None if hero is None else self.facts.order[hero]

    def money(self, units: int) -> str:
        if self.kind == "tournament":
            return str(units)
        return "$" + decimal(units, cents=True)

    def who(self, seat: int) -> str:
        return f"Seat+{self.number[seat]}" + (" [ME]" if seat == self.hero else "")

    def lines(self, room: str, number: str, table: str, sitting_out: int | None) -> list[str]:
        hand, profile = self.hand, self.hand.profile
        names = _GAMES[profile.showdown]
        game = names[-1] if self.old else names[0]
        when = "2016-03-01 12:00:00"
        if self.kind == "tournament":
            small, big = profile.steps[0], profile.steps[-1]
            title = (
                f"{room} Hand #{number}: {game} Tournament #12345 TBL#{table}, Fixed Limit - "
                f"Level 3 ({small}/{big}) - {when}"
            )
        else:
            title = f"{room} Hand #{number} TBL#{table} {game} Fixed Limit - {when}"
        out = [title]
        listed = sorted([(self.number[seat], seat) for seat in self.facts.order])
        if sitting_out is not None:
            listed = sorted([*listed, (sitting_out, -1)])
        for seat_number, seat in listed:
            stack = hand.starting_stacks[seat] if seat >= 0 else 1000
            me = " [ME]" if seat >= 0 and seat == self.hero else ""
            out.append(f"Seat+{seat_number}{me}: {self.money(stack)} in chips")
        if sitting_out is not None:
            out.append(f"Seat+{sitting_out} : Seat sit out")
        out.extend(self._play())
        out.extend(self._summary(sitting_out))
        return out

    def _play(self) -> list[str]:
        out: list[str] = []
        street, level, round_in = -1, 0, dict[int, int]()
        big = self.hand.profile.steps[-1]
        paid = False
        for record in self.hand.history:
            if isinstance(record, AntePosted):
                verb = "All-in" if record.all_in else "Ante chip"
                out.append(f"{self.who(record.seat)} : {verb} {self.money(record.amount)}")
            elif isinstance(record, CardDealt) and record.street != street:
                street = record.street
                if not self.old:
                    out.append(f"*** {_HEADINGS[street]} ***")
                elif street == 0:
                    out.append("*** HOLE CARDS ***")
                out.extend(self._dealt(street))
            elif isinstance(record, RoundStarted):
                level, round_in = 0, {}
            elif isinstance(record, BringInPosted):
                verb = "All-in" if record.all_in else "Bring_in chip"
                level = round_in[record.seat] = record.amount
                out.append(f"{self.who(record.seat)} : {verb} {self.money(record.amount)}")
            elif isinstance(record, Called):
                verb = "All-in" if record.all_in else "Calls"
                round_in[record.seat] = round_in.get(record.seat, 0) + record.amount
                out.append(f"{self.who(record.seat)} : {verb} {self.money(record.amount)}")
            elif isinstance(record, Checked):
                out.append(f"{self.who(record.seat)} : Checks")
            elif isinstance(record, Folded):
                out.append(f"{self.who(record.seat)} : Folds")
            elif isinstance(record, CompletedBetRaised):
                to, added = self.money(record.to), self.money(record.amount)
                if record.all_in:
                    words = f"All-in(raise) {added} to {to}"
                elif level == 0 and street == 1 and record.to == big:
                    words = f"Double bets {to}"  # an open pair's big bet on fourth street
                elif level == 0:
                    words = f"Bets {to}"
                elif self.old:
                    words = f"Raises {added} to {to}"  # the older files name both
                else:
                    words = f"Raises {to}"
                level = round_in[record.seat] = record.to
                out.append(f"{self.who(record.seat)} : {words}")
            elif isinstance(record, ChipsReturned):
                out.append(
                    f"{self.who(record.seat)} : Return uncalled portion of bet "
                    f"{self.money(record.amount)}"
                )
            elif isinstance(record, CardsShown | CardsMucked):
                verb = "Showdown" if isinstance(record, CardsShown) else "Mucks"
                cards = cards_text(self.facts.cards(record.seat))
                out.append(f"{self.who(record.seat)} : {verb} [{cards}]")
            elif isinstance(record, PotAwarded) and not paid:
                paid = True
                for k, pot in enumerate(self.facts.pots):
                    verb = "Hand result" if k == 0 else "Hand result-Side pot"
                    for seat, share in enumerate(pot.shares):
                        if share:
                            out.append(f"{self.who(seat)} : {verb} {self.money(share)}")
        return out

    def _dealt(self, street: int) -> list[str]:
        out = []
        for seat in self.facts.order:
            new = self.facts.cards(seat, street)
            if new:
                out.append(f"{self.who(seat)} : Card dealt to a spot [{cards_text(new)}]")
        return out

    def _summary(self, sitting_out: int | None) -> list[str]:
        facts = self.facts
        total = sum(facts.won) + self.hand.raked
        rake = self.hand.raked
        if self.kind == "tournament":
            total_line = f"Total Pot({self.money(total)})"
        else:
            total_line = f"Total Pot({self.money(total)}) | Rake ({self.money(rake)})"
        out = ["*** SUMMARY ***", total_line]
        for seat in facts.order:
            fate = f"HI {self.money(facts.won[seat])}" if facts.won[seat] else "lose"
            out.append(f"Seat+{self.number[seat]}: {fate}")
        if sitting_out is not None:
            out.append(f"Seat+{sitting_out}: Sitting out")
        return out
