//! Inputs the fuzz targets (`fuzz/`) found to fail, kept as tests once fixed.

use studpoker_core::batch::{rank_many, Batch, BatchError};
use studpoker_core::card::parse_cards;
use studpoker_core::error::Error;
use studpoker_core::settle::{settle, OddChip, OddChipHalf, SettleRequest};
use studpoker_core::showdown::{ContestKind, Showdown, ShowdownProblem};

/// `settle` (composed showdowns): an A-5 low then an 8-or-better low. Both filled the low half,
/// the second overwrote the first's rank, and a pot where no hand made an 8-low had no winner
/// at all: its chips were paid to nobody. The composition is now refused, in text and as data.
#[test]
fn a_composition_of_two_lows_is_refused_rather_than_leave_a_pot_unpaid() {
    let two_lows = Showdown::of(ContestKind::LowA5, Some(ContestKind::Low8));
    let request = SettleRequest {
        contributions: vec![10, 10],
        hands: vec![
            Some(parse_cards("Kc Kd Qh Qs Jc").unwrap()),
            Some(parse_cards("Ac Ad Th Ts 9c").unwrap()),
        ],
        dealer: 0,
        showdown: two_lows,
        odd_chip: OddChip::LeftOfDealer,
        odd_chip_half: OddChipHalf::High,
        hole_cards: None,
        community: Vec::new(),
        dead: 0,
        merge_pots: false,
        rake: None,
    };
    let problem = ShowdownProblem::SameHalf {
        first: ContestKind::LowA5,
        second: ContestKind::Low8,
    };
    let err = settle(&request).unwrap_err();
    assert_eq!(
        err,
        Error::InvalidShowdown {
            showdown: "low_a5+low_8".to_string(),
            problem,
        }
    );
    assert!(
        err.to_string().contains("could leave a pot unpaid"),
        "{err}"
    );
    let read = Showdown::from_text("low_a5+low_8").unwrap_err();
    assert_eq!(read, err);
}

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
