"""The stud family (rules §6) through whole hands: pot-limit and no-limit sizes, Mississippi's
street without betting, razz and no-bring-in openers, burns, running out of cards (2.1) and the
community card, hi-lo splits. One named test per mechanic."""

from __future__ import annotations

import pytest

import studpoker
from studpoker.games.profiles import (
    FIVE_CARD_STUD_CASINO,
    FIVE_CARD_STUD_NO_LIMIT,
    FIVE_CARD_STUD_POT_LIMIT,
    MISSISSIPPI_STUD,
    RAZZ,
    SEVEN_CARD_STUD,
    SEVEN_CARD_STUD_HI_LO,
    SEVEN_CARD_STUD_NO_BRING_IN,
)
from studpoker.hand import Hand
from studpoker.hand.records import (
    CardBurned,
    CardDealt,
    CardsShown,
    ChipsReturned,
    CommunityCardDealt,
)
from tests.support.stud import call_down, options, play, rounds_started, stacked_deck, stud_deck

# five-card stud, three seats, dealer 2: holes then doors, seat 0 first; 2c brings in
FIVE_CARD_DECK = stacked_deck("9s 8s 7s", "2c Kd Ah")


def _cbr(hand: Hand) -> tuple[int, int]:
    option = next(o for o in hand.legal_actions() if o.code == "cbr")
    return option.min_to, option.max_to


# --- rules §3.3: pot limit and no limit ----------------------------------------------------------


def test_pot_limit_max_raise_is_the_pot_after_the_call() -> None:
    hand = Hand(FIVE_CARD_STUD_POT_LIMIT, [1000] * 3, dealer=2, deck=FIVE_CARD_DECK)
    assert hand.pot_total == 6  # antes 2
    play(hand, "pb")  # bring-in 5: pot 11
    # completing is betting at least the first-round minimum (10); at most the level (5) plus
    # the pot after the call (11 + 5)
    assert _cbr(hand) == (10, 21)
    play(hand, "cbr 21")  # pot 32
    # a raise adds at least the last full bet (21); at most 21 + (32 + 21)
    assert _cbr(hand) == (42, 74)
    assert not hand.can_act("cbr 75")
    play(hand, "cbr 74")
    assert hand.round_bets() == (5, 21, 74)


def test_pot_limit_the_seat_to_bring_in_may_open_for_the_pot_instead() -> None:
    """rules §3.2-3.3: the obliged seat may open with a bet of the first-round minimum up to
    the pot (antes of 30), instead of the bring-in."""
    profile = FIVE_CARD_STUD_POT_LIMIT.with_stakes(ante=10, bring_in=5, small=10, big=20)
    hand = Hand(profile, [1000] * 3, dealer=2, deck=FIVE_CARD_DECK)
    assert [o.kind for o in hand.legal_actions()] == ["post_bring_in", "bet"]
    assert _cbr(hand) == (10, 30)


def test_pot_limit_allows_the_minimum_bet_above_a_small_pot() -> None:
    profile = FIVE_CARD_STUD_POT_LIMIT.with_stakes(ante=1, bring_in=None, small=50, big=100)
    hand = Hand(profile, [1000] * 3, dealer=2, deck=FIVE_CARD_DECK)
    assert _cbr(hand) == (50, 50)  # pot 3: the minimum bet stands


def test_no_limit_min_raise_is_the_last_full_raise() -> None:
    hand = Hand(FIVE_CARD_STUD_NO_LIMIT, [1000] * 3, dealer=2, deck=FIVE_CARD_DECK)
    play(hand, "pb")
    assert _cbr(hand) == (10, 998)  # every chip behind the ante
    play(hand, "cbr 30")  # the completion: a bet of 30
    assert _cbr(hand) == (60, 998)
    play(hand, "cbr 100")  # a raise of 70
    assert _cbr(hand) == (170, 998)  # seat 0 (the bring-in) may raise by 70 or more
    assert hand.can_act("cbr 998")
    assert not hand.can_act("cbr 169")


