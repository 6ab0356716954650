//! The seeded random numbers of the core's tests, benches and examples: Marsaglia's xorshift64
//! (shifts 13, 7, 17), so that every run on every platform draws the same hands without a
//! dependency. Included by path (`#[path = ".../tests/support/xorshift.rs"]`), so it names no
//! crate type: cards come out as card numbers (`4 * rank + suit`).
#![allow(dead_code)] // each including crate uses a part

/// Marsaglia's xorshift64; the state must not be zero.
pub struct Xorshift(pub u64);

impl Xorshift {
    /// The next state.
    pub fn next_u64(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }

    /// A number in `0..bound` (modulo bias is harmless for tests).
    pub fn below(&mut self, bound: u64) -> u64 {
        self.next_u64() % bound
    }

    /// `size` distinct card numbers (at most 52), in the order drawn.
    pub fn distinct_cards(&mut self, size: usize) -> Vec<u8> {
        let mut seen = 0u64;
        let mut cards = Vec::with_capacity(size);
        while cards.len() < size {
            let card = self.below(52) as u8;
            if seen >> card & 1 == 0 {
                seen |= 1 << card;
                cards.push(card);
            }
        }
        cards
    }

    /// `rows` rows of `width` distinct card numbers each, flattened.
    pub fn rows(&mut self, rows: usize, width: usize) -> Vec<u8> {
        (0..rows).flat_map(|_| self.distinct_cards(width)).collect()
    }
}
