//! `settle` and `settle_many`: Python input to owned core requests, the core run detached.
//!
//! Both read their input with the same readers, into a request whose buffers can be reused:
//! `settle_many` reads a chunk of items into the same requests again and again, settles the
//! chunk detached, and packs each result, so a batch item costs no allocation but its result.

use crate::convert::{extract_cards, extract_wild, for_each_seat, not_a_number};
use crate::errors::{CoreError, SettlementError};
use crate::in_place::exact_ints;
use crate::settlement::Settlement;
use crate::untracked::new_untracked;
use pyo3::exceptions::PyTypeError;
use pyo3::ffi;
use pyo3::prelude::*;
use pyo3::types::{PyBool, PyDict, PyInt, PyList, PyMapping, PyString};
use std::borrow::Cow;
use std::os::raw::c_int;
use studpoker_core::named::Named;
use studpoker_core::settle::{
    self as core, Chips as CoreChips, Given, OddChip, OddChipHalf, SettleRequest, Showdown,
};
use studpoker_core::{Card, Error};

/// The same exception class with `prefix` put before the message: `seat 2: ...`.
fn prefixed(py: Python<'_>, err: PyErr, prefix: &str) -> PyErr {
    let value = err.into_value(py).into_bound(py);
    PyErr::from_type(value.get_type(), format!("{prefix}: {value}"))
}

/// An exact `int` that fits 64 bits, read in one call; `None` for anything else (a bool, an
/// int subclass, a bigger int), which the general readers take.
#[inline]
fn small_int(item: &Bound<'_, PyAny>) -> Option<i64> {
    let int = item.cast_exact::<PyInt>().ok()?;
    // SAFETY: `int` is a live exact int.
    unsafe { exact_int_value(int.as_ptr()) }
}

/// The value of an exact int when it fits 64 bits.
///
/// # Safety
/// `int` must be a live exact `int`; on overflow the call sets a flag and raises nothing.
#[inline]
unsafe fn exact_int_value(int: *mut ffi::PyObject) -> Option<i64> {
    let mut overflow: c_int = 0;
    let value = unsafe { ffi::PyLong_AsLongLongAndOverflow(int, &raw mut overflow) };
    (overflow == 0).then_some(value)
}

/// A seat's contribution, as given: the core refuses what is out of range. An int beyond 128
/// bits gets the message the core would give it, at once.
pub(crate) fn extract_contribution(item: &Bound<'_, PyAny>, seat: usize) -> PyResult<Given> {
    extract_chips(item, Chips::Contribution { seat })
}

/// What a chip amount is, for the errors that name it.
#[derive(Clone, Copy)]
enum Chips {
    Contribution { seat: usize },
    Dead,
}

impl Chips {
    /// The place an error names: `seat 2`, or `dead`.
    fn place(self) -> String {
        match self {
            Chips::Contribution { seat } => format!("seat {seat}"),
            Chips::Dead => "dead".to_string(),
        }
    }

    fn negative(self, item: &Bound<'_, PyAny>) -> PyErr {
        SettlementError::new_err(match self {
            Chips::Contribution { seat } => format!("seat {seat}: contribution {item} is negative"),
            Chips::Dead => format!("dead chips {item} are negative"),
        })
    }

    fn overflow(self) -> PyErr {
        CoreError(match self {
            Chips::Contribution { seat } => Error::ChipOverflow { seat },
            Chips::Dead => Error::DeadChipOverflow,
        })
        .into()
    }
}

/// A chip amount: an int (not a bool) that is neither negative nor past the core's range.
fn extract_chips(item: &Bound<'_, PyAny>, chips: Chips) -> PyResult<Given> {
    if let Some(amount) = small_int(item) {
        return Ok(Given::from(amount));
    }
    if item.is_instance_of::<PyBool>() {
        let err = match chips {
            Chips::Contribution { .. } => not_a_number(item, "a contribution"),
            Chips::Dead => return Err(not_a_number(item, "dead")),
        };
        return Err(prefixed(item.py(), err, &chips.place()));
    }
    match item.extract::<Given>() {
        Ok(amount) => Ok(amount),
        Err(_) if item.is_instance_of::<PyInt>() => Err(if item.lt(0)? {
            chips.negative(item)
        } else {
            chips.overflow()
        }),
        Err(err) => Err(prefixed(item.py(), err, &chips.place())),
    }
}

