"""The frame every room's reader stands on: amounts, the source's encodings, the cutting of a
source into hands with refusals, and the builder's own numbers."""

from __future__ import annotations

import codecs
import io
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest

from studpoker import phh
from studpoker.cards import parse_cards
from studpoker.errors import HandHistoryError
from studpoker.importing.amounts import CASH_DIGITS, CHIP_DIGITS, amount, currency_of
from studpoker.importing.builder import HandBuilder, RefusedHand
from studpoker.importing.reading import MAX_HAND_LINES, Refusal, RoomReader, import_loop
from studpoker.importing.source import numbered_lines
from studpoker.phh.document import HandHistory

# ---------------------------------------------------------------------------------- amounts


@pytest.mark.parametrize(
    ("text", "digits", "units"),
    [
        ("$1,234.56", CASH_DIGITS, 123456),
        ("[$ 0.01 USD]", CASH_DIGITS, 1),
        ("€0.05", CASH_DIGITS, 5),
        ("$0.5", CASH_DIGITS, 50),
        ("$2", CASH_DIGITS, 200),
        ("1 500", CHIP_DIGITS, 1500),
        ("10,000", CHIP_DIGITS, 10000),
        ("(30)", CHIP_DIGITS, 30),
        ("$0.10 USD", CASH_DIGITS, 10),
    ],
)
def test_amounts_are_exact_units(text: str, digits: int, units: int) -> None:
    assert amount(text, digits) == units


@pytest.mark.parametrize(
    ("text", "digits", "says"),
    [("$0.005", CASH_DIGITS, "finer than a cent"), ("12.5", CHIP_DIGITS, "finer than a chip")],
)
def test_an_amount_finer_than_the_unit_is_refused(text: str, digits: int, says: str) -> None:
    with pytest.raises(HandHistoryError, match=says):
        amount(text, digits)


@pytest.mark.parametrize("text", ["", "USD", "$", "all-in"])
def test_text_without_a_number_is_no_amount(text: str) -> None:
    with pytest.raises(HandHistoryError, match="is not an amount"):
        amount(text, CASH_DIGITS)


def test_currency_is_read_from_code_or_sign() -> None:
    assert currency_of("$0.04/$0.08 USD") == "USD"
    assert currency_of("€0.05/€0.10") == "EUR"
    assert currency_of("1500/3000") is None


# ---------------------------------------------------------------------------------- source

TEXT = "Room Game #1: stud €\r\nsecond line\nthird line"
LINES = [(1, "Room Game #1: stud €"), (2, "second line"), (3, "third line")]


@pytest.mark.parametrize("encoding", ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "cp1252"])
def test_every_encoding_the_rooms_wrote_reads_the_same(encoding: str) -> None:
    assert list(numbered_lines(io.BytesIO(TEXT.encode(encoding)))) == LINES


def test_a_path_a_text_and_a_text_file_read_the_same(tmp_path: Path) -> None:
    path = tmp_path / "hands.txt"
    path.write_bytes(TEXT.encode("utf-16"))
    assert list(numbered_lines(path)) == LINES
    assert list(numbered_lines(str(path))) == LINES
    assert list(numbered_lines(TEXT)) == LINES
    assert list(numbered_lines(io.StringIO(TEXT))) == LINES
    with path.open("rb") as stream:
        assert list(numbered_lines(stream)) == LINES


def test_a_utf8_file_with_a_stray_cp1252_byte_keeps_both() -> None:
    raw = "€ in utf-8\n".encode() + b"\x80 in cp1252\n"
    assert [line for _, line in numbered_lines(io.BytesIO(raw))] == ["€ in utf-8", "€ in cp1252"]


def test_a_missing_file_is_the_package_error(tmp_path: Path) -> None:
    with pytest.raises(HandHistoryError, match="cannot read"):
        list(numbered_lines(tmp_path / "absent.txt"))


def test_a_source_of_another_type_is_refused() -> None:
    with pytest.raises(HandHistoryError, match="a source is a path, a text or an open file"):
        list(numbered_lines(42))  # type: ignore[arg-type]


# ---------------------------------------------------------------------------------- the loop


class _Toy(RoomReader):
    """A toy room: ``HAND n`` opens a hand; a line ``bad`` refuses it; otherwise the hand is the
    two-seat hand below, whose id is ``n``."""

    room = "toy"

    def opens(self, line: str) -> bool:
        return line.startswith("HAND ")

    def read(self, lines: Sequence[str], first: int) -> Iterator[HandHistory | Refusal]:
        for offset, line in enumerate(lines):
            if line == "bad":
                raise RefusedHand(first + offset, "a bad line")
        yield _two_seat_hand(lines[0].split()[1])

    def hand_id(self, lines: Sequence[str]) -> str | None:
        return lines[0].split()[1]


def _two_seat_hand(hand_id: str) -> HandHistory:
    builder = HandBuilder("pokerstars", line=1, hand_id=hand_id)
    builder.game = "seven_card_stud"
    builder.small_bet, builder.big_bet = 4, 8
    builder.seat(1, "a", 100, 1)
    builder.seat(2, "b", 100, 1)
    builder.post_ante("a", 1, 2)
    builder.post_ante("b", 1, 2)
    builder.street(0, 3)
    builder.dealt("a", 4, up=parse_cards("2c"))
    builder.dealt("b", 4, up=parse_cards("Kd"))
    builder.post_bring_in("a", 2, 5)
    builder.fold("b", 6)
    builder.collect("a", 4, 7)
    builder.fields["hand"] = hand_id
    return builder.build()


