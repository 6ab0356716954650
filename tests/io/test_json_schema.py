"""The JSON forms against the package's JSON Schema, and no view's JSON ever names a card its
reader may not know, over random hands of every profile at every step.

Every view of every step is validated (compiled by fastjsonschema, the schema itself checked by
jsonschema) over ``STUDPOKER_VIEW_HANDS`` hands, and checked for leaks over
``STUDPOKER_LEAK_HANDS`` hands (the leak check alone is cheap, so it runs on many more)."""

from __future__ import annotations

import json
import random
from importlib import resources
from typing import Any

import pytest

from studpoker.bots import RandomBot
from studpoker.cards import format_card
from studpoker.games.profiles import PROFILES, Profile
from studpoker.hand import Hand
from studpoker.saving import save
from studpoker.table import Table
from studpoker.tournament.saving import tournament_to_json
from tests.support.invariants import public_wild
from tests.support.sweeps import sweep_size

jsonschema = pytest.importorskip("jsonschema")
fastjsonschema = pytest.importorskip("fastjsonschema")

HANDS = sweep_size("STUDPOKER_VIEW_HANDS", 90)
LEAK_HANDS = sweep_size("STUDPOKER_LEAK_HANDS", 1_800)
SCHEMA = json.loads(
    resources.files("studpoker").joinpath("schema/studpoker.schema.json").read_text()
)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)
VALIDATE_VIEW = fastjsonschema.compile({"$ref": "#/$defs/view", "$defs": SCHEMA["$defs"]})
RECORD_VALIDATOR = VALIDATOR.evolve(schema={"$ref": "#/$defs/record", "$defs": SCHEMA["$defs"]})


def test_the_schema_is_a_valid_json_schema() -> None:
    jsonschema.Draft202012Validator.check_schema(SCHEMA)


def strings(data: Any) -> set[str]:
    if isinstance(data, str):
        return {data}
    if isinstance(data, dict):
        return set().union(*(strings(v) for v in data.values())) if data else set()
    if isinstance(data, list):
        return set().union(*(strings(v) for v in data)) if data else set()
    return set()


CARD_TEXTS = {r + s for r in "23456789TJQKA" for s in "cdhs"}


def known_to(hand: Hand, seat: int | None) -> set[str]:
    """The cards ``seat`` may know: its own, every up card and community card, the hands shown
    at the showdown and the down cards an uncontested winner showed."""
    from studpoker import format_card

    known = set(hand.community)
    for s in range(hand.n):
        known.update(hand.up[s])
        if s == seat or hand.shown[s]:
            known.update(hand.down[s])
    known.update(hand.revealed)
    return {format_card(c) for c in known}


def check_views(hand: Hand, *, schema: bool) -> None:
    for seat in (*range(hand.n), None):
        data = hand.view(seat).to_dict()
        if schema:
            VALIDATE_VIEW(data)
        # the wild set names cards, not where they are: the up cards alone decide it
        assert data.pop("wild") == [format_card(c) for c in sorted(public_wild(hand))]
        leaked = (strings(data) & CARD_TEXTS) - known_to(hand, seat)
        assert not leaked, f"seat {seat} sees {leaked}"


def play_checked(profile: Profile, rng: random.Random, index: int, *, schema: bool) -> Hand:
    """A random hand, every view checked before the first action and after each one."""
    n = rng.randint(2, profile.max_players)
    hand = Hand(profile, [rng.randint(3, 150) for _ in range(n)], rng.randrange(n), seed=index)
    bot = RandomBot(index)
    check_views(hand, schema=schema)
    while not hand.is_over:
        if rng.random() < 0.1:  # a timeout (flip stud: the first seat still choosing)
            hand.act_default(None if hand.actor is not None else hand.actors[0])
        else:
            hand.act(bot.choose(hand))
        check_views(hand, schema=schema)
    winner = hand.uncontested_winner()
    if winner is not None and rng.random() < 0.5:
        hand.show_after_win(winner)
        check_views(hand, schema=schema)
    return hand


