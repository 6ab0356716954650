"""2-7 razz through whole hands (rules §4.1, §4.2, §6): the highest door card, ace high, brings
in; the lowest 2-7 showing hand acts first; the best 2-7 low takes the pot. The reading is held
against the KingsClub room's 2-7 razz hands when they are at hand."""

from __future__ import annotations

import re

import pytest

from studpoker import _core
from studpoker.errors import InvalidRuleError
from studpoker.hand import Hand
from studpoker.hand_log import hand_log
from studpoker.phh.variants import variant_code
from studpoker.profiles import DEUCE_TO_SEVEN_RAZZ, PROFILES, RAZZ
from studpoker.records import PotAwarded
from tests.support import ROOM_HISTORIES
from tests.support.stud import call_down, play, rounds_started, stud_deck

# dealer 0: seat 1 is dealt first. Doors Ah, Kd, 2c; later 2-7 showing hands A-2, K-7, 3-2.
HANDS = [
    "Kc Qc Ah 2s 3s 4s 5d",  # K-5-4-3-2 (A-5-4-3-2 is ace high, worse)
    "9c 9d Kd 7h 8h 6h Jc",  # J-9-8-7-6
    "Tc Td 2c 3h 4h 5h 7d",  # 7-5-4-3-2 unsuited: the best hand
]
BURNS = "Js Qs Ks As"


def _hand(profile: object = DEUCE_TO_SEVEN_RAZZ) -> Hand:
    return Hand(profile, [500] * 3, dealer=0, deck=stud_deck(HANDS, 0, BURNS))  # type: ignore[arg-type]


def test_the_profile_is_played_under_its_name() -> None:
    assert PROFILES["deuce_to_seven_razz"] is DEUCE_TO_SEVEN_RAZZ
    p = DEUCE_TO_SEVEN_RAZZ
    assert (p.bring_in_rule, p.showing_low, p.showing_aces, p.showdown) == (
        "highest",
        True,
        "high",
        "low_27",
    )
    low = p.showdown_rule.low
    assert low is not None
    assert low.kind == "low_27"
    assert variant_code(p) == "F2R7"


def test_wild_cards_and_unknown_readings_are_refused_by_name() -> None:
    with pytest.raises(InvalidRuleError, match="'wild'"):
        DEUCE_TO_SEVEN_RAZZ.replace(wild="suicide_king", showing_aces="low")
    with pytest.raises(InvalidRuleError, match="'showing_aces'"):
        DEUCE_TO_SEVEN_RAZZ.replace(showdown="low_a5", wild="suicide_king")
    with pytest.raises(InvalidRuleError, match="'showing_aces'"):
        DEUCE_TO_SEVEN_RAZZ.replace(showing_aces="both")
    with pytest.raises(InvalidRuleError, match="'bring_in_rule'"):
        DEUCE_TO_SEVEN_RAZZ.replace(bring_in_rule="ace_high")


def test_the_ace_door_brings_in_where_razz_brings_in_the_king() -> None:
    assert rounds_started(_hand())[0].bring_in_seat == 0  # Ah: the ace is the highest card
    assert rounds_started(_hand(RAZZ))[0].bring_in_seat == 1  # razz: Kd, the ace is low


def test_the_lowest_2_7_showing_hand_acts_first_and_the_best_low_wins() -> None:
    hand = _hand()
    play(hand, "pb", "cc", "cc")
    # A-2 (ace high), K-7, 3-2: the 3-2 acts first
    assert rounds_started(hand)[1].first == 2
    call_down(hand)
    awarded = [r for r in hand.history if isinstance(r, PotAwarded)]
    assert [r.winners for r in awarded] == [(2,)]
    assert "(Seven-five low)" in "\n".join(hand_log(hand))
    # The same cards in A-5 razz: seat 0's 5-4-3-2-A wheel takes the pot
    razz = _hand(RAZZ)
    call_down(razz)
    assert [r.winners for r in razz.history if isinstance(r, PotAwarded)] == [(0,)]


def test_a_showing_pair_acts_after_any_unpaired_hand() -> None:
    hands = ["Ac 2c 9c 9d", "Ad 2d Kh Qs", "Ah 2h 8c 8s"]
    hand = Hand(DEUCE_TO_SEVEN_RAZZ, [500] * 3, dealer=2, deck=stud_deck(hands, 2, "Js", passes=4))
    assert rounds_started(hand)[0].bring_in_seat == 1  # Kh
    play(hand, "pb", "cc", "cc")
    assert rounds_started(hand)[1].first == 1  # K-Q unpaired before the 9-9 and the 8-8


# --- the KingsClub room's own 2-7 razz hands ------------------------------------------------

KINGSCLUB = ROOM_HISTORIES / "cash" / "KingsClub" / "Stud" / "2-7 Razz-USD-22-44-202101.txt"
_DEALT = re.compile(r"^Dealt to (?P<who>.+?): \[(?P<cards>[^\]]*)\]$")
_ACTS = re.compile(r"^(?P<who>\S+) (?P<verb>brings in|bets|checks|calls|raises|folds)\b")


def _room_streets(text: str) -> list[tuple[dict[str, list[str]], list[str]]]:
    """Each betting round of each hand: the up cards every player still in shows when it
    opens (a door card alone on the opening deal), and the players in the order they acted."""
    streets: list[tuple[dict[str, list[str]], list[str]]] = []
    ups: dict[str, list[str]] = {}
    folded: set[str] = set()
    showing: dict[str, list[str]] = {}
    actors: list[str] = []
    for raw in text.splitlines():
        line = raw.strip()
        if line.startswith("#") or line.startswith("***"):
            if actors:
                streets.append((showing, actors))
            actors = []
            if line.startswith("#"):  # a new hand
                ups, folded = {}, set()
            continue
        dealt = _DEALT.match(line)
        if dealt:
            cards = dealt["cards"].split()
            up = cards[2:] if len(cards) == 3 else cards  # the opening deal: two down, one up
            ups.setdefault(dealt["who"], []).extend(c for c in up if c != "X")
            continue
        acted = _ACTS.match(line)
        if acted:
            if not actors:
                showing = {p: list(c) for p, c in ups.items() if p not in folded}
            actors.append(acted["who"])
            if acted["verb"] == "folds":
                folded.add(acted["who"])
    return streets


@pytest.mark.skipif(not KINGSCLUB.exists(), reason="the rooms' hand histories are not at hand")
def test_kingsclub_brings_in_the_highest_door_ace_high_and_the_lowest_hand_acts_first() -> None:
    streets = _room_streets(KINGSCLUB.read_text(encoding="utf-8"))
    differs_from_razz = 0
    for ups, actors in streets:
        players = list(ups)
        if all(len(cards) == 1 for cards in ups.values()):  # the opening deal: the bring-in
            doors = [_core.parse_card(ups[p][0]) for p in players]
            assert players[_core.bring_in_seat(doors, "highest")] == actors[0]
            differs_from_razz += _core.bring_in_seat(doors, "highest_ace_low") != players.index(
                actors[0]
            )
        else:  # a later street: the lowest 2-7 showing hand opens
            table = [_core.parse_cards(" ".join(ups[p])) for p in players]
            assert players[_core.first_to_act(table, 0, low=True, aces="high")] == actors[0]
    assert len(streets) >= 5  # the opening and four later rounds of the room's hand
    assert differs_from_razz  # an ace door: razz's rule would have brought in another seat
