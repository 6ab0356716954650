//! The core's one error type. Every variant maps to a Python exception in the binding crate.
//!
//! A leaf beside `card`: what an error names (a card, an amount of chips, the contests of a
//! refused showdown) comes from modules that import nothing of the core, so that every module
//! may return an error without a cycle through this one.

use std::fmt;

/// Everything the core can refuse. Messages name the offending input.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// Text that is not a card (`"1x"`, `""`, `"Zs"`).
    InvalidCard { text: String },
    /// A wild card entry that is neither a rank (`"Q"`: all four queens) nor a card (`"Jh"`).
    InvalidWild { text: String },
    /// A card number outside `0..=51`.
    CardOutOfRange { value: i64 },
    /// The same card twice in one hand or deck.
    DuplicateCard { card: Card },
    /// A hand with too few or too many cards for the evaluator.
    WrongCardCount { got: usize, min: usize, max: usize },
    /// Showdown or pot input that cannot describe a real hand.
    InvalidSettlement { reason: String },
    /// Seats that cannot be put in order: none in the hand, or a dealer outside the table.
    InvalidSeats { reason: String },
    /// A seat in the hand showing no up card, or more than an evaluator takes: `got` cards
    /// (its up cards and the community cards) where a showing hand holds `min` to `max`.
    WrongUpCardCount {
        seat: usize,
        got: usize,
        min: usize,
        max: usize,
    },
    /// An unknown rule name (odd-chip policy, showdown kind, bring-in or tie rule).
    UnknownRule {
        kind: &'static str,
        name: String,
        legal: &'static [&'static str],
    },
    /// A composed showdown the core refuses: one that could leave a pot unpaid, or one of more
    /// contests than a pot is divided between (`showdown` is its text, e.g. `"low_a5+low_8"`).
    InvalidShowdown {
        showdown: String,
        problem: ShowdownProblem,
    },
    /// A card error found in one seat's cards; the Python class is the inner error's.
    AtSeat { seat: usize, source: Box<Error> },
    /// Per-seat settlement inputs of different lengths (`hole_cards` is `None` when not given).
    SeatCountMismatch {
        contributions: usize,
        hands: usize,
        hole_cards: Option<usize>,
    },
    /// A settlement of fewer than two seats.
    TooFewSeats { seats: usize },
    /// A settlement of more seats than `settle::MAX_SEATS`.
    TooManySeats { seats: usize, max: usize },
    /// A dealer that is not one of the seats.
    DealerOutOfRange { dealer: i128, seats: usize },
    /// A contribution below zero.
    NegativeContribution { seat: usize, amount: i128 },
    /// Contributions whose total does not fit in a signed 64-bit chip count.
    ChipOverflow { seat: usize },
    /// Dead chips (chips in no seat's layer) below zero.
    NegativeDeadChips { amount: i128 },
    /// Dead chips that, with the contributions, do not fit in a signed 64-bit chip count.
    DeadChipOverflow,
    /// A settlement in which no seat holds a claim.
    NoClaimant,
    /// The largest contribution belongs to no claimant, so nobody could win the top layer.
    TopContributorWithoutClaim { seat: usize, amount: i64 },
    /// A claimant that shows no cards while others also claim.
    ClaimWithoutCards { seat: usize },
    /// One card shown by two seats.
    CardInTwoHands {
        card: Card,
        first: usize,
        second: usize,
    },
    /// A community card that a seat also shows as its own.
    CommunityCardInHand { card: Card, seat: usize },
    /// A hole card that is not among the cards its seat shows.
    HoleCardNotShown { seat: usize, card: Card },
    /// A Chicago showdown without the hole cards it needs (`seat` is `None` when the list is missing).
    MissingHoleCards { seat: Option<usize> },
    /// A rake that does not give one amount per pot of the layout.
    RakeCountMismatch { given: usize, pots: usize },
    /// A pot's rake below zero.
    NegativeRake { pot: usize },
    /// A pot's rake above the chips in the pot.
    RakeAbovePot { pot: usize, amount: Chips },
    /// An equity question with too few or too many players.
    PlayerCount { got: usize, min: usize, max: usize },
    /// A player with more known cards than the game deals.
    TooManyKnownCards {
        player: usize,
        got: usize,
        max: usize,
    },
    /// A player with more known up (or down) cards than the game deals face up (or down).
    TooManyKnownFaceCards {
        player: usize,
        face: &'static str,
        got: usize,
        max: usize,
    },
    /// One card given twice in an equity question: in two players' cards, or also dead.
    CardGivenTwice {
        card: Card,
        first: String,
        second: String,
    },
    /// Fewer unseen cards than the deal to come needs, even with a community card.
    NotEnoughCards { needed: usize, left: usize },
    /// An equity question with a bad setting (samples, threads); the message says which.
    InvalidEquity { reason: String },
    /// A game equity cannot deal or judge (the message says why).
    UnsupportedGame { reason: String },
}

