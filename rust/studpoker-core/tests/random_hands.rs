//! Property tests: the fast evaluators agree with the naive oracle on random hands of 5 to 9
//! cards, chosen five and category included.

use proptest::prelude::*;
use studpoker_core::eval::{
    evaluate_high, evaluate_low_27, evaluate_low_8, evaluate_low_a5, naive, rank_high, rank_low_27,
    rank_low_8, rank_low_a5, Kind,
};
use studpoker_core::Card;

#[path = "support/xorshift.rs"]
mod xorshift;
use xorshift::Xorshift;

fn hand(min: usize, max: usize) -> impl Strategy<Value = Vec<Card>> {
    proptest::sample::subsequence((0u8..52).collect::<Vec<_>>(), min..=max)
        .prop_shuffle()
        .prop_map(|indices| indices.into_iter().map(Card::new_unchecked).collect())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(20_000))]

    #[test]
    fn fast_matches_naive(cards in hand(5, 9)) {
        let high = evaluate_high(&cards).unwrap();
        prop_assert_eq!(Some(high), naive::best(&cards, Kind::High));
        prop_assert_eq!(rank_high(&cards), high.value.rank);
        let low = evaluate_low_a5(&cards).unwrap();
        prop_assert_eq!(Some(low), naive::best(&cards, Kind::LowA5));
        prop_assert_eq!(rank_low_a5(&cards), low.value.rank);
        let eight = evaluate_low_8(&cards).unwrap();
        prop_assert_eq!(eight, naive::best(&cards, Kind::Low8));
        prop_assert_eq!(rank_low_8(&cards), eight.map(|e| e.value.rank));
        let deuce = evaluate_low_27(&cards).unwrap();
        prop_assert_eq!(Some(deuce), naive::best(&cards, Kind::Low27));
        prop_assert_eq!(rank_low_27(&cards), deuce.value.rank);
    }

    #[test]
    fn the_order_of_the_cards_does_not_matter(cards in hand(5, 9), seed in any::<u64>()) {
        let mut shuffled = cards.clone();
        let len = shuffled.len();
        shuffled.rotate_left((seed % len as u64) as usize);
        shuffled.swap(0, len - 1);
        prop_assert_eq!(evaluate_high(&cards), evaluate_high(&shuffled));
        prop_assert_eq!(evaluate_low_a5(&cards), evaluate_low_a5(&shuffled));
        prop_assert_eq!(evaluate_low_8(&cards), evaluate_low_8(&shuffled));
        prop_assert_eq!(evaluate_low_27(&cards), evaluate_low_27(&shuffled));
    }
}

/// Hands built to hit the rare branches: many cards of one suit (flushes with 8 and 9 cards,
/// where quads and full houses can beat the flush) and heavy pairing.
#[test]
fn crowded_suits_and_ranks_match_naive() {
    let mut rng = Xorshift(0x1234_5678_9abc_def0);
    let mut next = move |bound: u64| rng.below(bound);
    for _ in 0..50_000 {
        let n = 5 + next(5) as usize;
        let mut cards: Vec<Card> = Vec::with_capacity(n);
        while cards.len() < n {
            // Half the cards from one suit or from three ranks, the rest anywhere.
            let index = match next(3) {
                0 => 4 * next(13) as u8 + 2,
                1 => 4 * (3 + next(3) as u8) + next(4) as u8,
                _ => next(52) as u8,
            };
            let card = Card::new_unchecked(index);
            if !cards.contains(&card) {
                cards.push(card);
            }
        }
        assert_eq!(
            Some(evaluate_high(&cards).unwrap()),
            naive::best(&cards, Kind::High),
            "{cards:?}"
        );
        assert_eq!(
            Some(evaluate_low_a5(&cards).unwrap()),
            naive::best(&cards, Kind::LowA5),
            "{cards:?}"
        );
        assert_eq!(
            evaluate_low_8(&cards).unwrap(),
            naive::best(&cards, Kind::Low8),
            "{cards:?}"
        );
        assert_eq!(
            Some(evaluate_low_27(&cards).unwrap()),
            naive::best(&cards, Kind::Low27),
            "{cards:?}"
        );
    }
}
