"""What the greedy World War IV player reads from a position: ``View`` turns ``game.view(player)`` into the
deciding colour, each space's pieces, Food and owners, and answers the questions every step of the player
asks (is a space ours, how threatened is the King, how many guards to keep, what a space is worth).

Rules it follows: Food is the printed F, 0 on water and under a "no-food" effect (rulebook 004, "7. Deploy
Units": "one unit per Food value 'F'"; "9. Support the Troops": Control units beyond F roll for losses;
Spies do not count: "Spies & Sandwiches");
Control comes from an own Control unit, Fort or City ("2. Control Lands"); a City, or a Fort not the
invader's, protects its defenders ("Forts", "Cities": Fortifications); enemy Spies threaten a King within
three spaces ("A Note About Spies"). Distances are over land borders (Spies do not sail); barbarians never
move, so only active players' units threaten.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable, Sequence
from functools import cache
from typing import Any

from warroom.core.actions import Action
from warroom.rulesets.ww4.actions import EndStep
from warroom.rulesets.ww4.content import CONTROL_UNITS, Content, load_content

#: What a King counts for when choosing casualties.
KING_VALUE = 100


def land_distances(land_adj: Sequence[Sequence[int]], sources: Iterable[int]) -> list[int]:
    """Land steps from the nearest of ``sources`` to every space (999 where no land path exists)."""
    dist = [999] * len(land_adj)
    todo: deque[int] = deque()
    for a in sources:
        dist[a] = 0
        todo.append(a)
    while todo:
        x = todo.popleft()
        for y in land_adj[x]:
            if dist[y] == 999:
                dist[y] = dist[x] + 1
                todo.append(y)
    return dist


@cache
def _distances() -> tuple[tuple[int, ...], ...]:
    """Land distance between every two spaces (a large number where no land path exists)."""
    m = load_content().map
    return tuple(tuple(land_distances(m.land_adj, [a])) for a in range(len(m.c)))


class View:
    """What the agent derives from a view: the deciding colour, each space's pieces, Food and owners."""

    def __init__(self, view: dict[str, Any], content: Content) -> None:
        self.v = view
        self.content = content
        self.m = content.map
        self.index = content.board.index
        decision = view.get("decision")
        self.me: str = decision["nation"] if decision else view["nation"]
        self.rows = {row["colour"]: row for row in view["nations"]}
        self.active = {c for c, row in self.rows.items() if row["active"] and row["played"]}
        self.spaces: list[dict[str, Any]] = view["spaces"]
        nofood = {self.index[x] for e in view.get("effects", []) if e["op"] == "no-food" for x in e["spaces"]}
        n = len(self.spaces)
        self.food = [0 if self.m.is_water[x] or x in nofood else self.m.f[x] for x in range(n)]
        me = self.me
        empty: dict[str, int] = {}
        #: The agent's units per space, by kind (the view's own dicts: never changed).
        self.mine: list[dict[str, int]] = [empty] * n
        self.own_ctrl = [0] * n
        self.enemy_units = [False] * n
        self.kings: dict[str, int] = {}
        self.spies: dict[str, list[int]] = {}
        for x, sp in enumerate(self.spaces):
            units: dict[str, dict[str, int]] | None = sp.get("units")
            if units:
                for colour, kinds in units.items():
                    if colour == me:
                        self.mine[x] = kinds
                        self.own_ctrl[x] = sum(v for k, v in kinds.items() if k in CONTROL_UNITS)
                    elif len(kinds) > 1 or "spy" not in kinds:
                        self.enemy_units[x] = True
                    if "king" in kinds:
                        self.kings[colour] = x
                    if "spy" in kinds:
                        self.spies.setdefault(colour, []).extend([x] * kinds["spy"])
            ships = sp.get("ships")
            if ships and any(ship["owner"] != me for ship in ships):
                self.enemy_units[x] = True
        self._near: dict[int, int] = {}
        self._guards = -1
        self.dist = _distances()
        self.king = self.kings.get(self.me, -1)

    def others(self, x: int) -> dict[str, int]:
        """The other colours' units in a space, by kind."""
        out: dict[str, int] = {}
        for colour, kinds in self.spaces[x].get("units", {}).items():
            if colour != self.me:
                for k, v in kinds.items():
                    out[k] = out.get(k, 0) + v
        return out

    def owned(self, x: int) -> bool:
        """Whether the agent would Control the space now (own Control unit, Fort or City)."""
        sp = self.spaces[x]
        return self.own_ctrl[x] > 0 or sp.get("fort") == self.me or sp.get("city") == self.me

    def protected(self, x: int, invader: str) -> bool:
        """Whether the defenders of ``x`` against ``invader`` have a City, or a Fort not the invader's."""
        sp = self.spaces[x]
        return "city" in sp or ("fort" in sp and sp["fort"] != invader)

    def spy_threat(self, x: int) -> int:
        """Active enemies' Spies within three spaces of ``x``, the nearer the more (4 - distance each)."""
        if x < 0:
            return 0
        d = self.dist[x]
        return sum(
            4 - d[y] for c, where in self.spies.items() if c != self.me and c in self.active for y in where if d[y] <= 3
        )

    def enemy_near(self, x: int) -> int:
        """Active enemies' Control units in the spaces bordering ``x``."""
        known = self._near.get(x)
        if known is not None:
            return known
        total = 0
        for y in self.m.land_adj[x]:
            for colour, kinds in self.spaces[y].get("units", {}).items():
                if colour != self.me and colour in self.active:
                    total += sum(v for k, v in kinds.items() if k in CONTROL_UNITS)
        self._near[x] = total
        return total

    def spies_wanted_home(self) -> int:
        return 2 if self.spy_threat(self.king) else 1

    def guards_wanted(self) -> int:
        """Control units wanted beside the King (within his space's Food)."""
        if self._guards < 0:
            want = 2 + (1 if self.enemy_near(self.king) else 0)
            self._guards = max(0, min(want, self.food[self.king] - 1))
        return self._guards

    def keep(self, x: int) -> int:
        """Control units to keep in an own space: the King and his guards; one to hold it, none where an own
        Fort or City holds it and no enemy player's unit borders it."""
        if x == self.king:
            return 1 + self.guards_wanted()
        sp = self.spaces[x]
        held = sp.get("fort") == self.me or sp.get("city") == self.me
        return 0 if held and not self.enemy_near(x) else 1

    def value(self, x: int) -> float:
        """What taking a space is worth."""
        sp = self.spaces[x]
        out = 2.0 * self.m.c[x] + 0.5 * self.m.f[x]
        if "city" in sp:
            out += 25.0 + (15.0 if sp.get("capital") in self.active else 0.0)
        if "fort" in sp:
            out += 4.0
        if any(self.kings.get(c) == x for c in self.active if c != self.me):
            out += 40.0
        return out

    def cost(self, kind: str) -> int:
        return KING_VALUE if kind == "king" else int(self.content.costs.get(kind, 0))


def end_step(legal: Sequence[Action]) -> Action:
    """``EndStep`` where it is legal (doing nothing more this step), else the first legal action."""
    return next((a for a in legal if isinstance(a, EndStep)), legal[0])
