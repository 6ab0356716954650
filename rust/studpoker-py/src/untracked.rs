//! Result objects the cycle collector need not watch.
//!
//! PyO3 gives every class the garbage collector's flag, so each result object is tracked and
//! a program that keeps many (a list of hand values) pays for the collector walking them
//! again and again. Objects of the classes below hold plain Rust data and no reference to any
//! Python object, so they can never be part of a reference cycle: untracking them is what
//! CPython itself does for tuples and dicts of atomic values.

use pyo3::prelude::*;
use pyo3::{ffi, PyClass};

/// Marker for classes whose values hold no Python object (nothing for the collector to see).
///
/// # Safety
/// Implement only for classes with no `Py<...>`/`Bound<...>` field, directly or nested.
pub unsafe trait HoldsNoPythonObject: PyClass {}

/// A new Python object of `value`, not tracked by the cycle collector.
pub fn new_untracked<T>(py: Python<'_>, value: T) -> PyResult<Bound<'_, T>>
where
    T: HoldsNoPythonObject + Into<pyo3::PyClassInitializer<T>>,
{
    let object = Bound::new(py, value)?;
    // SAFETY: the object is alive and attached; it holds no Python object (the trait's
    // contract), so it cannot be in a cycle. Untracking twice (again at deallocation) is
    // allowed by CPython.
    unsafe { ffi::PyObject_GC_UnTrack(object.as_ptr().cast()) };
    Ok(object)
}
