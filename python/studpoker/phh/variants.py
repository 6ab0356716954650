"""Which profile a hand history is played under, and how a profile is written into one.

The standard codes ``F7S``, ``F7S/8`` and ``FR`` name the games as the card room plays them
(the WSOP live-action and tournament rules, the same in Robert's Rules and the TDA rules for
fixed limit): the half-bet rule for all-ins, on third street too (an all-in reaching half the
completion is the completion); one bet and four raises, heads-up included; a short bring-in
still the bring-in, the others owing all of it; no open-pair option; ties between equal showing
hands to the lowest player number; the bring-in passing to the next seat when the low-card seat
is all-in from the ante. Their stakes come from the file's fields, and so does the trimming of
antes (``ante_trimming_status``, false by the standard's default).

``rules="pokerkit"`` reads the same codes as pokerkit, the main writer of PHH files, plays them
(``POKERKIT_VARIANTS``): raises to the level + one step even over a short all-in, a short
bring-in that others call as posted, four completions, bets and raises in all, pots merged once
the losers are out. docs/phh.md tabulates every difference.

Every other game is written with an extension code (``F5S``, ``N5S``, ``F2R7`` for 2-7 razz,
...), a ``_profile`` field
naming the profile and ``_rules`` holding each field that differs from it, so that any profile
round-trips exactly.
"""

from __future__ import annotations

import dataclasses
import functools
import json
from collections.abc import Mapping
from typing import Any

from studpoker.errors import HandHistoryError, InvalidRuleError
from studpoker.phh.document import HandHistory
from studpoker.profiles import HOME_GAMES, PROFILES, SEVEN_CARD_STUD, Profile, Street

__all__ = [
    "PHH_RAZZ",
    "PHH_SEVEN_CARD_STUD",
    "PHH_SEVEN_CARD_STUD_HI_LO",
    "POKERKIT_VARIANTS",
    "READINGS",
    "STANDARD_VARIANTS",
    "profile_fields",
    "profile_for",
]


def _card_room(name: str, **changes: Any) -> Profile:
    return SEVEN_CARD_STUD.replace(
        name=name,
        open_pair_round=None,
        open_pair_step=None,
        max_raises=4,  # one bet (on third street the completion) and four raises
        cap_heads_up_exempt=False,  # heads-up included
        short_all_in="half_bet",  # an all-in of half a step or more is a full bet or raise
        short_completion=False,  # the half-bet test on third street too
        showing_tie="position",  # p1 sits left of the dealer: the lowest number is first
        bring_in_all_in="pass_bring_in",
        showdown_muck=True,
        max_players=8,
        **changes,
    )


PHH_SEVEN_CARD_STUD = _card_room("phh_seven_card_stud")
PHH_SEVEN_CARD_STUD_HI_LO = _card_room("phh_seven_card_stud_hi_lo", showdown="high_low_8")
PHH_RAZZ = _card_room(
    "phh_razz", bring_in_rule="highest_ace_low", showing_low=True, showdown="low_a5"
)

STANDARD_VARIANTS: dict[str, Profile] = {
    "F7S": PHH_SEVEN_CARD_STUD,
    "F7S/8": PHH_SEVEN_CARD_STUD_HI_LO,
    "FR": PHH_RAZZ,
}


def _pokerkit(profile: Profile) -> Profile:
    return profile.replace(
        name=profile.name.replace("phh_", "pokerkit_"),
        raise_rule="pokerkit",  # to the level + one step; every raise counts for the cap
        max_raises=3,  # four completions, bets and raises in all
        short_bring_in="posted",
        merge_pots=True,
    )


POKERKIT_VARIANTS: dict[str, Profile] = {
    code: _pokerkit(profile) for code, profile in STANDARD_VARIANTS.items()
}
"""The standard codes as pokerkit plays them (``replay(..., rules="pokerkit")``)."""

READINGS: dict[str, dict[str, Profile]] = {
    "card_room": STANDARD_VARIANTS,
    "pokerkit": POKERKIT_VARIANTS,
}
"""How a standard code may be read: ``card_room`` (the default) or ``pokerkit``."""
_STANDARD_CODES = {profile.name: code for code, profile in STANDARD_VARIANTS.items()}
_NONE = "none"  # TOML has no null: a field set to None is written as this text


def known_profiles() -> dict[str, Profile]:
    """Every profile a history may name in ``_profile``: the played ones, the home games (flip
    stud loads and dumps; the hand replays it once it deals it) and the standard readings."""
    standard = [*STANDARD_VARIANTS.values(), *POKERKIT_VARIANTS.values()]
    return {**PROFILES, **HOME_GAMES, **{p.name: p for p in standard}}


def profile_for(
    history: HandHistory, line: int | None = None, *, rules: str = "card_room"
) -> Profile:
    """The profile a history is played under, stakes included; ``rules`` picks the reading of
    the standard codes (``card_room`` or ``pokerkit``)."""
    if line is None:
        line = history.line_of("_rules" if "_rules" in history.extra else "variant")
    if rules not in READINGS:
        raise HandHistoryError(
            f"rules {rules!r}: a reading is one of {', '.join(repr(r) for r in READINGS)}"
        )
    try:
        if "_profile" in history.extra:
            return _extension_profile(history)
        base = READINGS[rules].get(history.variant)
        if base is None:
            codes = ", ".join(sorted(STANDARD_VARIANTS))
            raise HandHistoryError(
                f"line {line}: variant {history.variant!r} is not a stud game this engine plays "
                f"(standard codes: {codes}; other games name a '_profile')"
            )
        return _with_file_stakes(base, history)
    except InvalidRuleError as err:
        raise HandHistoryError(f"line {line}: the file's stakes make no game: {err}") from None


