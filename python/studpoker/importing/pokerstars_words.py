"""The words of PokerStars text that carry no hand logic: currency signs, pot names, the
all-in note, Roman numerals of tournament levels, names a line can carry and the time line."""

from __future__ import annotations

import datetime

SIGNS = {"USD": "$", "EUR": "€", "GBP": "£", "CAD": "$"}
# value and numeral, largest first: how roman() writes a number
ROMAN = (
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"), (100, "C"), (90, "XC"), (50, "L"),
    (40, "XL"), (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
)  # fmt: skip


def all_in_words(all_in: bool) -> str:
    """The note an action line ends with when it puts the player all-in."""
    return " and is all-in" if all_in else ""


def pot_name(pot: int, pots: int) -> str:
    """How the summary names pot ``pot`` of ``pots``: the pot, the main pot, a side pot."""
    if pots == 1:
        return "pot"
    if pot == 0:
        return "main pot"
    return "side pot" if pots == 2 else f"side pot-{pot}"


def safe_name(name: str) -> bool:
    """A name the room's lines can carry: one line, no ``: `` (which ends a name), not padded."""
    return bool(name) and name == name.strip() and "\n" not in name and ": " not in name


def roman(number: int) -> str:
    """``number`` in Roman numerals, as tournament headers write their level."""
    text = ""
    for value, letters in ROMAN:
        while number >= value:
            text += letters
            number -= value
    return text


def time_text(time: object, zone: object) -> str:
    """``2009/11/26 10:08:43 ET`` from the history's ISO ``time`` (now, in UTC, without one)."""
    moment: datetime.datetime | None = None
    if isinstance(time, str):
        try:
            moment = datetime.datetime.fromisoformat(time)
        except ValueError:
            moment = None
    if moment is None:
        moment, zone = datetime.datetime.now(datetime.UTC), "UTC"
    zone_text = f" {zone}" if isinstance(zone, str) and zone else ""
    return f"{moment:%Y/%m/%d} {moment.hour}:{moment:%M:%S}{zone_text}"
