"""Save and restore: a hand or a table as a JSON document, and back, continuing identically.

A saved document is the server's omniscient record (the deck order, every hole card, a table's
seed): keep it on the server; players get views. Restoring never trusts the state a document
states: it deals the recorded deck on a fresh ``Hand`` (or ``Table``) and plays the recorded
actions and seat changes through the public API, so every rule, chip total and card is checked
as in play, and no document can create a chip or a card. The ``state`` block a document carries
is then compared with the rebuilt state, and any difference is refused: the error names the field.

The format is versioned (``schema`` and ``version``) and described by the package's JSON Schema
(``studpoker/schema/studpoker.schema.json``).
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any

from studpoker.errors import SavedStateError, StudPokerError
from studpoker.games.dealers_choice import DealersChoice
from studpoker.games.profile_json import profile_from_json, profile_to_json
from studpoker.games.profiles import Profile
from studpoker.games.rake import Rake
from studpoker.games.rotation import Rotation
from studpoker.hand import Hand
from studpoker.hand.choose_game import ChooseGame, choosing
from studpoker.hand.records import (
    CardsMucked,
    CardsShown,
    CompletedBetRaised,
    GameChosen,
    Record,
    TurnUpChosen,
    WinnerShowed,
    phh_verb,
)
from studpoker.limits import is_int, shown
from studpoker.phh.dump import dump
from studpoker.phh.replay import replay
from studpoker.table import Table

__all__ = [
    "HAND_SCHEMA",
    "MAX_DOCUMENT_CHARS",
    "TABLE_SCHEMA",
    "VERSION",
    "hand_body",
    "hand_from_json",
    "hand_to_json",
    "profile_from_json",
    "profile_to_json",
    "restore",
    "restore_hand",
    "restore_table",
    "save",
    "table_from_json",
    "table_state",
    "table_to_json",
]

HAND_SCHEMA = "studpoker.hand"
TABLE_SCHEMA = "studpoker.table"
VERSION = 1
MAX_DOCUMENT_CHARS = 64 * 1024 * 1024
"""A larger document is refused before it is parsed."""


# ================================================================= the public entry points
def save(saved: Hand | Table) -> str:
    """A hand or a table as its JSON document text: game, stacks, dealer, deck order and every
    decision (a table's log and hands too). It is the server's (it holds every card); players
    get ``view(seat).to_dict()``."""
    data = hand_to_json(saved) if isinstance(saved, Hand) else table_to_json(saved)
    return json.dumps(data, separators=(",", ":"))


def restore_hand(document: str | Mapping[str, Any]) -> Hand:
    """The hand a ``save`` document describes, rebuilt by dealing and playing it again:
    ``SavedStateError`` names what is wrong with a malformed or tampered document."""
    return hand_from_json(document)


def restore_table(document: str | Mapping[str, Any]) -> Table:
    """The table a ``save`` document describes, rebuilt by replaying its log and hands;
    ``SavedStateError`` names what is wrong with a malformed or tampered document."""
    return table_from_json(document)


def restore(document: str | Mapping[str, Any]) -> Hand | Table:
    """The hand or table a ``save`` document describes, as its ``schema`` names it."""
    if isinstance(document, str):
        document = _document(document, None)
    if isinstance(document, Mapping) and document.get("schema") == TABLE_SCHEMA:
        return table_from_json(document)
    return hand_from_json(document)


# ================================================================= hands
def hand_to_json(hand: Hand) -> dict[str, Any]:
    """The document of ``hand``: its game, stacks, dealer, deck and actions, and its state."""
    data: dict[str, Any] = {"schema": HAND_SCHEMA, "version": VERSION}
    data.update(hand_body(hand))
    return data


def hand_body(hand: Hand) -> dict[str, Any]:
    """What a saved hand holds besides its schema and version: its deal (profile, stacks,
    dealer, deck; or, for a replayed history, the record), its actions and its state, as plain
    data (a table's document holds one per hand; a store may keep each hand's apart)."""
    body: dict[str, Any] = {}
    if hand.deck_order is not None:
        body["profile"] = profile_to_json(hand.profile)
        body["starting_stacks"] = list(hand.starting_stacks)
        body["dealer"] = hand.dealer
        body["deck"] = _deck_of(hand)
        if hand.rake is not None:  # written only for a raked hand: others read as ever
            body["rake"] = hand.rake.to_json()
        games = _games_offered(hand)
        if games is not None:  # a dealer's choice: the games offered, 'profile' the default
            body["dealers_choice"] = [profile_to_json(game) for game in games]
    else:
        # a replayed history deals from its record: the record itself is the document
        body["phh"] = dump(hand)
    body["actions"] = hand_actions(hand)
    body["state"] = _hand_state(hand)
    return body


def _games_offered(hand: Hand) -> tuple[Profile, ...] | None:
    """The games a hand's dealer chooses among (``None``: the hand has no dealer's choice);
    once chosen, the game chosen alone stands for them (the hand keeps no other)."""
    if any(type(record) is GameChosen for record in hand.history):
        return (hand.profile,)
    phase = hand.current_phase
    return phase.games if isinstance(phase, ChooseGame) and not phase.over else None


def hand_actions(hand: Hand) -> list[dict[str, Any]]:
    """The decisions of the players, in order: what ``Hand.act`` (and ``show_after_win``) took."""
    actions: list[dict[str, Any]] = []
    muck_phase_shows = hand.profile.showdown_muck
    format_card = hand.rules.format_card  # the hand's own rules write its cards
    for record in hand.history:
        verb = phh_verb(record)
        entry: dict[str, Any]
        if verb is None or (type(record) is CardsShown and not muck_phase_shows):
            continue
        if isinstance(record, CompletedBetRaised):
            entry = {"action": f"{verb} {record.to}"}
        elif type(record) is CardsMucked:
            entry = {"action": f"{verb} -"}
        elif isinstance(record, WinnerShowed):
            entry = {"show_after_win": [format_card(c) for c in record.cards]}
        elif type(record) is GameChosen:
            entry = {"action": f"{verb} {record.game}"}
        elif isinstance(record, TurnUpChosen):
            # the server's document keeps a choice not revealed yet: it is the full state
            entry = {"action": f"{verb} {''.join(format_card(c) for c in record.cards)}"}
        else:
            entry = {"action": verb}
        entry = {"seat": record.seat, **entry}  # type: ignore[union-attr]
        if getattr(record, "by_default", False):
            entry["by_default"] = True
        actions.append(entry)
    return actions


def _hand_state(hand: Hand) -> dict[str, Any]:
    state = {
        "stacks": list(hand.stacks),
        "committed": list(hand.committed),
        "street": hand.street,
        "actor": hand.actor,
        "is_over": hand.is_over,
        "payouts": None if hand.payouts is None else list(hand.payouts),
        "history_length": len(hand.history),
    }
    if hand.rake is not None:
        state["raked"] = hand.raked
    return state


def hand_from_json(document: str | Mapping[str, Any]) -> Hand:
    """The hand a document describes, rebuilt by play; ``SavedStateError`` says what is wrong."""
    data = _document(document, HAND_SCHEMA)
    hand = _start_hand(data)
    actions = _list(data, "actions")
    if "phh" in data:  # the history played its actions already: they must be the same
        if actions != hand_actions(hand):
            raise SavedStateError("actions: they differ from the hand history's")
    else:
        for index, entry in enumerate(actions):
            apply_action(hand, entry, f"actions[{index}]")
    _compare("state", _hand_state(hand), _field(data, "state"))
    return hand


def _start_hand(data: Mapping[str, Any]) -> Hand:
    if "phh" in data:
        text = data["phh"]
        if not isinstance(text, str):
            raise SavedStateError("phh: the hand history must be text")
        try:
            return replay(text)
        except StudPokerError as err:
            raise SavedStateError(f"phh: {err}") from None
    profile = profile_from_json(_field(data, "profile"))
    stacks, dealer, deck = (
        _list(data, "starting_stacks"),
        _field(data, "dealer"),
        _list(data, "deck"),
    )
    rake = _rake_of(data)
    try:
        if "dealers_choice" not in data:
            return Hand(profile, stacks, dealer, deck=deck, rake=rake)
        games = tuple(profile_from_json(game) for game in _list(data, "dealers_choice"))
        if profile not in games:
            raise SavedStateError("dealers_choice: the hand's profile is not among its games")
        default = games[games.index(profile)]
        start = choosing(games, default)
        return Hand(default, stacks, dealer, deck=deck, rake=rake, start=start)
    except SavedStateError:
        raise
    except StudPokerError as err:
        raise SavedStateError(f"the hand cannot be dealt: {err}") from None


def _rake_of(data: Mapping[str, Any]) -> Rake | None:
    """The rake a document names (none when it names none)."""
    if "rake" not in data:
        return None
    try:
        return Rake.from_json(data["rake"])
    except StudPokerError as err:
        raise SavedStateError(f"rake: {err}") from None


def apply_action(hand: Hand, entry: Any, where: str) -> Record:
    """Play one saved decision on ``hand``, refusing it whole with the entry named."""
    if not isinstance(entry, Mapping):
        raise SavedStateError(f"{where}: an action object is needed, got {_short(entry)}")
    unknown = sorted(set(entry) - {"seat", "action", "show_after_win", "by_default"})
    if unknown:
        raise SavedStateError(f"{where}: unknown field(s) {', '.join(unknown)}")
    seat = entry.get("seat")
    try:
        if "show_after_win" in entry:
            cards = entry["show_after_win"]
            if not isinstance(cards, list) or not all(isinstance(c, str) for c in cards):
                raise SavedStateError(f"{where}: show_after_win lists cards as text")
            return hand.show_after_win(seat, cards)  # type: ignore[arg-type]
        actors = hand.actors
        if type(seat) is not int or seat not in actors:
            waiting = f"seat {hand.actor} is" if len(actors) < 2 else f"seats {list(actors)} are"
            raise SavedStateError(f"{where}: seat {_short(seat)} acts, but {waiting} to act")
        # where several seats act at once (a turn-up) the entry's seat says which
        chooser = None if seat == hand.actor else seat
        action = entry.get("action")
        if not isinstance(action, str):
            raise SavedStateError(f"{where}: 'action' must be PHH text such as 'cc'")
        if entry.get("by_default", False) is True:
            expected = hand.default_action(chooser).action
            if str(expected) != action:
                raise SavedStateError(
                    f"{where}: {shown(action)} played by default, but the default here is "
                    f"{expected}"
                )
            return hand.act_default(chooser)
        return hand.act(action, chooser)
    except SavedStateError:
        raise
    except StudPokerError as err:
        raise SavedStateError(f"{where}: {err}") from None


# ================================================================= tables
def table_to_json(table: Table) -> dict[str, Any]:
    """The document of a table: its set-up, every seat change and deal in order, every hand.
    A table dealing a rotation of games also holds the ``rotation``, one dealing a dealer's
    choice the ``dealers_choice`` (their first game is the ``profile``)."""
    game = table.game
    if isinstance(game, Profile):
        first = game
    else:
        first = game.profiles[0] if isinstance(game, Rotation) else game.games[0]
    document: dict[str, Any] = {
        "schema": TABLE_SCHEMA,
        "version": VERSION,
        "profile": profile_to_json(first),
        "seats": table.seats,
        "buy_in": None if table.buy_in is None else list(table.buy_in),
        "seed": table.seed,
        "initial_stacks": list(table.initial_stacks),
        "log": [dict(entry) for entry in table.log],
        "hands": [hand_body(hand) for hand in table.hands],
        "state": table_state(table),
    }
    if table.rake is not None:  # written only for a raked table: others read as ever
        document["rake"] = table.rake.to_json()
    if isinstance(game, Rotation):
        document["rotation"] = game.to_dict()
    elif isinstance(game, DealersChoice):
        document["dealers_choice"] = game.to_dict()
    return document


def table_state(table: Table) -> dict[str, Any]:
    """A table's state as its document records it (stacks, dealer, hands played, who sits out
    or is waited for, the ledger, the rake), as plain data: what a restored table is checked
    against, and a short fingerprint of the table for a store."""
    state = {
        "stacks": list(table.stacks),
        "dealer": table.dealer,
        "hands_played": table.hands_played,
        "sitting_out": sorted(table.sitting_out),
        "waiting_for": list(table.waiting_for),
        "ledger": [list(entry) for entry in table.ledger],
    }
    if table.rake is not None:
        state["raked"] = table.raked
    return state


def table_from_json(document: str | Mapping[str, Any]) -> Table:
    """The table a document describes, rebuilt by replaying its log; refused if anything
    differs from what the play produces."""
    data = _document(document, TABLE_SCHEMA)
    game: Profile | Rotation | DealersChoice = profile_from_json(_field(data, "profile"))
    if data.get("rotation") is not None:
        game = Rotation.from_dict(data["rotation"])
        if game.profiles[0] != profile_from_json(data["profile"]):
            raise SavedStateError("profile: it is not the rotation's first game")
    elif data.get("dealers_choice") is not None:
        game = DealersChoice.from_dict(data["dealers_choice"])
        if game.games[0] != profile_from_json(data["profile"]):
            raise SavedStateError("profile: it is not the dealer's choice's first game")
    buy_in = data.get("buy_in")
    seed = data.get("seed")
    stacks, seats = _list(data, "initial_stacks"), _field(data, "seats")
    rake = _rake_of(data)
    try:
        table = Table(
            game,
            stacks,
            seed,
            seats=seats,
            buy_in=tuple(buy_in) if isinstance(buy_in, list) else buy_in,
            rake=rake,
        )
    except StudPokerError as err:
        raise SavedStateError(f"the table cannot be set up: {err}") from None
    hands = _list(data, "hands")
    played: list[int] = []  # actions played so far of each hand

    def catch_up(number: int, history_length: int | None) -> None:
        """Play hand ``number``'s saved actions until its history has that length (or all)."""
        hand = table.hands[number - 1]
        actions = _list(hands[number - 1], "actions")
        while played[number - 1] < len(actions):
            if history_length is not None and len(hand.history) >= history_length:
                break
            where = f"hands[{number - 1}].actions[{played[number - 1]}]"
            apply_action(hand, actions[played[number - 1]], where)
            played[number - 1] += 1
        if history_length is not None and len(hand.history) != history_length:
            raise SavedStateError(f"log: no point of hand {number} has {history_length} records")

    for index, entry in enumerate(_list(data, "log")):
        where = f"log[{index}]"
        if not isinstance(entry, Mapping):
            raise SavedStateError(f"{where}: a log entry must be an object")
        at = entry.get("at")
        if not isinstance(at, list) or len(at) != 2 or not all(is_int(x) for x in at):
            raise SavedStateError(f"{where}: 'at' must be [hands dealt, history length]")
        if at[0] != table.hands_played:
            raise SavedStateError(
                f"{where}: logged after hand {at[0]}, replayed after hand {table.hands_played}"
            )
        deal = entry.get("op") == "deal"
        if at[0]:
            catch_up(at[0], None if deal else at[1])
        if deal:
            number = table.hands_played + 1
            if number > len(hands):
                raise SavedStateError(f"{where}: deals hand {number}; {len(hands)} are saved")
            deck = _list(hands[number - 1], "deck")
            try:
                hand = table.replay_deal(entry, deck)
            except StudPokerError as err:
                raise SavedStateError(f"{where}: {err}") from None
            played.append(0)
            dealt = _deck_of(hand)
            if dealt != deck:
                raise SavedStateError(
                    f"hands[{number - 1}].deck: the table's seed deals {' '.join(dealt)}"
                )
            continue
        try:
            table.replay_op(entry)
        except StudPokerError as err:
            raise SavedStateError(f"{where}: {err}") from None
    if table.hands_played != len(hands):
        raise SavedStateError(f"hands: {len(hands)} saved, the log deals {table.hands_played}")
    for number in range(1, len(hands) + 1):
        catch_up(number, None)
        where = f"hands[{number - 1}].state"
        _compare(where, _hand_state(table.hands[number - 1]), _field(hands[number - 1], "state"))
    _compare("state", table_state(table), _field(data, "state"))
    return table


