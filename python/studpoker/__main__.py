"""Command line: ``python -m studpoker demo``."""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="studpoker", description="Stud poker engine")
    commands = parser.add_subparsers(dest="command")
    commands.add_parser("demo", help="play a short seeded session of home five-card stud")
    args = parser.parse_args(argv)
    if args.command in (None, "demo"):
        from studpoker.demo import run_demo

        run_demo(sys.stdout)
        return 0
    parser.error(f"unknown command {args.command!r}")
    return 2


if __name__ == "__main__":
    raise SystemExit(main())
