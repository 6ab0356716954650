//! Who wins a pot (rules §5.3): the one piece of code that reads a showdown.
//!
//! A showdown is data: the contests a pot is divided between (high, A-5 low, 2-7 low, 8-or-better low,
//! the lowest or highest spade in the hole), each with its wild set. `settle` divides chips by it
//! and `equity` divides probability by it, so the rules of hi-lo (the high takes the whole pot
//! when nobody has a low) and Chicago cannot drift apart between them. The values a pot compares
//! are a [`Strength`] per seat; [`Verdict::judge`] finds the best seats among a pot's eligible
//! ones, and [`Verdict::parts`] says how the pot divides. Names (`"high_low_8"`, ...) are read at
//! the API's edge only ([`Showdown::from_name`], or [`Showdown::from_text`], which also reads
//! a composition of contests such as `"high+low_a5"`).
//!
//! Not every composition can pay every pot: [`Showdown::check`] refuses the ones that could
//! leave one unpaid (two contests for the same half of a pot, or a first contest that may have
//! no winner), and `settle` and `equity` ask it of every showdown they are given.

use crate::card::{Card, CardSet};
use crate::error::{Error, Result};
use crate::eval::wild::{rank_high_wild, rank_low_8_wild, rank_low_a5_wild};
use crate::eval::{rank_high, rank_low_27, rank_low_8, rank_low_a5};
pub use crate::named::Named;

/// What one contest compares (rules §5.2, §5.3).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ContestKind {
    /// The best high hand.
    High,
    /// The best ace-to-five low (razz).
    LowA5,
    /// The best 8-or-better low; a hand without one does not compete.
    Low8,
    /// The best 2-7 low (2-7 razz): the lowest high hand, the ace always high.
    Low27,
    /// The lowest spade in the hole (low Chicago).
    LowestSpadeInHole,
    /// The highest spade in the hole (high Chicago).
    HighestSpadeInHole,
}

impl ContestKind {
    /// The half of a pot a contest decides: the high half, or the other one (a low or a
    /// spade), which [`Verdict`] keeps in `high` and `low`.
    const fn is_high_half(self) -> bool {
        matches!(self, ContestKind::High)
    }

    /// Whether every hand has a value in this contest, so that among any claimants there is a
    /// winner: a high hand and an A-5 low always exist; an 8-or-better low must qualify, and a
    /// spade must be in the hole.
    pub const fn always_has_winner(self) -> bool {
        matches!(
            self,
            ContestKind::High | ContestKind::LowA5 | ContestKind::Low27
        )
    }

    /// The API's name of this contest (`"low_8"`).
    pub fn name(self) -> &'static str {
        self.name_of().unwrap_or("contest")
    }
}

impl Named for ContestKind {
    const KIND: &'static str = "showdown contest";
    const NAMES: &'static [&'static str] = &[
        "high",
        "low_a5",
        "low_8",
        "lowest_spade_in_hole",
        "highest_spade_in_hole",
        "low_27",
    ];
    const VALUES: &'static [Self] = &[
        ContestKind::High,
        ContestKind::LowA5,
        ContestKind::Low8,
        ContestKind::LowestSpadeInHole,
        ContestKind::HighestSpadeInHole,
        ContestKind::Low27,
    ];
}

/// Why a composed showdown is refused ([`Showdown::check`], [`Showdown::from_text`]).
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

impl std::fmt::Display for ShowdownProblem {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
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

/// One way of winning (part of) a pot: what is compared, and which cards are wild for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Contest {
    pub kind: ContestKind,
    /// The wild cards of this contest (empty: none).
    pub wild: CardSet,
}

impl Contest {
    /// A contest without wild cards.
    pub const fn plain(kind: ContestKind) -> Contest {
        Contest {
            kind,
            wild: CardSet::EMPTY,
        }
    }

    /// Whether a spade in the hole decides it (Chicago): it reads the seats' hole cards.
    pub const fn is_spade(self) -> bool {
        matches!(
            self.kind,
            ContestKind::LowestSpadeInHole | ContestKind::HighestSpadeInHole
        )
    }
}

