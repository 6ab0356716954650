"""A finished engine hand written as OnGame writes it (docs/importing.md, OnGame).

``***** History for hand R5-… *****`` (a tournament's ``T5-… (TOURNAMENT: "…", R-…, buy-in: …)``),
``Start hand:``, ``Table: Name [id] (LIMIT SEVEN_CARD_STUD $0.10/$0.20, ante: $0.02, Real
money)`` (``Play money``, a tournament's ``TC``; ``[SPEED]`` tables), ``Button: seat N``,
``Players in round: N``, the seats and the antes; ``---`` between the parts; ``Dealing pocket
cards``, ``Dealing 4th street`` … ``Dealing river`` (five-card stud's later streets one
``Dealing …`` line each) with ``Dealing to X: [-, -, Kh]``; ``small bring in``, ``big bring
in`` (the low card completing at once), ``bets`` and ``calls`` (the chips put in), ``raises X to
Y`` (the chips put in, then the seat's total for the hand without its ante), ``[all in]``; the
summary's pots with their winners, ``Rake taken``, each seat's final stack and net, and the
cards of the hands shown; ``***** End of hand … *****``.
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
    CardsShown,
    Checked,
    CompletedBetRaised,
    Folded,
    RoundStarted,
)
from studpoker.phh.dump import OMNISCIENT, Omniscient
from tests.support.room_writers.hand_facts import (
    FIVE_CARD_FACES,
    SEVEN_CARD_FACES,
    HandFacts,
    cards_text,
    decimal,
)

Kind = Literal["cash", "euro", "play", "speed", "tournament"]
KINDS: tuple[Kind, ...] = ("cash", "euro", "play", "speed", "tournament")
_SEVEN_CARD_GAMES = {
    "high": "SEVEN_CARD_STUD",
    "high_low_8": "SEVEN_CARD_STUD_HI_LO",
    "low_a5": "RAZZ",
}
_SEVEN_CARD_STREETS = (
    "Dealing pocket cards",
    "Dealing 4th street",
    "Dealing 5th street",
    "Dealing 6th street",
    "Dealing river",
)
_FIVE_CARD_STREETS = (
    "Dealing pocket cards",
    "Dealing 3rd street",
    "Dealing 4th street",
    "Dealing 5th street",
)


def write(
    hand: Hand,
    *,
    kind: Kind = "cash",
    number: str = "7001-1",
    seats: Sequence[int] | None = None,
    names: Sequence[str] | None = None,
    sitting_out: int | None = None,
    button: bool = False,
    all_in_mark: str = " [all in]",
    viewer: int | Omniscient | None = OMNISCIENT,
) -> str:
    """OnGame text of a finished hand of seven-card stud, stud hi-lo, razz or five-card stud.
    ``seats`` and ``names`` are the players' from the dealer's left (seats increasing);
    ``sitting_out`` a seat listed that sits out; ``button`` writes ``Button: seat N``;
    ``all_in_mark`` how an all-in is marked (`` [all in]`` or `` and is all-in``); ``viewer``
    (a seat of the hand, ``None`` for a spectator) writes every other seat's down cards ``-``
    and leaves out their river lines, as OnGame logs them for its user."""
    writer = _Writer(hand, kind, seats, names, all_in_mark, viewer)
    return "\n".join(writer.lines(number, sitting_out, button)) + "\n"


class _Writer:
    def __init__(
        self,
        hand: Hand,
        kind: Kind,
        seats: Sequence[int] | None,
        names: Sequence[str] | None,
        all_in_mark: str,
        viewer: int | Omniscient | None,
    ) -> None:
        self.facts = HandFacts(hand, (SEVEN_CARD_FACES, FIVE_CARD_FACES), viewer)
        profile = hand.profile
        self.five = len(profile.streets) == len(FIVE_CARD_FACES)
        if profile.betting != "fixed_limit" or (
            not self.five and profile.showdown not in _SEVEN_CARD_GAMES
        ):
            raise HandHistoryError(f"{profile.name}: OnGame deals no such game")
        self.hand, self.kind, self.mark = hand, kind, all_in_mark
        numbers = list(seats) if seats is not None else list(range(1, hand.n + 1))
        self.number = {seat: numbers[p] for p, seat in enumerate(self.facts.order)}
        players = list(names) if names is not None else [f"Player{k}" for k in numbers]
        self.name = {seat: players[p] for p, seat in enumerate(self.facts.order)}
        self.sign = {"cash": "$", "speed": "$", "euro": "€"}.get(kind, "")

    def money(self, units: int) -> str:
        if self.kind == "tournament":
            return str(units)
        return self.sign + decimal(units, cents=True)

    def net(self, units: int) -> str:
        return ("-" if units < 0 else "+") + self.money(abs(units))

    def lines(self, number: str, sitting_out: int | None, button: bool) -> list[str]:
        hand, profile = self.hand, self.hand.profile
        if self.kind == "tournament":
            hand_id = f"T5-{number}"
            entry = '(TOURNAMENT: "Stud Cup", R-271-14, buy-in: €0)'
            title = f"***** History for hand {hand_id} {entry} *****"
        else:
            hand_id = f"R5-{number}"
            title = f"***** History for hand {hand_id} *****"
        game = "FIVE_CARD_STUD" if self.five else _SEVEN_CARD_GAMES[profile.showdown]
        stakes = f"{self.money(profile.steps[0])}/{self.money(profile.steps[-1])}"
        ante = f", ante: {self.money(profile.ante)}" if profile.ante else ""
        money = {"play": "Play money", "tournament": "TC"}.get(self.kind, "Real money")
        if self.kind == "tournament" and hand.n % 2:
            money = "Chips"  # the other word for a tournament's chips
        speed = "[SPEED] " if self.kind == "speed" else ""
        out = [
            title,
            "Start hand: Sat Mar 03 20:41:09 GMT+0100 2012",
            f"Table: {speed}Riverside [7001] (LIMIT {game} {stakes}{ante}, {money})",
            "User: Player1",
        ]
        if button:
            out.append(f"Button: seat {self.number[hand.dealer]}")
        listed = sorted((self.number[seat], seat) for seat in self.facts.order)
        if sitting_out is not None:
            listed = sorted([*listed, (sitting_out, -1)])
        out.append(f"Players in round: {len(listed)}")
        for seat_number, seat in listed:
            if seat < 0:
                out.append(f"Seat {seat_number}: Idle ({self.money(1000)})")
            else:
                stack = self.money(hand.starting_stacks[seat])
                out.append(f"Seat {seat_number}: {self.name[seat]} ({stack})")
        if sitting_out is not None:
            out.append("Idle sits out")
        out.extend(self._play())
        out.extend(self._summary(listed, hand_id))
        return out

    def _play(self) -> list[str]:
        out: list[str] = []
        headings = _FIVE_CARD_STREETS if self.five else _SEVEN_CARD_STREETS
        street, level, bring_in = -1, 0, 0
        round_in: dict[int, int] = {}
        hand_in = [0] * self.hand.n  # each seat's chips in the hand, its ante aside
        for record in self.hand.history:
            if isinstance(record, AntePosted):
                out.append(f"{self.name[record.seat]} posts ante {self.money(record.amount)}")
            elif isinstance(record, CardDealt) and record.street != street:
                street = record.street
                out.extend(("---", headings[street]))
                out.extend(self._dealt(street))
            elif isinstance(record, RoundStarted):
                level, bring_in, round_in = 0, 0, {}
            elif isinstance(record, BringInPosted):
                level = bring_in = round_in[record.seat] = record.amount
                hand_in[record.seat] += record.amount
                words = f"small bring in {self.money(record.amount)}"
                out.append(self._act(record.seat, words, record.all_in))
            elif isinstance(record, Called):
                round_in[record.seat] = round_in.get(record.seat, 0) + record.amount
                hand_in[record.seat] += record.amount
                words = f"calls {self.money(record.amount)}"
                out.append(self._act(record.seat, words, record.all_in))
            elif isinstance(record, Checked):
                out.append(f"{self.name[record.seat]} checks")
            elif isinstance(record, Folded):
                out.append(f"{self.name[record.seat]} folds")
            elif isinstance(record, CompletedBetRaised):
                hand_in[record.seat] += record.amount
                added = self.money(record.amount)
                if street == 0 and level == 0:
                    words = f"big bring in {added}"  # the low card completes at once
                elif level in (0, bring_in):
                    words = f"bets {added}"
                else:
                    words = f"raises {added} to {self.money(hand_in[record.seat])}"
                level = round_in[record.seat] = record.to
                out.append(self._act(record.seat, words, record.all_in))
        out.append("---")
        return out

    def _act(self, seat: int, words: str, all_in: bool) -> str:
        return f"{self.name[seat]} {words}" + (self.mark if all_in else "")

    def _dealt(self, street: int) -> list[str]:
        out = []
        for seat in self.facts.order:
            new = self.facts.seen(seat, street)
            if new and new != [None]:  # a river card not seen has no line
                out.append(f"Dealing to {self.name[seat]}: [{cards_text(new, ', ', '-')}]")
        return out

    def _summary(self, listed: list[tuple[int, int]], hand_id: str) -> list[str]:
        facts, hand = self.facts, self.hand
        out = ["Summary:"]
        for k, pot in enumerate(facts.pots):
            if not any(pot.shares):
                continue  # a pot the rake took whole: the rake line says it
            where = "Main pot" if k == 0 else f"Side pot {k}"
            half = {seat: f" {h.capitalize()}" for seat, h in facts.halves(pot).items()}
            winners = ", ".join(
                f"{self.name[seat]} ({self.money(share)}{half.get(seat, '')})"
                for seat, share in enumerate(pot.shares)
                if share
            )
            out.append(f"{where}: {self.money(pot.amount)} won by {winners}")
        out.append(f"Rake taken: {self.money(hand.raked)}")
        shown = {r.seat for r in hand.history if isinstance(r, CardsShown)}
        for seat_number, seat in listed:
            if seat < 0:
                out.append(f"Seat {seat_number}: Idle ({self.money(1000)}), net: {self.net(0)}")
                continue
            final = facts.final(seat)
            line = (
                f"Seat {seat_number}: {self.name[seat]} ({self.money(final)}), "
                f"net: {self.net(final - hand.starting_stacks[seat])}"
            )
            if seat in shown:
                line += f", [{cards_text(facts.cards(seat), ', ')}]"
            out.append(line)
        out.append(f"***** End of hand {hand_id} *****")
        return out
