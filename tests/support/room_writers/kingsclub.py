"""A finished hand written as KingsClub writes it (``#40091899: Limit 2-7 Razz - 22/44``).

``write(hand, ...)`` writes the title (number, structure, game, small and big bets), the date and
time, the table (a cash table, ``(Play Money)``, a tournament's ``'T123 [4]'``), the seats, the
antes, the first deal with no header and each later one under the header of the street after it
(the room calls the second deal ``3RD STREET``), ``Dealt to Hero: [5h Qs Ah]`` with ``X`` for a
card the viewer does not see, the actions as round totals (``brings in for``, ``bets`` — the
first street's completion too —, ``raises to``, ``calls`` what the seat then has in the round,
``, and is all in``), the shows, and the summary: each seat's final stack and net, the rake, and
the main pot's winners (a side pot's left out, as the room does). Amounts are the reader's
hundredths (docs/importing.md).
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
    WinnerShowed,
)
from studpoker.phh.dump import OMNISCIENT, Omniscient, history_of
from studpoker.phh.replay import replay

__all__ = ["KINDS", "Kind", "write"]

Kind = Literal["cash", "play", "tournament"]
KINDS: tuple[Kind, ...] = ("cash", "play", "tournament")
_GAMES = {
    "high": "Seven Card Stud",
    "high_low_8": "Seven Card Stud Hi-Lo",
    "low_a5": "Razz",
    "low_27": "2-7 Razz",
}
_ACTIONS = (BringInPosted, Called, CompletedBetRaised, Checked, Folded)
_ORDINAL = ("3RD", "4TH", "5TH", "6TH")


def write(
    hand: Hand,
    *,
    kind: Kind = "cash",
    viewer: int | Omniscient | None = OMNISCIENT,
    number: int = 1,
) -> str:
    """KingsClub text of a finished hand of seven-card stud, stud hi-lo, razz, 2-7 razz or
    five-card stud."""
    if not hand.is_over:
        raise ValueError("only a finished hand is written")
    history = history_of(hand, viewer=viewer)
    view = replay(history)
    hero = None if not isinstance(viewer, int) else (viewer - hand.dealer - 1) % hand.n
    return "\n".join(_Writer(view, kind, hero).lines(number)) + "\n"


class _Writer:
    def __init__(self, hand: Hand, kind: Kind, hero: int | None) -> None:
        self.hand = hand
        self.kind = kind
        n = hand.n
        self.player = [(seat - hand.dealer - 1) % n for seat in range(n)]
        self.order = sorted(range(n), key=lambda seat: self.player[seat])
        self.numbers = [0] * n
        for k, seat in enumerate(self.order):
            self.numbers[seat] = k + 1
        self.names = [f"Player{self.numbers[seat]}" for seat in range(n)]
        self.hero = None if hero is None else self.order[hero]
        self.dealt: list[list[CardDealt]] = [[] for _ in range(n)]
        for record in hand.history:
            if isinstance(record, CardDealt):
                self.dealt[record.seat].append(record)
        self.later = {r.seat for r in hand.history if isinstance(r, CardsShown | WinnerShowed)}

    def known(self, card: int) -> bool:
        return card >= 0 and card not in self.hand.undisclosed

    def own(self, seat: int) -> list[int]:
        return [d.card for d in self.dealt[seat] if self.known(d.card)]

    def money(self, units: int) -> str:
        whole, cents = divmod(units, 100)
        return f"{whole:,}" + (f".{cents:02d}" if cents else "")

    def cards(self, cards: Sequence[int | None]) -> str:
        return "[" + " ".join("X" if card is None else format_card(card) for card in cards) + "]"

    # ------------------------------------------------------------------ the text
    def lines(self, number: int) -> list[str]:
        hand = self.hand
        profile = hand.profile
        game = "Five Card Stud" if len(profile.streets) == 4 else _GAMES[profile.showdown]
        small, big = self.money(profile.steps[0]), self.money(profile.steps[-1])
        table = {
            "cash": "Table 'Crazy Mix'",
            "play": "Table 'Razz Fun' 8-max (Play Money)",
            "tournament": "Table 'T777 [3]'",
        }[self.kind]
        out = [f"#{number}: Limit {game} - {small}/{big}", "2021-03-01 20:15:02", table]
        for seat in self.order:
            stack = self.money(hand.starting_stacks[seat])
            out.append(f"Seat {self.numbers[seat]}: {self.names[seat]} ({stack})")
        out.extend(self.play())
        out.extend(self.summary())
        return out

    def play(self) -> list[str]:
        hand, name = self.hand, self.names
        out: list[str] = []
        street = -1
        bets: dict[int, int] = {}
        last_action = 0  # where the betting's last line ends
        early: list[str] = []  # shows of players all in before the last streets
        for record in hand.history:
            tail = ", and is all in" if getattr(record, "all_in", False) else ""
            if isinstance(record, _ACTIONS):
                last_action = len(out) + 1  # the line this record writes
            if isinstance(record, AntePosted):
                out.append(f"{name[record.seat]}: posts ante {self.money(record.amount)}{tail}")
            elif isinstance(record, CardDealt) and record.street != street:
                street = record.street
                if street:
                    out.append(f"*** {_ORDINAL[street - 1]} STREET ***")
                out.extend(self.dealt_lines(street))
                if street == 0:  # shows come after the first deal at the earliest
                    last_action = len(out)
            elif isinstance(record, RoundStarted):
                bets = {}
            elif isinstance(record, BringInPosted):
                bets[record.seat] = record.amount
                out.append(f"{name[record.seat]} brings in for {self.money(record.amount)}{tail}")
            elif isinstance(record, Called):
                bets[record.seat] = bets.get(record.seat, 0) + record.amount
                total = self.money(bets[record.seat])
                out.append(f"{name[record.seat]} calls {total}{tail}")
            elif isinstance(record, CompletedBetRaised):
                # a bet: the first of the round, or the first street's completion
                first = record.kind == "bet" or (
                    record.kind == "complete" and max(bets.values(), default=0) < record.to
                )
                verb = "bets" if first and not self.raised(bets) else "raises to"
                bets[record.seat] = record.to
                out.append(f"{name[record.seat]} {verb} {self.money(record.to)}{tail}")
            elif isinstance(record, Checked):
                out.append(f"{name[record.seat]} checks")
            elif isinstance(record, Folded):
                out.append(f"{name[record.seat]} folds")
            elif isinstance(record, CardsShown):
                line = f"{name[record.seat]} shows {self.cards(self.own(record.seat))}"
                if street > self.betting_street():
                    early.append(line)  # all in: shown as the betting ends, as the room does
                else:
                    out.append(line)
            elif isinstance(record, CardsMucked):
                out.append(f"{name[record.seat]} mucks")
            elif isinstance(record, WinnerShowed):
                shown = [c for c in self.own(record.seat) if c in record.cards]
                out.append(f"{name[record.seat]} shows {self.cards(shown)}")
        out[last_action:last_action] = early
        return out

    def betting_street(self) -> int:
        """The last street with betting: after it the players left were all in."""
        rounds = [r.round for r in self.hand.history if isinstance(r, RoundStarted)]
        return max(rounds, default=0)

    def raised(self, bets: dict[int, int]) -> bool:
        """Whether the round holds a bet above the bring-in (a bet or completion made)."""
        bring_in = self.hand.profile.bring_in or 0
        return any(amount > bring_in for amount in bets.values())

    def dealt_lines(self, street: int) -> list[str]:
        out = []
        for seat in self.order:
            new = [d for d in self.dealt[seat] if d.street == street]
            if not new:
                continue
            full = seat == self.hero or (
                seat not in self.later and all(self.known(d.card) for d in self.dealt[seat])
            )
            cards = [d.card if (full or d.up) and self.known(d.card) else None for d in new]
            out.append(f"Dealt to {self.names[seat]}: {self.cards(cards)}")
        return out

    def summary(self) -> list[str]:
        hand = self.hand
        out = ["*** SUMMARY ***"]
        for seat in self.order:
            final, net = hand.stacks[seat], hand.stacks[seat] - hand.starting_stacks[seat]
            sign = "+" if net > 0 else "-" if net < 0 else ""
            out.append(
                f"Seat {self.numbers[seat]}: {self.names[seat]} ({self.money(final)})"
                f" {sign}{self.money(abs(net))}"
            )
        if hand.raked:
            out.append(f"Rake {self.money(hand.raked)}")
        main = [r for r in hand.history if isinstance(r, PotAwarded) and r.pot == 0]
        for record in main:
            for seat, share in enumerate(record.shares):
                if share:
                    out.append(f"{self.names[seat]} wins pot ({self.money(share)})")
        return out
