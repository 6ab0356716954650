"""A finished hand written as PartyPoker writes it: ``Game #N starts.``, ``#Game No : N``, the
title, the stakes and game line (a tournament's names its level: ``Trny:N Level:N
Stakes-Antes(small/big-ante)``, in chips), the table, ``Seat 0 is the button`` (the players
count from seat 1), the seats and antes, each street's ``** Dealing ... **`` with the log's own
player's cards only, the actions with the chips each puts in (``bring-ins``, ``completes``,
``bets``, ``raises``, ``calls``, ``is all-In``), the shown hands, and each winner's ``wins``
(an uncalled bet paid back inside it; the rake never written)."""

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
    Checked,
    CompletedBetRaised,
    Folded,
    RoundStarted,
)
from studpoker.phh.dump import Omniscient
from tests.support.room_writers.facts import Facts, facts_of

__all__ = ["Kind", "write"]

Kind = Literal["cash", "tournament", "play"]
_GAMES = {"high": "7 Card Stud", "high_low_8": "7 Card Stud Hi-Lo", "low_a5": "Razz"}
_SIGNS = {"USD": "$", "EUR": "\u20ac", "GBP": "\u00a3"}
_STREETS = ("", " Fourth street", " Fifth street", " Sixth street", " River")
_FIVE_STREETS = ("", " Third street", " Fourth street", " Fifth street")
_DATE = "Friday, May 18, 22:10:45 EDT 2012"


def write(
    hand: Hand | Sequence[Hand],
    viewer: int | Omniscient | None = None,
    *,
    kind: Kind = "cash",
    currency: str = "USD",
    number: int = 1,
    sitting_out: bool = False,
) -> str:
    """The hand (or hands, numbered from ``number``) as ``viewer`` (the log's own player, or
    ``None``) may know it; ``sitting_out`` adds a seat that sits out (listed, dealt nothing)."""
    hands = [hand] if isinstance(hand, Hand) else list(hand)
    lines = []
    for k, one in enumerate(hands):
        writer = _Writer(facts_of(one, viewer), viewer, kind, currency, number + k)
        writer.sitting_out = sitting_out
        lines += writer.lines()
    return "\n".join(lines) + "\n"


class _Writer:
    def __init__(
        self, facts: Facts, viewer: int | Omniscient | None, kind: Kind, currency: str, number: int
    ) -> None:
        self.facts = facts
        self.hand = facts.hand
        self.viewer = viewer
        self.kind = kind
        self.currency = currency
        self.number = number
        self.names = [f"P{k}" for k in range(self.hand.n)]
        self.sitting_out = False

    def money(self, units: int) -> str:
        if self.kind == "tournament":
            return f"{units:,}"
        whole, cents = divmod(units, 100)
        text = f"{whole:,}" + (f".{cents:02d}" if cents else "")
        if self.kind == "play":
            return text
        return f"{_SIGNS.get(self.currency, '')}{text} {self.currency}"

    def lines(self) -> list[str]:
        hand, facts = self.hand, self.facts
        n = self.number
        out = [
            f"Game #{n} starts.",
            "",
            f"#Game No : {n}",
            f"***** Hand History for Game {n} *****",
        ]
        out.append(self.game_line())
        money = "Play Money" if self.kind == "play" else "Real Money"
        out.append(f"Table Table  {n} ({money})")
        out.append("Seat 0 is the button")
        out.append(f"Total number of players : {hand.n + self.sitting_out}/8")
        for k, seat in enumerate(facts.order):
            out.append(
                f"Seat {k + 1}: {self.names[seat]} ( {self.money(hand.starting_stacks[seat])} )"
            )
        if self.sitting_out:  # the seat after the last: listed, posts nothing, dealt nothing
            out.append(f"Seat {hand.n + 1}: Sitter ( {self.money(500)} )")
            out.append("Sitter is sitting out")
        street = -1
        profile = hand.profile
        for record in facts.records:
            name = self.names[getattr(record, "seat", 0)]
            if isinstance(record, AntePosted):
                out.append(f"{name} posts ante [{self.money(record.amount)}]")
            elif isinstance(record, CardDealt | RoundStarted):
                index = record.street if isinstance(record, CardDealt) else record.round
                while street < index:
                    street += 1
                    out += self.dealing(street)
            elif isinstance(record, BringInPosted):
                out.append(f"{name} bring-ins [{self.money(record.amount)}]")
            elif isinstance(record, Called):
                words = "is all-In " if record.all_in else "calls"
                out.append(f"{name} {words} [{self.money(record.amount)}]")
            elif isinstance(record, Checked):
                out.append(f"{name} checks")
            elif isinstance(record, Folded):
                out.append(f"{name} folds")
            elif isinstance(record, CompletedBetRaised):
                words = {"complete": "completes", "bet": "bets", "raise": "raises"}[record.kind]
                if record.kind == "bet" and street == 1 and record.to > profile.steps[1]:
                    words = "double bets"  # the big bet over an open pair on fourth street
                words = "is all-In " if record.all_in else words
                out.append(f"{name} {words} [{self.money(record.amount)}]")
        out += self.result()
        return out

    def game_line(self) -> str:
        profile = self.hand.profile
        game = "5 Card Stud" if len(profile.streets) == 4 else _GAMES[profile.showdown]
        small, big = profile.steps[0], profile.steps[-1]
        if self.kind == "tournament":
            return (
                f"FL {game} $10 USD Buy-in Trny:7000 Level:3  "
                f"Stakes-Antes({small:,}/{big:,}-{profile.ante:,}) - {_DATE}"
            )
        if self.kind == "play":
            return f"{self.money(small)}/{self.money(big)} {game} - {_DATE}"
        sign = _SIGNS.get(self.currency, "")
        stakes = f"{sign}{self.money(small).split()[0][len(sign) :]}/{self.money(big).split()[0]}"
        return f"{stakes} {self.currency} {game} - {_DATE}"

    def dealing(self, street: int) -> list[str]:
        names = _FIVE_STREETS if len(self.hand.profile.streets) == 4 else _STREETS
        out = [f"** Dealing{names[street]} **"]
        if isinstance(self.viewer, int):
            cards = self.facts.cards[self.viewer][street]
            if cards and None not in cards:
                words = " ".join(format_card(card) for card in cards if card is not None)
                out.append(f"Dealt to {self.names[self.viewer]} [  {words} ]")
        return out

    def result(self) -> list[str]:
        facts = self.facts
        out = []
        for seat in facts.order:
            if seat in facts.shown:
                cards = ", ".join(format_card(c) for c in facts.known(seat) if c is not None)
                out.append(f"{self.names[seat]} shows [ {cards} ]")
        if not facts.shown:
            winners = [seat for seat in facts.order if facts.won[seat] or facts.returned[seat]]
            out += [f"{self.names[seat]} does not show cards." for seat in winners]
        for seat in facts.order:
            paid = facts.won[seat] + facts.returned[seat]
            if paid:
                chips = " chips" if self.kind == "tournament" else ""
                out.append(f"{self.names[seat]} wins {self.money(paid)}{chips}")
        return out
