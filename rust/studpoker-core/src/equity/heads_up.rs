//! Exact heads-up equity without dealing every pair of hands.
//!
//! Each player's completions (the unseen cards it may still get) are ranked once. For one
//! completion `a` of player A, the completions `b` of player B that share no card with it are
//! counted by inclusion-exclusion over the subsets `S` of `a`:
//!
//! `#{b : b ∩ a = ∅, P(b)} = Σ_{S ⊆ a} (-1)^|S| · #{b : S ⊆ b, P(b)}`
//!
//! so a counter per subset of unseen cards (16 subsets of a 4-card completion) holds
//! `#{b : S ⊆ b}` for the `b` added so far. Sweeping both lists in rank order, adding B's
//! completions as the rank rises, gives the pairs below and equal to each `a`; the rest are above.
//! In hi-lo the counters are Fenwick trees over B's low (none, or one of 56 lows), so each pair
//! is classed by its high and its low together. Each class is then judged once by the shared
//! showdown reading, on stand-in strengths in the same order.
//!
//! Above `deal` in `equity/`'s order (see `mod.rs`).

use super::deal::Deal;
use super::judge::{strength, Cards, Judge};
use super::plan::binomial;
use super::tally::Tally;
use super::threads::{both, for_each_chunk, in_parallel};
use crate::card::Card;
use crate::eval::MAX_CARDS;
use crate::settle::Showdown;
use crate::showdown::{ContestKind, Strength};

/// Counter reads and writes a heads-up count may take, at most (about a second of work).
const WORK_LIMIT: u128 = 300_000_000;
/// Counter cells, at most (u32 each: 64 MiB per set of counters, two sets when split).
const CELL_LIMIT: u128 = 1 << 24;

/// Which player sweeps (A, queried) and which is counted (B, added), and the low dimension.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Plan {
    a: usize,
    b: usize,
    /// Values of the second key: 57 in hi-lo (no low, or one of 56), 1 otherwise.
    lows: usize,
}

/// A plan when the deal is heads-up without a community card and cheap enough.
pub(crate) fn plan(deal: &Deal) -> Option<Plan> {
    if deal.players() != 2 || deal.community || deal.sequence.is_some() {
        return None;
    }
    // The sweep's second key is hi-lo's 8-or-better low (56 values and none); a high with an
    // A-5 low (a composed showdown) has far more lows, and is left to the other counts.
    let lows = match (
        deal.showdown.has_high(),
        deal.showdown.low().map(|c| c.kind),
    ) {
        (true, Some(ContestKind::Low8)) => 57,
        (true, Some(_)) => return None,
        _ => 1,
    };
    let n = deal.pool.len();
    let log_lows = if lows > 1 { 6 } else { 1 };
    let cost = |a: usize, b: usize| -> u128 {
        let (need_a, need_b) = (deal.needs[a], deal.needs[b]);
        let passes = if lows > 1 { 3 } else { 2 };
        binomial(n, need_a) * (1u128 << need_a) * passes * 3 * log_lows
            + binomial(n, need_b) * (1u128 << need_b) * log_lows
    };
    let (a, b) = if cost(0, 1) <= cost(1, 0) {
        (0, 1)
    } else {
        (1, 0)
    };
    let shared = deal.needs[0].min(deal.needs[1]);
    let cells: u128 = (0..=shared).map(|s| binomial(n, s)).sum::<u128>() * lows as u128;
    (cost(a, b) <= WORK_LIMIT && cells <= CELL_LIMIT).then_some(Plan { a, b, lows })
}

/// One completion: its pool indices (ascending) and its two keys.
#[derive(Clone, Copy)]
struct Completion {
    /// The high rank (razz: the low rank).
    rank: u16,
    /// Hi-lo: 0 for no low, else the 8-or-better rank + 1; 0 in other games.
    low: u8,
    cards: [u8; MAX_CARDS],
    /// The cards as a set of pool indices.
    set: u64,
}

