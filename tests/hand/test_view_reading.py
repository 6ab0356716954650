"""What a view reads of a hand, kept per hand and grown as the hand moves (``view_reading.read``),
is exactly what a reading from the first record for that viewer alone makes (``full_read``):
history record for record and class for class, hole, up and community cards, whoever looks and
however seldom, through showdowns, a winner's show, flip stud's reveals, stand-ins of a replayed
record, failed actions put back, and a store emptied when full."""

from __future__ import annotations

import dataclasses
import random
import threading
from collections.abc import Callable, Iterator

import pytest

from studpoker import _rules, view_reading
from studpoker.errors import SettlementError
from studpoker.hand import Hand
from studpoker.phh import load_file
from studpoker.phh.replay import _Replayer
from studpoker.profiles import PROFILES, SEVEN_CARD_STUD, Profile
from studpoker.records import Record
from studpoker.view_reading import full_read
from tests.support import PHH_DATA
from tests.support.random_play import apply_decision, draw_decision, random_game, random_stacks
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_VIEW_HISTORY_HANDS", 6, 200)


def same(kept: tuple[Record, ...], fresh: tuple[Record, ...]) -> bool:
    """Equal records of the same classes (named tuples of equal fields compare equal)."""
    return kept == fresh and [type(r) for r in kept] == [type(r) for r in fresh]


def reads_afresh(hand: Hand, viewer: int | None) -> bool:
    """The view reads the hand as a reading from its first record does."""
    view, fresh = hand.view(viewer), full_read(hand, viewer)
    return (
        same(view.history, fresh.history)
        and view.hole_cards == fresh.hole_cards
        and view.up_cards == fresh.up_cards
        and view.community == fresh.community
        and view.pots == fresh.pots
        and view.wild == fresh.wild
    )


def check_viewers(hand: Hand, viewers: list[int | None]) -> None:
    for viewer in viewers:
        assert reads_afresh(hand, viewer), (viewer, len(hand.history))


def some_viewers(hand: Hand, rng: random.Random) -> list[int | None]:
    """Every viewer now and then; else a few, so that some look again only after many steps."""
    everyone: list[int | None] = [*range(hand.n), None]
    if rng.random() < 0.2:
        return everyone
    return rng.sample(everyone, rng.randint(0, 2))


@pytest.mark.parametrize("profile", PROFILES.values(), ids=PROFILES.keys())
def test_a_kept_history_reads_as_one_built_afresh(profile: Profile) -> None:
    rng = random.Random(f"view-history/{profile.name}")
    for number in range(HANDS):
        game = random_game(profile, rng)
        stay = number % 3 == 2  # nobody folds: showdowns, burns dealt again, community cards
        n = rng.randint(max(2, game.max_players - 2) if stay else 2, game.max_players)
        # two hands at once: their kept copies must not mix
        hands = [Hand(game, random_stacks(game, rng, n), 0, seed=number * 2 + k) for k in (0, 1)]
        while not all(hand.is_over for hand in hands):
            hand = rng.choice([hand for hand in hands if not hand.is_over])
            check_viewers(hand, some_viewers(hand, rng))
            apply_decision(hand, draw_decision(hand, rng, stay=stay))
        for hand in hands:
            check_viewers(hand, [*range(hand.n), None])
            winner = hand.uncontested_winner()
            if winner is not None and rng.random() < 0.5:
                own = hand.down[winner] + hand.up[winner]
                picked = None if rng.random() < 0.5 else rng.sample(own, rng.randint(1, len(own)))
                hand.show_after_win(winner, picked)
                check_viewers(hand, [*range(hand.n), None])
            view = hand.view(rng.randrange(hand.n))
            assert dataclasses.replace(view) == view  # every field of the view was filled


def phh_files() -> Iterator[str]:
    return iter(sorted(p.name for p in PHH_DATA.glob("*.phh")))


@pytest.mark.parametrize("name", list(phh_files()))
def test_a_replayed_record_with_stand_ins_reads_as_built_afresh(name: str) -> None:
    history = load_file(PHH_DATA / name)
    replayer = _Replayer(history, "card_room")
    hand = replayer.hand
    viewers: list[int | None] = [*range(hand.n), None]
    check_viewers(hand, viewers)
    for action in history.actions:
        replayer.play(action)
        check_viewers(hand, viewers)


def test_a_failed_action_put_back_leaves_no_stale_history(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = random.Random(5)
    for seed in range(4):
        hand = Hand(SEVEN_CARD_STUD, [100, 100, 100], 0, seed=seed)
        viewers: list[int | None] = [*range(hand.n), None]
        while not hand.is_over:
            check_viewers(hand, viewers)
            decision = draw_decision(hand, rng, stay=True)
            failed = False
            broken_core = failing_after_views(hand, viewers)
            with monkeypatch.context() as broken:  # the action fails in the flow after it
                broken.setattr(_rules, "first_to_act", broken_core)
                broken.setattr(_rules, "settle", broken_core)
                try:
                    apply_decision(hand, decision)
                except SettlementError:
                    failed = True
                    if seed % 2:  # else the history grows back past its cut before a view
                        check_viewers(hand, viewers)  # put back: the views are as before it
            if failed:  # another decision now: the history grows back otherwise
                apply_decision(hand, draw_decision(hand, rng))
                check_viewers(hand, viewers)
        check_viewers(hand, viewers)


def failing_after_views(hand: Hand, viewers: list[int | None]) -> Callable[..., object]:
    """A core call that fails, having taken views in the middle of the action (its records not
    yet cut back)."""

    def broken_core(*args: object, **kwargs: object) -> object:
        for viewer in viewers:
            hand.view(viewer)
        raise SettlementError("the core failed")

    return broken_core


def test_a_full_store_starts_again(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(view_reading, "_KEEP", 3)
    rng = random.Random(7)
    hands = [Hand(SEVEN_CARD_STUD, [100] * 4, 0, seed=seed) for seed in range(3)]
    while not all(hand.is_over for hand in hands):
        hand = rng.choice([hand for hand in hands if not hand.is_over])
        check_viewers(hand, some_viewers(hand, rng))
        apply_decision(hand, draw_decision(hand, rng))
        assert len(view_reading._READINGS) <= 3


def test_threads_viewing_one_hand_read_the_same() -> None:
    hand = Hand(SEVEN_CARD_STUD, [100] * 7, 0, seed=11)
    rng = random.Random(11)
    viewers: list[int | None] = [*range(hand.n), None]
    failures: list[str] = []

    def look() -> None:
        for viewer in viewers * 20:
            if not reads_afresh(hand, viewer):
                failures.append(f"seat {viewer} at {len(hand.history)} records")

    while not hand.is_over:
        threads = [threading.Thread(target=look) for _ in range(4)]
        for thread in threads:
            thread.start()
        for thread in threads:
            thread.join()
        apply_decision(hand, draw_decision(hand, rng, stay=True))
    assert not failures, failures[:3]
