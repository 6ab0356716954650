"""rules §2 (flow of a hand), §4 (who acts first) and §5 (showdown) for the home profile."""

from __future__ import annotations

import pytest

from studpoker import parse_cards
from studpoker.errors import InvalidCardError
from studpoker.games.profiles import FIVE_CARD_STUD_HOME
from studpoker.hand import Hand, shuffle
from studpoker.hand.records import (
    AntePosted,
    CardBurned,
    CardDealt,
    CardsMucked,
    CardsShown,
    Checked,
    ChipsReturned,
    PotAwarded,
)
from tests.support.stud import options, play, rounds_started, stacked_deck

HOME = FIVE_CARD_STUD_HOME
THREE = stacked_deck("3d 4d 5d", "Ah 2c 9s", "Kh 7c 8s", "Qh 6c Ts", "Jc 5c 3s")


def dealt(hand: Hand) -> list[tuple[int, int, bool]]:
    return [(r.seat, r.card, r.up) for r in hand.history if isinstance(r, CardDealt)]


# ---------------------------------------------------------------- §2 flow
def test_2_3_every_seat_posts_the_ante_clockwise_from_the_dealers_left() -> None:
    hand = Hand(HOME, [10, 10, 10], dealer=0, deck=THREE)
    antes = [r for r in hand.history if isinstance(r, AntePosted)]
    assert antes == [AntePosted(1, 1, False), AntePosted(2, 1, False), AntePosted(0, 1, False)]


def test_2_3_all_in_at_the_ante() -> None:
    hand = Hand(HOME, [10, 1, 10], dealer=2, deck=THREE)
    assert AntePosted(1, 1, True) in hand.history
    assert hand.stacks[1] == 0
    assert hand.in_hand[1]


def test_2_4_one_down_one_up_in_passes_clockwise_from_the_dealers_left() -> None:
    hand = Hand(HOME, [10, 10, 10], dealer=1, deck=THREE)
    cards = parse_cards("3d 4d 5d Ah 2c 9s")
    # seat 2 is left of dealer 1: holes 2, 0, 1 then up cards 2, 0, 1
    assert dealt(hand) == [
        (2, cards[0], False),
        (0, cards[1], False),
        (1, cards[2], False),
        (2, cards[3], True),
        (0, cards[4], True),
        (1, cards[5], True),
    ]


def test_2_4_folded_players_are_skipped_and_never_dealt_again() -> None:
    hand = Hand(HOME, [10, 10, 10], dealer=2, deck=THREE)
    play(hand, "pb", "f", "cc")  # seat 2 folds facing the bring-in
    streets = [(r.seat, r.card) for r in hand.history if isinstance(r, CardDealt) and r.street == 1]
    # the next cards of the deck go to seats 0 and 1 only: Kh, 7c
    assert streets == [(0, parse_cards("Kh")[0]), (1, parse_cards("7c")[0])]


def test_2_5_home_profile_burns_nothing_and_deals_the_deck_in_order() -> None:
    hand = Hand(HOME, [10, 10], dealer=1, deck=THREE)
    while not hand.is_over:
        hand.act("cc" if hand.can_act("cc") else "pb")
    assert not any(isinstance(r, CardBurned) for r in hand.history)
    assert [card for _, card, _ in dealt(hand)] == THREE[:10]


def test_2_6_action_goes_clockwise_skipping_folded_and_all_in_players() -> None:
    hand = Hand(HOME, [10, 10, 3, 10], dealer=3, deck=stacked_deck("3d 4d 5d 6d", "Ah 2c 9s 8h"))
    play(hand, "pb", "cbr 2", "f")  # seat 1 brings in, seat 2 completes all-in, seat 3 folds
    assert hand.actor == 0
    play(hand, "cc", "cc")  # seat 0 calls, seat 1 calls
    assert hand.round == 1
    assert hand.actor in (0, 1)  # seat 2 all-in and seat 3 folded are skipped
    first = hand.actor
    hand.act("cc")
    assert hand.actor == (1 if first == 0 else 0)


