"""What one seat (or a spectator) may see of a hand: a frozen, JSON-ready snapshot.

A seat sees its own hole cards, everyone's up cards, every public action and the pots; another
seat's hole card stays hidden (``None``) until that seat shows it at the showdown (or, in flip
stud, turns it up). A flip stud turn-up choice is seen by its own seat only until every seat has
chosen and the choices are revealed together. A burned card is
dealt to nobody: every view records that a card was burned, never which (rules §2.1 may deal it
again later as someone's hole card).

A view writes its cards (``to_dict``) with the hand's own rules (``Hand(rules=)``): a hand on
``studpoker.reference`` is viewed without the core.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from studpoker._core import format_card
from studpoker.errors import InvalidSetupError
from studpoker.games.profiles import Profile
from studpoker.hand.actions import LegalAction
from studpoker.hand.records import Record
from studpoker.hand.view_reading import ReadHand, read
from studpoker.limits import is_int, shown

__all__ = ["CardWriter", "HandView", "ViewedHand", "hand_view"]


class ViewedHand(ReadHand, Protocol):
    """What a view reads of a hand (``studpoker.Hand`` provides it): what its reading reads
    (``ReadHand``), and the rest of the hand's public state."""

    @property
    def profile(self) -> Profile:
        """The game played."""

    @property
    def n(self) -> int:
        """The number of seats in the hand."""

    @property
    def dealer(self) -> int:
        """The dealing seat."""

    @property
    def street(self) -> int:
        """The street being played, an index into ``profile.streets`` (-1 before the deal)."""

    @property
    def round(self) -> int | None:
        """The 0-based betting round in progress, or None."""

    @property
    def actor(self) -> int | None:
        """The seat to act, else None."""

    @property
    def actors(self) -> tuple[int, ...]:
        """Every seat that may act now (several in flip stud's turn-up)."""

    @property
    def is_over(self) -> bool:
        """Whether the hand is settled."""

    @property
    def payouts(self) -> tuple[int, ...] | None:
        """What each seat was paid, once the hand is settled (else None)."""

    @property
    def raked(self) -> int:
        """The chips the house took from the pots (0 without a rake)."""

    @property
    def stacks(self) -> Sequence[int]:
        """Each seat's chips behind."""

    @property
    def committed(self) -> Sequence[int]:
        """What each seat has put in during the hand."""

    @property
    def in_hand(self) -> Sequence[bool]:
        """Whether each seat is still in the hand (has not folded)."""

    def round_bets(self) -> tuple[int, ...]:
        """What each seat has put in during the current betting round."""

    def legal_actions(self, seat: int | None = None) -> tuple[LegalAction, ...]:
        """The options of the seat to act (of ``seat``, where several act at once)."""

    @property
    def rules(self) -> CardWriter:
        """The core (or the reference) the hand plays through; views write cards with it."""


class CardWriter(Protocol):
    """What writes a view's cards: the hand's rules (the core's ``_rules``, or the reference)."""

    def format_card(self, card: int) -> str:
        """A card's text (``As``)."""


