"""The pre-commit hooks and the Makefile run the same checks: every command of ``make lint`` and
``make test-rust`` is a local hook's entry, word for word once the Makefile's variables are read
(``$(VENV)`` is ``.venv``, ``$(PY)`` its Python), and every hook is one of those commands; CI runs
``make test``, which runs both targets."""

from __future__ import annotations

import re
import shlex
from pathlib import Path
from typing import Any

import pytest

yaml = pytest.importorskip("yaml")  # PyYAML comes with mkdocs (the docs extra)

ROOT = Path(__file__).resolve().parents[2]
TARGETS = ("lint", "test-rust")
VARIABLES = {"$(VENV)": ".venv", "$(PY)": ".venv/bin/python"}


def recipes(text: str) -> dict[str, list[str]]:
    """Each rule's prerequisites (under ``"<target>:"``) and recipe lines (under its name)."""
    found: dict[str, list[str]] = {}
    current: str | None = None
    for line in text.splitlines():
        rule = re.match(r"^([A-Za-z0-9_.-]+):(?!=)(.*)$", line)
        if rule:
            current = rule.group(1)
            found[current] = []
            found[current + ":"] = rule.group(2).split()
        elif line.startswith("\t") and current is not None:
            found[current].append(line.strip())
        else:
            current = None  # a blank line, a comment or a variable ends the recipe
    return found


def command(line: str) -> tuple[str, ...]:
    """A recipe line or a hook's entry as words, the Makefile's variables read."""
    for name, value in VARIABLES.items():
        line = line.replace(name, value)
    return tuple(shlex.split(line.lstrip("@")))


def _makefile() -> dict[str, list[str]]:
    return recipes((ROOT / "Makefile").read_text(encoding="utf-8"))


def _hooks() -> list[dict[str, Any]]:
    config = yaml.safe_load((ROOT / ".pre-commit-config.yaml").read_text(encoding="utf-8"))
    hooks: list[dict[str, Any]] = []
    for repo in config["repos"]:
        assert repo["repo"] == "local", "the hooks call the tools of .venv and the toolchain"
        hooks.extend(repo["hooks"])
    return hooks


def test_every_lint_and_rust_check_is_a_hook_and_every_hook_a_check() -> None:
    make = _makefile()
    checks = {command(line) for target in TARGETS for line in make[target]}
    assert len(checks) >= 7, checks  # ruff twice, mypy, stubtest; fmt, clippy, cargo test
    hooks = {command(hook["entry"]): hook["id"] for hook in _hooks()}
    assert set(hooks) == checks, {
        "hooks that make does not run": sorted(set(hooks) - checks),
        "make's checks without a hook": sorted(checks - set(hooks)),
    }


def test_the_hooks_check_the_whole_tree_with_the_local_tools() -> None:
    ids = [hook["id"] for hook in _hooks()]
    assert {"ruff", "ruff-format", "mypy", "cargo-fmt", "clippy"} <= set(ids)
    assert len(ids) == len(set(ids))
    for hook in _hooks():
        assert hook["language"] == "system", hook["id"]
        assert hook["pass_filenames"] is False, hook["id"]  # as make: the whole tree


def test_ci_runs_both_targets() -> None:
    assert "make test" in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert set(TARGETS) <= set(_makefile()["test:"])


def test_the_reading_of_a_makefile() -> None:
    text = "lint: $(STAMP)\n\t$(VENV)/bin/ruff check python\n\t@$(PY) -m x 'a b'\n\nother:\n\tls\n"
    found = recipes(text)
    assert found["lint:"] == ["$(STAMP)"]
    assert [command(line) for line in found["lint"]] == [
        (".venv/bin/ruff", "check", "python"),
        (".venv/bin/python", "-m", "x", "a b"),
    ]
    assert found["other"] == ["ls"]
