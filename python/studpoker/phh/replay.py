"""Hand histories on the engine: ``replay`` plays a history's actions on a ``Hand``
(``phh.dump`` writes a hand back as a history).

Seats: PHH numbers players from the dealer's left, ``p1`` first, so without a ``seats`` field
player ``pK`` sits at seat ``K - 1`` and the last player deals. With ``seats`` (the standard's
seat numbers, 1-based) each player sits at its own seat and the dealer is the last player's seat.

Cards nobody saw (``??``) are played by stand-ins: unused cards chosen so that the recorded
bring-in stays where it was and, where up cards are unknown, every later street's recorded first
actor acts first (``phh.stand_ins``), marked ``undisclosed`` so that views, logs and dumps print
them as unknown. Cards a player shows later (``sm``) fill in that player's unknown cards first,
and so does a card it turns up (flip stud's ``tu``): an unknown card dealt since its last
turn-up first, else an older unknown one (after the first round any face-down card may be
turned up).
A turn-up not revealed yet (``tu ??``) replays as the seat's first card of the street.

Rake: a history's ``rake`` is the chips the room took; the replay takes exactly that, from the pots
in the order of the room's reading (``rooms.reading_of``: the ``_room`` field). Where the chips of
each pot matter beyond that reading (a rake computed per pot), our extension ``_rake_pots`` lists
them, main pot first, and ``dump`` writes it.
"""

from __future__ import annotations

import functools
from collections import deque
from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from typing import Any

from studpoker.actions import (
    BRING_IN,
    CHECK_CALL,
    COMPLETE_BET_RAISE,
    FOLD,
    SHOW_MUCK,
    TURN_UP,
    Action,
)
from studpoker.dealing import BOARD
from studpoker.errors import HandHistoryError, StudPokerError
from studpoker.hand import Hand
from studpoker.limits import is_int
from studpoker.phh.cards import check_distinct_cards
from studpoker.phh.choice_note import choice_start, play_choice
from studpoker.phh.divergence import explain_divergence
from studpoker.phh.document import HandHistory, PhhAction, load, load_all
from studpoker.phh.dump import RAKE_POTS_FIELD
from studpoker.phh.rooms import reading_of
from studpoker.phh.seating import seating
from studpoker.phh.stand_ins import order_keeping_stand_ins
from studpoker.phh.variants import profile_for
from studpoker.profiles import Profile
from studpoker.rake import Rake

__all__ = ["RAKE_POTS_FIELD", "replay", "replay_all"]


class ReplaySource:
    """Deals the recorded cards: each seat's own queue, the board's, and the burns'."""

    __slots__ = (
        "_board",
        "_burns",
        "_burns_recorded",
        "_pool",
        "_recorded",
        "_seats",
        "distinct",
        "undisclosed",
    )

    def __init__(
        self,
        seats: list[deque[int]],
        board: deque[int],
        burns: deque[int] | None,
        pool: list[int],
        undisclosed: set[int],
        *,
        distinct: bool = False,
    ) -> None:
        self._seats = seats
        self._board = board
        self._burns_recorded = burns is not None  # PHH itself has no burns; our '_burns' does
        self._burns = burns if burns is not None else deque()
        self._pool = pool  # unused cards, for cards the record never deals
        self.undisclosed: AbstractSet[int] = undisclosed
        # the recorded cards not dealt yet, counted as they go: the hand asks before each deal
        self._recorded = sum(len(q) for q in seats) + len(board)
        # no card is dealt twice: the recorded ones are distinct and stand-ins are unused cards
        self.distinct = distinct

    def draw(self, to: int) -> int:
        queue = self._board if to == BOARD else self._seats[to]
        if not queue:
            return self._stand_in()
        self._recorded -= 1
        return queue.popleft()

    def burn(self) -> int | None:
        if self._burns_recorded:  # our own histories list every burn, so none beyond them
            return self._burns.popleft() if self._burns else None
        if not self._pool:
            return -1  # every card is known elsewhere: an unseen burn needs no stand-in
        return self._stand_in()

    def _stand_in(self) -> int:
        if not self._pool:
            raise HandHistoryError("the history needs more cards than a deck holds")
        card = self._pool.pop()
        assert isinstance(self.undisclosed, set)
        self.undisclosed.add(card)
        return card

    def remaining(self) -> int:
        # What the record still deals; when it deals nothing more, the unused cards stand in.
        return self._recorded if self._recorded else len(self._pool)

    def put_under(self, cards: Sequence[int]) -> None:
        """Nothing to do: the record already says which card comes next."""

    def unused(self) -> int:
        """Recorded cards the replay never dealt."""
        return self._recorded