def test_no_limit_short_all_in_does_not_reopen_betting() -> None:
    # seat 2 has 45 behind its ante: an all-in raise of 15 over the 30, short of a full 30
    hand = Hand(FIVE_CARD_STUD_NO_LIMIT, [1000, 1000, 47], dealer=2, deck=FIVE_CARD_DECK)
    play(hand, "pb", "cbr 30")
    assert _cbr(hand) == (45, 45)  # less than a full raise: only all-in
    play(hand, "cbr 45")
    # seat 0 has not acted since the completion: it may still raise, by a full 30
    assert hand.actor == 0
    assert _cbr(hand) == (75, 998)
    play(hand, "cc")
    # seat 1 completed: the short all-in re-opens nothing, call or fold only
    assert hand.actor == 1
    assert options(hand) == {"f", "cc"}


# --- Mississippi (rules §6 note) ---------------------------------------------------------------


def test_mississippi_deals_two_up_cards_with_no_betting_between() -> None:
    hand = Hand(MISSISSIPPI_STUD, [500] * 3, dealer=2, seed=11)
    play(hand, "pb", "cc", "cc")  # round 1: bring-in and two calls
    # the 4th and 5th cards came before the second round, with one burn before the 4th only
    assert hand.round == 1
    assert all(len(hand.up_cards(seat)) == 3 for seat in range(3))
    dealt_streets = [r.street for r in hand.history if isinstance(r, CardDealt)]
    assert dealt_streets.count(1) == 3
    assert dealt_streets.count(2) == 3
    assert [r.street for r in hand.history if isinstance(r, CardBurned)] == [1]
    assert [r.round for r in rounds_started(hand)] == [0, 1]
    assert {o.min_to for o in hand.legal_actions() if o.code == "cbr"} == {20}  # the big step
    call_down(hand)
    assert len(rounds_started(hand)) == 4  # four betting rounds in all
    assert [r.street for r in hand.history if isinstance(r, CardBurned)] == [1, 3, 4]
    shows = [r for r in hand.history if isinstance(r, CardsShown)]
    assert all(len(s.cards) == 7 for s in shows)
    assert all(len(hand.up_cards(seat)) == 5 for seat in range(3))


# --- razz and the no-bring-in opening (rules §3.2, 4.1, 4.2) ---------------------------------


def test_razz_bring_in_is_the_highest_card_ace_low_suit_tie_to_the_higher_suit() -> None:
    deck = stud_deck(["2c 3c Kc", "2d 3d Ks", "2h 3h Ah"], dealer=2)
    hand = Hand(RAZZ, [500] * 3, dealer=2, deck=deck)
    assert rounds_started(hand)[0].bring_in_seat == 1  # Ks: king highest, spades above clubs
    deck = stud_deck(["2c 3c Ac", "2d 3d Qd", "2h 3h 4h"], dealer=2)
    hand = Hand(RAZZ, [500] * 3, dealer=2, deck=deck)
    assert rounds_started(hand)[0].bring_in_seat == 1  # the ace is low: the queen brings in


def test_razz_lowest_showing_hand_acts_first() -> None:
    hands = ["Ac 2c Kc Kd", "Ad 2d 7s 5h", "Ah 2h 8c 2s"]
    hand = Hand(RAZZ, [500] * 3, dealer=2, deck=stud_deck(hands, 2, "Qs", passes=4))
    assert hand.actor == 0  # Kc brings in
    play(hand, "pb", "cc", "cc")
    # K-K pairs (bad), 8-2 against 7-5: the 7-5 is lower and acts first
    assert rounds_started(hand)[1].first == 1


