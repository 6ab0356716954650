"""Stand-ins for the up cards a history leaves unknown, chosen so that the hand opens where the
record says.

A room that logs only its own player's cards (and a history given to one seat) leaves the other
up cards unknown, yet the record says who brought in and who opened each later round. The
replay's stand-ins must let the engine find those same seats:

- the door cards: the seat recorded bringing in (posting ``pb``, or, when nobody posts,
  acting first: it completed at once) gets the card most bound to bring in, every other unknown
  door the card next past it, so that no stand-in door outranks the later streets' openers;
- each later street: the recorded opener's unknown up card is the weakest unused card that
  makes its showing hand the one that opens, and every other unknown up card the weakest that
  leaves it so. The
  engine's own showing order judges each choice (``first_to_act``; a seat all-in is passed to
  the next seat that can act, rules §4.3).

A round no choice can open as recorded keeps the plain stand-ins, and the replay names its line.
Games with wild cards, turn-ups or community cards are left to the plain stand-ins.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from studpoker import _rules
from studpoker.phh.document import HandHistory
from studpoker.profiles import Profile

__all__ = ["choose_up_cards"]

_BETTING = frozenset({"pb", "cc", "cbr", "f"})


def _rank(card: int) -> int:
    return card >> 2


def _ace_low(card: int) -> int:
    return ((card >> 2) + 1) % 13 * 4 + (card & 3)


@dataclass(slots=True)
class _Street:
    cards: dict[int, int] = field(default_factory=dict)  # seat -> index of its first card here
    opener: int | None = None  # the seat of the round's first action


def choose_up_cards(
    history: HandHistory,
    profile: Profile,
    seat_of: Sequence[int],
    dealer: int,
    dealt: list[list[int | None]],
    pool: list[int],
    take: Callable[[int], int],
) -> None:
    """Fill unknown up cards of ``dealt`` (per engine seat, in dealing order) with cards of
    ``pool`` (the unused cards, ascending), each taken through ``take``."""
    if not any(None in cards for cards in dealt):
        return  # every card known: nothing to choose
    streets, last_street = _streets(history, profile, seat_of)
    door = profile.streets[0].cards.index("up") if "up" in profile.streets[0].cards else None
    if door is None or profile.bring_in is None:
        return
    obliged = streets[0].opener if streets else None
    bring_in = _first_pb(history, seat_of)
    _choose_doors(profile, dealt, pool, take, door, obliged if bring_in is None else bring_in)
    plain = profile.wild is None and not any(s.turn_up for s in profile.streets)
    if not plain or any(a.verb == "db" for a in history.actions) or len(streets) < 2:
        return
    for index in range(1, len(streets)):
        _choose_street(profile, streets, index, last_street, dealer, dealt, pool, take)


def _streets(
    history: HandHistory, profile: Profile, seat_of: Sequence[int]
) -> tuple[list[_Street], dict[int, int]]:
    """Each street's deals and opener, and the last street each seat acted on; no streets when
    the record does not deal street by street (every deal listed first, say)."""
    streets: list[_Street] = []
    last: dict[int, int] = {}
    offsets: dict[int, int] = {}
    dealing = False
    for action in history.actions:
        if action.verb == "dh" and action.target is not None:
            if not dealing:
                if len(streets) == len(profile.streets):
                    return [], {}
                streets.append(_Street())
                dealing = True
            seat = seat_of[action.target]
            street = streets[-1]
            if seat in street.cards or len(action.cards) != len(
                profile.streets[len(streets) - 1].cards
            ):
                return [], {}
            street.cards[seat] = offsets.get(seat, 0)
            offsets[seat] = street.cards[seat] + len(action.cards)
        elif action.player is not None and action.verb in _BETTING:
            dealing = False
            if not streets:
                return [], {}
            seat = seat_of[action.player]
            if streets[-1].opener is None:
                streets[-1].opener = seat
            last[seat] = len(streets) - 1
        else:
            dealing = False
    return streets, last


def _first_pb(history: HandHistory, seat_of: Sequence[int]) -> int | None:
    for action in history.actions:
        if action.verb == "pb" and action.player is not None:
            return seat_of[action.player]
    return None


def _choose_doors(
    profile: Profile,
    dealt: list[list[int | None]],
    pool: list[int],
    take: Callable[[int], int],
    door: int,
    obliged: int | None,
) -> None:
    """The obliged seat's door: the card most bound to bring in; every other unknown door: the
    card next past the obliged door in the bring-in order (the least bound when no seat is
    known to be obliged)."""
    order = _rank_key(profile)  # ascending: the lowest-ranked card brings in
    low_brings_in = profile.bring_in_rule == "lowest"

    def unknown(seat: int) -> bool:
        return len(dealt[seat]) > door and dealt[seat][door] is None

    if obliged is not None and unknown(obliged) and pool:
        bound = min(pool, key=order) if low_brings_in else max(pool, key=order)
        dealt[obliged][door] = take(bound)
    mark = dealt[obliged][door] if obliged is not None and len(dealt[obliged]) > door else None
    for seat in range(len(dealt)):
        if seat == obliged or not unknown(seat) or not pool:
            continue
        if mark is None:
            card = max(pool, key=order) if low_brings_in else min(pool, key=order)
        elif low_brings_in:
            past = [c for c in pool if order(c) > order(mark)]
            card = min(past, key=order) if past else max(pool, key=order)
        else:
            past = [c for c in pool if order(c) < order(mark)]
            card = max(past, key=order) if past else min(pool, key=order)
        dealt[seat][door] = take(card)


def _rank_key(profile: Profile) -> Callable[[int], int]:
    """The bring-in order: rank then suit, the ace low where the highest card brings in."""
    return (lambda card: card) if profile.bring_in_rule == "lowest" else _ace_low


def _choose_street(
    profile: Profile,
    streets: list[_Street],
    index: int,
    last_street: dict[int, int],
    dealer: int,
    dealt: list[list[int | None]],
    pool: list[int],
    take: Callable[[int], int],
) -> None:
    street = streets[index]
    opener = street.opener
    faces = profile.streets[index].cards
    if opener is None or opener not in street.cards or "up" not in faces:
        return
    slot = faces.index("up")  # one up card per street in the plain games
    unknown = [s for s, at in street.cards.items() if dealt[s][at + slot] is None]
    if not unknown:
        return
    up_slots = _up_slots(profile, streets, index)

    def ups() -> list[list[int] | None]:
        showing: list[list[int] | None] = [None] * len(dealt)
        for seat in street.cards:
            cards = [dealt[seat][i] for i in up_slots.get(seat, [])]
            showing[seat] = [c for c in cards if c is not None]
        return showing

    def opens() -> bool:
        showing = ups()
        if any(cards is not None and not cards for cards in showing):
            return False
        first = _rules.first_to_act(
            showing, dealer, low=profile.showing_low, tie=profile.showing_tie
        )
        return _able(first, index, street, last_street, len(dealt)) == opener

    low = profile.showing_low
    for seat in sorted(unknown, key=lambda s: s != opener):  # the opener first
        at = street.cards[seat] + slot
        held = {_rank(c) for i in up_slots[seat] if (c := dealt[seat][i]) is not None}

        # the weakest card first, for the opener too: the least it needs to open leaves the
        # most room for the openers of the streets to come
        def weakness(card: int, held: set[int] = held) -> tuple[int, int]:
            pairs = _rank(card) in held
            return (-pairs, -_ace_low(card)) if low else (pairs, card)

        candidates = sorted(pool, key=weakness)

        def opens_with(
            k: int, seat: int = seat, at: int = at, candidates: list[int] = candidates
        ) -> bool:
            dealt[seat][at] = candidates[k]
            return opens()

        chosen = _first_true(opens_with, len(candidates), monotone=seat == opener)
        if chosen is None:
            dealt[seat][at] = None  # no card opens as recorded: the plain stand-in plays
        else:
            dealt[seat][at] = take(candidates[chosen])


def _first_true(test: Callable[[int], bool], count: int, *, monotone: bool) -> int | None:
    """The first index below ``count`` that passes ``test``. For the opener a stronger card
    never opens less, so a bisection finds it in a few tries (checked, else every index is
    tried in turn); the others' weakest card nearly always passes at once."""
    if monotone and count and test(count - 1):
        low, high = 0, count - 1
        while low < high:
            middle = (low + high) // 2
            if test(middle):
                high = middle
            else:
                low = middle + 1
        if test(low):
            return low
    return next((k for k in range(count) if test(k)), None)


def _up_slots(profile: Profile, streets: list[_Street], index: int) -> dict[int, list[int]]:
    """Each seat's up cards dealt up to street ``index``, as indices into its dealt cards."""
    slots: dict[int, list[int]] = {}
    for k in range(index + 1):
        faces = profile.streets[k].cards
        for seat, at in streets[k].cards.items():
            slots.setdefault(seat, []).extend(at + i for i, f in enumerate(faces) if f == "up")
    return slots


def _able(first: int, index: int, street: _Street, last: dict[int, int], n: int) -> int:
    """``first``, or when it no longer acts (all-in) the next seat clockwise that does."""
    for step in range(n):
        seat = (first + step) % n
        if seat in street.cards and last.get(seat, -1) >= index:
            return seat
    return first
