"""The sizes of the long sweeps: bounded by default, whole under STUDPOKER_EXHAUSTIVE=full, and
each one's own variable first."""

from __future__ import annotations

import pytest

from tests.support.sweeps import sweep_size


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
