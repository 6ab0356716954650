"""What one viewer may see of a hand's records and cards, kept per hand and grown as the hand
moves, so that a view costs about the same at the hundredth record as at the first; with it the
pots and the wild cards, which every viewer sees alike, made again only when a record says they
may have changed.

What each record shows is decided in ``visibility`` (the one place the rule is written), and the
cards on the table follow the same rule: another seat's down card is hidden until that seat
shows or turns it up, or an uncontested winner shows it; a burn is always hidden; so is a
stand-in for a card a replayed record does not show; a flip stud turn-up choice is hidden from
every other viewer until the choices are revealed. ``full_read`` reads a hand from its first
record for one viewer: the plain statement of what ``read`` keeps.

A record reads the same to every viewer but the seat it belongs to, and to that seat otherwise
only where a spectator's reading hides it. So each hand keeps one reading, a spectator's, with
the places where it hides a record of some seat (``_Reading.own``); a seat's history is that
reading with those of its own records read again for it. Each record is read once per hand, not
once per viewer, and each viewer's history grows by the records added since its last view. The
cards on the table change only with a record that deals or turns cards up, so each viewer's
cards are kept until one is read; the pots change only with a record that moves chips or takes a
seat out of the hand (any record but a deal, a burn, a check, a round's start, a show or a
turn-up), so they are kept until one is read. The wild set in force is a new set when it
changes.

The reading is kept with what the sight of its records and cards depends on besides the
records: which seats have shown, how many cards an uncontested winner revealed, how many
stand-ins were dealt, and where the last turn-up reveal stands. When seats show, a winner shows
or a reveal turns choices and cards up, the places hidden so far are read again and each
viewer's history and cards made again; a new stand-in starts the reading over. A hand only
appends to its history, or cuts it back to a checkpoint taken before an action that then
failed: a cut is caught by the last record read no longer being where it was.
"""

from __future__ import annotations

import threading
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from typing import NamedTuple, Protocol

from studpoker.records import (
    AntePosted,
    BringInPosted,
    Called,
    CardBurned,
    CardDealt,
    CardsShown,
    Checked,
    ChipsReturned,
    CommunityCardDealt,
    CompletedBetRaised,
    Folded,
    GameChosen,
    PotAwarded,
    PotRaked,
    Record,
    RoundStarted,
    TurnUpChosen,
    TurnUpsRevealed,
    WinnerShowed,
)
from studpoker.visibility import down_card_hidden, pending_turn_ups, turn_up_hidden

__all__ = ["ReadHand", "Seen", "full_read", "read"]


class ReadHand(Protocol):
    """What a viewer's reading reads of a hand (``studpoker.Hand`` provides it)."""

    @property
    def history(self) -> Sequence[Record]:
        """Every record of the hand, hole cards and burns included."""

    @property
    def shown(self) -> Sequence[bool]:
        """Whether each seat has shown its cards at the showdown."""

    @property
    def down(self) -> Sequence[list[int]]:
        """Each seat's face-down cards: everything, for the reading to hide."""

    @property
    def up(self) -> Sequence[list[int]]:
        """Each seat's face-up cards (a turned-up card among them)."""

    @property
    def community(self) -> list[int]:
        """The community cards."""

    @property
    def revealed(self) -> AbstractSet[int]:
        """Down cards an uncontested winner chose to show."""

    @property
    def undisclosed(self) -> AbstractSet[int]:
        """Cards standing in for cards a replayed record does not show."""

    @property
    def pots(self) -> Sequence[tuple[int, tuple[int, ...]]]:
        """The pots, main pot first: each its amount and the seats eligible for it."""

    @property
    def wild(self) -> AbstractSet[int]:
        """The wild cards in force."""


Cards = tuple[int | None, ...]


