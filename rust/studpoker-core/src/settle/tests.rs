//! Whole settlements: the clauses of rules §5.3, the worked hands of §7, refused input, and
//! proptest invariants over random hands.

use super::*;
use crate::card::parse_cards;
use crate::error::Error;

fn cards(text: &str) -> Vec<Card> {
    if text.is_empty() {
        Vec::new()
    } else {
        parse_cards(text).unwrap()
    }
}

/// A request from per-seat texts; `None` is a seat without a claim.
fn request(contributions: &[Chips], hands: &[Option<&str>], dealer: Given) -> SettleRequest {
    SettleRequest {
        contributions: contributions.iter().map(|&c| Given::from(c)).collect(),
        hands: hands.iter().map(|h| h.map(cards)).collect(),
        dealer,
        showdown: Showdown::HIGH,
        odd_chip: OddChip::LeftOfDealer,
        odd_chip_half: OddChipHalf::High,
        hole_cards: None,
        community: Vec::new(),
        dead: 0,
        merge_pots: false,
        rake: None,
    }
}

fn with_showdown(mut request: SettleRequest, showdown: Showdown) -> SettleRequest {
    request.showdown = showdown;
    request
}

fn with_odd_chip(mut request: SettleRequest, odd_chip: OddChip) -> SettleRequest {
    request.odd_chip = odd_chip;
    request
}

fn with_holes(mut request: SettleRequest, holes: &[Option<&str>]) -> SettleRequest {
    request.hole_cards = Some(holes.iter().map(|h| h.map(cards)).collect());
    request
}

fn settled(request: &SettleRequest) -> Settlement {
    settle(request).unwrap()
}

fn refused(request: &SettleRequest) -> Error {
    settle(request).unwrap_err()
}

// --- rules §7: the worked hands -------------------------------------------------------------

#[test]
fn worked_hand_one_kings_beat_queens() {
    // A is seat 0, B seat 1 and deals. Antes 1, round 1 to 2, round 3 bet 4 called: 7 each.
    let r = request(
        &[7, 7],
        &[Some("Kh 9c 4d Ks 2h"), Some("Qc Qh Js 7d 3c")],
        1,
    );
    let s = settled(&r);
    assert_eq!(s.net, vec![7, -7]);
    assert_eq!(s.payouts, vec![14, 0]);
    assert_eq!(s.pots.len(), 1);
    assert_eq!(s.pots[0].high_winners, vec![0]);
}

/// Jimmy deals (seat 0); Larry 1, Craig 2, Katherine 3.
fn worked_hand_two(jimmy: Option<&str>) -> SettleRequest {
    let craig = 25 + 300 + 500 + 500 + 1000;
    request(
        &[craig, 25, craig, 125],
        &[jimmy, None, Some("Qs 2h Kd Jc Th Td Ad"), None],
        0,
    )
}

#[test]
fn worked_hand_two_the_straight_wins_4800() {
    for jimmy in [Some("9h 5d 9c Kh Kc 3s 5s"), None] {
        let s = settled(&worked_hand_two(jimmy));
        assert_eq!(s.payouts, vec![0, 0, 4800, 0], "{jimmy:?}");
        assert_eq!(s.net, vec![-2325, -25, 2475, -125], "{jimmy:?}");
        assert_eq!(s.returned, vec![0; 4]);
    }
}

// --- rules §5.3 -----------------------------------------------------------------------------

#[test]
fn three_all_ins_short_stack_wins_the_main_pot() {
    // Seat 0 all-in for 50 with the best hand, seat 1 for 100 with the second best, seats 2 and
    // 3 put in 300 each; seat 3 beats seat 2 for the last side pot.
    let r = request(
        &[50, 100, 300, 300],
        &[
            Some("As Ah Ad Kc Kd"),
            Some("Qs Qh Qd 2c 3d"),
            Some("Js Jh 4c 5d 7h"),
            Some("Ts Th Tc 8s 9c"),
        ],
        3,
    );
    let s = settled(&r);
    let amounts: Vec<Chips> = s.pots.iter().map(|p| p.amount).collect();
    assert_eq!(amounts, vec![200, 150, 400]);
    assert_eq!(s.pots[0].winners, vec![0]);
    assert_eq!(s.pots[1].winners, vec![1]);
    assert_eq!(s.pots[2].winners, vec![3]);
    assert_eq!(s.pots[1].eligible, vec![1, 2, 3]);
    assert_eq!(s.payouts, vec![200, 150, 0, 400]);
}

#[test]
fn a_tie_in_the_side_pot_only() {
    // Seat 0 (all-in 20) wins the main pot; seats 1 and 2 tie with the same straight.
    let r = request(
        &[20, 101, 101],
        &[
            Some("Ac Ad Ah As 2c"),
            Some("9c Td Jh Qs Kc"),
            Some("9d Th Js Qc Kd"),
        ],
        0,
    );
    let s = settled(&r);
    assert_eq!(s.pots[0].winners, vec![0]);
    assert_eq!(s.pots[0].amount, 60);
    assert_eq!(s.pots[1].high_winners, vec![1, 2]);
    // 162 chips: 81 each, no odd chip.
    assert_eq!(s.pots[1].shares, vec![0, 81, 81]);
    assert_eq!(s.payouts, vec![60, 81, 81]);
}

#[test]
fn an_odd_chip_goes_left_of_the_dealer() {
    let hands = [
        Some("9c Td Jh Qs Kc"),
        Some("2c 3d 4h 7s 8c"),
        Some("9d Th Js Qc Kd"),
    ];
    // Pot 3 + 3 + 1 = 7 between seats 0 and 2: one odd chip.
    let base = request(&[3, 1, 3], &hands, 0);
    // Dealer 0: seat 1 is first to the left but did not win, so seat 2 gets the chip.
    assert_eq!(settled(&base).payouts, vec![3, 0, 4]);
    let dealer_two = request(&[3, 1, 3], &hands, 2);
    assert_eq!(settled(&dealer_two).payouts, vec![4, 0, 3]);
    let lowest = with_odd_chip(request(&[3, 1, 3], &hands, 0), OddChip::LowestSeat);
    assert_eq!(settled(&lowest).payouts, vec![4, 0, 3]);
    // Seat 2 shows Kd, above seat 0's Kc: the chip goes to seat 2 even with dealer 2.
    let by_suit = with_odd_chip(request(&[3, 1, 3], &hands, 2), OddChip::HighCardBySuit);
    assert_eq!(settled(&by_suit).payouts, vec![3, 0, 4]);
}

