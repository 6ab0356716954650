"""The rake in hand histories: ``rake = <chips>`` replays exactly (the room's reading from
``_room`` says which pots paid it), ``dump`` writes it back, and the finishing stacks are
checked with it."""

from __future__ import annotations

import re

import pytest

from studpoker import SEVEN_CARD_STUD, SEVEN_CARD_STUD_HI_LO, Hand, HandHistoryError, Rake
from studpoker.importing.room_profiles import ROOMS as IMPORTED_ROOMS
from studpoker.phh import dump, dumps, history_of, load, replay
from studpoker.phh.rooms import DEFAULT_READING, ROOMS, RoomReading, reading_of
from studpoker.saving import restore_hand, save
from tests.support.stud import call_down


def raked_hand(rake: Rake) -> Hand:
    hand = Hand(SEVEN_CARD_STUD_HI_LO, [100, 100, 100], 1, seed=21, rake=rake)
    call_down(hand)
    return hand


def side_pots_hand(rake: Rake | None) -> Hand:
    """Seat 0 all in at its ante wins the main pot of 6; seats 1 and 2 raise all in and seat 2
    wins the side pot of 116."""
    hand = Hand(SEVEN_CARD_STUD, [2, 60, 60], 0, seed=0, rake=rake)
    first = ("complete", "raise", "bet", "post_bring_in", "call", "check", "show")
    while not hand.is_over:
        legal = hand.legal_actions()
        hand.act(next(o for kind in first for o in legal if o.kind == kind))
    return hand


def with_field(text: str, line: str) -> str:
    return text + line + "\n"


def without_field(text: str, name: str) -> str:
    return "".join(line for line in text.splitlines(True) if not line.startswith(f"{name} ="))


def test_a_raked_hand_round_trips() -> None:
    hand = raked_hand(Rake(10, cap=5))
    assert hand.raked > 0
    text = dump(hand)
    assert f"\nrake = {hand.raked}\n" in text
    assert "_rake_pots" not in text  # one pot: the room's reading of the total takes the same
    again = replay(text)
    assert again.rake == Rake.exact(hand.raked)
    assert (again.history, again.stacks, again.raked_pots) == (
        hand.history,
        hand.stacks,
        hand.raked_pots,
    )
    assert dump(again) == text
    assert load(text).rake == hand.raked
    assert dumps(load(text)) == text


def test_a_history_s_rake_is_taken_and_the_finishing_stacks_checked_with_it() -> None:
    unraked = dump(raked_hand_without_rake())
    # the same hand, the room saying it took 2 chips: the stacks the history records are wrong
    text = with_field(unraked, "rake = 2")
    line = 1 + next(
        number
        for number, text_line in enumerate(text.splitlines())
        if "finishing_stacks" in text_line
    )
    with pytest.raises(HandHistoryError, match=rf"line {line}: the replay ends on stacks"):
        replay(text)
    hand = replay(text, check_stacks=False)
    assert hand.raked == 2
    assert sum(hand.stacks) == 298


def raked_hand_without_rake() -> Hand:
    hand = Hand(SEVEN_CARD_STUD_HI_LO, [100, 100, 100], 1, seed=21)
    call_down(hand)
    return hand


def test_a_rake_per_pot_writes_each_pot_s_chips() -> None:
    hand = side_pots_hand(Rake(10, per_pot=True))
    assert hand.raked_pots == (0, 11)  # 10 % of 6 is 0, of 116 is 11
    text = dump(hand)
    assert "\nrake = 11\n" in text
    assert "\n_rake_pots = [0, 11]\n" in text
    again = replay(text)
    assert (again.stacks, again.raked_pots) == (hand.stacks, hand.raked_pots)
    assert hand.stacks == [6, 0, 105]
    # read as the room's total alone, the main pot pays first: other stacks than recorded
    with pytest.raises(HandHistoryError, match="the replay ends on stacks"):
        replay(without_field(text, "_rake_pots"))
    assert replay(without_field(text, "_rake_pots"), check_stacks=False).raked_pots == (6, 5)


