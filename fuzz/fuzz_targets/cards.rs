//! Card text: parsing never panics, and whatever parses formats back to the same cards.
#![no_main]
use libfuzzer_sys::fuzz_target;
use studpoker_core::card::{format_cards, parse_cards, Card};
use studpoker_core::eval::wild::parse_wild;
use studpoker_core::CardSet;

fuzz_target!(|text: &str| {
    if let Ok(card) = Card::parse(text) {
        assert_eq!(Card::parse(&card.to_string()).ok(), Some(card));
    }
    if let Ok(cards) = parse_cards(text) {
        assert!(!cards.is_empty());
        assert_eq!(
            CardSet::from_cards(&cards).len() as usize,
            cards.len(),
            "distinct"
        );
        assert_eq!(parse_cards(&format_cards(&cards)).ok(), Some(cards));
    }
    if let Ok(wild) = parse_wild(text) {
        assert_eq!(wild.0 >> 52, 0, "{text:?}: a wild set beyond the deck");
    }
    for word in text.split_whitespace() {
        if let Ok(value) = word.parse::<i64>() {
            let card = Card::from_index(value);
            assert_eq!(card.is_ok(), (0..52).contains(&value));
            if let Ok(card) = card {
                assert_eq!(i64::from(card.index()), value);
            }
        }
    }
});
