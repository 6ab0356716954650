"""A finished cash hand written in the Winning Poker Network's older text (until 2019: ``Game
started at: …``, ``Game ID: 693977667 1/2 (PRR) Leyak (Seven Cards Stud)``).

``write(hand, ...)`` writes the start line, the game line (small and big bets, the table, the
game), the seats (``Seat 1: Name (10).``; a seat ``is sitting out``, not dealt in), the antes, the
cards one line each (``received card: [2d]``, ``received a card.`` for one the viewer does not
see; the first deal with no header, each later one under ``*** Third street ***`` and on), the
actions with the chips each adds (``bring in (0.40)``, ``bets (1)``, ``raises (1)``, ``calls
(0.60)``, ``allin (0.85)`` for a bet or raise of the seat's last chips), the uncalled bets, and
the summary: the pot after the rake, the rake, and each seat's cards shown, ``Bets``,
``Collects`` and ``Wins``/``Loses`` (docs/importing.md). Amounts are cents.
"""

from __future__ import annotations

from studpoker._core import evaluate_low_8, format_card
from studpoker.hand import Hand
from studpoker.hand.records import (
    AntePosted,
    BringInPosted,
    Called,
    CardDealt,
    CardsShown,
    Checked,
    ChipsReturned,
    CompletedBetRaised,
    Folded,
    PotAwarded,
    WinnerShowed,
)
from studpoker.importing.hand_names import hand_name
from studpoker.phh.dump import OMNISCIENT, Omniscient, history_of
from studpoker.phh.replay import replay

__all__ = ["write"]

_GAMES = {"high": "Seven Cards Stud", "high_low_8": "Seven Cards Stud HiLow", "low_a5": "Razz"}
_HEADERS = ("Third", "Fourth", "Fifth", "Sixth", "Seventh")


def write(
    hand: Hand, *, viewer: int | Omniscient | None = OMNISCIENT, number: int = 1, idle: int = 0
) -> str:
    """The older text of a finished cash hand (cents) of seven-card stud, stud hi-lo, razz or
    five-card stud; ``idle`` more seats sitting out."""
    if not hand.is_over:
        raise ValueError("only a finished hand is written")
    view = replay(history_of(hand, viewer=viewer))
    hero = None if not isinstance(viewer, int) else (viewer - hand.dealer - 1) % hand.n
    return "\n".join(_Writer(view, hero, idle).lines(number)) + "\n"


