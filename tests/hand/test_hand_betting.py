"""rules §3 (betting) for the home five-card profile, one test per clause."""

from __future__ import annotations

import pytest

from studpoker import _rules
from studpoker.cards import parse_cards
from studpoker.errors import IllegalActionError
from studpoker.games.profiles import FIVE_CARD_STUD_HOME
from studpoker.hand import Hand
from studpoker.hand.actions import LegalAction
from studpoker.hand.betting.opening import open_round
from studpoker.hand.records import BringInPosted, Called, ChipsReturned, CompletedBetRaised, Folded
from tests.support.stud import aggressive, options, play, rounds_started, stacked_deck

HOME = FIVE_CARD_STUD_HOME

# Three players, seat 2 deals: seats 0, 1, 2 are dealt in that order. Seat 1's 2c brings in.
# Showing hands: round 2 A-K (seat 0) beats 9-8 and 7-2; round 3 A-K-Q leads again. No pairs.
THREE = stacked_deck("3d 4d 5d", "Ah 2c 9s", "Kh 7c 8s", "Qh 6c Ts", "Jc 5c 3s")
# Four players, seat 3 deals; seat 1's 2c brings in; seat 0 shows best in rounds 2 and 3.
FOUR = stacked_deck("3d 4d 5d 6d", "Ah 2c 9s 8h", "Kh 7c 3s 4h", "Qh 6c Ts 5h", "Jc 5c Js 9h")


def three(stacks: tuple[int, int, int] = (50, 50, 50), profile: object = HOME) -> Hand:
    return Hand(profile, list(stacks), dealer=2, deck=THREE)  # type: ignore[arg-type]


def to_round_3(hand: Hand) -> None:
    """Round 1: bring-in and two calls; round 2 checked through."""
    play(hand, "pb", "cc", "cc", "cc", "cc", "cc")
    assert hand.round == 2
    assert hand.actor == 0


# ---------------------------------------------------------------- 3.1 actions
def test_3_1_no_open_bet_check_or_bet_one_step() -> None:
    hand = three()
    play(hand, "pb", "cc", "cc")
    assert hand.actor == 0
    assert options(hand) == {"cc", "cbr 2"}


def test_3_1_fold_refused_when_check_possible() -> None:
    hand = three()
    play(hand, "pb", "cc", "cc")
    assert not hand.can_act("f")
    with pytest.raises(IllegalActionError, match=r"legal: cc \(check\), cbr 2"):
        hand.act("f")
    relaxed = three(profile=HOME.replace(fold_when_check_possible=True))
    play(relaxed, "pb", "cc", "cc")
    assert relaxed.can_act("f")


def test_3_1_facing_a_bet_call_raise_or_fold() -> None:
    hand = three()
    play(hand, "pb", "cc", "cc", "cbr 2")
    assert options(hand) == {"f", "cc", "cbr 4"}


def test_3_1_check_raise_is_allowed() -> None:
    hand = three()
    play(hand, "pb", "cc", "cc", "cc", "cbr 2", "cc")
    assert hand.actor == 0
    hand.act("cbr 4")  # seat 0 checked, then raises
    assert aggressive(hand)[-1].kind == "raise"


def test_3_1_round_of_checks_ends_the_round() -> None:
    hand = three()
    play(hand, "pb", "cc", "cc", "cc", "cc", "cc")
    assert hand.round == 2


def test_3_1_round_ends_when_everyone_acted_and_matched() -> None:
    hand = three()
    play(hand, "pb", "cc", "cc", "cbr 2", "cc")
    assert hand.round == 1
    assert hand.actor == 2
    hand.act("cc")
    assert hand.round == 2


# ---------------------------------------------------------------- 3.2 bring-in
def test_3_2_obliged_player_posts_one_or_opens_with_two() -> None:
    hand = three()
    assert hand.actor == 1
    assert options(hand) == {"pb", "cbr 2"}
    assert not hand.can_act("f")
    assert not hand.can_act("cc")


