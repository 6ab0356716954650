"""Wild cards (``wild=``): the Rust core against the reference's brute-force substitution, the
hand-checked cases of issue 10, and the contract of docs/core-api.md.

The reference tries every substitution, so a hand of eleven cards with four wilds costs it a
fifth of a second: hypothesis draws ``STUDPOKER_WILD_EXAMPLES`` examples per test (150 unless
set), hands of 5 to 11 cards with 0 to 4 of their own cards wild. The core's own run against a
brute-force oracle (``rust/studpoker-core/tests/wild.rs``) covers many more hands natively.
"""

from __future__ import annotations

import operator
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from studpoker import _core as rust
from studpoker import reference
from studpoker.errors import InvalidCardError, StudPokerError
from tests.support.refusals import refusal
from tests.support.sweeps import sweep_size

EXAMPLES = sweep_size("STUDPOKER_WILD_EXAMPLES", 150)
EVALUATORS = ("evaluate_high", "evaluate_low_a5", "evaluate_low_8")
RANKERS = {
    "evaluate_high": "rank_high",
    "evaluate_low_a5": "rank_low_a5",
    "evaluate_low_8": "rank_low_8",
}
MODULES = (rust, reference)
# The wild high space (docs/core-api.md): plain ranks below the worst full house unchanged.
FULL_HOUSE_BASE = 7140
MULTI_ACE_FLUSHES = 286
ROYAL_FLUSH_WILD = 7461 + MULTI_ACE_FLUSHES


def outcome(function: Callable[..., Any], *args: object, **kwargs: object) -> tuple[str, object]:
    try:
        return "value", fields(function(*args, **kwargs))
    except (StudPokerError, TypeError) as error:
        return refusal(error)


def fields(value: Any) -> object:
    if value is None or isinstance(value, int):
        return value
    return (
        value.kind,
        value.rank,
        value.category,
        tuple(value.cards),
        tuple(value.played),
        value.describe(),
        repr(value),
    )


@st.composite
def wild_hands(draw: st.DrawFn, most: int = 11) -> tuple[list[int], list[int | str]]:
    """A hand of 5..``most`` cards and a wild set: 0 to 4 of its cards (as numbers or text) and
    sometimes cards it does not hold or a rank it does not hold."""
    cards = draw(st.lists(st.integers(0, 51), min_size=5, max_size=most, unique=True))
    wild_count = draw(st.integers(0, min(4, len(cards))))
    wild: list[int | str] = []
    for card in cards[:wild_count]:
        wild.append(draw(st.sampled_from([card, reference.format_card(card)])))  # type: ignore[arg-type]
    others = [card for card in range(52) if card not in cards]
    wild += draw(st.lists(st.sampled_from(others), max_size=2))
    absent = [
        rank
        for rank in "23456789TJQKA"
        if all(c >> 2 != "23456789TJQKA".index(rank) for c in cards)
    ]
    if absent and draw(st.booleans()):  # type: ignore[arg-type]
        wild.append(draw(st.sampled_from(absent)))
    return cards, wild


@settings(max_examples=EXAMPLES, deadline=None)
@given(hand=wild_hands())
def test_every_field_matches_the_brute_force_reference(
    hand: tuple[list[int], list[int | str]],
) -> None:
    cards, wild = hand
    for name in EVALUATORS:
        expected = fields(getattr(reference, name)(cards, wild=wild))
        assert fields(getattr(rust, name)(cards, wild=wild)) == expected, name
        text = " ".join(
            str(item) if isinstance(item, str) else reference.format_card(item) for item in wild
        )
        assert fields(getattr(rust, name)(reference.format_cards(cards), wild=text)) == expected
        rank = None if expected is None else getattr(reference, name)(cards, wild=wild).rank
        assert getattr(rust, RANKERS[name])(cards, wild=wild) == rank, name


@settings(max_examples=EXAMPLES, deadline=None)
@given(first=wild_hands(most=8), second=wild_hands(most=8))
def test_ordering_with_one_wild_set_matches(
    first: tuple[list[int], list[int | str]], second: tuple[list[int], list[int | str]]
) -> None:
    wild = [*first[1], *second[1]]
    for name in EVALUATORS:
        values = {
            module: [getattr(module, name)(hand, wild=wild) for hand in (first[0], second[0])]
            for module in MODULES
        }
        if None in values[rust] or None in values[reference]:
            assert [v is None for v in values[rust]] == [v is None for v in values[reference]]
            continue
        for compare in (operator.eq, operator.lt, operator.le, operator.gt, operator.ge):
            assert compare(*values[rust]) == compare(*values[reference]), name


