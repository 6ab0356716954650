//! Wild sets from text: ranks (`"Q"`: all four queens) and cards (`"Jh"`).

use super::ACE;
use crate::card::{Card, CardSet, RANK_CHARS};
use crate::error::{Error, Result};

/// The four cards of `rank` (`0..=12`, two to ace).
pub fn wild_rank(rank: u8) -> CardSet {
    CardSet(0xF << (4 * u32::from(rank.min(ACE))))
}

/// One wild entry: a rank (`"Q"`, `"10"`, `"t"`: all four of its cards) or a card (`"Jh"`).
///
/// # Errors
///
/// [`Error::InvalidWild`] for an entry that is neither a rank nor a card.
pub fn parse_wild_token(token: &str) -> Result<CardSet> {
    let trimmed = token.trim();
    let upper = trimmed.to_ascii_uppercase();
    let rank = match upper.as_str() {
        "10" => Some(8),
        r if r.len() == 1 => RANK_CHARS.iter().position(|&c| c == r.as_bytes()[0]),
        _ => None,
    };
    if let Some(rank) = rank {
        return Ok(wild_rank(rank as u8));
    }
    let card = Card::parse(trimmed).map_err(|_| Error::InvalidWild {
        text: token.to_string(),
    })?;
    Ok(CardSet(1 << card.index()))
}

/// A wild set from text: ranks and cards separated by spaces or commas (`"3 9"`, `"Js Jh"`,
/// `"Kh"`). An empty text is no wild card.
///
/// # Errors
///
/// [`Error::InvalidWild`], naming the first entry that is neither a rank nor a card.
pub fn parse_wild(text: &str) -> Result<CardSet> {
    let mut set = CardSet::EMPTY;
    for token in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
    {
        set.0 |= parse_wild_token(token)?.0;
    }
    Ok(set)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    fn cards(text: &str) -> Vec<Card> {
        parse_cards(text).unwrap()
    }

    #[test]
    fn wild_sets_parse_by_rank_and_by_card() {
        assert_eq!(
            parse_wild("Q").unwrap(),
            CardSet::from_cards(&cards("Qc Qd Qh Qs"))
        );
        assert_eq!(
            parse_wild("Js, J♥").unwrap(),
            CardSet::from_cards(&cards("Js Jh"))
        );
        assert_eq!(parse_wild("3 9").unwrap().len(), 8);
        assert_eq!(parse_wild("10 t").unwrap(), wild_rank(8));
        assert_eq!(parse_wild("").unwrap(), CardSet::EMPTY);
        assert!(matches!(parse_wild("Q Zx"), Err(Error::InvalidWild { text }) if text == "Zx"));
    }
}
