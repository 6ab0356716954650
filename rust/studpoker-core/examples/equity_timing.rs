use studpoker_core::card::parse_cards;
use studpoker_core::equity::{equity, EquityRequest};
use studpoker_core::settle::Showdown;
fn main() {
    let cards = |text: &str| parse_cards(text).unwrap();
    for showdown in [Showdown::High, Showdown::HighLow8] {
        let r = EquityRequest {
            players: vec![cards("As Ks 7d"), cards("Qh Qd 2c")],
            dead: cards("9c 4h"),
            cards_per_player: 7,
            showdown,
            samples: None,
            seed: 1,
            threads: Some(1),
        };
        for _ in 0..3 {
            let t = std::time::Instant::now();
            equity(&r).unwrap();
            eprintln!("{showdown:?} total {:?}", t.elapsed());
        }
    }
}
