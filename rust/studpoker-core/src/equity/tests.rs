//! The three ways of counting held against each other and against known truths.

use super::deal::{self, Deal};
use super::tally::{Tally, POT};
use super::*;
use crate::card::{parse_cards, Card};
use crate::settle::Showdown;

fn cards(text: &str) -> Vec<Card> {
    if text.is_empty() {
        Vec::new()
    } else {
        parse_cards(text).unwrap()
    }
}

fn request(players: &[&str], dead: &str, per_player: usize, showdown: Showdown) -> EquityRequest {
    EquityRequest {
        players: players.iter().map(|p| cards(p)).collect(),
        dead: cards(dead),
        cards_per_player: per_player,
        showdown,
        samples: None,
        seed: 1,
        threads: Some(2),
        rules: GameRules::default(),
    }
}

fn checked(request: &EquityRequest) -> Deal {
    deal::check(request).unwrap()
}

/// Every card from 2c up that none of `taken` holds, `count` of them, as text.
fn filler(taken: &[&str], count: usize) -> String {
    let held: Vec<Card> = taken.iter().flat_map(|t| cards(t)).collect();
    let free: Vec<Card> = (0..52)
        .map(Card::new_unchecked)
        .filter(|c| !held.contains(c))
        .take(count)
        .collect();
    crate::card::format_cards(&free)
}

const SHOWDOWNS: [Showdown; 3] = [Showdown::HIGH, Showdown::LOW_A5, Showdown::HIGH_LOW_8];

/// A Monte Carlo answer lands within four standard errors of the exact one, for every player.
fn assert_within_four_errors(sampled: &Equity, exact: &Equity, spot: &str) {
    assert!(!sampled.exact && exact.exact, "{spot}");
    for (player, (estimate, truth)) in sampled.equity.iter().zip(&exact.equity).enumerate() {
        let gap = (estimate - truth).abs();
        let stderr = sampled.stderr[player];
        assert!(
            gap <= 4.0 * stderr + 1e-9,
            "{spot} player {player}: {gap} > 4 x {stderr}"
        );
    }
}

#[test]
fn heads_up_sweep_equals_dealing_every_outcome() {
    // Small pools (many dead cards) so that dealing every outcome stays quick.
    let cases: [(&[&str], usize); 5] = [
        (&["As Ks 7d", "Qh Qd 2c"], 30),
        (&["Ah 2h 3d", "8s 7s"], 32),
        (&["As Ks 7d 5c 4c", "Qh Qd 2c 3h"], 26),
        (&["", "Td 9d 8d 7d 6c 2s"], 34),
        (&["Ac 2d 3h 4s 9c 9d", "Kc Kd 5h 6s 7c 8d"], 20),
    ];
    for (players, dead_count) in cases {
        let dead = filler(players, dead_count);
        for showdown in SHOWDOWNS {
            let r = request(players, &dead, 7, showdown);
            let deal = checked(&r);
            let plan = heads_up::plan(&deal).expect("heads-up plan");
            let swept = heads_up::run(&deal, &plan, 2);
            let dealt = enumerate::run(&deal, 2);
            assert_eq!(swept, dealt, "{players:?} {showdown:?}");
            assert_eq!(u128::from(dealt.outcomes), deal.outcomes());
        }
    }
}

#[test]
fn heads_up_from_third_street_counts_every_pair() {
    let r = request(&["As Ks 7d", "Qh Qd 2c"], "", 7, Showdown::HIGH);
    let answer = equity(&r).unwrap();
    assert!(answer.exact);
    // C(46, 4) completions of one player, C(42, 4) of the other beside each.
    assert_eq!(answer.outcomes, 163_185 * 111_930);
    let total: f64 = answer.equity.iter().sum();
    assert!((total - 1.0).abs() < 1e-12);
    // Queens against ace-king high: the pair is ahead.
    assert!(answer.equity[1] > 0.5, "{answer:?}");
}

#[test]
fn the_split_sweep_equals_the_single_sweep() {
    // From 3rd street each side has over 4,096 completions, so two threads split the sweep.
    for showdown in [Showdown::HIGH, Showdown::HIGH_LOW_8] {
        let mut r = request(&["As Ks 7d", "Qh Qd 2c"], "9c 4h", 7, showdown);
        r.threads = Some(1);
        let one = equity(&r).unwrap();
        r.threads = Some(2);
        assert_eq!(one, equity(&r).unwrap(), "{showdown:?}");
    }
}

