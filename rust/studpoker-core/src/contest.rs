//! What one contest of a showdown compares (rules §5.2, §5.3): a leaf module, so that the error
//! type can name the contests of a refused showdown without depending on the showdown's code.

/// What one contest compares (rules §5.2, §5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ContestKind {
    /// The best high hand.
    High,
    /// The best ace-to-five low (razz).
    LowA5,
    /// The best 8-or-better low; a hand without one does not compete.
    Low8,
    /// The lowest spade in the hole (low Chicago).
    LowestSpadeInHole,
    /// The highest spade in the hole (high Chicago).
    HighestSpadeInHole,
    /// The best 2-7 low (2-7 razz): the lowest high hand, the ace always high.
    Low27,
}

/// The API's names of the contests, in the order of [`ContestKind::ALL`].
pub const NAMES: &[&str] = &[
    "high",
    "low_a5",
    "low_8",
    "lowest_spade_in_hole",
    "highest_spade_in_hole",
    "low_27",
];

impl ContestKind {
    /// Every contest, in the order of [`NAMES`] (and of the variants).
    pub const ALL: [ContestKind; 6] = [
        ContestKind::High,
        ContestKind::LowA5,
        ContestKind::Low8,
        ContestKind::LowestSpadeInHole,
        ContestKind::HighestSpadeInHole,
        ContestKind::Low27,
    ];

    /// The half of a pot a contest decides: the high half, or the other one (a low or a
    /// spade), which a showdown's verdict keeps in `high` and `low`.
    pub(crate) const fn is_high_half(self) -> bool {
        matches!(self, ContestKind::High)
    }

    /// Whether every hand has a value in this contest, so that among any claimants there is a
    /// winner: a high hand, an A-5 low and a 2-7 low always exist; an 8-or-better low must
    /// qualify, and a spade must be in the hole.
    pub const fn always_has_winner(self) -> bool {
        matches!(
            self,
            ContestKind::High | ContestKind::LowA5 | ContestKind::Low27
        )
    }

    /// The API's name of this contest (`"low_8"`).
    pub const fn name(self) -> &'static str {
        NAMES[self as usize]
    }
}

#[cfg(test)]
mod tests {
    use super::{ContestKind, NAMES};

    #[test]
    fn every_contest_has_its_own_name_in_order() {
        assert_eq!(NAMES.len(), ContestKind::ALL.len());
        for (position, kind) in ContestKind::ALL.into_iter().enumerate() {
            assert_eq!(kind as usize, position);
            assert_eq!(kind.name(), NAMES[position]);
        }
        assert_eq!(ContestKind::Low8.name(), "low_8");
    }
}
