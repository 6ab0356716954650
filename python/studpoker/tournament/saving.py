"""Save and restore a tournament: a versioned JSON document, rebuilt by play.

The document holds the set-up, the moment the tournament started, the log of every call that
changed it (each deal, registration and re-entry, with the clock's reading and how far each
running hand had gone), every hand's deck and decisions, and, without a seed, every random draw
made. Restoring builds the tournament afresh and plays the log again through the public API:
the hands' decisions up to where each call found them, then the call with its clock reading, so
every level, move, race and elimination happens again as it did (a seeded tournament deals its
own decks, which must be the saved ones). The ``state`` block is then compared with the rebuilt
state; any difference is refused, naming the field. Like a table's document, this one is the
server's: it holds the seed (or the draws) and every card.
"""

from __future__ import annotations

import json
import time
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from studpoker.errors import SavedStateError, StudPokerError
from studpoker.games.dealers_choice import DealersChoice
from studpoker.games.profiles import Profile
from studpoker.games.rotation import Rotation
from studpoker.limits import is_int
from studpoker.saving import (
    VERSION,
    _compare,
    _deck_of,
    _document,
    _field,
    _hand_state,
    _list,
    _short,
    apply_action,
    hand_actions,
    profile_from_json,
    profile_to_json,
)
from studpoker.tournament.draws import Randomness
from studpoker.tournament.payouts import Payouts
from studpoker.tournament.structure import Structure

if TYPE_CHECKING:
    from studpoker.tournament import Tournament
    from studpoker.tournament.setup import Clock

__all__ = ["TOURNAMENT_SCHEMA", "tournament_from_json", "tournament_to_json"]

TOURNAMENT_SCHEMA = "studpoker.tournament"


def tournament_to_json(tournament: Tournament) -> str:
    return json.dumps(tournament_document(tournament), separators=(",", ":"))


def tournament_document(tournament: Tournament) -> dict[str, Any]:
    """The document of ``tournament`` as a JSON-ready object."""
    game = tournament.game
    return {
        "schema": TOURNAMENT_SCHEMA,
        "version": VERSION,
        "setup": {
            "game": _game_document(game),
            "entrants": list(tournament._names),
            "starting_chips": tournament.starting_chips,
            "structure": tournament.structure.to_dict(),
            "payouts": tournament.payouts.to_dict(),
            "tables": len(tournament._tables),
            "seats": tournament.seats,
            "seed": tournament.seed,
            "late_registration": tournament.late_registration,
            "reentry": tournament.reentry,
            "max_reentries": tournament.max_reentries,
            "name": tournament.name,
        },
        "started": tournament._started,
        "draws": None if tournament.seed is not None else list(tournament._random.draws),
        "log": [dict(entry) for entry in tournament._log],
        "hands": [
            {
                "deck": _deck_of(record.hand),
                "actions": hand_actions(record.hand),
                "state": _hand_state(record.hand),
            }
            for record in tournament.hands
        ],
        "state": tournament_state(tournament),
    }


def tournament_state(tournament: Tournament) -> dict[str, Any]:
    """What a restore must rebuild exactly."""
    return {
        "level": tournament.level,
        "is_over": tournament.is_over,
        "entries": tournament.entries,
        "hands": len(tournament.hands),
        "races": len(tournament.races),
        "chips_in_play": tournament.chips_in_play,
        "tables": [[number, list(tournament.seating(number))] for number in tournament.tables],
        "results": [list(standing) for standing in _plain_results(tournament)],
    }


def _plain_results(tournament: Tournament) -> list[list[Any]]:
    return [
        [
            s.entrant,
            s.entry,
            s.place,
            None if s.places is None else list(s.places),
            s.prize,
            s.chips,
            s.table,
            s.seat,
        ]
        for s in tournament.results()
    ]


class _ReplayClock:
    """The saved readings, one per call, while the log is played again."""

    __slots__ = ("now",)

    def __init__(self, now: float) -> None:
        self.now = now

    def __call__(self) -> float:
        return self.now


