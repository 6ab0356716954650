//! Who acts first (rules §4): the bring-in of the opening deal and the best showing hand later.
//!
//! A showing hand's *strength* is a list where greater is better, for low games too, so a hand
//! that is a prefix of another (fewer cards, same ranks so far) compares as the weaker one.

use crate::card::{check_distinct, Card, CardSet};
use crate::error::{Error, Result};
use crate::eval::wild::showing_hand_wild;
use crate::eval::{self, Category, MAX_CARDS};
pub use crate::named::Named;

/// Who brings in on the opening deal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum BringInRule {
    /// The lowest up card, ace high; equal ranks by suit, clubs lowest (high games).
    Lowest,
    /// The highest up card, ace low (king highest); equal ranks: the higher suit (razz).
    HighestAceLow,
    /// The highest up card, ace high (an ace highest); equal ranks: the higher suit (2-7 razz).
    Highest,
}

impl Named for BringInRule {
    const KIND: &'static str = "bring-in rule";
    const NAMES: &'static [&'static str] = &["lowest", "highest_ace_low", "highest"];
    const VALUES: &'static [Self] = &[
        BringInRule::Lowest,
        BringInRule::HighestAceLow,
        BringInRule::Highest,
    ];
}

/// Which showing hand acts first in the rounds after the first (rules §4.2).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShowingOrder {
    /// The best high hand (pairings; five up cards or more: the best five).
    High,
    /// The lowest A-5 low: aces low, pairs bad, straights and flushes ignored (razz).
    LowA5,
    /// The lowest 2-7 low: aces high, pairs bad; five up cards or more count their straights
    /// and flushes against (2-7 razz).
    Low27,
}

impl From<bool> for ShowingOrder {
    /// `low`: the A-5 low order (razz), else the high order.
    fn from(low: bool) -> ShowingOrder {
        if low {
            ShowingOrder::LowA5
        } else {
            ShowingOrder::High
        }
    }
}

/// How an ace counts in a low showing order (the profile's `showing_aces`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Aces {
    /// Low: the A-5 order.
    Low,
    /// High: the 2-7 order.
    High,
}

impl Named for Aces {
    const KIND: &'static str = "aces reading";
    const NAMES: &'static [&'static str] = &["low", "high"];
    const VALUES: &'static [Self] = &[Aces::Low, Aces::High];
}

impl ShowingOrder {
    /// The order of a `low` flag and the reading of aces in a low order.
    pub fn of(low: bool, aces: Aces) -> ShowingOrder {
        match (low, aces) {
            (false, _) => ShowingOrder::High,
            (true, Aces::Low) => ShowingOrder::LowA5,
            (true, Aces::High) => ShowingOrder::Low27,
        }
    }

    fn is_low(self) -> bool {
        self != ShowingOrder::High
    }
}

/// How equal showing hands are ordered (profile `showing_tie`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShowingTie {
    /// The highest-ranked up card of each tied hand (its highest suit): the higher suit first.
    Suit,
    /// The same with the highest card of the main group.
    SuitOfGroup,
    /// The tied seat nearest the dealer's left.
    Position,
}

impl Named for ShowingTie {
    const KIND: &'static str = "showing tie rule";
    const NAMES: &'static [&'static str] = &["suit", "suit_of_group", "position"];
    const VALUES: &'static [Self] = &[
        ShowingTie::Suit,
        ShowingTie::SuitOfGroup,
        ShowingTie::Position,
    ];
}

/// A card's rank in an order: ace low for the A-5 low only.
fn rank_in(card: Card, order: ShowingOrder) -> u8 {
    if order == ShowingOrder::LowA5 {
        card.low_rank()
    } else {
        card.rank()
    }
}

/// The seat that brings in: `door_cards[seat]` is its up card, `None` for a seat not in the hand.
///
/// # Errors
///
/// As [`bring_in_seat_wild`].
pub fn bring_in_seat(door_cards: &[Option<Card>], rule: BringInRule) -> Result<usize> {
    bring_in_seat_wild(door_cards, rule, CardSet::EMPTY)
}

