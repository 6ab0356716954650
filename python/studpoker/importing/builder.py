"""One room hand, told event by event in the room's own order, made into a PHH history.

A room's reader knows its text; this module knows the hand. The reader names players, amounts
(whole units, see ``amounts``) and cards as the log gives them; the builder keeps what each seat
put in, fills the cards nobody saw as unknown (``??``), numbers the players from the dealer's
left and computes ``finishing_stacks`` from the room's own numbers: the starting stack, less what
the seat put in, plus what came back uncalled and what it collected. The engine is never asked.
"""

from __future__ import annotations

import dataclasses
import functools
from collections.abc import Sequence
from typing import Any, Literal

from studpoker.errors import HandHistoryError
from studpoker.games.profiles import BettingStructure, Profile
from studpoker.importing.room_profiles import Game, room_profile
from studpoker.phh.document import HandHistory, PhhAction, action_text, cards_text
from studpoker.phh.variants import profile_fields, variant_code

__all__ = ["Game", "HandBuilder", "RefusedHand"]


class RefusedHand(HandHistoryError):
    """A room's hand that cannot be imported: ``line`` is the line of the source that shows why
    (1-based, in the whole source), ``reason`` says why in words."""

    def __init__(self, line: int, reason: str) -> None:
        super().__init__(f"line {line}: {reason}")
        self.line = line
        self.reason = reason


@dataclasses.dataclass(slots=True)
class _Seat:
    number: int
    name: str
    stack: int
    line: int
    dealt: bool = False
    put_in: int = 0
    returned: int = 0
    collected: int = 0
    # the known cards of each street, down and up, in the order the street deals them
    down: dict[int, list[int | None]] = dataclasses.field(default_factory=dict)
    up: dict[int, list[int | None]] = dataclasses.field(default_factory=dict)
    # all of its cards as the log names them after the fact (``reveal``), and that line
    revealed: tuple[int, ...] = ()
    revealed_line: int = 0


# the events of the hand in the room's order, played into PHH actions by ``build``
_Street = tuple[Literal["street"], int]
_Act = tuple[Literal["act"], str, str, int | None, tuple[int | None, ...], int]
_Event = _Street | _Act


