//! `pot_layout`: the core's pots of a hand in progress, as plain tuples (the state machine asks
//! it on every view, so no result class is built).

use crate::convert::for_each_seat;
use crate::errors::CoreError;
use crate::settle::{extract_contribution, extract_dead};
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyTuple};
use studpoker_core::settle as core;

/// The pots of `contributions` among the seats `in_hand`, and the chips that go back.
///
/// See `studpoker._core.pyi` and docs/core-api.md ("Pots of a hand in progress") for the contract.
#[pyfunction]
#[pyo3(signature = (contributions, in_hand, dead = None, *, live = false))]
pub fn pot_layout<'py>(
    py: Python<'py>,
    contributions: &Bound<'_, PyAny>,
    in_hand: &Bound<'_, PyAny>,
    dead: Option<&Bound<'_, PyAny>>,
    live: bool,
) -> PyResult<Bound<'py, PyTuple>> {
    let mut amounts = Vec::new();
    for_each_seat(contributions, "contributions", |seat, item| {
        amounts.push(extract_contribution(item, seat)?);
        Ok(())
    })?;
    let mut playing = Vec::new();
    for_each_seat(in_hand, "in_hand", |seat, item| {
        match item.cast_exact::<PyBool>() {
            Ok(flag) => {
                playing.push(flag.is_true());
                Ok(())
            }
            Err(_) => Err(PyTypeError::new_err(format!(
                "seat {seat}: in_hand is True or False, not {}",
                item.get_type().name()?
            ))),
        }
    })?;
    let dead = extract_dead(dead)?;
    let layout = core::pot_layout(&amounts, &playing, dead, live).map_err(CoreError)?;
    // `((amount, eligible), ...), uncalled, unreachable`: tuples all the way down
    let pots = layout
        .pots
        .into_iter()
        .map(|pot| (pot.amount, PyTuple::new(py, pot.eligible)?).into_pyobject(py))
        .collect::<PyResult<Vec<_>>>()?;
    PyTuple::new(
        py,
        [
            PyTuple::new(py, pots)?.into_any(),
            PyTuple::new(py, layout.uncalled)?.into_any(),
            PyTuple::new(py, layout.unreachable)?.into_any(),
        ],
    )
}