/// Rules §5.3: the odd chips go one at a time clockwise from the dealer's left, the dealer last;
/// three tied winners around a seven-seat table with the dealer among them show the whole order.
#[test]
fn odd_chips_go_clockwise_from_the_dealers_left_and_the_dealer_last() {
    let mut hands = [None; 7];
    hands[2] = Some("As Kd Qh Jc 9s");
    hands[4] = Some("Ah Ks Qd Jh 9c");
    hands[6] = Some("Ad Kh Qs Jd 9h");
    // 10 from each winner and 1 from two folded seats: 32 chips, 10 each and 2 odd chips.
    let contributions = [1, 1, 10, 0, 10, 0, 10];
    // Dealer 2: the order is 3, 4, 5, 6, 0, 1, 2, so seats 4 and 6 take the odd chips.
    let dealer_wins = settled(&request(&contributions, &hands, 2));
    assert_eq!(dealer_wins.pots[0].shares, vec![0, 0, 10, 0, 11, 0, 11]);
    // Dealer 5: the order is 6, 0, 1, 2, 3, 4: seats 6 and 2.
    let dealer_out = settled(&request(&contributions, &hands, 5));
    assert_eq!(dealer_out.pots[0].shares, vec![0, 0, 11, 0, 10, 0, 11]);
    // Dealer 0: seats 2 and 4; the lowest-seat policy gives the same seats whatever the dealer.
    let dealer_zero = settled(&request(&contributions, &hands, 0));
    assert_eq!(dealer_zero.pots[0].shares, vec![0, 0, 11, 0, 11, 0, 10]);
    let lowest = settled(&with_odd_chip(
        request(&contributions, &hands, 5),
        OddChip::LowestSeat,
    ));
    assert_eq!(lowest.pots[0].shares, vec![0, 0, 11, 0, 11, 0, 10]);
}

#[test]
fn an_uncalled_bet_is_returned() {
    // Seat 1 bets 50 more than anyone calls; seat 0 is all-in for 10.
    let r = request(
        &[10, 60],
        &[Some("As Ah Ad Kc Kd"), Some("2c 3d 4h 7s 8c")],
        0,
    );
    let s = settled(&r);
    assert_eq!(s.returned, vec![0, 50]);
    assert_eq!(s.pots.len(), 1);
    assert_eq!(s.pots[0].amount, 20);
    assert_eq!(s.payouts, vec![20, 50]);
    assert_eq!(s.net, vec![10, -10]);
}

#[test]
fn everyone_else_folds_and_the_winner_need_not_show() {
    // Seat 2 bet 4 after two antes and a bring-in; everyone folded.
    let r = request(&[1, 2, 5], &[None, None, Some("")], 0);
    let s = settled(&r);
    assert_eq!(s.returned, vec![0, 0, 3]);
    assert_eq!(s.pots.len(), 1);
    assert_eq!(s.pots[0].amount, 5);
    assert_eq!(s.pots[0].eligible, vec![2]);
    assert_eq!(s.pots[0].high_winners, vec![2]);
    assert_eq!(s.net, vec![-1, -2, 3]);
}

#[test]
fn hi_lo_without_a_qualifying_low_the_high_scoops() {
    let r = with_showdown(
        request(
            &[10, 10],
            &[Some("As Ah Kd Kc 9s 9d Qc"), Some("2c 3d 9h Th Js Qh Kh")],
            0,
        ),
        Showdown::HIGH_LOW_8,
    );
    let s = settled(&r);
    assert_eq!(s.pots[0].low_winners, Vec::<usize>::new());
    assert_eq!(s.payouts, vec![0, 20], "the heart flush scoops");
}

#[test]
fn hi_lo_halves_with_the_odd_chip_to_the_high_half() {
    // Seat 0 the high (trips), seat 1 the low; 3 + 3 + 1 (seat 2 folded) = 7 chips.
    let r = with_showdown(
        request(
            &[3, 3, 1],
            &[
                Some("Ks Kh Kd 9c Tc Jd 2s"),
                Some("Ac 2c 3d 4h 6s Qd Qh"),
                None,
            ],
            2,
        ),
        Showdown::HIGH_LOW_8,
    );
    let s = settled(&r);
    assert_eq!(s.pots[0].high_winners, vec![0]);
    assert_eq!(s.pots[0].low_winners, vec![1]);
    assert_eq!(s.payouts, vec![4, 3, 0]);
    // A room's reading: the odd chip to the low half; the same winners, the chip moves.
    let low = settled(&SettleRequest {
        odd_chip_half: OddChipHalf::Low,
        ..r
    });
    assert_eq!(low.pots[0].high_winners, vec![0]);
    assert_eq!(low.pots[0].low_winners, vec![1]);
    assert_eq!(low.payouts, vec![3, 4, 0]);
}

#[test]
fn the_odd_chip_half_moves_only_the_halving_chip() {
    // Seat 0 the high; seats 1 and 2 tie for the low: 3 + 3 + 3 + 2 (seat 3 folded) = 11.
    // High policy: 6 / 5, the low 5 split 3 / 2 (the odd chip left of dealer 3: seat 1 first).
    // Low policy: 5 / 6, the low 6 split 3 / 3.
    let r = with_showdown(
        request(
            &[3, 3, 3, 2],
            &[
                Some("Ks Kh Kd 9c Tc Jd 2s"),
                Some("Ac 2c 3d 4h 6s Qd Qh"),
                Some("Ad 2d 3c 4s 6h Jc Js"),
                None,
            ],
            3,
        ),
        Showdown::HIGH_LOW_8,
    );
    assert_eq!(settled(&r).payouts, vec![6, 3, 2, 0]);
    let low = SettleRequest {
        odd_chip_half: OddChipHalf::Low,
        ..r.clone()
    };
    assert_eq!(settled(&low).payouts, vec![5, 3, 3, 0]);
    // An even pot, or one without a low, is the same under both.
    let scoop = with_showdown(
        request(
            &[3, 3, 1],
            &[Some("Ks Kh Kd 9c Tc"), Some("Qs Qh Qd 9d Td"), None],
            0,
        ),
        Showdown::HIGH_LOW_8,
    );
    let scoop_low = SettleRequest {
        odd_chip_half: OddChipHalf::Low,
        ..scoop.clone()
    };
    assert_eq!(settled(&scoop).payouts, settled(&scoop_low).payouts);
    assert_eq!(settled(&scoop).payouts, vec![7, 0, 0]);
}

