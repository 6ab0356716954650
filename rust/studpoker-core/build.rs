//! Generates the fast evaluators' lookup tables into `$OUT_DIR/eval_tables.rs`.
//!
//! Generated at build time (well under a second) so no table is built at run time and none is
//! committed. The layout and the lookups that use it are described in `src/eval/fast.rs`.
//!
//! Dense ranks are the position of a class in the ordering of its kind, so they are the same
//! as the naive evaluator's whenever both order the classes by the rules; the cargo tests
//! compare the two on every five-card hand and on random hands of 5 to 9 cards.

use std::collections::HashMap;
use std::fmt::Write as _;
use std::path::Path;

/// Buckets of the perfect hash (top bits of the hashed key).
const BUCKET_BITS: u32 = 14;
/// Slots of the perfect hash: about 74,000 rank multisets in 131,072 slots.
const SLOT_BITS: u32 = 17;

// Category numbers, as `Category` in src/eval/mod.rs (weakest first).
const HIGH_CARD: u32 = 0;
const PAIR: u32 = 1;
const TWO_PAIR: u32 = 2;
const THREE_OF_A_KIND: u32 = 3;
const STRAIGHT: u32 = 4;
const FLUSH: u32 = 5;
const FULL_HOUSE: u32 = 6;
const FOUR_OF_A_KIND: u32 = 7;
const STRAIGHT_FLUSH: u32 = 8;

const ACE: u8 = 12;

fn pow5(rank: usize) -> u32 {
    5u32.pow(rank as u32)
}

/// Ace-low rank: ace 0, two 1, ..., king 12.
fn low_rank(rank: u8) -> u8 {
    (rank + 1) % 13
}

/// Five ranks ordered by group size, then by `order` (both descending), and the pairing category.
fn grouped(ranks: [u8; 5], order: fn(u8) -> u8) -> ([u8; 5], u32) {
    let mut counts = [0u8; 13];
    for &r in &ranks {
        counts[r as usize] += 1;
    }
    let mut ordered = ranks;
    ordered.sort_by_key(|&r| std::cmp::Reverse((counts[r as usize], order(r))));
    let first = counts[ordered[0] as usize];
    let second = counts[ordered[first as usize] as usize];
    let category = match (first, second) {
        (4, _) => FOUR_OF_A_KIND,
        (3, 2) => FULL_HOUSE,
        (3, _) => THREE_OF_A_KIND,
        (2, 2) => TWO_PAIR,
        (2, _) => PAIR,
        _ => HIGH_CARD,
    };
    (ordered, category)
}

/// What the run-time code needs to rebuild a class: category in bits 20.., then the five ranks
/// in order of significance, four bits each (the first in bits 16..20).
fn info(category: u32, ordered: [u8; 5]) -> u32 {
    ordered
        .iter()
        .fold(category, |acc, &r| acc << 4 | u32::from(r))
}

/// A high class: an ordering key (greater is better) and its info.
fn high_class(ranks: [u8; 5], suited: bool) -> (u32, u32) {
    let (mut ordered, pairing) = grouped(ranks, |r| r);
    let mut straight = false;
    if pairing == HIGH_CARD {
        if ordered[0] - ordered[4] == 4 {
            straight = true;
        } else if ordered[0] == ACE && ordered[1] == 3 {
            straight = true;
            ordered.rotate_left(1); // the wheel: 5 4 3 2 A
        }
    }
    let category = match (straight, suited) {
        (true, true) => STRAIGHT_FLUSH,
        (false, true) => FLUSH,
        (true, false) => STRAIGHT,
        (false, false) => pairing,
    };
    // Ranks count from 1 in the key so the wheel's ace can be 0, below every other card.
    let key = ordered.iter().enumerate().fold(category, |acc, (i, &r)| {
        let value = if straight && i == 4 && r == ACE {
            0
        } else {
            r + 1
        };
        acc << 4 | u32::from(value)
    });
    (key, info(category, ordered))
}

/// A 2-7 low class (deuce-to-seven): the high hand's category and ranks with the ace always high
/// (A-5-4-3-2 is ace high, no straight), ordered the other way round: an ordering key (greater
/// is better, so the lowest high hand is best) and its info.
fn low27_class(ranks: [u8; 5], suited: bool) -> (u32, u32) {
    let (ordered, pairing) = grouped(ranks, |r| r);
    let straight = pairing == HIGH_CARD && ordered[0] - ordered[4] == 4;
    let category = match (straight, suited) {
        (true, true) => STRAIGHT_FLUSH,
        (false, true) => FLUSH,
        (true, false) => STRAIGHT,
        (false, false) => pairing,
    };
    let badness = ordered
        .iter()
        .fold(category, |acc, &r| acc << 4 | u32::from(r));
    (u32::MAX - badness, info(category, ordered))
}

