"""The PettingZoo environment (the optional extra ``env``): PettingZoo's own API and seed tests
for every profile, masks that match the hand's legal options, observations that hold nothing the
acting seat may not see, rewards in chips, and the errors of bad setups and illegal actions."""

from __future__ import annotations

import functools
import itertools
import random
import subprocess
import sys
import warnings
from typing import Any

import pytest

pytest.importorskip("pettingzoo")
pytest.importorskip("gymnasium")
np = pytest.importorskip("numpy")

from gymnasium.spaces import Discrete  # noqa: E402

with warnings.catch_warnings():  # its module loads PettingZoo's own games where installed
    warnings.simplefilter("ignore", DeprecationWarning)
    from pettingzoo.test import api_test, seed_test

from studpoker import (  # noqa: E402
    FIVE_CARD_STUD_HOME,
    FIVE_CARD_STUD_NO_LIMIT,
    FIVE_CARD_STUD_POT_LIMIT,
    FLIP_STUD,
    PROFILES,
    SEVEN_CARD_STUD,
    Hand,
)
from studpoker.cards import format_card, parse_cards  # noqa: E402
from studpoker.env import (  # noqa: E402
    HISTORY_KINDS,
    ActionSet,
    ObservationEncoder,
    StudEnv,
    env,
    raw_env,
)
from studpoker.errors import IllegalActionError, InvalidSetupError  # noqa: E402
from studpoker.games.profiles import ACEY_DEUCY, Street  # noqa: E402
from tests.support.stud import stacked_deck  # noqa: E402
from tests.support.sweeps import sweep_size  # noqa: E402

HANDS = sweep_size("STUDPOKER_ENV_HANDS", 25)  # random hands per profile and size
NAMES = sorted(PROFILES)


def sizes(name: str) -> list[int]:
    profile = PROFILES[name]
    return sorted({profile.min_players, 4, profile.max_players})


# ---------------------------------------------------------------- PettingZoo's own tests
@pytest.mark.parametrize("name", NAMES)
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Action mask numpy array is all zeros")
def test_api_test_passes_for_every_profile(name: str) -> None:
    for players in sizes(name):
        api_test(env(profile=PROFILES[name], players=players), num_cycles=200)
        api_test(raw_env(profile=PROFILES[name], players=players, seed=1), num_cycles=200)


@pytest.mark.parametrize("name", NAMES)
@pytest.mark.filterwarnings("ignore:Observation is not a NumPy array")
@pytest.mark.filterwarnings("ignore:Observation space for each agent probably should be")
@pytest.mark.filterwarnings("ignore:Action mask numpy array is all zeros")
def test_api_test_passes_for_sessions_of_many_hands(name: str) -> None:
    """Short stacks: seats go broke and leave, the last hands truncate the session."""
    api_test(env(profile=PROFILES[name], players=4, hands=25, stacks=30, seed=2), num_cycles=2000)


@pytest.mark.parametrize("name", NAMES)
def test_seed_test_passes_for_every_profile(name: str) -> None:
    seed_test(functools.partial(raw_env, profile=PROFILES[name], players=3), num_cycles=100)
    session = functools.partial(raw_env, profile=PROFILES[name], players=3, hands=8, stacks=30)
    seed_test(session, num_cycles=300)


def test_a_seed_replays_the_same_hands_and_another_seed_deals_others() -> None:
    def decks(seed: int) -> list[list[int]]:
        e = StudEnv(players=3, seed=seed)
        seen = []
        for _ in range(5):
            e.reset()
            assert e.hand is not None
            seen.append([card for cards in e.hand.up for card in cards] + [e.hand.dealer])
        return seen

    assert decks(5) == decks(5)
    assert decks(5) != decks(6)
    e = StudEnv(players=3, seed=99)
    e.reset(seed=5)  # reset's seed replaces the constructor's
    assert e.hand is not None
    assert [c for cards in e.hand.up for c in cards] + [e.hand.dealer] == decks(5)[0]


