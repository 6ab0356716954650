//! Who wins a pot (rules §5.3): the one piece of code that reads a showdown.
//!
//! `settle` divides chips by it and `equity` divides probability by it, so the rules of hi-lo
//! (the high takes the whole pot when nobody has a low) and Chicago cannot drift apart between
//! them. The values a pot compares are a [`Strength`] per seat; [`Verdict::judge`] finds the best
//! seats among a pot's eligible ones, and [`Verdict::parts`] says how the pot divides.

use crate::card::Card;
use crate::eval::{rank_high, rank_low_8, rank_low_a5};
use crate::settle::Showdown;

/// What one claimant brings to every pot it is eligible for. Greater is better in every field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strength {
    /// The high rank (every showdown but razz).
    pub high: Option<u16>,
    /// The razz rank, or the 8-or-better rank when the hand makes a qualifying low.
    pub low: Option<u16>,
    /// Chicago: how good the seat's best spade in the hole is for the spade half.
    pub spade: Option<u16>,
    /// The highest card the seat shows (rank, then suit): the `high_card_by_suit` order.
    pub top_card: Card,
}

/// The high and low ranks a hand of 5 to 9 distinct cards (unchecked) brings to `showdown`:
/// the high for every showdown but razz, the razz low, or the 8-or-better low when it qualifies.
#[inline]
pub fn hand_ranks(cards: &[Card], showdown: Showdown) -> (Option<u16>, Option<u16>) {
    match showdown {
        Showdown::High | Showdown::HighChicagoLow | Showdown::HighChicagoHigh => {
            (Some(rank_high(cards)), None)
        }
        Showdown::LowA5 => (None, Some(rank_low_a5(cards))),
        Showdown::HighLow8 => (Some(rank_high(cards)), rank_low_8(cards)),
    }
}

/// A part of a pot and who shares it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The whole pot: razz, high only, or a split game where nobody holds the other half.
    Whole,
    /// The high half of a split pot; it takes the odd chip of the halving.
    HighHalf,
    /// The low (or spade) half of a split pot.
    LowHalf,
}

/// The winners of one pot: the best high hands and the best low (razz, 8-or-better) or spade.
/// Reused between pots (and between the outcomes of an equity run) without allocating.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verdict {
    /// The best high hands among the eligible seats (every showdown but razz), ascending.
    pub high: Vec<usize>,
    /// The razz winners, the hi-lo low half, or the Chicago spade; empty where there is none.
    pub low: Vec<usize>,
}

impl Verdict {
    /// Finds the winners of a pot among `eligible` (ascending); `strengths` is per seat, `Some`
    /// for the claimants.
    pub fn judge(
        &mut self,
        showdown: Showdown,
        strengths: &[Option<Strength>],
        eligible: &[usize],
    ) {
        self.high.clear();
        self.low.clear();
        let (by_high, by_low): (bool, Option<Key>) = match showdown {
            Showdown::High => (true, None),
            Showdown::LowA5 => (false, Some(|s| s.low)),
            Showdown::HighLow8 => (true, Some(|s| s.low)),
            // The spade half has one winner at most: a card is dealt to one seat only, so the
            // lowest or highest spade among the eligible seats' hole cards has a single owner.
            Showdown::HighChicagoLow | Showdown::HighChicagoHigh => (true, Some(|s| s.spade)),
        };
        if by_high {
            best(strengths, eligible, |s| s.high, &mut self.high);
        }
        if let Some(key) = by_low {
            best(strengths, eligible, key, &mut self.low);
        }
    }

    /// How the pot divides: one whole part, or a high half and a low half. A split game with
    /// nobody holding the low (or spade) half among the pot's seats gives the high the whole pot.
    pub fn parts(&self) -> impl Iterator<Item = (Part, &[usize])> {
        let split = !self.high.is_empty() && !self.low.is_empty();
        let whole: &[usize] = if self.high.is_empty() {
            &self.low
        } else {
            &self.high
        };
        let (first, second) = if split {
            (
                (Part::HighHalf, self.high.as_slice()),
                Some((Part::LowHalf, self.low.as_slice())),
            )
        } else {
            ((Part::Whole, whole), None)
        };
        std::iter::once(first).chain(second)
    }
}

/// One field of a strength, compared between seats.
type Key = fn(&Strength) -> Option<u16>;

/// Writes the eligible seats with the greatest key, ascending, into `out`; empty when no seat
/// has a key.
fn best(strengths: &[Option<Strength>], eligible: &[usize], key: Key, out: &mut Vec<usize>) {
    let key_of = |seat: usize| strengths[seat].as_ref().and_then(key);
    let Some(top) = eligible.iter().filter_map(|&seat| key_of(seat)).max() else {
        return;
    };
    out.extend(
        eligible
            .iter()
            .copied()
            .filter(|&seat| key_of(seat) == Some(top)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    fn strength(high: Option<u16>, low: Option<u16>) -> Option<Strength> {
        Some(Strength {
            high,
            low,
            spade: None,
            top_card: Card::new_unchecked(0),
        })
    }

    fn parts(verdict: &Verdict) -> Vec<(Part, Vec<usize>)> {
        verdict.parts().map(|(p, s)| (p, s.to_vec())).collect()
    }

    #[test]
    fn hi_lo_without_a_low_gives_the_high_the_whole_pot() {
        let strengths = [strength(Some(9), None), strength(Some(3), None)];
        let mut verdict = Verdict::default();
        verdict.judge(Showdown::HighLow8, &strengths, &[0, 1]);
        assert_eq!(parts(&verdict), vec![(Part::Whole, vec![0])]);
    }

    #[test]
    fn hi_lo_with_a_low_is_halved() {
        let strengths = [
            strength(Some(9), None),
            strength(Some(3), Some(4)),
            strength(Some(9), Some(2)),
        ];
        let mut verdict = Verdict::default();
        verdict.judge(Showdown::HighLow8, &strengths, &[0, 1, 2]);
        assert_eq!(
            parts(&verdict),
            vec![(Part::HighHalf, vec![0, 2]), (Part::LowHalf, vec![1])]
        );
        // Among seats 0 and 2 only, seat 2's low takes the low half.
        verdict.judge(Showdown::HighLow8, &strengths, &[0, 2]);
        assert_eq!(
            parts(&verdict),
            vec![(Part::HighHalf, vec![0, 2]), (Part::LowHalf, vec![2])]
        );
    }

    #[test]
    fn razz_is_won_whole_by_the_best_low() {
        let strengths = [strength(None, Some(7)), strength(None, Some(7)), None];
        let mut verdict = Verdict::default();
        verdict.judge(Showdown::LowA5, &strengths, &[0, 1]);
        assert_eq!(parts(&verdict), vec![(Part::Whole, vec![0, 1])]);
    }
}
