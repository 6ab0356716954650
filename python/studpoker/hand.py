"""One hand of stud from the antes to the last chip: the state machine of rules §2-5.

``Hand`` deals (``dealing``), runs each betting round (``betting``), finds who acts and shows first
and settles the pots through the core (``_rules``), and writes every event into ``history`` as an
immutable record (``records``). Each action exists as ``verify`` (raises), ``can_act`` (bool) and
``act`` (does it and returns its record); nothing changes unless the action is legal.
"""

from __future__ import annotations

from collections.abc import Sequence
from collections.abc import Set as AbstractSet
from operator import attrgetter
from typing import Any, NamedTuple

from studpoker import _rules
from studpoker._core import format_cards, parse_cards
from studpoker.actions import (
    BRING_IN,
    CHECK_CALL,
    COMPLETE_BET_RAISE,
    FOLD,
    SHOW_MUCK,
    Action,
    LegalAction,
    checked_action,
    parse_action,
)
from studpoker.betting import BettingRound, RoundRules
from studpoker.dealing import BOARD, CardSource, Deck, deck_from_order
from studpoker.errors import IllegalActionError, InvalidRuleError, InvalidSetupError
from studpoker.limits import MAX_CHIPS
from studpoker.profiles import FIVE_CARD_STUD_HOME, Face, Profile
from studpoker.records import (
    AntePosted,
    CardBurned,
    CardDealt,
    CardsMucked,
    CardsShown,
    ChipsReturned,
    CommunityCardDealt,
    PotAwarded,
    Record,
    RoundStarted,
    WinnerShowed,
)
from studpoker.shuffle import check_seed, secure_deck, seeded_deck
from studpoker.view import HandView, hand_view

__all__ = ["Hand", "LivePot"]

_SHOW = LegalAction("show", "sm", 0, 0, 0)
_MUCK = LegalAction("muck", "sm", 0, 0, 0)
# NamedTuple.__new__ adds a Python frame per record; the hot loops build records directly
_new_record = tuple.__new__


class LivePot(NamedTuple):
    """A pot as it stands: its chips and the seats (in the hand) that can win it."""

    amount: int
    eligible: tuple[int, ...]


def _check_playable(profile: Profile) -> None:
    """Refuse the profile values this state machine does not play yet, naming the field."""
    if not isinstance(profile, Profile):
        raise InvalidSetupError(f"profile must be a Profile, got {profile!r}")
    if profile.wild is not None:
        raise InvalidRuleError(f"profile field 'wild': {profile.wild!r} is not played yet")
    if profile.extra_card_up_rank is not None:
        raise InvalidRuleError("profile field 'extra_card_up_rank': not played yet")
    if profile.reuse_burns != "ordered":
        raise InvalidRuleError("profile field 'reuse_burns': 'shuffled' is not played yet")
    if any(street.turn_up for street in profile.streets):
        raise InvalidRuleError("profile field 'streets': flip stud's turn_up is not played yet")


