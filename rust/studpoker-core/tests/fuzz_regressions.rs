//! Inputs the fuzz targets (`fuzz/`) found to fail, kept as tests once fixed.

use studpoker_core::batch::{rank_many, Batch, BatchError};
use studpoker_core::error::Error;

/// `batch`: a row repeating a card, then in the same block a row with a byte out of range. The
/// range check of the block found the later row first and named it, not the first bad one.
#[test]
fn batch_names_a_repeated_card_before_a_later_byte_out_of_range() {
    let rows = [
        [0u8, 1, 2, 3, 3], // 3 twice: the first bad row
        [4, 5, 6, 7, 8],
        [9, 10, 11, 12, 60], // out of range
    ];
    let cards: Vec<u8> = rows.concat();
    for batch in [Batch::High, Batch::LowA5, Batch::Low8, Batch::HighLow8] {
        let mut first = [0u16; 3];
        let mut second = [0u16; 3];
        let second = if batch == Batch::HighLow8 {
            &mut second[..]
        } else {
            &mut second[..0]
        };
        let err = rank_many(batch, &cards, 5, &mut first, second, 1).unwrap_err();
        assert!(
            matches!(
                err,
                BatchError::Row {
                    row: 0,
                    error: Error::DuplicateCard { .. }
                }
            ),
            "{batch:?}: {err}"
        );
    }
}
