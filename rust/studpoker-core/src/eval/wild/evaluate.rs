//! The ranks with wild cards, unchecked and fast (the module docs of `wild` say how): the high
//! found greedily from the suit masks of the naturals, the lows with each wild turned into the
//! card the low lacks.

use std::sync::OnceLock;

use super::{
    ACE, ALL_RANKS, FIVE_OF_A_KIND_BASE, FULL_HOUSE_BASE, MULTI_ACE_FLUSHES, WILD_MAX_CARDS,
};
use crate::card::{Card, CardSet};
use crate::eval::{
    category_of, rank_high, rank_low_27, rank_low_8, rank_low_a5, Category, Kind, MAX_CARDS,
};

/// The naturals as one 13-bit rank mask per suit, and how many wild cards the hand holds.
#[derive(Clone, Copy)]
pub(super) struct Naturals {
    suits: [u16; 4],
    wilds: u32,
}

#[inline(always)]
pub(super) fn naturals(cards: &[Card], wild: CardSet) -> Naturals {
    let mut bits = 0u64;
    let mut wilds = 0u32;
    for &card in cards {
        let index = u32::from(card.index() & 63);
        let is_wild = (wild.0 >> index) & 1;
        wilds += is_wild as u32;
        bits |= (1 - is_wild) << (16 * (index & 3) + (index >> 2));
    }
    let suit = |s: u32| (bits >> (16 * s)) as u16 & ALL_RANKS;
    Naturals {
        suits: [suit(0), suit(1), suit(2), suit(3)],
        wilds,
    }
}

/// A high class: its category and five ranks in order of significance (a straight from its
/// top, the wheel `5 4 3 2 A`); `suited` for flushes and straight flushes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Class {
    pub category: Category,
    pub ranks: [u8; 5],
    pub suited: bool,
}

/// The highest rank in a mask (`0` for an empty mask: only garbage input gets there).
#[inline(always)]
fn top(mask: u16) -> u8 {
    (15 - mask.leading_zeros().min(15)) as u8
}

#[inline(always)]
fn without(mask: u16, rank: u8) -> u16 {
    mask & !(1 << (rank & 15))
}

/// The `K` highest ranks of a mask, highest first.
#[inline(always)]
fn top_ranks<const K: usize>(mut mask: u16) -> [u8; K] {
    let mut out = [0u8; K];
    for slot in &mut out {
        *slot = top(mask);
        mask = without(mask, *slot);
    }
    out
}

/// The mask without its `drop` lowest ranks.
#[inline(always)]
fn drop_lowest(mut mask: u16, drop: u32) -> u16 {
    for _ in 0..drop {
        mask &= mask.wrapping_sub(1);
    }
    mask
}

/// Per 13-bit rank mask, for 0 to 4 gaps: the top rank + 1 of the best five-rank window the
/// mask fills but for that many gaps (4 bits each; 0 = none).
#[allow(
    clippy::large_stack_arrays,
    reason = "built once, boxed at once: 32 KiB"
)]
fn straight_table() -> &'static [u32; 8192] {
    static TABLE: OnceLock<Box<[u32; 8192]>> = OnceLock::new();
    TABLE.get_or_init(|| {
        let mut table = Box::new([0u32; 8192]);
        for (mask, entry) in table.iter_mut().enumerate() {
            // Bit 0 is the ace playing low, bit r + 1 the rank r.
            let low = (mask << 1) | (mask >> 12 & 1);
            for gaps in 0..5u32 {
                let window = (0..10u32)
                    .rev()
                    .find(|&i| ((low >> i) & 0x1F).count_ones() + gaps >= 5);
                if let Some(i) = window {
                    *entry |= (i + 4) << (4 * gaps);
                }
            }
        }
        table
    })
}

/// The top rank of the best straight `mask` makes with `wilds` wild cards.
#[inline(always)]
fn straight_top(mask: u16, wilds: u32) -> Option<u8> {
    let entry = straight_table()[usize::from(mask & ALL_RANKS)] >> (4 * wilds.min(4)) & 0xF;
    (entry != 0).then(|| entry as u8 - 1)
}

fn straight_ranks(top: u8) -> [u8; 5] {
    if top <= 3 {
        [3, 2, 1, 0, ACE]
    } else {
        [top, top - 1, top - 2, top - 3, top - 4]
    }
}

