"""Where a hand's cards come from (the stub of a shuffled or explicitly ordered deck), and how a
street is dealt from it (``deal_street``: one loop, with a hook for dealing rules).

The hand only ever calls ``draw(to)``, ``burn()``, ``remaining()`` and ``put_under(cards)`` on its
source and reads its ``undisclosed`` cards, so a hand-history replayer can supply its own source
that hands out the recorded cards: ``to`` names the seat a card goes to, or ``BOARD``; ``burn()``
gives the card burned before a street, or ``None`` when there is none to burn.
``undisclosed`` holds the cards that stand in for cards the record does not show: the hand plays
them like any card, and views, logs and histories print them as unknown.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Sequence, Set
from typing import TYPE_CHECKING, Protocol

from studpoker._core import parse_cards
from studpoker.errors import InvalidCardError
from studpoker.games.wild_rules import after_up_card, is_dynamic
from studpoker.hand.records import CardBurned, CardDealt, CommunityCardDealt, Record

if TYPE_CHECKING:
    from studpoker.games.profiles import Profile, Street

__all__ = [
    "BOARD",
    "CardSource",
    "DealingRule",
    "Deck",
    "StreetDealer",
    "Table",
    "deal_street",
    "deck_from_order",
    "rule_for",
]

# NamedTuple.__new__ adds a Python frame per record; the dealing loop builds records directly
_new_record = tuple.__new__

BOARD = -2
"""``draw(BOARD)``: a community card (rules §2.1)."""


class CardSource(Protocol):
    @property
    def undisclosed(self) -> Set[int]: ...

    def draw(self, to: int) -> int: ...

    def burn(self) -> int | None: ...

    def remaining(self) -> int: ...

    def put_under(self, cards: Sequence[int]) -> None: ...


class Deck:
    """The stub: ``cards[position:]`` are undealt, top first."""

    __slots__ = ("cards", "position")

    undisclosed: frozenset[int] = frozenset()

    def __init__(self, cards: list[int]) -> None:
        self.cards = cards
        self.position = 0

    def draw(self, to: int) -> int:
        card = self.cards[self.position]
        self.position += 1
        return card

    def burn(self) -> int | None:
        """The top card, or ``None`` when the stub is empty (rules §2.1: no card, no burn)."""
        return self.draw(BOARD) if self.position < len(self.cards) else None

    def remaining(self) -> int:
        return len(self.cards) - self.position

    def put_under(self, cards: Sequence[int]) -> None:
        self.cards.extend(cards)


def deck_from_order(
    order: Sequence[int | str] | str,
    parse: Callable[[Sequence[int | str] | str], list[int]] = parse_cards,
) -> Deck:
    """A deck dealt in exactly this order: all 52 cards, each once, the first dealt first.

    ``parse`` reads the cards (the core's ``parse_cards``, or the reference's)."""
    cards = parse(order)  # rejects unknown and duplicate cards
    if len(cards) != 52:
        missing = sorted(set(range(52)) - set(cards))
        from studpoker._core import format_cards

        raise InvalidCardError(
            f"a deck order needs all 52 cards, got {len(cards)}; missing {format_cards(missing)}"
        )
    return Deck(cards)


class Table(Protocol):
    """What dealing writes to: the hand's cards, burns and history."""

    down: list[list[int]]
    up: list[list[int]]
    community: list[int]
    burned: list[int]
    history: list[Record]
    wild: frozenset[int]
    """The wild set in force (a dealing rule may change it: follow-the-queen)."""


class DealingRule(Protocol):
    """A game's rule about dealt cards, called after every card dealt to a player or the board
    (``seat`` is ``BOARD`` for a community card). It may deal more at once through ``dealer``
    (e.g. an extra down card when a 4 is dealt face up) or change its own state (e.g. the wild
    set of follow-the-queen when an up card is dealt)."""

    def __call__(self, dealer: StreetDealer, seat: int, card: int, up: bool) -> None: ...


