"""The HTTP table example (examples/http_table) end to end: a real server process on 127.0.0.1,
driven through a real HTTP client; its SQLite file read back after a restart."""

from __future__ import annotations

import json
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

import pytest

from studpoker.saving import restore_table
from tests.support.http_server import running_server

pytest.importorskip("fastapi", reason="the http extra (fastapi) is not installed")
pytest.importorskip("uvicorn", reason="the http extra (uvicorn) is not installed")
httpx = pytest.importorskip("httpx", reason="the http extra (httpx) is not installed")
sa = pytest.importorskip("sqlalchemy", reason="the http extra (sqlalchemy) is not installed")
jsonschema = pytest.importorskip("jsonschema", reason="the test extra is not installed")

from examples.http_table.store import Store  # noqa: E402
from tests.support.http_crowd import leaks  # noqa: E402

SCHEMA = json.loads(
    resources.files("studpoker").joinpath("schema/studpoker.schema.json").read_text()
)
VIEW_VALIDATOR = jsonschema.Draft202012Validator(SCHEMA).evolve(
    schema={"$ref": "#/$defs/view", "$defs": SCHEMA["$defs"]}
)
CHIPS = 100


@pytest.fixture(scope="module")
def database(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("http") / "tables.db"


@pytest.fixture(scope="module")
def client(database: Path) -> Iterator[Any]:
    with running_server(database) as url, httpx.Client(base_url=url, timeout=30) as client:
        yield client


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def new_table(client: Any, people: int = 1, **settings: Any) -> tuple[str, list[str]]:
    """A table of three seats: people in the first ``people``, a calling station after them."""
    bots = dict.fromkeys(range(people, 3), "calling_station")
    body = {"seats": 3, "bots": bots, "chips": CHIPS, "seed": 7, **settings}
    created = client.post("/tables", json=body)
    assert created.status_code == 201, created.text
    table_id = created.json()["id"]
    tokens = []
    for seat in range(people):
        joined = client.post(f"/tables/{table_id}/join", json={"seat": seat, "chips": CHIPS})
        assert joined.status_code == 201, joined.text
        assert joined.json()["seat"] == seat
        tokens.append(joined.json()["token"])
    return table_id, tokens


def checked(answer: Any) -> dict[str, Any]:
    """A seat's answer: 200, its view valid against the package's schema and leaking nothing."""
    assert answer.status_code == 200, answer.text
    state: dict[str, Any] = answer.json()
    if state["view"] is not None:
        VIEW_VALIDATOR.validate(state["view"])
    assert not leaks(state), leaks(state)
    return state


def play_out(client: Any, table_id: str, token: str, state: dict[str, Any]) -> Any:
    """Check or call to the end of the hand, through the PHH notation."""
    for _ in range(100):
        if state["view"]["is_over"]:
            return state
        assert state["table"]["actor"] == state["seat"]
        kinds = {option["kind"]: option for option in state["options"]}
        choice = next(kinds[k] for k in ("post_bring_in", "check", "call", "show") if k in kinds)
        answer = client.post(
            f"/tables/{table_id}/act", headers=bearer(token), json={"action": choice["notation"]}
        )
        state = checked(answer)
    raise AssertionError("the hand did not end")


@pytest.mark.parametrize("game", ["five_card_stud_home", "seven_card_stud"])
def test_a_whole_hand_through_the_api(client: Any, database: Path, game: str) -> None:
    table_id, (token,) = new_table(client, game=game)
    state = checked(client.post(f"/tables/{table_id}/deal", headers=bearer(token)))
    assert state["hand_number"] == 1
    assert state["seat"] == 0
    assert state["table"]["actor"] == 0  # the bots played until the person is to act
    state = play_out(client, table_id, token, state)
    view = state["view"]
    assert view["is_over"]
    assert sum(view["payouts"]) > 0
    assert sum(seat["stack"] for seat in state["table"]["seats"]) == 3 * CHIPS
    # the finished hand's history as this seat may see it
    history = client.get(f"/tables/{table_id}/hands/1", headers=bearer(token))
    assert history.status_code == 200
    assert "actions = [" in history.json()["phh"]
    # the database holds the table's document and the hand with its history
    store = Store(f"sqlite:///{database}")
    document = store.document(table_id)
    store.close()
    assert document is not None
    engine = sa.create_engine(f"sqlite:///{database}")
    with engine.connect() as db:
        hands = db.execute(
            sa.text("SELECT number, is_over, history FROM hands WHERE table_id = :id"),
            {"id": table_id},
        ).all()
    engine.dispose()
    restored = restore_table(document)
    assert list(restored.stacks) == [seat["stack"] for seat in state["table"]["seats"]]
    assert [(n, bool(over)) for n, over, _ in hands] == [(1, True)]
    assert hands[0][2] is not None
    assert "p1" in hands[0][2]


def test_act_by_option_kind_and_a_second_hand(client: Any) -> None:
    table_id, (token,) = new_table(client)
    state = checked(client.post(f"/tables/{table_id}/deal", headers=bearer(token)))
    for _ in range(100):
        if state["view"]["is_over"]:
            break
        kinds = [option["kind"] for option in state["options"]]
        kind = "fold" if "fold" in kinds else kinds[0]
        state = checked(
            client.post(f"/tables/{table_id}/act", headers=bearer(token), json={"option": kind})
        )
    assert state["view"]["is_over"]
    again = checked(client.post(f"/tables/{table_id}/deal", headers=bearer(token)))
    assert again["hand_number"] == 2
    assert again["table"]["hands_played"] == 2


def test_a_wrong_token_is_refused_and_changes_nothing(client: Any) -> None:
    table_id, (first, second) = new_table(client, people=2)
    other_table, (stranger,) = new_table(client)
    state = checked(client.post(f"/tables/{table_id}/deal", headers=bearer(first)))
    actor = state["table"]["actor"]
    assert actor in (0, 1)
    on_turn, waiting = (first, second) if actor == 0 else (second, first)
    before = checked(client.get(f"/tables/{table_id}/view", headers=bearer(on_turn)))
    public_before = client.get(f"/tables/{table_id}").json()
    act = f"/tables/{table_id}/act"
    assert client.post(act, json={"action": "cc"}).status_code == 401
    assert (
        client.post(act, headers={"Authorization": on_turn}, json={"action": "cc"}).status_code
        == 401
    )
    for wrong in ("not-a-token", stranger, on_turn + "x"):
        answer = client.post(act, headers=bearer(wrong), json={"action": "cc"})
        assert answer.status_code == 403, answer.text
        assert client.get(f"/tables/{table_id}/view", headers=bearer(wrong)).status_code == 403
    assert client.post(f"/tables/{table_id}/timeout", headers=bearer("nope")).status_code == 403
    assert client.get(f"/tables/{table_id}/hands/1", headers=bearer("nope")).status_code == 403
    # the other person's true token, out of turn
    answer = client.post(act, headers=bearer(waiting), json={"action": "cc"})
    assert answer.status_code == 409
    assert "turn" in answer.json()["error"]["message"]
    # an action the rules refuse: 400 naming it
    answer = client.post(act, headers=bearer(on_turn), json={"action": "cbr 999"})
    assert answer.status_code == 400
    assert "not legal" in answer.json()["error"]["message"]
    assert client.get(f"/tables/{table_id}/view", headers=bearer(on_turn)).json() == before
    assert client.get(f"/tables/{table_id}").json() == public_before
    # the stranger's own table is untouched by all this
    assert client.get(f"/tables/{other_table}").json()["hands_played"] == 0


def test_flip_stud_through_the_api_a_person_turns_up_a_card(client: Any) -> None:
    """Flip stud's turn-up over HTTP: the bots choose at once, the person gets one option per
    card it may turn up (an older down card too after the first deal), names it (``tu Kh``),
    and the hand plays to its end; the others' choices stay hidden until the reveal."""
    table_id, (token,) = new_table(client, game="flip_stud")
    state = checked(client.post(f"/tables/{table_id}/deal", headers=bearer(token)))
    assert state["table"]["actor"] is None
    assert state["table"]["actors"] == [0]  # the bots chose already
    options = state["options"]
    assert [o["kind"] for o in options] == ["turn_up", "turn_up"]
    pending = [r for r in state["view"]["history"] if r["event"] == "turn_up_chosen"]
    assert len(pending) == 2
    assert all(r["cards"] == [None] for r in pending)  # the bots' choices are still hidden
    refused = client.post(
        f"/tables/{table_id}/act", headers=bearer(token), json={"action": "tu 2c 3c"}
    )
    assert refused.status_code == 400
    turn_ups = 0
    for _ in range(200):
        if state["view"]["is_over"]:
            break
        options = state["options"]
        if options and options[0]["kind"] == "turn_up":
            turn_ups += 1
            if turn_ups > 1:  # after the first deal an older down card is offered too
                assert len(options) > 2
            action = options[-1]["notation"]
        else:
            assert state["table"]["actor"] == state["seat"]
            kinds = {option["kind"]: option for option in options}
            action = next(
                kinds[k]["notation"]
                for k in ("post_bring_in", "check", "call", "show")
                if k in kinds
            )
        answer = client.post(
            f"/tables/{table_id}/act", headers=bearer(token), json={"action": action}
        )
        state = checked(answer)
    assert state["view"]["is_over"]
    assert turn_ups >= 1
    assert sum(seat["stack"] for seat in state["table"]["seats"]) == 3 * CHIPS
    history = client.get(f"/tables/{table_id}/hands/1", headers=bearer(token)).json()["phh"]
    assert "p1 tu" in history or "p2 tu" in history or "p3 tu" in history


def test_the_clock_is_refused_before_its_time(client: Any) -> None:
    """The clock itself is driven by an injected one in test_http_room.py; here: a call before
    the time is up is refused, and a clock out of bounds is refused when the table is made."""
    slow, (slow_token,) = new_table(client, turn_seconds=3600)
    checked(client.post(f"/tables/{slow}/deal", headers=bearer(slow_token)))
    answer = client.post(f"/tables/{slow}/timeout", headers=bearer(slow_token))
    assert answer.status_code == 409
    assert "left" in answer.json()["error"]["message"]
    for bad in (0, -1, 10**9, True, "30"):
        refused = client.post("/tables", json={"turn_seconds": bad})
        assert refused.status_code in (400, 422), (bad, refused.text)
    for bad in ("NaN", "Infinity", "-Infinity", "1e999"):
        body = '{"turn_seconds": ' + bad + "}"
        refused = client.post("/tables", content=body, headers={"Content-Type": "application/json"})
        assert refused.status_code in (400, 422), (bad, refused.text)


def test_bad_settings_are_refused(client: Any) -> None:
    assert client.post("/tables", json={"game": "bridge"}).status_code == 400
    assert client.post("/tables", json={"bots": {"1": "shark"}}).status_code == 400
    answer = client.post("/tables", json={"seats": 3, "bots": {"5": "random"}})
    assert answer.status_code == 400
    assert "seat 5" in answer.json()["error"]["message"]
    assert client.get("/tables/nope").status_code == 404
    table_id, _ = new_table(client, buy_in=[50, 200])
    answer = client.post(f"/tables/{table_id}/join", json={"seat": 2, "chips": 10})
    assert answer.status_code in (400, 409)  # seat 2 holds a bot
    answer = client.post(f"/tables/{table_id}/join", json={"chips": 10})
    assert answer.status_code == 409  # full: people and bots in every seat


def test_a_restart_keeps_the_hands(tmp_path: Path) -> None:
    database = tmp_path / "restart.db"
    with running_server(database) as url, httpx.Client(base_url=url, timeout=30) as client:
        table_id, (token,) = new_table(client)
        state = checked(client.post(f"/tables/{table_id}/deal", headers=bearer(token)))
        kinds = {option["kind"]: option for option in state["options"]}
        choice = kinds.get("call") or kinds.get("check") or kinds["post_bring_in"]
        state = checked(
            client.post(
                f"/tables/{table_id}/act", headers=bearer(token), json={"option": choice["kind"]}
            )
        )
        assert not state["view"]["is_over"]
        before = client.get(f"/tables/{table_id}/view", headers=bearer(token)).json()
    with running_server(database) as url, httpx.Client(base_url=url, timeout=30) as client:
        after = checked(client.get(f"/tables/{table_id}/view", headers=bearer(token)))
        assert after == before
        state = play_out(client, table_id, token, after)
        assert state["view"]["is_over"]
        again = checked(client.post(f"/tables/{table_id}/deal", headers=bearer(token)))
        assert again["hand_number"] == 2
    with running_server(database) as url, httpx.Client(base_url=url, timeout=30) as client:
        state = checked(client.get(f"/tables/{table_id}/view", headers=bearer(token)))
        assert state["hand_number"] == 2
        first = client.get(f"/tables/{table_id}/hands/1", headers=bearer(token))
        assert first.status_code == 200
        assert "p1" in first.json()["phh"]


def test_leaving_pays_out_and_retires_the_token(client: Any) -> None:
    table_id, (token,) = new_table(client)
    checked(client.post(f"/tables/{table_id}/deal", headers=bearer(token)))
    # a leave during the hand waits for its end; the seat still plays it
    answer = client.post(f"/tables/{table_id}/leave", headers=bearer(token))
    assert answer.status_code == 200
    assert answer.json()["chips"] is None
    play_out(
        client,
        table_id,
        token,
        checked(client.get(f"/tables/{table_id}/view", headers=bearer(token))),
    )
    # the hand is over: the seat is empty and its token holds nothing any more
    public = client.get(f"/tables/{table_id}").json()
    assert public["seats"][0]["name"] is None
    assert public["seats"][0]["stack"] is None
    assert client.get(f"/tables/{table_id}/view", headers=bearer(token)).status_code == 403
    # a person who sits out is not dealt in; leaving between hands pays out at once
    joined = client.post(f"/tables/{table_id}/join", json={"seat": 0, "chips": CHIPS}).json()
    again = joined["token"]
    assert client.post(f"/tables/{table_id}/sit_out", headers=bearer(again)).status_code == 200
    dealt = checked(client.post(f"/tables/{table_id}/deal", headers=bearer(again)))
    assert dealt["hand_seat"] is None
    assert dealt["view"]["seat"] is None  # a spectator's view (checked() checks it leaks nothing)
    assert dealt["view"]["is_over"]  # the two bots played it out within the request
    assert 0 not in dealt["table"]["hand_seats"]
    left = client.post(f"/tables/{table_id}/leave", headers=bearer(again))
    assert left.json()["chips"] == CHIPS


def test_a_newcomer_in_a_vacated_seat_reads_no_departed_card(client: Any) -> None:
    """The winner of a hand nobody called leaves before the next deal; whoever takes the seat
    reads that hand as a spectator (no card the winner held face down, in the view or the
    history) and may not show the winner's cards (409, saying why); nothing changes."""
    table_id, tokens = new_table(client, people=3)

    def view(token: str) -> dict[str, Any]:
        return checked(client.get(f"/tables/{table_id}/view", headers=bearer(token)))

    state = checked(client.post(f"/tables/{table_id}/deal", headers=bearer(tokens[0])))
    for _ in range(20):  # everyone folds who can: the hand is won without a showdown
        if state["view"]["is_over"]:
            break
        token = tokens[state["table"]["actor"]]
        kinds = {option["kind"]: option for option in view(token)["options"]}
        act = {"action": (kinds.get("fold") or kinds["post_bring_in"])["notation"]}
        state = checked(client.post(f"/tables/{table_id}/act", headers=bearer(token), json=act))
    (winner,) = [seat for seat in range(3) if view(tokens[seat])["can_show"]]
    mine = view(tokens[winner])
    held = set(mine["view"]["hole_cards"][mine["hand_seat"]])
    assert held
    assert None not in held
    left = client.post(f"/tables/{table_id}/leave", headers=bearer(tokens[winner]))
    assert left.json()["chips"] > 0
    joined = client.post(f"/tables/{table_id}/join", json={"seat": winner, "chips": CHIPS})
    assert joined.status_code == 201, joined.text
    newcomer = joined.json()["token"]
    answer = view(newcomer)
    assert answer["hand_seat"] is None
    assert answer["view"]["seat"] is None
    assert not answer["can_show"]
    assert not held & set(json.dumps(answer).replace('"', " ").split())
    history = client.get(f"/tables/{table_id}/hands/1", headers=bearer(newcomer))
    assert history.status_code == 200
    assert not any(card in history.json()["phh"] for card in held)
    refused = client.post(f"/tables/{table_id}/show", headers=bearer(newcomer))
    assert refused.status_code == 409, refused.text
    assert "has left" in refused.json()["error"]["message"]
    assert view(newcomer) == answer
    for seat in range(3):
        if seat != winner:  # nobody else saw the winner's cards either
            hole = view(tokens[seat])["view"]["hole_cards"]
            assert not held & {card for cards in hole for card in cards}


def test_a_64_mb_body_is_refused_before_it_is_sent(client: Any) -> None:
    """Over a real socket: the headers announce 64 MB, a little is sent, and the server answers
    413 at once, without waiting for (or reading) the rest."""
    import socket
    from urllib.parse import urlsplit

    where = urlsplit(str(client.base_url))
    with socket.create_connection((where.hostname, where.port), timeout=10) as connection:
        connection.sendall(
            b"POST /tables HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
            b"Content-Length: 67108864\r\n\r\n" + b" " * 4096
        )
        answer = b""
        while b"\r\n\r\n" not in answer:
            chunk = connection.recv(4096)
            if not chunk:
                break
            answer += chunk
    assert answer.startswith(b"HTTP/1.1 413"), answer[:200]
