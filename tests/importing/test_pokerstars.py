"""PokerStars' text: the samples of ``tests/data/importing/pokerstars`` (written for the project),
each edge of the room's files by name, the room's real hands (when the shared folder is there),
and the reader fuzzed."""

from __future__ import annotations

import contextlib
import dataclasses
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from studpoker import HandHistoryError
from studpoker.cards import parse_cards
from studpoker.hand import Hand
from studpoker.hand.records import WinnerShowed
from studpoker.importing import Refusal, iter_read, read
from studpoker.phh import replay
from studpoker.phh.document import HandHistory, format_action, parse_action
from tests.support import IMPORT_SAMPLES, ROOM_HISTORIES
from tests.support.room_results import known_limits, replay_to_room_result
from tests.support.sweeps import sweep_size

SAMPLES = IMPORT_SAMPLES / "pokerstars"
STAR_FOLDERS = [
    ROOM_HISTORIES / "cash" / "Stars" / "Stud",
    ROOM_HISTORIES / "tour" / "Stars" / "Stud",
]
OPENER = re.compile(r"^\ufeff?PokerStars (?:Home Game(?: Hand)?|Zoom Hand|Game|Hand) #\d+:")


def sample(name: str) -> list[HandHistory | Refusal]:
    return list(iter_read(SAMPLES / name))


def hand_of(name: str, number: str) -> HandHistory:
    for item in sample(name):
        if isinstance(item, HandHistory) and item.extra["hand"] == number:
            return item
    raise AssertionError(f"hand {number} of {name} not read")


def replayed(history: HandHistory) -> Hand:
    """The history played to its end on the room's reading, ending on the room's stacks."""
    return replay_to_room_result(history)


def player(history: HandHistory, name: str) -> int:
    players: list[str] = history.extra["players"]
    return players.index(name)


def texts(history: HandHistory) -> list[str]:
    return [format_action(action) for action in history.actions]


def with_rule(history: HandHistory, **rules: object) -> HandHistory:
    """The history under the room's reading with ``rules`` changed."""
    changed = {**history.extra["_rules"], **rules}
    return dataclasses.replace(history, extra={**history.extra, "_rules": changed})


# ---------------------------------------------------------------------------------- samples


@pytest.mark.parametrize("name", sorted(p.name for p in SAMPLES.glob("*.txt")))
def test_every_sample_stud_hand_replays_to_the_rooms_result(name: str) -> None:
    items = sample(name)
    hands = [item for item in items if isinstance(item, HandHistory)]
    assert hands
    for history in hands:
        replayed(history)


def test_a_cash_hand_names_its_stakes_fields_and_rake() -> None:
    history = hand_of("cash_stud.txt", "1000000001")
    assert (history.antes[0], history.bring_in, history.small_bet, history.big_bet) == (
        2,
        5,
        10,
        20,
    )
    assert history.extra["table"] == "Vesta III"
    assert history.extra["seat_count"] == 8
    assert history.extra["currency"] == "USD"
    assert history.rake == 5
    assert history.extra["_room"] == "pokerstars"
    assert history.extra["time"] == "2012-03-04T21:05:09"
    assert history.extra["time_zone"] == "CET"


def test_a_seat_sitting_out_is_not_dealt_in() -> None:
    history = hand_of("cash_stud.txt", "1000000001")
    assert history.extra["players"] == ["Amber", "Basil", "Dune", "Ember"]
    assert history.extra["seats"] == [1, 2, 5, 7]


def test_a_completion_logged_as_a_raise_is_the_completion() -> None:
    history = hand_of("cash_stud.txt", "1000000001")
    ember = player(history, "Ember") + 1
    assert f"p{ember} cbr 10" in texts(history)


def test_an_uncalled_bet_comes_back_to_the_bettor() -> None:
    history = hand_of("cash_stud.txt", "1000000001")
    dune = player(history, "Dune")
    # 5.25 brought, 0.92 put in, 0.20 back uncalled, 1.63 collected
    assert history.finishing_stacks is not None
    assert history.finishing_stacks[dune] == 525 - 92 + 20 + 163