class Seen(NamedTuple):
    """What a viewer may see of a hand's records and cards (``None`` or ``-1``: hidden)."""

    history: tuple[Record, ...]
    """Every record; another seat's down cards ``-1`` where the viewer may not know them."""
    hole_cards: tuple[Cards, ...]
    up_cards: tuple[Cards, ...]
    community: Cards
    pots: tuple[tuple[int, tuple[int, ...]], ...]
    """Every viewer's: main pot first, each its amount and the seats eligible for it."""
    wild: tuple[int, ...]
    """Every viewer's: the wild cards in force, sorted (only up cards decide them)."""


_Table = tuple[int, tuple["Cards", ...], tuple["Cards", ...], "Cards"]
"""After how many dealing records: the hole, up and community cards a spectator sees."""
Sight = tuple[tuple[bool, ...], int, int]
"""Who has shown, how many cards an uncontested winner revealed, how many stand-ins were dealt."""


class _Reading:
    """A hand's history as a spectator reads it so far, the places where that hides a record of
    each seat, and what was last made of it for each viewer."""

    __slots__ = (
        "cards",
        "chips",
        "holes",
        "last",
        "length",
        "own",
        "pending",
        "pots",
        "public",
        "records",
        "sight",
        "table",
        "viewers",
        "wild",
    )

    def __init__(self, records: Sequence[Record], sight: Sight) -> None:
        self.records = records  # the hand's own list, held: its id names no other list meanwhile
        self.length = 0  # how many of its records are read
        self.last: Record | None = None  # the last of them, to catch a history cut back
        self.sight = sight
        self.pending = 0  # where the turn-up choices not revealed yet begin
        self.cards = 0  # how many of the records read deal or turn up cards
        self.chips = 0  # how many of them may move chips or change who is in the hand
        self.public: list[Record] = []
        self.own: list[list[int]] = [[] for _ in sight[0]]
        # made for the records read so far: each viewer's history (None: a spectator's), the
        # cards a spectator sees (after how many dealing records), the pots, the wild cards
        self.viewers: dict[int | None, tuple[int, tuple[Record, ...]]] = {}
        self.table: _Table | None = None
        self.holes: dict[int, tuple[_Table, tuple[Cards, ...]]] = {}  # each seat's, from table
        self.pots: tuple[int, tuple[tuple[int, tuple[int, ...]], ...]] | None = None
        self.wild: tuple[AbstractSet[int], tuple[int, ...]] | None = None

    def grow(self, hand: ReadHand, sight: Sight) -> None:
        """Read the records added since, and the places hidden so far again whenever more is
        seen: now (seats shown, cards revealed) or from a turn-up reveal on."""
        if sight != self.sight:
            self.sight = sight
            self.read_again(hand)
        records, public, own, reader = self.records, self.public, self.own, None
        for index in range(self.length, len(records)):
            record = records[index]
            kind = type(record)
            if kind not in _NO_CHIPS:
                self.chips += 1
            if kind in _PLAIN:  # most records: the same to every viewer, read as is
                public.append(record)
                continue
            if kind in _DEALING:
                self.cards += 1
            if kind is TurnUpsRevealed:  # the choices before it, and the cards they turn up
                public.append(record)
                self.pending, self.length = index + 1, index + 1
                self.read_again(hand)
                reader = None
                continue
            reader = reader or _reader(hand, None, self.pending, sight[0])
            seen = reader(record, index)
            if seen is not record and kind in (CardDealt, TurnUpChosen):
                own[record.seat].append(index)  # type: ignore[union-attr]
            public.append(seen)
        self.length = len(records)
        self.last = records[-1] if records else None

    def read_again(self, hand: ReadHand) -> None:
        """The places hidden so far, read again with what is seen now; every viewer's history
        and the cards made again when next asked."""
        records, public = self.records, self.public
        read = _reader(hand, None, self.pending, self.sight[0])
        for places in self.own:
            for index in places:
                public[index] = read(records[index], index)
            places[:] = [index for index in places if public[index] is not records[index]]
        self.viewers.clear()
        self.table = None

    def history_of(self, hand: ReadHand, viewer: int | None) -> tuple[Record, ...]:
        """``viewer``'s history: the one last made, grown by the records read since."""
        length = self.length
        made = self.viewers.get(viewer)
        start, viewed = made if made is not None else (0, ())
        if start == length:
            return viewed
        added = self.public[start:length]
        if viewer is not None:
            places = self.own[viewer]
            if places and places[-1] >= start:  # its own records among those added
                records = self.records
                read = _reader(hand, viewer, self.pending, self.sight[0])
                for index in places:
                    if index >= start:
                        added[index - start] = read(records[index], index)
        viewed += tuple(added)
        self.viewers[viewer] = (length, viewed)
        return viewed

    def seen_by(self, hand: ReadHand, viewer: int | None) -> Seen:
        """What ``viewer`` may see now: its history; the cards, pots and wild cards as last
        made when no record since may have changed them."""
        history = self.history_of(hand, viewer)
        table = self.table
        if table is None or table[0] != self.cards:
            table = self.table = (self.cards, *_cards(hand, None, self.sight[0]))
        hole = table[1]
        if viewer is not None:
            kept = self.holes.get(viewer)
            if kept is not None and kept[0] is table:
                hole = kept[1]
            else:
                hole = _with_own(hand, viewer, hole)
                self.holes[viewer] = (table, hole)
        pots = self.pots
        if pots is None or pots[0] != self.chips:
            pots = self.pots = (self.chips, tuple(map(tuple, hand.pots)))  # type: ignore[arg-type]
        wild, now = self.wild, hand.wild
        if wild is None or wild[0] is not now or type(now) is not frozenset:
            wild = self.wild = (now, tuple(sorted(now)))  # a new frozenset when they change
        return _new_seen(Seen, (history, hole, table[2], table[3], pots[1], wild[1]))


