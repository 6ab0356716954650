"""Hand histories on the engine: the 25 real hands, the rules they were played under, unknown
cards, round trips of our own hands, and errors that name the line."""

from __future__ import annotations

import random
from pathlib import Path

import pytest

from studpoker import HandHistoryError, format_card, parse_card, parse_cards
from studpoker.games.profiles import PROFILES
from studpoker.hand import Hand
from studpoker.hand.records import BringInPosted, CardBurned, CardDealt, CommunityCardDealt
from studpoker.phh import dump, load, load_all, load_file, replay, replay_all
from studpoker.phh.variants import PHH_RAZZ, PHH_SEVEN_CARD_STUD, profile_for
from tests.support import PHH_DATA
from tests.support.sweeps import sweep_size

DATA = PHH_DATA
REAL_HANDS = sorted(DATA.glob("*.phh"))
ROUND_TRIPS = sweep_size("STUDPOKER_ROUND_TRIP_HANDS", 1_000, 10_000)


@pytest.mark.parametrize("path", REAL_HANDS, ids=lambda p: p.stem)
def test_every_real_hand_ends_on_its_recorded_stacks(path: Path) -> None:
    history = load_file(path)
    hand = replay(history, check_stacks=False)
    assert hand.is_over
    assert history.finishing_stacks is not None
    assert tuple(hand.stacks) == history.finishing_stacks  # seats are p1.. in order here


@pytest.mark.parametrize("path", REAL_HANDS, ids=lambda p: p.stem)
def test_every_real_hand_replays_under_pokerkits_reading_too(path: Path) -> None:
    """None of the 25 hands meets a rule the two readings differ on (docs/phh.md)."""
    hand = replay(load_file(path), rules="pokerkit")
    assert hand.profile.raise_rule == "pokerkit"
    assert hand.is_over


@pytest.mark.parametrize("path", REAL_HANDS, ids=lambda p: p.stem)
def test_every_real_hand_round_trips(path: Path) -> None:
    hand = replay(load_file(path))
    again = replay(dump(hand))
    assert again.history == hand.history
    assert again.stacks == hand.stacks


def test_the_standard_codes_name_the_card_room_rules() -> None:
    history = load_file(DATA / "wsop-2023-43-5-11.phh")
    profile = profile_for(history)
    assert profile.name == PHH_SEVEN_CARD_STUD.name
    assert (profile.ante, profile.bring_in, profile.steps) == (
        50000,
        50000,
        (200000, 200000, 400000, 400000, 400000),
    )
    assert profile.max_raises == 4  # one bet and four raises
    assert not profile.cap_heads_up_exempt
    assert profile.open_pair_round is None
    assert profile.short_all_in == "half_bet"
    assert not profile.short_completion
    assert not profile.community_card_opens
    assert profile.bring_in_all_in == "pass_bring_in"
    razz = profile_for(load_file(DATA / "wsop-2023-43-5-83.phh"))
    assert razz.name == PHH_RAZZ.name
    assert razz.showdown == "low_a5"


def test_unknown_cards_are_played_by_stand_ins_and_shown_as_unknown() -> None:
    hand = replay(load_file(DATA / "wsop-2023-43-5-49.phh"))  # p1 and p5 dealt '??????'
    spectator = hand.view(None)
    assert spectator.up_cards[0] == (None,)
    assert spectator.up_cards[4] == (None,)
    assert len(hand.undisclosed) == 6
    text = dump(hand)
    assert '"d dh p1 ??????"' in text
    assert '"d dh p5 ??????"' in text
    assert "d dh p4 Jh6s2h" in text


def test_a_stand_in_never_takes_the_recorded_bring_in() -> None:
    # p2's door card is unknown and p2 brings in: its stand-in is the card next below every
    # other door (p1's 7c), so the bring-in stays with p2 and its showing hand is no weaker
    # than it must be (phh.stand_ins).
    text = _minimal_f7s(["d dh p1 AsKd7c", "d dh p2 ??????", "p2 pb", "p1 f"])
    hand = replay(text)
    assert hand.is_over
    door = hand.up[1][0]
    assert door in hand.undisclosed
    assert door == parse_card("6s")