def tournament_from_json(document: str | Mapping[str, Any], clock: Clock = time.time) -> Tournament:
    """The tournament a document describes, rebuilt by play; it then reads ``clock``."""
    from studpoker.tournament import Tournament

    data = _document(document, TOURNAMENT_SCHEMA)
    setup = _field(data, "setup")
    if not isinstance(setup, Mapping):
        raise SavedStateError("setup: an object is needed")
    seed = setup.get("seed")
    started = _field(data, "started")
    if isinstance(started, bool) or not isinstance(started, int | float):
        raise SavedStateError(f"started: a clock reading is needed, got {_short(started)}")
    draws = data.get("draws")
    if seed is None and not isinstance(draws, list):
        raise SavedStateError("draws: a tournament without a seed saves its draws (a list)")
    replay = _ReplayClock(float(started))
    tournament = Tournament.__new__(Tournament)
    try:
        if seed is not None:
            from studpoker.hand.shuffle import check_seed

            check_seed(seed)
        tournament._setup(
            _game(_field(setup, "game")),
            _list(setup, "entrants"),
            _field(setup, "starting_chips"),
            Structure.from_dict(_field(setup, "structure")),
            Payouts.from_dict(_field(setup, "payouts")),
            _field(setup, "tables"),
            seed,
            _field(setup, "seats"),
            setup.get("late_registration"),
            setup.get("reentry"),
            setup.get("max_reentries"),
            replay,
            _field(setup, "name"),
            Randomness(seed, None if seed is not None else draws),
            float(started),
        )
    except SavedStateError:
        raise
    except StudPokerError as err:
        raise SavedStateError(f"setup: the tournament cannot be set up: {err}") from None
    hands = _list(data, "hands")
    played: list[int] = []
    unfinished: set[int] = set()  # hands whose saved decisions are not all played yet

    def catch_up(index: int, length: int | None) -> None:
        """Play hand ``index``'s saved decisions until its history has ``length`` records (all
        of them, the hand then over, when ``length`` is None)."""
        hand = tournament._hands[index].hand
        actions = _list(hands[index], "actions")
        while played[index] < len(actions):
            if length is not None and len(hand.history) >= length:
                break
            apply_action(hand, actions[played[index]], f"hands[{index}].actions[{played[index]}]")
            played[index] += 1
        if length is not None and len(hand.history) != length:
            raise SavedStateError(f"log: no point of hand {index + 1} has {length} records")
        if length is None:
            if not hand.is_over:
                raise SavedStateError(f"hands[{index}]: the saved decisions do not finish it")
            unfinished.discard(index)

    for number, entry in enumerate(_list(data, "log")):
        where = f"log[{number}]"
        if not isinstance(entry, Mapping):
            raise SavedStateError(f"{where}: a log entry must be an object")
        at = entry.get("at")
        if not isinstance(at, list) or not all(
            isinstance(p, list) and len(p) == 2 and all(is_int(x) for x in p) for p in at
        ):
            raise SavedStateError(f"{where}: 'at' must list [hand index, history length] pairs")
        running = dict(at)
        if any(not 0 <= index < len(tournament._hands) for index in running):
            raise SavedStateError(f"{where}: 'at' names a hand not dealt yet")
        for index in sorted(unfinished):
            catch_up(index, running.get(index))
        when = entry.get("time")
        if isinstance(when, bool) or not isinstance(when, int | float):
            raise SavedStateError(f"{where}: 'time' must be the clock's reading")
        replay.now = float(when)
        op = entry.get("op")
        try:
            if op == "deal":
                deck = entry.get("deck")
                table = entry.get("table")
                tournament.deal(table, deck=deck)  # type: ignore[arg-type]
                index = len(tournament._hands) - 1
                played.append(0)
                unfinished.add(index)
                if index >= len(hands):
                    raise SavedStateError(
                        f"{where}: deals hand {index + 1}; {len(hands)} are saved"
                    )
                dealt = _deck_of(tournament._hands[index].hand)
                if dealt != _list(hands[index], "deck"):
                    raise SavedStateError(
                        f"hands[{index}].deck: the tournament deals {' '.join(dealt)}"
                    )
            elif op in ("register", "reenter"):
                getattr(tournament, op)(entry.get("entrant"))
            else:
                raise SavedStateError(f"{where}: unknown operation {_short(op)}")
        except SavedStateError:
            raise
        except StudPokerError as err:
            raise SavedStateError(f"{where}: {err}") from None
    if len(tournament._hands) != len(hands):
        raise SavedStateError(f"hands: {len(hands)} saved, the log deals {len(tournament._hands)}")
    for index in range(len(hands)):
        # a hand still running when saved keeps its saved decisions; it need not be over
        hand = tournament._hands[index].hand
        actions = _list(hands[index], "actions")
        while played[index] < len(actions):
            where = f"hands[{index}].actions[{played[index]}]"
            apply_action(hand, actions[played[index]], where)
            played[index] += 1
        _compare(f"hands[{index}].state", _hand_state(hand), _field(hands[index], "state"))
    if tournament._random.unused:
        raise SavedStateError(f"draws: {tournament._random.unused} saved draw(s) left unused")
    tournament._random.go_live()
    _compare("state", tournament_state(tournament), _field(data, "state"))
    tournament._clock = clock
    return tournament


def _game_document(game: Profile | Rotation | DealersChoice) -> dict[str, Any]:
    if isinstance(game, Profile):
        return {"profile": profile_to_json(game)}
    if isinstance(game, Rotation):
        return {"rotation": game.to_dict()}
    return {"dealers_choice": game.to_dict()}


def _game(data: Any) -> Profile | Rotation | DealersChoice:
    needed = "setup.game: an object with 'profile', 'rotation' or 'dealers_choice' is needed"
    if not isinstance(data, Mapping) or len(data) != 1:
        raise SavedStateError(needed)
    if "profile" in data:
        return profile_from_json(data["profile"])
    if "rotation" in data:
        return Rotation.from_dict(data["rotation"])
    if "dealers_choice" in data:
        return DealersChoice.from_dict(data["dealers_choice"])
    raise SavedStateError(needed)
