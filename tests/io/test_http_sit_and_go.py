"""The HTTP example's sit-and-gos, in process (the app over ASGI, SQLite files, a clock the test
moves by hand): a sit-and-go played to its end over the API, the level moving on by the clock,
a restart resuming it, the views, the turn clock and the refusals."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the http extra (fastapi) is not installed")
httpx = pytest.importorskip("httpx", reason="the http extra (httpx) is not installed")

from examples.http_table.app import create_app  # noqa: E402
from studpoker import parse_cards  # noqa: E402


class Clock:
    """A clock the test moves by hand."""

    def __init__(self) -> None:
        self.now = 1_000_000.0

    def __call__(self) -> float:
        return self.now


def request(app: Any, method: str, path: str, token: str | None = None, **kwargs: Any) -> Any:
    headers = dict(kwargs.pop("headers", {}))
    if token is not None:
        headers["Authorization"] = f"Bearer {token}"

    async def go() -> Any:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
            return await client.request(method, path, headers=headers, **kwargs)

    return asyncio.run(go())


def ok(answer: Any, status: int = 200) -> dict[str, Any]:
    assert answer.status_code == status, answer.text
    return dict(answer.json())


def refused(answer: Any, status: int) -> dict[str, Any]:
    assert answer.status_code == status, answer.text
    body = answer.json()
    assert set(body) == {"error"}
    assert len(body["error"]["message"]) <= 200
    return dict(body["error"])


def app_at(path: Path, clock: Clock) -> Any:
    return create_app(f"sqlite:///{path / 'room.db'}", tick_seconds=None, clock=clock)


def new_sit_and_go(app: Any, **fields: Any) -> str:
    body = {
        "game": "seven_card_stud",
        "entrants": 3,
        "bots": {"1": "steady", "2": "calling_station"},
        "level_minutes": 1,
        "turn_seconds": None,
        "seed": 7,
    } | fields
    created = ok(request(app, "POST", "/sit_and_gos", json=body), 201)
    assert created["status"] == "registering"
    return str(created["id"])


def passive(options: list[dict[str, Any]]) -> str:
    """The person's move: post the bring-in, check or call, else the first option."""
    kinds = {option["kind"]: option for option in options}
    for kind in ("post_bring_in", "check", "call", "show"):
        if kind in kinds:
            return str(kinds[kind]["notation"])
    return str(options[0]["notation"])


def conserved(public: dict[str, Any], entrants: int, chips: int) -> None:
    """Every chip accounted for: the starting chips, moved only by the chip races."""
    assert public["chips_in_play"] == entrants * chips + public["chips_raced"]
    stacks = sum(s["chips"] for s in public["standings"])
    assert stacks <= public["chips_in_play"]  # the rest is in the running hand's pots


def test_a_sit_and_go_plays_to_its_end_over_the_api(tmp_path: Path) -> None:
    clock = Clock()
    app = app_at(tmp_path, clock)
    sng = new_sit_and_go(app)
    joined = ok(request(app, "POST", f"/sit_and_gos/{sng}/join", json={"name": "ann"}), 201)
    token = joined["token"]
    state = ok(request(app, "GET", f"/sit_and_gos/{sng}/view", token))
    assert state["sit_and_go"]["status"] == "running"
    levels_seen = set()
    busts_seen: list[int] = []
    for _ in range(3000):
        public = state["sit_and_go"]
        conserved(public, 3, 1000)
        levels_seen.add(public["level"]["number"])
        to_come = [level["number"] for level in public["levels_to_come"]]
        assert to_come == list(
            range(public["level"]["number"] + 1, public["level"]["number"] + 1 + len(to_come))
        )
        out = [s for s in public["standings"] if s["place"] is not None]
        busts_seen = sorted({*busts_seen, *(s["place"] for s in out)})
        if public["status"] == "over":
            break
        assert state["options"], "the request answered with the person neither to act nor out"
        clock.now += 20  # three decisions a level
        state = ok(
            request(
                app,
                "POST",
                f"/sit_and_gos/{sng}/act",
                token,
                json={"action": passive(state["options"])},
            )
        )
    else:
        pytest.fail("the sit-and-go did not end")
    public = state["sit_and_go"]
    standings = public["standings"]
    assert sorted(s["place"] for s in standings) == [1, 2, 3]
    assert sum(s["prize"] for s in standings) == public["prize_pool"] == 30
    assert [s["prize"] for s in sorted(standings, key=lambda s: s["place"])] == public["prizes"]
    winner = next(s for s in standings if s["place"] == 1)
    assert winner["chips"] == public["chips_in_play"]
    assert all(s["chips"] == 0 for s in standings if s["place"] != 1)
    assert len(levels_seen) > 1  # the clock moved the levels on
    assert busts_seen == [1, 2, 3]
    # the end is final: no more decisions, and the hands' histories read back
    refused(request(app, "POST", f"/sit_and_gos/{sng}/act", token, json={"option": "call"}), 409)
    history = ok(request(app, "GET", f"/sit_and_gos/{sng}/hands/1", token))
    assert "sit-and-go" in history["phh"]


