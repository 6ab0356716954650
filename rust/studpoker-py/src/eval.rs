//! Hand evaluation for Python: `evaluate_*` (a `HandValue`) and the fast `rank_*` (an int).
//!
//! A single evaluation takes nanoseconds, less than detaching from the interpreter would cost,
//! so these calls keep the thread attached. The cards of one hand (at most nine) are read
//! straight from the list or tuple into a stack array: no allocation on the int path.

use crate::convert::extract_card;
use crate::errors::{CoreError, InvalidCardError};
use pyo3::basic::CompareOp;
use pyo3::exceptions::PyTypeError;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};
use studpoker_core::card::{format_cards, parse_cards};
use studpoker_core::eval::{self, Kind, MAX_CARDS, MIN_CARDS};
use studpoker_core::{Card, Error};

/// The 5 to 9 distinct cards of one hand.
#[derive(Clone, Copy)]
pub struct Hand {
    cards: [Card; MAX_CARDS],
    len: usize,
}

impl Hand {
    pub fn cards(&self) -> &[Card] {
        &self.cards[..self.len]
    }
}

/// Collects cards into a [`Hand`], refusing duplicates and a tenth card as they come.
struct HandBuilder {
    hand: Hand,
    seen: u64,
    /// Cards offered in all, past the ninth too (for the error message).
    offered: usize,
}

impl HandBuilder {
    fn new() -> HandBuilder {
        HandBuilder {
            hand: Hand {
                cards: [Card::new_unchecked(0); MAX_CARDS],
                len: 0,
            },
            seen: 0,
            offered: 0,
        }
    }

    #[inline]
    fn push(&mut self, card: Card) -> Result<(), Error> {
        let bit = 1u64 << card.index();
        if self.seen & bit != 0 {
            return Err(Error::DuplicateCard { card });
        }
        self.seen |= bit;
        if self.hand.len < MAX_CARDS {
            self.hand.cards[self.hand.len] = card;
            self.hand.len += 1;
        }
        self.offered += 1;
        Ok(())
    }

    fn finish(self, input: &Bound<'_, PyAny>) -> PyResult<Hand> {
        if (MIN_CARDS..=MAX_CARDS).contains(&self.offered) {
            return Ok(self.hand);
        }
        Err(wrong_count(self.offered, input))
    }
}

fn wrong_count(got: usize, input: &Bound<'_, PyAny>) -> PyErr {
    let message = Error::WrongCardCount {
        got,
        min: MIN_CARDS,
        max: MAX_CARDS,
    }
    .to_string();
    let quoted = input
        .repr()
        .map_or_else(|_| "?".to_string(), |r| r.to_string());
    InvalidCardError::new_err(format!("{message}: {quoted}"))
}

/// The common case in a few C calls: a list or tuple of 5 to 9 exact ints, `0..=51`, distinct.
/// `None` sends anything else, errors included, down the general path.
#[inline]
fn sequence_of_card_ints(input: &Bound<'_, PyAny>) -> Option<Hand> {
    let seq = input.as_ptr();
    let mut hand = Hand {
        cards: [Card::new_unchecked(0); MAX_CARDS],
        len: 0,
    };
    // SAFETY: the interpreter is attached (we hold a `Bound`) and `seq` is alive for the whole
    // call. Items are borrowed: nothing below can run Python code (only exact ints are read,
    // and reading an exact int calls no `__index__`), so the sequence cannot change under us.
    // (The extension is built for the stable ABI, which free-threaded interpreters do not
    // load, so no other thread can mutate a list while we hold the GIL.)
    unsafe {
        let (len, get_item): (ffi::Py_ssize_t, unsafe extern "C" fn(_, _) -> _) =
            if ffi::PyList_CheckExact(seq) != 0 {
                (ffi::PyList_Size(seq), ffi::PyList_GetItem)
            } else if ffi::PyTuple_CheckExact(seq) != 0 {
                (ffi::PyTuple_Size(seq), ffi::PyTuple_GetItem)
            } else {
                return None;
            };
        let len = usize::try_from(len).ok()?;
        if !(MIN_CARDS..=MAX_CARDS).contains(&len) {
            return None;
        }
        let mut seen = 0u64;
        for (i, slot) in hand.cards[..len].iter_mut().enumerate() {
            let item = get_item(seq, i as ffi::Py_ssize_t);
            if item.is_null() {
                ffi::PyErr_Clear();
                return None;
            }
            if ffi::PyLong_CheckExact(item) == 0 {
                return None;
            }
            let mut overflow = 0;
            let value = ffi::PyLong_AsLongAndOverflow(item, &mut overflow);
            if overflow != 0 || !(0..52).contains(&value) || seen >> value & 1 != 0 {
                return None;
            }
            seen |= 1 << value;
            *slot = Card::new_unchecked(value as u8);
        }
        hand.len = len;
    }
    Some(hand)
}