class Hand:
    """A hand of ``profile`` between ``len(stacks)`` seats, ``dealer`` dealing.

    ``deck``: an explicit order of the 52 cards (numbers or texts), top first, burns included;
    ``seed``: a reproducible shuffle (an int; docs/shuffle.md); ``source``: a
    ``dealing.CardSource`` (a replayer's dealer). With none of them the whole deck is shuffled by
    the operating system's CSPRNG.

    A ``Hand`` is the server's omniscient object: ``down``, ``hole_cards()``, ``burned``,
    ``history`` (burns and every hole card included), ``settlement`` and the card source (the
    stub, in dealing order) tell everything. Only ``view(seat)`` (or its ``to_dict()``) may go to
    a player or spectator: it hides what that viewer may not know.
    """

    __slots__ = (
        "_actor",
        "_early_return",
        "_legal",
        "_muck_phase",
        "_played",
        "_round",
        "_round_rules",
        "_showing",
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
        "revealed",
        "settlement",
        "showdown_order",
        "shown",
        "stacks",
        "starting_stacks",
        "street",
        "up",
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
    ) -> None:
        _check_playable(profile)
        if not isinstance(stacks, (list, tuple)):
            raise InvalidSetupError(f"stacks {stacks!r}: give a list of positive integers")
        stacks = list(stacks)
        n = len(stacks)
        if not profile.min_players <= n <= profile.max_players:
            raise InvalidSetupError(
                f"{n} seats: {profile.name} seats {profile.min_players}..{profile.max_players}"
            )
        for seat, stack in enumerate(stacks):
            if not isinstance(stack, int) or isinstance(stack, bool) or stack <= 0:
                raise InvalidSetupError(
                    f"seat {seat} stack {stack!r}: every stack must be a positive integer"
                )
        if sum(stacks) > MAX_CHIPS:
            raise InvalidSetupError(
                f"stacks add up to {sum(stacks)} chips; a hand holds at most 2**63 - 1"
            )
        if not isinstance(dealer, int) or isinstance(dealer, bool) or not 0 <= dealer < n:
            raise InvalidSetupError(f"dealer {dealer!r}: must be a seat 0..{n - 1}")
        if sum(x is not None for x in (deck, seed, source)) > 1:
            raise InvalidSetupError("give at most one of deck, seed and source")
        if source is None:
            if deck is not None:
                source = deck_from_order(deck)
            elif seed is not None:
                source = seeded_deck(check_seed(seed))
            else:
                source = secure_deck()
        self.profile = profile
        self.n = n
        self.dealer = dealer
        self.starting_stacks = tuple(stacks)
        self.stacks = stacks
        self.committed = [0] * n
        self.antes = [0] * n  # what each seat posted as its ante (all-in short of it possible)
        self.in_hand = [True] * n
        self.down: list[list[int]] = [[] for _ in range(n)]
        self.up: list[list[int]] = [[] for _ in range(n)]
        self.community: list[int] = []
        self.burned: list[int] = []
        self.shown: list[bool] = [False] * n
        self.revealed: set[int] = set()  # down cards an uncontested winner chose to show
        self.history: list[Record] = []
        self.payouts: tuple[int, ...] | None = None
        self.settlement: _rules.Settlement | None = None
        self.showdown_order: tuple[int, ...] = ()
        self.street = -1
        self._source = source
        self._round_rules = RoundRules.of(profile)
        self._round: BettingRound | None = None
        self._played: tuple[int, int] | None = None  # (last aggressor, first actor)
        self._showing: list[int] = []
        self._muck_phase = False
        self._early_return = (0, 0)  # (seat, chips) returned before the showdown
        self._actor = -1
        self._legal: tuple[LegalAction, ...] | None = None
        self._post_antes()
        self._advance()

    # ================================================================= public state
    @property
    def actor(self) -> int | None:
        """The seat to act (a betting action or, in a muck profile, show or muck), else None."""
        return None if self._actor < 0 else self._actor

    @property
    def is_over(self) -> bool:
        return self.payouts is not None

    @property
    def round(self) -> int | None:
        """The 0-based betting round in progress, or None."""
        return None if self._round is None else self._round.index

    @property
    def pots(self) -> tuple[LivePot, ...]:
        """Main pot first; after settlement the pots as awarded (without returned chips)."""
        settlement = self.settlement
        if settlement is not None:
            return tuple(LivePot(p.amount, tuple(p.eligible)) for p in settlement.pots)
        stakes, dead = self._layered_stakes()
        return _layer_pots(stakes, self.in_hand, dead)

    @property
    def pot_total(self) -> int:
        return sum(self.committed)

    @property
    def undisclosed(self) -> AbstractSet[int]:
        """Cards standing in for cards a replayed record does not show (empty in live play)."""
        return self._source.undisclosed

    def hole_cards(self, seat: int) -> tuple[int, ...]:
        """The seat's face-down cards (the server's view: see ``view`` for a player's)."""
        return tuple(self.down[self._seat(seat)])

    def up_cards(self, seat: int) -> tuple[int, ...]:
        return tuple(self.up[self._seat(seat)])

    def _seat(self, seat: int) -> int:
        """``seat`` when it is one of the hand's seats; never counted from the end."""
        if type(seat) is not int or not 0 <= seat < self.n:
            raise InvalidSetupError(f"seat {seat!r}: the hand's seats are 0..{self.n - 1}")
        return seat

    def round_bets(self) -> tuple[int, ...]:
        """What each seat has put in during the current betting round."""
        return tuple(self._round.bets) if self._round is not None else (0,) * self.n

    # ================================================================= actions
    def legal_actions(self) -> tuple[LegalAction, ...]:
        """Every option of the seat to act (empty when nobody is to act); cached per state."""
        legal = self._legal
        if legal is None:
            betting = self._round
            if betting is not None and not self._muck_phase:
                legal = betting.options(self._actor)
            else:
                legal = self._showdown_options()
            self._legal = legal
        return legal

    def _showdown_options(self) -> tuple[LegalAction, ...]:
        seat = self._actor
        if seat < 0 or not self._muck_phase:
            return ()
        return (_SHOW, _MUCK) if self._may_muck(seat) else (_SHOW,)

    def verify(self, action: Action | LegalAction | str) -> LegalAction:
        """The option ``action`` takes; raises ``IllegalActionError`` naming the legal ones."""
        seat, act = self._normalise(action)
        return self._match(seat, act)

    def can_act(self, action: Action | LegalAction | str) -> bool:
        try:
            self.verify(action)
        except IllegalActionError:
            return False
        return True

    def act(self, action: Action | LegalAction | str) -> Record:
        """Take ``action`` for the seat to act and return its record; nothing changes if illegal."""
        legal = self._legal
        if legal is None:
            legal = self.legal_actions()
        option: LegalAction | None = None
        to = 0
        if type(action) is LegalAction:
            # the fast path of bots and replays: one of the very options just offered
            for offered in legal:
                if offered is action:
                    option, to = offered, offered.min_to
                    break
        if option is None:
            named: int | None
            named, act = self._normalise(action)
            option = self._match(named, act)
            to = act.amount if act.amount is not None else option.min_to
            if not option.min_to <= to <= option.max_to:
                to = option.min_to  # a raise cut to what can be called is the full raise
        seat = self._actor
        code = option.code
        betting = self._round
        # An action that may close the round or end the hand runs the dealing, the core's rules
        # and the settlement after it is recorded; should any of them fail, the hand is put back
        # as it was and the action refused whole (never a hand left with nobody to act).
        if (
            self._showing[-1] == seat  # the last to show or muck: the settlement follows
            if self._muck_phase
            else betting is None or self._may_close(betting, seat, code)
        ):
            saved = _Checkpoint(self)
            try:
                return self._apply(seat, option, to)
            except BaseException:
                saved.restore(self)
                raise
        return self._apply(seat, option, to)

    def _may_close(self, betting: BettingRound, seat: int, code: str) -> bool:
        """Whether the action may close the round or end the hand (a conservative answer).

        A complete, bet or raise makes every other seat in the hand with chips owe an action, so
        it closes the round only when there is none; any other action never makes another seat
        stop owing one, so it may close the round only when no other seat owes one, or, as a
        fold, leave one seat in the hand.
        """
        if code == COMPLETE_BET_RAISE:
            return not betting.others_can_act(seat)
        needs = betting.needs
        if needs.count(True) - needs[seat] == 0:
            return True
        return code == FOLD and self.in_hand.count(True) == 2

    def _apply(self, seat: int, option: LegalAction, to: int) -> Record:
        code = option.code
        if self._muck_phase:
            record = self._show_or_muck(seat, option.kind == "show")
            self._next_shower()
            return record
        betting = self._round
        assert betting is not None
        rec: Record
        if code == CHECK_CALL:
            rec = betting.check(seat) if option.kind == "check" else betting.call(seat)
        elif code == COMPLETE_BET_RAISE:
            rec = betting.complete_bet_raise(seat, to, option.kind)
        elif code == BRING_IN:
            rec = betting.post_bring_in(seat)
        else:
            rec = betting.fold(seat)
        self.history.append(rec)
        self._legal = None
        if code == FOLD and self.in_hand.count(True) == 1:
            self._close_round()
            self._win_by_folds()
            return rec
        nxt = betting.next_actor(seat)
        if nxt < 0:
            self._close_round()
            self._advance()
        else:
            self._actor = nxt
        return rec

    def _match(self, seat: int | None, act: Action) -> LegalAction:
        legal = self.legal_actions()
        if self._actor < 0:
            raise IllegalActionError(f"{act}: nobody is to act (the hand is over)")
        if seat is not None and seat != self._actor:
            raise IllegalActionError(
                f"{act}: seat {seat} is not to act; seat {self._actor} is ({_listing(legal)})"
            )
        code = act.code
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
        raise IllegalActionError(
            f"{act!s} is not legal for seat {self._actor}; legal: {_listing(legal)}"
        )

    def _card_room_notation(self, to: int, legal: tuple[LegalAction, ...]) -> LegalAction | None:
        """The option a card room's ``cbr`` means when it names no option itself (issue of the
        PHH readings): the obliged seat's whole stack at or below the bring-in is its all-in
        bring-in; a whole stack not above the level is an all-in call; a raise to the most any
        opponent still in can reach this round, below the full raise, is the full raise cut to
        what can be called (the same chips go in; the excess comes back uncalled)."""
        betting = self._round
        if betting is None or self._muck_phase:
            return None
        seat = self._actor
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
    def default_action(self) -> LegalAction:
        """The option played for a seat whose time ran out: check if it can, else fold; at a
        show-or-muck decision, muck where the profile allows it, else show. A seat that may not
        fold (the obliged bring-in) posts the bring-in."""
        legal = self.legal_actions()
        if not legal:
            raise IllegalActionError("nobody is to act (the hand is over)")
        for kind in ("check", "muck", "fold", "show", "post_bring_in"):
            for option in legal:
                if option.kind == kind:
                    return option
        return min(legal, key=lambda option: option.chips)

    def act_default(self) -> Record:
        """Play ``default_action()`` for the seat to act; its record says ``by_default=True``."""
        option = self.default_action()
        index = len(self.history)  # act() appends the action's record first, then the rest
        record = self.act(option)
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
            chosen = tuple(parse_cards(cards))  # refuses a bad or repeated card
            if not chosen:
                raise IllegalActionError("show: name at least one card, or None for all")
            strangers = [c for c in chosen if c not in own]
            if strangers:
                raise IllegalActionError(
                    f"show {cards!r}: {format_cards(strangers)} is not a card of seat {seat}"
                )
        record = WinnerShowed(seat, chosen)
        self.revealed.update(c for c in chosen if c in self.down[seat])
        self.history.append(record)
        return record

    def can_show_after_win(self, seat: int) -> bool:
        winner = self.uncontested_winner()
        return (
            winner is not None
            and seat == winner
            and not any(isinstance(r, WinnerShowed) for r in self.history)
        )

    # convenience methods in pokerkit's spirit
    def fold(self) -> Record:
        return self.act(Action(FOLD))

    def check_or_call(self) -> Record:
        return self.act(Action(CHECK_CALL))

    def complete_bet_or_raise_to(self, amount: int) -> Record:
        return self.act(Action(COMPLETE_BET_RAISE, amount))

    def post_bring_in(self) -> Record:
        return self.act(Action(BRING_IN))

    def show_or_muck(self, show: bool = True) -> Record:
        return self.act(Action(SHOW_MUCK, None, show))

    def check(self) -> Record:
        """A check only: refused when facing a bet (``cc`` would call)."""
        return self.act(self._only("check"))

    def call(self) -> Record:
        """A call only: refused when there is nothing to call (``cc`` would check)."""
        return self.act(self._only("call"))

    def can_fold(self) -> bool:
        return self.can_act(Action(FOLD))

    def can_check_or_call(self) -> bool:
        return self.can_act(Action(CHECK_CALL))

    def can_complete_bet_or_raise_to(self, amount: int) -> bool:
        return self.can_act(Action(COMPLETE_BET_RAISE, amount))

    def can_post_bring_in(self) -> bool:
        return self.can_act(Action(BRING_IN))

    def can_show_or_muck(self, show: bool = True) -> bool:
        return self.can_act(Action(SHOW_MUCK, None, show))

    def _only(self, kind: str) -> LegalAction:
        legal = self.legal_actions()
        for option in legal:
            if option.kind == kind:
                return option
        raise IllegalActionError(
            f"{kind} is not legal for seat {self.actor}; legal: {_listing(legal)}"
        )

    # ================================================================= save and restore
    def to_json(self) -> str:
        """The hand as a JSON document: game, stacks, dealer, deck order and every decision.
        It is the server's (it holds every card); players get ``view(seat).to_dict()``."""
        import json

        from studpoker.saving import hand_to_json

        return json.dumps(hand_to_json(self), separators=(",", ":"))

    @classmethod
    def from_json(cls, document: str | dict[str, Any]) -> Hand:
        """The hand a ``to_json`` document describes, rebuilt by dealing and playing it again:
        ``SavedStateError`` names what is wrong with a malformed or tampered document."""
        from studpoker.saving import hand_from_json

        return hand_from_json(document)

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
    def _normalise(action: Action | LegalAction | str) -> tuple[int | None, Action]:
        if isinstance(action, Action):
            return None, checked_action(action)
        if isinstance(action, LegalAction):
            return None, checked_action(action.action)
        return parse_action(action)

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
            history.append(AntePosted(seat, chips, stacks[seat] == 0))

    def _layered_stakes(self) -> tuple[list[int], int]:
        """The chips in each seat's layers (rules §3.4) and the dead chips outside them.

        With ante trimming every chip is in its seat's layers; without it the antes are dead
        money any claimant may win, so only the chips beyond each seat's ante cut layers.
        """
        if self.profile.ante_trimming:
            return self.committed, 0
        stakes = [put_in - ante for put_in, ante in zip(self.committed, self.antes, strict=True)]
        return stakes, sum(self.antes)

    def _dealing_order(self) -> list[int]:
        """Seats in the hand, clockwise from the dealer's left (rules §2.4)."""
        n, dealer, in_hand = self.n, self.dealer, self.in_hand
        return [s for s in ((dealer + k) % n for k in range(1, n + 1)) if in_hand[s]]

    def _can_act_count(self) -> int:
        return sum(
            1 for playing, chips in zip(self.in_hand, self.stacks, strict=True) if playing and chips
        )

    def _advance(self) -> None:
        """Deal streets until a betting round needs a decision or the hand reaches showdown."""
        streets = self.profile.streets
        while True:
            self.street += 1
            if self.street >= len(streets):
                self._showdown()
                return
            street = streets[self.street]
            self._deal_street(self.street)
            # rules §2.7 / 4.3: a round needs two players who can act, else the cards run out
            if street.betting and self._can_act_count() >= 2:
                self._open_round()
                return

    def _deal_street(self, index: int) -> None:
        street = self.profile.streets[index]
        source, history = self._source, self.history
        if street.burn and index > 0:
            card = source.burn()
            if card is not None:
                self.burned.append(card)
                history.append(CardBurned(card, index))
        order = self._dealing_order()
        players = len(order)
        if not self.profile.deal_in_passes:
            self._deal_whole_street(index, order)
            return
        if type(source) is Deck and source.remaining() >= players * street.size:
            # the common case: the stub covers the street, deal straight from its list
            cards, position = source.cards, source.position
            for face in street.cards:
                up = face == "up"
                target = self.up if up else self.down
                for seat in order:
                    card = cards[position]
                    position += 1
                    target[seat].append(card)
                    history.append(_new_record(CardDealt, (seat, card, up, index)))
            source.position = position
            return
        if source.remaining() < players * street.size and self.burned:
            # rules §2.1 (Choice reuse_burns=ordered): burned cards go under the stub, in order
            source.put_under(self.burned)
            self.burned = []
        for face in street.cards:
            up = face == "up"
            if source.remaining() < players:
                if source.remaining() == 0:
                    # every card is in a hand (folded hands too, never reused, rules §2.1) and
                    # every burn is dealt: nothing is left to turn up, so this card of the
                    # street is not dealt (a Choice of rules §2.1); the round is still played
                    continue
                # rules §2.1: one community card stands for this card of every player
                card = source.draw(BOARD)
                self.community.append(card)
                history.append(CommunityCardDealt(card, index))
                continue
            target = self.up if up else self.down
            for seat in order:
                card = source.draw(seat)
                target[seat].append(card)
                history.append(CardDealt(seat, card, up, index))

    def _deal_whole_street(self, index: int, order: list[int]) -> None:
        """The other reading of rules §2.4: each player gets the whole street at once.

        rules §2.1 holds card by card of the street as in passes: when the stub (burns put under
        it) cannot give every player that card, one community card stands for it, or, with no
        card left, it is not dealt. The players' cards are dealt first, seat by seat, then the
        community cards.
        """
        street = self.profile.streets[index]
        source, history = self._source, self.history
        players = len(order)
        if source.remaining() < players * street.size and self.burned:
            source.put_under(self.burned)  # rules §2.1, as in passes
            self.burned = []
        left = source.remaining()
        to_players: list[Face] = []
        community = 0
        for face in street.cards:
            if left >= players:
                to_players.append(face)
                left -= players
            elif left:
                community += 1
                left -= 1
        for seat in order:
            for face in to_players:
                card = source.draw(seat)
                (self.up if face == "up" else self.down)[seat].append(card)
                history.append(CardDealt(seat, card, face == "up", index))
        for _ in range(community):
            card = source.draw(BOARD)
            self.community.append(card)
            history.append(CommunityCardDealt(card, index))

    def _betting_round_index(self) -> int:
        streets = self.profile.streets
        return sum(1 for s in streets[: self.street + 1] if s.betting) - 1

    def _open_round(self) -> None:
        p = self.profile
        index = self._betting_round_index()
        stacks, in_hand, n = self.stacks, self.in_hand, self.n
        big = None
        owners: tuple[int, ...] = ()
        if p.open_pair_round is not None and index == p.open_pair_round - 1:
            big = p.open_pair_step
            owners = tuple(s for s in range(n) if in_hand[s] and _shows_pair(self._showing_up(s)))
        counted = self._can_act_count() if p.cap_counts == "can_act" else self.in_hand.count(True)
        cap = None
        if p.max_raises is not None and not (counted <= 2 and p.cap_heads_up_exempt):
            cap = 1 + p.max_raises
        betting = BettingRound(
            index,
            stacks,
            self.committed,
            in_hand,
            step=p.steps[index],
            big=big,
            pair_owners=owners,
            cap=cap,
            rules=self._round_rules,
        )
        obliged: int | None = None
        if index == 0 and p.bring_in is not None:
            doors = [self._door_card(s) if in_hand[s] else None for s in range(n)]
            obliged = _rules.bring_in_seat(doors, p.bring_in_rule)
            if stacks[obliged] > 0:
                betting.expect_bring_in(obliged, p.bring_in)
                first = obliged
            elif p.bring_in_all_in == "pass_bring_in":
                first = self._next_can_act(obliged)
                betting.expect_bring_in(first, p.bring_in)
            else:
                first = self._next_can_act(obliged)
                betting.assume_bring_in(p.bring_in)
        else:
            # rules §2.1 (Choice community_card_opens): by default a community card does not
            # change who acts first; the players' own up cards decide
            ups = [self.up[s] if in_hand[s] else None for s in range(n)]
            tie = p.no_bring_in_tie if index == 0 else p.showing_tie
            community = self.community if p.community_card_opens else ()
            first = _rules.first_to_act(
                ups, self.dealer, low=p.showing_low, tie=tie, community=community
            )
            if stacks[first] == 0:
                first = self._next_can_act(first)  # rules §4.3: skip an all-in seat
        self._round = betting
        self._actor = first
        self._legal = None
        self.history.append(RoundStarted(index, first, cap, obliged))

    def _door_card(self, seat: int) -> int:
        return self.up[seat][0] if self.up[seat] else self.community[0]

    def _showing_up(self, seat: int) -> list[int]:
        return self.up[seat] + self.community if self.community else self.up[seat]

    def _next_can_act(self, seat: int) -> int:
        n, stacks, in_hand = self.n, self.stacks, self.in_hand
        for offset in range(1, n + 1):
            s = (seat + offset) % n
            if in_hand[s] and stacks[s] > 0:
                return s
        return -1

    def _close_round(self) -> None:
        betting = self._round
        if betting is not None and betting.first_actor >= 0:
            self._played = (betting.last_aggressor, betting.first_actor)
        self._round = None
        self._actor = -1
        self._legal = None

    # ================================================================= endings
    def _win_by_folds(self) -> None:
        winner = self.in_hand.index(True)
        hands: list[list[int] | None] = [None] * self.n
        hands[winner] = []
        self._settle(hands)

    def _showdown(self) -> None:
        n = self.n
        in_hand = self.in_hand
        # rules §5.1: the last aggressor of the last round with betting, else its first actor,
        # else (Choice) the first player in the hand left of the dealer
        start = self.dealer
        if self._played is not None:
            aggressor, first = self._played
            start = (aggressor if aggressor >= 0 else first) - 1
        order = [s for s in ((start + k) % n for k in range(1, n + 1)) if in_hand[s]]
        self.showdown_order = tuple(order)
        # rules §3.4: the uncalled excess goes back as the betting ends, before anyone shows, so a
        # muck cannot strand it
        # measured on the layered chips: an untrimmed ante is dead money, never uncalled
        stakes, _ = self._layered_stakes()
        top = max(range(n), key=stakes.__getitem__)
        excess = stakes[top] - max(c for s, c in enumerate(stakes) if s != top)
        if excess > 0:
            self._early_return = (top, excess)
            self.history.append(ChipsReturned(top, excess))
        self._showing = order
        if not self.profile.showdown_muck:
            for seat in order:
                self._show_or_muck(seat, True)
            self._finish_showdown()
            return
        self._muck_phase = True
        self._actor = order[0]
        self._legal = None

    def _may_muck(self, seat: int) -> bool:
        """rules §5.1: each player after the first may muck, unless nobody else still holding a
        claim reached its top layer: that pot would have no claimant left, so it is its own."""
        if seat == self._showing[0]:
            return False
        in_hand = self.in_hand
        paid = self._layered_stakes()[0].copy()  # untrimmed antes are in no seat's layer
        returned_seat, returned = self._early_return
        paid[returned_seat] -= returned
        mine = paid[seat]
        return any(in_hand[o] and paid[o] >= mine for o in range(self.n) if o != seat)

    def _show_or_muck(self, seat: int, show: bool) -> Record:
        rec: Record
        if show:
            self.shown[seat] = True
            rec = CardsShown(seat, tuple(self.down[seat]) + tuple(self._showing_up(seat)))
        else:
            self.in_hand[seat] = False
            rec = CardsMucked(seat)
        self.history.append(rec)
        return rec

    def _next_shower(self) -> None:
        self._legal = None
        showing = self._showing
        position = showing.index(self._actor) + 1
        if position < len(showing):
            self._actor = showing[position]
            return
        self._muck_phase = False
        self._finish_showdown()

    def _finish_showdown(self) -> None:
        # each seat's own cards; the community cards go to the core once, for everyone (2.1)
        hands: list[list[int] | None] = [
            self.down[s] + self.up[s] if self.in_hand[s] and self.shown[s] else None
            for s in range(self.n)
        ]
        self._settle(hands)

    def _settle(self, hands: list[list[int] | None]) -> None:
        p = self.profile
        hole: list[list[int] | None] | None = None
        if p.showdown_rule.reads_hole_cards:
            # the spade is judged among the cards a claimant shows: a seat that folded or
            # mucked, or a sole claimant who need not show, has no hole cards to judge
            hole = [
                None if not shown else list(d) if p.chicago_spade == "hole" else d + u
                for d, u, shown in zip(self.down, self.up, hands, strict=True)
            ]
        contributions, dead = self._layered_stakes()
        returned_seat, returned = self._early_return
        if returned:
            contributions = contributions.copy()
            contributions[returned_seat] -= returned
        # chips above every claimant's reach (folded seats only: an all-in seat left alone, or
        # all-in seats at showdown, after the others folded) can be won by nobody: like an
        # uncalled bet (rules §2.8, 3.4) they go back to the seats that put them in
        reach = max(c for c, h in zip(contributions, hands, strict=True) if h is not None)
        unreachable = [max(0, c - reach) for c in contributions]
        if any(unreachable):
            contributions = [c - u for c, u in zip(contributions, unreachable, strict=True)]
            for seat, chips in enumerate(unreachable):
                if chips:
                    self.history.append(ChipsReturned(seat, chips))
        result = _rules.settle(
            contributions,
            hands,
            self.dealer,
            showdown=p.showdown,
            odd_chip=p.odd_chip,
            hole_cards=hole,
            community=self.community,
            dead=dead,
            merge_pots=p.merge_pots,
        )
        history = self.history
        for seat, amount in enumerate(result.returned):
            if amount:
                history.append(ChipsReturned(seat, amount))
        for index, pot in enumerate(result.pots):
            history.append(
                PotAwarded(
                    index, pot.amount, tuple(pot.eligible), tuple(pot.winners), tuple(pot.shares)
                )
            )
        payouts = list(result.payouts)
        payouts[returned_seat] += returned
        if any(unreachable):
            payouts = [paid + u for paid, u in zip(payouts, unreachable, strict=True)]
        stacks = self.stacks
        for seat, amount in enumerate(payouts):
            stacks[seat] += amount
        self.settlement = result
        self.payouts = tuple(payouts)
        self._actor = -1
        self._legal = None
        self._round = None


