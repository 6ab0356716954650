"""The reference equity in the home games, on spots a person can count: dead cards leave a few
unseen cards, and each expected share is worked out in the comment above it.

The players are listed in dealing order (from the dealer's left) and ``up_cards`` in the order
the up cards were dealt, as ``reference.equity`` takes them.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from studpoker import InvalidCardError, InvalidSetupError, format_cards, parse_cards
from studpoker import reference as ref
from studpoker.reference.deal_to_come import deal_to_come
from studpoker.reference.equity import FOLLOW_THE_QUEEN
from studpoker.reference.wild import follow_the_queen, parse_wild

SUICIDE_KING = parse_wild("Kh")
BASEBALL = parse_wild("3 9")
FOUR = 2  # the rank of the 4 (2 is rank 0): Baseball's extra-card rank


def only_unseen(players: list[str], unseen: str) -> str:
    """Every card neither a player's nor in ``unseen``, as dead cards."""
    kept = {card for text in players for card in parse_cards(text)} | set(parse_cards(unseen))
    return format_cards([card for card in range(52) if card not in kept])


def interleave(*ups: str) -> str:
    """The up cards as dealt in passes: each player's first, then each player's second..."""
    cards = [text.split() for text in ups]
    return " ".join(card for turn in zip(*cards, strict=True) for card in turn)


def test_suicide_king_goes_to_whoever_draws_it() -> None:
    # One down card each from Kh 2c 3d. Aces beat kings; the wild Kh makes the aces trips or the
    # kings trips (over the aces' pair): player 0 wins unless player 1 draws it, 1 time in 3.
    players = ["As Ad 7c 8d 9h Jc", "Ks Kd 5c 6d Th Qc"]
    dead = only_unseen(players, "Kh 2c 3d")
    result = ref.equity(players, 7, "high", dead, wild=SUICIDE_KING)
    assert result.equity == (Fraction(2, 3), Fraction(1, 3))
    assert result.outcomes == 6
    # given the up cards, the same answer
    ups = interleave("7c 8d 9h Jc", "5c 6d Th Qc")
    ordered = ref.equity(players, 7, "high", dead, up_cards=ups, wild=SUICIDE_KING)
    assert ordered.equity == result.equity


CHICAGO_PLAYERS = ["Ac 5s Ad 7c 9h Jc", "Kc Qh Kd 3s Th 8c"]
CHICAGO_UPS = interleave("Ad 7c 9h Jc", "Kd 3s Th 8c")


def test_chicago_low_splits_by_the_lowest_spade_in_the_hole() -> None:
    # One down card each from 2s 3h 4d. Player 0 holds the 5s in the hole; player 1's 3s is up,
    # so it does not count: player 1 takes the spade half only by drawing the 2s (1 in 3).
    # High: aces over kings, unless player 1 draws the 3h (two pair: 1 in 3).
    # (p0, p1): (2s,3h) 1/2 | (2s,4d) 1 | (3h,2s) 1/2 | (3h,4d) 1 | (4d,2s) 1/2 | (4d,3h) 1/2
    dead = only_unseen(CHICAGO_PLAYERS, "2s 3h 4d")
    result = ref.equity(CHICAGO_PLAYERS, 7, "high_chicago_low", dead, up_cards=CHICAGO_UPS)
    assert result.equity == (Fraction(2, 3), Fraction(1, 3))
    assert result.high == (Fraction(2, 3), Fraction(1, 3))
    assert result.low == (Fraction(2, 3), Fraction(1, 3))  # the spade half
    assert result.win == (Fraction(1, 3), Fraction(0))
    assert result.tie == (Fraction(2, 3), Fraction(2, 3))
    assert sum(result.equity) == 1


def test_chicago_high_goes_by_the_highest_spade_in_the_hole() -> None:
    # The same spot: no spade to come beats the 5s, so player 0 always takes the spade half.
    dead = only_unseen(CHICAGO_PLAYERS, "2s 3h 4d")
    result = ref.equity(CHICAGO_PLAYERS, 7, "high_chicago_high", dead, up_cards=CHICAGO_UPS)
    assert result.low == (Fraction(1), Fraction(0))
    assert result.equity == (Fraction(5, 6), Fraction(1, 6))


