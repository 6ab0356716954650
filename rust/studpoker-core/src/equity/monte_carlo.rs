//! Equity from seeded random deals. The deals come in fixed blocks, each with its own generator
//! seeded from (seed, block), and the tallies are exact sums: the same seed gives the same
//! figures whatever the number of threads.

use super::deal::Deal;
use super::sequence::SequenceSampler;
use super::tally::Tally;
use super::{in_parallel, strength};
use crate::card::Card;
use crate::eval::MAX_CARDS;
use crate::showdown::{Strength, Verdict};

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
pub(crate) trait Sampler {
    /// Deals from the front of `pool` (a partial Fisher-Yates shuffle) and judges the outcome.
    fn deal_and_judge(&mut self, pool: &mut [Card], rng: &mut Xoshiro);
    fn into_tally(self) -> Tally;
}

fn run_with<S: Sampler>(
    deal: &Deal,
    samples: u64,
    seed: u64,
    threads: usize,
    sampler: impl Fn() -> S + Sync,
) -> Tally {
    let blocks = samples.div_ceil(BLOCK);
    let threads = threads
        .min(usize::try_from(blocks).unwrap_or(usize::MAX))
        .max(1);
    in_parallel(threads, deal.players(), |thread| {
        let mut sampler = sampler();
        // A partial Fisher-Yates shuffle of any order gives a uniform front, so the pool is
        // reset only between blocks.
        let mut pool = deal.pool.clone();
        let mut block = thread as u64;
        while block < blocks {
            let deals = BLOCK.min(samples - block * BLOCK);
            let mut rng = Xoshiro::from_seed(seed, block);
            // Each block starts from the same order, so its deals do not depend on the blocks
            // its thread ran before.
            pool.copy_from_slice(&deal.pool);
            for _ in 0..deals {
                sampler.deal_and_judge(&mut pool, &mut rng);
            }
            block += threads as u64;
        }
        sampler.into_tally()
    })
}

/// Deals each player's cards to come as a set (every game but those dealt in order).
struct SetSampler<'a> {
    deal: &'a Deal,
    hands: Vec<[Card; MAX_CARDS]>,
    strengths: Vec<Option<Strength>>,
    seats: Vec<usize>,
    verdict: Verdict,
    tally: Tally,
}

impl<'a> SetSampler<'a> {
    fn new(deal: &'a Deal) -> SetSampler<'a> {
        let players = deal.players();
        let mut hands = vec![[Card::new_unchecked(0); MAX_CARDS]; players];
        for (player, known) in deal.known.iter().enumerate() {
            hands[player][..known.len()].copy_from_slice(known);
        }
        SetSampler {
            deal,
            hands,
            strengths: vec![None; players],
            seats: (0..players).collect(),
            verdict: Verdict::default(),
            tally: Tally::new(players),
        }
    }
}

impl Sampler for SetSampler<'_> {
    fn deal_and_judge(&mut self, pool: &mut [Card], rng: &mut Xoshiro) {
        let draws = self.deal.draws();
        let n = pool.len();
        for i in 0..draws {
            let j = i + rng.below((n - i) as u64) as usize;
            pool.swap(i, j);
        }
        let mut next = 0;
        for player in 0..self.deal.players() {
            let known = self.deal.known[player].len();
            let need = self.deal.needs[player];
            self.hands[player][known..known + need].copy_from_slice(&pool[next..next + need]);
            next += need;
        }
        for player in 0..self.deal.players() {
            let mut length = self.deal.known[player].len() + self.deal.needs[player];
            if self.deal.community {
                self.hands[player][length] = pool[next];
                length += 1;
            }
            self.strengths[player] =
                strength(&self.hands[player][..length], &[], self.deal.showdown);
        }
        self.verdict
            .judge(self.deal.showdown, &self.strengths, &self.seats);
        self.tally.add(&self.verdict, 1);
    }

    fn into_tally(self) -> Tally {
        self.tally
    }
}

/// xoshiro256++ (Blackman and Vigna), seeded through SplitMix64.
pub(crate) struct Xoshiro([u64; 4]);

impl Xoshiro {
    fn from_seed(seed: u64, stream: u64) -> Xoshiro {
        let mut state = seed ^ stream.wrapping_mul(0xD1B5_4A32_D192_ED03);
        let mut next = || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Xoshiro([next(), next(), next(), next()])
    }

    fn next_u64(&mut self) -> u64 {
        let s = &mut self.0;
        let result = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// Uniform in `0..n` (`n >= 1`), without bias (Lemire's multiply and reject).
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        let threshold = n.wrapping_neg() % n;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(n);
            if (product as u64) >= threshold {
                return (product >> 64) as u64;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_is_uniform_enough_and_in_range() {
        let mut rng = Xoshiro::from_seed(7, 0);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[rng.below(6) as usize] += 1;
        }
        assert!(
            counts.iter().all(|&c| (9_500..10_500).contains(&c)),
            "{counts:?}"
        );
    }

    #[test]
    fn streams_differ() {
        let a = Xoshiro::from_seed(1, 0).next_u64();
        let b = Xoshiro::from_seed(1, 1).next_u64();
        assert_ne!(a, b);
    }
}
