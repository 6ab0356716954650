"""Hands played and written to PHH by pokerkit itself, replayed under both readings.

``STUDPOKER_POKERKIT_HANDS`` hands (300 by default, a few thousand for the full run): seeded
random play of seven-card stud, hi-lo and razz between 2 to 8 players with short stacks, so that
side pots, short all-ins and short bring-ins are common. Under ``rules="pokerkit"`` every hand
ends on pokerkit's own final stacks, except where pokerkit hands a side pot's low half to players
who hold no qualifying low (its defect; rules §5.3 gives the pot to the high hand): those hands
are recognised by paying that half as pokerkit does, and counted. Under the card room's reading
each hand replays exactly or is refused with a ``HandHistoryError`` naming the line and the rule.
"""

from __future__ import annotations

import collections
import random
import re
import warnings
from typing import Any

import pytest

from studpoker import HandHistoryError
from studpoker.hand import Hand
from studpoker.phh import replay
from studpoker.phh.divergence import RULE_NAMES
from tests.support.sweeps import sweep_size

pokerkit = pytest.importorskip("pokerkit")

HANDS = sweep_size("STUDPOKER_POKERKIT_HANDS", 300, 3_000)
_AUTOMATIONS = (
    pokerkit.Automation.ANTE_POSTING,
    pokerkit.Automation.BET_COLLECTION,
    pokerkit.Automation.BLIND_OR_STRADDLE_POSTING,
    pokerkit.Automation.CARD_BURNING,
    pokerkit.Automation.HOLE_DEALING,
    pokerkit.Automation.BOARD_DEALING,
    pokerkit.Automation.HOLE_CARDS_SHOWING_OR_MUCKING,
    pokerkit.Automation.HAND_KILLING,
    pokerkit.Automation.CHIPS_PUSHING,
    pokerkit.Automation.CHIPS_PULLING,
)
_GAMES = (
    pokerkit.FixedLimitSevenCardStud,
    pokerkit.FixedLimitSevenCardStudHighLowSplitEightOrBetter,
    pokerkit.FixedLimitRazz,
)
_STACKS = (1, 2, 3, 4, 5, 7, 9, 12, 20, 40, 80)


def pokerkit_hand(seed: int) -> tuple[str, list[int]]:
    """One hand of random play, as pokerkit writes it, and pokerkit's final stacks."""
    rng = random.Random(seed)
    game_type = rng.choice(_GAMES)
    players = rng.randint(2, 8)
    stacks = [rng.choice(_STACKS) for _ in range(players)]
    ante, bring_in, small, big = rng.choice(((1, 2, 4, 8), (1, 1, 4, 8), (2, 3, 6, 12)))
    game = game_type(_AUTOMATIONS, rng.random() < 0.5, ante, bring_in, small, big)
    saved = random.getstate()
    random.seed(seed)  # pokerkit shuffles with the random module
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")
            state = game(stacks, players)
            while state.status:
                _play_one(state, rng)
    finally:
        random.setstate(saved)
    # pokerkit's writer leaves ante_trimming_status at the standard's default (false) unless told
    history = pokerkit.HandHistory.from_game_state(
        game, state, ante_trimming_status=state.ante_trimming_status
    )
    history.finishing_stacks = list(state.stacks)
    return history.dumps(), list(state.stacks)


def _play_one(state: Any, rng: random.Random) -> None:
    moves = []
    if state.can_post_bring_in():
        moves.append(state.post_bring_in)
    if state.can_fold():
        moves.append(state.fold)
    if state.can_check_or_call():
        moves.append(state.check_or_call)
    if state.can_complete_bet_or_raise_to():
        moves += [state.complete_bet_or_raise_to] * 2  # aggression makes all-ins common
    rng.choice(moves)()


def with_pokerkit_low_half(hand: Hand) -> list[int] | None:
    """The stacks pokerkit pays when it gives the low half of a hi-lo pot none of whose players
    holds a qualifying low to those players (remainders to the first of them); ``None`` when no
    pot of the hand is such a pot."""
    settlement = hand.settlement
    if settlement is None or hand.profile.showdown != "high_low_8":
        return None
    if not any(pot.low_winners for pot in settlement.pots):
        return None  # nobody has a low: pokerkit gives every pot to the high hand too
    stacks = list(hand.stacks)
    hit = False

    def split(amount: int, winners: tuple[int, ...]) -> None:
        each, odd = divmod(amount, len(winners))
        for seat in winners:
            stacks[seat] += each
        stacks[winners[0]] += odd

    for pot in settlement.pots:
        if pot.low_winners or len(pot.eligible) < 2 or pot.amount < 2:
            continue
        hit = True
        for seat, share in enumerate(pot.shares):
            stacks[seat] -= share
        low = pot.amount // 2
        split(pot.amount - low, pot.high_winners)
        split(low, pot.eligible)
    return stacks if hit else None


_REFUSAL = re.compile(r"^line \d+: action '[^']+': (?P<rule>[a-z -]+): ")


def card_room_outcome(seed: int, text: str) -> str:
    """``exact``, or ``refused: <rule>`` when the refusal names its line and a known rule."""
    try:
        replay(text)
    except HandHistoryError as err:
        match = _REFUSAL.match(str(err))
        if match is None or match["rule"] not in RULE_NAMES:
            raise AssertionError(f"hand {seed}: a refusal naming no rule: {err}") from None
        return f"refused: {match['rule']}"
    return "exact"


def test_pokerkit_hands_replay_under_both_readings() -> None:
    outcomes: dict[str, collections.Counter[str]] = {
        "pokerkit": collections.Counter(),
        "card_room": collections.Counter(),
    }
    for seed in range(HANDS):
        text, final = pokerkit_hand(seed)
        hand = replay(text, rules="pokerkit", check_stacks=False)
        assert hand.is_over, seed
        if hand.stacks == final:
            outcomes["pokerkit"]["exact"] += 1
        else:
            assert with_pokerkit_low_half(hand) == final, (seed, text)
            outcomes["pokerkit"]["pokerkit's low half to players without a low"] += 1
        outcomes["card_room"][card_room_outcome(seed, text)] += 1
    summary = {reading: dict(counts) for reading, counts in outcomes.items()}
    print(f"\n{HANDS} pokerkit hands: {summary}")
    assert outcomes["card_room"]["exact"] > HANDS // 2
    assert sum(outcomes["card_room"].values()) == sum(outcomes["pokerkit"].values()) == HANDS
