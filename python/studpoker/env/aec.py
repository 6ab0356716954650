"""``StudEnv``: a PettingZoo AEC environment for stud poker, any profile.

Agents ``player_0`` .. ``player_{n-1}`` sit in table seats 0 .. n-1; the agent to act is the
hand's actor, or, at flip stud's turn-up (where every seat in the hand chooses at once, hidden),
each seat still choosing in turn, clockwise from the dealer's left: an agent sees that the
earlier ones have chosen, never what, until the choices are revealed together. By default one
episode is one hand: every agent is terminated when it ends and then receives its reward, the
chips it won or lost (final stack minus starting stack) divided by ``reward_unit`` (1 by
default, so rewards are chips and sum to 0). With ``hands=N`` an episode is a session of up to N
hands: stacks carry over, the dealer moves clockwise to the next seat with chips, each hand's
result is paid when it ends, an agent left without chips is terminated, the last agent with
chips is terminated too (the session is decided), and when the N-th hand ends the agents still
playing are truncated. The decks and dealers come from the environment's random generator,
seeded by ``seed`` (the constructor's, or ``reset(seed=...)``), so a seeded run is reproducible.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any, ClassVar

import numpy as np
from gymnasium import logger, spaces
from numpy.typing import NDArray
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from studpoker._core import format_cards
from studpoker.env.actions import DEFAULT_BET_FRACTIONS, ActionSet
from studpoker.env.observation import ObservationEncoder
from studpoker.errors import IllegalActionError, InvalidSetupError
from studpoker.games.profiles import FIVE_CARD_STUD_HOME, Profile
from studpoker.hand import Hand
from studpoker.hand.view import HandView
from studpoker.limits import is_int, shown

__all__ = ["StudEnv", "env", "raw_env"]

Observation = dict[str, NDArray[Any]]

_STACK_BETS = 100  # default stacks: 100 of the profile's largest bets


class StudEnv(AECEnv):  # type: ignore[misc]  # pettingzoo ships no type information
    """Hands of ``profile`` between ``players`` agents: one per episode, or a session of
    ``hands`` (see the module's description).

    ``stacks``: every seat's starting chips (one number for all, or one per seat; by default 100
    of the profile's largest bets); each must exceed the ante, so that every hand has a decision
    to make. ``seed``: the generator of decks and dealers (``reset(seed=...)`` reseeds it).
    ``dealer``: a fixed dealing seat (default: drawn per hand). ``bet_fractions``: the pot
    fractions offered as bets in pot and no limit (see ``ActionSet``). ``history_length``: the
    number of past actions the observation keeps. ``reward_unit``: the chips one reward point is
    worth. ``render_mode``: ``"ansi"`` (``render()`` returns the table as text) or ``"human"``
    (printed after every step).
    """

    metadata: ClassVar[dict[str, Any]] = {
        "name": "studpoker_v0",
        "render_modes": ["human", "ansi"],
        "is_parallelizable": False,
    }

    def __init__(
        self,
        profile: Profile = FIVE_CARD_STUD_HOME,
        players: int = 2,
        stacks: int | Sequence[int] | None = None,
        seed: int | None = None,
        *,
        dealer: int | None = None,
        bet_fractions: Sequence[float] = DEFAULT_BET_FRACTIONS,
        history_length: int = 64,
        reward_unit: float = 1,
        render_mode: str | None = None,
        hands: int = 1,
    ) -> None:
        super().__init__()
        if not isinstance(profile, Profile):
            raise InvalidSetupError(f"profile {shown(profile)}: give a studpoker Profile")
        turn_ups = any(street.turn_up for street in profile.streets)
        if any(street.turn_up > 1 for street in profile.streets):
            # the action set names one card a turn-up (flip stud turns up one)
            raise InvalidSetupError(
                f"profile {profile.name}: a turn-up of several cards at once is not in the "
                "action set, which turns up one card (turn_up_<card>)"
            )
        if not is_int(players) or not profile.min_players <= players <= profile.max_players:
            raise InvalidSetupError(
                f"players {shown(players)}: {profile.name} seats "
                f"{profile.min_players}..{profile.max_players}"
            )
        self.profile = profile
        self.starting_stacks = _starting_stacks(profile, players, stacks)
        if dealer is not None and (not is_int(dealer) or not 0 <= dealer < players):
            raise InvalidSetupError(f"dealer {shown(dealer)}: a seat 0..{players - 1} or None")
        if seed is not None and not is_int(seed):
            raise InvalidSetupError(f"seed {shown(seed)}: an integer or None")
        if not is_int(history_length) or history_length < 0:
            raise InvalidSetupError(
                f"history_length {shown(history_length)}: a count of actions >= 0"
            )
        if (
            isinstance(reward_unit, bool)
            or not isinstance(reward_unit, (int, float))
            or not reward_unit > 0
        ):
            raise InvalidSetupError(f"reward_unit {shown(reward_unit)}: a positive number of chips")
        if not is_int(hands) or hands < 1:
            raise InvalidSetupError(f"hands {shown(hands)}: the hands an episode plays, at least 1")
        if render_mode not in (None, "human", "ansi"):
            raise InvalidSetupError(f"render_mode {shown(render_mode)}: 'human', 'ansi' or None")
        Hand(profile, list(self.starting_stacks), 0, seed=0)  # the profile is playable
        self.render_mode = render_mode
        self.hands = hands
        self.fixed_dealer = dealer
        self.reward_unit = float(reward_unit)
        self.action_set = ActionSet(bet_fractions, turn_ups=turn_ups)
        self.encoder = ObservationEncoder(
            profile, players, sum(self.starting_stacks), history_length
        )
        self.possible_agents = [f"player_{seat}" for seat in range(players)]
        self._seats = {agent: seat for seat, agent in enumerate(self.possible_agents)}
        observation_space = spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (self.encoder.size,), np.float32),
                "action_mask": spaces.Box(0, 1, (len(self.action_set),), np.int8),
            }
        )
        action_space = spaces.Discrete(len(self.action_set))
        self.observation_spaces = dict.fromkeys(self.possible_agents, observation_space)
        self.action_spaces = dict.fromkeys(self.possible_agents, action_space)
        self._rng = random.Random(seed)
        self.hand: Hand | None = None
        self.hand_seats: tuple[int, ...] = ()  # the table seat of each seat of the hand
        self.stacks: list[int] = list(self.starting_stacks)  # the table's, between hands
        self.hands_played = 0
        self.agents: list[str] = []
        self._won: dict[str, int] = {}
        self._final: dict[str, Observation] = {}  # what an agent saw when it was terminated
        self._viewed: tuple[Hand, int] | None = None  # the hand and its length the views are of
        self._views: dict[int, HandView] = {}  # per hand seat

    # ------------------------------------------------------------------ the AEC API
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        """The agent's observation space: a ``Dict`` of ``observation`` (a ``Box`` of floats 0..1,
        ``ObservationEncoder.size`` long) and ``action_mask`` (a ``Box`` of 0/1, one per action)."""
        return self.observation_spaces[self._known(agent)]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        """The agent's action space: ``Discrete(len(ActionSet))``, the same for every agent."""
        return self.action_spaces[self._known(agent)]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Deal a new episode from the starting stacks; ``seed`` reseeds the generator of decks
        and dealers (an int, or None to go on drawing from it). ``options`` is not read."""
        if seed is not None:
            if not is_int(seed):
                raise InvalidSetupError(f"seed {shown(seed)}: an integer or None")
            self._rng = random.Random(seed)
        n = len(self.possible_agents)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {agent: {} for agent in self.agents}
        self._won = dict.fromkeys(self.agents, 0)
        self._final = {}
        self.stacks = list(self.starting_stacks)
        self.hands_played = 0
        dealer = self.fixed_dealer if self.fixed_dealer is not None else self._rng.randrange(n)
        self._deal(tuple(range(n)), dealer)
        # every stack exceeds the ante, so the first hand has a decision
        self.agent_selection = self._actor_agent()

    def observe(self, agent: str) -> Observation:
        """What ``agent`` sees, from its own seat's view only: ``{"observation": ...,
        "action_mask": ...}`` (once terminated, what it saw when its last hand ended)."""
        final = self._final.get(self._known(agent))
        if final is not None:
            return final
        hand = self._hand()
        seat = self._seats[agent]
        if seat not in self.hand_seats:  # never happens: a seat not dealt in has been removed
            raise InvalidSetupError(f"{agent} is not in the hand")
        view = self._view(hand, self.hand_seats.index(seat))
        # only the selected agent may step: at a turn-up the others still choosing wait
        selected = agent == self.agent_selection
        return {
            "observation": self.encoder.encode(view, self.hand_seats),
            "action_mask": self.action_set.mask(view)
            if selected
            else np.zeros(len(self.action_set), dtype=np.int8),
        }

    def step(self, action: Any) -> None:
        """Play ``action``, an index of the action set open in the mask, for the agent to act
        (``None`` for a terminated or truncated agent: PettingZoo's dead step). An index not open
        raises ``IllegalActionError`` and changes nothing; the rewards of a hand that ends are
        paid, and the next decision's agent is selected."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        hand = self._hand()
        index = _action_index(action, len(self.action_set))
        seat = self.hand_seats.index(self._seats[agent])
        options = self.action_set.options(self._view(hand, seat))
        if index not in options:
            open_ = [self.action_set.names[i] for i in sorted(options)]
            raise IllegalActionError(
                f"action {index} ({self.action_set.names[index]}) is not open to {agent} now; "
                f"open: {open_}"
            )
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        hand.act(options[index], None if hand.actor is not None else seat)
        while hand.is_over and self._settle_hand():
            hand = self._hand()  # a new hand of the session; it may end before any decision
        if not hand.is_over:
            self.agent_selection = self._actor_agent()
            self._deads_step_first()  # agents that went broke leave before the next decision
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The table as a spectator sees it (down cards as ``??`` until shown): returned with
        ``render_mode="ansi"``, printed with ``"human"``."""
        if self.render_mode is None:
            logger.warn("render() called without a render_mode: pass render_mode='ansi' or 'human'")
            return None
        text = self._table_text()
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release: the environment holds no window, process or connection."""

    # ------------------------------------------------------------------ helpers
    def _deal(self, seats: tuple[int, ...], dealer: int) -> None:
        """A new hand between the table seats ``seats``, table seat ``dealer`` dealing."""
        self.hand_seats = seats
        self.hand = Hand(
            self.profile,
            [self.stacks[seat] for seat in seats],
            seats.index(dealer),
            seed=self._rng.getrandbits(64),
        )

    def _settle_hand(self) -> bool:
        """Pay the hand that just ended and end the agents it ends; deal the session's next hand
        and say so (False when the episode is over)."""
        hand = self._hand()
        for hand_seat, seat in enumerate(self.hand_seats):
            agent = self.possible_agents[seat]
            won = hand.stacks[hand_seat] - hand.starting_stacks[hand_seat]
            self.stacks[seat] = hand.stacks[hand_seat]
            self._won[agent] += won
            self.rewards[agent] += won / self.reward_unit
            self.infos[agent] = {"chips_won": self._won[agent]}
        self.hands_played += 1
        playing = [a for a in self.agents if not (self.terminations[a] or self.truncations[a])]
        left = [a for a in playing if self.stacks[self._seats[a]] > 0]
        # one hand is a whole game; a session's last hand cuts a game that could go on
        decided = len(left) < 2 or self.hands == 1
        last = self.hands_played >= self.hands
        for agent in playing:
            broke = self.stacks[self._seats[agent]] == 0
            if broke or decided or last:
                self._final[agent] = self.observe(agent)
                if broke or decided:
                    self.terminations[agent] = True
                else:
                    self.truncations[agent] = True
        if decided or last:
            return False
        seats = tuple(sorted(self._seats[agent] for agent in left))
        dealer = self.hand_seats[hand.dealer]
        following = [seat for seat in seats if seat > dealer] or list(seats)
        self._deal(seats, following[0])  # the button moves to the next seat with chips
        return True

    def _actor_agent(self) -> str:
        """The agent of the seat to act; at a turn-up, of the first seat still choosing."""
        hand = self._hand()
        actor = hand.actor if hand.actor is not None else hand.actors[0]
        return self.possible_agents[self.hand_seats[actor]]

    def _view(self, hand: Hand, seat: int) -> HandView:
        """The hand seat's view, made once per state of the hand: ``last()`` and the ``step``
        after it read the same (the hand changes only by adding records)."""
        state = (hand, len(hand.history))
        if self._viewed != state:
            self._viewed, self._views = state, {}
        view = self._views.get(seat)
        if view is None:
            view = self._views[seat] = hand.view(seat)
        return view

    def _hand(self) -> Hand:
        if self.hand is None:
            raise InvalidSetupError("the environment has no hand yet: call reset() first")
        return self.hand

    def _known(self, agent: str) -> str:
        if agent not in self._seats:
            raise InvalidSetupError(
                f"agent {shown(agent)}: the agents are {', '.join(self.possible_agents)}"
            )
        return agent

    def _table_text(self) -> str:
        """What a spectator sees: the view without anyone's unshown down cards."""
        view = self._hand().view(None)
        lines = [f"hand {self.hands_played + 1} of {self.hands}: {view!r}"]
        for hand_seat, seat in enumerate(self.hand_seats):
            up = format_cards([c for c in view.up_cards[hand_seat] if c is not None])
            down = " ".join(
                "??" if c is None else format_cards([c]) for c in view.hole_cards[hand_seat]
            )
            state = "" if view.in_hand[hand_seat] else " (folded)"
            turn = " <- to act" if hand_seat in self._hand().actors else ""
            lines.append(
                f"{self.possible_agents[seat]}: [{down}] {up} stack {view.stacks[hand_seat]} "
                f"bet {view.round_bets[hand_seat]}{state}{turn}"
            )
        if view.payouts is not None:
            lines.append(f"payouts {list(view.payouts)}")
        return "\n".join(lines)


def _starting_stacks(
    profile: Profile, players: int, stacks: int | Sequence[int] | None
) -> tuple[int, ...]:
    if stacks is None:
        return (_STACK_BETS * max(profile.steps),) * players
    if is_int(stacks):
        chosen: tuple[object, ...] = (stacks,) * players
    elif isinstance(stacks, (list, tuple)):
        chosen = tuple(stacks)
    else:
        raise InvalidSetupError(
            f"stacks {shown(stacks)}: one number for all seats, or one per seat"
        )
    if len(chosen) != players:
        raise InvalidSetupError(
            f"stacks {shown(stacks)}: {len(chosen)} stacks for {players} players"
        )
    result: list[int] = []
    for seat, stack in enumerate(chosen):
        if not is_int(stack) or stack <= profile.ante:
            raise InvalidSetupError(
                f"seat {seat} stack {shown(stack)}: every stack must be an integer above the ante "
                f"({profile.ante}), so that each hand has a decision"
            )
        result.append(stack)
    return tuple(result)


def _action_index(action: Any, size: int) -> int:
    if isinstance(action, (bool, np.bool_)) or not isinstance(action, (int, np.integer)):
        raise IllegalActionError(
            f"action {shown(action)}: an index 0..{size - 1} of the action set"
        )
    index = int(action)
    if not 0 <= index < size:
        raise IllegalActionError(f"action {index}: outside the action set 0..{size - 1}")
    return index


def raw_env(**kwargs: Any) -> StudEnv:
    """The environment without wrappers (``StudEnv(**kwargs)``)."""
    return StudEnv(**kwargs)


def env(**kwargs: Any) -> AECEnv:
    """The environment as PettingZoo's own games come: wrapped to enforce the order of calls
    (``reset`` before anything else)."""
    return wrappers.OrderEnforcingWrapper(raw_env(**kwargs))
