"""The package's layers: which part may import which.

Each module belongs to a part: its subpackage (``studpoker.hand.betting.round`` -> ``hand``) or,
at the top, its own name (``studpoker.equity`` -> ``equity``). ``LAYERS`` lists the parts from
the bottom up; a module may import its own part and the parts of lower layers only, never a part
beside it or above it. Every import counts (module level, ``TYPE_CHECKING``, inside a function),
read with ``ast`` as ``test_import_cycles.py`` reads them. The order is what the code is:

- ``errors``, ``limits``, ``_version`` and the compiled ``_core`` import nothing of the package; the
  reference (the executable spec) only ``errors``; ``cards``, ``_rules`` (the one seam to the
  core, which the reference also meets) and ``enumeration`` read the core and the reference.
- ``games`` (profiles, showdowns, wild rules, rake, rotation, dealer's choice) describes a game
  and deals nothing; the wild rules read cards.
- ``hand`` plays one hand of a game (state, phases, betting, dealing, settlement, views);
  ``equity`` reads a game's showdown and wild rules without a hand, beside it.
- ``bots`` (a seat's policy: reads a hand's view, the equity of its strength), ``phh`` (hand
  histories, replayed through a hand) and ``env`` (the PettingZoo environment over a hand's
  views) are three clients of a hand that do not know each other.
- ``importing`` turns rooms' histories into ``phh`` documents, replayed as hands.
- ``table`` runs hands between seats; a finished hand's history for a seat is written as PHH or
  as PokerStars text, which is why it sits above ``importing`` (its PokerStars writer).
- ``saving`` saves and restores hands and tables (by replaying their PHH); ``tournament`` deals
  its hands itself (no ``Table``), but its saving rebuilds on ``saving`` and its hands play out
  with ``bots``: above both.
- ``simulation`` plays seeded hands and tournaments between bots, ``demo`` a session at a table;
  ``dask`` runs equity and simulations on a cluster; ``cli`` sits on top, ``__main__`` runs it.

``studpoker/__init__.py`` (the public facade, which imports every part) and ``_moved`` (the old
paths, which imports nothing until asked) belong to no layer.
"""

from __future__ import annotations

import importlib
import pkgutil
from pathlib import Path

import pytest

from tests.project.test_import_cycles import PACKAGE, imports_of, modules

LAYERS: tuple[frozenset[str], ...] = tuple(
    frozenset(layer.split())
    for layer in (
        "errors limits _core _version",
        "reference",
        "cards _rules enumeration",
        "games",
        "hand equity",
        "bots phh env",
        "importing",
        "table",
        "saving",
        "tournament",
        "simulation demo",
        "dask",
        "cli",
        "__main__",
    )
)
OUTSIDE = {"studpoker", "studpoker._moved"}


def part(module: str) -> str:
    """``studpoker.hand.betting.round`` -> ``hand``; ``studpoker.equity`` -> ``equity``."""
    return module.split(".")[1]


def layer_of(name: str, layers: tuple[frozenset[str], ...] = LAYERS) -> int | None:
    return next((i for i, layer in enumerate(layers) if name in layer), None)


def violations(
    graph: dict[str, set[str]], layers: tuple[frozenset[str], ...] = LAYERS
) -> list[str]:
    """Every import against the layers, and every module of a part no layer names."""
    found: list[str] = []
    for module, targets in sorted(graph.items()):
        if module in OUTSIDE:
            continue
        own = layer_of(part(module), layers)
        if own is None:
            found.append(f"{module}: its part {part(module)!r} is in no layer of LAYERS")
            continue
        for target in sorted(targets):
            if target in OUTSIDE or part(target) == part(module):
                continue
            other = layer_of(part(target), layers)
            if other is None or other >= own:
                where = "beside it" if other == own else "above it"
                found.append(f"{module} imports {target}: {part(target)!r} is {where}")
    return found


def graph_of(root: Path = PACKAGE) -> dict[str, set[str]]:
    known = modules(root)
    return {name: imports_of(name, path, pkg, known) for name, (path, pkg) in known.items()}


def test_the_package_keeps_its_layers() -> None:
    graph = graph_of()
    assert "studpoker.hand.betting.round" in graph
    assert "studpoker.tournament.saving" in graph
    problems = violations(graph)
    assert not problems, "imports against the layers:\n" + "\n".join(problems)


def test_every_part_is_in_one_layer() -> None:
    names = [name for layer in LAYERS for name in layer]
    assert len(names) == len(set(names))
    parts = {part(module) for module in graph_of() if module not in OUTSIDE}
    assert parts == set(names)


PACKAGES = ("games", "hand", "hand.betting", "bots", "table", "tournament")


@pytest.mark.parametrize("name", PACKAGES)
def test_no_name_of_a_package_hides_its_submodule(name: str) -> None:
    """A package's own name for something else (a function ``placings`` in a package with a
    module ``placings``) would hide the submodule from ``import a.b as c`` and from
    ``monkeypatch.setattr("a.b.x", ...)``."""
    package = importlib.import_module(f"studpoker.{name}")
    for info in pkgutil.iter_modules(package.__path__):
        module = importlib.import_module(f"studpoker.{name}.{info.name}")
        found = getattr(package, info.name)
        assert found is module, f"{name}.{info.name} is hidden by {found!r}"


def test_an_import_against_the_layers_is_named() -> None:
    graph = {
        "studpoker.games.profiles": {"studpoker.errors"},
        "studpoker.hand.flow": {"studpoker.games.profiles", "studpoker.hand.records"},
        "studpoker.hand.records": {"studpoker.table"},  # upward
        "studpoker.bots": {"studpoker.phh.dump"},  # beside
        "studpoker.table": {"studpoker.hand.flow"},
        "studpoker.phh.dump": {"studpoker.hand.flow"},
        "studpoker.errors": set(),
    }
    assert violations(graph) == [
        "studpoker.bots imports studpoker.phh.dump: 'phh' is beside it",
        "studpoker.hand.records imports studpoker.table: 'table' is above it",
    ]
    del graph["studpoker.hand.records"], graph["studpoker.bots"]
    assert violations(graph) == []
    graph["studpoker.newpart"] = set()
    assert violations(graph) == ["studpoker.newpart: its part 'newpart' is in no layer of LAYERS"]


def test_function_local_and_type_checking_imports_count(tmp_path: Path) -> None:
    pkg = tmp_path / "studpoker"
    (pkg / "games").mkdir(parents=True)
    (pkg / "hand").mkdir()
    (pkg / "__init__.py").write_text("")
    (pkg / "games" / "__init__.py").write_text("")
    (pkg / "hand" / "__init__.py").write_text("")
    (pkg / "errors.py").write_text("")
    (pkg / "games" / "rake.py").write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n    from studpoker.hand import state\n"
    )
    (pkg / "games" / "rotation.py").write_text("def f():\n    from ..hand.state import x\n")
    (pkg / "hand" / "state.py").write_text(
        "from studpoker import errors\nfrom ..games import rake\n"
    )
    problems = violations(graph_of(pkg))
    assert problems == [
        "studpoker.games.rake imports studpoker.hand.state: 'hand' is above it",
        "studpoker.games.rotation imports studpoker.hand.state: 'hand' is above it",
    ]
