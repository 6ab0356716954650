"""The HTTP routes (FastAPI) and the page.

Every route about a seat reads the seat's token from ``Authorization: Bearer <token>``: without
one the answer is 401, with a token of no seat at the table 403, and nothing changes. A rule the
library refuses (an illegal action, a buy-in out of bounds) is a 400 naming the problem; a
request out of turn or out of place is a 409.
"""

from __future__ import annotations

import asyncio
import time
from collections.abc import AsyncIterator, Callable
from contextlib import asynccontextmanager, suppress
from pathlib import Path
from typing import Annotated, Any

from fastapi import FastAPI, Header, Query, Request
from fastapi import Path as PathParam
from fastapi.exceptions import RequestValidationError
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field
from starlette.exceptions import HTTPException
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from studpoker import PROFILES, StudPokerError

from .room import BOTS, MAX_TURN_SECONDS, MIN_TURN_SECONDS, Room, RoomError, Settings
from .sit_and_go import MAX_ENTRANTS, MAX_LEVEL_MINUTES, MIN_LEVEL_MINUTES, SitAndGoRoom
from .store import Store

__all__ = ["MAX_BODY_BYTES", "MAX_PAGE", "BodyLimit", "create_app"]

STATIC = Path(__file__).parent / "static"
MAX_BODY_BYTES = 64 * 1024
"""The largest request body read (``create_app(max_body_bytes=...)``); a larger one is 413."""
MAX_PAGE = 200
"""The most table ids one ``GET /tables`` answers."""


class BodyLimit:
    """Refuses (413) a request whose body is larger than ``limit`` bytes: at once by its
    Content-Length, else as soon as the chunks read add up past it, before it is read whole."""

    def __init__(self, app: ASGIApp, limit: int) -> None:
        self.app, self.limit = app, limit

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        for name, value in scope["headers"]:
            if name == b"content-length":
                try:
                    length = int(value)
                except ValueError:
                    length = -1
                if length < 0 or length > self.limit:
                    await self._refuse(send)
                    return
        seen = 0
        started = refused = False

        async def counted() -> Message:
            nonlocal seen, refused
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > self.limit and not refused:
                    refused = True
                    if not started:
                        await self._refuse(send)
                    # the app stops reading, as from a client gone; its answer is dropped
                    return {"type": "http.disconnect"}
            return message

        async def sending(message: Message) -> None:
            nonlocal started
            if refused:
                return
            started = started or message["type"] == "http.response.start"
            await send(message)

        try:
            await self.app(scope, counted, sending)
        except Exception:
            if not refused:
                raise

    async def _refuse(self, send: Send) -> None:
        response = error_response(413, f"the request body is larger than {self.limit} bytes")
        await response(
            {"type": "http"},
            _no_body,
            send,
        )


async def _no_body() -> Message:
    return {"type": "http.request", "body": b"", "more_body": False}


EXCERPT = 200
"""The most characters of an error's message: nothing a request sent is echoed back longer."""

CODES = {
    400: "bad_request",
    401: "unauthorized",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    409: "conflict",
    413: "too_large",
    422: "invalid",
    500: "internal",
}


class ErrorDetail(BaseModel):
    code: str = Field(description="the kind of refusal: " + ", ".join(sorted(set(CODES.values()))))
    message: str = Field(description=f"what was refused, in at most {EXCERPT} characters")
    exception: str | None = Field(
        default=None, description="the library's exception class, for a rule it refused"
    )


class ErrorBody(BaseModel):
    """Every refusal's body."""

    error: ErrorDetail


def excerpt(text: str) -> str:
    """``text`` cut to ``EXCERPT`` characters, anything that is not UTF-8 escaped."""
    text = text.encode("utf-8", "backslashreplace").decode("utf-8")
    return text if len(text) <= EXCERPT else text[: EXCERPT - 1] + "…"


def error_response(status: int, message: str, exception: str | None = None) -> JSONResponse:
    detail: dict[str, Any] = {"code": CODES.get(status, "error"), "message": excerpt(message)}
    if exception is not None:
        detail["exception"] = exception
    return JSONResponse({"error": detail}, status_code=status)


def _refusals(*statuses: int) -> dict[int | str, dict[str, Any]]:
    """The ``responses`` of a route: each status it may refuse with, and the error body."""
    return {status: {"model": ErrorBody, "description": CODES[status]} for status in statuses}


def _utf8(text: str) -> str:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        raise ValueError("the text is not valid Unicode (a lone surrogate)") from None
    return text


