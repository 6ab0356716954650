//! Showing order: who brings in, who acts first in a later round.

use crate::convert::{extract_card, extract_cards, rule_name};
use crate::errors::{CoreError, InvalidSetupError};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt, PyString};
use studpoker_core::named::Named;
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

/// The dealer as given: an int (not a bool); one too large for 64 bits is out of range all the
/// same, refused with the core's message.
fn dealer_seat(dealer: &Bound<'_, PyAny>, seats: usize) -> PyResult<i64> {
    if dealer.is_instance_of::<PyBool>() {
        return Err(InvalidSetupError::new_err(format!(
            "dealer must be an int seat, not the bool {dealer}"
        )));
    }
    if !dealer.is_instance_of::<PyInt>() {
        return Err(PyTypeError::new_err(format!(
            "dealer is an int seat, not {}",
            dealer.get_type().name()?
        )));
    }
    dealer.extract::<i64>().map_err(|_| {
        InvalidSetupError::new_err(format!(
            "dealer seat {dealer} is not at the table of {seats} seats"
        ))
    })
}

/// The seat that brings in on the opening deal (`rule`: `"lowest"` or `"highest_ace_low"`).
#[pyfunction]
#[pyo3(signature = (door_cards, rule = None), text_signature = "(door_cards, rule=\"lowest\")")]
pub fn bring_in_seat(
    door_cards: &Bound<'_, PyAny>,
    rule: Option<&Bound<'_, PyAny>>,
) -> PyResult<usize> {
    let rule = BringInRule::from_name(&rule_name(rule, "lowest")?).map_err(CoreError)?;
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
#[pyo3(
    signature = (up_cards, dealer, *, low = false, tie = None, community = None),
    text_signature = "(up_cards, dealer, *, low=False, tie=\"suit\", community=None)"
)]
pub fn first_to_act(
    up_cards: &Bound<'_, PyAny>,
    dealer: &Bound<'_, PyAny>,
    low: bool,
    tie: Option<&Bound<'_, PyAny>>,
    community: Option<&Bound<'_, PyAny>>,
) -> PyResult<usize> {
    let tie = ShowingTie::from_name(&rule_name(tie, "suit")?).map_err(CoreError)?;
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
    let dealer =
        order::check_dealer(dealer_seat(dealer, hands.len())?, hands.len()).map_err(CoreError)?;
    Ok(order::first_to_act(&hands, &community, dealer, low, tie).map_err(CoreError)?)
}
