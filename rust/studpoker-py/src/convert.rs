//! Python values to core types: cards given as text, as numbers, or as a sequence of either.

use crate::errors::{CoreError, InvalidCardError};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt, PyList, PyString, PyTuple};
use studpoker_core::card::{check_distinct, parse_cards};
use studpoker_core::eval::wild::{parse_wild, parse_wild_token};
use studpoker_core::{Card, CardSet};

/// One card: an int `0..=51` (checked first: the evaluators' fast path), a text like `"As"`,
/// or any other integer-like object (`__index__`, e.g. a numpy integer).
#[inline]
pub fn extract_card(item: &Bound<'_, PyAny>) -> PyResult<Card> {
    let out_of_range = |item: &Bound<'_, PyAny>| -> PyResult<PyErr> {
        // a huge number is cut to its first digits (the reference cuts the same way)
        let number = item.repr()?.to_string();
        let shown = match number.char_indices().nth(77) {
            Some((end, _)) if number.len() > 80 => format!("{}...", &number[..end]),
            _ => number,
        };
        Ok(InvalidCardError::new_err(format!(
            "invalid card {shown}: card numbers are 0..=51 (4 * rank + suit)"
        )))
    };
    if item.is_instance_of::<PyInt>() {
        if item.is_instance_of::<PyBool>() {
            return Err(not_a_number(item, "a card"));
        }
        return match item.extract::<i64>() {
            Ok(value) => Ok(Card::from_index(value).map_err(CoreError)?),
            // Too big for an i64: a number outside 0..=51 all the same, not a wrong type.
            Err(_) => Err(out_of_range(item)?),
        };
    }
    if let Ok(text) = item.cast::<PyString>() {
        return Ok(Card::parse(card_str(text)?).map_err(CoreError)?);
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
        return Ok(parse_cards(card_str(text)?).map_err(CoreError)?);
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

/// The text of a card string; one that is not Unicode text (a lone surrogate) is no card.
pub fn card_str<'a>(text: &'a Bound<'_, PyString>) -> PyResult<&'a str> {
    text.to_str().map_err(|_| {
        let shown = text
            .repr()
            .map_or_else(|_| "?".to_string(), |r| r.to_string());
        InvalidCardError::new_err(format!(
            "invalid card text {shown}: not valid Unicode (a lone surrogate)"
        ))
    })
}

/// `True` and `False` are ints to Python, but never a card, a seat or a number of chips.
pub fn not_a_number(item: &Bound<'_, PyAny>, what: &str) -> PyErr {
    let message = format!("{what} must be an int, not the bool {item}");
    if what == "a card" {
        InvalidCardError::new_err(message)
    } else {
        crate::errors::SettlementError::new_err(message)
    }
}

/// A card number for `format_card`: an int (not a bool) of any size; out of range is a card
/// error, not an overflow.
pub fn extract_card_number(item: &Bound<'_, PyAny>) -> PyResult<Card> {
    if item.is_instance_of::<PyBool>() {
        return Err(not_a_number(item, "a card"));
    }
    if !item.is_instance_of::<PyInt>() {
        return Err(PyTypeError::new_err(format!(
            "a card number is an int 0..51, not {}",
            item.get_type().name()?
        )));
    }
    extract_card(item)
}

/// A rule name (`None`: the default). Text that is not valid Unicode keeps its characters
/// replaced, so the core refuses it as an unknown rule, not as an encoding error.
pub fn rule_name(value: Option<&Bound<'_, PyAny>>, default: &str) -> PyResult<String> {
    let Some(value) = value.filter(|value| !value.is_none()) else {
        return Ok(default.to_string());
    };
    match value.cast::<PyString>() {
        Ok(text) => Ok(text.to_string_lossy().into_owned()),
        Err(_) => Err(PyTypeError::new_err(format!(
            "a rule name is a str, not {}",
            value.get_type().name()?
        ))),
    }
}

/// A wild set (`wild=`): a text of ranks and cards (`"3 9"`, `"Js Jh"`), or an iterable of
/// card numbers, card texts and rank texts (`"Q"` is all four queens). Repeats are harmless.
pub fn extract_wild(obj: &Bound<'_, PyAny>) -> PyResult<CardSet> {
    if let Ok(text) = obj.cast::<PyString>() {
        return Ok(parse_wild(card_str(text)?).map_err(CoreError)?);
    }
    let mut set = CardSet::EMPTY;
    let mut add = |item: &Bound<'_, PyAny>| -> PyResult<()> {
        match item.cast::<PyString>() {
            Ok(text) => set.0 |= parse_wild_token(card_str(text)?).map_err(CoreError)?.0,
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

/// Calls `read` with each seat's entry of a list, a tuple or any other iterable (read whole
/// first, so an error of the iteration comes before any entry's); a text would iterate as
/// characters, so it is refused.
pub(crate) fn for_each_seat<'py>(
    seats: &Bound<'py, PyAny>,
    what: &str,
    mut read: impl FnMut(usize, &Bound<'py, PyAny>) -> PyResult<()>,
) -> PyResult<()> {
    if let Ok(list) = seats.cast_exact::<PyList>() {
        return list
            .iter()
            .enumerate()
            .try_for_each(|(seat, entry)| read(seat, &entry));
    }
    if let Ok(tuple) = seats.cast_exact::<PyTuple>() {
        return tuple
            .iter()
            .enumerate()
            .try_for_each(|(seat, entry)| read(seat, &entry));
    }
    if seats.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(format!(
            "{what} is a sequence with one entry per seat, not str"
        )));
    }
    // Not `collect()`: its size hint asks the iterator for its length through Python code.
    let mut entries = Vec::new();
    for entry in seats.try_iter()? {
        entries.push(entry?);
    }
    entries
        .iter()
        .enumerate()
        .try_for_each(|(seat, entry)| read(seat, entry))
}
