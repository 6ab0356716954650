"""Writing PokerStars text: ``read(to_pokerstars(h))`` gives back the hand (its actions, cards as
far as the viewer knows them, and stacks) for random hands of every writable profile, with and
without a viewer; the wording; the refusals; and ``Table.history(format="pokerstars")``."""

from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from studpoker import HandHistoryError, InvalidSetupError
from studpoker.games.profiles import PROFILES, Profile
from studpoker.hand import Hand
from studpoker.hand.records import (
    CardDealt,
    CommunityCardDealt,
    CompletedBetRaised,
    Folded,
    PotAwarded,
    RoundStarted,
)
from studpoker.importing import read, to_pokerstars
from studpoker.importing.room_profiles import ROOM_PROFILES
from studpoker.phh import history_of, load, replay
from studpoker.phh.document import HandHistory, PhhAction
from studpoker.phh.dump import OMNISCIENT, Omniscient
from studpoker.phh.rooms import ROOMS
from studpoker.phh.variants import STANDARD_VARIANTS, profile_fields
from studpoker.table import Table
from tests.support import IMPORT_SAMPLES
from tests.support.random_play import decide, random_stacks, random_stakes
from tests.support.stud import call_down
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_ROUND_TRIP_HANDS", 240, 5_000)
STARS = ROOM_PROFILES["pokerstars"]
WRITABLE: list[Profile] = [
    PROFILES["seven_card_stud"],
    PROFILES["seven_card_stud_hi_lo"],
    PROFILES["razz"],
    PROFILES["five_card_stud_casino"],
    *STANDARD_VARIANTS.values(),
    STARS["seven_card_stud"],
    STARS["seven_card_stud_hi_lo"],
    STARS["razz"],
    STARS["five_card_stud"],
]


def _key(action: PhhAction) -> tuple[object, ...]:
    """What the text must carry of an action: a show's cards are all of the seat's own in the
    room's text (the community card is the board's), so a show is compared as shown or not."""
    if action.verb == "sm":
        return ("sm", action.player, bool(action.cards))
    return (action.verb, action.player, action.target, action.cards, action.amount)


def _under(imported: HandHistory, profile: Profile) -> HandHistory:
    """The imported history played under the hand's own profile (the text names only the game;
    its bring-in is the text's reading, nothing else of the stakes)."""
    extra = {k: v for k, v in imported.extra.items() if k not in ("_profile", "_rules")}
    extra.update(profile_fields(profile))
    return dataclasses.replace(
        imported,
        extra=extra,
        antes=(profile.ante,) * imported.player_count,
        bring_in=profile.bring_in,
        small_bet=profile.steps[0],
        big_bet=profile.steps[-1],
        ante_trimming_status=profile.ante_trimming,
    )


def _random_hand(seed: int) -> tuple[Hand, Profile]:
    rng = random.Random(seed)
    profile = random_stakes(rng.choice(WRITABLE), rng)
    seats = rng.randint(2, profile.max_players) if rng.random() < 0.6 else profile.max_players
    stacks = random_stacks(profile, rng, seats)
    hand = Hand(profile, stacks, rng.randrange(seats), seed=seed)
    stay = rng.random() < 0.3  # many players to the last street: community cards
    while not hand.is_over:
        decide(hand, rng, 0.1, stay=stay)
    return hand, profile


def _round_trip(hand: Hand, profile: Profile, viewer: int | Omniscient | None) -> None:
    text = to_pokerstars(hand, viewer=viewer)
    imported = read(text)
    assert not imported.refused, imported.refused
    [history] = imported.hands
    original = history_of(hand, viewer=viewer)
    assert [_key(a) for a in history.actions] == [_key(a) for a in original.actions]
    assert history.finishing_stacks == original.finishing_stacks
    again = replay(_under(history, profile))
    assert again.is_over
    assert list(again.stacks) == list(hand.stacks)
    if profile in STARS.values():
        assert replay(history).is_over  # the room's own reading plays it as it is


def _features(hand: Hand) -> set[str]:
    """The edges a hand went through, to show the sweep meets each of them."""
    found = set()
    pots = [r for r in hand.history if isinstance(r, PotAwarded) and r.amount]
    if len(pots) > 1:
        found.add("side pot")
    if any(sum(1 for share in pot.shares if share) > 1 for pot in pots):
        found.add("split pot")
    if any(getattr(r, "all_in", False) for r in hand.history):
        found.add("all-in")
    if any(isinstance(r, CommunityCardDealt) for r in hand.history):
        found.add("community card")
    street = -1
    for record in hand.history:
        if isinstance(record, CardDealt | CommunityCardDealt | RoundStarted):
            street = max(
                street, record.round if isinstance(record, RoundStarted) else record.street
            )
        elif isinstance(record, Folded):
            found.add(f"fold on street {street}")
    if any(isinstance(r, CompletedBetRaised) and not r.full for r in hand.history):
        found.add("short all-in")
    if len(hand.profile.streets) == 4:
        found.add("five-card stud")
    return found


