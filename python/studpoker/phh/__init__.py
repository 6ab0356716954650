"""Hand histories in the PHH standard (the Poker Hand History format, TOML based).

``load`` / ``load_file`` read one hand, ``load_all`` / ``load_all_file`` read ``.phhs`` files of
many; ``dumps`` writes one back. ``replay`` plays a history on the engine and returns the ``Hand``;
``dump`` writes a ``Hand`` as a history. Every problem raises ``HandHistoryError`` naming the line.
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
from studpoker.phh.dump import dump, history_of
from studpoker.phh.replay import replay, replay_all
from studpoker.phh.variants import STANDARD_VARIANTS, profile_for

__all__ = [
    "STANDARD_VARIANTS",
    "HandHistory",
    "PhhAction",
    "dump",
    "dumps",
    "history_of",
    "load",
    "load_all",
    "load_all_file",
    "load_file",
    "profile_for",
    "replay",
    "replay_all",
]
