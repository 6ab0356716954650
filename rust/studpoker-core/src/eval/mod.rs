//! Hand evaluation: high (best five of N), A-5 low (razz), 8-or-better low (hi-lo) and 2-7 low
//! (2-7 razz).
//!
//! Every evaluator takes 5 to 9 distinct cards, chooses the best five, and returns a [`HandValue`]:
//! a dense rank within its [`Kind`] where **greater is better** for every kind, lows included.
//!
//! - high: 7,462 classes, `0` = 7-5-4-3-2 offsuit, `7461` = royal flush;
//! - A-5 low: 6,175 classes, `0` = four kings with a queen, `6174` = 5-4-3-2-A (the wheel);
//! - 8-or-better: 56 classes, `0` = 8-7-6-5-4, `55` = the wheel; no value when no five distinct
//!   ranks of eight or lower exist;
//! - 2-7 low: 7,462 classes, `0` = the royal flush, `7461` = 7-5-4-3-2 offsuit: the high order
//!   turned round with the ace always high (A-5-4-3-2 is ace high, no straight), so straights
//!   and flushes count against.
//!
//! When several choices of five give the same value, the higher suits are used (so the chosen
//! cards are a function of the input set alone).
//!
//! The evaluators are table driven ([`fast`]); [`naive`] tries every five and is the oracle the
//! tests hold them against. The raw [`rank_high`], [`rank_low_a5`], [`rank_low_8`] and
//! [`rank_low_27`] skip the
//! input checks and the choice of the five cards: the hot path.

mod describe;
pub mod fast;
pub mod naive;
pub mod wild;

use crate::card::{check_distinct, Card};
use crate::error::{Error, Result};

pub use describe::describe;
pub use fast::{
    category_of, evaluation_of_rank, rank_high, rank_low_27, rank_low_8, rank_low_a5, PartialHand,
};

/// Fewest and most cards an evaluator takes.
pub const MIN_CARDS: usize = 5;
pub const MAX_CARDS: usize = 9;

/// Which ordering a value belongs to. Values of different kinds do not compare.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    High,
    LowA5,
    Low8,
    /// Deuce-to-seven: the lowest high hand, the ace always high.
    Low27,
}

impl Kind {
    /// The number of distinct classes (dense ranks are `0..class_count`).
    pub const fn class_count(self) -> u16 {
        match self {
            // 2-7 has the high classes, A-5-4-3-2 ace high instead of the wheels.
            Kind::High | Kind::Low27 => 7462,
            Kind::LowA5 => 6175,
            Kind::Low8 => 56,
        }
    }

    pub const fn name(self) -> &'static str {
        match self {
            Kind::High => "high",
            Kind::LowA5 => "low_a5",
            Kind::Low8 => "low_8",
            Kind::Low27 => "low_27",
        }
    }
}

/// Hand categories, weakest first for high hands. Lows use the pairing categories only
/// (`HighCard` is "no pair"), and for them a later category is worse.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Category {
    HighCard,
    Pair,
    TwoPair,
    ThreeOfAKind,
    Straight,
    Flush,
    FullHouse,
    FourOfAKind,
    StraightFlush,
    /// Only with wild cards (rules §5.2): above every straight flush.
    FiveOfAKind,
}

impl Category {
    pub const ALL: [Category; 10] = [
        Category::HighCard,
        Category::Pair,
        Category::TwoPair,
        Category::ThreeOfAKind,
        Category::Straight,
        Category::Flush,
        Category::FullHouse,
        Category::FourOfAKind,
        Category::StraightFlush,
        Category::FiveOfAKind,
    ];

    /// The category equal ranks alone make, from the sizes of the two largest groups of equal
    /// ranks (straights and flushes aside).
    pub const fn from_groups(largest: usize, second: usize) -> Category {
        match (largest, second) {
            (4, _) => Category::FourOfAKind,
            (3, 2) => Category::FullHouse,
            (3, _) => Category::ThreeOfAKind,
            (2, 2) => Category::TwoPair,
            (2, _) => Category::Pair,
            _ => Category::HighCard,
        }
    }

