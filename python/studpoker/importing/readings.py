"""How each room plays the games it logs: one profile per room and game, as data.

A room's hand history names the stakes; what it does not name (the cap, who completes, how a
short all-in counts, how ties between equal showing hands fall) is the room's reading, written
here and explained in docs/importing.md. The importer writes the profile into each history
(``_profile`` and ``_rules``), so an imported history replays on its own, with no room lookup.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING

from studpoker.errors import HandHistoryError
from studpoker.phh.variants import PHH_RAZZ, PHH_SEVEN_CARD_STUD, PHH_SEVEN_CARD_STUD_HI_LO
from studpoker.profiles import FIVE_CARD_STUD_CASINO, Profile

if TYPE_CHECKING:
    from studpoker.importing.builder import Game

__all__ = ["ROOMS", "ROOM_PROFILES", "room_profile"]

ROOMS = ("pokerstars", "full_tilt", "ipoker", "everleaf", "ongame", "partypoker")
"""The rooms whose hand histories ``studpoker.importing`` reads."""

# The card room's reading of each game (docs/phh.md); each room changes what it plays otherwise.
_CARD_ROOM: Mapping[str, Profile] = {
    "seven_card_stud": PHH_SEVEN_CARD_STUD,
    "seven_card_stud_hi_lo": PHH_SEVEN_CARD_STUD_HI_LO,
    "razz": PHH_RAZZ,
    "five_card_stud": FIVE_CARD_STUD_CASINO,
}

ROOM_PROFILES: Mapping[str, Mapping[str, Profile]] = {
    "pokerstars": _CARD_ROOM,
    "full_tilt": _CARD_ROOM,
    "ipoker": _CARD_ROOM,
    "everleaf": _CARD_ROOM,
    "ongame": _CARD_ROOM,
    "partypoker": _CARD_ROOM,
}
"""``ROOM_PROFILES[room][game]``: the profile (at placeholder stakes) a room's hand plays."""


def room_profile(room: str, game: Game) -> Profile:
    """The profile of ``game`` as ``room`` plays it (stakes still to be set)."""
    try:
        return ROOM_PROFILES[room][game]
    except KeyError:
        raise HandHistoryError(f"no reading of {game!r} for room {room!r}") from None
