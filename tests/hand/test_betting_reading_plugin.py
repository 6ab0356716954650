"""A betting reading is one class: a reading the package does not have, written here, plugs in
through the registry (``register_reading``) and plays whole hands, its state kept and put back
with the round's; the package's own readings are chosen from what profiles have always said.

The reading written here is a spread limit: a complete, bet or raise adds one to two steps (any
amount between), and the cap is lifted once folds leave two players in the hand. That lift is
state the reading keeps, changed by a fold, so a fold that fails after it (the next street's
deal) must put it back.
"""

from __future__ import annotations

from typing import ClassVar

import pytest

from studpoker import _rules
from studpoker.errors import InvalidRuleError, SettlementError
from studpoker.games.profiles import (
    FIVE_CARD_STUD_HOME,
    FIVE_CARD_STUD_NO_LIMIT,
    FIVE_CARD_STUD_POT_LIMIT,
    RAISE_RULES,
    SEVEN_CARD_STUD,
    Profile,
)
from studpoker.hand import Hand
from studpoker.hand.actions import ActionKind, LegalAction
from studpoker.hand.betting.opening import RoundOpening
from studpoker.hand.betting.reading import BettingReading, RoundState
from studpoker.hand.betting.readings import CardRoom, NoLimit, Pokerkit, PotLimit
from studpoker.hand.betting.registry import READINGS, reading_name, register_reading
from studpoker.hand.betting.round import RoundSnapshot
from studpoker.hand.records import CompletedBetRaised, Folded
from studpoker.saving import restore_hand, save
from tests.support.stud import call_down, options, play, snapshot, stacked_deck


@register_reading("spread_limit")
class SpreadLimit(BettingReading):
    """A spread limit: a complete, bet or raise adds one to two steps; an all-in short of one
    step re-opens nothing; the cap stops counting once folds leave two players in the hand."""

    __slots__ = ("uncapped",)

    STATE: ClassVar[tuple[str, ...]] = ("uncapped",)

    def __init__(self, profile: Profile, opening: RoundOpening) -> None:
        self.uncapped = False

    def raise_options(
        self, r: RoundState, out: list[LegalAction], seat: int, bet: int, stack: int, max_to: int
    ) -> tuple[LegalAction, ...]:
        capped = r.cap is not None and r.aggressions >= r.cap and not self.uncapped
        answer = any(o != seat and r.in_hand[o] and r.stacks[o] > 0 for o in range(r.n))
        if capped or not answer or (r.completed and r.acted[seat]):
            return tuple(out)
        base = r.level if r.completed else 0
        kind: ActionKind = "complete" if not r.completed else "bet" if r.level == 0 else "raise"
        least, most = base + r.step, base + 2 * r.step
        if max_to <= least:
            out.append(LegalAction(kind, "cbr", max_to - bet, max_to, max_to, True))
        else:
            top = min(most, max_to)
            out.append(LegalAction(kind, "cbr", least - bet, least, top, top == max_to))
        return tuple(out)

    def complete_bet_raise(
        self, r: RoundState, seat: int, to: int, kind: str
    ) -> CompletedBetRaised:
        chips = to - r.bets[seat]
        full = to >= (r.level if r.completed else 0) + r.step
        if r.pending_bring_in == seat:
            r.pending_bring_in = -1
        r.pay(seat, chips)
        if full:
            r.completed = True
            r.set_full(to, seat)
        r.level = to
        r.last_aggressor = seat
        if r.first_actor < 0:
            r.first_actor = seat
        r.acted[seat] = True
        r.all_others_owe(seat)
        return CompletedBetRaised(seat, to, chips, kind, r.stacks[seat] == 0, full)

    def folded(self, r: RoundState, seat: int) -> None:
        if r.in_hand.count(True) == 2:
            self.uncapped = True


# one raise after the bet: the bring-in, the completion and one raise cap the first round
SPREAD = SEVEN_CARD_STUD.replace(
    name="spread_stud",
    raise_rule="spread_limit",
    max_raises=1,
    open_pair_round=None,
    open_pair_step=None,
)


def _cbr(hand: Hand) -> LegalAction:
    return next(o for o in hand.legal_actions() if o.code == "cbr")


def _kinds(hand: Hand) -> set[str]:
    return {o.kind for o in hand.legal_actions()}


