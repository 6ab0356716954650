"""A finished hand of a table as text, as one viewer may see it: PHH, or PokerStars text with
the table's seats numbered from 1."""

from __future__ import annotations

from studpoker.hand import Hand
from studpoker.phh.dump import dump

__all__ = ["FORMATS", "hand_text"]

FORMATS = ("phh", "pokerstars")
"""The formats ``hand_text`` writes."""


def hand_text(
    hand: Hand, viewer: int | None, hand_number: int, seats: tuple[int, ...], format: str
) -> str:
    """Hand ``hand_number`` of a table, dealt to table ``seats``, as hand seat ``viewer``
    (``None``: a spectator) may see it, in ``format`` (one of ``FORMATS``)."""
    if format == "pokerstars":
        from studpoker.importing.pokerstars_text import to_pokerstars

        players = [(hand.dealer + 1 + k) % hand.n for k in range(hand.n)]
        numbers = [seats[player] + 1 for player in players]  # table seats, p1 first
        return to_pokerstars(hand, viewer=viewer, hand=hand_number, seats=numbers)
    return dump(hand, viewer=viewer, hand=hand_number)
