//! Refuses settlement input that cannot describe a real hand, naming the seat at fault.
//!
//! The checks run in a fixed order (the reference implementation uses the same one): the
//! showdown (a composition that could leave a pot unpaid), lengths,
//! seat count, dealer, contributions seat by seat, dead chips, claims, cards shared between hands (and with
//! the community cards), hole cards; then, once the pots are cut, the rake (`check_rake`).

use super::layers::Layer;
use super::seats::Seats;
use super::{Chips, Given, SettleRequest, MAX_SEATS};
use crate::card::{check_distinct, Card};
use crate::error::{Error, Result};

/// Facts established by validation that the later steps rely on.
#[derive(Debug)]
pub(super) struct Checked {
    pub dealer: usize,
    /// The contributions, each `>= 0` and their total within `Chips`.
    pub contributions: Vec<Chips>,
    /// The dead chips, `>= 0`; with the contributions their total is within `Chips`.
    pub dead: Chips,
    /// Seats with a claim (`hands[seat].is_some()`); never empty.
    pub claimants: Seats,
}

pub(super) fn check(request: &SettleRequest) -> Result<Checked> {
    // The rule before the seats: a showdown that could leave a pot unpaid is refused whole.
    request.showdown.check()?;
    let seats = check_lengths(request)?;
    let dealer = usize::try_from(request.dealer)
        .ok()
        .filter(|&d| d < seats)
        .ok_or(Error::DealerOutOfRange {
            dealer: request.dealer,
            seats,
        })?;
    let contributions = check_contributions(&request.contributions)?;
    let dead = check_dead(request.dead, &contributions)?;
    let claimants = Seats::filter(seats, |seat| request.hands[seat].is_some());
    check_claims(request, &contributions, claimants)?;
    check_cards_are_distinct(&request.hands, &request.community)?;
    check_hole_cards(request)?;
    Ok(Checked {
        dealer,
        contributions,
        dead,
        claimants,
    })
}

fn check_lengths(request: &SettleRequest) -> Result<usize> {
    let seats = request.contributions.len();
    let hole_cards = request.hole_cards.as_ref().map(Vec::len);
    if request.hands.len() != seats || hole_cards.is_some_and(|count| count != seats) {
        return Err(Error::SeatCountMismatch {
            contributions: seats,
            hands: request.hands.len(),
            hole_cards,
        });
    }
    check_seat_count(seats)
}

/// At least 2 seats and at most `MAX_SEATS`.
pub(super) fn check_seat_count(seats: usize) -> Result<usize> {
    if seats < 2 {
        return Err(Error::TooFewSeats { seats });
    }
    if seats > MAX_SEATS {
        return Err(Error::TooManySeats {
            seats,
            max: MAX_SEATS,
        });
    }
    Ok(seats)
}

/// The contributions as chips: none negative, the running total within `Chips` at every seat.
pub(super) fn check_contributions(contributions: &[Given]) -> Result<Vec<Chips>> {
    let mut total: Chips = 0;
    let mut chips = Vec::with_capacity(contributions.len());
    for (seat, &amount) in contributions.iter().enumerate() {
        if amount < 0 {
            return Err(Error::NegativeContribution { seat, amount });
        }
        let amount = Chips::try_from(amount).map_err(|_| Error::ChipOverflow { seat })?;
        total = total
            .checked_add(amount)
            .ok_or(Error::ChipOverflow { seat })?;
        chips.push(amount);
    }
    Ok(chips)
}

/// The dead chips as chips: not negative, and the total with the contributions within `Chips`.
pub(super) fn check_dead(dead: Given, contributions: &[Chips]) -> Result<Chips> {
    if dead < 0 {
        return Err(Error::NegativeDeadChips { amount: dead });
    }
    // The contributions' total was checked to fit, so this sum cannot overflow.
    let total: Chips = contributions.iter().sum();
    Chips::try_from(dead)
        .ok()
        .and_then(|dead| total.checked_add(dead).map(|_| dead))
        .ok_or(Error::DeadChipOverflow)
}