    /// How bad a low's pairing is (A-5 lows): no pair 0, pair 1, two pair 2, trips 3,
    /// full house 4, four of a kind 5.
    pub const fn low_badness(self) -> u8 {
        match self {
            Category::HighCard => 0,
            Category::Pair => 1,
            Category::TwoPair => 2,
            Category::ThreeOfAKind => 3,
            Category::FullHouse => 4,
            _ => 5,
        }
    }

    /// The snake-case name used by the Python API.
    pub const fn name(self) -> &'static str {
        match self {
            Category::HighCard => "high_card",
            Category::Pair => "pair",
            Category::TwoPair => "two_pair",
            Category::ThreeOfAKind => "three_of_a_kind",
            Category::Straight => "straight",
            Category::Flush => "flush",
            Category::FullHouse => "full_house",
            Category::FourOfAKind => "four_of_a_kind",
            Category::StraightFlush => "straight_flush",
            Category::FiveOfAKind => "five_of_a_kind",
        }
    }
}

/// The value of a hand: its kind and its dense rank (greater is better).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct HandValue {
    pub kind: Kind,
    pub rank: u16,
}

impl PartialOrd for HandValue {
    /// Values of different kinds are unordered.
    fn partial_cmp(&self, other: &Self) -> Option<std::cmp::Ordering> {
        (self.kind == other.kind).then(|| self.rank.cmp(&other.rank))
    }
}

/// A value together with the five cards that make it, most significant first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Evaluation {
    pub value: HandValue,
    pub category: Category,
    pub cards: [Card; 5],
}

/// Checks what the raw `rank_*` functions assume: 5 to 9 distinct cards.
///
/// # Errors
///
/// [`Error::WrongCardCount`] outside 5 to 9 cards, [`Error::DuplicateCard`] for a card given twice.
pub fn check_hand(cards: &[Card]) -> Result<()> {
    check_hand_of(cards, MAX_CARDS)
}

/// 5 to `max` distinct cards (the plain evaluators take 9, the wild ones more).
pub(crate) fn check_hand_of(cards: &[Card], max: usize) -> Result<()> {
    if !(MIN_CARDS..=max).contains(&cards.len()) {
        return Err(Error::WrongCardCount {
            got: cards.len(),
            min: MIN_CARDS,
            max,
        });
    }
    check_distinct(cards)
}

/// The best high hand of 5 to 9 distinct cards.
///
/// # Errors
///
/// As [`check_hand`].
pub fn evaluate_high(cards: &[Card]) -> Result<Evaluation> {
    check_hand(cards)?;
    Ok(evaluation_of_rank(Kind::High, rank_high(cards), cards))
}

/// The best A-5 low of 5 to 9 distinct cards (razz): aces low, straights and flushes ignored.
///
/// # Errors
///
/// As [`check_hand`].
pub fn evaluate_low_a5(cards: &[Card]) -> Result<Evaluation> {
    check_hand(cards)?;
    Ok(evaluation_of_rank(Kind::LowA5, rank_low_a5(cards), cards))
}

/// The best 2-7 low of 5 to 9 distinct cards (2-7 razz): the five with the lowest high value,
/// the ace always high, straights and flushes counting against.
///
/// # Errors
///
/// As [`check_hand`].
pub fn evaluate_low_27(cards: &[Card]) -> Result<Evaluation> {
    check_hand(cards)?;
    Ok(evaluation_of_rank(Kind::Low27, rank_low_27(cards), cards))
}

