"""Settlement tests run each case on the Rust core and on the pure-Python reference alike."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest

import studpoker
from studpoker import reference


@pytest.fixture(params=["core", "reference"])
def settle(request: pytest.FixtureRequest) -> Callable[..., Any]:
    """``settle`` of the core, then of the reference."""
    return studpoker.settle if request.param == "core" else reference.settle


@pytest.fixture(params=["core", "reference"])
def settle_many(request: pytest.FixtureRequest) -> Callable[..., list[Any]]:
    """``settle_many`` of the core, then of the reference."""
    return studpoker.settle_many if request.param == "core" else reference.settle_many