fn check_claims(request: &SettleRequest, contributions: &[Chips], claimants: Seats) -> Result<()> {
    if claimants.is_empty() {
        return Err(Error::NoClaimant);
    }
    let top = contributions.iter().copied().max().unwrap_or(0);
    if !claimants.iter().any(|seat| contributions[seat] == top) {
        // `claimants` is not empty, so some seat holds the top amount without a claim.
        let seat = contributions.iter().position(|&c| c == top).unwrap_or(0);
        return Err(Error::TopContributorWithoutClaim { seat, amount: top });
    }
    if claimants.len() >= 2 {
        let silent = claimants
            .iter()
            .find(|&seat| request.hands[seat].as_ref().is_some_and(Vec::is_empty));
        if let Some(seat) = silent {
            return Err(Error::ClaimWithoutCards { seat });
        }
    }
    Ok(())
}

/// No card in two hands, none twice in a hand, and no community card in a hand (rules §2.1: the
/// community card belongs to nobody and counts for everyone).
fn check_cards_are_distinct(hands: &[Option<Vec<Card>>], community: &[Card]) -> Result<()> {
    // Each card's owner as seat + 1 (0: nobody); seats are fewer than 255 (`MAX_SEATS`).
    const _: () = assert!(MAX_SEATS < 255);
    let mut owners = [0u8; 52];
    let owner = |owners: &[u8; 52], card: &Card| {
        owners[usize::from(card.index())]
            .checked_sub(1)
            .map(usize::from)
    };
    for (seat, hand) in hands.iter().enumerate() {
        for &card in hand.iter().flatten() {
            match owner(&owners, &card) {
                Some(first) if first == seat => {
                    return Err(Error::AtSeat {
                        seat,
                        source: Box::new(Error::DuplicateCard { card }),
                    })
                }
                Some(first) => {
                    return Err(Error::CardInTwoHands {
                        card,
                        first,
                        second: seat,
                    })
                }
                // `seat` is below `MAX_SEATS` (checked first), so `seat + 1` fits.
                None => owners[usize::from(card.index())] = u8::try_from(seat + 1).unwrap_or(0),
            }
        }
    }
    check_distinct(community)?;
    if let Some((&card, seat)) = community
        .iter()
        .find_map(|card| owner(&owners, card).map(|seat| (card, seat)))
    {
        return Err(Error::CommunityCardInHand { card, seat });
    }
    Ok(())
}

fn check_hole_cards(request: &SettleRequest) -> Result<()> {
    let chicago = request.showdown.is_chicago();
    let Some(holes) = &request.hole_cards else {
        return if chicago {
            Err(Error::MissingHoleCards { seat: None })
        } else {
            Ok(())
        };
    };
    for (seat, (hole, hand)) in holes.iter().zip(&request.hands).enumerate() {
        let shown: &[Card] = hand.as_deref().unwrap_or(&[]);
        match hole {
            Some(hole) => {
                check_distinct(hole).map_err(|error| Error::AtSeat {
                    seat,
                    source: Box::new(error),
                })?;
                if let Some(&card) = hole.iter().find(|card| !shown.contains(card)) {
                    return Err(Error::HoleCardNotShown { seat, card });
                }
            }
            None if chicago && !shown.is_empty() => {
                return Err(Error::MissingHoleCards { seat: Some(seat) })
            }
            None => {}
        }
    }
    Ok(())
}

/// The rake against the pots it is taken from: one amount per pot, each from 0 to the pot's chips
/// (pot by pot, main pot first: a negative rake, then one above the pot).
pub(super) fn check_rake(rake: Option<&[Chips]>, pots: &[Layer]) -> Result<()> {
    let Some(rake) = rake else {
        return Ok(());
    };
    if rake.len() != pots.len() {
        return Err(Error::RakeCountMismatch {
            given: rake.len(),
            pots: pots.len(),
        });
    }
    for (pot, (&taken, layer)) in rake.iter().zip(pots).enumerate() {
        if taken < 0 {
            return Err(Error::NegativeRake { pot });
        }
        if taken > layer.amount {
            return Err(Error::RakeAbovePot {
                pot,
                amount: layer.amount,
            });
        }
    }
    Ok(())
}
