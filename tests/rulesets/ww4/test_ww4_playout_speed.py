"""World War IV's shortcuts for the plan search's playouts (issue 28, "Faster playouts"): each one must give
exactly what the plain way gives (bench/bench_ww4_playouts.py times them and checks whole playouts)."""

from __future__ import annotations

import copy
import dataclasses
import random
from typing import Any

import pytest
from ww4_helpers import RED, blank, idx, put

from warroom.agents.base import make_agent
from warroom.core.registry import new_game
from warroom.rulesets.ww4 import events, greedy_move, innovations, movement
from warroom.rulesets.ww4.actions import Move
from warroom.rulesets.ww4.game import WW4Game
from warroom.rulesets.ww4.greedy_navy import navy_moves
from warroom.rulesets.ww4.greedy_seat import seat_context
from warroom.rulesets.ww4.greedy_view import _search, land_distances
from warroom.rulesets.ww4.state import Decision, Effect, Unit, WW4State

_MUTABLE = (list, dict, set, Unit, Effect, Decision)


def _positions(players: int, seed: int, every: int = 7) -> list[WW4Game]:
    """Positions of a seeded greedy game, one every ``every`` actions (combat decisions and effects among them)."""
    g = new_game("ww4", players, {"round_limit": 8}, seed)
    assert isinstance(g, WW4Game)
    agents = [make_agent("greedy", "ww4", seed * 10 + p) for p in range(players)]
    found = []
    while not g.is_over():
        seat = g.current_player()
        assert seat is not None
        if len(g.history) % every == 0:
            found.append(g)
            g = g.determinize(seat, random.Random(len(g.history)))
        g.apply(agents[seat].choose(g, seat))
    return found


def _shared(a: Any, b: Any, path: str = "state") -> list[str]:
    """Where ``b`` holds the very same mutable object as ``a`` (walking both alike)."""
    if isinstance(a, _MUTABLE) and a is b:
        return [path]
    if isinstance(a, dict):
        return [p for k in a for p in _shared(a[k], b[k], f"{path}[{k!r}]")]
    if isinstance(a, list):
        return [p for i, (x, y) in enumerate(zip(a, b, strict=True)) for p in _shared(x, y, f"{path}[{i}]")]
    if dataclasses.is_dataclass(a):
        names = [f.name for f in dataclasses.fields(a)]
        return [p for n in names for p in _shared(getattr(a, n), getattr(b, n), f"{path}.{n}")]
    return []


@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_state_copy_is_a_deep_copy_sharing_nothing(players: int) -> None:
    """WW4State.copy, field by field, gives what copy.deepcopy gives, and no list, dict, unit, effect or
    decision of the original (a search changes its copy at once)."""
    states = [g.state for g in _positions(players, seed=players)]
    assert any(s.decision is not None for s in states) and any(s.effects for s in states)
    for s in states:
        copied = s.copy()
        assert isinstance(copied, WW4State)
        assert copied == copy.deepcopy(s)
        assert _shared(s, copied) == []


def _moves_unit_by_unit(g: WW4Game) -> list[Move]:
    """The Moves of ``movement.legal_moves`` found the plain way: each space's and kind's movers, one by one."""
    s, m = g.state, g.map
    nation = s.nation()
    kinds: dict[int, set[str]] = {}
    for u in s.units.values():
        if u.owner == nation and u.carrier < 0 and u.kind not in ("destroyer", "frigate"):
            kinds.setdefault(u.space, set()).add(u.kind)
    out = []
    for space in sorted(kinds):
        for kind in sorted(kinds[space]):
            prof = events.profile(g, nation, kind)
            movers = movement._able(g, nation, space, kind, prof, movement._blocked(g, space))
            targets = m.every_adj[space] if kind == "bomber" else m.land_adj[space]
            for t in targets:
                out += [Move(kind, n, m.id(space), m.id(t)) for n in range(1, len(movers) + 1)]
    return out


def test_legal_moves_count_the_movers_each_space_has() -> None:
    """4. Movement: legal_moves counts a space's movers of a kind in one pass over the units; the counts are
    those of ``_able`` (which picks the units a Move moves), blocked spaces and Bombers that flew in included."""
    checked = 0
    for players, seed in ((3, 1), (4, 2), (5, 3)):
        for g in _positions(players, seed, every=3):
            if g.state.step != "movement" or g.state.decision is not None:
                continue
            listed = [a for a in movement.legal_moves(g) if isinstance(a, Move)]
            assert listed == _moves_unit_by_unit(g)
            checked += bool(listed)
    assert checked > 20


def test_a_no_move_out_effect_holds_all_but_scouts_and_bombers_that_flew_in() -> None:
    """Random Event "no-move-out" (decision: the Bombers that have flown in may fly on; Scout: Cavalry may
    move out): the counted movers of a blocked space are those, and no other unit, a Spy that walked in
    included."""
    g = blank()
    placed = put(g, "brazil", RED, soldier=2, cavalry=1, spy=1, bomber=2)
    spy = next(u for u in placed if u.kind == "spy")
    bomber = next(u for u in placed if u.kind == "bomber")
    spy.moves -= 1  # walked in this turn
    bomber.moves -= 1  # flew in (the other Bomber began here)
    g.state.effects.append(Effect("no-move-out", "test", [idx(g, "brazil")], RED, 9, "end"))
    kinds = {(a.kind, a.count) for a in movement.legal_moves(g) if isinstance(a, Move) and a.source == "brazil"}
    assert kinds == {("bomber", 1), ("cavalry", 1)}
    assert [a for a in movement.legal_moves(g) if isinstance(a, Move)] == _moves_unit_by_unit(g)


