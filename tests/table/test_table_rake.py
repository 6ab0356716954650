"""A raked table: every hand pays the table's rate, the ledger balances with the rake, a saved
table restores with it; random raked hands on the core and on the reference agree record for
record (STUDPOKER_REFERENCE_HANDS / 4 hands per profile)."""

from __future__ import annotations

import json
import random
from importlib import resources

import pytest

import studpoker.reference
from studpoker import SEVEN_CARD_STUD_HI_LO, InvalidSetupError, Rake, SavedStateError, Table
from studpoker.games.profiles import PROFILES, Profile
from studpoker.hand import Hand
from studpoker.hand.records import PotRaked
from studpoker.saving import restore_table, save
from studpoker.table import LedgerEntry
from tests.support.invariants import check_invariants
from tests.support.random_play import apply_decision, draw_decision, random_game, random_stacks
from tests.support.sweeps import sweep_size

HANDS = max(1, sweep_size("STUDPOKER_REFERENCE_HANDS", 100, 10_000) // 4)

TABLE_RAKE = Rake(5, cap=4)


def play_session(table: Table, rng: random.Random, hands: int) -> None:
    """``hands`` hands of random decisions, with a player joining, topping up and leaving."""
    for number in range(hands):
        if number == 3:
            table.join(4, 150)
        if number == 6:
            table.add_chips(1, 50)
        if number == 9 and table.stacks[2]:
            table.leave(2)
        if sum(1 for stack in table.stacks if stack) < 2:
            break
        hand = table.deal()
        while not hand.is_over:
            apply_decision(hand, draw_decision(hand, rng))


def brought(ledger: list[LedgerEntry]) -> int:
    return sum(entry.chips for entry in ledger if entry.event in ("join", "add"))


def taken(ledger: list[LedgerEntry]) -> int:
    return sum(entry.chips for entry in ledger if entry.event == "leave")


def test_a_raked_session_s_ledger_balances() -> None:
    table = Table(SEVEN_CARD_STUD_HI_LO, [200, 200, 200, 200, None], seed=5, rake=TABLE_RAKE)
    play_session(table, random.Random(5), 24)
    records = [r for hand in table.hands for r in hand.history if isinstance(r, PotRaked)]
    assert table.raked == sum(r.amount for r in records) > 0
    assert all(hand.raked <= 4 for hand in table.hands), "the cap holds in every hand"
    at_table = sum(stack or 0 for stack in table.stacks)
    assert 800 + brought(table.ledger) - taken(table.ledger) - table.raked == at_table
    for seat, stack in enumerate(table.stacks):
        if stack is not None:
            table.leave(seat)
    # everyone has left: chips brought (the first 800 and the ledger's) less chips taken and
    # the rake is nothing
    assert 800 + brought(table.ledger) - taken(table.ledger) - table.raked == 0


def test_every_hand_of_a_table_pays_its_rate() -> None:
    table = Table(SEVEN_CARD_STUD_HI_LO, [200, 200, 200, None, None], seed=2, rake=TABLE_RAKE)
    play_session(table, random.Random(2), 6)
    assert all(hand.rake is TABLE_RAKE for hand in table.hands)
    assert table.raked == sum(hand.raked for hand in table.hands) > 0
    unraked = Table(SEVEN_CARD_STUD_HI_LO, [200, 200, 200, None, None], seed=2)
    play_session(unraked, random.Random(2), 6)
    assert unraked.raked == 0
    assert [hand.raked_pots for hand in unraked.hands] == [()] * len(unraked.hands)


def test_a_raked_table_restores_with_its_rake() -> None:
    table = Table(SEVEN_CARD_STUD_HI_LO, [200, 200, 200, 200, None], seed=5, rake=TABLE_RAKE)
    play_session(table, random.Random(5), 12)
    document = save(table)
    restored = restore_table(document)
    assert restored.rake == TABLE_RAKE
    assert (restored.stacks, restored.ledger, restored.raked) == (
        table.stacks,
        table.ledger,
        table.raked,
    )
    assert save(restored) == document
    data = json.loads(document)
    schema = json.loads(
        resources.files("studpoker").joinpath("schema/studpoker.schema.json").read_text()
    )
    jsonschema = pytest.importorskip("jsonschema")
    jsonschema.Draft202012Validator(schema).validate(data)
    # a document whose rake was changed plays other stacks: refused, naming the field
    data["rake"]["cap"] = 1
    with pytest.raises(SavedStateError, match="the play gives"):
        restore_table(data)
    del data["rake"]
    with pytest.raises(SavedStateError):
        restore_table(data)


def test_a_table_takes_a_rate_not_one_hand_s_exact_rake() -> None:
    with pytest.raises(InvalidSetupError, match="a table takes a rate"):
        Table(SEVEN_CARD_STUD_HI_LO, [100, 100], rake=Rake.exact(3))
    with pytest.raises(InvalidSetupError, match="a table takes a rate"):
        Table(SEVEN_CARD_STUD_HI_LO, [100, 100], rake=0.05)  # type: ignore[arg-type]


def random_rake(rng: random.Random) -> Rake:
    """Any rate, terms drawn at random."""
    percents: list[int | str] = [1, 5, "2.5", "1/3", 10, 50, 100]
    return Rake(
        rng.choice(percents),
        cap=rng.choice([None, 1, 3, 30]),
        per=rng.choice([1, 1, 2, 20]),
        unit=rng.choice([1, 1, 5]),
        per_pot=rng.random() < 0.5,
        order=rng.choice(["main_first", "side_first", "proportional"]),
        uncontested=rng.random() < 0.7,
        first_street=rng.random() < 0.3,
    )


@pytest.mark.parametrize("profile", PROFILES.values(), ids=PROFILES.keys())
def test_raked_hands_on_the_reference_match_the_core(profile: Profile) -> None:
    rng = random.Random(f"rake/{profile.name}")
    for number in range(HANDS):
        game = random_game(profile, rng)
        rake = random_rake(rng)
        stay = number % 3 == 2  # many players to the showdown, side pots among them
        n = rng.randint(2, game.max_players)
        stacks = random_stacks(game, rng, n)
        dealer = rng.randrange(n)
        core = Hand(game, stacks, dealer, seed=number, rake=rake)
        reference = Hand(game, stacks, dealer, seed=number, rake=rake, rules=studpoker.reference)
        while not core.is_over:
            decision = draw_decision(core, rng, stay=stay)
            apply_decision(core, decision)
            apply_decision(reference, decision)
            assert reference.history == core.history
        check_invariants(core, sum(stacks))
        assert (reference.stacks, reference.raked_pots) == (core.stacks, core.raked_pots)
        assert core.settlement is not None
        if not game.merge_pots:
            # the pots settled are the layout's: the rake is the setting's, pot by pot
            expected = rake.take(
                [pot.amount for pot in core.settlement.pots],
                won_by_folds=core.uncontested_winner() is not None,
                ended_on_first_street=core.street == 0,
            )
            assert core.raked_pots == expected
            assert [pot.rake for pot in core.settlement.pots] == list(expected)
