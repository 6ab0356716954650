//! Showing order: who brings in, who acts first in a later round.

use crate::convert::{extract_card, extract_cards, extract_wild, for_each_seat, rule_name};
use crate::errors::{CoreError, InvalidSetupError};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyInt};
use studpoker_core::eval::wild::showing_hand_wild;
use studpoker_core::named::Named;
use studpoker_core::order::{self, Aces, BringInRule, ShowingOrder, ShowingTie};
use studpoker_core::CardSet;

/// The wild set given (`None`: no wild cards).
fn wild_set(wild: Option<&Bound<'_, PyAny>>) -> PyResult<CardSet> {
    match wild {
        Some(wild) if !wild.is_none() => extract_wild(wild),
        _ => Ok(CardSet::EMPTY),
    }
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

/// The seat that brings in on the opening deal (`rule`: `"lowest"`, `"highest_ace_low"` or
/// `"highest"`);
/// door cards in `wild` count at their best.
#[pyfunction]
#[pyo3(
    signature = (door_cards, rule = None, *, wild = None),
    text_signature = "(door_cards, rule=\"lowest\", *, wild=None)"
)]
pub fn bring_in_seat(
    door_cards: &Bound<'_, PyAny>,
    rule: Option<&Bound<'_, PyAny>>,
    wild: Option<&Bound<'_, PyAny>>,
) -> PyResult<usize> {
    let rule = BringInRule::from_name(&rule_name(rule, "lowest")?).map_err(CoreError)?;
    let mut cards = Vec::new();
    for_each_seat(door_cards, "door_cards", |_, entry| {
        cards.push(if entry.is_none() {
            None
        } else {
            Some(extract_card(entry)?)
        });
        Ok(())
    })?;
    let wild = wild_set(wild)?;
    Ok(order::bring_in_seat_wild(&cards, rule, wild).map_err(CoreError)?)
}

/// The order of `low` and `aces` (`"low"`: A-5, `"high"`: 2-7).
fn showing_order(low: bool, aces: Option<&Bound<'_, PyAny>>) -> PyResult<ShowingOrder> {
    let aces = Aces::from_name(&rule_name(aces, "low")?).map_err(CoreError)?;
    Ok(ShowingOrder::of(low, aces))
}

/// The seat that acts first in a later round: the best showing hand (`low`: the lowest, aces
/// low or, `aces="high"`, the 2-7 order).
#[pyfunction]
#[pyo3(
    signature = (up_cards, dealer, *, low = false, tie = None, community = None, wild = None, aces = None),
    text_signature = "(up_cards, dealer, *, low=False, tie=\"suit\", community=None, wild=None, aces=\"low\")"
)]
pub fn first_to_act(
    up_cards: &Bound<'_, PyAny>,
    dealer: &Bound<'_, PyAny>,
    low: bool,
    tie: Option<&Bound<'_, PyAny>>,
    community: Option<&Bound<'_, PyAny>>,
    wild: Option<&Bound<'_, PyAny>>,
    aces: Option<&Bound<'_, PyAny>>,
) -> PyResult<usize> {
    let tie = ShowingTie::from_name(&rule_name(tie, "suit")?).map_err(CoreError)?;
    let order = showing_order(low, aces)?;
    let mut hands = Vec::new();
    for_each_seat(up_cards, "up_cards", |_, entry| {
        hands.push(if entry.is_none() {
            None
        } else {
            Some(extract_cards(entry)?)
        });
        Ok(())
    })?;
    let community = match community {
        Some(cards) if !cards.is_none() => extract_cards(cards)?,
        _ => Vec::new(),
    };
    let dealer =
        order::check_dealer(dealer_seat(dealer, hands.len())?, hands.len()).map_err(CoreError)?;
    let wild = wild_set(wild)?;
    Ok(
        order::first_to_act_wild(&hands, &community, dealer, order, tie, wild)
            .map_err(CoreError)?,
    )
}

/// One showing hand (rules §4.2, §6 notes): its category name and its cards as they play, most
/// significant first; up cards in `wild` count at their best.
#[pyfunction]
#[pyo3(
    signature = (up, *, wild = None, low = false, aces = None),
    text_signature = "(up, *, wild=None, low=False, aces=\"low\")"
)]
pub fn showing_hand(
    up: &Bound<'_, PyAny>,
    wild: Option<&Bound<'_, PyAny>>,
    low: bool,
    aces: Option<&Bound<'_, PyAny>>,
) -> PyResult<(&'static str, Vec<u32>)> {
    let cards = extract_cards(up)?;
    let wild = wild_set(wild)?;
    let order = showing_order(low, aces)?;
    let (category, played) = if order == ShowingOrder::Low27 {
        order::showing_hand(&cards, order, wild).map_err(CoreError)?
    } else {
        showing_hand_wild(&cards, wild, low).map_err(CoreError)?
    };
    Ok((
        category.name(),
        played.iter().map(|c| u32::from(c.index())).collect(),
    ))
}