#[test]
fn hi_lo_one_seat_can_scoop_both_halves() {
    let r = with_showdown(
        request(
            &[10, 10],
            &[Some("As 2s 3s 4s 5s Kd Qc"), Some("Kh Kc 7d 7h 9c Jd Qh")],
            0,
        ),
        Showdown::HIGH_LOW_8,
    );
    let s = settled(&r);
    assert_eq!(s.pots[0].high_winners, vec![0]);
    assert_eq!(s.pots[0].low_winners, vec![0]);
    assert_eq!(s.payouts, vec![20, 0]);
}

#[test]
fn hi_lo_low_is_judged_among_each_pot_own_seats() {
    // Seat 0, all-in for 10, holds the only low; the side pot between seats 1 and 2 has none.
    let r = with_showdown(
        request(
            &[10, 30, 30],
            &[
                Some("Ac 2c 3d 4h 6s Qd Qc"),
                Some("Kh Kc Kd 7h 9c Jd Qh"),
                Some("5h 5c 9d 9h Tc Jc Js"),
            ],
            0,
        ),
        Showdown::HIGH_LOW_8,
    );
    let s = settled(&r);
    assert_eq!(s.pots[0].amount, 30);
    assert_eq!(s.pots[0].low_winners, vec![0]);
    assert_eq!(s.pots[0].high_winners, vec![1]);
    assert_eq!(s.pots[1].low_winners, Vec::<usize>::new());
    assert_eq!(s.pots[1].shares, vec![0, 40, 0]);
    assert_eq!(s.payouts, vec![15, 55, 0]);
}

#[test]
fn quartered_low_odd_chips_follow_the_policy() {
    // Seats 1 and 2 tie for low with 6-4-3-2-A; seat 0 has the high. 3 x 11 = 33 chips:
    // high half 17 to seat 0, low half 16 split 8 / 8. With 3 x 9 = 27: high 14, low 13 split
    // 7 / 6 with the odd chip by policy.
    let hands = [
        Some("Ks Kh Kd 9c Tc Jd Qs"),
        Some("Ac 2c 3d 4h 6s Qd Qh"),
        Some("Ad 2d 3h 4c 6c Jh Jc"),
    ];
    let even = with_showdown(request(&[11, 11, 11], &hands, 0), Showdown::HIGH_LOW_8);
    assert_eq!(settled(&even).payouts, vec![17, 8, 8]);
    let odd = |dealer, policy| {
        with_odd_chip(
            with_showdown(request(&[9, 9, 9], &hands, dealer), Showdown::HIGH_LOW_8),
            policy,
        )
    };
    assert_eq!(
        settled(&odd(0, OddChip::LeftOfDealer)).payouts,
        vec![14, 7, 6]
    );
    assert_eq!(
        settled(&odd(1, OddChip::LeftOfDealer)).payouts,
        vec![14, 6, 7]
    );
    assert_eq!(
        settled(&odd(1, OddChip::LowestSeat)).payouts,
        vec![14, 7, 6]
    );
    // Seat 2 shows Ad, seat 1 only Ac: seat 2 holds the highest card, whoever deals.
    assert_eq!(
        settled(&odd(2, OddChip::LeftOfDealer)).payouts,
        vec![14, 7, 6]
    );
    assert_eq!(
        settled(&odd(2, OddChip::HighCardBySuit)).payouts,
        vec![14, 6, 7]
    );
}

#[test]
fn razz_the_best_low_takes_the_pot() {
    let r = with_showdown(
        request(
            &[20, 20],
            &[Some("Ks Kh 2d 3c 4d 5h 7s"), Some("Ac 2c 3d 4h 6s Qd Qh")],
            0,
        ),
        Showdown::LOW_A5,
    );
    let s = settled(&r);
    assert_eq!(s.pots[0].high_winners, Vec::<usize>::new());
    assert_eq!(s.pots[0].low_winners, vec![1]);
    assert_eq!(s.payouts, vec![0, 40]);
}

#[test]
fn chicago_the_spade_in_the_hole_takes_half() {
    let hands = [
        Some("Ks Kh Kd 9c Tc Jd 3s"),
        Some("Ac 2s 3d 4h 6s Qd Qh"),
        Some("Ad As 5h 5c 6c Jh Jc"),
    ];
    // Hole cards: seat 0 Ks 3s 9c; seat 1 2s 6s Qh; seat 2 As 5c Jc.
    let holes = [Some("Ks 3s 9c"), Some("2s 6s Qh"), Some("As 5c Jc")];
    let low = with_holes(
        with_showdown(
            request(&[10, 10, 10], &hands, 0),
            Showdown::HIGH_CHICAGO_LOW,
        ),
        &holes,
    );
    let s = settled(&low);
    assert_eq!(s.pots[0].high_winners, vec![0]);
    assert_eq!(s.pots[0].low_winners, vec![1], "the two of spades");
    assert_eq!(s.payouts, vec![15, 15, 0]);
    let high = with_holes(
        with_showdown(
            request(&[10, 10, 10], &hands, 0),
            Showdown::HIGH_CHICAGO_HIGH,
        ),
        &holes,
    );
    let s = settled(&high);
    assert_eq!(s.pots[0].low_winners, vec![2], "the ace of spades");
    assert_eq!(s.payouts, vec![15, 0, 15]);
}

#[test]
fn chicago_without_a_spade_in_the_hole_the_high_scoops() {
    let hands = [Some("Ks Kh Kd 9c Tc Jd 3s"), Some("Ac 2s 3d 4h 6s Qd Qh")];
    let holes = [Some("Kh 9c Tc"), Some("Ac 3d Qh")];
    let r = with_holes(
        with_showdown(request(&[10, 10], &hands, 0), Showdown::HIGH_CHICAGO_LOW),
        &holes,
    );
    let s = settled(&r);
    assert!(s.pots[0].low_winners.is_empty());
    assert_eq!(s.payouts, vec![20, 0]);
}

// --- merge_pots: pokerkit's settlement, pots with the same claimants once the losers are out --

fn merging(mut request: SettleRequest) -> SettleRequest {
    request.merge_pots = true;
    request
}

