"""A finished hand written as the Winning Poker Network (ACR) writes it in its current text
(``Hand #85198832 - 7Stud(Fixed Limit) - $0.04/$0.08 - 2019/07/28 16:15:58 UTC``).

``write(hand, ...)`` writes the title of the kind asked (a cash table in dollars, a play-money
table, a tournament with its level), the table line, the seats (seats ``is sitting out`` not
dealt in), the antes, each street under ``*** 3rd STREET ***`` (``2nd`` first in five-card stud)
with the pot so far, the ``Dealt to`` lines (the cards held, then the new ones; another seat's up
cards alone), the actions (``brings in``, ``bets`` and ``calls`` the chips added, ``raises X to
Y`` the chips added and the round's total, ``and is all-in``), ``Uncalled bet (X) returned to``,
the showdown (``shows […] (words)``, ``mucks``, ``does not show``) and the summary: the pot after
the rake, the rake, each seat's end with each hi-lo half it won. A hand's units are cents at a
cash table, chips elsewhere (docs/importing.md).
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
    ChipsReturned,
    CompletedBetRaised,
    Folded,
    PotAwarded,
    Record,
    WinnerShowed,
)
from studpoker.importing.hand_names import hand_name
from studpoker.phh.dump import OMNISCIENT, Omniscient, history_of
from studpoker.phh.replay import replay
from tests.support.room_writers.checks import split_halves

__all__ = ["KINDS", "Kind", "write"]

Kind = Literal["cash", "play", "tournament"]
KINDS: tuple[Kind, ...] = ("cash", "play", "tournament")
_GAMES = {"high": "7Stud", "high_low_8": "7Stud H/L", "low_a5": "Razz"}
_ORDINAL = {2: "2nd", 3: "3rd", 4: "4th", 5: "5th", 6: "6th", 7: "7th"}
_ACTIONS = (AntePosted, BringInPosted, Called, CompletedBetRaised, Checked, Folded)


def write(
    hand: Hand,
    *,
    kind: Kind = "cash",
    viewer: int | Omniscient | None = OMNISCIENT,
    number: int = 1,
    idle: int = 0,
) -> str:
    """Winning text of a finished hand of seven-card stud, stud hi-lo, razz or five-card stud.
    ``idle``: that many more seats listed as sitting out, not dealt in."""
    if not hand.is_over:
        raise ValueError("only a finished hand is written")
    history = history_of(hand, viewer=viewer)
    view = replay(history)
    hero = None if not isinstance(viewer, int) else (viewer - hand.dealer - 1) % hand.n
    return "\n".join(_Writer(view, kind, hero, idle).lines(number)) + "\n"


class _Writer:
    def __init__(self, hand: Hand, kind: Kind, hero: int | None, idle: int) -> None:
        self.hand = hand
        self.kind = kind
        n = hand.n
        idle = min(idle, n - 1)
        self.player = [(seat - hand.dealer - 1) % n for seat in range(n)]
        self.order = sorted(range(n), key=lambda seat: self.player[seat])
        self.numbers = [0] * n
        for k, seat in enumerate(self.order):
            self.numbers[seat] = k + 1 + min(k, idle)
        self.idle = [2 * k + 2 for k in range(idle)]
        self.names = [f"Player{self.numbers[seat]}" for seat in range(n)]
        self.hero = None if hero is None else self.order[hero]
        self.first = 2 if len(hand.profile.streets) == 4 else 3
        self.dealt: list[list[CardDealt]] = [[] for _ in range(n)]
        for record in hand.history:
            if isinstance(record, CardDealt):
                self.dealt[record.seat].append(record)
        self.later = {r.seat for r in hand.history if isinstance(r, CardsShown | WinnerShowed)}

    def known(self, card: int) -> bool:
        return card >= 0 and card not in self.hand.undisclosed

    def own(self, seat: int) -> list[int]:
        return [d.card for d in self.dealt[seat] if self.known(d.card)]

    def cards(self, cards: Sequence[int]) -> str:
        return "[" + " ".join(format_card(card) for card in cards) + "]"

    def money(self, units: int) -> str:
        """Cents as ``$1,234.50``; whole chips as ``1,970.00`` in a tournament, ``100`` in play
        money."""
        if self.kind == "play":
            return f"{units:,}"
        if self.kind == "tournament":
            return f"{units:,}.00"
        whole, cents = divmod(units, 100)
        return f"${whole:,}.{cents:02d}"

    def words(self, seat: int) -> str:
        return hand_name(self.own(seat), self.hand.profile.showdown) or ""

    # ------------------------------------------------------------------ the text
    def lines(self, number: int) -> list[str]:
        hand = self.hand
        profile = hand.profile
        game = "5Stud" if self.first == 2 else _GAMES[profile.showdown]
        small, big = self.money(profile.steps[0]), self.money(profile.steps[-1])
        when = "2019/08/02 18:30:00 UTC"
        if self.kind == "tournament":
            out = [
                f"Game Hand #{90_000_000 + number} - Tournament #5550001 - {game}(Fixed Limit)"
                f" - Level 4 ({small}/{big})- {when}",
                "Table '12' 8-max",
            ]
        else:
            out = [f"Hand #{90_000_000 + number} - {game}(Fixed Limit) - {small}/{big} - {when}"]
            out.append("Fun Room 8-max (Play Money)" if self.kind == "play" else "Harbor 8-max")
        seats = [
            (self.numbers[s], f"{self.names[s]} ({self.money(hand.starting_stacks[s])})")
            for s in range(hand.n)
        ]
        seats += [
            (at, f"Idle{at} ({self.money(profile.steps[-1])}) is sitting out") for at in self.idle
        ]
        out.extend(f"Seat {at}: {rest}" for at, rest in sorted(seats))
        out.extend(self.play())
        out.extend(self.summary())
        return out

    def play(self) -> list[str]:
        hand, name = self.hand, self.names
        out: list[str] = []
        street = -1
        showdown = False
        last_action = 0
        for at, record in enumerate(hand.history):
            tail = " and is all-in" if getattr(record, "all_in", False) else ""
            if isinstance(record, ChipsReturned):
                line = f"Uncalled bet ({self.money(record.amount)}) returned to {name[record.seat]}"
                out.insert(last_action, line)
                last_action += 1
                continue
            if isinstance(record, AntePosted):
                out.append(f"{name[record.seat]} posts ante {self.money(record.amount)}{tail}")
            elif isinstance(record, CardDealt) and record.street != street:
                street = record.street
                out.append(f"*** {_ORDINAL[street + self.first]} STREET ***")
                out.append(
                    f"Main pot {self.money(self.pot(hand.history[:at]))} | Rake {self.money(0)}"
                )
                out.extend(self.dealt_lines(street))
            elif isinstance(record, BringInPosted):
                out.append(f"{name[record.seat]} brings in {self.money(record.amount)}{tail}")
            elif isinstance(record, Called):
                out.append(f"{name[record.seat]} calls {self.money(record.amount)}{tail}")
            elif isinstance(record, CompletedBetRaised):
                if record.kind == "bet":
                    words = f"bets {self.money(record.amount)}"
                else:
                    words = f"raises {self.money(record.amount)} to {self.money(record.to)}"
                out.append(f"{name[record.seat]} {words}{tail}")
            elif isinstance(record, Checked):
                out.append(f"{name[record.seat]} checks")
            elif isinstance(record, Folded):
                out.append(f"{name[record.seat]} folds")
            elif isinstance(record, CardsShown | CardsMucked):
                if not showdown:
                    showdown = True
                    out.append("*** SHOW DOWN ***")
                if isinstance(record, CardsMucked):
                    out.append(f"{name[record.seat]} mucks")
                else:
                    seat = record.seat
                    words = self.words(seat)
                    out.append(
                        f"{name[seat]} shows {self.cards(self.own(seat))}"
                        + (f" ({words})" if words else "")
                    )
            elif isinstance(record, WinnerShowed):
                shown = [c for c in self.own(record.seat) if c in record.cards]
                out.append(f"{name[record.seat]} shows {self.cards(shown)}")
            if isinstance(record, _ACTIONS):
                last_action = len(out)
        winner = hand.uncontested_winner()
        if not showdown and winner is not None and not self.later:
            out.append(f"{name[winner]} does not show")
        return out

    def pot(self, before: Sequence[Record]) -> int:
        pot = 0
        for record in before:
            if isinstance(record, AntePosted | BringInPosted | Called | CompletedBetRaised):
                pot += record.amount
            elif isinstance(record, ChipsReturned):
                pot -= record.amount
        return pot

    def dealt_lines(self, street: int) -> list[str]:
        out = []
        for seat in self.order:
            new = [d for d in self.dealt[seat] if d.street == street]
            full = seat == self.hero or (
                seat not in self.later and all(self.known(d.card) for d in self.dealt[seat])
            )
            held = [d.card for d in self.dealt[seat] if d.street < street and (full or d.up)]
            cards = [d.card for d in new if full or d.up]
            if cards:
                text = f"Dealt to {self.names[seat]} "
                out.append(text + (f"{self.cards(held)} " if held else "") + self.cards(cards))
        return out

    def summary(self) -> list[str]:
        hand = self.hand
        pots = [r for r in hand.history if isinstance(r, PotAwarded) and r.amount]
        won = [0] * hand.n
        halves: dict[int, set[str]] = {}
        for record in pots:
            winners = [seat for seat, share in enumerate(record.shares) if share]
            for seat, half in self.halves(winners).items():
                halves.setdefault(seat, set()).add(half)
            for seat in winners:
                won[seat] += record.shares[seat]
        total = sum(won)
        out = ["*** SUMMARY ***", f"Total pot {self.money(total)} | Rake {self.money(hand.raked)}"]
        ends = [
            (self.numbers[seat], self.names[seat], self.end(seat, won, halves))
            for seat in range(hand.n)
        ]
        ends += [(at, f"Idle{at}", "is sitting out") for at in self.idle]
        out.extend(f"Seat {at}: {who} {end}" for at, who, end in sorted(ends))
        return out

    def end(self, seat: int, won: list[int], halves: dict[int, set[str]]) -> str:
        history = self.hand.history
        folded = [r for r in history if isinstance(r, Folded) and r.seat == seat]
        if folded:
            street = max(d.street for d in self.dealt[seat]) + self.first
            return f"folded on the {_ORDINAL[street]} Street"
        if any(isinstance(r, CardsShown) and r.seat == seat for r in history):
            cards = self.cards(self.own(seat))
            words = self.words(seat)
            if not won[seat]:
                return f"showed {cards} and lost with {words}"
            half = halves.get(seat, set())
            if half == {"LO"} and "; LO: " in words:
                high, low = words.split("; LO: ")
                paid = self.money(won[seat])
                return f"showed {cards} and lost with {high}, and won ({paid}) with LO: {low}"
            return f"showed {cards} and won {self.money(won[seat])} with {words}"
        if won[seat]:
            return f"did not show and won {self.money(won[seat])}"
        return "mucked"

    def halves(self, winners: list[int]) -> dict[int, str]:
        """In stud hi-lo, the half each winner of a pot took where it took one only."""
        cards = {seat: self.own(seat) for seat in winners}
        halves = split_halves(self.hand, cards)
        return {seat: "HI" if high else "LO" for seat, high in halves.items()}
