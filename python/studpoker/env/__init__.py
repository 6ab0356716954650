"""A PettingZoo environment for stud poker (the optional extra ``studpoker[env]``).

``StudEnv`` (or the factories ``env()`` and ``raw_env()`` in PettingZoo's style) plays one hand
of any profile per episode; observations come from the acting seat's own ``HandView``.
``import studpoker`` never imports this package, so the core works without the extra.
"""

from __future__ import annotations

try:
    import gymnasium  # noqa: F401
    import numpy  # noqa: F401
    import pettingzoo  # noqa: F401
except ImportError as missing:  # pragma: no cover - exercised only without the extra
    raise ImportError(
        f"studpoker.env needs the 'env' extra ({missing.name} is missing): "
        "pip install 'studpoker[env]'"
    ) from missing

from studpoker.env.actions import DEFAULT_BET_FRACTIONS, ActionSet
from studpoker.env.aec import StudEnv, env, raw_env
from studpoker.env.observation import HISTORY_KINDS, ObservationEncoder

__all__ = [
    "DEFAULT_BET_FRACTIONS",
    "HISTORY_KINDS",
    "ActionSet",
    "ObservationEncoder",
    "StudEnv",
    "env",
    "raw_env",
]
