//! The wild-card evaluators against a brute-force oracle that tries every substitution.
//!
//! The oracle: for each count `k` of wilds in the five, each choice of `5 - k` naturals and each
//! multiset of `k` ranks for the wilds, score the five (ranks may repeat). Suits only decide
//! whether a five is suited, so the wilds either all take the suit of the chosen naturals (when
//! those share one) or play off-suit: every substitution is covered. Every five-card hand with
//! deuces wild (0 to 4 wild cards), and random hands of 5 to 11 cards with 0 to 4 wild cards
//! (and a few with more): `STUDPOKER_WILD_HANDS` hands per size and wild count (40 unless set;
//! release builds).

use studpoker_core::eval::wild::{
    category_of_wild_rank, evaluate_wild, rank_wild, HIGH_WILD_CLASSES, WILD_MAX_CARDS,
};
use studpoker_core::eval::{rank_low_8, rank_low_a5, Category, Kind};
use studpoker_core::{Card, CardSet};

const ACE: u8 = 12;

/// A comparable key (category, then ranks in order of significance) of five ranks.
type Key = (u8, [u8; 5]);

fn grouped(ranks: [u8; 5], rank_of: impl Fn(u8) -> u8) -> ([u8; 5], [usize; 2]) {
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

fn high_key(ranks: [u8; 5], suited: bool) -> Key {
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
fn low_key(ranks: [u8; 5], eight: bool) -> Option<Key> {
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

fn multisets(k: usize, from: u8, out: &mut Vec<u8>, f: &mut impl FnMut(&[u8])) {
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

fn subsets(
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
fn oracle(kind: Kind, cards: &[Card], wild: CardSet) -> Option<Key> {
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
                };
                for key in keys.into_iter().flatten() {
                    best = best.max(Some(key));
                }
            });
        });
    }
    best
}

/// Seeded xorshift: hands of `size` distinct cards, the first `wilds` of them wild, and a few
/// other cards added to the wild set.
struct Dealer(u64);

impl Dealer {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    fn deal(&mut self, size: usize, wilds: usize) -> (Vec<Card>, CardSet) {
        let mut seen = 0u64;
        let mut hand = Vec::with_capacity(size);
        while hand.len() < size {
            let card = (self.next() % 52) as u8;
            if seen >> card & 1 == 0 {
                seen |= 1 << card;
                hand.push(Card::new_unchecked(card));
            }
        }
        let mut wild = CardSet::from_cards(&hand[..wilds]);
        for _ in 0..self.next() % 4 {
            let card = Card::new_unchecked((self.next() % 52) as u8);
            if !hand.contains(&card) {
                wild.insert(card);
            }
        }
        (hand, wild)
    }
}

