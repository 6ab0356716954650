//! Stud equity: each player's share of the pot over every way the deal can go on, from the cards
//! known now (each player's down and up cards, and dead cards such as folded up cards).
//!
//! Three ways to count, chosen by cost:
//!
//! 1. [`heads_up`]: two players, exact. Each player's completions are ranked once, then the
//!    disjoint pairs are counted by inclusion-exclusion over shared cards, in one sweep in rank
//!    order (heads-up seven-card stud from 3rd street: about 3.3e5 completions instead of 1.8e10
//!    showdowns);
//! 2. [`enumerate`]: any number of players, exact, every outcome dealt (late streets);
//! 3. [`monte_carlo`]: seeded random deals, with a standard error.
//!
//! Every outcome is judged by the shared [`crate::showdown`] reading (the one `settle` uses) and
//! counted in whole units ([`tally`]), so exact answers are exact and a seeded run gives the same
//! figures on any number of threads.

mod deal;
mod enumerate;
mod game;
mod heads_up;
mod monte_carlo;
mod sequence;
mod tally;

pub use deal::{MAX_PLAYERS, MIN_PLAYERS};
pub use game::{GameRules, WildRule};

use crate::card::Card;
use crate::error::{Error, Result};
use crate::settle::Showdown;
use crate::showdown::{hand_ranks, Strength};
use tally::{Tally, POT};

/// Outcomes dealt one by one when counting exactly, at most (a few tenths of a second).
pub const EXACT_OUTCOME_LIMIT: u128 = 4_000_000;
/// Random deals of a Monte Carlo run when the caller names no number.
pub const DEFAULT_SAMPLES: u64 = 200_000;

/// An equity question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EquityRequest {
    /// Each player's known cards, down and up (an opponent's unseen down cards left out).
    pub players: Vec<Vec<Card>>,
    /// Cards known to be out of play: folded up cards, burns seen.
    pub dead: Vec<Card>,
    /// The cards a player ends with (5 in five-card stud, 7 in seven-card stud).
    pub cards_per_player: usize,
    pub showdown: Showdown,
    /// `Some(n)`: a Monte Carlo run of `n` deals even when exact counting is feasible.
    pub samples: Option<u64>,
    /// The Monte Carlo seed; the same seed gives the same figures.
    pub seed: u64,
    /// Worker threads; `None`: one per core.
    pub threads: Option<usize>,
    /// Wild cards, the up cards so far and dealing rules (the default: plain stud).
    pub rules: GameRules,
}

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

/// Answers an equity question: exactly when that is cheap enough, otherwise by Monte Carlo.
pub fn equity(request: &EquityRequest) -> Result<Equity> {
    let deal = deal::check(request)?;
    let threads = thread_count(request.threads)?;
    let (tally, exact) = match request.samples {
        Some(0) => {
            return Err(Error::InvalidEquity {
                reason: "samples must be at least 1".to_string(),
            })
        }
        Some(samples) => (
            monte_carlo::run(&deal, samples, request.seed, threads),
            false,
        ),
        None => exactly_if_cheap(&deal, request.seed, threads),
    };
    Ok(summarize(&tally, exact, deal.community))
}

/// An exact count when one is cheap enough for this deal, otherwise a Monte Carlo run.
fn exactly_if_cheap(deal: &deal::Deal, seed: u64, threads: usize) -> (Tally, bool) {
    let monte_carlo = || {
        (
            monte_carlo::run(deal, DEFAULT_SAMPLES, seed, threads),
            false,
        )
    };
    if let Some(sequence) = &deal.sequence {
        return if sequence.exact_is_cheap(deal.pool.len()) {
            (sequence::run_exact(deal, sequence, threads), true)
        } else {
            monte_carlo()
        };
    }
    match heads_up::plan(deal) {
        Some(plan) => (heads_up::run(deal, &plan, threads), true),
        None if deal.outcomes() <= EXACT_OUTCOME_LIMIT => (enumerate::run(deal, threads), true),
        None => monte_carlo(),
    }
}

fn thread_count(requested: Option<usize>) -> Result<usize> {
    match requested {
        Some(0) => Err(Error::InvalidEquity {
            reason: "threads must be at least 1".to_string(),
        }),
        Some(n) => Ok(n.min(256)),
        None => Ok(std::thread::available_parallelism().map_or(1, usize::from)),
    }
}

/// What one player's cards (`hole`: those in the hole, read by Chicago's spade half only) bring
/// to the showdown.
#[inline]
pub(crate) fn strength(cards: &[Card], hole: &[Card], showdown: Showdown) -> Option<Strength> {
    let (high, low) = hand_ranks(cards, showdown);
    Some(Strength {
        high,
        low,
        spade: showdown.spade_key(hole),
        top_card: Card::new_unchecked(0),
    })
}

fn summarize(tally: &Tally, exact: bool, community: bool) -> Equity {
    let n = tally.outcomes as f64;
    let per_pot = |values: &[u64]| -> Vec<f64> {
        values
            .iter()
            .map(|&v| v as f64 / (POT as f64 * n))
            .collect()
    };
    let per_outcome =
        |values: &[u64]| -> Vec<f64> { values.iter().map(|&v| v as f64 / n).collect() };
    let equity = per_pot(&tally.share);
    let stderr = if exact || tally.outcomes < 2 {
        vec![0.0; equity.len()]
    } else {
        tally
            .share_squared
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
        win: per_outcome(&tally.wins),
        tie: per_outcome(&tally.ties),
        high: per_pot(&tally.high),
        low: per_pot(&tally.low),
        stderr,
        exact,
        outcomes: tally.outcomes,
        community,
    }
}

/// Runs `work(thread)` on `threads` scoped threads (the caller's own thread when one) and
/// merges the tallies; the merge is exact, so the order does not matter.
pub(crate) fn in_parallel(
    threads: usize,
    players: usize,
    work: impl Fn(usize) -> Tally + Sync,
) -> Tally {
    if threads <= 1 {
        return work(0);
    }
    let mut total = Tally::new(players);
    std::thread::scope(|scope| {
        let handles: Vec<_> = (0..threads)
            .map(|thread| {
                let work = &work;
                scope.spawn(move || work(thread))
            })
            .collect();
        for handle in handles {
            // A worker only panics on a bug; re-raise it on this thread rather than lose it.
            match handle.join() {
                Ok(part) => total.merge(&part),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
    });
    total
}

#[cfg(test)]
mod tests;
