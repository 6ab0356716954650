//! The equity question ([`EquityRequest`]) and what its game deals beyond plain stud: which
//! cards are up, wild cards (a fixed set, or follow-the-queen's set that changes as up cards
//! fall) and Baseball's extra card for an up 4 (rules §6 notes).
//!
//! A leaf of `equity/`: it uses no other module of it.

use crate::card::{Card, CardSet};
use crate::settle::Showdown;

/// Fewest and most players an equity question takes.
pub const MIN_PLAYERS: usize = 2;
pub const MAX_PLAYERS: usize = 8;
/// Outcomes dealt one by one when counting exactly, at most (a few tenths of a second).
pub const EXACT_OUTCOME_LIMIT: u128 = 4_000_000;
/// Random deals of a Monte Carlo run when the caller names no number.
pub const DEFAULT_SAMPLES: u64 = 200_000;

/// An equity question.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct EquityRequest {
    /// Each player's known cards, down and up (an opponent's unseen down cards left out).
    pub players: Vec<Vec<Card>>,
    /// Cards known to be out of play: folded up cards, burns seen.
    pub dead: Vec<Card>,
    /// The cards a player ends with (5 in five-card stud, 7 in seven-card stud).
    pub cards_per_player: usize,
    pub showdown: Showdown,
    /// `Some(n)`: a Monte Carlo run of `n` deals even when exact counting is feasible.
    pub samples: Option<u64>,
    /// The Monte Carlo seed; the same seed gives the same figures.
    pub seed: u64,
    /// Worker threads; `None`: one per core.
    pub threads: Option<usize>,
    /// Wild cards, the up cards so far and dealing rules (the default: plain stud).
    pub rules: GameRules,
}

/// The queen's rank index (2 = 0 ... A = 12).
const QUEEN: u8 = 10;

/// Every card of `rank`.
const fn rank_set(rank: u8) -> CardSet {
    CardSet(0xF << (4 * rank as u32))
}

/// The wild cards of a game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum WildRule {
    /// No wild cards.
    #[default]
    None,
    /// The same cards are wild all hand (acey-deucy, one-eyed jacks, suicide king, Baseball).
    Fixed(CardSet),
    /// Queens and the rank of the up card dealt right after the latest up queen.
    FollowTheQueen,
}

/// The game's dealing, beyond the cards per player and the showdown.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct GameRules {
    /// Every card dealt face up so far, in the order dealt (every seat's, folded ones' too).
    /// A player's cards among them are their up cards, the rest their hole cards; the others
    /// are out of play. `None`: not given (only Chicago, follow-the-queen and Baseball need it).
    pub up_cards: Option<Vec<Card>>,
    /// The down cards a player gets in the game (3 in seven-card stud), not counting extras.
    pub down_cards: usize,
    pub wild: WildRule,
    /// Baseball: an up card of this rank gives its owner an extra down card at once.
    pub extra_card_up_rank: Option<u8>,
}

impl GameRules {
    /// Whether the deal to come must be followed card by card (the order of the up cards, or
    /// which cards are in the hole, changes who wins), rather than as a set per player.
    pub(crate) fn deals_in_order(&self, chicago: bool) -> bool {
        chicago || self.wild == WildRule::FollowTheQueen || self.extra_card_up_rank.is_some()
    }
}

/// The wild set in force while the up cards fall.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct WildState {
    rule: WildRule,
    /// The wild cards now.
    pub set: CardSet,
    /// Follow-the-queen: whether the latest up card was a queen (the next one decides).
    after_queen: bool,
}

impl WildState {
    /// The state once `up_cards` (in dealing order) are showing.
    pub fn new(rule: WildRule, up_cards: &[Card]) -> WildState {
        let set = match rule {
            WildRule::None => CardSet::EMPTY,
            WildRule::Fixed(set) => set,
            WildRule::FollowTheQueen => rank_set(QUEEN),
        };
        let start = WildState {
            rule,
            set,
            after_queen: false,
        };
        up_cards
            .iter()
            .fold(start, |state, &card| state.after_up_card(card))
    }

    /// Follow-the-queen (rules §6 notes): an up queen leaves only queens wild; the up card right
    /// after it makes its rank wild too; a queen after a queen leaves the choice to the next.
    #[inline]
    pub fn after_up_card(self, card: Card) -> WildState {
        if self.rule != WildRule::FollowTheQueen {
            return self;
        }
        let queens = rank_set(QUEEN);
        if card.rank() == QUEEN {
            WildState {
                set: queens,
                after_queen: true,
                ..self
            }
        } else if self.after_queen {
            WildState {
                set: CardSet(queens.0 | rank_set(card.rank()).0),
                after_queen: false,
                ..self
            }
        } else {
            WildState {
                after_queen: false,
                ..self
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;
    use crate::eval::wild::parse_wild;

    fn after(up: &str) -> CardSet {
        WildState::new(WildRule::FollowTheQueen, &parse_cards(up).unwrap()).set
    }

    #[test]
    fn follow_the_queen_follows_the_latest_up_queen() {
        assert_eq!(after("2c 7d"), parse_wild("Q").unwrap());
        assert_eq!(after("Qh 7d 5c"), parse_wild("Q 7").unwrap());
        // A later queen replaces the rank; a queen right after a queen lets the next card decide.
        assert_eq!(after("Qh 7d Qs Qc 9d"), parse_wild("Q 9").unwrap());
        // The last up card a queen: only queens.
        assert_eq!(after("Qh 7d Qs"), parse_wild("Q").unwrap());
    }

    #[test]
    fn a_fixed_set_never_changes() {
        let kh = parse_wild("Kh").unwrap();
        let state = WildState::new(WildRule::Fixed(kh), &parse_cards("Qh 7d").unwrap());
        assert_eq!(state.set, kh);
        assert_eq!(WildState::new(WildRule::None, &[]).set, CardSet::EMPTY);
    }
}
