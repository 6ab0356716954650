//! Each pot's winners and the division of its chips (rules §5.3).

use super::layers::Layer;
use super::strength::Strength;
use super::{Chips, OddChip, Pot, Showdown};

/// The rules and claimant strengths every contested pot is judged by.
pub(super) struct Contest<'a> {
    pub showdown: Showdown,
    pub odd_chip: OddChip,
    pub dealer: usize,
    /// Per seat; `Some` exactly for the claimants.
    pub strengths: &'a [Option<Strength>],
}

impl Contest<'_> {
    /// Finds the winners among the pot's eligible seats and divides the pot between them.
    pub fn award(&self, layer: &Layer) -> Pot {
        let seats = self.strengths.len();
        let best_by = |key: fn(&Strength) -> Option<u16>| self.best(&layer.eligible, key);
        let (high_winners, low_winners) = match self.showdown {
            Showdown::High => (best_by(|s| s.high), Vec::new()),
            Showdown::LowA5 => (Vec::new(), best_by(|s| s.low)),
            Showdown::HighLow8 => (best_by(|s| s.high), best_by(|s| s.low)),
            // The spade half has one winner at most: a card is dealt to one seat only (validation
            // refuses a card in two hands and hole cards that are not shown), so the lowest or
            // highest spade among the eligible seats' hole cards has a single owner.
            Showdown::HighChicagoLow | Showdown::HighChicagoHigh => {
                (best_by(|s| s.high), best_by(|s| s.spade))
            }
        };
        let mut shares = vec![0; seats];
        if high_winners.is_empty() || low_winners.is_empty() {
            // Razz, high only, or a split game with nobody holding the low / spade half among
            // this pot's seats: one side takes the whole pot.
            let all = if high_winners.is_empty() {
                &low_winners
            } else {
                &high_winners
            };
            self.split(layer.amount, all, &mut shares);
        } else {
            // The odd chip of the halving goes to the high half.
            let low_half = layer.amount / 2;
            self.split(layer.amount - low_half, &high_winners, &mut shares);
            self.split(low_half, &low_winners, &mut shares);
        }
        finish(layer, high_winners, low_winners, shares)
    }

    /// The eligible seats with the greatest key, ascending; empty when no seat has a key.
    fn best(&self, eligible: &[usize], key: fn(&Strength) -> Option<u16>) -> Vec<usize> {
        let key_of = |seat: usize| self.strengths[seat].as_ref().and_then(key);
        let Some(top) = eligible.iter().filter_map(|&seat| key_of(seat)).max() else {
            return Vec::new();
        };
        eligible
            .iter()
            .copied()
            .filter(|&seat| key_of(seat) == Some(top))
            .collect()
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
pub(super) fn uncontested(layer: &Layer, sole: usize, showdown: Showdown, seats: usize) -> Pot {
    let mut shares = vec![0; seats];
    shares[sole] = layer.amount;
    let (high, low) = match showdown {
        Showdown::LowA5 => (Vec::new(), vec![sole]),
        _ => (vec![sole], Vec::new()),
    };
    finish(layer, high, low, shares)
}

fn finish(layer: &Layer, high: Vec<usize>, low: Vec<usize>, shares: Vec<Chips>) -> Pot {
    let winners = (0..shares.len()).filter(|&seat| shares[seat] > 0).collect();
    Pot {
        amount: layer.amount,
        eligible: layer.eligible.clone(),
        high_winners: high,
        low_winners: low,
        shares,
        winners,
    }
}