def replay(
    source: str | HandHistory, *, check_stacks: bool = True, rules: str = "card_room"
) -> Hand:
    """Plays a history (PHH text or a loaded ``HandHistory``) and returns the hand.

    ``rules`` reads the standard codes as the card room plays them (``card_room``, the default)
    or as pokerkit does (``pokerkit``; docs/phh.md lists the differences). Raises
    ``HandHistoryError`` naming the line of the first action the rules refuse, and, with
    ``check_stacks``, when a finished hand ends on other stacks than ``finishing_stacks``.
    """
    history = load(source) if isinstance(source, str) else source
    if not isinstance(history, HandHistory):
        raise HandHistoryError(
            f"line 1: replay takes PHH text or a HandHistory, not {source!r:.40}"
        )
    try:
        return _replay(history, check_stacks, rules)
    except HandHistoryError:
        # a standard code the card room reads otherwise than the file's writer: name the rule
        if rules == "card_room" and "_profile" not in history.extra:
            explained = explain_divergence(history, _Replayer)
            if explained is not None:
                raise HandHistoryError(explained) from None
        raise
    except (StudPokerError, TypeError, AttributeError, KeyError, IndexError, ValueError) as err:
        # the last guard: a field of an unexpected shape the checks above did not foresee
        raise HandHistoryError(
            f"line {history.line_of('')}: the history cannot be replayed: {err}"
        ) from None


class _Replayer:
    """A history being played on a hand, one action at a time."""

    def __init__(self, history: HandHistory, rules: str) -> None:
        self.history = history
        profile = profile_for(history, rules=rules)
        n = history.player_count
        self.seat_of, dealer = seating(history)
        self.source = _card_source(history, profile, self.seat_of, dealer)
        stacks = [0] * n
        for player, stack in enumerate(history.starting_stacks):
            stacks[self.seat_of[player]] = stack
        rake = _rake_of(history)
        start = choice_start(history, profile, n)  # a dealer's choice, noted in fields
        try:
            if start is None:
                self.hand = Hand(profile, stacks, dealer, source=self.source, rake=rake)
            else:
                self.hand = Hand(
                    profile, stacks, dealer, source=self.source, rake=rake, start=start
                )
        except StudPokerError as err:
            raise HandHistoryError(f"line 1: the hand cannot start: {err}") from None
        play_choice(self.hand, history)
        # showdown decisions met before the seat's turn: True shows, False mucks
        self.early_shows: dict[int, bool] = {}

    def play(self, action: PhhAction) -> None:
        if action.player is None:
            return  # the engine deals from the queues; unused cards are checked at the end
        _play(self.hand, action, self.seat_of[action.player], self.early_shows)
        if self.early_shows:
            _show_early_shown(self.hand, self.early_shows)

    def expected_stacks(self) -> list[int] | None:
        if self.history.finishing_stacks is None:
            return None
        expected = [0] * self.history.player_count
        for player, stack in enumerate(self.history.finishing_stacks):
            expected[self.seat_of[player]] = stack
        return expected


