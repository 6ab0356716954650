//! `studpoker._core`: the thin PyO3 layer over `studpoker-core`.
//!
//! It converts Python values to core types, calls the core (detached from the interpreter when the
//! work can take longer than a call), and maps core errors onto the package's exception hierarchy,
//! which lives in pure Python (`studpoker.errors`) so the reference implementation can raise the
//! very same classes without importing the extension.

use pyo3::prelude::*;

mod batch;
mod convert;
mod equity;
mod errors;
mod eval;
mod in_place;
mod order;
mod pots;
mod settle;
mod settlement;
mod shuffle;
mod untracked;
mod wild;

use convert::{card_str, extract_card_number, extract_cards};
use pyo3::types::PyString;

/// Parses one card (`"As"`, `"10d"`, `"q♥"`) into its number `4 * rank + suit`.
#[pyfunction]
fn parse_card(text: &Bound<'_, PyString>) -> PyResult<u8> {
    let card = studpoker_core::Card::parse(card_str(text)?).map_err(errors::CoreError)?;
    Ok(card.index())
}

/// Parses cards from text (`"As Kd 7c"`, `"AsKd7c"`) or a sequence of texts and numbers.
#[pyfunction]
fn parse_cards(cards: &Bound<'_, PyAny>) -> PyResult<Vec<u32>> {
    // u32, not u8: PyO3 turns a Vec<u8> into bytes, and callers want a list of ints.
    Ok(extract_cards(cards)?
        .iter()
        .map(|c| u32::from(c.index()))
        .collect())
}

/// Formats one card number as text (`51 -> "As"`).
#[pyfunction]
fn format_card(card: &Bound<'_, PyAny>) -> PyResult<String> {
    Ok(extract_card_number(card)?.to_string())
}

/// Formats cards as space-separated text.
#[pyfunction]
fn format_cards(cards: &Bound<'_, PyAny>) -> PyResult<String> {
    Ok(studpoker_core::card::format_cards(&extract_cards(cards)?))
}

// Free-threaded interpreters may run this module without the GIL (PyO3 0.30's default, said
// here on purpose): the result classes are frozen and hold no Python object, the one lazy
// global is a `PyOnceLock`, and the raw reads of lists in place lock the list on such a build
// (`in_place.rs`). The abi3 wheel itself loads on GIL builds only; a free-threaded interpreter
// builds the extension from source, version-specific.
#[pymodule(gil_used = false)]
fn _core(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(parse_card, m)?)?;
    m.add_function(wrap_pyfunction!(parse_cards, m)?)?;
    m.add_function(wrap_pyfunction!(format_card, m)?)?;
    m.add_function(wrap_pyfunction!(format_cards, m)?)?;
    m.add_function(wrap_pyfunction!(order::bring_in_seat, m)?)?;
    m.add_function(wrap_pyfunction!(order::first_to_act, m)?)?;
    m.add_function(wrap_pyfunction!(order::showing_hand, m)?)?;
    m.add_function(wrap_pyfunction!(settle::settle, m)?)?;
    m.add_function(wrap_pyfunction!(equity::equity, m)?)?;
    m.add_function(wrap_pyfunction!(settle::settle_many, m)?)?;
    m.add_function(wrap_pyfunction!(pots::pot_layout, m)?)?;
    m.add_function(wrap_pyfunction!(shuffle::deck_from_bits, m)?)?;
    m.add_class::<settlement::Settlement>()?;
    m.add_class::<settlement::Pot>()?;
    eval::register(m)?;
    batch::register(m)?;
    Ok(())
}
