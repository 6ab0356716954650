"""Type stubs for the Rust extension ``studpoker._core``.

Cards are integers ``4 * rank + suit`` (rank 0..12 = 2..A, suit 0..3 = clubs, diamonds, hearts,
spades). Wherever cards are taken, a text like ``"As Kd 7c"`` or a sequence of texts and integers
is accepted too.
"""

from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Literal, final

_CardLike = int | str
_CardsLike = str | Iterable[_CardLike]
# A wild set: a text of ranks and cards ("3 9", "Js Jh") or an iterable of card numbers, card
# texts and rank texts ("Q" is all four queens).
_WildLike = str | Iterable[_CardLike]

def parse_card(text: str) -> int:
    """Parse one card (``"As"``, ``"10d"``, ``"q♥"``); raises ``InvalidCardError``."""

def parse_cards(cards: _CardsLike) -> list[int]:
    """Parse cards from text or a sequence; bad or duplicate cards raise ``InvalidCardError``."""

def format_card(card: int) -> str:
    """Format a card number as text (``51 -> "As"``)."""

def format_cards(cards: _CardsLike) -> str:
    """Format cards as space-separated text."""

_Kind = Literal["high", "low_a5", "low_8", "low_27", "high_wild"]
_Category = Literal[
    "high_card",
    "pair",
    "two_pair",
    "three_of_a_kind",
    "straight",
    "flush",
    "full_house",
    "four_of_a_kind",
    "straight_flush",
    "five_of_a_kind",
]

@final
class HandValue:
    """The value of a hand (frozen, hashable).

    ``rank`` is dense within ``kind`` and greater is better for every kind: high ``0``
    (7-5-4-3-2 offsuit) .. ``7461`` (royal flush); A-5 low ``0`` (K-K-K-K-Q) .. ``6174``
    (5-4-3-2-A); 8-or-better ``0`` (8-7-6-5-4) .. ``55`` (5-4-3-2-A); 2-7 low ``0`` (royal
    flush) .. ``7461`` (7-5-4-3-2 offsuit); a high hand evaluated
    with a non-empty wild set, kind ``"high_wild"``: ``0`` .. ``7760`` (five aces). ``==`` and
    ``hash`` use ``(kind, rank)``; ``<`` and friends order by rank within a kind and raise
    ``TypeError`` across kinds.
    """

    @property
    def kind(self) -> _Kind:
        """``"high"``, ``"low_a5"``, ``"low_8"``, ``"low_27"`` or ``"high_wild"``."""

    @property
    def rank(self) -> int:
        """The dense rank within the kind; greater is better."""

    @property
    def category(self) -> _Category:
        """The category; lows use the pairing names only (``"high_card"`` is no pair)."""

    @property
    def cards(self) -> tuple[int, ...]:
        """The chosen five as held (wild cards included), most significant first."""

    @property
    def played(self) -> tuple[int, ...]:
        """The chosen five as they play, each wild card replaced by the card it stands for."""

    def describe(self) -> str:
        """What a player would say: ``"Full house, kings over nines"``, ``"Eight-seven low"``,
        then what each wild became: ``"Five of a kind, aces (Js as As)"``."""

    def __hash__(self) -> int: ...
    def __eq__(self, other: object, /) -> bool: ...
    def __ne__(self, other: object, /) -> bool: ...
    def __lt__(self, other: HandValue, /) -> bool: ...
    def __le__(self, other: HandValue, /) -> bool: ...
    def __gt__(self, other: HandValue, /) -> bool: ...
    def __ge__(self, other: HandValue, /) -> bool: ...

def evaluate_high(cards: _CardsLike, *, wild: _WildLike | None = None) -> HandValue:
    """The best high hand (best five) of 5 to 9 cards; bad input raises ``InvalidCardError``.

    ``wild``: the wild cards (5 to 11 cards then); a non-empty set gives kind ``"high_wild"``.
    """

def evaluate_low_a5(cards: _CardsLike, *, wild: _WildLike | None = None) -> HandValue:
    """The best A-5 low (razz: ace low, straights and flushes ignored) of 5 to 9 cards.

    ``wild``: the wild cards, each the lowest rank the low lacks (5 to 11 cards then).
    """

def evaluate_low_8(cards: _CardsLike, *, wild: _WildLike | None = None) -> HandValue | None:
    """The best 8-or-better low of 5 to 9 cards, ``None`` without five distinct ranks 8 or lower."""

def evaluate_low_27(cards: _CardsLike) -> HandValue:
    """The best 2-7 low (2-7 razz: the five with the lowest high value, the ace always high,
    straights and flushes counting against) of 5 to 9 cards. No wild cards."""

