"""Save and restore: a hand or a table through JSON continues identically; a tampered or
malformed document is refused with ``SavedStateError`` naming the field, creating nothing."""

from __future__ import annotations

import contextlib
import json
import random
from typing import Any

import pytest

from studpoker import phh
from studpoker.bots import RandomBot
from studpoker.errors import IllegalActionError, InvalidSetupError, SavedStateError
from studpoker.games.profiles import FIVE_CARD_STUD_CASINO, FIVE_CARD_STUD_HOME, PROFILES, Profile
from studpoker.hand import Hand
from studpoker.hand.records import EVENTS, record_from_json
from studpoker.saving import restore_hand, restore_table, save
from studpoker.table import Table

SAVE_HANDS = 300


def play_some(hand: Hand, rng: random.Random, steps: int) -> None:
    bot = RandomBot(rng.randrange(10**6))
    for _ in range(steps):
        if hand.is_over:
            return
        if rng.random() < 0.1:  # a timeout (flip stud: the first seat still choosing)
            hand.act_default(None if hand.actor is not None else hand.actors[0])
        else:
            hand.act(bot.choose(hand))


def same_hand(a: Hand, b: Hand) -> None:
    assert b.history == a.history
    assert b.stacks == a.stacks
    assert b.legal_actions() == a.legal_actions()
    assert b.actor == a.actor
    for seat in (*range(a.n), None):
        assert b.view(seat) == a.view(seat)


@pytest.mark.parametrize("profile", list(PROFILES.values()), ids=lambda p: p.name)
def test_a_saved_hand_continues_identically(profile: Profile) -> None:
    rng = random.Random(profile.name)
    for index in range(SAVE_HANDS // len(PROFILES)):
        n = rng.randint(2, min(profile.max_players, 8))
        hand = Hand(profile, [rng.randint(5, 120) for _ in range(n)], rng.randrange(n), seed=index)
        play_some(hand, rng, rng.randint(0, 30))
        restored = restore_hand(save(hand))
        same_hand(hand, restored)
        # the same next moves on both give the same hands
        seed = rng.randrange(10**6)
        play_some(hand, random.Random(seed), 200)
        play_some(restored, random.Random(seed), 200)
        same_hand(hand, restored)
        if hand.uncontested_winner() is not None:
            hand.show_after_win(hand.uncontested_winner())  # type: ignore[arg-type]
            same_hand(hand, restore_hand(save(hand)))


def test_a_replayed_history_saves_through_its_record() -> None:
    hand = phh.replay(phh.load_file("tests/data/phh/wsop-2023-43-5-11.phh"))
    same_hand(hand, restore_hand(save(hand)))


def saved_hand() -> dict[str, Any]:
    hand = Hand(FIVE_CARD_STUD_HOME, [40, 40, 40], 0, seed=5)
    play_some(hand, random.Random(1), 6)
    return json.loads(save(hand))  # type: ignore[no-any-return]


def tamper(doc: dict[str, Any], path: str, value: Any) -> dict[str, Any]:
    keys = path.split(".")
    target: Any = doc
    for key in keys[:-1]:
        target = target[int(key)] if isinstance(target, list) else target[key]
    last = keys[-1]
    if isinstance(target, list):
        target[int(last)] = value
    else:
        target[last] = value
    return doc


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        ("state.stacks", [1000, 40, 40], "state.stacks"),
        ("starting_stacks", [41, 40, 40], "state"),
        ("deck.1", "2c", "duplicate"),
        ("deck.0", "Xx", "Xx"),
        ("actions.0.seat", 2, "actions\\[0\\]"),
        ("actions.1.action", "cbr 999", "actions\\[1\\]"),
        ("version", 2, "version 2"),
        ("schema", "studpoker.table", "schema"),
        ("profile.ante", -1, "ante"),
        ("profile.bogus", 1, "bogus"),
        ("dealer", 7, "dealer"),
    ],
)
def test_a_tampered_hand_is_refused(path: str, value: Any, message: str) -> None:
    doc = tamper(saved_hand(), path, value)
    with pytest.raises(SavedStateError, match=message):
        restore_hand(doc)


@pytest.mark.parametrize("text", ["", "[]", "{", '{"schema": "studpoker.hand"}', "7", "x" * 10])
def test_a_malformed_document_is_refused(text: str) -> None:
    with pytest.raises(SavedStateError):
        restore_hand(text)


def test_an_action_played_by_default_must_be_the_default() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [40, 40], 0, seed=2)
    hand.act_default()
    doc = json.loads(save(hand))
    assert doc["actions"][0] == {
        "seat": doc["actions"][0]["seat"],
        "action": "pb",
        "by_default": True,
    }
    doc["actions"][0]["action"] = "cbr 2"
    with pytest.raises(SavedStateError, match="the default here is pb"):
        restore_hand(doc)