#[test]
fn the_one_thread_and_many_thread_answers_are_identical() {
    let mut r = request(&["As Ks 7d", "Qh Qd 2c", "Jc Tc 9c"], "", 7, Showdown::HIGH);
    r.samples = Some(20_000);
    r.threads = Some(1);
    let one = equity(&r).unwrap();
    r.threads = Some(3);
    assert_eq!(one, equity(&r).unwrap());
}

#[test]
fn monte_carlo_lands_near_the_exact_answer() {
    for showdown in SHOWDOWNS {
        // Late enough that dealing every outcome is quick.
        let players = [
            "As Ks 7d 3c 5h 9h",
            "Qh Qd 2c 4h 6d Tc",
            "8c 6c 5s 2d Ad 4s",
        ];
        let mut r = request(&players, "", 7, showdown);
        let exact = equity(&r).unwrap();
        assert!(exact.exact);
        r.samples = Some(50_000);
        let sampled = equity(&r).unwrap();
        assert!(!sampled.exact);
        assert_within_four_errors(&sampled, &exact, &format!("{showdown:?}"));
    }
}

#[test]
fn hi_lo_without_a_possible_low_gives_the_high_the_whole_pot() {
    // Nobody can make a low: every player holds three cards above eight among four.
    let r = request(
        &["Ks Kd Qc 9h 2c 3c", "As Ah Jc Tc 4d 5d"],
        "",
        7,
        Showdown::HIGH_LOW_8,
    );
    let answer = equity(&r).unwrap();
    assert!(answer.exact);
    assert_eq!(answer.low, vec![0.0, 0.0]);
    assert!((answer.equity[0] + answer.equity[1] - 1.0).abs() < 1e-12);
    assert!(
        (answer.high[1] - answer.equity[1]).abs() < 1e-12,
        "{answer:?}"
    );
    assert!(
        (answer.win[1] - answer.equity[1]).abs() < 0.01,
        "{answer:?}"
    );
}

#[test]
fn swapping_players_swaps_the_answer() {
    for showdown in SHOWDOWNS {
        let a = request(&["As Ks 7d 2c", "Qh Qd 3c"], "9s", 7, showdown);
        let b = request(&["Qh Qd 3c", "As Ks 7d 2c"], "9s", 7, showdown);
        let (x, y) = (equity(&a).unwrap(), equity(&b).unwrap());
        assert_eq!(x.equity, vec![y.equity[1], y.equity[0]], "{showdown:?}");
        assert_eq!(x.low, vec![y.low[1], y.low[0]], "{showdown:?}");
    }
}

#[test]
fn eight_seven_card_players_share_a_community_last_card() {
    let players = [
        "2c 2d 2h 2s 3c 3d",
        "4c 4d 4h 4s 5c 5d",
        "6c 6d 6h 6s 7c 7d",
        "8c 8d 8h 8s 9c 9d",
        "Tc Td Th Ts Jc Jd",
        "Qc Qd Qh Qs Kc Kd",
        "Ac Ad Ah As 3h 3s",
        "5h 5s 7h 7s",
    ];
    let r = request(&players, "", 7, Showdown::HIGH);
    let answer = equity(&r).unwrap();
    assert!(answer.community);
    assert!(answer.exact);
    // Two cards to the last player, then one of the six left in the middle.
    assert_eq!(answer.outcomes, 15 * 4);
    let total: f64 = answer.equity.iter().sum();
    assert!((total - 1.0).abs() < 1e-12);
}

