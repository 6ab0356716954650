"""Bots play from their own seat's view only (the Policy protocol), and each plays its style."""

from __future__ import annotations

import random

import pytest

from studpoker import PROFILES, parse_cards
from studpoker.bots import (
    BOTS,
    CallingStation,
    Decision,
    Policy,
    RandomBot,
    RandomKindBot,
    SteadyBot,
    StrengthBot,
    make_bot,
    play_out,
)
from studpoker.bots.strength import (
    _up_cards_dealt,
    equity_strength,
    made_hand_strength,
    score_high,
    score_low,
)
from studpoker.errors import IllegalActionError, InvalidSetupError
from studpoker.games.profiles import (
    ACEY_DEUCY,
    BASEBALL,
    FIVE_CARD_STUD_HOME,
    FLIP_STUD,
    FOLLOW_THE_QUEEN,
    RAZZ,
    SEVEN_CARD_STUD,
)
from studpoker.hand import Hand
from studpoker.hand.actions import LegalAction
from studpoker.hand.records import CardDealt, CardsShown
from studpoker.hand.view import HandView
from tests.support.stud import stacked_deck, stud_deck

BOT_NAMES = sorted(BOTS)


class Watched:
    """Wraps a policy and checks that it gets the acting seat's view, nothing more."""

    def __init__(self, policy: Policy, seat: int) -> None:
        self.policy, self.seat, self.turns = policy, seat, 0

    def act(self, view: HandView) -> Decision:
        assert type(view) is HandView
        assert view.seat == self.seat
        # the seat to act, or one of several choosing at once (flip stud's turn-up)
        assert view.actor == self.seat or (view.actor is None and view.legal_actions)
        shown = {r.seat for r in view.history if isinstance(r, CardsShown)}
        for other, cards in enumerate(view.hole_cards):
            if other != self.seat and other not in shown:
                assert all(card is None for card in cards)
        self.turns += 1
        return self.policy.act(view)


@pytest.mark.parametrize("game", sorted(PROFILES))
@pytest.mark.parametrize("name", BOT_NAMES)
def test_every_bot_finishes_hands_of_every_game_from_views(name: str, game: str) -> None:
    profile = PROFILES[game]
    for seed in range(15):
        seats = 2 + seed % 4
        hand = Hand(profile, [60 + 7 * s for s in range(seats)], seed % seats, seed=seed)
        watched = [Watched(make_bot(name, seed + s, profile), s) for s in range(seats)]
        play_out(hand, watched)
        assert hand.is_over
        assert sum(hand.stacks) == sum(hand.starting_stacks)
        assert sum(w.turns for w in watched) > 0


def test_bots_are_policies() -> None:
    for bot in (RandomBot(1), RandomKindBot(1), CallingStation(), SteadyBot(1), StrengthBot(1)):
        assert isinstance(bot, Policy)


def test_view_carries_the_legal_action_objects_the_hand_takes() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=stacked_deck("Kh Qc", "9c Qh"))
    view = hand.view(0)
    assert all(type(option) is LegalAction for option in view.legal_actions)
    assert [o.notation for o in view.legal_actions] == ["pb", "cbr 2"]
    assert hand.view(1).legal_actions == ()
    hand.act(view.legal_actions[0])
    assert hand.actor == 1


def test_a_bot_asked_out_of_turn_is_refused() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, seed=3)
    waiting = 1 - (hand.actor or 0)
    with pytest.raises(IllegalActionError, match="not to act"):
        CallingStation().act(hand.view(waiting))


def test_play_out_needs_one_policy_per_seat() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50, 50], seed=3)
    with pytest.raises(InvalidSetupError, match="2 policies for a hand of 3 seats"):
        play_out(hand, [CallingStation(), CallingStation()])
    assert not hand.is_over
    assert len(hand.history) > 0


@pytest.mark.parametrize("kind", [RandomBot, RandomKindBot, SteadyBot, StrengthBot])
def test_a_bot_without_a_seed_draws_from_the_operating_system(kind: type[RandomBot]) -> None:
    assert type(kind().rng) is random.SystemRandom
    assert type(kind(7).rng) is random.Random


def test_unseeded_bots_facing_the_same_view_do_not_all_choose_alike() -> None:
    hand = Hand(PROFILES["five_card_stud_no_limit"], [200, 200, 200], seed=4)
    view = hand.view(hand.actor)
    assert len({str(RandomBot().act(view)) for _ in range(64)}) > 1
    assert len({RandomKindBot().pick(view.legal_actions).kind for _ in range(64)}) > 1


