//! The deal to come card by card, for the games where a set of cards per player is not enough:
//! Chicago (the spade half goes by the hole cards), follow-the-queen (the wild rank follows the
//! order of the up cards) and Baseball (an up 4 brings an extra down card at once).
//!
//! The up cards to come are dealt in passes, each player still owed one taking it in turn (the
//! players are listed in dealing order); an up card of Baseball's rank gives its owner a down
//! card at once; then every player's down cards (as a set: their order changes nothing), then
//! the community card if one stands in for the last card (face up in the middle: it is the last
//! up card, and no one's hole card). Exact counting walks every such deal; since Baseball's deals
//! differ in length, each is weighted by the number of full-length draw sequences it stands for,
//! so that every outcome counts by its chance.

use super::deal::{binomial, Deal};
use super::game::{GameRules, WildState};
use super::monte_carlo::{Sampler, Xoshiro};
use super::tally::{Tally, POT};
use super::{in_parallel, strength, EquityRequest, EXACT_OUTCOME_LIMIT};
use crate::card::{Card, RANK_CHARS};
use crate::error::{Error, Result};
use crate::eval::wild::WILD_MAX_CARDS;
use crate::showdown::{Strength, Verdict};

/// One step of the deal to come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Step {
    /// An up card to this player.
    Up(usize),
    /// This many down cards to this player, as a set.
    Downs(usize, usize),
    /// The community card.
    Community,
}

/// The deal to come of a question that is dealt in order.
#[derive(Clone, Debug)]
pub(crate) struct Sequence {
    steps: Vec<Step>,
    /// Each player's known hole cards.
    hole: Vec<Vec<Card>>,
    /// The wild set before the cards to come.
    wild: WildState,
    extra_card_up_rank: Option<u8>,
    /// The most cards one deal draws (every possible extra card included).
    most_draws: usize,
    /// An upper bound on the deals an exact count walks.
    walks: u128,
}

/// Reads the question's up cards into a deal to come, with the community card when the unseen
/// cards cannot give every player all of theirs (rules §2.1). Returns the sequence, each player's
/// cards to come (for the outcome count) and whether a community card is dealt.
pub(crate) fn plan(request: &EquityRequest, pool: &[Card]) -> Result<(Sequence, Vec<usize>, bool)> {
    let rules = &request.rules;
    let up_cards = up_cards(request)?;
    let per_player = request.cards_per_player;
    if rules.down_cards > per_player {
        return Err(Error::InvalidEquity {
            reason: format!(
                "a game of {per_player} cards a player cannot deal {} down cards",
                rules.down_cards
            ),
        });
    }
    let up_per_player = per_player - rules.down_cards;
    let extra = rules.extra_card_up_rank;
    if let Some(rank) = extra.filter(|&rank| rank > 12) {
        return Err(Error::InvalidEquity {
            reason: format!("extra_card_up_rank must be a rank 0..12, got {rank}"),
        });
    }
    let mut ups_to_come = Vec::with_capacity(request.players.len());
    let mut downs_to_come = Vec::with_capacity(request.players.len());
    let mut hole = Vec::with_capacity(request.players.len());
    for (player, cards) in request.players.iter().enumerate() {
        let (up, down): (Vec<Card>, Vec<Card>) =
            cards.iter().partition(|card| up_cards.contains(card));
        let extras = up.iter().filter(|c| Some(c.rank()) == extra).count();
        let owed_down = rules.down_cards + extras;
        ups_to_come.push(to_come(player, "up", up.len(), up_per_player)?);
        downs_to_come.push(to_come(player, "down", down.len(), owed_down)?);
        hole.push(down);
    }
    let most_extras = extra.map_or(0, |rank| {
        let unseen = pool.iter().filter(|c| c.rank() == rank).count();
        unseen.min(ups_to_come.iter().sum())
    });
    let plain_draws: usize = ups_to_come.iter().chain(&downs_to_come).sum();
    let left = pool.len();
    let mut community = false;
    if plain_draws + most_extras > left {
        if most_extras > 0 {
            return Err(Error::UnsupportedGame {
                reason: format!(
                    "the extra cards for up {}s could run the deck out (the deal to come may \
                     need {} unseen cards, {left} are left): equity does not count such a deal",
                    char::from(RANK_CHARS[usize::from(extra.unwrap_or(0))]),
                    plain_draws + most_extras
                ),
            });
        }
        // rules §2.1: one community card stands in for every player's last (down) card.
        let owed_last: Option<Vec<usize>> =
            downs_to_come.iter().map(|&d| d.checked_sub(1)).collect();
        match owed_last {
            Some(downs) if plain_draws - request.players.len() < left => {
                downs_to_come = downs;
                community = true;
            }
            _ => {
                return Err(Error::NotEnoughCards {
                    needed: plain_draws,
                    left,
                })
            }
        }
    }
    let mut steps = Vec::new();
    let most_ups = ups_to_come.iter().copied().max().unwrap_or(0);
    for pass in 0..most_ups {
        steps.extend(
            (0..ups_to_come.len())
                .filter(|&p| ups_to_come[p] > pass)
                .map(Step::Up),
        );
    }
    steps.extend(
        downs_to_come
            .iter()
            .enumerate()
            .filter(|&(_, &k)| k > 0)
            .map(|(p, &k)| Step::Downs(p, k)),
    );
    if community {
        steps.push(Step::Community);
    }
    let needs: Vec<usize> = ups_to_come
        .iter()
        .zip(&downs_to_come)
        .map(|(u, d)| u + d)
        .collect();
    let ups: usize = ups_to_come.iter().sum();
    let most_draws =
        ups + most_extras + downs_to_come.iter().sum::<usize>() + usize::from(community);
    let sequence = Sequence {
        walks: walks(left, ups + most_extras, &downs_to_come, community),
        steps,
        hole,
        wild: WildState::new(rules.wild, up_cards),
        extra_card_up_rank: extra,
        most_draws,
    };
    Ok((sequence, needs, community))
}

