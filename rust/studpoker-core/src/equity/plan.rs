//! The plan of a deal to come card by card, for the games where a set of cards per player is
//! not enough: Chicago (the spade half goes by the hole cards), follow-the-queen (the wild rank
//! follows the order of the up cards) and Baseball (an up 4 brings an extra down card at once).
//!
//! The up cards to come are dealt in passes, each player still owed one taking it in turn (the
//! players are listed in dealing order); an up card of Baseball's rank gives its owner a down
//! card at once; then every player's down cards (as a set: their order changes nothing), then
//! the community card if one stands in for the last card (face up in the middle: it is the last
//! up card, and no one's hole card). The walk of such a plan is `sequence.rs`'s, its random
//! deals `monte_carlo.rs`'s. Also the counts of deals (`binomial`, `falling`) the other plans
//! use.
//!
//! Above the leaves in `equity/`'s order (see `mod.rs`): it uses `game` and `tally`.

use super::game::{EquityRequest, GameRules, WildState, EXACT_OUTCOME_LIMIT};
use super::tally::POT;
use crate::card::{Card, RANK_CHARS};
use crate::error::{Error, Result};
use crate::eval::wild::WILD_MAX_CARDS;

/// `n` choose `k`, saturating.
pub(crate) fn binomial(n: usize, k: usize) -> u128 {
    if k > n {
        return 0;
    }
    let k = k.min(n - k);
    let mut result: u128 = 1;
    for i in 0..k {
        // Exact at every step: a product of i + 1 consecutive integers is divisible by (i + 1)!.
        result = result.saturating_mul((n - i) as u128) / (i as u128 + 1);
    }
    result
}

/// One step of the deal to come.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Step {
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
    pub steps: Vec<Step>,
    /// Each player's known hole cards.
    pub hole: Vec<Vec<Card>>,
    /// The wild set before the cards to come.
    pub wild: WildState,
    pub extra_card_up_rank: Option<u8>,
    /// The most cards one deal draws (every possible extra card included).
    pub most_draws: usize,
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
    check_hand_size(per_player, up_per_player, extra)?;
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
pub(crate) fn falling(n: usize, k: usize) -> u128 {
    (0..k).fold(1u128, |product, i| {
        product.saturating_mul(n.saturating_sub(i) as u128)
    })
}

impl Sequence {
    /// Whether every deal can be walked, and its weights summed in a tally's units.
    pub fn exact_is_cheap(&self, pool: usize) -> bool {
        let total_weight = falling(pool, self.most_draws);
        self.walks <= EXACT_OUTCOME_LIMIT
            && total_weight.saturating_mul(u128::from(POT)) < u128::from(u64::MAX)
    }

    /// The number of outcomes a count reports: the ordered draw sequences the weights stand for.
    pub fn down_orders(&self) -> u64 {
        self.steps
            .iter()
            .map(|step| match *step {
                Step::Downs(_, k) => (1..=k as u64).product::<u64>(),
                _ => 1,
            })
            .product()
    }
}

/// Refuses a game whose hands could outgrow what the wild evaluator holds: each up card of the
/// extra rank brings one more down card (four of a rank at most), so such a hand is refused
/// rather than indexed past.
fn check_hand_size(per_player: usize, up_per_player: usize, extra: Option<u8>) -> Result<()> {
    let most_cards = per_player + extra.map_or(0, |_| up_per_player.min(4));
    if most_cards > WILD_MAX_CARDS {
        return Err(Error::UnsupportedGame {
            reason: format!(
                "a game of {per_player} cards a player with extra cards for up cards may reach {most_cards} cards; equity counts hands of at most {WILD_MAX_CARDS}"
            ),
        });
    }
    Ok(())
}
