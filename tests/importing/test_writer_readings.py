"""The readings the rooms' writers' round trip corrected, each on one scripted hand written by
the room's writer: a bring-in posted in full by a seat that goes all-in later is the full
bring-in (iPoker, PartyPoker); a tournament's small bet after an all-in completion (iPoker:
short of it; Merge: a whole one) is read from the bets that tell it."""

from __future__ import annotations

from collections.abc import Sequence

from studpoker import importing
from studpoker.hand import Hand
from studpoker.hand.records import Called
from studpoker.importing.room_profiles import room_profile
from studpoker.phh import history_of, replay
from studpoker.phh.document import HandHistory
from tests.support.room_writers import ipoker, merge, partypoker

_ALL = [rank + suit for rank in "23456789TJQKA" for suit in "cdhs"]


def _deck(top: Sequence[str]) -> list[str]:
    return [*top, *(card for card in _ALL if card not in top)]


def _play(hand: Hand, script: Sequence[str], bettor: int) -> Hand:
    """``script`` first, then ``bettor`` bets whenever it can and every other seat calls."""
    for move in script:
        hand.act(move)
    while not hand.is_over:
        kinds = {option.kind: option for option in hand.legal_actions()}
        wanted = ("bet", "call", "check", "show") if hand.actor == bettor else ("call", "check")
        hand.act(next(kinds[kind] for kind in (*wanted, "show") if kind in kinds).action)
    return hand


def _read_back(text: str, room: str, hand: Hand) -> HandHistory:
    imported = importing.read(text, room=room)
    assert not imported.refused, imported.refused
    history = imported.hands[-1]
    assert history.finishing_stacks == history_of(hand).finishing_stacks
    assert replay(history).is_over
    return history


def _bring_in_then_all_in(room: str) -> Hand:
    """Seat 0 (2c) brings in for 2 of its 20 and calls down to all-in on sixth street."""
    profile = room_profile(room, "seven_card_stud").with_stakes(ante=1, bring_in=2, small=4, big=8)
    top = ["Ah", "Kd", "9s", "Qc", "2c", "Ks"]  # down, down, up from seat 0
    hand = Hand(profile, [20, 200], 1, deck=_deck(top))
    return _play(hand, ["pb", "cbr 4", "cc"], bettor=1)


def test_a_full_bring_in_of_a_seat_all_in_later_is_the_stakes_own() -> None:
    for room, write in (("ipoker", ipoker.write), ("partypoker", partypoker.write)):
        hand = _bring_in_then_all_in(room)
        assert any(isinstance(r, Called) and r.seat == 0 and r.all_in for r in hand.history)
        history = _read_back(write(hand, None), room, hand)
        assert history.bring_in == 2
        assert "_bring_in_logged" not in history.extra


def test_ipoker_a_short_all_in_completion_is_no_step() -> None:
    """Seat 1 completes all-in for 3 of a small bet of 10; seat 2's completion to 10 is the
    small bet (not 7, the part above the all-in)."""
    profile = room_profile("ipoker", "seven_card_stud").with_stakes(
        ante=2, bring_in=1, small=10, big=20
    )
    top = ["Ah", "Kd", "Qh", "9s", "8d", "Qc", "2c", "Ks", "As"]
    hand = Hand(profile, [300, 5, 300], 2, deck=_deck(top))
    _play(hand, ["pb", "cbr 3", "cbr 10", "cc"], bettor=2)
    history = _read_back(ipoker.write(hand, None, kind="tournament"), "ipoker", hand)
    assert (history.small_bet, history.big_bet) == (10, 20)


def test_merge_a_raise_over_an_all_in_completion_is_not_the_small_bet() -> None:
    """Seat 1 completes all-in to 4, seat 2 raises to 8: the small bet is 4, which the later
    streets' bets tell, not 8."""
    profile = room_profile("merge", "seven_card_stud").with_stakes(
        ante=1, bring_in=1, small=4, big=8
    )
    top = ["Ah", "Kd", "Qh", "9s", "8d", "Qc", "2c", "Ks", "As"]
    hand = Hand(profile, [300, 5, 300], 2, deck=_deck(top))
    _play(hand, ["pb", "cbr 4", "cbr 8", "cc"], bettor=2)
    text = merge.write(hand, None, kind="tournament")
    history = _read_back(text, "merge", hand)
    assert (history.small_bet, history.big_bet) == (4, 8)


def test_a_tournaments_chips_take_no_bring_in_from_the_cash_structure() -> None:
    """A PartyPoker tournament at 50/100 chips whose bring-in seat posts its last 20: the
    room's cash structure ($0.25 at $0.50/$1) says nothing of chips, so the hand is refused by
    name rather than read with a bring-in of 25."""
    profile = room_profile("partypoker", "seven_card_stud").with_stakes(
        ante=5, bring_in=20, small=50, big=100
    )
    top = ["Ah", "Kd", "9s", "Qc", "2c", "Ks"]
    hand = _play(Hand(profile, [25, 600], 1, deck=_deck(top)), ["pb"], bettor=1)
    text = partypoker.write(hand, None, kind="tournament")
    [refusal] = importing.read(text, room="partypoker").refused
    assert "bring-in is posted all-in" in refusal.reason