@pytest.mark.parametrize("profile", list(PROFILES.values()), ids=lambda p: p.name)
def test_views_match_the_schema_and_never_leak(profile: Profile) -> None:
    rng = random.Random(profile.name)
    for index in range(max(1, HANDS // len(PROFILES))):
        hand = play_checked(profile, rng, index, schema=True)
        for record in hand.history:
            RECORD_VALIDATOR.validate(record.to_json())
        VALIDATOR.validate(json.loads(save(hand)))


@pytest.mark.parametrize("profile", list(PROFILES.values()), ids=lambda p: p.name)
def test_no_view_json_leaks_over_many_hands(profile: Profile) -> None:
    rng = random.Random(f"leaks {profile.name}")
    for index in range(max(1, LEAK_HANDS // len(PROFILES))):
        play_checked(profile, rng, 10**6 + index, schema=False)


def test_the_compiled_validator_refuses_what_the_schema_refuses() -> None:
    hand = Hand(PROFILES["seven_card_stud"], [50, 50, 50], 0, seed=4)
    data = hand.view(0).to_dict()
    VALIDATE_VIEW(data)
    for broken in (
        {**data, "stacks": [-1, 50, 50]},
        {**data, "history": [*data["history"], {"event": "folded", "seat": 1, "extra": 2}]},
        {**data, "hole_cards": [["Xx"], [None], [None]]},
    ):
        with pytest.raises(fastjsonschema.JsonSchemaValueException):
            VALIDATE_VIEW(broken)
        with pytest.raises(jsonschema.ValidationError):
            VALIDATOR.validate(broken)


def test_saved_tables_match_the_schema() -> None:
    rng = random.Random(3)
    table = Table(PROFILES["five_card_stud_casino"], [50, 50, None, 40], seed=2, buy_in=(10, 90))
    table.join(2, 30)
    table.set_auto_ante(1, False)
    for _ in range(5):
        for seat in table.waiting_for:
            table.post_ante(seat)
        if len([s for s in table.stacks if s]) < 2:
            break
        hand = table.deal()
        bot = RandomBot(rng.randrange(100))
        while not hand.is_over:
            hand.act(bot.choose(hand))
    table.sit_out(0)
    VALIDATOR.validate(json.loads(save(table)))


def test_a_table_dealing_a_rotation_matches_the_schema() -> None:
    from studpoker import TRIPLE_STUD

    table = Table(TRIPLE_STUD, [200, 200, 200], seed=4)
    for _ in range(4):
        hand = table.deal()
        while not hand.is_over:
            hand.act_default()
    VALIDATOR.validate(json.loads(save(table)))


@pytest.mark.parametrize("seed", [9, None])
def test_saved_tournaments_match_the_schema(seed: int | None) -> None:
    from studpoker import TRIPLE_STUD, TURBO_SIT_AND_GO, Payouts, Tournament

    tournament = Tournament(
        TRIPLE_STUD,
        10,
        1000,
        TURBO_SIT_AND_GO,
        Payouts((50, 30, 20), 10),
        tables=2,
        seats=6,
        seed=seed,
        late_registration=1,
        clock=lambda: 12.5,
    )
    tournament.register("late")
    rng = random.Random(5)
    for _ in range(12):
        table = tournament.next_table()
        assert table is not None
        hand = tournament.deal(table)
        bot = RandomBot(rng.randrange(100))
        while not hand.is_over:
            hand.act(bot.choose(hand))
    hand = tournament.deal(tournament.next_table() or 0)  # one left running
    document = json.loads(tournament_to_json(tournament))
    VALIDATOR.validate(document)
    assert (document["draws"] is None) == (seed is not None)
    document["state"]["level"] = 0
    with pytest.raises(jsonschema.ValidationError):
        VALIDATOR.validate(document)
