//! Batch evaluation: many hands stored as rows of card bytes (`4 * rank + suit`, the `uint8`
//! rows of the Python batch API), one dense rank per row, split over threads.
//!
//! Every row is checked as it is evaluated: a vectorized pass over each block of rows finds
//! bytes above 51, and each row's card bits, summed in the same vector addition as its key,
//! must number the row's width, or a card came twice (its bit carried). The same card set
//! gives a flush its ranks.
//! The first bad row stops the work and is named.
//!
//! The output of an 8-or-better low that does not qualify is [`NO_LOW`].

use crate::card::Card;
use crate::error::Error;
use crate::eval::fast;
use crate::eval::{MAX_CARDS, MIN_CARDS};
use std::fmt;

/// The value written for a hand without an 8-or-better low (greater than every rank).
pub const NO_LOW: u16 = u16::MAX;

/// Rows per thread below which a batch runs on the calling thread alone: starting a thread
/// costs about as much as evaluating this many hands.
pub const MIN_ROWS_PER_THREAD: usize = 32_768;

/// What to compute for every row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Batch {
    /// The high rank.
    High,
    /// The A-5 low rank (razz).
    LowA5,
    /// The 8-or-better rank, or [`NO_LOW`].
    Low8,
    /// The 2-7 low rank (2-7 razz).
    Low27,
    /// The high rank and the 8-or-better rank (or [`NO_LOW`]), into two outputs.
    HighLow8,
}

/// A batch that cannot be evaluated.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum BatchError {
    /// Rows of a width no evaluator takes.
    Width { width: usize },
    /// Rows of a width the wild evaluators do not take (`crate::batch_wild`).
    WildWidth { width: usize },
    /// A wild set for a kind that has no wild reading (the 2-7 low).
    NoWildReading { kind: &'static str },
    /// Outputs whose lengths are not the number of rows.
    OutputLength { rows: usize, got: usize },
    /// A row that is not a hand: the first one found, and what is wrong with it.
    Row { row: usize, error: Error },
}

impl fmt::Display for BatchError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            BatchError::Width { width } => write!(
                f,
                "rows of {width} cards: the evaluators take {MIN_CARDS} to {MAX_CARDS} cards per hand"
            ),
            BatchError::WildWidth { width } => write!(
                f,
                "rows of {width} cards: the wild evaluators take {MIN_CARDS} to {} cards per hand",
                crate::eval::wild::WILD_MAX_CARDS
            ),
            BatchError::NoWildReading { kind } => write!(
                f,
                "the {kind} evaluator has no wild cards: give no wild set (or an empty one)"
            ),
            BatchError::OutputLength { rows, got } => {
                write!(f, "an output of {got} values for {rows} rows")
            }
            BatchError::Row { row, error } => write!(f, "row {row}: {error}"),
        }
    }
}

impl std::error::Error for BatchError {}

/// Evaluates `cards` (rows of `width` bytes) into `first` (and `second` for
/// [`Batch::HighLow8`], the 8-or-better lows; empty otherwise) on up to `threads` threads.
///
/// On a bad row nothing is promised about the outputs.
///
/// # Errors
///
/// [`BatchError`]: a row width no evaluator takes, outputs of the wrong length, or the first row
/// that is not a hand.
pub fn rank_many(
    batch: Batch,
    cards: &[u8],
    width: usize,
    first: &mut [u16],
    second: &mut [u16],
    threads: usize,
) -> Result<(), BatchError> {
    if !(MIN_CARDS..=MAX_CARDS).contains(&width) {
        return Err(BatchError::Width { width });
    }
    let threads = threads_for(check_outputs(batch, cards, width, first, second)?, threads);
    let bad_row = if threads == 1 {
        chunk(batch, width, cards, first, second)
    } else {
        // A worker only panics on a bug; count its whole part as unchecked then.
        on_threads(
            width,
            cards,
            first,
            second,
            threads,
            || (0, ()),
            |c, a, b| chunk(batch, width, c, a, b).map(|row| (row, ())),
        )
        .map(|(row, ())| row)
    };
    match bad_row {
        None => Ok(()),
        Some(row) => Err(BatchError::Row {
            row,
            error: row_error(&cards[row * width..(row + 1) * width]),
        }),
    }
}

