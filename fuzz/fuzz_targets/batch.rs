//! The batch evaluator against the naive one, row by row, and its refusals: a width no evaluator
//! takes, outputs of the wrong length, and the first bad row (a byte above 51 or a card twice)
//! named exactly.
#![no_main]
use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use studpoker_core::batch::{rank_many, Batch, BatchError, NO_LOW};
use studpoker_core::eval::{check_hand, naive, Kind, MAX_CARDS, MIN_CARDS};
use studpoker_core::Card;
use studpoker_fuzz::distinct_cards;

const BATCHES: [Batch; 5] = [
    Batch::High,
    Batch::LowA5,
    Batch::Low8,
    Batch::HighLow8,
    Batch::Low27,
];

/// The row as a hand, when it is one.
fn hand(row: &[u8]) -> Option<Vec<Card>> {
    let cards: Vec<Card> = row
        .iter()
        .map(|&b| Card::from_index(i64::from(b)))
        .collect::<std::result::Result<_, _>>()
        .ok()?;
    check_hand(&cards).ok().map(|()| cards)
}

fn naive_rank(cards: &[Card], kind: Kind) -> u16 {
    naive::best(cards, kind).map_or(NO_LOW, |e| e.value.rank)
}

fn check(u: &mut Unstructured<'_>) -> Result<()> {
    let batch = *u.choose(&BATCHES)?;
    // Mostly a width the evaluators take; now and then one they refuse.
    let width = if u.ratio(1, 16)? {
        u.int_in_range(0..=12)?
    } else {
        u.int_in_range(MIN_CARDS..=MAX_CARDS)?
    };
    let rows = u.int_in_range(0..=40)?;
    let mut cards = Vec::with_capacity(rows * width);
    for _ in 0..rows {
        cards.extend(distinct_cards(u, width)?.iter().map(|c| c.index()));
    }
    // A few corrupted bytes: any value, or a copy of its neighbour (a card twice).
    for _ in 0..u.int_in_range(0..=2)? {
        if cards.len() > 1 {
            let at = u.int_in_range(0..=cards.len() - 1)?;
            // the card next to it (in the row, but for a row's edge)
            let neighbour = if at > 0 { at - 1 } else { 1 };
            cards[at] = if u.arbitrary()? {
                u.arbitrary()?
            } else {
                cards[neighbour]
            };
        }
    }
    if u.ratio(1, 32)? {
        cards.push(u.arbitrary()?); // a ragged last row
    }
    let row_count = cards.len().checked_div(width).unwrap_or(0);
    let want_second = if batch == Batch::HighLow8 {
        row_count
    } else {
        0
    };
    let short = u.ratio(1, 32)?;
    let mut first = vec![
        0u16;
        if short {
            row_count.saturating_sub(1)
        } else {
            row_count
        }
    ];
    let mut second = vec![0u16; want_second];
    let threads = u.int_in_range(1..=4)?;
    let result = rank_many(batch, &cards, width, &mut first, &mut second, threads);
    if !(MIN_CARDS..=MAX_CARDS).contains(&width) {
        assert!(
            matches!(result, Err(BatchError::Width { .. })),
            "{result:?}"
        );
        return Ok(());
    }
    if short && row_count > 0 || cards.len() % width != 0 {
        assert!(
            matches!(result, Err(BatchError::OutputLength { .. })),
            "{result:?}"
        );
        return Ok(());
    }
    let first_bad = cards.chunks(width).position(|row| hand(row).is_none());
    match (result, first_bad) {
        (Ok(()), None) => {
            for (i, row) in cards.chunks(width).enumerate() {
                let hand = hand(row).expect("a hand");
                let (a, b) = match batch {
                    Batch::High => (naive_rank(&hand, Kind::High), None),
                    Batch::LowA5 => (naive_rank(&hand, Kind::LowA5), None),
                    Batch::Low8 => (naive_rank(&hand, Kind::Low8), None),
                    Batch::Low27 => (naive_rank(&hand, Kind::Low27), None),
                    Batch::HighLow8 => (
                        naive_rank(&hand, Kind::High),
                        Some(naive_rank(&hand, Kind::Low8)),
                    ),
                };
                assert_eq!(first[i], a, "{batch:?} row {i}: {hand:?}");
                if let Some(b) = b {
                    assert_eq!(second[i], b, "{batch:?} row {i}: {hand:?}");
                }
            }
        }
        (Err(BatchError::Row { row, .. }), Some(bad)) => assert_eq!(row, bad),
        (result, bad) => panic!("{result:?}, first bad row {bad:?}"),
    }
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let _ = check(&mut Unstructured::new(data));
});
