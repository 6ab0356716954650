//! The stud poker core: cards, hand evaluation, showdown, pots and showing order.
//!
//! Pure Rust with no Python in sight; the `studpoker-py` crate exposes it to Python.
//!
//! # Card encoding
//!
//! A card is one byte, `4 * rank + suit`, so the 52 cards are `0..=51`:
//!
//! - rank `0..=12` is `2 3 4 5 6 7 8 9 T J Q K A` (ace high; the low evaluators treat it as one);
//! - suit `0..=3` is clubs, diamonds, hearts, spades: the bring-in suit order, lowest first.
//!
//! So `2c = 0`, `2d = 1`, `As = 51`, and comparing two card numbers compares rank, then suit.
//! The same numbers are the `uint8` values of every batch API.

pub mod batch;
pub mod batch_wild;
pub mod card;
pub mod chips;
pub mod contest;
pub mod enumerate;
pub mod equity;
pub mod error;
pub mod eval;
pub mod named;
pub mod order;
pub mod settle;
pub mod showdown;
pub mod shuffle;

// The unit tests' seeded random numbers, shared with the integration tests and benches.
#[cfg(test)]
#[path = "../tests/support/xorshift.rs"]
mod xorshift;

pub use card::{Card, CardSet};
pub use error::{Error, Result};
