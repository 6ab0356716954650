//! Exact equity by dealing every outcome: each player's cards as a set, then the community card.
//! The first player's choices are shared out between the threads.

use super::deal::Deal;
use super::tally::Tally;
use super::{in_parallel, strength};
use crate::card::Card;
use crate::eval::MAX_CARDS;
use crate::showdown::{Strength, Verdict};

pub(crate) fn run(deal: &Deal, threads: usize) -> Tally {
    let first_choices = combinations(deal.pool.len(), deal.needs[0]);
    let threads = threads.min(first_choices.len()).max(1);
    in_parallel(threads, deal.players(), |thread| {
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
        walker.tally
    })
}

/// Every `k`-subset of `0..n` as ascending indices.
pub(crate) fn combinations(n: usize, k: usize) -> Vec<Vec<usize>> {
    let mut all = Vec::new();
    let mut current = Vec::with_capacity(k);
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
    if k <= n {
        extend(n, k, 0, &mut current, &mut all);
    }
    all
}

/// A depth-first walk over the outcomes, with the cards dealt so far.
struct Walker<'a> {
    deal: &'a Deal,
    hands: Vec<[Card; MAX_CARDS]>,
    lengths: Vec<usize>,
    used: Vec<bool>,
    strengths: Vec<Option<Strength>>,
    seats: Vec<usize>,
    verdict: Verdict,
    tally: Tally,
}

impl<'a> Walker<'a> {
    fn new(deal: &'a Deal) -> Walker<'a> {
        let players = deal.players();
        let mut hands = vec![[Card::new_unchecked(0); MAX_CARDS]; players];
        let mut lengths = vec![0; players];
        for (player, known) in deal.known.iter().enumerate() {
            hands[player][..known.len()].copy_from_slice(known);
            lengths[player] = known.len();
        }
        Walker {
            deal,
            hands,
            lengths,
            used: vec![false; deal.pool.len()],
            strengths: vec![None; players],
            seats: (0..players).collect(),
            verdict: Verdict::default(),
            tally: Tally::new(players),
        }
    }

    fn take(&mut self, player: usize, index: usize) {
        self.used[index] = true;
        self.hands[player][self.lengths[player]] = self.deal.pool[index];
        self.lengths[player] += 1;
    }

    fn give_back(&mut self, player: usize) {
        self.lengths[player] -= 1;
        let card = self.hands[player][self.lengths[player]];
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
            return self.judge();
        }
        for index in 0..self.deal.pool.len() {
            if !self.used[index] {
                let card = self.deal.pool[index];
                for (hand, &length) in self.hands.iter_mut().zip(&self.lengths) {
                    hand[length] = card;
                }
                self.lengths.iter_mut().for_each(|l| *l += 1);
                self.judge();
                self.lengths.iter_mut().for_each(|l| *l -= 1);
            }
        }
    }

    fn judge(&mut self) {
        for (player, slot) in self.strengths.iter_mut().enumerate() {
            *slot = strength(
                &self.hands[player][..self.lengths[player]],
                &[],
                self.deal.showdown,
            );
        }
        self.verdict
            .judge(self.deal.showdown, &self.strengths, &self.seats);
        self.tally.add(&self.verdict, 1);
    }
}