def test_no_bring_in_highest_up_card_may_check_ties_by_position() -> None:
    # dealer 0: seat 1 is first left; seats 2 (Ad) and 0 (As) tie on aces: seat 2 is nearer
    deck = stud_deck(["2c 3c As", "2d 3d Qc", "2h 3h Ad"], dealer=0)
    hand = Hand(SEVEN_CARD_STUD_NO_BRING_IN, [500] * 3, dealer=0, deck=deck)
    assert rounds_started(hand)[0].bring_in_seat is None
    assert hand.actor == 2
    assert options(hand) == {"cc", "cbr 10"}  # check or bet: no forced opening
    play(hand, "cc", "cc", "cc")  # checked around: the round ends
    assert hand.round == 1


@pytest.mark.parametrize(
    ("tie", "later", "opener"), [("position", "suit", 2), ("suit", "position", 0)]
)
def test_no_bring_in_first_round_ties_follow_their_own_choice(
    tie: str, later: str, opener: int
) -> None:
    """rules §3.2 (Choice ``no_bring_in_tie``): the first round's tie on the highest door card
    is broken by its own reading, never by the later rounds' ``showing_tie``: by position seat 2
    (Ad, nearer the dealer's left) opens, by suit seat 0 (As)."""
    deck = stud_deck(["2c 3c As", "2d 3d Qc", "2h 3h Ad"], dealer=0)
    profile = SEVEN_CARD_STUD_NO_BRING_IN.replace(no_bring_in_tie=tie, showing_tie=later)
    hand = Hand(profile, [500] * 3, dealer=0, deck=deck)
    assert hand.actor == opener


# --- burns and running out of cards (rules §2.1, 2.5) ----------------------------------------


def test_seven_card_hand_to_the_end_burns_four() -> None:
    hand = Hand(SEVEN_CARD_STUD, [500] * 2, dealer=1, seed=3)
    call_down(hand)
    assert [r.street for r in hand.history if isinstance(r, CardBurned)] == [1, 2, 3, 4]
    assert hand.community == []


@pytest.mark.parametrize(
    ("players", "burned", "community"),
    [
        # 8 x 7 + 4 = 60 > 52: on 7th street the four burns go under the stub and still cannot
        # give 8 cards, so the first burn is turned up for everyone
        (8, [24, 33, 42, 51], [24]),
        # 9 x 7 = 63: on 6th street the stub holds 4 (48..51), the three burns go under, still
        # short: 48 is a community card; 7th street burns 49, then 50 is the second one
        (9, [27, 37, 47, 49], [48, 50]),
    ],
)
def test_players_never_folding_reach_the_river_with_community_cards(
    players: int, burned: list[int], community: list[int]
) -> None:
    stacks = [1000] * players
    hand = Hand(SEVEN_CARD_STUD, stacks, dealer=players - 1, deck=list(range(52)))
    call_down(hand)
    assert [r.card for r in hand.history if isinstance(r, CardBurned)] == burned
    assert [r.card for r in hand.history if isinstance(r, CommunityCardDealt)] == community
    assert hand.community == community
    shows = [r for r in hand.history if isinstance(r, CardsShown)]
    assert len(shows) == players
    assert all(len(s.cards) == 7 and s.cards[-len(community) :] == tuple(community) for s in shows)
    assert sum(hand.stacks) == sum(stacks)
    # every card of the hand is a real, distinct card
    own = [c for seat in range(players) for c in hand.hole_cards(seat) + hand.up_cards(seat)]
    assert len(own) == len(set(own)) == players * (7 - len(community))
    assert not set(own) & set(community)


# one seat per hand: holes, up cards (door, 4th, 5th, 6th); dealer 7, so seat 0 is dealt first;
# the first burn (5s) becomes the community card on 7th street
COMMUNITY_HANDS = [
    "Ac 3s 2c 6c 9d Qc",
    "Ad 4d 2d 7c Td Qd",
    "As 4h 2h 8c 9h Js",
    "5c 5d 5h 8d 2s Jh",
    "4s 6h 3d 6d Th Qs",
    "9c Tc Jd Qh Ks 3c",
    "6s 7h Ah 3h 8h Ts",
    "7s 8s 4c 7d 9s Jc",
]


