//! Equity: any question is answered or refused, never a panic; an answer gives every player an
//! equity in [0, 1], the equities add up to 1, and small plain spots are counted exactly. Some
//! questions carry the home games' rules: up cards so far (some of them the players' own),
//! down cards, a fixed or follow-the-queen wild set, Baseball's extra-card rank (in range or
//! not).
#![no_main]
use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use studpoker_core::equity::{equity, EquityRequest, GameRules, WildRule};
use studpoker_core::{Card, CardSet};
use studpoker_fuzz::{showdown, shuffled_deck};

/// Cards still to come, at most, for the question to be counted exactly (a few thousand
/// outcomes): the fuzzer must run many questions a second.
const EXACT_DRAWS: usize = 3;

fn check(u: &mut Unstructured<'_>) -> Result<()> {
    let players = if u.ratio(1, 32)? {
        u.int_in_range(0..=10)?
    } else {
        u.int_in_range(2..=8)?
    };
    let cards_per_player: usize = if u.ratio(1, 32)? {
        u.int_in_range(0..=12)?
    } else if u.arbitrary()? {
        7
    } else {
        5
    };
    let deck = shuffled_deck(u)?;
    let mut next = deck.iter().copied().cycle(); // past 52 cards repeat: refused, never a panic
    let mut known = Vec::with_capacity(players);
    let mut draws = 0;
    for _ in 0..players {
        let count = u.int_in_range(0..=cards_per_player.max(1))?;
        draws += cards_per_player.saturating_sub(count);
        known.push(next.by_ref().take(count).collect::<Vec<Card>>());
    }
    let dead: Vec<Card> = next.by_ref().take(u.int_in_range(0..=6)?).collect();
    let exact_spot = draws <= EXACT_DRAWS && u.ratio(3, 4)?;
    let rules = if u.ratio(1, 3)? {
        rules(u, &known, &dead, &deck)?
    } else {
        GameRules::default()
    };
    let plain = rules == GameRules::default();
    let request = EquityRequest {
        players: known,
        dead,
        cards_per_player,
        showdown: showdown(u)?,
        samples: if exact_spot {
            None
        } else {
            Some(u.int_in_range(0..=64)?)
        },
        seed: u.arbitrary()?,
        threads: Some(u.int_in_range(0..=2)?),
        rules,
    };
    let Ok(answer) = equity(&request) else {
        return Ok(());
    };
    assert_eq!(answer.equity.len(), players);
    if plain {
        assert_eq!(answer.exact, exact_spot, "{request:?}");
    }
    let total: f64 = answer.equity.iter().sum();
    assert!(
        (total - 1.0).abs() < 1e-9,
        "equities add up to {total}: {request:?}"
    );
    for p in 0..players {
        let e = answer.equity[p];
        assert!((0.0..=1.0 + 1e-12).contains(&e), "{e}");
        assert!(answer.win[p] + answer.tie[p] <= 1.0 + 1e-12);
        assert!(answer.win[p] <= e + 1e-12, "a scoop is worth the whole pot");
        if answer.exact {
            assert_eq!(answer.stderr[p], 0.0);
        }
    }
    Ok(())
}

/// Home-game rules: up cards drawn from the players' cards, the dead cards and the deck (in any
/// order, repeats possible), any down-card count, any wild rule and extra-card rank.
fn rules(
    u: &mut Unstructured<'_>,
    known: &[Vec<Card>],
    dead: &[Card],
    deck: &[Card],
) -> Result<GameRules> {
    let sources: Vec<Card> = known
        .iter()
        .flatten()
        .chain(dead)
        .chain(deck)
        .copied()
        .collect();
    let up_cards = if u.ratio(7, 8)? {
        let count = u.int_in_range(0..=16)?;
        let mut up = Vec::with_capacity(count);
        for _ in 0..count {
            up.push(*u.choose(&sources)?);
        }
        Some(up)
    } else {
        None
    };
    let wild = match u.int_in_range(0..=2)? {
        0 => WildRule::None,
        1 => WildRule::Fixed(CardSet(u.arbitrary::<u64>()? & CardSet::FULL_DECK.0)),
        _ => WildRule::FollowTheQueen,
    };
    Ok(GameRules {
        up_cards,
        down_cards: u.int_in_range(0..=8)?,
        wild,
        extra_card_up_rank: if u.arbitrary()? {
            Some(u.int_in_range(0..=14)?)
        } else {
            None
        },
    })
}

fuzz_target!(|data: &[u8]| {
    let _ = check(&mut Unstructured::new(data));
});