@pytest.mark.parametrize("name", BOT_NAMES)
def test_a_seeded_bot_plays_the_same_hand_again(name: str) -> None:
    histories = []
    for _ in range(2):
        hand = Hand(SEVEN_CARD_STUD, [90, 90, 90], 0, seed=21)
        play_out(hand, [make_bot(name, 40 + s, SEVEN_CARD_STUD) for s in range(3)])
        histories.append(hand.history)
    assert histories[0] == histories[1]


@pytest.mark.parametrize("seed", ["7", 1.5, True, b"7"])
def test_a_bot_seed_that_is_not_an_int_is_named(seed: object) -> None:
    for kind in (RandomBot, RandomKindBot, SteadyBot, StrengthBot):
        with pytest.raises(InvalidSetupError, match=r"bot seed .*: a seed is an int"):
            kind(seed)  # type: ignore[arg-type]


def test_make_bot_names_the_choices() -> None:
    with pytest.raises(InvalidSetupError, match="random"):
        make_bot("shark")


def test_calling_station_never_folds_and_reaches_the_showdown() -> None:
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50, 50], seed=11)
    play_out(hand, [CallingStation()] * 3)
    assert hand.showdown_order != ()
    assert all(hand.in_hand)


def test_strength_orders_the_made_hands() -> None:
    ladder = ["2c 7d 9h Js", "2c 2d 9h Js", "2c 2d 9h 9s", "2c 2d 2h Js", "2c 2d 2h 2s"]
    scores = [score_high(parse_cards(cards)) for cards in ladder]
    assert scores == sorted(scores)
    assert len(set(scores)) == len(scores)
    assert score_high(parse_cards("As Ks Qs Js Ts")) == 1.0
    assert score_low(parse_cards("Ac 2d 3h 4s 5c")) > score_low(parse_cards("9c Td Jh Qs Kc"))
    assert score_low(parse_cards("Ac Ad 3h 4s 5c")) < score_low(parse_cards("Ac 2d 3h 4s 5c"))
    assert score_low(parse_cards("9c Td Jh Qs Kc"), eight=True) == 0.0


def test_strength_marks_down_a_hand_an_opponent_shows_as_much_as() -> None:
    # seat 0: 2c in the hole, 3d up; seat 1: Kh in the hole, Ks up
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=stacked_deck("2c Kh", "3d Ks"))
    weak = made_hand_strength(hand.view(0), FIVE_CARD_STUD_HOME)
    strong = made_hand_strength(hand.view(1), FIVE_CARD_STUD_HOME)
    assert strong > 0.4 > weak  # a pair of kings beside a trey high outshown by a king
    assert made_hand_strength(hand.view(None), FIVE_CARD_STUD_HOME) == 0.0


def test_strength_bot_bets_a_strong_hand_and_folds_a_weak_one_to_a_bet() -> None:
    # seat 0: 2c/3d brings in; seat 1: Kh/Ks, a pair of kings, completes
    hand = Hand(FIVE_CARD_STUD_HOME, [50, 50], dealer=1, deck=stacked_deck("2c Kh", "3d Ks"))
    bots = [StrengthBot(1, bluff=0.0), StrengthBot(2, bluff=0.0)]
    hand.act(bots[0].act(hand.view(0)))
    assert hand.history[-1].__class__.__name__ == "BringInPosted"
    decision = bots[1].act(hand.view(1))
    assert isinstance(decision, LegalAction)
    assert decision.kind == "complete"
    hand.act(decision)
    decision = bots[0].act(hand.view(0))
    assert isinstance(decision, LegalAction)
    assert decision.kind in ("fold", "call")


def test_strength_bot_takes_its_strength_from_the_seam() -> None:
    calls: list[str] = []

    def certain(view: HandView, game: object) -> float:
        calls.append(view.profile)
        return 1.0

    hand = Hand(RAZZ, [100, 100, 100], seed=5)
    play_out(hand, [StrengthBot(s, strength=certain) for s in range(3)])
    assert calls
    assert set(calls) == {"razz"}
    raises = [r for r in hand.history if type(r).__name__ == "CompletedBetRaised"]
    assert raises  # certainty bets and raises


