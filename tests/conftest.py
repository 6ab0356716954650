"""Every test folder's common ground: the per-test time limit (pytest-timeout, ``timeout`` in
pyproject.toml) is lifted for a run whose sweeps are enlarged, since those run as long as asked."""

from __future__ import annotations

import pytest

from tests.support.sweeps import enlarged


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Under ``STUDPOKER_EXHAUSTIVE=full`` (or a sweep's own variable above CI's size) a test
    without a limit of its own runs without one."""
    if not enlarged():
        return
    for item in items:
        if item.get_closest_marker("timeout") is None:
            item.add_marker(pytest.mark.timeout(0))