/// Calls `each` with every item of an exact list or tuple of exact ints that fit 64 bits, read
/// in place (`in_place.rs`, sound on a free-threaded build too); `false` when the entry is
/// anything else or `each` refuses an item (the general readers then take the entry, errors
/// included).
fn small_ints(entry: &Bound<'_, PyAny>, each: impl FnMut(i64) -> bool) -> bool {
    exact_ints(entry, |_| true, each)
}

/// The common case read without the general card reader: a list or tuple of exact ints
/// `0..=51`, distinct, into `cards`. `false` sends anything else (errors included) down the
/// general path.
fn card_ints(entry: &Bound<'_, PyAny>, cards: &mut Vec<Card>) -> bool {
    let mut seen = 0u64;
    small_ints(entry, |value| {
        let Ok(card) = Card::from_index(value) else {
            return false;
        };
        let bit = 1 << card.index();
        cards.push(card);
        seen & bit == 0 && {
            seen |= bit;
            true
        }
    })
}

/// Card lists kept for reuse: a request read again takes its lists from here.
#[derive(Default)]
struct SpareCards(Vec<Vec<Card>>);

impl SpareCards {
    fn take(&mut self) -> Vec<Card> {
        self.0.pop().unwrap_or_default()
    }

    /// Keeps every list of `seats` (emptied) and leaves `seats` empty.
    fn keep(&mut self, seats: &mut Vec<Option<Vec<Card>>>) {
        self.0.extend(seats.drain(..).flatten().map(|mut cards| {
            cards.clear();
            cards
        }));
    }
}

/// Per-seat cards into `out` (emptied first), `None` where the entry is `None`; card errors
/// name the seat.
fn extract_seat_cards(
    seats: &Bound<'_, PyAny>,
    what: &str,
    out: &mut Vec<Option<Vec<Card>>>,
    spare: &mut SpareCards,
) -> PyResult<()> {
    spare.keep(out);
    for_each_seat(seats, what, |seat, entry| {
        if entry.is_none() {
            out.push(None);
            return Ok(());
        }
        let mut cards = spare.take();
        if !card_ints(entry, &mut cards) {
            cards.clear();
            spare.0.push(cards);
            cards = extract_cards(entry)
                .map_err(|err| prefixed(entry.py(), err, &format!("seat {seat}")))?;
        }
        out.push(Some(cards));
        Ok(())
    })
}

/// The dead chips, as given: the core refuses what is out of range. An int beyond 128 bits gets
/// the message the core would give it, at once; a value that is not an int is a `TypeError`.
pub(crate) fn extract_dead(dead: Option<&Bound<'_, PyAny>>) -> PyResult<Given> {
    match dead.filter(|dead| !dead.is_none()) {
        Some(dead) => extract_chips(dead, Chips::Dead),
        None => Ok(0),
    }
}

fn extract_dealer(dealer: &Bound<'_, PyAny>, seats: usize) -> PyResult<Given> {
    if let Some(dealer) = small_int(dealer) {
        return Ok(Given::from(dealer));
    }
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

/// A rule's name as given (`None`: not given), borrowed where it can be. Text that is not valid
/// Unicode keeps its characters replaced, so the core refuses it as an unknown rule.
fn rule_text<'a>(value: Option<&'a Bound<'_, PyAny>>) -> PyResult<Option<Cow<'a, str>>> {
    let Some(value) = value.filter(|value| !value.is_none()) else {
        return Ok(None);
    };
    match value.cast::<PyString>() {
        Ok(text) => Ok(Some(match text.to_str() {
            Ok(text) => Cow::Borrowed(text),
            Err(_) => Cow::Owned(text.to_string_lossy().into_owned()),
        })),
        Err(_) => Err(PyTypeError::new_err(format!(
            "a rule name is a str, not {}",
            value.get_type().name()?
        ))),
    }
}

/// The rake (`None`: none): one int per pot of the layout, main pot first, any iterable but a
/// text. An int beyond 64 bits stands as the most (or least) chips, which the core refuses as
/// above the pot (or negative), naming the pot as it would the int itself; anything else is a
/// `SettlementError` naming the entry.
fn extract_rake(rake: Option<&Bound<'_, PyAny>>) -> PyResult<Option<Vec<CoreChips>>> {
    let Some(rake) = rake.filter(|rake| !rake.is_none()) else {
        return Ok(None);
    };
    let not_a_list = |rake: &Bound<'_, PyAny>| -> PyResult<PyErr> {
        Ok(SettlementError::new_err(format!(
            "rake: give one int per pot of the layout (main pot first), not {}",
            rake.get_type().name()?
        )))
    };
    if rake.is_instance_of::<PyString>() {
        return Err(not_a_list(rake)?);
    }
    let Ok(items) = rake.try_iter() else {
        return Err(not_a_list(rake)?);
    };
    let mut amounts = Vec::new();
    for (pot, item) in items.enumerate() {
        amounts.push(rake_amount(&item?, pot)?);
    }
    Ok(Some(amounts))
}

