"""Every game as a frozen value: streets, stakes, openers, limits and each rule choice.

A profile is data, never a subclass with its own flow: the hand state machine reads these fields
and nothing else. Each field that encodes a **Choice** of docs/rules.md names the section it
settles ("rules §3.4"), so a table can pick the other reading with
``profile.replace(field=value)``. ``FIVE_CARD_STUD_HOME`` holds the values of seed [000], the
default game.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass, fields
from typing import Any, Literal, get_args

from studpoker.errors import InvalidRuleError
from studpoker.games.showdown import Showdown, ShowdownName, showdown_named
from studpoker.limits import MAX_SEATS, is_int, items, shown

__all__ = [
    "ACEY_DEUCY",
    "BASEBALL",
    "CHICAGO_HIGH",
    "CHICAGO_LOW",
    "DEUCE_TO_SEVEN_RAZZ",
    "FIVE_CARD_STUD_CASINO",
    "FIVE_CARD_STUD_HOME",
    "FIVE_CARD_STUD_NO_LIMIT",
    "FIVE_CARD_STUD_POT_LIMIT",
    "FLIP_STUD",
    "FOLLOW_THE_QUEEN",
    "HOME_GAMES",
    "MISSISSIPPI_STUD",
    "ONE_EYED_JACKS",
    "PROFILES",
    "RAISE_RULES",
    "RAZZ",
    "SEVEN_CARD_STUD",
    "SEVEN_CARD_STUD_HI_LO",
    "SEVEN_CARD_STUD_NO_BRING_IN",
    "SUICIDE_KING",
    "BettingStructure",
    "Face",
    "OddChip",
    "OddChipHalf",
    "Profile",
    "Street",
    "TurnUpReveal",
    "WildReading",
    "WildRule",
]

Face = Literal["down", "up"]
BettingStructure = Literal["fixed_limit", "pot_limit", "no_limit"]

OddChip = Literal["left_of_dealer", "lowest_seat", "high_card_by_suit"]
OddChipHalf = Literal["high", "low"]
WildRule = Literal["acey_deucy", "one_eyed_jacks", "suicide_king", "baseball", "follow_the_queen"]
WildReading = Literal["natural", "best"]
"""How a wild up card counts in the showing order: at its own rank, or as the best card it can
stand for (rules §6 notes)."""
RAISE_RULES: list[str] = ["card_room", "pokerkit"]
"""The values ``Profile.raise_rule`` accepts: the package's fixed-limit readings, then every
betting reading registered since (``hand.betting.registry.register_reading`` adds its name)."""
TurnUpReveal = Literal["together", "in_turn"]
"""Flip stud: the turn-up choices are collected hidden and shown together, or made one by one in
seat order, each seen by the next (rules §6 notes)."""

_SHOWDOWNS: tuple[ShowdownName, ...] = get_args(ShowdownName)
_ODD_CHIPS: tuple[OddChip, ...] = get_args(OddChip)
_ODD_CHIP_HALVES: tuple[OddChipHalf, ...] = get_args(OddChipHalf)
_WILD_RULES: tuple[WildRule, ...] = get_args(WildRule)


@dataclass(frozen=True, slots=True)
class Street:
    """One deal of cards and, usually, the betting round that follows it.

    ``cards`` lists the passes in dealing order: ``("down", "up")`` gives every player in the hand
    a face-down card, then every player a face-up card (rules §2.4).
    """

    cards: tuple[Face, ...]
    burn: bool = False
    """A burn card before the street (rules §2.5: never before the opening deal)."""
    betting: bool = True
    """Whether a betting round follows (Mississippi deals 4th and 5th cards with none between)."""
    turn_up: int = 0
    """Flip stud: how many of the street's face-down cards each player turns up after the deal
    (0 for every other game)."""

    def __post_init__(self) -> None:
        cards = items(self.cards, MAX_SEATS)  # a list or any iterable, kept as a tuple
        if not cards:
            raise InvalidRuleError(f"street field 'cards': {shown(self.cards)} deals no cards")
        object.__setattr__(self, "cards", cards)
        for face in self.cards:
            if face not in ("down", "up"):
                raise InvalidRuleError(
                    f"street field 'cards': {shown(face)} is neither 'down' nor 'up'"
                )
        for flag in ("burn", "betting"):
            if not isinstance(getattr(self, flag), bool):
                raise InvalidRuleError(
                    f"street field {flag!r}: {shown(getattr(self, flag))} must be True or False"
                )

    @property
    def size(self) -> int:
        """How many cards each player is dealt on this street."""
        return len(self.cards)

    @property
    def down_cards(self) -> int:
        """The face-down cards each player is dealt on this street."""
        return self.cards.count("down")

    @property
    def shows_up_card(self) -> bool:
        """Whether each player ends the street with a new up card (dealt up or turned up)."""
        return "up" in self.cards or self.turn_up > 0


@dataclass(frozen=True, slots=True)
class Profile:
    """The complete description of one stud game. See docs/rules.md §6 for the catalogue."""

    name: str
    streets: tuple[Street, ...]
    ante: int
    bring_in: int | None
    """rules §3.2: the forced opening amount; ``None``: no bring-in, the highest up card opens and
    may check."""
    steps: tuple[int, ...]
    """rules §3.3: one bet size (fixed limit) or minimum bet (pot/no limit) per betting round."""
    betting: BettingStructure = "fixed_limit"
    min_players: int = 2
    max_players: int = 8

    # --- limits (rules §3.3)
    open_pair_round: int | None = None
    """1-based betting round on which an open pair allows ``open_pair_step``; ``None``: never."""
    open_pair_step: int | None = None
    open_pair_compulsory: bool = False
    """**Choice** 3.3: the big step is a permission (False) or, reading [004], compulsory."""
    open_pair_lapses_on_fold: bool = True
    """**Choice** 3.3: the option lapses when every pair owner folds before it is used."""
    max_raises: int | None = 3
    """Raises allowed after the round's bet when the cap applies; ``None``: no cap."""
    cap_heads_up_exempt: bool = True
    """**Choice** 3.3: no cap when exactly two players can act at the start of the round."""
    cap_counts: Literal["can_act", "in_hand"] = "can_act"
    """**Choice** 3.3: who is counted at the start of the round ([000]'s «активными»)."""
    cap_counts_completion: bool = False
    """False: the completion of the bring-in is the round's bet ([000 §04]); True: it uses one
    of the ``max_raises`` (the PHH / pokerkit count)."""

    # --- all-in (rules §3.4)
    short_all_in: Literal["half_bet", "full_bet"] = "half_bet"
    """An all-in re-opens betting when its increment is at least half a step ([000 §06]) or only
    when it is a whole step."""
    short_all_in_from: Literal["last_full_level", "previous_level"] = "last_full_level"
    """**Choice** 3.4: the increment is measured from the last full level (short all-ins add up)."""
    short_completion: bool = True
    """**Choice** 3.4: in round 1 before the completion, an all-in short of the full step is a
    short completion that anyone may complete (replaces the half-step test there). False: the
    half-bet test applies there too (the card room: an all-in reaching half the completion is
    the completion)."""
    completion: Literal["full", "half_bet"] = "full"
    """**Choice** 3.4 (fixed limit): ``full``: a completion of the bring-in is the round's full
    bet; ``half_bet`` (KingsClub's reading): the bring-in stands as a full level and a
    completion, all-in or not, that adds less than half a step to it completes the round without
    being a full bet, so the next raise goes to the bring-in plus one step."""
    raise_rule: str = "card_room"
    """The betting reading, one of ``RAISE_RULES``. Fixed limit. ``card_room`` (rules
    §3.3-3.4): a raise goes to the last full level + one step, only a full bet or raise re-opens
    the betting and counts toward the cap.
    ``pokerkit`` (the reading of hand histories pokerkit writes): a raise goes to the level +
    the larger of one step and the largest raise so far, even over a short all-in; a raise at
    least as large as the largest so far re-opens; every completion, bet and raise, short
    all-ins included, counts toward the cap. A registered reading's name plays that reading
    whatever ``betting`` says (``hand.betting.registry.register_reading``)."""
    short_bring_in: Literal["full", "posted"] = "full"
    """rules §3.2: a bring-in seat short of the bring-in posts all it has and is still the
    bring-in. ``full``: the others owe the full bring-in to call (the card room); ``posted``:
    they call what was posted, and the seat may instead "complete" all-in for less (pokerkit)."""
    merge_pots: bool = False
    """rules §5.3: False: each pot is split on its own; True: pokerkit's settlement, pots whose
    claimants match once the losing hands are out are merged and split once (the core's
    ``settle(merge_pots=True)``)."""

    # --- bring-in and who acts first (rules §3.2, 4)
    bring_in_rule: Literal["lowest", "highest_ace_low", "highest"] = "lowest"
    """rules §4.1: the lowest door card (ace high) brings in; razz: the highest, ace low (a
    king is highest); 2-7 razz (``highest``): the highest, ace high (an ace is highest). Equal
    ranks: the lower suit (``lowest``) or the higher suit (the other two)."""
    bring_in_all_in: Literal["pass_action", "pass_bring_in"] = "pass_action"
    """**Choice** 4.3: when the obliged seat is all-in, the first action passes to the next seat
    that can act, still facing the full bring-in (rules §4.3), or that seat must post it (PHH)."""
    bring_in_option: bool = False
    """**Choice** 3.2: False: posting the bring-in is its poster's action, so calls alone end the
    round; True: the poster gets an option when everyone only called."""
    no_bring_in_tie: Literal["position", "suit"] = "position"
    """rules §3.2: with no bring-in, equal highest up cards open by position (suits don't count)."""
    showing_tie: Literal["suit", "suit_of_group", "position"] = "suit"
    """**Choice** 4.2: how equal showing hands are ordered in rounds 2 and later."""
    showing_low: bool = False
    """Razz: the lowest showing hand acts first."""
    showing_aces: Literal["low", "high"] = "low"
    """**Choice** 4.2: in a low showing order (``showing_low``) an ace counts low (A-5 razz) or high
    (2-7 razz, where five up cards also count their straights and flushes against)."""

    # --- actions (rules §3.1)
    fold_when_check_possible: bool = False
    """**Choice** 3.1: folding when a check is possible is refused."""

    # --- dealing (rules §2)
    deal_in_passes: bool = True
    """**Choice** 2.4: a street of several cards is dealt one pass per card."""
    reuse_burns: Literal["ordered", "shuffled"] = "ordered"
    """**Choice** 2.1: burned cards go under the stub in order when the stub runs short."""
    community_card_streets: Literal["last", "any"] = "any"
    """**Choice** 2.1: a community card may replace a card of any street, not only the last."""
    community_card_opens: bool = False
    """**Choice** 2.1: False: a community card plays at showdown but does not change who acts
    first: the street's first actor comes from the players' own up cards (WSOP live rule 240);
    True: it counts in every showing hand for the first action too."""

    # --- showdown (rules §5)
    ante_trimming: bool = True
    """rules §3.4: True: a seat short of the ante wins only what its contribution layers give;
    False: the antes are dead money any claimant may win (the PHH ``ante_trimming_status =
    false``)."""
    showdown: ShowdownName = "high"
    """The core's ``settle`` showdown kind; ``showdown_rule`` is its contests."""
    showdown_muck: bool = False
    """rules §5.1: False: every player still in shows; True: each after the first may muck."""
    checked_showdown: Literal["first_actor", "left_of_dealer"] = "first_actor"
    """rules §5.1: who shows first when the last betting round was checked through: the seat
    that acted first in it, or (PokerStars) the first seat in the hand left of the dealer."""
    checked_showdown_muck: bool = False
    """rules §5.1 (with ``showdown_muck``): after a checked-through last round, True lets the
    first seat of the showing order muck too, as the online rooms let a beaten hand go unshown;
    False (every game here) has it show. A seat whose top pot nobody else claims still shows."""
    odd_chip: OddChip = "left_of_dealer"
    odd_chip_half: OddChipHalf = "high"
    """**Choice** 5.3: the half of a split pot (hi-lo; Chicago's spade half counts as the low)
    that takes the odd chip of the halving: ``"high"``, or ``"low"`` as the Winning Poker Network
    pays it."""
    reveal_called_hands: bool = False
    """[002]: a hand history given on request shows the hands of players who called to the
    showdown and then mucked (the online room's rule); the home game reveals none."""
    chicago_spade: Literal["hole", "any"] = "hole"
    """**Choice** 5.3: Chicago's spade must be a hole card (``"hole"``) or may be any card of the
    seat, up cards included (``"any"``)."""

    # --- home variants (rules §6 notes)
    wild: WildRule | None = None
    """Wild-card rule name (``acey_deucy``, ``one_eyed_jacks``, ...); ``None``: no wild cards."""
    extra_card_up_rank: int | None = None
    """Baseball's dealing rule: an up card of this rank (0..12; 2 is the 4) gives its owner an
    extra down card at once (rules §6 notes)."""
    wild_bring_in: WildReading = "natural"
    """rules §6 notes: a wild door card counts at its natural rank for the first round's opener
    (or at its best): the bring-in (at its best a wild door card never brings in while a natural
    one is showing) and, without a bring-in (``bring_in=None``), the highest door card that
    opens."""
    wild_showing: WildReading = "best"
    """rules §6 notes: on the streets after the first a wild up card counts at its best in the
    showing order (or at its natural rank)."""
    wild_open_pair: WildReading = "best"
    """rules §3.3, §6 notes (**Choice**): in the open-pair round a wild up card makes an open
    pair with any other up card (at its best, as it counts for who opens that round), or only
    at its natural rank."""
    turn_up_reveal: TurnUpReveal = "together"
    """Flip stud (rules §6 note): the choices of the cards to turn up are collected hidden and
    revealed together."""

    # --- dealer (rules §2.1)
    dealer_skips_empty_seats: bool = True
    """**Choice** 2.1: the button moves to the next seat that is dealt in."""

    def __post_init__(self) -> None:
        for field in ("streets", "steps"):  # a list or any iterable, kept as a tuple
            given = items(getattr(self, field), MAX_SEATS)
            if given is not None:
                object.__setattr__(self, field, given)
        _validate(self)

    @property
    def showdown_rule(self) -> Showdown:
        """The contests of ``showdown``: what the hand, its log and its history ask."""
        return showdown_named(self.showdown)

    @property
    def betting_rounds(self) -> int:
        """How many betting rounds a hand has (the streets followed by one)."""
        return sum(1 for street in self.streets if street.betting)

    def with_stakes(
        self,
        *,
        ante: int | None = None,
        bring_in: int | Literal["keep"] | None = "keep",
        steps: tuple[int, ...] | list[int] | None = None,
        small: int | None = None,
        big: int | None = None,
        open_pair_step: int | None = None,
    ) -> Profile:
        """A copy at other stakes (rules §6: ante, bring-in and steps are table parameters).

        ``steps`` gives one step (fixed limit) or minimum bet (pot/no limit) per betting round,
        e.g. seed [003]'s ``(300, 300, 500, 500, 1000)``; or ``small`` and ``big`` fill the
        profile's own pattern (seven-card stud: small, small, big, big, big). ``bring_in=None``
        removes the bring-in. When the profile has the open-pair rule, its big step follows
        the step of the round after the open-pair round (rules §3.3) unless ``open_pair_step``
        is given. Validated like any profile.
        """
        changes: dict[str, Any] = {}
        if ante is not None:
            changes["ante"] = ante
        if bring_in != "keep":
            changes["bring_in"] = bring_in
        if steps is not None and (small is not None or big is not None):
            raise InvalidRuleError("give either steps or small/big, not both")
        if steps is None and (small is not None or big is not None):
            low = min(self.steps)
            steps = tuple(
                (small if small is not None else step)
                if step == low
                else (big if big is not None else step)
                for step in self.steps
            )
        if steps is not None:
            changes["steps"] = tuple(steps)
            if self.open_pair_round is not None and open_pair_step is None:
                following = min(self.open_pair_round, len(steps) - 1)
                open_pair_step = changes["steps"][following]
        if open_pair_step is not None:
            changes["open_pair_step"] = open_pair_step
        return self.replace(**changes)

    def replace(self, **changes: Any) -> Profile:
        """A copy with ``changes`` applied; validated like any profile."""
        known = {field.name for field in fields(self)}
        unknown = sorted(set(changes) - known)
        if unknown:
            names = ", ".join(sorted(known))
            raise InvalidRuleError(
                f"unknown profile field(s) {', '.join(unknown)}; fields: {names}"
            )
        return dataclasses.replace(self, **changes)