def rank_high(cards: _CardsLike, *, wild: _WildLike | None = None) -> int:
    """The fast path: the dense high rank (``0..7461``, greater is better) of 5 to 9 cards;
    with a non-empty ``wild``, the wild high space (``0..7760``)."""

def rank_low_a5(cards: _CardsLike, *, wild: _WildLike | None = None) -> int:
    """The fast path: the dense A-5 low rank (``0..6174``, greater is better) of 5 to 9 cards."""

def rank_low_8(cards: _CardsLike, *, wild: _WildLike | None = None) -> int | None:
    """The fast path: the dense 8-or-better rank (``0..55``), ``None`` when there is no low."""

def rank_low_27(cards: _CardsLike) -> int:
    """The fast path: the dense 2-7 low rank (``0..7461``, greater is better) of 5 to 9 cards."""

# Batch evaluation. The input is any object with the buffer protocol holding a C-contiguous
# uint8 array of shape (N, k), k = 5..9 (5..11 with a non-empty ``wild``; a numpy array,
# typically); the result is a new uint16 array of N values: a numpy.ndarray when numpy is
# installed, else an array.array('H'). ``wild``: the wild cards, as the single calls take them;
# each row's value is then the single call's with the same ``wild``.
_Rows = Any
_U16Array = Any

NO_LOW: int
"""The value ``rank_low_8_many`` and ``rank_hi_lo_8_many`` give a hand without a low (65535)."""

def rank_high_many(
    cards: _Rows, *, threads: int | None = None, wild: _WildLike | None = None
) -> _U16Array:
    """The dense high rank of every row of a ``uint8[N, k]`` array, as ``uint16[N]``.

    Equal to ``rank_high`` row by row. Runs without the GIL, split over ``threads`` threads
    (default: every core; small batches use one). A wrong dtype, shape or strides, a card outside
    0..51 or a card twice in a row raises ``InvalidCardError`` naming the first bad row.
    """

def rank_low_a5_many(
    cards: _Rows, *, threads: int | None = None, wild: _WildLike | None = None
) -> _U16Array:
    """The dense A-5 low rank of every row, as ``uint16[N]`` (see ``rank_high_many``)."""

def rank_low_8_many(
    cards: _Rows, *, threads: int | None = None, wild: _WildLike | None = None
) -> _U16Array:
    """The dense 8-or-better rank of every row, ``NO_LOW`` (65535) without a low."""

def rank_low_27_many(cards: _Rows, *, threads: int | None = None) -> _U16Array:
    """The dense 2-7 low rank of every row, as ``uint16[N]`` (no ``wild``: 2-7 has none)."""

def rank_hi_lo_8_many(
    cards: _Rows, *, threads: int | None = None, wild: _WildLike | None = None
) -> tuple[_U16Array, _U16Array]:
    """The high ranks and the 8-or-better ranks (``NO_LOW`` without a low) of every row."""

def count_hands(
    size: int, kind: str, dead: _CardsLike, *, threads: int | None = None
) -> tuple[list[int], list[int], int]:
    """Every hand of ``size`` cards (5..7) from the deck less ``dead``, counted by value.

    Returns the hands per dense rank of ``kind``, per category (in category order, high card
    first) and the hands without a value (8-or-better hands that do not qualify). Use
    ``studpoker.count_hands``, which names the categories.
    """

def bring_in_seat(
    door_cards: Sequence[_CardLike | None], rule: str = "lowest", *, wild: _WildLike | None = None
) -> int:
    """The seat that brings in on the opening deal (rules §4.1).

    ``wild``: door cards that count at their best (rules §6 notes): better than every natural
    card, so a wild door card brings in only when every door card is wild (then by card). Leave
    it out for the natural reading.

    ``door_cards[seat]`` is the seat's up card, ``None`` for a seat not in the hand. ``rule``:
    ``"lowest"`` (ace high, ties by suit: clubs lowest), ``"highest_ace_low"`` (razz: king
    highest, the higher suit brings in) or ``"highest"`` (2-7 razz: ace highest, the higher suit
    brings in). Unknown rules raise ``InvalidRuleError``; no seat in the
    hand ``InvalidSetupError``; bad or duplicate cards ``InvalidCardError``.
    """

