"""Flip stud (rules §6 notes): four deals of two face-down cards; after each deal every seat in
the hand chooses a card to turn up (after the first deal one of the two just dealt, after a later
one any of its face-down cards, [003]), the choices hidden until all are in and revealed
together; then a betting round whose showing order reads the cards just turned up; best five of
eight."""

from __future__ import annotations

import json
import random
from importlib import resources

import pytest

from studpoker import FLIP_STUD, Hand, reference
from studpoker.bots import BOTS, make_bot, play_out
from studpoker.cards import format_card, parse_cards
from studpoker.errors import HandHistoryError, IllegalActionError, SavedStateError
from studpoker.hand.actions import TURN_UP, Action, LegalAction
from studpoker.hand.log import hand_log
from studpoker.hand.records import (
    BringInPosted,
    Called,
    CardDealt,
    CardsMucked,
    CardsShown,
    Checked,
    RoundStarted,
    TurnUpChosen,
    TurnUpsRevealed,
)
from studpoker.phh import dump, replay
from studpoker.saving import restore_hand, save
from tests.support.random_play import (
    apply_decision,
    decide,
    draw_decision,
    random_game,
    random_stacks,
)
from tests.support.stud import snapshot

# dealer 1 of two seats: seat 0 is dealt first, one card to each seat per pass, burns between
SCRIPT = (
    "As Kh Ah 2d"  # deal 1: seat 0 As Ah, seat 1 Kh 2d
    " 3c Ad Kd 7c 8d"  # burn, deal 2: seat 0 Ad 7c, seat 1 Kd 8d
    " 3h Ac Ks 9c Qd"  # burn, deal 3: seat 0 Ac 9c, seat 1 Ks Qd
    " 3s 5h 6s Jd Kc"  # burn, deal 4: seat 0 5h Jd, seat 1 6s Kc
)
# what each seat turns up after each deal: seat 0 keeps three aces down, seat 1 shows its kings
TURN_UPS = (("As", "2d"), ("7c", "Kd"), ("9c", "Ks"), ("Jd", "Kc"))


def scripted_deck() -> list[int]:
    named = parse_cards(SCRIPT.replace(" ", ""))
    return named + [c for c in range(52) if c not in named]


def scripted_hand() -> Hand:
    return Hand(FLIP_STUD, [100, 100], 1, deck=scripted_deck())


def card(text: str) -> int:
    return parse_cards(text)[0]


def play_calls(hand: Hand) -> None:
    """The seats to act post the bring-in, check or call until a turn-up or the end."""
    while hand.actor is not None:
        if hand.can_post_bring_in():
            hand.post_bring_in()
        elif hand.round is None:
            hand.show_or_muck(True)
        else:
            hand.check_or_call()


def test_every_seat_in_the_hand_chooses_one_of_the_two_cards_just_dealt() -> None:
    hand = Hand(FLIP_STUD, [100, 100, 100], 0, seed=7)
    assert hand.actor is None
    assert hand.actors == (1, 2, 0)
    assert hand.legal_actions() == ()  # nobody acts alone
    for seat in range(3):
        options = hand.legal_actions(seat)
        # a choice puts in no chips and leaves nobody all in
        assert options == tuple(
            LegalAction("turn_up", TURN_UP, 0, 0, 0, False, (c,)) for c in hand.down[seat]
        )
        assert options[0].notation == f"tu {format_card(hand.down[seat][0])}"
    assert all(not cards for cards in hand.up)


def test_the_choices_are_hidden_until_every_seat_chose_then_revealed_together() -> None:
    hand = scripted_hand()
    record = hand.turn_up(0, "As")
    assert record == TurnUpChosen(0, (card("As"),))
    assert hand.actors == (1,)
    assert hand.up == [[], []]
    own, other, spectator = hand.view(0), hand.view(1), hand.view(None)
    assert own.history[-1] == record  # a seat sees its own pending choice
    for view in (other, spectator):
        assert view.history[-1] == TurnUpChosen(0, (-1,))
        assert "As" not in json.dumps(view.to_dict())
    assert "As" not in dump(hand, viewer=1)
    assert "p1 tu ??" in dump(hand, viewer=1)
    assert other.legal_actions == hand.legal_actions(1)
    assert own.legal_actions == ()
    hand.turn_up(1, "2d")
    revealed = [r for r in hand.history if type(r) is TurnUpsRevealed]
    assert revealed == [TurnUpsRevealed(0, (0, 1), (card("As"), card("2d")))]
    assert hand.up == [[card("As")], [card("2d")]]
    assert hand.down == [[card("Ah")], [card("Kh")]]
    for viewer in (0, 1, None):  # every choice is seen once revealed
        chosen = [r for r in hand.view(viewer).history if type(r) is TurnUpChosen]
        assert [r.cards for r in chosen] == [(card("As"),), (card("2d"),)]


