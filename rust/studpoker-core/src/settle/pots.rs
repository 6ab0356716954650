//! The pots of a hand in progress (rules §3.4): the one place that cuts a hand's chips into
//! pots, finds the uncalled excess and the chips nobody still in the hand can reach. The state
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
    let mut uncalled = vec![0; seats];
    let mut unreachable = vec![0; seats];
    if !live {
        for (put_in, back) in chips.iter_mut().zip(&mut unreachable) {
            *back = (*put_in - reach).max(0);
            *put_in -= *back;
        }
        // the first seat with the most chips in; only a seat above every other one is uncalled
        let top = (0..seats).fold(0, |best, seat| match chips[seat] > chips[best] {
            true => seat,
            false => best,
        });
        let second = (0..seats)
            .filter(|&seat| seat != top)
            .map(|seat| chips[seat])
            .max()
            .unwrap_or(0);
        if chips[top] > second {
            uncalled[top] = chips[top] - second;
            chips[top] = second;
        }
    }
    Ok(PotLayout {
        pots: cut(&chips, &playing, dead),
        uncalled,
        unreachable,
    })
}

/// The layers of the seats in the hand, after the dead chips' pot; chips above the top level
/// (only in the live reading) join the top pot,
/// or make one for every seat in the hand when there is none.
fn cut(chips: &[Chips], playing: &[usize], dead: Chips) -> Vec<PotShare> {
    let mut levels: Vec<Chips> = playing
        .iter()
        .map(|&seat| chips[seat])
        .filter(|&c| c > 0)
        .collect();
    levels.sort_unstable();
    levels.dedup();
    let mut pots: Vec<PotShare> = Vec::with_capacity(levels.len() + 1);
    if dead > 0 {
        pots.push(PotShare {
            amount: dead,
            eligible: playing.to_vec(),
        });
    }
    let mut floor = 0;
    let mut in_pots = dead;
    for &level in &levels {
        let amount: Chips = chips.iter().map(|&c| c.min(level) - c.min(floor)).sum();
        let eligible: Vec<usize> = playing
            .iter()
            .copied()
            .filter(|&seat| chips[seat] >= level)
            .collect();
        in_pots += amount;
        match pots.last_mut() {
            Some(below) if below.eligible == eligible => below.amount += amount,
            _ => pots.push(PotShare { amount, eligible }),
        }
        floor = level;
    }
    // the contributions and the dead chips were checked to fit in `Chips` together
    let rest = chips.iter().sum::<Chips>() + dead - in_pots;
    match pots.last_mut() {
        Some(top) => top.amount += rest,
        None if rest > 0 => pots.push(PotShare {
            amount: rest,
            eligible: playing.to_vec(),
        }),
        None => {}
    }
    pots
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

    #[test]
    fn bad_input_is_refused() {
        assert!(pot_layout(&[1, 2], &[true], 0, false).is_err());
        assert!(pot_layout(&[1], &[true], 0, false).is_err());
        assert!(pot_layout(&[1, -2], &[true, true], 0, false).is_err());
        assert!(pot_layout(&[1, 2], &[true, true], -1, false).is_err());
        assert!(pot_layout(&[1, 2], &[false, false], 0, true).is_err());
    }
}
