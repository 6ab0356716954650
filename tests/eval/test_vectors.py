"""Golden vectors (``tests/vectors/eval.csv``) read by the reference and the core.

One row per hand and kind: ``cards,kind,rank,category,best5,describe``. ``cards`` and ``best5``
are card text; ``kind`` is ``high``, ``low_a5`` or ``low_8``; a ``low_8`` row with an empty
``rank`` means the hand has no 8-or-better low (its other value fields are empty too).
"""

from __future__ import annotations

import csv
from types import ModuleType

from studpoker import reference
from tests.support import VECTORS

COLUMNS = ["cards", "kind", "rank", "category", "best5", "describe"]
CLASS_COUNTS = {"high": 7_462, "low_a5": 6_175, "low_8": 56}


def read_rows() -> list[dict[str, str]]:
    with VECTORS.open(newline="", encoding="utf-8") as file:
        reader = csv.DictReader(file)
        assert reader.fieldnames == COLUMNS
        return list(reader)


ROWS = read_rows()


def test_every_row_matches(impl: ModuleType) -> None:
    for row in ROWS:
        value = getattr(impl, f"evaluate_{row['kind']}")(row["cards"])
        if row["rank"] == "":
            assert row["kind"] == "low_8", row
            assert value is None, row
            assert row["category"] == row["best5"] == row["describe"] == "", row
            continue
        assert value is not None, row
        got = (value.kind, value.rank, value.category, tuple(value.cards), value.describe())
        expected = (
            row["kind"],
            int(row["rank"]),
            row["category"],
            tuple(reference.parse_cards(row["best5"])),
            row["describe"],
        )
        assert got == expected, row
        assert getattr(impl, f"rank_{row['kind']}")(row["cards"]) == value.rank, row


def test_the_vectors_cover_every_kind_and_its_extremes() -> None:
    """The file must hold the best and the worst class of each kind, and a hand with no low."""
    ranks: dict[str, set[int]] = {kind: set() for kind in CLASS_COUNTS}
    for row in ROWS:
        if row["rank"]:
            ranks[row["kind"]].add(int(row["rank"]))
    for kind, count in CLASS_COUNTS.items():
        assert {0, count - 1} <= ranks[kind], kind
    assert any(row["kind"] == "low_8" and not row["rank"] for row in ROWS)
    assert any(len(reference.parse_cards(row["cards"])) == 9 for row in ROWS)
