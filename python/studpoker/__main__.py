"""``python -m studpoker``: the command line (see ``studpoker.cli``)."""

from __future__ import annotations

from studpoker.cli import main

if __name__ == "__main__":
    raise SystemExit(main())