pub(crate) fn run(deal: &Deal, plan: &Plan, threads: usize) -> Tally {
    let need_a = deal.needs[plan.a];
    let need_b = deal.needs[plan.b];

    let side_a = completions(deal, plan.a, threads);
    let side_b = completions(deal, plan.b, threads);
    let (side_a, side_b) = (by_rank(&side_a), by_rank(&side_b));
    let subsets = Subsets::new(deal.pool.len(), need_a.min(need_b));
    // Every completion of A meets this many of B's without a shared card.
    let disjoint = binomial(deal.pool.len() - need_a, need_b) as i64;
    let sweep = Sweep {
        side_b: &side_b,
        subsets: &subsets,
        lows: plan.lows,
        need_a,
        need_b,
    };
    // The last pass needs every B in the counters only in hi-lo (elsewhere its counts are known).
    let to_the_end = plan.lows > 1;
    let (below, upto, counters) = if threads >= 2 && side_a.len() >= 4096 {
        // Two threads sweep two rank ranges of A, each with its own counters; the second first
        // adds every B below its range, so it takes the smaller share of A.
        let (first, second) = side_a.split_at(side_a.len() * 3 / 5);
        let sweep = &sweep;
        let ((mut below, mut upto, _), (below_2, upto_2, counters)) = both(
            move || sweep.run(first, false),
            || sweep.run(second, to_the_end),
        );
        below.extend(below_2);
        upto.extend(upto_2);
        (below, upto, counters)
    } else {
        sweep.run(&side_a, to_the_end)
    };
    let counters = counters.into_totals(threads);
    // Classes: [A has a low][B's rank below, equal, above][B's low below, equal, above].
    let workers = threads.clamp(1, side_a.len().max(1));
    let chunk = side_a.len().div_ceil(workers).max(1);
    let classes = in_parallel(
        workers,
        |worker| {
            let mut classes = [[[0u64; 3]; 3]; 2];
            let first = (worker * chunk).min(side_a.len());
            for i in first..(first + chunk).min(side_a.len()) {
                let a = &side_a[i];
                let all = if plan.lows == 1 {
                    [0, disjoint, disjoint]
                } else {
                    counters.query_totals(&subsets, a, need_a)
                };
                let by_rank = [below[i], minus(upto[i], below[i]), minus(all, upto[i])];
                let class = &mut classes[usize::from(a.low > 0)];
                for (rank_relation, [lt, le, total]) in by_rank.into_iter().enumerate() {
                    let by_low = [lt, le - lt, total - le];
                    for (low_relation, count) in by_low.into_iter().enumerate() {
                        // A count of pairs: never negative.
                        class[rank_relation][low_relation] += count.unsigned_abs();
                    }
                }
            }
            classes
        },
        |sum, part| {
            for (sum, add) in sum
                .iter_mut()
                .flatten()
                .flatten()
                .zip(part.iter().flatten().flatten())
            {
                *sum += add;
            }
        },
    );
    judge_classes(deal, plan, &classes)
}

/// One sweep over a rank range of A's completions (ascending), with B's completions in
/// ascending rank.
struct Sweep<'a> {
    side_b: &'a [Completion],
    subsets: &'a Subsets,
    lows: usize,
    need_a: usize,
    need_b: usize,
}

impl Sweep<'_> {
    /// For each of `side_a`, B's disjoint completions below its rank and up to it (each as
    /// lower low, low no higher, all); and the counters, holding every B when `to_the_end`.
    fn run(
        &self,
        side_a: &[Completion],
        to_the_end: bool,
    ) -> (Vec<[i64; 3]>, Vec<[i64; 3]>, Counters) {
        let (side_b, subsets, need_a, need_b) =
            (self.side_b, self.subsets, self.need_a, self.need_b);
        let mut counters = Counters::new(subsets.cells, self.lows);
        let mut below = vec![[0i64; 3]; side_a.len()];
        let mut upto = vec![[0i64; 3]; side_a.len()];
        let mut next_b = 0;
        let mut start = 0;
        while start < side_a.len() {
            let rank = side_a[start].rank;
            let end = start + side_a[start..].partition_point(|c| c.rank == rank);
            while next_b < side_b.len() && side_b[next_b].rank < rank {
                counters.add(subsets, &side_b[next_b], need_b);
                next_b += 1;
            }
            for i in start..end {
                below[i] = counters.query(subsets, &side_a[i], need_a);
            }
            let equal_end = next_b + side_b[next_b..].partition_point(|c| c.rank == rank);
            let equal = &side_b[next_b..equal_end];
            // Pairs of equal rank: compared one by one when there are few, else counted.
            let direct = (end - start) * equal.len() <= 32 * (end - start + equal.len());
            for b in equal {
                counters.add(subsets, b, need_b);
            }
            for i in start..end {
                upto[i] = if direct {
                    let a = &side_a[i];
                    let mut counts = below[i];
                    for b in equal.iter().filter(|b| a.set & b.set == 0) {
                        counts[0] += i64::from(b.low < a.low);
                        counts[1] += i64::from(b.low <= a.low);
                        counts[2] += 1;
                    }
                    counts
                } else {
                    counters.query(subsets, &side_a[i], need_a)
                };
            }
            next_b = equal_end;
            start = end;
        }
        if to_the_end {
            for b in &side_b[next_b..] {
                counters.add(subsets, b, need_b);
            }
        }
        (below, upto, counters)
    }
}

