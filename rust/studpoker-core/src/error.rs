//! The core's one error type. Every variant maps to a Python exception in the binding crate.

use std::fmt;

/// Everything the core can refuse. Messages name the offending input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// Text that is not a card (`"1x"`, `""`, `"Zs"`).
    InvalidCard { text: String },
    /// A card number outside `0..=51`.
    CardOutOfRange { value: i64 },
    /// The same card twice in one hand or deck.
    DuplicateCard { card: Card },
    /// A hand with too few or too many cards for the evaluator.
    WrongCardCount { got: usize, min: usize, max: usize },
    /// Showdown or pot input that cannot describe a real hand.
    InvalidSettlement { reason: String },
    /// Seats that cannot be put in order: none in the hand, or a dealer outside the table.
    InvalidSeats { reason: String },
    /// A seat in the hand showing no up card, or more than an evaluator takes.
    WrongUpCardCount { seat: usize, got: usize },
    /// An unknown rule name (odd-chip policy, showdown kind, bring-in or tie rule).
    UnknownRule {
        kind: &'static str,
        name: String,
        legal: &'static [&'static str],
    },
}

use crate::card::Card;

pub type Result<T> = std::result::Result<T, Error>;

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::InvalidCard { text } => write!(
                f,
                "invalid card {text:?}: expected a rank (2-9, T or 10, J, Q, K, A) and a suit (c d h s or ♣ ♦ ♥ ♠), e.g. \"As\" or \"10d\""
            ),
            Error::CardOutOfRange { value } => {
                write!(f, "invalid card {value}: card numbers are 0..=51 (4 * rank + suit)")
            }
            Error::DuplicateCard { card } => write!(f, "duplicate card {card:?}: a card may appear only once"),
            Error::WrongCardCount { got, min, max } => {
                write!(f, "expected {min} to {max} cards, got {got}")
            }
            Error::InvalidSettlement { reason } => write!(f, "invalid settlement input: {reason}"),
            Error::InvalidSeats { reason } => write!(f, "{reason}"),
            Error::WrongUpCardCount { seat, got } => write!(
                f,
                "seat {seat} shows {got} up cards; expected 1 to {}",
                crate::eval::MAX_CARDS
            ),
            Error::UnknownRule { kind, name, legal } => {
                write!(f, "unknown {kind} {name:?}; expected one of: {}", legal.join(", "))
            }
        }
    }
}

impl std::error::Error for Error {}
