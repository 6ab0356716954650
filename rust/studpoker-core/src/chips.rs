//! Chip amounts: a leaf module, so that the error type can name an amount without depending on
//! the settlement that counts them.

/// A number of chips. Signed so that a net result can be negative; contributions must be `>= 0`
/// and add up to at most `i64::MAX`.
pub type Chips = i64;