/// Seat 0 all-in for 31 and loses; seats 1 and 2 tie for 52; seats 3 and 4 folded after 11 and
/// 40. Main pot 135 (odd), side pot 51 (odd); dealer 0, so seat 1 takes the odd chips.
fn two_odd_pots_over_a_losing_all_in() -> SettleRequest {
    request(
        &[31, 52, 52, 11, 40],
        &[
            Some("2c 3d 4h 6s 8c"),
            Some("Ac Kd Qh Js 9c"),
            Some("Ad Kc Qs Jh 9d"),
            None,
            None,
        ],
        0,
    )
}

#[test]
fn each_pot_splits_on_its_own_by_default() {
    // 135 -> 68/67 and 51 -> 26/25: seat 1 takes both odd chips.
    let s = settled(&two_odd_pots_over_a_losing_all_in());
    assert_eq!(s.pots.len(), 2);
    assert_eq!(s.payouts, vec![0, 94, 92, 0, 0]);
}

#[test]
fn merged_pots_with_the_same_remaining_claimants_split_once() {
    // Seat 0 wins nothing: both pots belong to seats 1 and 2, one pot of 186 split 93/93.
    let s = settled(&merging(two_odd_pots_over_a_losing_all_in()));
    assert_eq!(s.pots.len(), 1);
    assert_eq!(s.pots[0].amount, 186);
    assert_eq!(s.pots[0].eligible, vec![1, 2]);
    assert_eq!(s.payouts, vec![0, 93, 93, 0, 0]);
}

#[test]
fn merging_keeps_pots_whose_claimants_still_differ() {
    // Seat 0 wins the main pot, so it keeps its claim and the side pot stays apart.
    let mut r = two_odd_pots_over_a_losing_all_in();
    r.hands[0] = Some(cards("As Ah Ks Kh 2d"));
    let per_pot = settled(&r);
    let once = settled(&merging(r));
    assert_eq!(once, per_pot);
    assert_eq!(once.pots.len(), 2);
}

// --- rake: chips taken from each pot before it is divided ----------------------------------

fn with_rake(mut request: SettleRequest, rake: &[Chips]) -> SettleRequest {
    request.rake = Some(rake.to_vec());
    request
}

#[test]
fn a_raked_pot_is_divided_after_the_rake() {
    let r = request(
        &[7, 7],
        &[Some("Kh 9c 4d Ks 2h"), Some("Qc Qh Js 7d 3c")],
        1,
    );
    let s = settled(&with_rake(r, &[1]));
    assert_eq!((s.pots[0].amount, s.pots[0].rake), (14, 1));
    assert_eq!(s.pots[0].shares, vec![13, 0]);
    assert_eq!(s.payouts, vec![13, 0]);
    assert_eq!(s.net, vec![6, -7]);
}

/// Seat 0 takes the high with kings; seats 1 and 2 tie for the low (A-2-3-4-6).
fn hi_lo_with_a_tied_low(contributions: &[Chips]) -> SettleRequest {
    let hands = [
        Some("Ks Kh Kd 9c Tc Jd 2s"),
        Some("Ac 2c 3d 4h 6s Qd Qh"),
        Some("Ad 2d 3c 4s 6h Jc Th"),
    ];
    let seats = contributions.len();
    with_showdown(
        request(contributions, &hands[..seats], 0),
        Showdown::HIGH_LOW_8,
    )
}

#[test]
fn hi_lo_halves_and_their_odd_chips_come_from_what_the_rake_leaves() {
    // 100 in the pot (1 goes back uncalled), 3 raked: 97 halved, the odd chip to the high half.
    let s = settled(&with_rake(hi_lo_with_a_tied_low(&[51, 50]), &[3]));
    assert_eq!(s.returned, vec![1, 0]);
    assert_eq!((s.pots[0].amount, s.pots[0].rake), (100, 3));
    assert_eq!(s.pots[0].shares, vec![49, 48]);
    // 99 less 2 is 97: 49 to the high, the low half of 48 split 24 / 24.
    let s = settled(&with_rake(hi_lo_with_a_tied_low(&[33, 33, 33]), &[2]));
    assert_eq!(s.pots[0].shares, vec![49, 24, 24]);
    // 99 less 4 is 95: 48 to the high, 47 split 24 / 23 (the odd chip left of the dealer).
    let s = settled(&with_rake(hi_lo_with_a_tied_low(&[33, 33, 33]), &[4]));
    assert_eq!(s.pots[0].shares, vec![48, 24, 23]);
}

#[test]
fn each_side_pot_gives_up_its_own_rake() {
    // Pots 150 (everyone), 100 (seats 1 and 2); seat 0 wins the main pot, seat 1 the side pot.
    let r = request(
        &[50, 100, 100],
        &[
            Some("As Ah Ad 2c 3d"),
            Some("Ks Kh 9d 9c 4s"),
            Some("Qs Qh 8d 7c 5h"),
        ],
        2,
    );
    let s = settled(&with_rake(r, &[6, 3]));
    assert_eq!(
        s.pots.iter().map(|p| p.rake).collect::<Vec<_>>(),
        vec![6, 3]
    );
    assert_eq!(s.payouts, vec![144, 97, 0]);
}

#[test]
fn an_uncontested_pot_gives_up_its_rake_too() {
    let r = request(&[10, 30], &[None, Some("")], 0);
    let s = settled(&with_rake(r, &[1]));
    assert_eq!(s.returned, vec![0, 20]);
    assert_eq!(s.pots[0].shares, vec![0, 19]);
    assert_eq!(s.pots[0].high_winners, vec![1]);
}

#[test]
fn a_rake_of_the_whole_pot_leaves_nobody_a_share() {
    let r = request(&[3, 3], &[None, Some("")], 0);
    let s = settled(&with_rake(r, &[6]));
    assert_eq!(s.pots[0].shares, vec![0, 0]);
    assert!(s.pots[0].winners.is_empty());
    assert_eq!(s.pots[0].high_winners, vec![1]);
    assert_eq!(s.payouts, vec![0, 0]);
}

#[test]
fn a_merged_pot_gives_up_the_rake_of_the_pots_it_joins() {
    // 135 and 51 raked 5 and 2: one pot of 186, rake 7, 179 split 90 / 89.
    let r = with_rake(merging(two_odd_pots_over_a_losing_all_in()), &[5, 2]);
    let s = settled(&r);
    assert_eq!(s.pots.len(), 1);
    assert_eq!((s.pots[0].amount, s.pots[0].rake), (186, 7));
    assert_eq!(s.payouts, vec![0, 90, 89, 0, 0]);
}