def test_the_betting_round_after_a_reveal_reads_the_cards_turned_up() -> None:
    hand = scripted_hand()
    hand.turn_up(0, "As")
    hand.turn_up(1, "2d")
    opened = hand.history[-1]
    assert type(opened) is RoundStarted
    assert opened.bring_in_seat == 1
    assert hand.actor == 1
    play_calls(hand)
    hand.turn_up(1, "Kd")
    hand.turn_up(0, "7c")
    # As 7c beats 2d Kd: seat 0 acts first
    opened = hand.history[-1]
    assert type(opened) is RoundStarted
    assert opened.first == 0
    assert hand.actor == 0


def test_a_scripted_hand_settles_to_its_known_result_and_replays_from_phh() -> None:
    hand = scripted_hand()
    for street, (first, second) in enumerate(TURN_UPS):
        assert hand.street == street
        hand.turn_up(1, second)  # any order: the choices are collected
        hand.turn_up(0, first)
        play_calls(hand)
    assert hand.is_over
    # four aces (three kept down) beat four kings; best five of eight
    assert hand.up[0] == [card(c) for c in ("As", "7c", "9c", "Jd")]
    assert hand.up[1] == [card(c) for c in ("2d", "Kd", "Ks", "Kc")]
    assert hand.settlement is not None
    assert hand.settlement.pots[0].winners == (0,)
    won = hand.stacks[0] - 100
    assert won > 0
    assert hand.stacks == [100 + won, 100 - won]
    text = dump(hand)
    assert "p1 tu As" in text
    assert "p2 tu 2d" in text
    again = replay(text)
    assert again.history == hand.history
    assert again.stacks == hand.stacks
    assert dump(again) == text


def test_timeout_turns_up_the_first_card_dealt_of_the_street() -> None:
    hand = scripted_hand()
    with pytest.raises(IllegalActionError, match="choose at once: name the seat"):
        hand.act_default()
    record = hand.act_default(1)
    assert record == TurnUpChosen(1, (card("Kh"),), by_default=True)
    assert hand.default_action(0).cards == (card("As"),)
    hand.act_default(0)
    assert hand.up == [[card("As")], [card("Kh")]]
    text = dump(hand)
    assert replay(text).history == hand.history


def test_on_a_later_street_an_older_down_card_may_be_turned_up_and_plays() -> None:
    """[003]: "except in the first round, the card turned up may or may not be from the round
    just dealt". On the second deal seat 0 turns up the Ah it kept down on the first, showing a
    pair of aces that acts first, and keeps both new cards down."""
    hand = scripted_hand()
    hand.turn_up(0, "As")
    hand.turn_up(1, "2d")
    play_calls(hand)
    assert hand.street == 1
    # the cards just dealt first (the default), then the older face-down ones
    assert [o.cards for o in hand.legal_actions(0)] == [(card(c),) for c in ("Ad", "7c", "Ah")]
    assert [o.cards for o in hand.legal_actions(1)] == [(card(c),) for c in ("Kd", "8d", "Kh")]
    assert hand.can_turn_up(0, "Ah")
    record = hand.turn_up(0, "Ah")
    assert record == TurnUpChosen(0, (card("Ah"),))
    assert "Ah" not in json.dumps(hand.view(1).to_dict())  # hidden until the reveal
    hand.turn_up(1, "Kh")  # seat 1 likewise turns up its older king
    assert hand.up == [[card("As"), card("Ah")], [card("2d"), card("Kh")]]
    assert hand.down == [[card("Ad"), card("7c")], [card("Kd"), card("8d")]]
    opened = hand.history[-1]
    assert type(opened) is RoundStarted
    assert opened.first == 0  # a pair of aces showing beats Kh 2d
    # the older card is public from the reveal on, in every view and history
    for viewer in (1, None):
        assert card("Ah") in hand.view(viewer).up_cards[0]
        dealt = [r for r in hand.view(viewer).history if type(r) is CardDealt and r.seat == 0]
        assert card("Ah") in [r.card for r in dealt]
    while not hand.is_over:
        if hand.actor is None:
            for seat in hand.actors:
                hand.act_default(seat)
        else:
            play_calls(hand)
    text = dump(hand)
    assert "p1 tu Ah" in text
    again = replay(text)
    assert again.history == hand.history
    assert again.stacks == hand.stacks
    spec = Hand(FLIP_STUD, [100, 100], 1, deck=scripted_deck(), rules=reference)
    for record in hand.history:
        if type(record) is TurnUpChosen and record.by_default:
            spec.act_default(record.seat)
        elif type(record) is TurnUpChosen:
            spec.act(Action(TURN_UP, None, True, record.cards), record.seat)
        elif type(record) in ACTION_RECORDS:
            spec.act(hand_action(record))
    assert spec.history == hand.history