/// The number of rows of `cards`, when the outputs hold one value each (`second` only for
/// [`Batch::HighLow8`]) and the rows are whole.
pub(crate) fn check_outputs(
    batch: Batch,
    cards: &[u8],
    width: usize,
    first: &[u16],
    second: &[u16],
) -> Result<usize, BatchError> {
    let rows = cards.len() / width;
    let second_len = if batch == Batch::HighLow8 { rows } else { 0 };
    if first.len() != rows || second.len() != second_len || cards.len() % width != 0 {
        let got = if first.len() == rows {
            second.len()
        } else {
            first.len()
        };
        return Err(BatchError::OutputLength { rows, got });
    }
    Ok(rows)
}

/// The threads worth starting for `rows` rows: at most `threads`, one per
/// [`MIN_ROWS_PER_THREAD`] rows.
pub(crate) fn threads_for(rows: usize, threads: usize) -> usize {
    threads.clamp(1, (rows / MIN_ROWS_PER_THREAD).max(1))
}

/// Splits the rows in `threads` contiguous parts, each ranked by `part` on a thread of its
/// own; returns the first bad row of all (its index in the whole batch) with what `part` said
/// of it. A part whose thread panicked (a bug) reports `stopped()` at its start.
pub(crate) fn on_threads<T: Send>(
    width: usize,
    cards: &[u8],
    first: &mut [u16],
    second: &mut [u16],
    threads: usize,
    stopped: impl Fn() -> (usize, T),
    part: impl Fn(&[u8], &mut [u16], &mut [u16]) -> Option<(usize, T)> + Sync,
) -> Option<(usize, T)> {
    let rows = first.len();
    let per_thread = rows.div_ceil(threads);
    let part = &part;
    std::thread::scope(|scope| {
        let mut parts = Vec::with_capacity(threads);
        let (mut cards, mut first, mut second) = (cards, first, second);
        let mut start = 0;
        while start < rows {
            let n = per_thread.min(rows - start);
            let (c, rest_c) = cards.split_at(n * width);
            let (a, rest_a) = first.split_at_mut(n);
            let (b, rest_b) = second.split_at_mut(n.min(second.len()));
            (cards, first, second) = (rest_c, rest_a, rest_b);
            parts.push((start, scope.spawn(move || part(c, a, b))));
            start += n;
        }
        parts
            .into_iter()
            .filter_map(|(start, handle)| {
                let found = handle.join().unwrap_or_else(|_| Some(stopped()));
                found.map(|(row, payload)| (start + row, payload))
            })
            .min_by_key(|(row, _)| *row)
    })
}

/// One thread's rows: the monomorphized loop for the width and the kind, compiled a second
/// time for processors with `popcnt` and `bmi2` (chosen once at run time).
fn chunk(
    batch: Batch,
    width: usize,
    cards: &[u8],
    first: &mut [u16],
    second: &mut [u16],
) -> Option<usize> {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("popcnt") && std::is_x86_feature_detected!("bmi2") {
        // SAFETY: the processor has the features the function is compiled for.
        return unsafe { chunk_popcnt_bmi2(batch, width, cards, first, second) };
    }
    chunk_generic(batch, width, cards, first, second)
}

#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "popcnt,bmi1,bmi2")]
unsafe fn chunk_popcnt_bmi2(
    batch: Batch,
    width: usize,
    cards: &[u8],
    first: &mut [u16],
    second: &mut [u16],
) -> Option<usize> {
    chunk_generic(batch, width, cards, first, second)
}

#[inline(always)]
fn chunk_generic(
    batch: Batch,
    width: usize,
    cards: &[u8],
    first: &mut [u16],
    second: &mut [u16],
) -> Option<usize> {
    macro_rules! widths {
        ($kind:expr) => {
            match width {
                5 => rows::<5, { $kind }>(cards, first, second),
                6 => rows::<6, { $kind }>(cards, first, second),
                7 => rows::<7, { $kind }>(cards, first, second),
                8 => rows::<8, { $kind }>(cards, first, second),
                _ => rows::<9, { $kind }>(cards, first, second),
            }
        };
    }
    match batch {
        Batch::High => widths!(HIGH),
        Batch::LowA5 => widths!(LOW_A5),
        Batch::Low8 => widths!(LOW_8),
        Batch::HighLow8 => widths!(HIGH_LOW_8),
        Batch::Low27 => widths!(LOW_27),
    }
}