def _integral(value: object) -> object:
    """JSON Schema's integer: a whole number, written ``10`` or ``10.0`` (never a bool or a
    string: the strict check after this refuses those)."""
    if type(value) is float and value.is_integer():
        return int(value)
    return value


Text = Annotated[str, AfterValidator(_utf8)]
Int = Annotated[int, BeforeValidator(_integral)]
SeatKey = Annotated[str, Field(pattern=r"^[0-9]{1,2}$")]


class _Strict(BaseModel):
    """A body of strict types: no bool for a number, no number in a string, no NaN or
    infinity, no unknown field."""

    model_config = ConfigDict(strict=True, allow_inf_nan=False, extra="forbid")


class NewTable(_Strict):
    game: Annotated[Text, Field(max_length=64, json_schema_extra={"enum": list(PROFILES)})] = (
        "five_card_stud_home"
    )
    seats: Int = Field(default=4, ge=2, le=10)
    bots: dict[
        SeatKey, Annotated[Text, Field(max_length=32, json_schema_extra={"enum": list(BOTS)})]
    ] = Field(
        default_factory=lambda: {"1": "steady", "2": "calling_station", "3": "random_kind"},
        max_length=10,
        json_schema_extra={"additionalProperties": False},
        description="bot kind per seat (the seat's number as the key); the other seats are for"
        " people",
    )
    chips: Int = Field(default=100, gt=0, description="each bot's buy-in")
    buy_in: list[Int] | None = Field(
        default=None, min_length=2, max_length=2, description="the table's [min, max] buy-in"
    )
    seed: Int | None = None
    turn_seconds: float | None = Field(
        default=30.0,
        ge=MIN_TURN_SECONDS,
        le=MAX_TURN_SECONDS,
        description="seconds for each decision; None: no turn clock",
    )


class Join(_Strict):
    seat: Int | None = None
    chips: Int = 100
    name: Text = Field(default="", max_length=64)


class Act(_Strict):
    action: Text | None = Field(
        default=None, max_length=64, description="PHH text: f, cc, cbr 6, pb, sm, sm -"
    )
    option: Text | None = Field(
        default=None, max_length=32, description="an option's kind: fold, call, raise..."
    )
    to: Int | None = Field(default=None, description="the round total for a ranged option")


class NewSitAndGo(_Strict):
    game: Annotated[Text, Field(max_length=64, json_schema_extra={"enum": list(PROFILES)})] = (
        "seven_card_stud"
    )
    entrants: Int = Field(default=6, ge=2, le=MAX_ENTRANTS)
    bots: dict[
        SeatKey, Annotated[Text, Field(max_length=32, json_schema_extra={"enum": list(BOTS)})]
    ] = Field(
        default_factory=lambda: {str(k): "steady" for k in range(1, 6)},
        max_length=MAX_ENTRANTS,
        json_schema_extra={"additionalProperties": False},
        description="bot kind per entry (its number as the key); the other entries are for people",
    )
    starting_chips: Int = Field(default=1000, gt=0, le=10**9)
    level_minutes: float = Field(default=5.0, ge=MIN_LEVEL_MINUTES, le=MAX_LEVEL_MINUTES)
    shares: list[Int] = Field(default_factory=lambda: [65, 35], min_length=1, max_length=8)
    buy_in: Int = Field(default=10, gt=0, le=10**9, description="each entry's prize money")
    seed: Int | None = None
    turn_seconds: float | None = Field(default=30.0, ge=MIN_TURN_SECONDS, le=MAX_TURN_SECONDS)


class JoinSitAndGo(_Strict):
    name: Text = Field(default="", max_length=64)


Token = Annotated[str | None, Header(alias="Authorization", max_length=512)]
TableId = Annotated[str, PathParam(max_length=40)]


def _bearer(header: str | None) -> str | None:
    if header is None:
        return None
    scheme, _, value = header.partition(" ")
    return value.strip() if scheme.lower() == "bearer" else None