@pytest.mark.parametrize(("opens", "first"), [(False, 6), (True, 3)])
def test_the_community_card_plays_at_showdown_and_opens_only_by_choice(
    opens: bool, first: int
) -> None:
    """rules §2.1: the community card does not change who acts first unless the profile says so
    (``community_card_opens``); it always plays at showdown."""
    deck = stud_deck(COMMUNITY_HANDS, dealer=7, burns="5s Kc Kd Kh", passes=6)
    profile = SEVEN_CARD_STUD.replace(community_card_opens=opens)
    hand = Hand(profile, [1000] * 8, dealer=7, deck=deck)
    call_down(hand)
    assert hand.community == studpoker.parse_cards("5s")
    # 7th-street order: seat 6's ace leads on the players' own up cards, as on 6th street;
    # counted in, the community 5s pairs seat 3's 5h
    ups = [list(hand.up_cards(seat)) for seat in range(8)]
    assert studpoker.first_to_act(ups, 7, tie="position") == 6
    assert rounds_started(hand)[4].first == first
    assert rounds_started(hand)[3].first == 6
    # showdown: four fives with the community card beat seat 1's flush; without it they would not
    settlement = hand.settlement
    assert settlement is not None
    assert [pot.high_winners for pot in settlement.pots] == [(3,)]
    assert hand.stacks[3] == 1000 + 7 * hand.committed[0]
    own = [list(hand.hole_cards(seat) + hand.up_cards(seat)) for seat in range(8)]
    without = studpoker.settle(hand.committed, own, 7)
    assert without.pots[0].high_winners != (3,)


# --- hi-lo (rules §5.3) ------------------------------------------------------------------------


