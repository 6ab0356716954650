"""Seats belong to people (rules §8.7, §8.8): whoever sits in a seat now never reads, nor shows,
the cards the seat's last player held.

Over random sessions (seeded: a random game at random stakes and rules, flip stud included,
random stacks), players join empty seats and leave at every moment: between hands and, where
the table allows it, during one (a join of an empty seat at once, a leave from the running hand
at its end), and sit out and in. After every change and every decision, for every table seat
(empty ones included) and a spectator, each answer the table gives is checked against who held
the seat in each hand dealt:

- ``Table.view(seat)`` (and its ``to_dict()`` JSON): the player dealt into the last hand reads
  its own view of it; anyone else (a newcomer, an empty seat) reads a spectator's, with no card
  the previous player held face down and nobody saw;
- ``Table.seat_in_hand`` and ``can_show_after_win`` agree; ``Table.show_after_win`` by anyone but
  the player who won the hand is refused with ``IllegalActionError`` and changes nothing; the
  winner (when still seated) sometimes shows;
- ``Table.history(number, seat)`` of every finished hand: the dealt player's own history while it
  sits there, a spectator's once it has left, never naming its hidden cards.

STUDPOKER_SEAT_SESSIONS sessions (default 60; 3,000 under STUDPOKER_EXHAUSTIVE=full).
"""

from __future__ import annotations

import random

import pytest

from studpoker.cards import format_card
from studpoker.errors import IllegalActionError
from studpoker.games.profiles import FLIP_STUD, PROFILES
from studpoker.hand import Hand
from studpoker.phh import dump
from studpoker.table import Table
from tests.support.leaks import check_history_text, phh_cards, public_cards, view_json_cards
from tests.support.random_play import decide, random_game, random_stacks
from tests.support.sweeps import sweep_size

SESSIONS = sweep_size("STUDPOKER_SEAT_SESSIONS", 60, 3_000)
GAMES = [*PROFILES.values(), FLIP_STUD]