/// The question's up cards, which this game cannot do without.
fn up_cards(request: &EquityRequest) -> Result<&[Card]> {
    let Some(up_cards) = &request.rules.up_cards else {
        return Err(Error::InvalidEquity {
            reason: format!(
                "this game needs up_cards, the cards dealt face up so far in dealing order: {}",
                why_in_order(&request.rules, request.showdown.is_chicago())
            ),
        });
    };
    Ok(up_cards)
}

fn why_in_order(rules: &GameRules, chicago: bool) -> &'static str {
    if chicago {
        "the spade half goes by the hole cards"
    } else if rules.extra_card_up_rank.is_some() {
        "an up card may bring an extra card"
    } else {
        "the wild rank follows the order of the up cards"
    }
}

/// The cards of one face a player still gets, or the error naming the player.
fn to_come(player: usize, face: &'static str, known: usize, dealt: usize) -> Result<usize> {
    dealt
        .checked_sub(known)
        .ok_or(Error::TooManyKnownFaceCards {
            player,
            face,
            got: known,
            max: dealt,
        })
}

/// An upper bound on the deals walked: ordered up (and extra) cards, then down sets.
fn walks(pool: usize, ordered: usize, downs: &[usize], community: bool) -> u128 {
    let mut left = pool;
    let mut total: u128 = 1;
    for _ in 0..ordered.min(pool) {
        total = total.saturating_mul(left as u128);
        left -= 1;
    }
    for &down in downs {
        total = total.saturating_mul(binomial(left, down));
        left = left.saturating_sub(down);
    }
    if community {
        total = total.saturating_mul(left as u128);
    }
    total
}

/// `n (n - 1) ... (n - k + 1)`, saturating.
fn falling(n: usize, k: usize) -> u128 {
    (0..k).fold(1u128, |product, i| {
        product.saturating_mul(n.saturating_sub(i) as u128)
    })
}

impl Sequence {
    /// Whether every deal can be walked, and its weights summed in a tally's units.
    pub fn exact_is_cheap(&self, pool: usize) -> bool {
        let total_weight = falling(pool, self.most_draws);
        self.walks <= EXACT_OUTCOME_LIMIT
            && total_weight.saturating_mul(POT as u128) < u64::MAX as u128
    }

    /// The number of outcomes a count reports: the ordered draw sequences the weights stand for.
    fn down_orders(&self) -> u64 {
        self.steps
            .iter()
            .map(|step| match *step {
                Step::Downs(_, k) => (1..=k as u64).product::<u64>(),
                _ => 1,
            })
            .product()
    }
}

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
    in_parallel(threads, deal.players(), |thread| {
        let mut walker = Walker {
            table: Table::new(deal, sequence),
            used: vec![false; pool],
            weights: &weights,
            thread,
            threads,
        };
        walker.step(0, 0);
        walker.table.tally
    })
}

/// The cards of one outcome as it is dealt, and its judgement.
struct Table<'a> {
    deal: &'a Deal,
    sequence: &'a Sequence,
    hands: Vec<[Card; WILD_MAX_CARDS]>,
    lengths: Vec<usize>,
    holes: Vec<[Card; WILD_MAX_CARDS]>,
    hole_lengths: Vec<usize>,
    wild: WildState,
    strengths: Vec<Option<Strength>>,
    seats: Vec<usize>,
    verdict: Verdict,
    tally: Tally,
}