#[test]
fn merging_leaves_each_kept_pot_its_own_rake() {
    // Rules §5.3 ("rules apply to each side pot separately"), in pokerkit's reading: pots whose
    // winners differ stay apart, and each gives up only its own rake, not a neighbour's.
    let r = request(
        &[50, 100, 100],
        &[
            Some("As Ah Ad 2c 3d"),
            Some("Ks Kh 9d 9c 4s"),
            Some("Qs Qh 8d 7c 5h"),
        ],
        2,
    );
    let s = settled(&with_rake(merging(r), &[6, 3]));
    let rakes: Vec<_> = s.pots.iter().map(|p| (p.amount, p.rake)).collect();
    assert_eq!(rakes, vec![(150, 6), (100, 3)]);
    assert_eq!(s.payouts, vec![144, 97, 0]);
}

#[test]
fn no_rake_and_a_rake_of_nothing_settle_alike() {
    let r = two_odd_pots_over_a_losing_all_in();
    assert_eq!(settled(&with_rake(r.clone(), &[0, 0])), settled(&r));
}

#[test]
fn a_rake_that_does_not_fit_the_pots_is_refused_naming_the_pot() {
    let r = two_odd_pots_over_a_losing_all_in();
    assert_eq!(
        refused(&with_rake(r.clone(), &[1])),
        Error::RakeCountMismatch { given: 1, pots: 2 }
    );
    assert_eq!(
        refused(&with_rake(r.clone(), &[1, -1])),
        Error::NegativeRake { pot: 1 }
    );
    let above = refused(&with_rake(r.clone(), &[136, 0]));
    assert_eq!(
        above,
        Error::RakeAbovePot {
            pot: 0,
            amount: 135
        }
    );
    assert_eq!(
        above.to_string(),
        "rake[0] is more than the 135 chips in pot 0"
    );
    // Checked after the hand itself: a bad hand is named first.
    let mut both = with_rake(r, &[-1, -1]);
    both.dealer = 9;
    assert!(matches!(refused(&both), Error::DealerOutOfRange { .. }));
}

// --- dead chips: a pot of their own that every claimant may win ------------------------------

fn with_dead(mut request: SettleRequest, dead: Given) -> SettleRequest {
    request.dead = dead;
    request
}

#[test]
fn a_seat_all_in_for_part_of_the_ante_wins_the_whole_dead_pot() {
    // Antes of 2 left dead: seat 0 had 1 (all in), seats 1 and 2 bet 10 each beyond theirs.
    let r = with_dead(
        request(
            &[0, 10, 10],
            &[
                Some("As Ah Ad Kc Kd"),
                Some("2c 3d 5h 8s 9c"),
                Some("2d 3h 6s 8c Tc"),
            ],
            2,
        ),
        5,
    );
    let s = settled(&r);
    assert_eq!(s.pots[0].amount, 5);
    assert_eq!(s.pots[0].eligible, vec![0, 1, 2]);
    assert_eq!(s.pots[0].winners, vec![0]);
    assert_eq!(s.payouts, vec![5, 0, 20]);
    assert_eq!(s.net, vec![5, -10, 10]);
}

#[test]
fn dead_chips_merge_into_the_main_pot_when_everybody_may_win_both() {
    let r = with_dead(
        request(
            &[10, 10],
            &[Some("As Ah Ad Kc Kd"), Some("2c 3d 5h 8s 9c")],
            1,
        ),
        4,
    );
    let s = settled(&r);
    assert_eq!(s.pots.len(), 1);
    assert_eq!(s.pots[0].amount, 24);
    assert_eq!(s.payouts, vec![24, 0]);
}

#[test]
fn a_single_claimant_takes_the_dead_chips_too() {
    let r = with_dead(request(&[0, 3, 3], &[None, Some(""), None], 0), 6);
    let s = settled(&r);
    assert_eq!(s.payouts, vec![0, 12, 0]);
    assert_eq!(s.net, vec![0, 9, -3]);
}

#[test]
fn negative_or_overflowing_dead_chips_are_refused_after_the_contributions() {
    let r = with_dead(request(&[-1, 3], &[Some(""), None], 0), -2);
    assert_eq!(
        refused(&r),
        Error::NegativeContribution {
            seat: 0,
            amount: -1
        }
    );
    let r = with_dead(request(&[1, 3], &[None, None], 0), -2);
    assert_eq!(refused(&r), Error::NegativeDeadChips { amount: -2 });
    let r = with_dead(request(&[1, Chips::MAX - 1], &[None, None], 0), 1);
    assert_eq!(refused(&r), Error::DeadChipOverflow);
    let r = with_dead(request(&[1, 3], &[None, Some("")], 0), 1);
    assert_eq!(settled(&r).payouts, vec![0, 5]);
}

// --- rules §2.1: the community card ----------------------------------------------------------

fn with_community(mut request: SettleRequest, community: &str) -> SettleRequest {
    request.community = cards(community);
    request
}

#[test]
fn the_community_card_completes_every_claimants_hand() {
    // Six cards each and the river in the middle: the shared 7 makes seat 1's straight, seat 0
    // pairs it.
    let r = with_community(
        request(
            &[100, 100, 40],
            &[Some("7c Kd Ks 2h 9c Jd"), Some("3c 4d 5h 6s Qc Qh"), None],
            2,
        ),
        "7h",
    );
    let s = settled(&r);
    assert_eq!(s.pots[0].high_winners, vec![1]);
    assert_eq!(s.net, vec![-100, 140, -40]);
    // Without it seat 0's kings win: the card counted.
    let s = settled(&with_community(r.clone(), ""));
    assert_eq!(s.pots[0].high_winners, vec![0]);
}

#[test]
fn the_odd_chip_top_card_is_the_seats_own() {
    // A tie through the board; the ace in the middle is nobody's, so seat 1's Kd beats Kc.
    let r = with_community(
        with_odd_chip(
            request(
                &[5, 5, 1],
                &[Some("Kc Qc Jc 9d 3h 2h"), Some("Kd Qd Jd 9h 3s 2s"), None],
                0,
            ),
            OddChip::HighCardBySuit,
        ),
        "As",
    );
    let s = settled(&r);
    assert_eq!(s.pots[0].high_winners, vec![0, 1]);
    assert_eq!(s.payouts, vec![5, 6, 0]);
}

