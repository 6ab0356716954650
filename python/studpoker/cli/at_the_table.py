"""One hand played at the terminal: the bots' moves narrated as they come, the person's turn
asked and read, the hand's end shown. ``play`` and ``tournament`` deal their hands through it."""

from __future__ import annotations

from collections.abc import Callable

from rich.console import Console
from rich.panel import Panel

from studpoker.bots import Policy
from studpoker.cli.inputs import BadInput, read_decision
from studpoker.cli.render import options_line, pot_line, state_table
from studpoker.hand import Hand
from studpoker.hand.log import hand_log

__all__ = ["play_hand"]


def play_hand(
    console: Console,
    ask: Callable[[str], str],
    hand: Hand,
    names: list[str],
    me: int,
    bot_at: Callable[[int], Policy],
    title: str,
) -> None:
    """Play ``hand`` to its end: the person at seat ``me`` answers ``ask``, every other seat
    is played by ``bot_at(seat)``; ``title`` names the log printed at the end."""
    printed = 0
    while not hand.is_over:
        printed = _narrate(console, hand, names, me, printed)
        actor = hand.actor
        if actor is None:  # flip stud: every seat still choosing turns up a card
            for chooser in hand.actors:
                if chooser == me:
                    _person_turn(console, ask, hand, names, me)
                else:
                    hand.act(bot_at(chooser).act(hand.view(chooser)), chooser)
            continue
        if actor == me:
            _person_turn(console, ask, hand, names, me)
        else:
            hand.act(bot_at(actor).act(hand.view(actor)))
    _narrate(console, hand, names, me, printed)
    console.print(state_table(hand.view(me), names, title="the end of the hand"))
    log = "\n".join(hand_log(hand, names, reveal=False, seat=me))
    console.print(Panel(log, title=title, expand=False))


def _narrate(console: Console, hand: Hand, names: list[str], me: int, printed: int) -> int:
    """Print the log lines written since the last call (the bots' moves, new cards)."""
    lines = hand_log(hand, names, reveal=False, seat=me)
    for line in lines[printed:]:
        console.print(line, highlight=False)
    return len(lines)


def _person_turn(
    console: Console, ask: Callable[[str], str], hand: Hand, names: list[str], me: int
) -> None:
    view = hand.view(me)
    legal = view.legal_actions
    if len(legal) == 1 and legal[0].kind == "show":
        hand.act(legal[0])  # nothing to decide: the home game shows every hand
        return
    console.print(state_table(view, names))
    what = {
        "turn_up": "your turn: choose a card to turn up",
        "choose_game": "you deal: choose the game",
    }.get(legal[0].kind, "your turn")
    console.print(f"{pot_line(view)} · {what}", highlight=False)
    while True:
        console.print(f"options: {options_line(legal)}", highlight=False)
        try:
            decision = read_decision(ask("your move> "), legal)
        except BadInput as hint:
            console.print(f"[yellow]{hint}[/yellow]", highlight=False)
            continue
        hand.act(decision, None if hand.actor is not None else me)
        return
