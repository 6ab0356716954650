"""Online rooms' hands per second: a PokerStars file made by our exporter, imported and replayed
to the room's result (and each of the two alone), beside loading and replaying the same hands as
PHH; and the memory of an import, flat from a file of 10,000 hands to one of 100,000.

The file repeats a set of distinct random hands (stud, hi-lo and razz as PokerStars plays them,
2 to 8 seats, each hand numbered anew) up to ``HANDS``: 100,000 in a timed run (``make bench``).
Figures are printed; nothing about time is asserted. The memory test asserts that the peak of a
streamed import stays flat, which is the point of ``iter_read``.
"""

from __future__ import annotations

import random
import time
import tracemalloc
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bench_support import median, sized
from studpoker import phh
from studpoker.bots import RandomKindBot
from studpoker.hand import Hand
from studpoker.importing import Refusal, iter_read, to_pokerstars
from studpoker.importing.room_profiles import room_profile

pytest.importorskip("pytest_benchmark")

DISTINCT = sized(2_000, 40)
HANDS = sized(100_000, 200)
# the collector of reference cycles settles after about a thousand hands: sizes from there on
MEMORY_SMALL, MEMORY_LARGE = sized(10_000, 1_000), sized(100_000, 5_000)
ROUNDS = sized(3, 1)
# played as PokerStars plays them, so that the file reads back under the room's own reading
PROFILES = [
    room_profile("pokerstars", game).with_stakes(ante=1, bring_in=2, small=4, big=8)
    for game in ("seven_card_stud", "seven_card_stud_hi_lo", "razz")
]
RATES: dict[str, float] = {}


def _hands(count: int) -> list[Hand]:
    rng = random.Random(2026)
    bot = RandomKindBot(7)
    hands = []
    for number in range(count):
        seats = rng.randint(2, 8)
        stacks = [rng.choice((30, 120, 400)) for _ in range(seats)]
        hand = Hand(PROFILES[number % 3], stacks, seats - 1, seed=number)
        while not hand.is_over:
            hand.act(bot.pick(hand.legal_actions()))
        hands.append(hand)
    return hands


@pytest.fixture(scope="module")
def distinct() -> list[Hand]:
    return _hands(DISTINCT)


def _stars_file(path: Path, hands: list[Hand], count: int) -> Path:
    """``count`` hands as one PokerStars file, the distinct hands repeated under new numbers."""
    texts = [to_pokerstars(hand, hand="{}") for hand in hands]
    with path.open("w", encoding="utf-8") as out:
        for number in range(count):
            out.write(texts[number % len(texts)].replace("#{}", f"#{number + 1}", 1))
            out.write("\n\n\n")
    return path


@pytest.fixture(scope="module")
def stars_file(tmp_path_factory: pytest.TempPathFactory, distinct: list[Hand]) -> Path:
    return _stars_file(tmp_path_factory.mktemp("stars") / "hands.txt", distinct, HANDS)


def import_and_replay(path: Path) -> int:
    """Every hand of ``path`` imported and replayed to the room's result; the hands taken."""
    taken = 0
    for item in iter_read(path):
        assert not isinstance(item, Refusal), item
        hand = phh.replay(item)
        assert hand.is_over
        taken += 1
    return taken


def test_import_and_replay_pokerstars(benchmark: Any, stars_file: Path) -> None:
    taken = benchmark.pedantic(lambda: import_and_replay(stars_file), rounds=ROUNDS)
    assert taken == HANDS
    seconds = median(benchmark)
    if seconds is not None:
        RATES["PokerStars text: import + replay"] = HANDS / seconds


def test_import_pokerstars(benchmark: Any, stars_file: Path) -> None:
    taken = benchmark.pedantic(lambda: sum(1 for _ in iter_read(stars_file)), rounds=ROUNDS)
    assert taken == HANDS
    seconds = median(benchmark)
    if seconds is not None:
        RATES["PokerStars text: import alone"] = HANDS / seconds


def test_replay_imported(benchmark: Any, distinct: list[Hand], tmp_path: Path) -> None:
    # the distinct hands imported once, replayed in turn up to HANDS, as the PHH texts below
    imported = [
        item
        for item in iter_read(_stars_file(tmp_path / "distinct.txt", distinct, len(distinct)))
        if not isinstance(item, Refusal)
    ]
    assert len(imported) == len(distinct)

    def replay_all() -> int:
        for number in range(HANDS):
            assert phh.replay(imported[number % len(imported)]).is_over
        return HANDS

    benchmark.pedantic(replay_all, rounds=ROUNDS)
    seconds = median(benchmark)
    if seconds is not None:
        RATES["PokerStars text: replay alone"] = HANDS / seconds


def test_load_and_replay_phh(benchmark: Any, distinct: list[Hand]) -> None:
    texts = [phh.dump(hand) for hand in distinct]

    def replay_all() -> int:
        for number in range(HANDS):
            assert phh.replay(texts[number % len(texts)]).is_over
        return HANDS

    benchmark.pedantic(replay_all, rounds=ROUNDS)
    seconds = median(benchmark)
    if seconds is not None:
        RATES["PHH text: load + replay"] = HANDS / seconds


def _peak_of_import(path: Path) -> int:
    tracemalloc.start()
    try:
        for item in iter_read(path):
            assert not isinstance(item, Refusal), item
            phh.replay(item)
        return tracemalloc.get_traced_memory()[1]
    finally:
        tracemalloc.stop()


def test_memory_is_flat_from_a_file_to_one_many_times_larger(
    tmp_path: Path, distinct: list[Hand]
) -> None:
    small = _peak_of_import(_stars_file(tmp_path / "small.txt", distinct, MEMORY_SMALL))
    large = _peak_of_import(_stars_file(tmp_path / "large.txt", distinct, MEMORY_LARGE))
    print(
        f"\npeak memory of import + replay: {MEMORY_SMALL:,} hands {small / 1e6:.2f} MB, "
        f"{MEMORY_LARGE:,} hands {large / 1e6:.2f} MB"
    )
    # five to ten times the hands: the peak may not grow with them (slack for the collector)
    assert large < small * 1.25 + 256 * 1024


@pytest.fixture(scope="module", autouse=True)
def print_rates() -> Iterator[None]:
    started = time.perf_counter()
    yield
    if not RATES:
        return
    print(
        f"\nimport of {HANDS:,} hands ({DISTINCT:,} distinct), median of {ROUNDS} rounds "
        f"({time.perf_counter() - started:.0f} s in all):"
    )
    phh_rate = RATES.get("PHH text: load + replay")
    for label, rate in RATES.items():
        ratio = f"  ({rate / phh_rate:.2f}x PHH)" if phh_rate else ""
        print(f"  {label:<36} {rate:>9,.0f} hands/s{ratio}")
