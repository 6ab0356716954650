"""The wild-card home games played from the deal to the settlement (rules §5.2, §6 notes): a wild
card completing a hand at the showdown, the wild bring-in at its natural rank and the showing
order at its best, Baseball's extra down card (deck exhaustion included, rules §2.1),
follow-the-queen's changing set (views, checkpoint, saving), each game's scripted hand replayed
from its hand history, and the hand on the reference matching the core."""

from __future__ import annotations

import random
from dataclasses import dataclass, field
from types import SimpleNamespace

import pytest

import studpoker.reference
from studpoker import evaluate_high, parse_cards
from studpoker.games.profiles import (
    ACEY_DEUCY,
    BASEBALL,
    CHICAGO_HIGH,
    CHICAGO_LOW,
    FOLLOW_THE_QUEEN,
    ONE_EYED_JACKS,
    SEVEN_CARD_STUD,
    SUICIDE_KING,
    Profile,
    Street,
)
from studpoker.games.wild_rules import STATIC_WILD, wild_in_force
from studpoker.hand import Hand, dealing
from studpoker.hand.dealing import Deck, deal_street
from studpoker.hand.records import CardDealt, CommunityCardDealt, PotAwarded, Record, RoundStarted
from studpoker.phh import dump, replay
from studpoker.saving import restore_hand, save
from tests.support.invariants import public_wild
from tests.support.stud import call_down, options, play, stacked_deck, stud_deck

QUEENS = frozenset(parse_cards("Qc Qd Qh Qs"))
BURNS = "2s 3s 4s 5s"  # one before each of streets 4-7 (rules §2.1)


def winners(hand: Hand) -> list[tuple[int, ...]]:
    return [r.winners for r in hand.history if isinstance(r, PotAwarded)]


def replayed_exactly(hand: Hand) -> Hand:
    """The hand's history dumped and replayed, and saved and restored: the same hand."""
    again = replay(dump(hand))
    assert again.history == hand.history
    assert (again.stacks, again.wild) == (hand.stacks, hand.wild)
    restored = restore_hand(save(hand))
    assert restored.history == hand.history
    assert restored.wild == hand.wild
    return again


# ================================================================= a wild completes a hand
# seat 0: two natural kings and two of the game's wild cards, four kings with them; seat 1: a
# natural full house of queens, which wins when nothing is wild.
SCRIPTED = [
    pytest.param(ACEY_DEUCY, "As 2c Kh Kd 7c 8d 3h", "Four of a kind", id="acey_deucy"),
    pytest.param(ONE_EYED_JACKS, "Js Jh Kh Kd 7c 8d 3h", "Four of a kind", id="one_eyed_jacks"),
    pytest.param(SUICIDE_KING, "Kh 9h 8h 7h 6h 2d 3c", "Straight flush", id="suicide_king"),
    pytest.param(BASEBALL, "3c 9d Kh Kd 7c 8d 5h", "Four of a kind", id="baseball"),
]


@pytest.mark.parametrize(("profile", "cards", "made"), SCRIPTED)
def test_a_wild_card_completes_the_winning_hand_at_the_showdown(
    profile: Profile, cards: str, made: str
) -> None:
    deck = stud_deck([cards, "Qs Qd Qh Jc Jd 5c 6d"], 1, BURNS)
    hand = Hand(profile, [200, 200], 1, deck=deck)
    call_down(hand)
    assert hand.wild == STATIC_WILD[profile.wild]  # type: ignore[index]
    assert winners(hand) == [(0,)]
    value = evaluate_high(hand.down[0] + hand.up[0], wild=hand.wild)
    assert value.describe().startswith(made)
    assert hand.payouts == (hand.pot_total, 0)
    # the same cards without wild cards: the full house wins
    plain = Hand(SEVEN_CARD_STUD, [200, 200], 1, deck=deck)
    call_down(plain)
    assert winners(plain) == [(1,)]
    replayed_exactly(hand)


# ================================================================= showing order with wild cards
def test_a_wild_door_card_brings_in_at_its_natural_rank() -> None:
    # seat 0's door 2c is wild in acey-deucy and the lowest card: it brings in (rules §6 notes)
    deck = stud_deck(["Td 9c 2c Kh", "Jd 8c 3d Ah"], 1, BURNS)
    hand = Hand(ACEY_DEUCY, [200, 200], 1, deck=deck)
    assert hand.actor == 0
    assert next(r for r in hand.history if isinstance(r, RoundStarted)).bring_in_seat == 0
    # read at its best, the wild door card never brings in while a natural one shows
    best = Hand(ACEY_DEUCY.replace(wild_bring_in="best"), [200, 200], 1, deck=deck)
    assert best.actor == 1