# NamedTuple.__new__ adds a Python frame to every view
_new_seen = tuple.__new__
# id of a hand's history list -> its reading. Bounded: emptied when full (a finished hand's
# reading is seldom asked again). Threads viewing hands take turns through the lock.
_READINGS: dict[int, _Reading] = {}
_KEEP = 256
_LOCK = threading.Lock()


def read(hand: ReadHand, viewer: int | None) -> Seen:
    """What ``viewer`` (a seat, or ``None``: a spectator) may see of ``hand``'s records and
    cards: what ``full_read`` makes, read again only for the records added since."""
    records = hand.history
    sight = (tuple(hand.shown), len(hand.revealed), len(hand.undisclosed))
    with _LOCK:
        reading = _READINGS.get(id(records))
        if reading is None or not _goes_on(reading, records, sight):
            if len(_READINGS) >= _KEEP:
                _READINGS.clear()
            reading = _READINGS[id(records)] = _Reading(records, sight)
        if reading.length != len(records) or reading.sight != sight:
            reading.grow(hand, sight)
        return reading.seen_by(hand, viewer)


def full_read(hand: ReadHand, viewer: int | None) -> Seen:
    """What ``viewer`` may see of ``hand``, read from the first record for that viewer alone
    (what ``read`` returns, without the kept readings)."""
    records = hand.history
    shown = tuple(hand.shown)
    read_record = _reader(hand, viewer, pending_turn_ups(records), shown)
    history = tuple(read_record(record, index) for index, record in enumerate(records))
    pots = tuple((amount, tuple(eligible)) for amount, eligible in hand.pots)
    return Seen(history, *_cards(hand, viewer, shown), pots, tuple(sorted(hand.wild)))


def _goes_on(reading: _Reading, records: Sequence[Record], sight: Sight) -> bool:
    """Whether ``reading`` may grow into ``records`` seen with ``sight``: the same list, not cut
    back, and nothing seen before now unseen (more seats shown, more cards revealed, the same
    stand-ins: only the places hidden so far need reading again)."""
    length, before = reading.length, reading.sight
    return (
        reading.records is records
        and length <= len(records)
        and (not length or records[length - 1] is reading.last)
        and (
            sight == before
            or (
                sight[2] == before[2]
                and sight[1] >= before[1]
                and all(now or not was for was, now in zip(before[0], sight[0], strict=True))
            )
        )
    )


