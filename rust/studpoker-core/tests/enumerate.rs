//! Every seven-card hand through the enumeration, against the published counts (the published tables).
//! Release builds only (`cargo test --release -p studpoker-core`), like the exhaustive tests.

use studpoker_core::enumerate::count_hands;
use studpoker_core::eval::{Category, Kind};

#[test]
#[cfg_attr(
    debug_assertions,
    ignore = "133,784,560 hands per kind: run with --release"
)]
fn all_seven_card_hands_give_the_published_tables() {
    let high = count_hands(Kind::High, 7, &[], 2).unwrap();
    assert_eq!(high.total(), 133_784_560);
    assert_eq!(
        high.categories(),
        [
            23_294_460, 58_627_800, 31_433_400, 6_461_620, 6_180_020, 4_047_644, 3_473_184,
            224_848, 41_584
        ]
    );
    assert_eq!(high.classes.iter().filter(|&&n| n > 0).count(), 4_824);

    let low = count_hands(Kind::LowA5, 7, &[], 2).unwrap();
    assert_eq!(low.total(), 133_784_560);
    assert_eq!(low.classes[6174], 781_824, "wheels");
    let paired: u64 = low.categories()[Category::Pair as usize..].iter().sum();
    assert_eq!(paired, 6_169_072);

    let low8 = count_hands(Kind::Low8, 7, &[], 2).unwrap();
    assert_eq!(low8.total() - low8.no_value, 24_530_944);
    assert_eq!(low8.classes[55], 781_824, "wheels");
}