def _replay(history: HandHistory, check_stacks: bool, rules: str) -> Hand:
    replayer = _Replayer(history, rules)
    for action in history.actions:
        replayer.play(action)
    hand, card_source = replayer.hand, replayer.source
    if not card_source.distinct:
        check_distinct_cards(hand, history, replayer.seat_of)
    if hand.is_over and card_source.unused():
        last_deal = max((a.line for a in history.actions if a.player is None), default=1)
        raise HandHistoryError(
            f"line {last_deal}: the history deals {card_source.unused()} card(s) the hand "
            "never reached"
        )
    expected = replayer.expected_stacks()
    if check_stacks and hand.is_over and expected is not None and list(hand.stacks) != expected:
        raise HandHistoryError(
            f"line {history.line_of('finishing_stacks')}: the replay ends on stacks "
            f"{list(hand.stacks)}, the history records {expected}"
        )
    return hand


def replay_all(text: str, *, check_stacks: bool = True, rules: str = "card_room") -> list[Hand]:
    """Replays every hand of a ``.phhs`` text (or the one hand of a ``.phh`` text)."""
    return [replay(history, check_stacks=check_stacks, rules=rules) for history in load_all(text)]


def _play(hand: Hand, action: PhhAction, seat: int, early_shows: dict[int, bool]) -> None:
    if action.verb == "sm" and hand.is_over and not hand.shown[seat]:
        try:
            hand.show_after_win(seat, [c for c in action.cards if c is not None] or None)
        except StudPokerError as err:
            raise _refused(action, str(err)) from None
        return
    if action.verb == TURN_UP:
        _turn_up(hand, action, seat, functools.partial(_refused, action))
        return
    if action.by_default:
        if hand.actor != seat:
            raise _refused(action, f"p{_player_of(hand, seat)} did not have the turn to time out")
        played = hand.default_action()
        if played.code != action.verb or (
            action.verb == "sm" and (played.kind == "show") != bool(action.cards)
        ):
            raise _refused(action, f"the default action here is {played.notation!r}")
        hand.act_default()
        return
    if action.verb == "sm":
        if hand.shown[seat]:
            return  # shown already (all-in early, or the home profile shows everyone)
        if hand.actor != seat or not _in_showdown(hand):
            if not action.cards and not _in_showdown(hand):
                raise _refused(action, "a muck before the showdown")
            # shown at an all-in, or a room's log listing the showdown in its own order: the
            # decision is played at the seat's turn
            early_shows[seat] = bool(action.cards)
            return
        move = Action(SHOW_MUCK, None, bool(action.cards))
    elif action.verb == "cbr":
        assert action.amount is not None
        move = Action(COMPLETE_BET_RAISE, action.amount)
        if action.amount == max(hand.round_bets()) and not hand.can_act(move):
            move = Action(CHECK_CALL)  # a raise "to" an all-in's level is a call (real files)
    elif action.verb in (FOLD, CHECK_CALL, BRING_IN):
        move = Action(action.verb)  # the PHH verb is the action's code
    else:
        raise _refused(
            action, f"'{action.verb}' (flip stud's turn-up) is not played in {hand.profile.name}"
        )
    if hand.actor != seat:
        expected = "nobody" if hand.actor is None else f"p{_player_of(hand, hand.actor)}"
        raise _refused(
            action, f"p{_player_of(hand, seat)} acts, but the rules give the turn to {expected}"
        )
    try:
        hand.act(move)
    except StudPokerError as err:
        raise _refused(action, str(err)) from None


def _refused(action: PhhAction, reason: str) -> HandHistoryError:
    """The error that refuses ``action`` of a history, naming its line and text."""
    return HandHistoryError(f"line {action.line}: action {action.text!r}: {reason}")