def test_a_wild_up_card_counts_at_its_best_on_later_streets() -> None:
    # 4th street: seat 0 shows 2c Kh (the deuce wild), seat 1 shows 3d Kd
    deck = stud_deck(["Td 9c 2c Kh", "Jd 8c 3d Kd"], 1, BURNS)
    best = Hand(ACEY_DEUCY, [200, 200], 1, deck=deck)
    call_until_street(best, 1)
    assert best.actor == 0  # a king and a wild: a pair of kings beats K-3
    natural = Hand(ACEY_DEUCY.replace(wild_showing="natural"), [200, 200], 1, deck=deck)
    call_until_street(natural, 1)
    assert natural.actor == 1  # at its natural rank the deuce is a deuce: K-3 beats K-2


def test_a_pair_made_with_a_wild_card_allows_the_open_pair_step_on_fourth_street() -> None:
    """rules §3.3, §6 notes (``wild_open_pair``): seat 0 shows 2c Kh on 4th street, the deuce
    wild: a pair of kings, as it counts for who opens, so the big step is open to every seat;
    read at its natural rank the deuce makes no pair and only the small step is (a natural
    pair is a pair either way)."""
    deck = stud_deck(["Td 9c 2c Kh", "Jd 8c 3d Kd"], 1, BURNS)
    best = Hand(ACEY_DEUCY, [200, 200], 1, deck=deck)
    call_until_street(best, 1)
    assert best.actor == 0
    assert {"cbr 10", "cbr 20"} <= options(best)
    best.act("cc")  # a check; seat 1, with no pair of its own, may still bet the big step
    assert "cbr 20" in options(best)
    natural = Hand(ACEY_DEUCY.replace(wild_open_pair="natural"), [200, 200], 1, deck=deck)
    call_until_street(natural, 1)
    assert "cbr 10" in options(natural)
    assert "cbr 20" not in options(natural)
    kings = stud_deck(["Td 9c Kc Kh", "Jd 8c 3d 4d"], 1, BURNS)
    pair = Hand(ACEY_DEUCY.replace(wild_open_pair="natural"), [200, 200], 1, deck=kings)
    call_until_street(pair, 1)
    assert "cbr 20" in options(pair)


def test_two_wild_up_cards_are_a_pair_for_the_open_pair_option() -> None:
    deck = stud_deck(["Td 9c 2c As", "Jd 8c 3d Kd"], 1, BURNS)
    hand = Hand(ACEY_DEUCY, [200, 200], 1, deck=deck)
    call_until_street(hand, 1)
    assert "cbr 20" in options(hand)


def test_the_open_pair_option_stays_while_a_natural_pair_outlives_a_folded_wild_pair() -> None:
    """rules §3.3: seat 0's wild deuce pairs its king and seat 1 shows two natural queens; when
    seat 0 folds before the big step was used, seat 1's pair still shows, so seat 1 may still
    raise by the big step."""
    deck = stud_deck(["Td 9c 2c Kh", "Jd 8c Qd Qs", "7d 6c 5h 3h"], 2, BURNS)
    hand = Hand(ACEY_DEUCY, [200, 200, 200], 2, deck=deck)
    call_until_street(hand, 1)
    assert hand.actor == 0  # kings (the deuce at its best) show best
    play(hand, "cc", "cc", "cbr 10", "f")
    assert hand.actor == 1
    assert options(hand) == {"f", "cc", "cbr 20", "cbr 30"}


@pytest.mark.parametrize(("reading", "opener"), [("natural", 1), ("best", 0)])
def test_without_a_bring_in_the_first_opener_reads_a_wild_door_card_by_wild_bring_in(
    reading: str, opener: int
) -> None:
    """rules §3.2, §6 notes: with no bring-in the highest door card opens; seat 0's door 2c is
    wild in acey-deucy. At its natural rank (``wild_bring_in``'s default, as for the bring-in)
    it is a deuce and seat 1's Kh opens; at its best it is an ace and opens itself. Later
    streets read wild cards by ``wild_showing`` as before."""
    deck = stud_deck(["Td 9c 2c Kh", "Jd 8c Kd Qd"], 1, BURNS)
    profile = ACEY_DEUCY.with_stakes(bring_in=None).replace(wild_bring_in=reading)
    hand = Hand(profile, [200, 200], 1, deck=deck)
    opened = next(r for r in hand.history if isinstance(r, RoundStarted))
    assert opened.bring_in_seat is None
    assert opened.first == opener
    assert hand.actor == opener
    assert "cc" in options(hand)  # the opener may check: there is no bring-in
    spec = Hand(profile, [200, 200], 1, deck=deck, rules=studpoker.reference)
    assert spec.history == hand.history


