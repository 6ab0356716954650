"""Simple players for demos, tests and benchmarks: each picks one of the legal options."""

from __future__ import annotations

import random

from studpoker.actions import LegalAction
from studpoker.hand import Hand

__all__ = ["CallingStation", "RandomBot", "RandomKindBot", "SteadyBot"]


class RandomBot:
    """A uniformly random legal option (seeded)."""

    __slots__ = ("rng",)

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, hand: Hand) -> LegalAction:
        legal = hand.legal_actions()
        return legal[self.rng.randrange(len(legal))]


class RandomKindBot:
    """A uniformly random kind of action (fold, check/call, complete/bet/raise, bring-in, show
    or muck), the smallest amount of its kind: the policy the benchmarks give every engine.
    ``fold=False`` never folds nor mucks, so every hand that is not capped out reaches a showdown.
    """

    __slots__ = ("fold", "rng")

    def __init__(self, seed: int | None = None, *, fold: bool = True) -> None:
        self.rng = random.Random(seed)
        self.fold = fold

    def choose(self, hand: Hand) -> LegalAction:
        kinds: list[LegalAction] = []
        last = ""
        fold = self.fold
        for option in hand.legal_actions():
            # options come grouped by kind, smallest amount first
            key = option.code if option.code != "sm" else option.kind
            if key != last and (fold or key not in ("f", "muck")):
                kinds.append(option)
                last = key
        return kinds[int(self.rng.random() * len(kinds))]


class CallingStation:
    """Checks or calls whenever it can, posts the bring-in, always shows."""

    __slots__ = ()

    def choose(self, hand: Hand) -> LegalAction:
        legal = hand.legal_actions()
        for kind in ("post_bring_in", "check", "call", "show"):
            for option in legal:
                if option.kind == kind:
                    return option
        return legal[0]


class SteadyBot:
    """Bets and raises with a pair or better showing or in the hole, otherwise checks or calls,
    and folds a hand without a pair to a big bet now and then."""

    __slots__ = ("rng",)

    def __init__(self, seed: int | None = None) -> None:
        self.rng = random.Random(seed)

    def choose(self, hand: Hand) -> LegalAction:
        legal = hand.legal_actions()
        seat = hand.actor
        assert seat is not None
        cards = [*hand.hole_cards(seat), *hand.up_cards(seat)]
        ranks = [c >> 2 for c in cards]
        paired = len(set(ranks)) < len(ranks)
        strong = paired or max(ranks) >= 11  # a pair, or an ace or king
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
