"""Stud equity: the core against the pure-Python reference and brute force, Monte Carlo against
exact answers, symmetries, the hi-lo rule without a low, and refused input.

The differential cases are kept small (late streets, dead cards shrinking the unseen cards), as
the reference settles every outcome. ``STUDPOKER_HYPOTHESIS_EXAMPLES`` scales the random ones
(a tenth of it, at least 10).
"""

from __future__ import annotations

from fractions import Fraction

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from studpoker import (
    DEUCE_TO_SEVEN_RAZZ,
    FIVE_CARD_STUD_HOME,
    RAZZ,
    SEVEN_CARD_STUD,
    SEVEN_CARD_STUD_HI_LO,
    EquityResult,
    InvalidCardError,
    InvalidSetupError,
    Profile,
    format_cards,
    parse_cards,
)
from studpoker import reference as ref
from studpoker.equity import equity
from tests.support.sweeps import sweep_size

GAMES = {
    "high": SEVEN_CARD_STUD,
    "low_a5": RAZZ,
    "low_27": DEUCE_TO_SEVEN_RAZZ,
    "high_low_8": SEVEN_CARD_STUD_HI_LO,
}
EXAMPLES = max(10, sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 200, 5_000) // 10)


def dead_filler(taken: list[str], keep: int) -> str:
    """Every card none of ``taken`` holds but the last ``keep``, as dead cards."""
    held = {card for text in taken if text for card in parse_cards(text)}
    free = [card for card in range(52) if card not in held]
    return format_cards(free[: len(free) - keep])


def assert_matches_reference(result: EquityResult, expected: ref.ReferenceEquity) -> None:
    assert result.exact
    assert result.outcomes == expected.outcomes
    assert result.community == expected.community
    for ours, theirs in [
        (result.equity, expected.equity),
        (result.win, expected.win),
        (result.tie, expected.tie),
    ]:
        assert ours == pytest.approx([float(x) for x in theirs], abs=1e-12)
    if result.high is not None:
        assert result.low is not None
        assert result.high == pytest.approx([float(x) for x in expected.high], abs=1e-12)
        assert result.low == pytest.approx([float(x) for x in expected.low], abs=1e-12)


SPOTS = [
    # (players, unseen cards kept): late streets and small pools, every path of the core.
    (["As Ks 7d 5c 4c 2h", "Qh Qd 2c 3d 8s 9s"], 12),
    (["Ah 2h 3d 4s", "8s 7s 6s 5s"], 8),
    (["Ac 2d 3h 4s 9c 9d", "Kc Kd 5h 6s 7c 8d", "Tc Jc 2s 3s 4h"], 7),
    (["", "Td 9d 8d 7d 6c 2s"], 8),
]


@pytest.mark.parametrize("showdown", list(GAMES))
@pytest.mark.parametrize(("players", "keep"), SPOTS)
def test_the_core_equals_the_reference(players: list[str], keep: int, showdown: str) -> None:
    dead = dead_filler(players, keep)
    expected = ref.equity(players, 7, showdown, dead)
    assert_matches_reference(equity(players, GAMES[showdown], dead), expected)


def test_five_card_stud_equals_the_reference() -> None:
    players = ["As Kd 7c", "Qh Qd 2c", "Jc Tc"]
    dead = dead_filler(players, 8)
    expected = ref.equity(players, 5, "high", dead)
    assert_matches_reference(equity(players, FIVE_CARD_STUD_HOME, dead), expected)


def test_eight_seven_card_players_use_a_community_card() -> None:
    players = [
        "2c 2d 2h 2s 3c 3d",
        "4c 4d 4h 4s 5c 5d",
        "6c 6d 6h 6s 7c 7d",
        "8c 8d 8h 8s 9c 9d",
        "Tc Td Th Ts Jc Jd",
        "Qc Qd Qh Qs Kc Kd",
        "Ac Ad Ah As 3h 3s",
        "5h 5s 7h 7s",
    ]
    result = equity(players)
    assert result.community
    assert_matches_reference(result, ref.equity(players, 7, "high"))