@settings(max_examples=EXAMPLES, deadline=None)
@given(cards=st.lists(st.integers(0, 51), min_size=5, max_size=9, unique=True))
def test_no_wild_set_is_the_plain_evaluation(cards: list[int]) -> None:
    for module in MODULES:
        for name in EVALUATORS:
            plain = fields(getattr(module, name)(cards))
            assert fields(getattr(module, name)(cards, wild=None)) == plain
            assert fields(getattr(module, name)(cards, wild=[])) == plain
            assert fields(getattr(module, name)(cards, wild="")) == plain


@settings(max_examples=EXAMPLES, deadline=None)
@given(cards=st.lists(st.integers(0, 47), min_size=5, max_size=9, unique=True))
def test_a_hand_without_wild_cards_keeps_its_place(cards: list[int]) -> None:
    """Aces wild, no ace held: the same hand and words; the high rank moves into the wild high
    space (up by the 286 multi-ace flushes from full houses on), the lows keep theirs."""
    for module in MODULES:
        plain = module.evaluate_high(cards)
        wild = module.evaluate_high(cards, wild="A")
        assert wild.kind == "high_wild"
        assert (wild.category, wild.cards, wild.played) == (
            plain.category,
            plain.cards,
            plain.cards,
        )
        shift = MULTI_ACE_FLUSHES if plain.rank >= FULL_HOUSE_BASE else 0
        assert wild.rank == plain.rank + shift
        assert module.evaluate_low_a5(cards, wild="A") == module.evaluate_low_a5(cards)
        assert module.rank_low_8(cards, wild="A") == module.rank_low_8(cards)


# (cards, wild, evaluator, description, cards held, cards played)
HAND_CHECKED = [
    # A wild completes a royal flush.
    (
        "As Ks Qs Js 2h 7d 8c",
        "2",
        "evaluate_high",
        "Royal flush (2h as Ts)",
        "As Ks Qs Js 2h",
        "As Ks Qs Js Ts",
    ),
    # Two wilds (Baseball's threes) and trips make five of a kind.
    (
        "Kc Kd Kh 3s 3d",
        "3 9",
        "evaluate_high",
        "Five of a kind, kings (3s as Ks, 3d as Ks)",
        "Kh Kd Kc 3s 3d",
        "Kh Kd Kc Ks Ks",
    ),
    # Two wilds and a pair of naturals make four of a kind; a third wild, five of a kind.
    (
        "Qc Qd Jh Js 4c 8d 9h",
        "Js Jh",
        "evaluate_high",
        "Four of a kind, queens (Js as Qs, Jh as Qh)",
        "Qd Qc Js Jh 9h",
        "Qd Qc Qs Qh 9h",
    ),
    (
        "Qc Qd Jh Js 4c 8d Kh",
        "Js Jh Kh",
        "evaluate_high",
        "Five of a kind, queens (Kh as Qs, Js as Qh, Jh as Qs)",
        "Qd Qc Kh Js Jh",
        "Qd Qc Qs Qh Qs",
    ),
    # The best flush needs the wild to duplicate the ace held: the double-ace flush.
    (
        "As 9s 6s 2s Kh Qd 4c",
        "Kh",
        "evaluate_high",
        "Flush, ace high (Kh as As)",
        "As Kh 9s 6s 2s",
        "As As 9s 6s 2s",
    ),
    # Acey-deucy: the aces and twos are wild themselves, four of them and a king.
    (
        "Ac Ad 2c 2h Ks 7d 9c",
        "A 2",
        "evaluate_high",
        "Five of a kind, kings (Ad as Kh, Ac as Kd, 2h as Kc, 2c as Ks)",
        "Ks Ad Ac 2h 2c",
        "Ks Kh Kd Kc Ks",
    ),
    # Lows: a wild is the best card the low lacks.
    (
        "Ac 2d 3h 4s Kh 9c 9d",
        "Kh",
        "evaluate_low_a5",
        "Five-four low (Kh as 5s)",
        "Kh 4s 3h 2d Ac",
        "5s 4s 3h 2d Ac",
    ),
    (
        "Ac 2d 7h Kh Kd Qc 9d",
        "K",
        "evaluate_low_8",
        "Seven-four low (Kh as 4s, Kd as 3s)",
        "7h Kh Kd 2d Ac",
        "7h 4s 3s 2d Ac",
    ),
    # Eleven cards (Baseball past nine), one-eyed jacks.
    (
        "2c 2d 7h 7s Td Th 5c 5s 9c Jh Js",
        "Js Jh",
        "evaluate_high",
        "Four of a kind, tens (Js as Ts, Jh as Tc)",
        "Th Td Js Jh 9c",
        "Th Td Ts Tc 9c",
    ),
]


