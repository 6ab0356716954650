//! Settlement in native code: a 6-seat hi-lo showdown with a main pot and two side pots, one at
//! a time and a batch of 1,000 kept alive (`cargo bench -p studpoker-core --bench settle`).

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use studpoker_core::card::parse_cards;
use studpoker_core::settle::{settle, OddChip, OddChipHalf, SettleRequest, Showdown};

/// The scenario of `benches/test_bench_settle.py`: seat 0 all-in for 60, seat 1 for 150, seats 2
/// and 3 to 300, seats 4 and 5 folded.
fn hi_lo_with_two_side_pots() -> SettleRequest {
    let hand = |text: &str| Some(parse_cards(text).expect("the bench's own cards parse"));
    SettleRequest {
        contributions: vec![60, 150, 300, 300, 20, 60],
        hands: vec![
            hand("Ac 2c 3d 4h 6s Qd Qc"),
            hand("Kh Kc Kd 7h 9c Jd Qh"),
            hand("5h 5c 9d 9h Tc Jc Js"),
            hand("2d 3h 4c 5d 7c Th Ts"),
            None,
            None,
        ],
        dealer: 5,
        showdown: Showdown::HIGH_LOW_8,
        odd_chip: OddChip::LeftOfDealer,
        odd_chip_half: OddChipHalf::High,
        hole_cards: None,
        community: Vec::new(),
        dead: 0,
        merge_pots: false,
        rake: None,
    }
}

fn bench_settle(c: &mut Criterion) {
    let request = hi_lo_with_two_side_pots();
    let mut group = c.benchmark_group("settle");
    group.throughput(Throughput::Elements(1));
    group.bench_function("hi-lo, 6 seats, two side pots", |b| {
        b.iter(|| settle(black_box(&request)));
    });
    let batch = vec![request; 1000];
    group.throughput(Throughput::Elements(batch.len() as u64));
    group.bench_function("a batch of 1000", |b| {
        b.iter(|| black_box(&batch).iter().map(settle).collect::<Vec<_>>());
    });
    group.finish();
}

criterion_group!(benches, bench_settle);
criterion_main!(benches);
