//! Settlement: any request is settled or refused, never a panic, and a settled hand conserves
//! chips (payouts and rake add up to the contributions plus the dead chips), wins every pot it
//! makes (but one raked whole) and pays nobody outside a pot's eligible seats; a composed
//! showdown that could leave a pot unpaid is refused.
#![no_main]
use libfuzzer_sys::arbitrary::{Result, Unstructured};
use libfuzzer_sys::fuzz_target;
use studpoker_core::settle::{settle, Chips, Given, OddChip, OddChipHalf, SettleRequest};
use studpoker_core::{Card, Error};
use studpoker_fuzz::{showdown, shuffled_deck};

const ODD_CHIPS: [OddChip; 3] = [
    OddChip::LeftOfDealer,
    OddChip::LowestSeat,
    OddChip::HighCardBySuit,
];

/// Mostly a small amount (so that layers tie and split), sometimes anything at all.
fn amount(u: &mut Unstructured<'_>) -> Result<Given> {
    Ok(match u.int_in_range(0..=15)? {
        0 => u.arbitrary::<i128>()?,
        1 => Given::from(u.arbitrary::<i64>()?),
        2 => Given::from(i64::MAX - u.int_in_range(0..=3)?),
        _ => Given::from(u.int_in_range(0..=40u8)?),
    })
}

/// A rake for a few pots, mostly small (so that it often fits), sometimes anything.
fn rake(u: &mut Unstructured<'_>) -> Result<Option<Vec<Chips>>> {
    if !u.ratio(1, 3)? {
        return Ok(None);
    }
    let pots = u.int_in_range(0..=6)?;
    (0..pots)
        .map(|_| {
            Ok(match u.int_in_range(0..=15)? {
                0 => u.arbitrary::<Chips>()?,
                _ => Chips::from(u.int_in_range(0..=12u8)?),
            })
        })
        .collect::<Result<Vec<_>>>()
        .map(Some)
}

fn request(u: &mut Unstructured<'_>) -> Result<SettleRequest> {
    let seats = if u.ratio(1, 64)? {
        u.int_in_range(0..=70)?
    } else {
        u.int_in_range(2..=8)?
    };
    let showdown = showdown(u)?;
    let deck = shuffled_deck(u)?;
    let mut next = deck.iter().copied().cycle(); // past 52 cards repeat: refused, never a panic
    let mut contributions = Vec::with_capacity(seats);
    let mut hands = Vec::with_capacity(seats);
    let mut holes = Vec::with_capacity(seats);
    for _ in 0..seats {
        contributions.push(amount(u)?);
        let claims = u.ratio(3, 4)?;
        let sizes = if u.ratio(1, 16)? { 0..=12 } else { 5..=7 };
        let size = u.int_in_range(sizes)?;
        let hand: Vec<Card> = next.by_ref().take(size).collect();
        // The hole cards: the first two and the seventh, as dealt in seven-card stud.
        let hole: Vec<Card> = hand
            .iter()
            .enumerate()
            .filter(|&(i, _)| i < 2 || i == 6)
            .map(|(_, &card)| card)
            .collect();
        holes.push(claims.then_some(hole));
        hands.push(claims.then_some(hand));
    }
    if u.ratio(3, 4)? {
        // Whoever put in the most must hold a claim: make the request valid more often.
        let top = contributions.iter().copied().max().unwrap_or(0);
        for seat in 0..seats {
            if contributions[seat] == top && hands[seat].is_none() {
                hands[seat] = Some(next.by_ref().take(5).collect());
                holes[seat] = hands[seat].as_ref().map(|h| h[..2].to_vec());
            }
        }
    }
    let chicago = showdown.is_chicago();
    let community = if u.ratio(1, 8)? {
        next.by_ref().take(1).collect()
    } else {
        Vec::new()
    };
    Ok(SettleRequest {
        contributions,
        hands,
        dealer: if u.ratio(1, 32)? {
            u.arbitrary()?
        } else {
            Given::from(u.int_in_range(0..=seats.saturating_sub(1) as u8)?)
        },
        showdown,
        odd_chip: *u.choose(&ODD_CHIPS)?,
        odd_chip_half: *u.choose(&[OddChipHalf::High, OddChipHalf::Low])?,
        hole_cards: (chicago || u.ratio(1, 8)?).then_some(holes),
        community,
        dead: if u.ratio(1, 4)? { amount(u)? } else { 0 },
        merge_pots: u.arbitrary()?,
        rake: rake(u)?,
    })
}

fn check(u: &mut Unstructured<'_>) -> Result<()> {
    let request = request(u)?;
    let settled = settle(&request);
    if request.showdown.problem().is_some() {
        // A composition that could leave a pot unpaid is refused whatever the rest says.
        assert!(
            matches!(settled, Err(Error::InvalidShowdown { .. })),
            "{request:?} -> {settled:?}"
        );
        return Ok(());
    }
    let Ok(settled) = settled else {
        return Ok(());
    };
    let seats = request.contributions.len();
    let put_in: i128 = request.contributions.iter().sum::<i128>() + request.dead;
    let raked: i128 = settled.pots.iter().map(|p| i128::from(p.rake)).sum();
    assert_eq!(settled.payouts.len(), seats);
    assert_eq!(
        settled.payouts.iter().map(|&p| i128::from(p)).sum::<i128>() + raked,
        put_in,
        "chips conserved: {request:?} -> {settled:?}"
    );
    let in_pots: i128 = settled.pots.iter().map(|p| i128::from(p.amount)).sum();
    let returned: i128 = settled.returned.iter().map(|&r| i128::from(r)).sum();
    assert_eq!(in_pots + returned, put_in);
    for seat in 0..seats {
        assert!(settled.payouts[seat] >= 0 && settled.returned[seat] >= 0);
        assert_eq!(
            i128::from(settled.net[seat]),
            i128::from(settled.payouts[seat]) - request.contributions[seat]
        );
    }
    for pot in &settled.pots {
        assert!(pot.amount > 0, "an empty pot: {settled:?}");
        assert!((0..=pot.amount).contains(&pot.rake), "{pot:?}");
        assert_eq!(
            pot.shares.iter().map(|&s| i128::from(s)).sum::<i128>() + i128::from(pot.rake),
            i128::from(pot.amount)
        );
        assert!(
            !pot.winners.is_empty() || pot.rake == pot.amount,
            "a pot nobody won: {settled:?}"
        );
        for (seat, &share) in pot.shares.iter().enumerate() {
            assert!(share >= 0);
            assert_eq!(share > 0, pot.winners.contains(&seat));
            assert!(share == 0 || pot.eligible.contains(&seat), "{pot:?}");
            assert!(
                share == 0 || request.hands[seat].is_some(),
                "a share without a claim"
            );
        }
    }
    Ok(())
}

fuzz_target!(|data: &[u8]| {
    let _ = check(&mut Unstructured::new(data));
});
