"""No view, view JSON or hand history ever tells a viewer a card it may not know.

Over random hands of every profile (random stakes and rule choices half of the time, timeout
defaults, full tables that run the stub short so that burns come back as hole cards and
community cards are dealt), at every step, for every seat and a spectator:

- ``hand.view(seat)``: another seat's down cards stay ``None`` (and its dealt records ``-1``)
  until that seat shows them at the showdown or, as the uncontested winner, shows them after the
  hand; every burn is ``-1``; options only on the viewer's turn;
- ``view.to_dict()``: every card text in it is one the viewer may know;
- the PHH text (``phh.dump(hand, viewer=...)``, what ``Table.history`` serves) likewise, burns
  always ``??``, and ``Table.history(number, seat)`` of every finished hand for every table seat
  (a seat sitting out included) and a spectator.

What a viewer may know: its own down cards, every up card and community card, the hands shown
at the showdown, the down cards an uncontested winner showed, and, in a hand history under a
profile with ``reveal_called_hands``, the hands mucked after calling to the showdown. A mucked or
folded hand, a burn and the stub are never known.

STUDPOKER_SAFETY_HANDS hands per profile (default 24: every step of every hand is checked for
every viewer; 11,112 per profile is 100,000 in all).
"""

from __future__ import annotations

import random

import pytest

from studpoker.cards import format_card
from studpoker.games.profiles import PROFILES, Profile
from studpoker.hand import Hand
from studpoker.hand.records import (
    CardBurned,
    CardDealt,
    CommunityCardDealt,
    TurnUpChosen,
    TurnUpsRevealed,
)
from studpoker.phh import dump
from studpoker.table import Table
from tests.support.invariants import public_wild
from tests.support.leaks import (
    CARD_TEXTS,
    check_history_text,
    known_cards,
    phh_cards,
    public_cards,
    strings,
)
from tests.support.random_play import apply_decision, draw_decision, random_game, random_stacks
from tests.support.sweeps import sweep_size

HANDS = sweep_size("STUDPOKER_SAFETY_HANDS", 24, 11_112)
# every profile the hand plays, flip stud's hidden turn-up choices included
PLAYED = PROFILES


def check_view(hand: Hand, seat: int | None, public: set[int]) -> None:
    view = hand.view(seat)
    known = public if seat is None else public | set(hand.down[seat])
    for other, cards in enumerate(view.hole_cards):
        for seen, card in zip(cards, hand.down[other], strict=True):
            assert seen is None or (seen == card and card in known), (seat, other, seen)
    for record in view.history:
        if isinstance(record, CardBurned):
            assert record.card == -1, f"{seat} sees a burn: {record}"
        elif isinstance(record, CardDealt | CommunityCardDealt):
            assert record.card == -1 or record.card in known, f"{seat} sees {record}"
    assert not view.legal_actions or (
        seat is not None and (seat == hand.actor or seat in hand.actors)
    )
    # flip stud: another seat's turn-up choice stays hidden until every choice is revealed
    reveals = [i for i, r in enumerate(hand.history) if type(r) is TurnUpsRevealed]
    for index, record in enumerate(view.history):
        if type(record) is TurnUpChosen and record.seat != seat:
            revealed = bool(reveals) and index < reveals[-1]
            assert revealed or set(record.cards) == {-1}, f"{seat} sees a choice: {record}"
    data = view.to_dict()
    # the wild set names cards, not where they are: the up cards alone decide it
    assert data.pop("wild") == [format_card(c) for c in sorted(public_wild(hand))]
    named = strings(data, set()) & CARD_TEXTS
    leaked = named - {format_card(card) for card in known}
    assert not leaked, f"seat {seat}'s view JSON names {sorted(leaked)}"
    for event in data["history"]:
        if event["event"] == "card_burned":
            assert event["card"] is None


def check_everyone(hand: Hand, *, histories: bool) -> None:
    public = public_cards(hand)
    for seat in (*range(hand.n), None):
        check_view(hand, seat, public)
        if histories:
            check_history_text(hand, seat, dump(hand, viewer=seat))


def play_checked(hand: Hand, rng: random.Random, *, stay: bool) -> None:
    # the PHH text at every step of one hand in four (it costs most), at the end always
    histories = rng.random() < 0.25
    check_everyone(hand, histories=histories)
    while not hand.is_over:
        apply_decision(hand, draw_decision(hand, rng, stay=stay))
        check_everyone(hand, histories=histories)
    winner = hand.uncontested_winner()
    if winner is not None and rng.random() < 0.5:
        own = hand.down[winner] + hand.up[winner]
        # all of its cards, or some it picks
        picked = None if rng.random() < 0.5 else rng.sample(own, rng.randint(1, len(own)))
        hand.show_after_win(winner, picked)
    check_everyone(hand, histories=False)


