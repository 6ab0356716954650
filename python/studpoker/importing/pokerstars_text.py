"""A finished hand of seven-card stud, stud hi-lo or razz written as PokerStars writes it.

``to_pokerstars(hand_or_history, viewer=...)`` writes the header (game, stakes, time), the table
and seats, the antes, each street's ``Dealt to`` lines as PokerStars shows them to the viewer
(the viewer's own cards, everybody's up cards), every action in the room's words, the uncalled
bets, the showdown, who collected what from which pot, and the summary. What the viewer may know
comes from ``phh.history_of(hand, viewer=...)``: a card it may not know is never written. The
text reads back with ``studpoker.importing.read`` to the same hand (docs/importing.md).

A hand history is written as it stands: the history is replayed, and a card it leaves unknown is
not written. Where the players sit otherwise than from the lowest seat number on, the table
line names the button as PokerStars does for its flop games, so the order survives the trip.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from studpoker._core import format_card
from studpoker.errors import HandHistoryError
from studpoker.games.profiles import Profile
from studpoker.hand import Hand
from studpoker.hand.records import (
    AntePosted,
    BringInPosted,
    Called,
    CardDealt,
    CardsMucked,
    CardsShown,
    Checked,
    ChipsReturned,
    CommunityCardDealt,
    CompletedBetRaised,
    Folded,
    PotAwarded,
    RoundStarted,
    WinnerShowed,
)
from studpoker.importing.hand_names import hand_name, has_low
from studpoker.importing.pokerstars_words import (
    SIGNS,
    all_in_words,
    pot_name,
    roman,
    safe_name,
    time_text,
)
from studpoker.phh.document import HandHistory
from studpoker.phh.dump import OMNISCIENT, Omniscient, history_of
from studpoker.phh.replay import replay

__all__ = ["to_pokerstars"]

_GAMES = {"high": "7 Card Stud", "high_low_8": "7 Card Stud Hi/Lo", "low_a5": "Razz"}
_SEVEN_CARD_FACES = (("down", "down", "up"), ("up",), ("up",), ("up",), ("down",))
_FIVE_CARD_FACES = (("down", "up"), ("up",), ("up",), ("up",))
_ORDINALS = ("2nd", "3rd", "4th", "5th", "6th", "7th")


def to_pokerstars(
    source: Hand | HandHistory,
    /,
    *,
    viewer: int | Omniscient | None = OMNISCIENT,
    **fields: Any,
) -> str:
    """PokerStars text of a finished hand (a ``Hand`` that is over, or a ``HandHistory``).

    ``viewer`` (a seat of the hand, or ``None`` for a spectator; a ``Hand`` only) writes the
    hand as that seat may see it; by default every card the hand knows is written. ``fields``
    add or replace the history's fields (``hand``, ``table``, ``time``, ``time_zone``,
    ``currency``, ``tournament``, ``level``, ``players``, ``seats``, ...). Raises
    ``HandHistoryError`` for a hand not over and for a game PokerStars does not deal (the home
    games, pot-limit and no-limit stud).
    """
    if isinstance(source, Hand):
        if not source.is_over:
            raise HandHistoryError("the hand is not over: only a finished hand is written")
        _check_game(source.profile)
        history = history_of(source, viewer=viewer, **fields)
        hero = None if not isinstance(viewer, int) else (viewer - source.dealer - 1) % source.n
    elif isinstance(source, HandHistory):
        if viewer is not OMNISCIENT:
            raise HandHistoryError(
                "a history is written as it stands: give the hand to write it for a viewer"
            )
        history = source
        if fields:
            history = HandHistory(**{**_fields_of(source), "extra": {**source.extra, **fields}})
        hero = None
    else:
        raise HandHistoryError(
            f"to_pokerstars takes a Hand or a HandHistory, not {type(source).__name__}"
        )
    hand = replay(history)
    if not hand.is_over:
        raise HandHistoryError("the hand is not over: only a finished hand is written")
    _check_game(hand.profile)
    return "\n".join(_Writer(hand, history, hero).lines()) + "\n"


def _fields_of(history: HandHistory) -> dict[str, Any]:
    return {
        name: getattr(history, name)
        for name in (
            "variant",
            "antes",
            "starting_stacks",
            "actions",
            "bring_in",
            "small_bet",
            "big_bet",
            "min_bet",
            "ante_trimming_status",
            "finishing_stacks",
        )
    }


def _check_game(profile: Profile) -> None:
    """PokerStars deals seven-card stud, stud hi-lo, razz and five-card stud, fixed limit,
    with a bring-in."""
    faces = tuple(street.cards for street in profile.streets)
    if (
        faces not in (_SEVEN_CARD_FACES, _FIVE_CARD_FACES)
        or (faces == _FIVE_CARD_FACES and profile.showdown != "high")
        or any(street.turn_up or not street.betting for street in profile.streets)
        or profile.showdown not in _GAMES
        or profile.betting != "fixed_limit"
        or profile.bring_in is None
        or profile.wild is not None
        or profile.extra_card_up_rank is not None
    ):
        raise HandHistoryError(
            f"{profile.name}: PokerStars text is written for fixed-limit seven-card stud, stud "
            "hi-lo, razz and five-card stud with a bring-in only"
        )


class _Writer:
    """One finished hand's PokerStars text, built line by line from its records."""

    def __init__(self, hand: Hand, history: HandHistory, hero: int | None) -> None:
        self.hand = hand
        self.history = history
        self.extra = history.extra
        five = len(hand.profile.streets) == len(_FIVE_CARD_FACES)
        self.game = "5 Card Stud" if five else _GAMES[hand.profile.showdown]
        # each street's name: 2nd to 5th street in five-card stud, 3rd street to the river
        first = 0 if five else 1
        named = [*_ORDINALS[first : first + len(hand.profile.streets)]]
        if not five:
            named[-1] = "River"
        self.markers = [f"{n} STREET" if n[0].isdigit() else "RIVER" for n in named]
        self.street_names = [f"{n} Street" if n[0].isdigit() else n for n in named]
        n = hand.n
        self.player = [(seat - hand.dealer - 1) % n for seat in range(n)]  # p index of a seat
        self.cash = isinstance(self.extra.get("currency"), str)
        currency = self.extra.get("currency")
        self.sign = SIGNS.get(currency, "") if isinstance(currency, str) else ""
        self.names = self._names()
        self.seat_numbers = self._seat_numbers()
        self.hero = None if hero is None else self.player.index(hero)
        self.undisclosed = hand.undisclosed
        dealt: list[list[CardDealt]] = [[] for _ in range(n)]
        for record in hand.history:
            if isinstance(record, CardDealt):
                dealt[record.seat].append(record)
        self.dealt = dealt
        # seats whose hand is shown or listed later: their down cards wait for that line
        shown = {r.seat for r in hand.history if isinstance(r, CardsShown | WinnerShowed)}
        listed = {
            r.seat
            for r in hand.history
            if isinstance(r, CardsMucked) and all(self.known(d.card) for d in dealt[r.seat])
        }
        self.revealed_later = shown | listed
        self.listed_mucks = listed

    # ------------------------------------------------------------------ who and how much
    def known(self, card: int) -> bool:
        """Whether the card is known to the text's viewer (not a replay's stand-in)."""
        return card >= 0 and card not in self.undisclosed

    def _names(self) -> list[str]:
        n = self.hand.n
        given = self.extra.get("players")
        if isinstance(given, list) and len(given) == n and all(isinstance(p, str) for p in given):
            names = [str(name) for name in given]
            if len(set(names)) == n and all(safe_name(name) for name in names):
                return [names[self.player[seat]] for seat in range(n)]
            raise HandHistoryError(f"players {given!r}: PokerStars text needs distinct names")
        return [f"Player{self._number(seat)}" for seat in range(n)]

    def _seat_numbers(self) -> list[int]:
        return [self._number(seat) for seat in range(self.hand.n)]

    def _number(self, seat: int) -> int:
        seats = self.extra.get("seats")
        p = self.player[seat]
        if isinstance(seats, list) and len(seats) == self.hand.n:
            return int(seats[p])
        return p + 1

    def money(self, units: int) -> str:
        if not self.cash:
            return str(units)
        whole, cents = divmod(units, 100)
        return f"{self.sign}{whole}" if not cents else f"{self.sign}{whole}.{cents:02d}"

    def cards(self, cards: Sequence[int]) -> str:
        return " ".join(format_card(card) for card in cards)

    # ------------------------------------------------------------------ the text
    def lines(self) -> list[str]:
        hand = self.hand
        out = [self._header(), self._table_line()]
        for seat in self._in_seat_order():
            out.append(
                f"Seat {self.seat_numbers[seat]}: {self.names[seat]} "
                f"({self.money(hand.starting_stacks[seat])} in chips)"
            )
        out.extend(self._play())
        out.extend(self._summary())
        return out

    def _in_seat_order(self) -> list[int]:
        return sorted(range(self.hand.n), key=lambda seat: self.player[seat])

    def _header(self) -> str:
        profile, extra = self.hand.profile, self.extra
        game = self.game
        small, big = profile.steps[0], profile.steps[-1]
        number = extra.get("hand", 1)
        when = time_text(extra.get("time"), extra.get("time_zone"))
        club = extra.get("_club")
        opening = (
            f"PokerStars Home Game Hand #{number}: {{{club}}}"
            if isinstance(club, str)
            else f"PokerStars Hand #{number}: "
        )
        if "tournament" in extra:
            level = extra.get("level")
            level_text = f"Level {roman(level)} " if isinstance(level, int) and level > 0 else ""
            buy_in = extra.get("_buy_in", "Freeroll")
            return (
                f"{opening.rstrip()} Tournament #{extra['tournament']}, {buy_in} "
                f"{game} Limit - {level_text}({small}/{big}) - {when}"
            )
        code = f" {extra['currency']}" if self.cash else ""
        return f"{opening} {game} Limit ({self.money(small)}/{self.money(big)}{code}) - {when}"

    def _table_line(self) -> str:
        hand, extra = self.hand, self.extra
        size = extra.get("seat_count")
        if not isinstance(size, int):
            size = hand.profile.max_players
        size = max(size, *self.seat_numbers)
        line = f"Table '{extra.get('table', 'studpoker')}' {size}-max"
        order = [self.seat_numbers[seat] for seat in self._in_seat_order()]
        if order != sorted(order):
            # the players do not count from the lowest seat: name the button, as PokerStars
            # does in its flop games, so that a reader numbers them from its left
            line += f" Seat #{self.seat_numbers[hand.dealer]} is the button"
        return line

    def _play(self) -> list[str]:
        hand = self.hand
        out: list[str] = []
        name = self.names
        street = -1
        round_bets: dict[int, int] = {}
        full_raises = 0
        cap: int | None = None
        brought_in = False
        showdown = paid = False
        for record in hand.history:
            kind = type(record)
            if kind is AntePosted:
                assert isinstance(record, AntePosted)
                out.append(
                    f"{name[record.seat]}: posts the ante {self.money(record.amount)}"
                    + all_in_words(record.all_in)
                )
            elif kind is CardDealt:
                assert isinstance(record, CardDealt)
                if record.street != street:
                    street = record.street
                    out.append(f"*** {self.markers[street]} ***")
                    out.extend(self._dealt_lines(street))
            elif kind is CommunityCardDealt:
                assert isinstance(record, CommunityCardDealt)
                if record.street != street:
                    street = record.street
                    out.append(f"*** {self.markers[street]} *** [{format_card(record.card)}]")
                else:
                    raise HandHistoryError("a community card beside cards of the same street")
            elif kind is RoundStarted:
                assert isinstance(record, RoundStarted)
                if record.round != street:
                    street = record.round  # a street the stub could not deal at all
                    out.append(f"*** {self.markers[street]} ***")
                round_bets, full_raises, cap, brought_in = {}, 0, record.cap, False
                if self._open_pair(record.round):
                    out.append("Pair on board - a double bet is allowed")
            elif kind is BringInPosted:
                assert isinstance(record, BringInPosted)
                round_bets[record.seat] = record.amount
                brought_in = True
                out.append(
                    f"{name[record.seat]}: brings in for {self.money(record.amount)}"
                    + all_in_words(record.all_in)
                )
            elif kind is Called:
                assert isinstance(record, Called)
                round_bets[record.seat] = round_bets.get(record.seat, 0) + record.amount
                out.append(
                    f"{name[record.seat]}: calls {self.money(record.amount)}"
                    + all_in_words(record.all_in)
                )
            elif kind is Checked:
                assert isinstance(record, Checked)
                out.append(f"{name[record.seat]}: checks")
            elif kind is Folded:
                assert isinstance(record, Folded)
                out.append(f"{name[record.seat]}: folds")
            elif kind is CompletedBetRaised:
                assert isinstance(record, CompletedBetRaised)
                level = max(round_bets.values(), default=0)
                words = self._raise_words(record, level, brought_in)
                round_bets[record.seat] = record.to
                out.append(f"{name[record.seat]}: {words}" + all_in_words(record.all_in))
                full_raises += record.full
                if cap is not None and record.full and full_raises == cap:
                    out.append("Betting is capped")
            elif kind is ChipsReturned:
                assert isinstance(record, ChipsReturned)
                out.append(
                    f"Uncalled bet ({self.money(record.amount)}) returned to {name[record.seat]}"
                )
            elif kind is CardsShown or kind is CardsMucked:
                assert isinstance(record, CardsShown | CardsMucked)
                if not showdown:
                    showdown = True
                    out.append("*** SHOW DOWN ***")
                out.append(self._showdown_line(record))
            elif kind is PotAwarded and not paid:
                paid = True  # every pot at once, as the room writes them
                out.extend(self._collected(showdown))
            elif kind is WinnerShowed:
                assert isinstance(record, WinnerShowed)
                shown = [c for c in self._own(record.seat) if c in record.cards]
                out.append(f"{name[record.seat]}: shows [{self.cards(shown)}]")
        return out

    def _raise_words(self, record: CompletedBetRaised, level: int, brought_in: bool) -> str:
        if level == 0:
            return f"bets {self.money(record.to)}"
        if record.kind == "complete" and brought_in:
            return f"completes it to {self.money(record.to)}"
        return f"raises {self.money(record.to - level)} to {self.money(record.to)}"

    def _open_pair(self, round_index: int) -> bool:
        profile = self.hand.profile
        if profile.open_pair_round is None or round_index != profile.open_pair_round - 1:
            return False
        for seat in range(self.hand.n):
            ranks = [d.card >> 2 for d in self.dealt[seat] if d.up and d.street <= round_index]
            if len(ranks) != len(set(ranks)) and self._in_hand_at(seat, round_index):
                return True
        return False

    def _in_hand_at(self, seat: int, street: int) -> bool:
        return any(d.street == street for d in self.dealt[seat])

    def _dealt_lines(self, street: int) -> list[str]:
        out = []
        for seat in self._in_seat_order():
            new = [d for d in self.dealt[seat] if d.street == street]
            if not new:
                continue
            before = [d for d in self.dealt[seat] if d.street < street]
            if self._shows_down_cards(seat):
                old_cards = [d.card for d in before]
                new_cards = [d.card for d in new]
            else:
                old_cards = [d.card for d in before if d.up]
                new_cards = [d.card for d in new if d.up]
            if not new_cards:
                continue
            text = f"Dealt to {self.names[seat]} "
            if old_cards:
                text += f"[{self.cards(old_cards)}] "
            out.append(text + f"[{self.cards(new_cards)}]")
        return out

    def _shows_down_cards(self, seat: int) -> bool:
        """The viewer's own cards, and every card known of a seat whose hand no later line
        lists (as PokerStars shows its hero's), are written as they are dealt."""
        if seat == self.hero:
            return True
        if seat in self.revealed_later:
            return False
        return all(self.known(d.card) for d in self.dealt[seat])

    def _own(self, seat: int) -> list[int]:
        return [d.card for d in self.dealt[seat] if self.known(d.card)]

    def _showdown_line(self, record: CardsShown | CardsMucked) -> str:
        name = self.names[record.seat]
        if isinstance(record, CardsMucked):
            return f"{name}: mucks hand"
        own = self._own(record.seat)
        words = hand_name(self._showing(record.seat), self.hand.profile.showdown)
        described = f" ({words})" if words else ""
        return f"{name}: shows [{self.cards(own)}]{described}"

    def _showing(self, seat: int) -> list[int]:
        """The cards a shown hand is read from: its own and the community cards."""
        return self._own(seat) + [c for c in self.hand.community if self.known(c)]

    def _collected(self, showdown: bool) -> list[str]:
        pots = [r for r in self.hand.history if isinstance(r, PotAwarded) and r.amount]
        out = []
        for record in reversed(pots):  # PokerStars pays the side pots first
            where = pot_name(record.pot, len(pots))
            for seat, share in enumerate(record.shares):
                if share:
                    out.append(f"{self.names[seat]} collected {self.money(share)} from {where}")
        if not showdown:
            winner = self.hand.uncontested_winner()
            if winner is not None and not any(
                isinstance(r, WinnerShowed) for r in self.hand.history
            ):
                out.append(f"{self.names[winner]}: doesn't show hand")
        if showdown and self.hand.profile.showdown == "high_low_8":
            shown = [r.seat for r in self.hand.history if isinstance(r, CardsShown)]
            if not any(has_low(self._showing(seat)) for seat in shown):
                out.append("No low hand qualified")
        return out

    def _summary(self) -> list[str]:
        hand = self.hand
        pots = [r for r in hand.history if isinstance(r, PotAwarded) and r.amount]
        total = sum(r.amount for r in pots)  # the pots' chips, rake included
        rake = hand.raked
        pot_text = ""
        if len(pots) > 1:  # each pot as it was paid, its rake taken
            pot_text = "".join(
                f" {pot_name(r.pot, len(pots)).capitalize()} {self.money(sum(r.shares))}."
                for r in pots
            )
        out = [
            "*** SUMMARY ***",
            f"Total pot {self.money(total)}{pot_text} | Rake {self.money(rake)}",
        ]
        if hand.community:
            out.append(f"Board [{self.cards(hand.community)}]")
        won = [0] * hand.n
        for record in pots:
            for seat, share in enumerate(record.shares):
                won[seat] += share
        for seat in self._in_seat_order():
            out.append(
                f"Seat {self.seat_numbers[seat]}: {self.names[seat]} {self._fate(seat, won)}"
            )
        return out

    def _fate(self, seat: int, won: list[int]) -> str:
        hand = self.hand
        folded = [r for r in hand.history if isinstance(r, Folded) and r.seat == seat]
        if folded:
            street = max(d.street for d in self.dealt[seat])
            quiet = street == 0 and not self._bet(seat)
            return f"folded on the {self.street_names[street]}" + (" (didn't bet)" if quiet else "")
        shown = any(isinstance(r, CardsShown) and r.seat == seat for r in hand.history)
        if shown:
            cards = self.cards(self._own(seat))
            words = hand_name(self._showing(seat), hand.profile.showdown)
            with_words = f" with {words}" if words else ""
            if won[seat]:
                return f"showed [{cards}] and won ({self.money(won[seat])}){with_words}"
            return f"showed [{cards}] and lost{with_words}"
        if any(isinstance(r, CardsMucked) and r.seat == seat for r in hand.history):
            if seat in self.listed_mucks:
                return f"mucked [{self.cards(self._own(seat))}]"
            return "mucked"
        if won[seat]:
            return f"collected ({self.money(won[seat])})"
        return "lost"

    def _bet(self, seat: int) -> bool:
        """Whether the seat put in chips beyond its ante."""
        return any(
            isinstance(r, BringInPosted | Called | CompletedBetRaised) and r.seat == seat
            for r in self.hand.history
        )
