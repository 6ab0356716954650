//! Pots from contributions (rules §3.4): every distinct contribution level cuts a layer; a
//! layer's chips are what each seat put in between the level below and this one; its eligible
//! seats are the claimants who reached its top. Dead chips (in no seat's layer) come first, as
//! a pot every claimant may win.
//!
//! Why no pot can be left without a winner: validation insists that the largest contribution
//! belongs to a claimant. That claimant reached the top of every layer, so it is eligible for
//! each of them, and every layer has at least one seat that can win it.

use super::seats::Seats;
use super::{Chips, MAX_SEATS};

/// A pot before it is awarded.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Layer {
    pub amount: Chips,
    /// Claimants who reached the top of the layer; never empty (see the module docs).
    pub eligible: Seats,
}

/// Cuts validated contributions (non-negative, top level held by a claimant) into pots, main pot
/// first, after a pot of the dead chips, if any, that every claimant may win. The uncalled
/// excess per seat goes into `returned` (emptied first).
pub(super) fn cut(
    contributions: &[Chips],
    claimants: Seats,
    dead: Chips,
    returned: &mut Vec<Chips>,
) -> Vec<Layer> {
    // The levels on the stack: at most one per seat.
    let mut all_levels = [0; MAX_SEATS];
    let mut count = 0;
    for &amount in contributions.iter().filter(|&&c| c > 0) {
        all_levels[count] = amount;
        count += 1;
    }
    let levels = &mut all_levels[..count];
    levels.sort_unstable();
    let mut distinct = 0;
    for index in 0..levels.len() {
        if index == 0 || levels[index] != levels[distinct - 1] {
            levels[distinct] = levels[index];
            distinct += 1;
        }
    }
    let levels = &levels[..distinct];

    returned.clear();
    returned.resize(contributions.len(), 0);
    let mut pots: Vec<Layer> = Vec::with_capacity(levels.len() + 1);
    if dead > 0 {
        // The layers below merge into it when they have the same contenders (everyone).
        pots.push(Layer {
            amount: dead,
            eligible: claimants,
        });
    }
    let mut floor = 0;
    for (index, &level) in levels.iter().enumerate() {
        let amount: Chips = contributions
            .iter()
            .map(|&c| c.min(level) - c.min(floor))
            .sum();
        let reached = Seats::filter(contributions.len(), |seat| contributions[seat] >= level);
        let is_top = index + 1 == levels.len();
        if is_top {
            if let (Some(alone), None) = (reached.iter().next(), reached.iter().nth(1)) {
                // Nobody matched the last bet: the excess is not a pot, it goes back.
                returned[alone] = amount;
                break;
            }
        }
        let eligible = reached.and(claimants);
        match pots.last_mut() {
            // Same contenders as the layer below (e.g. a folded seat's level): one pot.
            Some(below) if below.eligible == eligible => below.amount += amount,
            _ => pots.push(Layer { amount, eligible }),
        }
        floor = level;
    }
    pots
}

#[cfg(test)]
mod tests {
    use super::*;

    fn layer(amount: Chips, eligible: &[usize]) -> Layer {
        Layer {
            amount,
            eligible: seats(eligible),
        }
    }

    fn seats(listed: &[usize]) -> Seats {
        Seats::filter(MAX_SEATS, |seat| listed.contains(&seat))
    }

    /// The pots and the returned chips of a cut.
    struct Layout {
        pots: Vec<Layer>,
        returned: Vec<Chips>,
    }

    fn cut(contributions: &[Chips], has_claim: &[bool], dead: Chips) -> Layout {
        let claimants = Seats::filter(has_claim.len(), |seat| has_claim[seat]);
        let mut returned = vec![7; 2]; // emptied by the cut
        let pots = super::cut(contributions, claimants, dead, &mut returned);
        Layout { pots, returned }
    }

    #[test]
    fn three_all_ins_cut_a_main_pot_and_two_side_pots() {
        let layout = cut(&[50, 100, 200, 200], &[true; 4], 0);
        assert_eq!(
            layout.pots,
            vec![
                layer(200, &[0, 1, 2, 3]),
                layer(150, &[1, 2, 3]),
                layer(200, &[2, 3]),
            ]
        );
        assert_eq!(layout.returned, vec![0; 4]);
    }

    #[test]
    fn an_uncalled_top_layer_goes_back() {
        let layout = cut(&[30, 100, 0], &[true, true, false], 0);
        assert_eq!(layout.pots, vec![layer(60, &[0, 1])]);
        assert_eq!(layout.returned, vec![0, 70, 0]);
    }

    #[test]
    fn a_folded_seat_level_does_not_split_the_pot() {
        // Seat 1 folded after putting in 40: the layers 0..40 and 40..100 have the same
        // contenders, so they are one pot.
        let layout = cut(&[100, 40, 100], &[true, false, true], 0);
        assert_eq!(layout.pots, vec![layer(240, &[0, 2])]);
    }

    #[test]
    fn a_folded_top_contributor_tied_with_a_claimant_is_no_excess() {
        // Seat 1 called 80 and mucked at showdown: both reached the top, nothing goes back.
        let layout = cut(&[80, 80, 20], &[true, false, true], 0);
        assert_eq!(layout.pots, vec![layer(60, &[0, 2]), layer(120, &[0])]);
        assert_eq!(layout.returned, vec![0; 3]);
    }

    #[test]
    fn nothing_put_in_makes_no_pot() {
        let layout = cut(&[0, 0], &[true, true], 0);
        assert!(layout.pots.is_empty());
        assert_eq!(layout.returned, vec![0, 0]);
    }

    #[test]
    fn dead_chips_are_a_first_pot_for_every_claimant() {
        // Seat 0 is all in for 0 beyond the dead chips: it can win them and nothing else.
        let layout = cut(&[0, 50, 50], &[true; 3], 6);
        assert_eq!(layout.pots, vec![layer(6, &[0, 1, 2]), layer(100, &[1, 2])]);
    }

    #[test]
    fn dead_chips_merge_with_a_main_pot_of_the_same_claimants() {
        let layout = cut(&[50, 50, 20], &[true, true, false], 6);
        assert_eq!(layout.pots, vec![layer(126, &[0, 1])]);
    }

    #[test]
    fn dead_chips_alone_make_one_pot() {
        let layout = cut(&[0, 0], &[true, false], 4);
        assert_eq!(layout.pots, vec![layer(4, &[0])]);
        assert_eq!(layout.returned, vec![0, 0]);
    }
}
