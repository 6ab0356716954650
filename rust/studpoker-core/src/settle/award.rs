//! Each pot's winners and the division of its chips (rules §5.3).

use super::layers::Layer;
use super::{Chips, OddChip, Pot, Showdown};
use crate::showdown::{Part, Strength, Verdict};

/// The rules and claimant strengths every contested pot is judged by.
pub(super) struct Contest<'a> {
    pub showdown: Showdown,
    pub odd_chip: OddChip,
    pub dealer: usize,
    /// Per seat; `Some` exactly for the claimants.
    pub strengths: &'a [Option<Strength>],
}

impl Contest<'_> {
    /// Finds the winners among the pot's eligible seats (the shared showdown reading) and
    /// divides the pot between them.
    pub fn award(&self, layer: Layer) -> Pot {
        let mut verdict = Verdict::default();
        verdict.judge(self.showdown, self.strengths, &layer.eligible);
        let mut shares = vec![0; self.strengths.len()];
        // The odd chip of the halving goes to the high half.
        let low_half = layer.amount / 2;
        for (part, winners) in verdict.parts() {
            let amount = match part {
                Part::Whole => layer.amount,
                Part::HighHalf => layer.amount - low_half,
                Part::LowHalf => low_half,
            };
            self.split(amount, winners, &mut shares);
        }
        finish(layer, verdict.high, verdict.low, shares)
    }

    /// Divides `amount` equally among `winners`; the chips left over go one at a time in the
    /// order of the odd-chip policy.
    fn split(&self, amount: Chips, winners: &[usize], shares: &mut [Chips]) {
        let Ok(count) = Chips::try_from(winners.len()) else {
            return;
        };
        if count == 0 {
            return;
        }
        for &seat in winners {
            shares[seat] += amount / count;
        }
        let odd = usize::try_from(amount % count).unwrap_or(0);
        if odd == 0 {
            return; // the usual case: no order to build
        }
        for seat in self.odd_chip_order(winners).into_iter().take(odd) {
            shares[seat] += 1;
        }
    }

    /// The tied winners in the order they receive odd chips.
    fn odd_chip_order(&self, winners: &[usize]) -> Vec<usize> {
        let seats = self.strengths.len();
        let mut order = winners.to_vec();
        match self.odd_chip {
            OddChip::LeftOfDealer => {
                order.sort_by_key(|&seat| (seat + seats - self.dealer - 1) % seats);
            }
            OddChip::LowestSeat => order.sort_unstable(),
            OddChip::HighCardBySuit => {
                // Cards are distinct across hands, so the highest cards never tie.
                order.sort_by_key(|&seat| {
                    std::cmp::Reverse(self.strengths[seat].as_ref().map(|s| s.top_card))
                });
            }
        }
        order
    }
}

/// A pot won without a showdown: the sole claimant takes it whole. It stands among the razz
/// winners in a razz game and among the high winners otherwise.
pub(super) fn uncontested(layer: Layer, sole: usize, showdown: Showdown, seats: usize) -> Pot {
    let mut shares = vec![0; seats];
    shares[sole] = layer.amount;
    let (high, low) = if showdown.has_high() {
        (vec![sole], Vec::new())
    } else {
        (Vec::new(), vec![sole])
    };
    finish(layer, high, low, shares)
}

/// The pot of `layer` (its list of eligible seats moved in, not copied).
fn finish(layer: Layer, high: Vec<usize>, low: Vec<usize>, shares: Vec<Chips>) -> Pot {
    let winners = (0..shares.len()).filter(|&seat| shares[seat] > 0).collect();
    Pot {
        amount: layer.amount,
        eligible: layer.eligible,
        high_winners: high,
        low_winners: low,
        shares,
        winners,
    }
}
