//! Settlement at the end of a hand (rules §3.4, §5.3): contributions cut into pots, each pot goes
//! to the best hands among the seats eligible for it, ties split to the last odd chip.
//!
//! The work is done in four steps, one module each:
//!
//! 1. `validate`: refuse input that cannot describe a real hand;
//! 2. `layers`: cut the contributions into pots and find the uncalled excess;
//! 3. `strength`: evaluate every claimant once (high, low, spade, highest card shown);
//! 4. `award`: find each pot's winners and divide its chips, odd chips by policy.
//!
//! A request may carry a rake: per pot of the layout, chips the house takes from the pot before
//! it is divided (`validate::check_rake` once the pots are cut). The halves of a hi-lo pot and its
//! odd chips are cut from what is left; the pot reports both its chips and its rake.
//!
//! Seat sets (the claimants, a layer's eligible seats) are `seats::Seats` bit masks, and
//! [`settle_into`] writes into a settlement whose lists it reuses: a batch settled into one value
//! allocates almost nothing per hand (the allocator was most of a settlement's cost).
//!
//! With `merge_pots` (the reading of hand histories written by pokerkit) the claimants who win
//! nothing are taken out once the pots are judged, the layers are cut again among the others,
//! and pots left with the same claimants are one pot, split once (odd chips differ).

mod award;
mod layers;
mod pots;
mod rules;
mod seats;
mod strength;
mod validate;

#[cfg(test)]
mod tests;

pub use crate::showdown::Showdown;
pub use pots::{pot_layout, PotLayout, PotShare};
pub use rules::{OddChip, OddChipHalf};

use crate::card::Card;
use crate::error::Result;

/// The most seats a settlement takes: its cost grows with seats x contribution levels, and no
/// stud table seats more than ten.
pub const MAX_SEATS: usize = 64;

pub use crate::chips::Chips;

/// An amount or seat number as the caller gave it, before validation. Wider than [`Chips`] so
/// that a value out of range is refused by validation, in its order and with its own number,
/// rather than by whatever converted it.
pub type Given = i128;

/// Everything a settlement needs, per seat (seat `i` is index `i`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettleRequest {
    /// Every chip each seat put in during the hand, antes included.
    pub contributions: Vec<Given>,
    /// The cards each seat shows; `None` when it holds no claim (folded, mucked, not dealt in).
    /// A sole claimant may show nothing (an empty list).
    pub hands: Vec<Option<Vec<Card>>>,
    /// The dealer seat, as given (checked against the seat count).
    pub dealer: Given,
    pub showdown: Showdown,
    pub odd_chip: OddChip,
    /// The half of a split pot (hi-lo, Chicago) that takes the odd chip of the halving.
    pub odd_chip_half: OddChipHalf,
    /// Each seat's hole cards, needed by the Chicago showdowns; every hole card must be shown.
    pub hole_cards: Option<Vec<Option<Vec<Card>>>>,
    /// Community cards (rules §2.1): dealt face up in the middle when the stub runs short, they
    /// count for every claimant's hand. Empty in a hand that never ran out.
    pub community: Vec<Card>,
    /// Chips in the middle that belong to no seat's layer (e.g. antes a profile does not trim):
    /// a pot of their own, placed first, that every claimant may win. Zero in most hands.
    pub dead: Given,
    /// Merge the pots whose claimants are the same once the losing hands are out, and split each
    /// merged pot once (pokerkit's settlement). `false`: every pot is split on its own (rules §5.3).
    pub merge_pots: bool,
    /// The rake: per pot of the layout (main pot first, as cut before any merging), the chips
    /// taken from it before it is divided, `0..=` its chips. `None`: nothing is raked. A merged
    /// pot's rake is the sum of the rakes of the pots it joins.
    pub rake: Option<Vec<Chips>>,
}

/// One pot and how it was won.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Pot {
    /// The chips in the pot, its rake included.
    pub amount: Chips,
    /// The chips raked from the pot before it was divided; the shares add up to `amount - rake`.
    pub rake: Chips,
    /// The claimants who reached the top of this pot's layers, ascending.
    pub eligible: Vec<usize>,
    /// The best high hands among the eligible seats (every showdown but razz), ascending.
    pub high_winners: Vec<usize>,
    /// The razz winners, the hi-lo low half, or the Chicago spade; empty where there is none.
    pub low_winners: Vec<usize>,
    /// Chips from this pot, per seat.
    pub shares: Vec<Chips>,
    /// The seats with a share greater than zero, ascending.
    pub winners: Vec<usize>,
}