@dataclass(frozen=True, slots=True)
class HandView:
    """What ``seat`` (``None``: a spectator) may see of a hand at one moment: ``Hand.view(seat)``.

    The fields read as the hand's (per seat, in seat order): its ``stacks``, what each seat
    ``committed`` in the hand and put in this round (``round_bets``), who is still ``in_hand``,
    the ``pots`` (each its amount and eligible seats, main pot first), the ``actor``, the
    ``history`` (another seat's down cards ``-1`` where this viewer may not know them) and, once
    the hand ``is_over``, its ``payouts``. ``profile`` is the game's name. Frozen and hashable;
    ``to_dict()`` is its JSON form."""

    seat: int | None
    profile: str
    dealer: int
    street: int
    round: int | None
    stacks: tuple[int, ...]
    committed: tuple[int, ...]
    round_bets: tuple[int, ...]
    in_hand: tuple[bool, ...]
    hole_cards: tuple[tuple[int | None, ...], ...]
    """Per seat; ``None`` for a card this viewer may not see."""
    up_cards: tuple[tuple[int | None, ...], ...]
    """``None`` for a card a replayed record does not show (likewise below)."""
    community: tuple[int | None, ...]
    pots: tuple[tuple[int, tuple[int, ...]], ...]
    actor: int | None
    legal_actions: tuple[LegalAction, ...]
    """The viewer's options (what ``Hand.act`` takes), only when it is the viewer's turn (or,
    where several seats choose at once, while the viewer owes its choice)."""
    history: tuple[Record, ...]
    is_over: bool
    payouts: tuple[int, ...] | None
    wild: tuple[int, ...] = ()
    """The wild cards in force, sorted (rules §6 notes: follow-the-queen's set as it stands now);
    empty in a game without wild cards. Only up cards decide it, so every viewer sees the same."""
    raked: int = 0
    """The chips the house took from the pots (its ``PotRaked`` records); 0 until the hand is
    settled, and always 0 without a rake."""
    card_text: Callable[[int], str] = field(default=format_card, compare=False, repr=False)
    """How ``to_dict`` writes a card: the hand's ``rules.format_card`` (the core's by default)."""

    def __repr__(self) -> str:
        who = "spectator" if self.seat is None else f"seat {self.seat}"
        state = "over" if self.is_over else f"street {self.street}, seat {self.actor} to act"
        pot = sum(amount for amount, _ in self.pots)
        return (
            f"<HandView {self.profile} for {who}: {state}, pot {pot}, stacks {list(self.stacks)}>"
        )

    def to_dict(self) -> dict[str, Any]:
        """Plain JSON-ready data: cards as text (``None`` when hidden); the form the package's
        JSON Schema (``studpoker/schema/studpoker.schema.json``) describes as ``view``;
        ``raked`` only when the house took chips, so a hand without a rake reads as ever."""
        text = self.card_text

        def _card(card: int | None) -> str | None:
            return None if card is None or card < 0 else text(card)

        data = {
            "schema": "studpoker.view",
            "version": 1,
            "seat": self.seat,
            "profile": self.profile,
            "dealer": self.dealer,
            "street": self.street,
            "round": self.round,
            "stacks": list(self.stacks),
            "committed": list(self.committed),
            "round_bets": list(self.round_bets),
            "in_hand": list(self.in_hand),
            "hole_cards": [[_card(c) for c in cards] for cards in self.hole_cards],
            "up_cards": [[_card(c) for c in cards] for cards in self.up_cards],
            "community": [_card(c) for c in self.community],
            "pots": [{"amount": a, "eligible": list(e)} for a, e in self.pots],
            "actor": self.actor,
            "legal_actions": [option.written(text) for option in self.legal_actions],
            "history": [record.to_json(text) for record in self.history],
            "is_over": self.is_over,
            "payouts": None if self.payouts is None else list(self.payouts),
            "wild": [text(c) for c in self.wild],
        }
        if self.raked:
            data["raked"] = self.raked
        return data


def hand_view(hand: ViewedHand, seat: int | None) -> HandView:
    """The view of ``hand`` for ``seat`` (``None``: a spectator), hiding what it may not know;
    ``InvalidSetupError`` for a seat not in the hand."""
    if seat is not None and not ((type(seat) is int or is_int(seat)) and 0 <= seat < hand.n):
        raise InvalidSetupError(f"seat {shown(seat)}: a view is for a seat 0..{hand.n - 1} or None")
    history, hole_cards, up_cards, community, pots, wild = read(hand, seat)
    actor = hand.actor
    legal: tuple[LegalAction, ...] = ()
    if seat is not None:
        if actor == seat:
            legal = hand.legal_actions()
        elif actor is None and seat in hand.actors:  # several seats choose at once
            legal = hand.legal_actions(seat)
    # every field set straight into its slot: a view is filled as a ``_Blank`` (HandView's
    # slots, without the frozen ``__setattr__`` that makes the dataclass's own ``__init__`` call
    # ``object.__setattr__`` per field, three times slower; a view is made at every step), then
    # becomes the HandView its layout already is
    view: Any = _new(_Blank)
    view.seat = seat
    view.profile = hand.profile.name
    view.dealer = hand.dealer
    view.street = hand.street
    view.round = hand.round
    view.stacks = tuple(hand.stacks)
    view.committed = tuple(hand.committed)
    view.round_bets = hand.round_bets()
    view.in_hand = tuple(hand.in_hand)
    view.hole_cards = hole_cards
    view.up_cards = up_cards
    view.community = community
    view.pots = pots
    view.actor = actor
    view.legal_actions = legal
    view.history = history
    payouts = hand.payouts
    view.is_over = payouts is not None  # the hand is over once paid out
    view.payouts = payouts
    view.wild = wild
    view.raked = 0 if payouts is None else hand.raked  # nothing is raked before the end
    view.card_text = hand.rules.format_card
    view.__class__ = HandView
    made: HandView = view
    return made


class _Blank:
    """HandView's slots in HandView's order, and nothing else: the same layout, so a filled
    ``_Blank`` may become a HandView (``__class__`` assignment checks the layouts match)."""

    __slots__ = HandView.__slots__


_new = object.__new__
