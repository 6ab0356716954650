"""Hand tests: one hand from the deal to the settlement (rules §2 to §7), its showing order,
profiles, bots, shuffles and views; helpers in ``tests.support.stud``."""

from __future__ import annotations

from types import ModuleType

import pytest

import studpoker
from studpoker import reference


@pytest.fixture(params=[studpoker, reference], ids=["rust", "reference"])
def impl(request: pytest.FixtureRequest) -> ModuleType:
    """The package's rules over the core, then the reference's."""
    module: ModuleType = request.param
    return module
