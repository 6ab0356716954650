"""The package's version, from one source of truth: the workspace's ``Cargo.toml``.

maturin gives the wheel (and so the installed package's metadata) the version of the Rust
workspace (``[workspace.package] version``; ``pyproject.toml`` declares it dynamic), so an
installed package reads its metadata. Run from a source tree that was never installed, the
package reads ``Cargo.toml`` itself, and says ``0+unknown`` when even that is missing.
"""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

UNKNOWN = "0+unknown"
CARGO_TOML = Path(__file__).resolve().parents[2] / "Cargo.toml"


def cargo_version(path: Path | None = None) -> str | None:
    """The workspace's version in ``Cargo.toml`` (the source tree's unless ``path`` is given;
    None when the file or the key is missing)."""
    try:
        with (path or CARGO_TOML).open("rb") as file:
            workspace = tomllib.load(file).get("workspace", {})
    except (OSError, tomllib.TOMLDecodeError):
        return None
    version = workspace.get("package", {}).get("version")
    return version if isinstance(version, str) else None


def package_version() -> str:
    """The installed package's version, else the source tree's."""
    try:
        return metadata.version("studpoker")
    except metadata.PackageNotFoundError:
        return cargo_version() or UNKNOWN


__version__ = package_version()