def test_a_known_up_four_owes_its_extra_down_card() -> None:
    # Baseball, 7th street: player 1's up 4h owes a down card, so player 1 gets two of the three
    # cards player 0 leaves (9c Ah 2d Jc unseen; 9s and 3s wild): 4 x 3 = 12 outcomes.
    # p0 draws 9c: kings trips, p1 a pair of queens: p0 (3 outcomes).
    # p0 draws Ah, 2d or Jc: p1 wins with the 9c (trips queens or a straight: 2 of 3), else p0.
    # p0: (3 + 1 + 1 + 1) / 12 = 1/2.
    players = ["Kc Kd 7h 8s Jd 2h", "Qc Qd 4h 6s Td 5c"]
    ups = interleave("7h 8s Jd 2h", "4h 6s Td 5c")
    dead = only_unseen(players, "9c Ah 2d Jc")
    result = ref.equity(
        players, 7, "high", dead, up_cards=ups, wild=BASEBALL, extra_card_up_rank=FOUR
    )
    assert result.outcomes == 12
    assert result.equity == (Fraction(1, 2), Fraction(1, 2))
    # without the extra card, player 1 draws one card: 4 x 3 outcomes of one card each
    plain = ref.equity(players, 7, "high", dead, up_cards=ups, wild=BASEBALL)
    assert plain.outcomes == 12
    assert plain.equity != result.equity


def test_baseball_up_fours_to_come_deal_extra_cards() -> None:
    # Baseball, 5th street: one up and one down card each from 4c 9c 2d 5h 7c (9c wild). Aces
    # full beat queens full; the 9c makes four of a kind, so whoever gets it wins, and player 0
    # wins when it stays undealt. An up 4c brings its owner an extra down card at once, so some
    # paths deal all five cards and others four. Player 1 gets the 9c:
    # - p0's up card is the 4c (1/5): p0's extra is the 9c 1/4, else p1's up card or p1's down
    #   card is: 3/4 x (1/3 + 2/3 x 1/2) = 1/2, so 1/5 x 1/2 = 1/10;
    # - p0's up card is neither the 4c nor the 9c (3/5): p1's up card is the 4c (1/4; then p1's
    #   extra or down card is the 9c: 1/3 + 2/3 x 1/2 = 2/3), the 9c (1/4), or another (1/2;
    #   then p1's down card is the 9c: 1/3): 3/5 x (1/6 + 1/4 + 1/6) = 7/20.
    # p1: 1/10 + 7/20 = 9/20.
    players = ["As Ad Ah Kc Kd", "Qs Qd Qh Jc Jd"]
    ups = interleave("Ah Kc Kd", "Qh Jc Jd")
    dead = only_unseen(players, "4c 9c 2d 5h 7c")
    result = ref.equity(
        players, 7, "high", dead, up_cards=ups, wild=BASEBALL, extra_card_up_rank=FOUR
    )
    assert result.equity == (Fraction(11, 20), Fraction(9, 20))
    assert result.win == result.equity  # never a tie
    # paths: p0's up card (5), its extra (4) when it is the 4c, p1's up card and extra, the
    # down cards as sets: 1 x 4 x 3 x 2 + 4 x (1 x 3 x 2 + 3 x 3 x 2) = 24 + 96
    assert result.outcomes == 120


def test_the_up_card_after_a_queen_decides_the_wild_rank() -> None:
    # Follow-the-queen, five-card stud: player 1's last up card is the Qh, so player 0's next up
    # card (one of 7c 8d 2h) makes its rank wild. Player 1 holds jacks and the wild queen
    # (trips); player 0 ace high with the 7s: the 7c makes two wild sevens, three aces, and wins.
    players = ["Ac Kd 7s 3h", "Jc Js 5d Qh"]
    ups = "Kd Js 7s 5d 3h Qh"
    dead = only_unseen(players, "7c 8d 2h")
    result = ref.equity(players, 5, "high", dead, up_cards=ups, wild=FOLLOW_THE_QUEEN)
    assert result.outcomes == 6
    assert result.equity == (Fraction(1, 3), Fraction(2, 3))
    # queens alone wild (the 7c not following a queen): the jacks always win
    static = ref.equity(players, 5, "high", dead, up_cards=ups, wild=parse_wild("Q"))
    assert static.equity == (Fraction(0), Fraction(1))


