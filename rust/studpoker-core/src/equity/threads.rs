//! The thread split, written once: how many threads a question runs on, a share of the work
//! per thread with the parts merged, two pieces of work side by side, and a slice worked on in
//! chunks. A worker only panics on a bug; the panic is raised again on the caller's thread.
//!
//! A leaf of `equity/`: it uses no other module of it.

use crate::error::{Error, Result};

/// Threads of a run: as asked (at most 256), or one per core.
pub(crate) fn thread_count(requested: Option<usize>) -> Result<usize> {
    match requested {
        Some(0) => Err(Error::InvalidEquity {
            reason: "threads must be at least 1".to_string(),
        }),
        Some(n) => Ok(n.min(256)),
        None => Ok(std::thread::available_parallelism().map_or(1, usize::from)),
    }
}

/// Runs `work(thread)` for every thread `0..threads` (thread 0 on the caller's thread, the
/// others on scoped threads) and merges the parts in thread order into the first.
pub(crate) fn in_parallel<T: Send>(
    threads: usize,
    work: impl Fn(usize) -> T + Sync,
    mut merge: impl FnMut(&mut T, T),
) -> T {
    if threads <= 1 {
        return work(0);
    }
    std::thread::scope(|scope| {
        let work = &work;
        let others: Vec<_> = (1..threads)
            .map(|thread| scope.spawn(move || work(thread)))
            .collect();
        let mut total = work(0);
        for handle in others {
            match handle.join() {
                Ok(part) => merge(&mut total, part),
                Err(panic) => std::panic::resume_unwind(panic),
            }
        }
        total
    })
}

/// Runs `first` on a scoped thread and `second` on the caller's, and returns both results.
pub(crate) fn both<A: Send, B>(
    first: impl FnOnce() -> A + Send,
    second: impl FnOnce() -> B,
) -> (A, B) {
    std::thread::scope(|scope| {
        let first = scope.spawn(first);
        let second = second();
        match first.join() {
            Ok(first) => (first, second),
            Err(panic) => std::panic::resume_unwind(panic),
        }
    })
}

/// Calls `work` on each chunk of `chunk` items of `items` (the last may be shorter), one
/// scoped thread per chunk.
pub(crate) fn for_each_chunk<T: Send>(
    items: &mut [T],
    chunk: usize,
    work: impl Fn(&mut [T]) + Sync,
) {
    let work = &work;
    std::thread::scope(|scope| {
        let handles: Vec<_> = items
            .chunks_mut(chunk.max(1))
            .map(|part| scope.spawn(move || work(part)))
            .collect();
        for handle in handles {
            if let Err(panic) = handle.join() {
                std::panic::resume_unwind(panic);
            }
        }
    });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_share_is_worked_once_and_merged() {
        for threads in 1..5 {
            let sum = in_parallel(threads, |thread| vec![thread], std::iter::Extend::extend);
            assert_eq!(sum, (0..threads).collect::<Vec<_>>());
        }
        let (a, b) = both(|| 1, || 2);
        assert_eq!((a, b), (1, 2));
        let mut items = [1, 2, 3, 4, 5];
        for_each_chunk(&mut items, 2, |part| part.iter_mut().for_each(|x| *x *= 10));
        assert_eq!(items, [10, 20, 30, 40, 50]);
    }

    #[test]
    fn thread_counts() {
        assert!(thread_count(Some(0)).is_err());
        assert_eq!(thread_count(Some(1000)), Ok(256));
        assert!(thread_count(None).is_ok_and(|n| n >= 1));
    }
}
