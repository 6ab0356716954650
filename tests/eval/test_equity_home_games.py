"""Equity in the home games: fixed wild sets, Chicago's spade in the hole, follow-the-queen's
wild rank that follows the up cards, Baseball's extra card for an up 4, and flip stud.

The core is held against the pure-Python reference (every outcome settled by the reference's
own ``settle``) on small questions, Monte Carlo against the exact count, and refused questions
against the package's error classes.
"""

from __future__ import annotations

from typing import Any

import pytest

from studpoker import (
    ACEY_DEUCY,
    BASEBALL,
    CHICAGO_HIGH,
    CHICAGO_LOW,
    FOLLOW_THE_QUEEN,
    ONE_EYED_JACKS,
    PROFILES,
    SEVEN_CARD_STUD,
    SUICIDE_KING,
    InvalidCardError,
    InvalidRuleError,
    InvalidSetupError,
    Profile,
    format_cards,
    parse_cards,
)
from studpoker import reference as ref
from studpoker.equity import equity
from studpoker.games.wild_rules import STATIC_WILD

# Sixth street dealt in a seven-card game: two down cards and four up each, in dealing order.
SIXTH = (["2s 5h 7d 8c Jd Kc", "Qh Qd 2c 3d 4h 9s"], "7d 2c 8c 3d Jd 4h Kc 9s")
# Fifth street dealt: 6th (up) and 7th (down) to come, so the order of the up cards counts.
# Sixth street of follow-the-queen with no queen up: the queens alone are wild.
FTQ_SIXTH = (["2s 5h 7d 8c Jd Kc", "Th Td 2c 3d 4h 9s"], "7d 2c 8c 3d Jd 4h Kc 9s")
FIFTH = (["2s 5h 7d 8c Jd", "Qh Kd 2c 3d Qc"], "7d 2c 8c 3d Jd Qc")


def dead_filler(players: list[str], count: int, keep: tuple[str, ...] = ()) -> str:
    """``count`` dead cards from 2c up, none a player's nor one of ``keep``."""
    held = {card for cards in [*players, *keep] if cards for card in parse_cards(cards)}
    return format_cards([card for card in range(52) if card not in held][:count])


def case(
    players: list[str],
    game: Profile,
    dead_count: int,
    up_cards: str | None,
    name: str,
    *,
    live: str = "",
) -> Any:
    """A spot to count: ``dead_count`` dead cards from 2c up, sparing the players' cards, the up
    cards, ``live`` and Baseball's 4s (so the extra cards they bring are in play)."""
    dead = dead_filler(players, dead_count, keep=("4c 4d 4h 4s", up_cards or "", live))
    return pytest.param(players, game, dead, up_cards, id=name)


def reference_equity(players: list[str], game: Profile, dead: str, up_cards: str | None) -> Any:
    """The reference's exact answer to the same question."""
    rule = game.wild
    wild: str | frozenset[int] | None = None
    if rule == "follow_the_queen":
        wild = "follow_the_queen"
    elif rule is not None:
        wild = STATIC_WILD[rule]
    faces = [face for street in game.streets for face in street.cards]
    return ref.equity(
        players,
        len(faces),
        game.showdown,
        dead,
        up_cards=up_cards,
        down_cards=faces.count("down"),
        wild=wild,
        extra_card_up_rank=game.extra_card_up_rank,
    )


CASES = [
    case(SIXTH[0], SUICIDE_KING, 0, None, "suicide-king"),
    case(SIXTH[0], ACEY_DEUCY, 0, None, "acey-deucy"),
    case(["As Ks 7d 5c 4c", "Jh Qd 2c 3h 9d"], ONE_EYED_JACKS, 24, None, "jacks"),
    case(SIXTH[0], CHICAGO_LOW, 0, SIXTH[1], "chicago-low"),
    case(SIXTH[0], CHICAGO_HIGH, 0, SIXTH[1], "chicago-high"),
    case(FTQ_SIXTH[0], FOLLOW_THE_QUEEN, 0, FTQ_SIXTH[1], "ftq-sixth"),
    # a small pool keeps the reference's walk short; player 0's outs stay live
    case(FIFTH[0], FOLLOW_THE_QUEEN, 31, FIFTH[1], "ftq-after-a-queen", live="Js Jh 8h 7h 5s Qs"),
    case(["2s 5h 7d 8c Jd", "Qh Kd 2c Td 5c"], BASEBALL, 31, "7d 2c 8c Td Jd 5c", "baseball"),
    case(
        ["As 9h 7d 8c Jd 4c", "Qh Kd 2c 4d 5c 6h"],
        BASEBALL,
        20,
        "7d 2c 8c 4d Jd 5c 4c 6h",
        "baseball-owed",
    ),
]


@pytest.mark.parametrize(("players", "game", "dead", "up_cards"), CASES)
def test_the_core_equals_the_reference(
    players: list[str], game: Profile, dead: str, up_cards: str | None
) -> None:
    core = equity(players, game, dead, up_cards=up_cards)
    expected = reference_equity(players, game, dead, up_cards)
    assert core.exact
    assert core.equity == pytest.approx([float(x) for x in expected.equity], abs=1e-12)
    assert core.win == pytest.approx([float(x) for x in expected.win], abs=1e-12)
    assert core.tie == pytest.approx([float(x) for x in expected.tie], abs=1e-12)
    assert sum(core.equity) == pytest.approx(1.0, abs=1e-12)