/// An A-5 low class: an ordering key (greater is better) and its info.
fn low_class(ranks: [u8; 5]) -> (u32, u32) {
    let (ordered, pairing) = grouped(ranks, low_rank);
    let badness_class = match pairing {
        HIGH_CARD => 0,
        PAIR => 1,
        TWO_PAIR => 2,
        THREE_OF_A_KIND => 3,
        FULL_HOUSE => 4,
        _ => 5,
    };
    let badness = ordered
        .iter()
        .fold(badness_class, |acc, &r| acc << 4 | u32::from(low_rank(r)));
    (u32::MAX - badness, info(pairing, ordered))
}

/// Calls `f` with the counts of every multiset of `size` ranks, at most four of a rank.
fn for_each_multiset(size: u8, f: &mut impl FnMut(&[u8; 13])) {
    fn go(counts: &mut [u8; 13], rank: usize, left: u8, f: &mut impl FnMut(&[u8; 13])) {
        if left == 0 {
            f(counts);
        } else if rank < 13 {
            for take in 0..=left.min(4) {
                counts[rank] = take;
                go(counts, rank + 1, left - take, f);
            }
            counts[rank] = 0;
        }
    }
    go(&mut [0; 13], 0, size, f);
}

/// Calls `f` with every sub-multiset of five ranks of `counts`, as five ranks.
fn for_each_five(counts: &[u8; 13], f: &mut impl FnMut([u8; 5])) {
    fn go(counts: &[u8; 13], rank: usize, picked: &mut Vec<u8>, f: &mut impl FnMut([u8; 5])) {
        if picked.len() == 5 {
            f([picked[0], picked[1], picked[2], picked[3], picked[4]]);
            return;
        }
        if rank == 13 {
            return;
        }
        let room = 5 - picked.len();
        for take in (0..=counts[rank].min(room as u8)).rev() {
            for _ in 0..take {
                picked.push(rank as u8);
            }
            go(counts, rank + 1, picked, f);
            picked.truncate(picked.len() - take as usize);
        }
    }
    go(counts, 0, &mut Vec::with_capacity(5), f);
}

fn counts_to_ranks(counts: &[u8; 13]) -> [u8; 5] {
    let mut ranks = [0u8; 5];
    let mut i = 0;
    for (rank, &count) in counts.iter().enumerate() {
        for _ in 0..count {
            ranks[i] = rank as u8;
            i += 1;
        }
    }
    ranks
}

/// Classes of a kind in ascending order: dense rank by key, and info by dense rank.
struct Classes {
    dense: HashMap<u32, u16>,
    info: Vec<u32>,
}

impl Classes {
    fn new(mut classes: Vec<(u32, u32)>) -> Classes {
        classes.sort_unstable();
        classes.dedup();
        let dense = classes
            .iter()
            .enumerate()
            .map(|(i, &(key, _))| (key, i as u16))
            .collect::<HashMap<_, _>>();
        assert_eq!(dense.len(), classes.len(), "one info per key");
        let info = classes.iter().map(|&(_, info)| info).collect();
        Classes { dense, info }
    }

    fn rank(&self, key: u32) -> u16 {
        self.dense[&key]
    }
}

/// The best flush (or straight flush) among the suited ranks of a 13-bit mask of five or more.
fn best_flush_ranks(mask: u32) -> [u8; 5] {
    for top in (4..=12u8).rev() {
        let window = 0x1F << (top - 4);
        if mask & window == window {
            return [top, top - 1, top - 2, top - 3, top - 4];
        }
    }
    let wheel = 1 << 12 | 0xF;
    if mask & wheel == wheel {
        return [3, 2, 1, 0, ACE];
    }
    let mut ranks = [0u8; 5];
    let mut rest = mask;
    for slot in &mut ranks {
        let top = rest.ilog2();
        *slot = top as u8;
        rest &= !(1 << top);
    }
    ranks
}

/// The hash that `src/eval/fast.rs` repeats: bucket from the top bits, base slot from the next.
fn bucket_and_base(key: u32, multiplier: u64) -> (usize, usize) {
    let h = u64::from(key).wrapping_mul(multiplier);
    let bucket = (h >> (64 - BUCKET_BITS)) as usize;
    let base = (h >> (64 - BUCKET_BITS - SLOT_BITS)) as usize & ((1 << SLOT_BITS) - 1);
    (bucket, base)
}

