//! The deck of a 256-bit number (docs/shuffle.md): its mixed-radix digits are the swaps of a
//! Fisher-Yates shuffle (`for i = 51 .. 1: v, j = divmod(v, i + 1); swap cards[i], cards[j]`),
//! so every one of the 52! orders is equally likely for a uniform number below the largest
//! multiple of 52! under 2**256; a number at or above it is refused (drawn again by the caller).
//!
//! Where the bits come from (the operating system, or a seed's SHA-256 stream) is the caller's
//! business; this is the arithmetic that turns them into a deck.

/// `floor(2**256 / 52!)`: the quotient of every accepted number by 52! is below it.
pub const QUOTIENT_LIMIT: u64 = 1_435_590_242;

/// A 256-bit number as four 64-bit limbs, most significant first.
type Number = [u64; 4];

/// The deck whose Fisher-Yates swaps are the mixed-radix digits of the big-endian number `bits`,
/// top card first; `None` when `bits` is at or above the largest multiple of 52! below 2**256.
///
/// The digits of `bits mod 52!` are the first 51 digits of `bits` itself (52! is the product of
/// the radices), and what is left after them is `bits / 52!`, which decides the refusal.
pub fn deck_from_bits(bits: &[u8; 32]) -> Option<[u8; 52]> {
    let mut value: Number = [0; 4];
    for (limb, chunk) in value.iter_mut().zip(bits.chunks_exact(8)) {
        let mut word = [0u8; 8];
        word.copy_from_slice(chunk);
        *limb = u64::from_be_bytes(word);
    }
    let mut cards: [u8; 52] = std::array::from_fn(|i| i as u8);
    let mut radix = 52u64; // i + 1 for the next swap
    while radix >= 2 {
        // as many radices as fit one 64-bit divisor, taken off the big number at once
        let mut product = 1u64;
        let mut low = radix;
        while low >= 2 {
            match product.checked_mul(low) {
                Some(next) => product = next,
                None => break,
            }
            low -= 1;
        }
        let mut digits = divide(&mut value, product);
        for r in ((low + 1)..=radix).rev() {
            let j = (digits % r) as usize;
            digits /= r;
            cards.swap((r - 1) as usize, j);
        }
        radix = low;
    }
    let accepted = value[..3] == [0, 0, 0] && value[3] < QUOTIENT_LIMIT;
    accepted.then_some(cards)
}

/// Divides `value` by `divisor` in place and returns the remainder.
fn divide(value: &mut Number, divisor: u64) -> u64 {
    let mut remainder = 0u64;
    for limb in value.iter_mut() {
        let wide = (u128::from(remainder) << 64) | u128::from(*limb);
        let divisor = u128::from(divisor);
        // the quotient fits 64 bits because remainder < divisor
        *limb = (wide / divisor) as u64;
        remainder = (wide % divisor) as u64;
    }
    remainder
}

#[cfg(test)]
mod tests {
    use super::*;

    /// 52! as a 256-bit number, for the tests' own arithmetic.
    fn factorial_52() -> Number {
        let mut value: Number = [0, 0, 0, 1];
        for k in 2..=52u64 {
            let mut carry = 0u128;
            for limb in value.iter_mut().rev() {
                let wide = u128::from(*limb) * u128::from(k) + carry;
                *limb = wide as u64;
                carry = wide >> 64;
            }
        }
        value
    }

    fn to_bytes(value: Number) -> [u8; 32] {
        let mut bits = [0u8; 32];
        for (chunk, limb) in bits.chunks_exact_mut(8).zip(value) {
            chunk.copy_from_slice(&limb.to_be_bytes());
        }
        bits
    }

    /// `a * k` for a small `k` (no overflow in the tests' uses).
    fn times(a: Number, k: u64) -> Number {
        let mut out = a;
        let mut carry = 0u128;
        for limb in out.iter_mut().rev() {
            let wide = u128::from(*limb) * u128::from(k) + carry;
            *limb = wide as u64;
            carry = wide >> 64;
        }
        assert_eq!(carry, 0);
        out
    }

    fn minus_one(a: Number) -> Number {
        let mut out = a;
        for limb in out.iter_mut().rev() {
            let (next, borrow) = limb.overflowing_sub(1);
            *limb = next;
            if !borrow {
                break;
            }
        }
        out
    }

    #[test]
    fn zero_swaps_every_card_with_the_first() {
        // every digit 0: swap i takes whatever is at 0, so the deck turns by one card
        let deck = deck_from_bits(&[0; 32]).unwrap();
        assert!(deck
            .iter()
            .enumerate()
            .all(|(i, &c)| usize::from(c) == (i + 1) % 52));
    }

    #[test]
    fn the_quotient_limit_is_two_to_the_256_over_52_factorial() {
        let mut all_ones: Number = [u64::MAX; 4];
        // floor((2**256 - 1) / 52!) = floor(2**256 / 52!): 52! does not divide 2**256
        let mut product = 1u64;
        let mut radices = Vec::new();
        for r in (2..=52u64).rev() {
            if product.checked_mul(r).is_none() {
                radices.push(product);
                product = 1;
            }
            product *= r;
        }
        radices.push(product);
        for divisor in radices {
            divide(&mut all_ones, divisor);
        }
        assert_eq!(all_ones, [0, 0, 0, QUOTIENT_LIMIT]);
    }

    #[test]
    fn the_refusal_starts_at_the_largest_multiple_of_52_factorial() {
        let limit = times(factorial_52(), QUOTIENT_LIMIT);
        assert!(deck_from_bits(&to_bytes(limit)).is_none());
        assert!(deck_from_bits(&[0xff; 32]).is_none());
        let below = deck_from_bits(&to_bytes(minus_one(limit))).unwrap();
        // limit - 1 = 52! - 1 (mod 52!): every digit is its largest, i for swap i
        let top = deck_from_bits(&to_bytes(minus_one(factorial_52()))).unwrap();
        assert_eq!(below, top);
    }

    #[test]
    fn every_deck_holds_each_card_once() {
        let mut state = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..1000 {
            let mut bits = [0u8; 32];
            for byte in &mut bits {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                *byte = state as u8;
            }
            if let Some(deck) = deck_from_bits(&bits) {
                let mut seen = [false; 52];
                for c in deck {
                    assert!(!seen[usize::from(c)]);
                    seen[usize::from(c)] = true;
                }
            }
        }
    }
}
