//! The evaluators in native code: random hands of 5, 7 and 9 cards through each `rank_*`, the
//! full `evaluate_high` (chosen five included), the naive oracle for scale, seven-card hands
//! holding 0, 1 and 2 wild cards beside the plain evaluation (single calls, and batches whose
//! rows hold 0, 1 or 2 cards of one wild set), the batch kernel on one thread and on every core
//! (rows checked, as from Python), and the sweep of every seven-card hand, by
//! single calls and by the enumeration (`cargo bench -p studpoker-core`).
//!
//! The native peers (b-inary's holdem-hand-evaluator, OMPEval) are not on the registry this
//! project may fetch from; benches/README.md quotes their figures on this class of machine.

use criterion::{criterion_group, criterion_main, Criterion, Throughput};
use std::hint::black_box;
use studpoker_core::batch::{default_threads, rank_many, Batch};
use studpoker_core::batch_wild::rank_many_wild;
use studpoker_core::enumerate::count_hands;
use studpoker_core::eval::wild::{evaluate_wild, rank_high_wild};
use studpoker_core::eval::{
    category_of, evaluate_high, naive, rank_high, rank_low_27, rank_low_8, rank_low_a5, Kind,
};
use studpoker_core::{Card, CardSet};

const HANDS: usize = 100_000;

#[path = "../tests/support/xorshift.rs"]
mod xorshift;
use xorshift::Xorshift;

/// `HANDS` random hands of `size` distinct cards from a fixed seed, flattened.
fn random_hands(size: usize) -> Vec<Card> {
    Xorshift(0x2545_f491_4f6c_dd1d_u64 ^ size as u64)
        .rows(HANDS, size)
        .into_iter()
        .map(Card::new_unchecked)
        .collect()
}

fn ranks(c: &mut Criterion) {
    for size in [5, 7, 9] {
        let hands = random_hands(size);
        let mut group = c.benchmark_group(format!("{size}-card"));
        group.throughput(Throughput::Elements(HANDS as u64));
        group.bench_function("rank_high", |b| {
            b.iter(|| {
                hands
                    .chunks_exact(size)
                    .map(|hand| u64::from(rank_high(black_box(hand))))
                    .sum::<u64>()
            });
        });
        group.bench_function("rank_low_a5", |b| {
            b.iter(|| {
                hands
                    .chunks_exact(size)
                    .map(|hand| u64::from(rank_low_a5(black_box(hand))))
                    .sum::<u64>()
            });
        });
        group.bench_function("rank_low_27", |b| {
            b.iter(|| {
                hands
                    .chunks_exact(size)
                    .map(|hand| u64::from(rank_low_27(black_box(hand))))
                    .sum::<u64>()
            });
        });
        group.bench_function("rank_low_8", |b| {
            b.iter(|| {
                hands
                    .chunks_exact(size)
                    .map(|hand| rank_low_8(black_box(hand)).map_or(0, u64::from))
                    .sum::<u64>()
            });
        });
        group.bench_function("evaluate_high (checked, chosen five)", |b| {
            b.iter(|| {
                hands
                    .chunks_exact(size)
                    .map(|hand| {
                        evaluate_high(black_box(hand)).map_or(0, |e| u64::from(e.cards[0].index()))
                    })
                    .sum::<u64>()
            });
        });
        group.finish();
    }

    let few = &random_hands(7)[..7 * 1000];
    let mut group = c.benchmark_group("7-card naive");
    group.throughput(Throughput::Elements(1000));
    group.bench_function("naive::best high", |b| {
        b.iter(|| {
            few.chunks_exact(7)
                .map(|hand| naive::best(black_box(hand), Kind::High).map_or(0, |e| e.value.rank))
                .map(u64::from)
                .sum::<u64>()
        });
    });
    group.finish();
}

/// Seven-card hands whose wild set is their first `wilds` cards (0: a card they do not hold, so
/// the wild path runs without a wild in the hand), single calls, beside the plain `rank_high`.
fn wild(c: &mut Criterion) {
    let hands = random_hands(7);
    let mut group = c.benchmark_group("7-card wild");
    group.throughput(Throughput::Elements(HANDS as u64));
    group.bench_function("rank_high (plain)", |b| {
        b.iter(|| {
            hands
                .chunks_exact(7)
                .map(|hand| u64::from(rank_high(black_box(hand))))
                .sum::<u64>()
        });
    });
    for wilds in 0..=2 {
        let sets: Vec<CardSet> = hands
            .chunks_exact(7)
            .map(|hand| match wilds {
                0 => CardSet(!CardSet::from_cards(hand).0 & CardSet::FULL_DECK.0 & (1 << 51 | 1)),
                _ => CardSet::from_cards(&hand[..wilds]),
            })
            .collect();
        group.bench_function(format!("rank_high_wild, {wilds} wild cards"), |b| {
            b.iter(|| {
                hands
                    .chunks_exact(7)
                    .zip(&sets)
                    .map(|(hand, &wild)| u64::from(rank_high_wild(black_box(hand), wild)))
                    .sum::<u64>()
            });
        });
        group.bench_function(format!("evaluate_wild high, {wilds} wild cards"), |b| {
            b.iter(|| {
                hands
                    .chunks_exact(7)
                    .zip(&sets)
                    .map(|(hand, &wild)| {
                        evaluate_wild(Kind::High, black_box(hand), wild)
                            .map_or(0, |e| e.map_or(0, |e| u64::from(e.played[0].index())))
                    })
                    .sum::<u64>()
            });
        });
    }
    group.finish();
}

