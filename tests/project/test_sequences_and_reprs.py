"""What Python users pass: every public constructor that takes a sequence takes a list, a tuple or
any other ordered iterable and keeps it as a tuple; the setup objects print as what they are; the
HTTP example uses the package's public API only."""

from __future__ import annotations

import ast
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from studpoker import (
    FOLLOW_THE_QUEEN,
    RAZZ,
    SEVEN_CARD_STUD,
    SEVEN_CARD_STUD_HI_LO,
    TRIPLE_STUD,
    TURBO_SIT_AND_GO,
    DealersChoice,
    Hand,
    Level,
    Payouts,
    Rake,
    Rotation,
    Street,
    Structure,
    Table,
    Tournament,
    parse_cards,
)
from studpoker.games.wild_rules import follow_the_queen, wild_in_force
from studpoker.importing import Refusal

ROOT = Path(__file__).resolve().parents[2]
LEVELS = (Level(10, 10, 20, 40, hands=5, denominations=(5, 10)), Level(20, 20, 40, 80, hands=5))


def _forms(values: tuple[Any, ...]) -> Iterator[Callable[[], object]]:
    """The same items as a list, a tuple, a generator and an iterator."""
    yield lambda: list(values)
    yield lambda: tuple(values)
    yield lambda: (value for value in values)
    yield lambda: iter(values)


CASES: list[tuple[str, Callable[[Any], object], Callable[[Any], object], tuple[Any, ...]]] = [
    ("rotation", lambda g: Rotation(g, hands=6), lambda r: r.profiles, (RAZZ, SEVEN_CARD_STUD)),
    ("dealer's choice", DealersChoice, lambda d: d.games, (RAZZ, SEVEN_CARD_STUD_HI_LO)),
    ("payouts", lambda s: Payouts(s, buy_in=10), lambda p: p.shares, (65, 35)),
    ("structure", Structure, lambda s: s.levels, LEVELS),
    (
        "denominations",
        lambda c: Level(5, 5, 10, 20, hands=3, denominations=c),
        lambda level: level.denominations,
        (5, 25, 100),
    ),
    ("table stacks", lambda s: Table(RAZZ, s, seed=1), lambda t: t.initial_stacks, (50, None, 80)),
    (
        "table buy-in",
        lambda b: Table(RAZZ, (50, 80), seed=1, buy_in=b),
        lambda t: t.buy_in,
        (20, 200),
    ),
    ("profile steps", lambda s: RAZZ.replace(steps=s), lambda p: p.steps, RAZZ.steps),
    ("profile streets", lambda s: RAZZ.replace(streets=s), lambda p: p.streets, RAZZ.streets),
    ("street cards", Street, lambda street: street.cards, ("down", "down", "up")),
    ("rake amounts", lambda a: Rake(amount=a), lambda rake: rake.amount, (3, 1)),
    ("hand stacks", lambda s: Hand(RAZZ, s, seed=1), lambda h: h.starting_stacks, (40, 60, 80)),
    (
        "entrants",
        lambda e: Tournament(RAZZ, e, 1000, TURBO_SIT_AND_GO, Payouts((1,), 5), seed=2),
        lambda t: t.entrants,
        ("ann", "bob", "cy"),
    ),
]


@pytest.mark.parametrize(("what", "build", "stored", "values"), CASES, ids=[c[0] for c in CASES])
def test_any_ordered_iterable_is_taken_and_kept_as_a_tuple(
    what: str,
    build: Callable[[Any], object],
    stored: Callable[[Any], object],
    values: tuple[Any, ...],
) -> None:
    for form in _forms(values):
        kept = stored(build(form()))
        assert isinstance(kept, tuple), what
        assert kept == values, what


