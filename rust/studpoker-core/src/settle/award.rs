//! Each pot's winners and the division of its chips (rules §5.3).

use super::layers::Layer;
use super::{Chips, OddChip, OddChipHalf, Pot, Showdown};
use crate::showdown::{Part, Strength, Verdict};

/// The rules and claimant strengths every contested pot is judged by.
pub(super) struct Contest<'a> {
    pub showdown: Showdown,
    pub odd_chip: OddChip,
    pub odd_chip_half: OddChipHalf,
    pub dealer: usize,
    /// Per seat; `Some` exactly for the claimants.
    pub strengths: &'a [Option<Strength>],
}

impl Contest<'_> {
    /// Finds the winners among the pot's eligible seats (the shared showdown reading) and
    /// divides the pot less its `rake` between them, into `pot` (its lists reused).
    pub fn award(&self, layer: Layer, rake: Chips, pot: &mut Pot) {
        start(layer, rake, pot);
        let mut verdict = Verdict {
            high: std::mem::take(&mut pot.high_winners),
            low: std::mem::take(&mut pot.low_winners),
        };
        verdict.judge(self.showdown, self.strengths, &pot.eligible);
        let shares = fresh_shares(pot, self.strengths.len());
        // The rake comes off the top; the odd chip of the halving goes to the half the policy
        // names (the high half by the rule book).
        let divided = layer.amount - rake;
        let low_half = match self.odd_chip_half {
            OddChipHalf::High => divided / 2,
            OddChipHalf::Low => divided - divided / 2,
        };
        for (part, winners) in verdict.parts() {
            let amount = match part {
                Part::Whole => divided,
                Part::HighHalf => divided - low_half,
                Part::LowHalf => low_half,
            };
            self.split(amount, winners, shares);
        }
        pot.high_winners = verdict.high;
        pot.low_winners = verdict.low;
        find_winners(pot);
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

/// A pot won without a showdown, into `pot`: the sole claimant takes it whole, less its `rake`.
/// It stands among the razz winners in a razz game and among the high winners otherwise.
pub(super) fn uncontested(
    layer: Layer,
    rake: Chips,
    sole: usize,
    showdown: Showdown,
    seats: usize,
    pot: &mut Pot,
) {
    start(layer, rake, pot);
    fresh_shares(pot, seats)[sole] = layer.amount - rake;
    pot.high_winners.clear();
    pot.low_winners.clear();
    if showdown.has_high() {
        pot.high_winners.push(sole);
    } else {
        pot.low_winners.push(sole);
    }
    find_winners(pot);
}

/// The pot's shares, emptied to zero chips for each of `seats`.
fn fresh_shares(pot: &mut Pot, seats: usize) -> &mut [Chips] {
    pot.shares.clear();
    pot.shares.resize(seats, 0);
    &mut pot.shares
}

/// The pot's amount, rake and eligible seats (the pot's list reused).
fn start(layer: Layer, rake: Chips, pot: &mut Pot) {
    pot.amount = layer.amount;
    pot.rake = rake;
    pot.eligible.clear();
    pot.eligible.extend(layer.eligible.iter());
}

/// The seats with a share (the pot's list reused): none when the rake took the whole pot.
fn find_winners(pot: &mut Pot) {
    pot.winners.clear();
    pot.winners.reserve(pot.eligible.len()); // winners are eligible: one allocation at most
    let shares = &pot.shares;
    pot.winners
        .extend((0..shares.len()).filter(|&seat| shares[seat] > 0));
}
