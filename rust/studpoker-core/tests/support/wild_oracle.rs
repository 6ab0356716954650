//! A brute-force oracle for the wild-card evaluators, shared by the wild tests and the fuzz
//! targets: it tries every substitution.
//!
//! For each count `k` of wilds in the five, each choice of `5 - k` naturals and each multiset of
//! `k` ranks for the wilds, score the five (ranks may repeat). Suits only decide whether a five is
//! suited, so the wilds either all take the suit of the chosen naturals (when those share one) or
//! play off-suit: every substitution is covered.

use studpoker_core::eval::{Category, Kind};
use studpoker_core::{Card, CardSet};

pub const ACE: u8 = 12;

/// A comparable key (category, then ranks in order of significance) of five ranks.
pub type Key = (u8, [u8; 5]);

pub fn grouped(ranks: [u8; 5], rank_of: impl Fn(u8) -> u8) -> ([u8; 5], [usize; 2]) {
    let mut counts = [0usize; 13];
    for &r in &ranks {
        counts[usize::from(rank_of(r))] += 1;
    }
    let mut ordered = ranks;
    ordered.sort_by_key(|&r| std::cmp::Reverse((counts[usize::from(rank_of(r))], rank_of(r))));
    let mut sizes: Vec<usize> = counts.iter().copied().filter(|&c| c > 0).collect();
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    sizes.push(0);
    (ordered, [sizes[0], sizes[1]])
}

pub fn high_key(ranks: [u8; 5], suited: bool) -> Key {
    let (mut ordered, sizes) = grouped(ranks, |r| r);
    let mut category = match sizes {
        [5, _] => Category::FiveOfAKind,
        [4, _] => Category::FourOfAKind,
        [3, 2] => Category::FullHouse,
        [3, _] => Category::ThreeOfAKind,
        [2, 2] => Category::TwoPair,
        [2, _] => Category::Pair,
        _ => Category::HighCard,
    };
    let mut straight = false;
    if sizes[0] == 1 {
        if ordered[0] - ordered[4] == 4 {
            straight = true;
        } else if ordered[0] == ACE && ordered[1] == 3 {
            straight = true;
            ordered.rotate_left(1);
        }
    }
    if straight {
        category = if suited {
            Category::StraightFlush
        } else {
            Category::Straight
        };
    } else if suited && category < Category::Flush {
        category = Category::Flush;
        ordered.sort_unstable_by(|a, b| b.cmp(a)); // a flush compares all five ranks, highest first
    }
    (category as u8, ordered)
}

/// A-5 low: greater is better; ranks are ace-low (ace 0 .. king 12).
pub fn low_key(ranks: [u8; 5], eight: bool) -> Option<Key> {
    let low = |r: u8| (r + 1) % 13;
    let (ordered, sizes) = grouped(ranks, low);
    let badness = match sizes {
        [1, _] => 0,
        [2, 1] => 1,
        [2, 2] => 2,
        [3, 1] => 3,
        [3, 2] => 4,
        [4, _] => 5,
        _ => 6, // five of a kind: the worst low of all
    };
    if eight && (badness > 0 || ordered.iter().any(|&r| low(r) > 7)) {
        return None;
    }
    Some((6 - badness, ordered.map(|r| 12 - low(r))))
}

pub fn multisets(k: usize, from: u8, out: &mut Vec<u8>, f: &mut impl FnMut(&[u8])) {
    if out.len() == k {
        f(out);
        return;
    }
    for r in from..13 {
        out.push(r);
        multisets(k, r, out, f);
        out.pop();
    }
}

pub fn subsets(
    items: &[Card],
    k: usize,
    start: usize,
    out: &mut Vec<Card>,
    f: &mut impl FnMut(&[Card]),
) {
    if out.len() == k {
        f(out);
        return;
    }
    for i in start..items.len() {
        out.push(items[i]);
        subsets(items, k, i + 1, out, f);
        out.pop();
    }
}

/// The best key of `kind` by trying every substitution (`None`: no 8-or-better low).
pub fn oracle(kind: Kind, cards: &[Card], wild: CardSet) -> Option<Key> {
    let naturals: Vec<Card> = cards
        .iter()
        .copied()
        .filter(|&c| !wild.contains(c))
        .collect();
    let wilds = cards.len() - naturals.len();
    let mut best: Option<Key> = None;
    for k in 5usize.saturating_sub(naturals.len())..=wilds.min(5) {
        subsets(&naturals, 5 - k, 0, &mut Vec::new(), &mut |chosen| {
            let one_suit = chosen
                .iter()
                .all(|c| c.suit() == chosen.first().map_or(0, |f| f.suit()));
            multisets(k, 0, &mut Vec::new(), &mut |subs| {
                let mut ranks = [0u8; 5];
                for (slot, r) in ranks
                    .iter_mut()
                    .zip(chosen.iter().map(|c| c.rank()).chain(subs.iter().copied()))
                {
                    *slot = r;
                }
                let keys = match kind {
                    Kind::High => [
                        Some(high_key(ranks, false)),
                        one_suit.then(|| high_key(ranks, true)),
                    ],
                    Kind::LowA5 => [low_key(ranks, false), None],
                    Kind::Low8 => [low_key(ranks, true), None],
                    Kind::Low27 => [None, None], // no wild reading: never asked
                };
                for key in keys.into_iter().flatten() {
                    best = best.max(Some(key));
                }
            });
        });
    }
    best
}

/// The played five of an evaluation, as the oracle keys it.
pub fn key_of_played(kind: Kind, category: Category, played: [Card; 5]) -> Option<Key> {
    let ranks = played.map(studpoker_core::Card::rank);
    match kind {
        Kind::High => {
            let suited = played.iter().all(|c| c.suit() == played[0].suit());
            let key = high_key(ranks, suited);
            assert_eq!(key.0, category as u8, "{played:?}");
            Some(key)
        }
        Kind::LowA5 => low_key(ranks, false),
        Kind::Low8 => low_key(ranks, true),
        Kind::Low27 => None, // no wild reading: never asked
    }
}
