"""Old module paths, kept for one release: ``import studpoker.wild_rules`` still works and warns.

The package's modules moved into subpackages by concept (``studpoker.games``, ``studpoker.hand``,
``studpoker.bots``, ``studpoker.table``, ``studpoker.tournament``). A finder on ``sys.meta_path``
(installed by ``studpoker/__init__.py``) answers for each old path in ``MOVED``: it imports the
module at its new path, warns with a ``DeprecationWarning`` naming that path, and registers the
same module object under the old name, so its classes and functions are the very same objects.
The names of ``studpoker.__all__`` (``studpoker.wild_rules``, ``studpoker.shuffle``, ...) stay
attributes of the package and do not warn.
"""

from __future__ import annotations

import importlib
import importlib.abc
import importlib.machinery
import os
import sys
import types
import warnings
from collections.abc import Sequence

__all__ = ["MOVED", "install"]

# old path -> new path; removed one release after the move
MOVED: dict[str, str] = {
    "studpoker.profiles": "studpoker.games.profiles",
    "studpoker.profile_json": "studpoker.games.profile_json",
    "studpoker.showdown": "studpoker.games.showdown",
    "studpoker.wild_rules": "studpoker.games.wild_rules",
    "studpoker.rake": "studpoker.games.rake",
    "studpoker.rotation": "studpoker.games.rotation",
    "studpoker.dealers_choice": "studpoker.games.dealers_choice",
    "studpoker.hand_state": "studpoker.hand.state",
    "studpoker.phases": "studpoker.hand.phases",
    "studpoker.flow": "studpoker.hand.flow",
    "studpoker.actions": "studpoker.hand.actions",
    "studpoker.records": "studpoker.hand.records",
    "studpoker.dealing": "studpoker.hand.dealing",
    "studpoker.shuffle": "studpoker.hand.shuffle",
    "studpoker.turn_up": "studpoker.hand.turn_up",
    "studpoker.choose_game": "studpoker.hand.choose_game",
    "studpoker.ending": "studpoker.hand.ending",
    "studpoker.settlement": "studpoker.hand.settlement",
    "studpoker.view": "studpoker.hand.view",
    "studpoker.view_reading": "studpoker.hand.view_reading",
    "studpoker.visibility": "studpoker.hand.visibility",
    "studpoker.hand_log": "studpoker.hand.log",
    "studpoker.betting": "studpoker.hand.betting.round",
    "studpoker.betting_rules": "studpoker.hand.betting.registry",
    "studpoker.betting_reading": "studpoker.hand.betting.reading",
    "studpoker.betting_limits": "studpoker.hand.betting.readings",
    "studpoker.opening": "studpoker.hand.betting.opening",
    # beside importing.reading (the import loop), the rooms' profiles had a name one letter off
    "studpoker.importing.readings": "studpoker.importing.room_profiles",
    "studpoker.strength": "studpoker.bots.strength",
    "studpoker.table_players": "studpoker.table.players",
    "studpoker.table_setup": "studpoker.table.setup",
    "studpoker.table_history": "studpoker.table.history",
    "studpoker.ledger": "studpoker.table.ledger",
    "studpoker.button": "studpoker.table.button",
    "studpoker.tournament_state": "studpoker.tournament.state",
    "studpoker.tournament_setup": "studpoker.tournament.setup",
    "studpoker.tournament_saving": "studpoker.tournament.saving",
    "studpoker.tournament_draws": "studpoker.tournament.draws",
    "studpoker.tournament_records": "studpoker.tournament.results",
    "studpoker.between_hands": "studpoker.tournament.between_hands",
    "studpoker.placings": "studpoker.tournament.places",
    "studpoker.payouts": "studpoker.tournament.payouts",
    "studpoker.structure": "studpoker.tournament.structure",
    "studpoker.chip_race": "studpoker.tournament.chip_race",
    "studpoker.seating": "studpoker.tournament.seats",
}


_IMPORTLIB = os.path.dirname(importlib.__file__)


def _internal(filename: str) -> bool:
    """A frame ``warnings`` skips when it counts the stack level: the import machinery's."""
    return "importlib" in filename and "_bootstrap" in filename


def _stacklevel() -> int:
    """The level, as ``warnings.warn`` counts it from its caller, of the first frame outside this
    module and importlib: the line that imports the old path."""
    frame: types.FrameType | None = sys._getframe(2)
    level = 2
    while frame is not None and (
        _internal(frame.f_code.co_filename)
        or frame.f_code.co_filename.startswith(_IMPORTLIB)
        or frame.f_code.co_filename == __file__
    ):
        level += not _internal(frame.f_code.co_filename)
        frame = frame.f_back
    return level


class _MovedLoader(importlib.abc.Loader):
    def create_module(self, spec: importlib.machinery.ModuleSpec) -> None:
        return None  # a placeholder module, replaced in exec_module

    def exec_module(self, module: types.ModuleType) -> None:
        old = module.__name__
        new = MOVED[old]
        target = importlib.import_module(new)
        warnings.warn(
            f"{old} moved to {new}; import it from there ({old} goes in the next release)",
            DeprecationWarning,
            stacklevel=_stacklevel(),
        )
        # the import system hands back what sys.modules holds under the name once loaded
        sys.modules[old] = target


class _MovedFinder(importlib.abc.MetaPathFinder):
    def find_spec(
        self,
        fullname: str,
        path: Sequence[str] | None = None,
        target: types.ModuleType | None = None,
    ) -> importlib.machinery.ModuleSpec | None:
        if fullname not in MOVED:
            return None
        return importlib.machinery.ModuleSpec(fullname, _MovedLoader())


_FINDER = _MovedFinder()


def install() -> None:
    """Put the finder on ``sys.meta_path`` (once)."""
    if not any(isinstance(finder, _MovedFinder) for finder in sys.meta_path):
        sys.meta_path.append(_FINDER)
