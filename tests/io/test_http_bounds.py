"""The HTTP example's bounds, error body and schema, in process (the app over ASGI): a body too
large is refused before it is read whole, refusals share one body and echo nothing long, and a
bounded schemathesis pass over every route with every check finds nothing."""

from __future__ import annotations

import asyncio
import importlib
import json
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("fastapi", reason="the http extra (fastapi) is not installed")
httpx = pytest.importorskip("httpx", reason="the http extra (httpx) is not installed")

from examples.http_table.app import MAX_BODY_BYTES, create_app  # noqa: E402
from examples.http_table.room import Settings  # noqa: E402

ROUTES_WITH_BODIES = ("/tables",)


def request(app: Any, method: str, path: str, **kwargs: Any) -> Any:
    async def go() -> Any:
        transport = httpx.ASGITransport(app=app)
        async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
            return await client.request(method, path, **kwargs)

    return asyncio.run(go())


@pytest.fixture
def app(tmp_path: Path) -> Any:
    return create_app(f"sqlite:///{tmp_path / 'bounds.db'}", tick_seconds=None)


def error_of(answer: Any, status: int) -> dict[str, Any]:
    assert answer.status_code == status, answer.text
    body = answer.json()
    assert set(body) == {"error"}
    assert {"code", "message"} <= set(body["error"])
    assert len(body["error"]["message"]) <= 200
    return dict(body["error"])


def test_a_64_mb_body_is_refused_before_it_is_read(app: Any) -> None:
    # by its Content-Length: nothing is read
    answer = request(
        app,
        "POST",
        "/tables",
        content=b"{}",
        headers={"Content-Length": str(64 * 1024 * 1024), "Content-Type": "application/json"},
    )
    assert error_of(answer, 413)["code"] == "too_large"
    # streamed without a length: refused once the chunks read pass the limit
    pulled = 0
    chunk = b" " * 65536

    async def body() -> AsyncIterator[bytes]:
        nonlocal pulled
        for _ in range(1024):  # 64 MB in all
            pulled += 1
            yield chunk

    answer = request(app, "POST", "/tables", content=body())
    assert answer.status_code == 413
    assert pulled * len(chunk) <= MAX_BODY_BYTES + 2 * len(chunk)


def test_the_tables_are_paged_and_bounded(tmp_path: Path) -> None:
    app = create_app(
        f"sqlite:///{tmp_path / 'paged.db'}",
        settings=Settings(max_tables=5, max_tables_per_client=3),
        tick_seconds=None,
    )
    made = []
    for _ in range(3):
        answer = request(app, "POST", "/tables", json={"bots": {}})
        assert answer.status_code == 201, answer.text
        made.append(answer.json()["id"])
    assert error_of(request(app, "POST", "/tables", json={"bots": {}}), 409)["code"] == "conflict"
    first = request(app, "GET", "/tables", params={"limit": 2}).json()
    assert first["tables"] == sorted(made)[:2]
    second = request(app, "GET", "/tables", params={"limit": 2, "after": first["next"]}).json()
    assert second == {"tables": sorted(made)[2:], "next": None}
    error_of(request(app, "GET", "/tables", params={"limit": 10_000}), 422)
    error_of(request(app, "GET", "/tables", params={"limit": 0}), 422)


@pytest.mark.parametrize(
    "body",
    [
        {"chips": True},
        {"chips": "100"},
        {"seats": 4.5},
        {"seats": True},
        {"seed": "7"},
        {"turn_seconds": True},
        {"turn_seconds": 0},
        {"turn_seconds": -5},
        {"turn_seconds": 1e300},
        {"bots": {"one": "steady"}},
        {"buy_in": [1, 2, 3]},
        {"unknown": 1},
    ],
)
def test_strict_bodies(app: Any, body: dict[str, Any]) -> None:
    assert error_of(request(app, "POST", "/tables", json=body), 422)["code"] == "invalid"


@pytest.mark.parametrize("bad", ["NaN", "Infinity", "-Infinity", "1e999"])
def test_no_nan_or_infinity(app: Any, bad: str) -> None:
    answer = request(
        app,
        "POST",
        "/tables",
        content='{"turn_seconds": ' + bad + "}",
        headers={"Content-Type": "application/json"},
    )
    error_of(answer, 422)


def test_nothing_long_is_echoed_and_a_lone_surrogate_is_refused(tmp_path: Path) -> None:
    app = create_app(
        f"sqlite:///{tmp_path / 'echo.db'}", max_body_bytes=4 * 1024 * 1024, tick_seconds=None
    )
    table_id = request(app, "POST", "/tables", json={"bots": {}}).json()["id"]
    huge = "x" * 1_000_000
    for path, body in (
        (f"/tables/{table_id}/join", {"name": huge}),
        ("/tables", {"game": huge}),
        ("/tables", {"bots": {"1": huge}}),
    ):
        answer = request(app, "POST", path, json=body)
        assert answer.status_code in (400, 422)
        assert len(answer.content) < 1000
    surrogate = '{"name": "\\ud800"}'
    answer = request(
        app,
        "POST",
        f"/tables/{table_id}/join",
        content=surrogate,
        headers={"Content-Type": "application/json"},
    )
    error_of(answer, 422)
    answer = request(
        app,
        "POST",
        "/tables",
        content='{"game": "\\udfff' + "y" * 300 + '"}',
        headers={"Content-Type": "application/json"},
    )
    assert answer.status_code in (400, 422)
    json.loads(answer.text)


