"""What the terminal shows of a hand: one seat's view as a rich table, and the options."""

from __future__ import annotations

from collections.abc import Sequence

from rich.table import Table
from rich.text import Text

from studpoker._core import format_card
from studpoker.games.wild_rules import wild_text
from studpoker.hand.actions import LegalAction
from studpoker.hand.view import HandView

_SUIT_STYLE = {"c": "green", "d": "blue", "h": "red", "s": "default"}


def card_text(card: int | None, *, hole: bool = False) -> Text:
    """A card as text (``??`` when hidden); hole cards in brackets, suits coloured."""
    if card is None:
        return Text("[??]" if hole else "??", style="dim")
    name = format_card(card)
    shown = f"[{name}]" if hole else name
    return Text(shown, style=_SUIT_STYLE[name[1]])


def cards_text(view: HandView, seat: int) -> Text:
    text = Text()
    for card in view.hole_cards[seat]:
        text.append_text(card_text(card, hole=True))
        text.append(" ")
    for card in view.up_cards[seat]:
        text.append_text(card_text(card))
        text.append(" ")
    return text


def state_table(view: HandView, names: Sequence[str], title: str = "") -> Table:
    """Every seat's stack, chips in this round and in the pot, cards and state."""
    table = Table(title=title or None, title_justify="left", expand=False)
    for column in ("seat", "player", "stack", "bet", "in pot", "cards", ""):
        table.add_column(
            column, justify="right" if column in ("stack", "bet", "in pot") else "left"
        )
    for seat, name in enumerate(names):
        notes = []
        if seat == view.dealer:
            notes.append("dealer")
        if not view.in_hand[seat]:
            notes.append("folded")
        elif view.stacks[seat] == 0 and not view.is_over:
            notes.append("all-in")
        if seat == view.actor:
            notes.append("to act")
        style = "bold" if seat == view.seat else ("dim" if not view.in_hand[seat] else "")
        table.add_row(
            str(seat),
            name,
            str(view.stacks[seat]),
            str(view.round_bets[seat]),
            str(view.committed[seat]),
            cards_text(view, seat),
            ", ".join(notes),
            style=style,
        )
    return table


def pot_line(view: HandView) -> str:
    """``pot 12``, the side pots when there are several, and any community card."""
    line = f"pot {sum(view.committed)}"
    all_in = any(
        alive and not chips for alive, chips in zip(view.in_hand, view.stacks, strict=True)
    )
    if len(view.pots) > 1 and all_in:  # side pots matter once someone is all-in
        line += (
            " (main "
            + "; ".join(
                (f"{amount}" if number == 0 else f"side pot {number}: {amount}")
                for number, (amount, _) in enumerate(view.pots)
            )
            + ")"
        )
    community = [format_card(c) for c in view.community if c is not None]
    if community:
        line += f"; community card {' '.join(community)}"
    if view.wild:
        line += f"; wild {wild_text(view.wild)}"
    return line


KEYS = {
    "fold": "f",
    "check": "k",
    "call": "c",
    "post_bring_in": "c",
    "complete": "r",
    "bet": "b",
    "raise": "r",
    "show": "s",
    "muck": "m",
}


def options_line(legal: Sequence[LegalAction]) -> str:
    """``c = call 2 · r = raise to 4 · f = fold``: each option with the key that takes it (a
    turn-up with its card: ``t Kh = turn up Kh``)."""
    return " · ".join(
        f"{_key(option)} = {option.describe().replace('post_bring_in', 'post the bring-in')}"
        for option in legal
    )


def _key(option: LegalAction) -> str:
    if option.kind == "turn_up":
        return "t " + "".join(format_card(card) for card in option.cards)
    if option.kind == "choose_game":
        return f"g {option.game}"
    return KEYS[option.kind]