def call_until_street(hand: Hand, street: int) -> None:
    while hand.street < street:
        hand.act(next(o for o in hand.legal_actions() if o.code in ("pb", "cc")))


# ================================================================= Baseball
def test_an_up_four_gives_its_owner_a_down_card_at_once() -> None:
    # seat 0: 5c 6c, door 4h (the extra card 7c at once), then seat 1's door; 4th: seat 0 4d
    deck = stacked_deck("5c Tc 6c Td 4h 7c Kd", "2s", "4d 8c Ks", "2d")
    hand = Hand(BASEBALL, [200, 200], 1, deck=deck)
    dealt = [(r.seat, r.card, r.up) for r in hand.history if isinstance(r, CardDealt)]
    four, seven, king = parse_cards("4h 7c Kd")
    assert dealt[4:7] == [(0, four, True), (0, seven, False), (1, king, True)]
    call_until_street(hand, 1)
    assert hand.up[0] == parse_cards("4h 4d")
    assert hand.down[0] == parse_cards("5c 6c 7c 8c")
    assert hand.up[1] == parse_cards("Kd Ks")
    assert hand.wild == frozenset(parse_cards("3c 3d 3h 3s 9c 9d 9h 9s"))


def test_four_up_fours_make_an_eleven_card_hand() -> None:
    # seat 0 gets every four face up, each followed at once by its extra down card: eleven
    # cards at the showdown (burns 2s 3s 5s 6s before streets 4-7)
    top = "5c Tc 6c Td 4c 7c Kd | 2s 4d 8c Ks | 3s 4h Jc Kc | 5s 4s Ah As | 6s 2c 2h"
    deck = stacked_deck(top.replace("|", ""))
    hand = Hand(BASEBALL, [400, 400], 1, deck=deck)
    call_down(hand)
    assert len(hand.down[0]) + len(hand.up[0]) == 11
    assert len(hand.down[1]) + len(hand.up[1]) == 7
    assert hand.up[0] == parse_cards("4c 4d 4h 4s")
    # seat 0: four fours; seat 1: kings full, no wild card among them
    assert winners(hand) == [(0,)]
    replayed_exactly(hand)


@pytest.mark.parametrize("passes", [True, False], ids=["in-passes", "whole-streets"])
def test_baseball_runs_out_of_cards_by_rules_2_1(passes: bool) -> None:
    """Eight and nine players who never fold: the stub runs short. Every seat gets the same
    street cards (or a community card stands in), an extra card never takes a card a player of
    the street is owed, and it is not dealt only when no card (burns included) is left."""
    profile = BASEBALL.replace(deal_in_passes=passes)
    community = 0
    for seed in range(30):
        n = 8 + seed % 2
        hand = Hand(profile, [500] * n, seed % n, seed=seed)
        call_down(hand)
        dealt = [r for r in hand.history if isinstance(r, CardDealt)]
        cards = [r.card for r in dealt] + hand.community + hand.burned
        assert len(cards) == len(set(cards))
        extras = [0] * n
        refused = False
        for before, record in zip(dealt, [*dealt[1:], None], strict=True):
            if before.up and before.card >> 2 == 2:
                if record is not None and record.seat == before.seat and not record.up:
                    extras[before.seat] += 1
                else:
                    refused = True
        street_cards = {len(hand.down[s]) + len(hand.up[s]) - extras[s] for s in range(n)}
        assert len(street_cards) == 1, "every seat gets the same street cards"
        ups_of_four = sum(1 for r in dealt if r.up and r.card >> 2 == 2)
        if refused:
            assert sum(extras) < ups_of_four
            assert hand.source.remaining() == 0  # no card left for it
            assert not hand.burned  # the burns went back under the stub first
        community += bool(hand.community)
        replayed_exactly(hand)
    assert community, "some hand ran out of cards"


@dataclass
class _Table:
    down: list[list[int]] = field(default_factory=lambda: [[], [], []])
    up: list[list[int]] = field(default_factory=lambda: [[], [], []])
    community: list[int] = field(default_factory=list)
    burned: list[int] = field(default_factory=list)
    history: list[Record] = field(default_factory=list)
    wild: frozenset[int] = frozenset()