class HandBuilder:
    """The hand a reader is reading. Call the methods in the order the log tells the hand."""

    def __init__(self, room: str, *, line: int, hand_id: str | None = None) -> None:
        self.room = room
        self.line = line  # the hand's first line in the source
        self.hand_id = hand_id
        self.game: Game | None = None
        self.betting: BettingStructure = "fixed_limit"
        """The betting structure the hand names (``room_profiles.room_profile``)."""
        self.ante: int | None = None
        self.bring_in_amount: int | None = None
        self.small_bet: int | None = None
        self.big_bet: int | None = None
        self.dealer_seat: int | None = None
        """The room's seat number of the dealer (button), when the room logs one; else the
        players count from the lowest seat number."""
        self.fields: dict[str, Any] = {}
        self.choices: dict[str, Any] = {}  # ``Profile`` fields the hand's own numbers decide
        """The room's own fields (``hand``, ``table``, ``time``, ``currency``, ...)."""
        self.rake = 0
        self._seats: dict[str, _Seat] = {}
        self._numbers: set[int] = set()  # the seat numbers taken
        self._events: list[_Event] = []
        self._street = -1
        self._round: dict[str, int] = {}  # what each seat put in this betting round
        self._folded: set[str] = set()
        self._boards: dict[int, int | None] = {}  # the community card of a street (rules §2.1)

    # ------------------------------------------------------------------ the table
    def seat(self, number: int, name: str, stack: int, line: int) -> None:
        if name in self._seats:
            raise RefusedHand(line, f"{name!r} is seated twice")
        if number in self._numbers:
            raise RefusedHand(line, f"seat {number} is taken twice")
        self._seats[name] = _Seat(number, name, stack, line)
        self._numbers.add(number)

    def has_seat(self, name: str) -> bool:
        return name in self._seats

    def _of(self, name: str, line: int) -> _Seat:
        seat = self._seats.get(name)
        if seat is None:
            raise RefusedHand(line, f"{name!r} acts but has no seat in the hand")
        return seat

    # ------------------------------------------------------------------ chips
    def post_ante(self, name: str, amount: int, line: int) -> None:
        seat = self._of(name, line)
        seat.dealt = True
        self._put(seat, amount, line)
        self.ante = max(self.ante or 0, amount)

    @property
    def street_index(self) -> int:
        """The street being dealt and bet (0 the first deal; -1 before it)."""
        return self._street

    def street(self, index: int, line: int) -> None:
        """The deal of street ``index`` (0: the first deal, third street in seven-card stud)."""
        if index != self._street + 1:
            raise RefusedHand(line, f"street {index + 1} follows street {self._street + 1}")
        self._street = index
        self._round = {}
        self._events.append(("street", index))

    def dealt(
        self,
        name: str,
        line: int,
        *,
        down: Sequence[int | None] = (),
        up: Sequence[int | None] = (),
    ) -> None:
        """The cards of this street the log shows for ``name``; cards it leaves out are
        unknown."""
        seat = self._act_of(name, line)
        seat.dealt = True
        seat.down.setdefault(self._street, []).extend(down)
        seat.up.setdefault(self._street, []).extend(up)

    def board(self, card: int | None, line: int) -> None:
        """This street is one community card for every seat (rules §2.1: the stub could not give
        every player a card of its own), so nobody is dealt a card of it."""
        self._need_street(line)
        if self._street in self._boards:
            raise RefusedHand(line, f"street {self._street + 1} has a second community card")
        self._boards[self._street] = card

    def post_bring_in(self, name: str, amount: int, line: int) -> None:
        seat = self._act(name, "pb", line)
        self._put(seat, amount, line)
        self._round[name] = self._round.get(name, 0) + amount
        if self.bring_in_amount is None or amount > self.bring_in_amount:
            self.bring_in_amount = amount

    def raise_to(self, name: str, total: int, line: int) -> None:
        """A completion, bet or raise to ``total`` this betting round."""
        seat = self._act(name, "cbr", line, amount=total)
        already = self._round.get(name, 0)
        if total <= already:
            raise RefusedHand(line, f"{name!r} raises to {total}, no more than it has in")
        self._put(seat, total - already, line)
        self._round[name] = total

    def first_opening(self) -> int | None:
        """The level the first street's first action raised it to, when that action is a
        completion, bet or raise (nobody posted the bring-in); else ``None``."""
        events = self._events
        start = events.index(("street", 0)) + 1 if ("street", 0) in events else len(events)
        first = events[start] if start < len(events) else None
        return first[3] if first is not None and first[0] == "act" and first[2] == "cbr" else None

    def raise_by(self, name: str, added: int, line: int) -> None:
        """A completion, bet or raise for which ``name`` puts ``added`` more chips in."""
        self.raise_to(name, self._round.get(name, 0) + added, line)

    def all_in(self, name: str, added: int, line: int) -> None:
        """``name`` puts ``added`` more chips in, all it has: a call when that does not pass
        the level of the round, else a completion, bet or raise (rooms that log "all-in" as an
        action of its own)."""
        level = max(self._round.values(), default=0)
        if self._round.get(name, 0) + added > level:
            self.raise_by(name, added, line)
        else:
            self.call(name, line, added)

    def call(self, name: str, line: int, amount: int | None = None) -> None:
        """A call of ``amount`` more chips (the room's figure), or of what the level asks
        (all of the stack when short) when the room gives none."""
        seat = self._act(name, "cc", line)
        if amount is None:
            level = max(self._round.values(), default=0)
            amount = min(level - self._round.get(name, 0), seat.stack - seat.put_in)
        if amount <= 0:
            raise RefusedHand(line, f"{name!r} calls nothing")
        self._put(seat, amount, line)
        self._round[name] = self._round.get(name, 0) + amount

    def check(self, name: str, line: int) -> None:
        self._act(name, "cc", line)

    def fold(self, name: str, line: int) -> None:
        self._act(name, "f", line)
        self._folded.add(name)

    def uncalled(self, name: str, amount: int, line: int) -> None:
        """Chips the room returned to ``name`` (an uncalled bet)."""
        seat = self._of(name, line)
        if amount > seat.put_in - seat.returned:
            raise RefusedHand(line, f"{amount} returned to {name!r}, more than it put in")
        seat.returned += amount

    def collect(self, name: str, amount: int, line: int) -> None:
        """Chips the room paid ``name`` from a pot."""
        self._of(name, line).collected += amount

    def return_uncalled(self, line: int) -> None:
        """Give back the uncalled excess (rules §3.4), for a room that returns it unlogged."""
        ranked = sorted(
            self._seats.values(), key=lambda seat: seat.put_in - seat.returned, reverse=True
        )
        if len(ranked) >= 2:
            top, second = ranked[0], ranked[1]
            excess = (top.put_in - top.returned) - (second.put_in - second.returned)
            if excess > 0:
                self.uncalled(top.name, excess, line)

    def pot(self) -> int:
        """Every chip put in so far, less what came back uncalled: the room's total pot."""
        return sum(seat.put_in - seat.returned for seat in self._seats.values())

    def put_in(self, name: str) -> int:
        """What ``name`` has put in so far (antes included), to check against a room's total."""
        seat = self._seats.get(name)
        return 0 if seat is None else seat.put_in

    def stack(self, name: str) -> int:
        """``name``'s starting stack (0 for a name without a seat)."""
        seat = self._seats.get(name)
        return 0 if seat is None else seat.stack

    def in_hand(self) -> list[str]:
        """The seats dealt in that have not folded, by seat number."""
        dealt = sorted((s for s in self._seats.values() if s.dealt), key=lambda s: s.number)
        return [s.name for s in dealt if s.name not in self._folded]

    def unclaimed(self) -> int:
        """What was put in and neither came back nor was collected: the rake, once paid out."""
        return sum(s.put_in - s.returned - s.collected for s in self._seats.values())

    def one_pot(self) -> bool:
        """The seats in the hand all put in the same, less what came back: no side pot."""
        kept = {self._seats[name].put_in - self._seats[name].returned for name in self.in_hand()}
        return len(kept) == 1

    # ------------------------------------------------------------------ showdown
    def show(self, name: str, cards: Sequence[int | None], line: int) -> None:
        """``name`` shows: ``cards`` are all of its cards as the room lists them."""
        self._act(name, "sm", line, cards=tuple(cards))

    def muck(self, name: str, line: int) -> None:
        self._act(name, "sm", line)

    def reveal(self, name: str, cards: Sequence[int], line: int) -> None:
        """All of ``name``'s cards as the log names them after the fact (a hand mucked at the
        showdown that the summary lists), in dealing order where the room keeps it: they fill
        the seat's unknown cards. No show is played."""
        seat = self._of(name, line)
        seat.revealed = tuple(cards)
        seat.revealed_line = line

    # ------------------------------------------------------------------ inside
    def _need_street(self, line: int) -> None:
        if self._street < 0:
            raise RefusedHand(line, "an action before any card is dealt")

    def _act(
        self,
        name: str,
        verb: str,
        line: int,
        *,
        amount: int | None = None,
        cards: tuple[int | None, ...] = (),
    ) -> _Seat:
        seat = self._act_of(name, line)
        seat.dealt = True
        self._events.append(("act", name, verb, amount, cards, line))
        return seat

    def _act_of(self, name: str, line: int) -> _Seat:
        """The seat of ``name``, acting or dealt to once the first street is dealt (``_of``
        and ``_need_street`` in one: this runs for every line of every hand)."""
        seat = self._seats.get(name)
        if seat is None:
            raise RefusedHand(line, f"{name!r} acts but has no seat in the hand")
        if self._street < 0:
            raise RefusedHand(line, "an action before any card is dealt")
        return seat

    def _put(self, seat: _Seat, amount: int, line: int) -> None:
        if amount < 0:
            raise RefusedHand(line, f"{seat.name!r} puts in a negative amount")
        if seat.put_in + amount > seat.stack:
            raise RefusedHand(
                line,
                f"{seat.name!r} puts in {seat.put_in + amount} in all, more than its stack of "
                f"{seat.stack}",
            )
        seat.put_in += amount

    # ------------------------------------------------------------------ the history
    def build(self) -> HandHistory:
        """The PHH history of the hand told so far."""
        if self.game is None:
            raise RefusedHand(self.line, "the hand names no game")
        players = self._players()
        if len(players) < 2:
            raise RefusedHand(self.line, "fewer than two players were dealt in")
        profile, fields = self._profile()
        number = {seat.name: k for k, seat in enumerate(players)}
        actions: list[PhhAction] = []
        deals: dict[str, list[int]] = {seat.name: [] for seat in players}
        # each seat's ``dh`` actions, by index in ``actions``
        in_hand = dict.fromkeys(number)  # in the players' order
        for event in self._events:
            if event[0] == "street":
                index = event[1]
                street = profile.streets[index] if index < len(profile.streets) else None
                if street is None:
                    raise RefusedHand(self.line, f"{self.game} has no street {index + 1}")
                if index in self._boards:
                    actions.append(_action("db", None, None, (self._boards[index],)))
                    continue
                for name in in_hand:
                    cards = _street_cards(street.cards, self._seats[name], index)
                    deals[name].append(len(actions))
                    actions.append(_dealing(number[name], cards))
                continue
            _, name, verb, amount, cards, line = event
            if name not in number:
                raise RefusedHand(line, f"{name!r} acts but was not dealt in")
            actions.append(_played(verb, number[name], cards, amount, line))
            if verb == "f":
                in_hand.pop(name, None)
        for seat in players:
            if seat.revealed:
                _fill_revealed(actions, deals[seat.name], seat)
        finishing = tuple(s.stack - s.put_in + s.returned + s.collected for s in players)
        extra: dict[str, Any] = {
            "seats": [s.number for s in players],
            "players": [s.name for s in players],
            **dict(fields),
            "_room": self.room,
            **self.fields,
        }
        steps = profile.steps
        return HandHistory(
            variant=variant_code(profile),
            antes=(profile.ante,) * len(players),
            starting_stacks=tuple(s.stack for s in players),
            actions=tuple(actions),
            bring_in=profile.bring_in,
            small_bet=steps[0],
            big_bet=steps[-1],
            ante_trimming_status=profile.ante_trimming,
            finishing_stacks=finishing,
            rake=self.rake or None,
            extra=extra,
        )

    def _players(self) -> list[_Seat]:
        """The seats dealt in, from the dealer's left (the lowest seat when no dealer is
        logged)."""
        dealt = sorted((s for s in self._seats.values() if s.dealt), key=lambda s: s.number)
        if self.dealer_seat is not None:
            after = [s for s in dealt if s.number > self.dealer_seat]
            dealt = after + [s for s in dealt if s.number <= self.dealer_seat]
        return dealt

    def _profile(self) -> tuple[Profile, tuple[tuple[str, Any], ...]]:
        """The game at the hand's stakes, and its PHH fields."""
        assert self.game is not None
        named = (("small bet", self.small_bet), ("big bet", self.big_bet))
        missing = [n for n, v in (*named, ("bring-in", self.bring_in_amount)) if v is None]
        if missing:
            raise RefusedHand(self.line, f"the hand does not say its {', '.join(missing)}")
        assert self.small_bet is not None
        assert self.big_bet is not None
        try:
            profile, fields = _staked(
                self.room,
                self.game,
                self.betting,
                self.ante or 0,
                self.bring_in_amount,
                self.small_bet,
                self.big_bet,
            )
            if self.choices:  # readings the hand's own numbers decide, written in its fields
                profile = profile.replace(**self.choices)
                fields = tuple(profile_fields(profile).items())
            return profile, fields
        except HandHistoryError:
            raise
        except ValueError as err:
            raise RefusedHand(self.line, f"the stakes make no game: {err}") from None