/// The cards of one hand from a text, a list, a tuple or any iterable of cards.
pub fn extract_hand(input: &Bound<'_, PyAny>) -> PyResult<Hand> {
    if let Some(hand) = sequence_of_card_ints(input) {
        return Ok(hand);
    }
    let mut builder = HandBuilder::new();
    if let Ok(list) = input.cast::<PyList>() {
        if list.len() > MAX_CARDS {
            return Err(wrong_count(list.len(), input));
        }
        for item in list.iter() {
            builder.push(extract_card(&item)?).map_err(CoreError)?;
        }
    } else if let Ok(tuple) = input.cast::<PyTuple>() {
        if tuple.len() > MAX_CARDS {
            return Err(wrong_count(tuple.len(), input));
        }
        for item in tuple.iter_borrowed() {
            builder.push(extract_card(&item)?).map_err(CoreError)?;
        }
    } else if let Ok(text) = input.cast::<PyString>() {
        for card in parse_cards(crate::convert::card_str(text)?).map_err(CoreError)? {
            builder.push(card).map_err(CoreError)?;
        }
    } else {
        for item in input.try_iter()? {
            builder.push(extract_card(&item?)?).map_err(CoreError)?;
        }
    }
    builder.finish(input)
}

/// The value of a hand: its kind, its dense rank (greater is better) and, on demand, the
/// chosen five cards and their category.
///
/// Equality and hashing use ``(kind, rank)``; ``<`` and friends compare ranks within one kind
/// and raise ``TypeError`` across kinds.
#[pyclass(frozen, module = "studpoker._core", name = "HandValue")]
pub struct PyHandValue {
    kind: Kind,
    rank: u16,
    /// The evaluated cards: the chosen five are derived from them only when asked for.
    hand: Hand,
}

impl PyHandValue {
    fn new(kind: Kind, rank: u16, hand: Hand) -> PyHandValue {
        PyHandValue { kind, rank, hand }
    }

    fn evaluation(&self) -> eval::Evaluation {
        eval::evaluation_of_rank(self.kind, self.rank, self.hand.cards())
    }
}

