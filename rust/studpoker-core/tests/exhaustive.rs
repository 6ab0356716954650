//! Exhaustive checks of the fast evaluators: every five-card hand against the naive oracle, and
//! every seven-card hand against the published counts (the published tables). Run in release mode
//! (`cargo test --release -p studpoker-core`); the seven-card sweep is skipped in debug builds.

use studpoker_core::eval::{
    category_of, evaluate_high, evaluate_low_27, evaluate_low_8, evaluate_low_a5, naive, rank_high,
    rank_low_27, rank_low_8, rank_low_a5, Category, Kind,
};
use studpoker_core::Card;

fn card(index: usize) -> Card {
    Card::new_unchecked(index as u8)
}

/// Runs `f` on every hand of `N` cards whose first card is in `firsts`.
fn for_each_hand<const N: usize>(
    firsts: impl Iterator<Item = usize>,
    mut f: impl FnMut(&[Card; N]),
) {
    fn go<const N: usize>(
        hand: &mut [Card; N],
        depth: usize,
        from: usize,
        f: &mut impl FnMut(&[Card; N]),
    ) {
        if depth == N {
            f(hand);
            return;
        }
        for next in from..=52 - (N - depth) {
            hand[depth] = card(next);
            go(hand, depth + 1, next + 1, f);
        }
    }
    let mut hand = [card(0); N];
    for first in firsts {
        if first + N <= 52 {
            hand[0] = card(first);
            go(&mut hand, 1, first + 1, &mut f);
        }
    }
}

/// Splits the hands between two threads by the parity of their first card.
fn on_two_threads<T: Send>(work: impl Fn(usize) -> T + Sync) -> Vec<T> {
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..2)
            .map(|part| {
                let work = &work;
                scope.spawn(move || work(part))
            })
            .collect();
        handles
            .into_iter()
            .map(|h| h.join().expect("worker panicked"))
            .collect()
    })
}

#[test]
fn every_five_card_hand_matches_the_naive_evaluator_for_every_kind() {
    let counts = on_two_threads(|part| {
        let mut counts = [0u32; 9];
        let mut low27 = [0u32; 9];
        let mut low8 = 0u32;
        for_each_hand::<5>((part..52).step_by(2), |hand| {
            let high = evaluate_high(hand).unwrap();
            assert_eq!(Some(high), naive::best(hand, Kind::High), "{hand:?}");
            assert_eq!(rank_high(hand), high.value.rank);
            counts[high.category as usize] += 1;
            let low = evaluate_low_a5(hand).unwrap();
            assert_eq!(Some(low), naive::best(hand, Kind::LowA5), "{hand:?}");
            let eight = evaluate_low_8(hand).unwrap();
            assert_eq!(eight, naive::best(hand, Kind::Low8), "{hand:?}");
            low8 += u32::from(eight.is_some());
            let deuce = evaluate_low_27(hand).unwrap();
            assert_eq!(Some(deuce), naive::best(hand, Kind::Low27), "{hand:?}");
            assert_eq!(rank_low_27(hand), deuce.value.rank);
            low27[deuce.category as usize] += 1;
        });
        (counts, low27, low8)
    });
    let mut categories = [0u32; 9];
    let mut deuce = [0u32; 9];
    let mut low8 = 0;
    for (part, part27, qualifying) in counts {
        for (total, n) in categories.iter_mut().zip(part) {
            *total += n;
        }
        for (total, n) in deuce.iter_mut().zip(part27) {
            *total += n;
        }
        low8 += qualifying;
    }
    assert_eq!(
        categories,
        [1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40]
    );
    // 2-7: the 1,020 offsuit A-5-4-3-2 are ace-high hands, not straights, and the four suited
    // ones are flushes, not straight flushes.
    assert_eq!(
        deuce,
        [1_303_560, 1_098_240, 123_552, 54_912, 9_180, 5_112, 3_744, 624, 36]
    );
    assert_eq!(low8, 57_344);
}

#[derive(Default)]
struct SevenCardTally {
    categories: [u64; 9],
    high_classes: Vec<bool>,
    wheels: u64,
    low8_qualifying: u64,
    low_paired: u64,
}

#[test]
#[cfg_attr(debug_assertions, ignore = "133,784,560 hands: run with --release")]
fn every_seven_card_hand_gives_the_published_counts() {
    let tallies = on_two_threads(|part| {
        let mut tally = SevenCardTally {
            high_classes: vec![false; 7462],
            ..Default::default()
        };
        for_each_hand::<7>((part..52).step_by(2), |hand| {
            let high = rank_high(hand);
            tally.categories[category_of(Kind::High, high) as usize] += 1;
            tally.high_classes[usize::from(high)] = true;
            let low = rank_low_a5(hand);
            tally.wheels += u64::from(low == 6174);
            tally.low_paired += u64::from(category_of(Kind::LowA5, low) != Category::HighCard);
            tally.low8_qualifying += u64::from(rank_low_8(hand).is_some());
        });
        tally
    });
    let mut categories = [0u64; 9];
    let mut classes = vec![false; 7462];
    let (mut wheels, mut low8, mut paired) = (0, 0, 0);
    for tally in tallies {
        for (total, n) in categories.iter_mut().zip(tally.categories) {
            *total += n;
        }
        for (seen, part_seen) in classes.iter_mut().zip(tally.high_classes) {
            *seen |= part_seen;
        }
        wheels += tally.wheels;
        low8 += tally.low8_qualifying;
        paired += tally.low_paired;
    }
    // High card first, straight flush last (the `Category` order).
    assert_eq!(
        categories,
        [
            23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184,
            224_848, 41_584
        ]
    );
    assert_eq!(categories.iter().sum::<u64>(), 133_784_560);
    assert_eq!(classes.iter().filter(|&&seen| seen).count(), 4_824);
    assert_eq!(wheels, 781_824);
    assert_eq!(low8, 24_530_944);
    assert_eq!(paired, 6_169_072);
}