@functools.lru_cache(maxsize=1024)
def _staked(
    room: str,
    game: Game,
    betting: BettingStructure,
    ante: int,
    bring_in: int | None,
    small: int,
    big: int,
) -> tuple[Profile, tuple[tuple[str, Any], ...]]:
    """A room's game at these stakes and its PHH fields, made once per stakes (a session's
    hands share them; building and validating a profile costs more than reading a hand)."""
    profile = room_profile(room, game, betting).with_stakes(
        ante=ante, bring_in=bring_in, small=small, big=big
    )
    return profile, tuple(profile_fields(profile).items())


def _street_cards(faces: tuple[str, ...], seat: _Seat, street: int) -> tuple[int | None, ...]:
    """The street's cards in dealing order: the known down and up cards in their slots, every
    other card unknown."""
    down = seat.down.get(street, ())
    up = seat.up.get(street, ())
    if _downs_first(faces) == (len(down), len(up)):
        return (*down, *up)  # every card known, and the down cards dealt first
    known_down, known_up = iter(down), iter(up)
    return tuple(
        [next(known_down, None) if face == "down" else next(known_up, None) for face in faces]
    )


@functools.cache
def _downs_first(faces: tuple[str, ...]) -> tuple[int, int] | None:
    """How many down and up cards a street deals, when it deals its down cards first."""
    downs = faces.count("down")
    return (downs, len(faces) - downs) if faces[downs:].count("down") == 0 else None