def test_shown_cards_name_the_unknown_cards_they_were_dealt_as() -> None:
    history = load_file(DATA / "wsop-2023-43-5-11.phh")
    text = dump(replay(history)).replace('"d dh p1 QhTcTh"', '"d dh p1 ??????"')
    hand = replay(text)
    assert hand.down[0][:2] == parse_cards("Qh Tc")
    assert not hand.undisclosed & {*hand.down[0], *hand.up[0]}  # only the burns are unknown


def test_an_illegal_action_names_its_line() -> None:
    text = _minimal_f7s(["d dh p1 AsKd7c", "d dh p2 QsQd2c", "p2 pb", "p1 cbr 3"])
    with pytest.raises(HandHistoryError, match=r"line 11: action 'p1 cbr 3': .*legal"):
        replay(text)


def test_an_action_out_of_turn_names_both_players() -> None:
    text = _minimal_f7s(["d dh p1 AsKd7c", "d dh p2 QsQd2c", "p1 pb"])
    with pytest.raises(HandHistoryError, match=r"line 10: .*p1 acts, but .* turn to p2"):
        replay(text)


def test_wrong_finishing_stacks_are_reported() -> None:
    text = _minimal_f7s(["d dh p1 AsKd7c", "d dh p2 QsQd2c", "p2 pb", "p1 f"])
    text += "finishing_stacks = [99, 61]\n"
    with pytest.raises(HandHistoryError, match="ends on stacks"):
        replay(text)


def test_cards_dealt_beyond_the_hand_are_reported() -> None:
    text = _minimal_f7s(["d dh p1 AsKd7c", "d dh p2 QsQd2c", "p2 pb", "p1 f", "d dh p1 5h"])
    with pytest.raises(HandHistoryError, match="never reached"):
        replay(text)


def test_an_unknown_variant_is_refused() -> None:
    with pytest.raises(HandHistoryError, match="variant 'NT' is not a stud game"):
        replay(_minimal_f7s([]).replace('"F7S"', '"NT"'))


def test_a_raise_to_an_all_in_level_is_taken_as_the_call() -> None:
    # p3 completes all-in to 2; p1 records "cbr 2", which is the call (real files do this).
    text = _minimal_f7s(
        ["d dh p1 AsKd7c", "d dh p2 QsQd2c", "d dh p3 9s9d8c", "p2 pb", "p3 cbr 2", "p1 cbr 2"],
        stacks=(60, 60, 3),
    )
    hand = replay(text)
    assert hand.committed[0] == hand.committed[2] == 3  # ante 1 + 2
    assert hand.actor == 1


def test_several_hands_replay_from_one_text() -> None:
    texts = [dump(replay(load_file(path))) for path in REAL_HANDS[:3]]
    many = "".join(f"[{i}]\n{text}\n" for i, text in enumerate(texts, 1))
    hands = [replay(history) for history in load_all(many)]
    assert [h.stacks for h in hands] == [replay(t).stacks for t in texts]
    assert [h.history for h in replay_all(many)] == [h.history for h in hands]


def test_our_games_use_extension_codes_and_name_their_profile() -> None:
    from studpoker.games.profiles import FIVE_CARD_STUD_HOME

    hand = _passive_hand(Hand(FIVE_CARD_STUD_HOME, [20, 20, 20], 1, seed=7))
    history = load(dump(hand))
    assert history.variant == "F5S"
    assert history.extra["_profile"] == "five_card_stud_home"
    assert history.extra["seats"] == [3, 1, 2]
    again = replay(history)
    assert again.history == hand.history
    assert again.stacks == hand.stacks
    assert again.dealer == 1


def test_changed_rules_travel_in_the_history() -> None:
    profile = PROFILES["five_card_stud_home"].replace(
        ante=2, steps=(4, 4, 8, 8), bring_in=2, open_pair_step=8
    )
    hand = _passive_hand(Hand(profile, [30, 30], 0, seed=3))
    again = replay(dump(hand))
    assert again.profile == profile
    assert again.history == hand.history


def test_the_odd_chip_half_travels_in_the_history() -> None:
    """A profile paying the halving's odd chip to the low half says so in ``_rules``."""
    profile = PROFILES["seven_card_stud_hi_lo"].replace(odd_chip_half="low")
    hand = _passive_hand(Hand(profile, [30, 30, 30], 0, seed=5))
    text = dump(hand)
    assert 'odd_chip_half = "low"' in text
    again = replay(text)
    assert again.profile == profile
    assert again.history == hand.history


