//! `settle` and `settle_many`: Python input to owned core requests, the core run detached.

use crate::convert::{extract_cards, extract_wild, not_a_number, rule_name};
use crate::errors::{CoreError, SettlementError};
use crate::settlement::Settlement;
use crate::untracked::new_untracked;
use pyo3::exceptions::PyTypeError;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyList, PyMapping, PyString, PyTuple};
use studpoker_core::named::Named;
use studpoker_core::settle::{self as core, Given, OddChip, SettleRequest, Showdown};
use studpoker_core::{Card, Error};

/// The same exception class with `prefix` put before the message: `seat 2: ...`.
fn prefixed(py: Python<'_>, err: PyErr, prefix: &str) -> PyErr {
    let message = format!("{prefix}: {}", err.value(py));
    PyErr::from_type(err.get_type(py), message)
}

/// One entry per seat from any iterable; a text would iterate as characters, so it is refused.
fn seat_entries<'py>(seats: &Bound<'py, PyAny>, what: &str) -> PyResult<Vec<Bound<'py, PyAny>>> {
    if seats.is_instance_of::<PyString>() {
        return Err(PyTypeError::new_err(format!(
            "{what} is a sequence with one entry per seat, not str"
        )));
    }
    seats.try_iter()?.collect()
}

/// A seat's contribution, as given: the core refuses what is out of range. An int beyond 128
/// bits gets the message the core would give it, at once.
fn extract_contribution(item: &Bound<'_, PyAny>, seat: usize) -> PyResult<Given> {
    if item.is_instance_of::<PyBool>() {
        let err = not_a_number(item, "a contribution");
        return Err(prefixed(item.py(), err, &format!("seat {seat}")));
    }
    match item.extract::<Given>() {
        Ok(amount) => Ok(amount),
        Err(_) if item.is_instance_of::<PyInt>() => {
            if item.lt(0)? {
                Err(SettlementError::new_err(format!(
                    "seat {seat}: contribution {item} is negative"
                )))
            } else {
                Err(CoreError(Error::ChipOverflow { seat }).into())
            }
        }
        Err(err) => Err(prefixed(item.py(), err, &format!("seat {seat}"))),
    }
}

/// The common case read without the general card reader: a list or tuple of exact ints
/// `0..=51`, distinct. `None` sends anything else (errors included) down the general path.
fn card_ints(entry: &Bound<'_, PyAny>) -> Option<Vec<Card>> {
    fn read<'py>(items: impl ExactSizeIterator<Item = Bound<'py, PyAny>>) -> Option<Vec<Card>> {
        let mut cards = Vec::with_capacity(items.len());
        let mut seen = 0u64;
        for item in items {
            let value: i64 = item.cast_exact::<PyInt>().ok()?.extract().ok()?;
            let card = Card::from_index(value).ok()?;
            if seen >> card.index() & 1 != 0 {
                return None;
            }
            seen |= 1 << card.index();
            cards.push(card);
        }
        Some(cards)
    }
    if let Ok(list) = entry.cast_exact::<PyList>() {
        read(list.iter())
    } else if let Ok(tuple) = entry.cast_exact::<PyTuple>() {
        read(tuple.iter())
    } else {
        None
    }
}

/// Per-seat cards, `None` where the entry is `None`; card errors name the seat.
fn extract_seat_cards(seats: &Bound<'_, PyAny>, what: &str) -> PyResult<Vec<Option<Vec<Card>>>> {
    seat_entries(seats, what)?
        .iter()
        .enumerate()
        .map(|(seat, entry)| {
            if entry.is_none() {
                Ok(None)
            } else if let Some(cards) = card_ints(entry) {
                Ok(Some(cards))
            } else {
                extract_cards(entry)
                    .map(Some)
                    .map_err(|err| prefixed(entry.py(), err, &format!("seat {seat}")))
            }
        })
        .collect()
}

/// The dead chips, as given: the core refuses what is out of range. An int beyond 128 bits gets
/// the message the core would give it, at once; a value that is not an int is a `TypeError`.
fn extract_dead(dead: Option<&Bound<'_, PyAny>>) -> PyResult<Given> {
    let Some(dead) = dead.filter(|dead| !dead.is_none()) else {
        return Ok(0);
    };
    if dead.is_instance_of::<PyBool>() {
        return Err(not_a_number(dead, "dead"));
    }
    match dead.extract::<Given>() {
        Ok(amount) => Ok(amount),
        Err(_) if dead.is_instance_of::<PyInt>() => {
            if dead.lt(0)? {
                Err(SettlementError::new_err(format!(
                    "dead chips {dead} are negative"
                )))
            } else {
                Err(CoreError(Error::DeadChipOverflow).into())
            }
        }
        Err(err) => Err(prefixed(dead.py(), err, "dead")),
    }
}

