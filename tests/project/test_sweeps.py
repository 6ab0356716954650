"""The sizes of the long sweeps: bounded by default, whole under STUDPOKER_EXHAUSTIVE=full, and
each one's own variable first."""

from __future__ import annotations

import pytest

from tests.support import sweeps
from tests.support.sweeps import enlarged, sweep_size


@pytest.fixture(autouse=True)
def fresh_record(monkeypatch: pytest.MonkeyPatch) -> None:
    """These tests ask for sizes of their own: the run's record of enlarged sweeps stays as the
    collection left it."""
    monkeypatch.setattr(sweeps, "_ENLARGED", set())


def test_bounded_by_default(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("STUDPOKER_EXHAUSTIVE", raising=False)
    monkeypatch.delenv("STUDPOKER_X_HANDS", raising=False)
    assert sweep_size("STUDPOKER_X_HANDS", 10, 1000) == 10


def test_exhaustive_full_runs_the_whole_sweep(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STUDPOKER_EXHAUSTIVE", "full")
    monkeypatch.delenv("STUDPOKER_X_HANDS", raising=False)
    assert sweep_size("STUDPOKER_X_HANDS", 10, 1000) == 1000
    assert sweep_size("STUDPOKER_X_HANDS", 10) == 10, "a sweep without a full size keeps its own"


def test_the_sweeps_own_variable_wins(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("STUDPOKER_EXHAUSTIVE", "full")
    monkeypatch.setenv("STUDPOKER_X_HANDS", "7")
    assert sweep_size("STUDPOKER_X_HANDS", 10, 1000) == 7


def test_an_enlarged_sweep_is_named(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("STUDPOKER_EXHAUSTIVE", raising=False)
    monkeypatch.setenv("STUDPOKER_X_HANDS", "5")
    sweep_size("STUDPOKER_X_HANDS", 10, 1000)
    sweep_size("STUDPOKER_Y_HANDS", 10, 1000)
    assert enlarged() == frozenset(), "a sweep at or below CI's size lifts no time limit"
    monkeypatch.setenv("STUDPOKER_EXHAUSTIVE", "full")
    sweep_size("STUDPOKER_Y_HANDS", 10, 1000)
    assert enlarged() == {"STUDPOKER_Y_HANDS"}