/// Every seven-card hand, high category histogram, one thread, incremental enumeration.
fn sweep(c: &mut Criterion) {
    let mut group = c.benchmark_group("sweep");
    group.sample_size(10);
    group.throughput(Throughput::Elements(133_784_560));
    group.bench_function("all 7-card hands, high categories", |b| {
        b.iter(|| {
            let mut counts = [0u64; 9];
            let mut hand = [Card::new_unchecked(0); 7];
            for a in 0..46u8 {
                hand[0] = Card::new_unchecked(a);
                for b in a + 1..47 {
                    hand[1] = Card::new_unchecked(b);
                    for c in b + 1..48 {
                        hand[2] = Card::new_unchecked(c);
                        for d in c + 1..49 {
                            hand[3] = Card::new_unchecked(d);
                            for e in d + 1..50 {
                                hand[4] = Card::new_unchecked(e);
                                for f in e + 1..51 {
                                    hand[5] = Card::new_unchecked(f);
                                    for g in f + 1..52 {
                                        hand[6] = Card::new_unchecked(g);
                                        let rank = rank_high(&hand);
                                        counts[category_of(Kind::High, rank) as usize] += 1;
                                    }
                                }
                            }
                        }
                    }
                }
            }
            counts
        });
    });
    group.finish();
}

/// The batch kernel over one million random seven-card rows, 1 thread and every core.
fn batch(c: &mut Criterion) {
    const ROWS: usize = 1_000_000;
    let rows = Xorshift(0x9e37_79b9_7f4a_7c15).rows(ROWS, 7);
    let mut first = vec![0u16; ROWS];
    let mut second = vec![0u16; ROWS];
    let mut group = c.benchmark_group("batch 7-card");
    group.throughput(Throughput::Elements(ROWS as u64));
    for threads in [1, default_threads()] {
        for (name, kind) in [
            ("high", Batch::High),
            ("low_a5", Batch::LowA5),
            ("low_8", Batch::Low8),
            ("low_27", Batch::Low27),
            ("high+low_8", Batch::HighLow8),
        ] {
            group.bench_function(format!("{name}, {threads} thread(s)"), |b| {
                b.iter(|| {
                    let second: &mut [u16] = if kind == Batch::HighLow8 {
                        &mut second
                    } else {
                        &mut []
                    };
                    rank_many(kind, black_box(&rows), 7, &mut first, second, threads)
                });
            });
        }
    }
    group.finish();
}

/// One million seven-card rows holding 0, 1 or 2 of the one-eyed jacks (J♠ J♥, the wild set of
/// every row), ranked by the wild batch on one thread and every core, beside the plain batch.
fn batch_wild(c: &mut Criterion) {
    const ROWS: usize = 1_000_000;
    let jacks = [Card::from_rank_suit(9, 3), Card::from_rank_suit(9, 2)];
    let wild = CardSet::from_cards(&jacks);
    let others: Vec<Card> = random_hands(7)
        .into_iter()
        .filter(|card| !wild.contains(*card))
        .collect();
    let rows_for = |count: usize| -> Vec<u8> {
        let mut rows = Vec::with_capacity(ROWS * 7);
        let mut pool = others.iter().cycle();
        for _ in 0..ROWS {
            let mut row: Vec<u8> = jacks[..count].iter().map(|c| c.index()).collect();
            while row.len() < 7 {
                let card = pool.next().map_or(0, |c| c.index());
                if !row.contains(&card) {
                    row.push(card);
                }
            }
            rows.extend(row);
        }
        rows
    };
    let mut out = vec![0u16; ROWS];
    let mut group = c.benchmark_group("batch 7-card wild");
    group.throughput(Throughput::Elements(ROWS as u64));
    for threads in [1, default_threads()] {
        let plain = rows_for(0);
        group.bench_function(format!("high (plain), {threads} thread(s)"), |b| {
            b.iter(|| {
                rank_many(
                    Batch::High,
                    black_box(&plain),
                    7,
                    &mut out,
                    &mut [],
                    threads,
                )
            });
        });
        for count in 0..=2 {
            let rows = rows_for(count);
            group.bench_function(
                format!("high, {count} wild cards, {threads} thread(s)"),
                |b| {
                    b.iter(|| {
                        rank_many_wild(
                            Batch::High,
                            black_box(&rows),
                            7,
                            wild,
                            &mut out,
                            &mut [],
                            threads,
                        )
                    });
                },
            );
        }
    }
    group.finish();
}

/// Every seven-card hand by the enumeration (partial sums down the loops), 1 thread and all.
fn enumeration(c: &mut Criterion) {
    let mut group = c.benchmark_group("enumeration");
    group.sample_size(10);
    group.throughput(Throughput::Elements(133_784_560));
    for threads in [1, default_threads()] {
        group.bench_function(
            format!("all 7-card hands, high, {threads} thread(s)"),
            |b| b.iter(|| count_hands(Kind::High, 7, &[], threads)),
        );
    }
    group.finish();
}

criterion_group!(benches, ranks, wild, batch, batch_wild, enumeration, sweep);
criterion_main!(benches);