fn extract_dealer(dealer: &Bound<'_, PyAny>, seats: usize) -> PyResult<Given> {
    if dealer.is_instance_of::<PyBool>() {
        return Err(not_a_number(dealer, "dealer"));
    }
    match dealer.extract::<Given>() {
        Ok(dealer) => Ok(dealer),
        Err(_) if dealer.is_instance_of::<PyInt>() => Err(SettlementError::new_err(format!(
            "dealer seat {dealer} is not a seat: seats are 0..{seats}"
        ))),
        Err(err) => Err(err),
    }
}

/// The arguments of `settle` that may be left out (or given as `None`).
struct Optional<'a, 'py> {
    hole_cards: Option<&'a Bound<'py, PyAny>>,
    community: Option<&'a Bound<'py, PyAny>>,
    dead: Option<&'a Bound<'py, PyAny>>,
    merge_pots: bool,
    wild: Option<&'a Bound<'py, PyAny>>,
}

/// Everything `settle` takes, read into owned core values (rule names first, then per seat).
fn extract_request(
    contributions: &Bound<'_, PyAny>,
    hands: &Bound<'_, PyAny>,
    dealer: &Bound<'_, PyAny>,
    showdown: &str,
    odd_chip: &str,
    optional: Optional<'_, '_>,
) -> PyResult<SettleRequest> {
    let Optional {
        hole_cards,
        community,
        dead,
        merge_pots,
        wild,
    } = optional;
    let mut showdown = Showdown::from_name(showdown).map_err(CoreError)?;
    if let Some(wild) = wild.filter(|wild| !wild.is_none()) {
        showdown = showdown.with_wild(extract_wild(wild)?);
    }
    let odd_chip = OddChip::from_name(odd_chip).map_err(CoreError)?;
    let contributions = seat_entries(contributions, "contributions")?
        .iter()
        .enumerate()
        .map(|(seat, item)| extract_contribution(item, seat))
        .collect::<PyResult<Vec<Given>>>()?;
    let hands = extract_seat_cards(hands, "hands")?;
    let hole_cards = match hole_cards {
        Some(holes) if !holes.is_none() => Some(extract_seat_cards(holes, "hole_cards")?),
        _ => None,
    };
    let community = match community {
        Some(cards) if !cards.is_none() => {
            extract_cards(cards).map_err(|err| prefixed(cards.py(), err, "community"))?
        }
        _ => Vec::new(),
    };
    let dealer = extract_dealer(dealer, contributions.len())?;
    Ok(SettleRequest {
        dealer,
        dead: extract_dead(dead)?,
        contributions,
        hands,
        showdown,
        odd_chip,
        hole_cards,
        community,
        merge_pots,
    })
}

/// Settles one hand: pots from the contributions, winners per pot, chips per seat.
///
/// See `studpoker._core.pyi` and docs/core-api.md ("Settlement") for the full contract.
#[pyfunction]
#[pyo3(signature = (
    contributions,
    hands,
    dealer,
    *,
    showdown = None,
    odd_chip = None,
    hole_cards = None,
    community = None,
    dead = None,
    merge_pots = false,
    wild = None,
), text_signature = "(contributions, hands, dealer, *, showdown=\"high\", odd_chip=\"left_of_dealer\", hole_cards=None, community=None, dead=None, merge_pots=False, wild=None)")]
// One parameter per keyword of the Python signature (plus the interpreter token): grouping them
// in a struct would only move the same list into PyO3's argument parsing.
#[allow(clippy::too_many_arguments)]
pub fn settle<'py>(
    py: Python<'py>,
    contributions: &Bound<'_, PyAny>,
    hands: &Bound<'_, PyAny>,
    dealer: &Bound<'_, PyAny>,
    showdown: Option<&Bound<'_, PyAny>>,
    odd_chip: Option<&Bound<'_, PyAny>>,
    hole_cards: Option<&Bound<'_, PyAny>>,
    community: Option<&Bound<'_, PyAny>>,
    dead: Option<&Bound<'_, PyAny>>,
    merge_pots: bool,
    wild: Option<&Bound<'_, PyAny>>,
) -> PyResult<Bound<'py, Settlement>> {
    let request = extract_request(
        contributions,
        hands,
        dealer,
        &rule_name(showdown, "high")?,
        &rule_name(odd_chip, "left_of_dealer")?,
        Optional {
            hole_cards,
            community,
            dead,
            merge_pots,
            wild,
        },
    )?;
    let settled = py.detach(|| core::settle(&request));
    new_untracked(py, Settlement(settled.map_err(CoreError)?))
}

/// The parameters of `settle`, in its order; the first three are required.
const PARAMETERS: [&str; 9] = [
    "contributions",
    "hands",
    "dealer",
    "showdown",
    "odd_chip",
    "hole_cards",
    "community",
    "dead",
    "merge_pots",
];