@pytest.mark.parametrize(("cards", "wild", "name", "said", "held", "played"), HAND_CHECKED)
@pytest.mark.parametrize("module", MODULES, ids=["core", "reference"])
def test_hand_checked_cases(
    module: Any, cards: str, wild: str, name: str, said: str, held: str, played: str
) -> None:
    value = getattr(module, name)(cards, wild=wild)
    assert value.describe() == said
    assert reference.format_cards(value.cards) == held
    assert " ".join(reference.format_card(card) for card in value.played) == played


@pytest.mark.parametrize("module", MODULES, ids=["core", "reference"])
def test_five_of_a_kind_beats_every_straight_flush(module: Any) -> None:
    royal = module.evaluate_high("As Ks Qs Js Th", wild="Th")
    fives = module.evaluate_high("2c 2d 2h 2s 3c", wild="3c")
    assert royal.rank == ROYAL_FLUSH_WILD
    assert fives.category == "five_of_a_kind"
    assert fives > royal
    assert module.rank_high("Ac Ad Ah As Kc", wild="K") == 7760  # five aces: the top


@pytest.mark.parametrize("module", MODULES, ids=["core", "reference"])
def test_wild_high_values_do_not_order_against_plain_ones(module: Any) -> None:
    plain = module.evaluate_high("As Ks Qs Js 9s")
    wild = module.evaluate_high("As Ks Qs Js 9s", wild="2")
    assert plain.kind == "high"
    assert wild.kind == "high_wild"
    assert plain != wild
    with pytest.raises(TypeError):
        _ = plain < wild
    # Lows have no new class: a low with wilds orders against a plain low.
    assert module.evaluate_low_a5("Ac 2d 3h 4s Kh", wild="K") > module.evaluate_low_a5(
        "Ac 2d 3h 4s 6h"
    )


wild_specs = st.one_of(
    st.text(alphabet="23456789TJQKAtjqka10cdhs♠♥ ,xZ", max_size=8),
    st.lists(st.one_of(st.integers(-2, 54), st.text(alphabet="QJ10hsx ", max_size=3)), max_size=3),
    st.integers(),
    st.none(),
)


@settings(max_examples=EXAMPLES, deadline=None)
@given(wild=wild_specs)
def test_bad_wild_sets_are_refused_like_the_core(wild: Any) -> None:
    for name in (*EVALUATORS, *RANKERS.values()):
        expected = outcome(getattr(reference, name), "As Kd 7c 5h 2s", wild=wild)
        assert outcome(getattr(rust, name), "As Kd 7c 5h 2s", wild=wild) == expected


@pytest.mark.parametrize(
    "cards", [list(range(12)), "As Kd 7c 5h", [0, 1, 2, 3, 3], (60, 1, 2, 3, 4), "As Kd Zz 5h 2s"]
)
def test_bad_hands_with_wild_are_refused_like_the_core(cards: Any) -> None:
    for name in EVALUATORS:
        expected = outcome(getattr(reference, name), cards, wild="Q")
        assert expected[0] == "InvalidCardError"
        assert outcome(getattr(rust, name), cards, wild="Q") == expected


def test_eleven_cards_need_the_wild_keyword() -> None:
    eleven = [4 * rank + rank % 4 for rank in range(11)]  # 2c 3d 4h 5s ... Qh
    for module in MODULES:
        with pytest.raises(InvalidCardError, match="expected 5 to 9 cards, got 11"):
            module.evaluate_high(eleven)
        assert module.evaluate_high(eleven, wild=()).describe() == "Straight, queen high"


def test_the_core_reads_wild_entries_with_its_card_reader() -> None:
    """A bool is no card and a lone surrogate no text, in the wild set as in the hand."""
    for wild in ([True], "\ud800", ["Q", "\ud800s"]):
        with pytest.raises(InvalidCardError):
            rust.rank_high("As Kd 7c 5h 2s", wild=wild)