def test_every_refusal_is_in_the_schema(app: Any) -> None:
    schema = request(app, "GET", "/openapi.json").json()
    for path, methods in schema["paths"].items():
        for method, operation in methods.items():
            for status, response in operation["responses"].items():
                if status.startswith("4"):
                    ref = response["content"]["application/json"]["schema"]["$ref"]
                    assert ref.endswith("/ErrorBody"), (method, path, status)
            if "{table_id}" in path:
                assert "404" in operation["responses"], (method, path)
            if method == "post":
                assert "422" in operation["responses"] or path == "/tables/{table_id}/deal"


# ----------------------------------------------------------------- schemathesis
schemathesis = pytest.importorskip("schemathesis", reason="the http extra (schemathesis)")
importlib.import_module("schemathesis.specs.openapi.checks")  # registers the OpenAPI checks

from hypothesis import HealthCheck, given, settings  # noqa: E402
from schemathesis.checks import CHECKS  # noqa: E402

EXAMPLES = 12
"""Examples per route and method: a bounded pass (well under a minute for every route)."""
POSITIVE = ["2xx", "400", "401", "403", "404", "409"]
"""What a request valid by the schema may be answered: schemathesis' list (less 5xx), and 400,
the answer to what the schema cannot say (a bot's seat beyond ``seats``, a buy-in the rules
refuse, an action the hand does not allow)."""


def test_every_route_passes_every_check(tmp_path: Path) -> None:
    """Every route, every check: once with the ids schemathesis makes up (mostly unknown
    tables), once at a real table with a seated person's token, so the seat routes' bodies
    reach the room and the library."""
    app = create_app(f"sqlite:///{tmp_path / 'schemathesis.db'}", tick_seconds=None)
    table_id = request(app, "POST", "/tables", json={"seats": 3, "bots": {"1": "steady"}}).json()[
        "id"
    ]
    token = request(app, "POST", f"/tables/{table_id}/join", json={"seat": 0}).json()["token"]
    sng = request(app, "POST", "/sit_and_gos", json={"entrants": 2, "bots": {"1": "steady"}})
    sng_id = sng.json()["id"]
    sng_token = request(app, "POST", f"/sit_and_gos/{sng_id}/join", json={}).json()["token"]
    config = schemathesis.Config.from_dict(
        {"checks": {"positive_data_acceptance": {"expected-statuses": POSITIVE}}}
    )
    schema = schemathesis.openapi.from_asgi("/openapi.json", app, config=config)
    checks = CHECKS.get_all()
    operations = [result.ok() for result in schema.get_all_operations()]
    assert len(operations) >= 21
    answered: set[tuple[bool, int]] = set()

    def runner(operation: Any, at_the_table: bool) -> Any:
        @given(case=operation.as_strategy())
        @settings(
            max_examples=EXAMPLES,
            deadline=None,
            suppress_health_check=list(HealthCheck),
            derandomize=True,
            database=None,
        )
        def run(case: Any) -> None:
            if at_the_table and case.path_parameters and "table_id" in case.path_parameters:
                case.path_parameters["table_id"] = table_id
                case.headers = {**(case.headers or {}), "Authorization": f"Bearer {token}"}
            if at_the_table and case.path_parameters and "sit_and_go_id" in case.path_parameters:
                case.path_parameters["sit_and_go_id"] = sng_id
                case.headers = {**(case.headers or {}), "Authorization": f"Bearer {sng_token}"}
            response = case.call_and_validate(checks=checks)
            answered.add((at_the_table, response.status_code))

        return run

    for at_the_table in (False, True):
        for operation in operations:
            runner(operation, at_the_table)()
    assert (True, 200) in answered  # the seat routes were reached with the seat's token
    assert (True, 409) in answered or (True, 400) in answered


def test_the_lifespan_runs_the_clock(tmp_path: Path) -> None:
    """The app's background task times out the person to act once the (injected) clock has
    passed the deadline; it stops with the app."""
    now = [1_000_000.0]
    app = create_app(
        f"sqlite:///{tmp_path / 'lifespan.db'}", tick_seconds=0.02, clock=lambda: now[0]
    )
    body: dict[str, Any] = {
        "seats": 3,
        "bots": {"1": "calling_station", "2": "calling_station"},
        "turn_seconds": 10,
    }

    async def go() -> dict[str, Any]:
        async with app.router.lifespan_context(app):
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://test") as client:
                table_id = (await client.post("/tables", json=body)).json()["id"]
                joined = await client.post(f"/tables/{table_id}/join", json={"seat": 0})
                auth = {"Authorization": f"Bearer {joined.json()['token']}"}
                dealt = (await client.post(f"/tables/{table_id}/deal", headers=auth)).json()
                assert dealt["table"]["actor"] == 0
                await asyncio.sleep(0.1)  # ticks before the deadline play nothing
                view = (await client.get(f"/tables/{table_id}/view", headers=auth)).json()
                assert view == dealt
                now[0] += 11
                for _ in range(250):  # at most 5 s
                    await asyncio.sleep(0.02)
                    view = (await client.get(f"/tables/{table_id}/view", headers=auth)).json()
                    if view != dealt:
                        break
                return dict(view)

    view = asyncio.run(go())
    mine = [r for r in view["view"]["history"] if r.get("seat") == 0 and "by_default" in r]
    assert mine
    assert mine[-1]["by_default"] is True