/// The completions in ascending rank (a counting sort: ranks are below 8192).
fn by_rank(completions: &[Completion]) -> Vec<Completion> {
    let mut starts = vec![0usize; 8193];
    for c in completions {
        starts[usize::from(c.rank) + 1] += 1;
    }
    for i in 1..starts.len() {
        starts[i] += starts[i - 1];
    }
    let mut sorted = completions.to_vec();
    for c in completions {
        let slot = &mut starts[usize::from(c.rank)];
        sorted[*slot] = *c;
        *slot += 1;
    }
    sorted
}

fn minus(x: [i64; 3], y: [i64; 3]) -> [i64; 3] {
    [x[0] - y[0], x[1] - y[1], x[2] - y[2]]
}

/// Judges each class once on stand-in strengths that compare as the class says.
fn judge_classes(deal: &Deal, plan: &Plan, classes: &[[[u64; 3]; 3]; 2]) -> Tally {
    let mut judge = Judge::new(2);
    let mut strengths = [None, None];
    for (index, &count) in classes.iter().flatten().flatten().enumerate() {
        let (a_has_low, rank_relation, low_relation) = (index / 9, index / 3 % 3, index % 3);
        // A's stand-in: rank 1; low 2 when it has one (so a lower low, 1, is still a low), else 0.
        let a_low = if a_has_low == 1 { 2 } else { 0 };
        let Some(b_low) = (a_low + low_relation).checked_sub(1) else {
            continue; // B's low below "no low": no such pair.
        };
        strengths[plan.a] = Some(stand_in(deal.showdown, 1, a_low));
        strengths[plan.b] = Some(stand_in(deal.showdown, rank_relation as u16, b_low));
        judge.count(deal.showdown, count, |player| strengths[player]);
    }
    judge.into_tally()
}

/// A strength with the given keys: the inverse of [`keys`].
fn stand_in(showdown: Showdown, rank: u16, low: usize) -> Strength {
    let (high, low) = match (showdown.has_high(), showdown.low()) {
        (false, _) => (None, Some(rank)),
        (true, Some(_)) => (Some(rank), (low > 0).then(|| low as u16 - 1)),
        (true, None) => (Some(rank), None),
    };
    Strength {
        high,
        low,
        spade: None,
        top_card: Card::new_unchecked(0),
    }
}

/// The sweep keys of a player's cards: the high (razz: the low) and the hi-lo low + 1 or 0.
fn keys(cards: &[Card], showdown: Showdown) -> (u16, u8) {
    let strength = strength(cards, &[], showdown);
    match (strength.high, strength.low) {
        (Some(high), low) => (high, low.map_or(0, |l| (l + 1) as u8)),
        (None, Some(low)) => (low, 0),
        (None, None) => (0, 0),
    }
}

/// Every completion of `player`, ranked, the ranking shared out between the threads.
fn completions(deal: &Deal, player: usize, threads: usize) -> Vec<Completion> {
    let need = deal.needs[player];
    let known = &deal.known[player];
    let mut all: Vec<Completion> = Vec::with_capacity(binomial(deal.pool.len(), need) as usize);
    let mut indices: Vec<u8> = (0..need as u8).collect();
    let n = deal.pool.len() as u8;
    loop {
        let mut cards = [0u8; MAX_CARDS];
        cards[..need].copy_from_slice(&indices);
        all.push(Completion {
            rank: 0,
            low: 0,
            cards,
            set: indices.iter().fold(0, |set, &i| set | 1 << i),
        });
        // The next combination in lexicographic order.
        let Some(i) = (0..need).rev().find(|&i| indices[i] < n - (need - i) as u8) else {
            break;
        };
        indices[i] += 1;
        for j in i + 1..need {
            indices[j] = indices[j - 1] + 1;
        }
    }
    let chunk = all.len().div_ceil(threads.max(1)).max(1);
    for_each_chunk(&mut all, chunk, |part| {
        let mut hand = Cards::new(known);
        for completion in part {
            hand.reset();
            for &index in &completion.cards[..need] {
                hand.push(deal.pool[usize::from(index)]);
            }
            (completion.rank, completion.low) = keys(hand.as_slice(), deal.showdown);
        }
    });
    all
}

/// Numbers every subset of at most `largest` unseen cards: by size, then in colex order.
struct Subsets {
    /// `choose[c][i]` = `c` choose `i`.
    choose: Vec<[u32; MAX_CARDS + 1]>,
    /// The first number of each size.
    offset: [u32; MAX_CARDS + 2],
    largest: usize,
    cells: usize,
}

impl Subsets {
    fn new(n: usize, largest: usize) -> Subsets {
        let choose = (0..n)
            .map(|c| std::array::from_fn(|i| binomial(c, i) as u32))
            .collect();
        // The plan keeps the cells below CELL_LIMIT, so every number fits in a u32.
        let mut offset = [0u32; MAX_CARDS + 2];
        for size in 0..=largest {
            offset[size + 1] = offset[size] + binomial(n, size) as u32;
        }
        Subsets {
            choose,
            offset,
            largest,
            cells: offset[largest + 1] as usize,
        }
    }

