"""One hand's state: its seats, chips, cards and history, checked as it is set up, with the
queries that read it and an explicit ``snapshot()``/``restore()``.

``HandState`` is what the phases (``phases``) and the steps between them (``flow``) work on; the
``Hand`` (``hand``) is the public API over it and adds the phase in progress. Nothing here knows
which phase is in progress or what comes next.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from collections.abc import Set as AbstractSet
from itertools import repeat
from typing import TYPE_CHECKING, NamedTuple

from studpoker import _rules
from studpoker.errors import IllegalActionError, InvalidRuleError, InvalidSetupError
from studpoker.games.profiles import Profile
from studpoker.games.rake import Rake
from studpoker.games.wild_rules import wild_in_force
from studpoker.hand import dealing
from studpoker.hand.betting.registry import RoundRules
from studpoker.hand.dealing import CardSource, Deck, deck_from_order
from studpoker.hand.records import CardDealt, Record, TurnUpsRevealed, WinnerShowed
from studpoker.hand.settlement import Middle
from studpoker.hand.shuffle import secure_deck, seeded_deck
from studpoker.hand.view_reading import Reading
from studpoker.limits import MAX_CHIPS, MAX_SEATS, is_int, items, shown

if TYPE_CHECKING:
    from studpoker.reference.settle import Settlement as ReferenceSettlement

__all__ = ["HandState", "LivePot", "Pairs", "Prepared", "StateSnapshot"]

Pairs = tuple[tuple[int, tuple[int, ...]], ...]
"""Pots as plain pairs: each its amount and the seats eligible for it, main pot first."""


class LivePot(NamedTuple):
    """A pot as it stands: its chips and the seats (in the hand) that can win it."""

    amount: int
    eligible: tuple[int, ...]


class Prepared(NamedTuple):
    """What a hand reads of its profile, the same for every hand of it."""

    profile: Profile
    round_rules: RoundRules
    """Its betting choices."""
    round_numbers: tuple[int, ...]
    """The betting round each street opens (counted over the streets with betting)."""
    dealing_rule: dealing.DealingRule | None
    wild: frozenset[int]
    """The wild set in force as the hand starts."""

    @staticmethod
    def of(profile: Profile) -> Prepared:
        """The profile checked as playable and read for a hand (cached per profile)."""
        entry = _PREPARED.get(id(profile))
        if entry is not None and entry.profile is profile:
            return entry
        if not isinstance(profile, Profile):
            raise InvalidSetupError(f"profile must be a Profile, got {shown(profile)}")
        if profile.reuse_burns != "ordered":
            raise InvalidRuleError("profile field 'reuse_burns': 'shuffled' is not played yet")
        streets = profile.streets
        numbers = tuple(sum(s.betting for s in streets[: k + 1]) - 1 for k in range(len(streets)))
        rule = dealing.rule_for(profile)
        entry = Prepared(profile, RoundRules.of(profile), numbers, rule, wild_in_force(profile))
        if len(_PREPARED) >= 256:
            _PREPARED.clear()
        _PREPARED[id(profile)] = entry
        return entry


# A profile is frozen: it is checked and read once, then found by identity (the cache holds the
# profile, so its id is not reused while cached).
_PREPARED: dict[int, Prepared] = {}


class HandState:
    """The state of one hand (see ``Hand`` for the meaning of each public field).

    ``source`` is the card source dealt from; ``middle`` the chips in the middle
    (``settlement.Middle``); ``played`` the last betting round's (last aggressor, first actor),
    which the showdown order reads (rules §5.1); ``prepared`` what the hand reads of its profile;
    ``view_reading`` what its views have read of it so far (``view_reading.Reading``, made by the
    first view; ``restore`` cuts it back with the history).

    Threads: a hand is not shared between threads without the host's lock. Every call may
    change it, a view too (it grows the hand's reading and keeps its pots), so calls on one hand
    take turns: a host serializes them, as ``examples/http_table`` does with one lock per table
    held by every request, reads included. Different hands share nothing (the reading and the
    pots are each hand's own) and may be played and viewed in as many threads as wanted.
    """

    __slots__ = (
        "_layout",
        "antes",
        "burned",
        "clockwise",
        "committed",
        "community",
        "dealer",
        "down",
        "history",
        "in_hand",
        "middle",
        "n",
        "payouts",
        "played",
        "prepared",
        "profile",
        "rake",
        "raked_pots",
        "revealed",
        "rules",
        "settlement",
        "showdown_order",
        "shown",
        "source",
        "stacks",
        "starting_stacks",
        "street",
        "up",
        "view_reading",
        "wild",
    )

    def __init__(
        self,
        profile: Profile,
        stacks: Iterable[int],
        dealer: int,
        *,
        deck: Sequence[int | str] | str | None = None,
        seed: int | None = None,
        source: CardSource | None = None,
        rules: _rules.Rules = _rules,
        rake: Rake | None = None,
    ) -> None:
        prepared = Prepared.of(profile)
        if rules is not _rules:
            _rules.check_rules(rules)
        chips = _checked_stacks(profile, stacks)
        n = len(chips)
        if not (type(dealer) is int or is_int(dealer)) or not 0 <= dealer < n:
            raise InvalidSetupError(f"dealer {shown(dealer)}: must be a seat 0..{n - 1}")
        if rake is not None and not isinstance(rake, Rake):
            raise InvalidSetupError(f"rake {shown(rake)}: give a studpoker.Rake, or None for none")
        if (deck is not None) + (seed is not None) + (source is not None) > 1:
            raise InvalidSetupError("give at most one of deck, seed and source")
        if source is None:
            if deck is not None:
                source = deck_from_order(deck, rules.parse_cards)
            elif seed is not None:
                source = seeded_deck(seed)  # checks the seed
            else:
                source = secure_deck()
        self.profile = profile
        self.prepared = prepared
        self.rake = rake
        self.n = n
        self.dealer = dealer
        self.starting_stacks = tuple(chips)
        self.stacks = chips
        self.committed = [0] * n
        self.antes = [0] * n  # what each seat posted as its ante (all-in short of it possible)
        self.in_hand = [True] * n
        self.down: list[list[int]] = _empty_lists(n)
        self.up: list[list[int]] = _empty_lists(n)
        self.community: list[int] = []
        self.burned: list[int] = []
        self.shown: list[bool] = [False] * n
        self.revealed: set[int] = set()  # down cards an uncontested winner chose to show
        self.history: list[Record] = []
        self.payouts: tuple[int, ...] | None = None
        self.settlement: _rules.Settlement | ReferenceSettlement | None = None
        # the chips raked from each pot of the layout settled (before any merging of pots)
        self.raked_pots: tuple[int, ...] = ()
        self.showdown_order: tuple[int, ...] = ()
        self.street = -1
        self.source = source
        self.rules = rules
        # the wild set in force (rules §6 notes); follow-the-queen's dealing rule changes it
        self.wild = prepared.wild
        self.played: tuple[int, int] | None = None
        self.middle = Middle(self.committed, self.antes, profile.ante_trimming)
        self.clockwise = (*range(dealer + 1, n), *range(dealer + 1))  # from the dealer's left
        self.view_reading: Reading | None = None
        # the live pots as last laid out, with the chips and seats in the hand they were laid
        # out from (``pot_layout``)
        self._layout: tuple[list[int], list[bool], Pairs] | None = None

    def set_game(self, profile: Profile) -> None:
        """Play ``profile`` instead (a phase before the first deal, such as a dealer's choice,
        names the game): refused once the antes or a card are out, or when the seats do not
        fit it."""
        if self.street >= 0 or self.history:
            raise InvalidSetupError("the game is set before the antes and the first deal")
        prepared = Prepared.of(profile)
        if not profile.min_players <= self.n <= profile.max_players:
            raise InvalidSetupError(
                f"{self.n} seats: {profile.name} seats {profile.min_players}..{profile.max_players}"
            )
        self.profile, self.prepared, self.wild = profile, prepared, prepared.wild
        self.middle = Middle(self.committed, self.antes, profile.ante_trimming)
        self._layout = None  # the antes are laid out by the new game's rule

    # ================================================================= queries
    @property
    def is_over(self) -> bool:
        """Whether the hand is settled: every chip paid out (``payouts`` is set)."""
        return self.payouts is not None

    @property
    def deck_order(self) -> tuple[int, ...] | None:
        """The order of the shuffled or given deck the hand deals from (the 52 cards, top
        first; the server's secret); ``None`` for another card source (a replayed history)."""
        source = self.source
        return tuple(source.cards[:52]) if isinstance(source, Deck) else None

    @property
    def pots(self) -> tuple[LivePot, ...]:
        """Main pot first; after settlement the pots as awarded (without returned chips, with
        their rake: ``raked_pots``)."""
        return tuple([LivePot(amount, eligible) for amount, eligible in self.pot_layout()])

    def pot_layout(self) -> Pairs:
        """``pots`` as plain pairs (each its amount and the seats eligible for it, main pot
        first). While the hand is played the core's live layout, kept until chips move: laid
        out again only when what a seat put in, or who is in the hand, has changed since (the
        antes are posted with the first chips, and ``set_game`` lays them out anew), so a
        check, a deal or a show reads the layout kept."""
        settlement = self.settlement
        if settlement is not None:
            return tuple([(p.amount, tuple(p.eligible)) for p in settlement.pots])
        kept, committed, in_hand = self._layout, self.committed, self.in_hand
        if kept is not None and kept[0] == committed and kept[1] == in_hand:
            return kept[2]
        middle = self.middle
        stakes, dead = (committed, 0) if middle.trimming else middle.layers()
        pots = self.rules.pot_layout(stakes, in_hand, dead, live=True)[0]
        if self.rules is not _rules:  # the reference's eligible seats: made tuples
            pots = tuple([(amount, tuple(eligible)) for amount, eligible in pots])
        self._layout = (committed[:], in_hand[:], pots)
        return pots

    @property
    def pot_total(self) -> int:
        """Every chip the seats have put in so far (``sum(committed)``)."""
        return sum(self.committed)

    @property
    def raked(self) -> int:
        """The chips the house took from the pots (0 until the hand is settled); ``raked_pots``
        says how many from each pot of the layout, main pot first."""
        return sum(self.raked_pots)

    @property
    def undisclosed(self) -> AbstractSet[int]:
        """Cards standing in for cards a replayed record does not show (empty in live play)."""
        return self.source.undisclosed

    def hole_cards(self, seat: int) -> tuple[int, ...]:
        """The seat's face-down cards (the server's view: see ``Hand.view`` for a player's)."""
        return tuple(self.down[self.checked_seat(seat)])

    def up_cards(self, seat: int) -> tuple[int, ...]:
        """The seat's face-up cards, in the order they were dealt (or turned up)."""
        return tuple(self.up[self.checked_seat(seat)])

    def checked_seat(self, seat: int) -> int:
        """``seat`` when it is one of the hand's seats (never counted from the end), else
        ``InvalidSetupError``."""
        if type(seat) is not int or not 0 <= seat < self.n:
            raise InvalidSetupError(f"seat {shown(seat)}: the hand's seats are 0..{self.n - 1}")
        return seat

    def dealing_order(self) -> list[int]:
        """Seats in the hand, clockwise from the dealer's left (rules §2.4)."""
        in_hand = self.in_hand
        if all(in_hand):
            return list(self.clockwise)
        return [s for s in self.clockwise if in_hand[s]]

    # ================================================================= after the hand
    def uncontested_winner(self) -> int | None:
        """The seat that won the hand when everyone else folded (no showdown), else None."""
        if not self.is_over or self.showdown_order or self.in_hand.count(True) != 1:
            return None
        return self.in_hand.index(True)

    def show_after_win(self, seat: int, cards: Sequence[int | str] | str | None = None) -> Record:
        """[002]: the winner of a hand nobody called may show its cards: all of them (``None``)
        or those it picks. Refused for any other seat, before the hand is over, and twice."""
        winner = self.uncontested_winner()
        if winner is None:
            raise IllegalActionError(
                "only the winner of a hand won without a showdown may show, once it is over"
            )
        if seat != winner:
            raise IllegalActionError(f"seat {shown(seat)} did not win this hand; seat {winner} did")
        if any(isinstance(r, WinnerShowed) for r in self.history):
            raise IllegalActionError(f"seat {seat} has already shown its cards")
        own = self.down[seat] + self.up[seat]
        if cards is None:
            chosen = tuple(own)
        else:
            chosen = tuple(self.rules.parse_cards(cards))  # refuses a bad or repeated card
            if not chosen:
                raise IllegalActionError("show: name at least one card, or None for all")
            strangers = [c for c in chosen if c not in own]
            if strangers:
                named = self.rules.format_cards(strangers)
                raise IllegalActionError(
                    f"show {shown(cards)}: {named} is not a card of seat {seat}"
                )
        record = WinnerShowed(seat, chosen)
        self.revealed.update(c for c in chosen if c in self.down[seat])
        self.history.append(record)
        return record

    def can_show_after_win(self, seat: int) -> bool:
        """Whether ``show_after_win(seat)`` would be taken: the seat won uncalled, not yet shown."""
        winner = self.uncontested_winner()
        return (
            winner is not None
            and seat == winner
            and not any(isinstance(r, WinnerShowed) for r in self.history)
        )

    def replace_record(self, index: int, record: Record) -> None:
        """Put ``record`` in the history at ``index`` in place of the one there (the same event,
        told otherwise: an action flagged as played by default); a view reads it anew."""
        self.history[index] = record
        if self.view_reading is not None:
            self.view_reading.cut(index)

    # ================================================================= undo
    def snapshot(self) -> StateSnapshot:
        """Everything an action and the steps after it may change, for ``restore``."""
        source = self.source
        return StateSnapshot(
            self.stacks[:],
            self.committed[:],
            self.in_hand[:],
            self.shown[:],
            self.middle.back[:],
            len(self.community),
            self.burned[:],
            len(self.history),
            (
                self.payouts,
                self.settlement,
                self.raked_pots,
                self.showdown_order,
                self.street,
                self.played,
                self.wild,
            ),
            (source.position, len(source.cards)) if type(source) is Deck else None,
        )

    def restore(self, saved: StateSnapshot) -> None:
        """Put the state back as ``snapshot`` found it: the lists a phase or the middle shares
        in place, the rest by value; a ``Deck`` is rewound (another card source is not: a
        replayer's source fails the replay)."""
        self.stacks[:] = saved.stacks
        self.committed[:] = saved.committed
        self.in_hand[:] = saved.in_hand
        self.shown[:] = saved.shown
        self.middle.back[:] = saved.back
        history = self.history
        if self.view_reading is not None:
            self.view_reading.cut(saved.history)
        for record in history[saved.history :]:
            if type(record) in _MOVING_CARDS:
                self._cards_as_of(saved.history)
                break
        del self.community[saved.community :]
        self.burned = saved.burned[:]
        del history[saved.history :]
        (
            self.payouts,
            self.settlement,
            self.raked_pots,
            self.showdown_order,
            self.street,
            self.played,
            self.wild,
        ) = saved.scalars
        if saved.deck is not None:
            source = self.source
            assert type(source) is Deck
            source.position, length = saved.deck
            del source.cards[length:]

    def _cards_as_of(self, length: int) -> None:
        """Each seat's down and up cards as the first ``length`` records left them: the cards
        follow from the records (dealt down or up, turned up), so a snapshot keeps none."""
        down: list[list[int]] = _empty_lists(self.n)
        up: list[list[int]] = _empty_lists(self.n)
        for record in self.history[:length]:
            if type(record) is CardDealt:
                (up if record.up else down)[record.seat].append(record.card)
            elif type(record) is TurnUpsRevealed:
                for seat, card in zip(record.seats, record.cards, strict=True):
                    down[seat].remove(card)
                    up[seat].append(card)
        for cards, before in zip((*self.down, *self.up), (*down, *up), strict=True):
            cards[:] = before


# the records after which a seat's cards are not the snapshot's
_MOVING_CARDS = frozenset({CardDealt, TurnUpsRevealed})


class StateSnapshot(NamedTuple):
    """A hand's state as ``HandState.snapshot`` keeps it: copies of the lists an action changes
    in place, lengths of what only grows (the cards follow from the history's records)."""

    stacks: list[int]
    committed: list[int]
    in_hand: list[bool]
    shown: list[bool]
    back: list[int]
    community: int
    burned: list[int]
    history: int
    scalars: tuple[
        tuple[int, ...] | None,
        _rules.Settlement | ReferenceSettlement | None,
        tuple[int, ...],
        tuple[int, ...],
        int,
        tuple[int, int] | None,
        frozenset[int],
    ]
    """payouts, settlement, raked_pots, showdown_order, street, played, wild."""
    deck: tuple[int, int] | None
    """A ``Deck``'s position and length (``None`` for another card source)."""


def _checked_stacks(profile: Profile, stacks: Iterable[int]) -> list[int]:
    """The stacks (any sequence or iterable) as a new list, refused unless each is a positive
    integer, the seats fit the profile and the chips fit a hand."""
    given = stacks if isinstance(stacks, (list, tuple)) else items(stacks, MAX_SEATS)
    if given is None:
        raise InvalidSetupError(f"stacks {shown(stacks)}: give a list of positive integers")
    chips = list(given)
    n = len(chips)
    if not profile.min_players <= n <= profile.max_players:
        raise InvalidSetupError(
            f"{n} seats: {profile.name} seats {profile.min_players}..{profile.max_players}"
        )
    for seat, stack in enumerate(chips):
        if type(stack) is int and stack > 0:
            continue  # the common case, one test
        if not is_int(stack) or stack <= 0:
            raise InvalidSetupError(
                f"seat {seat} stack {shown(stack)}: every stack must be a positive integer"
            )
    if sum(chips) > MAX_CHIPS:
        raise InvalidSetupError(
            f"stacks add up to {shown(sum(chips))} chips; a hand holds at most 2**63 - 1"
        )
    return chips


def _empty_lists(n: int) -> list[list[int]]:
    """``n`` new empty lists (``map`` builds them without a comprehension's frame)."""
    return list(map(list, repeat((), n)))