# ================================================================= helpers
def _document(document: str | Mapping[str, Any], schema: str | None) -> Mapping[str, Any]:
    if isinstance(document, str):
        if len(document) > MAX_DOCUMENT_CHARS:
            raise SavedStateError(
                f"the document has {len(document)} characters; the most is {MAX_DOCUMENT_CHARS}"
            )
        try:
            document = json.loads(document)
        except (ValueError, RecursionError) as err:
            raise SavedStateError(f"not JSON: {err}") from None
    if not isinstance(document, Mapping):
        raise SavedStateError(
            f"a saved {schema or 'document'} is a JSON object, got {_short(document)}"
        )
    if schema is None:
        return document
    if document.get("schema") != schema:
        raise SavedStateError(f"schema {_short(document.get('schema'))}: expected {shown(schema)}")
    if document.get("version") != VERSION:
        raise SavedStateError(
            f"version {_short(document.get('version'))}: this package reads version {VERSION}"
        )
    return document


def _deck_of(hand: Hand) -> list[str]:
    """The order the hand's deck was dealt in (burns put under the stub come after the 52)."""
    order = hand.deck_order
    assert order is not None
    return [hand.rules.format_card(card) for card in order]


def _field(data: Any, key: str) -> Any:
    if not isinstance(data, Mapping) or key not in data:
        raise SavedStateError(f"missing field {shown(key)}")
    return data[key]


def _list(data: Any, key: str) -> list[Any]:
    value = _field(data, key)
    if not isinstance(value, list):
        raise SavedStateError(f"{key}: a list is needed, got {_short(value)}")
    return value


def _compare(where: str, rebuilt: Mapping[str, Any], saved: Any) -> None:
    if not isinstance(saved, Mapping):
        raise SavedStateError(f"{where}: an object is needed")
    for key, value in rebuilt.items():
        if key not in saved:
            raise SavedStateError(f"{where}.{key}: missing")
        if saved[key] != value:
            raise SavedStateError(
                f"{where}.{key}: the document says {_short(saved[key])}, "
                f"the play gives {_short(value)}"
            )


def _short(value: Any) -> str:
    return shown(value)