class _Checkpoint:
    """The hand's state before an action, to put back should what follows the action fail.

    Lists the hand only appends to are kept as lengths; every other list is copied and put
    back in place (the round shares ``stacks``, ``committed`` and ``in_hand`` with the hand).
    A ``Deck`` is rewound; another card source is not (a replayer's source fails the replay).
    """

    __slots__ = ("_fields", "_lengths", "_lists", "_round", "_round_fields", "_source")

    _FIELDS = (
        "burned",
        "payouts",
        "settlement",
        "showdown_order",
        "street",
        "_played",
        "_showing",
        "_muck_phase",
        "_early_return",
        "_actor",
        "_legal",
        "_round",
    )
    _read_fields = attrgetter(*_FIELDS)
    _read_round = attrgetter(*BettingRound.__slots__)

    def __init__(self, hand: Hand) -> None:
        self._fields = self._read_fields(hand)
        lists: list[list[Any]] = [hand.stacks, hand.committed, hand.in_hand, hand.shown]
        betting = hand._round
        self._round = betting
        self._round_fields: tuple[object, ...] = ()
        if betting is not None:
            self._round_fields = fields = self._read_round(betting)
            lists += [v for v in fields if type(v) is list]
        self._lists = [(target, target[:]) for target in lists]
        self._lengths = (
            len(hand.history),
            len(hand.community),
            [*map(len, hand.down)],
            [*map(len, hand.up)],
            hand.burned[:],
        )
        source = hand._source
        self._source = (source.position, len(source.cards)) if type(source) is Deck else None

    def restore(self, hand: Hand) -> None:
        for name, value in zip(self._FIELDS, self._fields, strict=True):
            setattr(hand, name, value)
        betting = self._round
        if betting is not None:
            for name, value in zip(BettingRound.__slots__, self._round_fields, strict=True):
                setattr(betting, name, value)
        for target, copy in self._lists:
            target[:] = copy
        history, community, down, up, burned = self._lengths
        hand.burned[:] = burned  # the list object came back with the fields, its cards here
        del hand.history[history:]
        del hand.community[community:]
        for cards, length in zip(hand.down, down, strict=True):
            del cards[length:]
        for cards, length in zip(hand.up, up, strict=True):
            del cards[length:]
        if self._source is not None:
            deck = hand._source
            assert type(deck) is Deck
            deck.position, length = self._source
            del deck.cards[length:]


