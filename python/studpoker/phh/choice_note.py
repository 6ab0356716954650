"""A dealer's choice in a PHH history (rules §11). PHH has no verb for it, so the choice is a
note in our extension fields: ``_game`` names the game chosen (the history's variant fields
describe it), ``_chooser`` the PHH player who chose it (the dealer, the last player), and
``_chosen_by_default = true`` that the seat's time ran out. A hand whose dealer has not chosen
yet writes ``_chooser`` and the names of the games ``_offered`` (the history's fields describe
the game a timeout would play).

``replay`` starts such a hand with the choice, offering the game chosen (or, not chosen yet,
the games offered: the history's own game and the others from ``PROFILES``), and plays it.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from studpoker.errors import HandHistoryError, StudPokerError
from studpoker.games.profiles import PROFILES, Profile
from studpoker.hand.actions import CHOOSE_GAME, Action
from studpoker.hand.choose_game import ChooseGame, choosing
from studpoker.hand.records import GameChosen
from studpoker.limits import shown

if TYPE_CHECKING:
    from studpoker.hand import Hand
    from studpoker.phh.document import HandHistory

__all__ = ["choice_fields", "choice_start", "play_choice"]


def choice_fields(hand: Hand, number: dict[int, int]) -> dict[str, Any]:
    """The note of ``hand``'s dealer's choice (empty for a hand without one); ``number``: each
    seat's 0-based PHH player."""
    for record in hand.history:
        if type(record) is GameChosen:
            fields: dict[str, Any] = {"_game": record.game, "_chooser": number[record.seat] + 1}
            if record.by_default:
                fields["_chosen_by_default"] = True
            return fields
    phase = hand.current_phase
    if isinstance(phase, ChooseGame) and not phase.over:
        return {
            "_chooser": number[phase.actor] + 1,
            "_offered": [game.name for game in phase.games],
        }
    return {}


def choice_start(
    history: HandHistory, profile: Profile, dealer_player: int
) -> Callable[[Any], ChooseGame] | None:
    """The start of a replayed hand with a dealer's choice (``None``: the history has none);
    ``dealer_player``: the dealer's 1-based PHH number."""
    extra = history.extra
    chooser = extra.get("_chooser")
    if chooser is None:
        return None
    line = history.line_of("_chooser")
    if type(chooser) is not int or chooser != dealer_player:
        raise HandHistoryError(
            f"line {line}: _chooser {shown(chooser)}: the dealer (p{dealer_player}) chooses the "
            "game"
        )
    if "_game" in extra:
        if extra["_game"] != profile.name:
            raise HandHistoryError(
                f"line {history.line_of('_game')}: _game {shown(extra['_game'])}: the history's "
                f"fields describe {shown(profile.name)}"
            )
        return choosing((profile,), profile)
    names = extra.get("_offered")
    if not isinstance(names, list) or profile.name not in names:
        raise HandHistoryError(
            f"line {line}: a choice not made yet lists the games _offered, "
            f"{shown(profile.name)} among them"
        )
    games: list[Profile] = []
    for name in names:
        game = profile if name == profile.name else PROFILES.get(name)
        if game is None:
            raise HandHistoryError(f"line {history.line_of('_offered')}: no game {shown(name)}")
        games.append(game)
    return choosing(games, profile)


def play_choice(hand: Hand, history: HandHistory) -> None:
    """Play the choice the history notes (nothing when it notes none, or none made yet)."""
    game = history.extra.get("_game")
    if "_chooser" not in history.extra or game is None:
        return
    try:
        if history.extra.get("_chosen_by_default", False) is True:
            hand.act_default()
        else:
            hand.act(Action(CHOOSE_GAME, game=game))
    except StudPokerError as err:
        raise HandHistoryError(f"line {history.line_of('_game')}: {err}") from None
