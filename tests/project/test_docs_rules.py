"""The rules are cited from the package's own docs/rules.md, and every section cited exists."""

from __future__ import annotations

import re

from tests.support import REPO as ROOT

RULES = ROOT / "docs" / "rules.md"
SOURCES = [
    *sorted((ROOT / "python").rglob("*.py")),
    *sorted((ROOT / "python").rglob("*.pyi")),
    *sorted((ROOT / "rust").rglob("*.rs")),
    *sorted((ROOT / "docs").glob("*.md")),
    *sorted((ROOT / "tests").rglob("*.py")),
    ROOT / "README.md",
]
CITATION = re.compile(r"rules §(\d+)(?:\.(\d+))?")


def sections() -> set[str]:
    """'6' for '## 6.', '2.1' for '### 2.1', and '2.4' for item 4 of section 2's list."""
    found: set[str] = set()
    current = ""
    for line in RULES.read_text(encoding="utf-8").splitlines():
        if heading := re.match(r"## (\d+)\. ", line):
            current = heading.group(1)
            found.add(current)
        elif heading := re.match(r"### (\d+\.\d+) ", line):
            found.add(heading.group(1))
        elif (item := re.match(r"(\d+)\. ", line)) and current:
            found.add(f"{current}.{item.group(1)}")
    return found


def test_no_citation_points_outside_the_repository() -> None:
    outside = re.compile(r"\bRULES\b(?!_)")  # BRING_IN_RULES and the like are names, not citations
    stray = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in SOURCES
        if path.name != "test_docs_rules.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if outside.search(line)
    ]
    assert stray == [], "cite docs/rules.md as 'rules §N' instead"


def test_every_cited_section_exists() -> None:
    known = sections()
    assert {"2", "2.1", "2.4", "3.4", "6", "7.1", "7.2"} <= known
    missing = {
        f"{path.relative_to(ROOT)}: rules §{'.'.join(g for g in match.groups() if g)}"
        for path in SOURCES
        for match in CITATION.finditer(path.read_text(encoding="utf-8"))
        if ".".join(g for g in match.groups() if g) not in known
    }
    assert missing == set()