def _fail(field: str, why: str) -> InvalidRuleError:
    return InvalidRuleError(f"profile field {field!r}: {why}")


def _check_choice(profile: Profile, field: str, allowed: tuple[object, ...]) -> None:
    value = getattr(profile, field)
    if value not in allowed:
        options = ", ".join(repr(a) for a in allowed)
        raise _fail(field, f"{shown(value)} is not one of {options}")


def _validate(p: Profile) -> None:
    if not isinstance(p.name, str) or not p.name:
        raise _fail("name", "must be a non-empty text")
    if not isinstance(p.streets, tuple) or not p.streets:
        raise _fail("streets", "must be a non-empty list or tuple of Street")
    for index, street in enumerate(p.streets):
        if not isinstance(street, Street):
            raise _fail("streets", f"item {index} is {shown(street)}, not a Street")
        if not isinstance(street.cards, tuple) or not street.cards:
            raise _fail("streets", f"street {index} deals no cards")
        for face in street.cards:
            if face not in ("down", "up"):
                raise _fail("streets", f"street {index}: {shown(face)} is neither 'down' nor 'up'")
        if not is_int(street.turn_up) or not 0 <= street.turn_up <= street.down_cards:
            raise _fail(
                "streets",
                f"street {index}: turn_up must be 0..{street.down_cards} "
                "(a player turns up cards of the street's face-down ones)",
            )
    if not p.streets[0].betting:
        raise _fail("streets", "the opening deal must be followed by a betting round")
    if p.streets[0].burn:
        raise _fail("streets", "no card is burned before the opening deal (rules §2.5)")
    rounds = p.betting_rounds
    if not is_int(p.ante) or p.ante < 0:
        raise _fail("ante", f"{shown(p.ante)} must be an integer >= 0")
    if not isinstance(p.steps, tuple) or len(p.steps) != rounds:
        raise _fail("steps", f"needs one step per betting round ({rounds}), got {shown(p.steps)}")
    for step in p.steps:
        if not is_int(step) or step <= 0:
            raise _fail("steps", f"{shown(step)} must be a positive integer")
    if p.bring_in is not None:
        if not is_int(p.bring_in) or p.bring_in <= 0:
            raise _fail("bring_in", f"{shown(p.bring_in)} must be a positive integer or None")
        if p.bring_in > p.steps[0]:
            raise _fail("bring_in", f"{p.bring_in} exceeds the first-round step {p.steps[0]}")
        if not p.streets[0].shows_up_card:
            raise _fail("bring_in", "needs an up card (dealt or turned up) in the opening deal")
    _check_choice(p, "betting", ("fixed_limit", "pot_limit", "no_limit"))
    if not is_int(p.min_players) or not is_int(p.max_players):
        raise _fail("min_players", "player counts must be integers")
    if not 2 <= p.min_players <= p.max_players:
        raise _fail("min_players", f"need 2 <= min_players <= max_players, got {p.min_players}")
    if p.max_players > MAX_SEATS:
        raise _fail("max_players", f"{p.max_players}: a hand seats at most {MAX_SEATS}")
    # rules §2.1: with community cards on the last street only, every earlier street (and its
    # burns) must fit in the deck; with "any" a community card can stand in on any street
    before_last = p.streets[:-1]
    cards_before = sum(street.size for street in before_last)
    burns_before = sum(1 for street in p.streets if street.burn)
    if p.community_card_streets == "last" and p.max_players * cards_before + burns_before > 52:
        raise _fail(
            "max_players",
            f"{p.max_players} players run out of cards before the last street; "
            "community_card_streets='any' lets a community card stand in (rules §2.1)",
        )
    # rules §2.1: a community card stands in for no card of the opening deal, which gives every
    # player the door card the bring-in and the first opener read
    if p.max_players * p.streets[0].size > 52:
        raise _fail(
            "max_players",
            f"{p.max_players} players run out of cards in the opening deal of "
            f"{p.streets[0].size} cards each (no community card stands in for a door card)",
        )
    # A card to turn up is chosen among a seat's own down cards, which a community card cannot
    # stand in for: a game with turn-ups must fit the deck whole
    all_cards = sum(street.size for street in p.streets)
    turn_ups = any(street.turn_up for street in p.streets)
    if turn_ups and p.max_players * all_cards + burns_before > 52:
        raise _fail(
            "max_players",
            f"{p.max_players} players run out of cards in a game with turn-ups (each seat "
            "chooses among its own down cards, so no community card can stand in)",
        )
    if (p.open_pair_round is None) != (p.open_pair_step is None):
        raise _fail("open_pair_step", "set together with open_pair_round (both or neither)")
    if p.open_pair_round is not None:
        if not is_int(p.open_pair_round) or not 1 <= p.open_pair_round <= rounds:
            raise _fail("open_pair_round", f"must be a betting round 1..{rounds}")
        step = p.steps[p.open_pair_round - 1]
        if not is_int(p.open_pair_step) or p.open_pair_step is None or p.open_pair_step <= step:
            raise _fail("open_pair_step", f"must be an integer above that round's step {step}")
        if p.betting != "fixed_limit":
            raise _fail("open_pair_round", "the open-pair rule exists only in fixed limit")
    if p.max_raises is not None and (not is_int(p.max_raises) or p.max_raises < 0):
        raise _fail("max_raises", f"{shown(p.max_raises)} must be an integer >= 0 or None")
    for name in (
        "cap_heads_up_exempt",
        "cap_counts_completion",
        "short_completion",
        "bring_in_option",
        "showing_low",
        "fold_when_check_possible",
        "deal_in_passes",
        "showdown_muck",
        "checked_showdown_muck",
        "ante_trimming",
        "merge_pots",
        "community_card_opens",
        "open_pair_compulsory",
        "open_pair_lapses_on_fold",
        "dealer_skips_empty_seats",
        "reveal_called_hands",
    ):
        if not isinstance(getattr(p, name), bool):
            raise _fail(name, f"{shown(getattr(p, name))} must be True or False")
    _check_choice(p, "cap_counts", ("can_act", "in_hand"))
    _check_choice(p, "short_all_in", ("half_bet", "full_bet"))
    _check_choice(p, "short_all_in_from", ("last_full_level", "previous_level"))
    _check_choice(p, "raise_rule", tuple(RAISE_RULES))
    _check_choice(p, "completion", ("full", "half_bet"))
    _check_choice(p, "short_bring_in", ("full", "posted"))
    _check_choice(p, "bring_in_rule", ("lowest", "highest_ace_low", "highest"))
    _check_choice(p, "showing_aces", ("low", "high"))
    if p.wild is not None and p.showing_low and p.showing_aces == "high":
        # the wild showing order reads A-5 lows only (rules §6 notes)
        raise _fail("showing_aces", "'high' (the 2-7 showing order) is played without wild cards")
    _check_choice(p, "bring_in_all_in", ("pass_action", "pass_bring_in"))
    _check_choice(p, "no_bring_in_tie", ("position", "suit"))
    _check_choice(p, "showing_tie", ("suit", "suit_of_group", "position"))
    _check_choice(p, "checked_showdown", ("first_actor", "left_of_dealer"))
    _check_choice(p, "reuse_burns", ("ordered", "shuffled"))
    _check_choice(p, "community_card_streets", ("last", "any"))
    _check_choice(p, "showdown", _SHOWDOWNS)
    _check_choice(p, "odd_chip", _ODD_CHIPS)
    _check_choice(p, "odd_chip_half", _ODD_CHIP_HALVES)
    _check_choice(p, "chicago_spade", ("hole", "any"))
    if p.extra_card_up_rank is not None and (
        not is_int(p.extra_card_up_rank) or not 0 <= p.extra_card_up_rank <= 12
    ):
        raise _fail("extra_card_up_rank", "must be a rank 0..12 or None")
    if p.wild is not None:
        _check_choice(p, "wild", _WILD_RULES)
        if showdown_named(p.showdown).contest("low_27") is not None:
            raise _fail("wild", "the 2-7 low (showdown 'low_27') is played without wild cards")
    _check_choice(p, "wild_bring_in", ("natural", "best"))
    _check_choice(p, "wild_showing", ("natural", "best"))
    _check_choice(p, "wild_open_pair", ("natural", "best"))
    _check_choice(p, "turn_up_reveal", ("together", "in_turn"))
    if p.extra_card_up_rank is not None and "up" not in (
        face for street in p.streets for face in street.cards
    ):
        raise _fail("extra_card_up_rank", "the game deals no up card to trigger it")
    if p.wild == "follow_the_queen" and any(street.turn_up for street in p.streets):
        # the set follows the up cards as dealt; a card turned up later is not dealt up
        raise _fail("wild", "follow_the_queen does not follow cards turned up (flip stud)")
    if p.extra_card_up_rank is not None:
        # each up card of the rank (four at most) brings one more card: the evaluators read
        # up to 9 cards a hand, 11 with wild cards
        ups = sum(face == "up" for street in p.streets for face in street.cards)
        most = sum(street.size for street in p.streets) + min(ups, 4)
        limit = 9 if p.wild is None else 11
        if most > limit:
            raise _fail(
                "extra_card_up_rank",
                f"a seat could hold {most} cards; a hand is read from at most {limit}"
                + ("" if p.wild is not None else " (11 with wild cards)"),
            )


