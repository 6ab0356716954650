//! The golden vectors of `tests/vectors/eval.csv` (see its README) through the fast evaluators.

use std::collections::HashMap;
use studpoker_core::card::{format_cards, parse_cards};
use studpoker_core::eval::{describe, evaluate_high, evaluate_low_8, evaluate_low_a5, Evaluation};

struct Row {
    cards: String,
    kind: String,
    rank: String,
    category: String,
    best5: String,
    describe: String,
}

/// Splits one CSV line; a field may be double-quoted (it then holds a comma, never a quote).
fn fields(line: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut current = String::new();
    let mut quoted = false;
    for c in line.chars() {
        match c {
            '"' => quoted = !quoted,
            ',' if !quoted => out.push(std::mem::take(&mut current)),
            _ => current.push(c),
        }
    }
    out.push(current);
    out
}

fn rows() -> Vec<Row> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../../tests/vectors/eval.csv");
    let text = std::fs::read_to_string(path).expect("tests/vectors/eval.csv is readable");
    let mut lines = text.lines();
    assert_eq!(
        lines.next(),
        Some("cards,kind,rank,category,best5,describe")
    );
    lines
        .map(|line| {
            let f = fields(line);
            assert_eq!(f.len(), 6, "{line}");
            Row {
                cards: f[0].clone(),
                kind: f[1].clone(),
                rank: f[2].clone(),
                category: f[3].clone(),
                best5: f[4].clone(),
                describe: f[5].clone(),
            }
        })
        .collect()
}

fn evaluate(cards: &str, kind: &str) -> Option<Evaluation> {
    let cards = parse_cards(cards).expect("vector cards parse");
    match kind {
        "high" => Some(evaluate_high(&cards).expect("valid hand")),
        "low_a5" => Some(evaluate_low_a5(&cards).expect("valid hand")),
        "low_8" => evaluate_low_8(&cards).expect("valid hand"),
        other => panic!("unknown kind {other:?}"),
    }
}

#[test]
fn every_vector_matches_the_fast_evaluators() {
    let rows = rows();
    assert!(rows.len() >= 900, "{} rows", rows.len());
    for row in &rows {
        let got = evaluate(&row.cards, &row.kind);
        let expected = match &got {
            Some(ev) => [
                ev.value.rank.to_string(),
                ev.category.name().to_string(),
                format_cards(&ev.cards),
                describe(ev),
            ],
            None => Default::default(),
        };
        assert_eq!(
            [&row.rank, &row.category, &row.best5, &row.describe],
            expected.each_ref(),
            "{} {}",
            row.cards,
            row.kind
        );
    }
}

/// Values worked out by hand, so that a regenerated file cannot drift with the evaluators.
#[test]
fn hand_checked_extremes_are_in_the_file() {
    let rows = rows();
    let by_hand: HashMap<(&str, &str), &Row> = rows
        .iter()
        .map(|row| ((row.cards.as_str(), row.kind.as_str()), row))
        .collect();
    let checks = [
        ("As Ks Qs Js Ts", "high", "7461", "Royal flush"),
        ("7c 5d 4h 3s 2c", "high", "0", "High card, seven"),
        (
            "5h 4h 3h 2h Ah",
            "high",
            "7452",
            "Straight flush, five high",
        ),
        ("5h 4h 3h 2h Ah", "low_a5", "6174", "Five-four low"),
        ("5c 4d 3h 2s Ac", "high", "5853", "Straight, five high"),
        ("5c 4d 3h 2s Ac", "low_8", "55", "Five-four low"),
        ("Ac Kd Qh Js Tc 2d 3h", "high", "5862", "Straight, ace high"),
        ("Ac Kd Qh Js Tc 2d 3h", "low_8", "", ""),
        ("Kc Kd Kh Ks Qc", "low_a5", "0", "Four of a kind, kings"),
        ("8c 7d 6h 5s 4c", "low_8", "0", "Eight-seven low"),
        ("9c 4d 3h 2s Ac Kd", "low_8", "", ""),
        (
            "2c 2d 2h 3c 3d 3h 4c",
            "high",
            "7152",
            "Full house, threes over twos",
        ),
        (
            "2h 5h 7h 9h Jh Jc Jd Js 3c",
            "high",
            "7411",
            "Four of a kind, jacks",
        ),
        (
            "2h 5h 7h 9h Jh Jc Jd 9c 3c",
            "high",
            "7255",
            "Full house, jacks over nines",
        ),
        (
            "Ac 2c 3c 4c 5c 6c 7c 8c Kd",
            "high",
            "7455",
            "Straight flush, eight high",
        ),
    ];
    for (cards, kind, rank, said) in checks {
        let row = by_hand[&(cards, kind)];
        assert_eq!(
            (row.rank.as_str(), row.describe.as_str()),
            (rank, said),
            "{cards} {kind}"
        );
    }
    let chosen = |cards: &'static str, kind: &'static str| by_hand[&(cards, kind)].best5.as_str();
    assert_eq!(chosen("Ac Ad Kc Kd Qc Qd Jc", "high"), "Ad Ac Kd Kc Qd");
    assert_eq!(chosen("Ac Ad 2c 3c 4c 5h 9s", "low_a5"), "5h 4c 3c 2c Ad");
}
