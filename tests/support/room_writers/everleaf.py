"""A finished hand written as Everleaf Gaming wrote it in its newer format (``** Dealing 4th
Street **``).

``write(hand, ...)`` writes the two title lines (Everleaf's, or its Partouche Poker skin's in
French), the stakes and game line (dollars, euros, or a tournament's chips, with ``- 6 Max``
where asked), the table, the player count, the seats (``Seat 5: Name (  $ 2.50 USD )``, a
tournament's ``(  1,500 Chips )``, a seat ``( new player )`` or ``( All-in )`` not dealt in), the
antes, each street's ``Dealt to`` lines (the viewer's cards, everybody's up cards), the actions
in the room's amounts (the bracketed chips a seat adds; ``posts bring-in`` and ``completes to``
the level; an all-in is the call or raise of what the seat had, unmarked), the shows (``does
not show cards`` for a muck) and each pot's ``wins`` line. The room logs no summary, no uncalled
bet and no rake: the reader finds them from the chips (docs/importing.md).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Literal

from studpoker._core import format_card
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
from studpoker.phh.dump import OMNISCIENT, Omniscient, history_of
from studpoker.phh.replay import replay
from tests.support.room_writers.checks import split_halves

__all__ = ["KINDS", "Kind", "write"]

Kind = Literal["cash", "euro", "tournament", "partouche"]
KINDS: tuple[Kind, ...] = ("cash", "euro", "tournament", "partouche")
_GAMES = {"high": "7 Card Stud", "high_low_8": "7 Card Stud Hi/Lo", "low_a5": "Razz"}
_STREETS = ("4th Street", "5th Street", "6th Street")


def write(
    hand: Hand,
    *,
    kind: Kind = "cash",
    viewer: int | Omniscient | None = OMNISCIENT,
    number: int = 1,
    idle: int = 0,
    six_max: bool = False,
    older: bool = False,
) -> str:
    """Everleaf text of a finished hand of seven-card stud, stud hi-lo, razz or five-card stud.

    ``viewer``: the seat whose own cards are written (``None``: a spectator's; by default every
    card the hand knows, but a hand shown later, which the show names). ``idle``: that many
    more seats listed but not dealt in (a ``new player``, one ``All-in`` from an earlier hand).
    ``older``: the older format, an observer's log (``**** dealing 4th street ****``, no
    ``Dealt to`` line: only the hands shown at the showdown are known).
    """
    if not hand.is_over:
        raise ValueError("only a finished hand is written")
    history = history_of(hand, viewer=viewer)
    view = replay(history)
    hero = None if not isinstance(viewer, int) else (viewer - hand.dealer - 1) % hand.n
    writer = _Writer(view, kind, hero, idle)
    writer.older = older
    return "\n".join(writer.lines(number, six_max)) + "\n"


class _Writer:
    """The lines of one hand, from the records of its replayed view (players in seat order)."""

    def __init__(self, hand: Hand, kind: Kind, hero: int | None, idle: int) -> None:
        self.hand = hand
        self.kind = kind
        self.older = False
        n = hand.n
        idle = min(idle, n - 1)  # each idle seat between two players
        self.player = [(seat - hand.dealer - 1) % n for seat in range(n)]
        self.order = sorted(range(n), key=lambda seat: self.player[seat])
        self.numbers = [0] * n
        for k, seat in enumerate(self.order):
            self.numbers[seat] = k + 1 + min(k, idle)
        self.idle = [2 * k + 2 for k in range(idle)]
        self.names = [f"Player{self.numbers[seat]}" for seat in range(n)]
        self.hero = None if hero is None else self.order[hero]
        self.five = len(hand.profile.streets) == 4
        self.dealt: list[list[CardDealt]] = [[] for _ in range(n)]
        for record in hand.history:
            if isinstance(record, CardDealt):
                self.dealt[record.seat].append(record)
        self.shown = {r.seat for r in hand.history if isinstance(r, CardsShown)}

    # ------------------------------------------------------------------ amounts and cards
    def known(self, card: int) -> bool:
        return card >= 0 and card not in self.hand.undisclosed

    def own(self, seat: int) -> list[int]:
        return [d.card for d in self.dealt[seat] if self.known(d.card)]

    def cards(self, cards: Sequence[int]) -> str:
        return "[ " + ", ".join(format_card(card) for card in cards) + " ]"

    def plain(self, units: int, stakes: bool = False) -> str:
        """``$0.05``, ``€0.05`` or ``25``: the stakes (the skin's `` €0.10/ €0.20``), the
        bring-in and the completion."""
        if self.kind == "tournament":
            return f"{units:,}"
        sign = "$" if self.kind == "cash" else "€"
        prefix = " " if self.kind == "partouche" and stakes else ""
        return f"{prefix}{sign}{self.number(units)}"

    def boxed(self, units: int) -> str:
        """``$ 0.05 USD``, ``€ 0.05 EURO`` or ``25 Chips``: the seats, antes, bets and calls."""
        if self.kind == "tournament":
            return f"{units:,} Chips"
        code = {"cash": "$ {} USD", "euro": "€ {} EURO", "partouche": "€ {} EUR"}[self.kind]
        return code.format(self.number(units))

    def won(self, units: int) -> str:
        if self.kind == "tournament":
            return f"{units:,} chips"
        return self.boxed(units)

    def number(self, units: int) -> str:
        whole, cents = divmod(units, 100)
        return f"{whole:,}" + (f".{cents:02d}" if cents else "")

    # ------------------------------------------------------------------ the text
    def lines(self, number: int, six_max: bool) -> list[str]:
        hand = self.hand
        profile = hand.profile
        game = "5 Card Stud" if self.five else _GAMES[profile.showdown]
        stakes = f"{self.plain(profile.steps[0], True)}/{self.plain(profile.steps[-1], True)}"
        size = " - 6 Max" if six_max else ""
        game_id = 600_000_000 + number
        if self.kind == "partouche":
            out = [
                "Partouche Poker Gibraltar",
                f"*** Historique des Mains pour la partie {game_id} ***",
            ]
        else:
            out = [
                f"Everleaf Gaming Game #{game_id}",
                f"***** Hand history for game #{game_id} *****",
            ]
        out.append(f"{stakes} {game}{size} - 2011/09/02 - 20:00:00")
        out.append("Table Oslo")
        out.append(f"Total number of players: {hand.n}")
        seats: list[tuple[int, str]] = [
            (self.numbers[s], f"{self.names[s]} (  {self.boxed(hand.starting_stacks[s])} )")
            for s in range(hand.n)
        ]
        seats += [
            (at, f"Idle{at} ( {'new player' if k % 2 else 'All-in'} )")
            for k, at in enumerate(self.idle)
        ]
        out.extend(f"Seat {at}: {rest}" for at, rest in sorted(seats))
        out.extend(self.play())
        return out

    def play(self) -> list[str]:
        hand, name = self.hand, self.names
        out: list[str] = []
        street = -1
        level, brought_in = 0, False
        bets: dict[int, int] = {}
        for record in hand.history:
            if isinstance(record, AntePosted):
                out.append(f"{name[record.seat]}: posts ante [{self.boxed(record.amount)}]")
            elif isinstance(record, CardDealt) and record.street != street:
                street = record.street
                out.append(self.street_line(street))
                if not self.older:
                    out.extend(self.dealt_lines(street))
            elif isinstance(record, RoundStarted):
                level, brought_in, bets = 0, False, {}
            elif isinstance(record, BringInPosted):
                out.append(f"{name[record.seat]} posts bring-in {self.plain(record.amount)}.")
                level, brought_in, bets[record.seat] = record.amount, True, record.amount
            elif isinstance(record, Called):
                bets[record.seat] = bets.get(record.seat, 0) + record.amount
                out.append(f"{name[record.seat]} calls [{self.boxed(record.amount)}]")
            elif isinstance(record, CompletedBetRaised):
                seat = record.seat
                # the engine's kind: a raise over a bring-in passed by a seat all in with its
                # ante is a raise though nobody posted it
                if record.kind == "complete" and brought_in:
                    out.append(f"{name[seat]} completes to {self.plain(record.to)}.")
                elif record.kind != "raise":
                    out.append(f"{name[seat]}: bets [{self.boxed(record.amount)}]")
                else:
                    out.append(f"{name[seat]} raises [{self.boxed(record.amount)}]")
                level, bets[seat] = max(level, record.to), record.to
            elif isinstance(record, Checked):
                out.append(f"{name[record.seat]} checks")
            elif isinstance(record, Folded):
                out.append(f"{name[record.seat]} folds")
            elif isinstance(record, CardsShown):
                words = hand_name(self.own(record.seat), hand.profile.showdown) or ""
                words = words.removeprefix("Lo: ").removeprefix("HI: ").split(";")[0]
                out.append(f"{name[record.seat]} shows {self.cards(self.own(record.seat))} {words}")
            elif isinstance(record, CardsMucked):
                out.append(f"{name[record.seat]} does not show cards")
        winner = hand.uncontested_winner()
        if winner is not None and not self.shown:
            out.append(f"{name[winner]} does not show cards")
        out.extend(self.pots())
        return out

    def street_line(self, street: int) -> str:
        if street == 0:
            return "** Dealing down cards **"
        if self.older:
            last = street == len(self.hand.profile.streets) - 1 and not self.five
            name = "river" if last else f"{street + (2 if self.five else 3)}th street"
            return f"**** dealing {name.replace('3th', '3rd')} ****"
        if self.five:
            return f"** Dealing {street + 2}th Street **".replace("3th", "3rd")
        return "** Dealing River **" if street == 4 else f"** Dealing {_STREETS[street - 1]} **"

    def dealt_lines(self, street: int) -> list[str]:
        out = []
        for seat in self.order:
            new = [d for d in self.dealt[seat] if d.street == street]
            full = seat == self.hero or (
                seat not in self.shown and all(self.known(d.card) for d in self.dealt[seat])
            )
            cards = [d.card for d in new if full or d.up]
            if cards:
                out.append(f"Dealt to {self.names[seat]} {self.cards(cards)}.")
        return out

    def pots(self) -> list[str]:
        """Each pot's winners, main pot first; in stud hi-lo the half each took."""
        pots = [r for r in self.hand.history if isinstance(r, PotAwarded) and r.amount]
        winner = self.hand.uncontested_winner()
        if not pots and winner is not None:  # no ante and every bet uncalled: an empty pot
            return [f"{self.names[winner]} wins {self.won(0)} from main pot"]
        out = []
        for record in pots:
            where = "main pot" if record.pot == 0 else "side pot"
            if record.pot > 1:
                where = f"side pot {record.pot}"
            winners = [seat for seat, share in enumerate(record.shares) if share]
            halves = self.halves(winners) if self.shown else {}
            for seat in winners:
                half = f"{halves[seat]} " if seat in halves else ""
                out.append(
                    f"{self.names[seat]} wins {half}{self.won(record.shares[seat])} from {where}"
                )
        return out

    def halves(self, winners: list[int]) -> dict[int, str]:
        """In stud hi-lo, the half each winner took where it took one only."""
        cards = {seat: self.own(seat) for seat in winners}
        halves = split_halves(self.hand, cards)
        return {seat: "high" if high else "low" for seat, high in halves.items()}
