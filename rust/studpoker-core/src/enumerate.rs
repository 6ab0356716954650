//! Exhaustive enumeration: every hand of 5 to 7 cards from the live cards (the deck less the
//! dead ones), counted by dense rank of one kind, over several threads.
//!
//! The loops nest one level per card and carry the partial sums of the cards' keys and card
//! bits down, so the innermost loop adds one card's key to a sum and does the lookup: a few
//! instructions per hand. The work is handed out by the first two cards, largest parts first.

use crate::card::{check_distinct, Card, CardSet};
use crate::error::{Error, Result};
use crate::eval::fast;
use crate::eval::Kind;
use std::sync::atomic::{AtomicUsize, Ordering};

/// Fewest and most cards of an enumerated hand.
pub const MIN_SIZE: usize = 5;
pub const MAX_SIZE: usize = 7;

/// How many hands fall in each class of a kind.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Counts {
    pub kind: Kind,
    /// Hands per dense rank (`kind.class_count()` entries).
    pub classes: Vec<u64>,
    /// Hands with no value of the kind (8-or-better lows that do not qualify; else 0).
    pub no_value: u64,
}

impl Counts {
    /// Every hand counted.
    pub fn total(&self) -> u64 {
        self.classes.iter().sum::<u64>() + self.no_value
    }

    /// Hands per category, in [`Category::ALL`] order (lows have pairing categories only).
    pub fn categories(&self) -> [u64; 9] {
        let mut out = [0u64; 9];
        for (rank, &n) in self.classes.iter().enumerate() {
            out[fast::category_of(self.kind, rank as u16) as usize] += n;
        }
        out
    }
}

/// One live card's key and bit, as the innermost loop adds them.
#[derive(Clone, Copy)]
struct Part {
    key: u64,
    bits: u64,
}

/// Counts every hand of `size` cards (5 to 7) drawn from the deck without `dead`, by its
/// `kind` value, on up to `threads` threads.
///
/// # Errors
///
/// [`Error::WrongCardCount`] for a `size` outside 5 to 7, [`Error::DuplicateCard`] for a dead card
/// given twice.
pub fn count_hands(kind: Kind, size: usize, dead: &[Card], threads: usize) -> Result<Counts> {
    if !(MIN_SIZE..=MAX_SIZE).contains(&size) {
        return Err(Error::WrongCardCount {
            got: size,
            min: MIN_SIZE,
            max: MAX_SIZE,
        });
    }
    check_distinct(dead)?;
    let dead = CardSet::from_cards(dead);
    let parts: Vec<Part> = (0..52u8)
        .map(Card::new_unchecked)
        .filter(|&card| !dead.contains(card))
        .map(|card| {
            let (key, bits) = fast::key_and_bits(&[card.index()]);
            Part {
                key: key - fast::KEY_START,
                bits,
            }
        })
        .collect();
    // Work items: the first two cards, the ones with the most hands below them first.
    let n = parts.len();
    let items: Vec<(usize, usize)> = (0..n)
        .flat_map(|a| (a + 1..n).map(move |b| (a, b)))
        .filter(|&(_, b)| n - b > size - 2)
        .collect();
    let next = AtomicUsize::new(0);
    let width = usize::from(kind.class_count()) + 1;
    let work = || {
        // Two histograms, by the parity of the last card: consecutive hands often share a
        // class, and one counter would make each increment wait for the previous one.
        let mut tallies = vec![0u32; 2 * width];
        loop {
            let item = next.fetch_add(1, Ordering::Relaxed);
            let Some(&(a, b)) = items.get(item) else {
                break;
            };
            let key = fast::KEY_START + parts[a].key + parts[b].key;
            let bits = parts[a].bits | parts[b].bits;
            let rest = &parts[b + 1..];
            match kind {
                Kind::High => descend::<HIGH>(rest, size - 2, key, bits, &mut tallies, width),
                Kind::LowA5 => descend::<LOW_A5>(rest, size - 2, key, bits, &mut tallies, width),
                Kind::Low8 => descend::<LOW_8>(rest, size - 2, key, bits, &mut tallies, width),
                Kind::Low27 => descend::<LOW_27>(rest, size - 2, key, bits, &mut tallies, width),
            }
        }
        tallies
    };
    let threads = threads.clamp(1, items.len().max(1));
    let tallies: Vec<Vec<u32>> = if threads == 1 {
        vec![work()]
    } else {
        std::thread::scope(|scope| {
            let handles: Vec<_> = (0..threads).map(|_| scope.spawn(work)).collect();
            handles
                .into_iter()
                .map(|handle| handle.join().unwrap_or_default())
                .collect()
        })
    };
    let mut all = vec![0u64; width];
    for tally in &tallies {
        for half in tally.chunks_exact(width) {
            for (total, &n) in all.iter_mut().zip(half) {
                *total += u64::from(n);
            }
        }
    }
    let no_value = all.pop().unwrap_or(0);
    Ok(Counts {
        kind,
        classes: all,
        no_value,
    })
}

const HIGH: u8 = 0;
const LOW_A5: u8 = 1;
const LOW_8: u8 = 2;
const LOW_27: u8 = 4;
/// High values below a partial hand that no card can turn into a flush.
const NO_FLUSH_HIGH: u8 = 3;

