"""The Rust core against the reference on random settlements, and invariants on every case.

``STUDPOKER_HYPOTHESIS_EXAMPLES`` sets the examples per test (the main test runs once per
showdown kind and odd-chip policy).
"""

from __future__ import annotations

from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

import studpoker
from studpoker import StudPokerError
from studpoker.reference import settle as reference_settle
from studpoker.reference.cards import to_cards
from tests.support.refusals import assert_same_refusal
from tests.support.settle_strategies import (
    EXAMPLES,
    ODD_CHIP_POLICIES,
    SHOWDOWNS,
    faulty_args,
    settlement_args,
)

SETTINGS = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

POT_FIELDS = ("amount", "eligible", "high_winners", "low_winners", "shares", "winners")


def assert_same(core: Any, reference: Any) -> None:
    """Every field of both settlements, pot by pot, then the reprs."""
    assert len(core.pots) == len(reference.pots)
    for index, (ours, theirs) in enumerate(zip(core.pots, reference.pots, strict=True)):
        for field in POT_FIELDS:
            assert getattr(ours, field) == getattr(theirs, field), (index, field)
    for field in ("returned", "payouts", "net"):
        assert getattr(core, field) == getattr(reference, field), field
    assert repr(core) == repr(reference)


def odd_chip_order(winners: tuple[int, ...], args: dict[str, Any]) -> list[int]:
    """The order the policy hands out odd chips in, from the rule text (rules §5.3)."""
    seats = len(args["contributions"])
    policy = args["odd_chip"]
    if policy == "left_of_dealer":
        return sorted(winners, key=lambda seat: (seat - args["dealer"] - 1) % seats)
    if policy == "lowest_seat":
        return sorted(winners)
    return sorted(winners, key=lambda seat: max(to_cards(args["hands"][seat])), reverse=True)


def expected_shares(pot: Any, args: dict[str, Any]) -> list[int]:
    """The division the winners call for: halves (the odd chip to the half ``odd_chip_half``
    names, the high by default), equal parts, odd chips."""
    shares = [0] * len(args["contributions"])

    def split(amount: int, winners: tuple[int, ...]) -> None:
        each, odd = divmod(amount, len(winners))
        for seat in winners:
            shares[seat] += each
        if odd:
            for seat in odd_chip_order(winners, args)[:odd]:
                shares[seat] += 1

    if pot.high_winners and pot.low_winners:
        small, large = pot.amount // 2, pot.amount - pot.amount // 2
        low = large if args.get("odd_chip_half", "high") == "low" else small
        split(pot.amount - low, pot.high_winners)
        split(low, pot.low_winners)
    else:
        split(pot.amount, pot.high_winners or pot.low_winners)
    return shares


