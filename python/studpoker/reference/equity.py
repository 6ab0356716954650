"""Exact stud equity the plain way: deal every outcome, settle each one, add up the shares.

Each outcome is settled by the reference ``settle`` (every player putting in the same chips), so
who wins is read by the reference's own pot rules: the spec the core's equity is held against.
Written to be read, and only for small questions (late streets, few unseen cards).

Two ways to deal what is to come:

- by sets, for a plain question (high, razz, hi-lo, a static wild set): each player's missing
  cards are a set of unseen cards, every choice equally likely (given ``up_cards``, they are
  only checked, and those nobody holds are dead);
- in order, for Chicago, follow-the-queen and Baseball's extra cards (where it matters which
  cards are up, in the hole, and dealt when), from ``up_cards``, which they need: the up cards
  to come in passes, card by card, each drawn uniformly from the unseen cards; an up card of
  ``extra_card_up_rank`` gives its owner an extra down card at once; then the community card
  (rules §2.1) if any; then every player's down cards. The chance of a path is the product of
  ``1 / unseen`` over its draws (Baseball's paths differ in length). The down cards at the end
  are drawn as a set per player: their order changes nothing.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations

from studpoker.errors import InvalidCardError, InvalidSetupError
from studpoker.reference.cards import CardsLike, parse_cards
from studpoker.reference.deal_to_come import deal_to_come
from studpoker.reference.settle import Settlement, settle
from studpoker.reference.settle_input import CHICAGO
from studpoker.reference.wild import WildLike, follow_the_queen, parse_wild

__all__ = ["FOLLOW_THE_QUEEN", "ReferenceEquity", "equity"]

# Chips each player puts in: every share of a pot among at most eight players (a whole pot or
# a half, split by up to eight) is then a whole number of chips, so no odd chip blurs a share.
_STAKE = 1680

FOLLOW_THE_QUEEN = "follow_the_queen"
"""``wild=FOLLOW_THE_QUEEN``: the wild set follows the up cards (``wild.follow_the_queen``)."""

# The down cards of the usual structures: seven-card stud's 2 + 1, five-card stud's hole card.
_USUAL_DOWN_CARDS = {7: 3, 5: 1}

_RANK_NAMES = "23456789TJQKA"


@dataclass(frozen=True)
class ReferenceEquity:
    """Exact shares per player, as fractions (see ``studpoker.equity.EquityResult``).

    ``high`` and ``low``: each player's expected share of the high and of the second contest
    (the low; in Chicago the spade half), ties split. ``outcomes``: the outcomes dealt (sets of
    cards, or paths of the ordered deal)."""

    equity: tuple[Fraction, ...]
    win: tuple[Fraction, ...]
    tie: tuple[Fraction, ...]
    high: tuple[Fraction, ...]
    low: tuple[Fraction, ...]
    outcomes: int
    community: bool


class _Tally:
    """The chance-weighted sums of every share."""

    def __init__(self, players: int) -> None:
        self.players = players
        self.sums = {name: [Fraction(0)] * players for name in ("equity", "win", "tie")}
        self.sums |= {name: [Fraction(0)] * players for name in ("high", "low")}
        self.outcomes = 0
        self.chance = Fraction(0)

    def add(self, result: Settlement, chance: Fraction) -> None:
        pot = result.pots[0]
        self.outcomes += 1
        self.chance += chance
        for seat, payout in enumerate(result.payouts):
            share = Fraction(payout, _STAKE * self.players)
            self.sums["equity"][seat] += chance * share
            self.sums["win"][seat] += chance * (share == 1)
            self.sums["tie"][seat] += chance * (0 < share < 1)
            for name, winners in (("high", pot.high_winners), ("low", pot.low_winners)):
                if seat in winners:
                    self.sums[name][seat] += chance / len(winners)

    def result(self, community: bool) -> ReferenceEquity:
        """The sums over the total chance (1 for the ordered deal, whose chances are exact)."""

        def mean(name: str) -> tuple[Fraction, ...]:
            return tuple(value / self.chance for value in self.sums[name])

        return ReferenceEquity(
            equity=mean("equity"),
            win=mean("win"),
            tie=mean("tie"),
            high=mean("high"),
            low=mean("low"),
            outcomes=self.outcomes,
            community=community,
        )


def equity(
    players: Sequence[CardsLike],
    cards_per_player: int = 7,
    showdown: str = "high",
    dead: CardsLike = (),
    *,
    up_cards: CardsLike | None = None,
    down_cards: int | None = None,
    wild: WildLike | None = None,
    extra_card_up_rank: int | None = None,
) -> ReferenceEquity:
    """Each player's exact share of the pot over every outcome of the deal to come.

    ``players``: each player's known cards (down and up). ``dead``: cards out of play.
    ``up_cards``: every card dealt face up so far, in the order dealt (every seat's, folded
    players' too): a player's known cards among them are its up cards, the rest its down cards;
    the others are out of play. Required by the Chicago showdowns, follow-the-queen and
    ``extra_card_up_rank``. ``down_cards``: the down cards the game deals a player (default 3
    with seven cards, 1 with five); the rest are up cards. ``wild``: the wild cards (a set, as
    ``settle`` takes it) or ``FOLLOW_THE_QUEEN``. ``extra_card_up_rank``: Baseball's rule, a
    rank 0..12 (2 is the 4): an up card of it gives its owner an extra down card at once.

    With too few unseen cards for everyone's last card, one community card stands in for it
    (rules §2.1), as in the core. In the ordered deal it stands in for a down card (an up card
    for a player owed no down card): dealt after the up cards, face up in the middle, it counts for
    every hand, is no hole card, and is the last up card follow-the-queen follows. A question
    whose deal Baseball's extra cards could run out of cards is refused.
    """
    known = [_cards(cards) for cards in players]
    dead_cards = _cards(dead)
    if not 2 <= len(known) <= 8:
        raise InvalidSetupError(f"equity needs 2 to 8 players, got {len(known)}")
    seen: list[int] = [card for cards in known for card in cards] + dead_cards
    if len(set(seen)) != len(seen):
        raise InvalidCardError("a card is given twice")
    wild_rule = _wild(wild)
    extra = _extra_rank(extra_card_up_rank)
    ups = None if up_cards is None else _up_cards(up_cards)
    need = _needs_up_cards(showdown, wild_rule, extra)
    if ups is None:
        if need:
            raise InvalidSetupError(f"equity needs up_cards {need}")
    else:
        per_player = _per_player(cards_per_player)
        down_count = _down_cards(down_cards, per_player)
        seats = _seats(known, ups, per_player - down_count, down_count, extra)
        if need:
            return _in_order(seats, dead_cards, ups, showdown, wild_rule, extra)
        # a plain question: the up cards are checked, and those nobody holds are dead
        held = {card for cards in known for card in cards}
        dead_cards += [card for card in ups if card not in held and card not in dead_cards]
    static = wild_rule if isinstance(wild_rule, frozenset) else frozenset()
    return _by_sets(known, dead_cards, cards_per_player, showdown, static)


# --- reading the question ------------------------------------------------------------------


def _cards(cards: CardsLike) -> list[int]:
    """Blank text is no cards here, as in ``studpoker.equity``."""
    return [] if isinstance(cards, str) and not cards.strip() else parse_cards(cards)


def _wild(wild: WildLike | None) -> frozenset[int] | str:
    if isinstance(wild, str) and wild == FOLLOW_THE_QUEEN:
        return FOLLOW_THE_QUEEN
    return frozenset() if wild is None else parse_wild(wild)


def _extra_rank(rank: int | None) -> int | None:
    if rank is None:
        return None
    if isinstance(rank, bool) or not isinstance(rank, int) or not 0 <= rank <= 12:
        raise InvalidSetupError(
            f"extra_card_up_rank must be a rank 0..12 (2 is the 4) or None, got {rank!r}"
        )
    return rank


def _up_cards(up_cards: CardsLike) -> list[int]:
    try:
        return _cards(up_cards)
    except InvalidCardError as error:
        raise InvalidCardError(f"up_cards: {error}") from None


def _needs_up_cards(showdown: str, wild: frozenset[int] | str, extra: int | None) -> str:
    """Why the question needs ``up_cards``, or '' when it does not."""
    if showdown in CHICAGO:
        return f"for the {showdown} showdown: its spade half goes by the hole cards"
    if wild == FOLLOW_THE_QUEEN:
        return "for follow-the-queen: the wild set follows the up cards in the order dealt"
    if extra is not None:
        return (
            f"for extra_card_up_rank: an up {_RANK_NAMES[extra]} owes its owner an extra down card"
        )
    return ""


def _per_player(cards_per_player: int) -> int:
    if isinstance(cards_per_player, bool) or not isinstance(cards_per_player, int):
        raise InvalidSetupError(f"cards_per_player must be an int, got {cards_per_player!r}")
    if cards_per_player < 1:
        raise InvalidSetupError(f"cards_per_player must be positive, got {cards_per_player}")
    return cards_per_player


def _down_cards(down_cards: int | None, cards_per_player: int) -> int:
    if down_cards is None:
        if cards_per_player not in _USUAL_DOWN_CARDS:
            raise InvalidSetupError(
                f"give down_cards: no usual stud deals {cards_per_player} cards a player"
            )
        return _USUAL_DOWN_CARDS[cards_per_player]
    if isinstance(down_cards, bool) or not isinstance(down_cards, int):
        raise InvalidSetupError(f"down_cards must be an int or None, got {down_cards!r}")
    if not 0 <= down_cards <= cards_per_player:
        raise InvalidSetupError(
            f"down_cards must be 0..{cards_per_player} (the cards a player gets), got {down_cards}"
        )
    return down_cards


def _not_enough(needed: int, left: int) -> InvalidSetupError:
    return InvalidSetupError(
        f"the deal to come needs {needed} unseen cards but only {left} are left"
    )


# --- by sets -------------------------------------------------------------------------------


def _deals(
    pool: list[int], needs: list[int], community: bool
) -> Iterator[tuple[list[list[int]], list[int]]]:
    """Every outcome: each player's new cards as a set, then the community card if any."""
    if not needs:
        if community:
            for card in pool:
                yield [], [card]
        else:
            yield [], []
        return
    for chosen in combinations(pool, needs[0]):
        rest = [card for card in pool if card not in chosen]
        for later, middle in _deals(rest, needs[1:], community):
            yield [list(chosen), *later], middle


def _by_sets(
    known: list[list[int]],
    dead_cards: list[int],
    cards_per_player: int,
    showdown: str,
    wild: frozenset[int],
) -> ReferenceEquity:
    """Every outcome equally likely: each player's missing cards as a set."""
    seen = {card for cards in known for card in cards} | set(dead_cards)
    pool = [card for card in range(52) if card not in seen]
    for player, cards in enumerate(known):
        if len(cards) > cards_per_player:
            raise InvalidCardError(
                f"player {player} holds {len(cards)} known cards; "
                f"the game deals {cards_per_player} to a player"
            )
    needs = [cards_per_player - len(cards) for cards in known]
    community = sum(needs) > len(pool)
    if community:
        if min(needs) < 1 or sum(needs) - len(needs) >= len(pool):
            raise _not_enough(sum(needs), len(pool))
        needs = [need - 1 for need in needs]
    tally = _Tally(len(known))
    for new_cards, middle in _deals(pool, needs, community):
        hands = [own + new for own, new in zip(known, new_cards, strict=True)]
        result = settle(
            [_STAKE] * len(known),
            hands,
            0,
            showdown=showdown,
            community=middle,
            wild=wild or None,
        )
        tally.add(result, Fraction(1))  # every outcome as likely: the mean is taken at the end
    return tally.result(community)


# --- in order ------------------------------------------------------------------------------


@dataclass(frozen=True)
class _Seat:
    """One player's known cards and what the deal still owes it."""

    known: tuple[int, ...]
    hole: tuple[int, ...]  # the known cards not dealt face up
    up_owed: int
    down_owed: int


def _seats(
    known: list[list[int]], ups: list[int], up_count: int, down_count: int, extra: int | None
) -> list[_Seat]:
    seats = []
    for player, cards in enumerate(known):
        own_up = [card for card in ups if card in cards]
        hole = tuple(card for card in cards if card not in ups)
        extras = 0 if extra is None else sum(card >> 2 == extra for card in own_up)
        if len(own_up) > up_count:
            raise InvalidCardError(
                f"player {player} holds {len(own_up)} up cards; "
                f"the game deals {up_count} up cards to a player"
            )
        if len(hole) > down_count + extras:
            owed = f" and {extras} extra for its up {_RANK_NAMES[extra or 0]}s" if extras else ""
            raise InvalidCardError(
                f"player {player} holds {len(hole)} down cards; "
                f"the game deals {down_count} down cards to a player{owed}"
            )
        seats.append(
            _Seat(tuple(cards), hole, up_count - len(own_up), down_count + extras - len(hole))
        )
    return seats


def _in_order(
    seats: list[_Seat],
    dead_cards: list[int],
    ups: list[int],
    showdown: str,
    wild: frozenset[int] | str,
    extra: int | None,
) -> ReferenceEquity:
    # an up card nobody holds is out of play, like a dead card
    out = {card for seat in seats for card in seat.known} | set(dead_cards) | set(ups)
    unseen = tuple(card for card in range(52) if card not in out)
    up_owed = [seat.up_owed for seat in seats]
    down_owed = [seat.down_owed for seat in seats]
    needed = sum(up_owed) + sum(down_owed)
    if extra is not None:
        most = min(sum(up_owed), sum(card >> 2 == extra for card in unseen))
        if most and needed + most > len(unseen):
            raise InvalidSetupError(
                f"Baseball's extra cards could run the deck out: the deal to come needs {needed} "
                f"unseen cards and up to {most} extra down cards, but only {len(unseen)} are "
                "left; equity does not count that case"
            )
    community = needed > len(unseen)
    if community:
        # rules §2.1: one card in the middle stands in for every player's last card: a down
        # card (seven-card stud's 7th street), or an up card when no down card is owed
        if min(u + d for u, d in zip(up_owed, down_owed, strict=True)) < 1 or needed - len(
            seats
        ) >= len(unseen):
            raise _not_enough(needed, len(unseen))
        up_owed = [up - (down == 0) for up, down in zip(up_owed, down_owed, strict=True)]
        down_owed = [max(down - 1, 0) for down in down_owed]
    tally = _Tally(len(seats))
    for outcome in deal_to_come(unseen, up_owed, down_owed, extra, community):
        hands = [
            [*seat.known, *new_up, *new_down]
            for seat, new_up, new_down in zip(seats, outcome.up, outcome.down, strict=True)
        ]
        holes = [
            [*seat.hole, *new_down] for seat, new_down in zip(seats, outcome.down, strict=True)
        ]
        if isinstance(wild, frozenset):
            wild_set = wild
        else:  # follow-the-queen: over every up card of the hand, the community card last
            wild_set = follow_the_queen([*ups, *outcome.up_order, *outcome.community])
        result = settle(
            [_STAKE] * len(seats),
            hands,
            0,
            showdown=showdown,
            hole_cards=holes if showdown in CHICAGO else None,
            community=list(outcome.community),
            wild=wild_set or None,
        )
        tally.add(result, outcome.chance)
    # the chances of every path add up to one: a check that the deal is whole
    assert tally.chance == 1, tally.chance
    return tally.result(community)