@pytest.mark.parametrize(("players", "game", "dead", "up_cards"), CASES)
def test_monte_carlo_lands_within_four_standard_errors(
    players: list[str], game: Profile, dead: str, up_cards: str | None
) -> None:
    exact = equity(players, game, dead, up_cards=up_cards)
    sampled = equity(players, game, dead, up_cards=up_cards, samples=60_000, seed=11)
    assert not sampled.exact
    for share, estimate, error in zip(exact.equity, sampled.equity, sampled.stderr, strict=True):
        assert abs(share - estimate) <= 4 * error + 1e-12


def test_wild_cards_change_the_answer() -> None:
    # The king of hearts in a hole makes trips of the kings there only where it is wild.
    players = ["Kh Kd 7d 8c Jd 2h", "Qh Qd 2c 3d 4h 9s"]
    plain = equity(players, SEVEN_CARD_STUD)
    wild = equity(players, SUICIDE_KING)
    assert wild.equity[0] > plain.equity[0]


def test_the_ace_of_spades_in_the_hole_takes_the_spade_half() -> None:
    players = ["As 5h 7d 8c Jd Kc", "Qh Qd 2c 3d 4h 9s"]
    result = equity(players, CHICAGO_HIGH, up_cards=SIXTH[1])
    assert result.low == (1.0, 0.0)
    assert result.equity[0] >= 0.5
    # Up, the same ace is no hole card.
    shown = equity(
        ["Kc 5h 7d 8c Jd As", players[1]], CHICAGO_HIGH, up_cards="7d 2c 8c 3d Jd 4h As 9s"
    )
    assert shown.low is not None
    assert shown.low[0] < 0.5


def test_follow_the_queen_reads_the_order_of_the_up_cards() -> None:
    # The same up cards in two orders: the 8c right after the queen makes eights wild (four
    # sevens for player 0); the queen dealt last leaves only queens wild (trip aces beat trip 7s).
    players = ["7s 7h 7d 8c Jd Kc", "Ah Ad Qc 3d 2c 9h"]
    eights = equity(players, FOLLOW_THE_QUEEN, up_cards="7d Qc 8c 3d Jd 2c Kc 9h")
    queens = equity(players, FOLLOW_THE_QUEEN, up_cards="8c 3d Jd 2c Kc 9h 7d Qc")
    assert eights.equity[0] > 0.5 > queens.equity[0]


@pytest.mark.parametrize("game", PROFILES.values(), ids=lambda g: g.name)
def test_every_game_the_engine_plays_is_counted(game: Profile) -> None:
    # The first street dealt to two players, down and up cards as the game deals them.
    faces = game.streets[0].cards
    hands = [parse_cards("As Kd 7c")[: len(faces)], parse_cards("Qh Jh 2d")[: len(faces)]]
    up_cards = [hand[i] for i, face in enumerate(faces) if face == "up" for hand in hands]
    result = equity(hands, game, up_cards=up_cards, samples=2_000, seed=5)
    assert sum(result.equity) == pytest.approx(1.0, abs=1e-9)
    assert len(result.equity) == 2
    assert all(0 < share < 1 for share in result.equity)


def test_questions_dealt_in_order_need_the_up_cards() -> None:
    for game in (CHICAGO_LOW, FOLLOW_THE_QUEEN, BASEBALL):
        with pytest.raises(InvalidSetupError, match="needs up_cards"):
            equity(SIXTH[0], game)


def test_bad_up_cards_name_the_problem() -> None:
    with pytest.raises(InvalidCardError, match="player 0 holds 5 known up cards"):
        equity(SIXTH[0], CHICAGO_LOW, up_cards=SIXTH[1] + " 5h")
    with pytest.raises(InvalidCardError, match="player 0 holds 5 known down cards"):
        equity(SIXTH[0], CHICAGO_LOW, up_cards="7d 2c 3d 4h 9s")
    with pytest.raises(InvalidCardError, match="up_cards"):
        equity(SIXTH[0], CHICAGO_LOW, up_cards="7d 2c Xx")
    with pytest.raises(InvalidCardError, match="up_cards: duplicate card 7d"):
        equity(SIXTH[0], CHICAGO_LOW, up_cards=[*parse_cards("7d 2c"), parse_cards("7d")[0]])


def test_baseball_that_could_run_the_deck_out_is_refused() -> None:
    eight = [
        "2s 5h 7d",
        "Qh Qd 2c",
        "3s 4s 5s",
        "6s 7s 8s",
        "9s Ts Js",
        "Qs Ks As",
        "2h 3h 4h",
        "6h 7h 8h",
    ]
    with pytest.raises(InvalidRuleError, match="extra cards for up 4s could run the deck out"):
        equity(eight, BASEBALL, up_cards="7d 2c 5s 8s Js As 4h 8h")
    # Follow-the-queen with eight players: a community card stands in for the seventh.
    result = equity(
        eight, FOLLOW_THE_QUEEN, up_cards="7d 2c 5s 8s Js As 4h 8h", samples=4_000, seed=1
    )
    assert result.community


@pytest.mark.parametrize(
    ("game", "up_cards"),
    [(SUICIDE_KING, None), (ACEY_DEUCY, None), (CHICAGO_LOW, SIXTH[1]), (CHICAGO_HIGH, SIXTH[1])],
)
def test_swapping_players_swaps_the_shares(game: Profile, up_cards: str | None) -> None:
    # Neither a fixed wild set nor the spade half depends on the order the players are dealt.
    forward = equity(SIXTH[0], game, up_cards=up_cards)
    backward = equity(SIXTH[0][::-1], game, up_cards=up_cards)
    assert forward.equity == pytest.approx(backward.equity[::-1], abs=1e-12)
    assert forward.win == pytest.approx(backward.win[::-1], abs=1e-12)
