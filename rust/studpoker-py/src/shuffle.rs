//! The deck of 256 random bits (the arithmetic of the seeded and private shuffles).

use crate::errors::InvalidSetupError;
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyList};

/// The deck (top first) whose Fisher-Yates swaps are the mixed-radix digits of the 32 bytes
/// `bits` read as one big-endian number, or `None` when that number is at or above the largest
/// multiple of 52! below 2**256 (the caller draws again).
#[pyfunction]
pub fn deck_from_bits<'py>(
    py: Python<'py>,
    bits: &Bound<'py, PyBytes>,
) -> PyResult<Option<Bound<'py, PyList>>> {
    let bits: &[u8; 32] = bits.as_bytes().try_into().map_err(|_| {
        InvalidSetupError::new_err(format!(
            "deck bits: 32 bytes (256 bits), got {}",
            bits.as_bytes().len()
        ))
    })?;
    match studpoker_core::shuffle::deck_from_bits(bits) {
        Some(deck) => Ok(Some(PyList::new(py, deck.iter().map(|&c| u32::from(c)))?)),
        None => Ok(None),
    }
}
