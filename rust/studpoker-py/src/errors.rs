//! Maps core errors onto the exception classes declared in `studpoker/errors.py`.

use pyo3::prelude::*;
use studpoker_core::Error;

pyo3::import_exception!(studpoker.errors, StudPokerError);
pyo3::import_exception!(studpoker.errors, InvalidCardError);
pyo3::import_exception!(studpoker.errors, SettlementError);
pyo3::import_exception!(studpoker.errors, InvalidRuleError);
pyo3::import_exception!(studpoker.errors, InvalidSetupError);

/// A core error on its way to Python (a newtype because of the orphan rule).
pub struct CoreError(pub Error);

pub type CoreResult<T> = Result<T, CoreError>;

impl From<Error> for CoreError {
    fn from(err: Error) -> Self {
        CoreError(err)
    }
}

impl From<CoreError> for PyErr {
    fn from(err: CoreError) -> PyErr {
        let message = err.0.to_string();
        match err.0 {
            Error::InvalidCard { .. }
            | Error::CardOutOfRange { .. }
            | Error::DuplicateCard { .. }
            | Error::WrongCardCount { .. }
            | Error::WrongUpCardCount { .. } => InvalidCardError::new_err(message),
            Error::InvalidSettlement { .. } => SettlementError::new_err(message),
            Error::UnknownRule { .. } => InvalidRuleError::new_err(message),
            Error::InvalidSeats { .. } => InvalidSetupError::new_err(message),
        }
    }
}