/// The best high class, categories tried from the top (see the module docs).
#[inline]
#[allow(
    clippy::many_single_char_names,
    reason = "the suit masks a-d, the wild count w and the ranks q, t, p read as in the docs"
)]
pub(super) fn best_high(naturals: Naturals) -> Class {
    let [a, b, c, d] = naturals.suits;
    let once = a | b | c | d;
    let twice = (a & b) | (c & d) | ((a | b) & (c | d));
    let thrice = (a & b & (c | d)) | (c & d & (a | b));
    let four = a & b & c & d;
    let w = naturals.wilds.min(5);
    // Ranks held at least `times - w` times: with the wilds, `times` of them.
    let levels = [ALL_RANKS, once, twice, thrice, four, 0];
    let held = |times: u32| levels[times.saturating_sub(w).min(5) as usize];
    // One popcount per suit (no hardware popcount on the baseline target).
    let sizes = naturals.suits.map(u16::count_ones);
    let plain = |category, ranks| Class {
        category,
        ranks,
        suited: false,
    };

    if w > 0 && held(5) != 0 {
        return plain(Category::FiveOfAKind, [top(held(5)); 5]);
    }
    let straight_flush = (0..4)
        .filter(|&i| sizes[i] + w >= 5)
        .filter_map(|i| straight_top(naturals.suits[i], w))
        .max();
    if let Some(high) = straight_flush {
        return Class {
            category: Category::StraightFlush,
            ranks: straight_ranks(high),
            suited: true,
        };
    }
    let quads = held(4);
    if quads != 0 {
        // Every wild is in the four (one more would make five of a kind).
        let q = top(quads);
        return plain(Category::FourOfAKind, [q, q, q, q, top(without(once, q))]);
    }
    let trips = held(3);
    if trips != 0 {
        let t = top(trips);
        let pair = without(twice, t);
        if pair != 0 {
            let p = top(pair);
            return plain(Category::FullHouse, [t, t, t, p, p]);
        }
    }
    let need = 5 - w; // w <= 4 here: five wilds are five aces
    let best_flush = (0..4)
        .filter(|&i| sizes[i] >= need)
        .map(|i| drop_lowest(naturals.suits[i], sizes[i] - need))
        .max()
        .unwrap_or(0);
    if best_flush != 0 {
        let mut ranks = [ACE; 5];
        let mut rest = best_flush;
        for slot in &mut ranks[w as usize..] {
            *slot = top(rest);
            rest = without(rest, *slot);
        }
        return Class {
            category: Category::Flush,
            ranks,
            suited: true,
        };
    }
    if let Some(high) = straight_top(once, w) {
        return plain(Category::Straight, straight_ranks(high));
    }
    if trips != 0 {
        let t = top(trips);
        let [k1, k2] = top_ranks(without(once, t));
        return plain(Category::ThreeOfAKind, [t, t, t, k1, k2]);
    }
    // From here on there is no wild: one would have made three of a kind.
    if twice.count_ones() >= 2 {
        let [p1, p2] = top_ranks(twice);
        let kicker = top(without(without(once, p1), p2));
        return plain(Category::TwoPair, [p1, p1, p2, p2, kicker]);
    }
    let pairs = held(2);
    if pairs != 0 {
        let p = top(pairs);
        let [k1, k2, k3] = top_ranks(without(once, p));
        return plain(Category::Pair, [p, p, k1, k2, k3]);
    }
    plain(Category::HighCard, top_ranks(once))
}

/// The plain dense rank of a class that exists without wilds: five cards are built from it
/// (suits by occurrence, one card off-suit when unsuited) and ranked by [`rank_high`].
fn plain_rank(class: Class) -> u16 {
    let mut seen = [0u8; 13];
    let mut five = [Card::new_unchecked(0); 5];
    for (slot, &rank) in five.iter_mut().zip(&class.ranks) {
        let rank = rank.min(ACE);
        let suit = if class.suited {
            0
        } else {
            seen[usize::from(rank)] & 3
        };
        seen[usize::from(rank)] += 1;
        *slot = Card::from_rank_suit(rank, suit);
    }
    if !class.suited && five.iter().all(|card| card.suit() == 0) {
        five[0] = Card::from_rank_suit(five[0].rank(), 1);
    }
    rank_high(&five)
}

fn choose(n: u8, k: u8) -> u16 {
    let n = u16::from(n);
    match k {
        1 => n,
        2 => n * n.saturating_sub(1) / 2,
        _ => n * n.saturating_sub(1) * n.saturating_sub(2) / 6,
    }
}

/// A class's rank in the wild high space (see the module docs).
fn wild_space_rank(class: Class) -> u16 {
    let r = &class.ranks;
    match class.category {
        Category::FiveOfAKind => FIVE_OF_A_KIND_BASE + u16::from(r[0].min(ACE)),
        // Ranks descending with two or three aces; the rest in the combinatorial number system.
        Category::Flush if r[1] == ACE && r[2] == ACE => {
            FULL_HOUSE_BASE + 220 + choose(r[3], 2) + choose(r[4], 1)
        }
        Category::Flush if r[1] == ACE => {
            FULL_HOUSE_BASE + choose(r[2], 3) + choose(r[3], 2) + choose(r[4], 1)
        }
        _ => shifted(plain_rank(class)),
    }
}

