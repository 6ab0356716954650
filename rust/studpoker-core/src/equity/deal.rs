//! The question checked and turned into a deal to come: who still gets how many cards, from
//! which unseen cards, and whether the last card is a community card (rules §2.1).
//!
//! Above `plan` in `equity/`'s order (see `mod.rs`).

use super::game::{EquityRequest, WildRule, MAX_PLAYERS, MIN_PLAYERS};
use super::plan::{self, binomial, Sequence};
use crate::card::Card;
use crate::error::{Error, Result};
use crate::eval::{MAX_CARDS, MIN_CARDS};
use crate::settle::Showdown;
use crate::showdown::ContestKind;

/// A checked question: every card distinct, every player completable.
#[derive(Clone, Debug)]
pub(crate) struct Deal {
    pub showdown: Showdown,
    /// Each player's known cards.
    pub known: Vec<Vec<Card>>,
    /// How many more cards of their own each player gets.
    pub needs: Vec<usize>,
    /// Whether one community card, counting for every player, stands in for the last card.
    pub community: bool,
    /// The unseen cards (neither a player's nor dead), ascending.
    pub pool: Vec<Card>,
    /// The deal to come card by card, for the games where the order or the face of a card
    /// matters (Chicago, follow-the-queen, Baseball); `None`: a set per player is enough.
    pub sequence: Option<Sequence>,
}

impl Deal {
    pub fn players(&self) -> usize {
        self.known.len()
    }

    /// Cards drawn from the pool in one outcome.
    pub fn draws(&self) -> usize {
        self.needs.iter().sum::<usize>() + usize::from(self.community)
    }

    /// The number of distinct outcomes (each player's cards as a set), saturating.
    pub fn outcomes(&self) -> u128 {
        let mut left = self.pool.len();
        let mut total: u128 = 1;
        for &need in &self.needs {
            total = total.saturating_mul(binomial(left, need));
            left -= need;
        }
        if self.community {
            total = total.saturating_mul(left as u128);
        }
        total
    }
}

pub(crate) fn check(request: &EquityRequest) -> Result<Deal> {
    // A composed showdown that could leave a pot unpaid would leave outcomes unshared.
    request.showdown.check()?;
    let wild_game = match request.rules.wild {
        WildRule::None => false,
        WildRule::Fixed(set) => !set.is_empty(),
        WildRule::FollowTheQueen => true,
    };
    if wild_game && request.showdown.contest(ContestKind::Low27).is_some() {
        return Err(Error::UnsupportedGame {
            reason: "the 2-7 low is played without wild cards".to_string(),
        });
    }
    let players = request.players.len();
    if !(MIN_PLAYERS..=MAX_PLAYERS).contains(&players) {
        return Err(Error::PlayerCount {
            got: players,
            min: MIN_PLAYERS,
            max: MAX_PLAYERS,
        });
    }
    let per_player = request.cards_per_player;
    if !(MIN_CARDS..=MAX_CARDS).contains(&per_player) {
        return Err(Error::UnsupportedGame {
            reason: format!(
                "a game dealing {per_player} cards to a player: equity takes {MIN_CARDS} to {MAX_CARDS}"
            ),
        });
    }
    check_distinct(request)?;
    check_up_cards(request)?;
    let mut seen = [false; 52];
    let up_cards = request.rules.up_cards.iter().flatten();
    for card in request
        .players
        .iter()
        .flatten()
        .chain(&request.dead)
        .chain(up_cards)
    {
        seen[usize::from(card.index())] = true;
    }
    let pool: Vec<Card> = (0..52u8)
        .filter(|&i| !seen[usize::from(i)])
        .map(Card::new_unchecked)
        .collect();
    let showdown = match request.rules.wild {
        WildRule::Fixed(set) => request.showdown.with_wild(set),
        WildRule::None | WildRule::FollowTheQueen => request.showdown,
    };
    let deal = |needs, community, pool, sequence| Deal {
        showdown,
        known: request.players.clone(),
        needs,
        community,
        pool,
        sequence,
    };
    if request.rules.deals_in_order(request.showdown.is_chicago()) {
        let (sequence, needs, community) = plan::plan(request, &pool)?;
        return Ok(deal(needs, community, pool, Some(sequence)));
    }
    for (player, cards) in request.players.iter().enumerate() {
        if cards.len() > per_player {
            return Err(Error::TooManyKnownCards {
                player,
                got: cards.len(),
                max: per_player,
            });
        }
    }
    let own_needs: Vec<usize> = request
        .players
        .iter()
        .map(|cards| per_player - cards.len())
        .collect();
    let needed: usize = own_needs.iter().sum();
    if needed <= pool.len() {
        return Ok(deal(own_needs, false, pool, None));
    }
    // rules §2.1: the unseen cards cannot give every player a last card, so one card in the
    // middle stands in for everyone's last card. A player whose last card is known has none.
    let community_needs: Option<Vec<usize>> =
        own_needs.iter().map(|&need| need.checked_sub(1)).collect();
    if let Some(needs) = community_needs {
        if needs.iter().sum::<usize>() < pool.len() {
            return Ok(deal(needs, true, pool, None));
        }
    }
    Err(Error::NotEnoughCards {
        needed,
        left: pool.len(),
    })
}

/// Every card at most once among the players' and the dead cards; the error names both places.
fn check_distinct(request: &EquityRequest) -> Result<()> {
    let mut place: [Option<usize>; 52] = [None; 52];
    let dead_place = request.players.len();
    let name = |at: usize| {
        if at == dead_place {
            "the dead cards".to_string()
        } else {
            format!("player {at}'s cards")
        }
    };
    let given = request
        .players
        .iter()
        .enumerate()
        .flat_map(|(player, cards)| cards.iter().map(move |&card| (player, card)))
        .chain(request.dead.iter().map(|&card| (dead_place, card)));
    for (at, card) in given {
        let slot = &mut place[usize::from(card.index()) % 52];
        if let Some(first) = *slot {
            return Err(Error::CardGivenTwice {
                card,
                first: name(first),
                second: name(at),
            });
        }
        *slot = Some(at);
    }
    Ok(())
}

/// The up cards dealt so far, each at most once (a card may be both up and dead, or up and a
/// player's own).
fn check_up_cards(request: &EquityRequest) -> Result<()> {
    let Some(up_cards) = &request.rules.up_cards else {
        return Ok(());
    };
    for (i, card) in up_cards.iter().enumerate() {
        if up_cards[..i].contains(card) {
            return Err(Error::CardGivenTwice {
                card: *card,
                first: "the up cards".to_string(),
                second: "the up cards".to_string(),
            });
        }
    }
    Ok(())
}
