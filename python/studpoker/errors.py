"""The package's exception hierarchy, declared once.

The Rust extension raises these very classes (it imports them), and so do the state machine and the
pure-Python reference, which must not depend on the extension. Every class is a ``ValueError``.
"""

from __future__ import annotations

__all__ = [
    "HandHistoryError",
    "IllegalActionError",
    "InvalidCardError",
    "InvalidRuleError",
    "InvalidSetupError",
    "SavedStateError",
    "SettlementError",
    "StudPokerError",
]


class StudPokerError(ValueError):
    """Base class of every error the package raises on bad input."""


class InvalidCardError(StudPokerError):
    """Card text or number that is not a card, a duplicate card, or a wrong number of cards."""


class IllegalActionError(StudPokerError):
    """An action that the rules do not allow now: out of turn, wrong amount, wrong kind."""


class InvalidSetupError(StudPokerError):
    """A table or hand that cannot be dealt: bad stacks, seat count, dealer seat or deck."""


class InvalidRuleError(StudPokerError):
    """A profile or rule value that makes no sense, or an unknown rule name."""


class SettlementError(StudPokerError):
    """Showdown or pot input that cannot describe a real hand."""


class HandHistoryError(StudPokerError):
    """A hand history that cannot be read or replayed; the message names the line."""


class SavedStateError(StudPokerError):
    """A saved hand or table document that is malformed, tampered with or from another version;
    the message names the field."""