def seat_change(table: Table, rng: random.Random) -> None:
    seat = rng.randrange(table.seats)
    with contextlib.suppress(IllegalActionError, InvalidSetupError):
        rng.choice(
            (
                lambda: table.join(seat, 30),
                lambda: table.leave(seat),
                lambda: table.sit_out(seat),
                lambda: table.sit_in(seat),
                lambda: table.add_chips(seat, 5),
                lambda: table.set_auto_ante(seat, rng.random() < 0.5),
            )
        )()


def random_session(profile: Profile, rng: random.Random, seed: int | None) -> Table:
    table = Table(profile, [rng.randint(20, 60) for _ in range(4)] + [None], seed, buy_in=(10, 200))
    for _ in range(rng.randint(1, 6)):
        for _ in range(rng.randint(0, 2)):
            seat_change(table, rng)
        if table.hand is not None:
            play_some(table.hand, rng, 1000)  # only the last hand may be left running
        for seat in table.waiting_for:
            table.post_ante(seat)
        try:
            hand = table.deal()
        except InvalidSetupError:
            break
        play_some(hand, rng, rng.randint(0, 40))
        if rng.random() < 0.3:
            seat_change(table, rng)  # during the hand, maybe
        play_some(hand, rng, rng.randint(0, 40))
    return table


@pytest.mark.parametrize("seeded", [True, False], ids=["seeded", "os-shuffled"])
def test_a_saved_table_continues_identically(seeded: bool) -> None:
    rng = random.Random(8)
    for index in range(40):
        profile = rng.choice(list(PROFILES.values()))
        table = random_session(profile, rng, index if seeded else None)
        restored = restore_table(save(table))
        assert save(restored) == save(table)
        assert restored.stacks == table.stacks
        for a, b in zip(table.hands, restored.hands, strict=True):
            same_hand(a, b)
        if seeded and not (table.hand is None or table.hand.is_over):
            play_some(table.hand, random.Random(index), 300)
            assert restored.hand is not None
            play_some(restored.hand, random.Random(index), 300)
            same_hand(table.hand, restored.hand)
            try:
                table.deal()
            except InvalidSetupError:
                continue
            restored.deal()
            same_hand(table.hand, restored.hand)


def saved_table() -> dict[str, Any]:
    table = Table(FIVE_CARD_STUD_CASINO, [50, 50, None], seed=3, buy_in=(10, 100))
    table.join(2, 60)
    play_some(table.deal(), random.Random(2), 100)
    table.add_chips(0, 5)
    play_some(table.deal(), random.Random(3), 3)
    return json.loads(save(table))  # type: ignore[no-any-return]


@pytest.mark.parametrize(
    ("path", "value", "message"),
    [
        ("log.1.chips", 600, "buy-in maximum"),
        ("log.1.chips", 70, "state"),
        ("initial_stacks.0", 60, "state"),
        ("hands.0.deck.0", "Ah", "deck"),
        ("state.stacks.0", 1000, "state.stacks"),
        ("seed", 4, "deck"),
        ("log.2.op", "bogus", "unknown table operation"),
        ("log.2.at", [5, 0], "log\\[2\\]"),
        ("log.0.dealer", 3, "draw_dealer: dealer 3 is not a seat"),
        ("log.0.dealer", "1", "draw_dealer: dealer '1' is not a seat"),
        ("log.2.dealer", 3, "deal: dealer 3 is not a seat"),
        ("log.2.dealer", "1", "deal: dealer '1' is not a seat"),
    ],
)
def test_a_tampered_table_is_refused(path: str, value: Any, message: str) -> None:
    doc = tamper(saved_table(), path, value)
    with pytest.raises(SavedStateError, match=message):
        restore_table(doc)


def test_a_table_restores_its_drawn_dealer_before_any_deal() -> None:
    for seed in range(6):
        table = Table(FIVE_CARD_STUD_CASINO, [50, 50, 50], seed=seed)
        assert restore_table(save(table)).dealer == table.dealer


def test_records_serialise_with_their_event_tag_and_read_back() -> None:
    hand = Hand(FIVE_CARD_STUD_CASINO, [40, 40, 40], 0, seed=9)
    play_some(hand, random.Random(4), 200)
    seen = set()
    for record in hand.history:
        data = record.to_json()
        assert data["event"] in EVENTS
        seen.add(data["event"])
        assert json.loads(json.dumps(data)) == data
        assert record_from_json(data) == record
    assert {"ante_posted", "card_dealt", "round_started", "pot_awarded"} <= seen
    with pytest.raises(InvalidSetupError, match="not one of"):
        record_from_json({"event": "Folded", "seat": 1})


def test_repr_shows_the_state_in_one_line() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [40, 40], 0, seed=2)
    text = repr(hand)
    assert "\n" not in text
    assert "five_card_stud_home" in text
    assert "to act" in text
    view = repr(hand.view(1))
    assert "\n" not in view
    assert view.startswith("<HandView five_card_stud_home for seat 1: street 0")


def test_a_profile_saved_with_the_retired_showdown_fallback_field_restores() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], 0, seed=1)
    document = json.loads(save(hand))
    document["profile"]["showdown_fallback"] = "left_of_dealer"  # written by earlier versions
    same_hand(hand, restore_hand(json.dumps(document)))