def _to_the_cap(hand: Hand) -> tuple[int, int, int]:
    """The bring-in, a completion and a raise, each inside the spread: the seats of the three."""
    small = SPREAD.steps[0]
    obliged = hand.actor
    hand.act("pb")
    completer = hand.actor
    option = _cbr(hand)
    assert (option.kind, option.min_to, option.max_to) == ("complete", small, 2 * small)
    hand.act(f"cbr {small + 3}")  # any amount of the spread
    raiser = hand.actor
    option = _cbr(hand)
    assert (option.kind, option.min_to, option.max_to) == ("raise", 2 * small + 3, 3 * small + 3)
    hand.act(f"cbr {3 * small}")
    assert obliged is not None
    assert completer is not None
    assert raiser is not None
    return obliged, completer, raiser


def test_a_profile_naming_a_registered_reading_plays_it_end_to_end() -> None:
    hand = Hand(SPREAD, [500] * 3, 0, seed=11)
    assert hand.betting is not None
    assert type(hand.betting.reading) is SpreadLimit
    _to_the_cap(hand)
    assert "raise" not in _kinds(hand)  # the cap: the bet and one raise
    call_down(hand)
    assert hand.is_over
    assert sum(hand.stacks) == 1500
    raised = [r for r in hand.history if isinstance(r, CompletedBetRaised)]
    assert [r.to for r in raised] == [SPREAD.steps[0] + 3, 3 * SPREAD.steps[0]]


def test_the_reading_keeps_its_own_state_a_fold_lifts_the_cap() -> None:
    hand = Hand(SPREAD, [500] * 3, 0, seed=11)
    obliged, completer, _ = _to_the_cap(hand)
    assert hand.actor == obliged
    assert "raise" not in _kinds(hand)
    hand.act("f")  # two players left: the cap no longer counts
    assert hand.betting is not None
    assert hand.betting.reading.snapshot() == (True,)
    assert hand.actor == completer
    assert "raise" in _kinds(hand)
    hand.act(_cbr(hand))
    call_down(hand)
    assert sum(hand.stacks) == 1500


def _broken(*args: object, **kwargs: object) -> object:
    raise SettlementError("the core failed")