// The kinds as const parameters, so that each loop is compiled for one.
const HIGH: u8 = 0;
const LOW_A5: u8 = 1;
const LOW_8: u8 = 2;
const HIGH_LOW_8: u8 = 3;
const LOW_27: u8 = 4;

/// Rows checked for bytes above 51 at once (a vectorized pass over a block in L1).
const BLOCK_ROWS: usize = 512;

/// The hot loop: a block's bytes checked at once for range, then each row summed, checked for
/// a repeated card (its card bits must number `K`) and looked up. Returns the first bad row.
#[inline(always)]
fn rows<const K: usize, const KIND: u8>(
    cards: &[u8],
    first: &mut [u16],
    second: &mut [u16],
) -> Option<usize> {
    for (block_index, (block, out)) in cards
        .chunks(K * BLOCK_ROWS)
        .zip(first.chunks_mut(BLOCK_ROWS))
        .enumerate()
    {
        let base = block_index * BLOCK_ROWS;
        // An OR of comparisons, which the compiler vectorizes (a max or an early exit it does not).
        if block
            .iter()
            .fold(0u8, |bad, &byte| bad | u8::from(byte > 51))
            != 0
        {
            // The row of the first byte out of range, unless an earlier row repeats a card.
            let at = block.iter().position(|&byte| byte > 51).unwrap_or(0) / K;
            let repeated = block[..at * K]
                .chunks_exact(K)
                .position(|row| fast::key_and_bits(row).1.count_ones() as usize != K);
            return Some(base + repeated.unwrap_or(at));
        }
        for (i, (row, value)) in block.chunks_exact(K).zip(out.iter_mut()).enumerate() {
            let (key, bits) = fast::key_and_bits(row);
            if bits.count_ones() as usize != K {
                return Some(base + i);
            }
            *value = match KIND {
                HIGH => fast::high_of_parts(row, key, bits),
                LOW_A5 => fast::low_a5_of_key(row, key),
                LOW_8 => fast::low_8_of_key(row, key).unwrap_or(NO_LOW),
                LOW_27 => fast::low_27_of_key(row, key),
                _ => {
                    let (high, low) = fast::high_and_low_8_of_parts(row, key, bits);
                    if let Some(slot) = second.get_mut(base + i) {
                        *slot = low.unwrap_or(NO_LOW);
                    }
                    high
                }
            };
        }
    }
    None
}

/// What is wrong with a bad row: the first card out of range, else the first repeated card.
fn row_error(row: &[u8]) -> Error {
    let mut seen = 0u64;
    for &byte in row {
        let card = match Card::from_index(i64::from(byte)) {
            Ok(card) => card,
            Err(error) => return error,
        };
        if seen >> byte & 1 != 0 {
            return Error::DuplicateCard { card };
        }
        seen |= 1 << byte;
    }
    // Not reached for a row the hot loop refused; say so rather than panic.
    Error::InvalidCard {
        text: format!("{row:?}"),
    }
}

