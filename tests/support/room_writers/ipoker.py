"""A finished hand written as iPoker writes it: an XML ``<session>`` whose header names the game
type, the stakes (none in a tournament, whose level lives in its bets), the table and the
currency, and one ``<game>`` with its players (seat, chips, dealer, the room's ``bet`` and
``win``), round 0 the antes, round 1 the (empty) blinds, then a round per street: each seat's
``<cards>`` (``X`` a card the log does not show; a hand shown at the showdown written in full)
and the ``<action>``s numbered in the order they were taken. Action types: 0 fold, 3 call (the
chips added), 4 check, 5 bet or completion (the chips added), 7 all-in (the chips added), 15
ante, 16 bring-in, 23 raise (to the round's new level). An uncalled bet is left out of the
seat's ``bet`` and ``win``, as the newer clients write it."""

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
    Checked,
    CompletedBetRaised,
    Folded,
    RoundStarted,
)
from studpoker.phh.dump import Omniscient
from tests.support.room_writers.facts import Facts, facts_of

__all__ = ["Kind", "write"]

Kind = Literal["cash", "tournament", "play"]
_GAMES = {
    "high": "7 Card Stud",
    "high_low_8": "7 Card Stud Hi-Lo",
    "low_a5": "Razz",
}
_SIGNS = {"USD": "$", "EUR": "\u20ac", "GBP": "\u00a3"}
_STREETS = ("Third Street", "Fourth Street", "Fifth Street", "Sixth Street", "River")
_FIVE_STREETS = ("Second Street", "Third Street", "Fourth Street", "River")


def write(
    hand: Hand | Sequence[Hand],
    viewer: int | Omniscient | None = None,
    *,
    kind: Kind = "cash",
    currency: str = "USD",
    number: int = 1,
    sitting_out: bool = False,
    older_client: bool = False,
) -> str:
    """The session of one game, or of several at the same table (a tournament's earlier games
    tell its level): each hand as ``viewer`` may know it, numbered from ``number``;
    ``sitting_out`` adds a seat that sits out (listed, dealt nothing); ``older_client`` writes
    as the older clients do: a raise by the chips it adds (type 6), and an uncalled bet counted
    in both the seat's ``bet`` and its ``win``."""
    hands = [hand] if isinstance(hand, Hand) else list(hand)
    writers = [
        _Writer(facts_of(one, viewer), kind, currency, number + k, sitting_out, older_client)
        for k, one in enumerate(hands)
    ]
    lines = writers[0].header()
    for writer in writers:
        lines += writer.game()
    return "\n".join([*lines, "</session>"]) + "\n"


def _card(card: int | None) -> str:
    if card is None:
        return "X"
    text = format_card(card)  # "Td": rank then suit; iPoker writes the suit first, 10 for T
    rank = "10" if text[0] == "T" else text[0]
    return text[1].upper() + rank


def _game_name(hand: Hand) -> str:
    if len(hand.profile.streets) == 4:
        return "5 Card Stud"
    return _GAMES[hand.profile.showdown]