/// A plain high rank moved into the wild high space.
#[inline(always)]
pub(crate) fn shifted(plain: u16) -> u16 {
    if plain >= FULL_HOUSE_BASE {
        plain + MULTI_ACE_FLUSHES
    } else {
        plain
    }
}

/// The dense high rank of 5 to [`WILD_MAX_CARDS`] distinct cards with `wild` wild: in the wild
/// high space when `wild` is not empty, the plain one otherwise.
///
/// Unchecked: other input gives an unspecified rank, never a panic.
#[inline]
pub fn rank_high_wild(cards: &[Card], wild: CardSet) -> u16 {
    if wild.is_empty() && cards.len() <= MAX_CARDS {
        return rank_high(cards);
    }
    let naturals = naturals(cards, wild);
    if naturals.wilds == 0 && cards.len() <= MAX_CARDS {
        let plain = rank_high(cards);
        return if wild.is_empty() {
            plain
        } else {
            shifted(plain)
        };
    }
    let class = best_high(naturals);
    if wild.is_empty() {
        plain_rank(class)
    } else {
        wild_space_rank(class)
    }
}

/// The naturals with each wild turned into a card that stands for it in a low (`subs`), cut
/// to at most nine cards that hold the same best low.
pub(super) struct LowHand {
    cards: [Card; WILD_MAX_CARDS],
    len: usize,
    pub subs: CardSet,
}

impl LowHand {
    pub fn cards(&self) -> &[Card] {
        &self.cards[..self.len]
    }

    fn push(&mut self, card: Card) {
        if self.len < WILD_MAX_CARDS {
            self.cards[self.len] = card;
            self.len += 1;
        }
    }
}

/// A low's wilds become the lowest ace-low ranks that `eight_or_better` (ace to eight) or any
/// low (ace to king) lacks, each as its spade (no natural holds those ranks).
pub(super) fn low_hand(cards: &[Card], wild: CardSet, eight_or_better: bool) -> LowHand {
    let mut hand = LowHand {
        cards: [Card::new_unchecked(0); WILD_MAX_CARDS],
        len: 0,
        subs: CardSet::EMPTY,
    };
    let mut held = 0u16;
    let mut wilds = 0;
    for &card in cards.iter().take(WILD_MAX_CARDS) {
        if wild.contains(card) {
            wilds += 1;
        } else {
            hand.push(card);
            held |= 1 << card.low_rank();
        }
    }
    let mut missing = !held & if eight_or_better { 0xFF } else { ALL_RANKS };
    for _ in 0..wilds {
        if missing == 0 {
            break;
        }
        let low = missing.trailing_zeros() as u8;
        missing &= missing - 1;
        let sub = Card::from_rank_suit((low + 12) % 13, 3);
        hand.subs.insert(sub);
        hand.push(sub);
    }
    if hand.len > MAX_CARDS {
        cut_to_nine(&mut hand);
    }
    hand
}

/// Ten or eleven cards down to the ones a best low can use, the higher suits kept: with five
/// distinct ranks, one card of each of the five lowest; otherwise, with `d` ranks, at most
/// `6 - d` cards of each (a best five holds every rank: the extra cards fill the groups).
fn cut_to_nine(hand: &mut LowHand) {
    let mask = hand
        .cards()
        .iter()
        .fold(0u16, |mask, &card| mask | 1 << card.low_rank());
    let distinct = mask.count_ones();
    let (kept_ranks, per_rank) = if distinct >= 5 {
        let mut lowest = mask;
        while lowest.count_ones() > 5 {
            lowest &= !(1 << top(lowest));
        }
        (lowest, 1)
    } else {
        (mask, 6 - distinct)
    };
    let len = hand.len;
    let sorted = &mut hand.cards[..len];
    sorted.sort_unstable_by_key(|&card| (card.low_rank(), std::cmp::Reverse(card.suit())));
    let mut counts = [0u32; 13];
    let mut kept = 0;
    for i in 0..len {
        let card = hand.cards[i];
        let rank = usize::from(card.low_rank());
        if kept_ranks >> rank & 1 == 1 && counts[rank] < per_rank {
            counts[rank] += 1;
            hand.cards[kept] = card;
            kept += 1;
        }
    }
    hand.len = kept;
}

/// The dense A-5 low rank (plain space) of 5 to [`WILD_MAX_CARDS`] cards with `wild` wild.
///
/// Unchecked: other input gives an unspecified rank, never a panic.
#[inline]
pub fn rank_low_a5_wild(cards: &[Card], wild: CardSet) -> u16 {
    if cards.len() <= MAX_CARDS && !cards.iter().any(|&card| wild.contains(card)) {
        return rank_low_a5(cards);
    }
    rank_low_a5(low_hand(cards, wild, false).cards())
}

