"""A finished hand written as Full Tilt Poker wrote it (``Full Tilt Poker Game #…``).

``write(hand, ...)`` writes the header of the kind asked (a cash table in dollars or euros, a
play-chip table, a sit-and-go, a heads-up sit-and-go, a multi-table tournament in chips, its
stakes with thousands or ``K``), the seats (a seat marked sitting out that still antes, and
seats sitting out that are not dealt in), the antes, one ``*** 3RD STREET ***`` block per street
(``*** 2ND STREET ***`` first in five-card stud, with the later files' pot note if asked), the
``Dealt to`` lines the viewer sees, the bring-in with its ``is low with`` line, the actions in
the room's amounts (``bets``/``calls`` what the seat adds, ``completes it to``/``raises to`` the
new level, ``, and is all in``), the uncalled bets, the showdown (``shows``, ``mucks``, each pot
won or tied), and the summary (total, main and side pots, rake, each seat's fate). The room's
reader (``studpoker.importing``) reads it back to the same hand (docs/importing.md).
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
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
    CommunityCardDealt,
    CompletedBetRaised,
    Folded,
    PotAwarded,
    Record,
    RoundStarted,
    WinnerShowed,
)
from studpoker.importing.hand_names import hand_name
from studpoker.phh.dump import OMNISCIENT, Omniscient, history_of
from studpoker.phh.replay import replay
from tests.support.room_writers.checks import split_halves

__all__ = ["KINDS", "Kind", "write"]

Kind = Literal["cash", "euro", "play", "sng", "heads_up_sng", "mtt"]
KINDS: tuple[Kind, ...] = ("cash", "euro", "play", "sng", "heads_up_sng", "mtt")
_GAMES = {"high": "Stud Hi", "high_low_8": "Stud H/L", "low_a5": "Razz"}
_SIGNS = {"cash": "$", "euro": "€"}
_ACTIONS = (AntePosted, BringInPosted, Called, CompletedBetRaised, Checked, Folded)
# the other names the room's files give the same games (and a tracker's export's opening)
_OTHER_NAMES = {
    "Stud Hi": "7 Card Stud",
    "Stud H/L": "7 Card Stud Hi/Lo",
    "5 Card Stud": "5 Card Stud Hi",
}
_ORDINAL = {2: "2ND", 3: "3RD", 4: "4TH", 5: "5TH", 6: "6TH", 7: "7TH"}


def write(
    hand: Hand,
    *,
    kind: Kind = "cash",
    viewer: int | Omniscient | None = OMNISCIENT,
    number: int = 1,
    away: Collection[int] = (),
    absent: int = 0,
    pot_notes: bool = False,
    in_thousands: bool = False,
    mix: str | None = None,
    style: int = 0,
) -> str:
    """Full Tilt text of a finished hand of seven-card stud, stud hi-lo, razz or five-card stud.

    ``viewer``: the seat whose own cards are written (``None``: a spectator's view; by default
    every card the hand knows). ``away``: seats of the hand marked ``is sitting out`` that play
    all the same (an all-in ante); ``absent``: that many more seats sitting out, not dealt in.
    ``pot_notes`` writes the later files' ``(Total Pot: …)`` beside each street, ``in_thousands``
    a tournament's stakes as ``2K/4K`` where they divide, ``mix`` the mixed game beside the game.
    ``style``: the header as most files write it (0), with the short-lived long date and the
    games' other names (1), or as a tracker exported it (``FullTiltPoker``, a local time with
    the ET one in brackets: 2).
    """
    if not hand.is_over:
        raise ValueError("only a finished hand is written")
    history = history_of(hand, viewer=viewer)
    view = replay(history)
    hero = None if not isinstance(viewer, int) else (viewer - hand.dealer - 1) % hand.n
    away_players = {(seat - hand.dealer - 1) % hand.n for seat in away}
    writer = _Writer(view, kind, hero, away_players, absent)
    writer.style = style
    return "\n".join(writer.lines(number, pot_notes, in_thousands, mix)) + "\n"


class _Writer:
    """The lines of one hand, from the records of its replayed view (players in seat order)."""

    def __init__(
        self, hand: Hand, kind: Kind, hero: int | None, away: set[int], absent: int
    ) -> None:
        self.hand = hand
        self.kind = kind
        self.style = 0
        self.cash = kind in _SIGNS
        self.sign = _SIGNS.get(kind, "")
        n = hand.n
        absent = min(absent, n - 1)  # each absent seat between two players
        self.player = [(seat - hand.dealer - 1) % n for seat in range(n)]
        self.order = sorted(range(n), key=lambda seat: self.player[seat])
        # seat numbers from 1 by the players' order, every other one left for an absent seat
        self.numbers = [0] * n
        for k, seat in enumerate(self.order):
            self.numbers[seat] = k + 1 + min(k, absent)
        self.absent = [2 * k + 2 for k in range(absent)]
        self.names = [f"Player{self.numbers[seat]}" for seat in range(n)]
        self.away = {seat for seat in range(n) if self.player[seat] in away}
        self.hero = None if hero is None else self.order[hero]
        five = len(hand.profile.streets) == 4
        self.first = 2 if five else 3
        self.game = "5 Card Stud" if five else _GAMES[hand.profile.showdown]
        self.dealt: list[list[CardDealt]] = [[] for _ in range(n)]
        for record in hand.history:
            if isinstance(record, CardDealt):
                self.dealt[record.seat].append(record)
        shown = {r.seat for r in hand.history if isinstance(r, CardsShown | WinnerShowed)}
        self.listed = {
            r.seat
            for r in hand.history
            if isinstance(r, CardsMucked) and all(self.known(d.card) for d in self.dealt[r.seat])
        }
        self.later = shown | self.listed

    # ------------------------------------------------------------------ words and amounts
    def known(self, card: int) -> bool:
        return card >= 0 and card not in self.hand.undisclosed

    def money(self, units: int) -> str:
        if not self.cash:
            return f"{units:,}"
        whole, cents = divmod(units, 100)
        return f"{self.sign}{whole:,}" + (f".{cents:02d}" if cents else "")

    def stake(self, units: int, in_thousands: bool) -> str:
        if in_thousands and not self.cash and units >= 1000 and units % 1000 == 0:
            return f"{units // 1000}K"
        return self.money(units)

    def cards(self, cards: Sequence[int]) -> str:
        return " ".join(format_card(card) for card in cards)

    def own(self, seat: int) -> list[int]:
        return [d.card for d in self.dealt[seat] if self.known(d.card)]

    def words(self, seat: int, half: str | None = None) -> str:
        """The hand's name after its cards: PokerStars' words, razz's ranks without ``Lo:``,
        a hi-lo half's own hand alone."""
        cards = self.own(seat) + [c for c in self.hand.community if self.known(c)]
        name = hand_name(cards, self.hand.profile.showdown) or ""
        high, _, low = name.removeprefix("HI: ").partition("; LO: ")
        return {"high": high, "low": low}.get(half or "", name.removeprefix("Lo: "))

    # ------------------------------------------------------------------ the text
    def lines(self, number: int, pot_notes: bool, in_thousands: bool, mix: str | None) -> list[str]:
        out = [self.header(number, in_thousands, mix)]
        seats: list[tuple[int, int | None]] = [(self.numbers[s], s) for s in range(self.hand.n)]
        seats += [(at, None) for at in self.absent]
        for at, seat in sorted(seats):
            if seat is None:
                out.append(f"Seat {at}: Idle{at} ({self.money(self.hand.profile.steps[-1])})")
                out[-1] += ", is sitting out"
                continue
            out.append(
                f"Seat {at}: {self.names[seat]} ({self.money(self.hand.starting_stacks[seat])})"
                + (", is sitting out" if seat in self.away else "")
            )
        out.extend(self.play(pot_notes))
        out.extend(self.summary())
        return out

    def header(self, number: int, in_thousands: bool, mix: str | None) -> str:
        profile = self.hand.profile
        small, big = profile.steps[0], profile.steps[-1]
        stakes = f"{self.stake(small, in_thousands)}/{self.stake(big, in_thousands)}"
        if profile.ante:
            stakes += f" Ante {self.stake(profile.ante, in_thousands)}"
        table = {
            "cash": "Table Quarry",
            "euro": "Table Quarry (6 max)",
            "play": "Table Play Chip Quarry",
            "sng": "$5 + $0.50 Sit & Go (220400000), Table 1",
            "heads_up_sng": "$10 + $0.50 Heads Up Sit & Go (220400001), Table 1",
            "mtt": "Sunday Stud Classic (212000001), Table 3",
        }[self.kind]
        name = _OTHER_NAMES.get(self.game, self.game) if self.style else self.game
        game = f"Limit {name}" + (f" - {mix}" if mix else "")
        opening, when = (
            ("Full Tilt Poker", "21:40:12 ET - 2011/04/02"),
            ("Full Tilt Poker", "21:40 ET - Saturday, April 2, 2011"),
            ("FullTiltPoker", "03:40:12 CCT - 2011/04/03 [21:40:12 ET - 2011/04/02]"),
        )[self.style]
        return f"{opening} Game #{30_000_000_000 + number}: {table} - {stakes} - {game} - {when}"

    def play(self, pot_notes: bool) -> list[str]:
        hand, name = self.hand, self.names
        out: list[str] = []
        street = -1
        level, brought_in, showdown = 0, False, False
        bets: dict[int, int] = {}
        last_action = 0  # where the last ante or action ends
        for at, record in enumerate(hand.history):
            if isinstance(record, ChipsReturned):
                # the room returns it as the betting that left it uncalled ends
                returned = self.money(record.amount)
                line = f"Uncalled bet of {returned} returned to {name[record.seat]}"
                out.insert(last_action, line)
                last_action += 1
                continue
            if isinstance(record, AntePosted):
                out.append(
                    f"{name[record.seat]} antes {self.money(record.amount)}" + _all_in(record)
                )
            elif isinstance(record, CardDealt) and record.street != street:
                street = record.street
                note = self.pot_note(hand.history[:at]) if pot_notes else ""
                out.append(f"*** {_ORDINAL[street + self.first]} STREET ***{note}")
                out.extend(self.dealt_lines(street))
            elif isinstance(record, CommunityCardDealt):
                street = record.street  # one card for every seat: the stub ran short
                note = self.pot_note(hand.history[:at]) if pot_notes else ""
                marker = f"*** {_ORDINAL[street + self.first]} STREET ***"
                out.append(f"{marker} [{format_card(record.card)}]{note}")
            elif isinstance(record, RoundStarted):
                level, brought_in, bets = 0, False, {}
            elif isinstance(record, BringInPosted):
                seat = record.seat
                word = "high" if hand.profile.showdown == "low_a5" else "low"
                up = [d.card for d in self.dealt[seat] if d.up and d.street == 0]
                out.append(f"{name[seat]} is {word} with [{self.cards(up)}]")
                out.append(
                    f"{name[seat]} brings in for {self.money(record.amount)}" + _all_in(record)
                )
                level, brought_in, bets[seat] = record.amount, True, record.amount
            elif isinstance(record, Called):
                bets[record.seat] = bets.get(record.seat, 0) + record.amount
                out.append(
                    f"{name[record.seat]} calls {self.money(record.amount)}" + _all_in(record)
                )
            elif isinstance(record, CompletedBetRaised):
                out.append(
                    f"{name[record.seat]} {self.raise_words(record, level, brought_in, bets)}"
                )
                level, bets[record.seat] = max(level, record.to), record.to
            elif isinstance(record, Checked):
                out.append(f"{name[record.seat]} checks")
            elif isinstance(record, Folded):
                out.append(f"{name[record.seat]} folds")
            elif isinstance(record, CardsShown | CardsMucked):
                if not showdown:
                    showdown = True
                    out.append("*** SHOW DOWN ***")
                out.append(self.showdown_line(record))
            elif isinstance(record, WinnerShowed):
                shown = [c for c in self.own(record.seat) if c in record.cards]
                out.append(f"{name[record.seat]} shows [{self.cards(shown)}]")
            if isinstance(record, _ACTIONS):
                last_action = len(out)
        out.extend(self.pots(showdown))
        return out

    def raise_words(
        self, record: CompletedBetRaised, level: int, brought_in: bool, bets: dict[int, int]
    ) -> str:
        tail = _all_in(record)
        if level == 0 and record.kind != "raise":
            return f"bets {self.money(record.to - bets.get(record.seat, 0))}{tail}"
        if record.kind == "complete" and brought_in:
            return f"completes it to {self.money(record.to)}{tail}"
        return f"raises to {self.money(record.to)}{tail}"

    def pot_note(self, before: Sequence[Record]) -> str:
        """The later files' ``(Total Pot: 1,050, 7 Players, 1 All-In)`` as a street begins."""
        pot = 0
        folded: set[int] = set()
        all_in: set[int] = set()
        for record in before:
            if isinstance(record, AntePosted | BringInPosted | Called | CompletedBetRaised):
                pot += record.amount
            elif isinstance(record, ChipsReturned):
                pot -= record.amount
            elif isinstance(record, Folded):
                folded.add(record.seat)
            if getattr(record, "all_in", False):
                all_in.add(getattr(record, "seat", -1))
        players = self.hand.n - len(folded)
        note = f" (Total Pot: {self.money(pot)}, {players} Players"
        return note + (f", {len(all_in)} All-In)" if all_in else ")")

    def dealt_lines(self, street: int) -> list[str]:
        out = []
        for seat in self.order:
            new = [d for d in self.dealt[seat] if d.street == street]
            before = [d.card for d in self.dealt[seat] if d.street < street]
            if not new:
                continue
            full = seat == self.hero or (
                seat not in self.later and all(self.known(d.card) for d in self.dealt[seat])
            )
            if not full:
                before = [d.card for d in self.dealt[seat] if d.street < street and d.up]
                new = [d for d in new if d.up]
            if not new:
                continue
            text = f"Dealt to {self.names[seat]} "
            if street == 0:  # the down cards, then the up card, each in its brackets
                down = [d.card for d in new if not d.up]
                up = [d.card for d in new if d.up]
                text += f"[{self.cards(down)}] " if down else ""
                out.append(text + f"[{self.cards(up)}]")
            else:
                out.append(text + f"[{self.cards(before)}] [{self.cards([d.card for d in new])}]")
        return out

    def showdown_line(self, record: CardsShown | CardsMucked) -> str:
        name = self.names[record.seat]
        if isinstance(record, CardsMucked):
            return f"{name} mucks"
        return f"{name} shows [{self.cards(self.own(record.seat))}] {self.words(record.seat)}"

    def pots(self, showdown: bool) -> list[str]:
        """Each pot won (``wins``) or split (``ties for``), the side pots first as the room
        lists them; a winner nobody called mucks first (unless it showed)."""
        hand = self.hand
        pots = [r for r in hand.history if isinstance(r, PotAwarded) and r.amount]
        out = []
        if not showdown:
            winner = hand.uncontested_winner()
            if winner is not None and not any(isinstance(r, WinnerShowed) for r in hand.history):
                out.append(f"{self.names[winner]} mucks")
        for record in reversed(pots):
            where = _pot_name(record.pot, len(pots))
            winners = [seat for seat, share in enumerate(record.shares) if share]
            halves = self.halves(winners) if showdown else {}
            for seat in winners:
                half = halves.get(seat)
                named = where if half is None else where.replace("the ", f"the {half} ", 1)
                sharing = [w for w in winners if halves.get(w) in (half, None)]
                verb = "wins" if len(sharing if half else winners) == 1 else "ties for"
                words = self.words(seat, half) if showdown else ""
                out.append(
                    f"{self.names[seat]} {verb} {named} ({self.money(record.shares[seat])})"
                    + _with(words)
                )
        return out

    def halves(self, winners: list[int]) -> dict[int, str]:
        """In stud hi-lo, the half each winner of a pot took (``high`` or ``low``; none for a
        seat that scooped, or when no low qualified), from the hands shown."""
        community = [c for c in self.hand.community if self.known(c)]
        cards = {seat: self.own(seat) + community for seat in winners}
        halves = split_halves(self.hand, cards)
        return {seat: "high" if high else "low" for seat, high in halves.items()}

    def summary(self) -> list[str]:
        hand = self.hand
        pots = [r for r in hand.history if isinstance(r, PotAwarded) and r.amount]
        total = sum(r.amount for r in pots)
        detail = ""
        if len(pots) > 1:
            detail = "".join(
                f" {_pot_name(r.pot, len(pots)).removeprefix('the ').capitalize()}"
                f" {self.money(sum(r.shares))}."
                for r in pots
            )
        out = [
            "*** SUMMARY ***",
            f"Total pot {self.money(total)}{detail} | Rake {self.money(hand.raked)}",
        ]
        won = [0] * hand.n
        for record in pots:
            for seat, share in enumerate(record.shares):
                won[seat] += share
        fates = [
            (self.numbers[seat], self.names[seat], self.fate(seat, won)) for seat in range(hand.n)
        ]
        fates += [(at, f"Idle{at}", "is sitting out") for at in self.absent]
        out.extend(f"Seat {at}: {who} {fate}" for at, who, fate in sorted(fates))
        return out

    def fate(self, seat: int, won: list[int]) -> str:
        history = self.hand.history
        if any(isinstance(r, Folded) and r.seat == seat for r in history):
            street = max(d.street for d in self.dealt[seat]) + self.first
            return f"folded on {street}{_ORDINAL[street][1:].lower()} St."
        words = self.words(seat)
        if any(isinstance(r, CardsShown) and r.seat == seat for r in history):
            cards = self.cards(self.own(seat))
            if won[seat]:
                return f"showed [{cards}] and won ({self.money(won[seat])}){_with(words)}"
            return f"showed [{cards}] and lost{_with(words)}"
        if seat in self.listed:
            return f"mucked [{self.cards(self.own(seat))}] - {words}"
        if won[seat]:
            return f"collected ({self.money(won[seat])}), mucked"
        return "mucked"


def _all_in(record: AntePosted | BringInPosted | Called | CompletedBetRaised) -> str:
    return ", and is all in" if record.all_in else ""


def _with(words: str) -> str:
    return f" with {words}" if words else ""


def _pot_name(pot: int, pots: int) -> str:
    if pots == 1:
        return "the pot"
    if pot == 0:
        return "the main pot"
    return "the side pot" if pots == 2 else f"side pot #{pot}"