ACTION_RECORDS = (BringInPosted, Called, Checked, CardsShown, CardsMucked)


def hand_action(record: object) -> Action:
    """The action that made a record of a hand played by ``play_calls``."""
    if type(record) is BringInPosted:
        return Action("pb")
    if type(record) in (Called, Checked):
        return Action("cc")
    return Action("sm", None, type(record) is CardsShown)


def test_on_the_first_deal_only_the_cards_just_dealt_are_offered() -> None:
    hand = Hand(FLIP_STUD, [100, 100, 100], 0, seed=7)
    for seat in range(3):
        offered = sorted(c for option in hand.legal_actions(seat) for c in option.cards)
        assert offered == sorted(hand.down[seat])
        assert len(offered) == 2
    with pytest.raises(IllegalActionError, match="turns up 1 of the cards just dealt to it"):
        hand.turn_up(1, hand.down[2][0])


def test_a_later_timeout_turns_up_the_first_card_of_the_street_not_an_older_one() -> None:
    """The default keeps down every card the seat chose to keep down before, and reads no card's
    value: the first card dealt to it on the street."""
    hand = scripted_hand()
    hand.turn_up(0, "As")
    hand.turn_up(1, "2d")
    play_calls(hand)
    assert hand.default_action(0).cards == (card("Ad"),)
    assert hand.default_action(1).cards == (card("Kd"),)
    hand.act_default(0)
    hand.act_default(1)
    assert hand.up == [[card("As"), card("Ad")], [card("2d"), card("Kd")]]


def test_a_history_naming_an_older_unknown_card_turned_up_replays() -> None:
    """A history whose first ``dh`` line hides a card (``??``) and whose later ``tu`` names a
    card none of the seat's known cards is: with every card of the street known, it is the
    older unknown one, and the hand replays as played."""
    hand = scripted_hand()
    hand.turn_up(0, "As")
    hand.turn_up(1, "2d")
    play_calls(hand)
    hand.turn_up(0, "Ah")
    hand.turn_up(1, "Kd")
    text = dump(hand)
    hidden = text.replace('"d dh p1 AsAh"', '"d dh p1 As??"')
    assert hidden != text
    again = replay(hidden)
    assert again.up[0] == [card("As"), card("Ah")]
    assert again.history == hand.history
    assert not again.undisclosed


@pytest.mark.parametrize(
    ("action", "seat", "message"),
    [
        ("tu As", None, r"seats 0, 1 choose at once; name the seat"),
        (
            "p1 tu Kh",
            None,
            r"^tu Kh: seat 0 turns up 1 of the cards just dealt to it \(Ah As\); legal: "
            r"tu As \(turn up As\), tu Ah \(turn up Ah\)$",
        ),
        ("tu 3c", 0, r"turns up 1 of the cards just dealt"),  # the burn
        ("p3 tu As", None, r"seat 2: the hand's seats are 0..1"),
        (
            "cc",
            0,
            r"^cc is not legal for seat 0: it chooses a card to turn up; legal: tu As \(turn up "
            r"As\), tu Ah \(turn up Ah\)$",
        ),
        ("p1 tu As", 1, r"names seat 0, but seat 1 acts"),
        ("tu", 0, r"'tu' takes the card\(s\) to turn up"),
        ("tu AsAh", 0, r"turns up 1 of the cards"),
    ],
)
def test_a_wrong_choice_is_refused_naming_why_and_changes_nothing(
    action: str, seat: int | None, message: str
) -> None:
    hand = scripted_hand()
    before = snapshot(hand)
    with pytest.raises(IllegalActionError, match=message):
        hand.act(action, seat)
    assert snapshot(hand) == before
    assert not hand.can_act(action, seat)