fn hands_per_case() -> usize {
    std::env::var("STUDPOKER_WILD_HANDS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(40)
}

/// The played five of an evaluation, as the oracle keys it.
fn key_of_played(kind: Kind, category: Category, played: [Card; 5]) -> Option<Key> {
    let ranks = played.map(|c| c.rank());
    match kind {
        Kind::High => {
            let suited = played.iter().all(|c| c.suit() == played[0].suit());
            let key = high_key(ranks, suited);
            assert_eq!(key.0, category as u8, "{played:?}");
            Some(key)
        }
        Kind::LowA5 => low_key(ranks, false),
        Kind::Low8 => low_key(ranks, true),
    }
}

#[test]
fn every_kind_matches_the_substitution_oracle() {
    let mut dealer = Dealer(0x9e37_79b9_7f4a_7c15);
    // Per kind: the rank each oracle key got, to check that ranks order exactly as keys do.
    let mut ranks_by_key: [std::collections::BTreeMap<Key, u16>; 3] = Default::default();
    for size in 5..=WILD_MAX_CARDS {
        for wilds in (0..=4).chain([size.min(6), size]) {
            for _ in 0..hands_per_case() {
                let (hand, wild) = dealer.deal(size, wilds);
                for (i, kind) in [Kind::High, Kind::LowA5, Kind::Low8]
                    .into_iter()
                    .enumerate()
                {
                    let expected = oracle(kind, &hand, wild);
                    let evaluation = evaluate_wild(kind, &hand, wild).unwrap();
                    let got = evaluation.map(|e| key_of_played(kind, e.category, e.played));
                    assert_eq!(got.flatten(), expected, "{kind:?} {hand:?} wild {wild:?}");
                    assert_eq!(rank_wild(kind, &hand, wild), evaluation.map(|e| e.rank));
                    if let (Some(key), Some(e)) = (expected, evaluation) {
                        // Held cards: the hand's own, wilds exactly where the five differs.
                        for (held, played) in e.cards.iter().zip(&e.played) {
                            assert!(hand.contains(held));
                            assert!(held == played || wild.contains(*held), "{e:?}");
                        }
                        if e.wild_space {
                            assert_eq!(category_of_wild_rank(e.rank), e.category);
                        }
                        if e.wild_space || kind != Kind::High {
                            let previous = ranks_by_key[i].insert(key, e.rank);
                            assert!(previous.is_none_or(|r| r == e.rank), "{key:?}");
                        }
                    }
                }
            }
        }
    }
    for (kind, ranks) in [Kind::High, Kind::LowA5, Kind::Low8]
        .iter()
        .zip(&ranks_by_key)
    {
        let values: Vec<u16> = ranks.values().copied().collect();
        assert!(
            values.windows(2).all(|w| w[0] < w[1]),
            "{kind:?}: ranks follow the keys"
        );
        let limit = if *kind == Kind::High {
            HIGH_WILD_CLASSES
        } else {
            kind.class_count()
        };
        assert!(values.iter().all(|&r| r < limit));
    }
}

/// The lows in the plain space: the oracle's best five, dealt as real cards, ranked plainly.
#[test]
fn low_ranks_are_the_plain_ranks_of_the_best_five() {
    let mut dealer = Dealer(0x1234_5678_9abc_def1);
    for size in 5..=WILD_MAX_CARDS {
        for wilds in 0..=3 {
            for _ in 0..hands_per_case() {
                let (hand, wild) = dealer.deal(size, wilds);
                let Some((_, ranks)) = oracle(Kind::LowA5, &hand, wild) else {
                    continue;
                };
                let mut seen = [0u8; 13];
                let five = ranks.map(|inverted| {
                    let rank = ((12 - inverted) + 12) % 13;
                    seen[usize::from(rank)] += 1;
                    Card::from_rank_suit(rank, seen[usize::from(rank)] - 1)
                });
                assert_eq!(
                    rank_wild(Kind::LowA5, &hand, wild),
                    Some(rank_low_a5(&five))
                );
                let eight = rank_wild(Kind::Low8, &hand, wild);
                if let Some((_, ranks)) = oracle(Kind::Low8, &hand, wild) {
                    let five =
                        ranks.map(|inverted| Card::from_rank_suit(((12 - inverted) + 12) % 13, 0));
                    let offsuit = [
                        Card::from_rank_suit(five[0].rank(), 1),
                        five[1],
                        five[2],
                        five[3],
                        five[4],
                    ];
                    assert_eq!(eight, rank_low_8(&offsuit));
                } else {
                    assert_eq!(eight, None);
                }
            }
        }
    }
}

/// Every five-card hand with deuces wild (0 to 4 wild cards), every kind, against the oracle;
/// the ranks must order exactly as the oracle's keys do.
#[test]
fn every_five_card_hand_with_deuces_wild_matches_the_oracle() {
    let deuces = CardSet(0xF);
    let mut ranks_by_key: [std::collections::BTreeMap<Key, u16>; 3] = Default::default();
    let mut hands = 0u32;
    for a in 0..52u8 {
        for b in a + 1..52 {
            for c in b + 1..52 {
                for d in c + 1..52 {
                    for e in d + 1..52 {
                        let hand = [a, b, c, d, e].map(Card::new_unchecked);
                        for (i, kind) in [Kind::High, Kind::LowA5, Kind::Low8]
                            .into_iter()
                            .enumerate()
                        {
                            let expected = oracle(kind, &hand, deuces);
                            let got = evaluate_wild(kind, &hand, deuces).unwrap();
                            let key = got.and_then(|e| key_of_played(kind, e.category, e.played));
                            assert_eq!(key, expected, "{kind:?} {hand:?}");
                            if let (Some(key), Some(e)) = (expected, got) {
                                let previous = ranks_by_key[i].insert(key, e.rank);
                                assert!(previous.is_none_or(|r| r == e.rank), "{key:?}");
                            }
                        }
                        hands += 1;
                    }
                }
            }
        }
    }
    assert_eq!(hands, 2_598_960);
    for ranks in &ranks_by_key {
        let values: Vec<u16> = ranks.values().copied().collect();
        assert!(values.windows(2).all(|w| w[0] < w[1]));
    }
    // Five of a kind, the double-ace flushes and every straight flush occur.
    let high = &ranks_by_key[0];
    assert_eq!(
        high.keys()
            .filter(|k| k.0 == Category::FiveOfAKind as u8)
            .count(),
        12
    );
    assert!(high
        .keys()
        .any(|k| k.0 == Category::Flush as u8 && k.1[..3] == [ACE; 3]));
}