_FIVE_CARD_STREETS = (
    Street(("down", "up")),
    Street(("up",)),
    Street(("up",)),
    Street(("up",)),
)

FIVE_CARD_STUD_HOME = Profile(
    name="five_card_stud_home",
    streets=_FIVE_CARD_STREETS,
    ante=1,
    bring_in=1,
    steps=(2, 2, 4, 4),
    min_players=2,
    max_players=8,
    open_pair_round=2,
    open_pair_step=4,
    max_raises=3,
)
"""Seed [000]: home five-card stud, ante 1, bring-in 1, steps 2/2/4/4, no burns, suit ties."""

# Stakes rules §6 leaves to the table ("required"), in [004]'s proportions: small bet 10, big bet
# 20, bring-in half a small bet (5), ante 1/10 of the big bet (2). ``with_stakes`` sets others.
_ANTE, _BRING_IN, _SMALL, _BIG = 2, 5, 10, 20

_BURNED_FIVE_CARD_STREETS = (
    Street(("down", "up")),
    Street(("up",), burn=True),
    Street(("up",), burn=True),
    Street(("up",), burn=True),
)

FIVE_CARD_STUD_CASINO = Profile(
    name="five_card_stud_casino",
    streets=_BURNED_FIVE_CARD_STREETS,  # [002]: a burn before rounds 2-4
    ante=_ANTE,
    bring_in=_BRING_IN,
    steps=(_SMALL, _SMALL, _BIG, _BIG),
    max_players=10,  # Choice [004]; ten players need rules §2.1's community card on 5th street
    open_pair_round=2,
    open_pair_step=_BIG,
    max_raises=3,
    showing_tie="position",
    showdown_muck=True,
    reveal_called_hands=True,
)
"""rules §6 casino five-card stud [002]: burns, position ties, mucking, open pair: big step."""

