//! Stud equity: each player's share of the pot over every way the deal can go on, from the cards
//! known now (each player's down and up cards, and dead cards such as folded up cards).
//!
//! Three ways to count, chosen by cost:
//!
//! 1. [`heads_up`]: two players, exact. Each player's completions are ranked once, then the
//!    disjoint pairs are counted by inclusion-exclusion over shared cards, in one sweep in rank
//!    order (heads-up seven-card stud from 3rd street: about 3.3e5 completions instead of 1.8e10
//!    showdowns);
//! 2. [`enumerate`] (each player's cards as a set) and [`sequence`] (the games dealt card by
//!    card), exact: every outcome dealt;
//! 3. [`monte_carlo`]: seeded random deals, with a standard error.
//!
//! Every outcome is judged by the shared [`crate::showdown`] reading (the one `settle` uses) and
//! counted in whole units ([`tally`]), so exact answers are exact and a seeded run gives the same
//! figures on any number of threads.
//!
//! # The modules, in dependency order
//!
//! Each module uses only modules before it in this list (a test, `order_tests`, reads the
//! sources and holds every `use` to it); this file holds only the entry point and re-exports.
//!
//! 1. the leaves: [`game`] (the question and the game's rules), [`rng`] (the random stream),
//!    [`tally`] (sums in whole units, and the answer), [`judge`] (each player's cards, their
//!    strengths, the verdict: the per-player scaffolding written once), [`threads`] (the
//!    thread split);
//! 2. [`plan`]: the deal to come card by card, and the counts of deals;
//! 3. [`deal`]: the question checked into a deal to come;
//! 4. the engines: the exact walks [`enumerate`], [`heads_up`], [`sequence`], then the sampler
//!    [`monte_carlo`] (which deals [`plan`]'s steps at random through [`sequence`]'s
//!    `InOrder`).

// In dependency order (listed above); blank lines keep rustfmt from sorting the list.
mod game;
mod rng;
mod tally;

mod judge;
mod threads;

mod plan;

mod deal;

mod enumerate;
mod heads_up;
mod sequence;

mod monte_carlo;

pub use game::{
    EquityRequest, GameRules, WildRule, DEFAULT_SAMPLES, EXACT_OUTCOME_LIMIT, MAX_PLAYERS,
    MIN_PLAYERS,
};
pub use tally::Equity;

use crate::error::{Error, Result};
use tally::Tally;

/// Answers an equity question: exactly when that is cheap enough, otherwise by Monte Carlo.
///
/// # Errors
///
/// The question's faults, each naming the player or the setting: [`Error::PlayerCount`],
/// [`Error::CardGivenTwice`], [`Error::TooManyKnownCards`] (or `TooManyKnownFaceCards`),
/// [`Error::NotEnoughCards`], [`Error::InvalidEquity`] (samples, threads, `up_cards` missing where
/// the game needs them) and [`Error::UnsupportedGame`].
pub fn equity(request: &EquityRequest) -> Result<Equity> {
    let deal = deal::check(request)?;
    let threads = threads::thread_count(request.threads)?;
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
    Ok(tally.summarize(exact, deal.community))
}

/// An exact count when one is cheap enough for this deal, otherwise a Monte Carlo run: the
/// entry point's choice of engine.
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

#[cfg(test)]
mod order_tests;
#[cfg(test)]
mod tests;
