"""A dealer's choice in the package's JSON forms (rules §11): the views, the saved hand, table and
tournament, before, during and after the choice, match the JSON Schema; a tampered document is
refused."""

from __future__ import annotations

import json
from importlib import resources

import pytest

from studpoker import DEALERS_CHOICE, TURBO_SIT_AND_GO, Payouts, Tournament
from studpoker.bots import RandomBot, play_out
from studpoker.errors import SavedStateError
from studpoker.saving import restore, save
from studpoker.table import Table
from studpoker.tournament.saving import tournament_to_json

jsonschema = pytest.importorskip("jsonschema")

SCHEMA = json.loads(
    resources.files("studpoker").joinpath("schema/studpoker.schema.json").read_text()
)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def test_views_and_saved_tables_mid_choice_match_the_schema() -> None:
    table = Table(DEALERS_CHOICE, [200, 200, 200, None], seed=6)
    for number in range(4):
        hand = table.deal()
        for seat in (None, 0, 1, 2):
            VALIDATOR.validate(hand.view(seat).to_dict())
        VALIDATOR.validate(json.loads(save(table)))
        VALIDATOR.validate(json.loads(save(hand)))
        if number % 2:
            hand.act_default()
        play_out(hand, [RandomBot(number * 4 + k) for k in range(hand.n)])
        VALIDATOR.validate(hand.view(0).to_dict())
    VALIDATOR.validate(json.loads(save(table)))


def test_a_saved_tournament_over_a_dealers_choice_matches_the_schema() -> None:
    tournament = Tournament(
        DEALERS_CHOICE, 7, 1000, TURBO_SIT_AND_GO, Payouts((65, 35), 10), tables=2, seed=3
    )
    for _ in range(3):
        table = tournament.next_table()
        assert table is not None
        hand = tournament.deal(table)
        VALIDATOR.validate(json.loads(tournament_to_json(tournament)))  # mid-choice
        play_out(hand, [RandomBot(k) for k in range(hand.n)])
    VALIDATOR.validate(json.loads(tournament_to_json(tournament)))


def test_a_tampered_choice_is_refused() -> None:
    table = Table(DEALERS_CHOICE, [200, 200, 200], seed=6)
    hand = table.deal()
    hand.act("dc baseball")
    document = json.loads(save(hand))
    document["actions"][0]["action"] = "dc flip_stud"  # another game than the deck dealt
    with pytest.raises(SavedStateError, match="actions\\[0\\]: dc flip_stud"):
        restore(json.dumps(document))
    pending = json.loads(save(table.deal() if hand.is_over else hand))
    pending["dealers_choice"] = []
    with pytest.raises(SavedStateError):
        restore(json.dumps(pending))
