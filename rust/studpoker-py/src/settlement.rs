//! `Settlement` and `Pot`: frozen Python views of the core's settlement results.
//!
//! A `Settlement` keeps the core's result packed into one block of numbers (seat lists as bit
//! masks: a settlement seats at most 64) and builds the Python tuples when a field is read. So a
//! kept settlement costs one allocation however many pots it has, and freeing it one more:
//! keeping thousands of them (`settle_many`) spends little in the allocator.

use crate::untracked::{new_untracked, HoldsNoPythonObject};
use pyo3::prelude::*;
use pyo3::types::PyTuple;
use std::fmt::Display;
use studpoker_core::settle::{self, Chips};

/// One pot and how it was won: `amount` (its chips), `rake` (taken before it was divided),
/// `eligible`, `high_winners`, `low_winners` and `winners` (seats, ascending), `shares` (chips
/// per seat).
#[pyclass(module = "studpoker._core", name = "Pot", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Pot(pub settle::Pot);

/// The outcome of a hand: `pots` (main pot first) and, per seat, `returned`, `payouts`, `net`.
#[pyclass(module = "studpoker._core", name = "Settlement", frozen, eq, hash)]
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Settlement(Packed);

// SAFETY: both hold core values only (integers and vectors of them), no Python object.
unsafe impl HoldsNoPythonObject for Pot {}
unsafe impl HoldsNoPythonObject for Settlement {}

/// A settlement as one block: `returned`, `payouts` and `net` (one number per seat each), then
/// per pot its amount, its rake, the masks of its eligible seats, high winners, low winners and
/// winners, and its shares (one number per seat). Seat lists are ascending, so a mask says all of them.
#[derive(Clone, PartialEq, Eq, Hash)]
struct Packed {
    seats: usize,
    numbers: Box<[Chips]>,
}

/// Numbers before a pot's shares: the amount, the rake and four seat masks.
const POT_HEAD: usize = 6;

/// A seat list as a mask (bit `s` for seat `s`), stored among the chips as the same 64 bits.
fn mask(seats: &[usize]) -> Chips {
    let bits = seats.iter().fold(0u64, |bits, &seat| bits | 1 << seat);
    Chips::from_ne_bytes(bits.to_ne_bytes())
}

/// The seats of a mask, ascending.
fn seats_of(mask: Chips) -> impl Iterator<Item = usize> {
    let mut bits = u64::from_ne_bytes(mask.to_ne_bytes());
    std::iter::from_fn(move || {
        (bits != 0).then(|| {
            let seat = bits.trailing_zeros() as usize;
            bits &= bits - 1;
            seat
        })
    })
}

impl Settlement {
    /// Packs a core settlement (at most `MAX_SEATS` = 64 seats, so every seat list is a mask).
    pub fn new(settled: &settle::Settlement) -> Self {
        let seats = settled.net.len();
        let mut numbers = Vec::with_capacity(3 * seats + settled.pots.len() * (POT_HEAD + seats));
        numbers.extend_from_slice(&settled.returned);
        numbers.extend_from_slice(&settled.payouts);
        numbers.extend_from_slice(&settled.net);
        for pot in &settled.pots {
            debug_assert!(pot.high_winners.is_sorted() && pot.low_winners.is_sorted());
            numbers.extend([
                pot.amount,
                pot.rake,
                mask(&pot.eligible),
                mask(&pot.high_winners),
                mask(&pot.low_winners),
                mask(&pot.winners),
            ]);
            numbers.extend_from_slice(&pot.shares);
        }
        Settlement(Packed {
            seats,
            numbers: numbers.into_boxed_slice(),
        })
    }

    fn per_seat(&self, index: usize) -> &[Chips] {
        let seats = self.0.seats;
        &self.0.numbers[index * seats..(index + 1) * seats]
    }

    /// Each pot's block: its head and its shares.
    fn pot_blocks(&self) -> impl Iterator<Item = &[Chips]> {
        self.0.numbers[3 * self.0.seats..].chunks_exact(POT_HEAD + self.0.seats)
    }

    /// The core value of one pot's block.
    fn pot(block: &[Chips]) -> settle::Pot {
        let seats = |index: usize| seats_of(block[index]).collect();
        settle::Pot {
            amount: block[0],
            rake: block[1],
            eligible: seats(2),
            high_winners: seats(3),
            low_winners: seats(4),
            winners: seats(5),
            shares: block[POT_HEAD..].to_vec(),
        }
    }
}

/// `(1, 2)`, `(1,)` or `()`: Python's spelling of a tuple.
fn tuple_text<T: Display>(items: impl IntoIterator<Item = T>) -> String {
    let parts: Vec<String> = items.into_iter().map(|item| item.to_string()).collect();
    match parts.as_slice() {
        [one] => format!("({one},)"),
        _ => format!("({})", parts.join(", ")),
    }
}

/// The reference's repr: `rake=` only when the pot was raked, so an unraked pot prints as it
/// always has.
fn pot_text(pot: &settle::Pot) -> String {
    let rake = match pot.rake {
        0 => String::new(),
        rake => format!(", rake={rake}"),
    };
    format!(
        "Pot(amount={}{rake}, eligible={}, high_winners={}, low_winners={}, shares={}, winners={})",
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
    fn rake(&self) -> i64 {
        self.0.rake
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
            .pot_blocks()
            .map(|block| new_untracked(py, Pot(Self::pot(block))))
            .collect::<PyResult<Vec<_>>>()?;
        PyTuple::new(py, pots)
    }

    #[getter]
    fn returned<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.per_seat(0))
    }

    #[getter]
    fn payouts<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.per_seat(1))
    }

    #[getter]
    fn net<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.per_seat(2))
    }

    fn __repr__(&self) -> String {
        format!(
            "Settlement(pots={}, returned={}, payouts={}, net={})",
            tuple_text(self.pot_blocks().map(|block| pot_text(&Self::pot(block)))),
            tuple_text(self.per_seat(0)),
            tuple_text(self.per_seat(1)),
            tuple_text(self.per_seat(2)),
        )
    }
}
