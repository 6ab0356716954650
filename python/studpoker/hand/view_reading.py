"""What one viewer may see of a hand's records and cards, kept per hand and grown as the hand
moves, so that a view costs about the same at the hundredth record as at the first; with it the
wild cards, which every viewer sees alike, made again only when they change, and the pots the
hand keeps until chips move (``HandState.pot_layout``).

What each record shows is decided in ``visibility`` (the one place the rule is written), and the
cards on the table follow the same rule: another seat's down card is hidden until that seat
shows or turns it up, or an uncontested winner shows it; a burn is always hidden; so is a
stand-in for a card a replayed record does not show; a flip stud turn-up choice is hidden from
every other viewer until the choices are revealed. ``full_read`` reads a hand from its first
record for one viewer: the plain statement of what ``read`` keeps.

A record reads the same to every viewer but the seat it belongs to, and to that seat otherwise
only where a spectator's reading hides it. So each hand keeps one reading, a spectator's, with
the places where it hides a record of some seat (``Reading.own``); a seat's history is that
reading with those of its own records read again for it. Each record is read once per hand, not
once per viewer, and each viewer's history grows by the records added since its last view. The
cards on the table change only with a record that deals or turns cards up, so each viewer's
cards are kept until one is read. The wild set in force is a new set when it changes.

The reading is kept with what the sight of its records and cards depends on besides the
records: which seats have shown, how many cards an uncontested winner revealed, how many
stand-ins were dealt, and where the last turn-up reveal stands. Each of them changes only with a
record added (a show, a winner's show, a card dealt), so a view that finds no record added reads
nothing again. When seats show, a winner shows or a reveal turns choices and cards up, the
places hidden so far are read again and each viewer's history and cards made again; a new
stand-in starts the reading over.

The reading is the hand's own (``HandState.view_reading``, made by its first view): it dies
with the hand. A hand only appends to its history, or cuts it back to a checkpoint taken before
an action that then failed (``HandState.restore``), or replaces a record with the same event
told otherwise (``HandState.replace_record``): both cut the reading back (``Reading.cut``), and
a reading cut back past records it read starts over, as what was seen then may be unseen now (a
show put back). The last record read is checked too, so a history changed in any other way
starts the reading over rather than misleads it. A view grows the reading, so views of one
hand take turns like its actions (``HandState``: a hand is not shared between threads without
the host's lock); readings of different hands share nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from operator import gt
from typing import NamedTuple, Protocol

from studpoker.hand.records import (
    AntePosted,
    BringInPosted,
    Called,
    CardBurned,
    CardDealt,
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
)
from studpoker.hand.visibility import down_card_hidden, pending_turn_ups, turn_up_hidden

__all__ = ["ReadHand", "Reading", "Seen", "full_read", "read"]


class ReadHand(Protocol):
    """What a viewer's reading reads of a hand (``studpoker.Hand`` provides it)."""

    view_reading: Reading | None
    """The reading kept with the hand (``None`` until its first view)."""

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

    def pot_layout(self) -> tuple[tuple[int, tuple[int, ...]], ...]:
        """``pots`` as plain pairs, kept by the hand until chips move."""

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


