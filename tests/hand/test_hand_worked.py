"""rules §7.1: the seed's worked hand replays exactly, with both openings of round 1."""

from __future__ import annotations

import pytest

from studpoker import evaluate_high, parse_cards
from studpoker.games.profiles import FIVE_CARD_STUD_HOME, SEVEN_CARD_STUD
from studpoker.hand import Hand
from studpoker.hand.records import CardBurned, CardsShown, PotAwarded
from tests.support.stud import options, play, rounds_started, stacked_deck

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


# rules §7.2, seed [003]: Jimmy deals (seat 0); Larry 1, Craig 2, Katherine 3 to his left
JIMMY, LARRY, CRAIG, KATHERINE = 0, 1, 2, 3
# third street in passes from Larry: first holes, second holes, doors (Larry's and Katherine's
# hole cards are not given: any unused cards); then a burn before each street, Craig and Jimmy
SEED_003_DECK = stacked_deck(
    "2c Qs 6c 9h",
    "3c 2h 7c 5d",
    "4s Kd 4d 9c",
    "8h Jc Kh",
    "8d Th Kc",
    "8c Td 3s",
    "8s Ad 5s",
)


def test_worked_hand_7_2_seven_card_stud() -> None:
    profile = SEVEN_CARD_STUD.with_stakes(
        ante=25, bring_in=100, steps=(300, 300, 500, 500, 1000)
    ).replace(open_pair_round=None, open_pair_step=None)  # the seed has no open-pair option
    hand = Hand(profile, [10_000] * 4, dealer=JIMMY, deck=SEED_003_DECK)
    assert hand.pot_total == 100  # antes 25 each
    # third street: Katherine's 4d is below Larry's 4s: she brings in 100
    assert rounds_started(hand)[0].bring_in_seat == KATHERINE
    play(hand, "pb")  # Katherine 100
    play(hand, "cc")  # Jimmy calls
    play(hand, "f")  # Larry folds
    assert options(hand) == {"f", "cc", "cbr 300"}
    play(hand, "cbr 300")  # Craig completes
    play(hand, "f")  # Katherine folds
    play(hand, "cc")  # Jimmy calls
    # fourth street: Craig Jc, Jimmy Kh; K-J beats K-9, Craig first; checked through
    assert hand.up_cards(CRAIG) == tuple(parse_cards("Kd Jc"))
    assert hand.up_cards(JIMMY) == tuple(parse_cards("9c Kh"))
    assert hand.actor == CRAIG
    play(hand, "cc", "cc")
    # fifth street: Jimmy's kings up act first; bet 500, call
    assert hand.actor == JIMMY
    play(hand, "cbr 500", "cc")
    # sixth street: kings beat Craig's tens
    assert hand.up_cards(CRAIG) == tuple(parse_cards("Kd Jc Th Td"))
    assert hand.actor == JIMMY
    play(hand, "cbr 500", "cc")
    # seventh street, down: Jimmy checks, Craig bets 1000, Jimmy calls
    assert hand.actor == JIMMY
    play(hand, "cc", "cbr 1000", "cc")
    assert [r.card for r in hand.history if isinstance(r, CardBurned)] == parse_cards("8h 8d 8c 8s")
    # Craig shows first (the last aggressor); Jimmy may muck
    assert hand.showdown_order == (CRAIG, JIMMY)
    play(hand, "sm")
    assert options(hand) == {"sm", "sm -"}
    play(hand, "sm -")
    shows = [r for r in hand.history if isinstance(r, CardsShown)]
    assert shows[0].cards == tuple(parse_cards("Qs 2h Ad Kd Jc Th Td"))
    assert evaluate_high(shows[0].cards).describe() == "Straight, ace high"
    awards = [r for r in hand.history if isinstance(r, PotAwarded)]
    assert [(a.amount, a.winners) for a in awards] == [(4800, (CRAIG,))]
    net = [stack - 10_000 for stack in hand.stacks]
    assert net[CRAIG] == 2475
    assert net[JIMMY] == -2325
    assert net[KATHERINE] == -125
    assert net[LARRY] == -25