/// One batch item, a mapping of `settle`'s arguments or a tuple of them in order, as a request.
fn extract_item(
    item: &Bound<'_, PyAny>,
    default_showdown: &str,
    default_odd_chip: &str,
) -> PyResult<SettleRequest> {
    let mut values: [Option<Bound<'_, PyAny>>; 9] = Default::default();
    if let Ok(dict) = item.cast::<PyDict>() {
        // The common case, read in place.
        for (key, value) in dict.iter() {
            values[parameter_slot(&key)?] = Some(value);
        }
    } else if let Ok(mapping) = item.cast::<PyMapping>() {
        for pair in mapping.items()?.iter() {
            let (key, value): (Bound<'_, PyAny>, Bound<'_, PyAny>) = pair.extract()?;
            values[parameter_slot(&key)?] = Some(value);
        }
    } else {
        let items = seat_entries(item, "a settlement")?;
        if !(3..=PARAMETERS.len()).contains(&items.len()) {
            return Err(PyTypeError::new_err(format!(
                "a settlement tuple holds 3 to {} values ({}), got {}",
                PARAMETERS.len(),
                PARAMETERS.join(", "),
                items.len()
            )));
        }
        for (slot, value) in items.into_iter().enumerate() {
            values[slot] = Some(value);
        }
    }
    let [contributions, hands, dealer, showdown, odd_chip, hole_cards, community, dead, merge] =
        values;
    extract_request(
        &required(contributions, "contributions")?,
        &required(hands, "hands")?,
        &required(dealer, "dealer")?,
        &rule_name(showdown.as_ref(), default_showdown)?,
        &rule_name(odd_chip.as_ref(), default_odd_chip)?,
        Optional {
            hole_cards: hole_cards.as_ref(),
            community: community.as_ref(),
            dead: dead.as_ref(),
            merge_pots: match merge {
                Some(flag) if !flag.is_none() => flag.extract()?,
                _ => false,
            },
            // settle_many's items have no wild set yet
            wild: None,
        },
    )
}

/// Where a batch item's key goes among `settle`'s parameters; an unknown key is a `TypeError`.
fn parameter_slot(key: &Bound<'_, PyAny>) -> PyResult<usize> {
    let slot = key.cast::<PyString>().ok().and_then(|key| {
        let key = key.to_str().ok()?;
        PARAMETERS.iter().position(|&name| name == key)
    });
    slot.ok_or_else(|| match key.repr() {
        Ok(repr) => PyTypeError::new_err(format!(
            "unexpected key {repr}; expected: {}",
            PARAMETERS.join(", ")
        )),
        Err(err) => err,
    })
}

fn required<'py>(value: Option<Bound<'py, PyAny>>, name: &str) -> PyResult<Bound<'py, PyAny>> {
    value.ok_or_else(|| PyTypeError::new_err(format!("missing '{name}'")))
}

/// Settles many hands in one call: every input is read first, then all run detached at once.
///
/// Each item is a dict of `settle`'s arguments or a tuple of them in `settle`'s order; the
/// `showdown` and `odd_chip` given here apply to items that do not name their own. An error
/// in any item raises its class with `settlements[i]: ` before the message.
#[pyfunction]
#[pyo3(
    signature = (settlements, *, showdown = None, odd_chip = None),
    text_signature = "(settlements, *, showdown=\"high\", odd_chip=\"left_of_dealer\")"
)]
pub fn settle_many<'py>(
    py: Python<'py>,
    settlements: &Bound<'_, PyAny>,
    showdown: Option<&Bound<'_, PyAny>>,
    odd_chip: Option<&Bound<'_, PyAny>>,
) -> PyResult<Bound<'py, PyList>> {
    let showdown = &rule_name(showdown, "high")?;
    let odd_chip = &rule_name(odd_chip, "left_of_dealer")?;
    // The batch-wide names are checked even for an empty batch.
    Showdown::from_name(showdown).map_err(CoreError)?;
    OddChip::from_name(odd_chip).map_err(CoreError)?;
    // Items are read in order until one is at fault; the hands before it are still settled
    // first, so the error raised is always that of the first item at fault.
    let mut requests = Vec::new();
    let mut unreadable = None;
    for (index, item) in settlements.try_iter()?.enumerate() {
        match item.and_then(|item| extract_item(&item, showdown, odd_chip)) {
            Ok(request) => requests.push(request),
            Err(err) => {
                unreadable = Some(prefixed(py, err, &format!("settlements[{index}]")));
                break;
            }
        }
    }
    // One thread: spreading a batch over threads measured several times slower here (the
    // results are allocated on one thread and freed on another).
    let settled: Vec<_> = py.detach(|| requests.iter().map(core::settle).collect());
    let mut results = Vec::with_capacity(settled.len());
    for (index, result) in settled.into_iter().enumerate() {
        match result {
            Ok(settlement) => results.push(new_untracked(py, Settlement(settlement))?),
            Err(err) => {
                let err = CoreError(err).into();
                return Err(prefixed(py, err, &format!("settlements[{index}]")));
            }
        }
    }
    match unreadable {
        Some(err) => Err(err),
        None => PyList::new(py, results),
    }
}