class Reading:
    """A hand's history as a spectator reads it so far, the places where that hides a record of
    each seat, and what was last made of it for each viewer (the hand keeps one: ``read``)."""

    __slots__ = (
        "cards",
        "holes",
        "last",
        "length",
        "own",
        "pending",
        "public",
        "records",
        "sight",
        "table",
        "viewers",
        "wild",
    )

    def __init__(self, records: Sequence[Record], sight: Sight) -> None:
        self.start(records, sight)

    def start(self, records: Sequence[Record], sight: Sight) -> None:
        """Nothing read yet of ``records``, to be seen with ``sight``."""
        self.records = records  # the hand's own list
        self.length = 0  # how many of its records are read
        self.last: Record | None = None  # the last of them, to catch a history changed
        self.sight = sight
        self.pending = 0  # where the turn-up choices not revealed yet begin
        self.cards = 0  # how many of the records read deal or turn up cards
        self.public: list[Record] = []
        self.own: list[list[int]] = [[] for _ in sight[0]]
        # made for the records read so far: each viewer's history (None: a spectator's), the
        # cards a spectator sees (after how many dealing records), the wild cards
        self.viewers: dict[int | None, tuple[int, tuple[Record, ...]]] = {}
        self.table: _Table | None = None
        self.holes: dict[int, tuple[_Table, tuple[Cards, ...]]] = {}  # each seat's, from table
        self.wild: tuple[AbstractSet[int], tuple[int, ...]] | None = None

    def cut(self, length: int) -> None:
        """The hand's history is cut back to its first ``length`` records (or its record there
        replaced): a reading past them starts over."""
        if length < self.length:
            self.start(self.records, self.sight)

    def catch_up(self, hand: ReadHand) -> None:
        """Read the records added since the last view, or start over where the history or
        what is seen of it does not go on from what was read."""
        records = hand.history
        length, end = self.length, len(records)
        goes_on = (
            self.records is records
            and length <= end
            and (not length or records[length - 1] is self.last)
        )
        if goes_on:
            # most actions add records that read alike to everyone whatever is seen (a bet,
            # a call): taken as they are, without asking what is seen now
            public = self.public
            while length < end and type(records[length]) in _PLAIN:
                public.append(records[length])
                length += 1
            if length > self.length:
                self.length, self.last = length, records[length - 1]
            if length == end:
                return
        sight = (tuple(hand.shown), len(hand.revealed), len(hand.undisclosed))
        if not (goes_on and _sees_on(self.sight, sight)):
            self.start(records, sight)
        self.grow(hand, sight)

    def grow(self, hand: ReadHand, sight: Sight) -> None:
        """Read the records added since, and the places hidden so far again whenever more is
        seen: now (seats shown, cards revealed) or from a turn-up reveal on."""
        before = self.sight
        if sight != before:
            self.sight = sight
            if sight[1:] == before[1:]:  # seats have shown: only their places change
                now = sight[0]
                self.show(hand, [s for s, was in enumerate(before[0]) if now[s] and not was])
            else:
                self.read_again(hand)
        records, public, own, reader = self.records, self.public, self.own, None
        secret, revealed, up, shown = hand.undisclosed, hand.revealed, hand.up, sight[0]
        for index in range(self.length, len(records)):
            record = records[index]
            kind = type(record)
            if kind in _PLAIN:  # most records: the same to every viewer, read as is
                public.append(record)
                continue
            if kind in _DEALING:
                self.cards += 1
            if type(record) is CardDealt:  # as ``_reader`` reads it for a spectator, inline
                seat = record.seat
                if record.card in secret:
                    record = _new_record(CardDealt, (seat, -1, record.up, record.street))
                elif not record.up and down_card_hidden(
                    record, not shown[seat], revealed, up[seat]
                ):
                    record = _new_record(CardDealt, (seat, -1, record.up, record.street))
                    own[seat].append(index)  # hidden from the others, not from its seat
                public.append(record)
                continue
            if kind is CardBurned:  # dealt to nobody: which card it was stays with the server
                public.append(_new_record(CardBurned, (-1, record.street)))  # type: ignore[union-attr]
                continue
            if kind is TurnUpsRevealed:  # the choices before it, and the cards they turn up
                public.append(record)
                self.pending, self.length = index + 1, index + 1
                self.read_again(hand)
                reader = None
                continue
            if kind is not TurnUpChosen and not issubclass(kind, _CARDS_OF_SEATS):
                public.append(record)  # a show, a community card: the same to every viewer
                continue
            reader = reader or _reader(hand, None, self.pending, sight[0])
            seen = reader(record, index)
            if seen is not record and kind is TurnUpChosen:  # hidden from all but its seat
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

    def show(self, hand: ReadHand, seats: list[int]) -> None:
        """``seats`` have shown their hands: their down cards are every viewer's now (as
        ``visibility.down_card_hidden`` has it; a stand-in is in no seat's places), a turn-up
        choice not revealed yet stays hidden; every viewer's history made again when next
        asked, the cards now."""
        records, public, own = self.records, self.public, self.own
        for seat in seats:
            hidden = []
            for index in own[seat]:
                if type(records[index]) is CardDealt:
                    public[index] = records[index]
                else:
                    hidden.append(index)
            own[seat] = hidden
        # every viewer's history made again when next asked, but a lone seat that showed: it
        # saw its own cards already
        kept = self.viewers.get(seats[0]) if len(seats) == 1 else None
        self.viewers.clear()
        if kept is not None:
            self.viewers[seats[0]] = kept
        table = self.table
        if table is None or hand.undisclosed or hand.revealed:
            self.table = None  # made again when next asked
        else:  # live play: the seats that showed hold their cards face up for every viewer
            hole = list(table[1])
            for seat in seats:
                hole[seat] = tuple(hand.down[seat])
            self.table = (table[0], tuple(hole), table[2], table[3])

    def seen_by(self, hand: ReadHand, viewer: int | None) -> Seen:
        """What ``viewer`` may see now: its history; the cards and wild cards as last made when
        no record since may have changed them; the pots the hand keeps."""
        # the viewer's history: the one last made, grown by the records read since
        length, made = self.length, self.viewers.get(viewer)
        start, history = made if made is not None else (0, ())
        if start != length:
            added = self.public[start:length]
            if viewer is not None:
                places = self.own[viewer]
                if places and places[-1] >= start:  # its own records among those added
                    # a seat reads its own cards and choices as they are (a stand-in is in no
                    # seat's places: hidden from its seat too)
                    records = self.records
                    for index in places:
                        if index >= start:
                            added[index - start] = records[index]
            history += tuple(added)
            self.viewers[viewer] = (length, history)
        table = self.table
        if table is None or table[0] != self.cards:
            table = self.table = (self.cards, *_cards(hand, None, self.sight[0]))
        hole = table[1]
        if viewer is not None:
            kept = self.holes.get(viewer)
            if kept is not None and kept[0] is table:
                hole = kept[1]
            else:  # a spectator's with the viewer's own as it sees them
                cards, secret, seen = hand.down[viewer], hand.undisclosed, list(hole)
                seen[viewer] = _public(cards, secret) if secret else tuple(cards)
                hole = tuple(seen)
                self.holes[viewer] = (table, hole)
        wild, now = self.wild, hand.wild
        if wild is None or wild[0] is not now or type(now) is not frozenset:
            wild = self.wild = (now, tuple(sorted(now)))  # a new frozenset when they change
        return _new_seen(Seen, (history, hole, table[2], table[3], hand.pot_layout(), wild[1]))


