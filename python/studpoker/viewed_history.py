"""A hand's history as one viewer may read it, kept per hand and extended as the hand moves, so
that a view costs about the same at the hundredth record as at the first.

What each record shows is decided in ``visibility`` (the one place the rule is written): another
seat's down card is ``-1`` until that seat shows or turns it up, or an uncontested winner shows
it; a burn is always ``-1``; so is a stand-in for a card a replayed record does not show; a flip
stud turn-up choice is ``-1`` to every other viewer until the choices are revealed.

A record reads the same to every viewer but the seat it belongs to, and to that seat otherwise
only where the spectator's copy hides it. So each hand keeps one copy, the spectator's, with
the places where it hides a record of some seat (``_Copy.own``); a seat's history is that copy
with those of its own records read again for it. Each record is thus read once per hand, not
once per viewer.

The copy is kept with what its records' sight depended on besides the records: which seats have
shown, how many cards an uncontested winner revealed, how many stand-ins were dealt, and where
the last turn-up reveal stands. The next view reads only the records added since; when any of
those facts changed (the showdown, a winner showing, a turn-up reveal: what earlier records show
changes with them) the copy is built again from the first record. A hand only appends to its
history, or cuts it back to a checkpoint taken before an action that then failed: a cut is
caught by the copy's last record no longer being where it was.
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from typing import NamedTuple, Protocol, TypeVar

from studpoker.records import CardBurned, CardDealt, Record, TurnUpChosen, TurnUpsRevealed
from studpoker.visibility import down_card_hidden, pending_turn_ups, turn_up_hidden

__all__ = ["SeenHand", "full_viewed_history", "viewed_history"]


class SeenHand(Protocol):
    """What a viewer's history reads of a hand (``studpoker.Hand`` provides it)."""

    @property
    def history(self) -> Sequence[Record]:
        """Every record of the hand, hole cards and burns included."""

    @property
    def shown(self) -> Sequence[bool]:
        """Whether each seat has shown its cards at the showdown."""

    @property
    def up(self) -> Sequence[list[int]]:
        """Each seat's face-up cards (a turned-up card among them)."""

    @property
    def revealed(self) -> AbstractSet[int]:
        """Down cards an uncontested winner chose to show."""

    @property
    def undisclosed(self) -> AbstractSet[int]:
        """Cards standing in for cards a replayed record does not show."""


Sight = tuple[tuple[bool, ...], int, int]
"""Who has shown, how many cards an uncontested winner revealed, how many stand-ins were dealt."""


class _Copy(NamedTuple):
    """A hand's history as a spectator reads it, and what it was built under. Never changed:
    a newer copy replaces it."""

    records: Sequence[Record]
    """The hand's own list (held, so that its id names no other list while kept)."""
    length: int
    """How many of its records the copy reads."""
    last: Record | None
    """The last of them: a history cut back and grown again has another record there."""
    sight: Sight
    pending: int
    """Where the turn-up choices not revealed yet begin (just past the last reveal)."""
    viewed: tuple[Record, ...]
    """The records as a spectator reads them."""
    own: tuple[tuple[int, ...], ...]
    """Per seat: where ``viewed`` hides a record of that seat (its down card, its choice)."""
    epoch: object
    """Shared by a copy and those that extend it; new when the copy is built or read again."""


class _SeatCopy(NamedTuple):
    """A seat's history as last made, from the hand's copy of ``epoch`` at ``length``."""

    epoch: object
    length: int
    viewed: tuple[Record, ...]


# id of a hand's history list -> its copy; (that id, seat) -> the seat's. Bounded: emptied when
# full (a finished hand's copies are seldom read again). Every operation on them is one dict
# call, and what they hold is never changed, so threads reading views share them safely.
_COPIES: dict[int, _Copy] = {}
_SEATS: dict[tuple[int, int], _SeatCopy] = {}
_KEEP = 1024


def viewed_history(hand: SeenHand, viewer: int | None) -> tuple[Record, ...]:
    """Every record of ``hand`` as ``viewer`` (a seat, or ``None``: a spectator) may read it:
    what ``full_viewed_history`` builds, read again only for the records added since."""
    copy = _spectators_copy(hand)
    if viewer is None:
        return copy.viewed
    slot = (id(copy.records), viewer)
    mine = _SEATS.get(slot)
    places = copy.own[viewer]
    if (
        mine is not None
        and mine.epoch is copy.epoch
        and (not places or places[-1] < mine.length)  # none of its own records added since
    ):
        if mine.length == copy.length:
            return mine.viewed
        viewed = mine.viewed + copy.viewed[mine.length :]
    else:
        viewed = copy.viewed
        if places:
            records, seen = copy.records, list(viewed)
            read = _reader(hand, viewer, copy.pending, copy.sight[0])
            for index in places:
                seen[index] = read(records[index], index)
            viewed = tuple(seen)
    _keep(_SEATS, slot, _SeatCopy(copy.epoch, copy.length, viewed))
    return viewed


