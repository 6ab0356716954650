"""No import cycle among the package's modules.

Every module of ``python/studpoker`` is parsed with ``ast`` and every import statement counted,
at any level: module level, inside ``if TYPE_CHECKING:``, inside a function. ``from . import x``
and ``from studpoker.pkg import x`` name the submodule ``x`` where there is one, else the package.
Importing a submodule is not counted as importing its package's ``__init__`` (Python runs it
first, but it is the package that is named, not its contents). The compiled ``_core`` (its stub
``_core.pyi``) counts as a module of its own.
"""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "python" / "studpoker"


def modules(root: Path = PACKAGE) -> dict[str, tuple[Path, bool]]:
    """Every module's dotted name -> (its file, whether it is a package's ``__init__``)."""
    found: dict[str, tuple[Path, bool]] = {}
    for path in sorted([*root.rglob("*.py"), *root.rglob("*.pyi")]):
        if path.suffix == ".pyi" and path.with_suffix(".py").exists():
            continue
        parts = list(path.relative_to(root.parent).with_suffix("").parts)
        package = parts[-1] == "__init__"
        if package:
            parts.pop()
        found[".".join(parts)] = (path, package)
    return found


def _known(name: str, known: dict[str, tuple[Path, bool]]) -> str | None:
    while name and name not in known:
        name = name.rpartition(".")[0]
    return name or None


def imports_of(
    name: str, path: Path, package: bool, known: dict[str, tuple[Path, bool]]
) -> set[str]:
    """The package's modules that ``name`` imports, anywhere in its file."""
    targets: list[str] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            targets.extend(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name.split(".") if package else name.split(".")[:-1]
                base = base[: len(base) - (node.level - 1)]
                prefix = ".".join(base + ([node.module] if node.module else []))
            else:
                prefix = node.module or ""
            for alias in node.names:
                full = f"{prefix}.{alias.name}"
                targets.append(full if full in known else prefix)
    found = {_known(target, known) for target in targets}
    return {module for module in found if module is not None and module != name}


def import_graph() -> dict[str, set[str]]:
    known = modules()
    return {name: imports_of(name, path, pkg, known) for name, (path, pkg) in known.items()}


def find_cycle(graph: dict[str, set[str]]) -> list[str] | None:
    """One cycle of ``graph`` as the modules along it (the first repeated at the end)."""
    state: dict[str, int] = {}  # 1: on the path, 2: done
    path: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        path.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return [*path[path.index(nxt) :], nxt]
            if nxt not in state:
                cycle = visit(nxt)
                if cycle is not None:
                    return cycle
        path.pop()
        state[node] = 2
        return None

    for start in sorted(graph):
        if start not in state:
            cycle = visit(start)
            if cycle is not None:
                return cycle
    return None


def test_the_package_has_no_import_cycle() -> None:
    graph = import_graph()
    assert "studpoker.hand" in graph
    assert "studpoker.phh.replay" in graph
    cycle = find_cycle(graph)
    assert cycle is None, "import cycle: " + " -> ".join(cycle or ())


def test_a_cycle_is_found_and_named() -> None:
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}
    assert find_cycle(graph) == ["a", "b", "c", "a"]
    assert find_cycle({"a": {"b"}, "b": set()}) is None


def test_function_local_and_relative_imports_count(tmp_path: Path) -> None:
    pkg = tmp_path / "studpoker"
    (pkg / "sub").mkdir(parents=True)
    (pkg / "__init__.py").write_text("")
    (pkg / "sub" / "__init__.py").write_text("from . import two\n")
    (pkg / "one.py").write_text("def f():\n    from studpoker.sub import two\n")
    (pkg / "sub" / "two.py").write_text("from ..one import f\n")
    known = modules(pkg)
    graph = {name: imports_of(name, path, p, known) for name, (path, p) in known.items()}
    assert graph["studpoker.one"] == {"studpoker.sub.two"}
    assert graph["studpoker.sub.two"] == {"studpoker.one"}
    assert graph["studpoker.sub"] == {"studpoker.sub.two"}
    assert find_cycle(graph) == ["studpoker.one", "studpoker.sub.two", "studpoker.one"]