#[pymethods]
impl PyHandValue {
    /// ``"high"``, ``"low_a5"`` or ``"low_8"``.
    #[getter]
    fn kind(&self) -> &'static str {
        self.kind.name()
    }

    /// The dense rank within the kind; greater is better.
    #[getter]
    fn rank(&self) -> u16 {
        self.rank
    }

    /// ``"high_card"``, ``"pair"``, ..., ``"straight_flush"``.
    #[getter]
    fn category(&self) -> &'static str {
        eval::category_of(self.kind, self.rank).name()
    }

    /// The chosen five cards, most significant first.
    #[getter]
    fn cards<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.evaluation().cards.map(|card| card.index()))
    }

    /// What a player would say: ``"Full house, kings over nines"``, ``"Eight-seven low"``.
    fn describe(&self) -> String {
        eval::describe(&self.evaluation())
    }

    fn __repr__(&self) -> String {
        let evaluation = self.evaluation();
        format!(
            "HandValue(kind='{}', rank={}, category='{}', cards='{}')",
            self.kind.name(),
            self.rank,
            evaluation.category.name(),
            format_cards(&evaluation.cards)
        )
    }

    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        (self.kind.name(), self.rank).into_pyobject(py)?.hash()
    }

    fn __richcmp__(
        &self,
        other: &Bound<'_, PyAny>,
        op: CompareOp,
        py: Python<'_>,
    ) -> PyResult<Py<PyAny>> {
        let Ok(other) = other.cast::<PyHandValue>() else {
            return Ok(py.NotImplemented());
        };
        let other = other.get();
        let same_kind = self.kind == other.kind;
        let result = match op {
            CompareOp::Eq => same_kind && self.rank == other.rank,
            CompareOp::Ne => !(same_kind && self.rank == other.rank),
            _ if !same_kind => {
                return Err(PyTypeError::new_err(format!(
                    "cannot order a '{}' hand value against a '{}' one",
                    self.kind.name(),
                    other.kind.name()
                )))
            }
            _ => op.matches(self.rank.cmp(&other.rank)),
        };
        Ok(pyo3::types::PyBool::new(py, result)
            .to_owned()
            .into_any()
            .unbind())
    }
}

/// The best high hand of 5 to 9 cards.
#[pyfunction]
pub fn evaluate_high(cards: &Bound<'_, PyAny>) -> PyResult<PyHandValue> {
    let hand = extract_hand(cards)?;
    Ok(PyHandValue::new(
        Kind::High,
        eval::rank_high(hand.cards()),
        hand,
    ))
}

/// The best A-5 low (razz) of 5 to 9 cards.
#[pyfunction]
pub fn evaluate_low_a5(cards: &Bound<'_, PyAny>) -> PyResult<PyHandValue> {
    let hand = extract_hand(cards)?;
    Ok(PyHandValue::new(
        Kind::LowA5,
        eval::rank_low_a5(hand.cards()),
        hand,
    ))
}

/// The best 8-or-better low of 5 to 9 cards, or None.
#[pyfunction]
pub fn evaluate_low_8(cards: &Bound<'_, PyAny>) -> PyResult<Option<PyHandValue>> {
    let hand = extract_hand(cards)?;
    Ok(eval::rank_low_8(hand.cards()).map(|rank| PyHandValue::new(Kind::Low8, rank, hand)))
}

/// The dense high rank of 5 to 9 cards.
#[pyfunction]
pub fn rank_high(cards: &Bound<'_, PyAny>) -> PyResult<u16> {
    Ok(eval::rank_high(extract_hand(cards)?.cards()))
}

/// The dense A-5 low rank of 5 to 9 cards.
#[pyfunction]
pub fn rank_low_a5(cards: &Bound<'_, PyAny>) -> PyResult<u16> {
    Ok(eval::rank_low_a5(extract_hand(cards)?.cards()))
}

/// The dense 8-or-better rank of 5 to 9 cards, or None.
#[pyfunction]
pub fn rank_low_8(cards: &Bound<'_, PyAny>) -> PyResult<Option<u16>> {
    Ok(eval::rank_low_8(extract_hand(cards)?.cards()))
}

/// Registers the evaluation API on the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyHandValue>()?;
    m.add_function(wrap_pyfunction!(evaluate_high, m)?)?;
    m.add_function(wrap_pyfunction!(evaluate_low_a5, m)?)?;
    m.add_function(wrap_pyfunction!(evaluate_low_8, m)?)?;
    m.add_function(wrap_pyfunction!(rank_high, m)?)?;
    m.add_function(wrap_pyfunction!(rank_low_a5, m)?)?;
    m.add_function(wrap_pyfunction!(rank_low_8, m)?)?;
    Ok(())
}