def test_a_seat_chooses_once_and_a_folded_seat_not_at_all() -> None:
    hand = Hand(FLIP_STUD, [100, 100, 100], 2, deck=scripted_deck())
    hand.act_default(0)
    assert hand.legal_actions(0) == ()
    before = snapshot(hand)
    with pytest.raises(IllegalActionError, match="seat 0 has already chosen"):
        hand.act(f"tu {format_card(hand.down[0][1])}", 0)
    assert snapshot(hand) == before
    hand.act_default(1)
    hand.act_default(2)
    # the first round: the bring-in posts, the next seat folds, the last calls
    hand.post_bring_in()
    folder = hand.actor
    assert folder is not None
    hand.fold()
    play_calls(hand)
    assert hand.actors
    assert folder not in hand.actors
    with pytest.raises(IllegalActionError, match=f"seat {folder} is not in the hand"):
        hand.turn_up(folder, hand.down[folder][-1])
    assert not hand.can_turn_up(folder, hand.down[folder][-1])
    # another seat's card, or a turn-up while the seats bet, is refused
    seat = hand.actors[0]
    other = next(s for s in hand.actors if s != seat)
    assert not hand.can_turn_up(seat, hand.down[other][0])
    with pytest.raises(IllegalActionError, match=f"seat {seat} turns up 1 of its face-down"):
        hand.turn_up(seat, hand.down[other][0])
    hand.act_default(hand.actors[0])
    hand.act_default(hand.actors[0])
    legal = ", ".join(f"{o.notation} \\({o.describe()}\\)" for o in hand.legal_actions())
    with pytest.raises(
        IllegalActionError, match=rf"no card is to be turned up now; seat \d is to act \({legal}\)$"
    ):
        hand.act(Action(TURN_UP, None, True, (hand.down[0][0],)))