#[test]
fn a_community_card_shown_as_a_seats_own_is_refused() {
    let r = with_community(
        request(
            &[5, 5],
            &[Some("Kc Qc Jc 9d 3h 2h"), Some("Kd Qd Jd 9h 3s 2s")],
            0,
        ),
        "2s",
    );
    assert_eq!(
        refused(&r),
        Error::CommunityCardInHand {
            card: Card::parse("2s").unwrap(),
            seat: 1
        }
    );
}

// --- refused input --------------------------------------------------------------------------

fn seat_of(error: &Error) -> Option<usize> {
    match error {
        Error::AtSeat { seat, .. }
        | Error::NegativeContribution { seat, .. }
        | Error::ChipOverflow { seat }
        | Error::TopContributorWithoutClaim { seat, .. }
        | Error::ClaimWithoutCards { seat }
        | Error::HoleCardNotShown { seat, .. }
        | Error::MissingHoleCards { seat: Some(seat) } => Some(*seat),
        Error::CardInTwoHands { second, .. } => Some(*second),
        _ => None,
    }
}

#[test]
fn refused_input_names_the_seat() {
    let two = [Some("As Ah Ad Kc Kd"), Some("2c 3d 4h 7s 8c")];
    let cases: Vec<(SettleRequest, Option<usize>)> = vec![
        (request(&[5, 5, 5], &two, 0), None),
        (request(&[5], &two[..1], 0), None),
        (request(&[5, 5], &two, 2), None),
        (request(&[5, 5], &two, -1), None),
        (request(&[5, -5], &two, 0), Some(1)),
        (request(&[i64::MAX, 1], &two, 0), Some(1)),
        (request(&[5, 5], &[None, None], 0), None),
        (request(&[5, 9], &[two[0], None], 0), Some(1)),
        (request(&[5, 5], &[two[0], Some("")], 0), Some(1)),
        (
            request(&[5, 5], &[two[0], Some("As 3d 4h 7s 8c")], 0),
            Some(1),
        ),
        (request(&[5, 5], &[two[0], Some("3d 4h 7s 8c")], 0), Some(1)),
        (
            with_holes(request(&[5, 5], &two, 0), &[Some("As"), Some("Kd")]),
            Some(1),
        ),
        (
            with_showdown(request(&[5, 5], &two, 0), Showdown::HIGH_CHICAGO_LOW),
            None,
        ),
        (
            with_holes(
                with_showdown(request(&[5, 5], &two, 0), Showdown::HIGH_CHICAGO_HIGH),
                &[Some("As"), None],
            ),
            Some(1),
        ),
    ];
    for (r, seat) in cases {
        let error = refused(&r);
        assert_eq!(seat_of(&error), seat, "{error}");
        if let Some(seat) = seat {
            assert!(
                error.to_string().contains(&format!("seat {seat}")),
                "{error}"
            );
        }
    }
}

#[test]
fn amounts_beyond_chips_are_refused_at_their_seat_with_their_number() {
    let two = [Some("As Ah Ad Kc Kd"), Some("2c 3d 4h 7s 8c")];
    let mut r = request(&[0, 5], &two, 0);
    r.contributions[0] = 1 << 70;
    assert_eq!(refused(&r), Error::ChipOverflow { seat: 0 });
    r.contributions[0] = -(1 << 70);
    assert!(refused(&r)
        .to_string()
        .contains(&format!("{}", -(1i128 << 70))));
    r.contributions[0] = 5;
    r.dealer = 1 << 64;
    assert!(refused(&r).to_string().contains("18446744073709551616"));
}

#[test]
fn the_error_kinds_are_the_documented_ones() {
    let two = [Some("As Ah Ad Kc Kd"), Some("2c 3d 4h 7s 8c")];
    assert!(matches!(
        refused(&request(&[5, 5, 5], &two, 0)),
        Error::SeatCountMismatch { .. }
    ));
    assert!(matches!(
        refused(&request(&[5, 5], &two, 7)),
        Error::DealerOutOfRange { dealer: 7, .. }
    ));
    assert!(matches!(
        refused(&request(&[5, 5], &[None, None], 0)),
        Error::NoClaimant
    ));
    let short = refused(&request(&[5, 5], &[two[0], Some("3d 4h 7s 8c")], 0));
    assert!(
        matches!(&short, Error::AtSeat { source, .. } if matches!(**source, Error::WrongCardCount { .. }))
    );
}

#[test]
fn a_card_twice_in_a_hand_and_a_card_in_two_hands_are_told_apart() {
    // A deck holds each card once: listed twice by one seat it is that seat's duplicate, shown by
    // two seats it is named with both.
    let mut twice = request(
        &[5, 5],
        &[Some("As Ah Ad Kc Kd"), Some("2c 3d 4h 7s 8c")],
        0,
    );
    if let Some(hand) = twice.hands[1].as_mut() {
        hand.push(hand[3]);
    }
    let error = refused(&twice);
    assert!(
        matches!(&error, Error::AtSeat { seat: 1, source } if matches!(**source, Error::DuplicateCard { .. })),
        "{error}"
    );
    let shared = request(
        &[5, 5, 5],
        &[
            Some("2c 3d 4h 7s 8c"),
            Some("As Ah Ad Kc Kd"),
            Some("Qs Qh Jd Kd 9c"),
        ],
        0,
    );
    assert_eq!(
        refused(&shared),
        Error::CardInTwoHands {
            card: cards("Kd")[0],
            first: 1,
            second: 2,
        }
    );
}

#[test]
fn a_wild_showdown_takes_the_extra_cards_a_plain_one_refuses() {
    // Baseball's extra cards (rules §6) give a hand up to eleven cards where wild cards play: the
    // straight flush beats the full house; a plain game deals at most nine.
    let eleven = [
        Some("As Ah Ad Kc Kd 2c 3c 4c 5c 6c 7c"),
        Some("Qs Qh Qd Jc Jd 2d 3d 4d 5d 6h 8s"),
    ];
    let wild = crate::eval::wild::parse_wild("9").unwrap();
    let s = settled(&with_showdown(
        request(&[5, 5], &eleven, 0),
        Showdown::HIGH.with_wild(wild),
    ));
    assert_eq!(s.payouts, vec![10, 0]);
    let plain = refused(&request(&[5, 5], &eleven, 0));
    assert!(
        matches!(&plain, Error::AtSeat { seat: 0, source } if matches!(**source, Error::WrongCardCount { got: 11, .. })),
        "{plain}"
    );
}

