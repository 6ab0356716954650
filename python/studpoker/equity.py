"""Stud equity: each player's share of the pot over every way the deal can still go.

``equity(players, game, dead)`` takes each player's known cards (down and up: leave out an
opponent's down cards you have not seen, they are dealt at random like the cards to come), the
game as a ``Profile`` and the dead cards (folded up cards, burns seen). It counts exactly when
that is cheap (heads-up in seven-card stud from 3rd street on with every player's three cards
known, and late streets multiway), otherwise it deals ``samples`` seeded random deals and gives
a standard error. The Rust core does the work, detached from the interpreter and over every
core; who wins each outcome is read by the same code that awards pots in ``settle`` (rules
§5.3: a hi-lo pot with no qualifying low goes whole to the best high hand).
"""

from __future__ import annotations

import secrets
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from studpoker import _core
from studpoker.errors import InvalidRuleError, InvalidSetupError
from studpoker.limits import is_int
from studpoker.profiles import SEVEN_CARD_STUD, Profile
from studpoker.showdown import Showdown

__all__ = ["EquityResult", "equity"]

_SHOWDOWNS = ("high", "low_a5", "high_low_8")


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


def _game(game: object) -> tuple[int, Showdown]:
    """The cards a player ends with and the showdown, or an error naming the field."""
    if not isinstance(game, Profile):
        raise InvalidSetupError(f"game must be a Profile, got {game!r}")
    if game.wild is not None:
        raise InvalidRuleError(f"game {game.name!r}: wild cards are not counted by equity yet")
    if game.extra_card_up_rank is not None:
        raise InvalidRuleError(f"game {game.name!r}: extra cards are not counted by equity")
    if any(street.turn_up for street in game.streets):
        raise InvalidRuleError(f"game {game.name!r}: flip stud's turn_up is not counted by equity")
    if game.showdown_rule.reads_hole_cards:
        raise InvalidRuleError(
            f"game {game.name!r}: showdown {game.showdown!r} is not counted by equity; "
            f"expected one of: {', '.join(_SHOWDOWNS)}"
        )
    return sum(street.size for street in game.streets), game.showdown_rule


def _cards(cards: Iterable[int | str] | str) -> Iterable[int | str] | str:
    """Blank text is no cards here (a player whose cards are all unseen, or no dead cards)."""
    return () if isinstance(cards, str) and not cards.strip() else cards


def _count(value: object, name: str) -> int | None:
    """A positive int or None."""
    if value is None:
        return None
    if not is_int(value) or value < 1:
        raise InvalidSetupError(f"{name} must be a positive int or None, got {value!r}")
    return value


def equity(
    players: Sequence[Iterable[int | str] | str],
    game: Profile = SEVEN_CARD_STUD,
    dead: Iterable[int | str] | str = (),
    *,
    samples: int | None = None,
    seed: int | None = None,
    threads: int | None = None,
) -> EquityResult:
    """Each player's share of the pot from the cards known now.

    ``players``: 2 to 8 card lists (numbers or text, ``"As Kd 7c"``), each player's known down
    and up cards, at most the game's cards per player. ``game``: a ``Profile`` (five- or
    seven-card, high, razz or hi-lo 8-or-better; wild cards are refused). ``dead``: cards known
    to be out of play. With eight seven-card players the unseen cards cannot give everyone a
    seventh card, so one community card stands in for it (rules §2.1).

    Exact when cheap enough; otherwise (or when ``samples`` is given) a Monte Carlo run of
    ``samples`` deals (default 200,000) seeded by ``seed`` (default: a fresh random seed, kept in
    the result). ``threads``: worker threads (default: one per core); the figures do not depend
    on it. A card given twice or too many cards raise ``InvalidCardError``, a wrong number of
    players ``InvalidSetupError``, a game it cannot count ``InvalidRuleError``.

    >>> from studpoker import SEVEN_CARD_STUD
    >>> result = equity(["As Ks 7d", "Qh Qd 2c"], SEVEN_CARD_STUD, dead="9c 4h")
    >>> result.exact, [round(share, 4) for share in result.equity]
    (True, [0.3486, 0.6514])
    """
    per_player, showdown = _game(game)
    samples = _count(samples, "samples")
    threads = _count(threads, "threads")
    if seed is not None and not is_int(seed):
        raise InvalidSetupError(f"seed must be an int or None, got {seed!r}")
    run_seed = secrets.randbits(64) if seed is None else seed % 2**64
    if isinstance(players, str):
        raise InvalidSetupError("players must be a sequence of card lists, one per player, not str")
    (equities, wins, ties, high, low, stderr, exact, outcomes, community) = _core.equity(
        [_cards(cards) for cards in players],
        _cards(dead),
        per_player,
        showdown.name,
        samples,
        run_seed,
        threads,
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
