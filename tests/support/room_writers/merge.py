"""A finished hand written as the Merge Gaming Network writes it: a ``<description>`` naming the
game and its stakes (``Limit $0.50/$1``; ``No Limit ($ante/$bring-in/$minimum bet)``; a
tournament's ``7-Stud Tournament`` with ``stakes="Limit"``), then a ``<game>`` with its players
(seats from 0; a tournament's ``balance`` after the ante) and its rounds: ``BLINDS`` (the
antes), ``BRING_IN`` (the first street's cards), ``THIRD_STREET`` to ``SEVENTH_STREET`` (each
seat's cards so far, ``null`` a card not shown, ``HOLE`` the log's own player's), ``SHOWDOWN``
(``SHOW``/``MUCK`` and the ``SHOWN`` cards) and ``END_OF_GAME`` (``END_OF_FOLDED_GAME``) with
each pot's winners and the uncalled bets. An event's amount is the chips added (``ANTE``,
``BRING_IN``, ``CALL``, ``ALL_IN``) or the round's new level (``BET``, ``COMPLETE``,
``RAISE``)."""

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
    RoundStarted,
)
from studpoker.phh.dump import Omniscient
from tests.support.room_writers.facts import Facts, facts_of

__all__ = ["Kind", "write"]

Kind = Literal["cash", "tournament", "play"]
_GAMES = {"high": ("7-Stud", 39), "high_low_8": ("7-Stud H/L8", 43), "low_a5": ("Razz", 46)}
_LIMITS = {"fixed_limit": "Limit", "pot_limit": "Pot Limit", "no_limit": "No Limit"}
_ROUNDS = ("THIRD_STREET", "FOURTH_STREET", "FIFTH_STREET", "SIXTH_STREET", "SEVENTH_STREET")


def write(
    hand: Hand | Sequence[Hand],
    viewer: int | Omniscient | None = None,
    *,
    kind: Kind = "cash",
    currency: str = "USD",
    number: int = 1,
    sitting_out: bool = False,
    mixed: bool = False,
) -> str:
    """The hand (or hands at one table, numbered from ``number``) as ``viewer`` may know it,
    each after its ``<description>``; ``sitting_out`` adds a seat not dealt in; ``mixed`` writes
    it as a hand of a mixed game (``HORSE``), whose hands name their game by number."""
    hands = [hand] if isinstance(hand, Hand) else list(hand)
    lines: list[str] = []
    for k, one in enumerate(hands):
        writer = _Writer(facts_of(one, viewer), viewer, kind, number + k, sitting_out)
        writer.mixed = mixed
        lines += writer.lines()
    return "\n".join(lines) + "\n"


def _cards(cards: Sequence[int | None]) -> str:
    return ",".join("null" if card is None else format_card(card) for card in cards)