def test_random_hands_round_trip_for_every_viewer() -> None:
    seen: Counter[str] = Counter()
    for seed in range(HANDS):
        hand, profile = _random_hand(seed)
        seen.update(_features(hand))
        for viewer in (OMNISCIENT, None, seed % hand.n):
            _round_trip(hand, profile, viewer)
    wanted = {"side pot", "split pot", "all-in", "community card", "short all-in", "five-card stud"}
    wanted |= {f"fold on street {s}" for s in range(5)}
    assert wanted <= set(seen), f"the sweep missed {wanted - set(seen)}"


def test_a_viewer_sees_its_own_cards_and_nobody_elses() -> None:
    for seed in range(40):
        hand, _ = _random_hand(seed)
        for viewer in range(hand.n):
            [history] = read(to_pokerstars(hand, viewer=viewer)).hands
            seen = history_of(hand, viewer=viewer)
            assert [a.cards for a in history.actions if a.verb == "dh"] == [
                a.cards for a in seen.actions if a.verb == "dh"
            ]


@pytest.mark.parametrize("name", sorted(p.name for p in (IMPORT_SAMPLES / "pokerstars").glob("*")))
def test_the_samples_write_back_to_the_same_hands(name: str) -> None:
    for history in read(IMPORT_SAMPLES / "pokerstars" / name).hands:
        [again] = read(to_pokerstars(history)).hands
        assert _in_order(again) == _in_order(history)
        assert again.finishing_stacks == history.finishing_stacks
        assert (again.rake, again.extra) == (history.rake, history.extra)


def _in_order(history: HandHistory) -> tuple[list[tuple[object, ...]], list[tuple[object, ...]]]:
    """The actions in order but the showdown's, which the room may list pot by pot (the side
    pot's first) where the text written lists them in the engine's order: those as a set."""
    keys = [_key(a) for a in history.actions]
    shows = [k for k in keys if k[0] == "sm"]
    return [k for k in keys if k[0] != "sm"], sorted(shows, key=repr)


def _scripted() -> Hand:
    """Three seats of seven-card stud, the third the bring-in (2c): a completion, a raise, a
    fold, then the short stack called all-in on the river and the rest of the bet uncalled."""
    profile = STARS["seven_card_stud"].with_stakes(ante=1, bring_in=2, small=4, big=8)
    top = ["Ah", "Kd", "9s", "As", "Kc", "8d", "Qh", "7c", "2c"]  # down, down, up from seat 0
    hand = Hand(profile, [200, 15, 150], 2, deck=top + [c for c in _all() if c not in top])
    for move in ("pb", "cbr 4", "cbr 8", "f", "cc"):
        hand.act(move)
    while not hand.is_over:
        legal = {o.notation: o for o in hand.legal_actions()}
        river_bet = hand.street == 4 and hand.actor == 0 and "cbr 8" in legal
        hand.act(legal["cbr 8"] if river_bet else legal.get("cc") or legal["sm"])
    return hand


def _all() -> list[str]:
    return [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]


def test_the_room_wording() -> None:
    hand = _scripted()
    text = to_pokerstars(hand, viewer=0, players=["Ash", "Beech", "Cork"], currency="USD")
    lines = text.splitlines()
    assert lines[0].startswith("PokerStars Hand #1:  7 Card Stud Limit ($0.04/$0.08 USD) - ")
    assert lines[1] == "Table 'studpoker' 8-max"
    assert "Seat 2: Beech ($0.15 in chips)" in lines
    assert "Ash: posts the ante $0.01" in lines
    assert "Dealt to Ash [Ah As Qh]" in lines  # the viewer's own cards
    assert "Dealt to Beech [7c]" in lines  # another seat's up card only
    assert "Cork: brings in for $0.02" in lines
    assert "Ash: completes it to $0.04" in lines
    assert "Beech: raises $0.04 to $0.08" in lines
    assert "Cork: folds" in lines
    assert "Ash: bets $0.08" in lines
    assert "Beech: calls $0.06 and is all-in" in lines
    assert "Uncalled bet ($0.02) returned to Ash" in lines
    assert "*** SHOW DOWN ***" in lines
    assert "*** SUMMARY ***" in lines
    assert any(line.startswith("Total pot ") and line.endswith("| Rake $0") for line in lines)
    assert "Seat 3: Cork folded on the 3rd Street" in lines