def test_hi_lo_splits_high_and_low_through_the_hand() -> None:
    hands = ["Kc Kd Ks 9h Th Jd Qs", "Ac 2d 3h 4s 7c Qd Jh"]
    hand = Hand(SEVEN_CARD_STUD_HI_LO, [500] * 2, dealer=1, deck=stud_deck(hands, 1, "5s 5h 5d 5c"))
    call_down(hand)
    settlement = hand.settlement
    assert settlement is not None
    pot = settlement.pots[0]
    assert (pot.high_winners, pot.low_winners) == ((0,), (1,))
    assert pot.shares == (pot.amount - pot.amount // 2, pot.amount // 2)


def test_hi_lo_scoop_with_the_wheel() -> None:
    hands = ["Ac 2d 3h 4s 5c Kd Qh", "Kc Ks Qd Qc 9h 8d 7c"]
    hand = Hand(SEVEN_CARD_STUD_HI_LO, [500] * 2, dealer=1, deck=stud_deck(hands, 1, "6s 6h 6d 6c"))
    call_down(hand)
    settlement = hand.settlement
    assert settlement is not None
    pot = settlement.pots[0]
    assert (pot.high_winners, pot.low_winners) == ((0,), (0,))
    assert hand.stacks == [500 + hand.committed[1], 500 - hand.committed[1]]


def test_hi_lo_without_a_low_the_high_takes_all() -> None:
    hands = ["Kc Kd Ks 9h Th Jd Qs", "Ac Ad 3h 9s Tc Qd Jh"]
    hand = Hand(SEVEN_CARD_STUD_HI_LO, [500] * 2, dealer=1, deck=stud_deck(hands, 1, "5s 5h 5d 5c"))
    call_down(hand)
    settlement = hand.settlement
    assert settlement is not None
    assert settlement.pots[0].low_winners == ()
    assert settlement.pots[0].shares[0] == settlement.pots[0].amount


def test_each_profile_is_playable_from_PROFILES() -> None:
    for profile in studpoker.PROFILES.values():
        hand = Hand(profile, [1000] * profile.max_players, dealer=0, seed=5)
        call_down(hand)
        assert sum(hand.stacks) == 1000 * profile.max_players


def test_chips_nobody_left_can_win_go_back_to_their_owners() -> None:
    # ante 2; seat 2 is all-in at the ante for 1 and brings in (2c): the others face the full
    # bring-in and both fold. Seat 2 can win only 1 from each; the second ante chip of seats 0
    # and 1 lies in a layer nobody still in the hand reached: each gets it back (rules §2.8)
    deck = stacked_deck("9s 8s 7s", "Kd Ah 2c")
    hand = Hand(FIVE_CARD_STUD_CASINO, [3, 35, 1], dealer=2, deck=deck)
    assert hand.committed == [2, 2, 1]
    assert rounds_started(hand)[0].bring_in_seat == 2
    play(hand, "f", "f")
    assert hand.is_over
    assert [(r.seat, r.amount) for r in hand.history if isinstance(r, ChipsReturned)] == [
        (0, 1),
        (1, 1),
    ]
    assert hand.stacks == [2, 34, 3]


def test_nine_players_with_every_card_dealt_play_seventh_street_without_a_card() -> None:
    # 9 players, one folds on 4th street: 27 + 9 + 8 + 8 cards and three burns reused on 6th
    # street leave no card at all for 7th (folded cards are never reused, rules §2.1): nothing
    # is dealt or turned up, and the last round is still played
    hand = Hand(SEVEN_CARD_STUD, [1000] * 9, dealer=8, deck=list(range(52)))
    kinds = ("post_bring_in", "check", "call")
    while hand.round == 0:
        hand.act(next(o for o in hand.legal_actions() if o.kind in kinds))
    play(hand, "cbr 10", "f")  # 4th street: a bet, and the next seat folds
    call_down(hand)
    assert hand.in_hand.count(False) == 1
    seventh = [r for r in hand.history if getattr(r, "street", None) == 4]
    assert not [r for r in seventh if isinstance(r, (CardDealt, CommunityCardDealt))]
    assert [r.round for r in rounds_started(hand)][-1] == 4
    assert hand.community == []
    all_cards = [c for seat in range(9) for c in hand.hole_cards(seat) + hand.up_cards(seat)]
    assert sorted(all_cards) == list(range(52))
    assert sum(hand.stacks) == 9000


def test_the_hand_log_speaks_of_lows_in_low_games() -> None:
    from studpoker import evaluate_low_8, evaluate_low_a5
    from studpoker.bots import CallingStation
    from studpoker.games.profiles import RAZZ, SEVEN_CARD_STUD_HI_LO
    from studpoker.hand.log import hand_log
    from studpoker.hand.records import CardsShown

    for profile in (RAZZ, SEVEN_CARD_STUD_HI_LO):
        hand = Hand(profile, [500, 500], 0, seed=5)
        while not hand.is_over:
            hand.act(CallingStation().choose(hand))
        log = "\n".join(hand_log(hand))
        shown = [r.cards for r in hand.history if isinstance(r, CardsShown)]
        assert shown
        for cards in shown:
            if profile is RAZZ:
                assert f"({evaluate_low_a5(list(cards)).describe()})" in log
            else:
                low = evaluate_low_8(list(cards))
                assert f"; {low.describe() if low else 'no low'})" in log


@pytest.mark.parametrize("passes", [True, False])
def test_running_out_deals_alike_in_passes_or_by_whole_streets(passes: bool) -> None:
    # rules §2.1 holds on every dealing path: nine seven-card players run the stub short
    profile = SEVEN_CARD_STUD.replace(deal_in_passes=passes)
    for seed in range(10):
        hand = Hand(profile, [1000] * 9, 0, seed=seed)
        call_down(hand)
        assert hand.is_over
        assert len(hand.community) == 2  # 6th and 7th street
        assert all(len(hand.down[s]) + len(hand.up[s]) == 5 for s in range(9))
        cards = [c for s in range(9) for c in hand.down[s] + hand.up[s]] + hand.community
        assert len(set(cards)) == len(cards)
        assert sum(hand.stacks) == 9000
