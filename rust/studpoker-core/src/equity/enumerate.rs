//! Exact equity by dealing every outcome: each player's cards as a set, then the community card.
//! The first player's choices are shared out between the threads.
//!
//! Above `deal` in `equity/`'s order (see `mod.rs`).

use super::deal::Deal;
use super::judge::Table;
use super::tally::Tally;
use super::threads::in_parallel;

pub(crate) fn run(deal: &Deal, threads: usize) -> Tally {
    let first_choices = combinations(deal.pool.len(), deal.needs[0]);
    let threads = threads.min(first_choices.len()).max(1);
    in_parallel(
        threads,
        |thread| {
            let mut walker = Walker::new(deal);
            for choice in first_choices.iter().skip(thread).step_by(threads) {
                for &index in choice {
                    walker.take(0, index);
                }
                walker.player(1);
                for _ in choice {
                    walker.give_back(0);
                }
            }
            walker.table.into_tally()
        },
        |total, part| total.merge(&part),
    )
}

/// Every `k`-subset of `0..n` as ascending indices.
pub(crate) fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    fn extend(
        n: usize,
        k: usize,
        start: usize,
        current: &mut Vec<usize>,
        all: &mut Vec<Vec<usize>>,
    ) {
        if current.len() == k {
            all.push(current.clone());
            return;
        }
        for i in start..=n - (k - current.len()) {
            current.push(i);
            extend(n, k, i + 1, current, all);
            current.pop();
        }
    }
    let mut all = Vec::new();
    let mut current = Vec::with_capacity(k);
    if k <= n {
        extend(n, k, 0, &mut current, &mut all);
    }
    all
}

/// A depth-first walk over the outcomes, with the cards dealt so far.
struct Walker<'a> {
    deal: &'a Deal,
    table: Table,
    used: Vec<bool>,
}

impl<'a> Walker<'a> {
    fn new(deal: &'a Deal) -> Walker<'a> {
        Walker {
            deal,
            table: Table::new(&deal.known),
            used: vec![false; deal.pool.len()],
        }
    }

    fn take(&mut self, player: usize, index: usize) {
        self.used[index] = true;
        self.table.give(player, self.deal.pool[index], false);
    }

    fn give_back(&mut self, player: usize) {
        let card = self.table.take_back(player, false);
        if let Ok(index) = self.deal.pool.binary_search(&card) {
            self.used[index] = false;
        }
    }

    /// Deals `player` and the later players every way, then judges.
    fn player(&mut self, player: usize) {
        if player == self.deal.players() {
            return self.last_card();
        }
        self.choose(player, self.deal.needs[player], 0);
    }

    fn choose(&mut self, player: usize, left: usize, start: usize) {
        if left == 0 {
            return self.player(player + 1);
        }
        for index in start..self.deal.pool.len() {
            if !self.used[index] {
                self.take(player, index);
                self.choose(player, left - 1, index + 1);
                self.give_back(player);
            }
        }
    }

    fn last_card(&mut self) {
        if !self.deal.community {
            return self.table.judge(self.deal.showdown, 1);
        }
        for index in 0..self.deal.pool.len() {
            if !self.used[index] {
                self.table.give_everyone(self.deal.pool[index]);
                self.table.judge(self.deal.showdown, 1);
                self.table.take_back_from_everyone();
            }
        }
    }
}
