"""What the tests of the iPoker, OnGame and PartyPoker readers share: an import replayed to the
room's own result with every chip accounted for, a refusal checked against the importer's known
limits (``tests.support.room_results``), the real files of a room counted hand by hand, and the
mutations the fuzz tests make of a sample."""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from pathlib import Path

from hypothesis import strategies as st

from studpoker import importing, phh
from studpoker.errors import HandHistoryError
from studpoker.hand import Hand
from studpoker.importing import Imported, Refusal
from studpoker.phh.document import HandHistory
from tests.support.room_results import known_limits


def replays_exactly(history: HandHistory) -> Hand:
    """The history played to its end on the engine, on the room's own stacks (``replay``
    checks them), with every chip accounted for: what the seats end on plus the rake; and the
    same once written as PHH text and read back (an imported history replays on its own)."""
    hand = phh.replay(history)
    assert hand.is_over, f"hand {history.extra.get('hand')} stops before its end"
    assert history.finishing_stacks is not None
    assert sum(history.finishing_stacks) + (history.rake or 0) == sum(history.starting_stacks)
    again = phh.replay(phh.dumps(history))
    assert again.is_over
    assert again.stacks == hand.stacks
    return hand


_TITLES = {"ipoker": "iPoker", "ongame": "OnGame", "partypoker": "PartyPoker"}


def is_known_limit(refusal: Refusal) -> bool:
    """Whether docs/importing.md's "Known limits" lists the refusal's reason for its room."""
    title = _TITLES.get(refusal.room or "")
    return title is not None and any(limit in refusal.reason for limit in known_limits(title))


def read_real_file(path: Path, room: str, opening: bytes) -> tuple[Imported, int]:
    """The file read by ``room``'s reader, and how many hands it holds by its own count: the
    lines that hold ``opening`` (each hand's first line)."""
    raw = path.read_bytes()
    count = raw.count(opening)
    return importing.read(path, room=room), count


def check_real_file(path: Path, room: str, opening: bytes) -> None:
    """Every hand of the file is either imported and replayed to the room's result, or refused
    for a reason listed in the Known limits; none is dropped."""
    imported, count = read_real_file(path, room, opening)
    assert len(imported.hands) + len(imported.refused) == count
    for refusal in imported.refused:
        assert refusal.room == room
        assert is_known_limit(refusal), f"refused, and not a Known limit: {refusal}"
    for history in imported.hands:
        replays_exactly(history)


# --------------------------------------------------------------------------------- fuzzing
@st.composite
def mutated(draw: st.DrawFn, text: str, edits: int = 4) -> str:
    """``text`` with up to ``edits`` lines deleted, repeated or swapped, characters changed, or
    the text cut."""
    lines = text.splitlines()
    for _ in range(draw(st.integers(1, edits))):
        if not lines:
            break
        k = draw(st.integers(0, len(lines) - 1))
        move = draw(st.sampled_from(["delete", "repeat", "swap", "character", "cut"]))
        if move == "delete":
            del lines[k]
        elif move == "repeat":
            lines.insert(k, lines[k])
        elif move == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[k], lines[j] = lines[j], lines[k]
        elif move == "character" and lines[k]:
            at = draw(st.integers(0, len(lines[k]) - 1))
            char = draw(st.characters(codec="utf-8"))
            lines[k] = lines[k][:at] + char + lines[k][at + 1 :]
        elif move == "cut":
            at = draw(st.integers(0, len(lines[k])))
            lines = [*lines[:k], lines[k][:at]]
    return "\n".join(lines)


def read_without_surprise(text: str, room: str) -> Sequence[HandHistory | Refusal]:
    """Everything the reader makes of ``text``: only histories and refusals, and every history
    either replays or is refused by the replay with the package's error."""
    items = list(importing.iter_read(text, room=room))
    for item in items:
        assert isinstance(item, HandHistory | Refusal)
        if isinstance(item, HandHistory):
            with contextlib.suppress(HandHistoryError):
                phh.replay(item)
    return items