FIVE_CARD_STUD_POT_LIMIT = FIVE_CARD_STUD_CASINO.replace(
    name="five_card_stud_pot_limit",
    betting="pot_limit",
    open_pair_round=None,
    open_pair_step=None,
    max_raises=None,  # rules §3.3: no cap in pot or no limit
    showing_tie="suit",  # rules §6 table ([004])
    short_all_in="full_bet",  # rules §3.4 (Choice): the usual full-raise rule
    short_all_in_from="previous_level",
)
"""rules §6 / 3.3 [004]: pot limit; ``steps`` are the minimum bets; the most a seat may raise to
is the level plus the pot after its call."""

FIVE_CARD_STUD_NO_LIMIT = FIVE_CARD_STUD_POT_LIMIT.replace(
    name="five_card_stud_no_limit", betting="no_limit"
)
"""rules §6 / 3.3 [004]: no limit; minimum bet the street's step, minimum raise the last full bet
or raise, maximum every chip."""

_SEVEN_CARD_STREETS = (
    Street(("down", "down", "up")),
    Street(("up",), burn=True),
    Street(("up",), burn=True),
    Street(("up",), burn=True),
    Street(("down",), burn=True),
)

SEVEN_CARD_STUD = Profile(
    name="seven_card_stud",
    streets=_SEVEN_CARD_STREETS,  # [003]: four burns, before rounds 2-5
    ante=_ANTE,
    bring_in=_BRING_IN,
    steps=(_SMALL, _SMALL, _BIG, _BIG, _BIG),
    min_players=2,
    # rules §6 "2-8 (9 with 2.1)": rules §2.1 is played on any street
    # (community_card_streets="any"), so nine seats are allowed; 8 players already need the
    # community card on 7th street, 9 on 6th street too
    max_players=9,
    open_pair_round=2,
    open_pair_step=_BIG,
    max_raises=4,
    showing_tie="position",
    showdown_muck=True,
)
"""rules §6 seven-card stud [003][004]; stakes in [004]'s proportions (see ``with_stakes``)."""