# ---------------------------------------------------------------- random play, every step checked
def random_episode(e: StudEnv, rng: random.Random) -> None:
    """Play one hand with random open actions, checking masks, observations and rewards."""
    e.reset(seed=rng.getrandbits(32))
    hand = e.hand
    assert hand is not None
    for agent in e.agent_iter():
        observation, reward, terminated, truncated, info = e.last()
        assert not truncated
        if terminated:
            seat = e.possible_agents.index(agent)
            won = hand.stacks[seat] - hand.starting_stacks[seat]
            assert info == {"chips_won": won}
            assert reward == won / e.reward_unit
            e.step(None)
            continue
        assert e.observation_space(agent).contains(observation)
        seat = e.possible_agents.index(agent)
        # the actor, or at a turn-up the first seat still choosing
        assert seat == (hand.actor if hand.actor is not None else hand.actors[0])
        check_mask(e, hand, seat, observation["action_mask"])
        for other in e.agents:
            if other != agent:
                assert not e.observe(other)["action_mask"].any()  # only the selected agent
        index = rng.choice(np.flatnonzero(observation["action_mask"]).tolist())
        e.step(index)
    assert hand.is_over
    assert not e.agents


def check_mask(e: StudEnv, hand: Hand, seat: int, mask: Any) -> None:
    """Every open index plays a legal action; every kind of legal option has an open index (at
    a turn-up, one per card the seat may turn up)."""
    names = e.action_set.names
    open_ = {names[i] for i in np.flatnonzero(mask)}
    named = None if hand.actor is not None else seat
    for index, action in e.action_set.options(hand.view(seat)).items():
        assert mask[index] == 1
        assert hand.can_act(action, named), (names[index], action)
    expected = {
        "fold": {"fold"},
        "check": {"check_call"},
        "call": {"check_call"},
        "post_bring_in": {"post_bring_in"},
        "show": {"show"},
        "muck": {"muck"},
    }
    for option in hand.legal_actions(named):
        if option.kind == "turn_up":
            assert {f"turn_up_{format_card(c)}" for c in option.cards} <= open_
            continue
        if option.code == "cbr":
            assert "raise_min" in open_
            assert ("raise_max" in open_) == (option.max_to > option.min_to)
        else:
            assert expected[option.kind] <= open_


@pytest.mark.parametrize("name", NAMES)
def test_random_hands_keep_masks_observations_and_rewards_true(name: str) -> None:
    rng = random.Random(name)
    for players in sizes(name):
        e = StudEnv(PROFILES[name], players=players, stacks=rng.choice([None, 60]), seed=1)
        for _ in range(HANDS):
            random_episode(e, rng)


def test_rewards_are_the_chips_won_and_sum_to_zero() -> None:
    e = StudEnv(SEVEN_CARD_STUD, players=4, reward_unit=20, seed=3)
    rng = random.Random(3)
    for _ in range(20):
        e.reset()
        won: dict[str, int] = {}
        for agent in e.agent_iter():
            observation, reward, terminated, _, info = e.last()
            if terminated:
                won[agent] = info["chips_won"]
                assert reward == won[agent] / 20
                e.step(None)
            else:
                assert reward == 0  # nothing is paid before the hand ends
                e.step(rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))
        assert sum(won.values()) == 0
        assert len(won) == 4


# ---------------------------------------------------------------- the action set
def test_the_action_set_is_fixed_and_named() -> None:
    assert ActionSet().names == (
        "fold",
        "check_call",
        "post_bring_in",
        "raise_min",
        "raise_pot_0.5",
        "raise_pot_1",
        "raise_max",
        "show",
        "muck",
    )
    assert len(ActionSet([0.33, 2])) == 9
    e = StudEnv(bet_fractions=[0.25, 0.5, 1, 2])
    assert e.action_space("player_0") == Discrete(11)  # seven fixed + four fractions


def test_the_pot_fraction_one_is_the_pot_limit_maximum() -> None:
    """The pot measure of the fractions (level + the pot after the call) is the engine's
    pot-limit maximum: a pot-sized raise is never offered twice."""
    rng = random.Random(7)
    actions = ActionSet([1.0])
    checked = 0
    for _ in range(200):
        hand = Hand(FIVE_CARD_STUD_POT_LIMIT, [400, 400, 400], seed=rng.getrandbits(32))
        while not hand.is_over:
            seat = hand.actor
            assert seat is not None
            view = hand.view(seat)
            for option in hand.legal_actions():
                all_in = hand.stacks[seat] + view.round_bets[seat]
                if option.code == "cbr" and option.min_to < option.max_to < all_in:
                    # the pot, not the stack nor the least bet, sets the most
                    level = max(view.round_bets)
                    call = level - view.round_bets[seat]
                    assert level + sum(view.committed) + call == option.max_to
                    assert 4 not in actions.options(view)  # raise_pot_1 == raise_max: closed
                    checked += 1
            hand.act(rng.choice(hand.legal_actions()))
    assert checked > 50


