//! `Settlement` and `Pot`: frozen Python views of the core's settlement results.
//!
//! They hold the core values and build the Python tuples when a field is read, so a settlement
//! nobody inspects costs no Python objects beyond itself.

use crate::untracked::{new_untracked, HoldsNoPythonObject};
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use std::fmt::Display;
use studpoker_core::settle;

/// One pot and how it was won: `amount`, `eligible`, `high_winners`, `low_winners` and `winners`
/// (seats, ascending), `shares` (chips per seat).
#[pyclass(module = "studpoker._core", name = "Pot", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Pot(pub settle::Pot);

/// The outcome of a hand: `pots` (main pot first) and, per seat, `returned`, `payouts`, `net`.
#[pyclass(module = "studpoker._core", name = "Settlement", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Settlement(pub settle::Settlement);

// SAFETY: both hold core values only (integers and vectors of them), no Python object.
unsafe impl HoldsNoPythonObject for Pot {}
unsafe impl HoldsNoPythonObject for Settlement {}

/// `(1, 2)`, `(1,)` or `()`: Python's spelling of a tuple.
fn tuple_text<T: Display>(items: impl IntoIterator<Item = T>) -> String {
    let parts: Vec<String> = items.into_iter().map(|item| item.to_string()).collect();
    match parts.as_slice() {
        [one] => format!("({one},)"),
        _ => format!("({})", parts.join(", ")),
    }
}

fn pot_text(pot: &settle::Pot) -> String {
    format!(
        "Pot(amount={}, eligible={}, high_winners={}, low_winners={}, shares={}, winners={})",
        pot.amount,
        tuple_text(&pot.eligible),
        tuple_text(&pot.high_winners),
        tuple_text(&pot.low_winners),
        tuple_text(&pot.shares),
        tuple_text(&pot.winners),
    )
}

#[pymethods]
impl Pot {
    #[getter]
    fn amount(&self) -> i64 {
        self.0.amount
    }

    #[getter]
    fn eligible<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.0.eligible)
    }

    #[getter]
    fn high_winners<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.0.high_winners)
    }

    #[getter]
    fn low_winners<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.0.low_winners)
    }

    #[getter]
    fn shares<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.0.shares)
    }

    #[getter]
    fn winners<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.0.winners)
    }

    fn __repr__(&self) -> String {
        pot_text(&self.0)
    }
}

#[pymethods]
impl Settlement {
    #[getter]
    fn pots<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        let pots = self
            .0
            .pots
            .iter()
            .map(|pot| new_untracked(py, Pot(pot.clone())))
            .collect::<PyResult<Vec<_>>>()?;
        PyTuple::new(py, pots)
    }

    #[getter]
    fn returned<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.0.returned)
    }

    #[getter]
    fn payouts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.0.payouts)
    }

    #[getter]
    fn net<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, &self.0.net)
    }

    fn __repr__(&self) -> String {
        let s = &self.0;
        format!(
            "Settlement(pots={}, returned={}, payouts={}, net={})",
            tuple_text(s.pots.iter().map(pot_text)),
            tuple_text(&s.returned),
            tuple_text(&s.payouts),
            tuple_text(&s.net),
        )
    }
}