# records that show no card nor choice: every viewer reads them as they are
_PLAIN = frozenset(
    {
        AntePosted,
        BringInPosted,
        Called,
        Checked,
        ChipsReturned,
        CompletedBetRaised,
        Folded,
        GameChosen,
        PotAwarded,
        PotRaked,
        RoundStarted,
    }
)
# records that move no chip and change nobody's claim on the pots
_NO_CHIPS = frozenset(
    {
        CardBurned,
        CardDealt,
        CardsShown,
        Checked,
        CommunityCardDealt,
        GameChosen,
        RoundStarted,
        TurnUpChosen,
        TurnUpsRevealed,
        WinnerShowed,
    }
)
# records that change the cards on the table
_DEALING = frozenset({CardDealt, CommunityCardDealt, TurnUpsRevealed})


class _Read(Protocol):
    def __call__(self, record: Record, index: int, /) -> Record: ...


def _reader(hand: ReadHand, viewer: int | None, pending: int, shown: tuple[bool, ...]) -> _Read:
    """How ``viewer`` reads one record at its index in the history (the record itself when
    it shows everything); turn-up choices from ``pending`` on are not revealed yet."""
    secret, revealed, up = hand.undisclosed, hand.revealed, hand.up

    def read(record: Record, index: int) -> Record:
        if type(record) is TurnUpChosen:
            if turn_up_hidden(record.seat, viewer, index >= pending):
                return record._replace(cards=(-1,) * len(record.cards))
            return record
        # a burn is dealt to nobody: which card it was stays with the server
        if type(record) is CardBurned:
            return CardBurned(-1, record.street)
        if type(record) is CardDealt:
            if record.card in secret or down_card_hidden(
                record, record.seat != viewer and not shown[record.seat], revealed, up[record.seat]
            ):
                return CardDealt(record.seat, -1, record.up, record.street)
            return record
        if isinstance(record, CardBurned | CardDealt):  # a class of their own: hidden outright
            return record._replace(card=-1)
        return record

    return read


def _cards(
    hand: ReadHand, viewer: int | None, shown: tuple[bool, ...]
) -> tuple[tuple[Cards, ...], tuple[Cards, ...], Cards]:
    """The hole cards (per seat), up cards (per seat) and community cards ``viewer`` may see."""
    secret = hand.undisclosed  # stand-ins for cards a replayed record does not show
    revealed = hand.revealed  # down cards an uncontested winner chose to show
    down = hand.down
    if secret or revealed:
        hole = tuple(
            [
                _public(cards, secret)
                if s == viewer or shown[s]
                else _hidden(cards, revealed, secret)
                for s, cards in enumerate(down)
            ]
        )
        return hole, tuple([_public(u, secret) for u in hand.up]), _public(hand.community, secret)
    # live play before a winner shows: the same, without a test per card
    hole = tuple(
        [
            tuple(cards) if s == viewer or shown[s] else (None,) * len(cards)
            for s, cards in enumerate(down)
        ]
    )
    return hole, tuple(map(tuple, hand.up)), tuple(hand.community)


def _with_own(hand: ReadHand, viewer: int, hole: tuple[Cards, ...]) -> tuple[Cards, ...]:
    """A spectator's ``hole`` cards with the viewer's own as it sees them."""
    cards, secret = hand.down[viewer], hand.undisclosed
    own = _public(cards, secret) if secret else tuple(cards)
    return (*hole[:viewer], own, *hole[viewer + 1 :])


def _public(cards: list[int], secret: AbstractSet[int]) -> Cards:
    """Cards the viewer may know, but for stand-ins (``secret``: unknown to every viewer)."""
    return tuple(None if c in secret else c for c in cards)


def _hidden(cards: list[int], revealed: AbstractSet[int], secret: AbstractSet[int]) -> Cards:
    """Another seat's down cards: hidden, but for those an uncontested winner showed."""
    return tuple(c if c in revealed and c not in secret else None for c in cards)
