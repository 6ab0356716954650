//! Cards: the byte encoding (see the crate docs), parsing and formatting.

use crate::error::{Error, Result};
use std::fmt;

/// Rank characters in rank order, two first.
pub const RANK_CHARS: &[u8; 13] = b"23456789TJQKA";
/// Suit characters in suit order, clubs first.
pub const SUIT_CHARS: &[u8; 4] = b"cdhs";

/// One card, `4 * rank + suit` (see the crate docs).
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[repr(transparent)]
pub struct Card(u8);

impl Card {
    /// Builds a card from rank `0..=12` (two to ace) and suit `0..=3` (clubs to spades).
    pub const fn from_rank_suit(rank: u8, suit: u8) -> Card {
        debug_assert!(rank < 13 && suit < 4);
        Card(rank * 4 + suit)
    }

    /// Checked conversion from any integer.
    ///
    /// # Errors
    ///
    /// [`Error::CardOutOfRange`] for a value outside `0..=51`.
    pub fn from_index(value: i64) -> Result<Card> {
        match u8::try_from(value) {
            Ok(index) if index < 52 => Ok(Card(index)),
            _ => Err(Error::CardOutOfRange { value }),
        }
    }

    /// Unchecked conversion for values already known to be `0..=51`.
    #[inline]
    pub const fn new_unchecked(value: u8) -> Card {
        Card(value)
    }

    #[inline]
    pub const fn index(self) -> u8 {
        self.0
    }

    /// `0..=12`, two to ace.
    #[inline]
    pub const fn rank(self) -> u8 {
        self.0 >> 2
    }

    /// The ace-low rank the low kinds order by: ace 0, two 1, ..., king 12.
    pub const fn low_rank(self) -> u8 {
        (self.rank() + 1) % 13
    }

    /// `0..=3`, clubs, diamonds, hearts, spades.
    #[inline]
    pub const fn suit(self) -> u8 {
        self.0 & 3
    }

    /// Parses one card: rank `2-9 T 10 J Q K A` (any case) then suit `c d h s` (any case) or
    /// `♣ ♦ ♥ ♠` (also the white symbols `♧ ♢ ♡ ♤`). Surrounding whitespace is ignored.
    ///
    /// # Errors
    ///
    /// [`Error::InvalidCard`] for text that is not one card.
    pub fn parse(text: &str) -> Result<Card> {
        let invalid = || Error::InvalidCard {
            text: text.to_string(),
        };
        let trimmed = text.trim();
        let mut chars = trimmed.chars();
        let suit_char = chars.next_back().ok_or_else(invalid)?;
        let rank_text = chars.as_str();
        let rank = match rank_text.to_ascii_uppercase().as_str() {
            "10" | "T" => 8,
            r if r.len() == 1 => {
                let byte = r.as_bytes()[0];
                RANK_CHARS
                    .iter()
                    .position(|&c| c == byte)
                    .ok_or_else(invalid)? as u8
            }
            _ => return Err(invalid()),
        };
        let suit = match suit_char {
            'c' | 'C' | '♣' | '♧' => 0,
            'd' | 'D' | '♦' | '♢' => 1,
            'h' | 'H' | '♥' | '♡' => 2,
            's' | 'S' | '♠' | '♤' => 3,
            _ => return Err(invalid()),
        };
        Ok(Card::from_rank_suit(rank, suit))
    }

    /// The rank character (`2`..`9`, `T`, `J`, `Q`, `K`, `A`).
    pub fn rank_char(self) -> char {
        RANK_CHARS[self.rank() as usize] as char
    }

    /// The suit character (`c`, `d`, `h`, `s`).
    pub fn suit_char(self) -> char {
        SUIT_CHARS[self.suit() as usize] as char
    }
}

impl fmt::Display for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.rank_char(), self.suit_char())
    }
}

