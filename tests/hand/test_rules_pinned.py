"""Rules the mutation runs (docs/mutation.md) found unstated by any other test, each pinned here
by name: a change to the flow that breaks one of them fails its test."""

from __future__ import annotations

from studpoker.wild_rules import QUEENS, STATIC_WILD, follow_the_queen, wild_text


def test_wild_cards_are_said_a_whole_rank_by_its_letter_and_single_cards_by_name() -> None:
    """Rules §6 notes: one-eyed jacks make J♥ and J♠ wild, suicide king K♥, acey-deucy every ace
    and deuce, follow-the-queen the queens and the rank after the latest up queen."""
    assert wild_text(STATIC_WILD["one_eyed_jacks"]) == "Jh Js"
    assert wild_text(STATIC_WILD["suicide_king"]) == "Kh"
    assert wild_text(STATIC_WILD["acey_deucy"]) == "A 2"
    assert wild_text(QUEENS) == "Q"
    queen_then_seven = [4 * 10, 4 * 5 + 1]  # Qc then 7d
    assert wild_text(follow_the_queen(queen_then_seven)) == "Q 7"
    assert wild_text(QUEENS | {4 * 9 + 3}) == "Q Js"