@pytest.mark.exhaustive
@pytest.mark.parametrize("ante_trimming", [True, False])
@pytest.mark.parametrize("profile_name", sorted(PROFILES))
def test_random_hands_round_trip(profile_name: str, ante_trimming: bool) -> None:
    """STUDPOKER_ROUND_TRIP_HANDS hands per profile (10,000 in all for the full sweep), half of
    them with untrimmed antes (stacks of 1 are short of most antes)."""
    from studpoker.bots import RandomBot

    profile = PROFILES[profile_name].replace(ante_trimming=ante_trimming)
    rng = random.Random(profile_name)
    count = max(1, ROUND_TRIPS // len(PROFILES) // 2)
    small = (1,) if not ante_trimming else ()
    for number in range(count):
        n = rng.randint(profile.min_players, profile.max_players)
        stacks = [rng.choice((*small, 3, 5, 8, 13, 40, 200)) for _ in range(n)]
        hand = Hand(profile, stacks, rng.randrange(n), seed=number)
        bot = RandomBot(number)
        while not hand.is_over:
            hand.act(bot.choose(hand))
        again = replay(dump(hand))
        assert again.history == hand.history, (profile_name, number)
        assert again.stacks == hand.stacks
        assert sum(hand.stacks) == sum(stacks), "chips are conserved"
        if any(isinstance(r, CardBurned) for r in hand.history):
            assert "_burns" in dump(hand)
        assert all(r.card >= 0 for r in again.history if isinstance(r, CardDealt))


def _passive_hand(hand: Hand) -> Hand:
    """Plays the hand out with the first option that is not a fold, bet or raise."""
    while not hand.is_over:
        passive = [o for o in hand.legal_actions() if o.code in ("cc", "pb", "sm")]
        hand.act(passive[0])
    return hand


def _minimal_f7s(actions: list[str], stacks: tuple[int, ...] = (60, 60)) -> str:
    listed = "".join(f'  "{a}",\n' for a in actions)
    antes = ", ".join("1" for _ in stacks)
    return (
        'variant = "F7S"\n'
        f"antes = [{antes}]\n"
        "bring_in = 1\n"
        "small_bet = 2\n"
        "big_bet = 4\n"
        f"starting_stacks = [{', '.join(map(str, stacks))}]\n"
        "actions = [\n"
        f"{listed}"
        "]\n"
    )


# p2 is all in for 1 of an ante of 2: nobody can bet, the hand runs out and p2's queens win.
SHORT_ANTE_RUN_OUT = [
    "d dh p1 AsKd7c", "d dh p2 QsQd2c",
    "d dh p1 3h", "d dh p2 4h", "d dh p1 5s", "d dh p2 6s",
    "d dh p1 8d", "d dh p2 9d", "d dh p1 Jc", "d dh p2 Tc",
    "p1 sm AsKd7c3h5s8dJc", "p2 sm QsQd2c4h6s9dTc",
]  # fmt: skip


@pytest.mark.parametrize(
    ("status", "stacks"),
    [
        ("false", [58, 3]),  # untrimmed: the antes are dead money, p2 wins both
        ("true", [59, 2]),  # trimmed: p2 wins its layer, p1's extra chip goes back
        (None, [58, 3]),  # the PHH default is false
    ],
)
def test_a_seat_short_of_the_ante_wins_what_ante_trimming_gives(
    status: str | None, stacks: list[int]
) -> None:
    text = _minimal_f7s(SHORT_ANTE_RUN_OUT, stacks=(60, 1)).replace(
        "antes = [1, 1]", "antes = [2, 2]"
    )
    if status is not None:
        text = text.replace("antes =", f"ante_trimming_status = {status}\nantes =")
    hand = replay(text)
    assert hand.profile.ante_trimming is (status == "true")
    assert hand.committed == [2, 1]
    assert hand.stacks == stacks
    again = replay(dump(hand))
    assert again.history == hand.history
    assert again.stacks == stacks


@pytest.mark.parametrize("first", ["p1", "p2"])
def test_hands_shown_at_an_all_in_count_as_the_showdown_show(first: str) -> None:
    # p2 raises all-in on third street; both show at once, the rest is dealt, both show again.
    deals = [
        "d dh p1 AsKd7c", "d dh p2 QsQd2c",
        "d dh p1 3h", "d dh p2 4h", "d dh p1 5s", "d dh p2 6s",
        "d dh p1 8d", "d dh p2 9d", "d dh p1 Jc", "d dh p2 Tc",
    ]  # fmt: skip
    cards = {"p1": "AsKd7c3h5s8dJc", "p2": "QsQd2c4h6s9dTc"}
    second = "p2" if first == "p1" else "p1"
    actions = [
        *deals[:2],
        "p2 pb",
        "p1 cbr 2",
        "p2 cbr 4",
        "p1 cc",
        f"{first} sm {cards[first][:6]}",
        f"{second} sm {cards[second][:6]}",
        *deals[2:],
        f"{first} sm {cards[first]}",
        f"{second} sm {cards[second]}",
    ]
    hand = replay(_minimal_f7s(actions, stacks=(60, 5)))
    assert hand.is_over
    assert hand.shown == [True, True]
    assert hand.stacks == [55, 10]  # queens beat ace high: p2 doubles up


def test_a_history_may_deal_a_card_folded_earlier_after_the_deck_runs_out() -> None:
    """Eight players; p8 folds on fourth street. When the stub runs short the card room shuffles
    the folded and burned cards back in, so the record deals one of p8's cards again on seventh
    street: the replay takes the record's cards as they are."""
    cards = iter(range(52))
    deals = [
        f"d dh p{p} " + "".join(format_card(next(cards)) for _ in range(3)) for p in range(1, 9)
    ]
    folded = parse_cards(deals[7].split()[-1])
    for street in range(4, 8):
        for p in range(1, 8 if street > 4 else 9):
            card = folded[0] if (street, p) == (7, 1) else next(cards)
            deals.append(f"d dh p{p} {format_card(card)}")
    actions: list[str] = []
    while True:  # let the engine say who acts: everyone calls, p8 folds on fourth street
        hand = replay(_minimal_f7s(deals + actions, stacks=(50,) * 8), check_stacks=False)
        if hand.actor is None:
            break
        options = {o.code for o in hand.legal_actions()}
        seat = hand.actor
        if "sm" in options:  # everyone shows
            shown = "".join(format_card(c) for c in hand.down[seat] + hand.up[seat])
            actions.append(f"p{seat + 1} sm {shown}")
            continue
        fourth = hand.round == 1
        verb = "pb" if "pb" in options else "cc"
        if fourth and seat == 7 and "f" in options:
            verb = "f"  # p8 folds to the fourth-street bet
        elif fourth and "f" not in options and seat != 7:
            bet = min(o.min_to for o in hand.legal_actions() if o.code == "cbr")
            verb = f"cbr {bet}"
        actions.append(f"p{seat + 1} {verb}")
    assert hand.is_over
    assert folded[0] in hand.down[0]
    assert not hand.in_hand[7]


def test_the_bring_in_passes_on_when_the_low_card_is_all_in_from_the_ante() -> None:
    actions = ["d dh p1 AsKd7c", "d dh p2 QsQd2c", "d dh p3 9s9d8c", "p3 pb", "p1 f"]
    hand = replay(_minimal_f7s(actions, stacks=(60, 1, 60)))
    bring_ins = [r for r in hand.history if isinstance(r, BringInPosted)]
    assert [(r.seat, r.amount) for r in bring_ins] == [(2, 1)]  # p3 posts it for the all-in p2
    with pytest.raises(HandHistoryError, match="p2 acts, but the rules give the turn to p3"):
        replay(_minimal_f7s([*actions[:3], "p2 pb"], stacks=(60, 1, 60)))


def test_a_hand_that_runs_out_of_cards_round_trips() -> None:
    """Nine seven-card players to the end: burns go back under the stub and seventh street is a
    community card (rules §2.1); the history lists the burns, so the replay burns exactly alike."""
    hand = _passive_hand(Hand(PROFILES["seven_card_stud"], [500] * 9, 4, seed=11))
    assert any(isinstance(r, CommunityCardDealt) for r in hand.history)
    text = dump(hand)
    assert "_burns" in text
    assert "d db " in text
    again = replay(text)
    assert again.history == hand.history
    assert again.stacks == hand.stacks