/// One pot's rake: an int (not a bool), saturated to 64 bits.
fn rake_amount(item: &Bound<'_, PyAny>, pot: usize) -> PyResult<CoreChips> {
    if item.is_instance_of::<PyBool>() {
        return Err(SettlementError::new_err(format!(
            "rake[{pot}]: {item} is not a number of chips"
        )));
    }
    if item.is_instance_of::<PyInt>() {
        return match item.extract::<CoreChips>() {
            Ok(amount) => Ok(amount),
            Err(_) if item.lt(0)? => Ok(CoreChips::MIN),
            Err(_) => Ok(CoreChips::MAX),
        };
    }
    item.extract::<CoreChips>()
        .map_err(|_| match item.get_type().name() {
            Ok(name) => SettlementError::new_err(format!(
                "rake[{pot}]: a pot's rake is an int number of chips, not {name}"
            )),
            Err(err) => err,
        })
}

/// The rule called `name`, or `default` when none is named.
fn rule<T: Named>(name: Option<&str>, default: T) -> PyResult<T> {
    name.map_or(Ok(default), |name| {
        Ok(T::from_name(name).map_err(CoreError)?)
    })
}

/// The showdown `text` names (a name, or contests joined by `+`), or `default` when none is
/// named; a composition that could leave a pot unpaid is refused.
fn showdown_rule(text: Option<&str>, default: Showdown) -> PyResult<Showdown> {
    text.map_or(Ok(default), |text| {
        Ok(Showdown::from_text(text).map_err(CoreError)?)
    })
}

/// The arguments of `settle` that may be left out (or given as `None`).
#[derive(Clone, Copy)]
struct Optional<'a, 'py> {
    showdown: Option<&'a Bound<'py, PyAny>>,
    odd_chip: Option<&'a Bound<'py, PyAny>>,
    odd_chip_half: Option<&'a Bound<'py, PyAny>>,
    hole_cards: Option<&'a Bound<'py, PyAny>>,
    community: Option<&'a Bound<'py, PyAny>>,
    dead: Option<&'a Bound<'py, PyAny>>,
    merge_pots: bool,
    wild: Option<&'a Bound<'py, PyAny>>,
    rake: Option<&'a Bound<'py, PyAny>>,
}

/// The rules a request names none of.
#[derive(Clone, Copy)]
struct Defaults {
    showdown: Showdown,
    odd_chip: OddChip,
}

const DEFAULTS: Defaults = Defaults {
    showdown: Showdown::HIGH,
    odd_chip: OddChip::LeftOfDealer,
};

/// A request with nothing in it, to be read into.
fn empty_request() -> SettleRequest {
    SettleRequest {
        contributions: Vec::new(),
        hands: Vec::new(),
        dealer: 0,
        showdown: DEFAULTS.showdown,
        odd_chip: DEFAULTS.odd_chip,
        odd_chip_half: OddChipHalf::High,
        hole_cards: None,
        community: Vec::new(),
        dead: 0,
        merge_pots: false,
        rake: None,
    }
}