def test_2_7_run_out_when_at_most_one_player_can_act() -> None:
    hand = Hand(HOME, [20, 3], dealer=1, deck=stacked_deck("3d 4d", "Ah 2c"))
    play(hand, "cbr 2")  # seat 1 (2c) opens all-in with the full step
    hand.act("cc")
    assert hand.is_over
    assert len(rounds_started(hand)) == 1
    assert all(len(hand.hole_cards(s)) + len(hand.up_cards(s)) == 5 for s in range(2))


def test_2_7_round_skipped_when_fewer_than_two_can_act_from_the_start() -> None:
    hand = Hand(HOME, [1, 1, 1], dealer=2, deck=THREE)  # everyone all-in at the ante
    assert hand.is_over
    assert rounds_started(hand) == []
    assert sum(hand.payouts or ()) == 3


def test_2_8_early_end_uncalled_bet_returned_winner_need_not_show() -> None:
    hand = Hand(HOME, [10, 10, 10], dealer=2, deck=THREE)
    play(hand, "pb", "cbr 2", "f", "f")  # seat 1 brings in, seat 2 completes, both fold
    assert hand.is_over
    assert ChipsReturned(2, 1) in hand.history  # 2 in against seat 1's 1
    assert not any(isinstance(r, CardsShown) for r in hand.history)
    assert hand.stacks == [9, 8, 13]


def test_2_8_uncalled_bring_in_is_returned() -> None:
    hand = Hand(HOME, [10, 10], dealer=1, deck=stacked_deck("3d 4d", "2c Ah"))
    play(hand, "pb", "f")
    assert ChipsReturned(0, 1) in hand.history
    assert hand.stacks == [11, 9]


def test_2_10_explicit_deck_and_seed_are_reproducible() -> None:
    assert dealt(Hand(HOME, [5, 5], seed=42)) == dealt(Hand(HOME, [5, 5], seed=42))
    assert dealt(Hand(HOME, [5, 5], seed=42)) != dealt(Hand(HOME, [5, 5], seed=43))
    texts = ["Kh", "Qc", "9c", "Qh"] + [c for c in range(52) if c not in parse_cards("Kh Qc 9c Qh")]
    hand = Hand(HOME, [5, 5], dealer=1, deck=texts)
    assert hand.hole_cards(0) == tuple(parse_cards("Kh"))


def test_2_10_default_shuffle_uses_the_operating_system(monkeypatch: pytest.MonkeyPatch) -> None:
    calls: list[int] = []
    real = shuffle.secrets.token_bytes  # type: ignore[attr-defined]

    def spy(size: int) -> bytes:
        calls.append(size)
        return real(size)  # type: ignore[no-any-return]

    monkeypatch.setattr(shuffle.secrets, "token_bytes", spy)  # type: ignore[attr-defined]
    Hand(HOME, [5, 5])
    assert calls == [32]  # one 256-bit draw from the CSPRNG (a redraw is below 2**-30)


def test_2_1_eight_players_never_run_out_forty_cards() -> None:
    hand = Hand(HOME, [100] * 8, dealer=0, seed=1)
    while not hand.is_over:
        hand.act(hand.legal_actions()[-1] if hand.round != 0 else hand.legal_actions()[0])
    assert not hand.community


# ---------------------------------------------------------------- §4 who acts first
def test_4_1_lowest_up_card_ace_high_suit_breaks_ties() -> None:
    hand = Hand(HOME, [5, 5, 5], dealer=2, deck=stacked_deck("3d 4d 5d", "7d Ah 7c"))
    assert hand.actor == 2  # 7c below 7d; the ace is high
    assert rounds_started(hand)[0].bring_in_seat == 2


