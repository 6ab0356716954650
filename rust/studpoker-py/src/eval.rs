//! Hand evaluation for Python: `evaluate_*` (a `HandValue`) and the fast `rank_*` (an int).
//!
//! A single evaluation takes nanoseconds, less than detaching from the interpreter would cost,
//! so these calls keep the thread attached. The cards of one hand (at most nine) are read
//! straight from the list or tuple into a stack array: no allocation on the int path.

use crate::convert::extract_card;
use crate::errors::{CoreError, InvalidCardError};
use crate::in_place::exact_ints;
use crate::untracked::{new_untracked, HoldsNoPythonObject};
use pyo3::basic::CompareOp;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyList, PyString, PyTuple};
use studpoker_core::card::{format_cards, parse_cards};
use studpoker_core::eval::wild::{self, describe_wild, WILD_MAX_CARDS};
use studpoker_core::eval::{self, Kind, MAX_CARDS, MIN_CARDS};
use studpoker_core::{Card, CardSet, Error};

/// The 5 to 9 distinct cards of one hand (5 to 11 with wild cards).
#[derive(Clone, Copy)]
pub struct Hand {
    cards: [Card; WILD_MAX_CARDS],
    len: usize,
}

impl Hand {
    pub fn cards(&self) -> &[Card] {
        &self.cards[..self.len]
    }
}

impl Hand {
    const EMPTY: Hand = Hand {
        cards: [Card::new_unchecked(0); WILD_MAX_CARDS],
        len: 0,
    };
}

/// Collects cards into a [`Hand`], refusing duplicates and a card past `most` as they come.
struct HandBuilder {
    hand: Hand,
    seen: u64,
    /// Cards offered in all, past the most too (for the error message).
    offered: usize,
    most: usize,
}

impl HandBuilder {
    fn new(most: usize) -> HandBuilder {
        HandBuilder {
            hand: Hand::EMPTY,
            seen: 0,
            offered: 0,
            most,
        }
    }

    #[inline]
    fn push(&mut self, card: Card) -> Result<(), Error> {
        let bit = 1u64 << card.index();
        if self.seen & bit != 0 {
            return Err(Error::DuplicateCard { card });
        }
        self.seen |= bit;
        if self.hand.len < self.most {
            self.hand.cards[self.hand.len] = card;
            self.hand.len += 1;
        }
        self.offered += 1;
        Ok(())
    }

    fn finish(self, input: &Bound<'_, PyAny>) -> PyResult<Hand> {
        if (MIN_CARDS..=self.most).contains(&self.offered) {
            return Ok(self.hand);
        }
        Err(wrong_count(self.offered, input, self.most))
    }
}

fn wrong_count(got: usize, input: &Bound<'_, PyAny>, most: usize) -> PyErr {
    let message = Error::WrongCardCount {
        got,
        min: MIN_CARDS,
        max: most,
    }
    .to_string();
    let quoted = input
        .repr()
        .map_or_else(|_| "?".to_string(), |r| r.to_string());
    InvalidCardError::new_err(format!("{message}: {quoted}"))
}

/// The common case in a few C calls: a list or tuple of 5 to `most` exact ints, `0..=51`,
/// distinct, read in place (`in_place.rs`, which says how that stays sound on a free-threaded
/// build). `None` sends anything else, errors included, down the general path.
#[inline]
fn sequence_of_card_ints(input: &Bound<'_, PyAny>, most: usize) -> Option<Hand> {
    let mut hand = Hand::EMPTY;
    let mut seen = 0u64;
    let most = most.min(WILD_MAX_CARDS);
    let read = exact_ints(
        input,
        |len| (MIN_CARDS..=most).contains(&len),
        |value| {
            let Ok(card) = Card::from_index(value) else {
                return false;
            };
            let bit = 1u64 << card.index();
            if seen & bit != 0 {
                return false;
            }
            seen |= bit;
            hand.cards[hand.len] = card;
            hand.len += 1;
            true
        },
    );
    read.then_some(hand)
}

/// The cards of one hand from a text, a list, a tuple or any iterable of cards.
pub fn extract_hand(input: &Bound<'_, PyAny>) -> PyResult<Hand> {
    extract_hand_of(input, MAX_CARDS)
}

