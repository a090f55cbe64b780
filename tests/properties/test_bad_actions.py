"""Nonsense actions of the right shape, in every ruleset: refused with IllegalAction or played, never a crash.

A request's JSON decodes to an action of one of the ruleset's classes with fields of the right JSON
types (the codec sees to that), but the values can be anything: unknown space ids, empty or very long
strings, whole numbers far past any count (10**30), negative counts, lists of any length. For every
ruleset and every action class of its codec, Hypothesis builds such actions (strings from the board's
space ids, from the values of the actions legal at that point and garbage; whole numbers from a wide
range) and applies them at a few points of a seeded random game. ``game.apply`` must either refuse
with IllegalAction, leaving the game exactly as it was, or play the action, as ``game.is_legal``
said; ``game.odds`` (which the server answers for any decoded action) must give odds, None or a
WarroomError, changing nothing. Any other exception is a bug in the ruleset's checks (the game
server would answer a 500).
"""

from __future__ import annotations

import dataclasses
import functools
import random
import typing
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from warroom.core.actions import Action
from warroom.core.errors import IllegalAction, WarroomError
from warroom.core.game import Game
from warroom.core.registry import get_ruleset, list_rulesets

PROPS = settings(deadline=None, max_examples=120, suppress_health_check=[HealthCheck.too_slow])
RULESET_IDS = sorted(r.id for r in list_rulesets())
#: How many random legal actions into the game each point lies.
POINTS = (0, 5, 12, 25, 40, 80, 120, 200)

GARBAGE = ["", " ", "x" * 2000, "\x00", "é", "-1", "0", "None", "null", "__class__", "../etc", "brazil "]
WIDE_INTS = st.one_of(
    st.integers(-3, 40),
    st.sampled_from([-(10**30), -(2**63), -(2**31), -1000, 10**6, 2**31, 2**53 - 1, 2**63, 10**30]),
    st.integers(-(2**64), 2**64),
)


@functools.cache
def position(ruleset_id: str, point: int) -> Game:
    """The game after ``point`` seeded random legal actions (fewer where it ended); never mutated."""
    ruleset = get_ruleset(ruleset_id)
    game = ruleset.new_game(max(3, ruleset.min_players), {}, 17)
    rng = random.Random(point)
    for _ in range(point):
        if game.is_over():
            break
        game.apply(rng.choice(list(game.legal_actions())))
    return game


def fresh_copy(game: Game) -> Game:
    """The same game, replayed from its seed and history (a few milliseconds: cheaper than a deep copy)."""
    copy = get_ruleset(game.ruleset_id).new_game(game.players, game.options, game.seed)
    for action in game.history:
        copy.apply(action)
    return copy


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, list | tuple):
        return [s for v in value for s in _strings(v)]
    return []


@functools.cache
def known_strings(ruleset_id: str) -> tuple[str, ...]:
    """Strings a ruleset's actions use: the board's space ids and every string in a legal action at
    one of the points (cards, unit kinds, plans...)."""
    seen: set[str] = set()
    for point in POINTS:
        game = position(ruleset_id, point)
        if game.board is not None:
            seen.update(game.board.ids)
        for action in list(game.legal_actions())[:2000]:
            for value in action.to_json().values():
                seen.update(_strings(value))
    seen.discard(ruleset_id)
    return tuple(sorted(seen))


def field_values(hint: Any, strings: tuple[str, ...]) -> st.SearchStrategy[Any]:
    """Any value of the JSON type of a field: known strings or garbage, wide whole numbers, flags,
    and lists of those from empty to long."""
    if typing.get_origin(hint) is tuple:
        item = field_values(typing.get_args(hint)[0], strings)
        return st.one_of(st.lists(item, max_size=8).map(tuple), st.lists(item, min_size=50, max_size=300).map(tuple))
    if hint is bool:
        return st.booleans()
    if hint is int:
        return WIDE_INTS
    assert hint is str, hint
    return st.one_of(st.sampled_from(strings or ("x",)), st.sampled_from(GARBAGE), st.text(max_size=12))


@st.composite
def nonsense(draw: st.DrawFn, game: Game) -> Action:
    """An action of one of the game's classes with fields drawn by :func:`field_values`: half the time
    of any class with every field drawn, half the time a legal action with some fields replaced (so
    that the checks past "not possible now" are reached too)."""
    legal = list(game.legal_actions())[:2000]
    strings = known_strings(game.ruleset_id)
    from_legal = draw(st.booleans()) if legal else False
    if from_legal:
        model = draw(st.sampled_from(legal))
        cls = type(model)
        kwargs = {f.name: getattr(model, f.name) for f in dataclasses.fields(model)}
        replace = [name for name in kwargs if draw(st.booleans())]
    else:
        classes = sorted(game.codec.classes.values(), key=lambda c: c.type_name)
        cls = draw(st.sampled_from(classes))
        kwargs, replace = {}, [f.name for f in dataclasses.fields(cls)]
    hints = typing.get_type_hints(cls)
    for name in replace:
        kwargs[name] = draw(field_values(hints[name], strings))
    return cls(**kwargs)


@pytest.mark.parametrize("ruleset_id", RULESET_IDS)
@PROPS
@given(data=st.data())
def test_nonsense_actions_are_refused_or_played(ruleset_id: str, data: st.DataObject) -> None:
    point = data.draw(st.sampled_from(POINTS), label="point")
    game = fresh_copy(position(ruleset_id, point))
    for _ in range(data.draw(st.integers(1, 4), label="actions")):
        if game.is_over():
            break
        action = data.draw(nonsense(game), label="action")
        snap, history = game.snapshot(), list(game.history)
        legal = game.is_legal(action)
        # The server shows the odds of any action a request decodes to, and turns a WarroomError
        # (a battle that cannot be, an unknown region) into "no odds".
        try:
            odds = game.odds(action)
        except WarroomError:
            odds = None
        assert odds is None or isinstance(odds, dict)
        assert game.snapshot() == snap, f"the odds of {action!r} changed the game"
        try:
            game.apply(action)
        except IllegalAction as refused:
            assert str(refused), f"{action!r} refused without a reason"
            assert not legal, f"{action!r}: is_legal says yes, apply says no"
            assert game.snapshot() == snap and game.history == history, f"refusing {action!r} changed the game"
        else:
            assert legal, f"{action!r}: is_legal says no, apply played it"