/// A hash-and-displace perfect hash: each bucket gets the XOR displacement that moves all of
/// its keys into free slots. Returns the multiplier, the displacements and each key's slot.
fn perfect_hash(keys: &[u32]) -> (u64, Vec<u16>, Vec<usize>) {
    let mut state = 0x5eed_5eed_5eed_u64;
    'seeds: loop {
        // splitmix64 for the next odd multiplier candidate
        state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = state;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        let multiplier = (z ^ (z >> 31)) | 1;

        let mut buckets: Vec<Vec<(usize, usize)>> = vec![Vec::new(); 1 << BUCKET_BITS];
        for (i, &key) in keys.iter().enumerate() {
            let (bucket, base) = bucket_and_base(key, multiplier);
            if buckets[bucket].iter().any(|&(_, b)| b == base) {
                continue 'seeds; // no displacement can separate these two
            }
            buckets[bucket].push((i, base));
        }
        let mut order: Vec<usize> = (0..buckets.len()).collect();
        order.sort_by_key(|&b| std::cmp::Reverse(buckets[b].len()));
        let mut taken = vec![false; 1 << SLOT_BITS];
        let mut displacements = vec![0u16; 1 << BUCKET_BITS];
        let mut slots = vec![0usize; keys.len()];
        for bucket in order {
            let members = &buckets[bucket];
            if members.is_empty() {
                break;
            }
            let found = (0..=u16::MAX).find(|&d| {
                members
                    .iter()
                    .all(|&(_, base)| !taken[base ^ usize::from(d)])
            });
            let Some(d) = found else { continue 'seeds };
            displacements[bucket] = d;
            for &(i, base) in members {
                let slot = base ^ usize::from(d);
                taken[slot] = true;
                slots[i] = slot;
            }
        }
        return (multiplier, displacements, slots);
    }
}

fn write_array<T: std::fmt::Display>(out: &mut String, name: &str, ty: &str, values: &[T]) {
    writeln!(out, "pub static {name}: [{ty}; {}] = [", values.len()).unwrap();
    for chunk in values.chunks(32) {
        let line: Vec<String> = chunk.iter().map(std::string::ToString::to_string).collect();
        writeln!(out, "{},", line.join(",")).unwrap();
    }
    writeln!(out, "];").unwrap();
}