def test_the_room_s_reading_takes_the_rake() -> None:
    # every room the importer reads has a reading, and no other
    assert set(ROOMS) == set(IMPORTED_ROOMS)
    assert {"pokerstars", "ipoker", "winamax", "bovada", "merge", "kingsclub", "winning"} <= set(
        ROOMS
    )
    # PokerStars shares the rake among the pots in proportion (docs/importing.md)
    assert ROOMS["pokerstars"] == RoomReading(
        "pokerstars", rake_order="proportional", title="PokerStars"
    )
    others = {name: reading for name, reading in ROOMS.items() if name != "pokerstars"}
    assert all(
        (reading.name, reading.rake_order, reading.rake_split)
        == (name, "main_first", "off_the_top")
        and reading.title
        for name, reading in others.items()
    )
    assert (DEFAULT_READING.rake_order, DEFAULT_READING.rake_split) == (
        "main_first",
        "off_the_top",
    )
    hand = side_pots_hand(Rake.exact(9))
    text = dump(hand)
    for room in ROOMS:
        history = load(with_field(text, f'_room = "{room}"'))
        assert reading_of(history) is ROOMS[room]
        assert replay(history).raked_pots == (6, 3)  # the main pot first, then the side pot
    # without the rake of each pot, PokerStars' reading shares the total in proportion
    stars = load(with_field(without_field(text, "_rake_pots"), '_room = "pokerstars"'))
    assert replay(stars, check_stacks=False).raked_pots == (0, 9)
    # a room read otherwise (here: the side pot first) takes the same total elsewhere
    side_first = RoomReading("example", rake_order="side_first")
    assert side_first.exact_rake(9).take([6, 116]) == (0, 9)


@pytest.mark.parametrize(
    ("field", "message"),
    [
        ('_room = "absolute"', "_room 'absolute': not a room we read; one of pokerstars"),
        ("_room = 7", "_room 7: not a room we read"),
        ("_rake_pots = [1, 2]", "_rake_pots without a rake"),
    ],
)
def test_a_bad_room_field_is_refused_naming_its_line(field: str, message: str) -> None:
    text = with_field(dump(raked_hand_without_rake()), field)
    line = len(text.splitlines())
    with pytest.raises(HandHistoryError, match=rf"line {line}: {re.escape(message)}"):
        replay(text)


@pytest.mark.parametrize("pots", ["[1, 2]", '"11"', "[]", "[-1, 12]"])
def test_rake_pots_that_do_not_add_up_are_refused(pots: str) -> None:
    text = without_field(dump(side_pots_hand(Rake(10, per_pot=True))), "_rake_pots")
    text = with_field(text, f"_rake_pots = {pots}")
    with pytest.raises(HandHistoryError, match="one amount per pot, main pot first, adding up"):
        replay(text)


def test_rake_pots_that_do_not_fit_the_layout_are_refused() -> None:
    text = without_field(dump(side_pots_hand(Rake(10, per_pot=True))), "_rake_pots")
    with pytest.raises(HandHistoryError, match=r"rake: 3 amount\(s\) for 2 pot\(s\)"):
        replay(with_field(text, "_rake_pots = [0, 5, 6]"))


def test_a_rake_more_than_the_pots_is_refused() -> None:
    text = with_field(dump(raked_hand_without_rake()), "rake = 1000")
    with pytest.raises(HandHistoryError, match="rake of 1000 chips is more than the"):
        replay(text)


@pytest.mark.parametrize(("value", "reason"), [("-1", "-1 is negative"), ("1.5", "1.5 is not")])
def test_a_bad_rake_field_is_refused_naming_its_line(value: str, reason: str) -> None:
    text = with_field(dump(raked_hand_without_rake()), f"rake = {value}")
    line = len(text.splitlines())
    with pytest.raises(HandHistoryError, match=rf"line {line}: field 'rake': {re.escape(reason)}"):
        load(text)


def test_a_rake_of_nothing_is_written_for_an_exact_rake_and_not_for_none() -> None:
    stated = replay(with_field(dump(raked_hand_without_rake()), "rake = 0"))
    assert "\nrake = 0\n" in dump(stated)
    assert "rake" not in dump(raked_hand_without_rake())
    assert history_of(raked_hand_without_rake()).rake is None


def test_a_history_dumped_before_the_end_keeps_the_stated_rake() -> None:
    hand = side_pots_hand(Rake.exact((2, 3)))
    early = Hand(SEVEN_CARD_STUD, [2, 60, 60], 0, seed=0, rake=Rake.exact((2, 3)))
    early.act(early.legal_actions()[0])
    history = history_of(early)
    assert (history.rake, history.extra["_rake_pots"]) == (5, [2, 3])
    assert hand.raked_pots == (2, 3)


def test_a_replayed_raked_hand_saves_as_its_history() -> None:
    hand = replay(dump(raked_hand(Rake(10, cap=5))))
    restored = restore_hand(save(hand))
    assert (restored.stacks, restored.raked_pots) == (hand.stacks, hand.raked_pots)
    assert restored.rake == hand.rake
