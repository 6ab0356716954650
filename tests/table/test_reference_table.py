"""The table flow as a differential test: every hand played on the Rust core and on the plain
Python reference (``Hand(rules=studpoker.reference)``), with the same deck and the same random
decisions, must leave the same records, options, stacks and settlement at every step.

STUDPOKER_REFERENCE_HANDS hands per profile (default 100; 10,000 for a long sweep), each at
random stakes and rule choices half of the time.
"""

from __future__ import annotations

import random

import pytest

import studpoker.reference
from studpoker import _rules
from studpoker.errors import InvalidCardError, InvalidSetupError
from studpoker.games.profiles import ACEY_DEUCY, FLIP_STUD, PROFILES, RAZZ, SEVEN_CARD_STUD, Profile
from studpoker.hand import Hand
from studpoker.saving import save
from studpoker.table import Table
from tests.support.random_play import apply_decision, draw_decision, random_game, random_stacks
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_REFERENCE_HANDS", 100, 10_000)


def same_settlement(core: Hand, reference: Hand) -> None:
    a, b = core.settlement, reference.settlement
    assert a is not None
    assert b is not None
    assert (a.returned, a.payouts, a.net) == (b.returned, b.payouts, b.net)
    pots = [
        (p.amount, p.eligible, p.high_winners, p.low_winners, p.winners, p.shares) for p in b.pots
    ]
    assert [
        (p.amount, p.eligible, p.high_winners, p.low_winners, p.winners, p.shares) for p in a.pots
    ] == pots


def same_state(core: Hand, reference: Hand) -> None:
    assert reference.history == core.history
    assert reference.legal_actions() == core.legal_actions()
    assert (reference.actor, reference.stacks, reference.payouts) == (
        core.actor,
        core.stacks,
        core.payouts,
    )


def play_both(
    profile: Profile,
    stacks: list[int],
    dealer: int,
    seed: int,
    rng: random.Random,
    *,
    stay: bool = False,
) -> tuple[Hand, Hand]:
    core = Hand(profile, stacks, dealer, seed=seed)
    reference = Hand(profile, stacks, dealer, seed=seed, rules=studpoker.reference)
    same_state(core, reference)
    while not core.is_over:
        decision = draw_decision(core, rng, stay=stay)
        apply_decision(core, decision)
        apply_decision(reference, decision)
        same_state(core, reference)
    same_settlement(core, reference)
    winner = core.uncontested_winner()
    if winner is not None and rng.random() < 0.3:
        core.show_after_win(winner)
        reference.show_after_win(winner)
    assert reference.history == core.history
    assert reference.view(None).to_dict() == core.view(None).to_dict()
    return core, reference


@pytest.mark.exhaustive
@pytest.mark.parametrize("profile", PROFILES.values(), ids=PROFILES.keys())
def test_hands_on_the_reference_match_the_core(profile: Profile) -> None:
    rng = random.Random(f"reference/{profile.name}")
    for number in range(HANDS):
        game = random_game(profile, rng)
        # one hand in four: a full table where nobody folds, so the stub runs short (burns
        # dealt again, community cards: rules §2.1) and the showdown has many hands
        stay = number % 4 == 3
        n = rng.randint(max(2, game.max_players - 3) if stay else 2, game.max_players)
        play_both(game, random_stacks(game, rng, n), rng.randrange(n), number, rng, stay=stay)


def test_the_reference_plays_the_whole_hand() -> None:
    """Every call of the hand into a core goes through ``rules``: a namespace that counts its
    calls sees the bring-in, each later first actor and the settlement."""
    calls: list[str] = []

    class Counting:
        def __getattr__(self, name: str) -> object:
            function = getattr(studpoker.reference, name)

            def counted(*args: object, **kwargs: object) -> object:
                calls.append(name)
                return function(*args, **kwargs)

            return counted

    hand = Hand(SEVEN_CARD_STUD, [500] * 3, 0, seed=5, rules=Counting())  # type: ignore[arg-type]
    while not hand.is_over:
        hand.act(
            next(
                o
                for o in hand.legal_actions()
                if o.kind in ("post_bring_in", "check", "call", "show")
            )
        )
    assert calls == ["bring_in_seat", *["first_to_act"] * 4, "settle"]


def test_the_settlement_is_the_reference_s() -> None:
    hand = Hand(SEVEN_CARD_STUD, [500] * 3, 0, seed=5, rules=studpoker.reference)
    while not hand.is_over:
        hand.act_default()
    assert type(hand.settlement) is studpoker.reference.Settlement


