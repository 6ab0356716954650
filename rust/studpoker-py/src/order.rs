//! Showing order: who brings in, who acts first in a later round.

use crate::convert::{extract_card, extract_cards};
use crate::errors::CoreError;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyString;
use studpoker_core::order::{self, BringInRule, ShowingTie};

/// One entry per seat; a text would iterate as characters, so it is refused.
fn seat_entries<'py>(seats: &Bound<'py, PyAny>, what: &str) -> PyResult<Vec<Bound<'py, PyAny>>> {
    if seats.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(format!(
            "{what} is a sequence with one entry per seat, not str"
        )));
    }
    seats.extract()
}

/// The seat that brings in on the opening deal (`rule`: `"lowest"` or `"highest_ace_low"`).
#[pyfunction]
#[pyo3(signature = (door_cards, rule = "lowest"))]
pub fn bring_in_seat(door_cards: &Bound<'_, PyAny>, rule: &str) -> PyResult<usize> {
    let rule = BringInRule::from_name(rule).map_err(CoreError)?;
    let mut cards = Vec::new();
    for entry in seat_entries(door_cards, "door_cards")? {
        cards.push(if entry.is_none() {
            None
        } else {
            Some(extract_card(&entry)?)
        });
    }
    Ok(order::bring_in_seat(&cards, rule).map_err(CoreError)?)
}

/// The seat that acts first in a later round: the best showing hand (`low`: the lowest).
#[pyfunction]
#[pyo3(signature = (up_cards, dealer, *, low = false, tie = "suit", community = None))]
pub fn first_to_act(
    up_cards: &Bound<'_, PyAny>,
    dealer: i64,
    low: bool,
    tie: &str,
    community: Option<&Bound<'_, PyAny>>,
) -> PyResult<usize> {
    let tie = ShowingTie::from_name(tie).map_err(CoreError)?;
    let mut hands = Vec::new();
    for entry in seat_entries(up_cards, "up_cards")? {
        hands.push(if entry.is_none() {
            None
        } else {
            Some(extract_cards(&entry)?)
        });
    }
    let community = match community {
        Some(cards) if !cards.is_none() => extract_cards(cards)?,
        _ => Vec::new(),
    };
    let dealer = order::check_dealer(dealer, hands.len()).map_err(CoreError)?;
    Ok(order::first_to_act(&hands, &community, dealer, low, tie).map_err(CoreError)?)
}