    /// Calls `visit(number, odd)` for every subset of the completion's first `need` cards
    /// that has at most `largest` cards (the empty one first).
    #[inline]
    fn each(&self, completion: &Completion, need: usize, mut visit: impl FnMut(usize, bool)) {
        visit(0, false);
        self.extend(&completion.cards[..need], 0, 0, &mut visit);
    }

    /// Every subset that adds later cards to one of `size` cards numbered `raw` within its size.
    fn extend(&self, cards: &[u8], size: usize, raw: u32, visit: &mut impl FnMut(usize, bool)) {
        if size == self.largest {
            return;
        }
        for (j, &card) in cards.iter().enumerate() {
            let number = raw + self.choose[usize::from(card)][size + 1];
            visit((self.offset[size + 1] + number) as usize, size % 2 == 0);
            self.extend(&cards[j + 1..], size + 1, number, visit);
        }
    }
}

/// Per subset of unseen cards, how many of B's completions added so far contain it, by B's low
/// (a Fenwick tree over the lows in hi-lo, one counter otherwise).
struct Counters {
    cells: Vec<u32>,
    lows: usize,
}

impl Counters {
    fn new(subsets: usize, lows: usize) -> Counters {
        Counters {
            cells: vec![0; subsets * lows],
            lows,
        }
    }

    fn add(&mut self, subsets: &Subsets, b: &Completion, need: usize) {
        let lows = self.lows;
        let cells = &mut self.cells;
        subsets.each(b, need, |number, _| {
            let tree = &mut cells[number * lows..(number + 1) * lows];
            let mut i = usize::from(b.low) + 1;
            while i <= lows {
                tree[i - 1] += 1;
                i += i & i.wrapping_neg();
            }
        });
    }

    /// Every B added: each tree turned into running totals over the lows (cell `k` holds the
    /// count of lows `0..=k`), so the last pass reads three cells per subset.
    fn into_totals(mut self, threads: usize) -> Counters {
        let lows = self.lows;
        if lows == 1 {
            return self;
        }
        let trees = self.cells.len() / lows;
        let chunk = trees.div_ceil(threads.max(1)).max(1) * lows;
        for_each_chunk(&mut self.cells, chunk, |part| {
            for tree in part.chunks_mut(lows) {
                // Undo the Fenwick sums (each node minus its children), then add up.
                for i in (1..=lows).rev() {
                    let parent = i + (i & i.wrapping_neg());
                    if parent <= lows {
                        tree[parent - 1] -= tree[i - 1];
                    }
                }
                for k in 1..lows {
                    tree[k] += tree[k - 1];
                }
            }
        });
        self
    }

    /// Like [`Counters::query`], on counters turned into running totals.
    fn query_totals(&self, subsets: &Subsets, a: &Completion, need: usize) -> [i64; 3] {
        let lows = self.lows;
        let low = usize::from(a.low);
        let mut counts = [0i64; 3];
        subsets.each(a, need, |number, odd| {
            let totals = &self.cells[number * lows..(number + 1) * lows];
            let sign = if odd { -1 } else { 1 };
            let below = if low == 0 {
                0
            } else {
                i64::from(totals[low - 1])
            };
            counts[0] += sign * below;
            counts[1] += sign * i64::from(totals[low]);
            counts[2] += sign * i64::from(totals[lows - 1]);
        });
        counts
    }

    /// B's completions added so far that share no card with `a`: those with a lower low, with
    /// a low no higher, and all of them.
    fn query(&self, subsets: &Subsets, a: &Completion, need: usize) -> [i64; 3] {
        let mut counts = [0i64; 3];
        if self.lows == 1 {
            subsets.each(a, need, |number, odd| {
                let count = i64::from(self.cells[number]);
                counts[1] += if odd { -count } else { count };
            });
            counts[2] = counts[1];
            return counts;
        }
        let lows = self.lows;
        let below = |tree: &[u32], mut i: usize| -> i64 {
            let mut sum = 0;
            while i > 0 {
                sum += i64::from(tree[i - 1]);
                i &= i - 1;
            }
            sum
        };
        let low = usize::from(a.low);
        subsets.each(a, need, |number, odd| {
            let tree = &self.cells[number * lows..(number + 1) * lows];
            let sign = if odd { -1 } else { 1 };
            counts[0] += sign * below(tree, low);
            counts[1] += sign * below(tree, low + 1);
            counts[2] += sign * below(tree, lows);
        });
        counts
    }
}
