"""Checks that a source distribution holds what a build from it needs (``make sdist``)."""

from __future__ import annotations

import sys
import tarfile

NEEDED = (
    "pyproject.toml",
    "Cargo.toml",
    "Cargo.lock",
    "rust/studpoker-core/Cargo.toml",
    "rust/studpoker-core/src/lib.rs",
    "rust/studpoker-py/Cargo.toml",
    "rust/studpoker-py/src/lib.rs",
    # sets cfg(Py_GIL_DISABLED): without it a free-threaded build would read lists unlocked
    "rust/studpoker-py/build.rs",
    "python/studpoker/__init__.py",
    "python/studpoker/_core.pyi",
    "python/studpoker/py.typed",
    "python/studpoker/cli/__init__.py",
    "README.md",
)


def main(path: str) -> None:
    with tarfile.open(path) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    missing = [name for name in NEEDED if name not in names]
    if missing:
        raise SystemExit(f"{path} lacks {', '.join(missing)}")
    print(f"{path}: {len(names)} files, everything a build needs")


if __name__ == "__main__":
    main(sys.argv[1])