/// Adds `left` more cards from `rest` (in order) to the partial sums and counts the hands.
/// A u32 per class and thread holds any count: there are fewer than 2^32 hands of 7 cards.
#[inline]
fn descend<const KIND: u8>(
    rest: &[Part],
    left: usize,
    key: u64,
    bits: u64,
    tallies: &mut [u32],
    width: usize,
) {
    if left == 1 {
        innermost::<KIND>(rest, key, bits, tallies, width);
        return;
    }
    for (i, part) in rest.iter().enumerate() {
        if rest.len() - i < left {
            break;
        }
        descend::<KIND>(
            &rest[i + 1..],
            left - 1,
            key + part.key,
            bits | part.bits,
            tallies,
            width,
        );
    }
}

/// The last card: one addition and one lookup per hand.
#[inline(always)]
fn innermost<const KIND: u8>(
    rest: &[Part],
    key: u64,
    bits: u64,
    tallies: &mut [u32],
    width: usize,
) {
    if KIND == HIGH && !fast::flush_within_one_card(key) {
        // No suit holds four of the cards so far: no hand below is a flush (most of them).
        return innermost::<NO_FLUSH_HIGH>(rest, key, bits, tallies, width);
    }
    let (even, odd) = tallies.split_at_mut(width);
    let (even, odd) = (&mut even[..width], &mut odd[..width]);
    for (i, part) in rest.iter().enumerate() {
        let key = key + part.key;
        let index = match KIND {
            NO_FLUSH_HIGH => usize::from(fast::high_by_slot(fast::slot(key as u32))),
            HIGH => usize::from(fast::high_of_sums(key, bits | part.bits)),
            LOW_A5 => usize::from(fast::low_a5_by_slot(fast::slot(key as u32))),
            LOW_27 => usize::from(fast::low_27_of_sums(key, bits | part.bits)),
            _ => fast::low_8_by_slot(fast::slot(key as u32)).map_or(width - 1, usize::from),
        };
        let tally = if i % 2 == 0 { &mut *even } else { &mut *odd };
        if let Some(count) = tally.get_mut(index) {
            *count += 1;
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::{naive, Category};

    #[test]
    fn five_card_hands_give_the_published_counts() {
        let high = count_hands(Kind::High, 5, &[], 2).unwrap();
        assert_eq!(high.total(), 2_598_960);
        assert_eq!(
            high.categories(),
            [1_302_540, 1_098_240, 123_552, 54_912, 10_200, 5_108, 3_744, 624, 40]
        );
        assert!(
            high.classes.iter().all(|&n| n > 0),
            "all 7,462 classes occur"
        );
        let low8 = count_hands(Kind::Low8, 5, &[], 2).unwrap();
        assert_eq!(low8.total() - low8.no_value, 57_344);
        let low = count_hands(Kind::LowA5, 5, &[], 1).unwrap();
        assert_eq!(low.total(), 2_598_960);
        assert!(
            low.classes.iter().all(|&n| n > 0),
            "all 6,175 classes occur"
        );
    }

    #[test]
    fn dead_cards_are_left_out_and_counted_like_brute_force() {
        let dead: Vec<Card> = [0u8, 5, 17, 33, 40, 44, 47, 49, 50, 51]
            .map(Card::new_unchecked)
            .to_vec();
        let live: Vec<Card> = (0..52u8)
            .map(Card::new_unchecked)
            .filter(|c| !dead.contains(c))
            .collect();
        for kind in [Kind::High, Kind::LowA5, Kind::Low8] {
            let counts = count_hands(kind, 6, &dead, 3).unwrap();
            let mut expected = vec![0u64; usize::from(kind.class_count())];
            let mut none = 0;
            let n = live.len();
            let mut hand = [live[0]; 6];
            let mut idx = [0usize; 6];
            // Every 6-subset of the live cards by an index odometer.
            for (slot, value) in idx.iter_mut().enumerate() {
                *value = slot;
            }
            loop {
                for (card, &i) in hand.iter_mut().zip(&idx) {
                    *card = live[i];
                }
                match naive::best(&hand, kind) {
                    Some(e) => expected[usize::from(e.value.rank)] += 1,
                    None => none += 1,
                }
                let Some(pos) = (0..6).rev().find(|&p| idx[p] < n - 6 + p) else {
                    break;
                };
                idx[pos] += 1;
                for p in pos + 1..6 {
                    idx[p] = idx[p - 1] + 1;
                }
            }
            assert_eq!(counts.classes, expected, "{kind:?}");
            assert_eq!(counts.no_value, none, "{kind:?}");
        }
    }

    #[test]
    fn bad_sizes_and_dead_cards_are_refused() {
        assert!(matches!(
            count_hands(Kind::High, 8, &[], 1),
            Err(Error::WrongCardCount { got: 8, .. })
        ));
        let twice = [Card::new_unchecked(3), Card::new_unchecked(3)];
        assert!(matches!(
            count_hands(Kind::High, 5, &twice, 1),
            Err(Error::DuplicateCard { .. })
        ));
    }

    #[test]
    fn too_few_live_cards_give_no_hands() {
        let dead: Vec<Card> = (0..48u8).map(Card::new_unchecked).collect();
        let counts = count_hands(Kind::High, 5, &dead, 2).unwrap();
        assert_eq!(counts.total(), 0);
    }

    #[test]
    fn the_categories_are_in_category_order() {
        let counts = count_hands(Kind::LowA5, 5, &[], 1).unwrap().categories();
        assert_eq!(counts[Category::Straight as usize], 0);
        assert_eq!(counts.iter().sum::<u64>(), 2_598_960);
    }
}