def test_an_open_pair_on_fourth_street_allows_the_big_bet() -> None:
    history = hand_of("cash_stud.txt", "1000000001")
    amber = player(history, "Amber") + 1
    assert f"p{amber} cbr 20" in texts(history)
    replayed(history)
    with pytest.raises(HandHistoryError, match="cbr 20"):
        replay(with_rule(history, open_pair_round="none", open_pair_step="none"))


def test_side_pots_and_a_hand_the_summary_lists_as_mucked() -> None:
    history = hand_of("cash_stud.txt", "1000000002")
    ember = player(history, "Ember")
    dealt = [a for a in history.actions if a.verb == "dh" and a.target == ember]
    assert dealt[0].cards == tuple(parse_cards("8h 8c 9c"))
    assert dealt[-1].cards == tuple(parse_cards("6d"))
    assert history.rake == 11
    replayed(history)


def test_a_community_card_and_shows_of_six_cards() -> None:
    history = hand_of("cash_stud.txt", "1000000003")
    assert "d db As" in texts(history)
    wren = player(history, "Wren") + 1
    assert f"p{wren} sm KhJsAd9c9h6d" in texts(history)
    hand = replayed(history)
    assert hand.community == parse_cards("As")


def test_a_hi_lo_split_gives_the_odd_chip_to_the_high_hand() -> None:
    history = hand_of("cash_hilo_razz.txt", "1000000004")
    hand = replayed(history)
    assert hand.payouts is not None
    assert sorted(p for p in hand.payouts if p) == [54, 55]


def test_the_bring_in_seat_completing_logs_a_bet() -> None:
    history = hand_of("cash_hilo_razz.txt", "1000000005")
    fjord = player(history, "Fjord") + 1
    first = next(t for t in texts(history) if not t.startswith("d "))
    assert first == f"p{fjord} cbr 4"


def test_a_fold_when_a_check_is_possible_is_read_as_the_room_allows_it() -> None:
    history = hand_of("cash_hilo_razz.txt", "1000000005")
    replayed(history)
    with pytest.raises(HandHistoryError, match=" f'"):
        replay(with_rule(history, fold_when_check_possible=False))


def test_a_checked_river_shows_from_the_dealers_left() -> None:
    """Fjord, the lowest seat, shows first; the first actor Heath mucks. With the first seat
    bound to show (no ``checked_showdown_muck``) only the dealer's-left order replays it."""
    history = hand_of("cash_hilo_razz.txt", "1000000005")
    replayed(history)
    replay(with_rule(history, checked_showdown_muck=False))
    with pytest.raises(HandHistoryError):
        replay(with_rule(history, checked_showdown="first_actor", checked_showdown_muck=False))


def test_a_winner_may_show_after_an_uncontested_pot() -> None:
    history = hand_of("cash_hilo_razz.txt", "1000000006")
    hand = replayed(history)
    shown = [r for r in hand.history if isinstance(r, WinnerShowed)]
    assert [tuple(sorted(r.cards)) for r in shown] == [tuple(sorted(parse_cards("9s Jd Ad 7c")))]


def test_a_tournament_hand_counts_chips_with_an_all_in_ante_and_a_short_bring_in() -> None:
    history = hand_of("tournament_razz.txt", "1000000007")
    assert history.extra["tournament"] == "7700123"
    assert history.extra["level"] == 5
    assert history.extra["_buy_in"] == "$10+$1 USD"
    assert "currency" not in history.extra
    assert history.starting_stacks == (4800, 8, 12, 2600, 3900)
    # Merlin's bring-in was an all-in for 2; the calls of 15 name the bring-in
    assert (history.antes[0], history.bring_in) == (10, 15)
    assert history.extra["players"][1] == "Lark [NL]"
    replayed(history)