/// How the hands at showdown compete for each pot: a first contest, which takes the pot whole
/// when it stands alone, and an optional second one that halves every pot it has a winner in.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Showdown {
    pub first: Contest,
    pub second: Option<Contest>,
}

impl Showdown {
    /// The best high hand takes the pot.
    pub const HIGH: Showdown = Showdown::of(ContestKind::High, None);
    /// Razz: the best A-5 low takes the pot.
    pub const LOW_A5: Showdown = Showdown::of(ContestKind::LowA5, None);
    /// 2-7 razz: the best 2-7 low takes the pot.
    pub const LOW_27: Showdown = Showdown::of(ContestKind::Low27, None);
    /// Hi-lo 8-or-better: the pot is halved between the best high and the best qualifying low.
    pub const HIGH_LOW_8: Showdown = Showdown::of(ContestKind::High, Some(ContestKind::Low8));
    /// The best high and the lowest spade in the hole split the pot.
    pub const HIGH_CHICAGO_LOW: Showdown =
        Showdown::of(ContestKind::High, Some(ContestKind::LowestSpadeInHole));
    /// The best high and the highest spade in the hole split the pot.
    pub const HIGH_CHICAGO_HIGH: Showdown =
        Showdown::of(ContestKind::High, Some(ContestKind::HighestSpadeInHole));

    /// A showdown of plain contests.
    pub const fn of(first: ContestKind, second: Option<ContestKind>) -> Showdown {
        Showdown {
            first: Contest::plain(first),
            second: match second {
                Some(kind) => Some(Contest::plain(kind)),
                None => None,
            },
        }
    }

    /// The API's name of this showdown, or "composed" for one the API does not name.
    pub fn name(self) -> &'static str {
        self.name_of().unwrap_or("composed")
    }

    /// The showdown `text` names: a showdown's name (`"high_low_8"`) or one or two contests
    /// joined by `+` (`"high+low_a5"`: hi-lo without a qualifier), first contest first. An
    /// unknown name lists the names; a composition that could leave a pot unpaid is refused
    /// ([`Showdown::check`]).
    ///
    /// # Errors
    /// `Error::UnknownRule` for a name or contest that is none, `Error::InvalidShowdown` for
    /// an unpayable composition.
    pub fn from_text(text: &str) -> Result<Showdown> {
        if let Ok(named) = Showdown::from_name(text) {
            return Ok(named);
        }
        let composed = text.contains('+') || ContestKind::from_name(text).is_ok();
        if !composed {
            return Showdown::from_name(text); // the error listing the names
        }
        let parts: Vec<&str> = text.split('+').collect();
        let invalid = |problem| Error::InvalidShowdown {
            showdown: text.to_string(),
            problem,
        };
        if parts.len() > 2 {
            return Err(invalid(ShowdownProblem::TooManyContests {
                got: parts.len(),
            }));
        }
        let mut kinds = parts.iter().map(|part| ContestKind::from_name(part));
        let first = match kinds.next() {
            Some(kind) => kind?,
            None => return Showdown::from_name(text),
        };
        let second = kinds.next().transpose()?;
        let showdown = Showdown::of(first, second);
        match showdown.problem() {
            Some(problem) => Err(invalid(problem)),
            None => Ok(showdown),
        }
    }

    /// The showdown as the text [`Showdown::from_text`] reads: its name, or its contests joined
    /// by `+`.
    pub fn text(self) -> String {
        match self.name_of() {
            Some(name) => name.to_string(),
            None => self
                .contests()
                .map(|contest| contest.kind.name())
                .collect::<Vec<_>>()
                .join("+"),
        }
    }

    /// What makes this showdown unable to pay every pot, if anything (see [`ShowdownProblem`]).
    pub fn problem(self) -> Option<ShowdownProblem> {
        let first = self.first.kind;
        if let Some(second) = self.second.map(|contest| contest.kind) {
            if first.is_high_half() == second.is_high_half() {
                return Some(ShowdownProblem::SameHalf { first, second });
            }
        }
        if !first.always_has_winner() {
            return Some(ShowdownProblem::FirstMayHaveNoWinner { first });
        }
        self.contests()
            .find(|c| c.kind == ContestKind::Low27 && !c.wild.is_empty())
            .map(|c| ShowdownProblem::NoWildReading { contest: c.kind })
    }

    /// Refuses a showdown that could leave a pot unpaid (`Error::InvalidShowdown`): every named
    /// showdown passes; a composed one passes when its contests decide different halves of a
    /// pot and its first contest always has a winner.
    ///
    /// # Errors
    /// `Error::InvalidShowdown` naming the problem.
    pub fn check(self) -> Result<()> {
        match self.problem() {
            None => Ok(()),
            Some(problem) => Err(Error::InvalidShowdown {
                showdown: self.text(),
                problem,
            }),
        }
    }

    /// The contests, first one first.
    pub fn contests(self) -> impl Iterator<Item = Contest> {
        std::iter::once(self.first).chain(self.second)
    }

    /// The contest of `kind`, if the showdown has one.
    pub fn contest(self, kind: ContestKind) -> Option<Contest> {
        self.contests().find(|contest| contest.kind == kind)
    }

    /// Whether a high hand competes (every showdown but razz).
    pub fn has_high(self) -> bool {
        self.contest(ContestKind::High).is_some()
    }

    /// The low contest (A-5, 2-7 or 8-or-better), if any.
    pub fn low(self) -> Option<Contest> {
        self.contests().find(|c| {
            matches!(
                c.kind,
                ContestKind::LowA5 | ContestKind::Low8 | ContestKind::Low27
            )
        })
    }

    /// Whether a contest is decided by the hole cards (Chicago's spade).
    pub fn is_chicago(self) -> bool {
        self.contests().any(Contest::is_spade)
    }

    /// How good the best spade among `hole` is for the spade half (Chicago); None in other
    /// showdowns or without a spade in the hole.
    pub fn spade_key(self, hole: &[Card]) -> Option<u16> {
        self.contests().find_map(|contest| spade_key(contest, hole))
    }

    /// The same showdown with `wild` wild in every contest of hands (high and lows; a spade in
    /// the hole is a card, never a wild one).
    #[must_use]
    pub fn with_wild(self, wild: CardSet) -> Showdown {
        let set = |contest: Contest| {
            if contest.is_spade() {
                contest
            } else {
                Contest { wild, ..contest }
            }
        };
        Showdown {
            first: set(self.first),
            second: self.second.map(set),
        }
    }
}

