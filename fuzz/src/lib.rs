//! What the fuzz targets share: turning the fuzzer's bytes into hands, and the brute-force wild
//! oracle of the core's tests.

use arbitrary::{Result, Unstructured};
use studpoker_core::eval::wild::wild_rank;
use studpoker_core::showdown::{ContestKind, Showdown};
use studpoker_core::{Card, CardSet};

#[path = "../../rust/studpoker-core/tests/support/wild_oracle.rs"]
pub mod wild_oracle;

/// A deck of the 52 cards in an order the bytes choose (a Fisher-Yates shuffle driven by them).
pub fn shuffled_deck(u: &mut Unstructured<'_>) -> Result<Vec<Card>> {
    let mut deck: Vec<Card> = (0..52).map(Card::new_unchecked).collect();
    for i in (1..deck.len()).rev() {
        let j = u.int_in_range(0..=i)?;
        deck.swap(i, j);
    }
    Ok(deck)
}

/// `count` distinct cards the bytes choose.
pub fn distinct_cards(u: &mut Unstructured<'_>, count: usize) -> Result<Vec<Card>> {
    let mut seen = 0u64;
    let mut cards = Vec::with_capacity(count);
    while cards.len() < count.min(52) {
        let card: u8 = u.int_in_range(0..=51)?;
        if seen >> card & 1 == 0 {
            seen |= 1 << card;
            cards.push(Card::new_unchecked(card));
        } else if u.is_empty() {
            // Out of bytes: fill with the lowest cards left, so every input makes a hand.
            let free = (0..52u8).find(|c| seen >> c & 1 == 0).unwrap_or(0);
            seen |= 1 << free;
            cards.push(Card::new_unchecked(free));
        }
    }
    Ok(cards)
}

const NAMED_SHOWDOWNS: [Showdown; 6] = [
    Showdown::HIGH,
    Showdown::LOW_A5,
    Showdown::LOW_27,
    Showdown::HIGH_LOW_8,
    Showdown::HIGH_CHICAGO_LOW,
    Showdown::HIGH_CHICAGO_HIGH,
];

const CONTEST_KINDS: [ContestKind; 6] = [
    ContestKind::High,
    ContestKind::LowA5,
    ContestKind::Low8,
    ContestKind::Low27,
    ContestKind::LowestSpadeInHole,
    ContestKind::HighestSpadeInHole,
];

fn wild(u: &mut Unstructured<'_>) -> Result<CardSet> {
    let mut wild = CardSet::EMPTY;
    if u.ratio(1, 3)? {
        wild = wild_rank(u.int_in_range(0..=12)?);
    }
    if u.ratio(1, 4)? {
        wild.insert(Card::new_unchecked(u.int_in_range(0..=51)?));
    }
    Ok(wild)
}

/// A showdown: mostly a named one, a quarter of the time any composition of one or two contests
/// (which the core must settle with every pot paid, or refuse: `Showdown::check`), now and then
/// with wild cards in its contests.
pub fn showdown(u: &mut Unstructured<'_>) -> Result<Showdown> {
    let mut showdown = if u.ratio(1, 4)? {
        let first = *u.choose(&CONTEST_KINDS)?;
        let second = if u.arbitrary()? {
            Some(*u.choose(&CONTEST_KINDS)?)
        } else {
            None
        };
        Showdown::of(first, second)
    } else {
        *u.choose(&NAMED_SHOWDOWNS)?
    };
    if u.ratio(1, 4)? {
        showdown.first.wild = wild(u)?;
        if let Some(second) = showdown.second.as_mut() {
            second.wild = wild(u)?;
        }
    }
    Ok(showdown)
}
