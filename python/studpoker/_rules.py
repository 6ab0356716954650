"""The one seam through which the table flow calls the core's contract functions.

``bring_in_seat``, ``first_to_act``, ``settle`` and ``evaluate_high`` (docs/core-api.md) come from the Rust core
(``studpoker._core``). A function the core does not export yet (its branch has not landed) falls
back to the pure-Python reference, and failing that to ``_interim_rules``, a clearly temporary
stand-in. ``SOURCES`` says where each one came from.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__all__ = ["SOURCES", "bring_in_seat", "evaluate_high", "first_to_act", "settle"]

if TYPE_CHECKING:
    from studpoker._core import bring_in_seat, first_to_act
    from studpoker._interim_rules import settle
    from studpoker.reference import evaluate_high

    SOURCES: dict[str, str]
else:

    def _pick(name: str) -> tuple[Any, str]:
        from studpoker import _core

        if hasattr(_core, name):
            return getattr(_core, name), "studpoker._core"
        try:
            from studpoker import reference

            return getattr(reference, name), "studpoker.reference"
        except (ImportError, AttributeError):
            from studpoker import _interim_rules

            return getattr(_interim_rules, name), "studpoker._interim_rules (temporary)"

    SOURCES = {}
    for _name in ("bring_in_seat", "evaluate_high", "first_to_act", "settle"):
        globals()[_name], SOURCES[_name] = _pick(_name)
