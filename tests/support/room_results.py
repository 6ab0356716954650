"""What the tests of the rooms' readers share: an imported hand replayed to the room's own result,
and the importer's known limits as docs/importing.md lists them."""

from __future__ import annotations

import re

from studpoker import phh
from studpoker.errors import HandHistoryError
from studpoker.hand import Hand
from studpoker.importing import Imported
from studpoker.phh.document import HandHistory
from tests.support import REPO

IMPORTING_DOC = REPO / "docs" / "importing.md"


def replay_to_room_result(history: HandHistory) -> Hand:
    """Replays ``history`` and checks that it ends, on the room's own stacks (rake included)."""
    hand = phh.replay(history)
    assert hand.is_over
    return hand


def replay_failure(history: HandHistory) -> str | None:
    """Why ``history`` does not replay to the room's result (``None`` when it does)."""
    try:
        replay_to_room_result(history)
    except HandHistoryError as err:
        return str(err)
    return None


def known_limits(room: str) -> list[str]:
    """The refusal reasons docs/importing.md's "Known limits" lists for ``room`` (the title its
    entries begin with in bold), each the text between backquotes."""
    text = IMPORTING_DOC.read_text(encoding="utf-8")
    section = text.split("## Known limits", 1)[1]
    reasons: list[str] = []
    for item in re.findall(r"^- \*\*(.+?)\*\*:(.*(?:\n  .*)*)", section, flags=re.MULTILINE):
        if item[0] == room:
            reasons.extend(re.findall(r"`([^`]+)`", item[1]))
    return reasons


def check_imported(imported: Imported, count: int, room: str) -> None:
    """A room's real file taken whole: ``count`` hands, each imported and replayed to the room's
    result, or refused (or not replayed) for a reason the Known limits list for ``room`` (the
    title of its entries); none dropped."""
    assert len(imported.hands) + len(imported.refused) == count
    limits = known_limits(room)
    for refusal in imported.refused:
        assert refusal.hand is not None, refusal
        assert any(limit in refusal.reason for limit in limits), refusal
    for history in imported.hands:
        failure = replay_failure(history)
        assert failure is None or any(limit in failure for limit in limits), failure