def test_the_cap_is_one_bet_and_three_raises_heads_up_too() -> None:
    history = hand_of("home_game.txt", "1000000021")
    replayed(history)
    actions = list(history.actions)
    capped = texts(history).index("p2 cc")  # Rune calls the third raise on third street
    fourth = parse_action("p2 cbr 50", actions[capped].line, history.player_count)
    answer = parse_action("p1 cc", actions[capped].line, history.player_count)
    actions[capped : capped + 1] = [fourth, answer]
    more = dataclasses.replace(history, actions=tuple(actions), finishing_stacks=None)
    with pytest.raises(HandHistoryError, match="cbr 50"):
        replay(more)
    replay(with_rule(more, max_raises=4))  # the card room's cap takes it


def test_a_home_game_played_for_chips() -> None:
    history = hand_of("home_game.txt", "1000000021")
    assert history.extra["_club"] == "Club #424242"
    assert "currency" not in history.extra
    assert history.starting_stacks == (1500, 1210)
    assert history.extra["seats"] == [2, 5]


def test_a_mixed_game_file_refuses_its_other_games_and_reads_its_stud_hands() -> None:
    items = sample("mixed_8game.txt")
    refused = [item for item in items if isinstance(item, Refusal)]
    hands = [item for item in items if isinstance(item, HandHistory)]
    assert [(r.hand, r.line) for r in refused] == [("1000000011", 1), ("1000000013", 56)]
    assert "Hold'em" in refused[0].reason
    assert "Triple Draw 2-7 Lowball" in refused[1].reason
    assert all("is not a stud game" in r.reason for r in refused)
    assert [h.extra["hand"] for h in hands] == ["1000000012", "1000000014"]
    assert [h.variant for h in hands] == ["F7S/8", "FR"]


def test_truncated_and_garbled_hands_are_refused_at_their_line_and_stop_nothing() -> None:
    items = sample("damaged.txt")
    refused = [(item.hand, item.line) for item in items if isinstance(item, Refusal)]
    assert refused == [("1000000031", 15), ("1000000033", 51), ("1000000034", 78)]
    reasons = [item.reason for item in items if isinstance(item, Refusal)]
    assert "cut short" in reasons[0]
    assert "too $0.04" in reasons[1]
    assert "not the pot" in reasons[2]
    hands = [item.extra["hand"] for item in items if isinstance(item, HandHistory)]
    assert hands == ["1000000032", "1000000035"]


@pytest.mark.parametrize("encoding", ["utf-16", "utf-16-le", "utf-8-sig", "cp1252"])
def test_every_encoding_reads_the_same_hands(encoding: str, tmp_path: Path) -> None:
    text = (SAMPLES / "cash_stud.txt").read_text(encoding="utf-8")
    path = tmp_path / "hands.txt"
    path.write_bytes(text.encode(encoding))
    assert read(path).hands == read(SAMPLES / "cash_stud.txt").hands


def test_a_text_with_a_byte_order_mark_is_read() -> None:
    text = "\ufeff" + (SAMPLES / "home_game.txt").read_text(encoding="utf-8")
    assert [h.extra["hand"] for h in read(text).hands] == ["1000000021"]


@pytest.mark.parametrize(
    ("written", "time", "zone"),
    [
        ("2011/04/18 2:21:35 CET [2011/04/17 20:21:35 ET]", "2011-04-18T02:21:35", "CET"),
        ("2009/11/26 10:08:43 ET", "2009-11-26T10:08:43", "ET"),
        ("2008/08/17 - 01:14:43 (ET)", "2008-08-17T01:14:43", "ET"),
        ("2010/01/02 3:04:05 WET [2010/01/01 22:04:05 ET]", "2010-01-02T03:04:05", "WET"),
        ("2010/01/02 3:04", "2010-01-02T03:04:00", None),
    ],
)
def test_each_way_of_writing_the_time(written: str, time: str, zone: str | None) -> None:
    text = (SAMPLES / "damaged.txt").read_text(encoding="utf-8")
    hand = text[text.index("PokerStars Game #1000000032") :]
    hand = hand[: hand.index("\n\n")]
    first, rest = hand.split("\n", 1)
    header = first[: first.rindex(" - ")] + f" - {written}"
    history = read(f"{header}\n{rest}").hands[0]
    assert history.extra["time"] == time
    assert history.extra.get("time_zone") == zone