SEVEN_CARD_STUD_NO_BRING_IN = SEVEN_CARD_STUD.replace(
    name="seven_card_stud_no_bring_in",
    bring_in=None,  # rules §3.2: antes only, the highest up card acts first and may check
    no_bring_in_tie="position",
)
"""rules §6 home seven-card stud [003]: antes only, no bring-in."""

SEVEN_CARD_STUD_HI_LO = SEVEN_CARD_STUD.replace(name="seven_card_stud_hi_lo", showdown="high_low_8")
"""rules §6 seven-card stud hi-lo, 8 or better [003][004]."""

RAZZ = SEVEN_CARD_STUD.replace(
    name="razz",
    open_pair_round=None,  # rules §3.3: no open-pair rule in razz
    open_pair_step=None,
    bring_in_rule="highest_ace_low",  # rules §4.1: the highest card, ace low, brings in
    showing_low=True,  # rules §4.2: the lowest showing hand acts first
    showdown="low_a5",
)
"""rules §6 razz [003]: A-5 low, bring-in by the highest card."""

DEUCE_TO_SEVEN_RAZZ = RAZZ.replace(
    name="deuce_to_seven_razz",
    bring_in_rule="highest",  # rules §4.1: the highest door card, ace high, brings in
    showing_aces="high",  # rules §4.2: the lowest 2-7 showing hand acts first, an ace is high
    showdown="low_27",
)
"""rules §6 2-7 razz: razz read as deuce-to-seven lowball (aces high, straights and flushes
count against: 7-5-4-3-2 offsuit is the best hand); the highest door card brings in, an ace
being the highest."""