def first_to_act(
    up_cards: Sequence[_CardsLike | None],
    dealer: int,
    *,
    low: bool = False,
    tie: str = "suit",
    community: _CardsLike | None = None,
    wild: _WildLike | None = None,
    aces: str = "low",
) -> int:
    """The seat whose showing hand acts first in a later round (rules §4.2).

    ``wild``: up cards that count at their best (rules §6 notes; ``showing_hand``); equal
    showing hands are then told apart by the up cards as held. Leave it out for the natural
    reading.

    ``community``: community cards (rules §2.1), part of every showing hand in the hand.

    ``up_cards[seat]`` is the seat's up cards (1..9), ``None`` for a seat not in the hand. Up to
    four cards count pairings only, five or more every category (best five); ``low`` makes the
    lowest hand act first (ace low, pairs bad); with ``aces="high"`` the lowest 2-7 hand does
    (ace high, pairs bad, five up cards count their straights and flushes against; no ``wild``).
    ``tie``: ``"suit"``, ``"suit_of_group"`` or
    ``"position"``. A dealer outside the table or no seat in the hand raises
    ``InvalidSetupError``; bad cards ``InvalidCardError``; an unknown tie ``InvalidRuleError``.
    """

def showing_hand(
    up: _CardsLike, *, wild: _WildLike | None = None, low: bool = False, aces: str = "low"
) -> tuple[_Category, list[int]]:
    """One showing hand as the showing order reads it (rules §4.2, §6 notes): its category and
    its cards as they play, most significant first.

    One to four cards count pairings only, five to eleven are evaluated as a hand (best five).
    Each card in ``wild`` counts at its best: with four up cards or fewer it joins the largest
    group of naturals (aces when every card is wild), or for a ``low`` becomes the lowest rank
    the low lacks. ``aces="high"`` with ``low``: the 2-7 order (ace high; no ``wild``). No cards,
    more than eleven or a repeated card raise ``InvalidCardError``.
    """

@final
class Pot:
    """One pot of a settlement and how it was won (frozen; equal when every field is equal).

    Seats are listed ascending; ``shares`` has one entry per seat of the table.
    """

    @property
    def amount(self) -> int:
        """The chips in the pot, its rake included."""

    @property
    def rake(self) -> int:
        """The chips raked from the pot before it was divided (0 without a rake); the shares
        add up to ``amount - rake``."""

    @property
    def eligible(self) -> tuple[int, ...]:
        """The claimants who reached the top of the pot's layers."""

    @property
    def high_winners(self) -> tuple[int, ...]:
        """The best high hands among the eligible seats (empty in razz)."""

    @property
    def low_winners(self) -> tuple[int, ...]:
        """The razz winners, the hi-lo low half or the Chicago spade; empty where none."""

    @property
    def shares(self) -> tuple[int, ...]:
        """Chips from this pot, per seat."""

    @property
    def winners(self) -> tuple[int, ...]:
        """The seats with a share greater than zero (none when the rake took the whole pot)."""

@final
class Settlement:
    """The outcome of a hand (frozen; equal when every field is equal)."""

    @property
    def pots(self) -> tuple[Pot, ...]:
        """The pots, main pot first."""

    @property
    def returned(self) -> tuple[int, ...]:
        """The uncalled excess handed back, per seat."""

    @property
    def payouts(self) -> tuple[int, ...]:
        """Pot shares plus returned chips, per seat; they add up to the contributions (and the
        dead chips), less the rake."""

    @property
    def net(self) -> tuple[int, ...]:
        """Payouts minus contributions, per seat."""

def settle(
    contributions: Iterable[int],
    hands: Iterable[_CardsLike | None],
    dealer: int,
    *,
    showdown: str = "high",
    odd_chip: str = "left_of_dealer",
    hole_cards: Iterable[_CardsLike | None] | None = None,
    community: _CardsLike | None = None,
    dead: int | None = None,
    merge_pots: bool = False,
    wild: _WildLike | None = None,
    rake: Iterable[int] | None = None,
    odd_chip_half: str = "high",
) -> Settlement:
    """Settle one hand: pots from the contributions, winners per pot, chips per seat.

    ``wild``: the wild cards of the hand contests (the high and the lows, never Chicago's
    spade), as the evaluators take them; a non-empty set takes hands of up to eleven cards.

    ``contributions[seat]`` is every chip the seat put in (antes included); ``hands[seat]`` the
    cards it shows, ``None`` without a claim (a sole claimant may show ``[]``); any iterable with
    one entry per seat will do, except a text. ``showdown``:
    ``"high"``, ``"low_a5"``, ``"low_27"``, ``"high_low_8"``, ``"high_chicago_low"`` or
    ``"high_chicago_high"`` (these two need ``hole_cards``), or one or two contests joined by
    ``+`` (``"high+low_a5"``; a composition that could leave a pot unpaid raises
    ``InvalidRuleError``). ``odd_chip``: ``"left_of_dealer"``,
    ``"lowest_seat"`` or ``"high_card_by_suit"``. ``community``: cards that count for every
    claimant's hand (rules §2.1), never in a hand themselves. ``dead``: chips in no seat's layer
    (e.g. antes a profile does not trim): a first pot every claimant may win (``None`` is 0); the
    payouts add up to the contributions plus ``dead``. ``merge_pots``: pokerkit's settlement,
    where claimants who win nothing are taken out and pots left with the same claimants are
    merged and split once (odd chips can differ). ``rake``: per pot of the layout (main pot
    first, as ``pot_layout`` cuts the chips, before any merging), the chips taken from it before
    it is divided: hi-lo halves and odd chips are cut from what is left, and each ``Pot`` reports
    its ``rake``; ``None`` takes nothing. ``odd_chip_half``: ``"high"`` or ``"low"``, the half
    of a split pot (hi-lo, Chicago: the low or spade half is ``"low"``) that takes the odd chip
    of the halving (rules §5.3). Input that cannot describe a hand raises
    ``SettlementError`` naming the seat; a rake that is not one int from 0 to its pot's chips per
    pot, ``SettlementError`` naming the pot; bad cards ``InvalidCardError``; unknown rule names
    ``InvalidRuleError``. See docs/core-api.md, "Settlement".
    """