def play_until_dealt(app: Any, sng: str, token: str, hands: int) -> dict[str, Any]:
    """The person plays on until hand ``hands`` + 1 has been dealt."""
    state = ok(request(app, "GET", f"/sit_and_gos/{sng}/view", token))
    for _ in range(500):
        if state["sit_and_go"]["hands_played"] > hands or state["sit_and_go"]["status"] == "over":
            return state
        move = passive(state["options"])
        state = ok(request(app, "POST", f"/sit_and_gos/{sng}/act", token, json={"action": move}))
    pytest.fail("no new hand was dealt")


def test_the_level_moves_on_at_the_first_deal_after_its_minutes(tmp_path: Path) -> None:
    clock = Clock()
    app = app_at(tmp_path, clock)
    sng = new_sit_and_go(app, level_minutes=2, starting_chips=5000)
    token = ok(request(app, "POST", f"/sit_and_gos/{sng}/join", json={}), 201)["token"]
    state = ok(request(app, "GET", f"/sit_and_gos/{sng}/view", token))
    public = state["sit_and_go"]
    assert public["level"] | {"number": 1} == public["level"]
    assert public["level"]["minutes"] == 2
    assert public["level_seconds_left"] == 120
    first = public["level"]
    clock.now += 119
    assert ok(request(app, "GET", f"/sit_and_gos/{sng}"))["level_seconds_left"] == 1
    state = play_until_dealt(app, sng, token, public["hands_played"])
    assert state["sit_and_go"]["level"] == first  # one second short: the same level
    clock.now += 1  # the level's two minutes are up, in the middle of a hand
    mid = ok(request(app, "GET", f"/sit_and_gos/{sng}"))
    assert mid["level"]["number"] == 1
    assert mid["level_seconds_left"] == 0
    hands = mid["hands_played"]
    state = play_until_dealt(app, sng, token, hands)
    public = state["sit_and_go"]
    assert public["level"]["number"] == 2
    assert public["level"]["big_bet"] > first["big_bet"]
    assert public["level_seconds_left"] == 120  # the new level started when the last was due
    assert public["levels_to_come"][0]["number"] == 3
    # the hand dealt at level 2 plays its stakes: its antes are level 2's
    antes = {r["amount"] for r in state["view"]["history"] if r["event"] == "ante_posted"}
    assert antes == {public["level"]["ante"]} != {first["ante"]}


def test_a_restart_resumes_the_sit_and_go_where_it_was(tmp_path: Path) -> None:
    clock = Clock()
    app = app_at(tmp_path, clock)
    sng = new_sit_and_go(app, turn_seconds=30)
    token = ok(request(app, "POST", f"/sit_and_gos/{sng}/join", json={}), 201)["token"]
    state = ok(request(app, "GET", f"/sit_and_gos/{sng}/view", token))
    for _ in range(12):
        clock.now += 25
        move = passive(state["options"])
        state = ok(request(app, "POST", f"/sit_and_gos/{sng}/act", token, json={"action": move}))
    before = ok(request(app, "GET", f"/sit_and_gos/{sng}/view", token))
    restarted = app_at(tmp_path, clock)  # a new process on the same database
    after = ok(request(restarted, "GET", f"/sit_and_gos/{sng}/view", token))
    assert after == before
    # and it plays on from there, in the new process, the same as in the old one
    move = passive(after["options"])
    again = ok(request(restarted, "POST", f"/sit_and_gos/{sng}/act", token, json={"action": move}))
    assert again["sit_and_go"]["hands_played"] >= before["sit_and_go"]["hands_played"]
    third = app_at(tmp_path, clock)
    assert ok(request(third, "GET", f"/sit_and_gos/{sng}/view", token)) == again
    # the first process sees what the second appended, not its own stale copy
    assert ok(request(app, "GET", f"/sit_and_gos/{sng}/view", token)) == again


def cards_in(value: Any) -> set[str]:
    """Every card text in an answer."""
    text = json.dumps(value)
    return {card for card in text.replace('"', " ").split() if _is_card(card)}


def _is_card(word: str) -> bool:
    try:
        return len(word) == 2 and len(parse_cards(word)) == 1
    except Exception:
        return False


