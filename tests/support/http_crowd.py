"""People at the HTTP example's tables, over real HTTP, for the crowd and crash tests and the
load bench: each deals, acts on a random legal option of its own view, and checks every answer
it gets: no card it may not know, chips conserved at the table between hands, and never an
answer older than one it had already (an update lost). The acknowledged answers it keeps are
checked against the database at the end (``check_stored``).
"""

from __future__ import annotations

import random
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

import httpx

from studpoker.saving import restore_table

Skeleton = tuple[tuple[str, int | None], ...]
"""A hand's history as the events and their seats only: what every later view of the same
hand by the same seat starts with (cards may be shown later, records are never taken back)."""


class ServerGone(Exception):
    """The server did not answer (a crash): the request may or may not have been made."""


def skeleton(view: dict[str, Any] | None) -> Skeleton:
    if view is None:
        return ()
    return tuple((record["event"], record.get("seat")) for record in view["history"])


def leaks(state: dict[str, Any]) -> list[str]:
    """What a seat's answer shows that its reader may not know: another seat's down card before
    it is shown or turned up, a burned card, a turn-up choice before the reveal (and its own
    hole cards missing)."""
    view = state["view"]
    if view is None:
        return []
    found = []
    if view["seat"] != state["hand_seat"]:
        found.append(f"the view is seat {view['seat']}'s, the answer seat {state['hand_seat']}'s")
    shown = {r["seat"] for r in view["history"] if r["event"] == "cards_shown"}
    for seat, cards in enumerate(view["hole_cards"]):
        if seat != view["seat"] and seat not in shown and cards != [None] * len(cards):
            found.append(f"seat {seat}'s hole cards")
    if view["seat"] is not None and None in view["hole_cards"][view["seat"]]:
        found.append("the seat's own hole cards are missing")
    revealed = any(r["event"] == "turn_ups_revealed" for r in view["history"])
    for record in view["history"]:
        if record["event"] == "card_burned" and record["card"] is not None:
            found.append("a burned card")
        hidden = record["event"] == "card_dealt" and not record["up"]
        if hidden and record["seat"] != view["seat"] and record["seat"] not in shown:
            # a down card is public once turned up (flip stud), else hidden
            turned = record["card"] in view["up_cards"][record["seat"]]
            if record["card"] is not None and not turned:
                found.append(f"seat {record['seat']}'s down card {record['card']}")
        chosen = record["event"] == "turn_up_chosen" and record["seat"] != view["seat"]
        if chosen and not revealed and record["cards"] != [None] * len(record["cards"]):
            found.append(f"seat {record['seat']}'s turn-up choice before the reveal")
    return found


@dataclass(frozen=True)
class Ack:
    """An acknowledged change: the seat's answer (hand number, its history's skeleton)."""

    hand_number: int
    hand_seat: int | None
    skeleton: Skeleton


@dataclass
class Player:
    """A person at a table, with its token; it may speak to any of ``urls`` (server processes
    sharing one database), picking one at random for each request."""

    urls: Sequence[str]
    table_id: str
    seat: int
    token: str
    chips_at_table: int
    """The chips brought to the table by everyone: its stacks add up to this between hands."""
    rng: random.Random
    acks: list[Ack] = field(default_factory=list)
    latencies: list[float] = field(default_factory=list)
    statuses: dict[int, int] = field(default_factory=dict)
    problems: list[str] = field(default_factory=list)
    unanswered: int = 0
    """Requests that got no answer (the server was killed or down)."""
    last: tuple[int, Skeleton] = (0, ())

    def request(self, client: httpx.Client, method: str, route: str, **kwargs: Any) -> Any:
        """The seat's answer to ``route``, checked; ``None`` for a refusal (409 counted, any
        other status noted as a problem); ``ServerGone`` when no answer came."""
        url = f"{self.rng.choice(self.urls)}/tables/{self.table_id}/{route}"
        headers = {"Authorization": f"Bearer {self.token}"}
        start = time.perf_counter()
        try:
            answer = client.request(method, url, headers=headers, **kwargs)
        except httpx.TransportError as err:
            raise ServerGone(str(err)) from None
        self.latencies.append(time.perf_counter() - start)
        self.statuses[answer.status_code] = self.statuses.get(answer.status_code, 0) + 1
        if answer.status_code != 200:
            if answer.status_code != 409:  # 409: out of turn, or another process wrote first
                self.problems.append(f"{method} {route}: {answer.status_code} {answer.text[:200]}")
            return None
        state: dict[str, Any] = answer.json()
        self.check(state, acknowledged=method == "POST")
        return state

    def check(self, state: dict[str, Any], *, acknowledged: bool) -> None:
        where = f"table {self.table_id} seat {self.seat}"
        self.problems += [f"{where}: {leak} leaked" for leak in leaks(state)]
        table = state["table"]
        stacks = [s["stack"] for s in table["seats"] if s["stack"] is not None]
        if not table["in_hand"] and sum(stacks) != self.chips_at_table:
            self.problems.append(f"{where}: the stacks {stacks} add up to {sum(stacks)}")
        now = (state["hand_number"] or 0, skeleton(state["view"]))
        before = self.last
        if now[0] < before[0] or (now[0] == before[0] and now[1][: len(before[1])] != before[1]):
            self.problems.append(f"{where}: an answer older than the one before (hand {now[0]})")
        self.last = now
        if acknowledged and state["hand_number"]:
            self.acks.append(Ack(state["hand_number"], state["hand_seat"], now[1]))

    def play(
        self,
        client: httpx.Client,
        done: Callable[[dict[str, Any]], bool],
        deadline: float,
        wait_for_server: Callable[[], None] | None = None,
    ) -> bool:
        """Deal and act until, between two hands, ``done(public table)`` says so (``True``) or
        ``deadline`` (``time.monotonic``) passes (``False``). Without ``wait_for_server`` a
        server that does not answer is a problem; with it, the request is taken as not
        acknowledged and the player waits for the server to be back, then reads its seat
        again."""
        state = None
        while time.monotonic() < deadline:
            try:
                if state is None:
                    state = self.request(client, "GET", "view")
                    continue
                table = state["table"]
                if not table["in_hand"]:
                    if done(table):
                        return True
                    state = self.request(client, "POST", "deal")
                elif state["options"]:
                    option = self.choose(state["options"])
                    state = self.request(client, "POST", "act", json={"action": option})
                else:
                    state = self.request(client, "GET", "view")
            except ServerGone as gone:
                self.unanswered += 1
                if wait_for_server is None:
                    self.problems.append(f"no answer: {gone}")
                    return False
                wait_for_server()
                state = None
        return False

    def choose(self, options: list[dict[str, Any]]) -> str:
        """A legal option's PHH notation, at random; a fold seldom, so that hands go on."""
        weights = [1 if option["kind"] == "fold" else 4 for option in options]
        chosen = self.rng.choices(options, weights)[0]
        return str(chosen["notation"])