/// The best 8-or-better low of 5 to 9 distinct cards, or `None` when it does not qualify.
///
/// # Errors
///
/// As [`check_hand`].
pub fn evaluate_low_8(cards: &[Card]) -> Result<Option<Evaluation>> {
    check_hand(cards)?;
    Ok(rank_low_8(cards).map(|rank| evaluation_of_rank(Kind::Low8, rank, cards)))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    fn eval(text: &str, f: fn(&[Card]) -> Result<Evaluation>) -> Evaluation {
        f(&parse_cards(text).unwrap()).unwrap()
    }

    #[test]
    fn all_five_card_hands_have_the_published_category_counts() {
        let expected = [
            1_302_540u32,
            1_098_240,
            123_552,
            54_912,
            10_200,
            5_108,
            3_744,
            624,
            40,
        ];
        let mut counts = [0u32; 9];
        let mut seen = vec![false; 7462];
        let deck: Vec<Card> = (0..52).map(Card::new_unchecked).collect();
        for a in 0..52 {
            for b in a + 1..52 {
                for c in b + 1..52 {
                    for d in c + 1..52 {
                        for e in d + 1..52 {
                            let five = [deck[a], deck[b], deck[c], deck[d], deck[e]];
                            let ev = naive::best(&five, Kind::High).unwrap();
                            counts[ev.category as usize] += 1;
                            seen[ev.value.rank as usize] = true;
                        }
                    }
                }
            }
        }
        assert_eq!(counts, expected);
        assert!(seen.iter().all(|&s| s));
    }

    #[test]
    fn descriptions() {
        let cases = [
            ("Kh Ks Kd 9c 9h", "Full house, kings over nines"),
            ("As Ks Qs Js Ts", "Royal flush"),
            ("5d 4d 3d 2d Ad", "Straight flush, five high"),
            ("5d 4c 3d 2d Ad", "Straight, five high"),
            ("Kh 9c 4d Ks 2h", "Pair of kings"),
            ("Qs 2h Kd Jc Th Td Ad", "Straight, ace high"),
        ];
        for (text, said) in cases {
            assert_eq!(describe(&eval(text, evaluate_high)), said, "{text}");
        }
        assert_eq!(
            describe(&eval("8c 7d 5h 3s Ac", evaluate_low_a5)),
            "Eight-seven low"
        );
        assert_eq!(
            describe(&eval("Kc Kd 5h 5s Ac 9c 9d", evaluate_low_a5)),
            "Pair of fives"
        );
    }

    #[test]
    fn extremes_of_each_kind() {
        assert_eq!(eval("7c 5d 4h 3s 2c", evaluate_high).value.rank, 0);
        assert_eq!(eval("As Ks Qs Js Ts", evaluate_high).value.rank, 7461);
        assert_eq!(eval("Kc Kd Kh Ks Qc", evaluate_low_a5).value.rank, 0);
        assert_eq!(eval("5c 4d 3h 2s Ac", evaluate_low_a5).value.rank, 6174);
        let wheel = evaluate_low_8(&parse_cards("5c 4d 3h 2s Ac Kd").unwrap()).unwrap();
        assert_eq!(wheel.map(|e| e.value.rank), Some(55));
        assert_eq!(
            evaluate_low_8(&parse_cards("9c 4d 3h 2s Ac Kd").unwrap()).unwrap(),
            None
        );
    }

    /// The published 2-7 order (deuce-to-seven lowball), best first.
    #[test]
    fn deuce_to_seven_orders_as_the_published_tables() {
        let best_first = [
            "7c 5d 4h 3s 2c", // the best hand, "number one"
            "7c 6d 4h 3s 2c", // the second
            "7c 6d 5h 3s 2c", // the third
            "7c 6d 5h 4s 2c", // the fourth
            "8c 5d 4h 3s 2c", // the best eight
            "8c 7d 6h 5s 3c", // an eight worse than every other eight but 8-7-6-5-4
            "9c 5d 4h 3s 2c", // a nine
            "Kc Qd Jh Ts 8c", // the worst king high
            "Ac 5d 4h 3s 2c", // ace high: the ace is never low, A-5-4-3-2 no straight
            "Ac Kd Qh Js 9c", // the worst no-pair hand
            "2c 2d 5h 4s 3c", // a pair is worse than any no-pair hand
            "Ac Ad Kh Qs Jc", // the worst pair
            "2c 2d 3h 3s 4c", // two pair
            "2c 2d 2h 3s 4c", // trips
            "6c 5d 4h 3s 2c", // a straight, worse than trips
            "Ac Kd Qh Js Tc", // the worst straight
            "7c 5c 4c 3c 2c", // a flush, worse than any straight
            "Ac 5c 4c 3c 2c", // an ace-high flush (no straight flush)
            "2c 2d 2h 3s 3c", // a full house
            "2c 2d 2h 2s 3c", // quads
            "6c 5c 4c 3c 2c", // the best straight flush
            "Ac Kc Qc Jc Tc", // the royal flush, the worst hand
        ];
        let ranks: Vec<u16> = best_first
            .iter()
            .map(|text| eval(text, evaluate_low_27).value.rank)
            .collect();
        assert_eq!(ranks[0], 7461);
        assert_eq!(ranks[best_first.len() - 1], 0);
        for (pair, texts) in ranks.windows(2).zip(best_first.windows(2)) {
            assert!(pair[0] > pair[1], "{} should beat {}", texts[0], texts[1]);
        }
        let wheel = eval("Ac 5d 4h 3s 2c", evaluate_low_27);
        assert_eq!(wheel.category, Category::HighCard);
        assert_eq!(describe(&wheel), "Ace-five low");
        assert_eq!(
            eval("Ac 5c 4c 3c 2c", evaluate_low_27).category,
            Category::Flush
        );
        assert_eq!(
            describe(&eval("7c 5d 4h 3s 2c", evaluate_low_27)),
            "Seven-five low"
        );
    }

    #[test]
    fn deuce_to_seven_plays_the_five_with_the_lowest_high_value() {
        // Seven cards: the unsuited 7-5-4-3-2 although five hearts are held.
        let ev = eval("7h 5h 4h 3h 2h 2c Kd", evaluate_low_27);
        assert_eq!(ev.category, Category::HighCard);
        assert_eq!(crate::card::format_cards(&ev.cards), "7h 5h 4h 3h 2c");
        // Six suited cards and a seventh of another suit: the seventh unsuits the five.
        let ev = eval("8h 7h 5h 4h 3h 2h Kc", evaluate_low_27);
        assert_eq!(crate::card::format_cards(&ev.cards), "Kc 5h 4h 3h 2h");
        // A straight flush, and straights with the clubs: a pair of twos is better.
        let ev = eval("6d 5d 4d 3d 2d 2c 3c", evaluate_low_27);
        assert_eq!(ev.category, Category::Pair);
        assert_eq!(crate::card::format_cards(&ev.cards), "2d 2c 5d 4d 3d");
        // Six to a straight: the 8 breaks it (8-6-5-4-3 over the 7-6-5-4-3 straight).
        let ev = eval("3c 4d 5h 6s 7c 8d", evaluate_low_27);
        assert_eq!(crate::card::format_cards(&ev.cards), "8d 6s 5h 4d 3c");
        // Nothing but a straight or a pair.
        let ev = eval("3c 4d 5h 6s 7c 7d", evaluate_low_27);
        assert_eq!(ev.category, Category::Pair);
    }

    #[test]
    fn the_higher_suits_are_chosen_among_equal_fives() {
        let ev = eval("Ac Ad Kc Kd Qc Qd Jc", evaluate_high);
        assert_eq!(crate::card::format_cards(&ev.cards), "Ad Ac Kd Kc Qd");
        let wheel = eval("Ac Ad 2c 3c 4c 5h 9s", evaluate_low_a5);
        assert_eq!(crate::card::format_cards(&wheel.cards), "5h 4c 3c 2c Ad");
    }

    #[test]
    fn bad_counts_and_duplicates_are_errors() {
        let four = parse_cards("As Ks Qs Js").unwrap();
        assert!(matches!(
            evaluate_high(&four),
            Err(Error::WrongCardCount { got: 4, .. })
        ));
        let dup = [four[0], four[0], four[1], four[2], four[3]];
        assert!(matches!(
            evaluate_low_a5(&dup),
            Err(Error::DuplicateCard { .. })
        ));
    }
}