/// The same, 5 to `most` cards (`WILD_MAX_CARDS` at most).
pub fn extract_hand_of(input: &Bound<'_, PyAny>, most: usize) -> PyResult<Hand> {
    let most = most.min(WILD_MAX_CARDS);
    if let Some(hand) = sequence_of_card_ints(input, most) {
        return Ok(hand);
    }
    let mut builder = HandBuilder::new(most);
    if let Ok(list) = input.cast::<PyList>() {
        if list.len() > most {
            return Err(wrong_count(list.len(), input, most));
        }
        for item in list.iter() {
            builder.push(extract_card(&item)?).map_err(CoreError)?;
        }
    } else if let Ok(tuple) = input.cast::<PyTuple>() {
        if tuple.len() > most {
            return Err(wrong_count(tuple.len(), input, most));
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
    /// The wild set of a value evaluated with `wild=` (`None` without the keyword).
    wild: Option<CardSet>,
}

// SAFETY: a hand value holds a kind, a rank and card bytes: no Python object.
unsafe impl HoldsNoPythonObject for PyHandValue {}

impl PyHandValue {
    /// A new hand value, untracked by the cycle collector (kept values cost no collection).
    fn new(py: Python<'_>, kind: Kind, rank: u16, hand: Hand) -> PyResult<Bound<'_, PyHandValue>> {
        let wild = None;
        new_untracked(
            py,
            PyHandValue {
                kind,
                rank,
                hand,
                wild,
            },
        )
    }

    /// The chosen five as held and as played, and the category.
    fn five(&self) -> ([Card; 5], [Card; 5], eval::Category) {
        if let Some(wild) = self.wild {
            // The hand was checked when the value was made, so this cannot fail.
            if let Ok(Some(evaluation)) = wild::evaluate_wild(self.kind, self.hand.cards(), wild) {
                return (evaluation.cards, evaluation.played, evaluation.category);
            }
        }
        let evaluation = eval::evaluation_of_rank(self.kind, self.rank, self.hand.cards());
        (evaluation.cards, evaluation.cards, evaluation.category)
    }

    /// The rank space: its name (`"high_wild"` for high hands with a non-empty wild set).
    fn kind_name(&self) -> &'static str {
        match self.wild {
            Some(wild) if wild::in_wild_space(self.kind, wild) => "high_wild",
            _ => self.kind.name(),
        }
    }
}

#[pymethods]
impl PyHandValue {
    /// ``"high"``, ``"low_a5"``, ``"low_8"``, ``"low_27"`` or ``"high_wild"``.
    #[getter]
    fn kind(&self) -> &'static str {
        self.kind_name()
    }

    /// The dense rank within the kind; greater is better.
    #[getter]
    fn rank(&self) -> u16 {
        self.rank
    }

    /// ``"high_card"``, ``"pair"``, ..., ``"straight_flush"``.
    #[getter]
    fn category(&self) -> &'static str {
        match self.wild {
            Some(wild) if wild::in_wild_space(self.kind, wild) => {
                wild::category_of_wild_rank(self.rank).name()
            }
            _ => eval::category_of(self.kind, self.rank).name(),
        }
    }

    /// The chosen five cards as held (wild cards included), most significant first.
    #[getter]
    fn cards<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.five().0.map(studpoker_core::Card::index))
    }

    /// The chosen five as they play: each wild card replaced by the card it stands for.
    #[getter]
    fn played<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyTuple>> {
        PyTuple::new(py, self.five().1.map(studpoker_core::Card::index))
    }

    /// What a player would say: ``"Full house, kings over nines"``, ``"Eight-seven low"``,
    /// and what each wild became: ``"Five of a kind, aces (Js as As)"``.
    fn describe(&self) -> String {
        let (cards, played, category) = self.five();
        describe_wild(&wild::WildEvaluation {
            kind: self.kind,
            rank: self.rank,
            wild_space: false,
            category,
            cards,
            played,
        })
    }

    fn __repr__(&self) -> String {
        let (cards, played, category) = self.five();
        let played = if played == cards {
            String::new()
        } else {
            format!(", played='{}'", format_cards(&played))
        };
        format!(
            "HandValue(kind='{}', rank={}, category='{}', cards='{}'{played})",
            self.kind_name(),
            self.rank,
            category.name(),
            format_cards(&cards)
        )
    }

    fn __hash__(&self, py: Python<'_>) -> PyResult<isize> {
        (self.kind_name(), self.rank).into_pyobject(py)?.hash()
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
        let same_kind = self.kind_name() == other.kind_name();
        let result = match op {
            CompareOp::Eq => same_kind && self.rank == other.rank,
            CompareOp::Ne => !(same_kind && self.rank == other.rank),
            _ if !same_kind => {
                return Err(PyTypeError::new_err(format!(
                    "cannot order a '{}' hand value against a '{}' one",
                    self.kind_name(),
                    other.kind_name()
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

// `wild=` (any of these functions): a text or iterable of cards and ranks; the hand may then
// hold 5 to 11 cards (`crate::wild`). The batch calls take the same keyword through
// `studpoker_core::eval::wild::rank_wild`, one call per hand.

/// A value evaluated with `wild=` (`None`: no 8-or-better low).
fn wild_value<'py>(
    kind: Kind,
    cards: &Bound<'py, PyAny>,
    wild: &Bound<'_, PyAny>,
) -> PyResult<Option<Bound<'py, PyHandValue>>> {
    let (hand, set) = crate::wild::extract(cards, wild)?;
    let wild = Some(set);
    wild::rank_wild(kind, hand.cards(), set)
        .map(|rank| {
            new_untracked(
                cards.py(),
                PyHandValue {
                    kind,
                    rank,
                    hand,
                    wild,
                },
            )
        })
        .transpose()
}

/// The best high hand of 5 to 9 cards (5 to 11 with `wild`).
#[pyfunction]
#[pyo3(signature = (cards, *, wild=None))]
pub fn evaluate_high<'py>(
    cards: &Bound<'py, PyAny>,
    wild: Option<&Bound<'_, PyAny>>,
) -> PyResult<Bound<'py, PyHandValue>> {
    if let Some(wild) = wild {
        let value = wild_value(Kind::High, cards, wild)?;
        return value.ok_or_else(|| PyTypeError::new_err("every hand has a high value"));
    }
    let hand = extract_hand(cards)?;
    PyHandValue::new(cards.py(), Kind::High, eval::rank_high(hand.cards()), hand)
}

/// The best A-5 low (razz) of 5 to 9 cards (5 to 11 with `wild`).
#[pyfunction]
#[pyo3(signature = (cards, *, wild=None))]
pub fn evaluate_low_a5<'py>(
    cards: &Bound<'py, PyAny>,
    wild: Option<&Bound<'_, PyAny>>,
) -> PyResult<Bound<'py, PyHandValue>> {
    if let Some(wild) = wild {
        let value = wild_value(Kind::LowA5, cards, wild)?;
        return value.ok_or_else(|| PyTypeError::new_err("every hand has an A-5 low"));
    }
    let hand = extract_hand(cards)?;
    PyHandValue::new(
        cards.py(),
        Kind::LowA5,
        eval::rank_low_a5(hand.cards()),
        hand,
    )
}

