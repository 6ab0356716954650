"""What a viewer may know of a hand, and the cards a view, its JSON or a hand history names: the
leak checks of the information-safety and seat-privacy tests.

What a viewer may know: its own down cards, every up card and community card, the hands shown
at the showdown, the down cards an uncontested winner showed, and, in a hand history under a
profile with ``reveal_called_hands``, the hands mucked after calling to the showdown. A mucked or
folded hand, a burn and the stub are never known.
"""

from __future__ import annotations

import re
from typing import Any

from studpoker.cards import format_card
from studpoker.hand import Hand
from studpoker.hand.records import CardsMucked

CARD_TEXTS = frozenset(format_card(card) for card in range(52))
# a run of cards in PHH text ("AsKd7c", "????Kd"): whole tokens only
PHH_CARDS = re.compile(r"(?<![\w?])((?:[2-9TJQKA][cdhs]|\?\?)+)(?![\w?])")


def known_cards(hand: Hand, seat: int | None, *, history: bool = False) -> set[int]:
    """The cards ``seat`` (``None``: a spectator) may know now; ``history``: in a hand history,
    where a profile with ``reveal_called_hands`` shows the hands mucked at the showdown."""
    known = public_cards(hand, history=history)
    if seat is not None:
        known.update(hand.down[seat])
    return known


def public_cards(hand: Hand, *, history: bool = False) -> set[int]:
    """The cards every viewer may know (see ``known_cards``)."""
    known = set(hand.community) | hand.revealed
    mucked: set[int] = set()
    if history and hand.profile.reveal_called_hands:
        mucked = {r.seat for r in hand.history if type(r) is CardsMucked}
    for s in range(hand.n):
        known.update(hand.up[s])
        if hand.shown[s] or s in mucked:
            known.update(hand.down[s])
    return known


def strings(data: Any, out: set[str]) -> set[str]:
    """Every string in JSON-ready ``data`` (dicts, lists), added to ``out``."""
    if isinstance(data, str):
        out.add(data)
    elif isinstance(data, dict):
        for value in data.values():
            strings(value, out)
    elif isinstance(data, list):
        for value in data:
            strings(value, out)
    return out


def view_json_cards(data: dict[str, Any]) -> set[str]:
    """The card texts a view's ``to_dict()`` names as someone's or the board's; its ``wild``
    set names the cards that are wild, not where they are, and is left aside."""
    return strings({k: v for k, v in data.items() if k != "wild"}, set()) & CARD_TEXTS


def phh_cards(text: str) -> tuple[set[str], list[str]]:
    """The card texts a hand history names, and its ``_burns`` entries."""
    named: set[str] = set()
    for run in PHH_CARDS.findall(text):
        named.update(run[i : i + 2] for i in range(0, len(run), 2))
    named.discard("??")
    burns = re.search(r"^_burns = \[(.*)\]$", text, re.MULTILINE)
    return named, [] if burns is None else re.findall(r'"([^"]*)"', burns.group(1))


def check_history_text(hand: Hand, seat: int | None, text: str) -> None:
    """The hand history ``text`` names no card ``seat`` may not know, and every burn is ``??``."""
    named, burns = phh_cards(text)
    leaked = named - {format_card(card) for card in known_cards(hand, seat, history=True)}
    assert not leaked, f"seat {seat}'s hand history names {sorted(leaked)}"
    assert all(burn == "??" for burn in burns), burns
