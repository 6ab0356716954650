"""What the test folders share: helper modules (hands, invariants, random play, servers,
settlement strategies, refusal checks) and the paths of the repository and its test data."""

from __future__ import annotations

import os
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
"""The repository's root."""
PHH_DATA = REPO / "tests" / "data" / "phh"
"""The real hand histories."""
ROOM_HISTORIES = Path(
    os.environ.get("STUDPOKER_ROOM_HISTORIES") or REPO.parent / "shared" / "hand-histories"
)
"""The online rooms' real stud hands (test data beside the repository, never copied into it;
tests that read them skip when the folder is absent). ``STUDPOKER_ROOM_HISTORIES`` names the
folder for a checkout that is not beside it (a git worktree)."""
IMPORT_SAMPLES = REPO / "tests" / "data" / "importing"
"""Short samples of each room's format, written for the project."""
VECTORS = REPO / "tests" / "vectors" / "eval.csv"
"""The golden evaluation vectors, shared with the core's Rust tests."""
