"""The command line ``studpoker`` (also ``python -m studpoker``).

It needs the ``cli`` extra (click for the commands, rich for tables and progress bars):
``pip install 'studpoker[cli]'``. Without it, ``studpoker`` and ``studpoker demo`` still play the
demo and any other command says what to install. Each command lives in a module of its own and
registers itself on the group in ``app.py``.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence

from studpoker.errors import StudPokerError

__all__ = ["main"]

MISSING_EXTRA = (
    "studpoker: the command line needs the 'cli' extra ({missing} is not installed):\n"
    "    pip install 'studpoker[cli]'\n"
)


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    try:
        import click  # noqa: F401  (checked here so a missing extra is said plainly)
        import rich  # noqa: F401
    except ImportError as err:
        if args in ([], ["demo"]):
            from studpoker.demo import run_demo

            run_demo(sys.stdout)
            return 0
        sys.stderr.write(MISSING_EXTRA.format(missing=err.name))
        return 1
    from studpoker.cli.app import cli

    try:
        cli.main(args=args, prog_name="studpoker", standalone_mode=True)
    except SystemExit as done:
        return done.code if isinstance(done.code, int) else (0 if done.code is None else 1)
    except StudPokerError as err:
        sys.stderr.write(f"studpoker: {err}\n")
        return 2
    return 0
