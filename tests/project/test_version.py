"""``studpoker.__version__``: one version, the workspace's in ``Cargo.toml``, which maturin gives
the package's metadata; read from ``Cargo.toml`` itself by a source tree that was never
installed."""

from __future__ import annotations

import tomllib
from importlib import metadata
from pathlib import Path

import pytest

import studpoker
from studpoker import _version

ROOT = Path(__file__).resolve().parents[2]


def _cargo() -> str:
    with (ROOT / "Cargo.toml").open("rb") as file:
        version = tomllib.load(file)["workspace"]["package"]["version"]
    assert isinstance(version, str)
    return version


def test_the_version_is_the_metadata_and_the_cargo_version() -> None:
    try:
        installed = metadata.version("studpoker")
    except metadata.PackageNotFoundError:
        pytest.skip("studpoker is not installed: no metadata to compare with")
    assert studpoker.__version__ == installed == _cargo()


def test_the_package_declares_its_version_dynamic_from_cargo() -> None:
    with (ROOT / "pyproject.toml").open("rb") as file:
        project = tomllib.load(file)["project"]
    assert "version" not in project
    assert "version" in project["dynamic"]
    binding = (ROOT / "rust" / "studpoker-py" / "Cargo.toml").read_text(encoding="utf-8")
    assert "version.workspace = true" in binding


def test_a_source_tree_never_installed_reads_cargo_toml(monkeypatch: pytest.MonkeyPatch) -> None:
    def missing(name: str) -> str:
        raise metadata.PackageNotFoundError(name)

    monkeypatch.setattr(metadata, "version", missing)
    assert _version.package_version() == _cargo()
    monkeypatch.setattr(_version, "CARGO_TOML", ROOT / "no-such-Cargo.toml")
    assert _version.package_version() == _version.UNKNOWN


def test_a_cargo_toml_without_a_workspace_version_gives_none(tmp_path: Path) -> None:
    (tmp_path / "Cargo.toml").write_text('[workspace]\nmembers = ["a"]\n')
    assert _version.cargo_version(tmp_path / "Cargo.toml") is None
    (tmp_path / "Cargo.toml").write_text("not = [toml")
    assert _version.cargo_version(tmp_path / "Cargo.toml") is None
    (tmp_path / "Cargo.toml").write_text('[workspace.package]\nversion = "1.2.3"\n')
    assert _version.cargo_version(tmp_path / "Cargo.toml") == "1.2.3"