def test_a_reveal_that_fails_after_it_puts_every_card_back(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    hand = scripted_hand()
    hand.turn_up(0, "Ah")
    before = snapshot(hand)

    def broken(*args: object, **kwargs: object) -> None:
        raise IllegalActionError("the core failed")

    monkeypatch.setattr("studpoker.hand.flow.open_round", broken)  # the round after the reveal
    with pytest.raises(IllegalActionError, match="the core failed"):
        hand.turn_up(1, "Kh")
    assert snapshot(hand) == before
    assert hand.down == [parse_cards("AsAh"), parse_cards("Kh2d")]
    monkeypatch.undo()
    hand.turn_up(1, "Kh")
    assert hand.up == [[card("Ah")], [card("Kh")]]


def test_a_saved_hand_mid_turn_up_keeps_its_hidden_choice_and_restores_it() -> None:
    hand = scripted_hand()
    hand.turn_up(1, "Kh")
    document = json.loads(save(hand))
    # the server's document is its full state: the hidden choice is in it, views never
    assert {"seat": 1, "action": "tu Kh"} in document["actions"]
    restored = restore_hand(document)
    assert restored.history == hand.history
    assert restored.actors == (0,)
    assert restored.view(0).history[-1] == TurnUpChosen(1, (-1,))
    restored.turn_up(0, "Ah")
    assert restored.up == [[card("Ah")], [card("Kh")]]
    assert restore_hand(save(restored)).history == restored.history


def test_a_history_dumped_mid_turn_up_for_a_viewer_replays() -> None:
    hand = scripted_hand()
    hand.turn_up(1, "2d")
    text = dump(hand, viewer=0)
    assert "p2 tu ??" in text
    assert "2d" not in text
    again = replay(text)
    assert again.actors == (0,)
    assert len(again.history) == len(hand.history)


def test_random_flip_stud_hands_conserve_chips_deal_no_card_twice_and_replay() -> None:
    rng = random.Random(2026)
    for number in range(60):
        profile = random_game(FLIP_STUD, rng)
        seats = rng.randint(2, profile.max_players)
        hand = Hand(profile, random_stacks(profile, rng, seats), rng.randrange(seats), seed=number)
        total = sum(hand.stacks) + hand.pot_total
        while not hand.is_over:
            decide(hand, rng)
            assert hand.is_over or sum(hand.stacks) + hand.pot_total == total
            cards = [c for s in range(seats) for c in (*hand.down[s], *hand.up[s])]
            assert len(cards) == len(set(cards))
        assert sum(hand.stacks) == total
        held = [c for s in range(seats) for c in (*hand.down[s], *hand.up[s])]
        assert len(set(held) | set(hand.burned)) == len(held) + len(hand.burned)
        text = dump(hand)
        assert dump(replay(text)) == text
        assert restore_hand(save(hand)).history == hand.history


@pytest.mark.parametrize("bot", sorted(BOTS))
def test_every_bot_plays_flip_stud(bot: str) -> None:
    for seed in range(3):
        hand = Hand(FLIP_STUD, [200] * 4, seed=seed)
        play_out(hand, [make_bot(bot, seed + k, FLIP_STUD) for k in range(4)])
        assert hand.is_over
        assert sum(hand.stacks) == 800


def test_the_core_and_the_reference_play_flip_stud_alike() -> None:
    rng = random.Random(11)
    for number in range(12):
        seats = rng.randint(2, 6)
        core = Hand(FLIP_STUD, [300] * seats, number % seats, seed=number)
        spec = Hand(FLIP_STUD, [300] * seats, number % seats, seed=number, rules=reference)
        while not core.is_over:
            decision = draw_decision(core, rng)
            apply_decision(core, decision)
            apply_decision(spec, decision)
        assert spec.history == core.history
        assert spec.stacks == core.stacks


def test_flip_stud_records_views_and_saved_hands_match_the_json_schema() -> None:
    jsonschema = pytest.importorskip("jsonschema")
    schema = json.loads(
        resources.files("studpoker").joinpath("schema/studpoker.schema.json").read_text()
    )
    validator = jsonschema.Draft202012Validator(schema)
    defs = schema["$defs"]
    record_validator = validator.evolve(schema={"$ref": "#/$defs/record", "$defs": defs})
    view_validator = validator.evolve(schema={"$ref": "#/$defs/view", "$defs": defs})
    rng = random.Random(5)
    hand = Hand(FLIP_STUD, [200] * 4, 0, seed=5)
    while not hand.is_over:
        for seat in (*range(4), None):
            view_validator.validate(hand.view(seat).to_dict())
        validator.validate(json.loads(save(hand)))  # mid-turn-up included
        apply_decision(hand, draw_decision(hand, rng))
    for record in hand.history:
        record_validator.validate(record.to_json())
    validator.validate(json.loads(save(hand)))


def test_a_tampered_history_or_saved_hand_with_a_bad_turn_up_is_refused() -> None:
    hand = scripted_hand()
    hand.turn_up(0, "As")
    hand.turn_up(1, "2d")
    text = dump(hand)
    with pytest.raises(HandHistoryError, match=r"action 'p1 tu Kh'.*cards just dealt"):
        replay(text.replace("p1 tu As", "p1 tu Kh"))
    with pytest.raises(HandHistoryError, match=r"seat 1 has already chosen"):
        replay(text.replace("p1 tu As", "p2 tu 2d"))
    document = json.loads(save(hand))
    document["actions"][0] = {"seat": 0, "action": "tu 3c"}
    with pytest.raises(SavedStateError, match=r"actions\[0\]: tu 3c: seat 0 turns up 1"):
        restore_hand(document)
    document["actions"][0] = {"seat": 0, "action": "cc"}
    with pytest.raises(SavedStateError, match=r"actions\[0\]: cc is not legal for seat 0"):
        restore_hand(document)


def test_the_hand_log_narrates_hidden_choices_and_the_reveal() -> None:
    hand = scripted_hand()
    hand.turn_up(1, "2d")
    assert hand_log(hand, reveal=False, seat=0)[-1] == "  seat 1 chooses a card to turn up"
    assert hand_log(hand)[-1] == "  seat 1 chooses 2d to turn up"
    hand.turn_up(0, "As")
    assert "turned up: seat 0 As, seat 1 2d" in hand_log(hand, reveal=False)


def test_in_turn_each_seat_turns_up_at_once_seen_by_the_next() -> None:
    hand = Hand(FLIP_STUD.replace(turn_up_reveal="in_turn"), [100, 100, 100], 2, seed=3)
    assert hand.actor == 0
    assert hand.actors == (0,)
    legal = ", ".join(f"tu {c} \\(turn up {c}\\)" for c in map(format_card, hand.down[0]))
    with pytest.raises(IllegalActionError, match=f"seat 1 is not to act; seat 0 is \\({legal}\\)$"):
        hand.act(f"p2 tu {format_card(hand.down[1][0])}")
    for action in ("cc", "f"):
        with pytest.raises(
            IllegalActionError, match=f"^{action} is not legal for seat 0; legal: {legal}$"
        ):
            hand.act(action)
    assert [hand.legal_actions(seat) for seat in (1, 2)] == [(), ()]
    first = hand.down[0][1]
    hand.turn_up(0, first)
    assert hand.up[0] == [first]
    assert hand.history[-1] == TurnUpsRevealed(0, (0,), (first,))
    assert hand.actor == 1
    assert first in hand.view(1).up_cards[0]  # the next seat sees it before it chooses
    hand.act(hand.legal_actions()[0])
    record = hand.act_default()
    assert record == TurnUpChosen(2, (hand.up[2][0],), by_default=True)
    assert [type(r) for r in hand.history[-3:]] == [TurnUpChosen, TurnUpsRevealed, RoundStarted]
    rng = random.Random(3)
    while not hand.is_over:
        decide(hand, rng)
    text = dump(hand)
    assert replay(text).history == hand.history
    assert restore_hand(save(hand)).history == hand.history
