"""The HTTP routes (FastAPI) and the page.

Every route about a seat reads the seat's token from ``Authorization: Bearer <token>``: without
one the answer is 401, with a token of no seat at the table 403, and nothing changes. A rule the
library refuses (an illegal action, a buy-in out of bounds) is a 400 naming the problem; a
request out of turn or out of place is a 409.
"""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

from fastapi import FastAPI, Header, Request
from fastapi.responses import FileResponse, JSONResponse
from fastapi.staticfiles import StaticFiles
from pydantic import BaseModel, Field

from studpoker import PROFILES, StudPokerError

from .room import BOTS, Room, RoomError
from .store import Store

__all__ = ["create_app"]

STATIC = Path(__file__).parent / "static"


class NewTable(BaseModel):
    game: str = "five_card_stud_home"
    seats: int = Field(default=4, ge=2, le=10)
    bots: dict[int, str] = Field(
        default_factory=lambda: {1: "steady", 2: "calling_station", 3: "random_kind"},
        description="bot kind per seat; the other seats are for people",
    )
    chips: int = Field(default=100, gt=0, description="each bot's buy-in")
    buy_in: tuple[int, int] | None = None
    seed: int | None = None
    turn_seconds: float | None = Field(default=30.0, description="None: no turn clock")


class Join(BaseModel):
    seat: int | None = None
    chips: int = 100
    name: str = Field(default="", max_length=64)


class Act(BaseModel):
    action: str | None = Field(default=None, description="PHH text: f, cc, cbr 6, pb, sm, sm -")
    option: str | None = Field(default=None, description="an option's kind: fold, call, raise...")
    to: int | None = Field(default=None, description="the round total for a ranged option")


Token = Annotated[str | None, Header(alias="Authorization")]


def _bearer(header: str | None) -> str | None:
    if header is None:
        return None
    scheme, _, value = header.partition(" ")
    return value.strip() if scheme.lower() == "bearer" else None


def create_app(database_url: str) -> FastAPI:
    """The app over the database at ``database_url`` (any SQLAlchemy URL)."""
    store = Store(database_url)
    room = Room(store)
    app = FastAPI(title="studpoker HTTP table", version="1")
    app.state.room = room

    @app.exception_handler(RoomError)
    def refused(request: Request, err: RoomError) -> JSONResponse:
        return JSONResponse({"detail": str(err)}, status_code=err.status)

    @app.exception_handler(StudPokerError)
    def rule_refused(request: Request, err: StudPokerError) -> JSONResponse:
        return JSONResponse({"detail": str(err), "error": type(err).__name__}, status_code=400)

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

    @app.get("/tables")
    def tables() -> dict[str, Any]:
        return {"tables": store.table_ids()}

    @app.post("/tables", status_code=201)
    def create_table(body: NewTable) -> dict[str, Any]:
        return room.create_table(
            game=body.game,
            seats=body.seats,
            bots=body.bots,
            chips=body.chips,
            buy_in=body.buy_in,
            seed=body.seed,
            turn_seconds=body.turn_seconds,
        )

    @app.get("/tables/{table_id}")
    def public(table_id: str) -> dict[str, Any]:
        return room.public(table_id)

    @app.post("/tables/{table_id}/join", status_code=201)
    def join(table_id: str, body: Join) -> dict[str, Any]:
        return room.join(table_id, body.seat, body.chips, body.name)

    @app.get("/tables/{table_id}/view")
    def view(table_id: str, authorization: Token = None) -> dict[str, Any]:
        return room.view(table_id, _bearer(authorization))

    @app.post("/tables/{table_id}/deal")
    def deal(table_id: str, authorization: Token = None) -> dict[str, Any]:
        return room.deal(table_id, _bearer(authorization))

    @app.post("/tables/{table_id}/act")
    def act(table_id: str, body: Act, authorization: Token = None) -> dict[str, Any]:
        return room.act(
            table_id, _bearer(authorization), action=body.action, option=body.option, to=body.to
        )

    @app.post("/tables/{table_id}/timeout")
    def timeout(table_id: str, authorization: Token = None) -> dict[str, Any]:
        return room.timeout(table_id, _bearer(authorization))

    @app.post("/tables/{table_id}/show")
    def show(table_id: str, authorization: Token = None) -> dict[str, Any]:
        return room.show(table_id, _bearer(authorization))

    @app.post("/tables/{table_id}/sit_out")
    def sit_out(table_id: str, authorization: Token = None) -> dict[str, Any]:
        return room.sit_out(table_id, _bearer(authorization))

    @app.post("/tables/{table_id}/sit_in")
    def sit_in(table_id: str, authorization: Token = None) -> dict[str, Any]:
        return room.sit_in(table_id, _bearer(authorization))

    @app.post("/tables/{table_id}/leave")
    def leave(table_id: str, authorization: Token = None) -> dict[str, Any]:
        return room.leave(table_id, _bearer(authorization))

    @app.get("/tables/{table_id}/hands/{number}")
    def history(table_id: str, number: int, authorization: Token = None) -> dict[str, Any]:
        return room.history(table_id, _bearer(authorization), number)

    return app
