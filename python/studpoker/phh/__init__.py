"""Hand histories in the PHH standard (the Poker Hand History format, TOML based).

``load`` / ``load_file`` read one hand, ``load_all`` / ``load_all_file`` read ``.phhs`` files of
many; ``dumps`` writes one back. Every problem raises ``HandHistoryError`` naming the line.
"""

from __future__ import annotations

from studpoker.phh.document import (
    HandHistory,
    PhhAction,
    dumps,
    load,
    load_all,
    load_all_file,
    load_file,
)

__all__ = [
    "HandHistory",
    "PhhAction",
    "dumps",
    "load",
    "load_all",
    "load_all_file",
    "load_file",
]
