"""The stand-ins of unknown up cards: a history that shows only one seat's cards (as some rooms
log them) replays with the bring-in and every round's opener where the record puts them."""

from __future__ import annotations

import pytest

from studpoker import HandHistoryError
from studpoker.cards import parse_card
from studpoker.phh import replay


def _f7s(actions: list[str], stacks: tuple[int, ...] = (60, 60, 60)) -> str:
    listed = "".join(f'  "{a}",\n' for a in actions)
    return (
        'variant = "F7S"\n'
        f"antes = [{', '.join('1' for _ in stacks)}]\n"
        "bring_in = 1\nsmall_bet = 2\nbig_bet = 4\n"
        f"starting_stacks = [{', '.join(map(str, stacks))}]\n"
        f"actions = [\n{listed}]\n"
    )


# p3's cards are known (Qh Jh up, then 2c); p1 and p2 show nothing. p2 brings in, p1 opens
# fourth street against p3's Q-J and fifth street against Q-J-2: p1's stand-ins must beat p3's
# cards each time without a door card so high that p3 could never open.
HIDDEN = [
    "d dh p1 ??????", "d dh p2 ??????", "d dh p3 Ks9dQh",
    "p2 pb", "p3 cbr 2", "p1 cc", "p2 f",
    "d dh p1 ??", "d dh p3 Jh",
    "p1 cbr 2", "p3 cc",
    "d dh p1 ??", "d dh p3 2c",
    "p1 cbr 4", "p3 f",
]  # fmt: skip


def test_unknown_up_cards_open_each_round_where_the_record_says() -> None:
    hand = replay(_f7s(HIDDEN))
    assert hand.is_over
    assert set(hand.up[0]) <= hand.undisclosed
    assert hand.up[1][0] == parse_card("2c") + 1  # the bring-in's door: the lowest card left


def test_the_opener_takes_the_weakest_card_that_opens() -> None:
    hand = replay(_f7s(HIDDEN))
    # fourth street: against Qh Jh the weakest opening pair of up cards is a king high
    door, fourth = hand.up[0][0], hand.up[0][1]
    assert max(door >> 2, fourth >> 2) == parse_card("Kc") >> 2


def test_a_low_card_completing_at_once_gets_the_bring_in_door() -> None:
    actions = ["d dh p1 ??????", "d dh p2 ??????", "d dh p3 Ks9dQh", "p2 cbr 2", "p3 f", "p1 f"]
    hand = replay(_f7s(actions))
    assert hand.is_over
    assert hand.up[1][0] == parse_card("2c")
    assert hand.up[0][0] > hand.up[1][0]


def test_a_record_no_stand_in_can_open_names_its_line() -> None:
    # p1 shows a pair of aces on fourth street: no two up cards of p2's open before it
    actions = [
        "d dh p1 2s3sAs", "d dh p2 ??????",
        "p2 pb", "p1 cc",
        "d dh p1 Ah", "d dh p2 ??",
        "p2 cbr 2",
    ]  # fmt: skip
    with pytest.raises(HandHistoryError, match=r"line 14: .*p2 acts, but the rules give the turn"):
        replay(_f7s(actions, (60, 60)))
