"""Who may see a card: the one place the rule is written (rules §8.7-8.8).

A viewer is a seat or ``None`` (a spectator). Up cards and community cards are everyone's; a
down card is its seat's own, and another viewer's once its seat shows the hand, once the card
is shown by an uncontested winner (``revealed``) or turned up (flip stud: it is then among the
seat's ``up`` cards). A burned card is nobody's. A stand-in for a card a replayed record does
not show (``undisclosed``) is unknown to every viewer. Flip stud's turn-up choices are each
chooser's own until the round's choices are revealed together (``TurnUpsRevealed``).

``view_reading`` (a seat's view during play), ``phh.dump`` (a history as a viewer may read
it) and ``phh.flip`` (turn-up actions in a history) all ask here.
"""

from __future__ import annotations

from collections.abc import Container, Sequence

from studpoker.hand.records import CardDealt, CardsMucked, CardsShown, Record, TurnUpsRevealed

__all__ = [
    "down_card_hidden",
    "pending_turn_ups",
    "seats_not_shown",
    "turn_up_hidden",
]


def down_card_hidden(
    record: CardDealt,
    seat_hidden: bool,
    revealed: Container[int],
    turned_up: Container[int],
) -> bool:
    """Whether a dealt card is hidden from a viewer whose sight of the record's seat's hand is
    ``seat_hidden`` (another seat that has not shown): an up card never is; a down card is
    unless shown by an uncontested winner (``revealed``) or turned up (``turned_up``: the
    seat's up cards)."""
    return (
        not record.up
        and seat_hidden
        and record.card not in revealed
        and record.card not in turned_up
    )


def seats_not_shown(
    history: Sequence[Record], n: int, viewer: int | None, reveal_called_hands: bool
) -> set[int]:
    """The seats whose down cards ``viewer`` may not know from a finished record: every other
    seat that did not show at the showdown, unless the profile reveals the hands mucked after
    calling to it (``reveal_called_hands``)."""
    showed = {r.seat for r in history if isinstance(r, CardsShown)}
    if reveal_called_hands:
        showed |= {r.seat for r in history if isinstance(r, CardsMucked)}
    return {seat for seat in range(n) if seat != viewer and seat not in showed}


def pending_turn_ups(history: Sequence[Record]) -> int:
    """The index from which turn-up choices are still hidden: just past the last reveal."""
    for index in range(len(history) - 1, -1, -1):
        if type(history[index]) is TurnUpsRevealed:
            return index + 1
    return 0


def turn_up_hidden(chooser: int | None, viewer: int | None, pending: bool) -> bool:
    """Whether a turn-up choice of ``chooser`` is hidden from ``viewer``: while it is
    ``pending`` (not revealed yet) from everyone but the chooser."""
    return pending and chooser != viewer