def test_each_entry_sees_its_own_cards_and_nobody_elses(tmp_path: Path) -> None:
    clock = Clock()
    app = app_at(tmp_path, clock)
    sng = new_sit_and_go(app, entrants=3, bots={"2": "steady"})
    ann = ok(request(app, "POST", f"/sit_and_gos/{sng}/join", json={"name": "ann"}), 201)
    assert ok(request(app, "GET", f"/sit_and_gos/{sng}"))["status"] == "registering"
    bob = ok(request(app, "POST", f"/sit_and_gos/{sng}/join", json={"name": "bob"}), 201)
    refused(request(app, "POST", f"/sit_and_gos/{sng}/join", json={"name": "cy"}), 409)
    views = {
        who["entry"]: ok(request(app, "GET", f"/sit_and_gos/{sng}/view", who["token"]))
        for who in (ann, bob)
    }
    hand = app.state.sit_and_gos._load(sng).tournament.hands[-1]
    public = ok(request(app, "GET", f"/sit_and_gos/{sng}")).copy()
    assert not cards_in(public)  # the public answer names no card
    for entry, answer in views.items():
        seat = hand.entrants.index(f"p{entry + 1}")
        mine = _down_cards(hand.hand, seat)
        others = set().union(*(_down_cards(hand.hand, s) for s in range(hand.hand.n) if s != seat))
        seen = cards_in(answer)
        assert mine <= seen
        assert not (others & seen)
        assert answer["hand_seat"] == seat
    refused(request(app, "GET", f"/sit_and_gos/{sng}/view"), 401)
    refused(request(app, "GET", f"/sit_and_gos/{sng}/view", "not-a-token"), 403)


def _down_cards(hand: Any, seat: int) -> set[str]:
    """The seat's down cards, as the seat itself sees them."""
    return {card for card in hand.view(seat).to_dict()["hole_cards"][seat] if card is not None}


def test_the_server_clock_times_out_a_stalled_player(tmp_path: Path) -> None:
    clock = Clock()
    app = app_at(tmp_path, clock)
    sng = new_sit_and_go(app, turn_seconds=10)
    token = ok(request(app, "POST", f"/sit_and_gos/{sng}/join", json={}), 201)["token"]
    state = ok(request(app, "GET", f"/sit_and_gos/{sng}/view", token))
    assert state["options"]
    deadline = state["sit_and_go"]["turn_deadline"]
    assert deadline == clock.now + 10
    clock.now += 9
    refused(request(app, "POST", f"/sit_and_gos/{sng}/timeout", token), 409)
    assert app.state.sit_and_gos.expire_due() == []
    clock.now += 2
    assert app.state.sit_and_gos.expire_due() == [sng]
    after = ok(request(app, "GET", f"/sit_and_gos/{sng}/view", token))
    by_default = [r for r in after["view"]["history"] if r.get("by_default")]
    assert by_default or after["sit_and_go"]["hands_played"] > state["sit_and_go"]["hands_played"]
    assert after["sit_and_go"]["turn_deadline"] != deadline


@pytest.mark.parametrize(
    ("body", "status", "words"),
    [
        ({"entrants": 9}, 422, "entrants"),
        ({"entrants": True}, 422, "entrants"),
        ({"level_minutes": "5"}, 422, "level_minutes"),
        ({"level_minutes": 0}, 422, "level_minutes"),
        ({"level_minutes": float("inf")}, 422, "level_minutes"),
        ({"starting_chips": 1003}, 400, "starting_chips"),
        ({"bots": {"5": "steady"}}, 400, "entries are 0..2"),
        ({"bots": {"0": "steady", "1": "steady", "2": "steady"}}, 400, "person"),
        ({"bots": {"1": "shark"}}, 400, "shark"),
        ({"game": "go fish"}, 400, "go fish"),
        ({"shares": [35, 65]}, 400, "paid more"),
        ({"surprise": 1}, 422, "surprise"),
    ],
)
def test_bad_input_is_refused_with_the_one_error_body(
    tmp_path: Path, body: dict[str, Any], status: int, words: str
) -> None:
    app = app_at(tmp_path, Clock())
    base = {"entrants": 3, "bots": {"1": "steady"}, "turn_seconds": None}
    if body.get("level_minutes") == float("inf"):
        answer = request(
            app,
            "POST",
            "/sit_and_gos",
            content=b'{"level_minutes": Infinity}',
            headers={"Content-Type": "application/json"},
        )
    else:
        answer = request(app, "POST", "/sit_and_gos", json=base | body)
    error = refused(answer, status)
    assert words in error["message"]


def test_refused_calls_change_nothing(tmp_path: Path) -> None:
    clock = Clock()
    app = app_at(tmp_path, clock)
    sng = new_sit_and_go(app)
    refused(request(app, "GET", "/sit_and_gos/nope"), 404)
    token = ok(request(app, "POST", f"/sit_and_gos/{sng}/join", json={}), 201)["token"]
    before = ok(request(app, "GET", f"/sit_and_gos/{sng}/view", token))
    for body, status in (
        ({"action": "cbr 999999"}, 400),
        ({"option": "fly"}, 409),
        ({"action": "cc", "option": "call"}, 400),
        ({"action": 5}, 422),
        ({"to": "7", "option": "raise"}, 422),
    ):
        refused(request(app, "POST", f"/sit_and_gos/{sng}/act", token, json=body), status)
    refused(request(app, "POST", f"/sit_and_gos/{sng}/timeout", token), 409)  # no turn clock
    assert ok(request(app, "GET", f"/sit_and_gos/{sng}/view", token)) == before
    assert ok(request(app_at(tmp_path, clock), "GET", f"/sit_and_gos/{sng}/view", token)) == before