@st.composite
def small_spots(draw: st.DrawFn) -> tuple[list[str], str, str]:
    """2 or 3 players with 4 to 7 known cards, dead cards leaving few unseen."""
    deck = draw(st.permutations(range(52)))
    counts = draw(st.lists(st.integers(4, 7), min_size=2, max_size=3))
    players, at = [], 0
    for count in counts:
        players.append(format_cards(deck[at : at + count]))
        at += count
    needs = sum(7 - count for count in counts)
    keep = draw(st.integers(max(needs, 1), max(needs, 1) + 3))
    dead = format_cards(deck[at : 52 - keep]) if 52 - keep > at else ""
    return players, dead, draw(st.sampled_from(list(GAMES)))


@settings(max_examples=EXAMPLES, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(small_spots())
def test_random_small_spots_equal_the_reference(spot: tuple[list[str], str, str]) -> None:
    players, dead, showdown = spot
    expected = ref.equity(players, 7, showdown, dead)
    assert_matches_reference(equity(players, GAMES[showdown], dead), expected)


def test_heads_up_third_street_is_exact_and_every_pair_is_counted() -> None:
    result = equity(["As Ks 7d", "Qh Qd 2c"], SEVEN_CARD_STUD, "9c 4h")
    assert result.exact
    assert result.seed is None
    assert result.stderr == (0.0, 0.0)
    # C(44, 4) completions of one player, C(40, 4) beside each.
    assert result.outcomes == 135_751 * 91_390
    assert sum(result.equity) == pytest.approx(1.0, abs=1e-12)


@pytest.mark.parametrize("showdown", list(GAMES))
def test_monte_carlo_lands_within_four_standard_errors(showdown: str) -> None:
    players = ["As Ks 7d 3c", "Qh Qd 2c 4h"]
    exact = equity(players, GAMES[showdown], "9c")
    sampled = equity(players, GAMES[showdown], "9c", samples=40_000, seed=11)
    assert exact.exact
    assert not sampled.exact
    assert sampled.seed == 11
    assert sampled.outcomes == 40_000
    for player in range(2):
        gap = abs(sampled.equity[player] - exact.equity[player])
        assert gap <= 4 * sampled.stderr[player]


def test_a_seed_repeats_a_run_on_any_number_of_threads() -> None:
    players = ["As Ks 7d", "Qh Qd 2c", "Jc Tc 9c", "8h 8s 3d"]
    one = equity(players, samples=20_000, seed=5, threads=1)
    assert one == equity(players, samples=20_000, seed=5, threads=2)
    unseeded = equity(players, samples=1_000)
    assert unseeded.seed is not None
    assert equity(players, samples=1_000, seed=unseeded.seed) == unseeded


@pytest.mark.parametrize("showdown", list(GAMES))
def test_swapping_players_swaps_the_shares(showdown: str) -> None:
    ab = equity(["As Ks 7d 2c", "Qh Qd 3c"], GAMES[showdown], "9s")
    ba = equity(["Qh Qd 3c", "As Ks 7d 2c"], GAMES[showdown], "9s")
    assert ab.equity == pytest.approx(ba.equity[::-1], abs=1e-12)
    assert ab.win == pytest.approx(ba.win[::-1], abs=1e-12)


def test_renaming_suits_changes_nothing() -> None:
    swap = str.maketrans("cdhs", "hscd")
    players = ["As Ks 7d 2c", "Qh Qd 3c 3s"]
    renamed = [text.translate(swap) for text in players]
    assert equity(players).equity == pytest.approx(equity(renamed).equity, abs=1e-12)


def test_mirror_hands_split_evenly() -> None:
    result = equity(["As Ks Qs Js Ts", "Ah Kh Qh Jh Th"], SEVEN_CARD_STUD, "2c 2d 2h 2s")
    assert result.equity == pytest.approx((0.5, 0.5), abs=1e-12)


def test_hi_lo_without_a_possible_low_gives_the_high_the_whole_pot() -> None:
    # Each player already holds three cards above eight among six: no low can be made.
    result = equity(["Ks Kd Qc 9h 2c 3c", "As Ah Jc Tc 4d 5d"], SEVEN_CARD_STUD_HI_LO)
    assert result.low == (0.0, 0.0)
    assert result.high is not None
    assert result.scoop is not None
    assert result.equity == pytest.approx(result.high, abs=1e-12)
    assert sum(result.scoop) + result.tie[0] == pytest.approx(1.0, abs=1e-12)


def test_hi_lo_reports_high_low_and_scoop_and_others_do_not() -> None:
    hi_lo = equity(["As 2s 3d 4c", "Qh Qd 2c 5h"], SEVEN_CARD_STUD_HI_LO)
    assert hi_lo.high is not None
    assert hi_lo.low is not None
    assert hi_lo.scoop == hi_lo.win
    assert hi_lo.low[0] > hi_lo.low[1]
    plain = equity(["As 2s 3d 4c", "Qh Qd 2c 5h"])
    assert plain.high is None
    assert plain.low is None
    assert plain.scoop is None


@pytest.mark.parametrize(
    ("players", "dead", "error", "words"),
    [
        (["As Ks 7d"], "", InvalidSetupError, "2 to 8 players, got 1"),
        ([""] * 9, "", InvalidSetupError, "2 to 8 players, got 9"),
        (["As Ks 7d", "Qh As"], "", InvalidCardError, "As is given twice"),
        (["As Ks 7d", "Qh"], "7d", InvalidCardError, "the dead cards"),
        (["As Ks 7d", "Qh Qh"], "", InvalidCardError, "player 1"),
        (["As Ks 7d 2c 3c 4c 5c 6c", "Qh"], "", InvalidCardError, "player 0 holds 8"),
        (["As Ks", "Qh Xx"], "", InvalidCardError, "player 1"),
        ("As Ks", "", InvalidSetupError, "not str"),
    ],
)
def test_bad_questions_name_the_problem(
    players: list[str], dead: str, error: type[Exception], words: str
) -> None:
    with pytest.raises(error, match=words):
        equity(players, SEVEN_CARD_STUD, dead)


def test_bad_settings_name_the_problem() -> None:
    players = ["As Ks 7d", "Qh Qd 2c"]
    with pytest.raises(InvalidSetupError, match="samples"):
        equity(players, samples=0)
    with pytest.raises(InvalidSetupError, match="threads"):
        equity(players, threads=0)
    with pytest.raises(InvalidSetupError, match="seed"):
        equity(players, seed="x")  # type: ignore[arg-type]
    with pytest.raises(InvalidSetupError, match="Profile"):
        equity(players, "seven_card_stud")  # type: ignore[arg-type]
    chicago: Profile = SEVEN_CARD_STUD.replace(showdown="high_chicago_low")
    with pytest.raises(InvalidSetupError, match="needs up_cards"):
        equity(players, chicago)
    with pytest.raises(InvalidSetupError, match="unseen cards"):
        equity(players, SEVEN_CARD_STUD, dead_filler(players, 3))


def test_the_reference_counts_exactly() -> None:
    # One card to come each from three left: a hand a person can check.
    players = ["As Ah Kd Kc 7s 2d", "Qs Qh Qd 3c 4c 5h"]
    result = ref.equity(players, 7, "high", dead_filler(players, 3))
    assert result.outcomes == 6
    assert sum(result.equity) == 1
    assert all(isinstance(share, Fraction) for share in result.equity)


def test_a_question_too_big_to_count_is_sampled() -> None:
    result = equity(["As Ks 7d", "Qh Qd 2c", "Jc Tc 9c"], seed=3)
    assert not result.exact
    assert result.outcomes == 200_000
    assert result.seed == 3
    assert sum(result.equity) == pytest.approx(1.0, abs=1e-12)
    assert all(0 < error < 0.005 for error in result.stderr)