@pytest.mark.parametrize("passes", [True, False], ids=["in-passes", "whole-streets"])
@pytest.mark.parametrize(
    ("stub", "burned", "ups", "extra", "kept"),
    [
        # exactly the street: the first seat's four gets nothing
        ("4c 5c 6c", "", "4c 5c 6c", None, ""),
        # the burn goes under the stub: the extra card comes off the top, the last seat's
        # card from under it
        ("4c 5c 6c", "Ah", "4c 6c Ah", "5c", ""),
        # a card beyond the street: the burn stays a burn
        ("4c 5c 6c 7c", "Ah", "4c 6c 7c", "5c", "Ah"),
    ],
)
def test_an_extra_card_never_takes_a_card_the_street_owes(
    stub: str, burned: str, ups: str, extra: str | None, kept: str, passes: bool
) -> None:
    """rules §2.1 for Baseball's extra card (a Choice): the cards still owed to the players of
    the pass (of the street, read whole) are kept back; the burns go under the stub first, and
    only when the stub runs short. The extra card is a card of the street it is dealt in."""
    table = _Table(burned=parse_cards(burned) if burned else [])
    source = Deck(parse_cards(stub))
    street = Street(("up",), burn=False)
    rule = dealing.rule_for(BASEBALL)
    assert rule is not None
    deal_street(table, street, 1, [0, 1, 2], source, passes, rule)
    assert [cards[-1] for cards in table.up] == parse_cards(ups)
    assert table.down[0] == ([] if extra is None else parse_cards(extra))
    assert table.down[1] == table.down[2] == []
    assert table.burned == (parse_cards(kept) if kept else [])
    assert {record.street for record in table.history if isinstance(record, CardDealt)} == {1}
    assert all(isinstance(record, CardDealt) for record in table.history)


@pytest.mark.parametrize("passes", [True, False], ids=["in-passes", "whole-streets"])
@pytest.mark.parametrize(
    ("stub", "ups", "kept"), [("4c 5c 6c", "4c 5c 6c", "Ah"), ("4c 5c", "4c 5c Ah", "")]
)
def test_the_burns_stay_burned_while_the_stub_covers_the_street(
    stub: str, ups: str, kept: str, passes: bool
) -> None:
    """rules §2.1: the burned cards go under the stub only when it cannot give every player the
    street; a stub of exactly the street leaves them burned."""
    table = _Table(burned=parse_cards("Ah"))
    deal_street(table, Street(("up",)), 1, [0, 1, 2], Deck(parse_cards(stub)), passes, None)
    assert [cards[-1] for cards in table.up] == parse_cards(ups)
    assert table.burned == (parse_cards(kept) if kept else [])