def _turn_up(hand: Hand, action: PhhAction, seat: int, fail: Any) -> None:
    """Flip stud's ``tu``: the seat's hidden choice (``??``: its first card, as by default)."""
    if not any(street.turn_up for street in hand.profile.streets):
        raise fail(f"'{action.verb}' (flip stud's turn-up) is not played in {hand.profile.name}")
    try:
        if action.by_default or None in action.cards:
            played = hand.default_action(seat) if seat in hand.actors else None
            if action.by_default:
                if played is None or (None not in action.cards and played.cards != action.cards):
                    raise fail(f"the default turn-up here is {played and played.notation!r}")
                hand.act_default(seat)
                return
            if played is not None:
                hand.act(played, seat)
                return
        hand.act(Action(TURN_UP, None, True, tuple(c for c in action.cards if c is not None)), seat)
    except HandHistoryError:
        raise
    except StudPokerError as err:
        raise fail(str(err)) from None


def _in_showdown(hand: Hand) -> bool:
    return hand.phase.name == "show_or_muck"


def _show_early_shown(hand: Hand, early_shows: dict[int, bool]) -> None:
    while hand.actor is not None and hand.actor in early_shows and _in_showdown(hand):
        show = early_shows[hand.actor]
        if not show and not hand.can_act(Action(SHOW_MUCK, None, False)):
            return  # the seat may not muck here: its turn waits, and the replay says so
        hand.act(Action(SHOW_MUCK, None, show))


def _player_of(hand: Hand, seat: int) -> int:
    """The 1-based PHH number of a seat: players count from the dealer's left."""
    return (seat - hand.dealer - 1) % hand.n + 1


def _rake_of(history: HandHistory) -> Rake | None:
    """The rake the history states, taken as its room reads it (``None``: none stated)."""
    reading = reading_of(history)  # a bad _room is refused even without a rake
    pots = history.extra.get(RAKE_POTS_FIELD)
    if history.rake is None:
        if pots is not None:
            raise HandHistoryError(
                f"line {history.line_of(RAKE_POTS_FIELD)}: {RAKE_POTS_FIELD} without a rake"
            )
        return None
    if pots is None:
        return reading.exact_rake(history.rake)
    if (
        not isinstance(pots, list)
        or not pots
        or not all(is_int(amount) and amount >= 0 for amount in pots)
        or sum(pots) != history.rake
    ):
        raise HandHistoryError(
            f"line {history.line_of(RAKE_POTS_FIELD)}: {RAKE_POTS_FIELD} {pots!r:.80}: one "
            f"amount per pot, main pot first, adding up to the rake ({history.rake})"
        )
    return Rake.exact(tuple(pots), order=reading.rake_order, split=reading.rake_split)


