//! The random stream of a Monte Carlo run: xoshiro256++ (Blackman and Vigna), one stream per
//! block of deals, each seeded through SplitMix64 from (seed, block).
//!
//! A leaf of `equity/`: it uses no other module of it.

/// xoshiro256++, seeded through SplitMix64.
pub(crate) struct Xoshiro([u64; 4]);

impl Xoshiro {
    /// The stream numbered `stream` of `seed`.
    pub(crate) fn from_seed(seed: u64, stream: u64) -> Xoshiro {
        let mut state = seed ^ stream.wrapping_mul(0xD1B5_4A32_D192_ED03);
        let mut next = || {
            state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
            let mut z = state;
            z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
            z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
            z ^ (z >> 31)
        };
        Xoshiro([next(), next(), next(), next()])
    }

    fn next_u64(&mut self) -> u64 {
        let s = &mut self.0;
        let result = s[0].wrapping_add(s[3]).rotate_left(23).wrapping_add(s[0]);
        let t = s[1] << 17;
        s[2] ^= s[0];
        s[3] ^= s[1];
        s[1] ^= s[2];
        s[0] ^= s[3];
        s[2] ^= t;
        s[3] = s[3].rotate_left(45);
        result
    }

    /// Uniform in `0..n` (`n >= 1`), without bias (Lemire's multiply and reject).
    pub(crate) fn below(&mut self, n: u64) -> u64 {
        let threshold = n.wrapping_neg() % n;
        loop {
            let product = u128::from(self.next_u64()) * u128::from(n);
            if (product as u64) >= threshold {
                return (product >> 64) as u64;
            }
        }
    }

    /// An index uniform in `from..len` (`from < len`): the next place a partial Fisher-Yates
    /// shuffle swaps into `from`.
    #[inline]
    pub(crate) fn index(&mut self, from: usize, len: usize) -> usize {
        from + self.below((len - from) as u64) as usize
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn below_is_uniform_enough_and_in_range() {
        let mut rng = Xoshiro::from_seed(7, 0);
        let mut counts = [0u32; 6];
        for _ in 0..60_000 {
            counts[rng.below(6) as usize] += 1;
        }
        assert!(
            counts.iter().all(|&c| (9_500..10_500).contains(&c)),
            "{counts:?}"
        );
    }

    #[test]
    fn streams_differ() {
        let a = Xoshiro::from_seed(1, 0).next_u64();
        let b = Xoshiro::from_seed(1, 1).next_u64();
        assert_ne!(a, b);
    }
}