def _shows_pair(cards: list[int]) -> bool:
    ranks = [c >> 2 for c in cards if c >= 0]
    return len(set(ranks)) < len(ranks)


def _layer_pots(committed: list[int], in_hand: list[bool], dead: int) -> tuple[LivePot, ...]:
    """Cut the chips in by contribution levels of the seats still in (rules §3.4 layers), after
    a first pot of the dead chips (untrimmed antes) that every seat still in may win."""
    levels = sorted({c for s, c in enumerate(committed) if in_hand[s] and c > 0})
    pots: list[LivePot] = []
    if dead:
        pots.append(LivePot(dead, tuple(s for s in range(len(committed)) if in_hand[s])))
    previous = 0
    for level in levels:
        amount = sum(min(c, level) - min(c, previous) for c in committed)
        eligible = tuple(s for s, c in enumerate(committed) if in_hand[s] and c >= level)
        if pots and pots[-1].eligible == eligible:
            pots[-1] = LivePot(pots[-1].amount + amount, eligible)
        else:
            pots.append(LivePot(amount, eligible))
        previous = level
    rest = sum(committed) + dead - sum(p.amount for p in pots)
    if rest and pots:
        pots[-1] = LivePot(pots[-1].amount + rest, pots[-1].eligible)
    return tuple(pots)


def _listing(legal: tuple[LegalAction, ...]) -> str:
    if not legal:
        return "none"
    return ", ".join(f"{o.notation} ({o.describe()})" for o in legal)
