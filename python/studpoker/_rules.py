"""The one seam through which the table flow calls the core's contract functions.

``bring_in_seat``, ``first_to_act`` (rules §4) and ``settle`` (rules §3.4, §5.3) come from the Rust
core, ``studpoker._core``; docs/core-api.md is their contract. The state machine imports them from
here only, so a replay or a test can see in one place what the table flow relies on.
"""

from __future__ import annotations

from studpoker._core import Settlement, bring_in_seat, first_to_act, settle

__all__ = ["Settlement", "bring_in_seat", "first_to_act", "settle"]
