"""Evaluation tests: cards, evaluators (plain, wild, batch), enumeration and equity, the Rust
core held against the pure-Python reference."""

from __future__ import annotations

from types import ModuleType

import pytest

import studpoker._core
from studpoker import reference


@pytest.fixture(params=[reference, studpoker._core], ids=["reference", "rust"])
def impl(request: pytest.FixtureRequest) -> ModuleType:
    """The evaluators of the reference, then of the extension."""
    module: ModuleType = request.param
    return module
