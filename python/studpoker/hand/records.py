"""The immutable records of ``Hand.history``: one per deal, forced bet, action, show and award.

Records are named tuples: cheap to build on the hot path and impossible to change afterwards.
A card is its number ``0..51``; ``-1`` stands for a card the dealer did not disclose (replays).

``record.to_json()`` gives the record's JSON form: an explicit ``event`` tag (stable, unlike the
class name) and its fields, cards as text (``null`` for an undisclosed card; ``to_json(card_text)``
writes them with a hand's own rules); the package's JSON
Schema (``studpoker/schema/studpoker.schema.json``) describes every event, and
``record_from_json`` reads one back.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from studpoker._core import format_card, parse_card
from studpoker.errors import InvalidSetupError
from studpoker.limits import shown

__all__ = [
    "AntePosted",
    "BringInPosted",
    "Called",
    "CardBurned",
    "CardDealt",
    "CardsMucked",
    "CardsShown",
    "Checked",
    "ChipsReturned",
    "CommunityCardDealt",
    "CompletedBetRaised",
    "Folded",
    "GameChosen",
    "PotAwarded",
    "PotRaked",
    "Record",
    "RoundStarted",
    "TurnUpChosen",
    "TurnUpsRevealed",
    "WinnerShowed",
    "phh_verb",
    "record_from_json",
]


class AntePosted(NamedTuple):
    """``seat`` posted an ante of ``amount`` chips (``all_in``: its whole stack)."""

    seat: int
    amount: int
    all_in: bool

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("ante_posted", self, card_text)


class CardDealt(NamedTuple):
    """A card dealt to ``seat`` on street ``street`` (an index into ``Profile.streets``), face up
    when ``up``; ``-1`` where the reader may not know it (another seat's down card in a view)."""

    seat: int
    card: int
    up: bool
    street: int

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("card_dealt", self, card_text)


class CardBurned(NamedTuple):
    """A card burned before street ``street``; ``-1`` in every view: nobody learns which."""

    card: int
    street: int

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("card_burned", self, card_text)


class CommunityCardDealt(NamedTuple):
    """A community card (rules §2.1: the deck ran out) dealt face up on street ``street``."""

    card: int
    street: int

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("community_card_dealt", self, card_text)


class RoundStarted(NamedTuple):
    """A betting round opens: ``first`` acts first; ``cap`` is the most bets + raises (or None)."""

    round: int
    first: int
    cap: int | None
    bring_in_seat: int | None

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("round_started", self, card_text)


class BringInPosted(NamedTuple):
    """``seat`` posted the bring-in, ``amount`` chips (``all_in``: its whole stack)."""

    seat: int
    amount: int
    all_in: bool
    by_default: bool = False
    """Played by ``Hand.act_default`` when the seat's time ran out."""

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("bring_in_posted", self, card_text)


class Folded(NamedTuple):
    """``seat`` folded."""

    seat: int
    by_default: bool = False
    """Played by ``Hand.act_default`` when the seat's time ran out."""

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("folded", self, card_text)


class Checked(NamedTuple):
    """``seat`` checked."""

    seat: int
    by_default: bool = False
    """Played by ``Hand.act_default`` when the seat's time ran out."""

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("checked", self, card_text)


class Called(NamedTuple):
    """``seat`` called, putting in ``amount`` chips (``all_in``: its whole stack)."""

    seat: int
    amount: int
    all_in: bool

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("called", self, card_text)


class CompletedBetRaised(NamedTuple):
    """``kind``: complete / bet / raise; ``full`` False for a short all-in (re-opens nothing)."""

    seat: int
    to: int
    amount: int
    kind: str
    all_in: bool
    full: bool

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("completed_bet_raised", self, card_text)


class CardsShown(NamedTuple):
    """At the showdown ``seat`` showed ``cards`` (its down cards, then its up cards)."""

    seat: int
    cards: tuple[int, ...]
    by_default: bool = False
    """Played by ``Hand.act_default`` when the seat's time ran out."""

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("cards_shown", self, card_text)


class CardsMucked(NamedTuple):
    """At the showdown ``seat`` mucked: its down cards stay hidden for good."""

    seat: int
    by_default: bool = False
    """Played by ``Hand.act_default`` when the seat's time ran out."""

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("cards_mucked", self, card_text)


class WinnerShowed(NamedTuple):
    """After a hand won without a showdown, the winner chose to show ``cards`` (all its cards,
    or the down cards it picked): every view sees them from then on ([002])."""

    seat: int
    cards: tuple[int, ...]

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("winner_showed", self, card_text)


class TurnUpChosen(NamedTuple):
    """Flip stud: ``seat`` chose ``cards`` (of its face-down cards) to turn up. Hidden
    from every other viewer (cards ``-1``) until ``TurnUpsRevealed`` turns them all up."""

    seat: int
    cards: tuple[int, ...]
    by_default: bool = False
    """Played by ``Hand.act_default`` when the seat's time ran out."""

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("turn_up_chosen", self, card_text)


class TurnUpsRevealed(NamedTuple):
    """Flip stud: every choice of the street turned up together; ``seats[i]`` turned up
    ``cards[i]`` (seats from the dealer's left), which are up cards from now on."""

    street: int
    seats: tuple[int, ...]
    cards: tuple[int, ...]

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("turn_ups_revealed", self, card_text)


class GameChosen(NamedTuple):
    """A dealer's choice: ``seat``, the seat to deal, named ``game`` (a profile's name) before
    the antes. Public: every view sees it."""

    seat: int
    game: str
    by_default: bool = False
    """Played by ``Hand.act_default`` when the seat's time ran out."""

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields."""
        return _to_json("game_chosen", self, card_text)


class ChipsReturned(NamedTuple):
    """The uncalled part of the last bet (or bring-in) going back to its owner."""

    seat: int
    amount: int

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("chips_returned", self, card_text)


class PotRaked(NamedTuple):
    """The house took ``amount`` chips from pot number ``pot`` (0 = main pot) before it was
    divided: the ``PotAwarded`` that follows shares out the pot's chips less these."""

    pot: int
    amount: int

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("pot_raked", self, card_text)


class PotAwarded(NamedTuple):
    """Pot number ``pot`` (0 = main pot; ``amount`` its chips, any rake included) and each
    seat's share of it."""

    pot: int
    amount: int
    eligible: tuple[int, ...]
    winners: tuple[int, ...]
    shares: tuple[int, ...]

    def to_json(self, card_text: CardText = format_card) -> dict[str, Any]:
        """The record's JSON form: its ``event`` tag and fields, cards as text."""
        return _to_json("pot_awarded", self, card_text)


Record = (
    AntePosted
    | CardDealt
    | CardBurned
    | CommunityCardDealt
    | RoundStarted
    | BringInPosted
    | Folded
    | Checked
    | Called
    | CompletedBetRaised
    | CardsShown
    | CardsMucked
    | ChipsReturned
    | PotRaked
    | PotAwarded
    | WinnerShowed
    | TurnUpChosen
    | TurnUpsRevealed
    | GameChosen
)


# the tag of each record in JSON; tags never change once published (the schema's version)
EVENTS: dict[str, type[Record]] = {
    "ante_posted": AntePosted,
    "card_dealt": CardDealt,
    "card_burned": CardBurned,
    "community_card_dealt": CommunityCardDealt,
    "round_started": RoundStarted,
    "bring_in_posted": BringInPosted,
    "folded": Folded,
    "checked": Checked,
    "called": Called,
    "completed_bet_raised": CompletedBetRaised,
    "cards_shown": CardsShown,
    "cards_mucked": CardsMucked,
    "winner_showed": WinnerShowed,
    "chips_returned": ChipsReturned,
    "pot_raked": PotRaked,
    "pot_awarded": PotAwarded,
    "turn_up_chosen": TurnUpChosen,
    "turn_ups_revealed": TurnUpsRevealed,
    "game_chosen": GameChosen,
}


CardText = Callable[[int], str]
"""How a record's cards are written (``"As"``): the core's ``format_card`` unless a hand passes
its own rules' (``Hand(rules=studpoker.reference)`` writes them without the core)."""


def _to_json(event: str, record: tuple[Any, ...], card_text: CardText) -> dict[str, Any]:
    data: dict[str, Any] = {"event": event}
    for key, value in zip(record._fields, record, strict=True):  # type: ignore[attr-defined]
        if key == "card":
            data[key] = None if value < 0 else card_text(value)
        elif key == "cards":
            data[key] = [None if c < 0 else card_text(c) for c in value]
        elif isinstance(value, tuple):
            data[key] = list(value)
        else:
            data[key] = value
    return data


def record_from_json(data: Any) -> Record:
    """The record a ``to_json()`` dict describes; ``InvalidSetupError`` names what is wrong."""
    if not isinstance(data, dict):
        raise InvalidSetupError(f"a record must be a JSON object, got {shown(data)}")
    event = data.get("event")
    cls = EVENTS.get(event) if isinstance(event, str) else None
    if cls is None:
        raise InvalidSetupError(f"record event {shown(event)}: not one of {', '.join(EVENTS)}")
    fields = cls._fields
    unknown = sorted(set(data) - {"event", *fields})
    if unknown:
        raise InvalidSetupError(f"record {shown(event)}: unknown field(s) {', '.join(unknown)}")
    values: list[Any] = []
    for key in fields:
        if key not in data:
            if key in cls._field_defaults:
                values.append(cls._field_defaults[key])
                continue
            raise InvalidSetupError(f"record {shown(event)}: missing field {shown(key)}")
        value = data[key]
        if key == "card":
            value = _card_number(value)
        elif key == "cards":
            if not isinstance(value, list):
                raise InvalidSetupError(f"record {shown(event)}: 'cards' must be a list")
            value = tuple(_card_number(c) for c in value)
        elif isinstance(value, list):
            value = tuple(value)
        values.append(value)
    return cls(*values)


def _card_number(text: Any) -> int:
    if text is None:
        return -1
    if not isinstance(text, str):
        raise InvalidSetupError(f"card {shown(text)}: a card is text such as 'As', or null")
    return parse_card(text)


def phh_verb(record: Record) -> str | None:
    """The PHH verb of a player's decision record (``None``: not a decision): the one mapping
    of records to hand-history actions, which ``phh.dump`` and ``saving`` both write from.
    ``cbr`` takes the record's ``to``; a show (``sm``) or turn-up (``tu``) takes its cards as
    the writer may know them; a dealer's choice (``dc``) its game, which a PHH history writes
    as a field, not as an action (PHH has no such verb)."""
    return _VERBS.get(type(record))


_VERBS: dict[type, str] = {
    BringInPosted: "pb",
    Folded: "f",
    Checked: "cc",
    Called: "cc",
    CompletedBetRaised: "cbr",
    CardsShown: "sm",
    CardsMucked: "sm",
    WinnerShowed: "sm",
    TurnUpChosen: "tu",
    GameChosen: "dc",
}