def rule_for(profile: Profile) -> DealingRule | None:
    """The dealing rule a profile's fields call for (rules §6 notes), or None: Baseball's extra
    down card for an up card of ``extra_card_up_rank``, follow-the-queen's changing wild set."""
    rules: list[DealingRule] = []
    if profile.extra_card_up_rank is not None:
        rules.append(_extra_card_rule(profile.extra_card_up_rank))
    if is_dynamic(profile.wild):
        rules.append(follow_the_queen_rule)
    if not rules:
        return None
    if len(rules) == 1:
        return rules[0]

    def both(dealer: StreetDealer, seat: int, card: int, up: bool) -> None:
        for rule in rules:
            rule(dealer, seat, card, up)

    return both


def _extra_card_rule(rank: int) -> DealingRule:
    """Baseball (rules §6 notes): an up card of ``rank`` dealt to a seat gives its owner a down
    card at once. A community card has no owner, so it gives nobody a card (Choice)."""

    def extra_card(dealer: StreetDealer, seat: int, card: int, up: bool) -> None:
        if up and seat != BOARD and card >> 2 == rank:
            dealer.deal(seat, False)

    return extra_card


def follow_the_queen_rule(dealer: StreetDealer, seat: int, card: int, up: bool) -> None:
    """Follow-the-queen (rules §6 notes): an up queen leaves only queens wild; the up card dealt
    right after it (a community card included) makes its rank wild too. The set lives on the
    table (``wild``), where the hand's checkpoint and views reach it; whether the previous up card
    was a queen is read off the history, so no other state is kept. A community card is dealt
    face up whatever street it stands in for, so it counts as an up card here."""
    if up or seat == BOARD:
        table = dealer.table
        table.wild = after_up_card(table.wild, _previous_up_card(table.history, card), card)


def _previous_up_card(history: Sequence[Record], card: int) -> int:
    """The up card dealt before ``card`` (just dealt), or -1. Another rule may have dealt cards
    since ``card`` (Baseball's extra card for an up 4), so the search starts at ``card``'s
    record, not at the history's end."""
    passed = False
    for index in range(len(history) - 1, -1, -1):
        record = history[index]
        kind = type(record)
        if kind is not CardDealt and kind is not CommunityCardDealt:
            continue
        if not passed:
            passed = record.card == card  # type: ignore[union-attr]
            continue
        if kind is CommunityCardDealt or record.up:  # type: ignore[union-attr]
            return record.card  # type: ignore[union-attr]
    return -1


class StreetDealer:
    """What a dealing rule gets: ``deal`` gives a seat one more card of the street at once.

    ``owed``: the cards the street still owes as it was planned (the rest of the pass, or with
    the whole-street reading the rest of the street), kept back from a rule's extra cards."""

    __slots__ = ("index", "owed", "rule", "source", "table")

    def __init__(self, table: Table, source: CardSource, index: int, rule: DealingRule) -> None:
        self.table = table
        self.source = source
        self.index = index
        self.rule = rule
        self.owed = 0

    def deal(self, seat: int, up: bool) -> None:
        """One card from the source to ``seat`` (face up or down) or to the board, at once; none
        when none is left (rules §2.1 for an extra card, a Choice: the burned cards go under the
        stub first; the cards the street still owes its players are never taken)."""
        source, table = self.source, self.table
        if source.remaining() <= self.owed and table.burned:
            source.put_under(table.burned)
            table.burned = []
        if source.remaining() > self.owed:
            _deal(table, self.index, ((seat, up, source.draw(seat)),), self)


def _deal(
    table: Table,
    index: int,
    dealt: Iterable[tuple[int, bool, int]],
    dealer: StreetDealer | None,
) -> None:
    """The dealing loop: each ``(seat, up, card)`` in turn (``seat`` may be ``BOARD``) goes to its
    place and into the history, then to the dealing rule, if any. ``dealt`` draws each card as
    it is reached, so the rule's own cards come in between."""
    history, ups, downs, community = table.history, table.up, table.down, table.community
    for seat, up, card in dealt:
        if card < 0 and (up or seat == BOARD):
            # a replayer's source may leave a hole card unknown (-1), never a card everyone sees
            place = "the board" if seat == BOARD else f"seat {seat}"
            raise InvalidCardError(f"an up card must be known: the source gave {card} to {place}")
        if seat == BOARD:
            community.append(card)
            history.append(_new_record(CommunityCardDealt, (card, index)))
        else:
            (ups if up else downs)[seat].append(card)
            history.append(_new_record(CardDealt, (seat, card, up, index)))
        if dealer is not None:
            dealer.rule(dealer, seat, card, up)


