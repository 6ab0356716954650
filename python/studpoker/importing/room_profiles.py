"""How each room plays the games it logs: one profile per room and game, as data.

A room's hand history names the stakes; what it does not name (the cap, who completes, how a
short all-in counts, how ties between equal showing hands fall) is the room's reading, written
here and explained in docs/importing.md. The importer writes the profile into each history
(``_profile`` and ``_rules``), so an imported history replays on its own, with no room lookup.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Mapping
from typing import Literal

from studpoker.errors import HandHistoryError
from studpoker.games.profiles import FIVE_CARD_STUD_CASINO, PROFILES, BettingStructure, Profile
from studpoker.phh.rooms import ROOMS as PHH_ROOMS
from studpoker.phh.variants import PHH_RAZZ, PHH_SEVEN_CARD_STUD, PHH_SEVEN_CARD_STUD_HI_LO

__all__ = ["ROOMS", "ROOM_PROFILES", "Game", "room_profile"]

Game = Literal[
    "seven_card_stud", "seven_card_stud_hi_lo", "razz", "five_card_stud", "deuce_to_seven_razz"
]
"""A game the importer reads (the rooms' names of it map to these)."""

ROOMS = tuple(PHH_ROOMS)
"""The rooms whose hand histories ``studpoker.importing`` reads: the names of the one table of
rooms, ``phh.rooms.ROOMS``."""

# The card room's reading of each game (docs/phh.md); each room changes what it plays otherwise.
_CARD_ROOM: Mapping[str, Profile] = {
    "seven_card_stud": PHH_SEVEN_CARD_STUD,
    "seven_card_stud_hi_lo": PHH_SEVEN_CARD_STUD_HI_LO,
    "razz": PHH_RAZZ,
    "five_card_stud": FIVE_CARD_STUD_CASINO,
}


def _open_pair(profile: Profile) -> Profile:
    """An open pair on fourth street allows the big bet (rules §3.3), as most rooms play it."""
    return profile.replace(open_pair_round=2, open_pair_step=max(profile.steps))


def _full_tilt(profile: Profile) -> Profile:
    """Full Tilt's cap: one bet and three raises, none when two players start the round; after a
    checked-through last round a beaten hand may go unshown, the first seat's too."""
    return profile.replace(max_raises=3, cap_heads_up_exempt=True, checked_showdown_muck=True)


# Full Tilt: its files bet the big bet on an open pair on fourth street (docs/importing.md)
_FULL_TILT: Mapping[str, Profile] = {
    "seven_card_stud": _full_tilt(_open_pair(PHH_SEVEN_CARD_STUD)),
    "seven_card_stud_hi_lo": _full_tilt(_open_pair(PHH_SEVEN_CARD_STUD_HI_LO)),
    "razz": _full_tilt(PHH_RAZZ),
    "five_card_stud": _full_tilt(FIVE_CARD_STUD_CASINO),
}

# Everleaf: its files bet the big bet on an open pair on fourth street (docs/importing.md)
_EVERLEAF: Mapping[str, Profile] = {
    **_CARD_ROOM,
    "seven_card_stud": _open_pair(PHH_SEVEN_CARD_STUD),
    "seven_card_stud_hi_lo": _open_pair(PHH_SEVEN_CARD_STUD_HI_LO),
}


# PokerStars (docs/importing.md): one bet and three raises, heads-up too ("Betting is capped"
# after the third raise of two players); in seven-card stud an open pair on fourth street
# allows the big bet ("Pair on board - a double bet is allowed"); a seat may fold when it could
# check; a checked-through last round shows from the dealer's left (the lowest seat), not from
# its first actor, and that seat too may muck a beaten hand (the loser mucks, the winner shows);
# the hands mucked at a showdown are listed in the summary, known to all.
def _pokerstars(profile: Profile) -> Profile:
    return profile.replace(
        max_raises=3,
        fold_when_check_possible=True,
        checked_showdown="left_of_dealer",
        checked_showdown_muck=True,
        reveal_called_hands=True,
    )


_POKERSTARS: Mapping[str, Profile] = {
    "seven_card_stud": _pokerstars(_open_pair(PHH_SEVEN_CARD_STUD)),
    "seven_card_stud_hi_lo": _pokerstars(PHH_SEVEN_CARD_STUD_HI_LO),
    "razz": _pokerstars(PHH_RAZZ),
    "five_card_stud": _pokerstars(FIVE_CARD_STUD_CASINO),
}

# iPoker, PartyPoker, Winamax, Bovada and Merge: the card room's reading, with the big bet on an
# open pair on fourth street in seven-card stud (iPoker bets 800 at 400/800 over a pair of sevens
# in a sit-and-go; PartyPoker logs "double bets", Bovada "Double bets"; docs/importing.md)
_OPEN_PAIR_STUD: Mapping[str, Profile] = {
    **_CARD_ROOM,
    "seven_card_stud": _open_pair(PHH_SEVEN_CARD_STUD),
}


def _deuce_to_seven(razz: Profile) -> dict[str, Profile]:
    """2-7 razz as a room plays razz (``razz``, its reading of A-5 razz): the game's own profile
    with the room's changes to razz (none while the package has no such game)."""
    game = PROFILES.get("deuce_to_seven_razz")
    base = PROFILES.get("razz")
    if game is None or base is None:
        return {}
    changes = {
        name: getattr(razz, name)
        for name in (field.name for field in dataclasses.fields(Profile))
        if name != "name" and getattr(razz, name) != getattr(base, name)
    }
    return {"deuce_to_seven_razz": game.replace(**changes)}


# KingsClub (docs/importing.md): one bet and three raises (its 2-7 razz hand completes and is
# raised three times by four players), the open pair on fourth street as most rooms, and a
# completion that adds less than half a bet to the bring-in is no full bet: the next raise goes
# to the bring-in plus one bet ("brings in for 33.16", "bets 44", "raises to 77.16" at 44/88)
def _kingsclub(profile: Profile) -> Profile:
    return profile.replace(max_raises=3, completion="half_bet")


_KINGSCLUB: Mapping[str, Profile] = {
    "seven_card_stud": _kingsclub(_open_pair(PHH_SEVEN_CARD_STUD)),
    "seven_card_stud_hi_lo": _kingsclub(_open_pair(PHH_SEVEN_CARD_STUD_HI_LO)),
    "razz": _kingsclub(PHH_RAZZ),
    "five_card_stud": FIVE_CARD_STUD_CASINO,
    **_deuce_to_seven(_kingsclub(PHH_RAZZ)),
}

# Winning Poker Network: the open pair on fourth street as most rooms; its cap is not shown yet
_WINNING: Mapping[str, Profile] = {
    **_CARD_ROOM,
    "seven_card_stud": _open_pair(PHH_SEVEN_CARD_STUD),
    "seven_card_stud_hi_lo": _open_pair(PHH_SEVEN_CARD_STUD_HI_LO),
}

ROOM_PROFILES: Mapping[str, Mapping[str, Profile]] = {
    "pokerstars": _POKERSTARS,
    "full_tilt": _FULL_TILT,
    "ipoker": _OPEN_PAIR_STUD,
    "everleaf": _EVERLEAF,
    "ongame": _CARD_ROOM,
    "partypoker": _OPEN_PAIR_STUD,
    "winamax": _OPEN_PAIR_STUD,
    "bovada": _OPEN_PAIR_STUD,
    # Merge: a seat may fold when it could check (a razz tournament hand folds on fourth
    # street before any bet)
    "merge": {
        game: profile.replace(fold_when_check_possible=True)
        for game, profile in _OPEN_PAIR_STUD.items()
    },
    "kingsclub": _KINGSCLUB,
    "winning": _WINNING,
}
"""``ROOM_PROFILES[room][game]``: the profile (at placeholder stakes) a room's hand plays."""


def room_profile(room: str, game: Game, betting: BettingStructure = "fixed_limit") -> Profile:
    """The profile of ``game`` as ``room`` plays it (stakes still to be set); a pot- or no-limit
    game is the rule book's reading of that structure (rules §3.3: no cap, no open-pair rule,
    only a full bet or raise re-opens the betting)."""
    try:
        profile = ROOM_PROFILES[room][game]
    except KeyError:
        raise HandHistoryError(f"no reading of {game!r} for room {room!r}") from None
    if betting == profile.betting:
        return profile
    return _structured(profile, betting)


@functools.cache
def _structured(profile: Profile, betting: BettingStructure) -> Profile:
    return profile.replace(
        betting=betting,
        open_pair_round=None,
        open_pair_step=None,
        max_raises=None,
        short_all_in="full_bet",
        short_all_in_from="previous_level",
    )