class _Writer:
    def __init__(
        self,
        facts: Facts,
        viewer: int | Omniscient | None,
        kind: Kind,
        number: int,
        sitting_out: bool,
    ) -> None:
        self.sitting_out = sitting_out
        self.mixed = False
        self.facts = facts
        self.hand = facts.hand
        self.viewer = viewer
        self.kind = kind
        self.number = number
        self.sequence = 0

    def money(self, units: int) -> str:
        if self.kind == "tournament":
            return str(units)
        whole, cents = divmod(units, 100)
        return f"{whole}.{cents:02d}"

    def lines(self) -> list[str]:
        hand, facts = self.hand, self.facts
        profile = hand.profile
        name, number = _GAMES[profile.showdown]
        limit = _LIMITS[profile.betting]
        game_type = f'gametype="{number}"'
        if self.mixed:
            name, game_type = "HORSE", f'gametype="{number}" multigametype="{number}"'
        if self.kind == "tournament":
            out = [f'<description type="{name} Tournament" stakes="{limit}"/>']
        elif profile.betting == "fixed_limit":
            stakes = f"${self.money(profile.steps[0])}/${self.money(profile.steps[-1])}"
            out = [f'<description type="{name}" stakes="Limit {stakes}"/>']
        else:
            figures = (profile.ante, profile.bring_in or 0, profile.steps[0])
            stakes = "/".join(f"${self.money(figure)}" for figure in figures)
            out = [f'<description type="{name}" stakes="{limit} ({stakes})"/>']
        real = "false" if self.kind == "play" else "true"
        tournament = "true" if self.kind == "tournament" else "false"
        game_id = f"7000{self.number}-{self.number}"
        out.append(
            f'<game id="{game_id}" starttime="20240102030405" numholecards="7" '
            f'{game_type} realmoney="{real}" '
            f'data="20240102|Table (7000)|7000|{game_id}|{tournament}">'
        )
        out.append(f'\t<players dealer="{hand.dealer}">')
        for seat in range(hand.n):
            balance = hand.starting_stacks[seat]
            if self.kind == "tournament":  # the balance after the ante
                balance -= sum(
                    r.amount for r in facts.records if isinstance(r, AntePosted) and r.seat == seat
                )
            out.append(
                f'\t\t<player seat="{seat}" nickname="P{seat}" '
                f'balance="${self.money(balance)}" dealtin="true" />'
            )
        if self.sitting_out:  # the seat after the last, not dealt in
            out.append(
                f'\t\t<player seat="{hand.n}" nickname="Sitter" '
                f'balance="${self.money(500)}" dealtin="false" />'
            )
        out.append("\t</players>")
        out += self.rounds()
        out.append("</game>")
        out.append("")
        return out

    def event(self, kind: str, seat: int, units: int | None = None) -> str:
        self.sequence += 1
        amount = "" if units is None else f' amount="{self.money(units)}"'
        return (
            f'\t\t<event sequence="{self.sequence}" type="{kind}" '
            f'timestamp="1700000000000" player="{seat}"{amount}/>'
        )

    def rounds(self) -> list[str]:
        facts = self.facts
        rounds: list[tuple[str, list[str]]] = [("BLINDS", [])]
        street = -1
        showdown: list[str] = []
        for record in facts.records:
            body = rounds[-1][1]
            if isinstance(record, AntePosted):
                body.append(self.event("ANTE", record.seat, record.amount))
            elif isinstance(record, CardDealt | RoundStarted):
                index = record.street if isinstance(record, CardDealt) else record.round
                while street < index:
                    street += 1
                    if street == 0:
                        rounds.append(("BRING_IN", self.dealt(0)))
                        rounds.append((_ROUNDS[0], []))
                    else:
                        rounds.append((_ROUNDS[street], self.dealt(street)))
            elif isinstance(record, BringInPosted):
                rounds[-2][1].insert(0, self.event("BRING_IN", record.seat, record.amount))
            elif isinstance(record, Called):
                kind = "ALL_IN" if record.all_in else "CALL"
                body.append(self.event(kind, record.seat, record.amount))
            elif isinstance(record, Checked):
                body.append(self.event("CHECK", record.seat))
            elif isinstance(record, Folded):
                body.append(self.event("FOLD", record.seat))
            elif isinstance(record, CompletedBetRaised):
                if record.all_in:
                    body.append(self.event("ALL_IN", record.seat, record.amount))
                else:
                    kind = {"complete": "COMPLETE", "bet": "BET", "raise": "RAISE"}[record.kind]
                    body.append(self.event(kind, record.seat, record.to))
            elif isinstance(record, CardsShown):
                showdown.append(self.event("SHOW", record.seat))
            elif isinstance(record, CardsMucked):
                showdown.append(self.event("MUCK", record.seat))
        for seat in sorted(facts.shown):
            showdown.append(
                f'\t\t<cards type="SHOWN" cards="{_cards(facts.known(seat))}" player="{seat}"/>'
            )
        if showdown:
            rounds.append(("SHOWDOWN", showdown))
        rounds.append(("END_OF_GAME" if showdown else "END_OF_FOLDED_GAME", self.winners()))
        out = []
        for k, (name, body) in enumerate(rounds):
            out.append(f'\t<round id="{name}" sequence="{k + 1}">')
            out += body
            out.append("\t</round>")
        return out

    def dealt(self, street: int) -> list[str]:
        facts = self.facts
        out = []
        for seat in range(self.hand.n):
            if not facts.cards[seat][street]:
                continue
            own = seat == self.viewer
            dealt = [
                r
                for r in facts.records
                if isinstance(r, CardDealt) and r.seat == seat and r.street <= street
            ]
            cards = [
                card if own or record.up else None
                for card, record in zip(
                    [c for s in facts.cards[seat][: street + 1] for c in s], dealt, strict=True
                )
            ]
            kind = "HOLE" if own else "DRAW_DRAWN_CARDS"
            out.append(f'\t\t<cards type="{kind}" cards="{_cards(cards)}" player="{seat}"/>')
        return out

    def winners(self) -> list[str]:
        out = []
        for record in self.facts.records:
            if isinstance(record, PotAwarded):
                for seat, share in enumerate(record.shares):
                    if share:
                        out.append(
                            f'\t\t<winner amount="{self.money(share)}" uncalled="false" '
                            f'potnumber="{record.pot + 1}" player="{seat}" pottype="n"/>'
                        )
            elif isinstance(record, ChipsReturned):
                out.append(
                    f'\t\t<winner amount="{self.money(record.amount)}" uncalled="true" '
                    f'potnumber="9" player="{record.seat}" pottype="n"/>'
                )
        return out