def test_4_2_best_showing_hand_pairs_count_partial_straights_do_not() -> None:
    deck = stacked_deck("3d 4d 5d", "Ah Th 2c", "2s 9h 7c")
    hand = Hand(HOME, [9, 9, 9], dealer=2, deck=deck)
    play(hand, "pb", "cc", "cc")  # seat 2 (2c) brings in
    # showing: A-2 (seat 0), T-9 suited connectors (seat 1), 7-2 (seat 2): ace high acts first
    assert hand.actor == 0


def test_4_2_equal_showing_hands_the_highest_suit_of_the_top_card_acts_first() -> None:
    deck = stacked_deck("Ac Ad 3h", "2c 2d 9h", "Kc Kd 4h")
    hand = Hand(HOME, [9, 9, 9], dealer=2, deck=deck)
    play(hand, "pb", "cc", "cc")
    assert hand.actor == 1  # K-2 against K-2: the Kd outranks the Kc (an order, not a value)


def test_4_2_suit_tie_and_4_3_all_in_best_hand_passes_the_action() -> None:
    deck = stacked_deck("Ac Ad 3h", "2c 2d 9h", "Kc Kd 4h")
    hand = Hand(HOME, [9, 2, 9], dealer=2, deck=deck)
    play(hand, "pb", "cc", "cc")  # seat 0 brings in (2c); seat 1 calls all-in
    # K-2 against K-2: Kd (seat 1) beats Kc; seat 1 is all-in, so seat 2 acts first
    assert rounds_started(hand)[1].first == 2
    assert hand.actor == 2


def test_4_2_position_tie_is_a_profile_choice() -> None:
    deck = stacked_deck("Ac Ad 3h", "2c 2d 9h", "Kc Kd 4h")
    hand = Hand(HOME.replace(showing_tie="position"), [9, 9, 9], dealer=2, deck=deck)
    play(hand, "pb", "cc", "cc")
    assert hand.actor == 0  # nearest the dealer's left


# ---------------------------------------------------------------- §5 showdown
def _check_down(hand: Hand) -> None:
    while not hand.is_over:
        hand.act("cc")


def test_5_1_last_aggressor_of_the_last_round_shows_first() -> None:
    deck = stacked_deck("Kh Qc", "9c Qh", "4d Js", "Ks 7d", "2h 3c")
    hand = Hand(HOME, [50, 50], dealer=1, deck=deck)
    play(hand, "pb", "cc", "cc", "cc", "cc", "cc", "cc", "cbr 4", "cc")
    assert hand.showdown_order == (1, 0)


def test_5_1_checked_through_last_round_first_actor_shows_first() -> None:
    deck = stacked_deck("Kh Qc", "9c Qh", "4d Js", "Ks 7d", "2h 3c")
    hand = Hand(HOME, [50, 50], dealer=1, deck=deck)
    play(hand, "pb", "cc")
    _check_down(hand)
    assert hand.showdown_order == (0, 1)  # seat 0 acts first in round 4 (K-9-4-2)


@pytest.mark.parametrize(("rule", "order"), [("first_actor", (1, 0)), ("left_of_dealer", (0, 1))])
def test_5_1_checked_through_last_round_by_checked_showdown(
    rule: str, order: tuple[int, ...]
) -> None:
    deck = stacked_deck("Qc Kh", "Qh 9c", "Js 4d", "7d Ks", "3c 2h")
    hand = Hand(HOME.replace(checked_showdown=rule), [50, 50], dealer=1, deck=deck)
    play(hand, "pb", "cc")
    _check_down(hand)
    assert hand.showdown_order == order  # seat 1 acts first in round 4 (K-9-4-2), seat 0 sits
    # left of the dealer


def test_5_1_a_fold_in_a_checked_round_does_not_change_who_shows_first() -> None:
    """rules §5.1 with the Choice ``fold_when_check_possible``: in the last round seat 0 acts
    first and checks, seat 1 folds, seat 2 checks; nobody bet, so the round's first actor,
    seat 0, shows first, not the seat that folded after it."""
    hand = Hand(HOME.replace(fold_when_check_possible=True), [50, 50, 50], dealer=2, deck=THREE)
    play(hand, "pb", "cc", "cc", "cc", "cc", "cc", "cc", "cc", "cc")
    assert (hand.round, hand.actor) == (3, 0)
    hand.act("cc")
    assert hand.history[-1] == Checked(0)  # played, not by default
    play(hand, "f", "cc")
    assert hand.showdown_order == (0, 2)