def _sees_on(before: Sight, now: Sight) -> bool:
    """Whether what is seen ``now`` goes on from what was seen ``before``: nothing seen then is
    unseen now (more seats shown, more cards revealed, the same stand-ins), so only the places
    hidden so far need reading again."""
    return now == before or (
        now[2] == before[2]
        and now[1] >= before[1]
        and not any(map(gt, before[0], now[0]))  # nobody shown is unshown
    )


# NamedTuple.__new__ adds a Python frame to every view (and to every card hidden)
_new_seen = _new_record = tuple.__new__


def read(hand: ReadHand, viewer: int | None) -> Seen:
    """What ``viewer`` (a seat, or ``None``: a spectator) may see of ``hand``'s records and
    cards: what ``full_read`` makes, read again only for the records added since."""
    reading = hand.view_reading
    records = hand.history
    if reading is None:
        sight = (tuple(hand.shown), len(hand.revealed), len(hand.undisclosed))
        reading = hand.view_reading = Reading(records, sight)
    length, read_so_far = len(records), reading.length
    if read_so_far != length or (length and records[-1] is not reading.last):
        if (
            read_so_far < length
            and type(records[read_so_far]) in _PLAIN
            and length - read_so_far == 1
            and (not read_so_far or records[read_so_far - 1] is reading.last)
        ):  # one record added that reads alike to everyone (a bet, a call): taken as it is
            reading.public.append(records[read_so_far])
            reading.length, reading.last = length, records[read_so_far]
        else:
            reading.catch_up(hand)
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
# records that may hide their card from some viewer (with ``TurnUpChosen``), subclasses too
_CARDS_OF_SEATS = (CardBurned, CardDealt)
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
            return _new_record(CardBurned, (-1, record.street))
        if type(record) is CardDealt:
            if record.card in secret or down_card_hidden(
                record, record.seat != viewer and not shown[record.seat], revealed, up[record.seat]
            ):
                return _new_record(CardDealt, (record.seat, -1, record.up, record.street))
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


def _public(cards: list[int], secret: AbstractSet[int]) -> Cards:
    """Cards the viewer may know, but for stand-ins (``secret``: unknown to every viewer)."""
    return tuple(None if c in secret else c for c in cards)


def _hidden(cards: list[int], revealed: AbstractSet[int], secret: AbstractSet[int]) -> Cards:
    """Another seat's down cards: hidden, but for those an uncontested winner showed."""
    return tuple(c if c in revealed and c not in secret else None for c in cards)
