"""The chip race: when a level retires the smallest chips, a table colors up (rules §10.2).

Every chip of a retired denomination that can be changed for chips still in play is changed at
equal value; what is left of a player's stack below the new smallest chip is that player's odd
chips. Their total value is colored up into new smallest chips, rounded to the nearest chip (half
or more rounds up). Each player with odd chips is dealt one card per odd chip, face up, starting
at the lowest seat, every card of a player before the next player's; the players holding the
highest cards (rank, then suit: spades, hearts, diamonds, clubs) each take one of the new chips,
at most one a player. Nobody is raced out: a player whose only chips were odd chips and who wins
none gets one chip of the new denomination all the same (the TDA's rule).

A player's odd chips are counted in the retired denominations, the largest first; a remainder
below the smallest retired chip (a split pot's odd unit is one unit, whatever the chips) counts
as one more chip. The race changes the chips in play by what it awards less the odd chips taken:
``RaceResult.change``.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from studpoker.errors import InvalidSetupError
from studpoker.limits import is_int, shown

__all__ = ["RaceResult", "chips_awarded", "max_cards", "odd_chip_count", "race"]


@dataclass(frozen=True, slots=True)
class RaceResult:
    """One table's race, seat by seat in the order given (the lowest seat first)."""

    chip: int
    """The new smallest chip: what each winner takes."""
    retired: tuple[int, ...]
    """The denominations raced off, largest first."""
    before: tuple[int, ...]
    odd: tuple[int, ...]
    """The value of each seat's odd chips, taken from its stack."""
    cards: tuple[tuple[int, ...], ...]
    """Each seat's race cards, one per odd chip, in the order dealt."""
    won: tuple[bool, ...]
    """Whether the seat took one of the colored-up chips."""
    kept_in: tuple[bool, ...]
    """Whether the seat was given a chip so as not to be raced out."""
    after: tuple[int, ...]

    @property
    def awarded(self) -> int:
        """The chips the race colored up (the winners' chips)."""
        return self.chip * sum(self.won)

    @property
    def change(self) -> int:
        """Chips in play after the race less before it."""
        return sum(self.after) - sum(self.before)


def odd_chip_count(odd: int, retired: Sequence[int]) -> int:
    """How many chips make up ``odd`` in the retired denominations (the largest first; a
    remainder below the smallest counts as one more chip)."""
    count = 0
    for chip in sorted(retired, reverse=True):
        count += odd // chip
        odd %= chip
    return count + (1 if odd else 0)


def chips_awarded(odd_total: int, chip: int) -> int:
    """The new chips ``odd_total`` colors up into: to the nearest chip, half or more up."""
    whole, rest = divmod(odd_total, chip)
    return whole + (1 if rest and 2 * rest >= chip else 0)


def max_cards(chip: int, retired: Sequence[int]) -> int:
    """The most race cards one player can be dealt when ``retired`` chips race for ``chip``."""
    ordered = sorted(retired, reverse=True)
    known: dict[tuple[int, int], int] = {}

    def most(limit: int, index: int) -> int:
        # the most chips of any amount below ``limit`` counted from ordered[index] down (each
        # level of the search sees at most two limits: memoised, it is linear in the chips)
        if limit <= 1:
            return 0
        if index == len(ordered):
            return 1  # a remainder below every retired chip
        if (limit, index) in known:
            return known[limit, index]
        chip = ordered[index]
        top = (limit - 1) // chip
        best = top + most(limit - top * chip, index + 1)
        if top:
            best = max(best, top - 1 + most(chip, index + 1))
        known[limit, index] = best
        return best

    return most(chip, 0)


def race(
    stacks: Sequence[int],
    before: Sequence[int],
    after: Sequence[int],
    deck: Sequence[int],
) -> RaceResult | None:
    """The race of one table whose players hold ``stacks`` (lowest seat first) when the chips
    ``before`` give way to the chips ``after``; ``deck`` is a shuffled deck dealt top first.
    ``None`` when no chip below the new smallest chip is retired (nothing to race)."""
    if not after or not before:
        raise InvalidSetupError("a chip race needs the denominations before and after")
    chip = min(after)
    retired = tuple(sorted((c for c in before if c < chip), reverse=True))
    if not retired:
        return None
    if not all(is_int(s) and s >= 0 for s in stacks):
        raise InvalidSetupError(f"stacks {shown(list(stacks))}: integers >= 0 are needed")
    odd = tuple(stack % chip for stack in stacks)
    counts = [odd_chip_count(amount, retired) for amount in odd]
    if sum(counts) > len(deck):
        raise InvalidSetupError(
            f"the race needs {sum(counts)} cards; the deck has {len(deck)} (rules §10.2)"
        )
    cards: list[tuple[int, ...]] = []
    position = 0
    for count in counts:  # every card of a seat before the next seat's
        cards.append(tuple(deck[position : position + count]))
        position += count
    racing = [seat for seat, dealt in enumerate(cards) if dealt]
    awarded = chips_awarded(sum(odd), chip)
    # at most one chip a player, and each player's odd chips are worth less than a new chip, so
    # the chips colored up never outnumber the players racing
    assert awarded <= len(racing)
    ranked = sorted(racing, key=lambda seat: max(cards[seat]), reverse=True)
    winners = set(ranked[:awarded])
    won = tuple(seat in winners for seat in range(len(stacks)))
    result = [
        stack - amount + (chip if w else 0)
        for stack, amount, w in zip(stacks, odd, won, strict=True)
    ]
    kept_in = tuple(bool(stack) and not result[seat] for seat, stack in enumerate(stacks))
    for seat, rescued in enumerate(kept_in):
        if rescued:
            result[seat] = chip
    return RaceResult(
        chip=chip,
        retired=retired,
        before=tuple(stacks),
        odd=odd,
        cards=tuple(cards),
        won=won,
        kept_in=kept_in,
        after=tuple(result),
    )