def test_5_1_run_out_aggressor_of_round_one_shows_first() -> None:
    hand = Hand(HOME, [20, 3, 20], dealer=2, deck=stacked_deck("3d 4d 5d", "Ah 2c Kh"))
    play(hand, "pb", "cbr 2", "f", "cc")  # seat 1 brings in, seat 2 completes, seat 0 folds
    assert hand.is_over
    assert hand.showdown_order == (2, 1)


def test_5_1_called_all_in_without_a_bring_in_posted_its_first_caller_shows_first() -> None:
    """rules §4.3, §5.1: seat 3 holds the 2c but went all in with its ante, so nobody posts
    and nobody bets; seat 0 calls first, seats 1 and 2 call all in, and the cards run out. With
    no aggressor the round's first actor, seat 0, shows first."""
    deck = stacked_deck("3d 4d 5d 6d", "Ah Kh Qh 2c")
    hand = Hand(HOME, [30, 2, 2, 1], dealer=3, deck=deck)
    assert hand.actor == 0
    play(hand, "cc", "cc", "cc")
    assert hand.is_over
    assert hand.showdown_order == (0, 1, 2, 3)


def test_5_1_no_action_at_all_first_in_the_hand_left_of_the_dealer_shows_first() -> None:
    hand = Hand(HOME, [1, 1, 1], dealer=1, deck=THREE)
    assert hand.showdown_order == (2, 0, 1)


def test_5_1_home_profile_every_player_shows_no_muck() -> None:
    hand = Hand(HOME, [9, 9, 9], dealer=2, deck=THREE)
    play(hand, "pb", "cc", "cc")
    _check_down(hand)
    shows = [r.seat for r in hand.history if isinstance(r, CardsShown)]
    assert sorted(shows) == [0, 1, 2]
    assert not hand.can_act("sm -")


def test_5_1_muck_profile_first_must_show_later_players_may_muck() -> None:
    profile = HOME.replace(showdown_muck=True)
    hand = Hand(profile, [9, 9, 9], dealer=2, deck=THREE)
    play(hand, "pb", "cc", "cc")
    while hand.round is not None:
        hand.act("cc")
    first = hand.actor
    assert first == hand.showdown_order[0]
    assert options(hand) == {"sm"}
    hand.act("sm")
    assert options(hand) == {"sm", "sm -"}
    mucker = hand.actor
    hand.act("sm -")
    hand.act("sm")
    assert CardsMucked(mucker) in hand.history  # type: ignore[arg-type]
    assert (hand.payouts or ())[mucker or 0] == 0


def test_5_2_pair_of_kings_beats_pair_of_queens() -> None:
    deck = stacked_deck("Kh Qc", "9c Qh", "4d Js", "Ks 7d", "2h 3c")
    hand = Hand(HOME, [50, 50], dealer=1, deck=deck)
    play(hand, "pb", "cc")
    _check_down(hand)
    assert hand.payouts == (4, 0)


def test_5_3_exact_tie_splits_odd_chip_to_first_left_of_the_dealer() -> None:
    deck = stacked_deck("Ac Ad 3h", "2c 2d 9h", "Kc Kd", "Qc Qd", "Jd Js")
    hand = Hand(HOME, [9, 9, 9], dealer=2, deck=deck)
    play(hand, "pb", "cbr 2", "f", "cc")  # seat 0 brings in, seat 1 completes, seat 2 folds
    _check_down(hand)
    awards = [r for r in hand.history if isinstance(r, PotAwarded)]
    assert [(a.amount, a.winners, a.shares) for a in awards] == [(7, (0, 1), (4, 3, 0))]
    assert hand.stacks == [10, 9, 8]