@pytest.mark.parametrize(
    ("stack", "legal"),
    [
        (50, (("post_bring_in", "pb", 1, 1, 1, False), ("bet", "cbr", 2, 2, 2, False))),
        (3, (("post_bring_in", "pb", 1, 1, 1, False), ("bet", "cbr", 2, 2, 2, True))),
        (2, (("post_bring_in", "pb", 1, 1, 1, True),)),
    ],
)
def test_3_2_the_obliged_seat_s_options_say_what_they_cost_and_whether_they_are_all_in(
    stack: int, legal: tuple[tuple[str, str, int, int, int, bool], ...]
) -> None:
    """rules §3.2: the bring-in of one or the full step of two, each with its chips and whether
    it takes the seat's last chip (the ante took one); with one chip behind only the bring-in."""
    hand = three((50, stack, 50))
    assert [tuple(option[:6]) for option in hand.legal_actions()] == list(legal)


def test_2_3_ante_does_not_count_toward_the_bring_in() -> None:
    hand = three()
    hand.act("pb")
    assert hand.committed == [1, 2, 1]
    assert hand.round_bets() == (0, 1, 0)


def test_3_2_facing_the_bring_in_call_fold_or_complete_no_raise() -> None:
    hand = three()
    hand.act("pb")
    assert options(hand) == {"f", "cc", "cbr 2"}  # the next player cannot check
    assert not hand.can_act("cbr 4")
    hand.act("cbr 2")
    assert aggressive(hand)[-1].kind == "complete"
    assert "cbr 4" in options(hand)  # raising is allowed once the full step is reached


def test_3_2_bring_in_counts_as_its_posters_action() -> None:
    hand = three()
    play(hand, "pb", "cc", "cc")
    assert hand.round == 1  # no option for the bring-in player


def test_3_2_bring_in_option_is_a_profile_choice() -> None:
    hand = three(profile=HOME.replace(bring_in_option=True))
    play(hand, "pb", "cc", "cc")
    assert hand.round == 0
    assert hand.actor == 1
    assert options(hand) == {"cc", "cbr 2"}


def test_3_2_bring_in_player_all_in_from_the_ante_others_still_respond_to_one() -> None:
    # seat 1 holds the 2c but has only the ante: it is all-in before the bring-in
    hand = three((50, 1, 50))
    assert hand.stacks[1] == 0
    assert hand.actor == 2  # rules §4.3: the first action passes clockwise
    assert options(hand) == {"f", "cc", "cbr 2"}
    assert hand.legal_actions()[1].chips == 1
    play(hand, "cc", "cc")
    assert hand.round == 1
    assert not any(isinstance(r, BringInPosted) for r in hand.history)


def test_3_2_bring_in_for_less_than_its_amount_is_all_in_others_answer_full() -> None:
    profile = HOME.replace(bring_in=2, steps=(4, 4, 8, 8), open_pair_step=8)
    hand = three((50, 2, 50), profile)
    hand.act("pb")
    assert hand.history[-1] == BringInPosted(1, 1, True)
    assert hand.legal_actions()[1].chips == 2  # the call is the full bring-in


def test_3_2_others_answer_what_a_short_bring_in_posted_where_the_profile_says() -> None:
    """rules §3.2 (Choice ``short_bring_in="posted"``): seat 1 posts one chip of a bring-in
    of two, all in; the others then call the one chip posted, not the full bring-in."""
    profile = HOME.replace(
        bring_in=2, steps=(4, 4, 8, 8), open_pair_step=8, short_bring_in="posted"
    )
    hand = three((50, 2, 50), profile)
    hand.act("pb")
    assert hand.history[-1] == BringInPosted(1, 1, True)
    assert hand.legal_actions()[1].chips == 1


@pytest.mark.parametrize(("stack", "option"), [(3, True), (2, False)])
def test_3_2_the_bring_in_option_is_for_a_poster_with_chips_behind(
    stack: int, option: bool
) -> None:
    """rules §3.2 (Choice ``bring_in_option``): after the calls the poster may still bet, if it
    has a chip left after its ante and bring-in; all in, it has no option and the round ends."""
    hand = three((50, stack, 50), HOME.replace(bring_in_option=True))
    play(hand, "pb", "cc", "cc")
    assert hand.stacks[1] == stack - 2
    assert (hand.round, hand.actor) == ((0, 1) if option else (1, 0))


def test_3_2_bring_in_equal_to_the_step_is_the_bet() -> None:
    hand = three(profile=HOME.replace(bring_in=2))
    assert options(hand) == {"pb"}
    hand.act("pb")
    assert options(hand) == {"f", "cc", "cbr 4"}


