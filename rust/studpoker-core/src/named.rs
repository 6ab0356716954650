//! Rule names, read at the API's edge: each rule lists its names and values in one table, and
//! one lookup reads them all (an unknown name gets an error listing the legal ones).

use crate::error::{Error, Result};

/// A rule choice the API names (`"left_of_dealer"`, `"high_low_8"`, ...).
pub trait Named: Copy + PartialEq + Sized + 'static {
    /// What the rule is called in an error message ("odd-chip policy").
    const KIND: &'static str;
    /// The names the API takes, in the order of [`Named::VALUES`].
    const NAMES: &'static [&'static str];
    /// The value of each name.
    const VALUES: &'static [Self];

    /// The value called `name`; an unknown name lists the legal ones.
    ///
    /// # Errors
    ///
    /// [`Error::UnknownRule`], listing the legal names.
    fn from_name(name: &str) -> Result<Self> {
        Self::NAMES
            .iter()
            .zip(Self::VALUES)
            .find(|(known, _)| **known == name)
            .map(|(_, &value)| value)
            .ok_or_else(|| Error::UnknownRule {
                kind: Self::KIND,
                name: name.to_string(),
                legal: Self::NAMES,
            })
    }

    /// The API's name of this value, or None for a value it does not name (a composed
    /// showdown).
    fn name_of(self) -> Option<&'static str> {
        Self::VALUES
            .iter()
            .position(|&value| value == self)
            .map(|index| Self::NAMES[index])
    }
}
