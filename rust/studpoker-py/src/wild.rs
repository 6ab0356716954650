//! The `wild=` keyword of the evaluators: the hand (5 to 11 cards) and the wild set are read,
//! then the core's wild evaluators (`studpoker_core::eval::wild`) do the work.

use crate::convert::extract_wild;
use crate::eval::{extract_hand_of, Hand};
use pyo3::prelude::*;
use studpoker_core::eval::wild::{self, WILD_MAX_CARDS};
use studpoker_core::eval::Kind;
use studpoker_core::CardSet;

/// The cards of one hand with wild cards in play (5 to 11, distinct), then the wild set.
pub fn extract(cards: &Bound<'_, PyAny>, wild: &Bound<'_, PyAny>) -> PyResult<(Hand, CardSet)> {
    let hand = extract_hand_of(cards, WILD_MAX_CARDS)?;
    Ok((hand, extract_wild(wild)?))
}

/// The rank of `kind` with wild cards (`None`: no 8-or-better low).
pub fn rank(
    kind: Kind,
    cards: &Bound<'_, PyAny>,
    wild: &Bound<'_, PyAny>,
) -> PyResult<Option<u16>> {
    let (hand, wild) = extract(cards, wild)?;
    Ok(wild::rank_wild(kind, hand.cards(), wild))
}