#[test]
fn bad_questions_are_refused_by_name() {
    let err = equity(&request(&["As Ks 7d"], "", 7, Showdown::HIGH)).unwrap_err();
    assert!(matches!(err, Error::PlayerCount { got: 1, .. }), "{err}");
    let nine = ["2c"; 9].map(|_| "");
    let err = equity(&request(&nine, "", 7, Showdown::HIGH)).unwrap_err();
    assert!(matches!(err, Error::PlayerCount { got: 9, .. }), "{err}");
    let err = equity(&request(&["As Ks 7d", "Qh As"], "", 7, Showdown::HIGH)).unwrap_err();
    assert_eq!(
        err.to_string(),
        "card As is given twice: in player 0's cards and in player 1's cards"
    );
    let err = equity(&request(&["As Ks 7d", "Qh"], "7d", 7, Showdown::HIGH)).unwrap_err();
    assert!(err.to_string().contains("the dead cards"), "{err}");
    let err = equity(&request(
        &["As Ks 7d 2c 3c 4c", "Qh"],
        "",
        5,
        Showdown::HIGH,
    ))
    .unwrap_err();
    assert!(
        matches!(
            err,
            Error::TooManyKnownCards {
                player: 0,
                got: 6,
                max: 5
            }
        ),
        "{err}"
    );
    let err = equity(&request(&["As", "Qh"], "", 7, Showdown::HIGH_CHICAGO_LOW)).unwrap_err();
    assert!(err.to_string().contains("needs up_cards"), "{err}");
    let mut zero = request(&["As", "Qh"], "", 7, Showdown::HIGH);
    zero.samples = Some(0);
    assert!(matches!(equity(&zero), Err(Error::InvalidEquity { .. })));
    let dead = filler(&["As Ks", "Qh Qd"], 44);
    let err = equity(&request(&["As Ks", "Qh Qd"], &dead, 7, Showdown::HIGH)).unwrap_err();
    assert!(matches!(err, Error::NotEnoughCards { .. }), "{err}");
}

#[test]
fn the_tally_counts_a_split_pot_in_whole_units() {
    let mut tally = Tally::new(3);
    let verdict = crate::showdown::Verdict {
        high: vec![0, 2],
        low: vec![1],
    };
    tally.add(&verdict, 2);
    assert_eq!(tally.share, vec![2 * POT / 4, 2 * POT / 2, 2 * POT / 4]);
    assert_eq!(tally.ties, vec![2, 2, 2]);
    assert_eq!(tally.wins, vec![0, 0, 0]);
}

mod random_spots {
    use super::*;
    use proptest::prelude::*;

    /// Two players with 0 to 7 known cards each and dead cards leaving at most 14 unseen.
    fn spot() -> impl Strategy<Value = (EquityRequest, usize)> {
        (
            Just((0u8..52).collect::<Vec<u8>>()).prop_shuffle(),
            0usize..=7,
            0usize..=7,
            0usize..=6,
            0usize..3,
        )
            .prop_map(|(deck, known_a, known_b, spare, showdown)| {
                let deck: Vec<Card> = deck.into_iter().map(Card::new_unchecked).collect();
                let needs = (7 - known_a) + (7 - known_b);
                let keep = (needs + spare).min(14).max(needs);
                let dead_end = 52 - keep;
                let request = EquityRequest {
                    players: vec![
                        deck[..known_a].to_vec(),
                        deck[known_a..known_a + known_b].to_vec(),
                    ],
                    dead: deck[known_a + known_b..dead_end.max(known_a + known_b)].to_vec(),
                    cards_per_player: 7,
                    showdown: SHOWDOWNS[showdown],
                    samples: None,
                    seed: 0,
                    threads: Some(2),
                    rules: GameRules::default(),
                };
                (request, needs)
            })
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]
        #[test]
        fn the_sweep_equals_dealing_every_outcome((request, _needs) in spot()) {
            let deal = checked(&request);
            let plan = heads_up::plan(&deal).expect("small spots are planned");
            prop_assert_eq!(heads_up::run(&deal, &plan, 2), enumerate::run(&deal, 1));
        }
    }
}

/// 6th street dealt to `ordered_questions_refuse_bad_cards_by_name`'s players.
const SIXTH_UP: &str = "7d 2c 8c 3d Jd 4h Kc 9s";

/// `count` dead cards from 2c up, none of them a player's and none a 4.
fn filler_but_fours(taken: &[&str], count: usize) -> String {
    let fours = cards("4c 4d 4h 4s");
    let held: Vec<Card> = taken.iter().flat_map(|t| cards(t)).collect();
    let free: Vec<Card> = (0..52)
        .map(Card::new_unchecked)
        .filter(|c| !held.contains(c) && !fours.contains(c))
        .take(count)
        .collect();
    crate::card::format_cards(&free)
}

/// A question dealt in order: `up` the up cards so far, in dealing order.
fn in_order(
    players: &[&str],
    up: &str,
    dead: &str,
    showdown: Showdown,
    mut rules: GameRules,
) -> EquityRequest {
    rules.up_cards = Some(cards(up));
    rules.down_cards = 3;
    EquityRequest {
        rules,
        ..request(players, dead, 7, showdown)
    }
}

