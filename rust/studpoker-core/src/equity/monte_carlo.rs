//! Equity from seeded random deals. The deals come in fixed blocks, each with its own random
//! stream seeded from (seed, block), and the tallies are exact sums: the same seed gives the
//! same figures whatever the number of threads. A [`Sampler`] deals and judges one outcome at a
//! time: each player's cards as a set, or the plan's steps in order (`sequence.rs`'s
//! [`InOrder`]).
//!
//! The top of `equity/`'s order (see `mod.rs`), with the other engines.

use super::deal::Deal;
use super::judge::Table;
use super::plan::{Sequence, Step};
use super::rng::Xoshiro;
use super::sequence::InOrder;
use super::tally::Tally;
use super::threads::in_parallel;
use crate::card::Card;

/// Deals per block: large enough to make seeding free, small enough to share out evenly.
const BLOCK: u64 = 4096;

pub(crate) fn run(deal: &Deal, samples: u64, seed: u64, threads: usize) -> Tally {
    match &deal.sequence {
        Some(sequence) => run_with(deal, samples, seed, threads, || {
            SequenceSampler::new(deal, sequence)
        }),
        None => run_with(deal, samples, seed, threads, || SetSampler::new(deal)),
    }
}

/// One random deal to come at a time, judged into the sampler's own tally.
trait Sampler {
    /// Deals from the front of `pool` (a partial Fisher-Yates shuffle) and judges the outcome.
    fn deal_and_judge(&mut self, pool: &mut [Card], rng: &mut Xoshiro);
    fn into_tally(self) -> Tally;
}

fn run_with<S: Sampler>(
    deal: &Deal,
    samples: u64,
    seed: u64,
    threads: usize,
    new_sampler: impl Fn() -> S + Sync,
) -> Tally {
    let blocks = samples.div_ceil(BLOCK);
    let threads = threads
        .min(usize::try_from(blocks).unwrap_or(usize::MAX))
        .max(1);
    in_parallel(
        threads,
        |thread| {
            let mut sampler = new_sampler();
            // A partial Fisher-Yates shuffle of any order gives a uniform front, so the pool is
            // reset only between blocks.
            let mut pool = deal.pool.clone();
            let mut block = thread as u64;
            while block < blocks {
                let deals = BLOCK.min(samples - block * BLOCK);
                let mut rng = Xoshiro::from_seed(seed, block);
                // Each block starts from the same order, so its deals do not depend on the
                // blocks its thread ran before.
                pool.copy_from_slice(&deal.pool);
                for _ in 0..deals {
                    sampler.deal_and_judge(&mut pool, &mut rng);
                }
                block += threads as u64;
            }
            sampler.into_tally()
        },
        |total, part| total.merge(&part),
    )
}

/// Deals each player's cards to come as a set (every game but those dealt in order).
struct SetSampler<'a> {
    deal: &'a Deal,
    table: Table,
}

impl<'a> SetSampler<'a> {
    fn new(deal: &'a Deal) -> SetSampler<'a> {
        SetSampler {
            deal,
            table: Table::new(&deal.known),
        }
    }
}

impl Sampler for SetSampler<'_> {
    fn deal_and_judge(&mut self, pool: &mut [Card], rng: &mut Xoshiro) {
        let draws = self.deal.draws();
        let n = pool.len();
        for i in 0..draws {
            pool.swap(i, rng.index(i, n));
        }
        let mut next = 0;
        for (player, &need) in self.deal.needs.iter().enumerate() {
            self.table.hand(player).deal(&pool[next..next + need]);
            next += need;
        }
        if self.deal.community {
            self.table.give_everyone(pool[next]);
        }
        self.table.judge(self.deal.showdown, 1);
    }

    fn into_tally(self) -> Tally {
        self.table.into_tally()
    }
}

/// Deals the plan's steps in order (the games dealt card by card).
struct SequenceSampler<'a> {
    table: InOrder<'a>,
}

impl<'a> SequenceSampler<'a> {
    fn new(deal: &'a Deal, sequence: &'a Sequence) -> SequenceSampler<'a> {
        SequenceSampler {
            table: InOrder::new(deal, sequence),
        }
    }
}

impl Sampler for SequenceSampler<'_> {
    fn deal_and_judge(&mut self, pool: &mut [Card], rng: &mut Xoshiro) {
        let table = &mut self.table;
        table.reset();
        let mut drawn = 0;
        let mut draw = |pool: &mut [Card]| {
            pool.swap(drawn, rng.index(drawn, pool.len()));
            drawn += 1;
            pool[drawn - 1]
        };
        for &step in &table.sequence.steps {
            match step {
                Step::Up(player) => {
                    let card = draw(pool);
                    table.up(player, card);
                    if table.brings_extra(card) {
                        let extra = draw(pool);
                        table.down(player, extra);
                    }
                }
                Step::Downs(player, count) => {
                    for _ in 0..count {
                        let card = draw(pool);
                        table.down(player, card);
                    }
                }
                Step::Community => {
                    let card = draw(pool);
                    table.community(card);
                }
            }
        }
        table.judge(1);
    }

    fn into_tally(self) -> Tally {
        self.table.into_tally()
    }
}