def test_random_bot_picks_amounts_inside_a_range() -> None:
    profile = PROFILES["five_card_stud_no_limit"]
    for seed in range(30):
        hand = Hand(profile, [200, 200, 200], seed=seed)
        play_out(hand, [RandomBot(seed + s) for s in range(3)])
        assert sum(hand.stacks) == 600


def test_strength_bot_outplays_random_play_over_a_seeded_session() -> None:
    net = [0, 0, 0]
    for number in range(300):
        hand = Hand(SEVEN_CARD_STUD, [200, 200, 200], number % 3, seed=number)
        play_out(hand, [StrengthBot(number), CallingStation(), RandomBot(number)])
        net = [total + end - 200 for total, end in zip(net, hand.stacks, strict=True)]
    assert net[0] > 0 > net[2]


def test_equity_strength_rates_a_fair_share_at_one_half_and_a_lock_near_one() -> None:
    strength = equity_strength(samples=4_000)
    # seat 0 holds aces against a seat showing a deuce: well above an even share
    deck = stud_deck(["As Ah Ad", "7c 2h 9s"], dealer=1)
    hand = Hand(SEVEN_CARD_STUD, [200, 200], 1, deck=deck)
    strong = strength(hand.view(0), SEVEN_CARD_STUD)
    weak = strength(hand.view(1), SEVEN_CARD_STUD)
    assert 0.75 < strong <= 1.0
    assert 0.0 <= weak < 0.5
    assert strength(hand.view(0), SEVEN_CARD_STUD) == strong  # the same view rates the same


def test_equity_strength_sees_only_the_view() -> None:
    """Two deals that differ only in the opponent's hidden cards rate the same for seat 0."""
    strength = equity_strength(samples=2_000)
    one = Hand(SEVEN_CARD_STUD, [200, 200], 1, deck=stud_deck(["Ks Kh 5d", "2c 3c 9s"], 1))
    two = Hand(SEVEN_CARD_STUD, [200, 200], 1, deck=stud_deck(["Ks Kh 5d", "Ac Ad 9s"], 1))
    assert strength(one.view(0), SEVEN_CARD_STUD) == strength(two.view(0), SEVEN_CARD_STUD)


def test_equity_strength_counts_the_home_games() -> None:
    """The ace of spades in the hole wins half of a high-Chicago pot against a pair of kings."""
    chicago = SEVEN_CARD_STUD.replace(name="chicago_test", showdown="high_chicago_high")
    deck = stud_deck(["As 2h 3d", "Kc Kd 9s"], dealer=1)
    strength = equity_strength(samples=4_000)
    plain = strength(Hand(SEVEN_CARD_STUD, [200, 200], 1, deck=deck).view(0), SEVEN_CARD_STUD)
    deck = stud_deck(["As 2h 3d", "Kc Kd 9s"], dealer=1)
    spade = strength(Hand(chicago, [200, 200], 1, deck=deck).view(0), chicago)
    assert plain < 0.5 <= spade


def test_equity_strength_falls_back_where_equity_cannot_count() -> None:
    # Eight Baseball hands on 3rd street: the extra cards could run the deck out.
    hand = Hand(BASEBALL, [200] * 8, 1, seed=3)
    view = hand.view(0)
    assert equity_strength()(view, BASEBALL) == made_hand_strength(view, BASEBALL)


def test_the_equity_bot_outplays_random_play() -> None:
    net = [0, 0]
    for number in range(40):
        hand = Hand(SEVEN_CARD_STUD, [200, 200], number % 2, seed=number)
        play_out(hand, [make_bot("equity", number, SEVEN_CARD_STUD), RandomBot(number)])
        net = [total + end - 200 for total, end in zip(net, hand.stacks, strict=True)]
    assert net[0] > 0 > net[1]


def test_the_equity_bot_reads_the_up_cards_in_dealing_order() -> None:
    """Follow-the-queen's wild rank follows the up cards' order: the bot's list is the deal's."""
    hand = Hand(FOLLOW_THE_QUEEN, [200, 200, 200], 1, seed=5)
    seen: list[int] = []

    class Watcher(CallingStation):
        def act(self, view: HandView) -> Decision:
            dealt = [r.card for r in hand.history if isinstance(r, CardDealt) and r.up]
            order = [(view.dealer + 1 + offset) % 3 for offset in range(3)]
            assert _up_cards_dealt(view, order) == dealt
            seen.append(len(dealt))
            return super().act(view)

    play_out(hand, [Watcher(), Watcher(), Watcher()])
    assert max(seen) == 12  # nobody folds: four up cards each