impl Named for Showdown {
    const KIND: &'static str = "showdown";
    const NAMES: &'static [&'static str] = &[
        "high",
        "low_a5",
        "high_low_8",
        "high_chicago_low",
        "high_chicago_high",
        "low_27",
    ];
    const VALUES: &'static [Self] = &[
        Showdown::HIGH,
        Showdown::LOW_A5,
        Showdown::HIGH_LOW_8,
        Showdown::HIGH_CHICAGO_LOW,
        Showdown::HIGH_CHICAGO_HIGH,
        Showdown::LOW_27,
    ];
}

/// What one claimant brings to every pot it is eligible for. Greater is better in every field.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Strength {
    /// The high rank (every showdown with a high contest).
    pub high: Option<u16>,
    /// The razz rank, or the 8-or-better rank when the hand makes a qualifying low.
    pub low: Option<u16>,
    /// Chicago: how good the seat's best spade in the hole is for the spade half.
    pub spade: Option<u16>,
    /// The highest card the seat shows (rank, then suit): the `high_card_by_suit` order.
    pub top_card: Card,
}

/// The high and low ranks a hand of 5 to 9 distinct cards (unchecked) brings to `showdown`:
/// the high when a high contest is held, the razz low (A-5 or 2-7), or the 8-or-better low when
/// it qualifies. A 2-7 contest reads no wild cards (`Showdown::check` refuses them).
#[inline]
pub fn hand_ranks(cards: &[Card], showdown: Showdown) -> (Option<u16>, Option<u16>) {
    let mut ranks = (None, None);
    for contest in showdown.contests() {
        let plain = contest.wild.is_empty();
        match contest.kind {
            ContestKind::High if plain => ranks.0 = Some(rank_high(cards)),
            ContestKind::High => ranks.0 = Some(rank_high_wild(cards, contest.wild)),
            ContestKind::LowA5 if plain => ranks.1 = Some(rank_low_a5(cards)),
            ContestKind::LowA5 => ranks.1 = Some(rank_low_a5_wild(cards, contest.wild)),
            ContestKind::Low8 if plain => ranks.1 = rank_low_8(cards),
            ContestKind::Low8 => ranks.1 = rank_low_8_wild(cards, contest.wild),
            ContestKind::Low27 => ranks.1 = Some(rank_low_27(cards)),
            ContestKind::LowestSpadeInHole | ContestKind::HighestSpadeInHole => {}
        }
    }
    ranks
}

