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

impl From<Error> for CoreError {
    fn from(err: Error) -> Self {
        CoreError(err)
    }
}

impl From<CoreError> for PyErr {
    fn from(err: CoreError) -> PyErr {
        let message = err.0.to_string();
        match exception_class(&err.0) {
            Class::Card => InvalidCardError::new_err(message),
            Class::Settlement => SettlementError::new_err(message),
            Class::Rule => InvalidRuleError::new_err(message),
            Class::Setup => InvalidSetupError::new_err(message),
        }
    }
}

/// The Python classes core errors land in.
enum Class {
    Card,
    Settlement,
    Rule,
    Setup,
}

/// Every variant is listed (no wildcard), so a new one cannot be forgotten here.
fn exception_class(err: &Error) -> Class {
    match err {
        Error::InvalidCard { .. }
        | Error::InvalidWild { .. }
        | Error::CardOutOfRange { .. }
        | Error::DuplicateCard { .. }
        | Error::WrongCardCount { .. }
        | Error::WrongUpCardCount { .. }
        | Error::TooManyKnownCards { .. }
        | Error::TooManyKnownFaceCards { .. }
        | Error::CardGivenTwice { .. } => Class::Card,
        // The seat only locates the error; its class is the inner one's.
        Error::AtSeat { source, .. } => exception_class(source),
        Error::InvalidSettlement { .. }
        | Error::SeatCountMismatch { .. }
        | Error::TooFewSeats { .. }
        | Error::TooManySeats { .. }
        | Error::DealerOutOfRange { .. }
        | Error::NegativeContribution { .. }
        | Error::ChipOverflow { .. }
        | Error::NegativeDeadChips { .. }
        | Error::DeadChipOverflow
        | Error::NoClaimant
        | Error::TopContributorWithoutClaim { .. }
        | Error::ClaimWithoutCards { .. }
        | Error::CardInTwoHands { .. }
        | Error::CommunityCardInHand { .. }
        | Error::HoleCardNotShown { .. }
        | Error::MissingHoleCards { .. }
        | Error::RakeCountMismatch { .. }
        | Error::NegativeRake { .. }
        | Error::RakeAbovePot { .. } => Class::Settlement,
        Error::UnknownRule { .. }
        | Error::UnsupportedGame { .. }
        | Error::InvalidShowdown { .. } => Class::Rule,
        Error::InvalidSeats { .. }
        | Error::PlayerCount { .. }
        | Error::NotEnoughCards { .. }
        | Error::InvalidEquity { .. } => Class::Setup,
    }
}
