//! The plain evaluator: try every five of N, score each with a sparse key, and map the best key
//! to its dense rank through the sorted list of every key of its kind.
//!
//! Slow (up to 126 fives per hand) and obviously correct: the oracle the fast evaluator and the
//! exhaustive tests are held against.

use super::{Category, Evaluation, HandValue, Kind};
use crate::card::Card;
use std::sync::OnceLock;

/// Cards grouped by rank, largest group first, then by rank (high: ace high; lows: king high),
/// and within a group by suit, highest first.
fn ordered_by_groups(cards: [Card; 5], rank_of: fn(Card) -> u8) -> [Card; 5] {
    let mut counts = [0u8; 13];
    for card in cards {
        counts[usize::from(rank_of(card))] += 1;
    }
    let mut out = cards;
    out.sort_by(|a, b| {
        let key = |c: &Card| (counts[rank_of(*c) as usize], rank_of(*c), c.suit());
        key(b).cmp(&key(a))
    });
    out
}

fn pack(category: u32, ranks: impl Iterator<Item = u8>) -> u32 {
    ranks.fold(category, |key, rank| key << 4 | u32::from(rank))
}

fn pairing_category(ordered: [Card; 5], rank_of: fn(Card) -> u8) -> Category {
    let mut sizes = [0u8; 5];
    let mut i = 0;
    let mut groups = 0;
    while i < 5 {
        let mut j = i;
        while j < 5 && rank_of(ordered[j]) == rank_of(ordered[i]) {
            j += 1;
        }
        sizes[groups] = (j - i) as u8;
        groups += 1;
        i = j;
    }
    Category::from_groups(sizes[0] as usize, sizes[1] as usize)
}

/// Scores one five for `kind`: a key where greater is better, its category and its cards in
/// order of significance. `None` for an 8-or-better low that does not qualify.
pub fn score_five(cards: &[Card; 5], kind: Kind) -> Option<(u32, Category, [Card; 5])> {
    match kind {
        Kind::High => Some(score_high(*cards)),
        Kind::LowA5 => Some(score_low(*cards)),
        Kind::Low27 => Some(score_27(*cards)),
        Kind::Low8 => {
            let (key, category, ordered) = score_low(*cards);
            let qualifies =
                category == Category::HighCard && ordered.iter().all(|&c| c.low_rank() <= 7);
            qualifies.then_some((key, category, ordered))
        }
    }
}

fn score_high(cards: [Card; 5]) -> (u32, Category, [Card; 5]) {
    let mut ordered = ordered_by_groups(cards, Card::rank);
    let pairing = pairing_category(ordered, Card::rank);
    let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
    let mut straight = false;
    if pairing == Category::HighCard {
        let top = ordered[0].rank();
        let bottom = ordered[4].rank();
        if top - bottom == 4 {
            straight = true;
        } else if top == 12 && ordered[1].rank() == 3 {
            // The wheel: the ace plays low, so it goes last.
            straight = true;
            ordered.rotate_left(1);
        }
    }
    let category = match (straight, flush) {
        (true, true) => Category::StraightFlush,
        (false, true) => Category::Flush,
        (true, false) => Category::Straight,
        (false, false) => pairing,
    };
    // For the wheel the ranks packed are 5 4 3 2 A with the ace as -1: pack the five as rank 3
    // first, which is all that decides between straights.
    let ranks = ordered.iter().enumerate().map(|(i, c)| {
        if (straight) && i == 4 && c.rank() == 12 {
            0
        } else {
            c.rank()
        }
    });
    (pack(category as u32, ranks), category, ordered)
}

/// 2-7: the high category with the ace always high (no wheel), lower is better.
fn score_27(cards: [Card; 5]) -> (u32, Category, [Card; 5]) {
    let ordered = ordered_by_groups(cards, Card::rank);
    let pairing = pairing_category(ordered, Card::rank);
    let flush = cards.iter().all(|c| c.suit() == cards[0].suit());
    let straight = pairing == Category::HighCard && ordered[0].rank() - ordered[4].rank() == 4;
    let category = match (straight, flush) {
        (true, true) => Category::StraightFlush,
        (false, true) => Category::Flush,
        (true, false) => Category::Straight,
        (false, false) => pairing,
    };
    let badness = pack(category as u32, ordered.iter().map(|c| c.rank()));
    (u32::MAX - badness, category, ordered)
}