def test_3_2_pass_the_bring_in_alternative() -> None:
    hand = three((50, 1, 50), HOME.replace(bring_in_all_in="pass_bring_in"))
    assert hand.actor == 2
    assert options(hand) == {"pb", "cbr 2"}


# ---------------------------------------------------------------- 3.3 limits
def test_3_3_steps_are_2_2_4_4() -> None:
    hand = three()
    assert "cbr 2" in options(hand)
    play(hand, "pb", "cc", "cc")
    assert "cbr 2" in options(hand)
    play(hand, "cc", "cc", "cc")
    assert "cbr 4" in options(hand)
    play(hand, "cc", "cc", "cc")
    assert options(hand) == {"cc", "cbr 4"}


def test_3_1_each_call_or_raise_puts_in_only_the_difference_to_the_level() -> None:
    """rules §3.1: in round 2 seat 0 bets 2, seat 1 raises to 4, seat 0 to 6, seat 1 to 8;
    seat 0, with 6 in, calls 2 more, and seat 2, with nothing in, folds: each has put in exactly
    the level it reached."""
    hand = three()
    play(hand, "pb", "cc", "cc", "cbr 2", "cbr 4", "f", "cbr 6", "cbr 8")
    assert hand.stacks == [42, 40, 48]
    hand.act("cc")
    assert [r for r in hand.history if isinstance(r, Called)][-1] == Called(0, 2, False)
    assert hand.stacks == [40, 40, 48]


def test_3_3_cap_bet_and_three_raises_when_round_starts_with_three() -> None:
    hand = three()
    play(hand, "pb", "cc", "cc", "cbr 2", "cbr 4", "cbr 6", "cbr 8")
    assert options(hand) == {"f", "cc"}
    assert rounds_started(hand)[-1].cap == 4


def test_3_3_completion_is_not_a_raise() -> None:
    hand = three()
    play(hand, "pb", "cbr 2", "cbr 4", "cbr 6", "cbr 8")
    assert options(hand) == {"f", "cc"}  # completion (the bet) + 3 raises


def test_3_3_completion_counted_as_a_raise_is_a_profile_choice() -> None:
    hand = three(profile=HOME.replace(cap_counts_completion=True))
    play(hand, "pb", "cbr 2", "cbr 4", "cbr 6")
    assert options(hand) == {"f", "cc"}


def test_3_3_a_later_round_opens_with_a_bet_that_counts_once_for_the_cap() -> None:
    """rules §3.1-3.3: a round without a bring-in has nothing to complete: its first chips are
    a bet, then raises, and its cap is a bet and three raises even where a completion counts as
    a raise."""
    hand = three(profile=HOME.replace(cap_counts_completion=True))
    play(hand, "pb", "cc", "cc")
    assert hand.legal_actions() == (
        LegalAction("check", "cc", 0, 0, 0, False),
        LegalAction("bet", "cbr", 2, 2, 2, False),
    )
    hand.act("cbr 2")
    assert hand.history[-1] == CompletedBetRaised(0, 2, 2, "bet", False, True)
    assert [o.kind for o in hand.legal_actions()] == ["fold", "call", "raise"]
    play(hand, "cbr 4", "cbr 6", "cbr 8")
    assert options(hand) == {"f", "cc"}


def test_3_3_a_later_round_opens_with_a_bet_in_pokerkit_s_reading_too() -> None:
    """rules §3.3 (Choice ``raise_rule="pokerkit"``): nobody has raised yet, so the round opens
    with a bet of one step, and a raise goes to the level plus the larger of a step and the
    largest raise so far."""
    hand = three(profile=HOME.replace(raise_rule="pokerkit"))
    play(hand, "pb", "cc", "cc")
    assert options(hand) == {"cc", "cbr 2"}
    play(hand, "cbr 2")
    assert options(hand) == {"f", "cc", "cbr 4"}


