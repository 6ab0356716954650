//! Batch evaluation with wild cards: the rows of [`crate::batch`], 5 to
//! [`WILD_MAX_CARDS`] cards each, ranked by the wild evaluators of [`crate::eval::wild`] (one
//! rank per row, as the single calls give it) and split over threads the same way.
//!
//! The plain batch loop stays as it is: an empty wild set on rows of at most nine cards goes to
//! it. With a wild set every row is checked (range, repeats) as it is read; a row of at most
//! nine cards that holds no wild card goes through the plain kernel (its high rank moved into
//! the wild high space), every other row through the wild evaluator (the greedy search needs
//! no substitution, see the module docs of `eval::wild`).

use crate::batch::{check_outputs, on_threads, rank_many, threads_for, Batch, BatchError, NO_LOW};
use crate::card::{Card, CardSet};
use crate::error::Error;
use crate::eval::fast;
use crate::eval::wild::{
    rank_high_wild, rank_low_8_wild, rank_low_a5_wild, shifted, WILD_MAX_CARDS,
};
use crate::eval::{MAX_CARDS, MIN_CARDS};

/// [`rank_many`] with the cards of `wild` wild: rows of 5 to [`WILD_MAX_CARDS`] cards; each
/// output is the single call's (`rank_high_wild`, `rank_low_a5_wild`, `rank_low_8_wild` or
/// [`NO_LOW`]). On a bad row nothing is promised about the outputs.
///
/// # Errors
///
/// [`BatchError`], as [`rank_many`]'s (a width outside 5 to [`WILD_MAX_CARDS`] with a non-empty
/// `wild`).
pub fn rank_many_wild(
    batch: Batch,
    cards: &[u8],
    width: usize,
    wild: CardSet,
    first: &mut [u16],
    second: &mut [u16],
    threads: usize,
) -> Result<(), BatchError> {
    if wild.is_empty() && width <= MAX_CARDS {
        return rank_many(batch, cards, width, first, second, threads);
    }
    if batch == Batch::Low27 {
        return Err(BatchError::NoWildReading { kind: "low_27" });
    }
    if !(MIN_CARDS..=WILD_MAX_CARDS).contains(&width) {
        return Err(BatchError::WildWidth { width });
    }
    let threads = threads_for(check_outputs(batch, cards, width, first, second)?, threads);
    let bad_row = if threads == 1 {
        wild_rows(batch, width, wild, cards, first, second)
    } else {
        // A worker only panics on a bug; report its whole part as bad then.
        let stopped = || {
            let text = "a worker stopped".to_string();
            (0, Error::InvalidCard { text })
        };
        on_threads(width, cards, first, second, threads, stopped, |c, a, b| {
            wild_rows(batch, width, wild, c, a, b)
        })
    };
    match bad_row {
        None => Ok(()),
        Some((row, error)) => Err(BatchError::Row { row, error }),
    }
}

