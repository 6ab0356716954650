//! The wild-card evaluator against the brute-force oracle (every substitution tried): the five it
//! plays scores what the oracle finds, two hands order as their oracle keys do, and without wild
//! cards it agrees with the naive evaluator.
#![no_main]
use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use studpoker_core::eval::wild::{
    category_of_wild_rank, evaluate_wild, rank_wild, wild_rank, HIGH_WILD_CLASSES, WILD_MAX_CARDS,
};
use studpoker_core::eval::{naive, Kind, MAX_CARDS, MIN_CARDS};
use studpoker_core::{Card, CardSet};
use studpoker_fuzz::distinct_cards;
use studpoker_fuzz::wild_oracle::{key_of_played, oracle, Key};

const KINDS: [Kind; 3] = [Kind::High, Kind::LowA5, Kind::Low8];

/// Evaluates `hand` and checks it against the oracle; its key and rank.
fn judged(kind: Kind, hand: &[Card], wild: CardSet) -> Option<(Key, u16)> {
    let expected = oracle(kind, hand, wild);
    let evaluation = evaluate_wild(kind, hand, wild).expect("a hand");
    let got = evaluation.and_then(|e| key_of_played(kind, e.category, e.played));
    assert_eq!(got, expected, "{kind:?} {hand:?} wild {wild:?}");
    assert_eq!(rank_wild(kind, hand, wild), evaluation.map(|e| e.rank));
    let e = evaluation?;
    for (held, played) in e.cards.iter().zip(&e.played) {
        assert!(hand.contains(held), "{e:?}");
        assert!(held == played || wild.contains(*held), "{e:?}");
    }
    if e.wild_space {
        assert_eq!(category_of_wild_rank(e.rank), e.category);
        assert!(e.rank < HIGH_WILD_CLASSES);
    } else {
        assert!(e.rank < kind.class_count());
    }
    if wild.is_empty() && hand.len() <= MAX_CARDS {
        let plain = naive::best(hand, kind).expect("a qualifying hand");
        assert_eq!((e.rank, e.category), (plain.value.rank, plain.category));
    }
    Some((expected?, e.rank))
}

fn check(u: &mut Unstructured<'_>) -> Result<()> {
    let kind = *u.choose(&KINDS)?;
    let size = u.int_in_range(MIN_CARDS..=WILD_MAX_CARDS)?;
    let other_size = u.int_in_range(MIN_CARDS..=WILD_MAX_CARDS)?;
    let cards = distinct_cards(u, size + other_size)?;
    let (hand, other) = cards.split_at(size);
    // Wild: up to two whole ranks (most fives keep some naturals) and up to three single cards.
    let mut wild = CardSet(0);
    for _ in 0..u.int_in_range(0..=2)? {
        wild.0 |= wild_rank(u.int_in_range(0..=12)?).0;
    }
    for _ in 0..u.int_in_range(0..=3)? {
        wild.insert(Card::new_unchecked(u.int_in_range(0..=51)?));
    }
    let a = judged(kind, hand, wild);
    let b = judged(kind, other, wild);
    if let (Some((key_a, rank_a)), Some((key_b, rank_b))) = (a, b) {
        assert_eq!(
            key_a.cmp(&key_b),
            rank_a.cmp(&rank_b),
            "{kind:?} {hand:?} vs {other:?} wild {wild:?}"
        );
    }
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let _ = check(&mut Unstructured::new(data));
});