def test_3_2_an_all_in_full_bring_in_leaves_every_other_seat_its_raise() -> None:
    """rules §3.2, 4.3: seat 0 must bring in for the full step of two but has only its ante;
    the others face the full bet, and none of them has acted: the first may raise."""
    deck = stacked_deck("3d 4d 5d", "2c Ah 9s", "Kh 7c 8s", "Qh 6c Ts", "Jc 5c 3s")
    hand = Hand(HOME.replace(bring_in=2), [1, 50, 50], dealer=2, deck=deck)
    assert hand.stacks[0] == 0
    assert hand.actor == 1
    assert options(hand) == {"f", "cc", "cbr 4"}


def test_3_3_no_cap_when_the_round_starts_heads_up() -> None:
    hand = Hand(HOME, [100, 100], dealer=1, deck=stacked_deck("3d 4d", "Ah 2c", "Kh 7c"))
    play(hand, "pb", "cc")
    play(hand, "cbr 2", "cbr 4", "cbr 6", "cbr 8", "cbr 10", "cbr 12")
    assert "cbr 14" in options(hand)
    assert rounds_started(hand)[-1].cap is None


@pytest.mark.parametrize(("counts", "cap"), [("can_act", None), ("in_hand", 4)])
def test_3_3_an_all_in_seat_counts_for_the_cap_only_in_the_in_hand_reading(
    counts: str, cap: int | None
) -> None:
    """rules §3.3 (Choice ``cap_counts``): seat 2 called all-in in round 1, so round 2 starts
    with three players in the hand and two able to act: heads-up and uncapped by default,
    capped at a bet and three raises when every player in the hand counts."""
    hand = three((50, 50, 2), HOME.replace(cap_counts=counts))
    play(hand, "pb", "cc", "cc")
    assert hand.stacks[2] == 0
    assert rounds_started(hand)[-1].cap == cap


def test_3_3_cap_reached_multiway_then_a_fold_leaves_two_the_cap_stays() -> None:
    hand = three()
    play(hand, "pb", "cc", "cc", "cbr 2", "cbr 4", "cbr 6", "cbr 8", "f")
    assert hand.actor == 2
    assert options(hand) == {"f", "cc"}


def test_3_3_capped_all_in_or_not_nobody_raises_short_stack_calls_all_in() -> None:
    hand = three((50, 7, 11))  # round 2: seat 1 has 5 behind, seat 2 has 9
    play(hand, "pb", "cc", "cc", "cbr 2", "cbr 4", "cbr 6", "cbr 8")
    assert hand.actor == 1
    assert options(hand) == {"f", "cc"}
    hand.act("cc")
    assert hand.history[-1] == Called(1, 1, True)  # 4 in, 8 asked: calls all-in for less
    assert hand.actor == 2
    assert options(hand) == {"f", "cc"}


def test_3_3_open_pair_allows_the_big_step_as_a_permission() -> None:
    deck = stacked_deck("3d 4d 5d", "Ah 2c 9s", "Kh 7c 9c")  # seat 2 pairs its nines
    hand = Hand(HOME, [50, 50, 50], dealer=2, deck=deck)
    play(hand, "pb", "cc", "cc")
    assert hand.actor == 2  # the pair shows best
    assert options(hand) == {"cc", "cbr 2", "cbr 4"}


def test_3_3_big_step_once_used_stays_for_the_round() -> None:
    deck = stacked_deck("3d 4d 5d", "Ah 2c 9s", "Kh 7c 9c")
    hand = Hand(HOME, [50, 50, 50], dealer=2, deck=deck)
    play(hand, "pb", "cc", "cc", "cbr 4")  # seat 2 bets the big step
    assert options(hand) == {"f", "cc", "cbr 8"}
    hand.act("cbr 8")
    assert options(hand) == {"f", "cc", "cbr 12"}


def test_3_3_small_step_first_keeps_the_big_step_open() -> None:
    deck = stacked_deck("3d 4d 5d", "Ah 2c 9s", "Kh 7c 9c")
    hand = Hand(HOME, [50, 50, 50], dealer=2, deck=deck)
    play(hand, "pb", "cc", "cc", "cbr 2")
    assert options(hand) == {"f", "cc", "cbr 4", "cbr 6"}


