"""Beyond one machine: the batch evaluators as ``dask.array`` blocks, equity and random play as
tasks on a ``distributed`` cluster (the optional extra ``studpoker[dask]``).

Every function here gives exactly what the single-machine call gives: a rank array equal to
``rank_*_many`` on the whole array, each equity equal to ``studpoker.equity.equity`` with the same
seed, each simulation equal to ``studpoker.simulation.simulate`` with the same seed. Work runs
in the workers' processes, which import studpoker themselves: install the package (with this
extra) on every worker. Each block or task runs on one thread by default, since the cluster
already runs one task per worker thread.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from typing import Any

try:
    import dask.array as da
    import numpy as np
    from distributed import Client
except ImportError as missing:  # the optional extra is not installed
    raise ImportError(
        f"studpoker.dask needs the dask extra ({missing.name} is missing): "
        "pip install 'studpoker[dask]'"
    ) from missing

from studpoker import _core
from studpoker.equity import EquityResult, equity
from studpoker.errors import InvalidCardError, InvalidSetupError, StudPokerError
from studpoker.games.profiles import SEVEN_CARD_STUD, Profile
from studpoker.limits import is_int, shown
from studpoker.simulation import SimulationResult, check_arguments
from studpoker.simulation import simulate as simulate_one

__all__ = [
    "Spot",
    "equity_many",
    "rank_hi_lo_8_many",
    "rank_high_many",
    "rank_low_8_many",
    "rank_low_a5_many",
    "simulate",
]

_ROW = re.compile(r"^row (\d+): ")
_Rank = Callable[..., Any]


def _rows(cards: object) -> da.Array:
    """A dask ``uint8[N, k]`` array with all of a row in one block (its columns rechunked)."""
    if not isinstance(cards, da.Array):
        raise InvalidCardError(f"cards must be a dask array, got {type(cards).__name__}")
    if cards.ndim != 2 or not 5 <= cards.shape[1] <= 9:
        raise InvalidCardError(f"cards must have shape (N, k) with k = 5..9, got {cards.shape}")
    if cards.dtype != np.uint8:
        raise InvalidCardError(f"cards must have dtype uint8, got {cards.dtype}")
    return cards if len(cards.chunks[1]) == 1 else cards.rechunk({1: -1})


def _block(rank: _Rank, threads: int) -> Callable[..., np.ndarray[Any, Any]]:
    """``rank`` over one block, a bad row named by its place in the whole array."""

    def ranked(block: np.ndarray[Any, Any], block_info: Any = None) -> np.ndarray[Any, Any]:
        start = block_info[0]["array-location"][0][0] if block_info else 0
        try:
            result = rank(np.ascontiguousarray(block), threads=threads)
        except StudPokerError as err:
            message = _ROW.sub(lambda row: f"row {int(row[1]) + start}: ", str(err), count=1)
            raise type(err)(message) from None
        if isinstance(result, tuple):  # high and low together, as two columns
            return np.stack(result, axis=1)
        return np.asarray(result)

    return ranked


def _threads(threads: int) -> int:
    if not is_int(threads) or threads < 1:
        raise InvalidSetupError(f"threads must be a positive int, got {shown(threads)}")
    return threads


def _ranks(rank: _Rank, cards: object, threads: int) -> da.Array:
    rows = _rows(cards)
    ranked: da.Array = da.map_blocks(
        _block(rank, _threads(threads)),
        rows,
        drop_axis=1,
        dtype=np.uint16,
        meta=np.empty((0,), np.uint16),
    )
    return ranked


def rank_high_many(cards: da.Array, *, threads: int = 1) -> da.Array:
    """``studpoker.rank_high_many`` block by block: a lazy ``uint16[N]`` dask array.

    ``cards``: a dask ``uint8[N, k]`` array (k = 5..9) chunked by rows (column chunks are
    joined). ``threads``: threads per block. A wrong array raises ``InvalidCardError`` at once;
    a bad card raises it when computed, naming its row in the whole array.
    """
    return _ranks(_core.rank_high_many, cards, threads)


def rank_low_a5_many(cards: da.Array, *, threads: int = 1) -> da.Array:
    """``studpoker.rank_low_a5_many`` block by block (see ``rank_high_many``)."""
    return _ranks(_core.rank_low_a5_many, cards, threads)


def rank_low_8_many(cards: da.Array, *, threads: int = 1) -> da.Array:
    """``studpoker.rank_low_8_many`` block by block: ``NO_LOW`` (65535) without a low."""
    return _ranks(_core.rank_low_8_many, cards, threads)


def rank_hi_lo_8_many(cards: da.Array, *, threads: int = 1) -> tuple[da.Array, da.Array]:
    """``studpoker.rank_hi_lo_8_many`` block by block: the high and the 8-or-better ranks, one
    pass over the cards for both (compute them together: ``dask.compute(high, low)``)."""
    rows = _rows(cards)
    both: da.Array = da.map_blocks(
        _block(_core.rank_hi_lo_8_many, _threads(threads)),
        rows,
        chunks=(rows.chunks[0], (2,)),
        dtype=np.uint16,
        meta=np.empty((0, 2), np.uint16),
    )
    return both[:, 0], both[:, 1]


@dataclass(frozen=True, slots=True)
class Spot:
    """One equity question: the arguments of ``studpoker.equity.equity``."""

    players: Sequence[Iterable[int | str] | str]
    game: Profile = SEVEN_CARD_STUD
    dead: Iterable[int | str] | str = ()
    samples: int | None = None
    seed: int | None = None
    up_cards: Iterable[int | str] | str | None = None


def _spot_equity(spot: Spot, threads: int) -> EquityResult:
    return equity(
        spot.players,
        spot.game,
        spot.dead,
        up_cards=spot.up_cards,
        samples=spot.samples,
        seed=spot.seed,
        threads=threads,
    )


def _client(client: object) -> Client:
    if not isinstance(client, Client):
        raise InvalidSetupError(f"client must be a distributed.Client, got {shown(client)}")
    return client


def equity_many(spots: Iterable[Spot], *, client: Client, threads: int = 1) -> list[EquityResult]:
    """The equity of every spot, one task each on ``client``'s cluster, in the order given.

    Each result equals ``equity`` of the same spot (a Monte Carlo spot without a seed gets a
    fresh one, kept in its result). ``threads``: threads per task. The first bad spot's error is
    raised here, of the class ``equity`` raises.
    """
    client = _client(client)
    threads = _threads(threads)
    spots = list(spots)
    for number, spot in enumerate(spots):
        if not isinstance(spot, Spot):
            raise InvalidSetupError(
                f"spot {number} must be a studpoker.dask.Spot, got {shown(spot)}"
            )
    futures = client.map(_spot_equity, spots, threads=threads, pure=False)
    return [future.result() for future in futures]  # in order: the first bad spot's error


def simulate(
    game: Profile,
    hands: int,
    seeds: Iterable[int],
    *,
    client: Client,
    seats: int = 6,
    bots: Sequence[str] | None = None,
    stack: int = 1000,
) -> list[SimulationResult]:
    """``studpoker.simulation.simulate`` for every seed, one task each on ``client``'s cluster.

    Returns one result per seed, in order; each equals the single-machine call with that seed.
    The arguments are checked here first (the first seed's run is not played to check them).
    """
    client = _client(client)
    seeds = list(seeds)
    if not seeds:
        raise InvalidSetupError("seeds must hold at least one seed")
    for seed in seeds:
        if not is_int(seed):
            raise InvalidSetupError(f"every seed must be an int, got {shown(seed)}")
    check_arguments(game, hands, seats, bots, stack)  # the single call's checks, sent nothing yet
    futures = client.map(
        simulate_one,
        [game] * len(seeds),
        [hands] * len(seeds),
        seeds,
        seats=seats,
        bots=None if bots is None else list(bots),
        stack=stack,
        pure=False,
    )
    return [future.result() for future in futures]