/// How good the best spade among `hole` is for a spade contest; None for other contests or
/// without a spade in the hole.
pub fn spade_key(contest: Contest, hole: &[Card]) -> Option<u16> {
    let spades = hole
        .iter()
        .filter(|card| card.suit() == 3)
        .map(|c| c.rank());
    match contest.kind {
        // Low Chicago: the two of spades is best, so the key falls as the rank rises.
        ContestKind::LowestSpadeInHole => spades.min().map(|r| 12 - u16::from(r)),
        ContestKind::HighestSpadeInHole => spades.max().map(u16::from),
        _ => None,
    }
}

/// A part of a pot and who shares it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The whole pot: razz, high only, or a split game where nobody holds the other half.
    Whole,
    /// The high half of a split pot; it takes the odd chip of the halving.
    HighHalf,
    /// The low (or spade) half of a split pot.
    LowHalf,
}

/// The winners of one pot: the best high hands and the best low (razz, 8-or-better) or spade.
/// Reused between pots (and between the outcomes of an equity run) without allocating.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Verdict {
    /// The best high hands among the eligible seats (every showdown but razz), ascending.
    pub high: Vec<usize>,
    /// The razz winners, the hi-lo low half, or the Chicago spade; empty where there is none.
    pub low: Vec<usize>,
}

impl Verdict {
    /// Finds the winners of a pot among `eligible` (ascending); `strengths` is per seat, `Some`
    /// for the claimants.
    pub fn judge(
        &mut self,
        showdown: Showdown,
        strengths: &[Option<Strength>],
        eligible: &[usize],
    ) {
        self.high.clear();
        self.low.clear();
        for contest in showdown.contests() {
            let (key, out): (Key, &mut Vec<usize>) = match contest.kind {
                ContestKind::High => (|s| s.high, &mut self.high),
                ContestKind::LowA5 | ContestKind::Low8 | ContestKind::Low27 => {
                    (|s| s.low, &mut self.low)
                }
                // The spade half has one winner at most: a card is dealt to one seat only, so
                // the lowest or highest spade among the eligible seats' hole cards has one owner.
                ContestKind::LowestSpadeInHole | ContestKind::HighestSpadeInHole => {
                    (|s| s.spade, &mut self.low)
                }
            };
            best(strengths, eligible, key, out);
        }
    }

    /// How the pot divides: one whole part, or a high half and a low half. A split game with
    /// nobody holding the low (or spade) half among the pot's seats gives the high the whole pot.
    pub fn parts(&self) -> impl Iterator<Item = (Part, &[usize])> {
        let split = !self.high.is_empty() && !self.low.is_empty();
        let whole: &[usize] = if self.high.is_empty() {
            &self.low
        } else {
            &self.high
        };
        let (first, second) = if split {
            (
                (Part::HighHalf, self.high.as_slice()),
                Some((Part::LowHalf, self.low.as_slice())),
            )
        } else {
            ((Part::Whole, whole), None)
        };
        std::iter::once(first).chain(second)
    }
}

/// One field of a strength, compared between seats.
type Key = fn(&Strength) -> Option<u16>;

