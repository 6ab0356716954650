"""The one seam through which the table flow calls the core's contract functions.

``bring_in_seat``, ``first_to_act`` and ``settle`` (docs/core-api.md) come from the Rust core
(``studpoker._core``). While the branches that add them have not landed, this module falls back to
the pure-Python reference, and failing that to ``_interim_rules`` (a clearly temporary stand-in).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

__all__ = ["RULES_SOURCE", "bring_in_seat", "first_to_act", "settle"]

if TYPE_CHECKING:
    from studpoker._interim_rules import bring_in_seat, first_to_act, settle

    RULES_SOURCE: str
else:

    def _load() -> tuple[Any, Any, Any, str]:
        from studpoker import _core

        if all(hasattr(_core, n) for n in ("bring_in_seat", "first_to_act", "settle")):
            return _core.bring_in_seat, _core.first_to_act, _core.settle, "studpoker._core"
        try:
            from studpoker import reference

            return (
                reference.bring_in_seat,
                reference.first_to_act,
                reference.settle,
                "studpoker.reference",
            )
        except (ImportError, AttributeError):
            from studpoker import _interim_rules as interim

            return interim.bring_in_seat, interim.first_to_act, interim.settle, "interim"

    bring_in_seat, first_to_act, settle, RULES_SOURCE = _load()
