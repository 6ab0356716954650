"""Card parsing and formatting through the extension."""

from __future__ import annotations

import pytest

from studpoker import InvalidCardError, StudPokerError, format_card, parse_card, parse_cards
from studpoker.cards import card_rank, card_suit, make_card


def test_encoding_is_four_rank_plus_suit() -> None:
    assert parse_card("2c") == 0
    assert parse_card("2d") == 1
    assert parse_card("As") == 51
    assert card_rank(parse_card("Td")) == 8
    assert card_suit(parse_card("Td")) == 1
    assert make_card(12, 3) == 51


@pytest.mark.parametrize("text", ["As", "as", "AS", "A♠", "a♤"])
def test_spellings_of_the_ace_of_spades(text: str) -> None:
    assert parse_card(text) == 51


def test_ten_spellings() -> None:
    assert parse_card("10d") == parse_card("Td") == parse_card("td")


def test_every_card_round_trips() -> None:
    for card in range(52):
        assert parse_card(format_card(card)) == card


def test_lists_and_runs() -> None:
    expected = [51, parse_card("Kd"), parse_card("7c")]
    assert parse_cards("As Kd 7c") == expected
    assert parse_cards("AsKd7c") == expected
    assert parse_cards(["As", "Kd", 20]) == expected
    assert parse_cards(("A♠", "K♦", "7♣")) == expected


@pytest.mark.parametrize(
    ("text", "quoted"), [("Zs", "Zs"), ("As Kx", "Kx"), ("", ""), ("1s", "1s")]
)
def test_bad_card_text_is_quoted(text: str, quoted: str) -> None:
    with pytest.raises(InvalidCardError, match=f'"{quoted}"'):
        parse_cards(text)


def test_duplicate_card_is_named() -> None:
    with pytest.raises(InvalidCardError, match="duplicate card As"):
        parse_cards("As Kd as")


def test_out_of_range_number() -> None:
    with pytest.raises(InvalidCardError, match="52"):
        parse_cards([1, 52])
    with pytest.raises(InvalidCardError, match="-1"):
        format_card(-1)


def test_wrong_type_is_a_type_error() -> None:
    with pytest.raises(TypeError, match="float"):
        parse_cards([1.5])  # type: ignore[list-item]


def test_errors_are_value_errors() -> None:
    assert issubclass(InvalidCardError, StudPokerError)
    assert issubclass(StudPokerError, ValueError)


class _IntLike:
    """An integer-like object (as numpy integers are): it has ``__index__`` but is no ``int``."""

    def __init__(self, value: int) -> None:
        self.value = value

    def __index__(self) -> int:
        return self.value


def test_integer_like_cards_read_alike_everywhere() -> None:
    from studpoker import evaluate_high

    cards = [51, 47, 43, 39, 35]
    like = [_IntLike(c) for c in cards]
    assert parse_cards(like) == cards  # type: ignore[arg-type]
    assert evaluate_high(like) == evaluate_high(cards)  # type: ignore[arg-type]
    with pytest.raises(InvalidCardError, match="52"):
        evaluate_high([*like[:4], _IntLike(52)])  # type: ignore[list-item]
