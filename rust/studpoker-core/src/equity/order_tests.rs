//! `equity/`'s modules depend on each other one way only: each uses only modules before it in
//! [`ORDER`], and none uses `mod.rs` (which holds only the entry point and re-exports). Read
//! from the sources: every `use super::X`, `super::X::` and `crate::equity::X` outside comments
//! and the files' own test modules.

use std::collections::BTreeSet;
use std::path::Path;

/// The modules in dependency order (the list in `mod.rs`'s docs).
const ORDER: [&str; 11] = [
    "game",
    "rng",
    "tally",
    "judge",
    "threads",
    "plan",
    "deal",
    "enumerate",
    "heads_up",
    "sequence",
    "monte_carlo",
];

/// Files of `equity/` that are no module of the order: the top and the tests.
const TOP: [&str; 3] = ["mod", "tests", "order_tests"];

/// What a name after `super::` or `crate::equity::` is: a module of the order, or `mod.rs`
/// itself (an item defined there, `self` or a glob).
fn module_named(name: &str) -> &str {
    ORDER
        .iter()
        .find(|&&module| module == name)
        .copied()
        .unwrap_or("mod")
}

/// The modules of `equity/` a source uses (`"mod"` for `mod.rs`), its comments and its own
/// `mod tests` left out.
fn dependencies(source: &str) -> BTreeSet<String> {
    let code: String = source
        .lines()
        .take_while(|line| !line.trim_start().starts_with("mod tests"))
        .map(|line| line.split("//").next().unwrap_or(""))
        .collect::<Vec<_>>()
        .join("\n");
    let mut found = BTreeSet::new();
    for prefix in ["crate::equity::", "super::"] {
        for (at, _) in code.match_indices(prefix) {
            let rest = &code[at + prefix.len()..];
            for name in top_level_names(rest) {
                found.insert(module_named(&name).to_string());
            }
        }
    }
    found
}

/// The first path segment after a `super::`: one name, or each name of a `{...}` group.
fn top_level_names(rest: &str) -> Vec<String> {
    let rest = rest.trim_start();
    let name = |text: &str| -> String {
        text.trim()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_' || *c == '*')
            .collect()
    };
    let Some(group) = rest.strip_prefix('{') else {
        return vec![name(rest)];
    };
    let mut names = Vec::new();
    let mut depth = 0;
    let mut start = 0;
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                names.push(name(&group[start..i]));
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                names.push(name(&group[start..i]));
                start = i + 1;
            }
            _ => {}
        }
    }
    names.retain(|n| !n.is_empty());
    names
}

fn equity_dir() -> std::path::PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src/equity")
}

#[test]
fn the_reader_finds_every_form_of_use() {
    let source = "use super::deal::Deal;\nuse super::{judge::{Cards, Judge}, tally};\n\
                  use super::plan;\nfn f() { super::rng::Xoshiro::from_seed(1, 2); }\n\
                  use crate::equity::threads::in_parallel; // super::sequence in a comment\n\
                  mod tests {\n    use super::*;\n}\n";
    let found: Vec<String> = dependencies(source).into_iter().collect();
    assert_eq!(
        found,
        ["deal", "judge", "plan", "rng", "tally", "threads"].map(String::from)
    );
    for top in [
        "use super::*;",
        "use super::{self, deal};",
        "use super::strength;",
        "use super::{equity, EquityRequest};",
    ] {
        assert!(dependencies(top).contains("mod"), "{top}");
    }
}

#[test]
fn every_file_of_equity_is_in_the_order() {
    let mut files: Vec<String> = std::fs::read_dir(equity_dir())
        .expect("equity/ is readable")
        .filter_map(|entry| {
            let name = entry.ok()?.file_name().into_string().ok()?;
            name.strip_suffix(".rs").map(String::from)
        })
        .collect();
    files.sort();
    let mut expected: Vec<String> = ORDER
        .iter()
        .chain(&TOP)
        .map(std::string::ToString::to_string)
        .collect();
    expected.sort();
    assert_eq!(files, expected, "a module of equity/ missing from ORDER");
}

#[test]
fn dependencies_point_one_way() {
    let mut wrong = Vec::new();
    for (place, module) in ORDER.iter().enumerate() {
        let path = equity_dir().join(format!("{module}.rs"));
        let source = std::fs::read_to_string(&path).expect("an equity module is readable");
        for used in dependencies(&source) {
            let allowed = ORDER[..place].contains(&used.as_str());
            if !allowed {
                wrong.push(format!("{module} uses {used}"));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "equity/ modules must use only modules before them in {ORDER:?}, never mod.rs: {wrong:?}"
    );
}

#[test]
fn mod_rs_holds_only_the_entry_point_and_re_exports() {
    let source = std::fs::read_to_string(equity_dir().join("mod.rs")).expect("mod.rs is readable");
    for line in source.lines() {
        let line = line.trim_start();
        let defines = [
            "struct ", "enum ", "trait ", "impl", "const ", "static ", "type ",
        ]
        .iter()
        .any(|item| line.starts_with(item) || line.starts_with(&format!("pub {item}")));
        assert!(
            !defines && !line.starts_with("pub(crate)"),
            "mod.rs defines more than the entry point: {line}"
        );
    }
}
