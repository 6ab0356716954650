//! Many settlements at once, spread over the machine's cores when the batch is big enough.

use super::{settle, SettleRequest, Settlement};
use crate::error::Result;

/// Below this many settlements per thread, starting a thread costs more than it saves
/// (a hi-lo settlement takes some microseconds, a thread some tens).
const MIN_PER_THREAD: usize = 16;

/// Settles every request, results in request order. Small batches run on the calling thread.
pub fn settle_many(requests: &[SettleRequest]) -> Vec<Result<Settlement>> {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    let threads = cores.min(requests.len() / MIN_PER_THREAD).max(1);
    if threads == 1 {
        return requests.iter().map(settle).collect();
    }
    let chunk = requests.len().div_ceil(threads);
    std::thread::scope(|scope| {
        let workers: Vec<_> = requests
            .chunks(chunk)
            .map(|part| scope.spawn(move || part.iter().map(settle).collect::<Vec<_>>()))
            .collect();
        workers
            .into_iter()
            // `settle` does not panic on any input; should a bug make it, the panic goes on.
            .flat_map(|worker| {
                worker
                    .join()
                    .unwrap_or_else(|p| std::panic::resume_unwind(p))
            })
            .collect()
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::card::parse_cards;
    use crate::settle::{OddChip, Showdown};

    fn request(seat_one_puts_in: i128) -> SettleRequest {
        SettleRequest {
            contributions: vec![7, seat_one_puts_in],
            hands: vec![
                Some(parse_cards("Kh 9c 4d Ks 2h").unwrap()),
                Some(parse_cards("Qc Qh Js 7d 3c").unwrap()),
            ],
            dealer: 1,
            showdown: Showdown::High,
            odd_chip: OddChip::LeftOfDealer,
            hole_cards: None,
        }
    }

    #[test]
    fn a_batch_gives_what_one_call_per_request_gives_in_order() {
        for size in [0, 1, 5, MIN_PER_THREAD * 2 + 3, 500] {
            // Every seventh request is refused (a negative contribution).
            let requests: Vec<SettleRequest> = (0..size)
                .map(|i| request(if i % 7 == 3 { -1 } else { i as i128 % 11 }))
                .collect();
            let expected: Vec<_> = requests.iter().map(settle).collect();
            assert_eq!(settle_many(&requests), expected, "{size}");
        }
    }
}
