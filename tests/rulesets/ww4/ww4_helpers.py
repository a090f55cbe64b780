"""Positions for World War IV tests: an empty map, then exactly the units a test needs.

``blank(players)`` gives a game at red's Movement step of turn 1 (red, yellow, green, ... in play, red
first), with no units, forts, money, effects or cards in hand, cities with their capitals' nations, and
the deck as dealt; ``put``, ``fort``, ``idx`` and ``scripted`` set up the rest.
"""

from __future__ import annotations

import hashlib
from typing import Any

from warroom.agents.base import make_agent
from warroom.core.actions import Action
from warroom.core.dice import ScriptedDice
from warroom.core.registry import new_game
from warroom.rulesets.ww4 import units
from warroom.rulesets.ww4.actions import EndStep
from warroom.rulesets.ww4.content import COLOURS
from warroom.rulesets.ww4.game import WW4Game
from warroom.rulesets.ww4.state import Unit

RED, YELLOW, GREEN, BLUE, PURPLE, GREY = range(6)


def blank(players: int = 3, seed: int = 1, **options: Any) -> WW4Game:
    g = new_game("ww4", players, options, seed)
    assert isinstance(g, WW4Game)
    s = g.state
    n = len(g.board.ids)
    for unit in list(s.units.values()):
        if unit.id in s.units:
            units.destroy(s, unit)
    s.at = [[] for _ in range(n)]
    s.fort = [-1] * n
    s.city = [g.map.cities.get(i, -1) for i in range(n)]
    s.money = [0] * (len(COLOURS) + 1)
    s.pool = [{} for _ in range(len(COLOURS) + 1)]
    s.hands = [[] for _ in range(len(COLOURS) + 1)]
    s.knowledge = []
    s.shared = {}
    s.effects = []
    s.combats = []
    s.combat = None
    s.decision = None
    s.outcome = None
    s.order = [i for i in range(len(COLOURS)) if s.seat_of[i] >= 0]
    s.current = 0
    s.turn = 1
    s.step = "movement"
    s.control = [[] for _ in range(len(COLOURS) + 1)]
    s.deployed = {}
    s.pillaged = []
    s.tried = []
    s.fallen = []  # the Kings removed above were never lost in play: nobody is eliminated for them
    return g


def idx(g: WW4Game, space: str) -> int:
    return g.board.index[space]


def put(g: WW4Game, space: str, owner: int, **kinds: int) -> list[Unit]:
    """Place units with full movement for this turn."""
    out = []
    for kind, count in kinds.items():
        for _ in range(count):
            u = units.create(g.state, owner, kind, idx(g, space))
            u.moves = g.content.units[kind].move
            out.append(u)
    return out


def fort(g: WW4Game, space: str, owner: int) -> None:
    g.state.fort[idx(g, space)] = owner


def control(g: WW4Game, owner: int, *spaces: str) -> None:
    """Mark spaces as Controlled by ``owner`` this turn (as its Control Lands step would)."""
    g.state.control[owner] = sorted({*g.state.control[owner], *(idx(g, s) for s in spaces)})


def scripted(g: WW4Game, *rolls: int) -> ScriptedDice:
    d = ScriptedDice(list(rolls), 0, g.log)
    g.dice = d
    return d


def purchases(g: WW4Game, agent: str) -> dict[str, int]:
    """Play red's purchase step with ``agent``; what it bought (red's pool)."""
    while g.state.step == "purchase":
        action = choose(g, agent)
        g.apply(action)
        if isinstance(action, EndStep):
            break
    return dict(g.state.pool[RED])


def choose(g: WW4Game, agent: str = "greedy") -> Action:
    """What ``agent`` (a spec) chooses for the seat to move; checked legal."""
    seat = g.current_player()
    assert seat is not None
    action = make_agent(agent, "ww4", 0).choose(g, seat)
    assert action in g.legal_actions()
    return action


def fingerprint(spec: str, players: int, seed: int, rounds: int, **options: Any) -> str:
    """A digest of every action of a seeded game of ``rounds`` rounds (and ``options``), each seat played by
    ``spec``: what a test compares with a committed player's games."""
    g = new_game("ww4", players, {"round_limit": rounds, **options}, seed)
    agents = [make_agent(spec, "ww4", seed * 10 + p) for p in range(players)]
    while (p := g.current_player()) is not None:
        g.apply(agents[p].choose(g, p))
    return hashlib.sha256("\n".join(map(repr, g.history)).encode()).hexdigest()[:16]
