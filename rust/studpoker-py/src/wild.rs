//! The `wild=` keyword of the evaluators: the hand (5 to 11 cards) and the wild set are read,
//! then the core's wild evaluators (`studpoker_core::eval::wild`) do the work.

use crate::convert::{extract_cards, extract_wild};
use crate::errors::{CoreError, InvalidCardError};
use pyo3::prelude::*;
use pyo3::types::{PyList, PyTuple};
use studpoker_core::eval::wild::{self, WildEvaluation, WILD_MAX_CARDS};
use studpoker_core::eval::{Kind, MIN_CARDS};
use studpoker_core::{Card, CardSet, Error};

/// The cards of one hand with wild cards in play (5 to 11, distinct) and the wild set.
pub fn extract(
    cards: &Bound<'_, PyAny>,
    wild: &Bound<'_, PyAny>,
) -> PyResult<(Vec<Card>, CardSet)> {
    // Like the plain reader, a list or tuple that is too long is refused before its items.
    let too_long = match (cards.cast::<PyList>(), cards.cast::<PyTuple>()) {
        (Ok(list), _) => Some(list.len()),
        (_, Ok(tuple)) => Some(tuple.len()),
        _ => None,
    }
    .filter(|&len| len > WILD_MAX_CARDS);
    if let Some(len) = too_long {
        return Err(wrong_count(len, cards));
    }
    let hand = extract_cards(cards)?;
    if !(MIN_CARDS..=WILD_MAX_CARDS).contains(&hand.len()) {
        return Err(wrong_count(hand.len(), cards));
    }
    Ok((hand, extract_wild(wild)?))
}

fn wrong_count(got: usize, input: &Bound<'_, PyAny>) -> PyErr {
    let message = Error::WrongCardCount {
        got,
        min: MIN_CARDS,
        max: WILD_MAX_CARDS,
    }
    .to_string();
    let quoted = input
        .repr()
        .map_or_else(|_| "?".to_string(), |r| r.to_string());
    InvalidCardError::new_err(format!("{message}: {quoted}"))
}

/// The rank of `kind` with wild cards (`None`: no 8-or-better low).
pub fn rank(
    kind: Kind,
    cards: &Bound<'_, PyAny>,
    wild: &Bound<'_, PyAny>,
) -> PyResult<Option<u16>> {
    let (hand, wild) = extract(cards, wild)?;
    Ok(wild::rank_wild(kind, &hand, wild))
}

/// The full evaluation of `kind` with wild cards (`None`: no 8-or-better low).
pub fn evaluate(
    kind: Kind,
    cards: &Bound<'_, PyAny>,
    wild: &Bound<'_, PyAny>,
) -> PyResult<Option<WildEvaluation>> {
    let (hand, wild) = extract(cards, wild)?;
    Ok(wild::evaluate_wild(kind, &hand, wild).map_err(CoreError)?)
}