/// One part's rows, each checked then ranked; the first bad row and what is wrong with it.
fn wild_rows(
    batch: Batch,
    width: usize,
    wild: CardSet,
    cards: &[u8],
    first: &mut [u16],
    second: &mut [u16],
) -> Option<(usize, Error)> {
    let mut hand = [Card::new_unchecked(0); WILD_MAX_CARDS];
    for (i, (row, value)) in cards.chunks_exact(width).zip(first.iter_mut()).enumerate() {
        let mut seen = 0u64;
        for (slot, &byte) in hand.iter_mut().zip(row) {
            let card = match Card::from_index(i64::from(byte)) {
                Ok(card) => card,
                Err(error) => return Some((i, error)),
            };
            if seen >> byte & 1 != 0 {
                return Some((i, Error::DuplicateCard { card }));
            }
            seen |= 1 << byte;
            *slot = card;
        }
        if seen & wild.0 == 0 && width <= MAX_CARDS {
            // No wild card in the row: the plain kernel (a high rank in the wild high space).
            let (key, bits) = fast::key_and_bits(row);
            *value = match batch {
                Batch::High => shifted(fast::high_of_parts(row, key, bits)),
                Batch::LowA5 => fast::low_a5_of_key(row, key),
                Batch::Low8 => fast::low_8_of_key(row, key).unwrap_or(NO_LOW),
                Batch::Low27 => fast::low_27_of_key(row, key),
                Batch::HighLow8 => {
                    let (high, low) = fast::high_and_low_8_of_parts(row, key, bits);
                    if let Some(slot) = second.get_mut(i) {
                        *slot = low.unwrap_or(NO_LOW);
                    }
                    shifted(high)
                }
            };
            continue;
        }
        let hand = &hand[..width];
        *value = match batch {
            Batch::High => rank_high_wild(hand, wild),
            Batch::LowA5 => rank_low_a5_wild(hand, wild),
            Batch::Low8 => rank_low_8_wild(hand, wild).unwrap_or(NO_LOW),
            // Refused by `rank_many_wild` before any row is read.
            Batch::Low27 => fast::low_27_of_key(row, fast::key_of(row)),
            Batch::HighLow8 => {
                if let Some(slot) = second.get_mut(i) {
                    *slot = rank_low_8_wild(hand, wild).unwrap_or(NO_LOW);
                }
                rank_high_wild(hand, wild)
            }
        };
    }
    None
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::wild::parse_wild;

    fn rows_of(hands: &[&str]) -> (Vec<u8>, usize) {
        let parsed: Vec<Vec<Card>> = hands
            .iter()
            .map(|h| crate::card::parse_cards(h).unwrap())
            .collect();
        let width = parsed[0].len();
        (parsed.iter().flatten().map(|c| c.index()).collect(), width)
    }

    #[test]
    fn every_row_is_the_single_call_on_one_thread_and_on_many() {
        let wild = parse_wild("Q 3").unwrap();
        let hands = [
            "Qh Kd Kc 7s 2h 9d 3c",
            "As Ks Js Ts 2d 4c 5h",
            "2c 4d 6h 8s Tc Qd Ac",
            "3s 3d Qc Qs 9h 8h 7h",
        ];
        let (cards, width) = rows_of(&hands);
        // Many rows, so that several threads share them.
        let many: Vec<u8> = cards
            .iter()
            .copied()
            .cycle()
            .take(cards.len() * 20_000)
            .collect();
        let rows = many.len() / width;
        for threads in [1, 3] {
            let mut high = vec![0; rows];
            let mut low = vec![0; rows];
            rank_many_wild(
                Batch::HighLow8,
                &many,
                width,
                wild,
                &mut high,
                &mut low,
                threads,
            )
            .unwrap();
            for (row, text) in hands.iter().cycle().take(rows).enumerate() {
                let hand = crate::card::parse_cards(text).unwrap();
                assert_eq!(high[row], rank_high_wild(&hand, wild), "{text}");
                let expected = rank_low_8_wild(&hand, wild).unwrap_or(NO_LOW);
                assert_eq!(low[row], expected, "{text}");
            }
            let mut razz = vec![0; rows];
            rank_many_wild(
                Batch::LowA5,
                &many,
                width,
                wild,
                &mut razz,
                &mut [],
                threads,
            )
            .unwrap();
            let hand = crate::card::parse_cards(hands[1]).unwrap();
            assert_eq!(razz[1], rank_low_a5_wild(&hand, wild));
            // 2-7 has no wild reading: refused before a row is read.
            let mut deuce = vec![0; rows];
            let refused = rank_many_wild(
                Batch::Low27,
                &many,
                width,
                wild,
                &mut deuce,
                &mut [],
                threads,
            );
            assert_eq!(refused, Err(BatchError::NoWildReading { kind: "low_27" }));
        }
    }

    #[test]
    fn eleven_cards_are_taken_and_bad_rows_named() {
        let wild = parse_wild("3 9").unwrap();
        let (cards, width) = rows_of(&["Ac Ad Ah 2c 2d 2h 3c 3d 3h 4c 4d"]);
        let mut out = [0];
        rank_many_wild(Batch::High, &cards, width, wild, &mut out, &mut [], 1).unwrap();
        assert_eq!(
            out[0],
            rank_high_wild(
                &crate::card::parse_cards("Ac Ad Ah 2c 2d 2h 3c 3d 3h 4c 4d").unwrap(),
                wild
            )
        );
        let mut twelve = cards.clone();
        twelve.push(50);
        assert_eq!(
            rank_many_wild(Batch::High, &twelve, 12, wild, &mut out, &mut [], 1),
            Err(BatchError::WildWidth { width: 12 })
        );
        let mut bad = [cards.clone(), cards.clone()].concat();
        bad[width + 1] = bad[width];
        let mut two = [0, 0];
        assert!(matches!(
            rank_many_wild(Batch::High, &bad, width, wild, &mut two, &mut [], 1),
            Err(BatchError::Row {
                row: 1,
                error: Error::DuplicateCard { .. }
            })
        ));
        bad[width + 1] = 52;
        assert!(matches!(
            rank_many_wild(Batch::High, &bad, width, wild, &mut two, &mut [], 1),
            Err(BatchError::Row {
                row: 1,
                error: Error::CardOutOfRange { value: 52 }
            })
        ));
        // An empty wild set on plain widths is the plain batch.
        let (plain, width) = rows_of(&["As Ks Qs Js Ts 2c 3d"]);
        let mut a = [0];
        let mut b = [0];
        rank_many_wild(
            Batch::High,
            &plain,
            width,
            CardSet::EMPTY,
            &mut a,
            &mut [],
            1,
        )
        .unwrap();
        rank_many(Batch::High, &plain, width, &mut b, &mut [], 1).unwrap();
        assert_eq!(a, b);
    }
}