def full_viewed_history(hand: SeenHand, viewer: int | None) -> tuple[Record, ...]:
    """Every record of ``hand`` as ``viewer`` may read it, built from the first record for that
    viewer alone (what ``viewed_history`` returns, without the kept copies)."""
    records = hand.history
    read = _reader(hand, viewer, pending_turn_ups(records), tuple(hand.shown))
    return tuple(read(record, index) for index, record in enumerate(records))


def _spectators_copy(hand: SeenHand) -> _Copy:
    """The hand's copy as it stands now: the kept one, extended or built again as needed."""
    records = hand.history
    length = len(records)
    sight = (tuple(hand.shown), len(hand.revealed), len(hand.undisclosed))
    copy = _COPIES.get(id(records))
    if (
        copy is None
        or copy.records is not records
        or copy.length > length
        or (copy.length and records[copy.length - 1] is not copy.last)
    ):
        copy = _Copy(records, 0, None, sight, 0, (), ((),) * len(sight[0]), object())
    elif copy.sight == sight:
        if copy.length == length:
            return copy
    elif not _only_more_seen(copy.sight, sight):
        copy = _Copy(records, 0, None, sight, 0, (), ((),) * len(sight[0]), object())
    return _extended(hand, copy, sight)


def _only_more_seen(before: Sight, now: Sight) -> bool:
    """Whether ``now`` only adds sight to ``before`` (more seats shown, more cards revealed, the
    same stand-ins): then a record shown before is still shown, and only the places hidden
    before need reading again."""
    return (
        now[2] == before[2]
        and now[1] >= before[1]
        and all(seen or not was for was, seen in zip(before[0], now[0], strict=True))
    )


def _extended(hand: SeenHand, copy: _Copy, sight: Sight) -> _Copy:
    """``copy`` brought up to the hand's history and ``sight`` for a spectator, kept as the
    hand's."""
    records, start = copy.records, copy.length
    length = len(records)
    pending = copy.pending
    for index in range(start, length):
        if type(records[index]) is TurnUpsRevealed:
            pending = index + 1
    read = _reader(hand, None, pending, sight[0])
    viewed, own, epoch = copy.viewed, copy.own, copy.epoch
    if sight != copy.sight or pending != copy.pending:
        epoch = object()
        # a show, a winner's show or a turn-up reveal: the places hidden so far are read again
        seen = list(viewed)
        still: list[tuple[int, ...]] = []
        for places in own:
            for index in places:
                seen[index] = read(records[index], index)
            still.append(tuple(index for index in places if seen[index] is not records[index]))
        viewed, own = tuple(seen), tuple(still)
    added: list[Record] = []
    hides: dict[int, list[int]] = {}
    for index in range(start, length):
        record = records[index]
        seen_record = read(record, index)
        if seen_record is not record and type(record) in (CardDealt, TurnUpChosen):
            hides.setdefault(record.seat, []).append(index)  # type: ignore[union-attr]
        added.append(seen_record)
    if hides:
        own = tuple((*places, *hides.get(seat, ())) for seat, places in enumerate(own))
    last = records[-1] if length else None
    extended = _Copy(records, length, last, sight, pending, viewed + tuple(added), own, epoch)
    _keep(_COPIES, id(records), extended)
    return extended


def _reader(hand: SeenHand, viewer: int | None, pending: int, shown: tuple[bool, ...]) -> _Read:
    """How ``viewer`` reads one record at its index in the history (the record itself when
    it shows everything); turn-up choices from ``pending`` on are not revealed yet."""
    secret, revealed, up = hand.undisclosed, hand.revealed, hand.up

    def read(record: Record, index: int) -> Record:
        if type(record) is TurnUpChosen:
            if turn_up_hidden(record.seat, viewer, index >= pending):
                return record._replace(cards=(-1,) * len(record.cards))
            return record
        # a burn is dealt to nobody: which card it was stays with the server
        if isinstance(record, CardBurned) or (
            isinstance(record, CardDealt)
            and (
                record.card in secret
                or down_card_hidden(
                    record,
                    record.seat != viewer and not shown[record.seat],
                    revealed,
                    up[record.seat],
                )
            )
        ):
            return record._replace(card=-1)
        return record

    return read


class _Read(Protocol):
    def __call__(self, record: Record, index: int, /) -> Record: ...


_Key = TypeVar("_Key")
_Value = TypeVar("_Value")


def _keep(kept: dict[_Key, _Value], key: _Key, value: _Value) -> None:
    if len(kept) >= _KEEP and key not in kept:
        kept.clear()
    kept[key] = value