@pytest.mark.parametrize(("unseen", "expected"), [("7c", (1, 0)), ("6h", (0, 1))])
def test_follow_the_queen_reads_the_community_card_last(
    unseen: str, expected: tuple[int, int]
) -> None:
    # 6th street, one unseen card for two down cards: it is a community card, and as the last
    # up card, after player 1's Qh, it makes its own rank wild for both. Player 1: kings and
    # the Qh. The 7c gives player 0 two wild sevens (four aces) over four kings; the 6h gives
    # player 0 three aces under four kings.
    players = ["Ac Ad 7s 2c 5h 9d", "Kc Js Kd 3s 8c Qh"]
    ups = interleave("7s 2c 5h 9d", "Kd 3s 8c Qh")
    dead = only_unseen(players, unseen)
    result = ref.equity(players, 7, "high", dead, up_cards=ups, wild=FOLLOW_THE_QUEEN)
    assert result.community
    assert result.outcomes == 1
    assert result.equity == tuple(map(Fraction, expected))
    assert follow_the_queen(parse_cards(f"{ups} {unseen}")) == parse_wild(f"Q {unseen[0]}")


def test_swapping_players_swaps_the_shares() -> None:
    players = ["Ac 5s Ad 7c 9h Jc", "Kc Qh Kd 3s Th 8c"]
    dead = only_unseen(players, "2s 3h 4d 6s")
    ab = ref.equity(players, 7, "high_chicago_low", dead, up_cards=CHICAGO_UPS)
    ba = ref.equity(players[::-1], 7, "high_chicago_low", dead, up_cards=CHICAGO_UPS)
    assert ab.equity == ba.equity[::-1]
    assert sum(ab.equity) == 1


@pytest.mark.parametrize("showdown", ["high", "low_a5", "high_low_8"])
def test_up_cards_nobody_holds_are_out_of_play(showdown: str) -> None:
    players = ["As Ks 7d 5c 4c 2h", "Qh Qd 2c 3d 8s 9s"]
    ups = interleave("7d 5c 4c 2h", "2c 3d 8s 9s")
    dead = only_unseen(players, "Ac Ad 3c 4d 6h 7h 8h 9h")
    expected = ref.equity(players, 7, showdown, dead)
    assert ref.equity(players, 7, showdown, dead, up_cards=ups) == expected
    # the 5s, a folded player's up card: out of play, whether or not it is also dead
    with_5s = only_unseen(players, "Ac Ad 3c 4d 6h 7h 8h 9h 5s")
    assert ref.equity(players, 7, showdown, with_5s, up_cards=f"{ups} 5s") == expected
    assert ref.equity(players, 7, showdown, dead, up_cards=f"{ups} 5s") == expected


def test_the_ordered_deal_gives_every_set_of_cards_the_same_chance() -> None:
    # one up and one down card each from five: each player's two new cards are a uniform set
    chances: dict[tuple[frozenset[int], ...], Fraction] = {}
    for path in deal_to_come(range(5), [1, 1], [1, 1], None, False):
        hands = tuple(frozenset(up + down) for up, down in zip(path.up, path.down, strict=True))
        chances[hands] = chances.get(hands, Fraction(0)) + path.chance
    assert len(chances) == 5 * 4 // 2 * 3  # C(5, 2) sets for player 0, C(3, 2) for player 1
    assert set(chances.values()) == {Fraction(1, 30)}
    # the up cards in passes: player 0's first, then player 1's
    assert [path.up_order for path in deal_to_come(range(3), [1, 1], [0, 0], None, False)] == [
        (0, 1), (0, 2), (1, 0), (1, 2), (2, 0), (2, 1)
    ]  # fmt: skip


def test_extra_cards_make_paths_of_different_lengths() -> None:
    # one up card each from 4c 5c 6c: the 4c (rank 2) brings its owner a down card at once
    paths = list(deal_to_come(parse_cards("4c 5c 6c"), [1, 1], [0, 0], FOUR, False))
    dealt = {format_cards(path.up_order + sum(path.down, ())): path.chance for path in paths}
    # up cards in order, then the down cards: player 0's 4c brings the 6c, player 1 gets the 5c
    assert dealt["4c 5c 6c"] == Fraction(1, 3 * 2)
    assert dealt["5c 4c 6c"] == Fraction(1, 3 * 2)  # player 1's 4c brings the last card
    assert dealt["5c 6c"] == Fraction(1, 3 * 2)  # no 4 up: the 4c stays undealt
    assert sum(path.chance for path in paths) == 1
    assert len(paths) == 6


