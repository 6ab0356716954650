//! `equity`: the players' and dead cards read into an owned core request, the count run detached
//! from the interpreter (it takes milliseconds to a second, over every core).

use crate::convert::{extract_cards, extract_wild};
use crate::errors::CoreError;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::PyString;
use studpoker_core::equity::{self as core, EquityRequest, GameRules, WildRule};
use studpoker_core::named::Named;
use studpoker_core::settle::Showdown;
use studpoker_core::Card;

/// Per player: equity, win, tie, high, low, stderr; then exact, outcomes, community.
type EquityTuple = (
    Vec<f64>,
    Vec<f64>,
    Vec<f64>,
    Vec<f64>,
    Vec<f64>,
    Vec<f64>,
    bool,
    u64,
    bool,
);

/// One card list per player; a card error names the player.
fn extract_players(players: &Bound<'_, PyAny>) -> PyResult<Vec<Vec<Card>>> {
    if players.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(
            "players is a sequence with one card list per player, not str",
        ));
    }
    players
        .try_iter()?
        .enumerate()
        .map(|(player, entry)| {
            let entry = entry?;
            extract_cards(&entry).map_err(|err| {
                let message = format!("player {player}: {}", err.value(entry.py()));
                PyErr::from_type(err.get_type(entry.py()), message)
            })
        })
        .collect()
}

/// Each player's share of the pot from the known cards (see `studpoker.equity.equity`).
#[pyfunction]
#[pyo3(signature = (
    players, dead, cards_per_player, showdown, samples=None, seed=0, threads=None, *,
    up_cards=None, down_cards=0, wild=None, follow_the_queen=false, extra_card_up_rank=None
))]
#[allow(clippy::too_many_arguments)]
pub fn equity(
    py: Python<'_>,
    players: &Bound<'_, PyAny>,
    dead: &Bound<'_, PyAny>,
    cards_per_player: usize,
    showdown: &str,
    samples: Option<u64>,
    seed: u64,
    threads: Option<usize>,
    up_cards: Option<&Bound<'_, PyAny>>,
    down_cards: usize,
    wild: Option<&Bound<'_, PyAny>>,
    follow_the_queen: bool,
    extra_card_up_rank: Option<u8>,
) -> PyResult<EquityTuple> {
    let named = |what: &str, err: PyErr| {
        PyErr::from_type(err.get_type(py), format!("{what}: {}", err.value(py)))
    };
    let wild = match wild {
        _ if follow_the_queen => WildRule::FollowTheQueen,
        Some(wild) if !wild.is_none() => WildRule::Fixed(extract_wild(wild)?),
        _ => WildRule::None,
    };
    let rules = GameRules {
        up_cards: match up_cards {
            Some(cards) if !cards.is_none() => {
                Some(extract_cards(cards).map_err(|err| named("up_cards", err))?)
            }
            _ => None,
        },
        down_cards,
        wild,
        extra_card_up_rank,
    };
    let request = EquityRequest {
        players: extract_players(players)?,
        dead: extract_cards(dead).map_err(|err| named("dead", err))?,
        cards_per_player,
        showdown: Showdown::from_name(showdown).map_err(CoreError)?,
        samples,
        seed,
        threads,
        rules,
    };
    let answer = py.detach(|| core::equity(&request)).map_err(CoreError)?;
    Ok((
        answer.equity,
        answer.win,
        answer.tie,
        answer.high,
        answer.low,
        answer.stderr,
        answer.exact,
        answer.outcomes,
        answer.community,
    ))
}
