"""studpoker.dask against the single-machine calls, on a real two-process LocalCluster.

The cluster is started and stopped here, on 127.0.0.1, with small bounded inputs: the point is
that every distributed result is the single-machine result, and that errors come back as the
package's own classes.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest

# the extra's modules ship no complete type information: they are Any here
da: Any = pytest.importorskip("dask.array")
distributed: Any = pytest.importorskip("distributed")
np: Any = pytest.importorskip("numpy")
dask: Any = pytest.importorskip("dask")

import studpoker  # noqa: E402
from studpoker import (  # noqa: E402
    FOLLOW_THE_QUEEN,
    RAZZ,
    SEVEN_CARD_STUD,
    SEVEN_CARD_STUD_HI_LO,
)
from studpoker import dask as sdask  # noqa: E402
from studpoker.equity import equity  # noqa: E402
from studpoker.errors import InvalidCardError, InvalidSetupError  # noqa: E402
from studpoker.simulation import simulate  # noqa: E402


@pytest.fixture(scope="module")
def client() -> Iterator[Any]:
    cluster = distributed.LocalCluster(
        n_workers=2,
        processes=True,
        threads_per_worker=1,
        host="127.0.0.1",
        dashboard_address=None,
        silence_logs=40,
    )
    with cluster, distributed.Client(cluster) as connected:
        yield connected


def random_rows(count: int, k: int, seed: int) -> Any:
    generator = np.random.default_rng(seed)
    return np.argsort(generator.random((count, 52)), axis=1)[:, :k].astype(np.uint8)


@pytest.mark.parametrize("k", [5, 7, 9])
@pytest.mark.parametrize("name", ["rank_high_many", "rank_low_a5_many", "rank_low_8_many"])
def test_blocks_equal_the_whole_array(client: Any, name: str, k: int) -> None:
    rows = random_rows(5000, k, seed=k)
    lazy = getattr(sdask, name)(da.from_array(rows, chunks=(777, k)))
    whole = getattr(studpoker, name)(rows)
    result = lazy.compute()
    assert result.dtype == np.uint16
    np.testing.assert_array_equal(result, whole)


def test_column_chunks_are_joined_and_the_local_scheduler_works() -> None:
    rows = random_rows(1000, 7, seed=3)
    lazy: Any = sdask.rank_high_many(da.from_array(rows, chunks=(300, 3)))
    with dask.config.set(scheduler="threads"):
        np.testing.assert_array_equal(lazy.compute(), studpoker.rank_high_many(rows))


def test_hi_lo_pair(client: Any) -> None:
    rows = random_rows(4000, 7, seed=11)
    high, low = sdask.rank_hi_lo_8_many(da.from_array(rows, chunks=(1000, 7)))
    computed_high, computed_low = dask.compute(high, low)
    whole_high, whole_low = studpoker.rank_hi_lo_8_many(rows)
    np.testing.assert_array_equal(computed_high, whole_high)
    np.testing.assert_array_equal(computed_low, whole_low)
    assert (computed_low == studpoker.NO_LOW).any()


def test_a_bad_row_is_named_in_the_whole_array(client: Any) -> None:
    rows = random_rows(3000, 7, seed=5)
    rows[2345, 4] = 52
    lazy: Any = sdask.rank_high_many(da.from_array(rows, chunks=(1000, 7)))
    with pytest.raises(InvalidCardError, match=r"^row 2345: invalid card 52"):
        lazy.compute()


@pytest.mark.parametrize(
    ("cards", "words"),
    [
        (np.zeros((4, 7), np.uint8), "dask array"),
        (da.zeros((4, 7), dtype=np.int64), "dtype uint8"),
        (da.zeros((4, 4), dtype=np.uint8), "shape"),
        (da.zeros((4,), dtype=np.uint8), "shape"),
    ],
)
def test_wrong_arrays_are_refused_at_once(cards: object, words: str) -> None:
    with pytest.raises(InvalidCardError, match=words):
        sdask.rank_high_many(cards)  # type: ignore[arg-type]


SPOTS = [
    sdask.Spot(["As Ks 7d", "Qh Qd 2c"], SEVEN_CARD_STUD, dead="9c 4h"),
    sdask.Spot(["As 2s 3d", "Kh Qd 4c", "7c 7d 8h"], SEVEN_CARD_STUD_HI_LO, samples=3000, seed=9),
    sdask.Spot(["Ac 2d 3h", "Ks Kd 5c"], RAZZ, samples=2000, seed=4),
    sdask.Spot(["As Ks 7d", "Qh Qd 2c"], FOLLOW_THE_QUEEN, up_cards="7d 2c", samples=2000, seed=2),
]


def test_equity_many_equals_equity(client: Any) -> None:
    results = sdask.equity_many(SPOTS, client=client)
    expected = [
        equity(
            spot.players,
            spot.game,
            spot.dead,
            up_cards=spot.up_cards,
            samples=spot.samples,
            seed=spot.seed,
        )
        for spot in SPOTS
    ]
    assert results == expected
    assert [result.exact for result in results] == [True, False, False, False]


def test_equity_errors_come_back_as_the_package_classes(client: Any) -> None:
    with pytest.raises(InvalidCardError):
        sdask.equity_many([SPOTS[0], sdask.Spot(["As Ks", "As Qd"])], client=client)
    with pytest.raises(InvalidSetupError, match="spot 1"):
        sdask.equity_many([SPOTS[0], ("As", "Kd")], client=client)  # type: ignore[list-item]
    with pytest.raises(InvalidSetupError, match=r"distributed\.Client"):
        sdask.equity_many(SPOTS, client="tcp://127.0.0.1:8786")  # type: ignore[arg-type]


def test_simulate_equals_the_single_machine_runs(client: Any) -> None:
    seeds = [1, 2, 3, 4]
    results = sdask.simulate(SEVEN_CARD_STUD, 15, seeds, client=client, seats=4)
    assert results == [simulate(SEVEN_CARD_STUD, 15, seed, seats=4) for seed in seeds]
    assert [result.seed for result in results] == seeds
    assert all(sum(result.net) == 0 for result in results)
    assert results[0] != results[1]


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({"hands": 0}, "hands must be a positive int"),
        ({"seeds": []}, "at least one seed"),
        ({"seeds": [1, "2"]}, "every seed must be an int"),
        ({"bots": ["random", "nobody"]}, "unknown bot 'nobody'"),
        ({"bots": ["random"]}, "one per seat"),
    ],
)
def test_simulate_checks_before_sending(
    client: Any, arguments: dict[str, object], words: str
) -> None:
    call: dict[str, object] = {"hands": 5, "seeds": [1], "seats": 2, **arguments}
    with pytest.raises(InvalidSetupError, match=words):
        sdask.simulate(SEVEN_CARD_STUD, client=client, **call)  # type: ignore[arg-type]
