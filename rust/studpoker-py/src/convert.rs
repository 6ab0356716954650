//! Python values to core types: cards given as text, as numbers, or as a sequence of either.

use crate::errors::{CoreError, InvalidCardError};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyInt, PyList, PyString, PyTuple};
use studpoker_core::card::{check_distinct, format_cards, parse_cards};
use studpoker_core::eval::wild::{parse_wild, parse_wild_token};
use studpoker_core::{Card, CardSet, Error};

/// One card: an int `0..=51` (checked first: the evaluators' fast path), a text like `"As"`,
/// or any other integer-like object (`__index__`, e.g. a numpy integer).
#[inline]
pub fn extract_card(item: &Bound<'_, PyAny>) -> PyResult<Card> {
    let out_of_range = |item: &Bound<'_, PyAny>| -> PyResult<PyErr> {
        Ok(InvalidCardError::new_err(format!(
            "invalid card {}: card numbers are 0..=51 (4 * rank + suit)",
            item.repr()?
        )))
    };
    if item.is_instance_of::<PyInt>() {
        return match item.extract::<i64>() {
            Ok(value) => Ok(Card::from_index(value).map_err(CoreError)?),
            // Too big for an i64: a number outside 0..=51 all the same, not a wrong type.
            Err(_) => Err(out_of_range(item)?),
        };
    }
    if let Ok(text) = item.cast::<PyString>() {
        return Ok(Card::parse(text.to_str()?).map_err(CoreError)?);
    }
    match item.extract::<i64>() {
        Ok(value) => Ok(Card::from_index(value).map_err(CoreError)?),
        Err(_) => Err(PyTypeError::new_err(format!(
            "a card is a str like \"As\" or an int 0..51, not {}",
            item.get_type().name()?
        ))),
    }
}

/// Cards from a text (`"As Kd 7c"`) or any iterable of cards; duplicates are refused.
pub fn extract_cards(obj: &Bound<'_, PyAny>) -> PyResult<Vec<Card>> {
    if let Ok(text) = obj.cast::<PyString>() {
        return Ok(parse_cards(text.to_str()?).map_err(CoreError)?);
    }
    let mut cards = Vec::with_capacity(9);
    // Lists and tuples are read directly; anything else goes through the iterator protocol.
    if let Ok(list) = obj.cast::<PyList>() {
        for item in list.iter() {
            cards.push(extract_card(&item)?);
        }
    } else if let Ok(tuple) = obj.cast::<PyTuple>() {
        for item in tuple.iter() {
            cards.push(extract_card(&item)?);
        }
    } else {
        for item in obj.try_iter()? {
            cards.push(extract_card(&item?)?);
        }
    }
    check_distinct(&cards).map_err(CoreError)?;
    Ok(cards)
}

/// Text for a list of cards.
pub fn card_text(cards: &[Card]) -> String {
    format_cards(cards)
}

/// Helper for error messages built outside the core.
#[allow(dead_code)]
pub fn core_error(err: Error) -> PyErr {
    CoreError(err).into()
}

/// A wild set (`wild=`): a text of ranks and cards (`"3 9"`, `"Js Jh"`), or an iterable of
/// card numbers, card texts and rank texts (`"Q"` is all four queens). Repeats are harmless.
pub fn extract_wild(obj: &Bound<'_, PyAny>) -> PyResult<CardSet> {
    if let Ok(text) = obj.cast::<PyString>() {
        return Ok(parse_wild(text.to_str()?).map_err(CoreError)?);
    }
    let mut set = CardSet::EMPTY;
    let mut add = |item: &Bound<'_, PyAny>| -> PyResult<()> {
        match item.cast::<PyString>() {
            Ok(text) => set.0 |= parse_wild_token(text.to_str()?).map_err(CoreError)?.0,
            Err(_) => set.insert(extract_card(item)?),
        }
        Ok(())
    };
    // Lists and tuples are read directly; anything else goes through the iterator protocol.
    if let Ok(list) = obj.cast::<PyList>() {
        for item in list.iter() {
            add(&item)?;
        }
    } else if let Ok(tuple) = obj.cast::<PyTuple>() {
        for item in tuple.iter() {
            add(&item)?;
        }
    } else {
        let Ok(items) = obj.try_iter() else {
            return Err(PyTypeError::new_err(format!(
                "wild is a text or an iterable of cards and ranks, not {}",
                obj.get_type().name()?
            )));
        };
        for item in items {
            add(&item?)?;
        }
    }
    Ok(set)
}