/// [`bring_in_seat`] with the door cards in `wild` counted at their best (rules §6 notes, the
/// reading `wild_bring_in = "best"`): a wild door card is better than every natural one (an ace
/// for a high game, the ace for razz too), so it brings in only when every door card is wild,
/// and then by card as a natural would. An empty `wild` is the natural reading.
///
/// # Errors
///
/// [`Error::DuplicateCard`] for a door card shown twice, [`Error::InvalidSeats`] when no seat is in
/// the hand.
pub fn bring_in_seat_wild(
    door_cards: &[Option<Card>],
    rule: BringInRule,
    wild: CardSet,
) -> Result<usize> {
    let present: Vec<(usize, Card)> = door_cards
        .iter()
        .enumerate()
        .filter_map(|(seat, card)| card.map(|c| (seat, c)))
        .collect();
    check_distinct(&present.iter().map(|&(_, c)| c).collect::<Vec<_>>())?;
    let chosen = match rule {
        // The card number is 4 * rank + suit: the lowest number is the lowest rank, then suit.
        BringInRule::Lowest => present
            .iter()
            .min_by_key(|(_, c)| (wild.contains(*c), c.index())),
        BringInRule::HighestAceLow => present
            .iter()
            .max_by_key(|(_, c)| (!wild.contains(*c), c.low_rank(), c.suit())),
        BringInRule::Highest => present
            .iter()
            .max_by_key(|(_, c)| (!wild.contains(*c), c.index())),
    };
    chosen
        .map(|&(seat, _)| seat)
        .ok_or_else(|| Error::InvalidSeats {
            reason: "no seat is in the hand: every door card is None".to_string(),
        })
}

/// Checks a dealer seat given as any integer against a table of `seats` seats.
///
/// # Errors
///
/// [`Error::InvalidSeats`] for a dealer that is not one of the seats.
pub fn check_dealer(dealer: i64, seats: usize) -> Result<usize> {
    usize::try_from(dealer)
        .ok()
        .filter(|&d| d < seats)
        .ok_or_else(|| Error::InvalidSeats {
            reason: format!("dealer seat {dealer} is not at the table of {seats} seats"),
        })
}

/// Cards grouped by rank, largest group first, then by rank, then the higher suit first.
fn ordered_by_groups(cards: &[Card], order: ShowingOrder) -> Vec<Card> {
    let mut counts = [0u8; 13];
    for &card in cards {
        counts[rank_in(card, order) as usize] += 1;
    }
    let mut ordered = cards.to_vec();
    ordered.sort_by_key(|&c| {
        let rank = rank_in(c, order);
        std::cmp::Reverse((counts[rank as usize], rank, c.suit()))
    });
    ordered
}

/// The category equal ranks alone make among cards already ordered by groups.
fn pairing_category(ordered: &[Card], order: ShowingOrder) -> Category {
    let mut sizes = Vec::with_capacity(ordered.len());
    for chunk in ordered.chunk_by(|a, b| rank_in(*a, order) == rank_in(*b, order)) {
        sizes.push(chunk.len());
    }
    sizes.sort_unstable_by(|a, b| b.cmp(a));
    let size = |i: usize| sizes.get(i).copied().unwrap_or(0);
    Category::from_groups(size(0), size(1))
}