def _fill_revealed(actions: list[PhhAction], indexes: Sequence[int], seat: _Seat) -> None:
    """The seat's revealed cards in its ``dh`` actions: in place when they agree with every
    card known already (the room listed them in dealing order), else each card not known yet
    fills the next unknown slot."""
    dealt = [card for index in indexes for card in actions[index].cards]
    known = {card for card in dealt if card is not None}
    if not known <= set(seat.revealed):
        raise RefusedHand(seat.revealed_line, f"{seat.name!r} shows cards it was not dealt")
    if len(seat.revealed) == len(dealt) and all(
        d is None or d == r for d, r in zip(dealt, seat.revealed, strict=True)
    ):
        filled: list[int | None] = list(seat.revealed)
    else:
        extra = iter(card for card in seat.revealed if card not in known)
        filled = [card if card is not None else next(extra, None) for card in dealt]
    start = 0
    for index in indexes:
        action = actions[index]
        cards = tuple(filled[start : start + len(action.cards)])
        start += len(action.cards)
        actions[index] = _action(action.verb, action.player, action.target, cards, line=action.line)


@functools.lru_cache(maxsize=4096)
def _dealing(target: int, cards: tuple[int | None, ...]) -> PhhAction:
    """``d dh``: a street's cards dealt to player ``target``. Made once and shared (an action is
    frozen): hands repeat most deals, of one card or of cards nobody saw."""
    text = f"d dh p{target + 1} {cards_text(cards)}" if cards else f"d dh p{target + 1}"
    return PhhAction(text, 0, "dh", None, target, cards)


def _played(
    verb: str, player: int, cards: tuple[int | None, ...], amount: int | None, line: int
) -> PhhAction:
    """A player's action."""
    text = f"p{player + 1} {verb}" if amount is None else f"p{player + 1} {verb} {amount}"
    if cards:
        text = f"{text} {cards_text(cards)}"
    return PhhAction(text, line, verb, player, None, cards, amount)


def _action(
    verb: str,
    player: int | None,
    target: int | None,
    cards: tuple[int | None, ...] = (),
    amount: int | None = None,
    line: int = 0,
) -> PhhAction:
    # the text made at once, not by dataclasses.replace: this runs for every action of every hand
    text = action_text(verb, player, target, cards, amount)
    return PhhAction(text, line, verb, player, target, cards, amount)