def deal_street(
    table: Table,
    street: Street,
    index: int,
    order: list[int],
    source: CardSource,
    passes: bool,
    rule: DealingRule | None = None,
) -> None:
    """Deal street ``index`` to the seats in ``order`` (clockwise from the dealer's left).

    The burn first (rules §2.1: none when the stub is empty); when the stub cannot give every
    player the whole street, the burned cards go under it in order (Choice reuse_burns=ordered).
    ``passes``: one card to every player per pass (rules §2.4), else each player's whole street
    at once, then the community cards. Either way, a card of the street the stub cannot give
    every player is one community card for all of them (rules §2.1), or, with no card left, not
    dealt (a Choice of rules §2.1; the round is still played). ``rule`` sees every card dealt.
    """
    if street.burn:  # never the opening deal's (the profile refuses it)
        card = source.burn()
        if card is not None:
            table.burned.append(card)
            table.history.append(_new_record(CardBurned, (card, index)))
    wanted = len(order) * street.size
    covered = source.remaining() >= wanted
    if not covered and table.burned:
        source.put_under(table.burned)
        table.burned = []
    if passes and covered and rule is None and type(source) is Deck:
        # the common case: a Deck covers the street and nothing else draws from it, so its
        # cards are read straight off its list, in passes (the loop of ``_deal``, inlined)
        cards, position = source.cards, source.position
        source.position = position + wanted
        history = table.history
        players = len(order)
        for face in street.cards:
            up = face == "up"
            hands = table.up if up else table.down
            for seat, card in zip(order, cards[position : position + players], strict=True):
                hands[seat].append(card)
                history.append(_new_record(CardDealt, (seat, card, up, index)))
            position += players
        return
    dealer = None if rule is None else StreetDealer(table, source, index, rule)
    slots = (_in_passes if passes else _whole)(street, order, source, dealer)
    dealt = ((seat, up, source.draw(seat)) for seat, up in slots)
    _deal(table, index, dealt, dealer)


def _in_passes(
    street: Street, order: list[int], source: CardSource, dealer: StreetDealer | None
) -> Iterator[tuple[int, bool]]:
    """Card by card of the street, to every player in turn; the stub is asked before each pass
    (a dealing rule may have dealt more). ``dealer.owed`` counts the rest of the pass."""
    players = len(order)
    for face in street.cards:
        up = face == "up"
        left = source.remaining()
        if left >= players:
            for k, seat in enumerate(order):
                if dealer is not None:
                    dealer.owed = players - 1 - k
                yield seat, up
        elif left:
            if dealer is not None:
                dealer.owed = 0
            yield BOARD, True
        # else: every card is in a hand and every burn is dealt; this card is not dealt


def _whole(
    street: Street, order: list[int], source: CardSource, dealer: StreetDealer | None
) -> Iterator[tuple[int, bool]]:
    """The other reading of rules §2.4: each player gets the whole street at once, then the
    community cards (the stub's count read once, as rules §2.1 holds card by card; a dealing
    rule's extra cards come from beyond the plan: ``dealer.owed`` counts the rest of it)."""
    players = len(order)
    left = source.remaining()
    to_players: list[bool] = []
    community = 0
    for face in street.cards:
        if left >= players:
            to_players.append(face == "up")
            left -= players
        elif left:
            community += 1
            left -= 1
    owed = len(order) * len(to_players) + community
    for seat in order:
        for up in to_players:
            owed -= 1
            if dealer is not None:
                dealer.owed = owed
            yield seat, up
    for _ in range(community):
        owed -= 1
        if dealer is not None:
            dealer.owed = owed
        yield BOARD, True