// --- invariants on random hands -------------------------------------------------------------

mod invariants {
    use super::*;
    use proptest::prelude::*;

    const SHOWDOWNS: [Showdown; 5] = [
        Showdown::HIGH,
        Showdown::LOW_A5,
        Showdown::HIGH_LOW_8,
        Showdown::HIGH_CHICAGO_LOW,
        Showdown::HIGH_CHICAGO_HIGH,
    ];
    const POLICIES: [OddChip; 3] = [
        OddChip::LeftOfDealer,
        OddChip::LowestSeat,
        OddChip::HighCardBySuit,
    ];

    prop_compose! {
        /// A consistent random hand: contributions on a few levels (all-ins), random folds, the
        /// top contributor holding a claim, cards from one shuffled deck.
        fn arb_request()(seats in 2usize..=10)(
            contributions in proptest::collection::vec(
                prop_oneof![Just(0i64), 1i64..6, 10i64..13, 40i64..45, 100i64..200],
                seats,
            ),
            claims in proptest::collection::vec(any::<bool>(), seats),
            deck in Just((0u8..52).collect::<Vec<u8>>()).prop_shuffle(),
            showdown in 0usize..5,
            odd_chip in 0usize..3,
            low_takes_odd_chip in any::<bool>(),
            dealer in 0..seats as Given,
            seven in any::<bool>(),
            dead in prop_oneof![Just(0i64), 1i64..20],
            merge_pots in any::<bool>(),
        ) -> SettleRequest {
            let mut claims = claims;
            let top = contributions.iter().copied().max().unwrap_or(0);
            let seats = contributions.len();
            if !(0..seats).any(|s| claims[s] && contributions[s] == top) {
                let first_top = contributions.iter().position(|&c| c == top).unwrap_or(0);
                claims[first_top] = true;
            }
            // Seven cards each fit a deck up to seven seats.
            let seven = seven && seats <= 7;
            let per_seat = if seven { 7 } else { 5 };
            let mut deck = deck.into_iter().map(Card::new_unchecked);
            let mut hands = Vec::new();
            let mut holes = Vec::new();
            for &claim in &claims {
                if claim {
                    let hand: Vec<Card> = deck.by_ref().take(per_seat).collect();
                    holes.push(Some(hand[..if seven { 3 } else { 1 }].to_vec()));
                    hands.push(Some(hand));
                } else {
                    holes.push(None);
                    hands.push(None);
                }
            }
            SettleRequest {
                contributions: contributions.into_iter().map(Given::from).collect(),
                hands,
                dealer,
                showdown: SHOWDOWNS[showdown],
                odd_chip: POLICIES[odd_chip],
                odd_chip_half: if low_takes_odd_chip { OddChipHalf::Low } else { OddChipHalf::High },
                hole_cards: Some(holes),
                community: Vec::new(),
                dead: Given::from(dead),
                merge_pots,
                rake: None,
            }
        }
    }

    /// The generated contributions as chips (they are small).
    fn chips(r: &SettleRequest) -> Vec<Chips> {
        r.contributions
            .iter()
            .map(|&c| Chips::try_from(c).unwrap())
            .collect()
    }