def seat_people(
    client: httpx.Client,
    url: str,
    *,
    game: str,
    people: int,
    bots: int,
    chips: int,
    rng: random.Random,
    urls: Sequence[str] | None = None,
    turn_seconds: float | None = None,
) -> list[Player]:
    """A new table of ``people`` persons then ``bots`` calling stations, each with ``chips``."""
    body = {
        "game": game,
        "seats": people + bots,
        "bots": {str(people + i): "calling_station" for i in range(bots)},
        "chips": chips,
        "turn_seconds": turn_seconds,
    }
    created = client.post(f"{url}/tables", json=body)
    assert created.status_code == 201, created.text
    table_id = created.json()["id"]
    players = []
    for seat in range(people):
        joined = client.post(f"{url}/tables/{table_id}/join", json={"seat": seat, "chips": chips})
        assert joined.status_code == 201, joined.text
        player_rng = random.Random(rng.random())
        token = joined.json()["token"]
        total = chips * (people + bots)
        players.append(Player(urls or [url], table_id, seat, token, total, player_rng))
    return players


class Finish:
    """When the people of a table stop: between hands, ``more`` (at least 1) hands after the
    one ``when()`` first came true in at the table. The first of them to see it fixes the
    table's last hand for all: a person who stopped on their own (at a moment) could leave the
    other waiting for them in a hand dealt at that moment, and a person's view may be one deal
    behind, hence the one more hand at least."""

    def __init__(self, when: Callable[[], bool], more: int) -> None:
        if more < 1:
            raise ValueError("more: at least one hand, for a deal made at the same moment")
        self.when, self.more = when, more
        self.targets: dict[str, int] = {}
        self.guard = threading.Lock()

    def of(self, player: Player) -> Callable[[dict[str, Any]], bool]:
        """The ``done`` of ``player``'s ``play``."""

        def done(table: dict[str, Any]) -> bool:
            if not self.when():
                return False
            with self.guard:
                target = self.targets.setdefault(player.table_id, table["hands_played"] + self.more)
            return bool(table["hands_played"] >= target)

        return done


def run_together(players: Sequence[Player], play: Callable[[Player], object]) -> None:
    """``play(player)`` for every player at once, one thread each; a thread's exception is
    noted as a problem of its player."""

    def run(player: Player) -> None:
        try:
            play(player)
        except Exception as err:  # a failed assertion or a bug: the test reports it
            player.problems.append(f"{type(err).__name__}: {err}")

    threads = [threading.Thread(target=run, args=(player,)) for player in players]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()


def check_stored(players: Sequence[Player], document: Callable[[str], str | None]) -> list[str]:
    """Every acknowledged answer is still in the stored table (``document(table_id)``): its
    hand's history, as its seat sees it, starts with what was acknowledged; and the stacks of a
    table between hands add up to what was brought to it."""
    problems = []
    tables: dict[str, Any] = {}
    for player in players:
        table = tables.get(player.table_id)
        if table is None:
            text = document(player.table_id)
            assert text is not None, f"table {player.table_id} is gone"
            table = tables[player.table_id] = restore_table(text)
            if not table.in_hand and sum(s for s in table.stacks if s is not None) != (
                player.chips_at_table
            ):
                problems.append(f"table {player.table_id}: stacks {table.stacks}")
        for ack in player.acks:
            if ack.hand_number > table.hands_played:
                problems.append(f"table {player.table_id}: hand {ack.hand_number} lost")
                continue
            kept = skeleton(table.hands[ack.hand_number - 1].view(ack.hand_seat).to_dict())
            if kept[: len(ack.skeleton)] != ack.skeleton:
                problems.append(
                    f"table {player.table_id} seat {player.seat}: an acknowledged change of "
                    f"hand {ack.hand_number} is not stored"
                )
    return problems


def percentile(values: Sequence[float], fraction: float) -> float:
    """The value below which ``fraction`` of ``values`` lie (nearest rank)."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(fraction * len(ordered)) - 1))]
