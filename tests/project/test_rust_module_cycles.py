"""No module cycle in the Rust core but the card/error pair.

Every file of ``rust/studpoker-core/src`` is read, comments stripped, and every path through
``crate::`` counted (``use`` lines, and paths written in place, test modules included). A
module is a top-level module of the crate (a folder such as ``settle/`` is one module: its files
name each other through ``super::``, which never leaves it). ``lib.rs``, the crate's root that
re-exports its modules, is no module of its own. Cards and errors name each other on purpose (an
error names the card at fault; parsing a card returns an error), so that one pair is allowed.
"""

from __future__ import annotations

import re
from pathlib import Path

SOURCE = Path(__file__).resolve().parents[2] / "rust" / "studpoker-core" / "src"
ALLOWED = {frozenset({"card", "error"})}

_COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.DOTALL)
_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_CRATE_PATH = re.compile(r"\bcrate::(\w+)")
# `use crate::{card::Card, error::Error}`: the names directly inside a braced crate path
_CRATE_GROUP = re.compile(r"\bcrate::\{([^}]*)\}")


def module_of(path: Path, root: Path = SOURCE) -> str | None:
    """The top-level module a file belongs to (None for the crate's root)."""
    parts = path.relative_to(root).parts
    if parts == ("lib.rs",):
        return None
    return parts[0].removesuffix(".rs")


def uses_of(text: str, top_level: bool = False) -> set[str]:
    """The top-level modules a file's code names through ``crate::`` (and ``super::`` in a
    top-level file, whose parent is the crate)."""
    code = _STRING.sub('""', _COMMENT.sub("", text))
    if top_level:
        code = re.sub(r"\bsuper::", "crate::", code)
    names = set(_CRATE_PATH.findall(code))
    for group in _CRATE_GROUP.findall(code):
        names.update(re.findall(r"(?:^|,)\s*(\w+)", group))
    return names


def graph(root: Path = SOURCE) -> dict[str, set[str]]:
    """Each module -> the modules it names (itself left out)."""
    edges: dict[str, set[str]] = {}
    for path in sorted(root.rglob("*.rs")):
        module = module_of(path, root)
        if module is None:
            continue
        text = path.read_text(encoding="utf-8")
        top_level = path.parent == root
        edges.setdefault(module, set()).update(uses_of(text, top_level))
    for module, targets in edges.items():
        targets.discard(module)
        targets.intersection_update(edges)  # `crate::xorshift`: a test helper outside src
    return edges


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def visit(node: str) -> None:
        index[node] = low[node] = len(index)
        stack.append(node)
        on_stack.add(node)
        for target in sorted(edges[node]):
            if target not in index:
                visit(target)
                low[node] = min(low[node], low[target])
            elif target in on_stack:
                low[node] = min(low[node], index[target])
        if low[node] == index[node]:
            component: list[str] = []
            while True:
                member = stack.pop()
                on_stack.discard(member)
                component.append(member)
                if member == node:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def test_the_core_has_no_cycle_but_card_and_error() -> None:
    found = [component for component in cycles(graph()) if frozenset(component) not in ALLOWED]
    assert not found, f"module cycles in the core: {found}"


def test_the_error_module_names_only_leaves() -> None:
    # error.rs is a leaf beside card.rs: what it names imports nothing back but the card pair
    edges = graph()
    for target in edges["error"] - {"card"}:
        assert not edges[target], f"error names {target}, which names {sorted(edges[target])}"


def test_the_reading_finds_a_cycle_and_every_way_of_naming(tmp_path: Path) -> None:
    (tmp_path / "lib.rs").write_text("pub mod a;\npub mod b;\npub mod c;\npub mod d;\n")
    (tmp_path / "a.rs").write_text("use crate::{b::B, c};\n// crate::d in a comment\n")
    (tmp_path / "d.rs").write_text("")
    (tmp_path / "b").mkdir()
    (tmp_path / "b" / "mod.rs").write_text('mod inner;\nconst S: &str = "crate::d";\n')
    (tmp_path / "b" / "inner.rs").write_text("fn f() -> crate::a::A { todo!() }\n")
    (tmp_path / "c.rs").write_text("use super::d;\n")
    edges = graph(tmp_path)
    assert edges == {"a": {"b", "c"}, "b": {"a"}, "c": {"d"}, "d": set()}
    assert cycles(edges) == [["a", "b"]]
