//! The pots of a hand in progress (rules §3.4): a hand's chips cut into pots by the
//! settlement's own cut (`layers::cut`), with the uncalled excess and the chips nobody still in
//! the hand can reach. The state
//! machine asks it while the hand is played (its live pots, who may muck, what goes back before
//! the showdown) and only moves the chips it is told to move.
//!
//! Two readings of the same chips:
//!
//! * **returned** (`live = false`), in this order: chips above the largest contribution of a
//!   seat still in the hand (folded seats only) are *unreachable*: nobody can win them, so like
//!   an uncalled bet (rules §2.8, §3.4) they go back to their seats; then the top contributor's
//!   chips above every other seat's are *uncalled* and go back; the rest is cut into pots.
//! * **live** (`live = true`): nothing goes back yet; every chip is in a pot, the chips above the
//!   top level of the seats in the hand in the top pot.
//!
//! The pots: dead chips (in no seat's layer, e.g. antes a profile does not trim) first, a pot
//! every seat in the hand may win; then one layer per distinct contribution of a seat in the
//! hand, eligible to the seats in the hand that reached its top; a layer with the same eligible
//! seats as the one below joins it.

use super::layers;
use super::seats::Seats;
use super::validate::{check_contributions, check_dead, check_seat_count};
use super::{Chips, Given};
use crate::error::{Error, Result};

/// A pot before it is awarded: its chips and the seats in the hand that may win it, ascending.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PotShare {
    pub amount: Chips,
    pub eligible: Vec<usize>,
}

/// The pots, main pot first, and per seat the chips that go back.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PotLayout {
    pub pots: Vec<PotShare>,
    /// The top contributor's chips that no other seat matched (all zero when `live`).
    pub uncalled: Vec<Chips>,
    /// Folded seats' chips above every seat still in the hand (all zero when `live`).
    pub unreachable: Vec<Chips>,
}

