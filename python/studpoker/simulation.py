"""Random play in bulk: many seeded hands between bots, summed per seat; or many seeded
sit-and-gos between bots, each bot's places and prizes (``simulate_tournaments``).

``simulate(game, hands, seed)`` plays ``hands`` hands of ``game`` between bots (random play by
default), each seat topped up to ``stack`` before every hand and the dealer moving one seat each
hand. The same arguments give the same result on any machine: the deals come from one seeded
generator and each bot is seeded from the same seed, so a run can be split by seed over
processes or a cluster (``studpoker.dask.simulate``) and still be repeated exactly.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from studpoker.bots import BOTS, make_bot, play_out
from studpoker.errors import InvalidSetupError
from studpoker.games.dealers_choice import DealersChoice
from studpoker.games.profiles import Profile
from studpoker.games.rotation import Rotation
from studpoker.hand import Hand
from studpoker.limits import MAX_SEATS, is_int, items, shown
from studpoker.tournament import Tournament, play_tournament
from studpoker.tournament.payouts import SIT_AND_GO, Payouts
from studpoker.tournament.structure import TURBO_SIT_AND_GO, Structure

__all__ = [
    "SimulationResult",
    "TournamentSimulation",
    "check_arguments",
    "simulate",
    "simulate_tournaments",
]


@dataclass(frozen=True, slots=True)
class SimulationResult:
    """What ``hands`` seeded hands gave, per seat in seat order."""

    seed: int
    hands: int
    net: tuple[int, ...]
    """Each seat's chips won less chips lost over every hand (they add up to 0)."""
    net_squares: tuple[int, ...]
    """The sum of each seat's squared net per hand: with ``net``, the variance of a win rate."""
    won: tuple[int, ...]
    """Hands each seat ended with more chips than it started with."""
    showdowns: int
    """Hands that reached a showdown."""
    chips: int
    """The chips of every pot paid out, over all hands."""


def _bots(bots: Sequence[str] | None, seats: int) -> list[str]:
    given = None if bots is None else items(bots, seats)
    names = ["random"] * seats if given is None else list(given)
    if (bots is not None and given is None) or len(names) != seats:
        raise InvalidSetupError(f"bots must be {seats} bot names, one per seat, got {shown(bots)}")
    unknown = [name for name in names if name not in BOTS]
    if unknown:
        raise InvalidSetupError(
            f"unknown bot {shown(unknown[0])}; expected one of: {', '.join(BOTS)}"
        )
    return names


def _positive(value: object, name: str) -> int:
    if not is_int(value) or value < 1:
        raise InvalidSetupError(f"{name} must be a positive int, got {shown(value)}")
    return value


def check_arguments(
    game: object, hands: object, seats: object, bots: Sequence[str] | None, stack: object
) -> list[str]:
    """The bot names per seat, or ``InvalidSetupError`` naming the first bad argument."""
    if not isinstance(game, Profile):
        raise InvalidSetupError(f"game must be a Profile, got {shown(game)}")
    _positive(hands, "hands")
    _positive(stack, "stack")
    return _bots(bots, _positive(seats, "seats"))


def simulate(
    game: Profile,
    hands: int,
    seed: int,
    *,
    seats: int = 6,
    bots: Sequence[str] | None = None,
    stack: int = 1000,
) -> SimulationResult:
    """Play ``hands`` hands of ``game`` among ``seats`` bots, seeded by ``seed``.

    ``bots``: one name of ``studpoker.bots.BOTS`` per seat (default: ``"random"`` everywhere).
    Bad arguments raise ``InvalidSetupError`` before any hand is dealt.

    >>> from studpoker import SEVEN_CARD_STUD
    >>> result = simulate(SEVEN_CARD_STUD, 20, seed=7, seats=4)
    >>> result.hands, sum(result.net)
    (20, 0)
    """
    names = check_arguments(game, hands, seats, bots, stack)
    if not is_int(seed):
        raise InvalidSetupError(f"seed must be an int, got {shown(seed)}")
    policies = [make_bot(name, seed * 1000 + seat, game) for seat, name in enumerate(names)]
    deals = random.Random(seed)
    net = [0] * seats
    squares = [0] * seats
    won = [0] * seats
    showdowns = chips = 0
    for number in range(hands):
        hand = Hand(game, [stack] * seats, number % seats, seed=deals.getrandbits(64))
        play_out(hand, policies)
        for seat in range(seats):
            change = hand.stacks[seat] - stack
            net[seat] += change
            squares[seat] += change * change
            won[seat] += change > 0
        chips += sum(hand.payouts or ())
        showdowns += bool(hand.showdown_order)
    return SimulationResult(
        seed=seed,
        hands=hands,
        net=tuple(net),
        net_squares=tuple(squares),
        won=tuple(won),
        showdowns=showdowns,
        chips=chips,
    )