/// Writes the eligible seats with the greatest key, ascending, into `out`; empty when no seat
/// has a key.
fn best(strengths: &[Option<Strength>], eligible: &[usize], key: Key, out: &mut Vec<usize>) {
    let key_of = |seat: usize| strengths[seat].as_ref().and_then(key);
    let Some(top) = eligible.iter().filter_map(|&seat| key_of(seat)).max() else {
        return;
    };
    out.extend(
        eligible
            .iter()
            .copied()
            .filter(|&seat| key_of(seat) == Some(top)),
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_wild_set_goes_on_the_hand_contests_never_on_the_spade() {
        let queens = crate::eval::wild::parse_wild("Q").unwrap();
        let chicago = Showdown::HIGH_CHICAGO_LOW.with_wild(queens);
        assert_eq!(chicago.first.wild, queens);
        assert_eq!(chicago.second.map(|c| c.wild), Some(CardSet::EMPTY));
        let hi_lo = Showdown::HIGH_LOW_8.with_wild(queens);
        assert!(hi_lo.contests().all(|c| c.wild == queens));
        assert_eq!(hi_lo.name(), "composed");
        assert_eq!(Showdown::HIGH.with_wild(CardSet::EMPTY), Showdown::HIGH);
    }

    #[test]
    fn text_reads_names_and_compositions_and_refuses_unpayable_ones() {
        use ContestKind::*;
        for &name in Showdown::NAMES {
            let showdown = Showdown::from_text(name).unwrap();
            assert_eq!(showdown.text(), name);
        }
        assert_eq!(
            Showdown::from_text("high+low_8").unwrap(),
            Showdown::HIGH_LOW_8
        );
        let no_qualifier = Showdown::from_text("high+low_a5").unwrap();
        assert_eq!(no_qualifier, Showdown::of(High, Some(LowA5)));
        assert_eq!(no_qualifier.text(), "high+low_a5");
        assert_eq!(no_qualifier.name(), "composed");
        assert!(Showdown::from_text("low_a5+high").is_ok());
        let refused = |text: &str| match Showdown::from_text(text) {
            Err(Error::InvalidShowdown { showdown, problem }) => {
                assert_eq!(showdown, text);
                problem
            }
            other => panic!("{text}: {other:?}"),
        };
        assert_eq!(
            refused("low_8"),
            ShowdownProblem::FirstMayHaveNoWinner { first: Low8 }
        );
        assert_eq!(
            refused("low_8+high"),
            ShowdownProblem::FirstMayHaveNoWinner { first: Low8 }
        );
        assert_eq!(
            refused("lowest_spade_in_hole"),
            ShowdownProblem::FirstMayHaveNoWinner {
                first: LowestSpadeInHole
            }
        );
        assert_eq!(
            refused("low_a5+low_8"),
            ShowdownProblem::SameHalf {
                first: LowA5,
                second: Low8
            }
        );
        assert_eq!(
            refused("high+high"),
            ShowdownProblem::SameHalf {
                first: High,
                second: High
            }
        );
        assert_eq!(
            refused("high+low_8+low_a5"),
            ShowdownProblem::TooManyContests { got: 3 }
        );
        let message = Showdown::from_text("low_a5+low_8").unwrap_err().to_string();
        assert!(message.contains("could leave a pot unpaid"), "{message}");
        assert!(matches!(
            Showdown::from_text("high+low_9"),
            Err(Error::UnknownRule {
                kind: "showdown contest",
                ..
            })
        ));
        assert!(matches!(
            Showdown::from_text("hi-lo"),
            Err(Error::UnknownRule {
                kind: "showdown",
                ..
            })
        ));
        for &named in Showdown::VALUES {
            assert_eq!(named.check(), Ok(()));
        }
    }

    #[allow(
        clippy::unnecessary_wraps,
        reason = "a claimant's slot, in arrays beside the None of a seat without a claim"
    )]
    fn strength(high: Option<u16>, low: Option<u16>) -> Option<Strength> {
        Some(Strength {
            high,
            low,
            spade: None,
            top_card: Card::new_unchecked(0),
        })
    }

    fn parts(verdict: &Verdict) -> Vec<(Part, Vec<usize>)> {
        verdict.parts().map(|(p, s)| (p, s.to_vec())).collect()
    }

    #[test]
    fn the_best_deuce_to_seven_low_takes_the_pot_and_reads_no_wild_card() {
        use crate::card::parse_cards;
        let showdown = Showdown::from_name("low_27").unwrap();
        assert_eq!(showdown, Showdown::LOW_27);
        let ranks = |text: &str| hand_ranks(&parse_cards(text).unwrap(), showdown);
        // A-5-4-3-2 is ace high: the worst king high (K-Q-J-T-8) beats it.
        let ace_five = ranks("Ac 5d 4h 3s 2c");
        let king_high = ranks("Kc Qd Jh Ts 8c");
        assert_eq!((ace_five.0, king_high.0), (None, None));
        assert!(king_high.1 > ace_five.1);
        let strengths = [strength(None, ace_five.1), strength(None, king_high.1)];
        let mut verdict = Verdict::default();
        verdict.judge(showdown, &strengths, &[0, 1]);
        assert_eq!(parts(&verdict), vec![(Part::Whole, vec![1])]);
        let wild = showdown.with_wild(crate::eval::wild::parse_wild("2").unwrap());
        assert!(matches!(
            wild.check(),
            Err(Error::InvalidShowdown {
                problem: ShowdownProblem::NoWildReading { .. },
                ..
            })
        ));
        assert_eq!(
            Showdown::from_text("high+low_27").unwrap().text(),
            "high+low_27"
        );
        assert!(Showdown::from_text("low_27+low_a5").is_err());
    }

    #[test]
    fn names_read_to_the_composed_showdowns() {
        for &name in Showdown::NAMES {
            let showdown = Showdown::from_name(name).unwrap();
            assert_eq!(showdown.name(), name);
            assert_eq!(showdown.is_chicago(), name.contains("chicago"));
            assert_eq!(showdown.has_high(), !name.starts_with("low_"));
        }
        let wild_high = Showdown {
            first: Contest {
                kind: ContestKind::High,
                wild: CardSet(1),
            },
            second: None,
        };
        assert_eq!(wild_high.name(), "composed");
    }

    #[test]
    fn a_contest_with_wild_cards_ranks_with_them() {
        use crate::card::parse_cards;
        // Two pair, deuces full with the 2c wild in a one-wild high contest.
        let cards = parse_cards("Kh Kd 7s 7c 2c").unwrap();
        let wild = Showdown {
            first: Contest {
                kind: ContestKind::High,
                wild: crate::eval::wild::parse_wild("2c").unwrap(),
            },
            second: None,
        };
        let (plain, _) = hand_ranks(&cards, Showdown::HIGH);
        let (with_wild, _) = hand_ranks(&cards, wild);
        assert_eq!(plain, Some(rank_high(&cards)));
        assert_eq!(
            with_wild,
            Some(rank_high_wild(
                &cards,
                crate::eval::wild::parse_wild("2c").unwrap()
            ))
        );
        assert_ne!(plain, with_wild);
    }

    #[test]
    fn hi_lo_without_a_low_gives_the_high_the_whole_pot() {
        let strengths = [strength(Some(9), None), strength(Some(3), None)];
        let mut verdict = Verdict::default();
        verdict.judge(Showdown::HIGH_LOW_8, &strengths, &[0, 1]);
        assert_eq!(parts(&verdict), vec![(Part::Whole, vec![0])]);
    }

    #[test]
    fn hi_lo_with_a_low_is_halved() {
        let strengths = [
            strength(Some(9), None),
            strength(Some(3), Some(4)),
            strength(Some(9), Some(2)),
        ];
        let mut verdict = Verdict::default();
        verdict.judge(Showdown::HIGH_LOW_8, &strengths, &[0, 1, 2]);
        assert_eq!(
            parts(&verdict),
            vec![(Part::HighHalf, vec![0, 2]), (Part::LowHalf, vec![1])]
        );
        // Among seats 0 and 2 only, seat 2's low takes the low half.
        verdict.judge(Showdown::HIGH_LOW_8, &strengths, &[0, 2]);
        assert_eq!(
            parts(&verdict),
            vec![(Part::HighHalf, vec![0, 2]), (Part::LowHalf, vec![2])]
        );
    }

    #[test]
    fn razz_is_won_whole_by_the_best_low() {
        let strengths = [strength(None, Some(7)), strength(None, Some(7)), None];
        let mut verdict = Verdict::default();
        verdict.judge(Showdown::LOW_A5, &strengths, &[0, 1]);
        assert_eq!(parts(&verdict), vec![(Part::Whole, vec![0, 1])]);
    }
}
