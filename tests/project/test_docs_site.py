"""Every public name the documentation site documents has a docstring.

mkdocstrings renders an object without a docstring as a bare signature and does not fail the
strict build (``make docs``), so this test does: it reads the modules each API page names
(``::: studpoker.hand`` in docs/api/*.md), loads them with griffe exactly as the site does
(statically, ``_core`` from its stub ``_core.pyi``: mkdocs.yml's ``allow_inspection: false``), and
requires a docstring on every public class and function each module exports (its ``__all__``),
on every public method and property of those classes, and on the runtime objects of
``studpoker.__all__`` (what ``help()`` shows, the Rust core's included). It also requires every
exported module to have a page, and a name that griffe cannot reach through its module (a
function named like its own submodule, ``studpoker.phh.replay``) to be named on a page itself.
"""

from __future__ import annotations

import functools
import importlib
import inspect
import re
from collections.abc import Iterator
from types import ModuleType

import griffe
import pytest

import studpoker
from tests.support import REPO as ROOT

API_PAGES = sorted((ROOT / "docs" / "api").glob("*.md"))
DIRECTIVE = re.compile(r"^::: *([\w.]+)", re.MULTILINE)
# the extras a module needs, so that a machine without them skips instead of failing
NEEDS = {"studpoker.env": "pettingzoo", "studpoker.dask": "distributed"}


def documented() -> list[str]:
    """Every object an API page renders (``::: path``), in page order."""
    return [
        path for page in API_PAGES for path in DIRECTIVE.findall(page.read_text(encoding="utf-8"))
    ]


@functools.cache
def package() -> griffe.Module:
    """The package as the site reads it: static analysis of python/, the core from its stub."""
    loaded = griffe.load("studpoker", search_paths=[str(ROOT / "python")], allow_inspection=False)
    assert isinstance(loaded, griffe.Module)
    return loaded


def static(path: str) -> griffe.Object:
    """The object at ``path`` (``studpoker.hand.Hand``), aliases followed to what they name."""
    found = package() if path == "studpoker" else package()[path.removeprefix("studpoker.")]
    return found.final_target if isinstance(found, griffe.Alias) else found


def undocumented(obj: griffe.Object) -> Iterator[str]:
    """``obj`` (a class or function) and each public method, property or class defined in a
    class, where its docstring is missing or blank."""
    if not (obj.docstring and obj.docstring.value.strip()):
        yield f"{obj.path} ({obj.kind.value})"
    if isinstance(obj, griffe.Class):
        for name, member in obj.members.items():
            if name.startswith("_") or isinstance(member, griffe.Alias):
                continue
            if isinstance(member, griffe.Class | griffe.Function) or (
                isinstance(member, griffe.Attribute) and "property" in member.labels
            ):
                yield from undocumented(member)


def exports(path: str) -> tuple[ModuleType, list[str]]:
    """The module at ``path`` and the names it exports: its ``__all__`` or, for the compiled
    core, which has none, the public names its stub defines."""
    if path in NEEDS:
        pytest.importorskip(NEEDS[path], reason=f"{path} needs its extra")
    module = importlib.import_module(path)
    names = getattr(module, "__all__", None)
    if names is None:
        names = [
            name
            for name, member in static(path).members.items()
            if not name.startswith("_") and not isinstance(member, griffe.Alias)
        ]
    return module, list(names)


def test_the_api_pages_name_the_public_areas() -> None:
    named = set(documented())
    assert {"studpoker", "studpoker._core", "studpoker.hand", "studpoker.table"} <= named
    assert {"studpoker.phh", "studpoker.importing", "studpoker.env", "studpoker.dask"} <= named
    assert {"studpoker.bots", "studpoker.simulation", "studpoker.reference"} <= named


@pytest.mark.parametrize(
    "path", [path for path in documented() if isinstance(static(path), griffe.Module)]
)
def test_every_exported_name_has_a_docstring(path: str) -> None:
    module, names = exports(path)
    named = set(documented())
    problems: list[str] = []
    container = static(path)
    for name in names:
        value = getattr(module, name)
        if inspect.ismodule(value):  # a module exported by name: it has a page of its own
            if value.__name__ not in named:
                problems.append(f"{path}.{name}: a module no API page documents")
            continue
        member = container.members.get(name)
        if member is None:
            problems.append(f"{path}.{name}: griffe does not see it")
            continue
        target = member.final_target if isinstance(member, griffe.Alias) else member
        if isinstance(target, griffe.Module):
            # the function is named like its submodule, which hides it from griffe: the page
            # must render the function itself
            inner = f"{target.path}.{name}"
            if inner not in named:
                problems.append(f"{path}.{name}: shadowed by its submodule; document ::: {inner}")
            target = static(inner)
        if isinstance(target, griffe.Class | griffe.Function):
            problems.extend(undocumented(target))
    assert not problems, "add the missing docstrings (or pages):\n" + "\n".join(problems)


def test_studpokers_names_have_runtime_docstrings() -> None:
    """What ``help()`` shows: every class and function of ``studpoker.__all__``, and the methods
    their classes define, the Rust core's included."""
    missing: list[str] = []
    for name in studpoker.__all__:
        value = getattr(studpoker, name)
        if not (inspect.isclass(value) or inspect.isroutine(value)):
            continue
        if not (value.__doc__ or "").strip():
            missing.append(name)
        if inspect.isclass(value):
            missing.extend(
                f"{name}.{attribute}"
                for attribute, member in vars(value).items()
                if not attribute.startswith("_")
                and (inspect.isroutine(member) or isinstance(member, property))
                and not (getattr(member, "__doc__", None) or "").strip()
            )
    assert not missing, "add the missing docstrings:\n" + "\n".join(missing)
