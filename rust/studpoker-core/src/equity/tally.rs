//! Outcomes counted in whole units, so that sums are exact and independent of the order (and the
//! number of threads) in which outcomes are added.

use super::deal::MAX_PLAYERS;
use crate::showdown::{Part, Verdict};

/// One pot in units: every share of a pot among at most eight seats (a whole pot or a half,
/// split by up to eight) is a whole number of units, as 1680 = 2 * lcm(1..=8).
pub(crate) const POT: u64 = 1680;

/// Sums over outcomes, per player, each outcome counted `weight` times.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Tally {
    pub outcomes: u64,
    /// Pot units won.
    pub share: Vec<u64>,
    /// Squares of the units won (for the Monte Carlo standard error).
    pub share_squared: Vec<u128>,
    /// Units of the high contest won (ties split), whether or not the pot was halved.
    pub high: Vec<u64>,
    /// Units of the low contest won (razz, or the qualifying 8-or-better low), ties split.
    pub low: Vec<u64>,
    /// Outcomes in which the player takes the whole pot alone (in hi-lo: scoops).
    pub wins: Vec<u64>,
    /// Outcomes in which the player takes a part of the pot, not all of it.
    pub ties: Vec<u64>,
}

impl Tally {
    pub fn new(players: usize) -> Tally {
        Tally {
            outcomes: 0,
            share: vec![0; players],
            share_squared: vec![0; players],
            high: vec![0; players],
            low: vec![0; players],
            wins: vec![0; players],
            ties: vec![0; players],
        }
    }

    /// Counts `weight` outcomes that end in `verdict` (a pot among every player).
    pub fn add(&mut self, verdict: &Verdict, weight: u64) {
        if weight == 0 {
            return;
        }
        self.outcomes += weight;
        let mut units = [0u64; MAX_PLAYERS];
        for (part, winners) in verdict.parts() {
            let part_units = match part {
                Part::Whole => POT,
                Part::HighHalf | Part::LowHalf => POT / 2,
            };
            let each = part_units / winners.len() as u64;
            for &seat in winners {
                units[seat] += each;
            }
        }
        for (contest, winners) in [
            (&mut self.high, &verdict.high),
            (&mut self.low, &verdict.low),
        ] {
            if !winners.is_empty() {
                let each = POT / winners.len() as u64;
                for &seat in winners {
                    contest[seat] += each * weight;
                }
            }
        }
        for (seat, &units) in units[..self.share.len()].iter().enumerate() {
            self.share[seat] += units * weight;
            self.share_squared[seat] += u128::from(units * units) * u128::from(weight);
            if units == POT {
                self.wins[seat] += weight;
            } else if units > 0 {
                self.ties[seat] += weight;
            }
        }
    }

    pub fn merge(&mut self, other: &Tally) {
        self.outcomes += other.outcomes;
        let add = |mine: &mut Vec<u64>, theirs: &Vec<u64>| {
            mine.iter_mut().zip(theirs).for_each(|(m, t)| *m += t);
        };
        add(&mut self.share, &other.share);
        add(&mut self.high, &other.high);
        add(&mut self.low, &other.low);
        add(&mut self.wins, &other.wins);
        add(&mut self.ties, &other.ties);
        self.share_squared
            .iter_mut()
            .zip(&other.share_squared)
            .for_each(|(m, t)| *m += t);
    }
}