def _with_file_stakes(base: Profile, history: HandHistory) -> Profile:
    antes = set(history.antes)
    if len(antes) != 1:
        raise HandHistoryError(
            f"line {history.line_of('antes')}: antes {list(history.antes)}: "
            "every player must post the same ante"
        )
    missing = [
        name for name in ("bring_in", "small_bet", "big_bet") if getattr(history, name) is None
    ]
    if missing:
        raise HandHistoryError(
            f"line {history.line_of('variant')}: variant {history.variant!r} needs the "
            f"field(s) {', '.join(missing)}"
        )
    small, big = history.small_bet, history.big_bet
    assert small is not None
    assert big is not None
    steps = tuple(small if i < 2 else big for i in range(base.betting_rounds))
    return _staked(base, antes.pop(), history.bring_in, steps, history.ante_trimming_status)


@functools.lru_cache(maxsize=256)
def _staked(
    base: Profile, ante: int, bring_in: int | None, steps: tuple[int, ...], trimming: bool
) -> Profile:
    """``base`` at a file's stakes: cached, since a profile is validated whenever it is made and
    the histories of a file share few stakes (profiles are frozen)."""
    return base.replace(ante=ante, bring_in=bring_in, steps=steps, ante_trimming=trimming)


def _extension_profile(history: HandHistory) -> Profile:
    name = history.extra["_profile"]
    rules = history.extra.get("_rules", {})
    # many histories name the same game (a room's file, a session): a profile is validated
    # whenever it is made, so each one made is kept, and found before anything else is done
    cache_key = None
    if isinstance(name, str) and isinstance(rules, Mapping):
        cache_key = (name, json.dumps(rules, sort_keys=True, default=repr))
        known = _EXTENSION_PROFILES.get(cache_key)
        if known is not None:
            return known
    profiles = known_profiles()
    if not isinstance(name, str) or name not in profiles:
        raise HandHistoryError(
            f"line {history.line_of('_profile')}: _profile {name!r} is not a profile; "
            f"known: {', '.join(sorted(profiles))}"
        )
    line = history.line_of("_rules")
    if not isinstance(rules, Mapping) or cache_key is None:
        raise HandHistoryError(f"line {line}: _rules must be a table of profile fields")
    try:
        decoded = {key: _decode(key, value) for key, value in rules.items()}
    except HandHistoryError as err:
        raise HandHistoryError(f"line {line}: {err}") from None
    profile = profiles[name].replace(**decoded)
    if len(_EXTENSION_PROFILES) >= _KEPT_PROFILES:
        _EXTENSION_PROFILES.clear()
    _EXTENSION_PROFILES[cache_key] = profile
    return profile


_KEPT_PROFILES = 256
_EXTENSION_PROFILES: dict[tuple[str, str], Profile] = {}


def variant_code(profile: Profile) -> str:
    """The standard code of a card-room profile, else an extension code for the game: betting,
    card count and showdown (``F7S``, ``F7S/8``, ``FR7``; 2-7 razz, which PHH has no code for,
    ``F2R7``)."""
    if profile.name in _STANDARD_CODES:
        return _STANDARD_CODES[profile.name]
    structure = {"fixed_limit": "F", "pot_limit": "P", "no_limit": "N"}[profile.betting]
    cards = sum(street.size for street in profile.streets)
    showdown = profile.showdown_rule
    low = showdown.low
    if low is None:
        return f"{structure}{cards}S"
    if showdown.has_high:
        return f"{structure}{cards}S/8"
    razz = "2R" if low.kind == "low_27" else "R"
    return f"{structure}{razz}{cards}"


def profile_fields(profile: Profile) -> dict[str, Any]:
    """The ``_profile`` / ``_rules`` fields that name ``profile`` exactly (empty for standard
    card-room profiles, whose stakes the standard fields carry)."""
    base = known_profiles().get(profile.name)
    if profile.name in _STANDARD_CODES and base is not None:
        small, big = profile.steps[0], profile.steps[-1]
        steps = tuple(small if i < 2 else big for i in range(base.betting_rounds))
        stakes = {"ante": profile.ante, "bring_in": profile.bring_in, "steps": steps}
        # ante_trimming_status carries the trimming of a standard code's profile
        if profile == base.replace(**stakes, ante_trimming=profile.ante_trimming):
            return {}
    if base is None:
        raise HandHistoryError(f"profile {profile.name!r} is not registered; cannot name it")
    rules = {
        field.name: _encode(getattr(profile, field.name))
        for field in dataclasses.fields(profile)
        if getattr(profile, field.name) != getattr(base, field.name)
    }
    return {"_profile": profile.name, "_rules": rules} if rules else {"_profile": profile.name}


def _encode(value: Any) -> Any:
    if value is None:
        return _NONE
    if isinstance(value, Street):
        return {
            field.name: _encode(getattr(value, field.name)) for field in dataclasses.fields(value)
        }
    if isinstance(value, tuple):
        return [_encode(item) for item in value]
    return value


def _street_fields(table: Mapping[str, Any]) -> dict[str, Any]:
    return {k: tuple(v) if isinstance(v, list) else v for k, v in table.items()}


def _decode(key: str, value: Any) -> Any:
    if value == _NONE:
        return None
    if key == "streets":
        if not isinstance(value, list) or not all(isinstance(s, Mapping) for s in value):
            raise HandHistoryError("_rules.streets must be a list of tables")
        try:
            return tuple(Street(**_street_fields(s)) for s in value)
        except (TypeError, InvalidRuleError) as err:
            raise HandHistoryError(f"_rules.streets: {err}") from None
    if isinstance(value, list):
        return tuple(value)
    return value