impl fmt::Debug for Card {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Parses cards separated by whitespace or commas, or written back to back (`"AsKd7c"`).
/// An empty text or a duplicate card is an error.
///
/// # Errors
///
/// [`Error::InvalidCard`] for text that is not a card (or no card at all), [`Error::DuplicateCard`]
/// for a card given twice.
pub fn parse_cards(text: &str) -> Result<Vec<Card>> {
    let mut cards = Vec::new();
    for token in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
    {
        parse_run(token, &mut cards)?;
    }
    if cards.is_empty() {
        return Err(Error::InvalidCard {
            text: text.to_string(),
        });
    }
    check_distinct(&cards)?;
    Ok(cards)
}

/// Parses a run of cards written back to back: each card is a rank (one char or `10`) and a suit.
fn parse_run(token: &str, out: &mut Vec<Card>) -> Result<()> {
    let chars: Vec<(usize, char)> = token.char_indices().collect();
    let mut i = 0;
    while i < chars.len() {
        let rank_len = if chars[i].1 == '1' && chars.get(i + 1).map(|c| c.1) == Some('0') {
            2
        } else {
            1
        };
        let end_char = i + rank_len + 1;
        if end_char > chars.len() {
            return Err(Error::InvalidCard {
                text: token[chars[i].0..].to_string(),
            });
        }
        let start = chars[i].0;
        let end = chars.get(end_char).map_or(token.len(), |c| c.0);
        let piece = &token[start..end];
        match Card::parse(piece) {
            Ok(card) => out.push(card),
            // Quote the whole token when it is a single malformed card, the piece otherwise.
            Err(_) if chars.len() <= 3 => {
                return Err(Error::InvalidCard {
                    text: token.to_string(),
                })
            }
            Err(err) => return Err(err),
        }
        i = end_char;
    }
    Ok(())
}

/// Fails on the first card that appears twice.
///
/// # Errors
///
/// [`Error::DuplicateCard`], naming the first card found twice.
pub fn check_distinct(cards: &[Card]) -> Result<()> {
    let mut seen = CardSet::EMPTY;
    for &card in cards {
        if seen.contains(card) {
            return Err(Error::DuplicateCard { card });
        }
        seen.insert(card);
    }
    Ok(())
}

/// Formats cards as space-separated text, e.g. `"As Kd 7c"`.
pub fn format_cards(cards: &[Card]) -> String {
    cards
        .iter()
        .map(Card::to_string)
        .collect::<Vec<_>>()
        .join(" ")
}

/// A set of cards as a 52-bit mask (bit `card.index()`).
#[derive(Clone, Copy, PartialEq, Eq, Hash, Default, Debug)]
pub struct CardSet(pub u64);

impl CardSet {
    pub const EMPTY: CardSet = CardSet(0);
    pub const FULL_DECK: CardSet = CardSet((1u64 << 52) - 1);

    #[inline]
    pub fn contains(self, card: Card) -> bool {
        self.0 >> card.index() & 1 == 1
    }

    #[inline]
    pub fn insert(&mut self, card: Card) {
        self.0 |= 1u64 << card.index();
    }

    #[inline]
    pub fn len(self) -> u32 {
        self.0.count_ones()
    }

    #[inline]
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    pub fn from_cards(cards: &[Card]) -> CardSet {
        let mut set = CardSet::EMPTY;
        for &card in cards {
            set.insert(card);
        }
        set
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_card_round_trips_through_text() {
        for i in 0..52u8 {
            let card = Card::new_unchecked(i);
            assert_eq!(Card::parse(&card.to_string()), Ok(card));
        }
    }

    #[test]
    fn encoding_orders_rank_then_suit() {
        assert_eq!(Card::parse("2c").unwrap().index(), 0);
        assert_eq!(Card::parse("2d").unwrap().index(), 1);
        assert_eq!(Card::parse("As").unwrap().index(), 51);
        assert_eq!(Card::parse("Td"), Card::parse("10d"));
        assert_eq!(Card::parse("td"), Card::parse("TD"));
        assert_eq!(Card::parse("A♠"), Card::parse("as"));
        assert_eq!(Card::parse("q♥"), Card::parse("Qh"));
    }

    #[test]
    fn bad_text_is_quoted_in_the_error() {
        for bad in ["", "A", "1s", "Zs", "Ax", "10", "100s", "As "] {
            let trimmed_ok = bad == "As ";
            assert_eq!(Card::parse(bad).is_ok(), trimmed_ok, "{bad:?}");
        }
        let err = parse_cards("As Kx").unwrap_err();
        assert!(err.to_string().contains("\"Kx\""), "{err}");
    }

    #[test]
    fn lists_and_runs_parse() {
        let a = parse_cards("As Kd 7c").unwrap();
        let b = parse_cards("AsKd7c").unwrap();
        let c = parse_cards("A♠, K♦, 7♣").unwrap();
        assert_eq!(a, b);
        assert_eq!(a, c);
        assert_eq!(
            parse_cards("10d10h").unwrap(),
            parse_cards("Td Th").unwrap()
        );
    }

    #[test]
    fn empty_and_duplicates_are_refused() {
        assert!(matches!(parse_cards(""), Err(Error::InvalidCard { .. })));
        assert!(matches!(parse_cards("  "), Err(Error::InvalidCard { .. })));
        assert!(matches!(
            parse_cards("As as"),
            Err(Error::DuplicateCard { .. })
        ));
    }
}