/// The best 8-or-better low of 5 to 9 cards (5 to 11 with `wild`), or None.
#[pyfunction]
#[pyo3(signature = (cards, *, wild=None))]
pub fn evaluate_low_8<'py>(
    cards: &Bound<'py, PyAny>,
    wild: Option<&Bound<'_, PyAny>>,
) -> PyResult<Option<Bound<'py, PyHandValue>>> {
    if let Some(wild) = wild {
        return wild_value(Kind::Low8, cards, wild);
    }
    let hand = extract_hand(cards)?;
    eval::rank_low_8(hand.cards())
        .map(|rank| PyHandValue::new(cards.py(), Kind::Low8, rank, hand))
        .transpose()
}

/// The best 2-7 low (2-7 razz: aces high, straights and flushes count against) of 5 to 9 cards.
#[pyfunction]
#[pyo3(signature = (cards))]
pub fn evaluate_low_27<'py>(cards: &Bound<'py, PyAny>) -> PyResult<Bound<'py, PyHandValue>> {
    let hand = extract_hand(cards)?;
    PyHandValue::new(
        cards.py(),
        Kind::Low27,
        eval::rank_low_27(hand.cards()),
        hand,
    )
}

/// The dense 2-7 low rank of 5 to 9 cards.
#[pyfunction]
#[pyo3(signature = (cards))]
pub fn rank_low_27(cards: &Bound<'_, PyAny>) -> PyResult<u16> {
    Ok(eval::rank_low_27(extract_hand(cards)?.cards()))
}

/// The dense high rank of 5 to 9 cards (with `wild`: 5 to 11, the wild high space).
#[pyfunction]
#[pyo3(signature = (cards, *, wild=None))]
pub fn rank_high(cards: &Bound<'_, PyAny>, wild: Option<&Bound<'_, PyAny>>) -> PyResult<u16> {
    match wild {
        Some(wild) => Ok(crate::wild::rank(Kind::High, cards, wild)?.unwrap_or_default()),
        None => Ok(eval::rank_high(extract_hand(cards)?.cards())),
    }
}

/// The dense A-5 low rank of 5 to 9 cards (5 to 11 with `wild`).
#[pyfunction]
#[pyo3(signature = (cards, *, wild=None))]
pub fn rank_low_a5(cards: &Bound<'_, PyAny>, wild: Option<&Bound<'_, PyAny>>) -> PyResult<u16> {
    match wild {
        Some(wild) => Ok(crate::wild::rank(Kind::LowA5, cards, wild)?.unwrap_or_default()),
        None => Ok(eval::rank_low_a5(extract_hand(cards)?.cards())),
    }
}

/// The dense 8-or-better rank of 5 to 9 cards (5 to 11 with `wild`), or None.
#[pyfunction]
#[pyo3(signature = (cards, *, wild=None))]
pub fn rank_low_8(
    cards: &Bound<'_, PyAny>,
    wild: Option<&Bound<'_, PyAny>>,
) -> PyResult<Option<u16>> {
    match wild {
        Some(wild) => crate::wild::rank(Kind::Low8, cards, wild),
        None => Ok(eval::rank_low_8(extract_hand(cards)?.cards())),
    }
}

/// Registers the evaluation API on the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<PyHandValue>()?;
    m.add_function(wrap_pyfunction!(evaluate_high, m)?)?;
    m.add_function(wrap_pyfunction!(evaluate_low_a5, m)?)?;
    m.add_function(wrap_pyfunction!(evaluate_low_8, m)?)?;
    m.add_function(wrap_pyfunction!(evaluate_low_27, m)?)?;
    m.add_function(wrap_pyfunction!(rank_low_27, m)?)?;
    m.add_function(wrap_pyfunction!(rank_high, m)?)?;
    m.add_function(wrap_pyfunction!(rank_low_a5, m)?)?;
    m.add_function(wrap_pyfunction!(rank_low_8, m)?)?;
    Ok(())
}
