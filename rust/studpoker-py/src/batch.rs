//! The batch evaluators and the exhaustive count: `uint8[N, k]` rows in through the buffer
//! protocol (so the extension stays on the stable ABI and needs no numpy crate), one new
//! `uint16` array out (numpy's when numpy imports, else `array.array('H')`), all the work
//! detached from the interpreter and split over threads in the core.

use crate::convert::{extract_cards, extract_wild};
use crate::errors::{CoreError, InvalidCardError, StudPokerError};
use pyo3::buffer::{PyBuffer, PyUntypedBuffer};
use pyo3::prelude::*;
use pyo3::sync::PyOnceLock;
use pyo3::types::PyTuple;
use studpoker_core::batch::{self, Batch, BatchError};
use studpoker_core::batch_wild::rank_many_wild;
use studpoker_core::enumerate::count_hands as core_count_hands;
use studpoker_core::eval::wild::WILD_MAX_CARDS;
use studpoker_core::eval::Kind;
use studpoker_core::CardSet;
use studpoker_core::Error;

/// Below this many rows the call stays attached: detaching costs more than the work.
const DETACH_ROWS: usize = 1024;

/// Where result arrays come from: `numpy.empty` if numpy imports, else `array.array`.
enum Maker {
    /// `numpy.empty` and the `uint16` dtype object (a dtype object is quicker than its name).
    Numpy(Py<PyAny>, Py<PyAny>),
    Array(Py<PyAny>),
}

static MAKER: PyOnceLock<Maker> = PyOnceLock::new();

fn maker(py: Python<'_>) -> PyResult<&Maker> {
    MAKER.get_or_try_init(py, || {
        if let Ok(numpy) = py.import("numpy") {
            let dtype = numpy.getattr("dtype")?.call1(("uint16",))?;
            return Ok(Maker::Numpy(
                numpy.getattr("empty")?.unbind(),
                dtype.unbind(),
            ));
        }
        Ok(Maker::Array(py.import("array")?.getattr("array")?.unbind()))
    })
}

/// A new `uint16` array of `len` values and a writable view of its memory.
fn new_u16_array(py: Python<'_>, len: usize) -> PyResult<(Bound<'_, PyAny>, PyBuffer<u16>)> {
    let array = match maker(py)? {
        Maker::Numpy(empty, dtype) => empty.bind(py).call1((len, dtype.bind(py)))?,
        Maker::Array(array) => {
            let zeros = pyo3::types::PyBytes::new(py, &vec![0u8; 2 * len]);
            array.bind(py).call1(("H", zeros))?
        }
    };
    let buffer = PyBuffer::<u16>::get(&array)?;
    if buffer.readonly() || !buffer.is_c_contiguous() || buffer.item_count() != len {
        return Err(StudPokerError::new_err(
            "could not allocate a uint16 result array",
        ));
    }
    Ok((array, buffer))
}

/// The rows of a `uint8[N, k]` C-contiguous buffer: the held buffer, N and k.
fn read_rows(cards: &Bound<'_, PyAny>, wild: CardSet) -> PyResult<(PyUntypedBuffer, usize, usize)> {
    let expected = "cards must be a C-contiguous uint8 array of shape (N, k), k = 5..9 \
                    (e.g. numpy.asarray(hands, dtype=numpy.uint8))";
    let Ok(buffer) = PyUntypedBuffer::get(cards) else {
        return Err(InvalidCardError::new_err(format!(
            "{expected}; got a {}",
            cards.get_type().name()?
        )));
    };
    let format = buffer.format().to_string_lossy();
    let format = format.trim_start_matches(['@', '=', '<', '>', '!']);
    if buffer.item_size() != 1 || format != "B" {
        return Err(InvalidCardError::new_err(format!(
            "{expected}; got items of format {format:?} ({} bytes each)",
            buffer.item_size()
        )));
    }
    let shape = buffer.shape();
    let [rows, width] = *shape else {
        return Err(InvalidCardError::new_err(format!(
            "{expected}; got {} dimensions, shape {shape:?}",
            shape.len()
        )));
    };
    if !buffer.is_c_contiguous() {
        return Err(InvalidCardError::new_err(format!(
            "{expected}; got strides {:?} (numpy.ascontiguousarray(cards) copies it into rows)",
            buffer.strides()
        )));
    }
    // With wild cards the rows may hold up to eleven cards (Baseball's extra cards).
    let most = if wild.is_empty() {
        studpoker_core::eval::MAX_CARDS
    } else {
        WILD_MAX_CARDS
    };
    if !(studpoker_core::eval::MIN_CARDS..=most).contains(&width) {
        let error = if wild.is_empty() {
            BatchError::Width { width }
        } else {
            BatchError::WildWidth { width }
        };
        return Err(batch_error(&error));
    }
    Ok((buffer, rows, width))
}