def _items(text: str) -> list[HandHistory | Refusal]:
    return list(import_loop(text, [_Toy]))


def test_each_hand_is_read_and_a_refused_one_names_its_line_and_stops_nothing() -> None:
    items = _items("HAND 1\nx\nHAND 2\nbad\nHAND 3\n")
    assert [type(i).__name__ for i in items] == ["HandHistory", "Refusal", "HandHistory"]
    refusal = items[1]
    assert refusal == Refusal("toy", "2", 4, "a bad line")
    assert [h.extra["hand"] for h in items if isinstance(h, HandHistory)] == ["1", "3"]


def test_text_of_no_room_is_refused_once_per_stretch() -> None:
    items = _items("junk\nmore junk\nHAND 1\n\nnoise")
    assert isinstance(items[0], Refusal)
    assert (items[0].room, items[0].line) == (None, 1)
    assert "no hand of any room" in items[0].reason
    assert isinstance(items[1], HandHistory)
    assert len(items) == 2  # noise after a hand belongs to that hand's block


def test_a_hand_that_never_ends_is_refused_and_memory_stays_bounded() -> None:
    text = "HAND 1\n" + "x\n" * (MAX_HAND_LINES + 10) + "HAND 2\n"
    items = _items(text)
    assert isinstance(items[0], Refusal)
    assert items[0].reason == "the hand never ends"
    assert isinstance(items[1], HandHistory)


# ---------------------------------------------------------------------------------- builder


def test_finishing_stacks_come_from_the_rooms_numbers() -> None:
    history = _two_seat_hand("7")
    # a: 100 - 1 ante - 2 bring-in + 4 collected; b: 100 - 1 ante
    assert history.finishing_stacks == (101, 99)
    assert history.extra["seats"] == [1, 2]
    assert history.extra["_room"] == "pokerstars"
    hand = phh.replay(history)
    assert hand.is_over
    assert list(hand.stacks) == [101, 99]


def test_unknown_cards_are_written_unknown() -> None:
    history = _two_seat_hand("7")
    deals = [a for a in history.actions if a.verb == "dh"]
    assert [a.cards[:2] for a in deals] == [(None, None), (None, None)]
    assert [a.cards[2] for a in deals] == parse_cards("2c Kd")


def test_players_count_from_the_dealers_left() -> None:
    builder = HandBuilder("pokerstars", line=1)
    for number in (2, 5, 7):
        builder.seat(number, f"s{number}", 50, 1)
        builder.post_ante(f"s{number}", 1, 1)
    builder.dealer_seat = 5
    assert [s.number for s in builder._players()] == [7, 2, 5]


def test_a_seat_sitting_out_is_left_out() -> None:
    builder = HandBuilder("pokerstars", line=1)
    builder.game = "razz"
    builder.small_bet, builder.big_bet = 4, 8
    for number in (1, 2, 3):
        builder.seat(number, f"s{number}", 50, 1)
    builder.post_ante("s1", 1, 2)
    builder.post_ante("s3", 1, 2)
    builder.street(0, 3)
    builder.post_bring_in("s1", 2, 4)
    builder.fold("s3", 5)
    builder.collect("s1", 4, 6)
    assert builder.build().extra["players"] == ["s1", "s3"]


@pytest.mark.parametrize(
    ("move", "says"),
    [
        (lambda b: b.call("nobody", 9, 2), "has no seat"),
        (lambda b: b.raise_to("a", 500, 9), "more than its stack"),
        (lambda b: b.uncalled("a", 50, 9), "more than it put in"),
        (lambda b: b.street(3, 9), "follows street"),
        (lambda b: b.seat(1, "c", 10, 9), "seat 1 is taken twice"),
    ],
)
def test_a_hand_that_cannot_be_refuses_naming_the_line(move: object, says: str) -> None:
    builder = HandBuilder("pokerstars", line=1)
    builder.seat(1, "a", 100, 1)
    builder.seat(2, "b", 100, 1)
    builder.street(0, 2)
    with pytest.raises(RefusedHand, match=says) as refused:
        move(builder)  # type: ignore[operator]
    assert refused.value.line == 9


def test_a_hand_without_its_stakes_is_refused() -> None:
    builder = HandBuilder("pokerstars", line=3)
    builder.game = "seven_card_stud"
    builder.seat(1, "a", 100, 3)
    builder.seat(2, "b", 100, 3)
    builder.post_ante("a", 1, 4)
    builder.post_ante("b", 1, 4)
    with pytest.raises(RefusedHand, match="small bet, big bet, bring-in"):
        builder.build()


def test_utf16_file_with_bom_is_recognised(tmp_path: Path) -> None:
    path = tmp_path / "wide.txt"
    path.write_bytes(codecs.BOM_UTF16_LE + "HAND 4\n".encode("utf-16-le"))
    items = list(import_loop(path, [_Toy]))
    assert [i.extra["hand"] for i in items if isinstance(i, HandHistory)] == ["4"]
