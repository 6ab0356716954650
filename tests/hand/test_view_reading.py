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

from studpoker import _rules
from studpoker.errors import SettlementError
from studpoker.games.profiles import FIVE_CARD_STUD_HOME, PROFILES, SEVEN_CARD_STUD, Profile
from studpoker.hand import Hand
from studpoker.hand.records import Record
from studpoker.hand.view_reading import full_read
from studpoker.phh import load_file
from studpoker.phh.replay import _Replayer
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


def test_each_hand_keeps_its_own_reading() -> None:
    """The reading lives on the hand (no table shared between hands): made by the first view,
    one per hand, grown in place."""
    hands = [Hand(SEVEN_CARD_STUD, [100] * 3, 0, seed=seed) for seed in (1, 2)]
    assert all(hand.view_reading is None for hand in hands)
    for hand in hands:
        hand.view(0)
    first, second = (hand.view_reading for hand in hands)
    assert first is not None
    assert second is not None
    assert first is not second
    assert first.records is hands[0].history
    assert second.records is hands[1].history
    hands[0].act(hands[0].legal_actions()[0])
    hands[0].view(None)
    assert hands[0].view_reading is first
    assert first.length == len(hands[0].history)


def test_threads_viewing_their_own_hands_read_them_alone() -> None:
    """A hand is not shared between threads without the host's lock (``HandState``); threads
    that each play and view hands of their own never read another's."""
    failures: list[str] = []

    def play(seed: int) -> None:
        rng = random.Random(seed)
        for number in range(3):
            hand = Hand(SEVEN_CARD_STUD, [100] * 5, 0, seed=seed * 10 + number)
            while not hand.is_over:
                for viewer in [*range(hand.n), None]:
                    if not reads_afresh(hand, viewer):
                        failures.append(f"hand {seed}/{number}: seat {viewer}")
                apply_decision(hand, draw_decision(hand, rng, stay=True))

    threads = [threading.Thread(target=play, args=(seed,)) for seed in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failures, failures[:3]


def test_threads_sharing_one_hand_through_the_hosts_lock_read_the_same() -> None:
    """One hand shared by threads as a host shares it (``examples/http_table``: one lock per
    table, reads included): views and actions taking turns read as built afresh."""
    hand = Hand(SEVEN_CARD_STUD, [100] * 7, 0, seed=11)
    rng = random.Random(11)
    viewers: list[int | None] = [*range(hand.n), None]
    failures: list[str] = []
    host = threading.Lock()

    def look() -> None:
        for viewer in viewers * 10:
            with host:
                if not reads_afresh(hand, viewer):
                    failures.append(f"seat {viewer} at {len(hand.history)} records")

    def play() -> None:
        for _ in range(200):
            with host:
                if hand.is_over:
                    return
                apply_decision(hand, draw_decision(hand, rng, stay=True))

    threads = [threading.Thread(target=look) for _ in range(3)] + [threading.Thread(target=play)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert not failures, failures[:3]


def test_a_show_put_back_hides_the_cards_again(monkeypatch: pytest.MonkeyPatch) -> None:
    """The last call of a hand where every seat shows (no muck): the shows are read mid-action,
    then the settlement fails and the hand is put back before the showdown. The reading read
    past the cut starts over: no seat's down cards stay in sight."""
    rng = random.Random(21)
    put_back = 0
    for seed in range(12):
        hand = Hand(FIVE_CARD_STUD_HOME, [60, 60, 60], 0, seed=seed)
        viewers: list[int | None] = [*range(hand.n), None]
        while not hand.is_over:
            decision = draw_decision(hand, rng, stay=True)
            with monkeypatch.context() as broken:
                broken.setattr(_rules, "settle", failing_after_views(hand, viewers))
                try:
                    apply_decision(hand, decision)
                except SettlementError:
                    put_back += 1
                    assert not any(hand.shown)
                    reading = hand.view_reading
                    assert reading is not None
                    assert reading.length <= len(hand.history)
                    for viewer in viewers:
                        view = hand.view(viewer)
                        for seat in range(hand.n):
                            if seat != viewer:
                                assert set(view.hole_cards[seat]) <= {None}, (seed, viewer)
                    check_viewers(hand, viewers)
                    break
    assert put_back >= 10


def test_a_view_after_a_failed_action_is_the_view_before_it(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    rng = random.Random(4)
    failed = 0
    for seed in range(6):
        hand = Hand(SEVEN_CARD_STUD, [80] * 4, 0, seed=seed)
        while not hand.is_over:
            before = [hand.view(viewer) for viewer in (None, 0, 1, 2, 3)]
            decision = draw_decision(hand, rng, stay=True)

            def refuse(*args: object, **kwargs: object) -> object:
                raise SettlementError("the core failed")

            with monkeypatch.context() as broken:
                broken.setattr(_rules, "first_to_act", refuse)
                broken.setattr(_rules, "settle", refuse)
                try:
                    apply_decision(hand, decision)
                    continue
                except SettlementError:
                    failed += 1
            assert [hand.view(viewer) for viewer in (None, 0, 1, 2, 3)] == before
            check_viewers(hand, [None, 0, 1, 2, 3])
            apply_decision(hand, draw_decision(hand, rng, stay=True))  # the core works again
            check_viewers(hand, [None, 0, 1, 2, 3])
    assert failed >= 6


def test_a_record_flagged_as_played_by_default_is_read_anew(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """``act_default`` flags the action's record after the steps that follow it, where a view
    may already have read it: the view reads the flagged record."""
    rng = random.Random(8)
    flagged = 0
    core = _rules.first_to_act
    hands: list[Hand] = []

    def looking(*args: object, **kwargs: object) -> object:
        for viewer in [*range(hands[-1].n), None] if hands else ():
            hands[-1].view(viewer)
        return core(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(_rules, "first_to_act", looking)
    for seed in range(6):
        hand = Hand(SEVEN_CARD_STUD, [100] * 3, 0, seed=seed)
        hands.append(hand)
        viewers: list[int | None] = [*range(hand.n), None]
        while not hand.is_over:
            if hand.actor is not None and rng.random() < 0.3:
                index = len(hand.history)
                hand.act_default()
                flagged += 1
                for viewer in viewers:
                    assert hand.view(viewer).history[index].by_default  # type: ignore[union-attr]
            else:
                apply_decision(hand, draw_decision(hand, rng, stay=True))
            check_viewers(hand, viewers)
    assert flagged >= 10
