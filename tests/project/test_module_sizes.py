"""Sizes that keep the package readable, measured with ``ast``: no module over 500 lines
(``games/profiles.py``, the catalogue of games, aside), ``hand/__init__.py`` at most 400
lines, and the ``Hand`` class, the public API over its state, at most 300 lines and 40
members (its methods and properties; what it inherits from ``HandState`` is counted there)."""

from __future__ import annotations

import ast
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "python" / "studpoker"

MODULE_LIMIT = 500
EXEMPT = {"games/profiles.py"}  # the catalogue of games: one long table, not logic
LIMITS = {"hand/__init__.py": 400}
HAND_CLASS_LINES = 300
HAND_CLASS_MEMBERS = 40


def _lines(path: Path) -> int:
    return len(path.read_text(encoding="utf-8").splitlines())


def _modules() -> dict[str, Path]:
    return {path.relative_to(PACKAGE).as_posix(): path for path in sorted(PACKAGE.rglob("*.py"))}


def test_no_module_is_over_its_limit() -> None:
    over = {
        name: _lines(path)
        for name, path in _modules().items()
        if name not in EXEMPT and _lines(path) > LIMITS.get(name, MODULE_LIMIT)
    }
    assert not over, f"modules over their limit (lines): {over}"


def _class(path: Path, name: str) -> ast.ClassDef:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return next(n for n in tree.body if isinstance(n, ast.ClassDef) and n.name == name)


def test_the_hand_class_is_a_thin_api() -> None:
    hand = _class(PACKAGE / "hand" / "__init__.py", "Hand")
    assert hand.end_lineno is not None
    lines = hand.end_lineno - hand.lineno + 1
    members = [n.name for n in hand.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
    assert lines <= HAND_CLASS_LINES, f"Hand is {lines} lines"
    assert len(members) <= HAND_CLASS_MEMBERS, f"Hand has {len(members)} members: {members}"
