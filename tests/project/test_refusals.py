"""The refusal comparison of the differential tests: same class and same facts, whatever the
quoting."""

from __future__ import annotations

import pytest

from studpoker import InvalidCardError, InvalidRuleError, reference
from tests.support.refusals import assert_same_refusal, facts

RUST_QUOTED = 'invalid card "Z\\u{301}\\"x\\n": expected a suit, e.g. "As"'


def test_rust_and_python_quoting_name_the_same_text() -> None:
    text = 'Z\u0301"x\n'
    python_quoted = "invalid card " + repr(text) + ': expected a suit, e.g. "As"'
    assert facts(RUST_QUOTED) == facts(python_quoted)
    assert facts(RUST_QUOTED)["text " + text] == 1


def test_a_different_fact_or_class_is_a_different_refusal() -> None:
    core = InvalidCardError("seat 1: duplicate card As: a card may appear only once")
    assert_same_refusal(core, InvalidCardError("seat 1: As is given twice"))
    with pytest.raises(AssertionError):
        assert_same_refusal(core, InvalidCardError("seat 2: duplicate card As"))
    with pytest.raises(AssertionError):
        assert_same_refusal(core, InvalidCardError("seat 1: duplicate card Ad"))
    with pytest.raises(AssertionError):
        assert_same_refusal(core, InvalidRuleError("seat 1: duplicate card As"))


def test_the_reference_quotes_the_python_way() -> None:
    with pytest.raises(InvalidCardError, match="invalid card 'Zz'"):
        reference.parse_card("Zz")
