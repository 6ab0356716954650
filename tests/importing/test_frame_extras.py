"""Parts of the frame the Full Tilt and Everleaf readers added: a hand's cards named after the
fact, uncalled bets and rake a room does not log, the seated names a line begins with, cards as
the rooms print them, and a UTF-16 file cut a byte short."""

from __future__ import annotations

import io

import pytest

from studpoker import importing
from studpoker.cards import parse_cards
from studpoker.games.profiles import Face
from studpoker.importing import Refusal
from studpoker.importing.builder import HandBuilder, RefusedHand
from studpoker.importing.source import numbered_lines
from studpoker.importing.text import Names, split_street_cards
from studpoker.importing.text import parse_cards as room_cards


def _heads_up() -> HandBuilder:
    """Two seats, antes of 1, a's bring-in of 2 completed by b to 4: cards as given below."""
    builder = HandBuilder("everleaf", line=1, hand_id="1")
    builder.game = "seven_card_stud"
    builder.small_bet, builder.big_bet = 4, 8
    builder.seat(1, "a", 100, 1)
    builder.seat(2, "b", 100, 1)
    builder.post_ante("a", 1, 2)
    builder.post_ante("b", 1, 2)
    builder.street(0, 3)
    builder.dealt("a", 4, up=parse_cards("2c"))
    builder.dealt("b", 4, down=parse_cards("Ah Ad"), up=parse_cards("Kd"))
    builder.post_bring_in("a", 2, 5)
    builder.raise_to("b", 4, 6)
    builder.fold("a", 7)
    return builder


def test_return_uncalled_gives_back_what_nobody_matched() -> None:
    builder = _heads_up()
    builder.return_uncalled(8)
    builder.collect("b", 6, 8)
    history = builder.build()
    # b put in 5, 2 of them unmatched: back; it wins the 6 that were matched
    assert history.finishing_stacks == (97, 103)
    assert builder.unclaimed() == 0


def test_unclaimed_chips_are_the_rake() -> None:
    builder = _heads_up()
    builder.return_uncalled(8)
    builder.collect("b", 5, 8)
    assert builder.unclaimed() == 1


def test_revealed_cards_fill_the_unknown_ones_in_dealing_order() -> None:
    builder = _heads_up()
    builder.reveal("a", parse_cards("9s 8s 2c"), 9)
    deals = [action for action in builder.build().actions if action.verb == "dh"]
    assert deals[0].cards == tuple(parse_cards("9s 8s 2c"))


def test_revealed_cards_in_another_order_fill_only_the_unknown_ones() -> None:
    builder = _heads_up()
    builder.reveal("a", parse_cards("2c 9s 8s"), 9)  # the up card listed first
    deals = [action for action in builder.build().actions if action.verb == "dh"]
    assert deals[0].cards == tuple(parse_cards("9s 8s 2c"))


def test_revealed_cards_that_miss_a_dealt_card_refuse_the_hand() -> None:
    builder = _heads_up()
    builder.reveal("a", parse_cards("9s 8s 3c"), 9)
    with pytest.raises(RefusedHand, match="shows cards it was not dealt") as refused:
        builder.build()
    assert refused.value.line == 9


def test_a_line_starts_with_the_longest_seated_name() -> None:
    names = Names(["FILL", "FILL A RACK", "Bo"])
    assert names.split("FILL A RACK folds") == ("FILL A RACK", " folds")
    assert names.split("FILL folds") == ("FILL", " folds")
    assert names.split("Bo: bets [$ 0.10 USD]") == ("Bo", ": bets [$ 0.10 USD]")
    assert names.split("Bob folds") is None


def test_cards_as_the_rooms_print_them() -> None:
    assert room_cards("Ah, 10d, ks", 1) == parse_cards("Ah Td Ks")
    with pytest.raises(RefusedHand, match="'Xx' is not a card"):
        room_cards("Ah Xx", 4)


def test_a_streets_new_cards_are_all_of_them_or_its_up_cards() -> None:
    faces: tuple[Face, ...] = ("down", "down", "up")
    assert split_street_cards(faces, parse_cards("Ah Kd 2c"), 1) == (
        parse_cards("Ah Kd"),
        parse_cards("2c"),
    )
    assert split_street_cards(faces, parse_cards("2c"), 1) == ([], parse_cards("2c"))
    with pytest.raises(RefusedHand, match="2 new card"):
        split_street_cards(faces, parse_cards("Ah Kd"), 1)


def test_a_utf16_file_cut_a_byte_short_loses_only_the_half_character() -> None:
    data = "first\r\nsecond\r\n".encode("utf-16")[:-1]
    assert [line for _, line in numbered_lines(io.BytesIO(data))] == ["first", "second"]
    whole = "first\r\nsecond".encode("utf-16")
    assert [line for _, line in numbered_lines(io.BytesIO(whole))] == ["first", "second"]


def test_a_refusal_stays_short_whatever_the_source_holds() -> None:
    """A refusal quotes the source, which may hold a line of any length: its text stays under
    300 characters (the package's bound for every refusal), the cut marked."""
    name = "Z" * 5_000
    text = (
        f"PokerStars Game #{'9' * 200}:  {name} Limit ($0.04/$0.08 USD) - 2009/11/25 14:26:48 ET\n"
        "Table 'Mira II' 8-max\n"
    )
    imported = importing.read(text)
    assert imported.refused, "a hand of an unknown game is refused"
    for refusal in imported.refused:
        assert len(str(refusal)) <= 300
        assert len(repr(refusal)) <= 300
    long = Refusal("pokerstars", "1" * 500, 3, "x" * 1_000)
    assert long.reason.endswith("...")
    assert len(long.reason) == 200
    assert long.hand is not None
    assert len(long.hand) == 40