def create_app(
    database_url: str,
    *,
    settings: Settings | None = None,
    max_body_bytes: int = MAX_BODY_BYTES,
    tick_seconds: float | None = 1.0,
    clock: Callable[[], float] = time.time,
) -> FastAPI:
    """The app over the database at ``database_url`` (any SQLAlchemy URL). With
    ``tick_seconds`` (``None``: none), a background task started with the app's lifespan plays
    the default action for every player whose time has run out, every ``tick_seconds``
    (``clock`` tells the time: a test passes its own)."""
    store = Store(database_url)
    room = Room(store, clock=clock, settings=settings)
    sit_and_gos = SitAndGoRoom(store, clock=clock, settings=settings)

    @asynccontextmanager
    async def lifespan(app: FastAPI) -> AsyncIterator[None]:
        task = None
        if tick_seconds is not None:
            task = asyncio.create_task(_clock((room, sit_and_gos), tick_seconds))
        try:
            yield
        finally:
            if task is not None:
                task.cancel()
                with suppress(asyncio.CancelledError):
                    await task

    app = FastAPI(title="studpoker HTTP table", version="1", lifespan=lifespan)
    app.state.room = room
    app.state.sit_and_gos = sit_and_gos
    app.add_middleware(BodyLimit, limit=max_body_bytes)

    @app.exception_handler(RoomError)
    def refused(request: Request, err: RoomError) -> JSONResponse:
        return error_response(err.status, str(err))

    @app.exception_handler(StudPokerError)
    def rule_refused(request: Request, err: StudPokerError) -> JSONResponse:
        return error_response(400, str(err), type(err).__name__)

    @app.exception_handler(RequestValidationError)
    def invalid(request: Request, err: RequestValidationError) -> JSONResponse:
        parts = []
        for problem in err.errors()[:3]:
            where = ".".join(str(part)[:32] for part in problem.get("loc", ()))
            parts.append(f"{where}: {problem.get('msg', 'invalid')}")
        return error_response(422, "; ".join(parts) or "the request is not valid")

    @app.exception_handler(HTTPException)
    def http_refused(request: Request, err: HTTPException) -> JSONResponse:
        return error_response(err.status_code, str(err.detail))

    @app.exception_handler(Exception)
    def failed(request: Request, err: Exception) -> JSONResponse:
        return error_response(500, "the server failed to answer this request")

    @app.get("/", include_in_schema=False)
    def page() -> FileResponse:
        return FileResponse(STATIC / "index.html")

    app.mount("/static", StaticFiles(directory=STATIC), name="static")

    @app.get("/health")
    def health() -> dict[str, str]:
        return {"status": "ok"}

    @app.get("/games")
    def games() -> dict[str, Any]:
        return {"games": list(PROFILES), "bots": list(BOTS)}

    @app.get("/tables", responses=_refusals(422))
    def tables(
        limit: Annotated[int, Query(ge=1, le=MAX_PAGE)] = 50,
        after: Annotated[Text | None, Query(max_length=40)] = None,
    ) -> dict[str, Any]:
        """A page of table ids in order: ``limit`` of them, after ``after`` (the ``next`` of the
        page before; ``null`` on the last page)."""
        ids = store.table_ids(limit + 1, after)
        more = len(ids) > limit
        ids = ids[:limit]
        return {"tables": ids, "next": ids[-1] if more else None}

    @app.post("/tables", status_code=201, responses=_refusals(400, 409, 413, 422))
    def create_table(body: NewTable, request: Request) -> dict[str, Any]:
        client = request.client.host if request.client is not None else None
        return room.create_table(
            creator=client,
            game=body.game,
            seats=body.seats,
            bots={int(seat): kind for seat, kind in body.bots.items()},
            chips=body.chips,
            buy_in=None if body.buy_in is None else (body.buy_in[0], body.buy_in[1]),
            seed=body.seed,
            turn_seconds=body.turn_seconds,
        )

    @app.get("/tables/{table_id}", responses=_refusals(404, 422))
    def public(table_id: TableId) -> dict[str, Any]:
        return room.public(table_id)

    @app.post(
        "/tables/{table_id}/join", status_code=201, responses=_refusals(400, 404, 409, 413, 422)
    )
    def join(table_id: TableId, body: Join) -> dict[str, Any]:
        return room.join(table_id, body.seat, body.chips, body.name)

    seat_refusals = _refusals(400, 401, 403, 404, 409, 413, 422)

    @app.get("/tables/{table_id}/view", responses=seat_refusals)
    def view(table_id: TableId, authorization: Token = None) -> dict[str, Any]:
        return room.view(table_id, _bearer(authorization))

    @app.post("/tables/{table_id}/deal", responses=seat_refusals)
    def deal(table_id: TableId, authorization: Token = None) -> dict[str, Any]:
        return room.deal(table_id, _bearer(authorization))

    @app.post("/tables/{table_id}/act", responses=seat_refusals)
    def act(table_id: TableId, body: Act, authorization: Token = None) -> dict[str, Any]:
        return room.act(
            table_id, _bearer(authorization), action=body.action, option=body.option, to=body.to
        )

    @app.post("/tables/{table_id}/timeout", responses=seat_refusals)
    def timeout(table_id: TableId, authorization: Token = None) -> dict[str, Any]:
        return room.timeout(table_id, _bearer(authorization))

    @app.post("/tables/{table_id}/show", responses=seat_refusals)
    def show(table_id: TableId, authorization: Token = None) -> dict[str, Any]:
        return room.show(table_id, _bearer(authorization))

    @app.post("/tables/{table_id}/sit_out", responses=seat_refusals)
    def sit_out(table_id: TableId, authorization: Token = None) -> dict[str, Any]:
        return room.sit_out(table_id, _bearer(authorization))

    @app.post("/tables/{table_id}/sit_in", responses=seat_refusals)
    def sit_in(table_id: TableId, authorization: Token = None) -> dict[str, Any]:
        return room.sit_in(table_id, _bearer(authorization))

    @app.post("/tables/{table_id}/leave", responses=seat_refusals)
    def leave(table_id: TableId, authorization: Token = None) -> dict[str, Any]:
        return room.leave(table_id, _bearer(authorization))

    @app.get("/tables/{table_id}/hands/{number}", responses=seat_refusals)
    def history(
        table_id: TableId,
        number: Annotated[int, PathParam(ge=1, le=2**31)],
        authorization: Token = None,
    ) -> dict[str, Any]:
        return room.history(table_id, _bearer(authorization), number)

    @app.post("/sit_and_gos", status_code=201, responses=_refusals(400, 409, 413, 422))
    def create_sit_and_go(body: NewSitAndGo, request: Request) -> dict[str, Any]:
        return sit_and_gos.create(
            creator=request.client.host if request.client is not None else None,
            game=body.game,
            entrants=body.entrants,
            bots={int(entry): kind for entry, kind in body.bots.items()},
            starting_chips=body.starting_chips,
            level_minutes=body.level_minutes,
            shares=body.shares,
            buy_in=body.buy_in,
            seed=body.seed,
            turn_seconds=body.turn_seconds,
        )

    @app.get("/sit_and_gos/{sit_and_go_id}", responses=_refusals(404, 422))
    def sit_and_go(sit_and_go_id: TableId) -> dict[str, Any]:
        return sit_and_gos.public(sit_and_go_id)

    @app.post(
        "/sit_and_gos/{sit_and_go_id}/join",
        status_code=201,
        responses=_refusals(400, 404, 409, 413, 422),
    )
    def join_sit_and_go(sit_and_go_id: TableId, body: JoinSitAndGo) -> dict[str, Any]:
        return sit_and_gos.join(sit_and_go_id, body.name)

    @app.get("/sit_and_gos/{sit_and_go_id}/view", responses=seat_refusals)
    def sit_and_go_view(sit_and_go_id: TableId, authorization: Token = None) -> dict[str, Any]:
        return sit_and_gos.view(sit_and_go_id, _bearer(authorization))

    @app.post("/sit_and_gos/{sit_and_go_id}/act", responses=seat_refusals)
    def sit_and_go_act(
        sit_and_go_id: TableId, body: Act, authorization: Token = None
    ) -> dict[str, Any]:
        token = _bearer(authorization)
        return sit_and_gos.act(
            sit_and_go_id, token, action=body.action, option=body.option, to=body.to
        )

    @app.post("/sit_and_gos/{sit_and_go_id}/timeout", responses=seat_refusals)
    def sit_and_go_timeout(sit_and_go_id: TableId, authorization: Token = None) -> dict[str, Any]:
        return sit_and_gos.timeout(sit_and_go_id, _bearer(authorization))

    @app.get("/sit_and_gos/{sit_and_go_id}/hands/{number}", responses=seat_refusals)
    def sit_and_go_history(
        sit_and_go_id: TableId,
        number: Annotated[int, PathParam(ge=1, le=2**31)],
        authorization: Token = None,
    ) -> dict[str, Any]:
        return sit_and_gos.history(sit_and_go_id, _bearer(authorization), number)

    return app


async def _clock(rooms: tuple[Room, SitAndGoRoom], tick_seconds: float) -> None:
    """The room's turn clock: every ``tick_seconds``, time out whoever has run out of time, at
    the tables and the sit-and-gos."""
    while True:
        await asyncio.sleep(tick_seconds)
        for room in rooms:
            try:
                await asyncio.to_thread(room.expire_due)
            except Exception:  # a failing tick (a database hiccup) must not stop the clock
                continue
