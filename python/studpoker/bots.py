"""Players that see only their own seat's view: the ``Policy`` protocol and simple bots.

A policy is anything with ``act(view) -> action``: it gets the acting seat's ``HandView`` (its own
hole cards, everyone's up cards, the pots and its ``legal_actions``) and returns one of those
options, or any action ``Hand.act`` takes. ``play_out`` runs a hand to its end that way. The bots'
``choose(hand)`` is a shortcut that builds the acting seat's view and asks ``act``.

A bot given a ``seed`` draws from ``random.Random(seed)``: the same seed, the same play. Without
one it draws from the operating system's generator (``random.SystemRandom``), so nobody can
predict its choices from anything it or the table shows.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol, runtime_checkable

from studpoker.actions import COMPLETE_BET_RAISE, Action, LegalAction
from studpoker.errors import IllegalActionError, InvalidSetupError
from studpoker.profiles import FIVE_CARD_STUD_HOME, PROFILES, Profile
from studpoker.strength import Strength, equity_strength, made_hand_strength
from studpoker.view import HandView

if TYPE_CHECKING:
    from studpoker.hand import Hand

__all__ = [
    "BOTS",
    "CallingStation",
    "Decision",
    "Policy",
    "RandomBot",
    "RandomKindBot",
    "SteadyBot",
    "StrengthBot",
    "bot_random",
    "make_bot",
    "named_decision",
    "play_out",
]

Decision = Action | LegalAction | str
"""What a policy returns: anything ``Hand.act`` takes."""


@runtime_checkable
class Policy(Protocol):
    """A player: sees the acting seat's view, returns its decision."""

    def act(self, view: HandView) -> Decision:
        """The decision for the seat whose view this is, one of ``view.legal_actions``."""


def play_out(hand: Hand, policies: Sequence[Policy]) -> None:
    """Play ``hand`` to its end, asking ``policies[seat]`` with that seat's view each turn."""
    if len(policies) != hand.n:
        raise InvalidSetupError(f"{len(policies)} policies for a hand of {hand.n} seats")
    while not hand.is_over:
        seat = hand.actor
        if seat is None:  # several seats choose at once (flip stud): each names itself
            for chooser in hand.actors:
                hand.act(policies[chooser].act(hand.view(chooser)), chooser)
            continue
        hand.act(policies[seat].act(hand.view(seat)))


class _ViewBot:
    """What every bot here shares: ``choose(hand)`` asks ``act`` with the actor's view."""

    __slots__ = ()

    def act(self, view: HandView) -> Decision:
        raise NotImplementedError

    def choose(self, hand: Hand, seat: int | None = None) -> Decision:
        """``seat``: the seat to decide for where several choose at once (flip stud's turn-up).
        Left out there, the first seat still choosing decides, and its decision names it
        (``"p2 tu Kh"``), so ``hand.act(bot.choose(hand))`` plays it."""
        if seat is not None:
            return self.act(hand.view(seat))
        if hand.actor is not None:
            return self.act(hand.view(hand.actor))
        if not hand.actors:
            raise IllegalActionError("nobody is to act (the hand is over)")
        chooser = hand.actors[0]
        return named_decision(self.act(hand.view(chooser)), chooser)


def named_decision(decision: Decision, seat: int) -> str:
    """``decision`` as action text naming ``seat`` (``"p2 tu Kh"``): how a decision of one of
    several seats choosing at once is played without a separate seat argument."""
    if isinstance(decision, LegalAction):
        text = decision.notation if decision.min_to == decision.max_to else str(decision.action)
    else:
        text = str(decision)
    if text.startswith("p") and text.split(maxsplit=1)[0][1:].isdigit():
        text = text.split(maxsplit=1)[1] if " " in text else ""
    return f"p{seat + 1} {text}"


def bot_random(seed: int | None) -> random.Random:
    """A bot's generator: ``random.Random(seed)`` for a caller's seed (reproducible play), the
    operating system's (``random.SystemRandom``: unpredictable) for ``None``. A seed that is not
    an int (a bool included) raises ``InvalidSetupError``."""
    if seed is None:
        return random.SystemRandom()
    if type(seed) is not int:
        raise InvalidSetupError(
            f"bot seed {seed!r}: a seed is an int (or None: the operating system's generator)"
        )
    return random.Random(seed)


def _options(view: HandView) -> tuple[LegalAction, ...]:
    if not view.legal_actions:
        raise IllegalActionError(f"seat {view.seat} has no option: it is not to act")
    return view.legal_actions