fn wild(rule: WildRule) -> GameRules {
    GameRules {
        wild: rule,
        ..GameRules::default()
    }
}

fn baseball() -> GameRules {
    GameRules {
        wild: WildRule::Fixed(crate::eval::wild::parse_wild("3 9").unwrap()),
        extra_card_up_rank: Some(2),
        ..GameRules::default()
    }
}

fn close(a: &[f64], b: &[f64], tolerance: f64) -> bool {
    a.len() == b.len() && a.iter().zip(b).all(|(x, y)| (x - y).abs() <= tolerance)
}

#[test]
fn the_ordered_walk_equals_the_set_count_where_order_changes_nothing() {
    // The same plain questions counted as sets and walked card by card, up cards in passes.
    let cases: [(&[&str], &str, usize); 3] = [
        (
            &["As Ks 7d 5c 4c", "Qh Qd 2c 3h 9d"],
            "7d 2c 5c 3h 4c 9d",
            28,
        ),
        (&["Ah 2h 3d 8s", "8c 7s 6d Kd"], "3d 6d 8s Kd", 30),
        (
            &["Ac 2d 3h 4s 9c 9d", "Kc Kd 5h 6s 7c 8d"],
            "3h 5h 4s 6s 9c 7c 9d 8d",
            22,
        ),
    ];
    for (players, up, dead_count) in cases {
        let dead = filler(&[players[0], players[1]], dead_count);
        for showdown in SHOWDOWNS {
            let plain = request(players, &dead, 7, showdown);
            let sets = enumerate::run(&checked(&plain), 2).summarize(true, false);
            let ordered = in_order(players, up, &dead, showdown, GameRules::default());
            let deal = checked(&ordered);
            let (sequence, _, _) = plan::plan(&ordered, &deal.pool).unwrap();
            let walked = sequence::run_exact(&deal, &sequence, 2).summarize(true, false);
            for (a, b) in [
                (&sets.equity, &walked.equity),
                (&sets.win, &walked.win),
                (&sets.tie, &walked.tie),
                (&sets.high, &walked.high),
                (&sets.low, &walked.low),
            ] {
                assert!(close(a, b, 1e-12), "{players:?} {showdown:?}: {a:?} {b:?}");
            }
        }
    }
}

#[test]
fn a_spade_in_the_hole_takes_the_spade_half() {
    // High Chicago, 7th street to come: the ace of spades in the hole is the best spade there is.
    let players = ["As 5h 7d 8c Jd Kc", "Qh Qd 2c 3d 4h 9s"];
    let up = "7d 2c 8c 3d Jd 4h Kc 9s";
    let answer = equity(&in_order(
        &players,
        up,
        "",
        Showdown::HIGH_CHICAGO_HIGH,
        GameRules::default(),
    ))
    .unwrap();
    assert!(answer.exact);
    assert_eq!(answer.low, vec![1.0, 0.0]);
    assert!(answer.equity[0] >= 0.5);
    // Up, the same ace counts for nothing: the spade half goes to the best spade in a hole.
    let shown = "7d 2c 8c 3d Jd 4h As 9s";
    let players = ["Kc 5h 7d 8c Jd As", "Qh Qd 2c 3d 4h 9s"];
    let answer = equity(&in_order(
        &players,
        shown,
        "",
        Showdown::HIGH_CHICAGO_HIGH,
        GameRules::default(),
    ))
    .unwrap();
    assert!(answer.low[0] < 0.5, "{answer:?}");
    let total: f64 = answer.equity.iter().sum();
    assert!((total - 1.0).abs() < 1e-12);
}