@pytest.mark.parametrize(
    ("odd_chip", "stacks"), [("left_of_dealer", [9, 10, 8]), ("lowest_seat", [10, 9, 8])]
)
def test_5_3_the_odd_chip_goes_as_the_profile_says(odd_chip: str, stacks: list[int]) -> None:
    """rules §5.3 (Choice ``odd_chip``): seats 0 and 1 tie for a pot of 7 with seat 0 dealing;
    the odd chip goes to seat 1, first left of the dealer, or to seat 0, the lowest seat."""
    deck = stacked_deck("Ad 3h Ac", "2d 9h 2c", "Kd Kc", "Qd Qc", "Js Jd")
    hand = Hand(HOME.replace(odd_chip=odd_chip), [9, 9, 9], dealer=0, deck=deck)
    play(hand, "pb", "cbr 2", "f", "cc")  # seat 0 brings in, seat 1 completes, seat 2 folds
    _check_down(hand)
    assert hand.stacks == stacks


@pytest.mark.parametrize(("merge", "awards"), [(False, 2), (True, 1)])
def test_5_3_pots_with_the_same_winner_merge_only_where_the_profile_says(
    merge: bool, awards: int
) -> None:
    """rules §5.3 (Choice ``merge_pots``): seat 1 is all in below the others, so there is a
    main pot and a side pot, and seat 0 wins both: two awards, or one in pokerkit's reading."""
    hand = Hand(HOME.replace(merge_pots=merge), [50, 3, 50], dealer=2, deck=THREE)
    play(hand, "pb", "cc", "cc", "cbr 2", "cc", "cc")  # seat 1 calls all in for 1
    _check_down(hand)
    won = [r for r in hand.history if isinstance(r, PotAwarded)]
    assert len(won) == awards
    assert {r.winners for r in won} == {(0,)}
    assert hand.payouts == (11, 0, 0)


def _seven_card_stud_to_the_community_card() -> Hand:
    from studpoker.games.profiles import SEVEN_CARD_STUD

    eight = SEVEN_CARD_STUD.replace(max_players=8)  # rules §6's range; 2.1 makes it possible
    hand = Hand(eight, [100] * 8, dealer=7, deck=list(range(52)))
    while hand.street < 4:  # everyone checks and calls to 7th street
        options_now = hand.legal_actions()
        hand.act(next(o for o in options_now if o.kind in ("post_bring_in", "check", "call")))
    return hand


def test_2_1_running_out_burns_go_under_the_stub_then_a_community_card() -> None:
    from studpoker.hand.records import CommunityCardDealt

    hand = _seven_card_stud_to_the_community_card()
    burns = [r.card for r in hand.history if isinstance(r, CardBurned)]
    assert burns == [24, 33, 42, 51]  # one before each street after the opening deal
    # 7th street: the stub is empty, the four burns go under it and still cannot give 8 cards,
    # so the first of them is turned up as one community card for everyone
    assert [r.card for r in hand.history if isinstance(r, CommunityCardDealt)] == [24]
    assert hand.community == [24]


def test_2_1_community_card_counts_for_every_player_at_showdown() -> None:
    hand = _seven_card_stud_to_the_community_card()
    while not hand.is_over:  # everyone checks and calls to the end
        options_now = hand.legal_actions()
        hand.act(
            next(o for o in options_now if o.kind in ("post_bring_in", "check", "call", "show"))
        )
    shows = [r for r in hand.history if isinstance(r, CardsShown)]
    assert all(len(s.cards) == 7 and s.cards[-1] == 24 for s in shows)