/// Cuts `contributions` (per seat, antes included unless they are `dead`) into pots among the
/// seats `in_hand`; see the module docs for the two readings.
///
/// Refused, in this order: per-seat lists of different lengths, fewer than 2 or more than
/// `MAX_SEATS` seats, a negative contribution or a total beyond `Chips`, negative dead chips or
/// a total with them beyond `Chips`, no seat in the hand.
///
/// # Errors
///
/// Those refusals, as the [`Error`](crate::Error) variants that name them.
pub fn pot_layout(
    contributions: &[Given],
    in_hand: &[bool],
    dead: Given,
    live: bool,
) -> Result<PotLayout> {
    if contributions.len() != in_hand.len() {
        return Err(Error::InvalidSettlement {
            reason: format!(
                "per-seat inputs differ in length: {} contributions, {} in_hand",
                contributions.len(),
                in_hand.len()
            ),
        });
    }
    let seats = check_seat_count(contributions.len())?;
    let mut chips = check_contributions(contributions)?;
    let dead = check_dead(dead, &chips)?;
    let playing: Vec<usize> = (0..seats).filter(|&seat| in_hand[seat]).collect();
    let Some(reach) = playing.iter().map(|&seat| chips[seat]).max() else {
        return Err(Error::InvalidSettlement {
            reason: "no seat is in the hand: at least one entry of in_hand must be True".into(),
        });
    };
    let mut unreachable = vec![0; seats];
    for (put_in, back) in chips.iter_mut().zip(&mut unreachable) {
        *back = (*put_in - reach).max(0);
        *put_in -= *back;
    }
    // The top level now belongs to a seat in the hand, as the settlement's cut requires; it
    // hands back a lone top contributor's excess as uncalled.
    let claimants = Seats::filter(seats, |seat| in_hand[seat]);
    let mut uncalled = Vec::with_capacity(seats);
    let mut pots: Vec<PotShare> = layers::cut(&chips, claimants, dead, &mut uncalled)
        .into_iter()
        .map(|layer| PotShare {
            amount: layer.amount,
            eligible: layer.eligible.iter().collect(),
        })
        .collect();
    if live {
        // Nothing has gone back yet: an unmatched bet is a pot of its owner's, and the chips
        // beyond every seat in the hand lie in the top pot.
        for (seat, amount) in uncalled.iter_mut().enumerate() {
            if *amount > 0 {
                match pots.last_mut() {
                    Some(top) if top.eligible == [seat] => top.amount += *amount,
                    _ => pots.push(PotShare {
                        amount: *amount,
                        eligible: vec![seat],
                    }),
                }
                *amount = 0;
            }
        }
        let beyond: Chips = unreachable.iter().sum();
        unreachable.fill(0);
        match pots.last_mut() {
            Some(top) => top.amount += beyond,
            None if beyond > 0 => pots.push(PotShare {
                amount: beyond,
                eligible: playing,
            }),
            None => {}
        }
    }
    Ok(PotLayout {
        pots,
        uncalled,
        unreachable,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn pot(amount: Chips, eligible: &[usize]) -> PotShare {
        PotShare {
            amount,
            eligible: eligible.to_vec(),
        }
    }

    #[test]
    fn an_unmatched_bet_is_uncalled_and_the_rest_is_one_pot() {
        let layout = pot_layout(&[12, 2, 2], &[true, true, false], 0, false).unwrap();
        assert_eq!(layout.pots, vec![pot(6, &[0, 1])]);
        assert_eq!(layout.uncalled, vec![10, 0, 0]);
        assert_eq!(layout.unreachable, vec![0; 3]);
    }

    #[test]
    fn live_pots_keep_the_unmatched_bet_as_a_pot_of_its_own() {
        let layout = pot_layout(&[12, 2, 2], &[true, true, false], 0, true).unwrap();
        assert_eq!(layout.pots, vec![pot(6, &[0, 1]), pot(10, &[0])]);
        assert_eq!(layout.uncalled, vec![0; 3]);
    }

    #[test]
    fn folded_chips_above_every_seat_in_the_hand_are_unreachable() {
        // seat 0 all in for 5; seats 1 and 2 folded at 10 and 12
        let layout = pot_layout(&[5, 10, 12], &[true, false, false], 0, false).unwrap();
        assert_eq!(layout.unreachable, vec![0, 5, 7]);
        assert_eq!(layout.uncalled, vec![0; 3]);
        assert_eq!(layout.pots, vec![pot(15, &[0])]);
        let live = pot_layout(&[5, 10, 12], &[true, false, false], 0, true).unwrap();
        assert_eq!(live.pots, vec![pot(27, &[0])]);
    }

    #[test]
    fn side_pots_and_a_dead_pot_for_everyone_in() {
        let layout = pot_layout(&[50, 100, 100, 30], &[true, true, true, false], 8, false).unwrap();
        assert_eq!(layout.pots, vec![pot(188, &[0, 1, 2]), pot(100, &[1, 2])]);
    }

    /// Rules §3.4 while the hand is played: chips nobody in the hand can reach are still in the
    /// middle, a pot for the seats in the hand, even when those seats have put in nothing.
    #[test]
    fn live_chips_beyond_every_seat_in_the_hand_make_a_pot_of_their_own() {
        let live = pot_layout(&[0, 5, 0], &[true, false, true], 0, true).unwrap();
        assert_eq!(live.pots, vec![pot(5, &[0, 2])]);
        assert_eq!(live.unreachable, vec![0; 3]);
        let returned = pot_layout(&[0, 5, 0], &[true, false, true], 0, false).unwrap();
        assert!(returned.pots.is_empty());
        assert_eq!(returned.unreachable, vec![0, 5, 0]);
    }

    /// Nothing put in, nothing in the middle: no pot, live or not (no empty pot to award).
    #[test]
    fn no_chips_make_no_pot() {
        for live in [false, true] {
            let layout = pot_layout(&[0, 0, 0], &[true, true, false], 0, live).unwrap();
            assert!(layout.pots.is_empty(), "live {live}: {:?}", layout.pots);
        }
    }

    /// While the hand is played an unmatched bet joins the pot its owner alone may already win
    /// (the chips of a folded seat it covered) rather than make a second pot of the same seat.
    #[test]
    fn a_live_unmatched_bet_joins_its_owners_own_pot() {
        // seat 0 all in for 5, seat 1 folded at 10, seat 2 bet 20
        let live = pot_layout(&[5, 10, 20], &[true, false, true], 0, true).unwrap();
        assert_eq!(live.pots, vec![pot(15, &[0, 2]), pot(20, &[2])]);
        let returned = pot_layout(&[5, 10, 20], &[true, false, true], 0, false).unwrap();
        assert_eq!(returned.pots, vec![pot(15, &[0, 2]), pot(10, &[2])]);
        assert_eq!(returned.uncalled, vec![0, 0, 10]);
    }

    #[test]
    fn bad_input_is_refused() {
        assert!(pot_layout(&[1, 2], &[true], 0, false).is_err());
        assert!(pot_layout(&[1], &[true], 0, false).is_err());
        assert!(pot_layout(&[1, -2], &[true, true], 0, false).is_err());
        assert!(pot_layout(&[1, 2], &[true, true], -1, false).is_err());
        assert!(pot_layout(&[1, 2], &[false, false], 0, true).is_err());
    }
}
