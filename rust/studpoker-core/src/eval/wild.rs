//! Wild cards (rules §5.2, §6): a wild card stands for any card, one the hand already holds
//! included, so five of a kind (above every straight flush) and the double-ace flush exist.
//!
//! A wild set is a [`CardSet`]: by rank (`"Q"`: all four queens) and by card (one-eyed jacks
//! `J♠ J♥`, the suicide king `K♥`). Hands of 5 to [`WILD_MAX_CARDS`] cards.
//!
//! # How it stays fast: no substitution is tried
//!
//! The naturals (the cards that are not wild) go into four 13-bit suit masks; bit operations
//! on them give the ranks held at least once, twice, three and four times. With `w` wild cards
//! the categories are then filled greedily from the top, and the first one that can be made is
//! the best (each step also finds the best hand within its category):
//!
//! - five of a kind: the highest rank held `5 - w` times;
//! - straight flush: a suit whose ranks fill some five-rank window but for `w` gaps at most (a
//!   table of the best window per 13-bit mask and number of gaps, 8,192 entries);
//! - four of a kind: the highest rank held `4 - w` times, the best natural kicker;
//! - full house: the highest rank held `3 - w` times, then the best other pair of naturals;
//! - flush: every wild plays an ace of the suit (a duplicate when the ace is held: the
//!   double-ace flush) beside the suit's top `5 - w` naturals, so the suit masks cut to their
//!   top `5 - w` ranks compare as plain integers;
//! - straight: the window table on the mask of every natural rank;
//! - three of a kind, two pair, pair, high card: from the same masks.
//!
//! The class found is ranked through the plain [`rank_high`] of five cards built from it. Lows
//! need no search either: each wild becomes the lowest rank the low lacks (rules §5.2: "a wild counts
//! as the best card the low lacks"), then the plain low evaluators rank the result.
//!
//! # Rank spaces
//!
//! Two kinds of class exist only with wilds: five of a kind (13) and the flushes with two or
//! three aces (A-A-x-y-z and A-A-A-x-y, 286; four aces are four of a kind). Those flushes lie
//! between the best plain flush and the worst full house, so no numbering can keep every plain
//! rank and stay "greater is better". A high hand evaluated with a non-empty wild set is
//! therefore ranked in the *wild high space* of [`HIGH_WILD_CLASSES`]: plain ranks up to the
//! best flush unchanged, the multi-ace flushes next, plain full houses to straight flushes
//! shifted up by [`MULTI_ACE_FLUSHES`], five of a kind on top. The lows gain no class, so low
//! ranks are the plain ones. With an empty wild set every rank is the plain one.

use std::sync::OnceLock;

use super::{
    category_of, describe, evaluation_of_rank, rank_high, rank_low_8, rank_low_a5, Category,
    Evaluation, HandValue, Kind, MAX_CARDS, MIN_CARDS,
};
use crate::card::{check_distinct, Card, CardSet, RANK_CHARS};
use crate::error::{Error, Result};

/// Most cards a wild evaluation takes: Baseball's seven plus four extra cards.
pub const WILD_MAX_CARDS: usize = 11;
/// Flushes of two or three aces (`C(12, 3) + C(12, 2)`), which only wilds make.
pub const MULTI_ACE_FLUSHES: u16 = 286;
/// The plain rank of the worst full house (every class below it keeps its plain rank).
pub const FULL_HOUSE_BASE: u16 = 7140;
const FIVE_OF_A_KIND_BASE: u16 = Kind::High.class_count() + MULTI_ACE_FLUSHES;
/// Classes of the wild high space: `0` = 7-5-4-3-2 offsuit, the last = five aces.
pub const HIGH_WILD_CLASSES: u16 = FIVE_OF_A_KIND_BASE + 13;

const ACE: u8 = 12;
const ALL_RANKS: u16 = 0x1FFF;

/// The four cards of `rank` (`0..=12`, two to ace).
pub fn wild_rank(rank: u8) -> CardSet {
    CardSet(0xF << (4 * u32::from(rank.min(ACE))))
}