#[test]
fn monte_carlo_lands_near_the_exact_walk_in_every_ordered_game() {
    let ftq = wild(WildRule::FollowTheQueen);
    let cases: [(&[&str], &str, Showdown, GameRules); 5] = [
        (
            &["2s 5h 7d 8c Jd Kc", "Qh Qd 2c 3d 4h 9s"],
            "7d 2c 8c 3d Jd 4h Kc 9s",
            Showdown::HIGH_CHICAGO_LOW,
            GameRules::default(),
        ),
        // The last up card a queen: the first up card to come names the wild rank.
        (
            &["2s 5h 7d 8c Jd", "Qh Kd 2c 3d Qc"],
            "7d 2c 8c 3d Jd Qc",
            Showdown::HIGH,
            ftq,
        ),
        // Up 4s to come bring extra down cards: deals of different lengths.
        (
            &["2s 5h 7d 8c Jd", "Qh Kd 2c Td 5c"],
            "7d 2c 8c Td Jd 5c",
            Showdown::HIGH,
            baseball(),
        ),
        (
            &["As 9h 7d 8c Jd", "4h Kd 2c Td 5c"],
            "7d 2c 8c Td Jd 5c",
            Showdown::HIGH,
            baseball(),
        ),
        (
            &["As Ks 7d 5c 4c 9h", "Qh Qd 2c 3h 9d Th"],
            "7d 2c 5c 3h 4c 9d 9h Th",
            Showdown::HIGH,
            wild(WildRule::Fixed(
                crate::eval::wild::parse_wild("Kh").unwrap(),
            )),
        ),
    ];
    for (players, up, showdown, rules) in cases {
        // A small pool keeps every deal countable; the 4s stay in it for Baseball's extra cards.
        let dead = filler_but_fours(players, 28);
        let exact = equity(&in_order(players, up, &dead, showdown, rules.clone())).unwrap();
        assert!(exact.exact, "{players:?}");
        let total: f64 = exact.equity.iter().sum();
        assert!((total - 1.0).abs() < 1e-9, "{exact:?}");
        let mut sampled = in_order(players, up, &dead, showdown, rules);
        sampled.samples = Some(200_000);
        let estimate = equity(&sampled).unwrap();
        assert_within_four_errors(&estimate, &exact, &format!("{players:?}"));
    }
}

#[test]
fn baseball_weighs_each_deal_by_its_chance() {
    // 6th street to come with 4s unseen: a deal with an extra card is longer than one without,
    // and every deal counts by its chance: the weights sum to the ordered full-length draws.
    let players = ["2s 5h 7d 8c Jd", "Qh Kd 2c Td 5c"];
    let dead = filler_but_fours(&players, 28);
    let request = in_order(
        &players,
        "7d 2c 8c Td Jd 5c",
        &dead,
        Showdown::HIGH,
        baseball(),
    );
    let deal = checked(&request);
    let (sequence, _, _) = plan::plan(&request, &deal.pool).unwrap();
    let tally = sequence::run_exact(&deal, &sequence, 2);
    let pool = deal.pool.len() as u64;
    // Two up cards and two down cards, and at most two extras (four 4s unseen, two up cards).
    let full: u64 = (0..6).map(|i| pool - i).product();
    assert_eq!(tally.outcomes, full);
}

#[test]
fn ordered_questions_refuse_bad_cards_by_name() {
    let players = ["2s 5h 7d 8c Jd Kc", "Qh Qd 2c 3d 4h 9s"];
    let mut missing = in_order(
        &players,
        "",
        "",
        Showdown::HIGH_CHICAGO_LOW,
        GameRules::default(),
    );
    missing.rules.up_cards = None;
    let err = equity(&missing).unwrap_err();
    assert!(err.to_string().contains("needs up_cards"), "{err}");
    // Five up cards in a game dealing four; four down cards (six known, two up) of three.
    for (up, face, count, most) in [
        ("7d 2c 8c 3d Jd 4h Kc 9s 5h", "up", 5, 4),
        ("7d 8c", "down", 4, 3),
    ] {
        let question = in_order(
            &players,
            up,
            "",
            Showdown::HIGH_CHICAGO_LOW,
            GameRules::default(),
        );
        let err = equity(&question).unwrap_err();
        assert!(
            matches!(
                err,
                Error::TooManyKnownFaceCards { player: 0, face: f, got, max }
                    if f == face && got == count && max == most
            ),
            "{err}"
        );
    }
    let mut twice = in_order(
        &players,
        "7d 2c",
        "",
        Showdown::HIGH_CHICAGO_LOW,
        GameRules::default(),
    );
    twice.rules.up_cards = Some(cards("7d 2c 8c 3d"));
    twice.rules.up_cards.as_mut().unwrap().push(cards("7d")[0]);
    let err = equity(&twice).unwrap_err();
    assert!(matches!(err, Error::CardGivenTwice { .. }), "{err}");
    let mut off_the_deck = in_order(&players, SIXTH_UP, "", Showdown::HIGH, baseball());
    off_the_deck.rules.extra_card_up_rank = Some(13);
    let err = equity(&off_the_deck).unwrap_err();
    assert!(err.to_string().contains("rank 0..12, got 13"), "{err}");
    // Eight Baseball players on 3rd street: the extra cards could run the deck out.
    let eight = [
        "2s 5h 7d", "Qh Qd 2c", "3s 4s 5s", "6s 7s 8s", "9s Ts Js", "Qs Ks As", "2h 3h 4h",
        "6h 7h 8h",
    ];
    let err = equity(&in_order(
        &eight,
        "7d 2c 5s 8s Js As 4h 8h",
        "",
        Showdown::HIGH,
        baseball(),
    ))
    .unwrap_err();
    assert!(matches!(err, Error::UnsupportedGame { .. }), "{err}");
    assert!(err.to_string().contains("extra cards for up 4s"), "{err}");
    // Follow-the-queen with eight players: a community card stands in for the seventh.
    let answer = equity(&in_order(
        &eight,
        "7d 2c 5s 8s Js As 4h 8h",
        "",
        Showdown::HIGH,
        wild(WildRule::FollowTheQueen),
    ))
    .unwrap();
    assert!(answer.community && !answer.exact);
}

