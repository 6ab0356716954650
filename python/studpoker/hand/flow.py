"""The steps between a hand's phases (rules §2-5), and ``run``, which takes them.

A phase's ``finish`` returns the next step (``phases``); ``run`` takes it and every step it
leads to until one returns a phase that needs a decision (or the hand is settled): posting the
antes, dealing each street (``dealing.deal_street``), starting flip stud's turn-up
(``turn_up.TurnUpRound``) and turning the chosen cards up, opening a betting round
(``opening.open_round``, ``betting.BettingRound``), the showdown and the settlement (``ending``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from studpoker.hand.betting.opening import open_round, seats_able_to_act
from studpoker.hand.betting.round import BettingRound
from studpoker.hand.dealing import deal_street
from studpoker.hand.ending import settle_showdown, showdown, win_by_folds
from studpoker.hand.phases import BETTING, DEAL, SHOWDOWN, Phase, Step, TurnUps
from studpoker.hand.records import AntePosted, RoundStarted, TurnUpsRevealed
from studpoker.hand.turn_up import TurnUpRound

if TYPE_CHECKING:
    from collections.abc import Callable

    from studpoker.hand.state import HandState

__all__ = ["begin", "betting", "deal", "run", "turn_up"]

# NamedTuple.__new__ adds a Python frame per record; the flow builds its records directly
_new_record = tuple.__new__


def run(state: HandState, step: Step) -> Phase | None:
    """Take ``step`` and the steps it leads to; the phase that needs a decision next, or None
    once the hand is settled."""
    while step is not None:
        if type(step) is str:
            step = _STEPS[step](state)
        elif type(step) is TurnUps:
            step = turn_up(state, step)
        else:
            return step  # type: ignore[return-value]
    return None


def begin(state: HandState) -> Step:
    """The antes, clockwise from the dealer's left; then the first street."""
    ante = state.profile.ante
    if ante:
        stacks, committed, antes, history = (
            state.stacks,
            state.committed,
            state.antes,
            state.history,
        )
        for seat in state.dealing_order():
            chips = min(ante, stacks[seat])
            stacks[seat] -= chips
            committed[seat] += chips
            antes[seat] = chips
            history.append(_new_record(AntePosted, (seat, chips, stacks[seat] == 0)))
    return DEAL


def deal(state: HandState) -> Step:
    """Deal streets until a phase needs a decision (a turn-up, a betting round), past the last
    street the showdown."""
    p = state.profile
    streets = p.streets
    prepared = state.prepared
    while True:
        state.street += 1
        index = state.street
        if index >= len(streets):
            return SHOWDOWN
        street = streets[index]
        order = state.dealing_order()
        deal_street(
            state, street, index, order, state.source, p.deal_in_passes, prepared.dealing_rule
        )
        if street.turn_up:  # flip stud: the seats choose their turn-ups first
            # the first turn-up among the cards just dealt; later ones among every down
            # card, the street's first ([003]; the first is the timeout default)
            m = street.down_cards
            first = not any(earlier.turn_up for earlier in streets[:index])
            down = state.down
            cards = [down[s][-m:] if first else down[s][-m:] + down[s][:-m] for s in order]
            in_turn = p.turn_up_reveal == "in_turn"
            return TurnUpRound(
                state, order, cards, street.turn_up, in_turn=in_turn, just_dealt=first
            )
        opened = betting(state)
        if opened is not DEAL:
            return opened


def betting(state: HandState) -> Step:
    """The street's betting round (rules §3), when it has one and two players can act (rules
    §2.7, 4.3); else deal on."""
    if not state.profile.streets[state.street].betting:
        return DEAL
    if seats_able_to_act(state.in_hand, state.stacks) < 2:
        return DEAL
    index = state.prepared.round_numbers[state.street]
    opening = open_round(
        state.profile,
        index,
        stacks=state.stacks,
        in_hand=state.in_hand,
        up=state.up,
        community=state.community,
        dealer=state.dealer,
        rules=state.rules,
        wild=state.wild,
    )
    state.history.append(
        _new_record(RoundStarted, (index, opening.first, opening.cap, opening.obliged))
    )
    return BettingRound(opening, state, state.prepared.round_rules)


def turn_up(state: HandState, step: TurnUps) -> Step:
    """Every chosen card goes up at once (one record), then ``step.then`` or the street's
    betting round."""
    down, up = state.down, state.up
    seats, cards = step.seats, step.cards
    for seat, chosen in zip(seats, cards, strict=True):
        for card in chosen:
            down[seat].remove(card)
            up[seat].append(card)
    seat_of = tuple(seat for seat, chosen in zip(seats, cards, strict=True) for _ in chosen)
    turned = tuple(card for chosen in cards for card in chosen)
    state.history.append(TurnUpsRevealed(state.street, seat_of, turned))
    return step.then if step.then is not None else BETTING


def _settle_showdown(state: HandState) -> Step:
    settle_showdown(state)
    return None


def _win_by_folds(state: HandState) -> Step:
    win_by_folds(state)
    return None


_STEPS: dict[str, Callable[[HandState], Step]] = {
    "begin": begin,
    "deal": deal,
    "betting": betting,
    "showdown": showdown,
    "settle": _settle_showdown,
    "win_by_folds": _win_by_folds,
}