@dataclass(frozen=True, slots=True)
class TournamentSimulation:
    """What ``simulate_tournaments`` gave: for each bot (one entrant each, in the order given),
    its place and prize in every sit-and-go."""

    seed: int
    bots: tuple[str, ...]
    buy_in: int
    places: tuple[tuple[int, ...], ...]
    """``places[k][n]``: bot k's place in sit-and-go n (1 is first; tied players their best)."""
    prizes: tuple[tuple[int, ...], ...]
    """``prizes[k][n]``: bot k's prize in sit-and-go n."""
    hands: tuple[int, ...]
    """The hands each sit-and-go lasted."""

    @property
    def sit_and_gos(self) -> int:
        """How many sit-and-gos were played."""
        return len(self.hands)


def simulate_tournaments(
    game: Profile | Rotation | DealersChoice,
    sit_and_gos: int,
    seed: int,
    *,
    bots: Sequence[str],
    structure: Structure = TURBO_SIT_AND_GO,
    chips: int = 1000,
    payouts: Payouts | None = None,
) -> TournamentSimulation:
    """Play ``sit_and_gos`` single-table tournaments of ``game`` between ``bots`` (names of
    ``studpoker.bots.BOTS``, one entrant each), seeded by ``seed``: each sit-and-go draws its
    own seats, and its bots are seeded afresh. ``payouts``: by default 65% and 35% of a buy-in
    of 10 an entry."""
    given = items(bots, MAX_SEATS)
    names = [] if given is None else list(given)
    if not 2 <= len(names) <= game.max_players:
        raise InvalidSetupError(
            f"bots must name 2..{game.max_players} bots, one per entrant, got {shown(bots)}"
        )
    unknown = [name for name in names if name not in BOTS]
    if unknown:
        raise InvalidSetupError(
            f"unknown bot {shown(unknown[0])}; expected one of: {', '.join(BOTS)}"
        )
    _positive(sit_and_gos, "sit_and_gos")
    if not is_int(seed):
        raise InvalidSetupError(f"seed must be an int, got {shown(seed)}")
    prize_money = Payouts(SIT_AND_GO, 10) if payouts is None else payouts
    entrants = [f"{k + 1}:{name}" for k, name in enumerate(names)]
    stream = random.Random(seed)
    places: list[list[int]] = [[] for _ in names]
    prizes: list[list[int]] = [[] for _ in names]
    hands: list[int] = []
    for number in range(sit_and_gos):
        tournament = Tournament(
            game,
            entrants,
            chips,
            structure,
            prize_money,
            seed=stream.getrandbits(64),
            clock=_no_clock,
        )
        policies = {
            entrant: make_bot(name, seed * 1_000_003 + number * 16 + k)
            for k, (entrant, name) in enumerate(zip(entrants, names, strict=True))
        }
        play_tournament(tournament, policies)
        finish = {s.entrant: s for s in tournament.results()}
        for k, entrant in enumerate(entrants):
            standing = finish[entrant]
            assert standing.place is not None
            places[k].append(standing.place)
            prizes[k].append(standing.prize)
        hands.append(len(tournament.hands))
    return TournamentSimulation(
        seed=seed,
        bots=tuple(names),
        buy_in=prize_money.buy_in,
        places=tuple(map(tuple, places)),
        prizes=tuple(map(tuple, prizes)),
        hands=tuple(hands),
    )


def _no_clock() -> float:
    """Bots' sit-and-gos count hands, not minutes: a clock that never moves."""
    return 0.0