def _turn_up_choice(view: HandView, game: Profile) -> LegalAction | None:
    """Flip stud: turn up the card worth least hidden and keep the best ones down (None: not a
    turn-up). A wild card (the set in force) is kept down while a natural one can go up; of
    the naturals, a high game shows its lowest card, a game won by the low alone (razz) its
    highest, ace low."""
    legal = view.legal_actions
    if not legal or legal[0].kind != "turn_up":
        return None
    wild = frozenset(view.wild)
    low_only = not game.showdown_rule.has_high
    deuce = game.showdown_rule.contest("low_27") is not None

    def cost(card: int) -> tuple[bool, int]:
        rank = card >> 2
        if deuce:  # 2-7: the ace is the worst card, the two the best
            rank = -rank
        elif low_only:  # ace low: the ace is the best low card, the king the worst
            rank = -(rank + 1) % 13
        return card in wild, rank

    return min(legal, key=lambda option: sorted(map(cost, option.cards)))


def _game_of(view: HandView, game: Profile | None) -> Profile:
    """The profile a bot plays: the one it was given, unless the view names another (a
    rotation's or a dealer's choice's hand), else the one the view names."""
    if game is not None and game.name == view.profile:
        return game
    return PROFILES.get(view.profile, game or FIVE_CARD_STUD_HOME)


def _game_choice(view: HandView, rng: random.Random) -> LegalAction | None:
    """A dealer's choice: a game drawn with the bot's own randomness (None: no game to
    choose)."""
    legal = view.legal_actions
    if not legal or legal[0].kind != "choose_game":
        return None
    return legal[int(rng.random() * len(legal))]


class RandomBot(_ViewBot):
    """A uniformly random legal option; a range of amounts gets a random amount."""

    __slots__ = ("rng",)

    def __init__(self, seed: int | None = None) -> None:
        self.rng = bot_random(seed)

    def act(self, view: HandView) -> Decision:
        """A random option of ``view.legal_actions``, at a random amount in a range."""
        legal = _options(view)
        option = legal[self.rng.randrange(len(legal))]
        if option.min_to != option.max_to:
            return Action(COMPLETE_BET_RAISE, self.rng.randint(option.min_to, option.max_to))
        return option


class RandomKindBot(_ViewBot):
    """A uniformly random kind of action (fold, check/call, complete/bet/raise, bring-in, show
    or muck), the smallest amount of its kind: the policy the benchmarks give every engine.
    ``fold=False`` never folds nor mucks, so every hand that is not capped out reaches a showdown.
    """

    __slots__ = ("fold", "rng")

    def __init__(self, seed: int | None = None, *, fold: bool = True) -> None:
        self.rng = bot_random(seed)
        self.fold = fold

    def act(self, view: HandView) -> Decision:
        """``pick`` among the view's options."""
        return self.pick(_options(view))

    def pick(self, legal: Sequence[LegalAction]) -> LegalAction:
        """The choice among ``legal`` (a benchmark calls this with the options alone)."""
        kinds: list[LegalAction] = []
        last = ""
        fold = self.fold
        for option in legal:
            # options come grouped by kind, smallest amount first
            key = option.code
            if key == "sm":
                key = option.kind
            elif key == "dc":  # a dealer's choice: each game is a kind of its own
                key = option.game or key
            if key != last and (fold or key not in ("f", "muck")):
                kinds.append(option)
                last = key
        return kinds[int(self.rng.random() * len(kinds))]


class CallingStation(_ViewBot):
    """Checks or calls whenever it can, posts the bring-in, always shows; a dealer, it chooses
    the first game offered."""

    __slots__ = ()

    def act(self, view: HandView) -> Decision:
        """The bring-in, a check, a call or a show, whichever is open; else the first option."""
        legal = _options(view)
        for kind in ("post_bring_in", "check", "call", "show"):
            for option in legal:
                if option.kind == kind:
                    return option
        return legal[0]