def test_baseball_running_the_deck_out_is_refused() -> None:
    # 4 cards to come and up to 2 extra (two unseen 4s, two up cards to come), 5 unseen
    players = ["As Ad Ah Kc Kd", "Qs Qd Qh Jc Jd"]
    ups = interleave("Ah Kc Kd", "Qh Jc Jd")
    dead = only_unseen(players, "4c 4d 2d 5h 7c")
    with pytest.raises(InvalidSetupError, match="Baseball's extra cards could run the deck out"):
        ref.equity(players, 7, "high", dead, up_cards=ups, wild=BASEBALL, extra_card_up_rank=FOUR)


@pytest.mark.parametrize(
    ("arguments", "words"),
    [
        ({"showdown": "high_chicago_low"}, "up_cards for the high_chicago_low showdown"),
        ({"showdown": "high_chicago_high"}, "spade half goes by the hole cards"),
        ({"wild": FOLLOW_THE_QUEEN}, "up_cards for follow-the-queen"),
        ({"extra_card_up_rank": FOUR}, "up_cards for extra_card_up_rank: an up 4"),
    ],
)
def test_rules_that_read_the_up_cards_need_them(arguments: dict[str, object], words: str) -> None:
    with pytest.raises(InvalidSetupError, match=words):
        ref.equity(["As Ks 7d", "Qh Qd 2c"], 7, **arguments)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("players", "ups", "arguments", "error", "words"),
    [
        # five up cards in seven-card stud, which deals four
        (["As Ks 7d 6d 5d 4d 3d", "Qh"], "7d 6d 5d 4d 3d", {}, InvalidCardError,
         "player 0 holds 5 up"),
        # four down cards, three dealt
        (["As Ks 7d 6d", "Qh"], "", {}, InvalidCardError, "player 0 holds 4 down cards"),
        (["As", "Qh Ks 7d 6d 5d 4d"], "4d", {"extra_card_up_rank": FOUR}, InvalidCardError,
         "player 1 holds 5 down cards; the game deals 3 down cards to a player and 1 extra"),
        (["As", "Qh"], "Qh Qh", {}, InvalidCardError, "up_cards"),
        (["As", "Qh"], "", {"down_cards": 8}, InvalidSetupError, "down_cards must be 0..7"),
        (["As", "Qh"], "", {"cards_per_player": 6}, InvalidSetupError, "give down_cards"),
        (["As", "Qh"], "", {"extra_card_up_rank": 13}, InvalidSetupError, "rank 0..12"),
    ],
)  # fmt: skip
def test_bad_questions_name_the_problem(
    players: list[str],
    ups: str,
    arguments: dict[str, object],
    error: type[Exception],
    words: str,
) -> None:
    with pytest.raises(error, match=words):
        ref.equity(players, up_cards=ups, **arguments)  # type: ignore[arg-type]


def test_too_few_cards_without_a_community_card_is_refused() -> None:
    # player 0 holds all seven cards: no community card can stand in for its last card
    players = ["As Ks Kd 7d 6d 5d 4d", "Qh Qd 3d 8s 9s"]
    ups = interleave("7d 6d 5d", "3d 8s 9s") + " 4d"
    dead = only_unseen(players, "2h")
    with pytest.raises(InvalidSetupError, match="needs 2 unseen cards but only 1 are left"):
        ref.equity(players, 7, "high", dead, up_cards=ups)


def test_a_community_card_stands_in_for_a_last_up_card() -> None:
    # Five-card stud, one up card each to come and one unseen card: it goes to the middle for
    # both. The Ah gives player 0 three aces; player 1's wild Qd (in the hole, no up queen: only
    # queens are wild) makes three kings.
    players = ["Ac As 7h Kc", "Qd Ks Kd 8h"]
    ups = interleave("As 7h Kc", "Ks Kd 8h")
    dead = only_unseen(players, "Ah")
    result = ref.equity(players, 5, "high", dead, up_cards=ups, wild=FOLLOW_THE_QUEEN)
    assert result.community
    assert result.outcomes == 1
    assert result.equity == (Fraction(1), Fraction(0))
