"""Chips crossing a table's edge, and what they tell of a seat's player: a leave ends its claim
to the cards of the hands it was dealt (rules §8.7, §8.8)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import NamedTuple

__all__ = ["LedgerEntry", "same_player"]


class LedgerEntry(NamedTuple):
    """Chips crossing the table's edge: ``event`` is ``join``, ``add`` or ``leave``."""

    hands_played: int
    """How many hands had been dealt when it happened."""
    event: str
    seat: int
    chips: int


def same_player(ledger: Iterable[LedgerEntry], seat: int, hand_number: int) -> bool:
    """Whether the seat's player has sat there since hand ``hand_number`` was dealt (a leave
    logged after it, or during it, ends that player's claim to its cards)."""
    return not any(
        entry.event == "leave" and entry.seat == seat and entry.hands_played >= hand_number
        for entry in ledger
    )