MISSISSIPPI_STUD = Profile(
    name="mississippi_stud",
    # rules §6 note (Choice): 2 down + 1 up; the 4th and 5th cards up with no betting between
    # them; then the 6th and 7th up. Burns before betting rounds 2-4, none before the 5th card
    streets=(
        Street(("down", "down", "up")),
        Street(("up",), burn=True, betting=False),
        Street(("up",)),
        Street(("up",), burn=True),
        Street(("up",), burn=True),
    ),
    ante=_ANTE,
    bring_in=_BRING_IN,
    steps=(_SMALL, _BIG, _BIG, _BIG),  # Choice: small, big, big, big
    max_players=8,  # eight need rules §2.1's community card on the last street
    max_raises=4,  # Choice: bet + 4
    showing_tie="position",
    showdown_muck=True,
)
"""rules §6 Mississippi stud [003]: four betting rounds, five up cards (every category counts in
the showing order, rules §4.2)."""

# --- the home games (rules §6 notes): studpoker.games.wild_rules (the wild set in force), the order
# functions' ``wild=``, the dealing rules (dealing.rule_for) and the core's Chicago contests.
# Each reads as seven-card stud: the big step on the open-pair round, bet + 4.

ACEY_DEUCY = SEVEN_CARD_STUD.replace(name="acey_deucy", wild="acey_deucy")
"""rules §6 notes: seven-card stud, aces and 2s wild [003]."""

