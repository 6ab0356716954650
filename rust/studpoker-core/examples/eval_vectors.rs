//! Writes the golden evaluation vectors (`tests/vectors/eval.csv`) from the naive evaluator:
//!
//! ```sh
//! cargo run --release -p studpoker-core --example eval_vectors > tests/vectors/eval.csv
//! ```
//!
//! The format is described in `tests/vectors/README.md`. The hands are the hand-picked ones
//! below, then 60 pseudo-random hands of each size 5 to 9 (a fixed seed, so the file is
//! reproducible); each hand gives one row per kind.

use studpoker_core::card::{format_cards, parse_cards};
use studpoker_core::eval::{describe, naive, Kind};
use studpoker_core::Card;

/// Extremes and tricky cases, checked by hand (see the README).
const HAND_PICKED: &[&str] = &[
    "As Ks Qs Js Ts",             // royal flush; no low
    "7c 5d 4h 3s 2c",             // the worst high hand
    "5h 4h 3h 2h Ah",             // steel wheel: straight flush five high, the best low
    "5c 4d 3h 2s Ac",             // wheel: straight five high, the best low
    "6d 5c 4d 3h 2s Ac",          // six-high straight beats the wheel; low is still the wheel
    "Ac Kd Qh Js Tc 2d 3h",       // broadway, no low
    "9c 9d 9h 9s Kd",             // quads with a king
    "Ac Ad Ah As Kc Kd Kh",       // quad aces, king kicker; razz: full house aces over kings
    "Kc Kd Kh Ks Qc",             // the worst A-5 low
    "8c 7d 6h 5s 4c",             // the worst 8-or-better low
    "9c 4d 3h 2s Ac Kd",          // no 8-or-better low (only four ranks to eight)
    "8s 8h 7d 6c 5c 4s 3d",       // 8-or-better from 7-6-5-4-3
    "Ac Ad Kc Kd Qc Qd Jc",       // three pairs: the higher suits are chosen
    "Ac Ad 2c 3c 4c 5h 9s",       // two aces: the wheel (high and low) takes the higher one
    "Ac Ad 2c 2d 3c 3d 4c",       // paired low: pair of aces, 4-3-2
    "Kc Kd Kh Qc Qd Qh Js",       // two trips: full house kings over queens
    "2c 2d 2h 3c 3d 3h 4c",       // razz: only three ranks, two pair is the best low
    "Ts 9s 8s 7s 6s 5s 4s",       // seven to a straight flush: ten high
    "2h 5h 7h 9h Jh Jc Jd Js 3c", // nine cards: quad jacks beat the heart flush
    "2h 5h 7h 9h Jh Jc Jd 9c 3c", // nine cards: full house beats the flush
    "Ac Ad Ah As Kc Kd Kh Ks Qc", // nine cards: two quads, aces with a king
    "Ah Kh Qh Jh Th 9h 8h 7h",    // eight cards, one suit: royal flush
    "2c 3d 4h 5s 6c 7d 8h 9s Tc", // nine cards: ten-high straight; no ace: low 6-5-4-3-2
    "Ac 2c 3c 4c 5c 6c 7c 8c Kd", // nine cards: steel wheel is beaten by 8-high straight flush
    "Qc Qd Qh Qs Jc Jd Jh Js Tc", // nine cards of three ranks: razz gets a full house at best
];

#[path = "../tests/support/xorshift.rs"]
mod xorshift;
use xorshift::Xorshift;

/// A CSV field: quoted when it holds a comma (no field ever holds a quote).
fn field(text: &str) -> String {
    if text.contains(',') {
        format!("\"{text}\"")
    } else {
        text.to_string()
    }
}

fn main() {
    let mut hands: Vec<Vec<Card>> = HAND_PICKED
        .iter()
        .map(|text| parse_cards(text).expect("hand-picked hands parse"))
        .collect();
    let mut rng = Xorshift(0x5eed_0000_cafe_f00d);
    for size in 5..=9 {
        for _ in 0..60 {
            let mut hand = Vec::with_capacity(size);
            while hand.len() < size {
                let card = Card::new_unchecked(rng.below(52) as u8);
                if !hand.contains(&card) {
                    hand.push(card);
                }
            }
            hands.push(hand);
        }
    }
    println!("cards,kind,rank,category,best5,describe");
    for hand in &hands {
        for kind in [Kind::High, Kind::LowA5, Kind::Low8] {
            let row = match naive::best(hand, kind) {
                Some(ev) => format!(
                    "{},{},{},{},{},{}",
                    format_cards(hand),
                    kind.name(),
                    ev.value.rank,
                    ev.category.name(),
                    format_cards(&ev.cards),
                    field(&describe(&ev))
                ),
                None => format!("{},{},,,,", format_cards(hand), kind.name()),
            };
            println!("{row}");
        }
    }
}