/// Everything `settle` takes, read into `request` (its buffers reused): rule names first, then
/// per seat, in the order the checks have always run.
fn extract_request(
    request: &mut SettleRequest,
    spare: &mut SpareCards,
    (contributions, hands, dealer): (&Bound<'_, PyAny>, &Bound<'_, PyAny>, &Bound<'_, PyAny>),
    optional: Optional<'_, '_>,
    defaults: Defaults,
) -> PyResult<()> {
    let (showdown, odd_chip) = (rule_text(optional.showdown)?, rule_text(optional.odd_chip)?);
    request.showdown = showdown_rule(showdown.as_deref(), defaults.showdown)?;
    if let Some(wild) = optional.wild.filter(|wild| !wild.is_none()) {
        request.showdown = request.showdown.with_wild(extract_wild(wild)?);
    }
    request.odd_chip = rule(odd_chip.as_deref(), defaults.odd_chip)?;
    let odd_chip_half = rule_text(optional.odd_chip_half)?;
    request.odd_chip_half = rule(odd_chip_half.as_deref(), OddChipHalf::High)?;
    request.merge_pots = optional.merge_pots;
    let amounts = &mut request.contributions;
    amounts.clear();
    // A list or tuple of plain ints is read in place; anything else seat by seat.
    if !small_ints(contributions, |amount| {
        amounts.push(Given::from(amount));
        true
    }) {
        amounts.clear();
        for_each_seat(contributions, "contributions", |seat, item| {
            amounts.push(extract_contribution(item, seat)?);
            Ok(())
        })?;
    }
    extract_seat_cards(hands, "hands", &mut request.hands, spare)?;
    let mut holes = request.hole_cards.take().unwrap_or_default();
    spare.keep(&mut holes);
    if let Some(given) = optional.hole_cards.filter(|holes| !holes.is_none()) {
        extract_seat_cards(given, "hole_cards", &mut holes, spare)?;
        request.hole_cards = Some(holes);
    }
    request.community.clear();
    if let Some(cards) = optional.community.filter(|cards| !cards.is_none()) {
        request.community =
            extract_cards(cards).map_err(|err| prefixed(cards.py(), err, "community"))?;
    }
    request.dealer = extract_dealer(dealer, request.contributions.len())?;
    request.dead = extract_dead(optional.dead)?;
    request.rake = extract_rake(optional.rake)?;
    Ok(())
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
    rake = None,
    odd_chip_half = None,
), text_signature = "(contributions, hands, dealer, *, showdown=\"high\", odd_chip=\"left_of_dealer\", hole_cards=None, community=None, dead=None, merge_pots=False, wild=None, rake=None, odd_chip_half=\"high\")")]
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
    rake: Option<&Bound<'_, PyAny>>,
    odd_chip_half: Option<&Bound<'_, PyAny>>,
) -> PyResult<Bound<'py, Settlement>> {
    let mut request = empty_request();
    extract_request(
        &mut request,
        &mut SpareCards::default(),
        (contributions, hands, dealer),
        Optional {
            showdown,
            odd_chip,
            odd_chip_half,
            hole_cards,
            community,
            dead,
            merge_pots,
            wild,
            rake,
        },
        DEFAULTS,
    )?;
    let settled = py.detach(|| core::settle(&request).map(|settled| Settlement::new(&settled)));
    new_untracked(py, settled.map_err(CoreError)?)
}

/// The parameters of `settle` a batch tuple gives, in its order; the first three are required.
const PARAMETERS: [&str; 10] = [
    "contributions",
    "hands",
    "dealer",
    "showdown",
    "odd_chip",
    "hole_cards",
    "community",
    "dead",
    "merge_pots",
    "wild",
];

/// The keys of a batch mapping: the tuple's parameters, the rake and the odd-chip half, which
/// only a mapping names (they are rare in a batch; the tuple keeps `settle`'s first ten
/// parameters).
const KEYS: [&str; 12] = [
    "contributions",
    "hands",
    "dealer",
    "showdown",
    "odd_chip",
    "hole_cards",
    "community",
    "dead",
    "merge_pots",
    "wild",
    "rake",
    "odd_chip_half",
];