def test_no_limit_offers_all_in_and_fractions_between_min_and_max() -> None:
    rng = random.Random(4)
    actions = ActionSet()
    fractions = 0
    for _ in range(100):
        hand = Hand(FIVE_CARD_STUD_NO_LIMIT, [1000, 1000], seed=rng.getrandbits(32))
        while not hand.is_over:
            seat = hand.actor
            assert seat is not None
            view = hand.view(seat)
            options = actions.options(view)
            cbr = next((o for o in hand.legal_actions() if o.code == "cbr"), None)
            if cbr is not None:
                assert options[3].amount == cbr.min_to
                all_in = hand.stacks[seat] + view.round_bets[seat]
                assert cbr.max_to == all_in
                assert (6 in options) == (cbr.max_to > cbr.min_to)
                for index in (4, 5):  # half the pot, the pot: strictly between, if at all
                    if index in options:
                        amount = options[index].amount
                        assert amount is not None
                        assert cbr.min_to < amount < cbr.max_to
                        fractions += 1
            hand.act(options[rng.choice(sorted(options))])
    assert fractions > 20


def test_fixed_limit_offers_one_raise() -> None:
    e = StudEnv(SEVEN_CARD_STUD, players=3, seed=2)
    e.reset()
    mask = e.observe(e.agent_selection)["action_mask"]
    assert mask[[4, 5, 6]].tolist() == [0, 0, 0]
    assert mask[2] == 1  # the bring-in seat opens: post or complete
    assert mask[3] == 1


# ---------------------------------------------------------------- observations
README_DECK = stacked_deck("Kh Qc 9c Qh 4d Js Ks 7d 2h 3c")


def test_the_observation_layout_from_the_worked_hand() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=README_DECK)
    hand.act("pb")
    hand.act("cbr 2")
    encoder = ObservationEncoder(FIVE_CARD_STUD_HOME, 2, 100, history_length=4)
    obs = encoder.encode(hand.view(0))  # seat 0: position 0; seat 1: position 1
    card = {"Kh": 4 * 11 + 2, "9c": 4 * 7, "Qh": 4 * 10 + 2, "Qc": 4 * 10}
    assert obs[card["Kh"]] == 1  # its own down card
    assert obs[52 + card["Qc"]] == 0  # the other's down card is unseen
    assert obs[52:104].sum() == 0
    assert obs[2 * 52 + card["9c"]] == 1  # its up card
    assert obs[3 * 52 + card["Qh"]] == 1  # the other's up card
    assert obs[5 * 52 : 6 * 52].sum() == 0  # no wild card in the home game
    seats = 6 * 52  # five card planes (two positions) and the wild cards
    assert obs[seats : seats + 7].tolist() == pytest.approx([0.48, 0.02, 0.01, 1, 0, 1, 0])
    assert obs[seats + 7 : seats + 14].tolist() == pytest.approx([0.47, 0.03, 0.02, 1, 0, 0, 1])
    table = seats + 14
    pot, call, low, high = obs[table : table + 4].tolist()
    assert (pot, call, low, high) == pytest.approx((0.05, 0.01, 0.04, 0.04))
    history = table + 4 + 4 + 4  # streets and rounds one-hot
    slot = encoder.slot_size
    kinds = len(HISTORY_KINDS)
    first, second = obs[history : history + slot], obs[history + slot : history + 2 * slot]
    assert first[0] == 1
    assert first[2 + HISTORY_KINDS.index("post_bring_in")] == 1
    assert first[2 + kinds + 0] == 1  # round 0
    assert first[2 + kinds + 5] == pytest.approx(0.01)  # one chip
    assert second[1] == 1
    assert second[2 + HISTORY_KINDS.index("complete")] == 1
    assert obs[history + 2 * slot :].sum() == 0  # unused slots


