"""Stud equity: each player's share of the pot over every way the deal can still go.

``equity(players, game, dead)`` takes each player's known cards (down and up: leave out an
opponent's down cards you have not seen, they are dealt at random like the cards to come), the
game as a ``Profile`` and the dead cards (folded up cards, burns seen). Any game the engine plays
is counted: five- and seven-card stud, razz, hi-lo, Mississippi, flip stud and the wild-card
games. Chicago (the spade half goes by the hole cards), follow-the-queen (the wild rank follows
the order of the up cards) and Baseball (an up 4 brings an extra down card) also need
``up_cards``, every card dealt face up so far in dealing order, and the players listed in
dealing order; the deal to come is then followed card by card (rules §6 notes).

It counts exactly when that is cheap (heads-up in seven-card stud from 3rd street on with every
player's three cards known, and late streets multiway), otherwise it deals ``samples`` seeded
random deals and gives a standard error. The Rust core does the work, detached from the
interpreter and over every core; who wins each outcome is read by the same code that awards
pots in ``settle`` (rules §5.3: a hi-lo pot with no qualifying low goes whole to the best high
hand; a Chicago pot with no spade in the hole goes whole to the best high hand).
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from studpoker import _core
from studpoker.errors import InvalidSetupError
from studpoker.games.profiles import SEVEN_CARD_STUD, Profile
from studpoker.games.showdown import Showdown
from studpoker.games.wild_rules import STATIC_WILD, is_dynamic
from studpoker.limits import MAX_SEATS, is_int, items, shown

__all__ = ["EquityResult", "equity"]


@dataclass(frozen=True, slots=True)
class EquityResult:
    """The answer, one entry per player in the order asked. Shares are of one pot."""

    equity: tuple[float, ...]
    """Expected share of the pot; the players' equities add up to 1."""
    win: tuple[float, ...]
    """Chance of taking the whole pot alone (in hi-lo this is the scoop)."""
    tie: tuple[float, ...]
    """Chance of taking part of the pot but not all of it: a tie, or one half of a hi-lo split."""
    stderr: tuple[float, ...]
    """Standard error of each equity: zeros when exact."""
    exact: bool
    """True when every outcome was counted; False for a Monte Carlo estimate."""
    outcomes: int
    """Outcomes counted (exact) or random deals sampled (Monte Carlo)."""
    community: bool
    """True when one community card stands in for everyone's last card (rules §2.1)."""
    seed: int | None
    """The Monte Carlo seed used (give it back to repeat the run); None when exact."""
    high: tuple[float, ...] | None = None
    """Hi-lo: expected share of the high contest (ties split). None in other games."""
    low: tuple[float, ...] | None = None
    """Hi-lo: expected share of the qualifying low (ties split; 0 when no low). None otherwise."""
    scoop: tuple[float, ...] | None = None
    """Hi-lo: chance of taking the whole pot alone (the same as ``win``). None otherwise."""


@dataclass(frozen=True, slots=True)
class _Game:
    """What the core needs to know of a profile to deal and judge the rest of a hand."""

    cards_per_player: int
    down_cards: int
    showdown: Showdown
    wild: frozenset[int] | None
    follow_the_queen: bool
    extra_card_up_rank: int | None


def _game(game: object) -> _Game:
    """The dealing and the showdown of ``game``, or an error naming the field."""
    if not isinstance(game, Profile):
        raise InvalidSetupError(f"game must be a Profile, got {shown(game)}")
    faces = [face for street in game.streets for face in street.cards]
    rule = game.wild
    return _Game(
        cards_per_player=len(faces),
        down_cards=faces.count("down"),
        showdown=game.showdown_rule,
        wild=STATIC_WILD.get(rule) if rule is not None else None,
        follow_the_queen=is_dynamic(rule),
        extra_card_up_rank=game.extra_card_up_rank,
    )


