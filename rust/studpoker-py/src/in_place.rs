//! Exact ints read in place from an exact list or tuple through the C API, with no Python object
//! made or reference counted per item: the int fast paths of the evaluators and of `settle`.
//!
//! Items are borrowed references, alive while the sequence holds them. A tuple never changes.
//! A list could, if other code ran meanwhile: on a GIL build none can (nothing below runs Python
//! code: only exact ints are read, and reading one calls no `__index__`), so the list is read
//! as it is. On a free-threaded build (`Py_GIL_DISABLED`) another thread may change the list
//! at any time, so it is read inside a critical section on it: the per-object lock every list
//! mutation takes, held for the whole read (nothing in it blocks or calls back into Python, so
//! the section is never suspended), which keeps each borrowed item alive. The GIL build keeps
//! its lock-free path.

use pyo3::ffi;
use pyo3::prelude::*;

/// Calls `each` with the value of every item of an exact list or tuple whose length `accept`
/// takes, in order, while each item is an exact int that fits 64 bits and `each` takes it.
/// `false` for anything else, or when the read stops early: the general readers then take the
/// input, errors included.
#[inline]
pub fn exact_ints(
    seq: &Bound<'_, PyAny>,
    accept: impl FnOnce(usize) -> bool,
    each: impl FnMut(i64) -> bool,
) -> bool {
    let ptr = seq.as_ptr();
    // SAFETY: `ptr` is a live object (we hold `seq`, so the thread is attached).
    if unsafe { ffi::PyTuple_CheckExact(ptr) } != 0 {
        // SAFETY: a live exact tuple, which cannot change.
        return unsafe { read(ptr, ffi::PyTuple_Size, ffi::PyTuple_GetItem, accept, each) };
    }
    // SAFETY: as above.
    if unsafe { ffi::PyList_CheckExact(ptr) } == 0 {
        return false;
    }
    // SAFETY: a live exact list, which no other thread can change during the read: with the
    // GIL, nothing in the read lets another thread run Python code; without it, the read is
    // done inside the critical section below.
    let read_list = || unsafe { read(ptr, ffi::PyList_Size, ffi::PyList_GetItem, accept, each) };
    #[cfg(Py_GIL_DISABLED)]
    let read_list = || pyo3::sync::critical_section::with_critical_section(seq, read_list);
    read_list()
}

/// The C function reading a sequence's length, and the one borrowing its item `i`.
type Size = unsafe extern "C" fn(*mut ffi::PyObject) -> ffi::Py_ssize_t;
type GetItem = unsafe extern "C" fn(*mut ffi::PyObject, ffi::Py_ssize_t) -> *mut ffi::PyObject;

/// [`exact_ints`] on a sequence read by `size` and `get`.
///
/// # Safety
/// `seq` must be a live exact list (`PyList_Size`, `PyList_GetItem`) or tuple (`PyTuple_Size`,
/// `PyTuple_GetItem`) that no other thread can change until this returns.
#[inline(always)]
unsafe fn read(
    seq: *mut ffi::PyObject,
    size: Size,
    get: GetItem,
    accept: impl FnOnce(usize) -> bool,
    mut each: impl FnMut(i64) -> bool,
) -> bool {
    // SAFETY: `seq` is the live sequence `size` reads (the caller's contract).
    let len = unsafe { size(seq) };
    if !usize::try_from(len).is_ok_and(accept) {
        return false;
    }
    (0..len).all(|index| {
        // SAFETY: `index` is below the length, which cannot change (the caller's contract).
        let item = unsafe { get(seq, index) };
        if item.is_null() {
            // Not for an index below the length; should it happen, no error is left set.
            // SAFETY: the thread is attached.
            unsafe { ffi::PyErr_Clear() };
            return false;
        }
        // SAFETY: an item the sequence holds is alive while the sequence holds it.
        if unsafe { ffi::PyLong_CheckExact(item) } == 0 {
            return false;
        }
        let mut overflow = 0;
        // SAFETY: `item` is a live exact int; on overflow the call sets the flag and raises
        // nothing.
        let value = unsafe { ffi::PyLong_AsLongLongAndOverflow(item, &raw mut overflow) };
        overflow == 0 && each(value)
    })
}
