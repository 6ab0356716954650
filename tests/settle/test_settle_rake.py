"""The rake in ``settle``: chips taken from each pot of the layout before it is divided, in the
core and in the reference alike, and refused alike when they do not fit the pots.

``STUDPOKER_HYPOTHESIS_EXAMPLES`` sets the examples per test.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import studpoker
from studpoker import SettlementError
from studpoker.reference import pot_layout as reference_pot_layout
from studpoker.reference import settle as reference_settle
from tests.support.refusals import assert_same_refusal
from tests.support.settle_strategies import (
    EXAMPLES,
    ODD_CHIP_POLICIES,
    SHOWDOWNS,
    settlement_args,
)

Settle = Callable[..., Any]

SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

POT_FIELDS = ("amount", "rake", "eligible", "high_winners", "low_winners", "shares", "winners")

# Seat 0 takes the high with three kings; seats 1 and 2 tie for the low (A-2-3-4-6).
HI_LO_HANDS = ["Ks Kh Kd 9c Tc Jd 2s", "Ac 2c 3d 4h 6s Qd Qh", "Ad 2d 3c 4s 6h Jc Th"]


def assert_same(core: Any, reference: Any) -> None:
    """Every field of both settlements, the rake of each pot included, then the reprs."""
    assert len(core.pots) == len(reference.pots)
    for index, (ours, theirs) in enumerate(zip(core.pots, reference.pots, strict=True)):
        for field in POT_FIELDS:
            assert getattr(ours, field) == getattr(theirs, field), (index, field)
    for field in ("returned", "payouts", "net"):
        assert getattr(core, field) == getattr(reference, field), field
    assert repr(core) == repr(reference)


@st.composite
def raked_args(draw: st.DrawFn, merge_pots: bool = False) -> dict[str, Any]:
    """A playable settlement and a rake of 0 up to each pot of its layout."""
    showdown = draw(st.sampled_from(SHOWDOWNS))
    args = draw(settlement_args(showdown, draw(st.sampled_from(ODD_CHIP_POLICIES))))
    claims = [hand is not None for hand in args["hands"]]
    pots = reference_pot_layout(args["contributions"], claims, args.get("dead"))[0]
    args["rake"] = [draw(st.integers(0, amount)) for amount, _ in pots]
    if merge_pots:
        args["merge_pots"] = True
    return args


def check_rake_taken(args: dict[str, Any], raked: Any) -> None:
    """The rake comes off the top of each pot: nothing else changes but the shares."""
    unraked = studpoker.settle(**{k: v for k, v in args.items() if k != "rake"})
    taken = sum(args["rake"])
    assert sum(pot.rake for pot in raked.pots) == taken
    assert sum(raked.payouts) + taken == sum(unraked.payouts), "chips are conserved"
    assert raked.returned == unraked.returned, "a returned chip is never raked"
    for pot, before in zip(raked.pots, unraked.pots, strict=True):
        assert (pot.amount, pot.eligible) == (before.amount, before.eligible)
        assert (pot.high_winners, pot.low_winners) == (before.high_winners, before.low_winners)
        assert sum(pot.shares) + pot.rake == pot.amount
        assert all(share <= was for share, was in zip(pot.shares, before.shares, strict=True))
    if not args.get("merge_pots"):
        assert [pot.rake for pot in raked.pots] == args["rake"], "each pot gives up its own"


@SETTINGS
@given(args=raked_args())
def test_a_raked_settlement_matches_the_reference(args: dict[str, Any]) -> None:
    core = studpoker.settle(**args)
    assert_same(core, reference_settle(**args))
    check_rake_taken(args, core)


@SETTINGS
@given(args=raked_args(merge_pots=True))
def test_a_raked_merged_settlement_matches_the_reference(args: dict[str, Any]) -> None:
    """A merged pot gives up the rakes of the pots it joins."""
    core = studpoker.settle(**args)
    assert_same(core, reference_settle(**args))
    check_rake_taken(args, core)


@SETTINGS
@given(args=raked_args())
def test_the_layout_the_hand_asks_for_is_the_settlement_s(args: dict[str, Any]) -> None:
    """A hand reads the pots to rake from ``pot_layout``: they are the pots ``settle`` cuts."""
    claims = [hand is not None for hand in args["hands"]]
    layout = studpoker.pot_layout(args["contributions"], claims, args.get("dead"))[0]
    pots = studpoker.settle(**args).pots
    assert [(amount, eligible) for amount, eligible in layout] == [
        (pot.amount, pot.eligible) for pot in pots
    ]


@st.composite
def bad_rakes(draw: st.DrawFn) -> dict[str, Any]:
    """A playable settlement with a rake that does not fit it."""
    args = draw(raked_args())
    rake: Any = list(args["rake"])
    pots = reference_pot_layout(
        args["contributions"], [hand is not None for hand in args["hands"]], args.get("dead")
    )[0]
    fault = draw(
        st.sampled_from(["short", "long", "negative", "above", "bool", "float", "text", "number"])
    )
    pot = draw(st.integers(0, max(0, len(rake) - 1)))
    if fault == "short":
        rake = rake[:-1] if rake else [0]
    elif fault == "long":
        rake.append(draw(st.integers(0, 5)))
    elif not rake:
        rake = [draw(st.integers(-5, 5))]  # no pot: any amount is one too many
    elif fault == "negative":
        rake[pot] = -draw(st.sampled_from([1, 7, 2**64, 2**200]))
    elif fault == "above":
        rake[pot] = pots[pot][0] + draw(st.sampled_from([1, 9, 2**63, 2**200]))
    elif fault == "bool":
        rake[pot] = draw(st.booleans())
    elif fault == "float":
        rake[pot] = draw(st.sampled_from([1.0, 0.5, "3", None]))
    elif fault == "text":
        rake = draw(st.sampled_from(["1", "", "1 2"]))
    else:
        rake = draw(st.sampled_from([0, 3]))
    args["rake"] = rake
    return args


@SETTINGS
@given(args=bad_rakes())
def test_a_rake_that_does_not_fit_is_refused_alike(args: dict[str, Any]) -> None:
    with pytest.raises(SettlementError, match="rake") as core:
        studpoker.settle(**args)
    with pytest.raises(SettlementError, match="rake") as reference:
        reference_settle(**args)
    assert_same_refusal(core.value, reference.value)


# --- named cases --------------------------------------------------------------------------


def test_a_split_hi_lo_pot_is_raked_before_its_halves_and_their_odd_chips(
    settle: Settle,
) -> None:
    # 99 less 4 leaves 95: 48 to the high; 47 to the tied lows, 24 / 23, the odd chip to seat 1
    # (the first left of the dealer)
    s = settle([33, 33, 33], HI_LO_HANDS, 0, showdown="high_low_8", rake=[4])
    pot = s.pots[0]
    assert (pot.amount, pot.rake, pot.shares) == (99, 4, (48, 24, 23))
    assert s.payouts == (48, 24, 23)
    assert s.net == (15, -9, -10)
    # without the rake: 50 high, 49 low split 25 / 24
    assert settle([33, 33, 33], HI_LO_HANDS, 0, showdown="high_low_8").payouts == (50, 25, 24)


def test_side_pots_each_give_up_their_own_rake(settle: Settle) -> None:
    hands = ["As Ah Ad 2c 3d", "Ks Kh 9d 9c 4s", "Qs Qh 8d 7c 5h"]
    s = settle([50, 100, 100], hands, 2, rake=[6, 3])
    assert [(pot.amount, pot.rake) for pot in s.pots] == [(150, 6), (100, 3)]
    assert s.payouts == (144, 97, 0)


def test_a_pot_raked_whole_pays_nobody(settle: Settle) -> None:
    s = settle([3, 3], [None, []], 0, rake=[6])
    assert (s.pots[0].shares, s.pots[0].winners, s.pots[0].high_winners) == ((0, 0), (), (1,))
    assert s.payouts == (0, 0)


def test_a_raked_pot_prints_its_rake_and_an_unraked_one_as_ever(settle: Settle) -> None:
    raked = settle([7, 7], ["Kh 9c 4d Ks 2h", "Qc Qh Js 7d 3c"], 1, rake=[1])
    assert repr(raked.pots[0]) == (
        "Pot(amount=14, rake=1, eligible=(0, 1), high_winners=(0,), low_winners=(), "
        "shares=(13, 0), winners=(0,))"
    )
    plain = settle([7, 7], ["Kh 9c 4d Ks 2h", "Qc Qh Js 7d 3c"], 1, rake=[0])
    assert "rake" not in repr(plain)
    assert plain == settle([7, 7], ["Kh 9c 4d Ks 2h", "Qc Qh Js 7d 3c"], 1)


def test_a_refused_rake_names_the_pot(settle: Settle) -> None:
    hands = ["As Ah Ad 2c 3d", "Ks Kh 9d 9c 4s", "Qs Qh 8d 7c 5h"]
    with pytest.raises(SettlementError, match=r"rake: 1 amount\(s\) for 2 pot\(s\)"):
        settle([50, 100, 100], hands, 2, rake=[1])
    with pytest.raises(SettlementError, match=r"rake\[1\] is negative"):
        settle([50, 100, 100], hands, 2, rake=[0, -1])
    with pytest.raises(SettlementError, match=r"rake\[1\] is more than the 100 chips in pot 1"):
        settle([50, 100, 100], hands, 2, rake=[0, 101])
    with pytest.raises(SettlementError, match=r"rake\[0\]: True is not a number of chips"):
        settle([50, 100, 100], hands, 2, rake=[True, 0])
    with pytest.raises(SettlementError, match=r"rake\[0\]: .* not float"):
        settle([50, 100, 100], hands, 2, rake=[1.0, 0])
    with pytest.raises(SettlementError, match="rake: give one int per pot"):
        settle([50, 100, 100], hands, 2, rake="1 2")


def test_a_batch_item_names_its_rake_by_key(settle_many: Callable[..., list[Any]]) -> None:
    item = {"contributions": [33, 33, 33], "hands": HI_LO_HANDS, "dealer": 0, "rake": [4]}
    (s,) = settle_many([item], showdown="high_low_8")
    one = studpoker.settle([33, 33, 33], HI_LO_HANDS, 0, showdown="high_low_8", rake=[4])
    assert repr(s) == repr(one)
    assert s.pots[0].rake == 4
    with pytest.raises(SettlementError, match=r"settlements\[0\]: rake\[0\] is more than"):
        settle_many([{**item, "rake": [100]}])
    with pytest.raises(TypeError, match="3 to 10"):  # a tuple keeps settle's first ten
        settle_many([([33, 33, 33], HI_LO_HANDS, 0, None, None, None, None, None, None, None, [4])])