def test_3_3_open_pair_of_a_folded_seat_does_not_count() -> None:
    """rules §3.3: the big step is open while some player *in the hand* shows a pair. A folded
    player's up cards are turned down, so once the only pair's owner has folded before the big
    step was used, the option lapses and only the small step remains."""
    deck = stacked_deck("3d 4d 5d", "Ah 2c 9s", "Kh 7c 9c")
    hand = Hand(HOME, [50, 50, 50], dealer=2, deck=deck)
    play(hand, "pb", "cc", "cc")
    play(hand, "cc", "cc", "cbr 2")  # seat 2 (the pair) checks, seat 0 checks, seat 1 bets 2
    assert options(hand) == {"f", "cc", "cbr 4", "cbr 6"}  # seat 2 could still raise big
    hand.act("f")
    assert hand.actor == 0
    assert options(hand) == {"f", "cc", "cbr 4"}


def test_3_3_the_option_outlives_its_owner_where_it_does_not_lapse() -> None:
    """rules §3.3 (Choice ``open_pair_lapses_on_fold``): read the other way, the big step stays
    open for the round once it was, even after the only pair's owner folds."""
    deck = stacked_deck("3d 4d 5d", "Ah 2c 9s", "Kh 7c 9c")
    hand = Hand(HOME.replace(open_pair_lapses_on_fold=False), [50, 50, 50], dealer=2, deck=deck)
    play(hand, "pb", "cc", "cc")
    play(hand, "cc", "cc", "cbr 2", "f")  # seat 2, the pair, folds to seat 1's small bet
    assert hand.history[-1] == Folded(2)
    assert hand.actor == 0
    assert options(hand) == {"f", "cc", "cbr 4", "cbr 6"}


def test_3_3_open_pair_of_an_all_in_player_counts() -> None:
    deck = stacked_deck("3d 4d 5d", "Ah 2c 9s", "Kh 7c 9c")
    hand = Hand(HOME, [50, 50, 2], dealer=2, deck=deck)
    play(hand, "pb", "cc", "cc")  # seat 2 calls all-in with its last chip
    assert hand.stacks[2] == 0
    assert hand.round == 1
    assert hand.actor == 0  # the pair would act first; it is all-in (rules §4.3)
    assert options(hand) == {"cc", "cbr 2", "cbr 4"}


def test_3_3_compulsory_open_pair_reading_is_a_profile_choice() -> None:
    deck = stacked_deck("3d 4d 5d", "Ah 2c 9s", "Kh 7c 9c")
    hand = Hand(HOME.replace(open_pair_compulsory=True), [50, 50, 50], dealer=2, deck=deck)
    play(hand, "pb", "cc", "cc")
    assert options(hand) == {"cc", "cbr 4"}


def test_3_3_a_folded_seat_before_the_pair_does_not_hide_it() -> None:
    """rules §3.3: the reading goes past a seat out of the hand to the pair beyond it."""
    deck = stacked_deck("3d 4d 5d", "Ah 2c 9s", "7c 9c")  # seat 2 pairs its nines
    hand = Hand(HOME, [50, 50, 50], dealer=2, deck=deck)
    play(hand, "pb", "cc", "f")  # seat 0 folds the first round
    assert hand.actor == 2
    assert options(hand) == {"cc", "cbr 2", "cbr 4"}


def test_3_3_a_pair_counts_between_any_two_up_cards() -> None:
    """rules §3.3 on the round a profile names: seat 0 shows Ah Kh As on round 3, a pair of
    aces between its first and third up cards, so the big step is open."""
    profile = HOME.replace(open_pair_round=3, open_pair_step=8)
    deck = stacked_deck("3d 4d 5d", "Ah 2c 9s", "Kh 7c 8s", "As 6c Ts")
    hand = Hand(profile, [50, 50, 50], dealer=2, deck=deck)
    play(hand, "pb", "cc", "cc", "cc", "cc", "cc")
    assert hand.round == 2
    assert hand.actor == 0
    assert options(hand) == {"cc", "cbr 4", "cbr 8"}


def test_3_3_a_community_card_makes_no_open_pair() -> None:
    """rules §3.3: the pair must be among a player's *own* up cards; a community card (§2.1)
    is no one's, so an up king beside a community king opens no big step."""
    kh, kd, nine, two = parse_cards("Kh Kd 9s 2c")
    opening = open_round(
        HOME.replace(open_pair_round=4, open_pair_step=8),
        3,
        stacks=[40, 40],
        in_hand=[True, True],
        up=[[kh, nine], [two, nine + 1]],
        community=[kd],
        dealer=1,
        rules=_rules,
    )
    assert opening.big == 8
    assert opening.pair_owners == ()


