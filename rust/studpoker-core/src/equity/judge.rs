//! The judging of one outcome, written once for every engine: each player's cards (the known
//! ones, then those dealt), their strengths, the verdict of the showdown, counted into a tally.
//!
//! Above `game` and `tally` in `equity/`'s order (see `mod.rs`).

use super::tally::Tally;
use crate::card::Card;
use crate::eval::wild::WILD_MAX_CARDS;
use crate::settle::Showdown;
use crate::showdown::{hand_ranks, Strength, Verdict};

/// What one player's cards (`hole`: those in the hole, read by Chicago's spade half only) bring
/// to the showdown.
#[inline]
pub(crate) fn strength(cards: &[Card], hole: &[Card], showdown: Showdown) -> Strength {
    let (high, low) = hand_ranks(cards, showdown);
    Strength {
        high,
        low,
        spade: showdown.spade_key(hole),
        top_card: Card::new_unchecked(0),
    }
}

/// One player's cards in an outcome being dealt: the known ones, then the ones dealt so far.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Cards {
    held: [Card; WILD_MAX_CARDS],
    len: usize,
    known: usize,
}

impl Cards {
    /// The known cards alone (at most [`WILD_MAX_CARDS`], which every checked deal keeps to).
    pub fn new(known: &[Card]) -> Cards {
        let mut held = [Card::new_unchecked(0); WILD_MAX_CARDS];
        held[..known.len()].copy_from_slice(known);
        Cards {
            held,
            len: known.len(),
            known: known.len(),
        }
    }

    /// The cards held now.
    #[inline]
    pub fn as_slice(&self) -> &[Card] {
        &self.held[..self.len]
    }

    #[inline]
    pub fn push(&mut self, card: Card) {
        self.held[self.len] = card;
        self.len += 1;
    }

    /// Takes back the card dealt last.
    #[inline]
    pub fn pop(&mut self) -> Card {
        self.len -= 1;
        self.held[self.len]
    }

    /// Back to the known cards.
    #[inline]
    pub fn reset(&mut self) {
        self.len = self.known;
    }

    /// The known cards and `dealt`, in place of whatever was dealt before.
    #[inline]
    pub fn deal(&mut self, dealt: &[Card]) {
        self.held[self.known..self.known + dealt.len()].copy_from_slice(dealt);
        self.len = self.known + dealt.len();
    }
}

/// The judging of outcomes: every player's strength, the verdict, the sums per player.
pub(crate) struct Judge {
    strengths: Vec<Option<Strength>>,
    seats: Vec<usize>,
    verdict: Verdict,
    tally: Tally,
}

impl Judge {
    pub fn new(players: usize) -> Judge {
        Judge {
            strengths: vec![None; players],
            seats: (0..players).collect(),
            verdict: Verdict::default(),
            tally: Tally::new(players),
        }
    }

    /// Counts `weight` outcomes of `showdown` (a pot among every player) in which each player
    /// brings `strength(player)`.
    #[inline]
    pub fn count(
        &mut self,
        showdown: Showdown,
        weight: u64,
        mut strength: impl FnMut(usize) -> Option<Strength>,
    ) {
        for (player, slot) in self.strengths.iter_mut().enumerate() {
            *slot = strength(player);
        }
        self.verdict.judge(showdown, &self.strengths, &self.seats);
        self.tally.add(&self.verdict, weight);
    }

    pub fn into_tally(self) -> Tally {
        self.tally
    }
}

/// Every player's cards in one outcome being dealt (all of them, and those in the hole), and
/// the judging of each outcome dealt.
pub(crate) struct Table {
    hands: Vec<Cards>,
    holes: Vec<Cards>,
    judge: Judge,
}

impl Table {
    /// Each player's known cards, none of them in the hole.
    pub fn new(known: &[Vec<Card>]) -> Table {
        let none: Vec<Vec<Card>> = vec![Vec::new(); known.len()];
        Table::with_holes(known, &none)
    }

    /// Each player's known cards, and which of them are in the hole.
    pub fn with_holes(known: &[Vec<Card>], holes: &[Vec<Card>]) -> Table {
        Table {
            hands: known.iter().map(|cards| Cards::new(cards)).collect(),
            holes: holes.iter().map(|cards| Cards::new(cards)).collect(),
            judge: Judge::new(known.len()),
        }
    }

    /// One player's cards.
    #[inline]
    pub fn hand(&mut self, player: usize) -> &mut Cards {
        &mut self.hands[player]
    }

    /// Deals `card` to `player`, in the hole when `down`.
    #[inline]
    pub fn give(&mut self, player: usize, card: Card, down: bool) {
        self.hands[player].push(card);
        if down {
            self.holes[player].push(card);
        }
    }

    /// Takes back the card dealt to `player` last (`down`: it went in the hole).
    #[inline]
    pub fn take_back(&mut self, player: usize, down: bool) -> Card {
        if down {
            self.holes[player].pop();
        }
        self.hands[player].pop()
    }

    /// A community card: in every hand, in no hole.
    #[inline]
    pub fn give_everyone(&mut self, card: Card) {
        self.hands.iter_mut().for_each(|hand| hand.push(card));
    }

    #[inline]
    pub fn take_back_from_everyone(&mut self) {
        self.hands.iter_mut().for_each(|hand| {
            hand.pop();
        });
    }

    /// Back to the known cards only.
    pub fn reset(&mut self) {
        self.hands.iter_mut().for_each(Cards::reset);
        self.holes.iter_mut().for_each(Cards::reset);
    }

    /// Counts `weight` outcomes like the one dealt now.
    #[inline]
    pub fn judge(&mut self, showdown: Showdown, weight: u64) {
        let Table {
            hands,
            holes,
            judge,
        } = self;
        judge.count(showdown, weight, |player| {
            Some(strength(
                hands[player].as_slice(),
                holes[player].as_slice(),
                showdown,
            ))
        });
    }

    pub fn into_tally(self) -> Tally {
        self.judge.into_tally()
    }
}
