"""``studpoker play`` driven through a pseudo-terminal, as a person at the keyboard drives it;
and the reading of what a player types.

Each child starts with a clean signal state (``tests.support.terminal.clean_signals``: nothing
ignored or blocked, whatever the test run inherited from a background script or a CI runner),
and every key is typed once the child shows it is ready (its prompt), never after a delay."""

from __future__ import annotations

import os
import re
import signal
import sys
from typing import Any

import pytest

from studpoker.hand.actions import Action, LegalAction

pexpect = pytest.importorskip("pexpect")
pytest.importorskip("click")
pytest.importorskip("rich")

from studpoker.cli.inputs import BadInput, Quit, read_decision  # noqa: E402
from tests.support.terminal import clean_signals  # noqa: E402

ENV = {**os.environ, "NO_COLOR": "1", "TERM": "dumb", "COLUMNS": "160", "LINES": "50"}
PROMPT = "your move> "


def spawn(*args: str, command: tuple[str, ...] = ("-m", "studpoker", "play")) -> Any:
    """The command in a pseudo-terminal; keys are sent as soon as the test has seen what it
    waits for (no ``delaybeforesend``), the timeout only bounds a child that never answers."""
    child = pexpect.spawn(
        sys.executable,
        [*command, *args],
        env=ENV,
        encoding="utf-8",
        timeout=60,
        dimensions=(50, 160),
        preexec_fn=clean_signals,
    )
    child.delaybeforesend = None
    return child


CHILD_SIGNALS = (
    "import signal; "
    "print('SIGINT', signal.getsignal(signal.SIGINT) is signal.default_int_handler); "
    "print('blocked', sorted(signal.pthread_sigmask(signal.SIG_BLOCK, [])))"
)


def test_the_child_starts_with_a_clean_signal_state() -> None:
    """A test run with SIGINT ignored and blocked (a background script, a CI runner) still
    gives its child SIGINT's default, so Ctrl-C raises KeyboardInterrupt there."""
    before = signal.signal(signal.SIGINT, signal.SIG_IGN)
    blocked = signal.pthread_sigmask(signal.SIG_BLOCK, {signal.SIGINT, signal.SIGQUIT})
    try:
        child = spawn(command=("-c", CHILD_SIGNALS))
    finally:
        signal.pthread_sigmask(signal.SIG_SETMASK, blocked)
        signal.signal(signal.SIGINT, before)
    child.expect(pexpect.EOF)
    output = child.before or ""
    child.close()
    assert "SIGINT True" in output
    assert "blocked []" in output


def test_a_whole_hand_at_the_keyboard_with_a_bad_input_on_the_way() -> None:
    child = spawn("--seed", "3", "--hands", "1", "--players", "3")
    child.expect(PROMPT)
    screen = child.before
    assert "You" in screen
    assert "pot" in screen
    assert "your turn" in screen
    assert "options:" in screen
    card = "[2-9TJQKA][cdhs]"
    assert re.search(rf"\[{card}\] {card}", screen)  # your hole card and up card
    assert re.search(rf"\[\?\?\] {card}", screen)  # an opponent's hole card stays hidden
    child.sendline("zz")
    child.expect("is not a move")
    child.expect(PROMPT)  # asked again
    child.sendline("r 99")
    child.expect("is not possible")
    child.expect(PROMPT)
    child.sendline("c")
    while child.expect([PROMPT, "hand 1 log"]) == 0:
        child.sendline("c")
    child.expect("result:")
    child.expect("stacks: You")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_end_of_input_quits_cleanly() -> None:
    child = spawn("--seed", "5")
    child.expect(PROMPT)
    child.sendeof()
    child.expect("bye")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert "Traceback" not in (child.before or "")


def test_ctrl_c_quits_cleanly() -> None:
    child = spawn("--seed", "5")
    child.expect(PROMPT)
    child.sendintr()
    child.expect("interrupted: bye")
    child.expect(pexpect.EOF)
    output = child.before or ""
    child.close()
    assert child.exitstatus == 130
    assert "Traceback" not in output


def test_q_quits_and_shows_the_stacks() -> None:
    child = spawn("--seed", "5", "--game", "razz", "--players", "4")
    child.expect(PROMPT)
    child.sendline("q")
    child.expect("bye")
    child.expect("stacks: You")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0


def test_a_flip_stud_hand_at_the_keyboard_turning_up_cards() -> None:
    """Flip stud in the terminal: at each turn-up the options name the cards (``t Kh = turn up
    Kh``), after the first deal an older down card among them; typing one turns it up."""
    child = spawn("--seed", "4", "--hands", "1", "--players", "3", "--game", "flip_stud")
    turn_up = re.compile(r"t ([2-9TJQKA][cdhs]) = turn up")
    turn_ups = []
    while child.expect([PROMPT, "hand 1 log"]) == 0:
        screen = child.before
        cards = turn_up.findall(screen.split("options:")[-1])
        if cards:
            assert "choose a card to turn up" in screen
            turn_ups.append(cards)
            child.sendline(f"t {cards[-1]}")  # after the first deal: an older card, kept down
        else:
            child.sendline("c")
    child.expect("stacks: You")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    assert turn_ups, "the seat was asked to turn up a card"
    assert len(turn_ups[0]) == 2  # the two cards just dealt
    assert all(len(cards) > 2 for cards in turn_ups[1:])  # an older down card too


