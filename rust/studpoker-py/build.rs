//! Sets PyO3's configuration flags for this crate too, so that `#[cfg(Py_GIL_DISABLED)]` marks
//! the code of a free-threaded build (see `src/in_place.rs`).

fn main() {
    pyo3_build_config::use_pyo3_cfgs();
}