def pot_layout(
    contributions: Iterable[int],
    in_hand: Iterable[bool],
    dead: int | None = None,
    *,
    live: bool = False,
) -> tuple[tuple[tuple[int, tuple[int, ...]], ...], tuple[int, ...], tuple[int, ...]]:
    """The pots of a hand in progress: ``(pots, uncalled, unreachable)``.

    ``pots``: ``(amount, eligible seats)`` per pot, main pot first (the ``dead`` chips first, a
    pot every seat ``in_hand`` may win; then one layer per contribution level of a seat in the
    hand). Unless ``live``: folded seats' chips above every seat in the hand are
    ``unreachable`` and the top contributor's chips above every other seat's are ``uncalled``,
    both per seat and out of the pots (they go back); with ``live`` nothing goes back and the
    chips above the top level join the top pot. Input that cannot describe a hand raises
    ``SettlementError``; a value of the wrong type ``TypeError``. See docs/core-api.md, "Pots of
    a hand in progress".
    """

def deck_from_bits(bits: bytes) -> list[int] | None:
    """The deck (top first) whose Fisher-Yates swaps are the mixed-radix digits of the 32 bytes
    ``bits`` read as one big-endian number (docs/shuffle.md), or ``None`` when that number is at
    or above the largest multiple of 52! below 2**256 (draw again). Other than 32 bytes raises
    ``InvalidSetupError``."""

def settle_many(
    settlements: Iterable[Mapping[str, Any] | Sequence[Any]],
    *,
    showdown: str = "high",
    odd_chip: str = "left_of_dealer",
) -> list[Settlement]:
    """Settle many hands in one call, the interpreter released while each chunk is settled.

    Each item is a mapping of ``settle``'s arguments or a tuple of them in ``settle``'s order
    (``contributions, hands, dealer`` and optionally ``showdown, odd_chip, hole_cards,
    community, dead, merge_pots, wild``; a mapping may also name the ``rake`` and the
    ``odd_chip_half``);
    ``showdown`` and ``odd_chip`` apply to items that do not give their own. The first item at
    fault raises its error class with ``settlements[i]: `` before the message.
    """

def equity(
    players: Iterable[_CardsLike],
    dead: _CardsLike,
    cards_per_player: int,
    showdown: str,
    samples: int | None = None,
    seed: int = 0,
    threads: int | None = None,
    *,
    up_cards: _CardsLike | None = None,
    down_cards: int = 0,
    wild: _CardsLike | None = None,
    follow_the_queen: bool = False,
    extra_card_up_rank: int | None = None,
) -> tuple[
    list[float],
    list[float],
    list[float],
    list[float],
    list[float],
    list[float],
    bool,
    int,
    bool,
]:
    """Each player's share of the pot over the deals to come (the core of
    ``studpoker.equity.equity``, which takes a ``Profile``; use that one).

    ``players``: one card list per player (known down and up cards); ``dead``: cards out of
    play; ``cards_per_player``: 5 to 9; ``showdown``: a showdown name. ``up_cards``: the cards
    dealt face up so far, in order (needed by Chicago, follow-the-queen and Baseball);
    ``down_cards``: down cards per player in the game; ``wild``: a fixed wild set, or
    ``follow_the_queen``; ``extra_card_up_rank``: Baseball's rank (0..12) bringing an extra
    card. ``samples``: a Monte Carlo run of that many deals even when an exact count is
    feasible. Returns, per player, equity, win, tie, high share, low share and standard error,
    then whether the count is exact, the outcomes counted and whether a community card stands in
    for the last card (rules §2.1). Runs detached from the interpreter, over ``threads`` threads
    (default: one per core).
    """
