"""Soak: hand after hand through ``Table`` sessions, checking every invariant after every hand.

Each session is a table of a random profile at random stakes and rule choices, with random
stacks and empty seats, a buy-in range half of the time, seeded (or, one session in ten, shuffled
by the operating system); in one session in ten every seat is taken and nobody folds, so the
stub runs short (burns dealt again, community cards). Between and during hands seats join,
leave, sit out, sit in, top up and turn the auto-ante off; every decision is random, the timeout
default included, and an uncontested winner sometimes shows. After every hand:

- the hand is over: nobody to act, no options, a settlement;
- chips are conserved: the hand's stacks add up to its starting stacks, each seat's stack is
  what it started with, less what it put in, plus what it was paid, and nothing is negative;
- every pot is awarded: each pot's shares add up to it and go to winners among its eligible
  seats, and the pots plus the chips returned are every chip put in;
- the table's ledger balances: the chips at the table are those it started with, plus every
  join and top-up, less every departure, and the ledger holds exactly the chips the test moved.

A session lasts up to 60 hands (a ``Table`` keeps every hand it dealt, by design), so memory must
stay flat across sessions: peak RSS is read after a warm-up and at the end and printed; the
long run (100,000 hands or more) asserts it grew by less than 64 MiB.

STUDPOKER_SOAK_HANDS hands (default 80,000; 1,000,000 for the full soak, with ``-s`` to see the
figures).
"""

from __future__ import annotations

import random
import resource

import pytest

from studpoker.errors import IllegalActionError
from studpoker.games.profiles import PROFILES
from studpoker.hand import Hand
from studpoker.hand.records import ChipsReturned, PotAwarded
from studpoker.table import Table
from tests.support.random_play import decide, random_game
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_SOAK_HANDS", 80_000, 1_000_000)
LONG_RUN = 100_000
GROWTH_BOUND_KIB = 64 * 1024
GAMES = list(PROFILES.values())


def check_hand(hand: Hand) -> None:
    assert hand.is_over
    assert hand.actor is None
    assert hand.legal_actions() == ()
    assert hand.settlement is not None
    payouts = hand.payouts
    assert payouts is not None
    assert min(hand.stacks) >= 0, hand.stacks
    assert sum(hand.stacks) == sum(hand.starting_stacks)
    for seat in range(hand.n):
        expected = hand.starting_stacks[seat] - hand.committed[seat] + payouts[seat]
        assert hand.stacks[seat] == expected
    awarded = returned = 0
    for record in hand.history:
        if type(record) is PotAwarded:
            assert sum(record.shares) == record.amount > 0
            assert record.winners, record
            assert set(record.winners) <= set(record.eligible), record
            assert all(
                chips == 0 or seat in record.winners for seat, chips in enumerate(record.shares)
            )
            awarded += record.amount
        elif type(record) is ChipsReturned:
            returned += record.amount
    assert awarded + returned == sum(hand.committed) == sum(payouts)


class Session:
    """One table and the chips the test moved across its edge."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        game = random_game(rng.choice(GAMES), rng)
        # one session in ten nobody folds at a full table: the last streets run the stub short
        self.stay = rng.random() < 0.1
        seats = game.max_players if self.stay else rng.randint(2, game.max_players)
        unit = max(1, max(game.steps) // 4)
        self.chips = (unit, 400 * unit)
        self.buy_in = self.chips if rng.random() < 0.5 else None
        full = 1.0 if self.stay else 0.8
        stacks = [self.buy() if rng.random() < full else None for _ in range(seats)]
        seed = None if rng.random() < 0.1 else rng.getrandbits(64)
        self.table = Table(game, stacks, seed, seats=seats, buy_in=self.buy_in)
        self.brought = sum(s for s in stacks if s is not None)
        self.taken = 0

    def buy(self) -> int:
        low, high = self.chips
        return self.rng.choice((low, 2 * low, 8 * low, 40 * low, high))

    def seat_change(self) -> None:
        """One random change to one seat; those the table refuses (a seat in the hand, a top-up
        above the buy-in) must change nothing."""
        table, rng = self.table, self.rng
        seat = rng.randrange(table.seats)
        chips_before, ledger_before = table.stacks, len(table.ledger)
        change = rng.choice(("join", "leave", "sit_out", "sit_in", "add_chips", "auto_ante"))
        try:
            if table.stacks[seat] is None:
                if change in ("join", "add_chips", "auto_ante"):
                    chips = self.buy()
                    table.join(seat, chips)
                    self.brought += chips
            elif change == "leave":
                taken = table.leave(seat)
                self.taken += taken or 0  # from a seat in the hand: at its end, in the ledger
            elif change == "sit_out":
                table.sit_out(seat)
            elif change == "sit_in":
                table.sit_in(seat)
            elif change == "add_chips":
                chips = self.buy()
                table.add_chips(seat, chips)
                self.brought += chips
            elif table.profile.ante:
                table.set_auto_ante(seat, False)
        except IllegalActionError:
            assert table.stacks == chips_before
            assert len(table.ledger) == ledger_before

    def ready(self) -> bool:
        """Answer the ante question of every seat the deal waits for; whether two can play."""
        table = self.table
        for seat in table.waiting_for:
            if self.rng.random() < 0.8:
                table.post_ante(seat)
            else:
                table.sit_out(seat)
        dealt = [s for s, chips in enumerate(table.stacks) if chips and s not in table.sitting_out]
        return len(dealt) >= table.profile.min_players

    def play(self) -> Hand:
        table, rng = self.table, self.rng
        hand = table.deal()
        while not hand.is_over:
            if rng.random() < 0.02:
                self.seat_change()
            decide(hand, rng, stay=self.stay)
        winner = hand.uncontested_winner()
        if winner is not None and rng.random() < 0.2:
            hand.show_after_win(winner)
        return hand

    def check_ledger(self) -> None:
        table = self.table
        at_table = sum(s for s in table.stacks if s is not None)
        joined = sum(e.chips for e in table.ledger if e.event in ("join", "add"))
        left = sum(e.chips for e in table.ledger if e.event == "leave")
        initial = sum(s for s in table.initial_stacks if s is not None)
        assert at_table == initial + joined - left
        assert initial + joined == self.brought
        # a leave deferred to the end of the hand reaches the ledger only
        assert left >= self.taken


def peak_rss_kib() -> int:
    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss  # KiB on Linux


@pytest.mark.exhaustive
def test_soak_keeps_every_invariant_and_memory_flat() -> None:
    rng = random.Random(20261130)
    played = 0
    warm_up = min(HANDS // 10, 20_000)
    after_warm_up: int | None = None
    while played < HANDS:
        session = Session(rng)
        for _ in range(min(rng.randint(1, 60), HANDS - played)):
            for _ in range(rng.choice((0, 0, 1, 2))):
                session.seat_change()
            if not session.ready():
                break
            check_hand(session.play())
            session.check_ledger()
            played += 1
            if played == warm_up:
                after_warm_up = peak_rss_kib()
            if played % LONG_RUN == 0:
                print(
                    f"\nsoak: {played} hands, peak RSS {peak_rss_kib() / 1024:.1f} MiB", flush=True
                )
        session.check_ledger()
    end = peak_rss_kib()
    start = after_warm_up if after_warm_up is not None else end
    print(
        f"\nsoak: {played} hands; peak RSS {start / 1024:.1f} MiB after {warm_up} hands, "
        f"{end / 1024:.1f} MiB at the end (+{(end - start) / 1024:.1f} MiB)"
    )
    if HANDS >= LONG_RUN:
        assert end - start < GROWTH_BOUND_KIB