def expected_winners(pot: Any, args: dict[str, Any]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """High and low winners straight from rules §5.3, with the extension's rank functions."""
    showdown = args["showdown"]
    hands = args["hands"]
    holes = args.get("hole_cards")

    def best(key: Any) -> tuple[int, ...]:
        keys = {seat: key(seat) for seat in pot.eligible}
        present = [k for k in keys.values() if k is not None]
        return tuple(s for s in pot.eligible if present and keys[s] == max(present))

    def spade(seat: int) -> int | None:
        ranks = [card >> 2 for card in to_cards(holes[seat]) if card & 3 == 3]  # type: ignore[index]
        if not ranks:
            return None
        return 12 - min(ranks) if showdown == "high_chicago_low" else max(ranks)

    high: tuple[int, ...] = ()
    if showdown != "low_a5":
        high = best(lambda seat: studpoker.rank_high(hands[seat]))
    if showdown == "low_a5":
        return high, best(lambda seat: studpoker.rank_low_a5(hands[seat]))
    if showdown == "high_low_8":
        return high, best(lambda seat: studpoker.rank_low_8(hands[seat]))
    if showdown in ("high_chicago_low", "high_chicago_high"):
        return high, best(spade)
    return high, ()


def check_invariants(args: dict[str, Any], result: Any) -> None:
    contributions = args["contributions"]
    hands = args["hands"]
    seats = len(contributions)
    dead = args.get("dead") or 0
    total = sum(contributions) + dead
    assert sum(result.payouts) == total, "chips are conserved, the dead chips with them"
    assert sum(pot.amount for pot in result.pots) + sum(result.returned) == total
    assert all(result.net[s] == result.payouts[s] - contributions[s] for s in range(seats))
    for seat in range(seats):
        if hands[seat] is None:
            assert result.payouts[seat] == 0, "a seat without a claim wins nothing"
    claimants = tuple(seat for seat in range(seats) if hands[seat] is not None)
    floor = 0
    for index, pot in enumerate(result.pots):
        assert pot.eligible, "every pot can be won"
        if index == 0 and dead:
            assert pot.eligible == claimants, "every claimant may win the dead chips"
            assert pot.amount >= dead
        assert sum(pot.shares) == pot.amount
        assert pot.winners == tuple(s for s in range(seats) if pot.shares[s] > 0)
        for seat in range(seats):
            if pot.shares[seat]:
                assert seat in pot.eligible, "a seat wins only from pots it is eligible for"
        for seat in pot.eligible:
            assert hands[seat] is not None
            if not (index == 0 and dead):
                assert contributions[seat] > floor, "eligible seats contributed to the pot"
        floor = min(contributions[seat] for seat in pot.eligible)
        assert set(pot.high_winners) | set(pot.low_winners) <= set(pot.eligible)
        if sum(hand is not None for hand in hands) >= 2:
            assert (pot.high_winners, pot.low_winners) == expected_winners(pot, args)
        assert list(pot.shares) == expected_shares(pot, args), "equal hands, odd chip by policy"
    for seat, back in enumerate(result.returned):
        if back:
            others = [c for s, c in enumerate(contributions) if s != seat]
            assert back == contributions[seat] - max(others), "only the uncalled excess"


@pytest.mark.parametrize("odd_chip", ODD_CHIP_POLICIES)
@pytest.mark.parametrize("showdown", SHOWDOWNS)
@SETTINGS
@given(data=st.data())
def test_core_matches_reference(showdown: str, odd_chip: str, data: st.DataObject) -> None:
    args = data.draw(settlement_args(showdown, odd_chip))
    core = studpoker.settle(**args)
    assert_same(core, reference_settle(**args))
    check_invariants(args, core)


@SETTINGS
@given(case=faulty_args())
def test_refusals_match_class_and_facts(case: tuple[dict[str, Any], str]) -> None:
    args, _fault = case
    with pytest.raises(StudPokerError) as core:
        studpoker.settle(**args)
    with pytest.raises(StudPokerError) as reference:
        reference_settle(**args)
    assert_same_refusal(core.value, reference.value)


junk_card = st.one_of(
    st.integers(-3, 55), st.sampled_from(["As", "Kd", "10h", "1x", "", "As Kd", 1.5, None])
)
junk_hand = st.one_of(
    st.none(),
    st.lists(junk_card, max_size=10),
    st.sampled_from(["", "As Kd Qh Jc Tc", "2c 3c 4c 5c 7d 8d", "Xx", 7]),
)
junk_args = st.fixed_dictionaries(
    {
        "contributions": st.lists(
            st.one_of(st.integers(-5, 50), st.sampled_from([2**63, -(2**70), 2**62, 3.0])),
            max_size=5,
        ),
        "hands": st.lists(junk_hand, max_size=5),
        "dealer": st.one_of(st.integers(-2, 6), st.sampled_from([2**64, "0"])),
        "dead": st.one_of(
            st.none(), st.integers(-3, 20), st.sampled_from([2**63, -(2**100), 2**100, 1.0, "2"])
        ),
        "showdown": st.sampled_from([*SHOWDOWNS, "razz"]),
        "odd_chip": st.sampled_from([*ODD_CHIP_POLICIES, "dealer"]),
    },
    optional={
        "odd_chip_half": st.sampled_from(["high", "low", "middle", 1]),
        "hole_cards": st.one_of(st.none(), st.lists(junk_hand, max_size=5)),
        "community": st.one_of(
            st.none(), st.lists(junk_card, max_size=3), st.sampled_from(["As", "Kd 2c", ""])
        ),
    },
)


@SETTINGS
@given(args=junk_args)
def test_any_input_settles_or_raises_the_same_as_the_reference(args: dict[str, Any]) -> None:
    """Arbitrary input never panics or crashes: both sides settle alike or raise alike."""
    outcomes: list[Any] = []
    for settle in (studpoker.settle, reference_settle):
        try:
            outcomes.append(settle(**args))
        except (StudPokerError, TypeError) as error:
            outcomes.append(error)
    core, reference = outcomes
    if isinstance(core, BaseException) or isinstance(reference, BaseException):
        assert isinstance(core, BaseException), (core, reference)
        assert isinstance(reference, BaseException), (core, reference)
        assert_same_refusal(core, reference)
    else:
        assert_same(core, reference)


@st.composite
def community_args(draw: st.DrawFn) -> dict[str, Any]:
    """A playable settlement in which 1 or 2 cards of every hand lie in the middle (rules §2.1):
    each showing claimant gives up that many of its non-hole cards, and the community cards come
    from the rest of the deck, so hands keep their size and twins keep their tie."""
    showdown = draw(st.sampled_from(SHOWDOWNS))
    args = draw(settlement_args(showdown, draw(st.sampled_from(ODD_CHIP_POLICIES))))
    hands = [None if hand is None else to_cards(hand) for hand in args["hands"]]
    holes = args.get("hole_cards") or [None] * len(hands)
    holes = [None if hole is None else to_cards(hole) for hole in holes]
    shared = draw(st.integers(1, 2))
    used = {card for hand in hands if hand for card in hand}
    spare = [card for card in draw(st.permutations(range(52))) if card not in used]
    for seat, hand in enumerate(hands):
        if hand:
            hole = holes[seat] or []
            rest = [card for card in hand if card not in hole]
            hands[seat] = hole + rest[:-shared]
    args["hands"] = hands
    args["community"] = spare[:shared]
    return args


@SETTINGS
@given(args=community_args())
def test_community_cards_settle_alike_in_core_and_reference(args: dict[str, Any]) -> None:
    core = studpoker.settle(**args)
    assert_same(core, reference_settle(**args))
    assert sum(core.payouts) == sum(args["contributions"]) + (args.get("dead") or 0)


@pytest.mark.parametrize("settle", [studpoker.settle, reference_settle], ids=["rust", "reference"])
def test_the_community_card_decides_the_showdown(settle: Any) -> None:
    # rules §2.1: the 7h in the middle makes seat 1's straight; seat 0 only pairs it.
    hands = ["7c Kd Ks 2h 9c Jd", "3c 4d 5h 6s Qc Qh", None]
    result = settle([100, 100, 40], hands, 2, community="7h")
    assert result.pots[0].high_winners == (1,)
    assert result.net == (-100, 140, -40)
    assert settle([100, 100, 40], hands, 2).pots[0].high_winners == (0,)


@pytest.mark.parametrize("settle", [studpoker.settle, reference_settle], ids=["rust", "reference"])
def test_a_community_card_in_a_hand_is_refused(settle: Any) -> None:
    hands = ["Kc Qc Jc 9d 3h 2h", "Kd Qd Jd 9h 3s 2s"]
    with pytest.raises(StudPokerError, match="2s is a community card and in the hand of seat 1"):
        settle([5, 5], hands, 0, community=["2s"])


@pytest.mark.parametrize("showdown", SHOWDOWNS)
@SETTINGS
@given(data=st.data())
def test_merged_pots_match_the_reference(showdown: str, data: st.DataObject) -> None:
    """pokerkit's settlement (``merge_pots``) in the core and the reference, and what it keeps:
    the same chips in all, and the same seats winning as with every pot split on its own."""
    args = data.draw(settlement_args(showdown, "left_of_dealer"))
    merged = studpoker.settle(**args, merge_pots=True)
    assert_same(merged, reference_settle(**args, merge_pots=True))
    each = studpoker.settle(**args)
    assert sum(merged.payouts) == sum(each.payouts)
    assert merged.returned == each.returned
    assert [p > 0 for p in merged.payouts] == [p > 0 for p in each.payouts]
    best = {seat for pot in merged.pots for seat in (*pot.high_winners, *pot.low_winners)}
    assert all(seat in best for pot in merged.pots for seat in pot.eligible), "losers are out"


@pytest.mark.parametrize("settle", [studpoker.settle, reference_settle], ids=["rust", "reference"])
def test_two_odd_pots_merge_into_one_even_split(settle: Any) -> None:
    """Seat 0 all-in for 31 loses; seats 1 and 2 tie; seats 3 and 4 folded after 11 and 40.
    Each pot on its own: 135 -> 68/67 and 51 -> 26/25, seat 1 (left of the dealer) takes both
    odd chips; merged once the loser is out: 186 -> 93/93."""
    hands = ["2c 3d 4h 6s 8c", "Ac Kd Qh Js 9c", "Ad Kc Qs Jh 9d", None, None]
    contributions = [31, 52, 52, 11, 40]
    assert settle(contributions, hands, 0).payouts == (0, 94, 92, 0, 0)
    merged = settle(contributions, hands, 0, merge_pots=True)
    assert merged.payouts == (0, 93, 93, 0, 0)
    assert [(pot.amount, pot.eligible) for pot in merged.pots] == [(186, (1, 2))]


CONTESTS = ("high", "low_a5", "low_8", "lowest_spade_in_hole", "highest_spade_in_hole")
COMPOSITIONS = (*CONTESTS, *(f"{a}+{b}" for a in CONTESTS for b in CONTESTS))
"""Every showdown of one or two contests, first one first (the named ones among them)."""


def pays_every_pot(composition: str) -> bool:
    """Rules §5.3 as data: a pot's first contest takes it whole when the second has no winner,
    so the first must always have one (a high hand, an A-5 low) and the two must decide
    different halves (the high; a low or a spade)."""
    kinds = composition.split("+")
    halves = ["high" if kind == "high" else "other" for kind in kinds]
    return kinds[0] in ("high", "low_a5") and len(set(halves)) == len(halves)


@pytest.mark.parametrize("composition", COMPOSITIONS)
@settings(SETTINGS, max_examples=max(10, EXAMPLES // 5))  # 30 compositions
@given(data=st.data())
def test_every_composition_pays_every_pot_or_is_refused_alike(
    composition: str, data: st.DataObject
) -> None:
    """Over every composition of contests (fuzzing found A-5 low then 8-low leaving a pot with
    no 8-low unpaid): the core and the reference both refuse a composition that could leave a
    pot unpaid, with ``InvalidRuleError`` naming the problem, and settle every other one alike
    with every pot paid to its winners."""
    # seven cards and hole cards for every seat, so that any contest can be judged
    args = data.draw(
        settlement_args("high_chicago_low", data.draw(st.sampled_from(ODD_CHIP_POLICIES)))
    )
    args["showdown"] = composition
    if not pays_every_pot(composition):
        with pytest.raises(studpoker.InvalidRuleError, match="could leave a pot unpaid") as ours:
            studpoker.settle(**args)
        with pytest.raises(studpoker.InvalidRuleError) as theirs:
            reference_settle(**args)
        assert_same_refusal(ours.value, theirs.value)
        return
    settled = studpoker.settle(**args)
    assert_same(settled, reference_settle(**args))
    for pot in settled.pots:
        assert pot.winners, f"a pot nobody won: {pot}"
        assert sum(pot.shares) == pot.amount
        assert set(pot.winners) <= set(pot.eligible)
    assert sum(settled.payouts) == sum(args["contributions"]) + (args.get("dead") or 0)


@pytest.mark.parametrize("settle", [studpoker.settle, reference_settle], ids=["rust", "reference"])
def test_a_composition_is_read_as_the_showdown_it_names(settle: Any) -> None:
    """``high+low_8`` is hi-lo; ``high+low_a5`` is hi-lo without a qualifier: a 9-low still
    takes the low half; more than two contests, or an unknown one, are refused by name."""
    hands = ["As Kd Kh 9c 7d 6s 5h", "2c 3d 4h 6c 9h Jd Qs"]
    named = settle([10, 10], hands, 0, showdown="high_low_8")
    assert settle([10, 10], hands, 0, showdown="high+low_8") == named
    assert named.payouts == (20, 0)  # no 8-low: the high scoops
    no_qualifier = settle([10, 10], hands, 0, showdown="high+low_a5")
    assert no_qualifier.payouts == (10, 10)
    assert no_qualifier.pots[0].low_winners == (1,)
    with pytest.raises(studpoker.InvalidRuleError, match="3 contests; a pot is divided between"):
        settle([10, 10], hands, 0, showdown="high+low_8+low_a5")
    with pytest.raises(studpoker.InvalidRuleError, match="unknown showdown contest"):
        settle([10, 10], hands, 0, showdown="high+low_9")
    with pytest.raises(studpoker.InvalidRuleError, match="both decide the same half"):
        settle([10, 10], hands, 0, showdown="low_a5+low_8")
