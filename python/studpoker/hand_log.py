"""A readable log of a hand, in the manner of the seed's worked example (rules §7.1)."""

from __future__ import annotations

from collections.abc import Sequence

from studpoker._core import (
    evaluate_high,
    evaluate_low_8,
    evaluate_low_27,
    evaluate_low_a5,
    format_card,
    format_cards,
)
from studpoker.hand import Hand
from studpoker.records import (
    AntePosted,
    BringInPosted,
    Called,
    CardBurned,
    CardDealt,
    CardsMucked,
    CardsShown,
    Checked,
    ChipsReturned,
    CommunityCardDealt,
    CompletedBetRaised,
    Folded,
    GameChosen,
    PotAwarded,
    PotRaked,
    RoundStarted,
    TurnUpChosen,
    TurnUpsRevealed,
)
from studpoker.showdown import Showdown
from studpoker.wild_rules import wild_in_force, wild_text

__all__ = ["hand_log"]


def hand_log(
    hand: Hand,
    names: Sequence[str] | None = None,
    *,
    reveal: bool = True,
    seat: int | None = None,
) -> list[str]:
    """One line per event; ``reveal`` prints hole cards as dealt (a demo's god view). With
    ``reveal=False`` hole cards print as ``[??]``, except ``seat``'s own (a player's log)."""
    who = list(names) if names is not None else [f"seat {s}" for s in range(hand.n)]
    lines = [
        f"{hand.profile.name}: {who[hand.dealer]} deals; stacks "
        + ", ".join(f"{who[s]} {c}" for s, c in enumerate(hand.starting_stacks))
    ]
    antes: list[str] = []
    dealt: dict[int, list[str]] = {}
    street = -1
    profile = hand.profile
    ups: list[int] = []  # every up card in dealing order: the wild set follows them
    raked: dict[int, int] = {}  # the rake of each pot, read before its award
    wild: frozenset[int] | None = None

    def note_wild() -> None:
        nonlocal wild
        if profile.wild is not None and wild_in_force(profile, ups) != wild:
            wild = wild_in_force(profile, ups)
            lines.append(f"  wild: {wild_text(wild)}")

    def flush_deal() -> None:
        if dealt:
            lines.append(
                f"street {street + 1}: "
                + ", ".join(f"{who[s]} {' '.join(cards)}" for s, cards in dealt.items())
            )
            dealt.clear()
            note_wild()

    for record in hand.history:
        if isinstance(record, AntePosted):
            tag = " (all-in)" if record.all_in else ""
            antes.append(f"{who[record.seat]} {record.amount}{tag}")
            continue
        if antes:
            lines.append("antes: " + ", ".join(antes))
            antes = []
        if isinstance(record, CardDealt):
            if record.street != street:
                flush_deal()
                street = record.street
            known = record.card >= 0 and record.card not in hand.undisclosed
            text = format_card(record.card) if known else "??"
            if not record.up:
                text = f"[{text}]" if reveal or record.seat == seat else "[??]"
            dealt.setdefault(record.seat, []).append(text)
            if record.up:
                ups.append(record.card)
            continue
        flush_deal()
        if isinstance(record, CardBurned):
            lines.append("  burn")
        elif isinstance(record, CommunityCardDealt):
            lines.append(f"community card {format_card(record.card)}")
            ups.append(record.card)
            note_wild()
        elif isinstance(record, RoundStarted):
            cap = "no cap" if record.cap is None else f"bet + {record.cap - 1} raises"
            opener = (
                f"{who[record.bring_in_seat]} has the bring-in"
                if record.bring_in_seat is not None
                else f"{who[record.first]} acts first"
            )
            lines.append(f"round {record.round + 1} ({cap}): {opener}")
        elif isinstance(record, BringInPosted):
            lines.append(
                f"  {who[record.seat]} posts the bring-in {record.amount}{_all_in(record)}"
            )
        elif isinstance(record, Folded):
            lines.append(f"  {who[record.seat]} folds")
        elif isinstance(record, Checked):
            lines.append(f"  {who[record.seat]} checks")
        elif isinstance(record, Called):
            lines.append(f"  {who[record.seat]} calls {record.amount}{_all_in(record)}")
        elif isinstance(record, CompletedBetRaised):
            verb = {"complete": "completes", "bet": "bets", "raise": "raises"}[record.kind]
            short = "" if record.full else " (short: re-opens nothing)"
            lines.append(f"  {who[record.seat]} {verb} to {record.to}{_all_in(record)}{short}")
        elif isinstance(record, CardsShown):
            value = _describe(list(record.cards), profile.showdown_rule, hand.wild)
            lines.append(f"  {who[record.seat]} shows {format_cards(record.cards)} ({value})")
        elif isinstance(record, CardsMucked):
            lines.append(f"  {who[record.seat]} mucks")
        elif isinstance(record, ChipsReturned):
            lines.append(f"  {record.amount} uncalled returned to {who[record.seat]}")
        elif isinstance(record, GameChosen):
            timeout = " (time ran out)" if record.by_default else ""
            lines.append(f"{who[record.seat]} chooses the game: {record.game}{timeout}")
        elif isinstance(record, TurnUpChosen):
            chosen = format_cards(record.cards) if reveal or record.seat == seat else "a card"
            lines.append(f"  {who[record.seat]} chooses {chosen} to turn up")
        elif isinstance(record, TurnUpsRevealed):
            turned = ", ".join(
                f"{who[s]} {format_card(c)}"
                for s, c in zip(record.seats, record.cards, strict=True)
            )
            lines.append(f"turned up: {turned}")
        elif isinstance(record, PotRaked):
            raked[record.pot] = record.amount
            lines.append(f"  rake {record.amount} from the {_pot_name(record.pot)}")
        elif isinstance(record, PotAwarded):
            winners = " and ".join(who[s] for s in record.winners) or "nobody (all raked)"
            awarded = record.amount - raked.get(record.pot, 0)
            lines.append(f"  {_pot_name(record.pot)} {awarded} to {winners}")
    if hand.payouts is not None:
        nets = [p - c for p, c in zip(hand.payouts, hand.committed, strict=True)]
        result = ", ".join(f"{who[s]} {n:+d}" for s, n in enumerate(nets))
        if raked:
            result += f"; raked {sum(raked.values())}"
        lines.append("result: " + result)
    return lines


def _pot_name(pot: int) -> str:
    return "main pot" if pot == 0 else f"side pot {pot}"


def _describe(cards: list[int], showdown: Showdown, wild: frozenset[int]) -> str:
    """What a player would say of a shown hand, in the game's terms (razz: its low), the wild
    cards in force at the showdown playing as what they become."""
    wild_set = wild or None
    if showdown.contest("low_27") is not None:
        return evaluate_low_27(cards).describe()  # 2-7 is played without wild cards
    if not showdown.has_high:
        return evaluate_low_a5(cards, wild=wild_set).describe()
    high = evaluate_high(cards, wild=wild_set).describe()
    if showdown.contest("low_8") is not None:
        low = evaluate_low_8(cards, wild=wild_set)
        return f"{high}; {low.describe() if low is not None else 'no low'}"
    return high


def _all_in(record: BringInPosted | Called | CompletedBetRaised) -> str:
    return " (all-in)" if record.all_in else ""