/// Every batch error is about the cards given (a row's own error is a card error too).
fn batch_error(err: &BatchError) -> PyErr {
    InvalidCardError::new_err(err.to_string())
}

/// `threads=None` is every core this process may use; otherwise at least 1.
fn thread_count(threads: Option<i64>) -> PyResult<usize> {
    match threads {
        None => Ok(batch::default_threads()),
        Some(n) if n >= 1 => Ok(usize::try_from(n).unwrap_or(usize::MAX)),
        Some(n) => Err(StudPokerError::new_err(format!(
            "threads must be at least 1 (or None for every core), not {n}"
        ))),
    }
}

/// Reads the rows, evaluates them into one or two new arrays (detached for large batches).
fn run<'py>(
    py: Python<'py>,
    kind: Batch,
    cards: &Bound<'py, PyAny>,
    threads: Option<i64>,
    wild: Option<&Bound<'py, PyAny>>,
) -> PyResult<(Bound<'py, PyAny>, Option<Bound<'py, PyAny>>)> {
    let threads = thread_count(threads)?;
    let wild = match wild {
        Some(wild) if !wild.is_none() => extract_wild(wild)?,
        _ => CardSet::EMPTY,
    };
    let (input, rows, width) = read_rows(cards, wild)?;
    let (first, first_buffer) = new_u16_array(py, rows)?;
    let second = if kind == Batch::HighLow8 {
        Some(new_u16_array(py, rows)?)
    } else {
        None
    };
    let input_ptr = input.buf_ptr().cast::<u8>().cast_const() as usize;
    let first_ptr = first_buffer.buf_ptr().cast::<u16>() as usize;
    let second_ptr = second
        .as_ref()
        .map_or(0, |(_, buffer)| buffer.buf_ptr().cast::<u16>() as usize);
    let second_len = if second.is_some() { rows } else { 0 };
    let work = move || {
        // SAFETY: the three buffers stay exported (held by `input`, `first_buffer` and
        // `second`) until this function returns, so their memory is alive and cannot be
        // resized. The input is C-contiguous with `rows * width` one-byte items; the outputs
        // are fresh C-contiguous `uint16` arrays of `rows` items nobody else has seen yet.
        // Another thread could write to the caller's input array meanwhile: the core reads
        // any byte without panicking (the result is then unspecified, as with numpy itself).
        let (input, first, second) = unsafe {
            let input = std::slice::from_raw_parts(input_ptr as *const u8, rows * width);
            let first = std::slice::from_raw_parts_mut(first_ptr as *mut u16, rows);
            let second: &mut [u16] = if second_len == 0 {
                &mut []
            } else {
                std::slice::from_raw_parts_mut(second_ptr as *mut u16, second_len)
            };
            (input, first, second)
        };
        rank_many_wild(kind, input, width, wild, first, second, threads)
    };
    let outcome = if rows < DETACH_ROWS {
        work()
    } else {
        py.detach(work)
    };
    drop(input);
    outcome.map_err(|err| batch_error(&err))?;
    Ok((first, second.map(|(array, _)| array)))
}

/// The dense high rank of every row of a `uint8[N, k]` array (k = 5..9), as `uint16[N]`.
#[pyfunction]
#[pyo3(signature = (cards, *, threads = None, wild = None))]
pub fn rank_high_many<'py>(
    py: Python<'py>,
    cards: &Bound<'py, PyAny>,
    threads: Option<i64>,
    wild: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    Ok(run(py, Batch::High, cards, threads, wild)?.0)
}