def test_4_3_an_all_in_obliged_seat_posts_nothing_and_no_round_but_one_has_an_open_pair() -> None:
    """rules §3.2, §3.3, §4.3 as the opening records them: the 2c falls on seat 1, all in, so
    no seat is to post the bring-in (-1) and seat 2 acts first; the first round is not the
    open-pair round, so nobody owns an open pair there, and no big step is offered."""
    nine, deuce, king = parse_cards("9s 2c Kc")
    opening = open_round(
        HOME,
        0,
        stacks=[40, 0, 40],
        in_hand=[True, True, True],
        up=[[nine], [deuce], [king]],
        community=[],
        dealer=2,
        rules=_rules,
    )
    assert (opening.obliged, opening.posts_bring_in, opening.first) == (1, -1, 2)
    assert (opening.big, opening.pair_owners) == (None, ())


def test_4_3_the_first_action_passes_to_a_seat_with_a_single_chip() -> None:
    """rules §4.3: seat 1 (the 2c) is all-in from the ante; the next seat clockwise with any
    chip behind acts first, even a single one."""
    hand = three((50, 1, 2))
    assert hand.stacks == [49, 0, 1]
    assert hand.actor == 2


def test_3_4_a_short_raise_over_an_all_in_full_bring_in_still_lets_later_seats_raise() -> None:
    """rules §3.2, §3.4, §4.3: the bring-in equals the step and falls on seat 2, all-in from
    the ante, so the others face a full bet. Seat 3 raises all-in short of a full raise; seat 0
    calls; seat 1 has not acted since that full bet, so it may still raise."""
    deck = stacked_deck("3d 4d 5d 6d", "Ah Kh 2c 9s", "Qh 7c 3s 4h", "Jh 6c Ts 5h")
    hand = Hand(HOME.replace(bring_in=2), [50, 50, 1, 4], dealer=3, deck=deck)
    assert hand.stacks[2] == 0
    assert hand.actor == 3
    hand.act("cbr 3")  # all-in, one chip over the full bet of 2
    hand.act("cc")
    assert hand.actor == 1
    assert "cbr 5" in options(hand)


# ---------------------------------------------------------------- 3.4 all-in
def test_3_4_full_raise_is_exact_not_larger() -> None:
    hand = three()
    play(hand, "pb", "cc", "cc", "cbr 2")
    with pytest.raises(IllegalActionError, match=r"cbr 5 is not legal.*cbr 4"):
        hand.act("cbr 5")


def test_3_4_three_chip_all_in_over_a_bet_of_two_in_round_1_reopens() -> None:
    hand = three((4, 50, 50))  # seat 0 has 3 behind after the ante
    play(hand, "pb", "cbr 2")  # seat 1 brings in, seat 2 completes
    assert options(hand) == {"f", "cc", "cbr 3"}
    hand.act("cbr 3")  # increment 1 >= half of 2: a full raise
    assert aggressive(hand)[-1].full
    hand.act("cc")  # seat 1 calls 3
    assert hand.actor == 2
    assert options(hand) == {"f", "cc", "cbr 5"}  # re-opened: the next raise is 3 + 2


def test_3_4_full_bet_alternative_makes_the_same_all_in_short() -> None:
    hand = three((4, 50, 50), HOME.replace(short_all_in="full_bet"))
    play(hand, "pb", "cbr 2", "cbr 3", "cc")
    assert not aggressive(hand)[-1].full
    assert options(hand) == {"f", "cc"}  # seat 2 has acted since the last full level


def _short_over_four(stacks: tuple[int, int, int]) -> Hand:
    hand = three(stacks)
    to_round_3(hand)
    play(hand, "cbr 4", "cbr 5")  # seat 1 all-in for one chip more than the bet
    assert not aggressive(hand)[-1].full
    return hand


def test_3_4_one_chip_all_in_over_four_does_not_reopen_to_the_bettor() -> None:
    hand = _short_over_four((50, 7, 50))
    assert hand.actor == 2
    assert options(hand) == {"f", "cc", "cbr 8"}  # yet to act: may complete to 8
    hand.act("cc")
    assert hand.actor == 0
    assert options(hand) == {"f", "cc"}  # the bettor may only call 5 or fold


