"""Prize money: the pool, each place's prize, and the split of tied places (rules §10).

``Payouts(shares, buy_in)``: every entry (a re-entry too) puts ``buy_in`` units of prize money
(cents, dollars, points: whole units) into the pool; place k is paid ``shares[k - 1]`` parts of
it. Amounts are whole units: each paid place gets its share rounded down, and the units left
over go one each to the best places, first place first (rules §10.10). With fewer entries than
paid places, the shares of the places that exist are used. Players tied for several places
share the prizes of those places evenly; the units that do not divide go one each to the tied
players in the order of their seats clockwise from the dealer's left in the hand they went out
in, as rules §5.3 gives a pot's odd chips (rules §10.4).
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any

from studpoker.errors import InvalidSetupError
from studpoker.limits import MAX_CHIPS, is_int, items, shown

__all__ = [
    "MAX_ENTRIES",
    "MAX_PAID_PLACES",
    "SIT_AND_GO",
    "WINNER_TAKES_ALL",
    "Payouts",
    "split_evenly",
]

MAX_PAID_PLACES = 10_000
MAX_ENTRIES = 100_000
"""The most entries a tournament takes (re-entries included): the places a prize list has."""


@dataclass(frozen=True, slots=True, init=False, repr=False)
class Payouts:
    """Shares of the pool by place (first place first, never growing; any sequence or iterable
    of integers, kept as a tuple) and the prize money each entry puts in."""

    shares: tuple[int, ...]
    buy_in: int

    def __init__(self, shares: Iterable[int], buy_in: int) -> None:
        listed = items(shares, MAX_PAID_PLACES)
        if (
            not listed
            or len(listed) > MAX_PAID_PLACES
            or not all(is_int(s) and 0 < s <= MAX_CHIPS for s in listed)
        ):
            raise InvalidSetupError(
                f"payout shares {shown(shares)}: positive integers (a list or a tuple), first "
                f"place first (at most {MAX_PAID_PLACES} places)"
            )
        if any(later > earlier for earlier, later in itertools.pairwise(listed)):
            raise InvalidSetupError(
                f"payout shares {shown(list(listed))}: a place may not be paid more than the "
                "one above"
            )
        if not is_int(buy_in) or not 0 < buy_in <= MAX_CHIPS:
            raise InvalidSetupError(f"buy_in {shown(buy_in)}: a positive integer is needed")
        object.__setattr__(self, "shares", listed)  # frozen: set once, here
        object.__setattr__(self, "buy_in", buy_in)

    def __repr__(self) -> str:
        shares = "/".join(map(str, self.shares[:10])) + ("/..." if len(self.shares) > 10 else "")
        places = len(self.shares)
        return f"<Payouts {shares} ({places} place{'s' * (places > 1)} paid), buy-in {self.buy_in}>"

    def pool(self, entries: int) -> int:
        """The prize money of ``entries`` entries."""
        return self.buy_in * entries

    def prizes(self, entries: int) -> tuple[int, ...]:
        """The prize of each place 1..``entries`` (0 past the paid places); they add up to the
        pool."""
        if not is_int(entries) or not 1 <= entries <= MAX_ENTRIES:
            raise InvalidSetupError(f"entries {shown(entries)}: an integer 1..{MAX_ENTRIES}")
        pool = self.pool(entries)
        shares = self.shares[:entries]
        total = sum(shares)
        prizes = [pool * share // total for share in shares]
        for place in range(pool - sum(prizes)):  # fewer units than paid places
            prizes[place] += 1
        return (*prizes, *([0] * (entries - len(prizes))))

    def to_dict(self) -> dict[str, Any]:
        """The payouts as plain data (the form ``from_dict`` reads)."""
        return {"shares": list(self.shares), "buy_in": self.buy_in}

    @classmethod
    def from_dict(cls, data: Any) -> Payouts:
        """Payouts from plain data; ``InvalidSetupError`` names a bad field."""
        if not isinstance(data, dict) or set(data) != {"shares", "buy_in"}:
            raise InvalidSetupError("payouts: an object with 'shares' and 'buy_in' is needed")
        shares = data["shares"]
        return cls(shares, data["buy_in"])


def split_evenly(amount: int, ways: int) -> tuple[int, ...]:
    """``amount`` in ``ways`` parts as even as whole units allow, the larger parts first (the
    caller lists the sharers in the order the odd units go)."""
    share, odd = divmod(amount, ways)
    return tuple(share + (1 if k < odd else 0) for k in range(ways))


WINNER_TAKES_ALL = (1,)
"""The shares of a winner-takes-all event."""
SIT_AND_GO = (65, 35)
"""The usual shares of a six-seat sit-and-go: 65% and 35%."""
