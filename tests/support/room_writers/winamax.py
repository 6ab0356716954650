"""A finished engine hand written as Winamax writes it (docs/importing.md, Winamax).

The title names the kind (``CashGame``, ``Go Fast "…"``, ``Tournament "…" buyIn: … level: N``),
the game, ``fixed limit`` and ``(ante/small/big)``; the table (``(real money)`` or ``(play
money)``, a tournament's ``'Name(id)#002'``); the seats (a bounty tournament's ``(1500, 2€
bounty)``; a seat sitting out is listed and posts no ante); ``*** ANTE/BLINDS ***``; a block per
street (``*** 3rd STREET ***`` or the older ``*** THIRD ***``) with its ``Dealt to`` lines;
``bets`` and ``calls`` the chips added, ``raises X to Y`` the new level (a short all-in raise
of a seat with chips in the round already ``raises -X to Y``: the chips it adds, Y, less the
level), ``and is all-in``;
``*** SHOW DOWN ***``; ``collected`` per pot, a bet nobody called included (Winamax never
returns it apart); ``*** SUMMARY ***`` with ``Total pot X | Rake Y`` (``No rake``).
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
    CompletedBetRaised,
    Folded,
    PotAwarded,
    RoundStarted,
)
from studpoker.importing.hand_names import hand_name
from studpoker.phh.dump import OMNISCIENT, Omniscient
from tests.support.room_writers.hand_facts import SEVEN_CARD_FACES, HandFacts, cards_text, decimal

Kind = Literal["cash", "go_fast", "play", "tournament", "bounty"]
KINDS: tuple[Kind, ...] = ("cash", "go_fast", "play", "tournament", "bounty")
_GAMES = {
    "high": ("7-Card Stud", "7stud"),
    "high_low_8": ("7-Card Stud Hi/Lo", "7stud8"),
    "low_a5": ("Razz", "Razz"),
}
_NEW_HEADINGS = ("3rd STREET", "4th STREET", "5th STREET", "6th STREET", "7th STREET")
_OLD_HEADINGS = ("THIRD", "FOURTH", "FIFTH", "SIXTH", "SEVENTH")


def write(
    hand: Hand,
    *,
    kind: Kind = "cash",
    number: str = "1000001-1-1480000001",
    table: str = "Lyon",
    names: Sequence[str] | None = None,
    seats: Sequence[int] | None = None,
    sitting_out: int | None = None,
    button: bool | None = False,
    old: bool = False,
    viewer: int | Omniscient | None = OMNISCIENT,
) -> str:
    """Winamax text of a finished hand of seven-card stud, stud hi-lo or razz. ``names`` and
    ``seats`` are the players' from the dealer's left (seats increasing); ``sitting_out`` a
    seat number listed but not dealt in; ``button`` names the dealer's seat on the table line
    (``None``: ``Seat #0``, the room's words for no button); ``old`` writes the older game
    names and street headings; ``viewer`` (a seat of the hand, ``None`` for a spectator)
    writes every other seat's down cards ``X`` until it shows them."""
    writer = _Writer(hand, kind, names, seats, old, viewer)
    return "\n".join(writer.lines(number, table, sitting_out, button))


class _Writer:
    def __init__(
        self,
        hand: Hand,
        kind: Kind,
        names: Sequence[str] | None,
        seats: Sequence[int] | None,
        old: bool,
        viewer: int | Omniscient | None,
    ) -> None:
        self.facts = HandFacts(hand, (SEVEN_CARD_FACES,), viewer)
        if hand.profile.showdown not in _GAMES or hand.profile.betting != "fixed_limit":
            raise HandHistoryError(f"{hand.profile.name}: Winamax deals no such game")
        self.hand, self.kind, self.old = hand, kind, old
        n = hand.n
        players = list(names) if names is not None else [f"Player {p + 1}" for p in range(n)]
        numbers = list(seats) if seats is not None else list(range(1, n + 1))
        self.name = {seat: players[p] for p, seat in enumerate(self.facts.order)}
        self.seat_number = {seat: numbers[p] for p, seat in enumerate(self.facts.order)}
        self.cents = kind in ("cash", "go_fast", "play")

    def money(self, units: int) -> str:
        text = decimal(units, cents=self.cents)
        return text + "€" if self.kind in ("cash", "go_fast") else text

    def lines(
        self, number: str, table: str, sitting_out: int | None, button: bool | None
    ) -> list[str]:
        hand, profile = self.hand, self.hand.profile
        game = _GAMES[profile.showdown][1 if self.old else 0]
        stakes = "/".join(
            self.money(x) for x in (profile.ante, profile.steps[0], profile.steps[-1])
        )
        kinds = {
            "cash": "CashGame",
            "play": "CashGame",
            "go_fast": 'Go Fast "Rapid"',
            "tournament": 'Tournament "Stud Party" buyIn: 4.50€ + 0.50€ level: 3',
            "bounty": 'Tournament "Bounty Stud" buyIn: 9€ + 1€ level: 12',
        }
        out = [
            f"Winamax Poker - {kinds[self.kind]} - HandId: #{number} - {game} fixed limit "
            f"({stakes}) - 2016/11/12 21:00:00 UTC"
        ]
        if self.kind in ("tournament", "bounty"):
            table = f"{table}(123456789)#002"
        money = "play money" if self.kind == "play" else "real money"
        dealer = f" Seat #{self.seat_number[hand.dealer]} is the button" if button else ""
        if button is None:
            dealer = " Seat #0 is the button"
        out.append(f"Table: '{table}' 8-max ({money}){dealer}")
        listed = [(self.seat_number[seat], seat) for seat in self.facts.order]
        if sitting_out is not None:
            listed.append((sitting_out, -1))
        bounty = ", 2€ bounty" if self.kind == "bounty" else ""
        for number_, seat in sorted(listed):
            if seat < 0:
                out.append(f"Seat {number_}: Idle ({self.money(1000)}{bounty})")
            else:
                stack = self.money(hand.starting_stacks[seat])
                out.append(f"Seat {number_}: {self.name[seat]} ({stack}{bounty})")
        out.append("*** ANTE/BLINDS ***")
        out.extend(self._play())
        out.extend(self._summary())
        return out

    def _play(self) -> list[str]:
        out: list[str] = []
        street, level, showdown, paid = -1, 0, False, False
        headings = _OLD_HEADINGS if self.old else _NEW_HEADINGS
        for record in self.hand.history:
            if isinstance(record, AntePosted):
                out.append(
                    self._act(record.seat, f"posts ante {self.money(record.amount)}", record.all_in)
                )
            elif isinstance(record, CardDealt) and record.street != street:
                street = record.street
                out.append(f"*** {headings[street]} ***")
                out.extend(self._dealt(street))
            elif isinstance(record, RoundStarted):
                level = 0
            elif isinstance(record, BringInPosted):
                level = record.amount
                out.append(
                    self._act(record.seat, f"brings in {self.money(record.amount)}", record.all_in)
                )
            elif isinstance(record, Called):
                out.append(
                    self._act(record.seat, f"calls {self.money(record.amount)}", record.all_in)
                )
            elif isinstance(record, Checked):
                out.append(f"{self.name[record.seat]} checks")
            elif isinstance(record, Folded):
                out.append(f"{self.name[record.seat]} folds")
            elif isinstance(record, CompletedBetRaised):
                if level == 0:
                    words = f"bets {self.money(record.amount)}"
                elif record.all_in and record.amount < level:
                    # a short all-in raise of a seat with chips in already: Winamax writes the
                    # chips it adds, less the level (negative), "to" the chips it adds
                    by = self.money(level - record.amount)
                    words = f"raises -{by} to {self.money(record.amount)}"
                else:
                    words = f"raises {self.money(record.to - level)} to {self.money(record.to)}"
                level = max(level, record.to)
                out.append(self._act(record.seat, words, record.all_in))
            elif isinstance(record, CardsShown | CardsMucked):
                if not showdown:
                    showdown = True
                    out.append("*** SHOW DOWN ***")
                out.append(self._shown(record))
            elif isinstance(record, PotAwarded) and not paid:
                paid = True
                out.extend(self._collected())
        return out

    def _act(self, seat: int, words: str, all_in: bool) -> str:
        return f"{self.name[seat]} {words}" + (" and is all-in" if all_in else "")

    def _dealt(self, street: int) -> list[str]:
        out = []
        for seat in self.facts.order:
            new = self.facts.seen(seat, street)
            if not new:
                continue
            before = self.facts.seen_before(seat, street)
            earlier = f"[{cards_text(before)}] " if before else ""
            out.append(f"Dealt to {self.name[seat]} {earlier}[{cards_text(new)}]")
        return out

    def _shown(self, record: CardsShown | CardsMucked) -> str:
        name = self.name[record.seat]
        if isinstance(record, CardsMucked):
            return f"{name} mucks hand"
        cards = self.facts.cards(record.seat)
        words = hand_name(cards, self.hand.profile.showdown)
        return f"{name} shows [{cards_text(cards)}]" + (f" ({words})" if words else "")

    def _collected(self) -> list[str]:
        """Each share of each pot; a bet nobody called is collected with the seat's last share
        (or from a pot of its own), as Winamax never returns it apart."""
        pots, returned = self.facts.pots, list(self.facts.returned)
        lines: list[tuple[int, str, int]] = []
        for k, pot in enumerate(pots):
            where = "pot" if len(pots) == 1 else ("main pot" if k == 0 else f"side pot {k}")
            half = {
                seat: "(HI)" if h == "high" else "(LO)"
                for seat, h in self.facts.halves(pot).items()
            }
            for seat, share in enumerate(pot.shares):
                if share:
                    lines.append((seat, where + half.get(seat, ""), share))
        out = []
        for index, (seat, where, share) in enumerate(lines):
            if returned[seat] and all(s != seat for s, _, _ in lines[index + 1 :]):
                share, returned[seat] = share + returned[seat], 0
            out.append(f"{self.name[seat]} collected {self.money(share)} from {where}")
        for seat, chips in enumerate(returned):
            if chips:
                out.append(
                    f"{self.name[seat]} collected {self.money(chips)} from side pot {len(pots)}"
                )
        return out

    def _summary(self) -> list[str]:
        facts = self.facts
        total = sum(facts.won) + sum(facts.returned)
        rake = self.hand.raked
        out = [
            "*** SUMMARY ***",
            f"Total pot {self.money(total)} | "
            + (f"Rake {self.money(rake)}" if rake else "No rake"),
        ]
        for seat in facts.order:
            got = facts.won[seat] + facts.returned[seat]
            if got:
                out.append(
                    f"Seat {self.seat_number[seat]}: {self.name[seat]} won {self.money(got)}"
                )
        return out