#[test]
fn the_heads_up_sweep_counts_wild_hands_like_dealing_every_outcome() {
    // A fixed wild set goes onto the contests: the sweep and the deal read the same ranks.
    let aces_and_deuces = crate::eval::wild::parse_wild("A 2").unwrap();
    let players = ["As Ks 7d 5c", "Qh Qd 2c 3h"];
    let dead = filler(&players, 30);
    for showdown in SHOWDOWNS {
        let r = EquityRequest {
            rules: wild(WildRule::Fixed(aces_and_deuces)),
            ..request(&players, &dead, 7, showdown)
        };
        let deal = checked(&r);
        let plan = heads_up::plan(&deal).expect("heads-up plan");
        assert_eq!(
            heads_up::run(&deal, &plan, 2),
            enumerate::run(&deal, 2),
            "{showdown:?}"
        );
        let plain = checked(&request(&players, &dead, 7, showdown));
        assert_ne!(
            enumerate::run(&deal, 2),
            enumerate::run(&plain, 2),
            "{showdown:?}"
        );
    }
}

#[test]
fn extra_cards_that_could_outgrow_the_wild_evaluator_are_refused() {
    // Nine cards a player, two down: seven up cards could bring four extra down cards (13 in
    // all), past what the wild evaluator holds. Found by fuzzing as an index out of bounds.
    let mut question = in_order(
        &["4c 4d 4h 4s", "2c"],
        "4c 4d 4h 4s 2c",
        "",
        Showdown::HIGH,
        baseball(),
    );
    question.cards_per_player = 9;
    question.rules.down_cards = 2;
    question.samples = Some(10);
    let err = equity(&question).unwrap_err();
    assert!(matches!(err, Error::UnsupportedGame { .. }), "{err}");
    assert!(err.to_string().contains("may reach 13 cards"), "{err}");
}

#[test]
fn every_payable_composition_shares_every_outcome_and_the_others_are_refused() {
    use crate::showdown::ContestKind::*;
    let kinds = [High, LowA5, Low8, LowestSpadeInHole, HighestSpadeInHole];
    let players = ["As Ks 7d 2c", "Qh Qd 3c 4h"];
    let dead = filler(&players, 36);
    for &first in &kinds {
        for second in std::iter::once(None).chain(kinds.iter().map(|&k| Some(k))) {
            let showdown = Showdown::of(first, second);
            let answer = equity(&request(&players, &dead, 7, showdown));
            match showdown.problem() {
                Some(problem) => assert!(
                    matches!(&answer, Err(Error::InvalidShowdown { problem: p, .. }) if *p == problem),
                    "{showdown:?}: {answer:?}"
                ),
                None if showdown.is_chicago() => {
                    // a spade in the hole needs the cards dealt in order: refused as ever
                    assert!(answer.is_err(), "{showdown:?}");
                }
                None => {
                    let answer = answer.unwrap();
                    let total: f64 = answer.equity.iter().sum();
                    assert!((total - 1.0).abs() < 1e-9, "{showdown:?}: {answer:?}");
                }
            }
        }
    }
}