# ------------------------------------------------------------------ reading the keys
CALL = LegalAction("call", "cc", 2, 2, 2)
CHECK = LegalAction("check", "cc", 0, 0, 0)
FOLD = LegalAction("fold", "f", 0, 0, 0)
RAISE = LegalAction("raise", "cbr", 4, 4, 4)
BRING_IN = LegalAction("post_bring_in", "pb", 1, 1, 1)
COMPLETE = LegalAction("complete", "cbr", 2, 2, 2)
RANGE = LegalAction("bet", "cbr", 10, 10, 60)


@pytest.mark.parametrize(
    ("text", "legal", "expected"),
    [
        ("f", (FOLD, CALL, RAISE), FOLD),
        ("c", (FOLD, CALL, RAISE), CALL),
        ("C", (FOLD, CALL, RAISE), CALL),
        ("call", (FOLD, CALL, RAISE), CALL),
        ("cc", (CHECK, RANGE), CHECK),
        ("c", (CHECK, RANGE), CHECK),
        ("k", (CHECK, RANGE), CHECK),
        ("c", (BRING_IN, COMPLETE), BRING_IN),
        ("pb", (BRING_IN, COMPLETE), BRING_IN),
        ("r", (FOLD, CALL, RAISE), RAISE),
        ("b", (BRING_IN, COMPLETE), COMPLETE),
        ("r 4", (FOLD, CALL, RAISE), RAISE),
        ("b", (CHECK, RANGE), RANGE),
        ("b 25", (CHECK, RANGE), Action("cbr", 25)),
        ("25", (CHECK, RANGE), Action("cbr", 25)),
        ("cbr 60", (CHECK, RANGE), Action("cbr", 60)),
    ],
)
def test_short_keys_name_the_options(
    text: str, legal: tuple[LegalAction, ...], expected: LegalAction | Action
) -> None:
    assert read_decision(text, legal) == expected


@pytest.mark.parametrize(
    ("text", "legal", "hint"),
    [
        ("", (FOLD, CALL), "type one of: f = fold · c = call 2"),
        ("k", (FOLD, CALL, RAISE), "you cannot check now"),
        ("f", (CHECK, RANGE), "you cannot fold now"),
        ("r", (FOLD, CALL), "no bet or raise is possible now"),
        ("r 9", (FOLD, CALL, RAISE), "raise to exactly 4"),
        ("b 5", (CHECK, RANGE), "bet to between 10 and 60"),
        ("b lots", (CHECK, RANGE), "one whole amount"),
        ("f 3", (FOLD, CALL), "takes no amount"),
        ("dance", (FOLD, CALL), "is not a move"),
        ("?", (FOLD, CALL), "keys:"),
    ],
)
def test_bad_input_gets_a_hint(text: str, legal: tuple[LegalAction, ...], hint: str) -> None:
    with pytest.raises(BadInput, match=hint.replace("?", r"\?")):
        read_decision(text, legal)


KH, SEVEN = (
    LegalAction("turn_up", "tu", 0, 0, 0, False, (46,)),
    LegalAction("turn_up", "tu", 0, 0, 0, False, (20,)),
)  # Kh, 7c


@pytest.mark.parametrize(
    ("text", "expected"),
    [("t Kh", KH), ("tu 7c", SEVEN), ("turn kh", KH), ("Kh", KH), ("7C", SEVEN)],
)
def test_a_turn_up_names_its_card(text: str, expected: LegalAction) -> None:
    assert read_decision(text, (KH, SEVEN)) == expected


@pytest.mark.parametrize(
    ("text", "legal", "hint"),
    [
        ("t", (KH, SEVEN), "name the card to turn up, e.g. 't Kh'"),
        ("t 2c", (KH, SEVEN), "you cannot turn up 2c; type one of: t Kh = turn up Kh"),
        ("t zz", (KH, SEVEN), "'zz' is not a card"),
        ("t Kh", (FOLD, CALL), "no card is to be turned up now"),
        ("Kh", (FOLD, CALL), "is not a move"),
    ],
)
def test_a_wrong_turn_up_gets_a_hint(text: str, legal: tuple[LegalAction, ...], hint: str) -> None:
    with pytest.raises(BadInput, match=hint):
        read_decision(text, legal)


def test_q_asks_to_quit() -> None:
    with pytest.raises(Quit):
        read_decision("q", (FOLD, CALL))
