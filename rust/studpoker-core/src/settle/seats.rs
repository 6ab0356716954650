//! A set of seats as one 64-bit mask: a settlement seats at most `MAX_SEATS` = 64, so the
//! claimants and each layer's eligible seats need no list (and no allocation) of their own.

use super::MAX_SEATS;

const _: () = assert!(MAX_SEATS <= 64, "a seat set is one 64-bit mask");

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(super) struct Seats(u64);

impl Seats {
    /// The seats `0..count` for which `is_in` holds (`count` at most `MAX_SEATS`).
    pub fn filter(count: usize, mut is_in: impl FnMut(usize) -> bool) -> Self {
        Seats((0..count).fold(0, |bits, seat| bits | u64::from(is_in(seat)) << seat))
    }

    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The seats in both sets.
    pub fn and(self, other: Seats) -> Seats {
        Seats(self.0 & other.0)
    }

    /// The seats, ascending (an exact length, so a list extended with them is sized once).
    pub fn iter(self) -> SeatsIter {
        SeatsIter(self.0)
    }
}

pub(super) struct SeatsIter(u64);

impl Iterator for SeatsIter {
    type Item = usize;

    fn next(&mut self) -> Option<usize> {
        (self.0 != 0).then(|| {
            let seat = self.0.trailing_zeros() as usize;
            self.0 &= self.0 - 1;
            seat
        })
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let len = self.0.count_ones() as usize;
        (len, Some(len))
    }
}

impl ExactSizeIterator for SeatsIter {}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_iterator_knows_how_many_seats_are_left() {
        // An exact length (`ExactSizeIterator`): lists extended with a set's seats size once.
        let mut seats = Seats::filter(10, |seat| seat % 3 == 0).iter();
        assert_eq!(seats.len(), 4);
        seats.next();
        assert_eq!(seats.size_hint(), (3, Some(3)));
        assert_eq!(Seats::default().iter().size_hint(), (0, Some(0)));
    }

    #[test]
    fn a_set_lists_its_seats_ascending() {
        let seats = Seats::filter(64, |seat| seat % 21 == 0);
        assert_eq!(seats.iter().collect::<Vec<_>>(), vec![0, 21, 42, 63]);
        assert_eq!(seats.len(), 4);
        assert_eq!(
            seats
                .and(Seats::filter(64, |seat| seat > 30))
                .iter()
                .count(),
            2
        );
        assert!(Seats::default().is_empty());
    }
}