class Session:
    """A table, who sits in each seat now (a number per person, ``None``: empty) and who sat in
    each seat when each hand was dealt."""

    def __init__(self, rng: random.Random) -> None:
        self.rng = rng
        game = random_game(rng.choice(GAMES), rng)
        seats = rng.randint(2, game.max_players)
        stacks: list[int | None] = [
            chips if rng.random() < 0.8 else None for chips in random_stacks(game, rng, seats)
        ]
        self.table = Table(game, stacks, seed=rng.getrandbits(32), seats=seats)
        self.people = 0
        self.now: list[int | None] = [None if s is None else self.newcomer() for s in stacks]
        self.dealt: list[dict[int, tuple[int, int | None]]] = []
        """Per hand dealt: table seat -> (its hand seat, the person dealt in there)."""
        self.newcomers = 0
        """Checks of a seat whose person now is not the one dealt into the last hand there."""

    def newcomer(self) -> int:
        self.people += 1
        return self.people

    # ---------------------------------------------------------------- changes
    def seat_change(self) -> None:
        """A person joins an empty seat, or one leaves (at once, or at the hand's end), sits out
        or sits in; what the table refuses must change nothing."""
        table, rng = self.table, self.rng
        seat = rng.randrange(table.seats)
        stacks = table.stacks
        try:
            if stacks[seat] is None:
                table.join(seat, rng.choice((1, 5, 40, 300)) * max(1, table.profile.ante))
                self.now[seat] = self.newcomer()
            else:
                change = rng.choice(("leave", "leave", "leave", "sit_out", "sit_in"))
                getattr(table, change)(seat)
        except IllegalActionError:
            assert table.stacks == stacks
        self.settle_seats()

    def replace_player(self) -> None:
        """A player dealt into the last hand leaves and a newcomer takes the seat at once: the
        case of the vacated seat before the next deal."""
        table = self.table
        seats = [s for s in table.hand_seats if table.stacks[s] is not None]
        if not seats:
            return
        seat = self.rng.choice(seats)
        table.leave(seat)
        table.join(seat, 100 * max(1, table.profile.ante))
        self.now[seat] = self.newcomer()

    def settle_seats(self) -> None:
        """A seat the table shows empty has lost its person (a leave from a hand lands at its
        end)."""
        for seat, chips in enumerate(self.table.stacks):
            if chips is None:
                self.now[seat] = None

    def deal(self) -> Hand | None:
        table = self.table
        for seat in table.waiting_for:
            table.post_ante(seat)
        dealt = [s for s, chips in enumerate(table.stacks) if chips and s not in table.sitting_out]
        if len(dealt) < table.profile.min_players:
            return None
        hand = table.deal()
        self.dealt.append({seat: (h, self.now[seat]) for h, seat in enumerate(table.hand_seats)})
        return hand

    # ---------------------------------------------------------------- checks
    def holder(self, seat: int, number: int) -> int | None:
        """The hand seat of the person now in ``seat`` in hand ``number``, if it was dealt in."""
        person, dealt = self.now[seat], self.dealt[number - 1].get(seat)
        if person is None or dealt is None or dealt[1] != person:
            return None
        return dealt[0]

    def check_views(self) -> None:
        table = self.table
        if not self.dealt:
            return
        number = len(self.dealt)
        hand = table.hands[-1]
        spectator = hand.view(None)
        assert table.view(None) == spectator
        public = public_cards(hand)
        for seat in range(table.seats):
            own = self.holder(seat, number)
            assert table.seat_in_hand(seat) == own
            view = table.view(seat)
            if own is not None:
                assert view == hand.view(own)
                assert table.can_show_after_win(seat) == hand.can_show_after_win(own)
                continue
            assert view == spectator
            assert not table.can_show_after_win(seat)
            before = len(hand.history)
            with pytest.raises(IllegalActionError, match=f"show at seat {seat}: "):
                table.show_after_win(seat)
            assert len(hand.history) == before
            dealt = self.dealt[-1].get(seat)
            if dealt is None:
                continue
            # the person dealt in here has left: none of its hidden cards reaches this seat
            self.newcomers += self.now[seat] is not None
            hidden = set(hand.down[dealt[0]]) - public
            texts = {format_card(card) for card in hidden}
            assert not texts & view_json_cards(view.to_dict()), f"seat {seat} reads a departed card"
            for cards in view.hole_cards:
                assert not hidden & set(cards)

    def check_histories(self) -> None:
        table = self.table
        for number, hand in enumerate(table.hands, start=1):
            if not hand.is_over:
                continue
            spectator = table.history(number, None)
            assert spectator == dump(hand, viewer=None, hand=number)
            for seat in range(table.seats):
                own = self.holder(seat, number)
                text = table.history(number, seat)
                check_history_text(hand, own, text)
                if own is not None:
                    assert text == dump(hand, viewer=own, hand=number)
                    continue
                assert text == spectator
                dealt = self.dealt[number - 1].get(seat)
                if dealt is not None:
                    hidden = set(hand.down[dealt[0]]) - public_cards(hand, history=True)
                    assert not {format_card(c) for c in hidden} & phh_cards(text)[0]

    # ---------------------------------------------------------------- a session
    def play(self, hands: int) -> None:
        rng = self.rng
        for _ in range(hands):
            if self.dealt and rng.random() < 0.5:
                self.replace_player()
                self.check_views()
            for _ in range(rng.choice((0, 1, 2, 3))):  # between hands
                self.seat_change()
                self.check_views()
            self.check_histories()
            hand = self.deal()
            if hand is None:
                return
            self.check_views()
            while not hand.is_over:
                if rng.random() < 0.1:
                    self.seat_change()  # during the hand
                decide(hand, rng)
                self.settle_seats()
                self.check_views()
            self.maybe_show(hand)
            self.check_views()
            self.check_histories()

    def maybe_show(self, hand: Hand) -> None:
        """The uncontested winner, if still seated, shows now and then."""
        winner = hand.uncontested_winner()
        if winner is None or self.rng.random() < 0.5:
            return
        seat = self.table.hand_seats[winner]
        if self.holder(seat, len(self.dealt)) == winner:
            self.table.show_after_win(seat)
            assert not self.table.can_show_after_win(seat)


@pytest.mark.exhaustive
def test_no_answer_to_a_seat_names_a_card_of_its_departed_player() -> None:
    rng = random.Random(20260607)
    newcomers = hands = 0
    for _ in range(SESSIONS):
        session = Session(rng)
        session.play(rng.randint(1, 8))
        newcomers += session.newcomers
        hands += len(session.dealt)
    # the sessions did put newcomers in seats whose last player held hidden cards
    assert hands > SESSIONS
    assert newcomers > SESSIONS