    /// Every composition of one or two contests, the named ones among them.
    fn compositions() -> Vec<Showdown> {
        use crate::showdown::ContestKind::*;
        let kinds = [High, LowA5, Low8, LowestSpadeInHole, HighestSpadeInHole];
        let mut all: Vec<Showdown> = kinds.iter().map(|&k| Showdown::of(k, None)).collect();
        for &first in &kinds {
            all.extend(
                kinds
                    .iter()
                    .map(|&second| Showdown::of(first, Some(second))),
            );
        }
        all
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(2000))]

        /// Every composition either pays every pot (each pot's shares add up to it and go to a
        /// winner) or is refused before anything is read, naming its problem.
        #[test]
        fn every_composition_pays_every_pot_or_is_refused(
            r in arb_request(),
            index in 0usize..30,
        ) {
            let showdown = compositions()[index];
            let r = with_showdown(r, showdown);
            match (showdown.problem(), settle(&r)) {
                (Some(problem), Err(Error::InvalidShowdown { problem: named, .. })) => {
                    prop_assert_eq!(problem, named);
                }
                (None, Ok(s)) => {
                    for pot in &s.pots {
                        prop_assert!(!pot.winners.is_empty(), "a pot nobody won: {:?}", s);
                        prop_assert_eq!(pot.shares.iter().sum::<Chips>(), pot.amount);
                    }
                }
                (problem, outcome) => {
                    prop_assert!(false, "{:?} ({:?}): {:?}", showdown, problem, outcome);
                }
            }
        }

        #[test]
        fn chips_are_conserved_and_go_only_where_they_may(r in arb_request()) {
            let s = settle(&r).unwrap();
            let put_in = chips(&r);
            let dead = Chips::try_from(r.dead).unwrap();
            let total: Chips = put_in.iter().sum::<Chips>() + dead;
            prop_assert_eq!(s.payouts.iter().sum::<Chips>(), total);
            let pots_and_returned: Chips =
                s.pots.iter().map(|p| p.amount).sum::<Chips>() + s.returned.iter().sum::<Chips>();
            prop_assert_eq!(pots_and_returned, total);
            for (seat, &amount) in put_in.iter().enumerate() {
                prop_assert_eq!(s.net[seat], s.payouts[seat] - amount);
                if r.hands[seat].is_none() {
                    prop_assert_eq!(s.payouts[seat], 0, "a seat without a claim wins nothing");
                }
            }
            for pot in &s.pots {
                prop_assert!(!pot.eligible.is_empty());
                prop_assert_eq!(pot.shares.iter().sum::<Chips>(), pot.amount);
                for (seat, &amount) in put_in.iter().enumerate() {
                    if pot.shares[seat] > 0 {
                        prop_assert!(pot.eligible.contains(&seat));
                        prop_assert!(r.hands[seat].is_some());
                        // Only the dead chips can go to a seat that put nothing in.
                        prop_assert!(amount > 0 || dead > 0);
                    }
                }
                for seat in pot.high_winners.iter().chain(&pot.low_winners) {
                    prop_assert!(pot.eligible.contains(seat));
                }
            }
        }

        #[test]
        fn equal_hands_get_equal_shares_within_one_chip(r in arb_request()) {
            let s = settle(&r).unwrap();
                        for pot in &s.pots {
                // A seat that wins alone on one side and ties on the other would mix halves;
                // compare only seats that are in exactly the same winner lists.
                for a in &pot.winners {
                    for b in &pot.winners {
                        let same = pot.high_winners.contains(a) == pot.high_winners.contains(b)
                            && pot.low_winners.contains(a) == pot.low_winners.contains(b);
                        if same {
                            // One odd chip at most per list the seats are in.
                            let lists = Chips::from(pot.high_winners.contains(a))
                                + Chips::from(pot.low_winners.contains(a));
                            prop_assert!((pot.shares[*a] - pot.shares[*b]).abs() <= lists);
                        }
                    }
                }
            }
        }

        #[test]
        fn a_rake_comes_off_the_top_and_every_other_chip_is_paid(
            r in arb_request(),
            tenths in proptest::collection::vec(0i64..=10, 70),
        ) {
            // The pots of the layout come from a settlement without merging.
            let mut plain = r.clone();
            plain.merge_pots = false;
            let layout = settle(&plain).unwrap();
            let rake: Vec<Chips> = layout
                .pots
                .iter()
                .zip(&tenths)
                .map(|(pot, &tenth)| pot.amount * tenth / 10)
                .collect();
            let taken: Chips = rake.iter().sum();
            let unraked = settle(&r).unwrap();
            let mut raked = r;
            raked.rake = Some(rake);
            let s = settle(&raked).unwrap();
            prop_assert_eq!(s.payouts.iter().sum::<Chips>() + taken,
                unraked.payouts.iter().sum::<Chips>());
            prop_assert_eq!(s.pots.iter().map(|p| p.rake).sum::<Chips>(), taken);
            prop_assert_eq!(&s.returned, &unraked.returned);
            for (pot, before) in s.pots.iter().zip(&unraked.pots) {
                prop_assert_eq!(pot.amount, before.amount);
                prop_assert_eq!(&pot.eligible, &before.eligible);
                prop_assert_eq!(&pot.high_winners, &before.high_winners);
                prop_assert_eq!(&pot.low_winners, &before.low_winners);
                prop_assert_eq!(pot.shares.iter().sum::<Chips>() + pot.rake, pot.amount);
                for (share, was) in pot.shares.iter().zip(&before.shares) {
                    prop_assert!(share <= was, "a rake takes, never gives");
                }
            }
        }

        #[test]
        fn merging_moves_odd_chips_only(r in arb_request()) {
            let mut each = r.clone();
            each.merge_pots = false;
            let mut once = r;
            once.merge_pots = true;
            let (each, once) = (settle(&each).unwrap(), settle(&once).unwrap());
            prop_assert_eq!(&each.returned, &once.returned);
            // every pot and half pot can move at most one odd chip per winner list
            let slack = Chips::try_from(2 * each.pots.len()).unwrap();
            for (a, b) in each.payouts.iter().zip(&once.payouts) {
                prop_assert!((a - b).abs() <= slack);
                prop_assert_eq!(*a > 0, *b > 0, "the same seats win");
            }
        }

        #[test]
        fn the_uncalled_excess_goes_back_to_the_lone_top_contributor(r in arb_request()) {
            let s = settle(&r).unwrap();
            let put_in = chips(&r);
            let top = put_in.iter().copied().max().unwrap_or(0);
            let at_top: Vec<usize> =
                (0..put_in.len()).filter(|&s| put_in[s] == top).collect();
            for (seat, &back) in s.returned.iter().enumerate() {
                if back > 0 {
                    prop_assert_eq!(&at_top, &vec![seat]);
                    let second = put_in.iter().copied().filter(|&c| c < top).max()
                        .unwrap_or(0);
                    prop_assert_eq!(back, top - second);
                }
            }
        }
    }
}

#[test]
fn more_seats_than_the_bound_are_refused_before_any_work() {
    let seats = MAX_SEATS + 1;
    let mut contributions = vec![0; seats];
    contributions[0] = 10;
    contributions[1] = 10;
    let mut hands: Vec<Option<&str>> = vec![None; seats];
    hands[0] = Some("As Ks Qs Js Ts");
    hands[1] = Some("2c 3d 4h 5s 7c");
    let error = refused(&request(&contributions, &hands, 0));
    assert_eq!(
        error,
        Error::TooManySeats {
            seats,
            max: MAX_SEATS
        }
    );
    let fits = request(&contributions[..MAX_SEATS], &hands[..MAX_SEATS], 0);
    assert_eq!(settled(&fits).payouts[0], 20);
}

#[test]
fn settling_into_a_reused_value_gives_what_a_fresh_one_gives() {
    // Pot counts and seat counts that grow and shrink, a razz pot without a showdown, merged pots,
    // raked pots.
    let requests = [
        request(
            &[60, 150, 300, 300, 20, 60],
            &[
                Some("Ac 2c 3d 4h 6s"),
                Some("Kh Kc Kd 7h 9c"),
                Some("5h 5c 9d 9h Tc"),
                Some("2d 3h 4c 5d 7c"),
                None,
                None,
            ],
            5,
        ),
        request(&[10, 10], &[Some("Ac Kd Qh Js 9c"), None], 0),
        with_showdown(
            request(&[5, 20, 20], &[None, Some("2c 3d 4h 5s 7c"), None], 1),
            Showdown::LOW_A5,
        ),
        SettleRequest {
            merge_pots: true,
            ..request(
                &[31, 52, 52, 11, 40],
                &[
                    Some("2c 3d 4h 6s 8c"),
                    Some("Ac Kd Qh Js 9c"),
                    Some("Ad Kc Qs Jh 9d"),
                    None,
                    None,
                ],
                0,
            )
        },
        request(
            &[7, 7, 7],
            &[
                Some("Ah Ad 2c 3d 4h"),
                Some("Kh Kd 2h 3c 4d"),
                Some("Qh Qd 2s 3s 4s"),
            ],
            2,
        ),
    ];
    let raked = [
        with_rake(two_odd_pots_over_a_losing_all_in(), &[3, 1]),
        with_rake(merging(two_odd_pots_over_a_losing_all_in()), &[0, 51]),
    ];
    let requests: Vec<SettleRequest> = requests.into_iter().chain(raked).collect();
    let mut reused = Settlement::default();
    for request in requests.iter().chain(requests.iter().rev()) {
        settle_into(request, &mut reused).expect("a playable hand");
        assert_eq!(reused, settled(request));
    }
}
