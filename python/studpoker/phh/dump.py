"""Hand histories out of the engine: ``dump`` writes a hand back as a PHH history (``history_of``
the ``HandHistory`` itself), as a seat, a spectator or the server may see it; ``replay(dump(hand))``
is the same hand. Who may see a card is ``studpoker.hand.visibility``'s to say.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from studpoker._core import format_card
from studpoker.hand import Hand
from studpoker.hand.records import (
    CardBurned,
    CardDealt,
    CardsShown,
    CommunityCardDealt,
    CompletedBetRaised,
    GameChosen,
    TurnUpChosen,
    WinnerShowed,
    phh_verb,
)
from studpoker.hand.visibility import (
    down_card_hidden,
    pending_turn_ups,
    seats_not_shown,
    turn_up_hidden,
)
from studpoker.phh.choice_note import choice_fields
from studpoker.phh.document import HandHistory, PhhAction, dumps
from studpoker.phh.variants import profile_fields, variant_code

__all__ = ["OMNISCIENT", "RAKE_POTS_FIELD", "Omniscient", "dump", "history_of"]

RAKE_POTS_FIELD = "_rake_pots"
"""Our extension field: the rake of each pot of the hand's layout, main pot first, adding up to
``rake``; written where the room's reading of the total would take the chips otherwise."""


class Omniscient:
    """The ``viewer`` of the full history, every card known (the server's own record)."""


OMNISCIENT = Omniscient()


def _rake_fields(hand: Hand) -> tuple[int | None, list[int] | None]:
    """The history's ``rake`` and, where the default reading of it (main pot first) would take
    other chips from the pots, the rake of each pot."""
    rake = hand.rake
    if rake is None:
        return None, None
    if not hand.is_over:
        # before the end only a room's stated rake is known
        if isinstance(rake.amount, tuple):
            return sum(rake.amount), list(rake.amount)
        return rake.amount, None
    taken = hand.raked_pots
    if not rake.is_exact and not any(taken):
        return None, None
    # only the main pot raked: the main pot first reading of the total takes the same chips
    return sum(taken), list(taken) if any(taken[1:]) else None


def history_of(
    hand: Hand, /, *, viewer: int | Omniscient | None = OMNISCIENT, **fields: Any
) -> HandHistory:
    """The ``HandHistory`` of a hand as played so far; ``fields`` adds optional fields.

    ``viewer`` (a seat, or ``None`` for a spectator) writes only the cards it may know: its own,
    every up card, the hands shown (and the hands mucked at the showdown where the profile's
    ``reveal_called_hands`` says so); every other card, burns included, is ``??``.
    """
    profile = hand.profile
    n, dealer = hand.n, hand.dealer
    players = [(dealer + 1 + k) % n for k in range(n)]  # p1 sits left of the dealer
    number = {seat: k for k, seat in enumerate(players)}
    secret = hand.undisclosed
    partial = not isinstance(viewer, Omniscient)
    hidden_seats = (
        set()
        if isinstance(viewer, Omniscient)
        else seats_not_shown(hand.history, hand.n, viewer, hand.profile.reveal_called_hands)
    )
    actions: list[PhhAction] = []
    burns: list[str] = []
    dealing: dict[int, list[int | None]] = {}  # one street's cards per seat, in PHH's grouping
    street = -1
    dealt_in_order: list[list[int]] = [[] for _ in range(n)]
    # flip stud: the turn-ups chosen since the last reveal are the choosers' own until then
    pending_from = pending_turn_ups(hand.history)

    def card_or_unknown(card: int) -> int | None:
        return None if card < 0 or card in secret else card

    def flush_deals() -> None:
        for seat, cards in dealing.items():
            actions.append(PhhAction("", 0, "dh", None, number[seat], tuple(cards)))
        dealing.clear()

    for index, record in enumerate(hand.history):
        if isinstance(record, CardDealt):
            if record.street != street:
                flush_deals()
                street = record.street
            hidden = down_card_hidden(
                record, record.seat in hidden_seats, hand.revealed, hand.up[record.seat]
            )
            dealing.setdefault(record.seat, []).append(
                None if hidden else card_or_unknown(record.card)
            )
            dealt_in_order[record.seat].append(record.card)
            continue
        if isinstance(record, CardBurned):
            known = None if partial else card_or_unknown(record.card)
            burns.append("??" if known is None else format_card(known))
            continue
        flush_deals()
        if type(record) is GameChosen:
            continue  # PHH has no verb for it: a note in the fields (phh.choice_note)
        if isinstance(record, CommunityCardDealt):
            actions.append(PhhAction("", 0, "db", None, None, (card_or_unknown(record.card),)))
            for seat in range(n):
                dealt_in_order[seat].append(record.card)
        elif (verb := phh_verb(record)) is not None:
            player = number[record.seat]  # type: ignore[union-attr]
            if isinstance(record, CompletedBetRaised):
                actions.append(PhhAction("", 0, verb, player, amount=record.to))
            elif isinstance(record, CardsShown):
                cards = tuple(card_or_unknown(c) for c in dealt_in_order[record.seat])
                actions.append(PhhAction("", 0, verb, player, cards=cards))
            elif isinstance(record, WinnerShowed):
                cards = tuple(card_or_unknown(c) for c in record.cards)
                actions.append(PhhAction("", 0, verb, player, cards=cards))
            elif isinstance(record, TurnUpChosen):
                pending = not isinstance(viewer, Omniscient) and turn_up_hidden(
                    record.seat, viewer, index >= pending_from
                )
                chosen: tuple[int | None, ...] = (
                    (None,) * len(record.cards)
                    if pending
                    else tuple(card_or_unknown(c) for c in record.cards)
                )
                actions.append(PhhAction("", 0, verb, player, cards=chosen))
            else:
                actions.append(PhhAction("", 0, verb, player))
        if getattr(record, "by_default", False):
            actions[-1] = dataclasses.replace(actions[-1], by_default=True)
    flush_deals()
    extra: dict[str, Any] = {"seats": [seat + 1 for seat in players]}
    extra.update(profile_fields(profile))
    extra.update(choice_fields(hand, number))
    if burns:
        extra["_burns"] = burns
    rake, rake_pots = _rake_fields(hand)
    if rake_pots is not None:
        extra[RAKE_POTS_FIELD] = rake_pots
    extra.update(fields)
    steps = profile.steps
    return HandHistory(
        variant=variant_code(profile),
        antes=(profile.ante,) * n,
        starting_stacks=tuple(hand.starting_stacks[seat] for seat in players),
        actions=tuple(actions),
        bring_in=profile.bring_in,
        small_bet=steps[0] if profile.betting == "fixed_limit" else None,
        big_bet=steps[-1] if profile.betting == "fixed_limit" else None,
        min_bet=steps[0] if profile.betting != "fixed_limit" else None,
        ante_trimming_status=profile.ante_trimming,
        finishing_stacks=(tuple(hand.stacks[seat] for seat in players) if hand.is_over else None),
        rake=rake,
        extra=extra,
    )


def dump(hand: Hand, /, *, viewer: int | Omniscient | None = OMNISCIENT, **fields: Any) -> str:
    """PHH text for a hand; ``replay(dump(hand))`` plays the same hand again.

    With ``viewer`` (a seat or ``None``) it is the history as that seat may see it (see
    ``history_of``): the hidden cards are ``??`` and replay as stand-ins.
    """
    return dumps(history_of(hand, viewer=viewer, **fields))
