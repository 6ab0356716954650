//! The wild-card evaluators against a brute-force oracle that tries every substitution.
//!
//! The oracle (`support/wild_oracle.rs`) tries every substitution. Every five-card hand with
//! deuces wild (0 to 4 wild cards), and random hands of 5 to 11 cards with 0 to 4 wild cards
//! (and a few with more): `STUDPOKER_WILD_HANDS` hands per size and wild count (40 unless set;
//! release builds).

use studpoker_core::eval::wild::{
    category_of_wild_rank, evaluate_wild, rank_wild, HIGH_WILD_CLASSES, WILD_MAX_CARDS,
};
use studpoker_core::eval::{rank_low_8, rank_low_a5, Category, Kind};
use studpoker_core::{Card, CardSet};

#[path = "support/wild_oracle.rs"]
mod wild_oracle;
use wild_oracle::{key_of_played, oracle, Key, ACE};

#[path = "support/xorshift.rs"]
mod xorshift;
use xorshift::Xorshift;

/// Seeded hands of `size` distinct cards, the first `wilds` of them wild, and a few other cards
/// added to the wild set.
struct Dealer(Xorshift);

impl Dealer {
    fn deal(&mut self, size: usize, wilds: usize) -> (Vec<Card>, CardSet) {
        let hand: Vec<Card> = (self.0.distinct_cards(size).into_iter())
            .map(Card::new_unchecked)
            .collect();
        let mut wild = CardSet::from_cards(&hand[..wilds]);
        for _ in 0..self.0.below(4) {
            let card = Card::new_unchecked(self.0.below(52) as u8);
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

#[test]
fn every_kind_matches_the_substitution_oracle() {
    let mut dealer = Dealer(Xorshift(0x9e37_79b9_7f4a_7c15));
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
    let mut dealer = Dealer(Xorshift(0x1234_5678_9abc_def1));
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