def test_chips_are_written_without_a_sign_and_a_tournament_as_one() -> None:
    hand = _scripted()
    text = to_pokerstars(hand, tournament="42", level=3, _buy_in="$5+$0.50 USD")
    assert text.startswith("PokerStars Hand #1: Tournament #42, $5+$0.50 USD 7 Card Stud Limit")
    assert " - Level III (4/8) - " in text.splitlines()[0]
    assert "posts the ante 1" in text


def test_a_hand_not_over_is_refused() -> None:
    hand = Hand(STARS["razz"], [100, 100, 100], 0, seed=1)
    with pytest.raises(HandHistoryError, match="not over"):
        to_pokerstars(hand)


@pytest.mark.parametrize(
    "name",
    ["five_card_stud_pot_limit", "seven_card_stud_no_bring_in", "mississippi_stud", "baseball"],
)
def test_games_the_room_does_not_deal_are_refused(name: str) -> None:
    profile = PROFILES[name]
    hand = Hand(profile, [500] * 3, 0, seed=3)
    call_down(hand)
    with pytest.raises(HandHistoryError, match="PokerStars text is written for"):
        to_pokerstars(hand)


def test_a_history_is_written_as_it_stands_not_for_a_viewer() -> None:
    hand = _scripted()
    with pytest.raises(HandHistoryError, match="written as it stands"):
        to_pokerstars(history_of(hand), viewer=1)


def test_the_button_is_named_when_players_do_not_count_from_seat_one() -> None:
    hand, _ = _random_hand(7)
    moved = Hand(hand.profile, list(hand.starting_stacks), 0, seed=7)
    while not moved.is_over:
        moved.act_default()
    text = to_pokerstars(moved)
    assert f"Seat #{moved.dealer + 1} is the button" in text.splitlines()[1]
    [history] = read(text).hands
    assert history.extra["seats"] == history_of(moved).extra["seats"]


def test_a_tables_hand_in_pokerstars_text_for_each_seat() -> None:
    profile = STARS["seven_card_stud_hi_lo"]
    table = Table(profile, [400, None, 300, 500, None, 250], seed=11)
    for _ in range(3):
        hand = table.deal()
        while not hand.is_over:
            hand.act_default()
    for seat in (0, 2, 3, 5, None):
        [history] = read(table.history(2, seat, format="pokerstars")).hands
        assert sorted(history.extra["seats"]) == [1, 3, 4, 6]  # the table's seats, from 1
        as_phh = load(table.history(2, seat))
        assert [a.cards for a in history.actions if a.verb == "dh"] == [
            a.cards for a in as_phh.actions if a.verb == "dh"
        ]
        assert history.finishing_stacks == as_phh.finishing_stacks
    with pytest.raises(InvalidSetupError, match="format"):
        table.history(2, 0, format="xml")


def test_a_raked_hand_writes_its_rake_and_the_pots_less_it() -> None:
    stars = ROOMS["pokerstars"]
    written = 0
    for seed in range(30):
        rng = random.Random(seed)
        profile = STARS["seven_card_stud"]
        stacks = random_stacks(profile, rng, 5)
        hand = Hand(profile, stacks, 4, seed=seed, rake=stars.exact_rake(3))
        while not hand.is_over:
            decide(hand, rng, 0.0, stay=seed % 2 == 0)
        if not hand.raked:
            continue  # a pot too small to give the rake
        text = to_pokerstars(hand, currency="USD")
        assert f"| Rake ${hand.raked // 100}.{hand.raked % 100:02d}" in text
        [history] = read(text).hands
        assert history.rake == hand.raked
        again = replay(history)
        assert list(again.stacks) == list(hand.stacks)
        assert again.raked_pots == hand.raked_pots
        written += 1
    assert written


@pytest.mark.parametrize(
    ("game", "seed"),
    [("five_card_stud", 92), ("five_card_stud", 132), ("five_card_stud", 273), ("razz", 122)],
    ids=[
        "short bring-in, raised",
        "ante all in, called",
        "short bring-in at the bet",
        "bet all in",
    ],
)
def test_a_bring_in_the_text_does_not_post_in_full_is_read_from_the_play(
    game: str, seed: int
) -> None:
    """Hands whose bring-in the text never states (the obliged seat all in with its ante, or for
    less, or betting all in short of the small bet): the reader takes it from the first call or
    raise, and the room's own reading plays the text to the hand's stacks."""
    rng = random.Random(seed)
    profile = random_stakes(STARS[game], rng)
    seats = rng.randint(2, profile.max_players)
    hand = Hand(profile, random_stacks(profile, rng, seats), rng.randrange(seats), seed=seed)
    while not hand.is_over:
        decide(hand, rng, 0.1)
    text = to_pokerstars(hand)
    assert "and is all-in" in text
    [history] = read(text).hands
    assert list(replay(history).stacks) == list(hand.stacks)
