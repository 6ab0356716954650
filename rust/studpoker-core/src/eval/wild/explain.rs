//! The wild evaluation explained: the chosen five as held and as played (checked input), the
//! showing hand of the showing order, and what a player would say.

use super::evaluate::{best_high, low_hand, naturals, rank_high_wild, Class};
use super::{check_wild_hand, in_wild_space, ACE, WILD_MAX_CARDS};
use crate::card::{check_distinct, Card, CardSet};
use crate::error::{Error, Result};
use crate::eval::{
    describe, evaluation_of_rank, rank_low_8, rank_low_a5, Category, Evaluation, HandValue, Kind,
    MIN_CARDS,
};

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
///
/// # Errors
///
/// As [`check_wild_hand`].
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
        let (held, played) = high_five(class, cards, wild, wilds);
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
    class: Class,
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
///
/// # Errors
///
/// [`Error::WrongCardCount`] for no card or more than [`WILD_MAX_CARDS`], [`Error::DuplicateCard`]
/// for a card given twice.
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
    use super::super::{parse_wild, rank_low_8_wild, rank_low_a5_wild, FIVE_OF_A_KIND_BASE};
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
