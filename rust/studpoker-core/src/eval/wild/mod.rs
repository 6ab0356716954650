//! Wild cards (rules §5.2, §6): a wild card stands for any card, one the hand already holds
//! included, so five of a kind (above every straight flush) and the double-ace flush exist.
//!
//! A wild set is a [`CardSet`]: by rank (`"Q"`: all four queens) and by card (one-eyed jacks
//! `J♠ J♥`, the suicide king `K♥`). Hands of 5 to [`WILD_MAX_CARDS`] cards.
//!
//! # How it stays fast: no substitution is tried
//!
//! The naturals (the cards that are not wild) go into four 13-bit suit masks; bit operations
//! on them give the ranks held at least once, twice, three and four times. With `w` wild cards
//! the categories are then filled greedily from the top, and the first one that can be made is
//! the best (each step also finds the best hand within its category):
//!
//! - five of a kind: the highest rank held `5 - w` times;
//! - straight flush: a suit whose ranks fill some five-rank window but for `w` gaps at most (a
//!   table of the best window per 13-bit mask and number of gaps, 8,192 entries);
//! - four of a kind: the highest rank held `4 - w` times, the best natural kicker;
//! - full house: the highest rank held `3 - w` times, then the best other pair of naturals;
//! - flush: every wild plays an ace of the suit (a duplicate when the ace is held: the
//!   double-ace flush) beside the suit's top `5 - w` naturals, so the suit masks cut to their
//!   top `5 - w` ranks compare as plain integers;
//! - straight: the window table on the mask of every natural rank;
//! - three of a kind, two pair, pair, high card: from the same masks.
//!
//! The class found is ranked through the plain [`rank_high`](super::rank_high) of five cards
//! built from it. Lows need no search either: each wild becomes the lowest rank the low lacks
//! (rules §5.2: "a wild counts as the best card the low lacks"), then the plain low evaluators
//! rank the result.
//!
//! # Rank spaces
//!
//! Two kinds of class exist only with wilds: five of a kind (13) and the flushes with two or
//! three aces (A-A-x-y-z and A-A-A-x-y, 286; four aces are four of a kind). Those flushes lie
//! between the best plain flush and the worst full house, so no numbering can keep every plain
//! rank and stay "greater is better". A high hand evaluated with a non-empty wild set is
//! therefore ranked in the *wild high space* of [`HIGH_WILD_CLASSES`]: plain ranks up to the
//! best flush unchanged, the multi-ace flushes next, plain full houses to straight flushes
//! shifted up by [`MULTI_ACE_FLUSHES`], five of a kind on top. The lows gain no class, so low
//! ranks are the plain ones. With an empty wild set every rank is the plain one.
//!
//! # Files
//!
//! - `parse.rs`: wild sets from text (ranks and cards);
//! - `evaluate.rs`: the ranks (the greedy high search, the lows' substitutes), unchecked and
//!   fast, for loops over many hands;
//! - `explain.rs`: the checked evaluation with the chosen five as held and as played, the
//!   showing hands of the showing order, and the description of what each wild became.

mod evaluate;
mod explain;
mod parse;

pub(crate) use evaluate::shifted;
pub use evaluate::{
    category_of_wild_rank, rank_high_wild, rank_low_8_wild, rank_low_a5_wild, rank_wild,
};
pub use explain::{describe_wild, evaluate_wild, showing_hand_wild, WildEvaluation};
pub use parse::{parse_wild, parse_wild_token, wild_rank};

use super::Kind;
use crate::card::{Card, CardSet};
use crate::error::Result;

/// Most cards a wild evaluation takes: Baseball's seven plus four extra cards.
pub const WILD_MAX_CARDS: usize = 11;
/// Flushes of two or three aces (`C(12, 3) + C(12, 2)`), which only wilds make.
pub const MULTI_ACE_FLUSHES: u16 = 286;
/// The plain rank of the worst full house (every class below it keeps its plain rank).
pub const FULL_HOUSE_BASE: u16 = 7140;
const FIVE_OF_A_KIND_BASE: u16 = Kind::High.class_count() + MULTI_ACE_FLUSHES;
/// Classes of the wild high space: `0` = 7-5-4-3-2 offsuit, the last = five aces.
pub const HIGH_WILD_CLASSES: u16 = FIVE_OF_A_KIND_BASE + 13;

const ACE: u8 = 12;
const ALL_RANKS: u16 = 0x1FFF;

/// Whether a `kind` value evaluated with `wild` is ranked in the wild high space.
pub fn in_wild_space(kind: Kind, wild: CardSet) -> bool {
    kind == Kind::High && !wild.is_empty()
}

/// Checks what the raw `*_wild` functions assume: 5 to [`WILD_MAX_CARDS`] distinct cards.
///
/// # Errors
///
/// [`Error::WrongCardCount`] outside 5 to [`WILD_MAX_CARDS`] cards, [`Error::DuplicateCard`] for a
/// card given twice.
pub fn check_wild_hand(cards: &[Card]) -> Result<()> {
    super::check_hand_of(cards, WILD_MAX_CARDS)
}
