"""Views: a seat sees its own hole cards and the public game, never another hole card unshown."""

from __future__ import annotations

import dataclasses
import json

import pytest

from studpoker.errors import InvalidSetupError
from studpoker.games.profiles import FIVE_CARD_STUD_HOME, SEVEN_CARD_STUD
from studpoker.hand import Hand
from studpoker.hand.records import CardBurned
from studpoker.hand.view import HandView
from tests.support.stud import call_down, play, stacked_deck

DECK = stacked_deck("Kh Qc", "9c Qh", "4d Js", "Ks 7d", "2h 3c")


def test_a_seat_sees_its_own_hole_card_and_every_up_card() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=DECK)
    view = hand.view(0).to_dict()
    assert view["hole_cards"] == [["Kh"], [None]]
    assert view["up_cards"] == [["9c"], ["Qh"]]
    assert view["actor"] == 0
    assert view["legal_actions"] == ["pb", "cbr 2"]
    assert hand.view(1).to_dict()["legal_actions"] == []  # not seat 1's turn
    json.dumps(view)  # JSON-ready


def test_no_hidden_card_leaks_through_history_or_text() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=DECK)
    play(hand, "pb", "cc")
    for seat, secret in ((0, "Qc"), (1, "Kh"), (None, "Kh"), (None, "Qc")):
        text = json.dumps(hand.view(seat).to_dict())
        assert secret not in text


def test_shown_cards_become_public_at_showdown() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=DECK)
    play(hand, "pb", "cc")
    while not hand.is_over:
        hand.act("cc")
    view = hand.view(None).to_dict()
    assert view["hole_cards"] == [["Kh"], ["Qc"]]
    assert view["payouts"] == [4, 0]
    assert view["is_over"]


def test_view_is_frozen() -> None:
    view = Hand(FIVE_CARD_STUD_HOME, [5, 5], seed=1).view(0)
    with pytest.raises(AttributeError):
        view.actor = 1  # type: ignore[misc]


def test_a_view_is_a_frozen_hand_view_like_one_built_by_its_constructor() -> None:
    """A view is filled in a twin of HandView's slots and then made a HandView: it is one in
    every way, the same as HandView(...) given its fields."""
    hand = Hand(SEVEN_CARD_STUD, [100, 100, 100], seed=4)
    for seat in (0, 1, None):
        view = hand.view(seat)
        assert type(view) is HandView
        with pytest.raises(dataclasses.FrozenInstanceError):
            view.street = 9  # type: ignore[misc]
        with pytest.raises(dataclasses.FrozenInstanceError):
            del view.history
        built = HandView(**{f.name: getattr(view, f.name) for f in dataclasses.fields(HandView)})
        assert built == view
        assert hash(built) == hash(view)
        assert repr(built) == repr(view)
        assert built.to_dict() == view.to_dict()
        assert dataclasses.replace(view, street=0).street == 0


def test_view_of_a_bad_seat_is_refused() -> None:
    with pytest.raises(InvalidSetupError, match="seat 2"):
        Hand(FIVE_CARD_STUD_HOME, [5, 5], seed=1).view(2)


def test_a_burned_card_is_shown_to_no_view() -> None:
    # nine seven-card players run the stub short: rules §2.1 deals the burns again as hole cards
    hand = Hand(SEVEN_CARD_STUD, [1000] * 9, dealer=0, seed=7)
    call_down(hand)
    burned = [r.card for r in hand.history if isinstance(r, CardBurned)]
    assert burned  # the server's own history keeps them
    for seat in (*range(9), None):
        view = hand.view(seat)
        burns = [r for r in view.history if isinstance(r, CardBurned)]
        assert len(burns) == len(burned)  # that a card was burned is public
        assert all(r.card == -1 for r in burns)  # which card, never
        events = view.to_dict()["history"]
        assert all(e["card"] is None for e in events if e["event"] == "CardBurned")
