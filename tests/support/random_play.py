"""Random games for the long sweeps: profiles at random stakes with random rule choices, random
stacks, and random decisions (``act_default`` included), all drawn from one ``random.Random``."""

from __future__ import annotations

import random
from typing import Any

from studpoker.errors import InvalidRuleError
from studpoker.games.profiles import Profile
from studpoker.hand import Hand
from studpoker.hand.actions import Action
from studpoker.hand.records import Record

# Every rule choice the hand plays, with its readings (docs/rules.md; games/profiles.py names the
# section each settles). ``reuse_burns="shuffled"`` is refused by the hand, so it is not drawn;
# wild cards and Baseball's extra card may be drawn into any game.
CHOICES: dict[str, tuple[Any, ...]] = {
    "open_pair_compulsory": (False, True),
    "open_pair_lapses_on_fold": (True, False),
    "max_raises": (None, 0, 1, 3, 4),
    "cap_heads_up_exempt": (True, False),
    "cap_counts": ("can_act", "in_hand"),
    "cap_counts_completion": (False, True),
    "short_all_in": ("half_bet", "full_bet"),
    "short_all_in_from": ("last_full_level", "previous_level"),
    "short_completion": (True, False),
    "raise_rule": ("card_room", "pokerkit"),
    "short_bring_in": ("full", "posted"),
    "merge_pots": (False, True),
    "bring_in_rule": ("lowest", "highest_ace_low"),
    "bring_in_all_in": ("pass_action", "pass_bring_in"),
    "bring_in_option": (False, True),
    "no_bring_in_tie": ("position", "suit"),
    "showing_tie": ("suit", "suit_of_group", "position"),
    "showing_low": (False, True),
    "fold_when_check_possible": (False, True),
    "deal_in_passes": (True, False),
    "community_card_streets": ("any", "last"),
    "community_card_opens": (False, True),
    "ante_trimming": (True, False),
    "showdown": ("high", "low_a5", "high_low_8", "high_chicago_low", "high_chicago_high"),
    "showdown_muck": (False, True),
    "checked_showdown_muck": (False, True),
    "odd_chip": ("left_of_dealer", "lowest_seat", "high_card_by_suit"),
    "reveal_called_hands": (False, True),
    "chicago_spade": ("hole", "any"),
    "dealer_skips_empty_seats": (True, False),
    "wild": (None, "acey_deucy", "one_eyed_jacks", "suicide_king", "baseball", "follow_the_queen"),
    "extra_card_up_rank": (None, 2, 12),
    "wild_bring_in": ("natural", "best"),
    "wild_showing": ("natural", "best"),
    "wild_open_pair": ("best", "natural"),
    "turn_up_reveal": ("together", "in_turn"),
}


def random_stakes(profile: Profile, rng: random.Random) -> Profile:
    """The profile at random stakes: ante (0 included), bring-in and steps per round."""
    small = rng.choice((1, 2, 4, 10, 50, 100))
    big = small * rng.choice((2, 3))
    ante = rng.choice((0, 1, small // 2, small))
    if profile.bring_in is None:
        bring_in: int | None = None
    else:
        bring_in = rng.randint(1, small)
    return profile.with_stakes(ante=ante, bring_in=bring_in, small=small, big=big)


def random_rules(profile: Profile, rng: random.Random, changes: int) -> Profile:
    """The profile with ``changes`` rule choices drawn at random (a refused mix is redrawn)."""
    for _ in range(20):
        fields = rng.sample(sorted(CHOICES), changes)
        try:
            return profile.replace(**{name: rng.choice(CHOICES[name]) for name in fields})
        except InvalidRuleError:  # e.g. nine seats with community cards on the last street only
            continue
    return profile


def random_game(profile: Profile, rng: random.Random) -> Profile:
    """Stakes at random half of the time, a few rule choices at random half of the time."""
    if rng.random() < 0.5:
        profile = random_stakes(profile, rng)
    if rng.random() < 0.5:
        profile = random_rules(profile, rng, rng.randint(1, 6))
    return profile


def random_stacks(profile: Profile, rng: random.Random, seats: int) -> list[int]:
    """Stacks from a sliver of the ante (all-in at once) to a hundred big bets."""
    unit = max(1, max(profile.steps) // 4)
    return [rng.choice((1, 2, 3, 5, 8, 13, 25, 60, 400)) * unit for _ in range(seats)]


Decision = tuple[int, int] | tuple[int, int, int] | int | None
"""``None``: the seat's timeout default; else (index of a legal option, the amount to go to).
Where several seats choose at once (flip stud's turn-up) the seat comes third, and a lone seat
is that seat's timeout default."""


def draw_decision(
    hand: Hand, rng: random.Random, default_rate: float = 0.1, *, stay: bool = False
) -> Decision:
    """A random decision for the seat to act: its timeout default now and then, else a legal
    option at random (a bet or raise range at a random amount within it). ``stay``: never fold
    nor muck (nor take the default, which may), so that many players reach the last street.
    Where several seats choose at once, one of them at random decides."""
    chooser: int | None = None
    if hand.actor is None:
        chooser = rng.choice(hand.actors)
        if not stay and rng.random() < default_rate:
            return chooser
        legal = hand.legal_actions(chooser)
        return rng.randrange(len(legal)), 0, chooser
    legal = hand.legal_actions()
    if stay:
        indices = [i for i, o in enumerate(legal) if o.kind not in ("fold", "muck")]
        index = rng.choice(indices)
    elif rng.random() < default_rate:
        return None
    else:
        index = rng.randrange(len(legal))
    option = legal[index]
    return index, rng.randint(option.min_to, option.max_to)


def apply_decision(hand: Hand, decision: Decision) -> Record:
    """Play a decision (the same one can be played on two hands in the same state)."""
    if decision is None:
        return hand.act_default()
    if isinstance(decision, int):
        return hand.act_default(decision)
    if len(decision) == 3:
        index, _, seat = decision
        return hand.act(hand.legal_actions(seat)[index], seat)
    index, to = decision
    option = hand.legal_actions()[index]
    if option.max_to > option.min_to:
        return hand.act(Action(option.code, to))
    return hand.act(option)


def decide(
    hand: Hand, rng: random.Random, default_rate: float = 0.1, *, stay: bool = False
) -> Record:
    return apply_decision(hand, draw_decision(hand, rng, default_rate, stay=stay))