/// The outcome of a hand: the pots, main pot first, and the chips per seat.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct Settlement {
    pub pots: Vec<Pot>,
    /// The uncalled excess handed back, per seat.
    pub returned: Vec<Chips>,
    /// Pot shares plus returned chips, per seat; they add up to the contributions plus the dead
    /// chips, less the rake.
    pub payouts: Vec<Chips>,
    /// Payouts minus contributions, per seat.
    pub net: Vec<Chips>,
}

/// Settles one hand: validates the request, builds the pots and awards each of them.
///
/// # Errors
///
/// A request that cannot describe a real hand, refused in the order docs/core-api.md gives
/// (seats, chips, claims, cards, hole cards), each error naming the seat; card errors of an
/// evaluation come last.
pub fn settle(request: &SettleRequest) -> Result<Settlement> {
    let mut settlement = Settlement::default();
    settle_into(request, &mut settlement)?;
    Ok(settlement)
}

/// [`settle`] into `out`, reusing its lists: settling many hands one after the other into the
/// same value allocates nothing once its lists are large enough. On an error `out` holds
/// nothing meaningful.
///
/// # Errors
///
/// As [`settle`].
pub fn settle_into(request: &SettleRequest, out: &mut Settlement) -> Result<()> {
    let table = validate::check(request)?;
    let layers = layers::cut(
        &table.contributions,
        table.claimants,
        table.dead,
        &mut out.returned,
    );
    validate::check_rake(request.rake.as_deref(), &layers)?;
    let rake_of = |index: usize| rake_of(request.rake.as_deref(), index);
    let seats = table.contributions.len();
    let pots = reused(&mut out.pots, layers.len());
    if let (Some(sole), 1) = (table.claimants.iter().next(), table.claimants.len()) {
        // Everyone else folded or mucked: nothing is compared and the winner need not show.
        for (index, (&layer, pot)) in layers.iter().zip(pots).enumerate() {
            award::uncontested(layer, rake_of(index), sole, request.showdown, seats, pot);
        }
    } else {
        let mut strengths = [None; MAX_SEATS];
        strength::evaluate_claimants(request, &mut strengths)?;
        let contest = award::Contest {
            showdown: request.showdown,
            odd_chip: request.odd_chip,
            odd_chip_half: request.odd_chip_half,
            dealer: table.dealer,
            strengths: &strengths[..seats],
        };
        for (index, (&layer, pot)) in layers.iter().zip(pots).enumerate() {
            contest.award(layer, rake_of(index), pot);
        }
        if request.merge_pots {
            out.pots = merged(&table, &out.pots, &contest);
        }
    }
    out.payouts.clear();
    out.payouts.extend_from_slice(&out.returned);
    for pot in &out.pots {
        for (payout, share) in out.payouts.iter_mut().zip(&pot.shares) {
            *payout += share;
        }
    }
    out.net.clear();
    out.net.extend(
        out.payouts
            .iter()
            .zip(&table.contributions)
            .map(|(paid, put_in)| paid - put_in),
    );
    Ok(())
}

/// The rake of pot `index` (checked against the layout: one per pot, or none at all).
fn rake_of(rake: Option<&[Chips]>, index: usize) -> Chips {
    rake.and_then(|rake| rake.get(index)).copied().unwrap_or(0)
}

/// `pots` with exactly `count` pots, those already there kept (their lists reused).
fn reused(pots: &mut Vec<Pot>, count: usize) -> &mut [Pot] {
    pots.truncate(count);
    pots.resize_with(count, Pot::default);
    pots
}

/// pokerkit's settlement: the claimants who are the best hand (high or low) of no pot lose their
/// claim, the layers are cut again among the others, so pots with the same remaining claimants
/// become one, and each is awarded once. The winners of every chip are unchanged (a losing hand
/// was beaten in every pot it could win); only the division of odd chips can differ.
///
/// Each merged pot joins whole pots of the first cut (a claimant taken out only makes neighbours
/// alike), so its rake is the sum of theirs, found by walking both lists in chip order.
fn merged(table: &validate::Checked, pots: &[Pot], contest: &award::Contest<'_>) -> Vec<Pot> {
    let seats = table.contributions.len();
    let winners = seats::Seats::filter(seats, |seat| {
        pots.iter()
            .any(|pot| pot.high_winners.contains(&seat) || pot.low_winners.contains(&seat))
    });
    let mut returned = Vec::new(); // the same as the first cut's
    let mut first_cut = pots.iter();
    layers::cut(
        &table.contributions,
        table.claimants.and(winners),
        table.dead,
        &mut returned,
    )
    .into_iter()
    .map(|layer| {
        let (mut joined, mut rake) = (0, 0);
        while joined < layer.amount {
            let Some(pot) = first_cut.next() else { break };
            joined += pot.amount;
            rake += pot.rake;
        }
        let mut pot = Pot::default();
        contest.award(layer, rake, &mut pot);
        pot
    })
    .collect()
}