fn score_low(cards: [Card; 5]) -> (u32, Category, [Card; 5]) {
    let ordered = ordered_by_groups(cards, Card::low_rank);
    let category = pairing_category(ordered, Card::low_rank);
    let badness = pack(
        u32::from(category.low_badness()),
        ordered.iter().map(|&c| c.low_rank()),
    );
    (u32::MAX - badness, category, ordered)
}

/// Every distinct sparse key of a kind, ascending: enumerates every rank multiset of five
/// (and its suited form where the ranks are distinct) with concrete cards.
fn sorted_keys(kind: Kind) -> &'static [u32] {
    static TABLES: [OnceLock<Vec<u32>>; 4] = [
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
        OnceLock::new(),
    ];
    TABLES[kind as usize].get_or_init(|| {
        let mut keys = Vec::new();
        let mut counts = [0u8; 13];
        enumerate_multisets(&mut counts, 0, 5, &mut |counts| {
            let mut cards = Vec::with_capacity(5);
            for (rank, &count) in counts.iter().enumerate() {
                for suit in 0..count {
                    cards.push(Card::from_rank_suit(rank as u8, suit));
                }
            }
            let distinct = counts.iter().all(|&c| c <= 1);
            let mut five = [cards[0], cards[1], cards[2], cards[3], cards[4]];
            if distinct {
                // Offsuit: the lowest card in diamonds, the rest clubs.
                five[0] = Card::from_rank_suit(five[0].rank(), 1);
            }
            keys.extend(score_five(&five, kind).map(|s| s.0));
            if distinct && matches!(kind, Kind::High | Kind::Low27) {
                let suited = five.map(|c| Card::from_rank_suit(c.rank(), 0));
                keys.push(score_five(&suited, kind).map_or(0, |s| s.0));
            }
        });
        keys.sort_unstable();
        keys.dedup();
        keys
    })
}

fn enumerate_multisets(
    counts: &mut [u8; 13],
    rank: usize,
    left: u8,
    f: &mut impl FnMut(&[u8; 13]),
) {
    if left == 0 {
        f(counts);
        return;
    }
    if rank == 13 {
        return;
    }
    for take in (0..=left.min(4)).rev() {
        counts[rank] = take;
        enumerate_multisets(counts, rank + 1, left - take, f);
    }
    counts[rank] = 0;
}

/// The dense rank of a sparse key of `kind`.
pub fn dense_rank(key: u32, kind: Kind) -> u16 {
    let keys = sorted_keys(kind);
    keys.binary_search(&key).map_or(0, |i| i as u16)
}

/// The best five of `cards` for `kind`, or `None` when no five qualifies (8-or-better only).
/// Among equal fives the one whose ordered cards are greatest (higher suits) is chosen.
pub fn best(cards: &[Card], kind: Kind) -> Option<Evaluation> {
    let n = cards.len();
    let mut best: Option<(u32, Category, [Card; 5])> = None;
    for a in 0..n {
        for b in a + 1..n {
            for c in b + 1..n {
                for d in c + 1..n {
                    for e in d + 1..n {
                        let five = [cards[a], cards[b], cards[c], cards[d], cards[e]];
                        let Some(scored) = score_five(&five, kind) else {
                            continue;
                        };
                        let better = match &best {
                            None => true,
                            Some(current) => (scored.0, scored.2) > (current.0, current.2),
                        };
                        if better {
                            best = Some(scored);
                        }
                    }
                }
            }
        }
    }
    best.map(|(key, category, cards)| Evaluation {
        value: HandValue {
            kind,
            rank: dense_rank(key, kind),
        },
        category,
        cards,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn class_counts_match_the_published_tables() {
        for kind in [Kind::High, Kind::LowA5, Kind::Low8, Kind::Low27] {
            assert_eq!(
                sorted_keys(kind).len(),
                kind.class_count() as usize,
                "{kind:?}"
            );
        }
    }
}