# ---------------------------------------------------------------------------------- real hands


def _real_files() -> list[Path]:
    return sorted(p for folder in STAR_FOLDERS if folder.is_dir() for p in folder.iterdir())


@pytest.mark.skipif(not _real_files(), reason=f"the real hands are not in {ROOM_HISTORIES}")
@pytest.mark.parametrize("path", _real_files(), ids=lambda p: p.name)
def test_every_real_stud_hand_replays_to_the_rooms_result(path: Path) -> None:
    opened = sum(
        1
        for line in path.read_text(encoding="utf-8-sig", errors="replace").splitlines()
        if OPENER.match(line)
    )
    items = list(iter_read(path))
    hands = [item for item in items if isinstance(item, HandHistory)]
    refused = [item for item in items if isinstance(item, Refusal)]
    assert len(hands) + len(refused) == opened  # no hand dropped
    limits = known_limits("PokerStars")
    for refusal in refused:
        listed = "is not a stud game" in refusal.reason or any(
            limit in refusal.reason for limit in limits
        )
        assert listed, f"an unlisted refusal: {refusal}"
    for history in hands:
        replayed(history)


# ---------------------------------------------------------------------------------- fuzz

FUZZ_EXAMPLES = sweep_size("STUDPOKER_IMPORT_FUZZ", 120, 4_000)
SOURCES = [p.read_text(encoding="utf-8") for p in sorted(SAMPLES.glob("*.txt"))]
NOISE = ["$", "[", "]", ":", " ", "*** ", "and is all-in", "Seat 9: X (1 in chips)", "\ufeff"]


@st.composite
def mutated(draw: st.DrawFn) -> str:
    lines = draw(st.sampled_from(SOURCES)).split("\n")
    for _ in range(draw(st.integers(1, 4))):
        if not lines:
            break
        k = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(["delete", "duplicate", "swap", "chars", "noise", "cut"]))
        if how == "delete":
            del lines[k]
        elif how == "duplicate":
            lines.insert(k, lines[k])
        elif how == "swap":
            j = draw(st.integers(0, len(lines) - 1))
            lines[k], lines[j] = lines[j], lines[k]
        elif how == "chars" and lines[k]:
            at = draw(st.integers(0, len(lines[k]) - 1))
            char = draw(st.characters(codec="utf-8"))
            lines[k] = lines[k][:at] + char + lines[k][at + 1 :]
        elif how == "noise":
            at = draw(st.integers(0, len(lines[k])))
            lines[k] = lines[k][:at] + draw(st.sampled_from(NOISE)) + lines[k][at:]
        else:
            lines = lines[:k]
    return "\n".join(lines)