/// The dense A-5 low rank of every row, as `uint16[N]`.
#[pyfunction]
#[pyo3(signature = (cards, *, threads = None, wild = None))]
pub fn rank_low_a5_many<'py>(
    py: Python<'py>,
    cards: &Bound<'py, PyAny>,
    threads: Option<i64>,
    wild: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    Ok(run(py, Batch::LowA5, cards, threads, wild)?.0)
}

/// The dense 8-or-better rank of every row (`NO_LOW` = 65535 without a low), as `uint16[N]`.
#[pyfunction]
#[pyo3(signature = (cards, *, threads = None, wild = None))]
pub fn rank_low_8_many<'py>(
    py: Python<'py>,
    cards: &Bound<'py, PyAny>,
    threads: Option<i64>,
    wild: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyAny>> {
    Ok(run(py, Batch::Low8, cards, threads, wild)?.0)
}

/// The dense 2-7 low rank of every row, as `uint16[N]` (no wild cards: 2-7 has none).
#[pyfunction]
#[pyo3(signature = (cards, *, threads = None))]
pub fn rank_low_27_many<'py>(
    py: Python<'py>,
    cards: &Bound<'py, PyAny>,
    threads: Option<i64>,
) -> PyResult<Bound<'py, PyAny>> {
    Ok(run(py, Batch::Low27, cards, threads, None)?.0)
}

/// The high rank and the 8-or-better rank (or `NO_LOW`) of every row: two `uint16[N]`.
#[pyfunction]
#[pyo3(signature = (cards, *, threads = None, wild = None))]
pub fn rank_hi_lo_8_many<'py>(
    py: Python<'py>,
    cards: &Bound<'py, PyAny>,
    threads: Option<i64>,
    wild: Option<&Bound<'py, PyAny>>,
) -> PyResult<Bound<'py, PyTuple>> {
    let (high, low) = run(py, Batch::HighLow8, cards, threads, wild)?;
    let low = low.ok_or_else(|| StudPokerError::new_err("no low array"))?;
    PyTuple::new(py, [high, low])
}

/// Every hand of `size` cards (5..7) from the deck less `dead`, counted by its `kind` value:
/// `(hands per dense rank, hands per category in Category order, hands with no value)`.
#[pyfunction]
#[pyo3(signature = (size, kind, dead, *, threads = None))]
pub fn count_hands(
    py: Python<'_>,
    size: i64,
    kind: &str,
    dead: &Bound<'_, PyAny>,
    threads: Option<i64>,
) -> PyResult<(Vec<u64>, Vec<u64>, u64)> {
    let kind = match kind {
        "high" => Kind::High,
        "low_a5" => Kind::LowA5,
        "low_8" => Kind::Low8,
        "low_27" => Kind::Low27,
        _ => {
            return Err(CoreError(Error::UnknownRule {
                kind: "evaluation kind",
                name: kind.to_string(),
                legal: &["high", "low_a5", "low_8", "low_27"],
            })
            .into())
        }
    };
    let threads = thread_count(threads)?;
    let dead = extract_cards(dead)?;
    let size = usize::try_from(size).unwrap_or(0);
    let counts = py
        .detach(|| core_count_hands(kind, size, &dead, threads))
        .map_err(CoreError)?;
    let categories = counts.categories().to_vec();
    Ok((counts.classes, categories, counts.no_value))
}

/// Registers the batch API on the module.
pub fn register(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_function(wrap_pyfunction!(rank_high_many, m)?)?;
    m.add_function(wrap_pyfunction!(rank_low_a5_many, m)?)?;
    m.add_function(wrap_pyfunction!(rank_low_8_many, m)?)?;
    m.add_function(wrap_pyfunction!(rank_low_27_many, m)?)?;
    m.add_function(wrap_pyfunction!(rank_hi_lo_8_many, m)?)?;
    m.add_function(wrap_pyfunction!(count_hands, m)?)?;
    m.add("NO_LOW", batch::NO_LOW)?;
    Ok(())
}