def test_3_4_a_short_all_in_raise_does_not_reopen_to_a_seat_that_called() -> None:
    """rules §3.4: seat 0 bets 4, seat 1 calls and seat 2 raises all-in by one chip: neither
    seat that acted may raise again; each may only call the chip or fold."""
    hand = three((50, 50, 7))
    to_round_3(hand)
    play(hand, "cbr 4", "cc", "cbr 5")
    assert not aggressive(hand)[-1].full
    assert (hand.actor, options(hand)) == (0, {"f", "cc"})
    hand.act("cc")
    assert (hand.actor, options(hand)) == (1, {"f", "cc"})


def test_3_4_seat_yet_to_act_completes_to_full_and_that_reopens() -> None:
    hand = _short_over_four((50, 7, 50))
    hand.act("cbr 8")
    assert aggressive(hand)[-1].full
    assert aggressive(hand)[-1].kind == "raise"
    assert options(hand) == {"f", "cc", "cbr 12"}


def test_3_4_two_short_all_ins_that_add_up_to_half_a_step_make_a_full_raise() -> None:
    hand = Hand(HOME, [50, 7, 8, 50], dealer=3, deck=FOUR)
    play(hand, "pb", "cc", "cc", "cc")  # round 1: bring-in and calls
    play(hand, "cc", "cc", "cc", "cc")  # round 2 checked through
    assert hand.round == 2
    assert hand.actor == 0
    play(hand, "cbr 4", "cbr 5")  # +1: short
    assert not aggressive(hand)[-1].full
    hand.act("cbr 6")  # +1 again: 2 over the last full level 4 is half the step
    assert aggressive(hand)[-1].full
    assert options(hand) == {"f", "cc", "cbr 10"}
    hand.act("cc")
    assert hand.actor == 0
    assert options(hand) == {"f", "cc", "cbr 10"}


def test_3_4_round_one_short_completion_anyone_may_complete() -> None:
    profile = HOME.replace(steps=(4, 4, 8, 8), open_pair_step=8)
    hand = three((50, 50, 4), profile)  # seat 2: 3 behind
    hand.act("pb")
    hand.act("cbr 3")  # above the bring-in, short of 4: a short completion
    assert not aggressive(hand)[-1].full
    assert options(hand) == {"f", "cc", "cbr 4"}
    hand.act("cc")  # seat 0 calls 3
    assert hand.actor == 1
    assert options(hand) == {"f", "cc", "cbr 4"}


def test_3_4_uncalled_excess_goes_back() -> None:
    hand = three((50, 50, 3))
    play(hand, "pb", "cbr 2", "cc", "cc")  # seat 2 completes all-in, both others call
    play(hand, "cbr 2", "f")  # round 2: seat 0 bets, seat 1 folds, seat 2 is all-in
    assert hand.is_over  # nobody can answer: the cards run out, the bet of 2 is uncalled
    assert ChipsReturned(0, 2) in hand.history


def test_3_4_side_pots_each_player_wins_only_pots_reached() -> None:
    hand = three((50, 50, 3))
    play(hand, "pb", "cbr 2", "cc", "cc")  # seat 2 all-in for 3 in total
    while not hand.is_over:
        hand.act("cc")
    pots = hand.pots
    assert pots[0].amount == 9
    assert pots[0].eligible == (0, 1, 2)
    assert hand.settlement is not None
    assert sum(hand.payouts or ()) == sum(hand.committed)
    assert (hand.payouts or ())[2] <= 9


def test_3_1_folding_when_check_possible_keeps_the_last_able_seats_claim() -> None:
    """With the other reading of 3.1 (fold allowed when a check is possible), the last seat able
    to act may not fold: the chips only it and folded seats put in would have no claimant."""
    profile = HOME.replace(fold_when_check_possible=True)
    hand = three((50, 50, 2), profile)
    play(hand, "pb", "cc", "cc")  # seat 2 calls all-in; seats 0 and 1 can act in round 2
    assert options(hand) == {"f", "cc", "cbr 2"}
    hand.act("f")
    assert hand.actor == 1
    assert options(hand) == {"cc"}  # no fold, and no bet: nobody could answer it