@settings(
    max_examples=FUZZ_EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(mutated())
def test_mutated_text_gives_histories_or_refusals_and_nothing_else(text: str) -> None:
    for item in iter_read(text, room="pokerstars"):
        assert isinstance(item, HandHistory | Refusal)
        if isinstance(item, HandHistory):
            with contextlib.suppress(HandHistoryError):  # a hand the rules refuse
                replay(item)


@pytest.mark.parametrize("number", ["1000000501", "1000000502"])
def test_the_beaten_first_seat_mucks_after_a_checked_river(number: str) -> None:
    """rules §5.1 ``checked_showdown_muck``: the river is checked through, so the lowest seat
    would show first; PokerStars lets it muck its beaten hand (``mucks hand``) while the winner
    shows, and the hand replays so; under the card room's rule the muck is refused."""
    history = hand_of("hilo_checked_muck.txt", number)
    assert history.extra["_rules"]["checked_showdown_muck"] is True
    hand = replayed(history)
    mucker = player(history, "Alice")
    assert hand.showdown_order[0] == mucker
    assert not hand.in_hand[mucker]
    assert hand.stacks[mucker] == history.starting_stacks[mucker] - history.antes[0] - 2
    with pytest.raises(HandHistoryError, match="sm - is not legal"):
        replay(with_rule(history, checked_showdown_muck=False))


def test_five_card_stud_reads_its_streets_however_numbered() -> None:
    """``5 Card Stud Limit``: a down and an up card, then an up card a street; an open pair on
    third street allows the big bet; euros, and play money counted in chips."""
    cash = hand_of("five_card_stud.txt", "1000000601")
    assert cash.extra["_profile"] == "five_card_stud_casino"
    assert cash.extra["currency"] == "EUR"
    assert (cash.bring_in, cash.small_bet, cash.big_bet, cash.rake) == (3, 10, 20, 9)
    assert texts(cash)[:3] == ["d dh p1 Kd9h", "d dh p2 ??4c", "d dh p3 JcQs"]
    replayed(cash)
    play = hand_of("five_card_stud.txt", "1000000602")
    assert "currency" not in play.extra
    assert play.extra["players"] == ["Orla", "Quin"]  # Piet sits out
    assert replayed(play).stacks == [1197, 6]
    later = SAMPLES.joinpath("five_card_stud.txt").read_text(encoding="utf-8")
    for old, new in (("2nd", "1st"), ("3rd", "2nd"), ("4th", "3rd"), ("5th", "4th")):
        later = later.replace(f"*** {old} STREET ***", f"*** {new} STREET ***")
    assert [h.actions for h in read(later).hands] == [cash.actions, play.actions]


def test_tournament_hands_of_mixed_games_and_an_old_export() -> None:
    items = sample("tournament_mixed.txt")
    refused = [item for item in items if isinstance(item, Refusal)]
    assert [(r.hand, r.line) for r in refused] == [("1000000703", 150)]
    assert "is not a stud game" in refused[0].reason
    triple = hand_of("tournament_mixed.txt", "1000000701")
    assert (triple.extra["tournament"], triple.extra["_buy_in"]) == ("880000101", "$2.00+$0.20 USD")
    assert (triple.extra["level"], triple.small_bet, triple.antes[0]) == (31, 250, 50)
    old = hand_of("tournament_mixed.txt", "1000000702")
    assert (old.extra["tournament"], old.extra["level"], old.variant) == ("880000102", 1, "F7S/8")
    home = hand_of("tournament_mixed.txt", "1000000704")
    assert (home.extra["_club"], home.extra["level"], home.variant) == ("Myrtle's Room", 2, "FR")
    for history in (triple, old, home):
        replayed(history)


def test_a_card_written_as_a_word_is_a_card_nobody_saw() -> None:
    """``Dealt to Tamsin [Ah 3c Ac 8h Qd As] [of]``: the seventh card is unknown; Tamsin shows
    only three cards, which name no card of hers not already known."""
    history = hand_of("tournament_mixed.txt", "1000000701")
    tamsin = player(history, "Tamsin") + 1
    deals = [t for t in texts(history) if t.startswith(f"d dh p{tamsin} ")]
    assert deals[-1] == f"d dh p{tamsin} ??"
    assert f"p{tamsin} sm Ah3cAc" in texts(history)
    assert replayed(history).stacks[tamsin - 1] == 6920 - 50 - 500 + 178 + 1144


def test_a_card_written_as_a_word_on_an_earlier_street_stays_unknown_after() -> None:
    text = SAMPLES.joinpath("tournament_mixed.txt").read_text(encoding="utf-8")
    text = text.replace("[Ah 3c Ac] [8h]", "[Ah 3c Ac] [of]").replace(
        "[Ah 3c Ac 8h", "[Ah 3c Ac of"
    )
    history = next(h for h in read(text).hands if h.extra["hand"] == "1000000701")
    deals = [t for t in texts(history) if t.startswith("d dh p1 ")]
    assert deals == ["d dh p1 Ah3cAc", "d dh p1 ??", "d dh p1 Qd", "d dh p1 As", "d dh p1 ??"]
    replay(history)