/// One batch item, a mapping of `settle`'s arguments or a tuple of them in order, read into
/// `request`.
fn extract_item(
    item: &Bound<'_, PyAny>,
    request: &mut SettleRequest,
    spare: &mut SpareCards,
    defaults: Defaults,
) -> PyResult<()> {
    let mut values: [Option<Bound<'_, PyAny>>; KEYS.len()] = Default::default();
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
        let mut count = 0;
        let mut too_many = false;
        for_each_seat(item, "a settlement", |slot, value| {
            count += 1;
            match values[..PARAMETERS.len()].get_mut(slot) {
                Some(place) => *place = Some(value.clone()),
                None => too_many = true,
            }
            Ok(())
        })?;
        if too_many || count < 3 {
            return Err(PyTypeError::new_err(format!(
                "a settlement tuple holds 3 to {} values ({}), got {count}",
                PARAMETERS.len(),
                PARAMETERS.join(", "),
            )));
        }
    }
    let [contributions, hands, dealer, showdown, odd_chip, hole_cards, community, dead, merge, wild, rake, odd_chip_half] =
        values;
    let required = (
        &required(contributions, "contributions")?,
        &required(hands, "hands")?,
        &required(dealer, "dealer")?,
    );
    // The rule names' types are checked before `merge_pots`, in the order the batch always had.
    rule_text(showdown.as_ref())?;
    rule_text(odd_chip.as_ref())?;
    let merge_pots = match merge {
        Some(flag) if !flag.is_none() => flag.extract()?,
        _ => false,
    };
    extract_request(
        request,
        spare,
        required,
        Optional {
            showdown: showdown.as_ref(),
            odd_chip: odd_chip.as_ref(),
            odd_chip_half: odd_chip_half.as_ref(),
            hole_cards: hole_cards.as_ref(),
            community: community.as_ref(),
            dead: dead.as_ref(),
            merge_pots,
            wild: wild.as_ref(),
            rake: rake.as_ref(),
        },
        defaults,
    )
}

/// Where a batch item's key goes among `settle`'s parameters; an unknown key is a `TypeError`.
fn parameter_slot(key: &Bound<'_, PyAny>) -> PyResult<usize> {
    let slot = key.cast::<PyString>().ok().and_then(|key| {
        let key = key.to_str().ok()?;
        KEYS.iter().position(|&name| name == key)
    });
    slot.ok_or_else(|| match key.repr() {
        Ok(repr) => PyTypeError::new_err(format!(
            "unexpected key {repr}; expected: {}",
            KEYS.join(", ")
        )),
        Err(err) => err,
    })
}

fn required<'py>(value: Option<Bound<'py, PyAny>>, name: &str) -> PyResult<Bound<'py, PyAny>> {
    value.ok_or_else(|| PyTypeError::new_err(format!("missing '{name}'")))
}

/// Items read before the interpreter is released to settle them: enough that releasing it costs
/// nothing per item, few enough that the requests' buffers stay in the cache.
const CHUNK: usize = 256;

/// Settles many hands in one call: a chunk of items is read, then settled detached, and so on.
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
    // The batch-wide names are checked even for an empty batch.
    let (showdown, odd_chip) = (rule_text(showdown)?, rule_text(odd_chip)?);
    let defaults = Defaults {
        showdown: showdown_rule(showdown.as_deref(), DEFAULTS.showdown)?,
        odd_chip: rule(odd_chip.as_deref(), DEFAULTS.odd_chip)?,
    };
    let mut items = settlements.try_iter()?.enumerate();
    let mut requests: Vec<SettleRequest> = Vec::new();
    let mut spare = SpareCards::default();
    let mut settled: Vec<Result<Settlement, Error>> = Vec::with_capacity(CHUNK);
    let mut results = Vec::new();
    // Every item is settled into this one value and packed from it: its lists are reused.
    let mut workspace = core::Settlement::default();
    loop {
        // Items are read in order until one is at fault; the hands before it are still settled
        // first, so the error raised is always that of the first item at fault.
        let mut read = 0;
        let mut unreadable = None;
        for (index, item) in items.by_ref() {
            if requests.len() == read {
                requests.push(empty_request());
            }
            match item
                .and_then(|item| extract_item(&item, &mut requests[read], &mut spare, defaults))
            {
                Ok(()) => read += 1,
                Err(err) => {
                    unreadable = Some(prefixed(py, err, &format!("settlements[{index}]")));
                    break;
                }
            }
            if read == CHUNK {
                break;
            }
        }
        let first = results.len();
        // One thread: spreading a batch over threads measured several times slower here (the
        // results are allocated on one thread and freed on another).
        py.detach(|| {
            settled.clear();
            settled.extend(requests[..read].iter().map(|request| {
                core::settle_into(request, &mut workspace).map(|()| Settlement::new(&workspace))
            }));
        });
        for (offset, result) in settled.drain(..).enumerate() {
            match result {
                Ok(settlement) => results.push(new_untracked(py, settlement)?),
                Err(err) => {
                    let index = first + offset;
                    return Err(prefixed(
                        py,
                        CoreError(err).into(),
                        &format!("settlements[{index}]"),
                    ));
                }
            }
        }
        if let Some(err) = unreadable {
            return Err(err);
        }
        if read < CHUNK {
            return PyList::new(py, results);
        }
    }
}