ONE_EYED_JACKS = SEVEN_CARD_STUD.replace(name="one_eyed_jacks", wild="one_eyed_jacks")
"""rules §6 notes: seven-card stud, the one-eyed jacks (J♠ J♥) wild [003]."""

SUICIDE_KING = SEVEN_CARD_STUD.replace(name="suicide_king", wild="suicide_king")
"""rules §6 notes: seven-card stud, the suicide king (K♥) wild [003]."""

BASEBALL = SEVEN_CARD_STUD.replace(name="baseball", wild="baseball", extra_card_up_rank=2)
"""rules §6 notes: seven-card stud, 3s and 9s wild; a 4 dealt face up gives its owner an extra
down card at once; running out of cards follows rules §2.1 [003]."""

FOLLOW_THE_QUEEN = SEVEN_CARD_STUD.replace(name="follow_the_queen", wild="follow_the_queen")
"""rules §6 notes: seven-card stud, queens wild plus the rank of the up card dealt right after
the latest up queen (``wild_rules.follow_the_queen``) [003]."""

FLIP_STUD = SEVEN_CARD_STUD.replace(
    name="flip_stud",
    # four deals of two face-down cards, one of each turned up by its owner; burns before deals
    # 2-4 as in seven-card stud (Choice)
    streets=(
        Street(("down", "down"), turn_up=1),
        Street(("down", "down"), burn=True, turn_up=1),
        Street(("down", "down"), burn=True, turn_up=1),
        Street(("down", "down"), burn=True, turn_up=1),
    ),
    steps=(_SMALL, _SMALL, _BIG, _BIG),
    # Choice: six players, who fit the deck (8 cards each and 3 burns); a community card cannot
    # stand in for a card a seat chooses from (validated)
    max_players=6,
)
"""rules §6 notes: flip stud, four deals of two face-down cards, each followed by every player
turning one of them up (chosen hidden, revealed together) and a betting round; best five of
eight [003]."""