def test_land_distances_are_the_search_and_a_list_of_the_callers_own() -> None:
    """The greedy player's distances, remembered by source set, are the breadth-first search's, and each
    answer is a new list (a caller that changes it changes no later answer)."""
    g = blank()
    adj = g.content.map.land_adj
    for sources in ([0], [3, 40, 70], [], list(range(0, 88, 11))):
        first = land_distances(adj, sources)
        assert first == _search(adj, sources)
        first[0] = -5
        assert land_distances(adj, sources) == _search(adj, sources)
    water = g.content.map.water_adj
    assert land_distances(water, [3]) == _search(water, [3])


def _give(g: WW4Game, nation: int, card: str) -> None:
    g.state.deck.remove(card)
    g.state.hands[nation].append(card)


def test_a_unit_profile_follows_the_cards_its_owner_holds_now() -> None:
    """004, Innovation Cards: the boosts apply while the card is in the holder's area; a profile remembered
    for one hand is not given for another."""
    g = blank()
    _give(g, RED, "rifled-guns")
    assert events.profile(g, RED, "artillery").kill == {4, 5, 6}
    g.state.hands[RED] = []
    assert events.profile(g, RED, "artillery") == g.content.units["artillery"]
    _give(g, RED, "forced-march")
    assert events.profile(g, RED, "artillery") == g.content.units["artillery"]
    assert events.profile(g, RED, "soldier").move == 2


_VALUES: dict[str, Any] = {
    "int": 7,
    "str": "x",
    "bool": True,
    "list[int]": [7, 8],
    "dict[str, Any]": {"k": [1, {"j": 2}]},
}


def _filled(cls: type[Any]) -> Any:
    """An instance of ``cls`` with every field away from its default (a field of a new type fails here, so
    that the state's copy is taught it)."""
    return cls(**{f.name: copy.deepcopy(_VALUES[str(f.type)]) for f in dataclasses.fields(cls)})


def test_a_state_with_every_field_in_use_copies_whole() -> None:
    """Every field of the state, a unit, an effect and a decision (those added later included) comes through
    WW4State.copy equal and unshared: a field its copier forgot would come back at its default."""
    g = blank()
    s = g.state
    unit = _filled(Unit)
    s.units[unit.id] = unit
    s.at[0].append(unit.id)
    s.effects.append(_filled(Effect))
    s.decision = _filled(Decision)
    s.shared = {"sabres": [1, 2]}
    s.knowledge = ["thoroughbreds"]
    s.hands[RED] = ["rifled-guns"]
    s.combat = {"space": 3, "sides": {"attack": [1, 2]}, "queue": [[4]]}
    s.combats, s.tried, s.tried_king, s.fallen, s.pillaged = [3], [1], [2], [3], [4]
    s.deployed = {3: 1}
    s.outcome = {"reason": "x", "winners": [0], "detail": {"a": [1]}}
    copied = s.copy()
    assert copied == copy.deepcopy(s)
    assert _shared(s, copied) == []


def test_a_remembered_profile_is_the_one_worked_out_anew() -> None:
    """004, Innovation Cards, 'Player Diplomacy', 'Barbarians', 'Defeat!': a profile remembered for one set of
    cards is what working it out anew gives, for a holder, a nation a card is shared with, General Knowledge,
    an inactive nation and the barbarians."""
    g = blank(4)
    content = g.content
    for card in ("rifled-guns", "forced-march", "sabres", "thoroughbreds"):
        g.state.deck.remove(card)
    g.state.hands[RED] = ["rifled-guns", "forced-march"]
    g.state.shared["forced-march"] = [1]
    g.state.knowledge = ["sabres"]
    g.state.hands[3] = ["thoroughbreds"]
    g.state.active[3] = False
    for owner in (RED, 1, 2, 3, 5, -1):
        for kind in ("artillery", "soldier", "cavalry"):
            cards = tuple(innovations.enjoyed(g, owner))
            fresh = innovations._boosted(content, content.units[kind], cards) if cards else content.units[kind]
            assert events.profile(g, owner, kind) == fresh
    assert events.profile(g, 1, "soldier").move == 2  # shared Forced March
    assert events.profile(g, 2, "cavalry").kill == {4, 5, 6}  # Sabres in General Knowledge
    assert events.profile(g, 3, "cavalry") == content.units["cavalry"]  # inactive: barbarians


def test_the_greedy_movement_step_chooses_as_it_did_working_everything_out_each_time(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The greedy player's Movement step, with a space's spare units worked out once a decision and the
    ships weighing only the actions that are not Moves, chooses what it chose working them out every time."""
    positions = [g for g in _positions(4, seed=4, every=2) if g.state.step == "movement" and g.state.decision is None]
    assert len(positions) > 30
    chosen = []
    for g in positions:
        seat = g.current_player()
        assert seat is not None
        legal = list(g.legal_actions())
        ctx = seat_context(g, seat)
        ctx.hunt = True
        chosen.append(greedy_move.choose_move(ctx, legal))
        ctx = seat_context(g, seat)
        ctx.hunt = True
        movable: dict[tuple[int, str], int] = {}
        for a in legal:
            if isinstance(a, Move):
                key = (ctx.index[a.source], a.kind)
                movable[key] = max(movable.get(key, 0), a.count)
        spare = {src: sum(n for _, n in greedy_move._spare_units(ctx, movable, src)) for src, _ in movable}
        others = [a for a in legal if not isinstance(a, Move)]
        assert navy_moves(ctx, legal, spare) == navy_moves(ctx, others, spare)
    monkeypatch.setattr(greedy_move, "_spare", greedy_move._spare_units)
    for g, action in zip(positions, chosen, strict=True):
        seat = g.current_player()
        assert seat is not None
        ctx = seat_context(g, seat)
        ctx.hunt = True
        assert greedy_move.choose_move(ctx, list(g.legal_actions())) == action
