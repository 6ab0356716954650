//! Stud equity in native code (`cargo bench -p studpoker-core --bench equity`): the exact
//! heads-up count from 3rd street with dead cards (about 1.8e10 showdowns dealt one by one), on
//! one thread and on every core, in seven-card stud, razz and hi-lo; and a seeded Monte Carlo run
//! of 100,000 deals among six players.

use criterion::{criterion_group, criterion_main, Criterion};
use std::hint::black_box;
use studpoker_core::card::parse_cards;
use studpoker_core::equity::{equity, EquityRequest, GameRules};
use studpoker_core::settle::Showdown;

/// The scenario of `benches/test_bench_equity.py`: A-K-7 against a pair of queens, two folded
/// up cards dead.
fn third_street(showdown: Showdown, threads: Option<usize>) -> EquityRequest {
    let cards = |text: &str| parse_cards(text).expect("the bench's own cards parse");
    EquityRequest {
        players: vec![cards("As Ks 7d"), cards("Qh Qd 2c")],
        dead: cards("9c 4h"),
        cards_per_player: 7,
        showdown,
        samples: None,
        seed: 1,
        threads,
        rules: GameRules::default(),
    }
}

fn bench_equity(c: &mut Criterion) {
    let mut group = c.benchmark_group("equity");
    group.sample_size(10);
    for (name, showdown) in [
        ("stud", Showdown::HIGH),
        ("razz", Showdown::LOW_A5),
        ("2-7 razz", Showdown::LOW_27),
        ("hi-lo", Showdown::HIGH_LOW_8),
    ] {
        for (threads_name, threads) in [("1 thread", Some(1)), ("all cores", None)] {
            let request = third_street(showdown, threads);
            group.bench_function(
                format!("heads-up 3rd street exact, {name}, {threads_name}"),
                |b| b.iter(|| equity(black_box(&request))),
            );
        }
    }
    let cards = |text: &str| parse_cards(text).expect("the bench's own cards parse");
    let six = EquityRequest {
        players: [
            "As Ks 7d", "Qh Qd 2c", "Jc Tc 9c", "8h 8s 3d", "Ad 5d 4c", "6h 6c Kd",
        ]
        .iter()
        .map(|t| cards(t))
        .collect(),
        dead: Vec::new(),
        cards_per_player: 7,
        showdown: Showdown::HIGH,
        samples: Some(100_000),
        seed: 1,
        threads: None,
        rules: GameRules::default(),
    };
    group.bench_function("6 players, Monte Carlo 100,000 deals", |b| {
        b.iter(|| equity(black_box(&six)));
    });
    group.finish();
}

criterion_group!(benches, bench_equity);
criterion_main!(benches);
