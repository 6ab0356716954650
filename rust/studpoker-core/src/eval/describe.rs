//! Text a player would say for a hand: "Full house, kings over nines", "Eight-seven low".

use super::{Category, Evaluation, Kind};
use crate::card::Card;

const SINGULAR: [&str; 13] = [
    "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen",
    "king", "ace",
];
const PLURAL: [&str; 13] = [
    "twos", "threes", "fours", "fives", "sixes", "sevens", "eights", "nines", "tens", "jacks",
    "queens", "kings", "aces",
];

fn one(card: Card) -> &'static str {
    SINGULAR[card.rank() as usize]
}

fn many(card: Card) -> &'static str {
    PLURAL[card.rank() as usize]
}

fn capitalized(text: String) -> String {
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => text,
    }
}

/// The description of an evaluation.
pub fn describe(evaluation: &Evaluation) -> String {
    let c = &evaluation.cards;
    let text = match (evaluation.value.kind, evaluation.category) {
        (Kind::LowA5 | Kind::Low8 | Kind::Low27, Category::HighCard) => {
            format!("{}-{} low", one(c[0]), one(c[1]))
        }
        (_, Category::FiveOfAKind) => format!("five of a kind, {}", many(c[0])),
        (_, Category::StraightFlush) if c[0].rank() == 12 => "royal flush".to_string(),
        (_, Category::StraightFlush) => format!("straight flush, {} high", one(c[0])),
        (_, Category::FourOfAKind) => format!("four of a kind, {}", many(c[0])),
        (_, Category::FullHouse) => format!("full house, {} over {}", many(c[0]), many(c[3])),
        (_, Category::Flush) => format!("flush, {} high", one(c[0])),
        (_, Category::Straight) => format!("straight, {} high", one(c[0])),
        (_, Category::ThreeOfAKind) => format!("three of a kind, {}", many(c[0])),
        (_, Category::TwoPair) => format!("two pair, {} and {}", many(c[0]), many(c[2])),
        (_, Category::Pair) => format!("pair of {}", many(c[0])),
        (_, Category::HighCard) => format!("high card, {}", one(c[0])),
    };
    capitalized(text)
}