def test_the_made_hand_counts_the_wild_cards_in_force() -> None:
    kings = parse_cards("Kc Kd 2h")
    assert score_high(kings) < score_high(kings, frozenset(parse_cards("2h")))
    # Four cards with two wild: four of a kind; five cards: the evaluator's five of a kind.
    assert score_high(parse_cards("Kc Kd 2h 2c"), frozenset(parse_cards("2h 2c"))) >= 0.97
    assert score_high(parse_cards("Kc Kd Kh 2h 2c"), frozenset(parse_cards("2h 2c"))) == 1.0
    # Only wild cards: as good as aces of their number.
    assert score_high(parse_cards("2h"), frozenset(parse_cards("2h"))) == score_high(
        parse_cards("Ah")
    )
    # The bot reads the set from the view: acey-deucy's deuces make the pair.
    deck = stud_deck(["Kc 2h 7d", "Qc Jh 9s"], dealer=1)
    plain = made_hand_strength(
        Hand(SEVEN_CARD_STUD, [200, 200], 1, deck=deck).view(0), SEVEN_CARD_STUD
    )
    deck = stud_deck(["Kc 2h 7d", "Qc Jh 9s"], dealer=1)
    wild = made_hand_strength(Hand(ACEY_DEUCY, [200, 200], 1, deck=deck).view(0), ACEY_DEUCY)
    assert wild > plain


def test_the_low_counts_the_wild_cards_in_force() -> None:
    """A wild card stands for the lowest rank the natural cards lack: A-2-3-4 with a wild
    king is a wheel; the eight qualifier with a wild card qualifies where the king would not."""
    wheel = parse_cards("Ac 2d 3h 4s Kc")
    king = frozenset(parse_cards("Kc"))
    assert score_low(wheel, wild=king) == score_low(parse_cards("Ac 2d 3h 4s 5c"))
    assert score_low(wheel, wild=king) > score_low(wheel)
    eights = parse_cards("Ac 2d 3h 8s Kc")
    assert score_low(eights, eight=True, wild=king) > score_low(eights, eight=True)
    # razz with wild cards: the strength bot reads the set from the view
    wild_razz = RAZZ.replace(wild="suicide_king")
    deck = stud_deck(["Ac 2d Kh", "Qc Jh 9s"], dealer=1)
    plain = made_hand_strength(Hand(RAZZ, [200, 200], 1, deck=deck).view(0), RAZZ)
    deck = stud_deck(["Ac 2d Kh", "Qc Jh 9s"], dealer=1)
    wild = made_hand_strength(Hand(wild_razz, [200, 200], 1, deck=deck).view(0), wild_razz)
    assert wild > plain


def test_the_bots_turn_up_the_card_worth_least_hidden() -> None:
    """Flip stud: a high game shows its lowest natural card and keeps a wild one down; a low
    game (razz's showdown) shows its highest card, ace low."""
    flip = FLIP_STUD
    deck = stacked_deck("2c 3c Ks 3d")  # dealer 1: seat 0 gets 2c Ks, seat 1 3c 3d
    hand = Hand(flip, [200, 200], 1, deck=deck)
    for bot in (SteadyBot(1), StrengthBot(1)):
        assert bot.act(hand.view(0)) == hand.legal_actions(0)[0]  # the 2c, not the king
    wild = flip.replace(wild="acey_deucy")
    hand = Hand(wild, [200, 200], 1, deck=deck)
    for bot in (SteadyBot(1, game=wild), StrengthBot(1, game=wild)):
        chosen = bot.act(hand.view(0))
        assert isinstance(chosen, LegalAction)
        assert chosen.cards == tuple(parse_cards("Ks"))  # the deuce is wild: kept down
    low = flip.replace(showdown="low_a5")
    hand = Hand(low, [200, 200], 1, deck=deck)
    chosen = StrengthBot(1, game=low).act(hand.view(0))
    assert isinstance(chosen, LegalAction)
    assert chosen.cards == tuple(parse_cards("Ks"))  # the king is the worst low card
    assert make_bot("steady", 1, wild).act(Hand(wild, [200, 200], 1, deck=deck).view(0)) == (chosen)