use crate::card::Card;
use crate::chips::Chips;
use crate::contest::ContestKind;

pub type Result<T> = std::result::Result<T, Error>;

/// Why a composed showdown is refused (`Showdown::check`, `Showdown::from_text`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ShowdownProblem {
    /// More contests than a pot is divided between (one or two).
    TooManyContests { got: usize },
    /// Two contests for the same half of a pot (two lows, a low and a spade, two highs): a
    /// pot's verdict holds one winner list per half, so one of them would be lost, and with
    /// it, when the other has no winner, the whole pot.
    SameHalf {
        first: ContestKind,
        second: ContestKind,
    },
    /// A first contest that may have no winner (an 8-or-better low, a spade in the hole): the
    /// first contest takes the pot whole when the second has none, so it must always have one.
    FirstMayHaveNoWinner { first: ContestKind },
    /// Wild cards in a contest that has no wild reading (the 2-7 low).
    NoWildReading { contest: ContestKind },
}

impl fmt::Display for ShowdownProblem {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            ShowdownProblem::TooManyContests { got } => {
                write!(f, "{got} contests; a pot is divided between one or two")
            }
            ShowdownProblem::SameHalf { first, second } => write!(
                f,
                "{} and {} both decide the same half of a pot, which could leave a pot unpaid; \
                 compose a high contest with at most one low or spade contest",
                first.name(),
                second.name()
            ),
            ShowdownProblem::FirstMayHaveNoWinner { first } => write!(
                f,
                "its first contest, {}, may have no winner among a pot's hands, which could \
                 leave a pot unpaid; the first contest must be high, low_a5 or low_27",
                first.name()
            ),
            ShowdownProblem::NoWildReading { contest } => write!(
                f,
                "{} is played without wild cards: give no wild set",
                contest.name()
            ),
        }
    }
}