def _cards(cards: Iterable[int | str] | str) -> Iterable[int | str] | str:
    """Blank text is no cards here (a player whose cards are all unseen, or no dead cards)."""
    return () if isinstance(cards, str) and not cards.strip() else cards


def _count(value: object, name: str) -> int | None:
    """A positive int or None."""
    if value is None:
        return None
    if not is_int(value) or value < 1:
        raise InvalidSetupError(f"{name} must be a positive int or None, got {shown(value)}")
    return value


def equity(
    players: Sequence[Iterable[int | str] | str],
    game: Profile = SEVEN_CARD_STUD,
    dead: Iterable[int | str] | str = (),
    *,
    up_cards: Iterable[int | str] | str | None = None,
    samples: int | None = None,
    seed: int | None = None,
    threads: int | None = None,
) -> EquityResult:
    """Each player's share of the pot from the cards known now.

    ``players``: 2 to 8 card lists (numbers or text, ``"As Kd 7c"``), each player's known down
    and up cards, in dealing order (from the dealer's left). ``game``: a ``Profile``. ``dead``:
    cards known to be out of play. With eight seven-card players the unseen cards cannot give
    everyone a seventh card, so one community card stands in for it (rules §2.1).

    ``up_cards``: every card dealt face up so far, in the order dealt (every seat's, folded
    ones' too). A player's cards among them are up cards, the rest hole cards; the others are
    out of play. Required for Chicago, follow-the-queen and Baseball; elsewhere it only adds
    dead cards. The up cards to come are dealt a pass at a time in the players' order.
    Baseball's extra cards may not run the deck out: such a deal is refused.

    Exact when cheap enough; otherwise (or when ``samples`` is given) a Monte Carlo run of
    ``samples`` deals (default 200,000) seeded by ``seed`` (default: a fresh random seed, kept in
    the result). ``threads``: worker threads (default: one per core); the figures do not depend
    on it. A card given twice or too many cards (or too many up or down cards) raise
    ``InvalidCardError``, a wrong number of players or missing ``up_cards``
    ``InvalidSetupError``, a deal it cannot count ``InvalidRuleError``.

    >>> from studpoker import SEVEN_CARD_STUD
    >>> result = equity(["As Ks 7d", "Qh Qd 2c"], SEVEN_CARD_STUD, dead="9c 4h")
    >>> result.exact, [round(share, 4) for share in result.equity]
    (True, [0.3486, 0.6514])
    """
    rules = _game(game)
    showdown = rules.showdown
    samples = _count(samples, "samples")
    threads = _count(threads, "threads")
    if seed is not None and not is_int(seed):
        raise InvalidSetupError(f"seed must be an int or None, got {shown(seed)}")
    run_seed = secrets.randbits(64) if seed is None else seed % 2**64
    hands = items(players, MAX_SEATS)
    if hands is None:
        given = "str" if isinstance(players, str) else shown(players)
        raise InvalidSetupError(
            f"players must be a sequence of card lists, one per player, not {given}"
        )
    (equities, wins, ties, high, low, stderr, exact, outcomes, community) = _core.equity(
        [_cards(cards) for cards in hands],
        _cards(dead),
        rules.cards_per_player,
        showdown.name,
        samples,
        run_seed,
        threads,
        up_cards=None if up_cards is None else _cards(up_cards),
        down_cards=rules.down_cards,
        wild=rules.wild,
        follow_the_queen=rules.follow_the_queen,
        extra_card_up_rank=rules.extra_card_up_rank,
    )
    hi_lo = showdown.is_split
    return EquityResult(
        equity=tuple(equities),
        win=tuple(wins),
        tie=tuple(ties),
        stderr=tuple(stderr),
        exact=exact,
        outcomes=outcomes,
        community=community,
        seed=None if exact else (seed if seed is not None else run_seed),
        high=tuple(high) if hi_lo else None,
        low=tuple(low) if hi_lo else None,
        scoop=tuple(wins) if hi_lo else None,
    )
