"""Tournaments for the tests: a stateless seeded policy (so a restored tournament plays on exactly
as the original), random structures, and a driver that checks the tournament's invariants at
every deal (rules §10)."""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping

from studpoker.bots import Decision
from studpoker.hand import Hand
from studpoker.hand.actions import COMPLETE_BET_RAISE, Action
from studpoker.hand.view import HandView
from studpoker.tournament import Tournament
from studpoker.tournament.payouts import Payouts
from studpoker.tournament.structure import Level, Structure
from tests.support.stud import stud_deck


class Stateless:
    """A random legal decision drawn from the seed, the hand's number and how far it has gone:
    no state between decisions, so two copies of a tournament play on identically."""

    def __init__(self, seed: int, hand_number: Callable[[], int]) -> None:
        self.seed, self.hand_number = seed, hand_number

    def act(self, view: HandView) -> Decision:
        rng = random.Random(f"{self.seed}/{self.hand_number()}/{len(view.history)}/{view.seat}")
        legal = view.legal_actions
        option = legal[rng.randrange(len(legal))]
        if option.min_to != option.max_to:
            # mostly small, now and then all the way: all-ins make the tournament move
            to = option.max_to if rng.random() < 0.3 else option.min_to
            return Action(COMPLETE_BET_RAISE, to)
        return option


def play_hand(tournament: Tournament, hand: Hand, seed: int) -> None:
    """Play one dealt hand to its end with the stateless policy."""
    record = next(r for r in reversed(tournament.hands) if r.hand is hand)
    bot = Stateless(seed, lambda: record.number)
    while not hand.is_over:
        seat = hand.actor
        if seat is None:
            for chooser in hand.actors:
                hand.act(bot.act(hand.view(chooser)), chooser)
            continue
        hand.act(bot.act(hand.view(seat)))


def random_structure(
    rng: random.Random, starting_chips: int, *, minutes: bool = False
) -> Structure:
    """A ladder of at least 3 levels rising from small stakes to a small bet of a fifth of the
    starting chips or more (so tournaments end), each lasting a few hands (or minutes), with
    chips of 1, 5 and 25 retired on the way (one at a time), so chip races happen."""
    levels: list[Level] = []
    chips: tuple[int, ...] = (1, 5, 25, 100)
    changed = True
    small = rng.choice((2, 4, 10))
    count = rng.randint(3, 8)
    while len(levels) < count or levels[-1].small_bet * 5 < starting_chips:
        low = chips[0]
        small = max(small, low) // low * low
        big = small * 2
        ante = rng.choice((0, low, small // 2 // low * low))
        bring_in = max(low, rng.choice((low, small // 2 // low * low, small // 4 // low * low)))
        length = {"minutes": rng.choice((1, 2.5))} if minutes else {"hands": rng.randint(1, 6)}
        named = chips if changed or rng.random() < 0.3 else None
        levels.append(Level(ante, bring_in, small, big, denominations=named, **length))
        small *= 2
        changed = len(chips) > 1 and small >= 4 * chips[1] and rng.random() < 0.7
        if changed:
            chips = (*chips[1:], chips[-1] * 5)  # the smallest chip is retired next level
    return Structure(tuple(levels), name="random")


def check_conservation(tournament: Tournament) -> None:
    """Every chip sold, plus what the races colored up less what they took, is in play."""
    raced = sum(race.result.change for race in tournament.races)
    assert tournament.chips_in_play == tournament.starting_chips * tournament.entries + raced


def check_results(tournament: Tournament) -> None:
    """Places cover 1..entries exactly once (a tie spans its places), prizes add up to the
    pool, and a better place never earns less."""
    results = tournament.results()
    entries = tournament.entries
    prizes = tournament.payouts.prizes(entries)
    covered: list[int] = []
    spans: dict[tuple[int, int], list[int]] = {}
    for standing in results:
        if standing.places is None:
            assert standing.place is None
            assert standing.prize == 0
            continue
        first, last = standing.places
        assert standing.place == first
        spans.setdefault((first, last), []).append(standing.prize)
    for (first, last), paid in spans.items():
        assert len(paid) == last - first + 1, "a tie has one player per place it spans"
        covered.extend(range(first, last + 1))
        assert sum(paid) == sum(prizes[first - 1 : last])
        assert max(paid) - min(paid) <= 1, "tied players share evenly to the unit"
    assert len(covered) == len(set(covered))
    if tournament.is_over:
        assert sorted(covered) == list(range(1, entries + 1))
        assert sum(s.prize for s in results) == tournament.payouts.pool(entries)
        (winner,) = [s for s in results if s.chips]
        assert winner.place == 1
        assert winner.chips == tournament.chips_in_play
    else:
        # the players still in hold the best places
        playing = sum(1 for s in results if s.places is None)
        assert sorted(covered) == list(range(playing + 1, entries + 1))


def check_balance(tournament: Tournament) -> tuple[int, ...]:
    sizes = tuple(
        sum(name is not None for name in tournament.seating(table)) for table in tournament.tables
    )
    assert max(sizes) - min(sizes) <= 1, f"table sizes {sizes}"
    return sizes


def payouts_for(rng: random.Random) -> Payouts:
    shares = sorted((rng.randint(1, 100) for _ in range(rng.randint(1, 4))), reverse=True)
    return Payouts(tuple(shares), rng.choice((1, 7, 10, 100)))


JUNK = ["2c 3d 5h 7c 9d", "2d 3h 5c 7d 9h", "2h 3c 5d 7h 9c", "2s 4c 6d 8h Tc", "3s 4d 6h 8c Td"]
BEST = "As Ks Qs Js Ts"


def winning_deck(tournament: Tournament, table: int, winner: str) -> list[int]:
    """A deck giving ``winner`` a royal flush and everyone else at the table nine or ten high."""
    return dealt_deck(tournament, table, {winner: BEST})


def dealt_deck(tournament: Tournament, table: int, cards: Mapping[str, str]) -> list[int]:
    """A deck dealing ``cards[name]`` (five cards in dealing order) to those named, nine or ten
    high to everyone else at the table, for its next hand as it is seated now (nobody moving at
    the deal): from the next dealer's left, one card a pass (five-card home stud burns none)."""
    seating = tournament.seating(table)
    occupied = [seat for seat, name in enumerate(seating) if name is not None]
    names = [seating[seat] for seat in occupied]
    button = tournament.button(table)
    if tournament.hand_at(table) is not None:  # the button moves to the next occupied seat
        button = next(
            (button + k) % len(seating)
            for k in range(1, len(seating) + 1)
            if seating[(button + k) % len(seating)] is not None
        )
    junk = iter(JUNK)
    hands = [cards[name] if name in cards else next(junk) for name in names if name is not None]
    return stud_deck(hands, occupied.index(button))
