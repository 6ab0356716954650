"""One hand of stud from the antes to the last chip: the public API of the state machine of
rules §2-5.

``Hand`` is a ``HandState`` (``hand.state``: the seats, chips, cards and history, with their
queries and an explicit ``snapshot``/``restore``) with the phase in progress. It hands every
action to that phase (``phases``: a ``betting.BettingRound``, a ``turn_up.TurnUpRound``, an
``ending.ShowOrMuck``, or a phase of the caller's started with ``start_phase``): the phase matches
it to one of its options and applies it; once the phase is over its ``finish`` names the next
step, which ``flow.run`` takes (deal, open a round, turn up, showdown, settle) until the next
phase. Every event goes into ``history`` as an immutable record (``records``). Each action exists
as ``verify`` (raises), ``can_act`` (bool) and ``act`` (does it and returns its record); nothing
changes unless the action is legal, and an action whose steps fail is undone whole.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import NamedTuple

from studpoker import _rules
from studpoker.errors import IllegalActionError, InvalidCardError
from studpoker.games.profiles import FIVE_CARD_STUD_HOME, Profile
from studpoker.games.rake import Rake
from studpoker.hand.actions import (
    BRING_IN,
    CHECK_CALL,
    COMPLETE_BET_RAISE,
    FOLD,
    SHOW_MUCK,
    TURN_UP,
    Action,
    LegalAction,
    named_action,
)
from studpoker.hand.betting.round import BettingRound
from studpoker.hand.dealing import CardSource
from studpoker.hand.flow import begin, run
from studpoker.hand.phases import Phase, Step, listing
from studpoker.hand.records import Record
from studpoker.hand.state import HandState, LivePot
from studpoker.hand.view import HandView, hand_view

__all__ = ["Hand", "LivePot", "PhaseState"]


class PhaseState(NamedTuple):
    """The phase in progress as its name (``"betting"``, ``"turn_up"``, ``"show_or_muck"``, a
    phase class's ``NAME``, else its class name; ``None`` when no phase is: the hand is over)
    and the seats that may act in it."""

    name: str | None
    actors: tuple[int, ...]


class Hand(HandState):
    """A hand of ``profile`` between ``len(stacks)`` seats, ``dealer`` dealing.

    ``deck``: an explicit order of the 52 cards (numbers or texts), top first, burns included;
    ``seed``: a reproducible shuffle (an int; docs/shuffle.md); ``source``: a
    ``dealing.CardSource`` (a replayer's dealer). With none of them the whole deck is shuffled by
    the operating system's CSPRNG. ``rules``: the core the hand asks who brings in, who acts
    first and how the pots are won (and that parses the cards it is given): the Rust core by
    default, or ``studpoker.reference``, the plain-Python spec, for a differential test.
    ``start``: the hand's first step (``flow.begin``: post the antes and deal), or a phase to
    play before it, built from the hand's state (its ``finish`` returns ``phases.BEGIN``).

    A ``Hand`` is the server's omniscient object: ``down``, ``hole_cards()``, ``burned``,
    ``history`` (burns and every hole card included), ``settlement`` and the card ``source``
    (the stub, in dealing order) tell everything. Only ``view(seat)`` (or its ``to_dict()``) may
    go to a player or spectator: it hides what that viewer may not know.

    ``wild``: the wild cards in force (rules §6 notes; empty without wild cards), which the
    showing order and the settlement read; follow-the-queen's changes as up cards are dealt.

    ``rake``: what the house takes from the pots (a ``Rake``; ``None``, the default: nothing);
    ``raked`` is what it took once the hand is settled.
    """

    __slots__ = ("_legal", "_phase")

    def __init__(
        self,
        profile: Profile = FIVE_CARD_STUD_HOME,
        stacks: Iterable[int] = (),
        dealer: int = 0,
        *,
        deck: Sequence[int | str] | str | None = None,
        seed: int | None = None,
        source: CardSource | None = None,
        rules: _rules.Rules = _rules,
        rake: Rake | None = None,
        start: Callable[[HandState], Step] = begin,
    ) -> None:
        super().__init__(
            profile, stacks, dealer, deck=deck, seed=seed, source=source, rules=rules, rake=rake
        )
        self._legal: tuple[LegalAction, ...] | None = None
        self._phase: Phase | None = None  # the phase in progress; None once the hand is over
        self._phase = run(self, start(self))

    # ================================================================= the phase
    @property
    def actor(self) -> int | None:
        """The seat to act (a betting action or, in a muck profile, show or muck), else None."""
        phase = self._phase
        return None if phase is None or phase.actor < 0 else phase.actor

    @property
    def actors(self) -> tuple[int, ...]:
        """Every seat that may act now: the actor, or each seat of a phase where several act."""
        phase = self._phase
        return () if phase is None else phase.actors()

    @property
    def phase(self) -> PhaseState:
        """The phase in progress (its name) and who acts in it."""
        phase = self._phase
        if phase is None:
            return PhaseState(None, ())
        return PhaseState(getattr(phase, "NAME", type(phase).__name__), phase.actors())

    @property
    def current_phase(self) -> Phase | None:
        """The phase object in progress (read it, or ``snapshot`` it; act through the hand)."""
        return self._phase

    @property
    def betting(self) -> BettingRound | None:
        """The betting round in progress (read it; act through the hand), or None."""
        phase = self._phase
        return phase if type(phase) is BettingRound else None

    @property
    def round(self) -> int | None:
        """The 0-based betting round in progress, or None."""
        phase = self._phase  # read at every view: ``betting`` inline
        return phase.index if type(phase) is BettingRound else None

    def round_bets(self) -> tuple[int, ...]:
        """What each seat has put in during the current betting round."""
        phase = self._phase
        return tuple(phase.bets) if type(phase) is BettingRound else (0,) * self.n

    def start_phase(self, phase: Phase) -> None:
        """Put ``phase`` in progress now, played with ``act`` like the hand's own; the phase in
        progress, if any, is set aside (``phase.finish`` says what comes next: a step of
        ``phases``, or the phase set aside to go back to it). Refused once the hand is over."""
        if self.is_over:
            raise IllegalActionError("the hand is over: no phase can start")
        self._phase = phase
        self._legal = None

    # ================================================================= actions
    def legal_actions(self, seat: int | None = None) -> tuple[LegalAction, ...]:
        """Every option of the seat to act (empty when nobody is to act); cached per state.
        ``seat``: that seat's options, where several seats act at once (flip stud's turn-up);
        empty when it is not to act."""
        if seat is not None:
            phase = self._phase
            seat = self.checked_seat(seat)
            return phase.options(seat) if phase is not None and seat in phase.actors() else ()
        legal = self._legal
        if legal is None:
            phase = self._phase
            legal = () if phase is None or phase.actor < 0 else phase.options(phase.actor)
            self._legal = legal
        return legal

    def verify(self, action: Action | LegalAction | str, seat: int | None = None) -> LegalAction:
        """The option ``action`` takes; raises ``IllegalActionError`` naming the legal ones."""
        named, act = named_action(action, seat)
        return self._match(named, act)

    def can_act(self, action: Action | LegalAction | str, seat: int | None = None) -> bool:
        """Whether ``act(action, seat)`` would be taken (``verify`` without the exception)."""
        try:
            self.verify(action, seat)
        except IllegalActionError:
            return False
        return True

    def act(self, action: Action | LegalAction | str, seat: int | None = None) -> Record:
        """Take ``action`` for the seat to act and return its record; nothing changes if illegal.
        ``seat`` (or a ``p2`` tag) names the seat acting: needed where several seats act at
        once (flip stud's turn-up), else it must be the seat to act."""
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        option: LegalAction | None = None
        named = seat
        to = 0
        if type(action) is LegalAction and seat is None:
            # the fast path of bots and replays: one of the very options just offered
            for offered in legal:
                if offered is action:
                    option, to = offered, offered.min_to
                    break
        if option is None:
            named, act = named_action(action, seat)
            option = self._match(named, act)
            to = act.amount if act.amount is not None else option.min_to
            if not option.min_to <= to <= option.max_to:
                to = option.min_to  # a raise cut to what can be called is the full raise
        phase = self._phase
        assert phase is not None  # an option was matched, so a phase offered it
        if phase.actor >= 0:
            seat = phase.actor
        else:  # a simultaneous phase: its match checked the seat the action names
            assert named is not None
            seat = named
        if not phase.may_finish(seat, option):
            record = phase.apply(seat, option, to)  # the common case: the phase goes on
            self.history.append(record)
            self._legal = None
            return record
        # What follows the action (dealing, the core's rules, the settlement) can fail: the
        # hand and the phase are put back as they were and the action is refused whole.
        state, kept = self.snapshot(), phase.snapshot()
        try:
            record = phase.apply(seat, option, to)
            self.history.append(record)
            self._legal = None
            if phase.over:
                self._phase = run(self, phase.finish())
            return record
        except BaseException:
            self.restore(state)
            phase.restore(kept)
            self._phase = phase
            self._legal = None
            raise

    def _match(self, seat: int | None, act: Action) -> LegalAction:
        phase = self._phase
        if phase is None:
            raise IllegalActionError(f"{act}: nobody is to act (the hand is over)")
        return phase.match(seat, act, self.legal_actions())

    # ================================================================= the room's actions
    def default_action(self, seat: int | None = None) -> LegalAction:
        """The option played for a seat whose time ran out (the phase's ``default``): check if
        it can, else fold; at a show-or-muck decision, muck where the profile allows it, else
        show. A seat that may not fold (the obliged bring-in) posts the bring-in. At a turn-up
        (where ``seat`` names the seat, as several choose at once) the first card(s) dealt to
        it on the street: never a card it chose to keep down before, and nothing its cards'
        values decide."""
        phase = self._phase
        if seat is not None and seat != self.actor:
            if phase is None or not self.legal_actions(seat):
                raise IllegalActionError(f"seat {seat} is not to act; seats {self.actors} are")
            return phase.default(seat)
        if phase is None:
            raise IllegalActionError("nobody is to act (the hand is over)")
        if phase.actor < 0:
            waiting = ", ".join(map(str, phase.actors()))
            raise IllegalActionError(f"seats {waiting} choose at once: name the seat")
        return phase.default(phase.actor)

    def act_default(self, seat: int | None = None) -> Record:
        """Play ``default_action(seat)`` for the seat to act (``seat``: the one whose time ran
        out, where several act at once); its record says ``by_default=True``."""
        option = self.default_action(seat)
        index = len(self.history)  # act() appends the action's record first, then the rest
        record = self.act(option, None if seat == self.actor else seat)
        flagged: Record = record._replace(by_default=True)  # type: ignore[call-arg]
        self.replace_record(index, flagged)
        return flagged

    # convenience methods in pokerkit's spirit
    def fold(self) -> Record:
        """The seat to act folds (``act("f")``)."""
        return self.act(Action(FOLD))

    def check_or_call(self) -> Record:
        """The seat to act checks, or calls when facing a bet (``act("cc")``)."""
        return self.act(Action(CHECK_CALL))

    def complete_bet_or_raise_to(self, amount: int) -> Record:
        """The seat to act completes, bets or raises to a total of ``amount`` this round
        (``act("cbr amount")``)."""
        return self.act(Action(COMPLETE_BET_RAISE, amount))

    def post_bring_in(self) -> Record:
        """The seat to act posts the bring-in (``act("pb")``)."""
        return self.act(Action(BRING_IN))

    def show_or_muck(self, show: bool = True) -> Record:
        """At the showdown the seat to act shows its cards, or mucks them with ``show=False``
        (``act("sm")`` / ``act("sm -")``)."""
        return self.act(Action(SHOW_MUCK, None, show))

    def turn_up(self, seat: int, cards: Sequence[int | str] | str | int) -> Record:
        """Flip stud: ``seat`` chooses ``cards`` to turn up (``"Kh"``, a card number, or a
        list): one of the cards just dealt to it on the first deal, any of its face-down cards
        later; hidden from the others until every seat chose."""
        return self.act(Action(TURN_UP, None, True, _cards(self.rules, cards)), seat)

    def can_turn_up(self, seat: int, cards: Sequence[int | str] | str | int) -> bool:
        """Whether ``turn_up(seat, cards)`` would be taken; a bad card answers False."""
        try:
            return self.can_act(Action(TURN_UP, None, True, _cards(self.rules, cards)), seat)
        except InvalidCardError:
            return False

    def check(self) -> Record:
        """A check only: refused when facing a bet (``cc`` would call)."""
        return self.act(_only(self.legal_actions(), "check", self.actor))

    def call(self) -> Record:
        """A call only: refused when there is nothing to call (``cc`` would check)."""
        return self.act(_only(self.legal_actions(), "call", self.actor))

    def can_fold(self) -> bool:
        """Whether ``fold()`` would be taken."""
        return self.can_act(Action(FOLD))

    def can_check_or_call(self) -> bool:
        """Whether ``check_or_call()`` would be taken."""
        return self.can_act(Action(CHECK_CALL))

    def can_complete_bet_or_raise_to(self, amount: int) -> bool:
        """Whether ``complete_bet_or_raise_to(amount)`` would be taken."""
        return self.can_act(Action(COMPLETE_BET_RAISE, amount))

    def can_post_bring_in(self) -> bool:
        """Whether ``post_bring_in()`` would be taken."""
        return self.can_act(Action(BRING_IN))

    def can_show_or_muck(self, show: bool = True) -> bool:
        """Whether ``show_or_muck(show)`` would be taken."""
        return self.can_act(Action(SHOW_MUCK, None, show))

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"street {self.street}, seat {self.actor} to act"
        return (
            f"<Hand {self.profile.name}: {self.n} seats, dealer {self.dealer}, {state}, "
            f"pot {self.pot_total}, stacks {self.stacks}>"
        )

    def view(self, seat: int | None = None) -> HandView:
        """What ``seat`` may see (``None``: a spectator): a frozen ``HandView``."""
        return hand_view(self, seat)


def _cards(rules: _rules.Rules, cards: Sequence[int | str] | str | int) -> tuple[int, ...]:
    """The cards a turn-up names (one card number, a text, or a list)."""
    return tuple(rules.parse_cards([cards] if isinstance(cards, int) else cards))


def _only(legal: tuple[LegalAction, ...], kind: str, actor: int | None) -> LegalAction:
    """The option of ``kind`` among ``legal``, else the refusal naming the legal ones."""
    for option in legal:
        if option.kind == kind:
            return option
    raise IllegalActionError(f"{kind} is not legal for seat {actor}; legal: {listing(legal)}")
