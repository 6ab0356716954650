"""The one bring-in policy (``bring_ins.settle_hand``) every room on the driver calls: the
posted bring-in, an earlier hand's, the room's structure, a stand-in when it plays no part,
else refused by name."""

from __future__ import annotations

import pytest

from studpoker.importing.bring_ins import BringIns, settle_hand
from studpoker.importing.builder import HandBuilder, RefusedHand


def _builder(stack: int = 1000) -> HandBuilder:
    builder = HandBuilder("winamax", line=1)
    builder.game = "razz"
    builder.small_bet, builder.big_bet = 40, 80
    builder.seat(1, "Ann", stack, 2)
    builder.seat(2, "Bob", 1000, 3)
    builder.post_ante(name="Ann", amount=5, line=4)
    builder.post_ante(name="Bob", amount=5, line=5)
    builder.street(0, 6)
    return builder


def test_a_bring_in_posted_in_full_is_the_hand_s_and_later_hands() -> None:
    bring_ins = BringIns()
    builder = _builder()
    builder.post_bring_in("Ann", 10, 7)
    settle_hand(bring_ins, builder, ("Ann", 10), 9)
    assert builder.bring_in_amount == 10
    assert "_bring_in_logged" not in builder.fields
    later = _builder()  # nobody posts: the earlier hand's, at the same game and stakes
    settle_hand(bring_ins, later, None, 9)
    assert later.bring_in_amount == 10
    assert later.fields["_bring_in_logged"] is False


def test_the_room_s_structure_when_no_earlier_hand_shows_it() -> None:
    builder = _builder()
    settle_hand(BringIns(lambda game, small, big: small // 4), builder, None, 9)
    assert builder.bring_in_amount == 10


def test_a_bring_in_nobody_posted_plays_no_part_and_a_stand_in_is_marked() -> None:
    builder = _builder()
    builder.raise_to("Ann", 40, 7)  # the low card completes at once
    settle_hand(BringIns(), builder, None, 9)
    assert builder.bring_in_amount == 20  # half the small bet, below the completion
    assert builder.fields["_bring_in_logged"] is False
    quiet = _builder()
    settle_hand(BringIns(), quiet, None, 9, betting=False)  # nobody could bet: one unit
    assert quiet.bring_in_amount == 1


def test_a_bring_in_posted_all_in_for_less_is_never_guessed() -> None:
    builder = _builder(stack=12)
    builder.post_bring_in("Ann", 7, 7)
    with pytest.raises(RefusedHand, match="the bring-in is posted all-in and no earlier hand"):
        settle_hand(BringIns(), builder, ("Ann", 7), 9)