/// The dense 8-or-better rank (plain space) of 5 to [`WILD_MAX_CARDS`] cards with `wild` wild,
/// `None` when even the wilds leave fewer than five distinct ranks of eight or lower.
///
/// Unchecked: other input gives an unspecified result, never a panic.
#[inline]
pub fn rank_low_8_wild(cards: &[Card], wild: CardSet) -> Option<u16> {
    if cards.len() <= MAX_CARDS && !cards.iter().any(|&card| wild.contains(card)) {
        return rank_low_8(cards);
    }
    rank_low_8(low_hand(cards, wild, true).cards())
}

/// One entry point per kind, for loops over many hands (the batch calls' hook): the rank of
/// `cards` with `wild` wild, `None` for an 8-or-better hand without a low.
///
/// Unchecked, like the `rank_*_wild` functions it calls. The 2-7 low has no wild reading (the
/// callers refuse a 2-7 wild set): its cards play as the naturals they are, the first nine.
#[inline]
pub fn rank_wild(kind: Kind, cards: &[Card], wild: CardSet) -> Option<u16> {
    match kind {
        Kind::High => Some(rank_high_wild(cards, wild)),
        Kind::LowA5 => Some(rank_low_a5_wild(cards, wild)),
        Kind::Low8 => rank_low_8_wild(cards, wild),
        Kind::Low27 => Some(rank_low_27(&cards[..cards.len().min(MAX_CARDS)])),
    }
}

/// The category of a rank of the wild high space.
pub fn category_of_wild_rank(rank: u16) -> Category {
    if rank >= FIVE_OF_A_KIND_BASE {
        Category::FiveOfAKind
    } else if rank >= FULL_HOUSE_BASE + MULTI_ACE_FLUSHES {
        category_of(Kind::High, rank - MULTI_ACE_FLUSHES)
    } else if rank >= FULL_HOUSE_BASE {
        Category::Flush
    } else {
        category_of(Kind::High, rank)
    }
}

#[cfg(test)]
mod tests {
    use super::super::{parse_wild, HIGH_WILD_CLASSES};
    use super::*;
    use crate::card::parse_cards;

    fn cards(text: &str) -> Vec<Card> {
        parse_cards(text).unwrap()
    }

    #[test]
    fn the_constants_sit_where_the_plain_ranks_say() {
        assert_eq!(rank_high(&cards("2c 2d 2h 3c 3d")), FULL_HOUSE_BASE);
        assert_eq!(rank_high(&cards("As Ks Qs Js 9s")), FULL_HOUSE_BASE - 1);
        assert_eq!(HIGH_WILD_CLASSES, 7761);
        assert_eq!(choose(11, 3) + choose(10, 2) + choose(9, 1), 219);
        let categories = [
            (FULL_HOUSE_BASE - 1, Category::Flush),
            (FULL_HOUSE_BASE, Category::Flush),
            (FULL_HOUSE_BASE + MULTI_ACE_FLUSHES, Category::FullHouse),
            (FIVE_OF_A_KIND_BASE - 1, Category::StraightFlush),
            (FIVE_OF_A_KIND_BASE, Category::FiveOfAKind),
            (0, Category::HighCard),
        ];
        for (rank, category) in categories {
            assert_eq!(category_of_wild_rank(rank), category, "{rank}");
        }
    }

    #[test]
    fn without_wild_cards_the_ranks_are_the_plain_ones() {
        for hand in [
            "As Ks Qs Js Ts 9d 2c",
            "2c 2d 2h 3c 3d",
            "7c 5d 4h 3s 2c",
            "Ac Ad Kc Kd Qh",
        ] {
            let hand = cards(hand);
            let plain = rank_high(&hand);
            assert_eq!(rank_high_wild(&hand, CardSet::EMPTY), plain);
            assert_eq!(
                rank_high_wild(&hand, parse_wild("Jh").unwrap()),
                shifted(plain)
            );
            assert_eq!(
                plain_rank(best_high(naturals(&hand, CardSet::EMPTY))),
                plain
            );
        }
    }

    /// Every five-card hand through the greedy search (not the plain shortcut) against the
    /// plain evaluator: rank, category and chosen five.
    #[test]
    fn the_greedy_search_matches_plain_on_every_five_card_hand() {
        let deck: Vec<Card> = (0..52).map(Card::new_unchecked).collect();
        for a in 0..52 {
            for b in a + 1..52 {
                for c in b + 1..52 {
                    for d in c + 1..52 {
                        for e in d + 1..52 {
                            let five = [deck[a], deck[b], deck[c], deck[d], deck[e]];
                            let class = best_high(naturals(&five, CardSet::EMPTY));
                            assert_eq!(plain_rank(class), rank_high(&five), "{five:?}");
                        }
                    }
                }
            }
        }
    }
}