impl fmt::Display for Error {
    #[allow(clippy::too_many_lines, reason = "one arm per variant")]
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::InvalidCard { text } => write!(
                f,
                "invalid card {}: expected a rank (2-9, T or 10, J, Q, K, A) and a suit (c d h s or ♣ ♦ ♥ ♠), e.g. \"As\" or \"10d\"",
                Quoted(text)
            ),
            Error::InvalidWild { text } => write!(
                f,
                "invalid wild card {}: expected a rank (2-9, T or 10, J, Q, K, A: all four of its cards) or a card such as \"Jh\"",
                Quoted(text)
            ),
            Error::CardOutOfRange { value } => {
                write!(f, "invalid card {value}: card numbers are 0..=51 (4 * rank + suit)")
            }
            Error::DuplicateCard { card } => write!(f, "duplicate card {card:?}: a card may appear only once"),
            Error::WrongCardCount { got, min, max } => {
                write!(f, "expected {min} to {max} cards, got {got}")
            }
            Error::InvalidSettlement { reason } => write!(f, "invalid settlement input: {reason}"),
            Error::InvalidSeats { reason } => write!(f, "{reason}"),
            Error::WrongUpCardCount {
                seat,
                got,
                min,
                max,
            } => write!(
                f,
                "seat {seat} shows {got} up cards; a showing hand holds {min} to {max} cards"
            ),
            Error::UnknownRule { kind, name, legal } => {
                write!(f, "unknown {kind} {name:?}; expected one of: {}", legal.join(", "))
            }
            Error::InvalidShowdown { showdown, problem } => {
                write!(f, "showdown {showdown:?}: {problem}")
            }
            Error::AtSeat { seat, source } => write!(f, "seat {seat}: {source}"),
            Error::SeatCountMismatch {
                contributions,
                hands,
                hole_cards,
            } => {
                write!(
                    f,
                    "per-seat inputs differ in length: {contributions} contributions, {hands} hands"
                )?;
                match hole_cards {
                    Some(count) => write!(f, ", {count} hole_cards"),
                    None => Ok(()),
                }
            }
            Error::TooFewSeats { seats } => {
                write!(f, "a settlement needs at least 2 seats, got {seats}")
            }
            Error::TooManySeats { seats, max } => {
                write!(f, "a settlement takes at most {max} seats, got {seats}")
            }
            Error::DealerOutOfRange { dealer, seats } => {
                write!(f, "dealer seat {dealer} is not a seat: seats are 0..{seats}")
            }
            Error::NegativeContribution { seat, amount } => {
                write!(f, "seat {seat}: contribution {amount} is negative")
            }
            Error::ChipOverflow { seat } => write!(
                f,
                "seat {seat}: the contributions add up to more than 2**63 - 1 chips"
            ),
            Error::NegativeDeadChips { amount } => {
                write!(f, "dead chips {amount} are negative")
            }
            Error::DeadChipOverflow => write!(
                f,
                "the contributions and the dead chips add up to more than 2**63 - 1 chips"
            ),
            Error::NoClaimant => write!(
                f,
                "no seat holds a claim: at least one entry of hands must be cards, not None"
            ),
            Error::TopContributorWithoutClaim { seat, amount } => write!(
                f,
                "seat {seat} put in the most ({amount}) but holds no claim, so nobody could win the top layer"
            ),
            Error::ClaimWithoutCards { seat } => write!(
                f,
                "seat {seat}: shows no cards, but another seat also claims the pot (only a sole claimant need not show)"
            ),
            Error::CardInTwoHands {
                card,
                first,
                second,
            } => write!(f, "card {card} is in the hands of seat {first} and seat {second}"),
            Error::CommunityCardInHand { card, seat } => write!(
                f,
                "card {card} is a community card and in the hand of seat {seat}"
            ),
            Error::HoleCardNotShown { seat, card } => write!(
                f,
                "seat {seat}: hole card {card} is not among the cards the seat shows"
            ),
            Error::MissingHoleCards { seat: None } => write!(
                f,
                "a Chicago showdown needs hole_cards: the spade half goes by the hole cards"
            ),
            Error::MissingHoleCards { seat: Some(seat) } => write!(
                f,
                "seat {seat}: a Chicago showdown needs the hole cards of every seat that shows"
            ),
            Error::RakeCountMismatch { given, pots } => write!(
                f,
                "rake: {given} amount(s) for {pots} pot(s) (one per pot of the layout, main pot first)"
            ),
            Error::NegativeRake { pot } => {
                write!(f, "rake[{pot}] is negative: a pot's rake is 0 up to its chips")
            }
            Error::RakeAbovePot { pot, amount } => {
                write!(f, "rake[{pot}] is more than the {amount} chips in pot {pot}")
            }
            Error::PlayerCount { got, min, max } => {
                write!(f, "equity needs {min} to {max} players, got {got}")
            }
            Error::TooManyKnownCards { player, got, max } => write!(
                f,
                "player {player} holds {got} known cards; the game deals {max} to a player"
            ),
            Error::TooManyKnownFaceCards {
                player,
                face,
                got,
                max,
            } => write!(
                f,
                "player {player} holds {got} known {face} cards; the game deals {max} {face} to that player"
            ),
            Error::CardGivenTwice {
                card,
                first,
                second,
            } => write!(f, "card {card} is given twice: in {first} and in {second}"),
            Error::NotEnoughCards { needed, left } => write!(
                f,
                "the deal to come needs {needed} unseen cards but only {left} are left"
            ),
            Error::InvalidEquity { reason } | Error::UnsupportedGame { reason } => {
                write!(f, "{reason}")
            }
        }
    }
}

impl std::error::Error for Error {}

/// The most characters of a text a refusal quotes: a longer one is cut there, and its length
/// said, so that no refusal runs long (the reference cuts the same way).
pub const QUOTED_CHARS: usize = 40;

/// A text as a refusal quotes it (`{:?}`), cut to its first [`QUOTED_CHARS`] characters.
struct Quoted<'a>(&'a str);

impl fmt::Display for Quoted<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.char_indices().nth(QUOTED_CHARS) {
            None => write!(f, "{:?}", self.0),
            Some((end, _)) => write!(
                f,
                "{:?}... ({} characters)",
                &self.0[..end],
                self.0.chars().count()
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::{Error, QUOTED_CHARS};

    #[test]
    fn a_long_text_is_quoted_cut_with_its_length() {
        let long = "x".repeat(5000);
        let message = Error::InvalidCard { text: long }.to_string();
        let cut = format!("\"{}\"... (5000 characters)", "x".repeat(QUOTED_CHARS));
        assert!(
            message.starts_with(&format!("invalid card {cut}:")),
            "{message}"
        );
        assert!(message.len() < 300, "{message}");
        let short = "é".repeat(QUOTED_CHARS);
        let message = Error::InvalidWild {
            text: short.clone(),
        }
        .to_string();
        assert!(
            message.starts_with(&format!("invalid wild card {short:?}:")),
            "{message}"
        );
    }
}
