//! The exact walk of a deal to come card by card (the plan is `plan.rs`'s): every deal, each
//! weighted by its chance. Since Baseball's deals differ in length, each is weighted by the
//! number of full-length draw sequences it stands for, so that every outcome counts by its
//! chance. [`InOrder`] holds one such deal as it falls, for this walk and for the random deals
//! of `monte_carlo.rs`.
//!
//! Above `deal` in `equity/`'s order (see `mod.rs`).

use super::deal::Deal;
use super::game::WildState;
use super::judge::Table;
use super::plan::{falling, Sequence, Step};
use super::tally::Tally;
use super::threads::in_parallel;
use crate::card::Card;

/// Every deal to come, each weighted by its chance, over `threads` threads.
pub(crate) fn run_exact(deal: &Deal, sequence: &Sequence, threads: usize) -> Tally {
    let pool = deal.pool.len();
    let orders = sequence.down_orders();
    // weights[d]: full-length draw sequences a deal of d cards stands for, per ordering of its
    // down sets (those are walked as sets).
    let weights: Vec<u64> = (0..=sequence.most_draws)
        .map(|d| {
            let rest = falling(pool - d, sequence.most_draws - d) * u128::from(orders);
            u64::try_from(rest).unwrap_or(u64::MAX)
        })
        .collect();
    let threads = threads.min(pool).max(1);
    in_parallel(
        threads,
        |thread| {
            let mut walker = Walker {
                table: InOrder::new(deal, sequence),
                used: vec![false; pool],
                weights: &weights,
                thread,
                threads,
            };
            walker.step(0, 0);
            walker.table.into_tally()
        },
        |total, part| total.merge(&part),
    )
}

/// The cards of one deal to come as it falls in order (up cards moving the wild set, extra
/// cards, the community card), and its judgement.
pub(crate) struct InOrder<'a> {
    deal: &'a Deal,
    pub sequence: &'a Sequence,
    table: Table,
    wild: WildState,
}

impl<'a> InOrder<'a> {
    pub fn new(deal: &'a Deal, sequence: &'a Sequence) -> InOrder<'a> {
        InOrder {
            deal,
            sequence,
            table: Table::with_holes(&deal.known, &sequence.hole),
            wild: sequence.wild,
        }
    }

    /// Back to the known cards only.
    pub fn reset(&mut self) {
        self.table.reset();
        self.wild = self.sequence.wild;
    }

    /// Deals `card` face up to `player` (the wild set follows it); returns the wild set
    /// before, for [`InOrder::take_back_up`].
    #[inline]
    pub fn up(&mut self, player: usize, card: Card) -> WildState {
        let before = self.wild;
        self.wild = before.after_up_card(card);
        self.table.give(player, card, false);
        before
    }

    /// Takes back `player`'s last up card, and the wild set with it.
    #[inline]
    pub fn take_back_up(&mut self, player: usize, before: WildState) {
        self.table.take_back(player, false);
        self.wild = before;
    }

    /// Deals `card` to `player` in the hole.
    #[inline]
    pub fn down(&mut self, player: usize, card: Card) {
        self.table.give(player, card, true);
    }

    #[inline]
    pub fn take_back_down(&mut self, player: usize) {
        self.table.take_back(player, true);
    }

    /// The community card: the last up card (the wild set follows it), in every hand and in no
    /// hole. Returns the wild set before.
    #[inline]
    pub fn community(&mut self, card: Card) -> WildState {
        let before = self.wild;
        self.wild = before.after_up_card(card);
        self.table.give_everyone(card);
        before
    }

    #[inline]
    pub fn take_back_community(&mut self, before: WildState) {
        self.table.take_back_from_everyone();
        self.wild = before;
    }

    /// Whether `card`, dealt face up, brings its owner an extra down card.
    #[inline]
    pub fn brings_extra(&self, card: Card) -> bool {
        self.sequence.extra_card_up_rank == Some(card.rank())
    }

    /// Counts `weight` outcomes like the deal as it stands, with the wild set it left.
    #[inline]
    pub fn judge(&mut self, weight: u64) {
        self.table
            .judge(self.deal.showdown.with_wild(self.wild.set), weight);
    }

    pub fn into_tally(self) -> Tally {
        self.table.into_tally()
    }
}

/// A depth-first walk over every deal to come; the first card is shared out between threads.
struct Walker<'a, 'w> {
    table: InOrder<'a>,
    used: Vec<bool>,
    weights: &'w [u64],
    thread: usize,
    threads: usize,
}

impl Walker<'_, '_> {
    /// The pool indices the next card may be: the unused ones, this thread's share at the top.
    fn choices(&self, depth: usize, from: usize) -> impl Iterator<Item = usize> + '_ {
        (from..self.used.len()).filter(move |&index| {
            !self.used[index] && (depth > 0 || index % self.threads == self.thread)
        })
    }

    fn card(&mut self, index: usize) -> Card {
        self.used[index] = true;
        self.table.deal.pool[index]
    }

    fn step(&mut self, at: usize, depth: usize) {
        let Some(&step) = self.table.sequence.steps.get(at) else {
            return self.table.judge(self.weights[depth]);
        };
        match step {
            Step::Up(player) => {
                let choices: Vec<usize> = self.choices(depth, 0).collect();
                for index in choices {
                    let card = self.card(index);
                    let before = self.table.up(player, card);
                    if self.table.brings_extra(card) {
                        self.extra(player, at + 1, depth + 1);
                    } else {
                        self.step(at + 1, depth + 1);
                    }
                    self.table.take_back_up(player, before);
                    self.used[index] = false;
                }
            }
            Step::Downs(player, count) => self.downs(player, count, 0, at, depth),
            Step::Community => {
                let choices: Vec<usize> = self.choices(depth, 0).collect();
                for index in choices {
                    let card = self.card(index);
                    let before = self.table.community(card);
                    self.step(at + 1, depth + 1);
                    self.table.take_back_community(before);
                    self.used[index] = false;
                }
            }
        }
    }

    /// Baseball's extra down card to `player`, then the deal goes on at step `next`.
    fn extra(&mut self, player: usize, next: usize, depth: usize) {
        let choices: Vec<usize> = self.choices(depth, 0).collect();
        for index in choices {
            let card = self.card(index);
            self.table.down(player, card);
            self.step(next, depth + 1);
            self.table.take_back_down(player);
            self.used[index] = false;
        }
    }

    /// `left` more down cards to `player` from pool indices `from..`, as a set.
    fn downs(&mut self, player: usize, left: usize, from: usize, at: usize, depth: usize) {
        if left == 0 {
            return self.step(at + 1, depth);
        }
        let choices: Vec<usize> = self.choices(depth, from).collect();
        for index in choices {
            let card = self.card(index);
            self.table.down(player, card);
            self.downs(player, left - 1, index + 1, at, depth + 1);
            self.table.take_back_down(player);
            self.used[index] = false;
        }
    }
}