/// One wild entry: a rank (`"Q"`, `"10"`, `"t"`: all four of its cards) or a card (`"Jh"`).
pub fn parse_wild_token(token: &str) -> Result<CardSet> {
    let trimmed = token.trim();
    let upper = trimmed.to_ascii_uppercase();
    let rank = match upper.as_str() {
        "10" => Some(8),
        r if r.len() == 1 => RANK_CHARS.iter().position(|&c| c == r.as_bytes()[0]),
        _ => None,
    };
    if let Some(rank) = rank {
        return Ok(wild_rank(rank as u8));
    }
    let card = Card::parse(trimmed).map_err(|_| Error::InvalidWild {
        text: token.to_string(),
    })?;
    Ok(CardSet(1 << card.index()))
}

/// A wild set from text: ranks and cards separated by spaces or commas (`"3 9"`, `"Js Jh"`,
/// `"Kh"`). An empty text is no wild card.
pub fn parse_wild(text: &str) -> Result<CardSet> {
    let mut set = CardSet::EMPTY;
    for token in text
        .split(|c: char| c.is_whitespace() || c == ',')
        .filter(|t| !t.is_empty())
    {
        set.0 |= parse_wild_token(token)?.0;
    }
    Ok(set)
}

/// Whether a `kind` value evaluated with `wild` is ranked in the wild high space.
pub fn in_wild_space(kind: Kind, wild: CardSet) -> bool {
    kind == Kind::High && !wild.is_empty()
}

/// Checks what the raw `*_wild` functions assume: 5 to [`WILD_MAX_CARDS`] distinct cards.
pub fn check_wild_hand(cards: &[Card]) -> Result<()> {
    super::check_hand_of(cards, WILD_MAX_CARDS)
}

/// The naturals as one 13-bit rank mask per suit, and how many wild cards the hand holds.
#[derive(Clone, Copy)]
struct Naturals {
    suits: [u16; 4],
    wilds: u32,
}