CHICAGO_LOW = SEVEN_CARD_STUD.replace(name="chicago_low", showdown="high_chicago_low")
"""rules §5.3, §6 notes: the lowest spade in the hole takes half the pot, the best high hand the
other half [003]."""

CHICAGO_HIGH = SEVEN_CARD_STUD.replace(name="chicago_high", showdown="high_chicago_high")
"""rules §5.3, §6 notes: the highest spade in the hole takes half the pot [003]."""

HOME_GAMES: dict[str, Profile] = {
    p.name: p
    for p in (
        ACEY_DEUCY,
        ONE_EYED_JACKS,
        SUICIDE_KING,
        BASEBALL,
        FOLLOW_THE_QUEEN,
        FLIP_STUD,
        CHICAGO_LOW,
        CHICAGO_HIGH,
    )
}
"""The home games of rules §6 notes, as data; ``Hand`` plays every one."""

PROFILES: dict[str, Profile] = {
    p.name: p
    for p in (
        FIVE_CARD_STUD_HOME,
        FIVE_CARD_STUD_CASINO,
        FIVE_CARD_STUD_POT_LIMIT,
        FIVE_CARD_STUD_NO_LIMIT,
        SEVEN_CARD_STUD,
        SEVEN_CARD_STUD_NO_BRING_IN,
        SEVEN_CARD_STUD_HI_LO,
        RAZZ,
        DEUCE_TO_SEVEN_RAZZ,
        MISSISSIPPI_STUD,
        *HOME_GAMES.values(),
    )
}
"""Every game the hand plays, by name: the ten card-room and home games of the table of rules
§6 and the home games of its notes (``HOME_GAMES``), flip stud included; the command line, the
simulation, the bots, the PettingZoo environment and the HTTP example take every one."""
