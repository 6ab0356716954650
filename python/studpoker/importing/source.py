"""The text of a source, line by line: a path, a text or an open file, in whatever encoding the
room wrote it (UTF-8, UTF-16 with or without a byte-order mark, or Windows-1252), read lazily so
that a file of any size is read in bounded memory."""

from __future__ import annotations

import codecs
import io
import os
from collections.abc import Iterator
from pathlib import Path
from typing import IO

from studpoker.errors import HandHistoryError

__all__ = ["Source", "line_batches", "numbered_lines"]

Source = str | os.PathLike[str] | IO[str] | IO[bytes]
"""What ``read`` takes: a path, the text itself, or a file opened in text or binary mode."""

_HEAD = 4096  # bytes looked at to tell the encoding
_BOMS = (
    (codecs.BOM_UTF8, "utf-8-sig"),
    (codecs.BOM_UTF16_LE, "utf-16"),
    (codecs.BOM_UTF16_BE, "utf-16"),
)


def numbered_lines(source: Source) -> Iterator[tuple[int, str]]:
    """Every line of the source with its 1-based number, line ends removed."""
    number = 0
    for batch in line_batches(source):
        for line in batch:
            number += 1
            yield number, line


def line_batches(source: Source) -> Iterator[list[str]]:
    """The lines of the source in order, line ends removed, a batch at a time (a block of the
    file read at once): a caller that walks millions of lines pays once per batch, not per line."""
    if isinstance(source, os.PathLike) or (isinstance(source, str) and _names_a_file(source)):
        try:
            stream = open(source, "rb")  # noqa: SIM115 - closed when the lines run out
        except OSError as err:
            raise HandHistoryError(f"cannot read {os.fspath(source)!r}: {err.strerror}") from None
        with stream:
            yield from _binary_batches(stream)
        return
    if isinstance(source, str):
        yield source.splitlines()
        return
    if isinstance(source, io.TextIOBase):
        yield from _text_batches(source)
        return
    if hasattr(source, "read"):
        yield from _binary_or_text(source)
        return
    raise HandHistoryError(
        f"a source is a path, a text or an open file, not {type(source).__name__}"
    )


def _names_a_file(text: str) -> bool:
    """A one-line text that names an existing file is a path; any other text is the hand text."""
    if "\n" in text or len(text) > 4096:
        return False
    try:
        return Path(text).is_file()
    except (OSError, ValueError):
        return False


def _binary_or_text(stream: IO[str] | IO[bytes]) -> Iterator[list[str]]:
    head = stream.read(0)
    if isinstance(head, str):
        text_stream: IO[str] = stream  # type: ignore[assignment]
        return _text_batches(text_stream)
    binary: IO[bytes] = stream  # type: ignore[assignment]
    return _binary_batches(binary)


_BLOCK = 1 << 20  # bytes (or characters) read at once: a line at a time costs more than the reading


def _text_batches(stream: IO[str]) -> Iterator[list[str]]:
    """The lines of a text stream, about ``_BLOCK`` characters of them at a time."""
    while batch := stream.readlines(_BLOCK):
        yield [line.rstrip("\r\n") for line in batch]


def _binary_batches(stream: IO[bytes]) -> Iterator[list[str]]:
    buffered: io.BufferedReader = (
        stream if isinstance(stream, io.BufferedReader) else io.BufferedReader(_Raw(stream))
    )
    head = buffered.peek(_HEAD)[:_HEAD]
    encoding = _wide_encoding(head)
    if encoding is not None:
        wrapper = io.TextIOWrapper(buffered, encoding=encoding, errors="replace", newline=None)
        yield from _without_dangling_byte(_text_batches(wrapper))
        return
    if head.startswith(codecs.BOM_UTF8):
        buffered.read(len(codecs.BOM_UTF8))
    yield from _eight_bit_batches(buffered)


def _eight_bit_batches(stream: io.BufferedReader) -> Iterator[list[str]]:
    """The lines of a UTF-8 (or Windows-1252) text, a block of the file at a time."""
    rest = b""
    while True:
        block = stream.read(_BLOCK)
        if not block:
            break
        block = rest + block
        end = block.rfind(b"\n") + 1
        rest, block = block[end:], block[:end]
        if block:
            yield _decoded(block)
    if rest:
        yield _decoded(rest)


def _decoded(block: bytes) -> list[str]:
    try:
        text = block.decode("utf-8")
    except UnicodeDecodeError:
        lines = [_decode_line(raw) for raw in block.split(b"\n")]
    else:
        lines = text.split("\n")
        if "\r" not in text:
            if lines[-1] == "":
                lines.pop()  # the block ends with its last line's end
            return lines
    if lines[-1] == "":
        lines.pop()
    return [line[:-1] if line.endswith("\r") else line for line in lines]


def _without_dangling_byte(batches: Iterator[list[str]]) -> Iterator[list[str]]:
    """The lines of a UTF-16 text, less the replacement character that an odd last byte (a
    file cut one byte short, as some rooms wrote them) decodes to at its very end."""
    previous: list[str] | None = None
    for batch in batches:
        if previous is not None:
            yield previous
        previous = batch
    if previous:
        last = previous[-1]
        trimmed = last[:-1] if last.endswith("\ufffd") else last
        if trimmed or not last:
            previous[-1] = trimmed
        else:
            previous.pop()
        yield previous


def _wide_encoding(head: bytes) -> str | None:
    """UTF-16 by its byte-order mark, or by the zero bytes of ASCII text written in it."""
    for bom, name in _BOMS:
        if head.startswith(bom) and name == "utf-16":
            return name
    even, odd = head[0::2], head[1::2]
    if len(head) >= 8:
        if odd.count(0) > len(odd) * 0.6 and even.count(0) < len(even) * 0.1:
            return "utf-16-le"
        if even.count(0) > len(even) * 0.6 and odd.count(0) < len(odd) * 0.1:
            return "utf-16-be"
    return None


def _decode_line(raw: bytes) -> str:
    """UTF-8 where it is, else Windows-1252 (rooms wrote the euro sign as byte 0x80)."""
    try:
        return raw.decode("utf-8")
    except UnicodeDecodeError:
        return raw.decode("cp1252", errors="replace")


class _Raw(io.RawIOBase):
    """A binary stream without ``peek``, made readable by ``io.BufferedReader``."""

    def __init__(self, stream: IO[bytes]) -> None:
        self._stream = stream

    def readable(self) -> bool:
        return True

    def readinto(self, buffer: memoryview) -> int:  # type: ignore[override]
        data = self._stream.read(len(buffer))
        buffer[: len(data)] = data
        return len(data)