#[inline(always)]
fn naturals(cards: &[Card], wild: CardSet) -> Naturals {
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
struct Class {
    category: Category,
    ranks: [u8; 5],
    suited: bool,
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
fn best_high(naturals: Naturals) -> Class {
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
fn plain_rank(class: &Class) -> u16 {
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
fn wild_space_rank(class: &Class) -> u16 {
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
        plain_rank(&class)
    } else {
        wild_space_rank(&class)
    }
}

/// The naturals with each wild turned into a card that stands for it in a low (`subs`), cut
/// to at most nine cards that hold the same best low.
struct LowHand {
    cards: [Card; WILD_MAX_CARDS],
    len: usize,
    subs: CardSet,
}

impl LowHand {
    fn cards(&self) -> &[Card] {
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
fn low_hand(cards: &[Card], wild: CardSet, eight_or_better: bool) -> LowHand {
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
/// Unchecked, like the `rank_*_wild` functions it calls.
#[inline]
pub fn rank_wild(kind: Kind, cards: &[Card], wild: CardSet) -> Option<u16> {
    match kind {
        Kind::High => Some(rank_high_wild(cards, wild)),
        Kind::LowA5 => Some(rank_low_a5_wild(cards, wild)),
        Kind::Low8 => rank_low_8_wild(cards, wild),
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

/// A hand evaluated with wild cards.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WildEvaluation {
    pub kind: Kind,
    /// Dense rank: the wild high space when `wild_space`, the plain space of `kind` otherwise.
    pub rank: u16,
    pub wild_space: bool,
    pub category: Category,
    /// The chosen five as held (wild cards included), most significant first.
    pub cards: [Card; 5],
    /// The same five as they play: each wild replaced by the card it stands for.
    pub played: [Card; 5],
}

/// The best hand of `kind` of 5 to [`WILD_MAX_CARDS`] distinct cards with `wild` wild; `None`
/// for an 8-or-better hand without a low.
///
/// The chosen five: naturals first, each rank in the highest suit held (a flush in the highest
/// suit that can make it); a wild fills each place left, the highest wild card first, and plays
/// that rank in the highest suit not yet among the five (the flush's suit in a flush, a spade
/// for the fifth card of five of a kind).
pub fn evaluate_wild(kind: Kind, cards: &[Card], wild: CardSet) -> Result<Option<WildEvaluation>> {
    check_wild_hand(cards)?;
    let mut wild_cards = [Card::new_unchecked(0); WILD_MAX_CARDS];
    let mut count = 0;
    for &card in cards.iter().filter(|&&card| wild.contains(card)) {
        wild_cards[count] = card;
        count += 1;
    }
    let wilds = &mut wild_cards[..count];
    wilds.sort_unstable_by(|a, b| b.cmp(a));
    if kind == Kind::High {
        let class = best_high(naturals(cards, wild));
        let (held, played) = high_five(&class, cards, wild, wilds);
        return Ok(Some(WildEvaluation {
            kind,
            rank: rank_high_wild(cards, wild),
            wild_space: in_wild_space(kind, wild),
            category: class.category,
            cards: held,
            played,
        }));
    }
    let low = low_hand(cards, wild, kind == Kind::Low8);
    let rank = match kind {
        Kind::Low8 => match rank_low_8(low.cards()) {
            Some(rank) => rank,
            None => return Ok(None),
        },
        _ => rank_low_a5(low.cards()),
    };
    let evaluation = evaluation_of_rank(kind, rank, low.cards());
    let mut next_wild = wilds.iter();
    let held = evaluation.cards.map(|card| {
        if low.subs.contains(card) {
            next_wild.next().copied().unwrap_or(card)
        } else {
            card
        }
    });
    Ok(Some(WildEvaluation {
        kind,
        rank,
        wild_space: false,
        category: evaluation.category,
        cards: held,
        played: evaluation.cards,
    }))
}

/// The five of a high class being laid out: as held and as played.
struct Five<'a> {
    held: [Card; 5],
    played: [Card; 5],
    used: CardSet,
    wilds: std::slice::Iter<'a, Card>,
}

impl Five<'_> {
    /// Place `i` plays `plays`: held as the natural when there is one, else as the next wild.
    fn place(&mut self, i: usize, natural: Option<Card>, plays: Card) {
        self.played[i] = plays;
        self.held[i] = match natural {
            Some(card) => {
                self.used.insert(card);
                card
            }
            None => self.wilds.next().copied().unwrap_or(plays),
        };
    }
}

/// The five of a high class as held and as played (the rule is on [`evaluate_wild`]).
fn high_five(
    class: &Class,
    cards: &[Card],
    wild: CardSet,
    wilds: &[Card],
) -> ([Card; 5], [Card; 5]) {
    let naturals = CardSet(CardSet::from_cards(cards).0 & !wild.0);
    let mut five = Five {
        held: [Card::new_unchecked(0); 5],
        played: [Card::new_unchecked(0); 5],
        used: CardSet::EMPTY,
        wilds: wilds.iter(),
    };
    let ranks = class.ranks.map(|rank| rank.min(ACE));
    if class.suited {
        // The highest suit in which the naturals leave no more gaps than there are wilds.
        let gaps = |suit: u8| {
            let mut seen = CardSet::EMPTY;
            ranks
                .iter()
                .filter(|&&rank| {
                    let card = Card::from_rank_suit(rank, suit);
                    let natural = naturals.contains(card) && !seen.contains(card);
                    seen.insert(card);
                    !natural
                })
                .count()
        };
        let suit = (0..4u8)
            .rev()
            .find(|&suit| gaps(suit) <= wilds.len())
            .unwrap_or(3);
        for (i, &rank) in ranks.iter().enumerate() {
            let card = Card::from_rank_suit(rank, suit);
            let natural = (naturals.contains(card) && !five.used.contains(card)).then_some(card);
            five.place(i, natural, card);
        }
    } else {
        for (i, &rank) in ranks.iter().enumerate() {
            let mut suits = (0..4u8).rev().map(|suit| Card::from_rank_suit(rank, suit));
            let natural = suits
                .clone()
                .find(|&card| naturals.contains(card) && !five.used.contains(card));
            let plays = natural.unwrap_or_else(|| {
                suits
                    .find(|card| !five.played[..i].contains(card))
                    .unwrap_or(Card::from_rank_suit(rank, 3))
            });
            five.place(i, natural, plays);
        }
    }
    (five.held, five.played)
}

/// A showing hand with wild up cards (rules §6: on the streets after the bring-in a wild up card
/// counts at its best), for the showing order: its category and its cards as they play, most
/// significant first. Five or more cards are evaluated as a hand (`low`: the A-5 low); one to
/// four count pairings only, so every wild joins the largest group of naturals (the highest
/// rank among equal groups, aces when every card is wild), or, for a low, becomes the lowest
/// rank the low lacks.
pub fn showing_hand_wild(up: &[Card], wild: CardSet, low: bool) -> Result<(Category, Vec<Card>)> {
    if up.len() >= MIN_CARDS {
        let kind = if low { Kind::LowA5 } else { Kind::High };
        let evaluation = evaluate_wild(kind, up, wild)?.ok_or(Error::WrongCardCount {
            got: up.len(),
            min: 1,
            max: WILD_MAX_CARDS,
        })?;
        return Ok((evaluation.category, evaluation.played.to_vec()));
    }
    if up.is_empty() {
        return Err(Error::WrongCardCount {
            got: 0,
            min: 1,
            max: WILD_MAX_CARDS,
        });
    }
    check_distinct(up)?;
    let rank_of = |card: Card| if low { card.low_rank() } else { card.rank() };
    let mut naturals: Vec<Card> = up.iter().copied().filter(|&c| !wild.contains(c)).collect();
    let wilds = up.len() - naturals.len();
    let mut counts = [0u8; 13];
    for &card in &naturals {
        counts[usize::from(rank_of(card))] += 1;
    }
    // The ranks the wilds play, in the order rank_of counts them.
    let mut played_ranks = Vec::with_capacity(wilds);
    if low {
        let mut missing = (0..13u8).filter(|&r| counts[usize::from(r)] == 0);
        played_ranks.extend(missing.by_ref().take(wilds));
    } else {
        let best = (0..13u8)
            .rev()
            .max_by_key(|&r| (counts[usize::from(r)], r))
            .filter(|&r| counts[usize::from(r)] > 0)
            .unwrap_or(ACE);
        played_ranks.resize(wilds, best);
    }
    for ranked in played_ranks {
        let rank = if low { (ranked + 12) % 13 } else { ranked };
        let card = (0..4u8)
            .rev()
            .map(|suit| Card::from_rank_suit(rank, suit))
            .find(|card| !naturals.contains(card))
            .unwrap_or(Card::from_rank_suit(rank, 3));
        counts[usize::from(ranked)] += 1;
        naturals.push(card);
    }
    let mut played = naturals;
    played.sort_by_key(|&card| {
        let rank = rank_of(card);
        std::cmp::Reverse((counts[usize::from(rank)], rank, card.suit()))
    });
    let mut sizes: Vec<u8> = counts.iter().copied().filter(|&c| c > 0).collect();
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    sizes.push(0);
    let category = Category::from_groups(usize::from(sizes[0]), usize::from(sizes[1]));
    Ok((category, played))
}

/// What a player would say, and what each wild became: `"Five of a kind, aces (Js as As)"`.
/// A wild that plays itself is not mentioned.
pub fn describe_wild(evaluation: &WildEvaluation) -> String {
    let said = describe(&Evaluation {
        value: HandValue {
            kind: evaluation.kind,
            rank: evaluation.rank,
        },
        category: evaluation.category,
        cards: evaluation.played,
    });
    let became: Vec<String> = evaluation
        .cards
        .iter()
        .zip(&evaluation.played)
        .filter(|(held, played)| held != played)
        .map(|(held, played)| format!("{held} as {played}"))
        .collect();
    if became.is_empty() {
        said
    } else {
        format!("{said} ({})", became.join(", "))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::{format_cards, parse_cards};
    use crate::eval::{evaluate_high, evaluate_low_8, evaluate_low_a5};

    fn cards(text: &str) -> Vec<Card> {
        parse_cards(text).unwrap()
    }

    fn high(hand: &str, wild: &str) -> WildEvaluation {
        evaluate_wild(Kind::High, &cards(hand), parse_wild(wild).unwrap())
            .unwrap()
            .unwrap()
    }

    fn said(evaluation: &WildEvaluation) -> (String, String, String) {
        (
            describe_wild(evaluation),
            format_cards(&evaluation.cards),
            format_cards(&evaluation.played),
        )
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
    fn wild_sets_parse_by_rank_and_by_card() {
        assert_eq!(
            parse_wild("Q").unwrap(),
            CardSet::from_cards(&cards("Qc Qd Qh Qs"))
        );
        assert_eq!(
            parse_wild("Js, J♥").unwrap(),
            CardSet::from_cards(&cards("Js Jh"))
        );
        assert_eq!(parse_wild("3 9").unwrap().len(), 8);
        assert_eq!(parse_wild("10 t").unwrap(), wild_rank(8));
        assert_eq!(parse_wild("").unwrap(), CardSet::EMPTY);
        assert!(matches!(parse_wild("Q Zx"), Err(Error::InvalidWild { text }) if text == "Zx"));
    }

    #[test]
    fn a_wild_completes_a_royal_flush() {
        let royal = high("As Ks Qs Js 2h 7d 8c", "2");
        assert_eq!(royal.rank, FIVE_OF_A_KIND_BASE - 1);
        assert_eq!(
            said(&royal),
            (
                "Royal flush (2h as Ts)".into(),
                "As Ks Qs Js 2h".into(),
                "As Ks Qs Js Ts".into()
            )
        );
    }

    #[test]
    fn two_wilds_and_trips_make_five_of_a_kind() {
        let five = high("Kc Kd Kh 3s 3d", "3 9");
        assert_eq!(five.rank, FIVE_OF_A_KIND_BASE + 11);
        assert_eq!(
            said(&five),
            (
                "Five of a kind, kings (3s as Ks, 3d as Ks)".into(),
                "Kh Kd Kc 3s 3d".into(),
                "Kh Kd Kc Ks Ks".into()
            )
        );
        // Acey-deucy: the aces are wild themselves, so four wilds and a king are five kings.
        let kings = high("Ac Ad 2c 2h Ks 7d 9c", "A 2");
        assert_eq!(kings.category, Category::FiveOfAKind);
        assert_eq!(kings.rank, FIVE_OF_A_KIND_BASE + 11);
        // A pair and two wilds are four of a kind, below five of anything.
        let four = high("Qc Qd Jh Js 4c", "Js Jh");
        assert_eq!(four.category, Category::FourOfAKind);
        assert!(four.rank < high("2c 2d 2h 3s 3d", "3").rank);
    }

    #[test]
    fn a_wild_duplicates_the_ace_for_the_best_flush() {
        let flush = high("As 9s 6s 2s Kh Qd 4c", "Kh");
        assert_eq!(flush.category, Category::Flush);
        assert_eq!(
            said(&flush),
            (
                "Flush, ace high (Kh as As)".into(),
                "As Kh 9s 6s 2s".into(),
                "As As 9s 6s 2s".into()
            )
        );
        // The double-ace flush beats the best plain flush and loses to the worst full house.
        let plain_best = high("As Ks Qs Js 9s 2d 3c", "Kh");
        assert!(plain_best.rank < flush.rank);
        assert!(flush.rank < high("2c 2d 2h 3c 3d", "Kh").rank);
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
                plain_rank(&best_high(naturals(&hand, CardSet::EMPTY))),
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
                            assert_eq!(plain_rank(&class), rank_high(&five), "{five:?}");
                        }
                    }
                }
            }
        }
    }

    #[test]
    fn lows_take_the_lowest_rank_they_lack() {
        let wild = parse_wild("Kh").unwrap();
        let low = evaluate_wild(Kind::LowA5, &cards("Ac 2d 3h 4s Kh 9c 9d"), wild)
            .unwrap()
            .unwrap();
        assert_eq!(low.rank, 6174); // the wheel
        assert_eq!(describe_wild(&low), "Five-four low (Kh as 5s)");
        let eight = evaluate_wild(
            Kind::Low8,
            &cards("Ac 2d 7h Kh Kd Qc 9d"),
            parse_wild("K").unwrap(),
        )
        .unwrap()
        .unwrap();
        assert_eq!(format_cards(&eight.played), "7h 4s 3s 2d Ac");
        assert_eq!(
            evaluate_wild(
                Kind::Low8,
                &cards("Ac 2d 9h Kh Kd Qc 9d"),
                parse_wild("Kh").unwrap()
            ),
            Ok(None)
        );
        // Without a wild card in the hand, the plain lows.
        let hand = cards("8c 7d 5h 3s Ac Kd Kh");
        let plain = evaluate_low_a5(&hand).unwrap();
        assert_eq!(
            rank_low_a5_wild(&hand, parse_wild("Qs").unwrap()),
            plain.value.rank
        );
        let eight = evaluate_low_8(&hand).unwrap().map(|e| e.value.rank);
        assert_eq!(rank_low_8_wild(&hand, parse_wild("Q").unwrap()), eight);
    }

    #[test]
    fn showing_hands_count_wild_up_cards_at_their_best() {
        let show = |up: &str, wild: &str, low: bool| {
            let (category, played) =
                showing_hand_wild(&cards(up), parse_wild(wild).unwrap(), low).unwrap();
            (category, format_cards(&played))
        };
        assert_eq!(show("Qh", "Q", false), (Category::HighCard, "As".into()));
        assert_eq!(show("Qh Qs", "Q", false), (Category::Pair, "As Ah".into()));
        assert_eq!(
            show("Kd 5c Qh", "Q", false),
            (Category::Pair, "Ks Kd 5c".into())
        );
        assert_eq!(
            show("Kd 5c 5d Qh", "Q", false),
            (Category::ThreeOfAKind, "5s 5d 5c Kd".into())
        );
        assert_eq!(
            show("9c 9d 3h 3s", "3", false),
            (Category::FourOfAKind, "9s 9h 9d 9c".into())
        );
        assert_eq!(
            show("Kd 2c Qh", "Q", true),
            (Category::HighCard, "Kd 2c As".into())
        );
        assert_eq!(
            show("As Ks Qs Js 2h", "2", false),
            (Category::StraightFlush, "As Ks Qs Js Ts".into())
        );
        assert!(matches!(
            showing_hand_wild(&[], CardSet::EMPTY, false),
            Err(Error::WrongCardCount { got: 0, .. })
        ));
        // Without wilds, the plain grouping.
        assert_eq!(
            show("7s 7d Ac", "", false),
            (Category::Pair, "7s 7d Ac".into())
        );
    }

    #[test]
    fn eleven_cards_are_taken_and_twelve_refused() {
        let eleven = cards("Ac Ad Ah 2c 2d 2h 3c 3d 3h 4c 4d");
        let low = evaluate_wild(Kind::LowA5, &eleven, CardSet::EMPTY)
            .unwrap()
            .unwrap();
        assert_eq!(describe_wild(&low), "Pair of aces");
        let high = evaluate_wild(Kind::High, &eleven, CardSet::EMPTY)
            .unwrap()
            .unwrap();
        assert_eq!(describe_wild(&high), "Full house, aces over fours");
        let twelve = cards("Ac Ad Ah 2c 2d 2h 3c 3d 3h 4c 4d 4h");
        assert!(matches!(
            evaluate_wild(Kind::High, &twelve, CardSet::EMPTY),
            Err(Error::WrongCardCount { got: 12, .. })
        ));
        // Below nine cards the checked plain evaluator agrees.
        let seven = cards("As 9s 6s 2s Kh Qd 4c");
        let plain = evaluate_high(&seven).unwrap();
        let wild = evaluate_wild(Kind::High, &seven, CardSet::EMPTY)
            .unwrap()
            .unwrap();
        assert_eq!(
            (wild.rank, wild.cards, wild.played),
            (plain.value.rank, plain.cards, plain.cards)
        );
    }
}
