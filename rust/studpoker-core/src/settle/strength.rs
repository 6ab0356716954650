//! Every claimant evaluated once, before any pot is awarded: the values each pot compares.

use super::{SettleRequest, Showdown, MAX_SEATS};
use crate::card::Card;
use crate::error::{Error, Result};
use crate::eval::check_hand;
use crate::eval::wild::check_wild_hand;
use crate::showdown::{hand_ranks, Strength};

/// Per seat (`MAX_SEATS` at most), on the stack: no allocation per settlement.
pub(super) type Strengths = [Option<Strength>; MAX_SEATS];

/// The strength of every claimant into `strengths` (left `None` for seats without a claim).
/// Only called when two or more seats claim, so every claimant shows cards.
pub(super) fn evaluate_claimants(request: &SettleRequest, strengths: &mut Strengths) -> Result<()> {
    for (seat, hand) in request.hands.iter().enumerate() {
        strengths[seat] = hand
            .as_deref()
            .map(|cards| {
                let hole = request
                    .hole_cards
                    .as_ref()
                    .and_then(|holes| holes[seat].as_deref())
                    .unwrap_or(&[]);
                evaluate_one(cards, &request.community, hole, request.showdown).map_err(|error| {
                    Error::AtSeat {
                        seat,
                        source: Box::new(error),
                    }
                })
            })
            .transpose()?;
    }
    Ok(())
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
    // Wild contests take up to eleven cards (Baseball's extra cards), plain ones up to nine.
    if showdown.contests().any(|contest| !contest.wild.is_empty()) {
        check_wild_hand(cards)?;
    } else {
        check_hand(cards)?;
    }
    let (high, low) = hand_ranks(cards, showdown);
    let spade = showdown.spade_key(hole);
    // Never empty here (a claimant among several shows cards of its own); no unwrap all the same.
    let Some(top_card) = own.iter().copied().max() else {
        return Err(Error::WrongCardCount {
            got: cards.len(),
            min: crate::eval::MIN_CARDS,
            max: crate::eval::MAX_CARDS,
        });
    };
    Ok(Strength {
        high,
        low,
        spade,
        top_card,
    })
}