def test_a_deck_order_is_read_by_the_rules_parser() -> None:
    order = studpoker.reference.format_cards(list(range(52)))
    hand = Hand(SEVEN_CARD_STUD, [50, 50], 0, deck=order, rules=studpoker.reference)
    assert hand.hole_cards(1) == (0, 2)
    with pytest.raises(InvalidCardError):
        Hand(SEVEN_CARD_STUD, [50, 50], 0, deck=order + " As", rules=studpoker.reference)


@pytest.mark.parametrize("where", ["hand", "table"])
def test_rules_lacking_a_function_are_refused(where: str) -> None:
    class Partial:
        bring_in_seat = staticmethod(_rules.bring_in_seat)
        first_to_act = staticmethod(_rules.first_to_act)

    make = Hand if where == "hand" else Table
    with pytest.raises(InvalidSetupError, match="lacks settle, parse_cards, format_cards"):
        make(SEVEN_CARD_STUD, [50, 50], 0, rules=Partial())  # type: ignore[arg-type]


def test_a_table_on_the_reference_matches_one_on_the_core() -> None:
    """Seats joining, leaving and sitting out between hands; the histories every seat may read
    and the ledgers are the same on both cores."""
    profile = PROFILES["five_card_stud_casino"]
    tables = [
        Table(profile, [200, 200, None, 200], seed=11, seats=6),
        Table(profile, [200, 200, None, 200], seed=11, seats=6, rules=studpoker.reference),
    ]
    rng = random.Random(4)
    for number in range(1, 40):
        seat = rng.randrange(6)
        change = rng.choice(("join", "leave", "sit_out", "sit_in", "none"))
        occupied = tables[0].stacks[seat] is not None
        for table in tables:
            if change == "join" and not occupied:
                table.join(seat, 150)
            elif change == "leave" and occupied and sum(s is not None for s in table.stacks) > 2:
                table.leave(seat)
            elif change == "sit_out" and occupied:
                table.sit_out(seat)
            elif change == "sit_in" and occupied:
                table.sit_in(seat)
        if sum(1 for s in tables[0].stacks if s) - len(tables[0].sitting_out) < 2:
            for table in tables:
                for s in list(table.sitting_out):
                    table.sit_in(s)
            if sum(1 for s in tables[0].stacks if s) < 2:
                break
        hands = [table.deal() for table in tables]
        while not hands[0].is_over:
            decision = draw_decision(hands[0], rng)
            for hand in hands:
                apply_decision(hand, decision)
        assert hands[1].history == hands[0].history
        for viewer in (*range(6), None):
            assert tables[1].history(number, viewer) == tables[0].history(number, viewer)
        assert tables[1].stacks == tables[0].stacks
        assert tables[1].ledger == tables[0].ledger


def _core_functions() -> dict[int, str]:
    from studpoker import _core

    return {
        id(value): name
        for name in dir(_core)
        if not name.startswith("_") and callable(value := getattr(_core, name))
    }


@pytest.mark.parametrize(
    "profile",
    [SEVEN_CARD_STUD, FLIP_STUD, ACEY_DEUCY, RAZZ],
    ids=lambda p: p.name,
)
def test_a_hand_on_the_reference_never_calls_the_core(
    profile: Profile, monkeypatch: pytest.MonkeyPatch
) -> None:
    """``rules=`` reaches everything a hand writes: its play, every view and its JSON (cards,
    the wild set, a turn-up's options), every record's JSON and the saved document. Every core
    function any studpoker module holds is made to raise, so one call would fail the test."""
    import sys

    from studpoker import _core

    core = _core_functions()
    called: list[str] = []

    def refuse(name: str) -> object:
        def refused(*args: object, **kwargs: object) -> object:
            called.append(name)
            raise AssertionError(f"the core's {name} was called")

        return refused

    for module_name, module in list(sys.modules.items()):
        if not module_name.startswith("studpoker") or module is _core:
            continue
        for attribute, value in list(vars(module).items()):
            name = core.get(id(value))
            if name is not None and getattr(_core, name) is value:
                monkeypatch.setattr(module, attribute, refuse(f"{module_name}.{attribute}"))
    assert called == []
    deck = list(range(52))
    rng = random.Random(profile.name)
    for _ in range(3):
        rng.shuffle(deck)
        hand = Hand(profile, [120, 120, 120], 0, deck=deck, rules=studpoker.reference)
        while not hand.is_over:
            for seat in (0, 1, 2, None):
                hand.view(seat).to_dict()
            save(hand)
            apply_decision(hand, draw_decision(hand, rng))
        for record in hand.history:
            record.to_json(hand.rules.format_card)
        for seat in (0, 1, 2, None):
            hand.view(seat).to_dict()
        save(hand)
    assert called == []
    # the same hand on the core does call it: the test sees a call
    with pytest.raises(AssertionError, match="the core's"):
        Hand(profile, [120, 120, 120], 0, deck=deck).view(0).to_dict()
