"""RULES 7.1: the seed's worked hand replays exactly, with both openings of round 1."""

from __future__ import annotations

import pytest

from _stud import options, rounds_started, stacked_deck
from studpoker import parse_cards
from studpoker.hand import Hand
from studpoker.profiles import FIVE_CARD_STUD_HOME
from studpoker.records import CardsShown, PotAwarded

A, B = 0, 1
# B deals, so A is dealt first: holes, doors, then one up card each on streets 2-4
WORKED_DECK = stacked_deck("Kh Qc", "9c Qh", "4d Js", "Ks 7d", "2h 3c")


@pytest.mark.parametrize(
    "opening",
    [
        pytest.param(["cbr 2", "cc"], id="A-opens-with-the-full-bet"),
        pytest.param(["pb", "cbr 2", "cc"], id="A-brings-in-B-completes"),
    ],
)
def test_worked_hand_7_1(opening: list[str]) -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=B, deck=WORKED_DECK)
    assert hand.hole_cards(A) == tuple(parse_cards("Kh"))
    assert hand.up_cards(B) == tuple(parse_cards("Qh"))
    assert hand.pot_total == 2  # antes 1 each
    # round 1: A has the lowest up card (9c) and brings in 1 or opens with 2
    assert hand.actor == A
    assert options(hand) == {"pb", "cbr 2"}
    for action in opening:
        hand.act(action)
    assert hand.pot_total == 6
    # round 2: B's Q-J beats A's 9-4
    assert hand.actor == B
    hand.act("cc")
    hand.act("cc")
    # round 3: A's K-9-4 beats B's Q-J-7
    assert hand.actor == A
    assert options(hand) == {"cc", "cbr 4"}
    hand.act("cbr 4")
    hand.act("cc")
    assert hand.pot_total == 14
    # round 4: A acts first and both check
    assert hand.actor == A
    hand.act("cc")
    hand.act("cc")
    assert hand.is_over
    assert hand.showdown_order == (A, B)
    shows = [r for r in hand.history if isinstance(r, CardsShown)]
    assert [s.seat for s in shows] == [A, B]
    assert shows[0].cards == tuple(parse_cards("Kh 9c 4d Ks 2h"))
    assert shows[1].cards == tuple(parse_cards("Qc Qh Js 7d 3c"))
    awards = [r for r in hand.history if isinstance(r, PotAwarded)]
    assert [(a.amount, a.winners) for a in awards] == [(14, (A,))]
    assert hand.payouts == (14, 0)
    assert hand.stacks == [57, 43]  # A +7, B -7
    assert [r.first for r in rounds_started(hand)] == [A, B, A, A]
