"""What the tests of the rooms' readers share: an imported hand replayed to the room's own result,
and the importer's known limits as docs/importing.md lists them."""

from __future__ import annotations

import re

from studpoker import phh
from studpoker.errors import HandHistoryError
from studpoker.hand import Hand
from studpoker.phh.document import HandHistory
from tests.support import REPO

IMPORTING_DOC = REPO / "docs" / "importing.md"


def replay_to_room_result(history: HandHistory) -> Hand:
    """Replays ``history`` and checks that it ends, on the room's own stacks.

    Until the replay takes a raked pot's rake out (the engine's rake setting), a raked hand is
    checked without it: the no-rake replay must end over, on stacks that exceed the room's by
    exactly the rake, and only on the seats that collected."""
    try:
        hand = phh.replay(history)
    except HandHistoryError as err:
        rake = history.extra.get("rake", 0)
        if not rake or "ends on stacks" not in str(err):
            raise
        hand = phh.replay(history, check_stacks=False)
        assert history.finishing_stacks is not None
        stacks = _by_player(hand, history)
        extra = [got - want for got, want in zip(stacks, history.finishing_stacks, strict=True)]
        assert sum(extra) == rake, (extra, rake)
        assert all(chips >= 0 for chips in extra), extra
    assert hand.is_over
    return hand


def replay_failure(history: HandHistory) -> str | None:
    """Why ``history`` does not replay to the room's result (``None`` when it does)."""
    try:
        replay_to_room_result(history)
    except HandHistoryError as err:
        return str(err)
    return None


def _by_player(hand: Hand, history: HandHistory) -> list[int]:
    """The hand's stacks in the history's player order (p1 first, left of the dealer)."""
    return [hand.stacks[(hand.dealer + 1 + k) % hand.n] for k in range(history.player_count)]


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
