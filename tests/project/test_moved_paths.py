"""The module paths users import keep working.

The modules moved into subpackages; each old path (``studpoker._moved.MOVED``) still imports for
one release, warns with a ``DeprecationWarning`` naming the new path, and is the very module at
the new path. Every ``studpoker.x.y`` path written in the README, the docs and the examples
imports (or is an attribute of a module that does) without a warning, and every name of
``studpoker.__all__`` stays.
"""

from __future__ import annotations

import importlib
import re
import sys
import warnings
from collections.abc import Iterator
from types import ModuleType

import pytest

import studpoker
from studpoker._moved import MOVED
from tests.support import REPO

# old paths the README, the docs or the public API named before the move (written without the
# package's name); each must keep its shim
DOCUMENTED = (
    "actions",
    "betting",
    "betting_rules",
    "between_hands",
    "button",
    "chip_race",
    "choose_game",
    "dealers_choice",
    "dealing",
    "flow",
    "hand_log",
    "hand_state",
    "ledger",
    "opening",
    "payouts",
    "phases",
    "placings",
    "profile_json",
    "profiles",
    "rake",
    "records",
    "rotation",
    "seating",
    "settlement",
    "showdown",
    "shuffle",
    "strength",
    "structure",
    "table_history",
    "table_players",
    "table_setup",
    "tournament_records",
    "tournament_saving",
    "tournament_setup",
    "turn_up",
    "view",
    "wild_rules",
)

PATH = re.compile(r"(?<![\w./])studpoker(?:\.\w+)+")
WRITTEN = [
    REPO / "README.md",
    *sorted((REPO / "docs").rglob("*.md")),
    *sorted((REPO / "examples").rglob("*.py")),
]
# the extras a documented module needs
NEEDS = {"studpoker.env": "pettingzoo", "studpoker.dask": "distributed"}


@pytest.fixture
def fresh(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """Old paths not yet imported in this process, and their attributes off their parents."""
    saved = {name: sys.modules.pop(name) for name in list(sys.modules) if name in MOVED}
    parents = {}
    for old in MOVED:
        parent, _, child = old.rpartition(".")
        owner = sys.modules[parent]
        if child in vars(owner):
            parents[old] = vars(owner)[child]
            delattr(owner, child)
    yield
    for name in MOVED:
        sys.modules.pop(name, None)
    sys.modules.update(saved)
    for old in MOVED:
        parent, _, child = old.rpartition(".")
        owner = sys.modules[parent]
        if old in parents:
            setattr(owner, child, parents[old])
        elif child in vars(owner):
            delattr(owner, child)


def test_every_documented_old_path_has_its_shim() -> None:
    assert {f"studpoker.{name}" for name in DOCUMENTED} <= set(MOVED)


@pytest.mark.usefixtures("fresh")
@pytest.mark.parametrize(("old", "new"), sorted(MOVED.items()))
def test_an_old_path_warns_and_is_the_new_module(old: str, new: str) -> None:
    with pytest.warns(DeprecationWarning, match=re.escape(f"{old} moved to {new}")) as caught:
        module = importlib.import_module(old)
    assert module is importlib.import_module(new)
    assert module.__name__ == new
    assert caught[0].filename == __file__  # the warning points at the importing line
    # a second import finds it without a warning
    with warnings.catch_warnings():
        warnings.simplefilter("error")
        assert importlib.import_module(old) is module


@pytest.mark.usefixtures("fresh")
def test_from_imports_of_an_old_path_give_the_same_objects() -> None:
    from studpoker.hand.betting.round import BettingRound

    found: dict[str, object] = {}
    with pytest.warns(DeprecationWarning, match="studpoker.hand.betting.round"):
        exec("from studpoker.betting import BettingRound", found)
    assert found["BettingRound"] is BettingRound
    with pytest.warns(DeprecationWarning, match="studpoker.tournament.saving") as caught:
        exec("from studpoker import tournament_saving", found)
    assert found["tournament_saving"] is importlib.import_module("studpoker.tournament.saving")
    assert caught[0].filename == "<string>"  # the warning points at the importing line


def test_the_public_names_stay() -> None:
    for name in studpoker.__all__:
        assert getattr(studpoker, name) is not None
    # modules exported by name stay attributes (no warning): they are the moved modules
    assert studpoker.wild_rules is sys.modules["studpoker.games.wild_rules"]
    assert studpoker.seating is sys.modules["studpoker.tournament.seats"]
    assert studpoker.shuffle is sys.modules["studpoker.hand.shuffle"]
    assert studpoker.chip_race is sys.modules["studpoker.tournament.chip_race"]


def written_paths() -> list[str]:
    found: set[str] = set()
    for path in WRITTEN:
        for match in PATH.finditer(path.read_text(encoding="utf-8")):
            text = match.group(0)
            if path.suffix == ".md" and text.endswith(".json"):
                continue  # a file's name (studpoker.schema.json)
            found.add(text)
    return sorted(found)


def resolve(path: str) -> object:
    """The object a dotted path names: the longest importable module, then its attributes."""
    parts = path.split(".")
    for end in range(len(parts), 0, -1):
        name = ".".join(parts[:end])
        if name in NEEDS:
            pytest.importorskip(NEEDS[name])
        try:
            found: object = importlib.import_module(name)
        except ModuleNotFoundError as error:
            if error.name is not None and not name.startswith(error.name):
                raise
            continue
        for attribute in parts[end:]:
            found = getattr(found, attribute)
        return found
    raise AssertionError(f"{path} names no module")


def test_the_docs_write_paths() -> None:
    paths = written_paths()
    assert "studpoker.hand.shuffle" in paths or "studpoker.games.wild_rules" in paths
    old = sorted(set(paths) & set(MOVED))
    assert not old, f"pages still write old paths: {old}"


@pytest.mark.parametrize("path", written_paths())
def test_every_written_path_imports(path: str) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("error", DeprecationWarning)
        found = resolve(path)
    assert found is not None or path.endswith("None")
    if isinstance(found, ModuleType):
        assert found.__name__ == path