/// The number of threads to use by default: the cores this process may run on (asked once:
/// the question reads the control-group files, which takes longer than a small batch).
pub fn default_threads() -> usize {
    static THREADS: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
    *THREADS.get_or_init(|| std::thread::available_parallelism().map_or(1, usize::from))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::eval::{rank_high, rank_low_27, rank_low_8, rank_low_a5};
    use crate::xorshift::Xorshift;

    fn random_rows(rows: usize, width: usize, seed: u64) -> Vec<u8> {
        Xorshift(seed | 1).rows(rows, width)
    }

    fn cards(row: &[u8]) -> Vec<Card> {
        row.iter().map(|&b| Card::new_unchecked(b)).collect()
    }

    #[test]
    fn every_kind_and_width_equals_the_single_calls_on_one_and_several_threads() {
        for width in MIN_CARDS..=MAX_CARDS {
            let rows = 2 * MIN_ROWS_PER_THREAD + 17;
            let input = random_rows(rows, width, width as u64 * 7919);
            for threads in [1, 3] {
                let mut high = vec![0; rows];
                let mut low = vec![0; rows];
                rank_many(Batch::HighLow8, &input, width, &mut high, &mut low, threads).unwrap();
                let mut a5 = vec![0; rows];
                rank_many(Batch::LowA5, &input, width, &mut a5, &mut [], threads).unwrap();
                let mut eight = vec![0; rows];
                rank_many(Batch::Low8, &input, width, &mut eight, &mut [], threads).unwrap();
                let mut only_high = vec![0; rows];
                rank_many(Batch::High, &input, width, &mut only_high, &mut [], threads).unwrap();
                let mut deuce = vec![0; rows];
                rank_many(Batch::Low27, &input, width, &mut deuce, &mut [], threads).unwrap();
                for (i, row) in input.chunks_exact(width).enumerate() {
                    let hand = cards(row);
                    assert_eq!(high[i], rank_high(&hand), "{hand:?}");
                    assert_eq!(only_high[i], high[i]);
                    assert_eq!(a5[i], rank_low_a5(&hand), "{hand:?}");
                    assert_eq!(low[i], rank_low_8(&hand).unwrap_or(NO_LOW), "{hand:?}");
                    assert_eq!(eight[i], low[i]);
                    assert_eq!(deuce[i], rank_low_27(&hand), "{hand:?}");
                }
            }
        }
    }

    #[test]
    fn the_first_bad_row_is_named_with_its_fault() {
        let rows = 3 * MIN_ROWS_PER_THREAD;
        let mut input = random_rows(rows, 7, 42);
        let late = 2 * MIN_ROWS_PER_THREAD + 5;
        input[late * 7 + 3] = input[late * 7];
        let early = MIN_ROWS_PER_THREAD + 1;
        input[early * 7 + 6] = 52;
        let mut out = vec![0; rows];
        for threads in [1, 2, 3] {
            let err = rank_many(Batch::High, &input, 7, &mut out, &mut [], threads).unwrap_err();
            assert_eq!(
                err,
                BatchError::Row {
                    row: early,
                    error: Error::CardOutOfRange { value: 52 }
                }
            );
            assert!(err.to_string().starts_with(&format!("row {early}: ")));
        }
        input[early * 7 + 6] = 0;
        input[early * 7 + 5] = 0;
        let err = rank_many(Batch::LowA5, &input, 7, &mut out, &mut [], 2).unwrap_err();
        assert!(
            matches!(err, BatchError::Row { row, error: Error::DuplicateCard { .. } } if row == early)
        );
    }

    #[test]
    fn two_out_of_range_bytes_and_every_byte_value_are_caught() {
        for byte in 52..=255u8 {
            let row = [byte, byte, 1, 2, 3];
            let err = rank_many(Batch::High, &row, 5, &mut [0], &mut [], 1).unwrap_err();
            assert_eq!(
                err,
                BatchError::Row {
                    row: 0,
                    error: Error::CardOutOfRange {
                        value: i64::from(byte)
                    }
                }
            );
        }
    }

    #[test]
    fn bad_widths_and_outputs_are_refused() {
        let input = [0u8; 40];
        assert_eq!(
            rank_many(Batch::High, &input, 4, &mut [0; 10], &mut [], 1),
            Err(BatchError::Width { width: 4 })
        );
        assert_eq!(
            rank_many(Batch::High, &input, 5, &mut [0; 7], &mut [], 1),
            Err(BatchError::OutputLength { rows: 8, got: 7 })
        );
        assert_eq!(
            rank_many(Batch::HighLow8, &input, 5, &mut [0; 8], &mut [], 1),
            Err(BatchError::OutputLength { rows: 8, got: 0 })
        );
    }

    #[test]
    fn an_empty_batch_is_fine() {
        assert_eq!(rank_many(Batch::High, &[], 7, &mut [], &mut [], 4), Ok(()));
    }
}