class SteadyBot(_ViewBot):
    """Bets and raises with a pair or better showing or in the hole, otherwise checks or calls,
    and folds a hand without a pair to a big bet now and then."""

    __slots__ = ("game", "rng")

    def __init__(self, seed: int | None = None, *, game: Profile | None = None) -> None:
        self.rng = bot_random(seed)
        self.game = game

    def act(self, view: HandView) -> Decision:
        """The steady choice for the view's seat (see the class)."""
        legal = _options(view)
        chosen = _game_choice(view, self.rng)
        if chosen is not None:
            return chosen
        turn_up = _turn_up_choice(view, _game_of(view, self.game))
        if turn_up is not None:
            return turn_up
        seat = view.seat
        assert seat is not None  # only a seat's own view has options
        ranks = [c >> 2 for c in (*view.hole_cards[seat], *view.up_cards[seat]) if c is not None]
        paired = len(set(ranks)) < len(ranks)
        strong = paired or max(ranks, default=0) >= 11  # a pair, or an ace or king
        by_kind = {option.kind: option for option in legal}
        if "show" in by_kind:
            return by_kind["show"]
        if "post_bring_in" in by_kind:
            return by_kind["post_bring_in"]
        aggressive = [o for o in legal if o.code == "cbr"]
        if strong and aggressive and self.rng.random() < 0.6:
            return aggressive[0]
        if "check" in by_kind:
            return by_kind["check"]
        call = by_kind.get("call")
        if call is not None and (strong or call.chips <= 2 or self.rng.random() < 0.3):
            return call
        return by_kind.get("fold", legal[0])


class StrengthBot(_ViewBot):
    """Rule-based: bets and raises strong hands, calls fair ones, folds weak ones to a bet.

    ``strength(view, game)`` rates the seat's cards 0..1 (by default ``made_hand_strength``, what
    the cards make now; an equity estimate fits the same seam). ``game`` is the profile played
    (by default the one the view names). A hand bets or completes at ``bet_at``, raises at
    ``raise_at``, calls at ``call_at`` or when its strength beats the price of the call (the call
    over the pot after it), and bluffs now and then.
    """

    __slots__ = ("bet_at", "bluff", "call_at", "game", "raise_at", "rng", "strength")

    def __init__(
        self,
        seed: int | None = None,
        *,
        game: Profile | None = None,
        strength: Strength = made_hand_strength,
        bet_at: float = 0.5,
        raise_at: float = 0.7,
        call_at: float = 0.35,
        bluff: float = 0.05,
    ) -> None:
        self.rng = bot_random(seed)
        self.game = game
        self.strength = strength
        self.bet_at, self.raise_at, self.call_at, self.bluff = bet_at, raise_at, call_at, bluff

    def act(self, view: HandView) -> Decision:
        """The choice by the strength of the view's seat's cards (see the class)."""
        legal = _options(view)
        chosen = _game_choice(view, self.rng)
        if chosen is not None:
            return chosen
        game = _game_of(view, self.game)
        turn_up = _turn_up_choice(view, game)
        if turn_up is not None:
            return turn_up
        by_kind = {option.kind: option for option in legal}
        if "show" in by_kind:  # cards speak: a shown hand may still win a pot
            return by_kind["show"]
        strength = self.strength(view, game)
        bluffing = self.rng.random() < self.bluff
        aggressive = next((o for o in legal if o.code == COMPLETE_BET_RAISE), None)
        facing = by_kind.get("call")
        if aggressive is not None and (
            strength >= (self.raise_at if aggressive.kind == "raise" else self.bet_at) or bluffing
        ):
            return self._sized(aggressive, strength, view)
        for passive in ("post_bring_in", "check"):
            if passive in by_kind:
                return by_kind[passive]
        if facing is not None:
            odds = facing.chips / (sum(view.committed) + facing.chips)  # the pot's price
            if strength >= self.call_at or strength >= odds:
                return facing
        return by_kind.get("fold", legal[0])

    def _sized(self, option: LegalAction, strength: float, view: HandView) -> Decision:
        """Fixed limit: the one amount. A range: the minimum plus a share of the pot."""
        if option.min_to == option.max_to:
            return option
        share = int(sum(view.committed) * strength * 0.75)
        return Action(COMPLETE_BET_RAISE, min(option.max_to, option.min_to + share))


BOTS: dict[str, str] = {
    "random": "a random legal option",
    "calling": "a calling station: checks or calls, never folds",
    "steady": "bets a pair or an ace/king, calls, sometimes folds",
    "strength": "rule-based on hand strength: bets strong, calls fair, folds weak",
    "equity": "the rule-based bot rating its hand by its equity against the hands still in",
}
"""The bots a name picks (``make_bot``), with what each does."""


def make_bot(name: str, seed: int | None = None, game: Profile | None = None) -> Policy:
    """The bot called ``name`` (a key of ``BOTS``)."""
    if name == "random":
        return RandomBot(seed)
    if name == "calling":
        return CallingStation()
    if name == "steady":
        return SteadyBot(seed, game=game)
    if name == "strength":
        return StrengthBot(seed, game=game)
    if name == "equity":
        return StrengthBot(seed, game=game, strength=equity_strength())
    raise InvalidSetupError(f"unknown bot {name!r}: choose one of {', '.join(BOTS)}")