def test_the_history_keeps_the_last_actions() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=README_DECK)
    for action in ["pb", "cbr 2", "cbr 4", "cc"]:
        hand.act(action)
    encoder = ObservationEncoder(FIVE_CARD_STUD_HOME, 2, 100, history_length=2)
    obs = encoder.encode(hand.view(1))
    kinds = len(HISTORY_KINDS)
    at = encoder.size - 2 * encoder.slot_size
    first, second = obs[at : at + encoder.slot_size], obs[at + encoder.slot_size :]
    assert first[1] == 1  # seat 0 is position 1 for seat 1
    assert first[2 + HISTORY_KINDS.index("raise")] == 1
    assert second[0] == 1
    assert second[2 + HISTORY_KINDS.index("call")] == 1
    assert first[2 + kinds + 5] == pytest.approx(0.03)  # three more chips to 4


@pytest.mark.parametrize(
    "profile", [FIVE_CARD_STUD_HOME, SEVEN_CARD_STUD, PROFILES["razz"], FLIP_STUD]
)
def test_observations_do_not_depend_on_cards_the_seat_may_not_see(profile: Any) -> None:
    """Two hands that differ only in another seat's down cards give the observer the same
    observations and masks at every decision until the showdown (in flip stud the others
    never turn up the card that differs, and their hidden choices stay hidden)."""
    rng = random.Random(profile.name)
    encoder = ObservationEncoder(profile, 3, 300, history_length=32)
    actions = ActionSet(turn_ups=profile is FLIP_STUD)
    for _ in range(30):
        deck = list(range(52))
        rng.shuffle(deck)
        probe = Hand(profile, [100] * 3, dealer=0, deck=deck)
        down_cards = {c for seat in (1, 2) for c in probe.down[seat]}
        unused = deck[-1]  # the bottom card is never dealt to three players
        secret = next(iter(down_cards))
        other = [unused if c == secret else secret if c == unused else c for c in deck]
        hands = [Hand(profile, [100] * 3, dealer=0, deck=d) for d in (deck, other)]
        while not hands[0].is_over and not any(hands[0].shown):  # until a showdown shows
            views = [h.view(0) for h in hands]
            assert np.array_equal(encoder.encode(views[0]), encoder.encode(views[1]))
            assert np.array_equal(actions.mask(views[0]), actions.mask(views[1]))
            if hands[0].actor is None:  # a turn-up: one seat still choosing chooses
                seat = rng.choice(hands[0].actors)
                choices = hands[0].legal_actions(seat)
                index = rng.choice([i for i, o in enumerate(choices) if secret not in o.cards])
                for h in hands:
                    h.act(h.legal_actions(seat)[index], seat)
                continue
            legal = hands[0].legal_actions()
            option = rng.choice(legal)
            for h in hands:
                h.act(option.action)


def test_the_observation_carries_the_wild_cards_in_force() -> None:
    e = StudEnv(ACEY_DEUCY, players=3, seed=8)
    e.reset()
    at = e.encoder.wild_at
    for agent in e.possible_agents:
        plane = e.observe(agent)["observation"][at : at + 52]
        assert set(np.flatnonzero(plane).tolist()) == set(parse_cards("Ac Ad Ah As 2c 2d 2h 2s"))


def test_flip_stud_agents_turn_up_a_card_each_seeing_only_that_the_others_chose() -> None:
    """At a turn-up the agents still choosing are selected one by one (clockwise from the
    dealer's left); the selected one's mask opens ``turn_up_<card>`` for each card it may turn
    up, and its observation shows those cards; the next one sees that it chose, not what."""
    e = StudEnv(FLIP_STUD, players=3, seed=5, dealer=2)
    e.reset()
    hand = e.hand
    assert hand is not None
    assert hand.actor is None
    assert e.action_space("player_0") == Discrete(9 + 52)
    assert e.action_set.turn_up_at == 9
    turn_up = e.encoder.turn_up_at
    assert turn_up is not None
    first = e.agent_selection
    assert first == "player_0"  # seat 0 sits left of the dealer
    observation = e.observe(first)
    opened = {e.action_set.names[i] for i in np.flatnonzero(observation["action_mask"])}
    assert opened == {f"turn_up_{format_card(c)}" for c in hand.down[0]}  # the two just dealt
    choices = observation["observation"][turn_up : turn_up + 52]
    assert set(np.flatnonzero(choices).tolist()) == set(hand.down[0])
    card = hand.down[0][1]
    e.step(9 + card)
    assert e.agent_selection == "player_1"
    theirs = e.observe("player_1")["observation"]
    mine = e.observe("player_0")["observation"]
    assert theirs[turn_up + 2 * 52 + 2] == 1  # seat 0, two seats on from seat 1, has chosen
    assert theirs[turn_up + 52 : turn_up + 104].sum() == 0  # and which card, it does not see
    assert mine[turn_up + 52 + card] == 1  # seat 0 sees its own pending choice
    assert mine[turn_up + 2 * 52] == 1
    assert not e.observe("player_0")["action_mask"].any()  # it has chosen
    with pytest.raises(IllegalActionError, match="not open to player_1"):
        e.step(9 + card)  # seat 0's card is no choice of seat 1
    for agent in ("player_1", "player_2"):
        assert e.agent_selection == agent
        e.step(int(np.flatnonzero(e.observe(agent)["action_mask"])[0]))
    assert card in hand.up[0]  # revealed together, then the betting round
    assert hand.actor is not None
    assert e.agent_selection == f"player_{hand.actor}"
    after = e.observe("player_1")["observation"]
    assert after[turn_up + 2 * 52 : turn_up + 2 * 52 + 3].sum() == 0  # nothing pending