impl<'a> Table<'a> {
    fn new(deal: &'a Deal, sequence: &'a Sequence) -> Table<'a> {
        let players = deal.players();
        let mut table = Table {
            deal,
            sequence,
            hands: vec![[Card::new_unchecked(0); WILD_MAX_CARDS]; players],
            lengths: vec![0; players],
            holes: vec![[Card::new_unchecked(0); WILD_MAX_CARDS]; players],
            hole_lengths: vec![0; players],
            wild: sequence.wild,
            strengths: vec![None; players],
            seats: (0..players).collect(),
            verdict: Verdict::default(),
            tally: Tally::new(players),
        };
        for player in 0..players {
            let known = &deal.known[player];
            table.hands[player][..known.len()].copy_from_slice(known);
            let hole = &sequence.hole[player];
            table.holes[player][..hole.len()].copy_from_slice(hole);
        }
        table.reset();
        table
    }

    /// Back to the known cards only.
    fn reset(&mut self) {
        for player in 0..self.deal.players() {
            self.lengths[player] = self.deal.known[player].len();
            self.hole_lengths[player] = self.sequence.hole[player].len();
        }
        self.wild = self.sequence.wild;
    }

    fn give(&mut self, player: usize, card: Card, down: bool) {
        self.hands[player][self.lengths[player]] = card;
        self.lengths[player] += 1;
        if down {
            self.holes[player][self.hole_lengths[player]] = card;
            self.hole_lengths[player] += 1;
        }
    }

    fn take_back(&mut self, player: usize, down: bool) {
        self.lengths[player] -= 1;
        if down {
            self.hole_lengths[player] -= 1;
        }
    }

    /// The community card, in every hand and in no hole.
    fn give_everyone(&mut self, card: Card) {
        for (hand, length) in self.hands.iter_mut().zip(self.lengths.iter_mut()) {
            hand[*length] = card;
            *length += 1;
        }
    }

    fn take_back_from_everyone(&mut self) {
        self.lengths.iter_mut().for_each(|length| *length -= 1);
    }

    /// Whether `card`, dealt face up, brings its owner an extra down card.
    fn brings_extra(&self, card: Card) -> bool {
        self.sequence.extra_card_up_rank == Some(card.rank())
    }

    fn judge(&mut self, weight: u64) {
        let showdown = self.deal.showdown.with_wild(self.wild.set);
        for (player, slot) in self.strengths.iter_mut().enumerate() {
            *slot = strength(
                &self.hands[player][..self.lengths[player]],
                &self.holes[player][..self.hole_lengths[player]],
                showdown,
            );
        }
        self.verdict.judge(showdown, &self.strengths, &self.seats);
        self.tally.add(&self.verdict, weight);
    }
}

/// A depth-first walk over every deal to come; the first card is shared out between threads.
struct Walker<'a, 'w> {
    table: Table<'a>,
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
                    let before = self.table.wild;
                    self.table.wild = before.after_up_card(card);
                    self.table.give(player, card, false);
                    if self.table.brings_extra(card) {
                        self.extra(player, at + 1, depth + 1);
                    } else {
                        self.step(at + 1, depth + 1);
                    }
                    self.table.take_back(player, false);
                    self.table.wild = before;
                    self.used[index] = false;
                }
            }
            Step::Downs(player, count) => self.downs(player, count, 0, at, depth),
            Step::Community => {
                let choices: Vec<usize> = self.choices(depth, 0).collect();
                for index in choices {
                    let card = self.card(index);
                    let before = self.table.wild;
                    self.table.wild = before.after_up_card(card);
                    self.table.give_everyone(card);
                    self.step(at + 1, depth + 1);
                    self.table.take_back_from_everyone();
                    self.table.wild = before;
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
            self.table.give(player, card, true);
            self.step(next, depth + 1);
            self.table.take_back(player, true);
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
            self.table.give(player, card, true);
            self.downs(player, left - 1, index + 1, at, depth + 1);
            self.table.take_back(player, true);
            self.used[index] = false;
        }
    }
}

/// Random deals to come, one by one (the Monte Carlo side of [`run_exact`]).
pub(crate) struct SequenceSampler<'a> {
    table: Table<'a>,
}

impl<'a> SequenceSampler<'a> {
    pub fn new(deal: &'a Deal, sequence: &'a Sequence) -> SequenceSampler<'a> {
        SequenceSampler {
            table: Table::new(deal, sequence),
        }
    }
}

impl Sampler for SequenceSampler<'_> {
    fn deal_and_judge(&mut self, pool: &mut [Card], rng: &mut Xoshiro) {
        let table = &mut self.table;
        table.reset();
        let mut drawn = 0;
        let mut draw = |pool: &mut [Card]| {
            let j = drawn + rng.below((pool.len() - drawn) as u64) as usize;
            pool.swap(drawn, j);
            drawn += 1;
            pool[drawn - 1]
        };
        for &step in &table.sequence.steps {
            match step {
                Step::Up(player) => {
                    let card = draw(pool);
                    table.wild = table.wild.after_up_card(card);
                    table.give(player, card, false);
                    if table.brings_extra(card) {
                        let extra = draw(pool);
                        table.give(player, extra, true);
                    }
                }
                Step::Downs(player, count) => {
                    for _ in 0..count {
                        let card = draw(pool);
                        table.give(player, card, true);
                    }
                }
                Step::Community => {
                    let card = draw(pool);
                    table.wild = table.wild.after_up_card(card);
                    table.give_everyone(card);
                }
            }
        }
        table.judge(1);
    }

    fn into_tally(self) -> Tally {
        self.table.tally
    }
}
