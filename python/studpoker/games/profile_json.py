"""A profile as JSON-ready data and back: every field, streets as objects, tuples as lists.

Saved hands, tables, tournaments and rotations all write their games this way; it sits below
them all (it knows only profiles), so none of them imports another to write a game.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from typing import Any

from studpoker.errors import SavedStateError, StudPokerError
from studpoker.games.profiles import Profile, Street

__all__ = ["profile_from_json", "profile_to_json"]


def profile_to_json(profile: Profile) -> dict[str, Any]:
    """Every field of the profile, streets as objects, tuples as lists."""
    return {f.name: _plain(getattr(profile, f.name)) for f in dataclasses.fields(profile)}


def profile_from_json(data: Any) -> Profile:
    """The profile ``profile_to_json`` wrote, validated like any profile."""
    if not isinstance(data, Mapping):
        raise SavedStateError(f"profile: a JSON object is needed, got {_short(data)}")
    known = {field.name for field in dataclasses.fields(Profile)} | {"showdown_fallback"}
    unknown = sorted(set(data) - known)
    if unknown:
        raise SavedStateError(f"profile: unknown field(s) {', '.join(unknown)}")
    values = dict(data)
    values.pop("showdown_fallback", None)  # earlier versions wrote this one-valued field
    streets = values.get("streets")
    if not isinstance(streets, list) or not all(isinstance(s, Mapping) for s in streets):
        raise SavedStateError("profile.streets: a list of street objects is needed")
    street_fields = {field.name for field in dataclasses.fields(Street)}
    built = []
    for index, street in enumerate(streets):
        extra = sorted(set(street) - street_fields)
        if extra:
            raise SavedStateError(f"profile.streets[{index}]: unknown field(s) {', '.join(extra)}")
        built.append(Street(**{k: _tuples(v) for k, v in street.items()}))
    values["streets"] = tuple(built)
    try:
        return Profile(**{k: _tuples(v) if k != "streets" else v for k, v in values.items()})
    except (TypeError, StudPokerError) as err:
        raise SavedStateError(f"profile: {err}") from None


def _plain(value: Any) -> Any:
    if isinstance(value, Street):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, tuple):
        return [_plain(item) for item in value]
    return value


def _tuples(value: Any) -> Any:
    return tuple(_tuples(v) for v in value) if isinstance(value, list) else value


def _short(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 80 else text[:77] + "..."
