//! The odd-chip rules of a settlement (the showdown is `crate::showdown`'s data).

pub use crate::named::Named;

/// Who takes the chips left over when tied winners split a pot or half a pot (rules §5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum OddChip {
    /// The first tied winner clockwise from the dealer's left, then the next, and so on.
    LeftOfDealer,
    /// The tied winners in seat order.
    LowestSeat,
    /// The tied winner showing the highest card (rank, then suit) first.
    HighCardBySuit,
}

impl Named for OddChip {
    const KIND: &'static str = "odd-chip policy";
    const NAMES: &'static [&'static str] = &["left_of_dealer", "lowest_seat", "high_card_by_suit"];
    const VALUES: &'static [Self] = &[
        OddChip::LeftOfDealer,
        OddChip::LowestSeat,
        OddChip::HighCardBySuit,
    ];
}

/// Which half of a split pot takes the odd chip of the halving (rules §5.3): the high half, or
/// the other one (the low of hi-lo, the spade of Chicago).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum OddChipHalf {
    /// The high half takes it (the rule book's reading).
    #[default]
    High,
    /// The other half takes it (a room's reading: Winning Poker Network pays it to the low).
    Low,
}

impl Named for OddChipHalf {
    const KIND: &'static str = "odd-chip half";
    const NAMES: &'static [&'static str] = &["high", "low"];
    const VALUES: &'static [Self] = &[OddChipHalf::High, OddChipHalf::Low];
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::showdown::Showdown;

    #[test]
    fn names_round_trip() {
        for &name in Showdown::NAMES {
            assert_eq!(Showdown::from_name(name).unwrap().name(), name);
        }
        for &name in OddChip::NAMES {
            assert_eq!(OddChip::from_name(name).unwrap().name_of(), Some(name));
        }
        for &name in OddChipHalf::NAMES {
            assert_eq!(OddChipHalf::from_name(name).unwrap().name_of(), Some(name));
        }
    }

    #[test]
    fn unknown_names_list_the_legal_ones() {
        let err = Showdown::from_name("lowball").unwrap_err();
        assert!(err.to_string().contains("high_low_8"), "{err}");
        let err = OddChip::from_name("dealer").unwrap_err();
        assert!(err.to_string().contains("lowest_seat"), "{err}");
        let err = OddChipHalf::from_name("middle").unwrap_err();
        assert!(err.to_string().contains("low"), "{err}");
    }
}