#[allow(
    clippy::too_many_lines,
    reason = "one pass in order: the classes, the perfect hash, the tables written"
)]
fn main() {
    println!("cargo:rerun-if-changed=build.rs");

    // Every class of every kind, from every multiset of five ranks.
    let mut high = Vec::new();
    let mut low = Vec::new();
    let mut low8 = Vec::new();
    let mut low27 = Vec::new();
    for_each_multiset(5, &mut |counts| {
        let ranks = counts_to_ranks(counts);
        high.push(high_class(ranks, false));
        low27.push(low27_class(ranks, false));
        let distinct = counts.iter().all(|&c| c <= 1);
        if distinct {
            high.push(high_class(ranks, true));
            low27.push(low27_class(ranks, true));
            if ranks.iter().all(|&r| low_rank(r) <= 7) {
                low8.push(low_class(ranks));
            }
        }
        low.push(low_class(ranks));
    });
    let high = Classes::new(high);
    let low = Classes::new(low);
    let low8 = Classes::new(low8);
    let low27 = Classes::new(low27);
    assert_eq!(high.info.len(), 7462);
    assert_eq!(low27.info.len(), 7462);
    assert_eq!(low.info.len(), 6175);
    assert_eq!(low8.info.len(), 56);

    // 8-or-better by the mask of ace-low ranks ace..eight: the five lowest ranks present.
    let low8_by_mask: Vec<u8> = (0..256u32)
        .map(|mask| {
            if mask.count_ones() < 5 {
                return u8::MAX;
            }
            let mut ranks = [0u8; 5];
            let mut rest = mask;
            for slot in &mut ranks {
                let low = rest.trailing_zeros() as u8;
                *slot = (low + 12) % 13; // back from ace-low to the card rank
                rest &= rest - 1;
            }
            low8.rank(low_class(ranks).0) as u8
        })
        .collect();

    // Value of the best five of every rank multiset of 5 to 7 cards, suits ignored.
    let mut keys = Vec::new();
    let mut best_high = Vec::new();
    let mut best_low = Vec::new();
    let mut best_low8 = Vec::new();
    let mut best_low27 = Vec::new();
    for size in 5..=7 {
        for_each_multiset(size, &mut |counts| {
            keys.push(
                counts
                    .iter()
                    .enumerate()
                    .map(|(r, &c)| u32::from(c) * pow5(r))
                    .sum::<u32>(),
            );
            let (mut h, mut l, mut l27) = (0u16, 0u16, 0u16);
            for_each_five(counts, &mut |five| {
                h = h.max(high.rank(high_class(five, false).0));
                l = l.max(low.rank(low_class(five).0));
                l27 = l27.max(low27.rank(low27_class(five, false).0));
            });
            best_high.push(h);
            best_low.push(l);
            best_low27.push(l27);
            // The ranks ace to eight present, ace-low bits (the ace bit 0).
            let mask = (0..13)
                .filter(|&r| counts[r] > 0)
                .fold(0usize, |m, r| m | 1 << ((r + 1) % 13));
            best_low8.push(low8_by_mask[mask & 0xFF]);
        });
    }
    let (multiplier, displacements, slots) = perfect_hash(&keys);
    let mut high_by_slot = vec![0u16; 1 << SLOT_BITS];
    let mut low_by_slot = vec![0u16; 1 << SLOT_BITS];
    let mut low8_by_slot = vec![u8::MAX; 1 << SLOT_BITS];
    let mut low27_by_slot = vec![0u16; 1 << SLOT_BITS];
    for (i, &slot) in slots.iter().enumerate() {
        high_by_slot[slot] = best_high[i];
        low27_by_slot[slot] = best_low27[i];
        low_by_slot[slot] = best_low[i];
        low8_by_slot[slot] = best_low8[i];
    }

    // Flushes by the 13-bit mask of the suited ranks (any mask of five or more).
    let flush_high: Vec<u16> = (0..1u32 << 13)
        .map(|mask| {
            if mask.count_ones() < 5 {
                0
            } else {
                high.rank(high_class(best_flush_ranks(mask), true).0)
            }
        })
        .collect();

    // A suited five's 2-7 value by the 13-bit mask of its ranks (masks of exactly five).
    let flush_low27: Vec<u16> = (0..1u32 << 13)
        .map(|mask| {
            if mask.count_ones() == 5 {
                let mut ranks = [0u8; 5];
                let mut rest = mask;
                for slot in &mut ranks {
                    *slot = rest.trailing_zeros() as u8;
                    rest &= rest - 1;
                }
                low27.rank(low27_class(ranks, true).0)
            } else {
                0
            }
        })
        .collect();

    // 256 entries (the bytes above 51 zero) so that any byte indexes it without a check.
    let card_keys: Vec<u64> = (0..256u32)
        .map(|card| {
            if card < 52 {
                u64::from(pow5((card / 4) as usize)) | 1u64 << (32 + 4 * (card % 4))
            } else {
                0
            }
        })
        .collect();

    let mut out = String::new();
    writeln!(out, "// Generated by build.rs; do not edit.").unwrap();
    writeln!(out, "pub const BUCKET_BITS: u32 = {BUCKET_BITS};").unwrap();
    writeln!(out, "pub const SLOT_BITS: u32 = {SLOT_BITS};").unwrap();
    writeln!(out, "pub const HASH_MULTIPLIER: u64 = {multiplier:#x};").unwrap();
    write_array(&mut out, "CARD_KEYS", "u64", &card_keys);
    write_array(&mut out, "DISPLACEMENTS", "u16", &displacements);
    write_array(&mut out, "HIGH_BY_SLOT", "u16", &high_by_slot);
    write_array(&mut out, "LOW_A5_BY_SLOT", "u16", &low_by_slot);
    write_array(&mut out, "LOW8_BY_SLOT", "u8", &low8_by_slot);
    write_array(&mut out, "LOW27_BY_SLOT", "u16", &low27_by_slot);
    write_array(&mut out, "FLUSH_LOW27", "u16", &flush_low27);
    write_array(&mut out, "FLUSH_HIGH", "u16", &flush_high);
    write_array(&mut out, "LOW8_BY_MASK", "u8", &low8_by_mask);
    write_array(&mut out, "HIGH_INFO", "u32", &high.info);
    write_array(&mut out, "LOW_A5_INFO", "u32", &low.info);
    write_array(&mut out, "LOW8_INFO", "u32", &low8.info);
    write_array(&mut out, "LOW27_INFO", "u32", &low27.info);

    let dir = std::env::var("OUT_DIR").expect("cargo sets OUT_DIR");
    std::fs::write(Path::new(&dir).join("eval_tables.rs"), out).expect("write the tables");
}