def _card_source(
    history: HandHistory, profile: Profile, seat_of: list[int], dealer: int
) -> ReplaySource:
    """Queues of the recorded cards, unknown ones replaced by stand-ins."""
    n = history.player_count
    dealt: list[list[int | None]] = [[] for _ in range(n)]
    board: list[int | None] = []
    shown: list[tuple[int | None, ...]] = [() for _ in range(n)]
    bring_in_seat = None
    turned_from = [0] * n  # flip stud: a turn-up is among the cards dealt since the last one
    for action in history.actions:
        if action.verb == "dh":
            assert action.target is not None
            dealt[seat_of[action.target]].extend(action.cards)
        elif action.verb == TURN_UP and action.player is not None:
            seat = seat_of[action.player]
            _fill_turned_up(dealt[seat], turned_from[seat], action.cards)
            turned_from[seat] = len(dealt[seat])
        elif action.verb == "db":
            board.extend(action.cards)
        elif action.player is None:
            continue
        elif action.verb == "sm" and action.cards:
            shown[seat_of[action.player]] = action.cards
        elif action.verb == "pb" and bring_in_seat is None:
            bring_in_seat = seat_of[action.player]
    burns = _burn_cards(history)
    for seat in range(n):
        _fill_from_shown(dealt[seat], shown[seat])
    recorded = [c for cards in (*dealt, board) for c in cards if c is not None]
    dealt_known = set(recorded)
    distinct = len(dealt_known) == len(recorded)
    known = dealt_known.union(c for c in burns or () if c is not None)
    pool = sorted(set(range(52)) - known)
    undisclosed: set[int] = set()

    def stand_in(highest: bool) -> int:
        if not pool:
            raise HandHistoryError(
                f"line {history.line_of('actions')}: the history needs more cards than a deck holds"
            )
        card = pool.pop() if highest else pool.pop(0)
        undisclosed.add(card)
        return card

    # up cards chosen to keep every street's recorded first actor first, where any fit
    unknown = any(None in cards for cards in dealt)
    chosen = (
        order_keeping_stand_ins(history, profile, seat_of, dealer, dealt, pool) if unknown else []
    )
    for seat, index, card in chosen:
        dealt[seat][index] = card
        pool.remove(card)
        undisclosed.add(card)
    door = profile.streets[0].cards.index("up") if "up" in profile.streets[0].cards else None
    if door is not None and profile.bring_in is not None and not chosen and unknown:
        # The recorded bring-in seat gets the card most bound to bring in, the others the least.
        low_brings_in = profile.bring_in_rule == "lowest"
        if profile.bring_in_rule == "highest_ace_low":
            pool.sort(key=_ACE_LOW.__getitem__)
        for seat in range(n):
            if len(dealt[seat]) > door and dealt[seat][door] is None:
                obliged = seat == bring_in_seat
                dealt[seat][door] = stand_in(highest=obliged != low_brings_in)
        pool.sort()
    queues = [deque([c if c is not None else stand_in(False) for c in cards]) for cards in dealt]
    board_queue = deque(c if c is not None else stand_in(False) for c in board)
    # an unseen burn when every card is known elsewhere was dealt as no card (ReplaySource.burn)
    burn_queue = (
        None
        if burns is None
        else deque(c if c is not None else (stand_in(False) if pool else -1) for c in burns)
    )
    pool.reverse()  # later stand-ins come from the top of the unused cards
    return ReplaySource(queues, board_queue, burn_queue, pool, undisclosed, distinct=distinct)


# each card's place in ace-low order (the ace below the deuce), suits apart
_ACE_LOW = tuple(((card >> 2) + 1) % 13 * 4 + (card & 3) for card in range(52))


def _fill_turned_up(dealt: list[int | None], start: int, cards: tuple[int | None, ...]) -> None:
    """A card turned up names a face-down card of the seat: when it is not known already, an
    unknown card dealt since the seat's last turn-up (the first one), else an older unknown one
    (after the first round a seat may turn up any of its face-down cards, rules §6 notes)."""
    for card in cards:
        if card is None or card in dealt:
            continue
        fresh = [i for i in range(start, len(dealt)) if dealt[i] is None]
        older = [i for i in range(start) if dealt[i] is None]
        unknown = fresh or older
        if unknown:
            dealt[unknown[0]] = card


def _fill_from_shown(dealt: list[int | None], shown: tuple[int | None, ...]) -> None:
    """A shown hand (all of a seat's cards, in dealing order) names its unknown dealt cards."""
    if None not in dealt or not shown:
        return
    if len(shown) == len(dealt) and all(
        d is None or d == s for d, s in zip(dealt, shown, strict=False)
    ):
        dealt[:] = list(shown)
        return
    extra = iter(c for c in shown if c is not None and c not in dealt)
    for i, card in enumerate(dealt):
        if card is None:
            dealt[i] = next(extra, None)


def _burn_cards(history: HandHistory) -> list[int | None] | None:
    """The burned cards our own histories list in ``_burns``; ``None`` when not recorded."""
    if "_burns" not in history.extra:
        return None
    burns = history.extra["_burns"]
    line = history.line_of("_burns")
    if not isinstance(burns, list) or not all(isinstance(b, str) for b in burns):
        raise HandHistoryError(f"line {line}: _burns must be a list of cards such as ['Kd', '??']")
    from studpoker.phh.document import parse_action

    cards: list[int | None] = []
    for text in burns:
        cards.extend(parse_action(f"d db {text}", line).cards)
    return cards