def test_observe_encodes_the_agents_own_view() -> None:
    e = StudEnv(SEVEN_CARD_STUD, players=3, seed=8)
    e.reset()
    assert e.hand is not None
    for seat, agent in enumerate(e.possible_agents):
        observation = e.observe(agent)
        assert np.array_equal(observation["observation"], e.encoder.encode(e.hand.view(seat)))
        own = set(np.flatnonzero(observation["observation"][:52]).tolist())
        assert own == set(e.hand.down[seat])


# ---------------------------------------------------------------- errors and setup
def test_an_illegal_action_is_refused_and_changes_nothing() -> None:
    e = StudEnv(players=2, seed=1)
    e.reset()
    assert e.hand is not None
    agent = e.agent_selection
    before = (len(e.hand.history), e.observe(agent)["observation"].copy())
    closed = int(np.flatnonzero(e.observe(agent)["action_mask"] == 0)[0])
    with pytest.raises(IllegalActionError, match="not open to player_"):
        e.step(closed)
    for bad, message in ((99, "outside the action set"), (-1, "outside"), ("cc", "an index")):
        with pytest.raises(IllegalActionError, match=message):
            e.step(bad)
    with pytest.raises(IllegalActionError, match="an index"):
        e.step(True)
    assert e.agent_selection == agent
    assert len(e.hand.history) == before[0]
    assert np.array_equal(e.observe(agent)["observation"], before[1])
    e.step(np.int64(np.flatnonzero(e.observe(agent)["action_mask"])[0]))  # numpy ints play


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({"players": 1}, "players 1"),
        ({"players": 9}, "players 9"),
        ({"stacks": 1}, "above the ante"),
        ({"stacks": [50, 50, 50]}, "3 stacks for 2 players"),
        ({"stacks": "50"}, "one number for all"),
        ({"dealer": 2}, "dealer 2"),
        ({"seed": "x"}, "seed 'x'"),
        ({"bet_fractions": [0.5, -1]}, "positive numbers"),
        ({"bet_fractions": [0.5, 0.5]}, "repeated"),
        ({"history_length": -1}, "history_length"),
        ({"history_length": True}, "history_length"),
        ({"reward_unit": 0}, "reward_unit"),
        ({"render_mode": "rgb_array"}, "render_mode"),
        ({"hands": 0}, "hands 0"),
        ({"profile": "razz"}, "Profile"),
        (
            {"profile": FLIP_STUD.replace(streets=(Street(("down", "down"), turn_up=2),) * 4)},
            "a turn-up of several cards at once",
        ),
    ],
)
def test_a_bad_setup_is_refused_by_name(kwargs: dict[str, Any], message: str) -> None:
    with pytest.raises(InvalidSetupError, match=message):
        StudEnv(**kwargs)


def test_an_unknown_agent_and_use_before_reset_are_refused() -> None:
    e = StudEnv()
    with pytest.raises(InvalidSetupError, match="player_0, player_1"):
        e.action_space("player_7")
    with pytest.raises(InvalidSetupError, match="reset"):
        e.observe("player_0")


def test_render_shows_what_a_spectator_sees() -> None:
    e = StudEnv(players=3, seed=4, render_mode="ansi")
    e.reset()
    assert e.hand is not None
    text = e.render()
    assert isinstance(text, str)
    assert text.count("[??]") == 3
    assert "<- to act" in text
    for seat in range(3):
        assert f"player_{seat}" in text


