//! The fast single-hand evaluators against the naive one (every five of the hand tried), and
//! refusal rather than a panic for any card list that is not a hand.
#![no_main]
use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use studpoker_core::eval::{
    check_hand, evaluate_high, evaluate_low_27, evaluate_low_8, evaluate_low_a5, naive, rank_high,
    rank_low_27, rank_low_8, rank_low_a5, Kind, PartialHand, MAX_CARDS, MIN_CARDS,
};
use studpoker_core::Card;
use studpoker_fuzz::distinct_cards;

fn check(u: &mut Unstructured<'_>) -> Result<()> {
    let size = u.int_in_range(MIN_CARDS..=MAX_CARDS)?;
    let hand = distinct_cards(u, size)?;
    let high = evaluate_high(&hand).expect("a hand");
    assert_eq!(Some(high), naive::best(&hand, Kind::High), "{hand:?}");
    assert_eq!(rank_high(&hand), high.value.rank);
    let low = evaluate_low_a5(&hand).expect("a hand");
    assert_eq!(Some(low), naive::best(&hand, Kind::LowA5), "{hand:?}");
    assert_eq!(rank_low_a5(&hand), low.value.rank);
    let eight = evaluate_low_8(&hand).expect("a hand");
    assert_eq!(eight, naive::best(&hand, Kind::Low8), "{hand:?}");
    assert_eq!(rank_low_8(&hand), eight.map(|e| e.value.rank));
    let deuce = evaluate_low_27(&hand).expect("a hand");
    assert_eq!(Some(deuce), naive::best(&hand, Kind::Low27), "{hand:?}");
    assert_eq!(rank_low_27(&hand), deuce.value.rank);
    // The incremental hand a card at a time (the enumerators' path, up to seven cards) gives
    // the same ranks.
    if hand.len() <= 7 {
        let partial = hand
            .iter()
            .fold(PartialHand::EMPTY, |partial, &card| partial.with(card));
        assert_eq!(partial.high(), high.value.rank, "{hand:?}");
        assert_eq!(partial.low_a5(), low.value.rank, "{hand:?}");
        assert_eq!(partial.low_8(), eight.map(|e| e.value.rank), "{hand:?}");
        assert_eq!(partial.low_27(), deuce.value.rank, "{hand:?}");
    }

    // Any list of card numbers: refused exactly when it is not 5 to 9 distinct cards.
    let raw: Vec<i64> = u
        .arbitrary_iter::<i8>()?
        .take(12)
        .flatten()
        .map(i64::from)
        .collect();
    let cards: std::result::Result<Vec<Card>, _> =
        raw.iter().map(|&v| Card::from_index(v)).collect();
    if let Ok(cards) = cards {
        // The unchecked paths promise an unspecified value, never a panic.
        let partial = cards
            .iter()
            .fold(PartialHand::EMPTY, |partial, &card| partial.with(card));
        let _ = (
            partial.high(),
            partial.low_a5(),
            partial.low_8(),
            partial.low_27(),
        );
        let _ = (rank_high(&cards), rank_low_a5(&cards), rank_low_8(&cards));
        let _ = rank_low_27(&cards);
        let valid = check_hand(&cards).is_ok();
        assert_eq!(evaluate_high(&cards).is_ok(), valid);
        assert_eq!(evaluate_low_a5(&cards).is_ok(), valid);
        assert_eq!(evaluate_low_8(&cards).is_ok(), valid);
        assert_eq!(evaluate_low_27(&cards).is_ok(), valid);
    }
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let _ = check(&mut Unstructured::new(data));
});