class _Writer:
    def __init__(self, hand: Hand, hero: int | None, idle: int) -> None:
        self.hand = hand
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
        self.dealt: list[list[CardDealt]] = [[] for _ in range(n)]
        for record in hand.history:
            if isinstance(record, CardDealt):
                self.dealt[record.seat].append(record)
        self.shown = {r.seat for r in hand.history if isinstance(r, CardsShown | WinnerShowed)}

    def known(self, card: int) -> bool:
        return card >= 0 and card not in self.hand.undisclosed

    def money(self, units: int) -> str:
        whole, cents = divmod(units, 100)
        return f"{whole}" + (f".{cents:02d}" if cents else "")

    def lines(self, number: int) -> list[str]:
        hand = self.hand
        profile = hand.profile
        game = "Five Cards Stud" if len(profile.streets) == 4 else _GAMES[profile.showdown]
        stakes = f"{self.money(profile.steps[0])}/{self.money(profile.steps[-1])}"
        out = [
            "Game started at: 2016/9/14 21:3:7",
            f"Game ID: {700_000_000 + number} {stakes} (PRR) Sunset ({game})",
        ]
        seats = [(self.numbers[s], self.names[s], hand.starting_stacks[s]) for s in range(hand.n)]
        seats += [(at, f"Idle{at}", profile.steps[-1]) for at in self.idle]
        out.extend(f"Seat {at}: {who} ({self.money(stack)})." for at, who, stack in sorted(seats))
        out.extend(self.play())
        out.extend(self.summary())
        out.append("Game ended at: 2016/9/14 21:4:10")
        return out

    def play(self) -> list[str]:
        hand, name = self.hand, self.names
        out: list[str] = []
        out.extend(f"Player Idle{at} is sitting out" for at in self.idle)
        street = -1
        for record in hand.history:
            if isinstance(record, AntePosted):
                out.append(f"Player {name[record.seat]} ante ({self.money(record.amount)})")
            elif isinstance(record, CardDealt) and record.street != street:
                street = record.street
                if street:
                    out.append(f"*** {_HEADERS[street - 1]} street ***")
                out.extend(self.dealt_lines(street))
            elif isinstance(record, BringInPosted):
                out.append(f"Player {name[record.seat]} bring in ({self.money(record.amount)})")
            elif isinstance(record, Called | CompletedBetRaised):
                if isinstance(record, Called):
                    verb = "calls"  # all in or not: the chips it adds say
                elif record.all_in:
                    verb = "allin"
                else:
                    verb = "bets" if record.kind == "bet" else "raises"
                out.append(f"Player {name[record.seat]} {verb} ({self.money(record.amount)})")
            elif isinstance(record, Checked):
                out.append(f"Player {name[record.seat]} checks")
            elif isinstance(record, Folded):
                out.append(f"Player {name[record.seat]} folds")
            elif isinstance(record, ChipsReturned):
                returned = self.money(record.amount)
                out.append(f"Uncalled bet ({returned}) returned to {name[record.seat]}")
        return out

    def dealt_lines(self, street: int) -> list[str]:
        """Each seat's cards of the street, one line each: the first deal's down cards of every
        seat first, then the up cards, as the room deals them."""
        out = []
        for want_up in (False, True):
            for seat in self.order:
                full = seat == self.hero or (
                    seat not in self.shown and all(self.known(d.card) for d in self.dealt[seat])
                )
                for d in self.dealt[seat]:
                    if d.street != street or d.up != want_up:
                        continue
                    if (full or d.up) and self.known(d.card):
                        text = f"received card: [{format_card(d.card).replace('T', '10')}]"
                    else:
                        text = "received a card."
                    out.append(f"Player {self.names[seat]} {text}")
        return out

    def summary(self) -> list[str]:
        hand = self.hand
        pots = [r for r in hand.history if isinstance(r, PotAwarded)]
        won = [sum(r.shares[seat] for r in pots) for seat in range(hand.n)]
        put = [0] * hand.n
        for record in hand.history:
            if isinstance(record, AntePosted | BringInPosted | Called | CompletedBetRaised):
                put[record.seat] += record.amount
            elif isinstance(record, ChipsReturned):
                put[record.seat] -= record.amount
        out = ["------ Summary ------"]
        out.append(f"Pot: {self.money(sum(won))}. Rake {self.money(hand.raked)}")
        low_hands = self.low_winners(won)
        for seat in self.order:
            net = won[seat] - put[seat]
            end = f"Wins: {self.money(net)}." if net > 0 else f"Loses: {self.money(-net)}."
            sums = f"Bets: {self.money(put[seat])}. Collects: {self.money(won[seat])}. {end}"
            mark = "*" if won[seat] else ""
            if seat in self.shown:
                cards = [d.card for d in self.dealt[seat] if self.known(d.card)]
                words = hand_name(cards, hand.profile.showdown) or "High card"
                text = " ".join(format_card(c).replace("T", "10") for c in cards)
                shows = f"shows: {words.split(';')[0]} [{text}]"
                low = low_hands.get(seat)
                shows += f" Low hand ({low} ). " if low else ". "
                out.append(f"{mark}Player {self.names[seat]} {shows}{sums}")
            else:
                out.append(f"{mark}Player {self.names[seat]} does not show cards.{sums}")
        return out

    def low_winners(self, won: list[int]) -> dict[int, str]:
        """In stud hi-lo, the seats with a share that show the best 8-or-better low among the
        seats shown, and their low's ranks (the room marks them ``Low hand (A 2 4 6 7 )``)."""
        if self.hand.profile.showdown != "high_low_8":
            return {}
        lows = {}
        for seat in self.shown:
            cards = [d.card for d in self.dealt[seat] if self.known(d.card)]
            value = evaluate_low_8(cards) if len(cards) >= 5 else None
            if value is not None:
                lows[seat] = value
        if not lows:
            return {}
        best = max(value.rank for value in lows.values())
        return {
            seat: " ".join(
                format_card(c)[0].replace("T", "10") for c in sorted(value.played, key=_ace_low)
            )
            for seat, value in lows.items()
            if value.rank == best and won[seat]
        }


def _ace_low(card: int) -> int:
    """A card's place in a low, the ace first."""
    return (card // 4 + 1) % 13