/// A showing hand: its category and its cards, most significant first. Up to four cards count
/// pairings only; five or more are evaluated as a hand (best five). Wild up cards count at their
/// best ([`showing_hand_wild`]); the 2-7 order has no wild reading.
///
/// # Errors
///
/// As [`eval::check_hand`] for five cards or more, [`Error::WrongCardCount`] for no card,
/// [`Error::DuplicateCard`] for a card given twice, [`Error::UnsupportedGame`] for wild cards in
/// the 2-7 order.
pub fn showing_hand(
    up: &[Card],
    order: impl Into<ShowingOrder>,
    wild: CardSet,
) -> Result<(Category, Vec<Card>)> {
    let order = order.into();
    if !wild.is_empty() {
        if order == ShowingOrder::Low27 {
            return Err(Error::UnsupportedGame {
                reason: "the 2-7 showing order is played without wild cards".to_string(),
            });
        }
        return showing_hand_wild(up, wild, order.is_low());
    }
    if up.len() >= eval::MIN_CARDS {
        let evaluation = match order {
            ShowingOrder::High => eval::evaluate_high(up)?,
            ShowingOrder::LowA5 => eval::evaluate_low_a5(up)?,
            ShowingOrder::Low27 => eval::evaluate_low_27(up)?,
        };
        return Ok((evaluation.category, evaluation.cards.to_vec()));
    }
    if up.is_empty() {
        return Err(Error::WrongCardCount {
            got: 0,
            min: 1,
            max: MAX_CARDS,
        });
    }
    check_distinct(up)?;
    let ordered = ordered_by_groups(up, order);
    Ok((pairing_category(&ordered, order), ordered))
}

/// Greater is better: the category, then the ranks in order of significance.
fn strength(category: Category, cards: &[Card], order: ShowingOrder) -> Vec<i16> {
    if order == ShowingOrder::Low27 {
        // The high order turned round: every category and every rank counts against.
        let ranks = cards.iter().map(|&c| -i16::from(c.rank()));
        return std::iter::once(-(category as i16)).chain(ranks).collect();
    }
    if order == ShowingOrder::LowA5 {
        let ranks = cards.iter().map(|&c| -i16::from(c.low_rank()));
        return std::iter::once(-i16::from(category.low_badness()))
            .chain(ranks)
            .collect();
    }
    let mut key: Vec<i16> = std::iter::once(category as i16)
        .chain(cards.iter().map(|c| i16::from(c.rank())))
        .collect();
    let straight = matches!(category, Category::Straight | Category::StraightFlush);
    if straight && key[1] == 3 {
        key[5] = -1; // the wheel's ace plays low
    }
    key
}

/// The card whose suit breaks a tie: the highest-ranked card (`Suit`) or the first card of the
/// main group (`SuitOfGroup`), with the highest suit among cards of that rank.
fn tie_card(cards: &[Card], tie: ShowingTie, order: ShowingOrder) -> Option<Card> {
    let rank = match tie {
        ShowingTie::SuitOfGroup => rank_in(*cards.first()?, order),
        _ => cards.iter().map(|&c| rank_in(c, order)).max()?,
    };
    cards
        .iter()
        .copied()
        .filter(|&c| rank_in(c, order) == rank)
        .max_by_key(|c| c.suit())
}

/// The seat that acts first in a later round: the best showing hand (`order`: high, or the
/// lowest A-5 or 2-7 low; `false` / `true` read as high / A-5), ties by `tie`. `up_cards[seat]` is that seat's up cards, `None` for a seat not in the hand;
/// `community` holds the community cards (rules §2.1), part of every showing hand.
///
/// # Errors
///
/// As [`first_to_act_wild`].
pub fn first_to_act<H: AsRef<[Card]>>(
    up_cards: &[Option<H>],
    community: &[Card],
    dealer: usize,
    order: impl Into<ShowingOrder>,
    tie: ShowingTie,
) -> Result<usize> {
    first_to_act_wild(up_cards, community, dealer, order, tie, CardSet::EMPTY)
}