class _Writer:
    def __init__(
        self,
        facts: Facts,
        kind: Kind,
        currency: str,
        number: int,
        sitting_out: bool,
        older_client: bool,
    ) -> None:
        self.sitting_out = sitting_out
        self.older = older_client
        self.facts = facts
        self.hand = facts.hand
        self.kind = kind
        self.currency = currency
        self.number = number
        self.sign = _SIGNS.get(currency, "") if kind == "cash" else ""
        self.names = [f"P{k}" for k in range(self.hand.n)]
        self.action_no = 0

    def money(self, units: int) -> str:
        if self.kind == "tournament":
            return f"{units:,}"  # chips, thousands separated
        whole, cents = divmod(units, 100)
        return f"{self.sign}{whole:,}" + (f".{cents:02d}" if cents else "")

    def header(self) -> list[str]:
        profile = self.hand.profile
        game = _game_name(self.hand)
        lines = ['<?xml version="1.0" encoding="utf-8"?>', '<session sessioncode="900001">']
        lines.append("\t<general>")
        lines.append(f"\t\t<mode>{'play' if self.kind == 'play' else 'real'}</mode>")
        if self.kind == "tournament":
            lines.append(f"\t\t<gametype>{game} L</gametype>")
            lines.append(f"\t\t<tablename>{game}, 800000001, 1</tablename>")
            lines.append("\t\t<tournamentcode>800000001</tournamentcode>")
            lines.append(f"\t\t<tournamentname>{self.sign}5 {game}</tournamentname>")
            lines.append(f"\t\t<currency>{self.currency}</currency>")
        else:
            small, big = self.money(profile.steps[0]), self.money(profile.steps[-1])
            lines.append(f"\t\t<gametype>{game} L {small}/{big}</gametype>")
            lines.append("\t\t<tablename>Harbour, 900001</tablename>")
            if self.kind == "cash":
                lines.append(f"\t\t<tablecurrency>{self.currency}</tablecurrency>")
            lines.append(f"\t\t<currency>{self.currency}</currency>")
        lines += ["\t\t<gamecount>1</gamecount>", "\t\t<nickname>P0</nickname>", "\t</general>"]
        return lines

    def game(self) -> list[str]:
        facts, hand = self.facts, self.hand
        lines = [f'\t<game gamecode="{self.number}">', "\t\t<general>"]
        lines.append("\t\t\t<startdate>2024-01-02 03:04:05</startdate>")
        lines.append("\t\t\t<players>")
        for seat in range(hand.n):
            back = 0 if self.older else facts.returned[seat]
            bet, win = facts.put_in[seat] - back, facts.won[seat] + facts.returned[seat] - back
            lines.append(
                f'\t\t\t\t<player seat="{seat + 1}" name="{self.names[seat]}" '
                f'chips="{self.money(hand.starting_stacks[seat])}" '
                f'dealer="{int(seat == hand.dealer)}" win="{self.money(win)}" '
                f'bet="{self.money(bet)}" rebuy="0" addon="0"/>'
            )
        rounds: list[list[str]] = [[], []]
        if self.sitting_out:  # the seat after the last, listed with its chips, type 9
            lines.append(
                f'\t\t\t\t<player seat="{hand.n + 1}" name="Sitter" chips="{self.money(500)}" '
                'dealer="0" win="0" bet="0" rebuy="0" addon="0"/>'
            )
            self.action_no += 1
            rounds[0].append(
                f'<action no="{self.action_no}" player="Sitter" type="9" sum="0" cards=""/>'
            )
        lines += ["\t\t\t</players>", "\t\t</general>"]
        street = -1
        for record in facts.records:
            if isinstance(record, AntePosted):
                rounds[0].append(self.action(record.seat, "15", record.amount))
            elif isinstance(record, CardDealt | RoundStarted):
                index = record.street if isinstance(record, CardDealt) else record.round
                while street < index:
                    street += 1
                    rounds.append(self.dealt(street))
            elif isinstance(record, BringInPosted):
                kind = "7" if record.all_in else "16"
                rounds[-1].append(self.action(record.seat, kind, record.amount))
            elif isinstance(record, Called):
                kind = "7" if record.all_in else "3"
                rounds[-1].append(self.action(record.seat, kind, record.amount))
            elif isinstance(record, Checked):
                rounds[-1].append(self.action(record.seat, "4", 0))
            elif isinstance(record, Folded):
                rounds[-1].append(self.action(record.seat, "0", 0))
            elif isinstance(record, CompletedBetRaised):
                if record.all_in:
                    rounds[-1].append(self.action(record.seat, "7", record.amount))
                elif record.kind == "raise":
                    rounds[-1].append(
                        self.action(record.seat, "6", record.amount)
                        if self.older
                        else self.action(record.seat, "23", record.to)
                    )
                else:
                    rounds[-1].append(self.action(record.seat, "5", record.amount))
        for no, actions in enumerate(rounds):
            lines.append(f'\t\t<round no="{no}">')
            lines.extend(f"\t\t\t{line}" for line in actions)
            lines.append("\t\t</round>")
        lines.append("\t</game>")
        return lines

    def action(self, seat: int, kind: str, units: int) -> str:
        self.action_no += 1
        return (
            f'<action no="{self.action_no}" player="{self.names[seat]}" type="{kind}" '
            f'sum="{self.money(units)}" cards=""/>'
        )

    def dealt(self, street: int) -> list[str]:
        facts = self.facts
        names = _FIVE_STREETS if len(self.hand.profile.streets) == 4 else _STREETS
        out = []
        for seat in range(self.hand.n):
            cards = facts.cards[seat][street]
            if not cards:
                continue
            if seat not in facts.shown and not self.own(seat):
                cards = [None if not up else card for card, up in self.faces(seat, street)]
            words = " ".join(_card(card) for card in cards)
            out.append(f'<cards type="{names[street]}" player="{self.names[seat]}">{words}</cards>')
        return out

    def own(self, seat: int) -> bool:
        """Whether every card of the seat is known and it never mucked: the log's own
        player's (a mucked hand is not written)."""
        mucked = any(isinstance(r, CardsMucked) and r.seat == seat for r in self.facts.records)
        return not mucked and None not in self.facts.known(seat)

    def faces(self, seat: int, street: int) -> list[tuple[int | None, bool]]:
        dealt = [
            r
            for r in self.facts.records
            if isinstance(r, CardDealt) and r.seat == seat and r.street == street
        ]
        cards = self.facts.cards[seat][street]
        return [(card, record.up) for card, record in zip(cards, dealt, strict=True)]