@pytest.mark.parametrize("stub", range(10))
def test_a_street_read_whole_runs_short_as_one_dealt_in_passes(stub: int) -> None:
    """rules §2.1 on a street of three cards to three players, from a stub of 0 to 9 cards:
    each card of the street goes to every player while the stub can give one to each, else the
    top card is a community card, else nothing; both readings of §2.4 deal the same counts."""
    street = Street(("down", "down", "up"), burn=False)
    dealt = []
    for passes in (True, False):
        table = _Table()
        deal_street(table, street, 1, [0, 1, 2], Deck(list(range(stub))), passes, None)
        dealt.append(([len(table.down[s]) + len(table.up[s]) for s in range(3)], table.community))
    each = min(stub // 3, 3)
    community = min(stub - 3 * each, 3 - each)
    assert [counts for counts, _ in dealt] == [[each] * 3] * 2
    assert [len(board) for _, board in dealt] == [community] * 2
    assert dealt[1][1] == list(range(3 * each, 3 * each + community))


def test_an_extra_card_never_takes_a_community_card_the_street_owes() -> None:
    """The whole-street reading plans the street's community cards with its players' cards, so
    a four dealt before them gets no card the board is owed (rules §2.1, a Choice)."""
    table = _Table()
    rule = dealing.rule_for(BASEBALL)
    assert rule is not None
    street = Street(("up", "up"), burn=False)
    deal_street(table, street, 1, [0, 1, 2], Deck(parse_cards("4c 5c 6c 7c")), False, rule)
    assert [cards[-1] for cards in table.up] == parse_cards("4c 5c 6c")
    assert table.down == [[], [], []]
    assert table.community == parse_cards("7c")


# ================================================================= follow-the-queen
# seat 0 first: 3rd street doors Qc (seat 0) then 7s: queens and sevens; 4th 9d Th: no change;
# 5th Qh then 5c: queens and fives; 6th 8c then Qs: a queen as the last up card, queens only
FTQ_HANDS = ["5h 5d Qc 9d Qh 8c 7d", "Kc Kd 7s Th 5c Qs 2c"]


def ftq_hand() -> Hand:
    return Hand(FOLLOW_THE_QUEEN, [300, 300], 1, deck=stud_deck(FTQ_HANDS, 1, BURNS))


def test_the_up_card_after_a_queen_is_found_even_as_the_hand_s_first_record() -> None:
    """A game without antes opens its history with a card: a queen dealt first of all still
    makes the next up card's rank wild (rules §6 notes, follow-the-queen)."""
    queen, seven = parse_cards("Qh 7s")
    table = _Table(history=[CardDealt(0, queen, True, 0), CardDealt(1, seven, True, 0)])
    table.wild = QUEENS
    dealing.follow_the_queen_rule(SimpleNamespace(table=table), 1, seven, True)  # type: ignore[arg-type]
    assert table.wild == QUEENS | frozenset(parse_cards("7c 7d 7h 7s"))


def test_follow_the_queen_changes_the_wild_set_street_by_street() -> None:
    hand = ftq_hand()
    sevens, fives = (frozenset(parse_cards(f"{r}c {r}d {r}h {r}s")) for r in "75")
    seen = [hand.wild]
    for street in range(1, 5):
        call_until_street(hand, street)
        seen.append(hand.wild)
        # every view shows the set in force, and the up cards alone decide it
        assert hand.view(0).wild == hand.view(None).wild == tuple(sorted(hand.wild))
        assert hand.wild == public_wild(hand)
    assert seen == [QUEENS | sevens, QUEENS | sevens, QUEENS | fives, QUEENS, QUEENS]
    assert hand.view(None).to_dict()["wild"] == ["Qc", "Qd", "Qh", "Qs"]


def test_a_queen_as_the_last_up_card_leaves_only_queens_and_the_showdown_reads_it() -> None:
    hand = ftq_hand()
    call_down(hand)
    assert hand.wild == QUEENS
    # seat 0 plays 5d 7d 9d with the queens Qc Qh: a straight flush (with the fives still wild
    # it would be five of a kind); seat 1: Kc Kd with the queen Qs, three kings
    fives = QUEENS | frozenset(parse_cards("5c 5d 5h 5s"))
    assert evaluate_high(hand.down[0] + hand.up[0], wild=QUEENS).category == "straight_flush"
    assert evaluate_high(hand.down[0] + hand.up[0], wild=fives).category == "five_of_a_kind"
    assert evaluate_high(hand.down[1] + hand.up[1], wild=QUEENS).category == "three_of_a_kind"
    assert winners(hand) == [(0,)]
    replayed_exactly(hand)


def test_a_community_up_card_counts_and_a_queen_then_a_queen_stays_queens() -> None:
    ups = parse_cards("Qc Qd 7s")
    assert wild_in_force(FOLLOW_THE_QUEEN, ups[:2]) == QUEENS
    assert wild_in_force(FOLLOW_THE_QUEEN, ups) == QUEENS | frozenset(parse_cards("7c 7d 7h 7s"))
    # nine players who never fold: the 7th card may be a community card; the set follows it
    for seed in range(30):
        hand = Hand(FOLLOW_THE_QUEEN, [500] * 9, 0, seed=seed)
        call_down(hand)
        assert hand.wild == public_wild(hand)
        if any(isinstance(r, CommunityCardDealt) for r in hand.history):
            break
    else:
        pytest.fail("no hand dealt a community card")


def test_a_failed_action_puts_the_wild_set_back(monkeypatch: pytest.MonkeyPatch) -> None:
    """The wild set is state the checkpoint keeps: an action that deals the next street (and
    changes the set) and then fails leaves the hand exactly as it was."""
    hand = ftq_hand()
    call_until_street(hand, 2)
    hand.act(next(o for o in hand.legal_actions() if o.code == "cc"))  # the first check of 5th
    before, history = hand.wild, list(hand.history)
    import studpoker.hand.flow

    def fail(*args: object, **kwargs: object) -> object:
        raise RuntimeError("the core failed")

    monkeypatch.setattr(studpoker.hand.flow, "open_round", fail)
    with pytest.raises(RuntimeError):
        hand.act("cc")  # ends 5th street: 6th street's Qs would leave only queens
    assert hand.wild == before
    assert hand.history == history
    monkeypatch.undo()
    hand.act("cc")
    assert hand.wild == QUEENS


# ================================================================= every game on the reference
@pytest.mark.parametrize(
    "profile",
    [
        ACEY_DEUCY,
        ONE_EYED_JACKS,
        SUICIDE_KING,
        BASEBALL,
        FOLLOW_THE_QUEEN,
        CHICAGO_LOW,
        CHICAGO_HIGH,
    ],
    ids=lambda p: p.name,
)
def test_the_reference_plays_each_home_game_record_for_record(profile: Profile) -> None:
    rng = random.Random(profile.name)
    for seed in range(25):
        n = rng.randint(2, 9)
        stacks = [rng.choice((3, 20, 80, 400)) for _ in range(n)]
        core = Hand(profile, stacks, rng.randrange(n), seed=seed)
        ref = Hand(profile, stacks, core.dealer, seed=seed, rules=studpoker.reference)
        while not core.is_over:
            option = rng.randrange(len(core.legal_actions()))
            core.act(core.legal_actions()[option])
            ref.act(ref.legal_actions()[option])
            assert ref.history == core.history
            assert ref.wild == core.wild
        assert ref.payouts == core.payouts


# ================================================================= Chicago (rules §5.3)
# seat 0 holds the 2s in the hole and king high; seat 1 the As in the hole and a pair of queens
CHICAGO_HANDS = ["2s 7h Kd 9c 8c 4d 3h", "As Qc Qh Jd Tc 6d 5h"]


@pytest.mark.parametrize(
    ("profile", "payouts"),
    [(CHICAGO_LOW, (7, 7)), (CHICAGO_HIGH, (0, 14))],
    ids=["chicago_low", "chicago_high"],
)
def test_chicago_pays_half_to_the_spade_in_the_hole(
    profile: Profile, payouts: tuple[int, int]
) -> None:
    deck = stud_deck(CHICAGO_HANDS, 1, "3s 4s 5s 6s")
    hand = Hand(profile, [200, 200], 1, deck=deck)
    call_down(hand)
    assert hand.pot_total == 14  # antes 2 each, the bring-in 5 called
    assert hand.payouts == payouts
    replayed_exactly(hand)


@pytest.mark.parametrize(("reading", "payouts"), [("hole", (0, 14)), ("any", (7, 7))])
def test_chicago_reads_an_up_spade_only_where_the_profile_says(
    reading: str, payouts: tuple[int, int]
) -> None:
    """rules §5.3 (Choice ``chicago_spade``): seat 0 shows the As face up, seat 1 holds the Ks
    in the hole and wins the high half with queens. In the hole only, the Ks takes the spade's
    half too; read among every card, the As does."""
    hands = ["2h 7h As 9c 8c 4d 3h", "Ks Qc Qh Jd Tc 6d 5h"]
    deck = stud_deck(hands, 1, "3s 4s 5s 6s")
    hand = Hand(CHICAGO_HIGH.replace(chicago_spade=reading), [200, 200], 1, deck=deck)
    call_down(hand)
    assert hand.payouts == payouts


def test_the_log_names_each_change_of_the_wild_set_and_reads_shown_hands_with_it() -> None:
    from studpoker.hand.log import hand_log

    hand = ftq_hand()
    call_down(hand)
    lines = hand_log(hand)
    assert [line.strip() for line in lines if "wild:" in line] == [
        "wild: Q 7",
        "wild: Q 5",
        "wild: Q",
    ]
    shown = next(line for line in lines if "seat 0 shows" in line)
    assert "Straight flush" in shown


def test_the_card_after_a_queen_is_wild_even_when_it_brings_an_extra_card() -> None:
    """Follow-the-queen with an extra down card for an up ace: the ace dealt right after an up
    queen makes aces wild, though its extra card is dealt before the wild set is read (found by
    the rake sweep: the set was read from the extra card's record)."""
    game = FOLLOW_THE_QUEEN.replace(extra_card_up_rank=12)
    first = parse_cards("2c 3c 4c 5c Qc As 6c")
    deck = first + [card for card in range(52) if card not in first]
    hand = Hand(game, [100, 100], 1, deck=deck)
    assert hand.up == [parse_cards("Qc"), parse_cards("As")]
    assert hand.down[1][-1] == parse_cards("6c")[0]  # the extra card for the up ace
    assert hand.wild == frozenset(parse_cards("Qc Qd Qh Qs Ac Ad Ah As"))