/// [`first_to_act`] with the up cards in `wild` counted at their best (rules §6 notes, the
/// reading `wild_showing = "best"`): each showing hand is [`showing_hand_wild`]'s. Equal
/// showing hands are then told apart by the up cards as held, grouped as naturals (a wild card
/// breaks a tie by its own suit, never by the one it plays). An empty `wild` is
/// [`first_to_act`].
///
/// # Errors
///
/// [`Error::InvalidSeats`] for a dealer outside the table or no seat in the hand,
/// [`Error::WrongUpCardCount`] for a seat showing no up card or more than 9 (community cards
/// included), [`Error::DuplicateCard`] for a card shown twice, [`Error::UnsupportedGame`] for
/// wild cards in the 2-7 order.
pub fn first_to_act_wild<H: AsRef<[Card]>>(
    up_cards: &[Option<H>],
    community: &[Card],
    dealer: usize,
    order: impl Into<ShowingOrder>,
    tie: ShowingTie,
    wild: CardSet,
) -> Result<usize> {
    let order = order.into();
    let seats = up_cards.len();
    check_dealer(i64::try_from(dealer).unwrap_or(i64::MAX), seats)?;
    let mut hands: Vec<(usize, Vec<Card>)> = Vec::with_capacity(seats);
    for (seat, up) in up_cards.iter().enumerate() {
        let Some(up) = up else { continue };
        let showing: Vec<Card> = up.as_ref().iter().chain(community).copied().collect();
        if !(1..=MAX_CARDS).contains(&showing.len()) {
            return Err(Error::WrongUpCardCount {
                seat,
                got: showing.len(),
                min: 1,
                max: MAX_CARDS,
            });
        }
        hands.push((seat, showing));
    }
    let all: Vec<Card> = up_cards
        .iter()
        .flatten()
        .flat_map(|up| up.as_ref().iter().copied())
        .chain(community.iter().copied())
        .collect();
    check_distinct(&all)?;

    let mut scored = Vec::with_capacity(hands.len());
    for (seat, up) in &hands {
        let seat = *seat;
        let (category, cards) = showing_hand(up, order, wild)?;
        let tie_cards = if wild.is_empty() {
            cards.clone()
        } else {
            ordered_by_groups(up, order)
        };
        scored.push((seat, strength(category, &cards, order), tie_cards));
    }
    let best = scored
        .iter()
        .map(|(_, key, _)| key)
        .max()
        .cloned()
        .ok_or_else(|| Error::InvalidSeats {
            reason: "no seat is in the hand: every entry of up_cards is None".to_string(),
        })?;
    let distance_from_dealer = |seat: usize| (seat + seats - dealer - 1) % seats;
    let tied = scored.iter().filter(|(_, key, _)| *key == best);
    let chosen = match tie {
        ShowingTie::Position => tied.min_by_key(|(seat, _, _)| distance_from_dealer(*seat)),
        // The higher suit acts first; position only settles what suits cannot (never, in fact:
        // tied hands share their ranks and the cards are distinct).
        _ => tied.max_by_key(|(seat, _, cards)| {
            let suit = tie_card(cards, tie, order).map(Card::suit);
            (suit, std::cmp::Reverse(distance_from_dealer(*seat)))
        }),
    };
    Ok(chosen.map_or(0, |(seat, _, _)| *seat))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;

    fn card(text: &str) -> Card {
        Card::parse(text).unwrap()
    }

    fn doors(texts: &[Option<&str>]) -> Vec<Option<Card>> {
        texts.iter().map(|t| t.map(card)).collect()
    }

    fn ups(texts: &[Option<&str>]) -> Vec<Option<Vec<Card>>> {
        texts
            .iter()
            .map(|t| t.map(|t| parse_cards(t).unwrap()))
            .collect()
    }

    fn first(texts: &[Option<&str>], dealer: usize, low: bool, tie: ShowingTie) -> usize {
        first_to_act(&ups(texts), &[], dealer, low, tie).unwrap()
    }

    #[test]
    fn lowest_door_card_brings_in_with_clubs_lowest() {
        let seats = doors(&[Some("4s"), Some("Kd"), Some("4d"), Some("9c")]);
        assert_eq!(bring_in_seat(&seats, BringInRule::Lowest), Ok(2));
        let seats = doors(&[Some("2d"), None, Some("2c"), Some("As")]);
        assert_eq!(bring_in_seat(&seats, BringInRule::Lowest), Ok(2));
    }

    #[test]
    fn razz_brings_in_the_highest_card_ace_low() {
        let seats = doors(&[Some("Ac"), Some("Kd"), Some("Qs"), Some("Kc")]);
        assert_eq!(bring_in_seat(&seats, BringInRule::HighestAceLow), Ok(1));
    }

    #[test]
    fn deuce_to_seven_razz_brings_in_the_highest_card_ace_high() {
        // The KingsClub 2-7 razz hand: the ace of hearts brings in against Q-clubs.
        let seats = doors(&[
            Some("4d"),
            Some("Td"),
            Some("6c"),
            Some("3d"),
            Some("Qc"),
            Some("2s"),
            Some("Ah"),
        ]);
        assert_eq!(bring_in_seat(&seats, BringInRule::Highest), Ok(6));
        assert_eq!(bring_in_seat(&seats, BringInRule::HighestAceLow), Ok(4));
        // Equal ranks: the higher suit.
        let seats = doors(&[Some("Kc"), Some("Ks"), Some("Kd")]);
        assert_eq!(bring_in_seat(&seats, BringInRule::Highest), Ok(1));
        assert_eq!(BringInRule::from_name("highest"), Ok(BringInRule::Highest));
    }

    #[test]
    fn deuce_to_seven_lowest_showing_hand_acts_first_aces_high() {
        let low27 = ShowingOrder::of(true, Aces::High);
        assert_eq!(low27, ShowingOrder::Low27);
        let first27 = |texts: &[Option<&str>]| {
            first_to_act(&ups(texts), &[], 0, low27, ShowingTie::Suit).unwrap()
        };
        // The KingsClub hand's later streets: 8-2 before J-4, J-5-4 before K-8-2.
        assert_eq!(first27(&[Some("4d Jc"), Some("2s 8c")]), 1);
        assert_eq!(first27(&[Some("4d Jc 5d"), Some("2s 8c Ks")]), 0);
        assert_eq!(first27(&[Some("4d Jc 5d Kc"), Some("2s 8c Ks 9h")]), 1);
        // The ace is high: K-2 acts before A-2 (A-5 razz: the other way round).
        let table = [Some("Ac 2d"), Some("Kc 2h")];
        assert_eq!(first27(&table), 1);
        assert_eq!(first(&table, 0, true, ShowingTie::Suit), 0);
        // A pair is bad; four to a straight or a flush shows nothing.
        assert_eq!(first27(&[Some("3c 3d"), Some("Ks Qh")]), 1);
        assert_eq!(first27(&[Some("6c 5c 4c 3c"), Some("7d 5h 4s 2d")]), 0);
        // Five up cards count their straight against them.
        assert_eq!(
            first27(&[Some("6c 5d 4h 3s 2c"), Some("Kc Kd 9h 8s 2d")]),
            1
        );
        assert_eq!(
            first27(&[Some("6c 5d 4h 3s 2c"), Some("Kc Qd 9h 8s 2d")]),
            1
        );
        assert!(matches!(
            first_to_act_wild(
                &ups(&[Some("2c")]),
                &[],
                0,
                low27,
                ShowingTie::Suit,
                wild("2")
            ),
            Err(Error::UnsupportedGame { .. })
        ));
        assert!(Aces::from_name("both").is_err());
    }

    #[test]
    fn pairs_beat_high_cards_and_partial_draws_count_nothing() {
        let table = [Some("2c 2d"), Some("As Ks"), Some("Qh Jh Th 9h")];
        assert_eq!(first(&table, 0, false, ShowingTie::Suit), 0);
    }

    #[test]
    fn two_pair_beats_trips_less_hands_and_trips_beat_two_pair() {
        let table = [
            Some("9c 9d 3s 3h"),
            Some("Ac Ad Ks Qh"),
            Some("5c 5d 5h 2s"),
        ];
        assert_eq!(first(&table, 0, false, ShowingTie::Suit), 2);
        assert_eq!(first(&table[..2], 0, false, ShowingTie::Suit), 0);
    }

    #[test]
    fn five_up_cards_count_straights_and_flushes() {
        let table = [Some("5c 4d 3h 2s Ac"), Some("Kc Kd Ks 2h 2d")];
        assert_eq!(first(&table, 0, false, ShowingTie::Suit), 1);
        let table = [Some("5c 4d 3h 2s Ac"), Some("Kc Kd Ks 9h 2d")];
        assert_eq!(first(&table, 0, false, ShowingTie::Suit), 0);
    }

    #[test]
    fn a_prefix_is_the_weaker_hand() {
        let table = [Some("Kc Qd"), Some("Ks Qh 2c")];
        assert_eq!(first(&table, 0, false, ShowingTie::Suit), 1);
        assert_eq!(first(&table, 0, true, ShowingTie::Suit), 1);
    }

    #[test]
    fn the_rules_suit_example_decides_by_the_aces() {
        let table = [Some("7s 7d Ac"), Some("7h 7c Ad")];
        assert_eq!(first(&table, 0, false, ShowingTie::Suit), 1);
        assert_eq!(first(&table, 0, false, ShowingTie::SuitOfGroup), 0);
    }

    #[test]
    fn position_picks_the_tied_seat_nearest_the_dealers_left() {
        let table = [Some("Kc 7d"), Some("As"), Some("Kd 7c"), Some("Ks 7h")];
        assert_eq!(first(&table, 2, false, ShowingTie::Position), 1);
        let table = [Some("Kc 7d"), Some("2s"), Some("Kd 7c"), Some("Ks 7h")];
        assert_eq!(first(&table, 2, false, ShowingTie::Position), 3);
        assert_eq!(first(&table, 3, false, ShowingTie::Position), 0);
    }

    #[test]
    fn razz_lowest_showing_hand_acts_first() {
        let table = [Some("Kc Kd"), Some("7s 5h"), Some("8c 2d"), None];
        assert_eq!(first(&table, 0, true, ShowingTie::Suit), 1);
        let table = [Some("Ac Ad"), Some("Ks Qh")];
        assert_eq!(first(&table, 0, true, ShowingTie::Suit), 1);
    }

    #[test]
    fn the_community_card_counts_for_every_showing_hand() {
        let community = parse_cards("Kh").unwrap();
        // K-K-2 against K-Q-J: the shared king pairs seat 1 only.
        let table = ups(&[Some("Qc Jd"), Some("Kc 2d")]);
        assert_eq!(
            first_to_act(&table, &community, 0, false, ShowingTie::Suit),
            Ok(1)
        );
        // Equal showing hands through the shared card: its suit decides nothing, position does.
        let table = ups(&[Some("7c 2d"), Some("7d 2c")]);
        let ace = parse_cards("As").unwrap();
        assert_eq!(
            first_to_act(&table, &ace, 1, false, ShowingTie::Suit),
            Ok(0)
        );
        assert_eq!(
            first_to_act(&table, &ace, 0, false, ShowingTie::Suit),
            Ok(1)
        );
        // A seat may show the community card alone (A against A-2: the prefix is weaker); a
        // card both shared and owned is refused.
        let bare: Vec<Option<Vec<Card>>> = vec![Some(Vec::new()), Some(vec![card("2c")])];
        assert_eq!(first_to_act(&bare, &ace, 0, false, ShowingTie::Suit), Ok(1));
        let owned = ups(&[Some("As Kd"), Some("2c")]);
        assert!(matches!(
            first_to_act(&owned, &ace, 0, false, ShowingTie::Suit),
            Err(Error::DuplicateCard { .. })
        ));
    }

    fn wild(text: &str) -> CardSet {
        crate::eval::wild::parse_wild(text).unwrap()
    }

    #[test]
    fn a_wild_door_card_brings_in_at_its_natural_rank_or_never_at_its_best() {
        let seats = doors(&[Some("3h"), Some("5d"), Some("9c")]);
        assert_eq!(bring_in_seat(&seats, BringInRule::Lowest), Ok(0));
        assert_eq!(
            bring_in_seat_wild(&seats, BringInRule::Lowest, wild("3 9")),
            Ok(1)
        );
        // Every door card wild: by card, as naturals.
        let seats = doors(&[Some("3h"), Some("9c"), Some("3d")]);
        assert_eq!(
            bring_in_seat_wild(&seats, BringInRule::Lowest, wild("3 9")),
            Ok(2)
        );
        // Razz reading: a wild plays the ace, the best low card, so never the highest.
        let seats = doors(&[Some("Kh"), Some("Qd")]);
        assert_eq!(
            bring_in_seat_wild(&seats, BringInRule::HighestAceLow, wild("Kh")),
            Ok(1)
        );
    }

    #[test]
    fn wild_up_cards_count_at_their_best_on_later_streets() {
        let table = ups(&[Some("Kd Qh"), Some("Ac Kc")]);
        let first =
            |wild: CardSet| first_to_act_wild(&table, &[], 0, false, ShowingTie::Suit, wild);
        // Naturally A-K beats K-Q; with queens wild K-Q is a pair of kings.
        assert_eq!(first(CardSet::EMPTY), Ok(1));
        assert_eq!(first(wild("Q")), Ok(0));
        // Equal showing hands (a wild ace against a natural ace) break by the cards as held.
        let table = ups(&[Some("Qh"), Some("Ad")]);
        assert_eq!(
            first_to_act_wild(&table, &[], 0, false, ShowingTie::Suit, wild("Q")),
            Ok(0)
        );
        let table = ups(&[Some("Qc"), Some("Ad")]);
        assert_eq!(
            first_to_act_wild(&table, &[], 0, false, ShowingTie::Suit, wild("Q")),
            Ok(1)
        );
        // Five up cards and a wild: a straight flush (Mississippi-like showing).
        let table = ups(&[Some("As Ks Qs Js 2h"), Some("Ac Ad Ah Kc Kd")]);
        assert_eq!(
            first_to_act_wild(&table, &[], 0, false, ShowingTie::Suit, wild("2")),
            Ok(0)
        );
        assert_eq!(first_to_act(&table, &[], 0, false, ShowingTie::Suit), Ok(1));
    }

    #[test]
    fn bad_input_is_refused_not_panicked_on() {
        assert!(matches!(
            bring_in_seat(&[None, None], BringInRule::Lowest),
            Err(Error::InvalidSeats { .. })
        ));
        let dup = doors(&[Some("As"), Some("As")]);
        assert!(matches!(
            bring_in_seat(&dup, BringInRule::Lowest),
            Err(Error::DuplicateCard { .. })
        ));
        let none: Vec<Option<Vec<Card>>> = vec![None, None];
        assert!(matches!(
            first_to_act(&none, &[], 0, false, ShowingTie::Suit),
            Err(Error::InvalidSeats { .. })
        ));
        assert!(matches!(
            first_to_act(&ups(&[Some("As")]), &[], 1, false, ShowingTie::Suit),
            Err(Error::InvalidSeats { .. })
        ));
        let empty = vec![Some(Vec::new()), Some(vec![card("As")])];
        assert_eq!(
            first_to_act(&empty, &[], 0, false, ShowingTie::Suit),
            Err(Error::WrongUpCardCount {
                seat: 0,
                got: 0,
                min: 1,
                max: MAX_CARDS
            })
        );
        let ten = vec![Some(parse_cards("2c 3c 4c 5c 6c 7c 8c 9c Tc Jc").unwrap())];
        let err = first_to_act(&ten, &[], 0, false, ShowingTie::Suit).unwrap_err();
        assert_eq!(
            err.to_string(),
            "seat 0 shows 10 up cards; a showing hand holds 1 to 9 cards"
        );
        let across = ups(&[Some("As Kd"), Some("Kd")]);
        assert!(matches!(
            first_to_act(&across, &[], 0, false, ShowingTie::Suit),
            Err(Error::DuplicateCard { .. })
        ));
        assert!(matches!(
            ShowingTie::from_name("high"),
            Err(Error::UnknownRule { .. })
        ));
        assert!(matches!(
            BringInRule::from_name("low"),
            Err(Error::UnknownRule { .. })
        ));
        assert!(check_dealer(-1, 3).is_err());
    }
}
