"""Fuzzing the text the Python layer reads: hand histories and action text.

Hand histories: the real histories of ``tests/data/phh`` and our own dumps of every profile,
mutated (a slice cut, repeated or overwritten, tokens and any characters inserted, lines
swapped, numbers made huge); loading and replaying them raise ``HandHistoryError`` and nothing
else. Action text: any text given to ``Hand.act`` is taken as the action it names or refused
with ``IllegalActionError``, a refusal changes nothing, and ``can_act`` answers the same.

``STUDPOKER_HYPOTHESIS_EXAMPLES`` sets the examples per test (200 unless set): set it to
100000 to fuzz for longer.
"""

from __future__ import annotations

import contextlib
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from studpoker import HandHistoryError, IllegalActionError
from studpoker.games.profiles import PROFILES
from studpoker.hand import Hand
from studpoker.phh import dump, load, load_all, replay
from tests.support import PHH_DATA
from tests.support.invariants import check_invariants, random_choice
from tests.support.stud import snapshot
from tests.support.sweeps import sweep_size

EXAMPLES = sweep_size("STUDPOKER_HYPOTHESIS_EXAMPLES", 200, 5_000)
FUZZ = settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)

DATA = PHH_DATA


def _played(name: str, players: int, seed: int) -> Hand:
    """A hand of a profile played to the end by random legal actions."""
    rng = random.Random(seed)
    hand = Hand(PROFILES[name], [rng.randint(5, 200) for _ in range(players)], 0, seed=seed)
    while not hand.is_over:
        hand.act(random_choice(hand, rng))  # type: ignore[arg-type]
    return hand


# The texts to mutate: every real history, and our own dumps (extension fields included).
SOURCES = [path.read_text() for path in sorted(DATA.glob("*.phh"))] + [
    dump(_played(name, players, seed)) for seed, name in enumerate(PROFILES) for players in (2, 5)
]

# Tokens that mean something to TOML or to PHH, and values at the edges of what is read.
TOKENS = [
    '"', "'", "[", "]", "{", "}", "=", ",", ".", "\n", "#", '"""', "'''", "\\", "\\u0000",
    "p1", "p9", "p0", "cbr", "cc", "f", "pb", "sm", "sd", "d dh", "d dh p1", "????", "As",
    "AsAs", "Xx", "-", "-1", "0", "9223372036854775807", "9223372036854775808", "1e400",
    "nan", "inf", "true", "1979-05-27", "_profile", "variant", "antes", "starting_stacks",
    "finishing_stacks", "actions", "seats", "\x00", "\ud800", "٢", "²",
]  # fmt: skip


@st.composite
def mutated_history(draw: st.DrawFn) -> str:
    text = draw(st.sampled_from(SOURCES))
    for _ in range(draw(st.integers(1, 4))):
        n = len(text)
        i = draw(st.integers(0, n))
        j = draw(st.integers(i, min(n, i + 80)))
        kind = draw(st.sampled_from(["cut", "repeat", "insert", "overwrite", "swap", "number"]))
        if kind == "cut":
            text = text[:i] + text[j:]
        elif kind == "repeat":
            text = text[:j] + text[i:j] * draw(st.integers(1, 3)) + text[j:]
        elif kind in ("insert", "overwrite"):
            piece = draw(st.one_of(st.sampled_from(TOKENS), st.text(max_size=12)))
            text = text[:i] + piece + text[i if kind == "insert" else j :]
        elif kind == "swap":
            lines = text.split("\n")
            a = draw(st.integers(0, len(lines) - 1))
            b = draw(st.integers(0, len(lines) - 1))
            lines[a], lines[b] = lines[b], lines[a]
            text = "\n".join(lines)
        else:
            digits = [k for k, c in enumerate(text) if c.isdigit()]
            if digits:
                k = draw(st.sampled_from(digits))
                number = draw(st.sampled_from(["-7", "0", "10" * 12, str(2**63), "1_000", "0x1"]))
                text = text[:k] + number + text[k + 1 :]
    return text


@FUZZ
@given(mutated_history())
def test_a_mutated_history_loads_and_replays_or_raises_hand_history_error(text: str) -> None:
    try:
        history = load(text)
    except HandHistoryError as err:
        message = str(err)
    else:
        message = "line "
        for rules in ("card_room", "pokerkit"):
            with contextlib.suppress(HandHistoryError):
                replay(history, rules=rules)
    assert message.startswith("line "), message  # a refusal names the line
    with contextlib.suppress(HandHistoryError):
        load_all(text)


def test_the_sources_load_and_replay_unmutated() -> None:
    """The mutations start from good histories."""
    assert len(SOURCES) == 25 + 2 * len(PROFILES)
    for text in SOURCES:
        replay(text)


# --- action text -----------------------------------------------------------------------------

WORDS = [
    "f", "cc", "pb", "cbr", "sm", "sd", "-", "p1", "p2", "p0", "p9", "P1", "CC", "fold", "call",
    "check", "bet", "raise", "complete", "bring-in", "0", "1", "2", "7", "12", "99", "-1",
    "+5", "1.5", "1e3", "0x10", "9223372036854775807", "9223372036854775808", "9" * 30,
    "٢", "²", "５", "\x00", "\ud800", "\t", "\n", "As", "????",
]  # fmt: skip


def _action_text() -> st.SearchStrategy[str]:
    words = st.lists(st.sampled_from(WORDS), min_size=0, max_size=5).map(" ".join)
    return st.one_of(
        words, st.text(max_size=80), st.text(alphabet="pcbrfsmd0123456789 -", max_size=20)
    )


@FUZZ
@given(
    name=st.sampled_from(sorted(PROFILES)),
    players=st.integers(2, 6),
    seed=st.integers(0, 2**32),
    before=st.integers(0, 30),
    texts=st.lists(_action_text(), min_size=1, max_size=6),
)
def test_any_action_text_is_taken_or_refused_without_a_change(
    name: str, players: int, seed: int, before: int, texts: list[str]
) -> None:
    rng = random.Random(seed)
    stacks = [rng.randint(1, 300) for _ in range(players)]
    hand = Hand(PROFILES[name], stacks, rng.randrange(players), seed=seed)
    for _ in range(before):
        if hand.is_over:
            break
        hand.act(random_choice(hand, rng))  # type: ignore[arg-type]
    for text in texts:
        allowed = hand.can_act(text)
        before_state = snapshot(hand)
        try:
            hand.act(text)
        except IllegalActionError:
            assert not allowed, text
            assert snapshot(hand) == before_state, text
        else:
            assert allowed, text
        check_invariants(hand, sum(stacks))


@pytest.mark.parametrize("text", ["", " ", "cbr", "cbr 1" + "0" * 64, "\ud800", "p1 p1 cc"])
def test_action_text_edges_are_refused_on_a_hand_over(text: str) -> None:
    hand = _played("razz", 2, 3)
    before_state = snapshot(hand)
    with pytest.raises(IllegalActionError):
        hand.act(text)
    assert snapshot(hand) == before_state
