"""A raked hand in JSON: its document carries the rake and restores identically, its views and
records carry what was raked, and the package's JSON Schema describes all of them."""

from __future__ import annotations

import json
from importlib import resources
from typing import Any

import pytest

from studpoker import SEVEN_CARD_STUD, SEVEN_CARD_STUD_HI_LO, Hand, Rake, SavedStateError
from studpoker.hand.records import PotRaked, record_from_json
from studpoker.saving import restore_hand, save
from tests.support.stud import call_down

jsonschema = pytest.importorskip("jsonschema")

SCHEMA = json.loads(
    resources.files("studpoker").joinpath("schema/studpoker.schema.json").read_text()
)
VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def valid(data: Any, definition: str) -> None:
    VALIDATOR.evolve(schema={"$ref": f"#/$defs/{definition}", "$defs": SCHEMA["$defs"]}).validate(
        data
    )


RAKE = Rake(10, cap=5)


def raked_hand() -> Hand:
    hand = Hand(SEVEN_CARD_STUD_HI_LO, [100, 100, 100], 1, seed=21, rake=RAKE)
    call_down(hand)
    return hand


def test_a_raked_hand_restores_identically() -> None:
    hand = raked_hand()
    assert hand.raked > 0
    document = save(hand)
    data = json.loads(document)
    assert Rake.from_json(data["rake"]) == hand.rake
    assert data["state"]["raked"] == hand.raked
    valid(data, "saved_hand")
    restored = restore_hand(document)
    assert restored.rake == hand.rake
    assert (restored.history, restored.stacks, restored.raked_pots) == (
        hand.history,
        hand.stacks,
        hand.raked_pots,
    )
    assert save(restored) == document


def test_a_raked_hand_saved_before_its_end_goes_on_with_its_rake() -> None:
    hand = Hand(SEVEN_CARD_STUD_HI_LO, [100, 100, 100], 1, seed=21, rake=RAKE)
    hand.act_default()
    restored = restore_hand(save(hand))
    for played in (hand, restored):
        call_down(played)
    assert restored.history == hand.history
    assert restored.raked == hand.raked


def test_a_document_whose_rake_was_changed_is_refused() -> None:
    data = json.loads(save(raked_hand()))
    data["rake"]["cap"] = 1
    with pytest.raises(SavedStateError, match="the play gives"):
        restore_hand(data)
    data["rake"] = {"percent": 5.5}
    with pytest.raises(SavedStateError, match=r"rake: rake percent 5\.5"):
        restore_hand(data)
    data["rake"] = {"percent": "5", "rate": 1}
    with pytest.raises(SavedStateError, match="unknown term"):
        restore_hand(data)


def test_a_hand_without_a_rake_writes_none_of_it() -> None:
    hand = Hand(SEVEN_CARD_STUD, [100, 100, 100], 1, seed=21)
    call_down(hand)
    data = json.loads(save(hand))
    assert "rake" not in data
    assert "raked" not in data["state"]
    assert "raked" not in hand.view(0).to_dict()


def test_views_and_records_of_a_raked_hand_match_the_schema() -> None:
    hand = raked_hand()
    for seat in (0, 1, 2, None):
        view = hand.view(seat).to_dict()
        valid(view, "view")
        assert view["raked"] == hand.raked
    raked = [record for record in hand.history if isinstance(record, PotRaked)]
    assert raked
    for record in raked:
        data = record.to_json()
        assert data == {"event": "pot_raked", "pot": record.pot, "amount": record.amount}
        valid(data, "record")
        assert record_from_json(data) == record
    with pytest.raises(jsonschema.ValidationError):
        valid({"event": "pot_raked", "pot": 0, "amount": -1}, "record")