def test_objects_built_from_a_list_equal_those_built_from_a_tuple() -> None:
    assert Rotation([RAZZ, SEVEN_CARD_STUD], hands=6) == Rotation((RAZZ, SEVEN_CARD_STUD), hands=6)
    assert hash(Payouts([65, 35], buy_in=10)) == hash(Payouts((65, 35), buy_in=10))
    assert Structure(list(LEVELS), "s") == Structure(LEVELS, "s")
    assert RAZZ.replace(steps=list(RAZZ.steps), streets=list(RAZZ.streets)) == RAZZ
    assert hash(RAZZ.replace(steps=list(RAZZ.steps))) == hash(RAZZ)


def test_the_up_cards_of_follow_the_queen_may_be_any_ordered_iterable() -> None:
    cards = parse_cards("Qh 5d 9c")
    assert follow_the_queen(iter(cards)) == follow_the_queen(tuple(cards))
    assert follow_the_queen(cards) == wild_in_force(FOLLOW_THE_QUEEN, iter(cards))


def test_a_list_given_is_not_shared_with_the_object() -> None:
    games = [RAZZ, SEVEN_CARD_STUD]
    rotation = Rotation(games, hands=2)
    games.append(SEVEN_CARD_STUD_HI_LO)
    assert rotation.profiles == (RAZZ, SEVEN_CARD_STUD)


def test_the_setup_objects_print_as_what_they_are() -> None:
    assert repr(Rotation([RAZZ, SEVEN_CARD_STUD], hands=6)) == (
        "<Rotation rotation: razz, seven_card_stud, 6 hand(s) each>"
    )
    assert repr(TRIPLE_STUD).startswith("<Rotation triple_stud: razz, seven_card_stud")
    assert repr(Payouts([65, 35], buy_in=10)) == "<Payouts 65/35 (2 places paid), buy-in 10>"
    assert repr(Payouts([1], buy_in=3)) == "<Payouts 1 (1 place paid), buy-in 3>"
    assert repr(Structure(LEVELS, "ladder")) == "<Structure ladder, 2 levels>"
    assert (
        repr(TURBO_SIT_AND_GO)
        == f"<Structure turbo_sit_and_go, {len(TURBO_SIT_AND_GO.levels)} levels>"
    )
    assert repr(DealersChoice([RAZZ], default="first")) == (
        "<DealersChoice dealers_choice: razz; on timeout the first>"
    )
    refusal = Refusal("pokerstars", "123", 7, "no seat 9")
    assert repr(refusal) == "<Refusal line 7 (pokerstars hand 123): no seat 9>"


def test_a_table_prints_its_game_seats_and_hand() -> None:
    table = Table(RAZZ, [100] * 6, seed=1)
    assert repr(table) == "<Table razz, 6 seats, no hand dealt>"
    table.deal()
    assert repr(table) == "<Table razz, 6 seats, hand 1 (in play)>"
    rotating = Table(TRIPLE_STUD, [100, 100], seed=1)
    rotating.deal()
    assert repr(rotating) == "<Table triple_stud: razz, 2 seats, hand 1 (in play)>"


def test_a_tournament_prints_its_event_game_entries_and_level() -> None:
    event = Tournament(RAZZ, 4, 1000, TURBO_SIT_AND_GO, Payouts([1], buy_in=5), seed=3, name="cup")
    assert repr(event) == "<Tournament cup: razz, 4 entries, level 1, 1 table(s) in play>"


def _private_imports(path: Path) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("studpoker"):
            module = node.module or ""
            names = [alias.name for alias in node.names]
            found += [f"{module}.{n}" for n in names if n.startswith("_")]
            if any(part.startswith("_") for part in module.split(".")):
                found.append(module)
        elif isinstance(node, ast.Import):
            found += [
                alias.name
                for alias in node.names
                if alias.name.startswith("studpoker")
                and any(part.startswith("_") for part in alias.name.split("."))
            ]
    return found


def test_the_http_example_uses_only_public_api() -> None:
    files = sorted((ROOT / "examples" / "http_table").rglob("*.py"))
    assert files
    private = {str(p.relative_to(ROOT)): _private_imports(p) for p in files}
    assert not any(private.values()), private
