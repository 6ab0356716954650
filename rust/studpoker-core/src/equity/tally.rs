//! Outcomes counted in whole units, so that sums are exact and independent of the order (and the
//! number of threads) in which outcomes are added; and the answer ([`Equity`]) they sum to.
//!
//! Above `game` in `equity/`'s order (see `mod.rs`).

use super::game::MAX_PLAYERS;
use crate::showdown::{Part, Verdict};

/// One pot in units: every share of a pot among at most eight seats (a whole pot or a half,
/// split by up to eight) is a whole number of units, as 1680 = 2 * lcm(1..=8).
pub(crate) const POT: u64 = 1680;

// Every share of a pot among at most `MAX_PLAYERS` seats, whole or halved, is whole.
const _: () = {
    let mut seats = 1;
    while seats <= MAX_PLAYERS as u64 {
        assert!(POT % (2 * seats) == 0);
        seats += 1;
    }
};

/// The answer, per player. Shares are of one pot among the players asked about.
#[derive(Clone, Debug, PartialEq)]
pub struct Equity {
    /// The expected share of the pot; the players' equities add up to 1.
    pub equity: Vec<f64>,
    /// The chance of taking the whole pot alone (in hi-lo, a scoop).
    pub win: Vec<f64>,
    /// The chance of taking a part of the pot but not all of it (a tie, or one half of a split).
    pub tie: Vec<f64>,
    /// The expected share of the high contest (ties split); zero in razz.
    pub high: Vec<f64>,
    /// The expected share of the low contest (razz, or the qualifying 8-or-better low).
    pub low: Vec<f64>,
    /// The standard error of each equity (zero when exact).
    pub stderr: Vec<f64>,
    /// Whether every outcome was counted.
    pub exact: bool,
    /// Outcomes counted (exact) or deals sampled (Monte Carlo).
    pub outcomes: u64,
    /// Whether a community card stands in for the last card (rules §2.1).
    pub community: bool,
}

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

    /// The answer these sums give: shares of the pot per outcome (`exact`: every outcome was
    /// counted, so no standard error).
    #[allow(
        clippy::cast_precision_loss,
        reason = "the answer is a float: a count past 2^53 rounds by a relative 1e-16"
    )]
    pub fn summarize(&self, exact: bool, community: bool) -> Equity {
        let n = self.outcomes as f64;
        let per_pot = |values: &[u64]| -> Vec<f64> {
            values
                .iter()
                .map(|&v| v as f64 / (POT as f64 * n))
                .collect()
        };
        let per_outcome =
            |values: &[u64]| -> Vec<f64> { values.iter().map(|&v| v as f64 / n).collect() };
        let equity = per_pot(&self.share);
        let stderr = if exact || self.outcomes < 2 {
            vec![0.0; equity.len()]
        } else {
            self.share_squared
                .iter()
                .zip(&equity)
                .map(|(&squares, &mean)| {
                    let mean_square = squares as f64 / (POT as f64 * POT as f64 * n);
                    let variance = (mean_square - mean * mean).max(0.0) * n / (n - 1.0);
                    (variance / n).sqrt()
                })
                .collect()
        };
        Equity {
            equity,
            win: per_outcome(&self.wins),
            tie: per_outcome(&self.ties),
            high: per_pot(&self.high),
            low: per_pot(&self.low),
            stderr,
            exact,
            outcomes: self.outcomes,
            community,
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