def test_5_1_the_last_claimant_of_a_layer_may_not_muck_it() -> None:
    """rules §5.1 with mucking: a mucked hand gives up every pot. When nobody else still holding a
    claim reached a seat's top layer, that pot would have no winner: its last claimant shows."""
    profile = HOME.replace(showdown_muck=True)
    deck = stacked_deck("3d 4d 5d 6d 7d", "2c Ah Kh Qh Jh")
    # seat 0 (2c) and seat 2 are all-in at the ante; seat 3 has one chip behind
    hand = Hand(profile, [1, 30, 1, 2, 30], dealer=4, deck=deck)
    assert hand.actor == 1  # rules §4.3: the bring-in seat is all-in, seat 1 faces the 1
    play(hand, "f", "cc", "cc")  # seat 1 folds, seat 3 calls all-in, seat 4 calls
    assert hand.round is None  # one seat can act: the cards run out
    # nobody raised; the first actor folded, so the next seat in the hand shows first
    assert hand.showdown_order == (2, 3, 4, 0)
    assert options(hand) == {"sm"}
    hand.act("sm")
    assert options(hand) == {"sm", "sm -"}  # seat 4 still claims the layer seat 3 reached
    hand.act("sm -")
    assert hand.actor == 4
    assert options(hand) == {"sm"}  # seat 3 mucked: seat 4 alone reached 2
    hand.act("sm")
    assert options(hand) == {"sm", "sm -"}  # seat 0 put in 1, seats 2 and 4 claim it too
    hand.act("sm -")
    assert hand.is_over
    assert (hand.payouts or ())[3] == 0


def test_3_4_the_uncalled_excess_goes_back_before_anyone_shows() -> None:
    """rules §3.4, §5.1: seat 0 bets 4 in the last round and seat 1 calls all-in for 3; the
    chip nobody called goes back to seat 0 as the betting ends, before the first show."""
    deck = stacked_deck("Kh Qc", "9c Qh", "4d Js", "Ks 7d", "2h 3c")
    hand = Hand(HOME, [50, 5], dealer=1, deck=deck)
    play(hand, "pb", "cc", "cc", "cc", "cc", "cc", "cbr 4", "cc")
    kinds = [type(r).__name__ for r in hand.history]
    assert hand.history[kinds.index("ChipsReturned")] == ChipsReturned(0, 1)
    assert kinds.index("ChipsReturned") < kinds.index("CardsShown")


def test_5_1_a_claimant_beside_another_in_its_top_pot_may_muck() -> None:
    """rules §5.1 with mucking: seat 2 folded after matching seat 0's chips, seat 1 is all in
    below them. Seat 0 alone is in the hand at the top, yet seat 1's own top pot, the main
    one, still has seat 0 claiming it, so seat 1 may muck."""
    profile = HOME.replace(showdown_muck=True)
    hand = Hand(profile, [50, 3, 50], dealer=2, deck=THREE)
    play(hand, "pb", "cc", "cc")  # round 1: seat 1 brings in, both call
    play(hand, "cbr 2", "cc", "cc")  # round 2: seat 0 bets, seat 1 calls all in, seat 2 calls
    play(hand, "cbr 4", "f")  # round 3: seat 0 bets, seat 2 folds: the 4 goes back
    assert hand.stacks[1] == 0
    assert hand.showdown_order[0] == 0
    hand.act("sm")
    assert hand.actor == 1
    assert options(hand) == {"sm", "sm -"}


class _ScriptedDealer:
    """A replayer's dealer: hands out recorded cards, -1 for a card the history never shows."""

    undisclosed: frozenset[int] = frozenset()

    def __init__(self, cards: list[int]) -> None:
        self.cards = cards

    def draw(self, to: int) -> int:
        return self.cards.pop(0)

    def burn(self) -> int | None:
        return self.cards.pop(0) if self.cards else None

    def remaining(self) -> int:
        return len(self.cards)

    def put_under(self, cards: list[int]) -> None:
        self.cards.extend(cards)


