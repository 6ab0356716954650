"""The rake: the chips the house takes from a hand's pots (rules §9).

``Rake`` is a frozen setting. Its rate form is a room's posted rake: a percentage (an exact
fraction: no float ever touches an amount), the pot counted in whole increments (``per``) and the
rake rounded down to a ``unit``, a ``cap`` per hand, computed on each pot (``per_pot``) or on the
whole hand and then taken from the pots in an ``order``, and whether a hand won by folds
(``uncontested``) or ended on its first street (``first_street``: "no fourth street, no drop")
pays at all. Its exact form (``Rake.exact``) is an imported hand's rake: the chips the room says
it took, taken from the pots in the room's order.

``Rake.take`` turns either into chips per pot of a hand's layout (main pot first); the core's
``settle(rake=...)`` takes them off the top of each pot before it is divided (the ``split``
reading ``"off_the_top"``: hi-lo halves and odd chips come from what is left).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction
from typing import Any, Literal, get_args

from studpoker.errors import InvalidRuleError, SettlementError
from studpoker.limits import MAX_CHIPS, MAX_SEATS, is_int, items, shown

__all__ = ["RAKE_ORDERS", "RAKE_SPLITS", "Rake", "RakeOrder", "RakeSplit"]

RakeOrder = Literal["main_first", "side_first", "proportional"]
"""The pots a hand's rake is taken from: the main pot first, each pot whole before the next
(the usual card-room reading); the last side pot first; or in proportion to each pot's chips
(rounded down, the chips left one at a time to the largest remainders, the main pot first on a
tie)."""
RAKE_ORDERS: tuple[RakeOrder, ...] = get_args(RakeOrder)

RakeSplit = Literal["off_the_top"]
"""How a split pot shares its rake: taken off the top before the pot is divided, so each winner
pays in proportion to its part, odd chips cut from what is left (the one reading played;
rules §9.1 names the others)."""
RAKE_SPLITS: tuple[RakeSplit, ...] = get_args(RakeSplit)

PercentLike = Fraction | int | Decimal | str
"""A percentage given exactly: ``Fraction(5)``, ``5``, ``Decimal("2.5")``, ``"2.5"``, ``"1/3"``."""


@dataclass(frozen=True, slots=True, init=False)
class Rake:
    """What the house takes from each hand (see the module's docs and rules §9).

    ``Rake(percent=5, cap=300)``: 5 % of the hand's pots, at most 300 chips a hand.
    ``Rake.increments(20, 1)``: 1 chip for each full 20 chips in the pot. ``Rake.exact(7)``: the
    7 chips an imported hand's room says it took.
    """

    percent: Fraction
    """Of each amount raked, exactly: ``Fraction(5)`` is 5 %; 0 in the exact form."""
    cap: int | None
    """The most chips taken from one hand; ``None``: no cap."""
    per: int
    """The pot counts in whole increments of ``per`` chips (1 for each full 20: ``per=20``)."""
    unit: int
    """The rake is rounded down to a multiple of ``unit`` chips."""
    per_pot: bool
    """Each pot raked on its own chips (each rounded down); else the rake is computed on the
    hand's total and taken from its pots in ``order``."""
    order: RakeOrder
    """Which pots the rake is taken from first (and which keep theirs when the cap cuts a rake
    computed per pot)."""
    uncontested: bool
    """Whether a hand won by folds (nobody called to a showdown) is raked."""
    first_street: bool
    """Whether a hand that ends on its first street is raked ("no fourth street, no drop"
    when False)."""
    split: RakeSplit
    """How a split pot shares its rake (``"off_the_top"``)."""
    amount: int | tuple[int, ...] | None
    """The exact form: the hand's rake in chips (taken in ``order``), or one amount per pot of the
    layout (main pot first); ``None`` in the rate form."""

    def __init__(
        self,
        percent: PercentLike = 0,
        *,
        cap: int | None = None,
        per: int = 1,
        unit: int = 1,
        per_pot: bool = False,
        order: RakeOrder = "main_first",
        uncontested: bool = True,
        first_street: bool = False,
        split: RakeSplit = "off_the_top",
        amount: int | Sequence[int] | None = None,
    ) -> None:
        values = {
            "percent": _exact_percent(percent),
            "cap": _optional_chips("cap", cap),
            "per": _positive("per", per),
            "unit": _positive("unit", unit),
            "per_pot": _flag("per_pot", per_pot),
            "order": _choice("order", order, RAKE_ORDERS),
            "uncontested": _flag("uncontested", uncontested),
            "first_street": _flag("first_street", first_street),
            "split": _choice("split", split, RAKE_SPLITS),
            "amount": _exact_amount(amount),
        }
        for name, value in values.items():
            object.__setattr__(self, name, value)
        self._check_form()

    def _check_form(self) -> None:
        if self.amount is None:
            if not 0 < self.percent <= 100:
                raise InvalidRuleError(
                    f"Rake percent {shown(self.percent)}: a rate is above 0 and at most 100 "
                    "(no rake: rake=None; an imported hand's rake: Rake.exact)"
                )
            return
        # the exact form takes what the room states: none of the rate's terms applies
        rate_terms = ("percent", "cap", "per", "unit", "per_pot", "uncontested", "first_street")
        given = [name for name in rate_terms if getattr(self, name) != _DEFAULTS[name]]
        if given:
            raise InvalidRuleError(
                f"Rake: an exact amount takes what the room states; {', '.join(given)} "
                "belong(s) to the rate form"
            )

    # ================================================================= constructors
    @classmethod
    def exact(
        cls,
        amount: int | Sequence[int],
        *,
        order: RakeOrder = "main_first",
        split: RakeSplit = "off_the_top",
    ) -> Rake:
        """An imported hand's rake: ``amount`` chips, taken from the pots in ``order`` (each pot
        whole before the next, or in proportion), or one amount per pot (main pot first)."""
        return cls(amount=amount, order=order, split=split)

    @classmethod
    def increments(cls, per: int, take: int, **terms: Any) -> Rake:
        """``take`` chips for each full ``per`` chips in the pot (e.g. 1 for each full 20): the
        rate ``100 * take / per`` percent on the pot counted in whole ``per``; ``terms`` are the
        other terms of ``Rake`` (``cap``, ``order``, ...)."""
        per = _positive("per", per)
        take = _positive("take", take)
        if take > per:
            raise InvalidRuleError(f"Rake.increments: take {take} is more than per {per}")
        return cls(Fraction(100 * take, per), per=per, **terms)

    # ================================================================= the rake of a hand
    @property
    def is_exact(self) -> bool:
        """Whether this is a stated amount (an imported hand's), not a rate."""
        return self.amount is not None

    def take(
        self,
        pots: Sequence[int],
        *,
        won_by_folds: bool = False,
        ended_on_first_street: bool = False,
    ) -> tuple[int, ...]:
        """The chips raked from each pot of a hand's layout (``pots``: their chips, main pot
        first), for a hand won by folds or not, ended on its first street or not. An exact rake
        of more chips than the pots hold is refused (``SettlementError``); one amount per pot is
        given as it is (the settlement checks it against the pots)."""
        count = len(pots)
        amount = self.amount
        if isinstance(amount, tuple):
            if len(amount) != count:
                raise SettlementError(
                    f"rake: {len(amount)} amount(s) for {count} pot(s) (one per pot of the "
                    "layout, main pot first)"
                )
            return amount
        if amount is not None:
            if amount > sum(pots):
                raise SettlementError(
                    f"rake: the hand's rake of {amount} chips is more than the {sum(pots)} "
                    "chips in its pots"
                )
            return _distribute(amount, pots, self.order)
        if (won_by_folds and not self.uncontested) or (
            ended_on_first_street and not self.first_street
        ):
            return (0,) * count
        if self.per_pot:
            wanted = tuple(self._rate(chips) for chips in pots)
            total = sum(wanted)
            if self.cap is None or total <= self.cap:
                return wanted
            return _distribute(self.cap, wanted, self.order)
        total = self._rate(sum(pots))
        if self.cap is not None:
            total = min(total, self.cap)
        return _distribute(total, pots, self.order)

    def _rate(self, chips: int) -> int:
        """The rake of ``chips`` at this rate: counted in whole ``per``, down to a ``unit``."""
        counted = chips - chips % self.per
        raked = counted * self.percent / 100
        whole = raked.numerator // raked.denominator
        return whole - whole % self.unit

    # ================================================================= JSON
    def to_json(self) -> dict[str, Any]:
        """Every term, the percent as exact text (``"5"``, ``"5/2"``)."""
        amount = self.amount
        return {
            "percent": str(self.percent),
            "cap": self.cap,
            "per": self.per,
            "unit": self.unit,
            "per_pot": self.per_pot,
            "order": self.order,
            "uncontested": self.uncontested,
            "first_street": self.first_street,
            "split": self.split,
            "amount": list(amount) if isinstance(amount, tuple) else amount,
        }

    @classmethod
    def from_json(cls, data: Any) -> Rake:
        """The rake ``to_json`` wrote, validated like any; ``InvalidRuleError`` names the term."""
        if not isinstance(data, Mapping):
            raise InvalidRuleError(f"rake: a JSON object is needed, got {shown(data)}")
        unknown = sorted(set(data) - set(_DEFAULTS))
        if unknown:
            raise InvalidRuleError(f"rake: unknown term(s) {', '.join(map(str, unknown))}")
        percent = data.get("percent", "0")
        if not isinstance(percent, str):
            raise InvalidRuleError(f"rake percent {shown(percent)}: written as text, e.g. '5/2'")
        terms = {name: value for name, value in data.items() if name != "percent"}
        return cls(percent, **terms)


_DEFAULTS: dict[str, Any] = {
    "percent": Fraction(0),
    "cap": None,
    "per": 1,
    "unit": 1,
    "per_pot": False,
    "order": "main_first",
    "uncontested": True,
    "first_street": False,
    "split": "off_the_top",
    "amount": None,
}
assert set(_DEFAULTS) == {field.name for field in dataclasses.fields(Rake)}


def _distribute(total: int, limits: Sequence[int], order: RakeOrder) -> tuple[int, ...]:
    """``total`` chips (at most the sum of ``limits``) spread over pots that give up at most
    ``limits[i]`` each, in ``order``."""
    if order == "proportional":
        whole = sum(limits)
        if not whole:
            return (0,) * len(limits)
        parts = [total * limit // whole for limit in limits]
        # the chips the rounding left, one each to the largest remainders (main pot first on a tie)
        left = total - sum(parts)
        by_remainder = sorted(
            range(len(limits)), key=lambda pot: (-(total * limits[pot] % whole), pot)
        )
        for pot in by_remainder[:left]:
            parts[pot] += 1
        return tuple(parts)
    taken = [0] * len(limits)
    pots = range(len(limits)) if order == "main_first" else range(len(limits) - 1, -1, -1)
    for pot in pots:
        taken[pot] = min(total, limits[pot])
        total -= taken[pot]
    return tuple(taken)


# ===================================================================== validation
def _exact_percent(value: object) -> Fraction:
    if isinstance(value, bool | float):
        raise InvalidRuleError(
            f"Rake percent {shown(value)}: give it exactly (a Fraction, an int, a Decimal or a "
            "text such as '2.5' or '1/3'), never a float or a bool"
        )
    if isinstance(value, Fraction | int | Decimal):
        return Fraction(value)
    if isinstance(value, str):
        try:
            return Fraction(value.strip())
        except (ValueError, ZeroDivisionError):
            raise InvalidRuleError(
                f"Rake percent {shown(value)}: not a number such as '5', '2.5' or '1/3'"
            ) from None
    raise InvalidRuleError(f"Rake percent {shown(value)}: a Fraction, int, Decimal or text")


def _optional_chips(name: str, value: object) -> int | None:
    return None if value is None else _positive(name, value)


def _positive(name: str, value: object) -> int:
    if is_int(value) and 0 < value <= MAX_CHIPS:
        return int(value)
    raise InvalidRuleError(f"Rake {name} {shown(value)}: a positive whole number of chips")


def _flag(name: str, value: object) -> bool:
    if not isinstance(value, bool):
        raise InvalidRuleError(f"Rake {name} {shown(value)}: True or False")
    return value


def _choice(name: str, value: object, legal: tuple[str, ...]) -> Any:
    if value not in legal or not isinstance(value, str):
        raise InvalidRuleError(f"Rake {name} {shown(value)}: one of {', '.join(legal)}")
    return value


def _exact_amount(value: object) -> int | tuple[int, ...] | None:
    if value is None:
        return None
    if is_int(value):
        if not 0 <= value <= MAX_CHIPS:
            raise InvalidRuleError(f"Rake amount {shown(value)}: 0 up to 2**63 - 1 chips")
        return int(value)
    amounts = items(value, MAX_SEATS)  # one per pot: a list, a tuple or any ordered iterable
    if amounts and len(amounts) <= MAX_SEATS and all(is_int(v) for v in amounts):
        if any(v < 0 for v in amounts) or sum(amounts) > MAX_CHIPS:
            raise InvalidRuleError(
                f"Rake amount {shown(value)}: each pot's rake is 0 or more, 2**63 - 1 in all"
            )
        return tuple(int(v) for v in amounts)
    raise InvalidRuleError(
        f"Rake amount {shown(value)}: the hand's rake in chips, or one amount per pot "
        "(main pot first)"
    )