def test_a_failing_fold_puts_the_reading_back_with_the_round(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hand = Hand(SPREAD, [500] * 3, 0, seed=11)
    _, completer, _ = _to_the_cap(hand)
    hand.act("cc")  # the obliged seat calls the raise
    assert hand.actor == completer
    assert "raise" not in _kinds(hand)
    before, history = snapshot(hand), list(hand.history)
    # the fold closes the round with two players left; dealing the next street then fails
    monkeypatch.setattr(_rules, "first_to_act", _broken)
    with pytest.raises(SettlementError):
        hand.act("f")
    assert hand.betting is not None
    assert hand.betting.reading.snapshot() == (False,)
    assert snapshot(hand) == before
    assert hand.history == history
    assert "raise" not in _kinds(hand)  # still capped: the lift went back with the fold
    monkeypatch.undo()
    assert isinstance(hand.act("f"), Folded)
    assert hand.street == 1
    call_down(hand)
    assert sum(hand.stacks) == 1500


def test_a_hand_of_a_registered_reading_is_saved_and_restored() -> None:
    hand = Hand(SPREAD, [500] * 3, 0, seed=11)
    _to_the_cap(hand)
    again = restore_hand(save(hand))
    assert again.profile.raise_rule == "spread_limit"
    assert again.betting is not None
    assert type(again.betting.reading) is SpreadLimit
    assert again.legal_actions() == hand.legal_actions()
    assert snapshot(again) == snapshot(hand)


@pytest.mark.parametrize(
    ("profile", "name", "reading"),
    [
        (SEVEN_CARD_STUD, "card_room", CardRoom),
        (SEVEN_CARD_STUD.replace(raise_rule="pokerkit"), "pokerkit", Pokerkit),
        (FIVE_CARD_STUD_POT_LIMIT, "pot_limit", PotLimit),
        (FIVE_CARD_STUD_NO_LIMIT, "no_limit", NoLimit),
        # pokerkit's is a fixed-limit reading: pot limit stays pot limit
        (FIVE_CARD_STUD_POT_LIMIT.replace(raise_rule="pokerkit"), "pot_limit", PotLimit),
        # a registered reading is played whatever the betting structure
        (FIVE_CARD_STUD_NO_LIMIT.replace(raise_rule="spread_limit"), "spread_limit", SpreadLimit),
    ],
    ids=["card_room", "pokerkit", "pot_limit", "no_limit", "pokerkit_pot", "spread_no_limit"],
)
def test_the_reading_is_chosen_from_what_the_profile_says(
    profile: Profile, name: str, reading: type[BettingReading]
) -> None:
    assert reading_name(profile) == name
    assert READINGS[name] is reading
    hand = Hand(profile, [500] * 3, 0, seed=2)
    assert hand.betting is not None
    assert type(hand.betting.reading) is reading


def test_a_registered_name_becomes_a_raise_rule_and_others_stay_refused() -> None:
    assert RAISE_RULES[:2] == ["card_room", "pokerkit"]
    assert "spread_limit" in RAISE_RULES
    assert "pot_limit" not in RAISE_RULES  # named by ``betting``
    with pytest.raises(InvalidRuleError, match=r"'raise_rule': 'casino' is not one of"):
        SEVEN_CARD_STUD.replace(raise_rule="casino")


def test_a_reading_is_registered_once_under_a_name_and_must_be_a_reading() -> None:
    with pytest.raises(InvalidRuleError, match="already registered as 'spread_limit'"):
        register_reading("spread_limit")(SpreadLimit)
    with pytest.raises(InvalidRuleError, match="already registered as 'no_limit'"):
        register_reading("no_limit")(SpreadLimit)
    with pytest.raises(InvalidRuleError, match="must subclass BettingReading"):
        register_reading("not_a_reading")(int)  # type: ignore[type-var]
    with pytest.raises(InvalidRuleError, match="must be an identifier"):
        register_reading("spread limit")
    assert "not_a_reading" not in READINGS
    assert "not_a_reading" not in RAISE_RULES
    with pytest.raises(TypeError):
        READINGS["x"] = SpreadLimit  # type: ignore[index]


def test_a_failing_fold_puts_the_card_rooms_open_pair_option_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The package's readings keep their state the same way: the only pair's owner folds last
    (rules §3.3: the option lapses), the round closes, and dealing the next street fails."""
    deck = stacked_deck("3d 4d 5d", "Ah 2c 9s", "Kh 7c 9c")  # seat 2 pairs its nines
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50, 50], dealer=2, deck=deck)
    play(hand, "pb", "cc", "cc")
    play(hand, "cc", "cbr 2", "cc")  # the pair checks, seat 0 bets the small step, seat 1 calls
    assert hand.betting is not None
    reading = hand.betting.reading
    assert type(reading) is CardRoom
    assert reading.option
    assert options(hand) == {"f", "cc", "cbr 4", "cbr 6"}  # seat 2 may still raise big
    before = snapshot(hand)
    monkeypatch.setattr(_rules, "first_to_act", _broken)
    with pytest.raises(SettlementError):
        hand.act("f")
    assert reading.option  # the lapse went back with the fold
    assert snapshot(hand) == before
    monkeypatch.undo()
    hand.act("f")
    assert not reading.option
    assert hand.street == 2


def test_the_rounds_snapshot_names_each_value_after_the_attribute_it_keeps() -> None:
    """``BettingRound.snapshot`` builds its fields by position (no Python frame on the way of
    an action): each field holds the attribute it is named after (a list copied), and
    ``restore`` puts each back by name. Every attribute gets a value of its own first."""
    hand = Hand(SPREAD, [500] * 3, 0, seed=11)
    round_ = hand.betting
    assert round_ is not None
    names = [name for name in RoundSnapshot._fields if name != "reading"]
    for number, name in enumerate(names, start=100):
        value = getattr(round_, name)
        setattr(round_, name, [number] * 3 if isinstance(value, list) else number)
    round_.reading.restore((True,))
    saved = round_.snapshot()
    for name in names:
        assert getattr(saved, name) == getattr(round_, name), name
        if isinstance(getattr(saved, name), list):
            assert getattr(saved, name) is not getattr(round_, name), name
    assert saved.reading == (True,)
    for name in names:
        setattr(round_, name, [-1] if isinstance(getattr(round_, name), list) else -1)
    round_.reading.restore((False,))
    round_.restore(saved)
    for number, name in enumerate(names, start=100):
        value = getattr(round_, name)
        assert value == ([number] * 3 if isinstance(value, list) else number), name
    assert round_.reading.snapshot() == (True,)
