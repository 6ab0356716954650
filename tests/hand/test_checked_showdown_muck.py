"""rules §5.1, the choice ``checked_showdown_muck``: after a checked-through last round the
online rooms let the first seat of the showing order muck a beaten hand; otherwise it shows."""

from __future__ import annotations

import pytest

from studpoker.games.profiles import SEVEN_CARD_STUD_HI_LO, Profile
from studpoker.hand import Hand
from studpoker.hand.records import CardsMucked, CardsShown
from tests.support.stud import options, stud_deck

# seat 0 (left of dealer 1) holds king high and no low; seat 1 a wheel: it scoops
_DECK = stud_deck(["Kc Qd 9s Jh 7c 3d 2s", "As Ah 2c 3h 4h 5s 6d"], dealer=1, burns="Tc Td Th Ts")
_ROOM = SEVEN_CARD_STUD_HI_LO.replace(checked_showdown="left_of_dealer", checked_showdown_muck=True)


def _to_showdown(profile: Profile, last_round: tuple[str, ...]) -> Hand:
    hand = Hand(profile, [100, 100], dealer=1, deck=_DECK)
    hand.act("pb")  # seat 1's deuce brings in; seat 0 calls
    hand.act("cc")
    while hand.round is not None and hand.round < 4:
        hand.act("cc")
    for move in last_round:
        hand.act(move)
    assert hand.round is None
    return hand


def test_the_beaten_first_seat_mucks_after_a_checked_last_round() -> None:
    hand = _to_showdown(_ROOM, ("cc", "cc"))
    assert hand.showdown_order == (0, 1)
    assert hand.actor == 0
    assert options(hand) == {"sm", "sm -"}
    hand.act("sm -")
    assert options(hand) == {"sm"}  # the last claimant shows: the pot needs one
    hand.act("sm")
    assert hand.is_over
    assert CardsMucked(0) in hand.history
    assert [r.seat for r in hand.history if isinstance(r, CardsShown)] == [1]
    assert hand.stacks[0] < 100 < hand.stacks[1]


@pytest.mark.parametrize(
    ("profile", "last_round"),
    [
        (_ROOM.replace(checked_showdown_muck=False), ("cc", "cc")),  # the default: it shows
        (_ROOM, ("cbr 20", "cc")),  # a called bet: its maker shows first, whatever the choice
    ],
    ids=["choice off", "called bet"],
)
def test_the_first_seat_shows_otherwise(profile: Profile, last_round: tuple[str, ...]) -> None:
    hand = _to_showdown(profile, last_round)
    assert hand.actor == hand.showdown_order[0] == 0
    assert options(hand) == {"sm"}
    assert not hand.can_act("sm -")


def test_the_choice_is_checked_as_a_flag() -> None:
    with pytest.raises(Exception, match="checked_showdown_muck"):
        SEVEN_CARD_STUD_HI_LO.replace(checked_showdown_muck="yes")
