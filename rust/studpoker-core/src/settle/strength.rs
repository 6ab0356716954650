//! Every claimant evaluated once, before any pot is awarded: the values each pot compares.

use super::{SettleRequest, Showdown};
use crate::card::Card;
use crate::error::{Error, Result};
use crate::eval::{evaluate_high, evaluate_low_8, evaluate_low_a5, Evaluation};

/// What one claimant brings to every pot it is eligible for. Greater is better in every field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Strength {
    /// The high rank (every showdown but razz).
    pub high: Option<u16>,
    /// The razz rank, or the 8-or-better rank when the hand makes a qualifying low.
    pub low: Option<u16>,
    /// Chicago: how good the seat's best spade in the hole is for the spade half.
    pub spade: Option<u16>,
    /// The highest card the seat shows (rank, then suit): the `high_card_by_suit` order.
    pub top_card: Card,
}

/// The strength of every claimant (`None` for seats without a claim). Only called when two or
/// more seats claim, so every claimant shows cards.
pub(super) fn evaluate_claimants(request: &SettleRequest) -> Result<Vec<Option<Strength>>> {
    request
        .hands
        .iter()
        .enumerate()
        .map(|(seat, hand)| {
            hand.as_deref()
                .map(|cards| {
                    let hole = request
                        .hole_cards
                        .as_ref()
                        .and_then(|holes| holes[seat].as_deref())
                        .unwrap_or(&[]);
                    evaluate_one(cards, &request.community, hole, request.showdown).map_err(
                        |error| Error::AtSeat {
                            seat,
                            source: Box::new(error),
                        },
                    )
                })
                .transpose()
        })
        .collect()
}

fn rank(evaluation: Evaluation) -> u16 {
    evaluation.value.rank
}

/// `own` are the seat's cards, `community` the cards every claimant shares (rules §2.1): the
/// hand is both together; the odd-chip top card is the seat's own (a community card is nobody's).
fn evaluate_one(
    own: &[Card],
    community: &[Card],
    hole: &[Card],
    showdown: Showdown,
) -> Result<Strength> {
    let joined: Vec<Card>;
    let cards = if community.is_empty() {
        own
    } else {
        joined = own.iter().chain(community).copied().collect();
        &joined
    };
    let (high, low) = match showdown {
        Showdown::High | Showdown::HighChicagoLow | Showdown::HighChicagoHigh => {
            (Some(rank(evaluate_high(cards)?)), None)
        }
        Showdown::LowA5 => (None, Some(rank(evaluate_low_a5(cards)?))),
        Showdown::HighLow8 => (
            Some(rank(evaluate_high(cards)?)),
            evaluate_low_8(cards)?.map(rank),
        ),
    };
    let spades = hole
        .iter()
        .filter(|card| card.suit() == 3)
        .map(|c| c.rank());
    let spade = match showdown {
        // Low Chicago: the two of spades is best, so the key falls as the rank rises.
        Showdown::HighChicagoLow => spades.min().map(|r| 12 - u16::from(r)),
        Showdown::HighChicagoHigh => spades.max().map(u16::from),
        _ => None,
    };
    // Never empty here (a claimant among several shows cards of its own); no unwrap all the same.
    let top_card = own.iter().copied().max().ok_or(Error::WrongCardCount {
        got: cards.len(),
        min: crate::eval::MIN_CARDS,
        max: crate::eval::MAX_CARDS,
    })?;
    Ok(Strength {
        high,
        low,
        spade,
        top_card,
    })
}