def test_importing_studpoker_does_not_import_the_extra() -> None:
    code = (
        "import sys, studpoker; "
        "assert 'studpoker.env' not in sys.modules and 'pettingzoo' not in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# ---------------------------------------------------------------- sessions of many hands
def play_session(e: StudEnv, rng: random.Random) -> dict[str, tuple[float, bool, bool]]:
    """Random play to the end of an episode; per agent: the rewards it received, terminated,
    truncated. Checks at every hand that chips are conserved and the button moves clockwise."""
    received = dict.fromkeys(e.possible_agents, 0.0)
    ended: dict[str, tuple[float, bool, bool]] = {}
    hand = e.hand
    buttons: list[tuple[int, int, tuple[int, ...]]] = []  # (hand number, dealer, seats dealt)
    for agent in e.agent_iter():
        if (
            e.hand is not hand and e.hand is not None and not e.hand.is_over
        ):  # a new hand of the session
            hand = e.hand
            assert hand is not None
            buttons.append((e.hands_played, e.hand_seats[hand.dealer], e.hand_seats))
            assert sum(e.stacks) == sum(e.starting_stacks)
            assert all(e.stacks[seat] > 0 for seat in e.hand_seats)
        observation, _, terminated, truncated, _ = e.last()
        if terminated or truncated:
            ended[agent] = (received[agent], terminated, truncated)
            e.step(None)
        else:
            e.step(rng.choice(np.flatnonzero(observation["action_mask"]).tolist()))
        for other, reward in e.rewards.items():
            received[other] += reward
    for (number, before, _), (next_number, after, seats) in itertools.pairwise(buttons):
        if next_number == number + 1:  # (a hand over before any decision is not seen here)
            # the button moves clockwise to the next seat dealt in
            assert after == next((s for s in seats if s > before), seats[0])
    return ended


def test_a_session_pays_every_hand_and_ends_broke_seats() -> None:
    rng = random.Random(11)
    broke = truncated_sessions = 0
    for _ in range(20):
        e = StudEnv(FIVE_CARD_STUD_HOME, players=3, stacks=[12, 20, 30], hands=40, seed=None)
        e.reset(seed=rng.getrandbits(32))
        ended = play_session(e, rng)
        assert set(ended) == set(e.possible_agents)
        for agent, (received, terminated, truncated) in ended.items():
            seat = e.possible_agents.index(agent)
            assert received == e.stacks[seat] - e.starting_stacks[seat]  # every hand paid once
            assert terminated != truncated
            if e.stacks[seat] == 0:
                assert terminated
                broke += 1
        if any(truncated for _, _, truncated in ended.values()):
            assert e.hands_played == 40
            truncated_sessions += 1
        else:  # decided: one seat holds every chip
            assert sorted(e.stacks)[-2] == 0
    assert broke > 0
    assert truncated_sessions > 0


def test_one_hand_sessions_truncate_nobody() -> None:
    e = StudEnv(players=2, seed=3)
    ended = play_session_once(e)
    assert all(terminated and not truncated for _, terminated, truncated in ended.values())


def play_session_once(e: StudEnv) -> dict[str, tuple[float, bool, bool]]:
    e.reset()
    return play_session(e, random.Random(0))


def test_after_a_seat_goes_broke_positions_still_count_table_seats() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=README_DECK)
    encoder = ObservationEncoder(FIVE_CARD_STUD_HOME, 3, 150, history_length=4)
    # the hand is between table seats 0 and 2; seat 1 went broke
    obs = encoder.encode(hand.view(1), seats=(0, 2))  # the observer is table seat 2
    seats = 8 * 52  # seven card planes (three positions) and the wild cards
    own = {4 * 10}  # Qc, the observer's down card
    assert set(np.flatnonzero(obs[:52]).tolist()) == own
    # table seat 0 (hand seat 0: the ante posted, the bring-in to act) is position 1;
    # table seat 1 (position 2) is empty
    assert obs[seats + 7 : seats + 14].tolist() == pytest.approx([49 / 150, 1 / 150, 0, 1, 0, 1, 0])
    assert not obs[seats + 14 : seats + 21].any()
    assert obs[seats + 6] == 1  # the observer (hand seat 1) deals