class Players:
    """Who sits in each table seat, and who sat there in each hand dealt."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.count = 0
        self.now: list[int | None] = [self.new() if s is not None else None for s in table.stacks]
        self.dealt: list[tuple[Hand, tuple[int, ...], list[int | None]]] = []

    def new(self) -> int:
        self.count += 1
        return self.count

    def note_deal(self, hand: Hand) -> None:
        self.dealt.append((hand, self.table.hand_seats, self.now.copy()))

    def replace(self, seat: int, rng: random.Random) -> None:
        """The seat's player leaves; half of the time a new player takes the seat."""
        self.table.leave(seat)
        self.now[seat] = None
        if rng.random() < 0.5:
            self.table.join(seat, 100)
            self.now[seat] = self.new()

    def check_histories(self) -> None:
        """Every finished hand's history as every table seat may read it now: the hand's own
        cards only for the player who held them, a spectator's for anyone else."""
        for number, (hand, hand_seats, players) in enumerate(self.dealt, start=1):
            for seat in (*range(self.table.seats), None):
                same = seat is not None and players[seat] == self.now[seat] is not None
                viewer = hand_seats.index(seat) if same and seat in hand_seats else None
                check_history_text(hand, viewer, self.table.history(number, seat))


@pytest.mark.exhaustive
@pytest.mark.parametrize("profile", PLAYED.values(), ids=PLAYED.keys())
def test_no_view_or_history_leaks_a_card(profile: Profile) -> None:
    rng = random.Random(f"safety/{profile.name}")
    for number in range(HANDS):
        game = random_game(profile, rng)
        stay = number % 4 == 3  # a full table where nobody folds: burns reused, community cards
        n = rng.randint(max(2, game.max_players - 3) if stay else 2, game.max_players)
        stacks: list[int | None] = list(random_stacks(game, rng, n))
        seats = n
        if not stay and n < game.max_players and rng.random() < 0.3:
            stacks.append(50)  # a seat that sits out: it reads histories as a spectator
            seats += 1
        table = Table(game, stacks, seed=number, seats=seats)
        if seats > n:
            table.sit_out(n)
        players = Players(table)
        for _ in range(rng.randint(1, 4)):
            playing = [seat for seat, chips in enumerate(table.stacks) if chips and seat != n]
            if len(playing) < 2:
                break
            if rng.random() < 0.3:  # a player leaves, and another may take the seat
                players.replace(rng.choice(playing), rng)
                continue
            hand = table.deal()
            players.note_deal(hand)
            play_checked(hand, rng, stay=stay)
            players.check_histories()


@pytest.mark.parametrize("players", [7, 9])
def test_burns_dealt_again_stay_hidden_as_burns(players: int) -> None:
    """Seven-card players who never fold run the stub short (rules §2.1): the burns go under it;
    with seven players they come back as 7th-street down cards (only their owner sees them),
    with nine a community card stands in on 6th and 7th street. No view shows a burn."""
    profile = PROFILES["seven_card_stud"]
    for seed in range(6):
        hand = Hand(profile, [10_000] * players, 0, seed=seed)
        rng = random.Random(seed)
        while not hand.is_over:
            apply_decision(hand, draw_decision(hand, rng, stay=True))
            check_everyone(hand, histories=False)
        check_everyone(hand, histories=True)
        if players == 9:
            assert hand.community, "one community card stands for 6th and 7th street cards"
            continue
        burned = {r.card for r in hand.history if isinstance(r, CardBurned)}
        again = [r for r in hand.history if type(r) is CardDealt and r.card in burned]
        assert again, "the stub ran short and burns were dealt again"
        for record in again:
            assert type(record) is CardDealt
            assert not record.up
            for seat in (*range(hand.n), None):
                sees = record.card in hand.view(seat).hole_cards[record.seat]
                assert sees == (seat == record.seat or hand.shown[record.seat])


def test_the_leak_check_finds_a_leak() -> None:
    """The checks fail on a view that names another seat's down card or a burn."""
    hand = Hand(PROFILES["seven_card_stud"], [100, 100, 100], 0, seed=3)
    other = hand.down[1][0]
    with pytest.raises(AssertionError, match="names"):
        check_history_text(hand, 0, f'actions = ["d dh p2 {format_card(other)}????"]')
    assert format_card(other) not in {format_card(c) for c in known_cards(hand, 0)}
    assert phh_cards('_burns = ["??", "Kd"]\n')[1] == ["??", "Kd"]


def test_a_new_player_in_a_seat_does_not_read_the_last_player_s_cards() -> None:
    """Table.history(number, seat) answers for the player who sat there in that hand: once that
    player leaves, the seat (empty, or taken by someone else) reads the hand as a spectator."""
    table = Table(PROFILES["seven_card_stud"], [100, 100, 100], seed=8)
    hand = table.deal()
    while not hand.is_over:
        hand.act(next(o for o in hand.legal_actions() if o.kind != "call"))  # folds or checks
    seat = next(s for s in range(3) if not hand.shown[table.hand_seats.index(s)])
    mine = {format_card(c) for c in hand.down[table.hand_seats.index(seat)]}
    assert mine <= phh_cards(table.history(1, seat))[0]  # the player reads its own cards
    table.leave(seat)
    assert table.history(1, seat) == table.history(1, None)
    table.join(seat, 80)
    assert not mine & phh_cards(table.history(1, seat))[0]
    assert table.history(1, seat) == table.history(1, None)


def test_a_player_leaving_during_the_hand_reads_it_as_a_spectator_afterwards() -> None:
    table = Table(PROFILES["five_card_stud_casino"], [100, 100, 100], seed=9)
    hand = table.deal()
    table.leave(0)  # waits for the hand's end
    while not hand.is_over:
        hand.act_default()
    table.join(0, 60)
    assert table.history(1, 0) == table.history(1, None)
    assert table.history(1, 1) != table.history(1, None)  # a seat still held reads its cards