def test_2_10_a_replayer_may_supply_the_cards_some_unknown() -> None:
    ups = parse_cards("Ah 2c 9s")
    dealer = _ScriptedDealer([-1, -1, -1, *ups, *range(52)])  # hole cards unknown
    hand = Hand(HOME, [9, 9, 9], dealer=2, source=dealer)  # type: ignore[arg-type]
    assert hand.hole_cards(0) == (-1,)
    assert hand.actor == 1  # the 2c brings in
    play(hand, "pb", "f", "f")
    assert hand.is_over
    assert hand.view(None).to_dict()["hole_cards"] == [[None], [None], [None]]


def test_2_10_a_replayer_may_not_leave_an_up_card_unknown() -> None:
    """An unknown card (-1) stands only for a hole card: everyone sees an up card. One dealt
    face up in the opening deal is refused, naming the seat."""
    ups = parse_cards("Ah 2c")
    with pytest.raises(InvalidCardError, match="an up card must be known: the source gave -1 to"):
        Hand(HOME, [9, 9, 9], dealer=2, source=_ScriptedDealer([*range(3), *ups, -1]))  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("stub", "place"),
    [
        ([-1, 20, 21], "seat 0"),
        # a stub of one card for three players: it is the board's community card (rules §2.1)
        ([-1], "the board"),
    ],
)
def test_2_10_an_unknown_up_card_on_a_later_street_leaves_the_hand_as_it_was(
    stub: list[int], place: str
) -> None:
    """As above on the second street, to a seat or to the board: the action that dealt it is
    refused whole, naming where the card went."""
    dealer = _ScriptedDealer([*parse_cards("3d 4d 5d"), *parse_cards("Ah 2c 9s"), *stub])
    hand = Hand(HOME, [9, 9, 9], dealer=2, source=dealer)  # type: ignore[arg-type]
    play(hand, "pb", "cc")
    before = hand.history[:]
    with pytest.raises(InvalidCardError, match=rf"the source gave -1 to {place}$"):
        hand.act("cc")
    assert hand.history == before
    assert (hand.round, hand.actor) == (0, 0)


# ---------------------------------------------------------------- rules §3.4: antes and layers
# Seat 1 is all in for 1 of an ante of 2 with four aces; seats 0 and 2 play on, seat 2 beats 0.
SHORT_ANTE_DECK = stacked_deck("2c As 3d", "7d Ah 8s", "9h Ad Th", "Jc Ac Qc", "4s Kd 5h")


def play_passively(hand: Hand) -> None:
    """Post the bring-in, call, check and show until the hand is over."""
    passive = ("post_bring_in", "check", "call", "show")
    while not hand.is_over:
        hand.act(next(o for o in hand.legal_actions() if o.kind in passive))


@pytest.mark.parametrize(("trimming", "short_seat_wins"), [(True, 3), (False, 5)])
def test_3_4_a_short_ante_seat_wins_its_layers_or_with_untrimmed_antes_all_of_them(
    trimming: bool, short_seat_wins: int
) -> None:
    profile = HOME.with_stakes(ante=2).replace(ante_trimming=trimming)
    hand = Hand(profile, [20, 1, 20], dealer=2, deck=SHORT_ANTE_DECK)
    play_passively(hand)
    assert hand.payouts is not None
    assert hand.payouts[1] == short_seat_wins
    assert sum(hand.payouts) == sum(hand.committed)
    assert hand.payouts[0] == 0
    assert hand.stacks[2] == 20 - hand.committed[2] + hand.payouts[2]
    awarded = [r for r in hand.history if isinstance(r, PotAwarded)]
    assert awarded[0].amount == short_seat_wins
    assert awarded[0].winners == (1,)
    assert sum(r.amount for r in awarded) == sum(hand.committed)


def test_3_4_untrimmed_antes_are_a_live_pot_every_seat_in_may_win() -> None:
    profile = HOME.with_stakes(ante=2).replace(ante_trimming=False)
    hand = Hand(profile, [20, 1, 20], dealer=2, deck=SHORT_ANTE_DECK)
    assert [(pot.amount, pot.eligible) for pot in hand.pots] == [(5, (0, 1, 2))]
