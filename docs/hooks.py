"""MkDocs hooks of the documentation site (mkdocs.yml: ``hooks``; not a page of the site).

Fixes that keep the pages as GitHub shows them while the build stays strict:

- Citations of the rule book's sources, ``[002]``, ``[000 §05]``, are literal text (rules.md,
  "Sources"), but two in a row (``[003][004]``) read as a reference link to Markdown, and
  mkdocs-autorefs then warns that it cannot find the cross-reference target ``004``. The
  ``Citations`` extension takes each citation as plain text first, in the pages and in the
  docstrings that mkdocstrings renders (it shares the site's Markdown extensions).
- The README, SECURITY.md, CHANGELOG.md and CONTRIBUTING.md live at the repository's root,
  outside ``docs/``; the home page and the pages named after them include them
  (include-markdown rewrites their links to ``docs/...`` to be relative to ``docs/``). A link
  between them (the README's ``SECURITY.md``) would then point outside the site, so it is
  pointed at the page that includes the file.
- A docstring's bare doctest (``>>>`` lines and their output, up to a blank line) would run
  together into one paragraph: ``Citations`` makes it a code block.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from typing import Any

from markdown import Markdown
from markdown.extensions import Extension
from markdown.inlinepatterns import InlineProcessor
from markdown.preprocessors import Preprocessor
from mkdocs.config.defaults import MkDocsConfig
from mkdocs.plugins import event_priority
from mkdocs.structure.pages import Page

# A source of the rule book: three digits, and maybe the sections cited ("[000 §03-04]").
CITATION = r"\[(\d{3}(?: §[^\]\n]*)?)\]"

# The root's Markdown files that a page of the site includes: the link as include-markdown
# rewrites it (relative to docs/) -> that page.
INCLUDED_ROOT_FILES = {
    "../SECURITY.md": "security.md",
    "../README.md": "index.md",
    "../CHANGELOG.md": "changelog.md",
    "../CONTRIBUTING.md": "contributing.md",
}


class _CitationProcessor(InlineProcessor):
    def handleMatch(  # type: ignore[override]  # as InlineProcessor's own stub does
        self, m: re.Match[str], data: str
    ) -> tuple[str | ElementTree.Element | None, int | None, int | None]:
        return m.group(0), m.start(0), m.end(0)


class _DoctestPreprocessor(Preprocessor):
    def run(self, lines: list[str]) -> list[str]:
        out: list[str] = []
        indent: int | None = None  # the example's indent while in one
        for line in lines:
            text = line.lstrip()
            if indent is None and text.startswith(">>>"):
                indent = len(line) - len(text)
                out.append("")  # an indented code block starts after a blank line
            if indent is not None and not text:
                indent = None
            out.append(line if indent is None else "    " + line[indent:])
        return out


class Citations(Extension):
    """Source citations such as ``[003][004]`` stay text instead of becoming reference links,
    and a bare doctest is a code block."""

    def extendMarkdown(self, md: Markdown) -> None:
        """Citations before the reference links (170) and mkdocs-autorefs' references (168);
        doctests after the fenced code blocks are set aside (25), so those are left alone."""
        md.inlinePatterns.register(_CitationProcessor(CITATION, md), "studpoker_citation", 175)
        md.preprocessors.register(_DoctestPreprocessor(md), "studpoker_doctest", 22)


@event_priority(100)  # before mkdocstrings and autorefs read the list of extensions
def on_config(config: MkDocsConfig) -> MkDocsConfig:
    """Add the ``Citations`` extension to the pages' and the docstrings' Markdown."""
    config.markdown_extensions.append(Citations())  # type: ignore[arg-type]
    return config


@event_priority(-100)  # after include-markdown has included and rewritten the file
def on_page_markdown(markdown: str, page: Page, **kwargs: Any) -> str:
    """Point links to an included root file at the page that includes it."""
    for target, page_path in INCLUDED_ROOT_FILES.items():
        if page.file.src_uri != page_path:
            markdown = markdown.replace(f"]({target})", f"]({page_path})")
            markdown = markdown.replace(f"]({target}#", f"]({page_path}#")
    return markdown
