"""One hand of stud from the antes to the last chip: the state machine of rules §2-5.

``Hand`` keeps the state and the public API. It deals each street (``dealing.deal_street``), opens
each betting round (``opening.open_round``) and hands every action to the phase in progress
(``phases``: a ``betting.BettingRound`` or a ``phases.ShowOrMuck``); the core (``_rules``) says who
brings in and acts first and cuts the live pots (``pot_layout``); ``settlement.Middle`` turns the
chips in the middle into returned chips and awards, and the hand only moves the chips. Every
event goes into ``history`` as an immutable record (``records``). Each action exists as
``verify`` (raises), ``can_act`` (bool) and ``act`` (does it and returns its record); nothing
changes unless the action is legal.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from collections.abc import Set as AbstractSet
from itertools import repeat
from operator import attrgetter
from typing import TYPE_CHECKING, Any, ClassVar, NamedTuple

from studpoker import _rules, dealing
from studpoker.actions import (
    BRING_IN,
    CHECK_CALL,
    COMPLETE_BET_RAISE,
    FOLD,
    SHOW_MUCK,
    TURN_UP,
    Action,
    LegalAction,
    checked_action,
    parse_action,
)
from studpoker.betting import BettingRound, RoundRules
from studpoker.dealing import CardSource, Deck, deal_street, deck_from_order
from studpoker.errors import (
    IllegalActionError,
    InvalidCardError,
    InvalidRuleError,
    InvalidSetupError,
)
from studpoker.limits import MAX_CHIPS, is_int
from studpoker.opening import open_round, seats_able_to_act
from studpoker.phases import Phase, ShowOrMuck, shown_record
from studpoker.profiles import FIVE_CARD_STUD_HOME, Profile, Street
from studpoker.rake import Rake
from studpoker.records import (
    AntePosted,
    CardDealt,
    CardsMucked,
    CommunityCardDealt,
    Record,
    RoundStarted,
    TurnUpsRevealed,
    WinnerShowed,
)
from studpoker.settlement import Middle
from studpoker.shuffle import secure_deck, seeded_deck
from studpoker.turn_up import TurnUpRound
from studpoker.view import HandView, hand_view
from studpoker.wild_rules import wild_in_force

if TYPE_CHECKING:
    from studpoker.reference.settle import Settlement as ReferenceSettlement

__all__ = ["Hand", "LivePot", "PhaseState"]

# NamedTuple.__new__ adds a Python frame per record; the flow builds its records directly
_new_record = tuple.__new__


class LivePot(NamedTuple):
    """A pot as it stands: its chips and the seats (in the hand) that can win it."""

    amount: int
    eligible: tuple[int, ...]


class PhaseState(NamedTuple):
    """The phase in progress as its name (``"betting"``, ``"turn_up"``, ``"show_or_muck"``, a
    phase class's ``NAME``, else its class name; ``None`` when no phase is: the hand is over)
    and the seats that may act in it."""

    name: str | None
    actors: tuple[int, ...]


def _check_playable(profile: Profile) -> None:
    """Refuse the profile values this state machine does not play yet, naming the field."""
    if not isinstance(profile, Profile):
        raise InvalidSetupError(f"profile must be a Profile, got {profile!r}")
    if profile.reuse_burns != "ordered":
        raise InvalidRuleError("profile field 'reuse_burns': 'shuffled' is not played yet")


class _Prepared(NamedTuple):
    """What a hand reads of its profile, the same for every hand of it."""

    profile: Profile
    round_rules: RoundRules
    """Its betting choices."""
    round_numbers: tuple[int, ...]
    """The betting round each street opens (counted over the streets with betting)."""
    dealing_rule: dealing.DealingRule | None
    wild: frozenset[int]
    """The wild set in force as the hand starts."""


# A profile is frozen: it is checked and read once, then found by identity (the cache holds the
# profile, so its id is not reused while cached).
_PREPARED: dict[int, _Prepared] = {}


def _prepared(profile: Profile) -> _Prepared:
    """The profile checked as playable (see ``_check_playable``) and read for a hand."""
    entry = _PREPARED.get(id(profile))
    if entry is not None and entry.profile is profile:
        return entry
    _check_playable(profile)
    streets = profile.streets
    numbers = tuple(sum(s.betting for s in streets[: k + 1]) - 1 for k in range(len(streets)))
    entry = _Prepared(
        profile, RoundRules.of(profile), numbers, dealing.rule_for(profile), wild_in_force(profile)
    )
    if len(_PREPARED) >= 256:
        _PREPARED.clear()
    _PREPARED[id(profile)] = entry
    return entry


class Hand:
    """A hand of ``profile`` between ``len(stacks)`` seats, ``dealer`` dealing.

    ``deck``: an explicit order of the 52 cards (numbers or texts), top first, burns included;
    ``seed``: a reproducible shuffle (an int; docs/shuffle.md); ``source``: a
    ``dealing.CardSource`` (a replayer's dealer). With none of them the whole deck is shuffled by
    the operating system's CSPRNG. ``rules``: the core the hand asks who brings in, who acts
    first and how the pots are won (and that parses the cards it is given): the Rust core by
    default, or ``studpoker.reference``, the plain-Python spec, for a differential test.

    A ``Hand`` is the server's omniscient object: ``down``, ``hole_cards()``, ``burned``,
    ``history`` (burns and every hole card included), ``settlement`` and the card source (the
    stub, in dealing order) tell everything. Only ``view(seat)`` (or its ``to_dict()``) may go to
    a player or spectator: it hides what that viewer may not know.

    ``wild``: the wild cards in force (rules §6 notes; empty without wild cards), which the
    showing order and the settlement read; follow-the-queen's changes as up cards are dealt.

    ``rake``: what the house takes from the pots (a ``Rake``; ``None``, the default: nothing);
    ``raked`` is what it took once the hand is settled.
    """

    __slots__ = (
        "_clockwise",
        "_dealing_rule",
        "_legal",
        "_middle",
        "_phase",
        "_played",
        "_round_numbers",
        "_round_rules",
        "_rules",
        "_source",
        "antes",
        "burned",
        "committed",
        "community",
        "dealer",
        "down",
        "history",
        "in_hand",
        "n",
        "payouts",
        "profile",
        "rake",
        "raked_pots",
        "revealed",
        "settlement",
        "showdown_order",
        "shown",
        "stacks",
        "starting_stacks",
        "street",
        "up",
        "wild",
    )

    def __init__(
        self,
        profile: Profile = FIVE_CARD_STUD_HOME,
        stacks: Sequence[int] = (),
        dealer: int = 0,
        *,
        deck: Sequence[int | str] | str | None = None,
        seed: int | None = None,
        source: CardSource | None = None,
        rules: _rules.Rules = _rules,
        rake: Rake | None = None,
    ) -> None:
        prepared = _prepared(profile)
        if rules is not _rules:
            _rules.check_rules(rules)
        if not isinstance(stacks, (list, tuple)):
            raise InvalidSetupError(f"stacks {stacks!r}: give a list of positive integers")
        stacks = list(stacks)
        n = len(stacks)
        if not profile.min_players <= n <= profile.max_players:
            raise InvalidSetupError(
                f"{n} seats: {profile.name} seats {profile.min_players}..{profile.max_players}"
            )
        for seat, stack in enumerate(stacks):
            if type(stack) is int and stack > 0:
                continue  # the common case, one test
            if not is_int(stack) or stack <= 0:
                raise InvalidSetupError(
                    f"seat {seat} stack {stack!r}: every stack must be a positive integer"
                )
        if sum(stacks) > MAX_CHIPS:
            raise InvalidSetupError(
                f"stacks add up to {sum(stacks)} chips; a hand holds at most 2**63 - 1"
            )
        if not (type(dealer) is int or is_int(dealer)) or not 0 <= dealer < n:
            raise InvalidSetupError(f"dealer {dealer!r}: must be a seat 0..{n - 1}")
        if rake is not None and not isinstance(rake, Rake):
            raise InvalidSetupError(f"rake {rake!r:.80}: give a studpoker.Rake, or None for none")
        if (deck is not None) + (seed is not None) + (source is not None) > 1:
            raise InvalidSetupError("give at most one of deck, seed and source")
        if source is None:
            if deck is not None:
                source = deck_from_order(deck, rules.parse_cards)
            elif seed is not None:
                source = seeded_deck(seed)  # checks the seed
            else:
                source = secure_deck()
        self.profile = profile
        self.rake = rake
        self.n = n
        self.dealer = dealer
        self.starting_stacks = tuple(stacks)
        self.stacks = stacks
        self.committed = [0] * n
        self.antes = [0] * n  # what each seat posted as its ante (all-in short of it possible)
        self.in_hand = [True] * n
        self.down: list[list[int]] = _empty_lists(n)
        self.up: list[list[int]] = _empty_lists(n)
        self.community: list[int] = []
        self.burned: list[int] = []
        self.shown: list[bool] = [False] * n
        self.revealed: set[int] = set()  # down cards an uncontested winner chose to show
        self.history: list[Record] = []
        self.payouts: tuple[int, ...] | None = None
        self.settlement: _rules.Settlement | ReferenceSettlement | None = None
        # the chips raked from each pot of the layout settled (before any merging of pots)
        self.raked_pots: tuple[int, ...] = ()
        self.showdown_order: tuple[int, ...] = ()
        self.street = -1
        self._source = source
        self._rules = rules
        self._round_rules = prepared.round_rules
        self._round_numbers = prepared.round_numbers  # the betting round each street opens
        self._dealing_rule = prepared.dealing_rule
        # the wild set in force (rules §6 notes); follow-the-queen's dealing rule changes it
        self.wild = prepared.wild
        self._phase: Phase | None = None  # the phase in progress; None while dealt or over
        self._played: tuple[int, int] | None = None  # (last aggressor, first actor)
        # the chips in the middle: what goes back, and the settlement
        self._middle = Middle(self.committed, self.antes, profile.ante_trimming)
        self._clockwise = (*range(dealer + 1, n), *range(dealer + 1))  # from the dealer's left
        self._legal: tuple[LegalAction, ...] | None = None
        self._post_antes()
        self._advance()

    # ================================================================= public state
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
    def deck_order(self) -> tuple[int, ...] | None:
        """The order of the shuffled or given deck the hand deals from (the 52 cards, top
        first; the server's secret); ``None`` for another card source (a replayed history)."""
        source = self._source
        return tuple(source.cards[:52]) if isinstance(source, Deck) else None

    @property
    def is_over(self) -> bool:
        """Whether the hand is settled: every chip paid out (``payouts`` is set)."""
        return self.payouts is not None

    @property
    def rules(self) -> _rules.Rules:
        """The core this hand asks (``Hand(rules=)``): the Rust core's ``_rules`` or the
        reference; its views and records write their cards with it too."""
        return self._rules

    @property
    def _round(self) -> BettingRound | None:
        """The betting round in progress, or None."""
        phase = self._phase
        return phase if type(phase) is BettingRound else None

    @property
    def round(self) -> int | None:
        """The 0-based betting round in progress, or None."""
        betting = self._round
        return None if betting is None else betting.index

    @property
    def pots(self) -> tuple[LivePot, ...]:
        """Main pot first; after settlement the pots as awarded (without returned chips, with
        their rake: ``raked_pots``)."""
        settlement = self.settlement
        if settlement is not None:
            return tuple(LivePot(p.amount, tuple(p.eligible)) for p in settlement.pots)
        stakes, dead = self._middle.layers()
        pots = self._rules.pot_layout(stakes, self.in_hand, dead, live=True)[0]
        return tuple(LivePot(amount, eligible) for amount, eligible in pots)

    @property
    def pot_total(self) -> int:
        """Every chip the seats have put in so far (``sum(committed)``)."""
        return sum(self.committed)

    @property
    def raked(self) -> int:
        """The chips the house took from the pots (0 until the hand is settled); ``raked_pots``
        says how many from each pot of the layout, main pot first."""
        return sum(self.raked_pots)

    @property
    def undisclosed(self) -> AbstractSet[int]:
        """Cards standing in for cards a replayed record does not show (empty in live play)."""
        return self._source.undisclosed

    def hole_cards(self, seat: int) -> tuple[int, ...]:
        """The seat's face-down cards (the server's view: see ``view`` for a player's)."""
        return tuple(self.down[self._seat(seat)])

    def up_cards(self, seat: int) -> tuple[int, ...]:
        """The seat's face-up cards, in the order they were dealt (or turned up)."""
        return tuple(self.up[self._seat(seat)])

    def _seat(self, seat: int) -> int:
        """``seat`` when it is one of the hand's seats; never counted from the end."""
        if type(seat) is not int or not 0 <= seat < self.n:
            raise InvalidSetupError(f"seat {seat!r}: the hand's seats are 0..{self.n - 1}")
        return seat

    def round_bets(self) -> tuple[int, ...]:
        """What each seat has put in during the current betting round."""
        betting = self._round
        return tuple(betting.bets) if betting is not None else (0,) * self.n

    # ================================================================= actions
    def legal_actions(self, seat: int | None = None) -> tuple[LegalAction, ...]:
        """Every option of the seat to act (empty when nobody is to act); cached per state.
        ``seat``: that seat's options, where several seats act at once (flip stud's turn-up);
        empty when it is not to act."""
        if seat is not None:
            phase = self._phase
            seat = self._seat(seat)
            return phase.options(seat) if phase is not None and seat in phase.actors() else ()
        legal = self._legal
        if legal is None:
            phase = self._phase
            legal = () if phase is None or phase.actor < 0 else phase.options(phase.actor)
            self._legal = legal
        return legal

    def verify(self, action: Action | LegalAction | str, seat: int | None = None) -> LegalAction:
        """The option ``action`` takes; raises ``IllegalActionError`` naming the legal ones."""
        named, act = self._normalise(action, seat)
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
            named, act = self._normalise(action, seat)
            option = self._match(named, act)
            to = act.amount if act.amount is not None else option.min_to
            if not option.min_to <= to <= option.max_to:
                to = option.min_to  # a raise cut to what can be called is the full raise
        phase = self._phase
        assert phase is not None  # an option was matched, so a phase offered it
        if phase.actor >= 0:
            seat = phase.actor
        else:  # a simultaneous phase: _match checked the seat the action names
            assert named is not None
            seat = named
        # An action that may end the phase runs what follows it (dealing, the core's rules, the
        # settlement) after it is recorded; should any of that fail, the hand is put back as it
        # was and the action refused whole (never a hand left with nobody to act).
        if phase.may_finish(seat, option):
            saved = _Checkpoint(self)
            try:
                return self._apply(phase, seat, option, to)
            except BaseException:
                saved.restore(self)
                raise
        # the common case, inlined: the phase goes on (may_finish said so)
        record = phase.apply(seat, option, to)
        self.history.append(record)
        self._legal = None
        return record

    def _apply(self, phase: Phase, seat: int, option: LegalAction, to: int) -> Record:
        record = phase.apply(seat, option, to)
        self.history.append(record)
        self._legal = None
        if phase.over:
            self._phase = None
            phase.finish(self)
        return record

    def _match(self, seat: int | None, act: Action) -> LegalAction:
        legal = self.legal_actions()
        actor = self.actor
        if actor is None:
            if self._phase is not None:
                return self._match_simultaneous(self._phase, seat, act)
            raise IllegalActionError(f"{act}: nobody is to act (the hand is over)")
        if seat is not None and seat != actor:
            raise IllegalActionError(
                f"{act}: seat {seat} is not to act; seat {actor} is ({_listing(legal)})"
            )
        code = act.code
        if code == TURN_UP:
            if type(self._phase) is TurnUpRound:  # seats choosing in turn
                return self._match_simultaneous(self._phase, actor, act)
            raise IllegalActionError(
                f"{act}: no card is to be turned up now; seat {actor} is to act ({_listing(legal)})"
            )
        for option in legal:
            if option.code != code:
                continue
            if code == COMPLETE_BET_RAISE:
                amount = act.amount
                if type(amount) is int and option.min_to <= amount <= option.max_to:
                    return option
            elif code == SHOW_MUCK:
                if (option.kind == "show") == act.show:
                    return option
            else:
                return option
        if code == COMPLETE_BET_RAISE and type(act.amount) is int:
            read = self._card_room_notation(act.amount, legal)
            if read is not None:
                return read
        raise IllegalActionError(f"{act!s} is not legal for seat {actor}; legal: {_listing(legal)}")

    def _match_simultaneous(self, phase: Phase, seat: int | None, act: Action) -> LegalAction:
        """The option of the seat ``act`` names in a phase where several seats act at once."""
        actors = phase.actors()
        waiting = ", ".join(map(str, actors))
        if seat is None:
            raise IllegalActionError(
                f"{act}: seats {waiting} choose at once; name the seat (e.g. 'p1 {act}')"
            )
        if type(seat) is not int or not 0 <= seat < self.n:
            raise IllegalActionError(f"{act}: seat {seat!r}: the hand's seats are 0..{self.n - 1}")
        if seat not in actors:
            why = "is not in the hand" if not self.in_hand[seat] else "has already chosen"
            raise IllegalActionError(f"{act}: seat {seat} {why}; seats {waiting} are to choose")
        legal = phase.options(seat)
        if act.code == TURN_UP:
            wanted = sorted(act.cards)
            for option in legal:
                if sorted(option.cards) == wanted:
                    return option
            choices = sorted({c for option in legal for c in option.cards})
            count = len(legal[0].cards) if legal else 0
            pool = phase.pool if isinstance(phase, TurnUpRound) else "its cards"
            raise IllegalActionError(
                f"{act}: seat {seat} turns up {count} of {pool} "
                f"({self._rules.format_cards(choices)}); legal: {_listing(legal)}"
            )
        raise IllegalActionError(
            f"{act} is not legal for seat {seat}: it chooses a card to turn up; "
            f"legal: {_listing(legal)}"
        )

    def _card_room_notation(self, to: int, legal: tuple[LegalAction, ...]) -> LegalAction | None:
        """The option a card room's ``cbr`` means when it names no option itself (issue of the
        PHH readings): the obliged seat's whole stack at or below the bring-in is its all-in
        bring-in; a whole stack not above the level is an all-in call; a raise to the most any
        opponent still in can reach this round, below the full raise, is the full raise cut to
        what can be called (the same chips go in; the excess comes back uncalled)."""
        betting = self._round
        if betting is None:
            return None
        seat = betting.actor
        whole = betting.bets[seat] + self.stacks[seat]
        wanted: str | None = None
        if to == whole and seat == betting.pending_bring_in and to <= betting.bring_in:
            wanted = "post_bring_in"
        elif to == whole and to <= betting.level:
            wanted = "call"
        if wanted is not None:
            return next((o for o in legal if o.kind == wanted), None)
        reach = max(
            (
                betting.bets[o] + self.stacks[o]
                for o in range(self.n)
                if o != seat and self.in_hand[o]
            ),
            default=0,
        )
        raises = [o for o in legal if o.code == COMPLETE_BET_RAISE and o.min_to > to]
        if to == reach and to > betting.level and raises:
            return min(raises, key=lambda o: o.min_to)
        return None

    # ================================================================= the room's actions
    def default_action(self, seat: int | None = None) -> LegalAction:
        """The option played for a seat whose time ran out: check if it can, else fold; at a
        show-or-muck decision, muck where the profile allows it, else show. A seat that may not
        fold (the obliged bring-in) posts the bring-in. At a turn-up (where ``seat`` names the
        seat, as several choose at once) the first card(s) dealt to it on the street: never a
        card it chose to keep down before, and nothing its cards' values decide."""
        if seat is not None and seat != self.actor:
            legal = self.legal_actions(seat)
            if not legal:
                raise IllegalActionError(f"seat {seat} is not to act; seats {self.actors} are")
            return legal[0]
        legal = self.legal_actions()
        if not legal:
            if self._phase is not None:
                raise IllegalActionError(
                    f"seats {', '.join(map(str, self.actors))} choose at once: name the seat"
                )
            raise IllegalActionError("nobody is to act (the hand is over)")
        for kind in ("check", "muck", "fold", "show", "post_bring_in", "turn_up"):
            for option in legal:
                if option.kind == kind:
                    return option
        return min(legal, key=lambda option: option.chips)

    def act_default(self, seat: int | None = None) -> Record:
        """Play ``default_action(seat)`` for the seat to act (``seat``: the one whose time ran
        out, where several act at once); its record says ``by_default=True``."""
        option = self.default_action(seat)
        index = len(self.history)  # act() appends the action's record first, then the rest
        record = self.act(option, None if seat == self.actor else seat)
        flagged: Record = record._replace(by_default=True)  # type: ignore[call-arg]
        self.history[index] = flagged
        return flagged

    def uncontested_winner(self) -> int | None:
        """The seat that won the hand when everyone else folded (no showdown), else None."""
        if not self.is_over or self.showdown_order or self.in_hand.count(True) != 1:
            return None
        return self.in_hand.index(True)

    def show_after_win(self, seat: int, cards: Sequence[int | str] | str | None = None) -> Record:
        """[002]: the winner of a hand nobody called may show its cards: all of them (``None``)
        or those it picks. Refused for any other seat, before the hand is over, and twice."""
        winner = self.uncontested_winner()
        if winner is None:
            raise IllegalActionError(
                "only the winner of a hand won without a showdown may show, once it is over"
            )
        if seat != winner:
            raise IllegalActionError(f"seat {seat!r} did not win this hand; seat {winner} did")
        if any(isinstance(r, WinnerShowed) for r in self.history):
            raise IllegalActionError(f"seat {seat} has already shown its cards")
        own = self.down[seat] + self.up[seat]
        if cards is None:
            chosen = tuple(own)
        else:
            chosen = tuple(self._rules.parse_cards(cards))  # refuses a bad or repeated card
            if not chosen:
                raise IllegalActionError("show: name at least one card, or None for all")
            strangers = [c for c in chosen if c not in own]
            if strangers:
                named = self._rules.format_cards(strangers)
                raise IllegalActionError(f"show {cards!r}: {named} is not a card of seat {seat}")
        record = WinnerShowed(seat, chosen)
        self.revealed.update(c for c in chosen if c in self.down[seat])
        self.history.append(record)
        return record

    def can_show_after_win(self, seat: int) -> bool:
        """Whether ``show_after_win(seat)`` would be taken: the seat won uncalled, not yet shown."""
        winner = self.uncontested_winner()
        return (
            winner is not None
            and seat == winner
            and not any(isinstance(r, WinnerShowed) for r in self.history)
        )

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
        return self.act(Action(TURN_UP, None, True, self._turn_up_cards(cards)), seat)

    def can_turn_up(self, seat: int, cards: Sequence[int | str] | str | int) -> bool:
        """Whether ``turn_up(seat, cards)`` would be taken; a bad card answers False."""
        try:
            return self.can_act(Action(TURN_UP, None, True, self._turn_up_cards(cards)), seat)
        except InvalidCardError:
            return False

    def _turn_up_cards(self, cards: Sequence[int | str] | str | int) -> tuple[int, ...]:
        if isinstance(cards, int):
            cards = [cards]
        return tuple(self._rules.parse_cards(cards))

    def check(self) -> Record:
        """A check only: refused when facing a bet (``cc`` would call)."""
        return self.act(self._only("check"))

    def call(self) -> Record:
        """A call only: refused when there is nothing to call (``cc`` would check)."""
        return self.act(self._only("call"))

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

    def _only(self, kind: str) -> LegalAction:
        legal = self.legal_actions()
        for option in legal:
            if option.kind == kind:
                return option
        raise IllegalActionError(
            f"{kind} is not legal for seat {self.actor}; legal: {_listing(legal)}"
        )

    def __repr__(self) -> str:
        state = "over" if self.is_over else f"street {self.street}, seat {self.actor} to act"
        return (
            f"<Hand {self.profile.name}: {self.n} seats, dealer {self.dealer}, {state}, "
            f"pot {self.pot_total}, stacks {self.stacks}>"
        )

    def view(self, seat: int | None = None) -> HandView:
        """What ``seat`` may see (``None``: a spectator): a frozen ``HandView``."""
        return hand_view(self, seat)

    # ================================================================= flow
    @staticmethod
    def _normalise(
        action: Action | LegalAction | str, seat: int | None = None
    ) -> tuple[int | None, Action]:
        if isinstance(action, Action):
            named, act = None, checked_action(action)
        elif isinstance(action, LegalAction):
            named, act = None, checked_action(action.action)
        else:
            named, act = parse_action(action)
        if seat is None:
            return named, act
        if named is not None and named != seat:
            raise IllegalActionError(f"{action!s}: names seat {named}, but seat {seat} acts")
        return seat, act

    def _post_antes(self) -> None:
        ante = self.profile.ante
        if not ante:
            return
        stacks, committed, history = self.stacks, self.committed, self.history
        for seat in self._dealing_order():
            chips = min(ante, stacks[seat])
            stacks[seat] -= chips
            committed[seat] += chips
            self.antes[seat] = chips
            history.append(_new_record(AntePosted, (seat, chips, stacks[seat] == 0)))

    def _dealing_order(self) -> list[int]:
        """Seats in the hand, clockwise from the dealer's left (rules §2.4)."""
        in_hand = self.in_hand
        if all(in_hand):
            return list(self._clockwise)
        return [s for s in self._clockwise if in_hand[s]]

    def _advance(self) -> None:
        """Deal streets until a betting round needs a decision or the hand reaches showdown."""
        p = self.profile
        streets = p.streets
        while True:
            self.street += 1
            index = self.street
            if index >= len(streets):
                self._showdown()
                return
            street = streets[index]
            order = self._dealing_order()
            deal_street(
                self, street, index, order, self._source, p.deal_in_passes, self._dealing_rule
            )
            if street.turn_up:  # flip stud: the seats choose their turn-ups first
                # the first turn-up among the cards just dealt; later ones among every down
                # card, the street's first ([003]; the first is the timeout default)
                m = street.down_cards
                first = not any(earlier.turn_up for earlier in streets[:index])
                down = self.down
                cards = [down[s][-m:] if first else down[s][-m:] + down[s][:-m] for s in order]
                in_turn = p.turn_up_reveal == "in_turn"
                self._phase = TurnUpRound(
                    order, cards, street.turn_up, in_turn=in_turn, just_dealt=first
                )
                self._legal = None
                return
            if self._betting_opened(street):
                return

    def _betting_opened(self, street: Street) -> bool:
        """rules §2.7 / 4.3: a round needs two players who can act, else the cards run out."""
        if street.betting and seats_able_to_act(self.in_hand, self.stacks) >= 2:
            self._open_betting()
            return True
        return False

    def _reveal_turn_ups(
        self,
        seats: tuple[int, ...],
        cards: tuple[tuple[int, ...], ...],
        going_on: Phase | None,
    ) -> None:
        """Every chosen card goes up at once (one record), then the street's betting round (or,
        seats choosing in turn, ``going_on``: the next seat's choice)."""
        down, up = self.down, self.up
        for seat, chosen in zip(seats, cards, strict=True):
            for card in chosen:
                down[seat].remove(card)
                up[seat].append(card)
        seat_of = tuple(seat for seat, chosen in zip(seats, cards, strict=True) for _ in chosen)
        turned = tuple(card for chosen in cards for card in chosen)
        self.history.append(TurnUpsRevealed(self.street, seat_of, turned))
        if going_on is not None:
            self._phase = going_on
            return
        if not self._betting_opened(self.profile.streets[self.street]):
            self._advance()

    def _open_betting(self) -> None:
        p = self.profile
        index = self._round_numbers[self.street]
        opening = open_round(
            p,
            index,
            stacks=self.stacks,
            in_hand=self.in_hand,
            up=self.up,
            community=self.community,
            dealer=self.dealer,
            rules=self._rules,
            wild=self.wild,
        )
        self._phase = BettingRound(
            opening, self.stacks, self.committed, self.in_hand, self._round_rules
        )
        self._legal = None
        self.history.append(
            _new_record(RoundStarted, (index, opening.first, opening.cap, opening.obliged))
        )

    # ================================================================= the flow the phases ask
    def _round_played(self, last_aggressor: int, first_actor: int) -> None:
        if first_actor >= 0:
            self._played = (last_aggressor, first_actor)

    def _win_by_folds(self) -> None:
        winner = self.in_hand.index(True)
        hands: list[list[int] | None] = [None] * self.n
        hands[winner] = []
        self._settle(hands, won_by_folds=True)

    def _settle_showdown(self) -> None:
        # each seat's own cards; the community cards go to the core once, for everyone (2.1)
        hands: list[list[int] | None] = [
            self.down[s] + self.up[s] if self.in_hand[s] and self.shown[s] else None
            for s in range(self.n)
        ]
        self._settle(hands)

    # ================================================================= endings
    def _showdown(self) -> None:
        n = self.n
        in_hand = self.in_hand
        # rules §5.1: the last aggressor of the last round with betting, else its first actor
        # (or, by checked_showdown, the dealer's left), else (Choice) the first player in the
        # hand left of the dealer
        start = self.dealer
        if self._played is not None:
            aggressor, first = self._played
            if aggressor >= 0:
                start = aggressor - 1
            elif self.profile.checked_showdown == "first_actor":
                start = first - 1
        order = tuple(s for s in ((start + k) % n for k in range(1, n + 1)) if in_hand[s])
        self.showdown_order = order
        self._middle.return_uncalled(in_hand, self._rules, self.history)
        if not self.profile.showdown_muck:
            for seat in order:
                self.history.append(self._show(seat))
            self._settle_showdown()
            return
        self._phase = ShowOrMuck(order, self._may_muck, self._show, self._muck)
        self._legal = None

    def _may_muck(self, seat: int) -> bool:
        return self._middle.may_muck(seat, self.in_hand, self._rules)

    def _show(self, seat: int) -> Record:
        self.shown[seat] = True
        down, up, community = self.down[seat], self.up[seat], self.community
        return shown_record(seat, down, up + community if community else up)

    def _muck(self, seat: int) -> Record:
        self.in_hand[seat] = False
        return CardsMucked(seat)

    def _settle(self, hands: list[list[int] | None], *, won_by_folds: bool = False) -> None:
        settled = self._middle.settle(
            hands,
            profile=self.profile,
            dealer=self.dealer,
            down=self.down,
            up=self.up,
            community=self.community,
            wild=self.wild,
            rules=self._rules,
            history=self.history,
            rake=self.rake,
            won_by_folds=won_by_folds,
            ended_on_first_street=self.street == 0,
        )
        stacks = self.stacks
        for seat, amount in enumerate(settled.payouts):
            stacks[seat] += amount
        self.settlement = settled.settlement
        self.payouts = settled.payouts
        self.raked_pots = settled.raked
        self._phase = None
        self._legal = None


class _Checkpoint:
    """The hand's state before an action, to put back should what follows the action fail.

    Lists the hand only appends to are kept as lengths; every other list is copied and put
    back in place (a betting round shares ``stacks``, ``committed`` and ``in_hand`` with the
    hand). The phase in progress is read slot by slot (its lists copied) and put back the same
    way. A ``Deck`` is rewound; another card source is not (a replayer's source fails the replay).
    """

    __slots__ = (
        "_cards",
        "_copies",
        "_fields",
        "_lengths",
        "_lists",
        "_phase",
        "_phase_fields",
        "_source",
    )

    _FIELDS = (
        "burned",
        "payouts",
        "raked_pots",
        "settlement",
        "showdown_order",
        "street",
        "_played",
        "_legal",
        "_phase",
        "wild",
    )
    _read_fields = attrgetter(*_FIELDS)
    # per phase class: the reader of the slots kept, and where among them its lists are (None:
    # found by type at each checkpoint, for a class that does not name them in STATE_LISTS)
    _readers: ClassVar[
        dict[type, tuple[Callable[[object], tuple[object, ...]], tuple[int, ...] | None]]
    ] = {}

    def __init__(self, hand: Hand) -> None:
        self._fields = self._read_fields(hand)
        lists: list[list[Any]] = [
            hand.stacks,
            hand.committed,
            hand.in_hand,
            hand.shown,
            hand._middle.back,
        ]
        phase = hand._phase
        self._phase = phase
        self._phase_fields: tuple[object, ...] = ()
        if phase is not None:
            kind = type(phase)
            reader = self._readers.get(kind)
            if reader is None:
                reader = self._readers[kind] = _phase_reader(kind)
            read, positions = reader
            self._phase_fields = fields = read(phase)
            if positions is not None:
                for at in positions:
                    lists.append(fields[at])  # type: ignore[arg-type]
            else:
                for value in fields:  # a loop: a comprehension is a frame of its own (< 3.12)
                    if type(value) is list:
                        lists.append(value)
        self._lists = lists
        self._copies = list(map(list.copy, lists))
        # a turn-up moves cards from down to up: those lists are put back whole, after the
        # cards dealt since are taken off by their records
        self._cards = (
            [(cards, cards[:]) for cards in (*hand.down, *hand.up)]
            if type(phase) is TurnUpRound
            else ()
        )
        # the cards dealt after the checkpoint are found by their records when restoring
        self._lengths = (len(hand.history), hand.burned[:])
        source = hand._source
        self._source = (source.position, len(source.cards)) if type(source) is Deck else None

    def restore(self, hand: Hand) -> None:
        for name, value in zip(self._FIELDS, self._fields, strict=True):
            setattr(hand, name, value)
        phase = self._phase
        if phase is not None:
            for name, value in zip(_slots(type(phase)), self._phase_fields, strict=True):
                setattr(phase, name, value)
        for target, copy in zip(self._lists, self._copies, strict=True):
            target[:] = copy
        history, burned = self._lengths
        hand.burned[:] = burned  # the list object came back with the fields, its cards here
        for record in reversed(hand.history[history:]):
            if type(record) is CardDealt:
                (hand.up if record.up else hand.down)[record.seat].pop()
            elif type(record) is CommunityCardDealt:
                hand.community.pop()
        del hand.history[history:]
        for cards, copy in self._cards:
            cards[:] = copy
        if self._source is not None:
            deck = hand._source
            assert type(deck) is Deck
            deck.position, length = self._source
            del deck.cards[length:]


def _phase_reader(
    kind: type,
) -> tuple[Callable[[object], tuple[object, ...]], tuple[int, ...] | None]:
    """The reader of the slots a checkpoint keeps of a phase class, and where among them the
    lists named by its ``STATE_LISTS`` are (None when it names none)."""
    slots = _slots(kind)
    lists: tuple[str, ...] | None = getattr(kind, "STATE_LISTS", None)
    positions = None if lists is None else tuple(slots.index(name) for name in lists)
    return attrgetter(*slots), positions


def _slots(kind: type) -> tuple[str, ...]:
    """The state a checkpoint keeps of a phase: the slots its ``STATE`` names (what an action
    changes), else every slot of the class and its bases."""
    state: tuple[str, ...] | None = getattr(kind, "STATE", None)
    if state is not None:
        return state
    return tuple(name for klass in kind.__mro__ for name in klass.__dict__.get("__slots__", ()))


def _empty_lists(n: int) -> list[list[int]]:
    """``n`` new empty lists (``map`` builds them without a comprehension's frame)."""
    return list(map(list, repeat((), n)))


def _listing(legal: tuple[LegalAction, ...]) -> str:
    if not legal:
        return "none"
    return ", ".join(f"{o.notation} ({o.describe()})" for o in legal)
